// Red November, seed phase 1 (on a Time Track without Event and Item spaces): movement — open a
// hatch, pour water through it, enter a room (water, fire, the Sea) — and the forced flight after
// a failed `fix fire`, which moves "по обычным правилам" (by the normal rules). Each test names
// the seed sentence (RnSeed), the spec's rule (RnSpec) or the decision (RnDecision).
#include "rn_fixture.hpp"

#include <string>
#include <vector>

namespace {

using namespace rntest;
using bgb::rn::kNone;

// Decision D2: every turn keeps a minute for its one action.
TEST(RnDecision, MovementKeepsAMinuteForTheAction) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5}, {1, 1, 1, 1});
  EXPECT_EQ(legal_after(g, s, "open"), "");
  EXPECT_TRUE(legal(g, s, "rest"));
  s = table(g, {5, 5, 5, 5}, {2, 1, 1, 1});
  s.water[6] = Water::low;
  s = step(g, s, "open 6");
  EXPECT_FALSE(legal(g, s, "enter"));  // +1 for low water would leave no minute
  EXPECT_EQ(s.ghost, 1);
  EXPECT_EQ(legal_after(g, s, "open"), "");
}

// Seed: "1. Открыть незапертый люк (1 минута)." "3. Войти в комнату (0 минут) после того, как люк
// открылся." "Люки закрываются автоматически за гномом после каждого из этих трех действий."
TEST(RnSeed, OpenCostsAMinuteEnterNothing) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5});
  EXPECT_EQ(legal_after(g, s, "open"), "2, 4, 6, 7, 8");
  EXPECT_FALSE(legal(g, s, "enter"));
  s = step(g, s, "open 6");
  EXPECT_EQ(s.ghost, 59);
  s = step(g, s, "enter");
  EXPECT_EQ(s.seats[0].room, 6);
  EXPECT_EQ(s.ghost, 59);
  EXPECT_FALSE(legal(g, s, "enter"));  // the hatch closed behind the gnome
  EXPECT_EQ(legal_after(g, s, "open"), "sea, 5");
  s = run(g, s, "open 5; open sea");  // opening another hatch closes the first
  EXPECT_EQ(s.ghost, 57);
}

// Seed: "Открыть незапертый люк"; spec: "Interior hatches (15, can be blocked)".
TEST(RnSeed, BlockedHatchCannotBeOpenedButCanBeFixed) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5});
  block(g, s, 5, 6);
  EXPECT_EQ(legal_after(g, s, "open"), "2, 4, 7, 8");
  EXPECT_EQ(max_fix(g, s, "hatch-6"), 10);
  EXPECT_EQ(max_fix(g, s, "hatch-7"), 0);
  // "Разблокировать Люк – успешно выполненное действие убирает фишку «Закрытый Люк»"; crowbar +3.
  s.seats[0].items.set(z(ki(Item::crowbar)), 1);
  s.item_deck[z(ki(Item::crowbar))] -= 1;
  s = run(g, s, "play crowbar; fix hatch-6 1; roll 3");
  EXPECT_EQ(s.blocked, 0U);
}

// Seed: "Если комната частично затоплена, то требуется одна дополнительная минута чтобы в неё
// войти." "Если комната затоплена, то в неё нельзя войти."
TEST(RnSeed, LowWaterCostsAMinuteToEnterHighWaterCannotBeEntered) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5});
  s.water[6] = Water::low;
  s = run(g, s, "open 6; enter");
  EXPECT_EQ(s.ghost, 58);
  // Both rooms in high water: nothing pours, and the gnome cannot go in.
  s = table(g, {5, 5, 5, 5});
  s.water[5] = Water::high;
  s.water[6] = Water::high;
  s = step(g, s, "open 6");  // "Гном в затопленной комнате ... может открывать незапертый люк."
  EXPECT_FALSE(legal(g, s, "enter"));
}

// Seed, movement step 2: "Перелить воду (0 минут) из комнаты с фишкой «Затоплено» в комнату, в
// которой нет воды через открытый люк. Уберите фишку «Затоплено» и поместите по фишке «Частично
// затоплено» в каждую из комнат." (Pour water (0 minutes) from a room with the "Flooded" token
// into a room with no water through an open hatch; remove the "Flooded" token and put a "Partly
// flooded" token in each room.) The player chooses: `open` never pours by itself.
TEST(RnSeed, PourWaterFromAFloodedRoomIntoOneWithoutWaterThroughAnOpenHatch) {
  const Game g = make(4, quiet());
  // Into the gnome's dry room, from the high water behind the hatch.
  State s = table(g, {5, 5, 5, 5});
  s.water[6] = Water::high;
  EXPECT_FALSE(legal(g, s, "pour"));  // no hatch open
  s = step(g, s, "open 6");
  EXPECT_EQ(s.water[5], Water::none);  // opening alone pours nothing
  EXPECT_EQ(s.water[6], Water::high);
  EXPECT_FALSE(legal(g, s, "enter"));
  EXPECT_TRUE(legal(g, s, "pour"));
  s = step(g, s, "pour");
  EXPECT_EQ(s.water[5], Water::low);
  EXPECT_EQ(s.water[6], Water::low);
  EXPECT_EQ(s.ghost, 59);                // 0 minutes
  EXPECT_EQ(s.opened, 6);                // the hatch is still open: `enter` may follow
  EXPECT_FALSE(legal(g, s, "pour"));     // nothing is left to pour
  s = step(g, s, "enter");
  EXPECT_EQ(s.seats[0].room, 6);
  EXPECT_EQ(s.ghost, 58);                // +1 into the low water the pour left
  // Out of the gnome's flooded room: its only action was `rest`; after the pour it may pump.
  State t = table(g, {5, 5, 5, 5});
  t.water[5] = Water::high;
  t = step(g, t, "open 6");
  EXPECT_EQ(legal_after(g, t, "fix"), "");
  t = step(g, t, "pour");
  EXPECT_EQ(t.water[5], Water::low);
  EXPECT_EQ(t.water[6], Water::low);
  EXPECT_TRUE(legal(g, t, "fix water 1"));
  EXPECT_TRUE(legal(g, t, "enter"));
  // Not pouring is a choice too: the gnome goes on, the water stays where it was.
  State u = table(g, {5, 5, 5, 5});
  u.water[6] = Water::high;
  u = run(g, u, "open 6; open 4; enter");
  EXPECT_EQ(u.water[5], Water::none);
  EXPECT_EQ(u.water[6], Water::high);
  EXPECT_EQ(u.seats[0].room, 4);
}

// Seed, movement step 2: "... в комнату, в которой нет воды ..." (into a room with no water): high
// water does not pour into low water or high water, nor through an exterior hatch (the Sea holds
// no water token, decision D8).
TEST(RnSeed, WaterPoursOnlyIntoARoomInWhichThereIsNoWater) {
  const Game g = make(4, quiet());
  for (Water other : {Water::low, Water::high}) {
    State s = table(g, {5, 5, 5, 5});
    s.water[5] = Water::high;
    s.water[6] = other;
    s = step(g, s, "open 6");
    EXPECT_FALSE(legal(g, s, "pour")) << static_cast<int>(other);
    EXPECT_EQ(s.water[5], Water::high);  // opening changed nothing (it used to pour into low water)
    EXPECT_EQ(s.water[6], other);
    State t = table(g, {6, 5, 5, 5});    // and from the other side
    t.water[5] = Water::high;
    t.water[6] = other;
    t = step(g, t, "open 5");
    EXPECT_FALSE(legal(g, t, "pour")) << static_cast<int>(other);
  }
  // Both dry: nothing to pour.
  State dry = step(g, table(g, {5, 5, 5, 5}), "open 6");
  EXPECT_FALSE(legal(g, dry, "pour"));
  // The Sea: neither out of a flooded room 3 nor from the Sea into it.
  State out = table(g, {3, 5, 5, 5});
  out.water[3] = Water::high;
  out = step(g, out, "open sea");
  EXPECT_FALSE(legal(g, out, "pour"));
  State in = table(g, {kSea, 5, 5, 5});
  in.water[3] = Water::high;
  in = step(g, in, "open 3");
  EXPECT_FALSE(legal(g, in, "pour"));
  // A refused `pour` names the action and leaves the state as it was.
  const auto id = g.parse_action(in, "pour");
  ASSERT_TRUE(id.ok());
  const auto refused = g.apply(in, *id);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("(pour) is not legal: pouring needs high water on one side"), std::string::npos)
      << refused.error().message;
}

// Seed, movement step 2: "Если фишка потопа помещается в комнату с фишкой пожара, то уберите
// фишку пожара из неё." (If a flood token is put into a room with a fire token, remove the fire
// token from it.) The room that receives the water is the dry one, the only one that can burn.
TEST(RnSeed, PouredWaterPutsOutTheFireInTheRoomItFlowsInto) {
  const Game g = make(4, quiet());
  // The gnome's burning room receives the water ("Гном ... в комнате с огнем может открывать
  // незапертый люк").
  State s = table(g, {5, 5, 5, 5});
  burn(s, 5);
  s.water[6] = Water::high;
  s = run(g, s, "open 6; pour");
  EXPECT_FALSE(bgb::rn::on_fire(s, 5));
  EXPECT_EQ(s.water[5], Water::low);
  s = step(g, s, "enter");
  EXPECT_EQ(s.ghost, 58);
  // The burning room behind the hatch receives it: the fire there goes out, and then the gnome
  // may enter without Grog or a Fire Extinguisher.
  State t = table(g, {5, 5, 5, 5});
  t.water[5] = Water::high;
  burn(t, 6);
  burn(t, 7);
  t = step(g, t, "open 6");
  EXPECT_FALSE(legal(g, t, "enter"));
  t = step(g, t, "pour");
  EXPECT_FALSE(bgb::rn::on_fire(t, 6));
  EXPECT_TRUE(bgb::rn::on_fire(t, 7));  // only the room the water flows into
  EXPECT_TRUE(legal(g, t, "enter"));
}

// Seed, movement: "2. Перелить воду ... через открытый люк." "3. Войти в комнату (0 минут) после
// того, как люк открылся." The pour belongs to the hatch just opened: playing an item keeps it
// open (decision D3), entering or opening another closes it; the pour's 0 minutes fit even when
// the open left the one minute of the action (decision D2).
TEST(RnSeed, WaterPoursOnlyThroughTheHatchJustOpened) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5});
  s.water[6] = Water::high;
  hold(s, 0, Item::lucky_charm);
  s = run(g, s, "open 6; play lucky-charm");
  EXPECT_TRUE(legal(g, s, "pour"));
  s = step(g, s, "open 4");  // the hatch to 6 closed behind the next step
  EXPECT_FALSE(legal(g, s, "pour"));
  s = run(g, s, "enter; open 5");
  EXPECT_FALSE(legal(g, s, "pour"));  // room 4 is dry and room 5 too
  State last = table(g, {5, 5, 5, 5}, {2, 1, 1, 1});
  last.water[6] = Water::high;
  last = step(g, last, "open 6");
  EXPECT_EQ(last.ghost, 1);
  EXPECT_TRUE(legal(g, last, "pour"));
  last = step(g, last, "pour");
  EXPECT_FALSE(legal(g, last, "enter"));  // +1 into low water would leave no minute
  EXPECT_EQ(last.ghost, 1);
  EXPECT_EQ(legal_texts(g, last), (std::vector<std::string>{"fix water 1", "rest"}));
}

// Seed: "Если комната охвачена огнем, то войти в неё ... можно, только если была сыграна карточка
// Огнетушителя или Грога."
TEST(RnSeed, EnteringFireNeedsAnExtinguisherOrGrog) {
  const Game g = make(4, quiet());
  for (Item pass : {Item::fire_extinguisher, Item::grog}) {
    State s = table(g, {5, 5, 5, 5});
    burn(s, 6);
    hold(s, 0, pass);
    s = step(g, s, "open 6");
    EXPECT_FALSE(legal(g, s, "enter"));
    s = step(g, s, "play " + bgb::rn::item_text(ki(pass)));  // Decision D3: the hatch stays open
    s = step(g, s, "enter");
    EXPECT_EQ(s.seats[0].room, 6);
  }
}

// Seed: "Покинуть/войти в подводную лодку, после того как был открыт внешний люк, и была сыграна
// карта Акваланга. Гномы, возвращающиеся в лодку, могут войти в любой внешний люк".
TEST(RnSeed, TheSeaNeedsAnAqualungAndAnyExteriorHatchLeadsBack) {
  const Game g = make(4, quiet());
  State s = table(g, {3, 5, 5, 5});
  hold(s, 0, Item::aqualung);
  s = step(g, s, "open sea");
  EXPECT_FALSE(legal(g, s, "enter"));
  s = run(g, s, "play aqualung; enter");
  EXPECT_EQ(s.seats[0].room, kSea);
  EXPECT_EQ(legal_after(g, s, "open"), "3, 6, 9");
  s = run(g, s, "open 9; enter");
  EXPECT_EQ(s.seats[0].room, 9);
  EXPECT_EQ(s.ghost, 58);
  // Without an Aqualung played this turn, a gnome in the Sea cannot come back in.
  State t = table(g, {kSea, 5, 5, 5});
  t = step(g, t, "open 6");
  EXPECT_FALSE(legal(g, t, "enter"));
}

// Seed: "Если действие неудачное, то ваш гном должен сделать дополнительный ход, чтобы перейти в
// соседнею комнату (если это возможно), потратив на этот переход столько же времени".
TEST(RnSeed, AFailedFireFixForcesAFlight) {
  const Game g = make(4, quiet());
  State s = table(g, {1, 5, 5, 5});
  burn(s, 1);
  s.water[3] = Water::low;
  s = run(g, s, "fix fire 3; roll 9");
  EXPECT_EQ(s.phase, Phase::flee);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"flee 2", "flee 3"}));
  s = step(g, s, "flee 3");
  EXPECT_EQ(s.seats[0].room, 3);
  EXPECT_EQ(s.seats[0].keeper, 60 - 3 - 2);
  EXPECT_EQ(s.seats[0].status, Status::aboard);
  // Decision D9: nowhere to go (both hatches blocked): the gnome stays and burns at the updates.
  State t = table(g, {1, 5, 5, 5});
  burn(t, 1);
  block(g, t, 1, 2);
  block(g, t, 1, 3);
  t = run(g, t, "fix fire 3; roll 9");
  EXPECT_EQ(t.seats[0].status, Status::dead);
}

// Spec: "`play ITEM` at any time in phases 1–2 (its effect lasts the turn; bonuses add up)". The
// flight after a failed `fix fire` is part of the action: an Aqualung played then opens the Sea
// when every interior hatch is blocked. Seed: "войти в неё ... можно, только если была сыграна
// карточка" — a room needing an item is enterable once the item is played, so until then `stay`
// is legal too (decision D9), and the flight is entered on public facts only: a room an item
// would open and a card in hand, whatever the card.
TEST(RnSpec, ItemsMayBePlayedDuringTheFlight) {
  const Game g = make(4, quiet());
  // Seat 0 in burning room 3, every interior hatch of it blocked: only the Sea is left.
  const auto walled_in = [&] {
    State w = table(g, {3, 5, 5, 5});
    burn(w, 3);
    block(g, w, 3, 1);
    block(g, w, 3, 2);
    block(g, w, 3, 4);
    return w;
  };
  State s = walled_in();
  hold(s, 0, Item::aqualung);
  hold(s, 0, Item::lucky_charm);
  s = run(g, s, "fix fire 3; roll 9");
  ASSERT_EQ(s.phase, Phase::flee);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play aqualung", "play lucky-charm", "stay"}));
  s = step(g, s, "play lucky-charm");  // any item may be played; the way out stays in hand
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play aqualung", "stay"}));
  s = step(g, s, "play aqualung");
  EXPECT_EQ(s.seats[0].items[z(ki(Item::aqualung))], 0);  // discarded when played
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"flee sea"}));  // now possible: forced
  s = step(g, s, "flee sea");
  EXPECT_EQ(s.seats[0].room, kSea);
  EXPECT_EQ(s.seats[0].status, Status::aboard);  // it did not begin the turn in the Sea
  EXPECT_EQ(s.seats[0].keeper, 60 - 3 - 1);
  // A burning neighbour opens to a Fire Extinguisher in hand the same way.
  State t = table(g, {1, 5, 5, 5});
  burn(t, 1);
  burn(t, 2);
  block(g, t, 1, 3);
  hold(t, 0, Item::fire_extinguisher);
  t = run(g, t, "fix fire 3; roll 9");
  ASSERT_EQ(t.phase, Phase::flee);
  EXPECT_EQ(legal_texts(g, t), (std::vector<std::string>{"play fire-extinguisher", "stay"}));
  t = run(g, t, "play fire-extinguisher; flee 2");
  EXPECT_EQ(t.seats[0].room, 2);  // legal, though it burns there at the updates as it would have at home
  EXPECT_EQ(t.seats[0].status, Status::dead);
  // Holding nothing that opens a way (a Lucky Charm): the same flight, which the gnome can only
  // end with `stay` (after any plays); it dies at the updates in the burning room.
  State u = walled_in();
  hold(u, 0, Item::lucky_charm);
  u = run(g, u, "fix fire 3; roll 9");
  ASSERT_EQ(u.phase, Phase::flee);
  EXPECT_EQ(legal_texts(g, u), (std::vector<std::string>{"play lucky-charm", "stay"}));
  u = step(g, u, "play lucky-charm");
  EXPECT_EQ(legal_texts(g, u), (std::vector<std::string>{"stay"}));  // an empty hand: `stay` alone
  u = step(g, u, "stay");
  EXPECT_EQ(u.seats[0].room, 3);
  EXPECT_EQ(u.seats[0].status, Status::dead);
  EXPECT_EQ(g.current_player(u), 1);
  // The stay goes on to the faint check when one is due (asked first, decision D26), then dies.
  State v = walled_in();
  hold(v, 0, Item::grog);
  hold(v, 0, Item::lucky_charm);
  v = run(g, v, "play grog; fix fire 3; roll 9; stay");
  ASSERT_EQ(v.phase, Phase::faint_choice);
  v = run(g, v, "check; event respite -");
  EXPECT_EQ(v.seats[0].status, Status::dead);
  // An empty hand (public): no card could open the Sea, so no flight, as before.
  State w = walled_in();
  w = run(g, w, "fix fire 3; roll 9");
  EXPECT_EQ(w.seats[0].status, Status::dead);
  EXPECT_EQ(g.current_player(w), 1);
  // `stay` only where no room is enterable with the items played: here room 2 is open.
  State x = table(g, {1, 5, 5, 5});
  burn(x, 1);
  hold(x, 0, Item::aqualung);
  x = run(g, x, "fix fire 3; roll 9");
  EXPECT_EQ(legal_texts(g, x), (std::vector<std::string>{"play aqualung", "flee 2", "flee 3"}));
  EXPECT_FALSE(legal(g, x, "stay"));
  EXPECT_FALSE(legal(g, table(g, {1, 5, 5, 5}), "stay"));  // nowhere but in the flight
}

// Seed: "Если действие неудачное, то ваш гном должен сделать дополнительный ход, чтобы перейти в
// соседнею комнату (если это возможно), потратив на этот переход столько же времени, как и по
// обычным правилам." (If the action fails, your gnome must make an extra move into a neighbouring
// room (if possible), spending on it as much time as under the normal rules.) The normal rules
// enter a flooded room only after pouring it (movement step 2: "Перелить воду ... в комнату, в
// которой нет воды"), so a high-water neighbour is a target only where a pour is possible — the
// burning room has no water —, and the flight pours: both rooms low water, the fire in the
// gnome's room (which receives the water) goes out, and it costs the open plus the low-water
// entry (decision D9).
TEST(RnSeed, AFlightIntoHighWaterPoursItAndCostsAsMuchAsUnderTheNormalRules) {
  const Game g = make(4, quiet());
  State s = table(g, {1, 5, 5, 5});
  burn(s, 1);
  block(g, s, 1, 2);
  s.water[3] = Water::high;
  s = run(g, s, "fix fire 3; roll 9");
  ASSERT_EQ(s.phase, Phase::flee);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"flee 3"}));
  s = step(g, s, "flee 3");
  EXPECT_EQ(s.seats[0].room, 3);
  EXPECT_EQ(s.seats[0].status, Status::aboard);
  EXPECT_EQ(s.water[1], Water::low);
  EXPECT_EQ(s.water[3], Water::low);
  EXPECT_FALSE(bgb::rn::on_fire(s, 1));
  EXPECT_EQ(s.seats[0].keeper, 60 - 3 - 2);
  EXPECT_EQ(s.opened, kNone);  // the hatch closed behind the gnome
  // The same costs as the moves `open 3; pour; enter` of a normal turn.
  State n = table(g, {1, 5, 5, 5});
  burn(n, 1);
  n.water[3] = Water::high;
  n = run(g, n, "open 3; pour; enter");
  EXPECT_EQ(n.ghost, 60 - 2);
  EXPECT_EQ(n.water, s.water);
  // With one minute left the open and the low-water step (2 minutes) do not fit: no flight.
  State t = table(g, {1, 5, 5, 5}, {4, 1, 1, 1});
  burn(t, 1);
  block(g, t, 1, 2);
  t.water[3] = Water::high;
  t = run(g, t, "fix fire 3; roll 9");
  EXPECT_EQ(t.seats[0].status, Status::dead);
}

// Decision D9 with the pour: where no pour is possible (a room with water, here the gnome's own,
// would not receive it), a high-water neighbour is no flight target. A burning room is always
// dry, so the flight is asked from the rules' cost function directly.
TEST(RnDecision, AFlightIntoHighWaterNeedsAPour) {
  const Game g = make(4, quiet());
  State s = table(g, {1, 5, 5, 5});
  s.water[3] = Water::high;
  const bool aqualung = false, fire = false;
  EXPECT_EQ(bgb::rn::detail::flee_cost_with(s, 3, aqualung, fire), 2);
  s.water[1] = Water::low;
  EXPECT_EQ(bgb::rn::detail::flee_cost_with(s, 3, aqualung, fire), -1);
  s.water[1] = Water::high;
  EXPECT_EQ(bgb::rn::detail::flee_cost_with(s, 3, aqualung, fire), -1);
  EXPECT_EQ(bgb::rn::detail::flee_cost_with(s, 2, aqualung, fire), 1);  // a dry neighbour: the open only
}

// Seed: "Если комната охвачена огнем, то войти в неё ... можно, только если была сыграна карточка
// Огнетушителя или Грога. Сыгранный предмет все еще влияет на действие, которое гном выполняет в
// Фазе 2." (fire-extinguisher +3 fire, Grog +3 any fix: data.hpp)
TEST(RnSeed, AnItemPlayedToEnterStillHelpsThePhase2Action) {
  const Game g = make(4, quiet());
  for (Item pass : {Item::fire_extinguisher, Item::grog}) {
    State s = table(g, {5, 5, 5, 5}, {60, 30, 30, 30});
    burn(s, 6);
    hold(s, 0, pass);
    s = step(g, s, "open 6");
    std::string play = "play ";  // appended, not "literal" + string: g++ 12's -Wrestrict at -O3
    play += bgb::rn::item_text(ki(pass));
    s = step(g, s, play);
    s = run(g, s, "enter; fix fire 1");
    EXPECT_EQ(s.fix_bonus, 3) << bgb::rn::item_text(ki(pass));
    s = step(g, s, "roll 3");  // 3 < 1 + 3
    EXPECT_FALSE(bgb::rn::on_fire(s, 6)) << bgb::rn::item_text(ki(pass));
  }
  // Without an item the same roll fails.
  State t = table(g, {6, 5, 5, 5}, {60, 30, 30, 30});
  burn(t, 6);
  t = step(g, t, "fix fire 1");
  EXPECT_EQ(t.fix_bonus, 0);
  t = step(g, t, "roll 3");
  EXPECT_TRUE(bgb::rn::on_fire(t, 6));
}

// Seed: "1. Открыть незапертый люк (1 минута). Гном в затопленной комнате или в комнате с огнем
// может открывать незапертый люк."
TEST(RnSeed, AGnomeInWaterOrFireMayOpenAnUnblockedHatch) {
  const Game g = make(4, quiet());
  for (int how = 0; how < 3; ++how) {
    State s = table(g, {5, 5, 5, 5});
    if (how == 0) s.water[5] = Water::low;
    if (how == 1) s.water[5] = Water::high;
    if (how == 2) burn(s, 5);
    block(g, s, 5, 7);
    EXPECT_EQ(legal_after(g, s, "open"), "2, 4, 6, 8") << how;
    s = step(g, s, "open 8");
    EXPECT_EQ(s.ghost, 59) << how;  // 1 minute: no surcharge for water, no item for fire
    // As implemented, only entering a burning room needs an item; leaving one does not.
    s = step(g, s, "enter");
    EXPECT_EQ(s.seats[0].room, 8) << how;
  }
}

}  // namespace
