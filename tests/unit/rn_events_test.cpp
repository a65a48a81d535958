// Red November, phases 3 and 4 of a turn: the faint check, the updates (deaths, Event and Item
// spaces, the Kraken joining the deck) and every event's resolution; then the end of the game
// and its returns. Each test names the seed sentence (RnSeed), the spec's rule (RnSpec) or the
// decision (RnDecision).
#include "rn_fixture.hpp"

#include <array>
#include <string>
#include <vector>

namespace {

using namespace rntest;
using bgb::rn::Token;
using bgb::rn::kNone;

/// Seat 0 in `room` on minute 58, the others far behind: its `rest` enters Event space 57.
State before_57(const Game& g, int room = 5) { return table(g, {room, 5, 5, 5}, {58, 30, 30, 30}); }

// Seed: "Если Вы сыграли одну или несколько карточек Грога во время своего хода ..., то Вы должны
// вытянуть карту События ... Если число не указано, то гном автоматически проходит проверку. В
// противном случае, когда число на карте < уровня интоксикации гнома, то он теряет сознание."
// "подвиньте Призрачную Временную Метку вперед на 10 дополнительных клеток".
TEST(RnSeed, FaintCheckAfterGrog) {
  const Game g = make();
  State s = table(g, {5, 5, 5, 5}, {60, 30, 30, 30});
  hold(s, 0, Item::grog, 2);
  s = run(g, s, "play grog; play grog; rest");
  ASSERT_EQ(s.phase, Phase::faint_choice);  // decision D26: asked first, Coffee or not
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"check"}));
  s = step(g, s, "check");
  ASSERT_EQ(s.phase, Phase::faint_draw);
  const int deck = bgb::rn::detail::event_deck_size(s);
  const State fainted = step(g, s, "event fire 1");
  EXPECT_TRUE(fainted.seats[0].fainted);
  EXPECT_EQ(fainted.ghost, 49);
  EXPECT_EQ(fainted.phase, Phase::event_draw);  // the updates pass Event space 57
  EXPECT_EQ(bgb::rn::detail::event_deck_size(fainted), deck - 1);  // the card is discarded
  for (const char* card : {"event fire 2", "event respite -"}) {
    const State fine = step(g, s, card);
    EXPECT_FALSE(fine.seats[0].fainted) << card;
    EXPECT_EQ(fine.seats[0].keeper, 59) << card;
    EXPECT_EQ(g.current_player(fine), 0) << card;
  }
}

// Seed: "Если во время своего хода Кофе было использовано после того, как был использован Грог, то
// не требуется проходить проверку на слабость."
TEST(RnSeed, CoffeeAfterTheLastGrogSkipsTheFaintCheck) {
  const Game g = make();
  State s = table(g, {5, 5, 5, 5}, {60, 30, 30, 30});
  hold(s, 0, Item::grog, 2);
  hold(s, 0, Item::coffee);
  const State after = run(g, s, "play grog; play coffee; rest");
  EXPECT_EQ(after.phase, Phase::move);
  EXPECT_EQ(after.seats[0].keeper, 59);
  const State before = run(g, s, "play grog; play coffee; play grog; rest");
  EXPECT_EQ(before.phase, Phase::faint_choice);
  EXPECT_EQ(step(g, before, "check").phase, Phase::faint_draw);
}

// Decision D23: fainting moves the Ghost 10 minutes, stopping on 0.
TEST(RnDecision, FaintingStopsTheGhostOnZero) {
  const Game g = make();
  State s = table(g, {5, 5, 5, 5}, {6, 3, 3, 3});
  s.seats[0].intox = 2;
  hold(s, 0, Item::grog);
  s = run(g, s, "play grog; rest; check; event fire 1");
  EXPECT_EQ(s.ghost, 0);
}

// Seed: "Гном, потерявший сознание после выхода в море, умирает."
TEST(RnSeed, AGnomeFaintingInTheSeaDies) {
  const Game g = make();
  State s = table(g, {3, 5, 5, 5}, {60, 30, 30, 30});
  s.seats[0].intox = 2;
  hold(s, 0, Item::grog);
  hold(s, 0, Item::aqualung);
  s = run(g, s, "open sea; play aqualung; enter; play grog; rest; check; event fire 1");
  EXPECT_EQ(s.seats[0].status, Status::dead);
  EXPECT_EQ(g.current_player(s), 1);
}

// Seed: "Поднимите фигурку во время своего следующего хода." "Гном, который пришел в себя,
// сохраняет уровень интоксикации".
TEST(RnSeed, AFaintedGnomeStandsUpOnItsNextTurn) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5}, {59, 59, 30, 30});
  s.seats[1].fainted = true;
  s.seats[1].intox = 3;
  s = step(g, s, "rest");
  EXPECT_EQ(g.current_player(s), 1);
  EXPECT_FALSE(s.seats[1].fainted);
  EXPECT_EQ(s.seats[1].intox, 3);
}

// Seed: "Вначале фазы Обновления, если активный гном все еще находится в комнате с фишкой
// «Затоплено» или «Пожар», то этот гном умирает." "Когда гном умирает, то фигурка гнома и его
// Временная Отметка убираются с доски."
TEST(RnSeed, AGnomeInHighWaterAtTheUpdatesDies) {
  const Game g = make();
  State s = before_57(g);
  s.water[5] = Water::high;
  s = step(g, s, "rest");
  EXPECT_EQ(s.seats[0].status, Status::dead);
  EXPECT_EQ(s.phase, Phase::move);  // no event drawn for its Ghost
  EXPECT_EQ(g.current_player(s), 1);
}

// Seed: "Если активный гном начал и закончил свой ход в море, то в Акваланге кончается воздух и
// гном умирает."
TEST(RnSeed, StartingAndEndingATurnInTheSeaDrowns) {
  const Game g = make(4, quiet());
  State s = table(g, {kSea, 5, 5, 5}, {59, 30, 30, 30});
  EXPECT_EQ(step(g, s, "rest").seats[0].status, Status::dead);
  State t = table(g, {3, 5, 5, 5}, {59, 30, 30, 30});
  hold(t, 0, Item::aqualung);
  t = run(g, t, "play aqualung; open sea; enter; rest");
  EXPECT_EQ(t.seats[0].status, Status::aboard);
  EXPECT_EQ(t.seats[0].room, kSea);
}

// Seed: "Активный игрок передвигает свою Временную Метку вперед, останавливаясь на каждой клетке
// с Событием и каждой клетке с Предметом. Если оба значения находятся на одной клетке, то карта
// События вытягивается первой."
TEST(RnSeed, EventBeforeItemOnTheSameSpace) {
  Content c = bgb::rn::kDefaultContent;
  c.item_spaces |= std::uint64_t{1} << 57;
  const Game g = make(4, c);
  State s = step(g, before_57(g), "rest");
  EXPECT_EQ(s.phase, Phase::event_draw);
  s = step(g, s, "event respite -");
  EXPECT_EQ(s.phase, Phase::item_draw);
  s = step(g, s, "item coffee");
  EXPECT_EQ(s.seats[0].items[z(ki(Item::coffee))], 1);
  EXPECT_EQ(s.phase, Phase::move);
  // Item spaces alone: 50 draws an item.
  State t = table(g, {5, 5, 5, 5}, {51, 30, 30, 30});
  t = step(g, t, "rest");
  EXPECT_EQ(t.phase, Phase::item_draw);
}

// Seed: "Также убирается Призрачная Временная Метка, и дальнейшие события не происходят до хода
// следующего игрока." "В любое время фазы Обновления в комнате с гномом, потерявшим сознание,
// возникает Пожар или она Затапливается, то гном умирает."
TEST(RnSeed, ADeathEndsTheUpdates) {
  const Game g = make();
  State s = table(g, {5, 5, 5, 5}, {60, 30, 30, 30});
  s.seats[0].intox = 2;
  hold(s, 0, Item::grog);
  s = run(g, s, "play grog; rest; check; event fire 1");  // fainted: the Ghost on 49, four Event spaces
  s = run(g, s, "event fire -; room 5");
  EXPECT_EQ(s.seats[0].status, Status::dead);
  EXPECT_EQ(s.disaster[kAsph], 1);
  EXPECT_EQ(s.phase, Phase::move);
  EXPECT_EQ(g.current_player(s), 1);
}

// Seed: "В любое время фазы Обновления в комнате с гномом, потерявшим сознание, возникает Пожар
// ..., то гном умирает." (An awake gnome there is unharmed.)
TEST(RnSeed, AFaintedGnomeInARoomThatCatchesFireDies) {
  const Game g = make();
  State s = before_57(g);
  s.seats[1].room = 6;
  s.seats[1].fainted = true;
  s.seats[2].room = 6;  // awake: unharmed until its own turn
  s = run(g, s, "rest; event fire -; room 6");
  EXPECT_EQ(s.seats[1].status, Status::dead);
  EXPECT_EQ(s.seats[2].status, Status::aboard);
  EXPECT_EQ(s.seats[0].keeper, 57);
  EXPECT_EQ(g.current_player(s), 0);
}

// Seed: "Когда гном умирает, то фигурка гнома и его Временная Отметка убираются с доски. Также
// убирается Призрачная Временная Метка, и дальнейшие события не происходят до хода следующего
// игрока." Spec: "A death ends the updates (no more draws)." Any gnome's death, not only the
// active one's (decision D10): the active Time Keeper goes to the Ghost's space, the turn ends.
TEST(RnSeed, AnyGnomesDeathEndsTheUpdates) {
  const Game g = make();
  State s = table(g, {1, 6, 5, 5}, {58, 30, 30, 54});
  s.seats[1].fainted = true;
  const int deck = bgb::rn::detail::event_deck_size(s);
  s = run(g, s, "fix engine 4; roll 9");  // the Ghost on 54: Event spaces 57 and 54 ahead
  ASSERT_EQ(s.phase, Phase::event_draw);
  s = run(g, s, "event fire -; room 6");
  EXPECT_EQ(s.seats[1].status, Status::dead);
  EXPECT_EQ(s.disaster[kAsph], 1);
  EXPECT_EQ(bgb::rn::detail::event_deck_size(s), deck - 1);  // no draw on 54
  EXPECT_EQ(s.phase, Phase::move);
  EXPECT_EQ(s.seats[0].keeper, 54);
  EXPECT_GT(s.seats[0].height, s.seats[3].height);  // on top of seat 3 on 54: it acts again
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(s.ghost, 54);
}

// Seed: "Когда гном умирает, то фигурка гнома и его Временная Отметка убираются с доски. Также
// убирается Призрачная Временная Метка, и дальнейшие события не происходят до хода следующего
// игрока." (When a gnome dies ... no further events happen until the next player's turn.) The
// Underwater Current kills like a leak — a fainted gnome whose low-water room rises to high water
// drowns ("В любое время фазы Обновления в комнате с гномом, потерявшим сознание, ... она
// Затапливается, то гном умирает") — and its death ends the updates too (decision D10).
TEST(RnSeed, WhenAGnomeDiesInTheUnderwaterCurrentNoFurtherEventsHappen) {
  const Game g = make();
  State s = table(g, {1, 6, 5, 5}, {58, 30, 30, 30});
  s.seats[1].fainted = true;
  s.water[6] = Water::low;
  s.water[9] = Water::low;
  const int deck = bgb::rn::detail::event_deck_size(s);
  s = run(g, s, "fix engine 4; roll 9");  // the Ghost on 54: Event spaces 57 and 54 ahead
  ASSERT_EQ(s.phase, Phase::event_draw);
  s = step(g, s, "event underwater-current 3");
  EXPECT_EQ(s.seats[1].status, Status::dead);
  EXPECT_EQ(s.water[6], Water::high);
  EXPECT_EQ(s.water[9], Water::high);  // the whole rise: one effect of one card
  EXPECT_EQ(bgb::rn::detail::event_deck_size(s), deck - 1);  // no draw on 54
  EXPECT_EQ(s.phase, Phase::move);
  EXPECT_EQ(s.seats[0].keeper, 54);
  EXPECT_EQ(g.current_player(s), 0);
  // Without a death the current is one event among others: the draw on 54 follows.
  State t = table(g, {1, 6, 5, 5}, {58, 30, 30, 30});
  t.water[9] = Water::low;
  t = run(g, t, "fix engine 4; roll 9; event underwater-current 3");
  EXPECT_EQ(t.water[9], Water::high);
  EXPECT_EQ(t.phase, Phase::event_draw);
  EXPECT_EQ(t.seats[0].keeper, 54);
}

// Decision D10: a death stops the updates at once: the Item space behind the Event space draws
// nothing, and the rest of a Friendly Fire (its leak and hand limit) or a spreading fire is not
// resolved; the death in a leak comes after its whole rise.
TEST(RnDecision, ADeathStopsTheCardAndTheSpacesAfterIt) {
  const Game g = make();
  // Event space 51 then Item space 50: the death on 51 skips the item.
  State item = table(g, {1, 6, 5, 5}, {52, 30, 30, 30});
  item.seats[1].fainted = true;
  item = run(g, item, "fix engine 3; roll 9; event fire -; room 6");
  EXPECT_EQ(item.seats[1].status, Status::dead);
  EXPECT_EQ(item.phase, Phase::move);
  EXPECT_EQ(item.seats[0].keeper, 49);
  EXPECT_EQ(bgb::rn::hand_size(item, 0), 0);
  State ff = before_57(g);
  hold(ff, 0, Item::crowbar, 5);
  ff.seats[1].room = 4;
  ff.seats[1].fainted = true;
  ff = run(g, ff, "rest; event friendly-fire 3; room 4");
  EXPECT_EQ(ff.seats[1].status, Status::dead);
  EXPECT_EQ(ff.phase, Phase::move);  // no leak roll, no discard
  EXPECT_EQ(bgb::rn::hand_size(ff, 0), 5);
  State sp = before_57(g);
  burn(sp, 1);
  sp.seats[1].room = 2;
  sp.seats[1].fainted = true;
  sp = run(g, sp, "rest; event fire-spreads -; spread 2");
  EXPECT_EQ(sp.seats[1].status, Status::dead);
  EXPECT_EQ(sp.phase, Phase::move);
  State lk = before_57(g);
  lk.water[3] = Water::low;
  lk.water[9] = Water::low;
  lk.seats[1].room = 3;
  lk.seats[1].fainted = true;
  lk = run(g, lk, "rest; event leak 2; room 6");
  EXPECT_EQ(lk.seats[1].status, Status::dead);
  EXPECT_EQ(lk.water[9], Water::high);  // the same card's rise goes on
  EXPECT_EQ(lk.phase, Phase::move);
}

// Seed: "Если выбранная комната затоплена, то Пожар не возникает. Если была выбрана незатопленная
// комната, то значение шкалы Удушья увеличивается на одну клетку, даже если в этой комнате уже
// есть фишка «Пожар»."
TEST(RnSeed, FireEvent) {
  const Game g = make();
  State s = before_57(g);
  s.water[6] = Water::low;
  burn(s, 7);
  const State wet = run(g, s, "rest; event fire -; room 6");
  EXPECT_EQ(wet.disaster[kAsph], 0);
  EXPECT_FALSE(bgb::rn::on_fire(wet, 6));
  const State dry = run(g, s, "rest; event fire -; room 4");
  EXPECT_EQ(dry.disaster[kAsph], 1);
  EXPECT_TRUE(bgb::rn::on_fire(dry, 4));
  const State again = run(g, s, "rest; event fire -; room 7");
  EXPECT_EQ(again.disaster[kAsph], 1);
}

// Seed: "Когда пожар распространяется, то активный игрок выбирает свободную от огня или воды
// комнату, примыкающую к комнате, в которой уже разгорелся пожар. ... Если огню некуда
// распространяться, то данное действие не отыгрывается. Заблокированные люки не мешают
// распространению огня по комнатам."
TEST(RnSeed, FireSpreadsThroughBlockedHatchesAtTheActivePlayersChoice) {
  const Game g = make();
  State s = before_57(g);
  burn(s, 1);
  block(g, s, 1, 2);
  s = run(g, s, "rest; event fire-spreads -");
  EXPECT_EQ(s.phase, Phase::event_choice);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"spread 2", "spread 3"}));
  s = step(g, s, "spread 2");
  EXPECT_TRUE(bgb::rn::on_fire(s, 2));
  EXPECT_EQ(s.disaster[kAsph], 1);
  State none = before_57(g);
  burn(none, 1);
  none.water[2] = Water::low;
  none.water[3] = Water::high;
  none = run(g, none, "rest; event fire-spreads -");
  EXPECT_EQ(none.phase, Phase::move);
  EXPECT_EQ(none.disaster[kAsph], 0);
}

// Seed: "Уровень воды в помещении повышается до «Затоплено» несмотря на текущее состояние комнаты.
// Если в выбранной комнате была фишка «Пожар», то уберите её. Когда возникает затопление, то все
// комнаты меняют фишки «Частично затоплено» на «Затоплено»."
TEST(RnSeed, LeakFloodsTheRoomAndRaisesEveryLowWater) {
  const Game g = make();
  State s = before_57(g);
  s.water[2] = Water::low;
  burn(s, 6);
  s = run(g, s, "rest; event leak -; room 6");
  EXPECT_EQ(s.water[6], Water::high);
  EXPECT_FALSE(bgb::rn::on_fire(s, 6));
  EXPECT_EQ(s.water[2], Water::high);
  EXPECT_EQ(s.water[3], Water::none);
  // Spec: "underwater-current: every low-water room becomes high water".
  State u = before_57(g);
  u.water[4] = Water::low;
  u = run(g, u, "rest; event underwater-current 3");
  EXPECT_EQ(u.water[4], Water::high);
  EXPECT_EQ(u.water[5], Water::none);
}

// Seed: "один из люков входа в комнату по выбору игрока получает фишку «Заблокирован». Комната
// выбирается в случайном порядке броском кубика. Если все примыкающие к комнате люки уже
// заблокированы, то фишка не ставится."
TEST(RnSeed, HatchBlockedInTheRolledRoomAtThePlayersChoice) {
  const Game g = make();
  State s = run(g, before_57(g), "rest; event hatch-blocked -; room 5");
  EXPECT_EQ(legal_after(g, s, "block"), "2, 4, 6, 7, 8");
  s = step(g, s, "block 6");
  EXPECT_TRUE(bgb::rn::is_blocked(s, bgb::rn::hatch_between(g.content(), 5, 6)));
  State full = before_57(g);
  block(g, full, 1, 2);
  block(g, full, 1, 3);
  full = run(g, full, "rest; event hatch-blocked -; room 1");
  EXPECT_EQ(full.phase, Phase::move);
  // Room 3's exterior hatch is never blocked.
  State r3 = run(g, before_57(g), "rest; event hatch-blocked -; room 3");
  EXPECT_EQ(legal_after(g, r3, "block"), "1, 2, 4");
}

// Seed: "Ограничение Руки – Тряска приводит к тому, что игроки скидывают такое количество
// предметов с руки, которое было указано на карте. Событие влияет только на активного игрока."
TEST(RnSeed, HandLimitOnTheActiveGnomeOnly) {
  const Game g = make();
  State s = before_57(g);
  hold(s, 0, Item::crowbar, 2);
  hold(s, 0, Item::grog);
  hold(s, 1, Item::coffee);
  hold(s, 1, Item::tool_box);
  s = run(g, s, "rest; event stumble 2");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"discard grog", "discard crowbar"}));
  s = step(g, s, "discard crowbar");
  EXPECT_EQ(s.phase, Phase::event_choice);
  s = step(g, s, "discard crowbar");
  EXPECT_EQ(s.phase, Phase::move);
  EXPECT_EQ(bgb::rn::hand_size(s, 0), 1);
  EXPECT_EQ(bgb::rn::hand_size(s, 1), 2);
  State t = before_57(g);
  hold(t, 0, Item::crowbar, 4);
  t = run(g, t, "rest; event turbulence 3");
  EXPECT_EQ(t.phase, Phase::move);
}

// Seed: "Перегрев – все игроки, которые имеют карточку предмета «Грог», должны использовать её и
// повысить свой уровень интоксикации."
TEST(RnSeed, OverheatedMakesEveryGrogHolderDrink) {
  const Game g = make();
  State s = before_57(g);
  hold(s, 0, Item::grog, 2);
  hold(s, 2, Item::grog);
  s.seats[2].intox = 4;
  s = run(g, s, "rest; event overheated 2");
  EXPECT_EQ(s.seats[0].items[z(ki(Item::grog))], 1);
  EXPECT_EQ(s.seats[0].intox, 1);
  EXPECT_EQ(s.seats[2].items[z(ki(Item::grog))], 0);
  EXPECT_EQ(s.seats[2].intox, 4);
  EXPECT_EQ(s.seats[1].intox, 0);
}

// Spec: "descent pressure +1 · fast-descent +2 · reactor-warmup heat +1 · reactor-malfunction
// heat +2"; "Reaching 7 loses at once."
TEST(RnSpec, DisasterEventsMoveTheirMarkersAndTheEndLosesAtOnce) {
  const Game g = make();
  EXPECT_EQ(run(g, before_57(g), "rest; event descent 2").disaster[kPressure], 1);
  EXPECT_EQ(run(g, before_57(g), "rest; event reactor-malfunction 4").disaster[kHeat], 2);
  EXPECT_EQ(run(g, before_57(g), "rest; event reactor-warmup 3").disaster[kHeat], 1);
  EXPECT_EQ(run(g, before_57(g), "rest; event respite 4").disaster, (std::array<std::uint8_t, 3>{0, 0, 0}));
  State s = before_57(g);
  s.disaster[kPressure] = 6;
  s = run(g, s, "rest; event fast-descent 1");
  EXPECT_EQ(s.disaster[kPressure], 7);
  EXPECT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.end, End::disaster);
  for (double r : g.returns(s)) EXPECT_EQ(r, 0.0);
}

// Seed: "Фишки Запланированного Разрушения кладутся на 10 или 15 клеток от того места, где было
// получено это событие. Если клетка ... находится за клеткой «Спасены!», то фишка Разрушения не
// выкладывается." Spec: "one of each at most" (Decision D20).
TEST(RnSeed, DestructionTokensLandAheadOfTheEventSpace) {
  const Game g = make();
  State s = run(g, before_57(g), "rest; event engine-down 4");
  EXPECT_EQ(s.token[static_cast<int>(Token::crushed)], 47);
  State k = before_57(g);
  k.reshuffled = true;
  k.event_deck[z(event_type(g, EventKind::kraken, 1))] = 1;
  hold(k, 0, Item::crowbar, 5);
  k = run(g, k, "rest; event kraken 1");
  EXPECT_EQ(k.token[static_cast<int>(Token::kraken)], 42);
  EXPECT_EQ(k.phase, Phase::event_choice);  // and a hand limit of 4
  State late = table(g, {5, 5, 5, 5}, {10, 3, 3, 3});
  late = run(g, late, "rest; event missile-countdown -");
  EXPECT_EQ(late.token[static_cast<int>(Token::missile)], kNone);
  State twice = before_57(g);
  twice.token[static_cast<int>(Token::asphyxiated)] = 50;
  twice = run(g, twice, "rest; event oxygen-pumps-down -");
  EXPECT_EQ(twice.token[static_cast<int>(Token::asphyxiated)], 50);
}

// Seed: "Если колода Событий закончилась, то перемешайте колоду сброса. Когда колода сброса
// перемешивается в первый раз, то добавьте карту События «Кракен»".
TEST(RnSeed, TheKrakenJoinsAtTheFirstReshuffle) {
  const Game g = make();
  State s = before_57(g);
  s.event_deck.fill(0);
  s = step(g, s, "rest");
  EXPECT_TRUE(s.reshuffled);
  EXPECT_EQ(bgb::rn::detail::event_deck_size(s), 58);
  EXPECT_TRUE(legal(g, s, "event kraken 1"));
}

// Seed: "Игра считается выигранной, если все Временные Метки оставшихся в живых игроков достигли
// клетки «Спасены!»." "Игрок, чей гном сбежал с подводной лодки при помощи акваланга,
// проигрывает, если оставшиеся игроки спасаются."
TEST(RnSeed, RescueWinsAndTheDeserterLoses) {
  const Game g = make(3);
  State s = table(g, {kSea, 5, 5}, {5, 1, 1});
  s = step(g, s, "abandon");
  s = run(g, s, "rest; rest");
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.end, End::won);
  const auto r = g.returns(s);
  EXPECT_EQ(r[0], 0.0);
  EXPECT_EQ(r[1], 1.0);
  EXPECT_EQ(r[2], 1.0);
}

// Seed: "Игра считается проигранной, ... если все гномы погибли." "Если оставшиеся на подводной
// лодке игроки погибают, то он считается победителем."
TEST(RnSeed, AllDeadLosesAndTheDeserterWins) {
  const Game g = make(3, quiet());
  State s = table(g, {kSea, 5, 5}, {5, 4, 4});
  s.water[5] = Water::high;
  s = run(g, s, "abandon; rest; rest");
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.end, End::no_gnome);
  const auto r = g.returns(s);
  EXPECT_EQ(r[0], 1.0);
  EXPECT_EQ(r[1], 0.0);
  EXPECT_EQ(r[2], 0.0);
}

// Seed: "Игра считается проигранной, если Временные Метки игроков проходят через это событие на
// Шкале Времени." Spec: "every such Time Keeper has passed a Destruction token" (Decision D4).
TEST(RnSpec, ATokenPassedByEveryTimeKeeperLoses) {
  const Game g = make(3, quiet());
  State s = table(g, {5, 5, 5}, {12, 5, 5});
  s.token[static_cast<int>(Token::missile)] = 11;
  s = step(g, s, "rest");
  EXPECT_FALSE(g.is_terminal(s));  // on the token's space: not passed
  s = step(g, s, "rest");
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.end, End::destruction);
}

// Spec: "friendly-fire: fire, then leak, then hand limit 4".
TEST(RnSpec, FriendlyFireIsFireThenLeakThenAHandLimit) {
  const Game g = make();
  State s = before_57(g);
  hold(s, 0, Item::crowbar, 5);
  s = run(g, s, "rest; event friendly-fire 3; room 4");
  EXPECT_TRUE(bgb::rn::on_fire(s, 4));
  EXPECT_EQ(s.disaster[kAsph], 1);
  EXPECT_EQ(s.phase, Phase::event_room);
  s = step(g, s, "room 6");
  EXPECT_EQ(s.water[6], Water::high);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"discard crowbar"}));
  s = step(g, s, "discard crowbar");
  EXPECT_EQ(s.phase, Phase::move);
  EXPECT_EQ(bgb::rn::hand_size(s, 0), 4);
}

// Spec: "Event cards are drawn only when needed (`event NAME FAINT`), weighted by the cards left
// in the deck."
TEST(RnSpec, EventDrawsAreWeightedByTheCardsLeft) {
  const Game g = make();
  const State s = step(g, before_57(g), "rest");
  Game::ChanceList list;
  g.chance_outcomes(s, list);
  std::uint32_t total = 0, hatch4 = 0;
  for (const auto& o : list) {
    total += o.weight;
    if (o.action == bgb::rn::act::event(event_type(g, EventKind::hatch_blocked, 4))) hatch4 = o.weight;
  }
  EXPECT_EQ(total, 57U);
  EXPECT_EQ(hatch4, 3U);
  const State after = step(g, s, "event hatch-blocked 4");
  g.chance_outcomes(after, list);
  EXPECT_EQ(list.size(), 10);  // now the room roll, a d10
  EXPECT_EQ(after.event_deck[z(event_type(g, EventKind::hatch_blocked, 4))], 2);
}

// Seed: "Отдых – никакого эффекта." Every respite card, drawn on a busy table, leaves the same state as
// the same turn on a Time Track without that Event space, but for the card gone from the deck.
TEST(RnSeed, RespiteHasNoEffect) {
  const Game g = make();
  Content c = bgb::rn::kDefaultContent;
  c.event_spaces &= ~(std::uint64_t{1} << 57);
  const Game plain = make(4, c);
  auto busy = [](const Game& game) {
    State s = before_57(game);
    burn(s, 1);
    s.water[3] = Water::low;
    s.water[9] = Water::high;
    block(game, s, 5, 6);
    s.disaster = {3, 2, 1};
    s.token[static_cast<int>(Token::crushed)] = 40;
    s.seats[0].intox = 2;
    s.seats[1].fainted = true;
    hold(s, 0, Item::grog);
    hold(s, 0, Item::crowbar, 4);
    hold(s, 1, Item::coffee);
    return s;
  };
  const State without = step(plain, busy(plain), "rest");
  ASSERT_EQ(without.phase, Phase::move);
  for (int faint : {int{bgb::rn::kNoFaint}, 1, 2, 3, 4}) {
    const int t = event_type(g, EventKind::respite, faint);
    State s = step(g, busy(g), "rest");
    ASSERT_EQ(s.phase, Phase::event_draw);
    s = step(g, s, g.action_text(s, bgb::rn::act::event(t)));
    EXPECT_EQ(s.event_deck[z(t)], without.event_deck[z(t)] - 1) << faint;
    EXPECT_EQ(bgb::rn::detail::event_discards(s, g.content(), t), 1) << faint;
    s.event_deck[z(t)] = without.event_deck[z(t)];
    EXPECT_TRUE(s == without) << faint;
  }
}

}  // namespace
