// Red November, phases 1 and 2 of a turn (on a Time Track without Event and Item spaces): the
// order of turns on the Time Track, the one action (fix, take, trade, rest, abandon) and the
// items played after it, before the faint check; movement
// and the flight after a failed `fix fire` are in rn_move_test.cpp. Each test names the seed
// sentence (RnSeed), the spec's rule (RnSpec) or the decision (RnDecision).
#include "rn_fixture.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace {

using namespace rntest;
using bgb::rn::Token;
using bgb::rn::kNone;

// Seed: "Игрок, у которого Временная Метка стоит позже всех по времени (ближе к «60» ...), всегда
// ходит следующим." and "Когда 2 или больше Временных Отметок находится на одной клетке, то игрок,
// чья отметка стоит выше ходит следующим."
TEST(RnSeed, MostMinutesActsNextAndTopOfAStackFirst) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5}, {50, 55, 40, 55});
  EXPECT_EQ(g.current_player(s), 1);  // 55, above seat 3 on the same space
  s = step(g, s, "rest");
  EXPECT_EQ(s.seats[1].keeper, 54);
  EXPECT_EQ(g.current_player(s), 3);
}

// Seed: "Игроку может понадобиться совершить несколько ходов пока он не окажется самым последним";
// spec: "Time Keepers stack on a space; one that arrives goes on top."
TEST(RnSeed, ArrivingKeeperGoesOnTopAndMayActAgain) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5}, {60, 59, 30, 30});
  s = run(g, s, "rest");  // 60 -> 59, onto seat 1's keeper
  EXPECT_EQ(s.seats[0].keeper, 59);
  EXPECT_GT(s.seats[0].height, s.seats[1].height);
  EXPECT_EQ(g.current_player(s), 0);
}

// Seed: "Вы не можете потратить больше минут на действие, чем есть на Шкале Времени."
TEST(RnSeed, CannotSpendMoreMinutesThanTheTrackHas) {
  const Game g = make(4, quiet());
  State s = table(g, {1, 5, 5, 5}, {3, 2, 2, 2});
  EXPECT_EQ(max_fix(g, s, "engine"), 3);
  s = step(g, s, "open 2");
  EXPECT_EQ(s.ghost, 2);
  EXPECT_EQ(max_fix(g, s, "engine"), 2);
}

// Seed: "Киньте кубик. Если выпало < суммы времени и модификаторов, то действие удалось." and
// "сдвигает соответствующий Маркер Катастрофы ... до первой отметки со «звездой»".
TEST(RnSeed, FixSucceedsOnlyOnARollBelowMinutesPlusBonuses) {
  const Game g = make(4, quiet());
  State s = table(g, {2, 5, 5, 5});
  s.disaster[kAsph] = 5;
  State fail = run(g, s, "fix pumps 4; roll 4");
  EXPECT_EQ(fail.disaster[kAsph], 5);
  EXPECT_EQ(fail.seats[0].keeper, 56);
  State ok = run(g, s, "fix pumps 4; roll 3");
  EXPECT_EQ(ok.disaster[kAsph], 2);
  hold(s, 0, Item::lucky_charm);
  ok = run(g, s, "play lucky-charm; fix pumps 4; roll 4");
  EXPECT_EQ(ok.disaster[kAsph], 2);
  // A marker at or below the star stays.
  s.disaster[kAsph] = 1;
  ok = run(g, s, "fix pumps 9; roll 1");
  EXPECT_EQ(ok.disaster[kAsph], 1);
}

// Seed: "В свой ход может быть сыграно любое количество Предметов, их бонусы складываются."
// "Имейте ввиду, что Вы всегда должны потратить как минимум одну минуту на действие, даже если
// ваши предметы дают вам +10."
TEST(RnSeed, BonusesAddUpButAFixTakesAMinute) {
  const Game g = make(4, quiet());
  State s = table(g, {4, 5, 5, 5});
  s.disaster[kHeat] = 6;
  hold(s, 0, Item::tool_box);
  hold(s, 0, Item::lucky_charm);
  hold(s, 0, Item::reactor_manual);
  hold(s, 0, Item::water_pump);
  s = run(g, s, "play tool-box; play lucky-charm; play reactor-manual; play water-pump");
  EXPECT_FALSE(legal(g, s, "fix reactor 0"));
  s = step(g, s, "fix reactor 1");
  EXPECT_EQ(s.fix_bonus, 6);  // 2 + 1 + 3; the water pump does not help a reactor
  s = step(g, s, "roll 6");
  EXPECT_EQ(s.disaster[kHeat], 2);
}

// Seed: "Все действия за исключением «Откачать Воду» и «Бездействие» занимают дополнительно две
// минуты, если выполняются в комнате с фишкой «Частично затоплено»."
TEST(RnSeed, LowWaterAddsTwoMinutesExceptPumpingAndResting) {
  const Game g = make(4, quiet());
  State s = table(g, {1, 5, 5, 5}, {60, 50, 50, 50});
  s.water[1] = Water::low;
  EXPECT_EQ(run(g, s, "fix engine 1; roll 9").seats[0].keeper, 57);
  EXPECT_EQ(run(g, s, "fix water 1; roll 9").seats[0].keeper, 59);
  EXPECT_EQ(run(g, s, "rest").seats[0].keeper, 59);
  // "Откачать воду – успешно выполненное действие убирает фишку «Частично затоплено»"
  EXPECT_EQ(run(g, s, "fix water 5; roll 4").water[1], Water::none);
}

// Seed: "Единственное возможное действие в «Полностью Затопленной» комнате – это «Бездействие»."
TEST(RnSeed, HighWaterAllowsOnlyRest) {
  const Game g = make(4, quiet());
  State s = table(g, {1, 1, 5, 5});
  s.water[1] = Water::high;
  for (const std::string& t : legal_texts(g, s))
    EXPECT_TRUE(t == "rest" || t.rfind("open ", 0) == 0) << t;
  EXPECT_TRUE(legal(g, s, "rest"));
}

// Seed: "Если комната, в которой находится гном, совершающий ход, охвачена огнем, то единственное
// действие, которое можно сделать, это Тушение Пожара. ... Вы можете совершить другое действие,
// но в этом случае гном погибнет героической смертью немедленно после совершения этого действия."
TEST(RnSeed, AnyOtherActionInAFireKillsTheGnome) {
  const Game g = make(4, quiet());
  State s = table(g, {1, 5, 5, 5});
  burn(s, 1);
  const State rested = step(g, s, "rest");
  EXPECT_EQ(rested.seats[0].status, Status::dead);
  EXPECT_EQ(g.current_player(rested), 1);
  const State engine = run(g, s, "fix engine 3; roll 1");
  EXPECT_EQ(engine.seats[0].status, Status::dead);
  // "Если гном начинает свой ход в комнате, в которой начался пожар, то он может остаться в
  // комнате и попробовать потушить его, даже если у него нет Грога или Огнетушителя".
  const State fixed = run(g, s, "fix fire 5; roll 1");
  EXPECT_EQ(fixed.seats[0].status, Status::aboard);
  EXPECT_FALSE(bgb::rn::on_fire(fixed, 1));
}

// Seed: "Игрок автоматически проваливает Ремонт этого события, если Призрачная Временная Метка
// проходит через фишку Разрушения во время планирования ремонта. Успешный ремонт сбрасывает
// данную фишку." (Decision D4: passing is standing below the token.)
TEST(RnSeed, ADestructionTokenFailsAFixWhoseGhostPassesIt) {
  const Game g = make(4, quiet());
  State s = table(g, {1, 5, 5, 5}, {60, 60, 60, 60});
  s.token[static_cast<int>(Token::crushed)] = 55;
  s.disaster[kPressure] = 4;
  const State late = step(g, s, "fix engine 6");
  EXPECT_NE(late.phase, Phase::fix_roll);  // no roll: failed
  EXPECT_EQ(late.token[static_cast<int>(Token::crushed)], 55);
  EXPECT_EQ(late.disaster[kPressure], 4);
  State ok = step(g, s, "fix engine 5");
  EXPECT_EQ(ok.phase, Phase::fix_roll);
  ok = step(g, ok, "roll 1");
  EXPECT_EQ(ok.token[static_cast<int>(Token::crushed)], kNone);
  EXPECT_EQ(ok.disaster[kPressure], 2);
}

// Spec: "`missile` (room 7, only while the Missile token is on the track), `kraken` (in the Sea,
// only while the Kraken token is on the track)".
TEST(RnSpec, MissileAndKrakenFixesNeedTheirTokens) {
  const Game g = make(4, quiet());
  State s = table(g, {7, 5, 5, 5});
  EXPECT_EQ(max_fix(g, s, "missile"), 0);
  s.token[static_cast<int>(Token::missile)] = 20;
  EXPECT_EQ(max_fix(g, s, "missile"), 10);
  s = run(g, s, "fix missile 2; roll 1");
  EXPECT_EQ(s.token[static_cast<int>(Token::missile)], kNone);
  State k = table(g, {kSea, 5, 5, 5});
  EXPECT_EQ(max_fix(g, k, "kraken"), 0);
  k.token[static_cast<int>(Token::kraken)] = 20;
  hold(k, 0, Item::diving_gun);
  k = run(g, k, "play diving-gun; fix kraken 1; roll 3");
  EXPECT_EQ(k.token[static_cast<int>(Token::kraken)], kNone);
}

// Seed: "гном в Капитанской Каюте может взять до двух карточек Грога, которые находятся в этой
// комнате (при условии, что они остались)" and "В свой ход Гном повторно может брать новую
// карточку предмета, только если он выполнил действие в другой комнате."
TEST(RnSeed, TakeGrogUpToTwoThenOnlyAfterAnActionElsewhere) {
  const Game g = make(3, quiet());
  State s = table(g, {10, 5, 5}, {60, 20, 20});
  EXPECT_EQ(legal_after(g, s, "take grog"), "1, 2");
  s = step(g, s, "take grog 2");
  EXPECT_EQ(s.seats[0].items[z(ki(Item::grog))], 2);
  EXPECT_EQ(s.cabin_grog, 4);
  EXPECT_EQ(s.seats[0].keeper, 58);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(legal_after(g, s, "take grog"), "");
  s = step(g, s, "rest");  // an action in the same room keeps the mark
  EXPECT_EQ(legal_after(g, s, "take grog"), "");
  s = run(g, s, "open 9; enter; rest");  // an action in another room clears it
  s = run(g, s, "open 10; enter");
  EXPECT_EQ(legal_after(g, s, "take grog"), "1, 2");
  s.cabin_grog = 1;
  EXPECT_EQ(legal_after(g, s, "take grog"), "1");
}

// Seed: "Гном в Хранилище Предметов может взять до четырех карточек предметов." (1 minute each)
TEST(RnSeed, TakeItemsUpToFourDrawnAtOnce) {
  const Game g = make(4, quiet());
  State s = table(g, {8, 5, 5, 5});
  EXPECT_EQ(legal_after(g, s, "take items"), "1, 2, 3, 4");
  s = step(g, s, "take items 4");
  EXPECT_EQ(s.ghost, 56);
  EXPECT_EQ(s.phase, Phase::take_draw);
  s = run(g, s, "item coffee; item crowbar; item crowbar; item aqualung");
  EXPECT_EQ(bgb::rn::hand_size(s, 0), 4);
  EXPECT_EQ(s.seats[0].items[z(ki(Item::crowbar))], 2);
  EXPECT_EQ(s.seats[0].took, 8);
}

// Seed: "Гномы могут свободно обмениваться между собой предметами, если находятся в одной комнате.
// Количество предметов для обмена неограниченно" (1 minute).
TEST(RnSeed, TradeWithAGnomeInTheSameRoom) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 6, 5, 5});
  hold(s, 0, Item::coffee);
  hold(s, 2, Item::crowbar, 2);
  EXPECT_EQ(legal_after(g, s, "trade"), "2, 3");
  s = step(g, s, "trade 2");
  EXPECT_EQ(s.ghost, 59);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play coffee", "give coffee", "get crowbar", "done"}));
  s = run(g, s, "give coffee; get crowbar; get crowbar; done");
  EXPECT_EQ(s.seats[0].items[z(ki(Item::crowbar))], 2);
  EXPECT_EQ(s.seats[2].items[z(ki(Item::coffee))], 1);
  EXPECT_EQ(bgb::rn::hand_size(s, 2), 1);
}

// Spec: "`play ITEM` at any time in phases 1–2 (its effect lasts the turn; bonuses add up)". The
// trade is the action: a Coffee got in it may be played at once, after the Grog, so no faint check.
TEST(RnSpec, ItemsMayBePlayedDuringATrade) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5});
  s.seats[0].intox = 3;
  hold(s, 0, Item::grog);
  hold(s, 2, Item::coffee);
  s = run(g, s, "play grog; trade 2");
  ASSERT_EQ(s.phase, Phase::trade);
  const State drunk = step(g, s, "done");
  EXPECT_EQ(drunk.phase, Phase::faint_choice);  // no Coffee in hand: `check` alone (D26)
  EXPECT_EQ(legal_texts(g, drunk), (std::vector<std::string>{"check"}));
  s = step(g, s, "get coffee");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play coffee", "done"}));  // D12: not given back
  s = step(g, s, "play coffee");
  EXPECT_EQ(s.phase, Phase::trade);  // playing is not the end of the trade
  EXPECT_EQ(s.seats[0].intox, 0);
  EXPECT_EQ(s.seats[0].items[z(ki(Item::coffee))], 0);  // discarded when played
  s = step(g, s, "done");
  EXPECT_EQ(s.phase, Phase::move);  // sober: no faint check, the next turn
  EXPECT_EQ(s.seats[0].keeper, 59);
}

// Seed: "Карточка Предмета может быть сыграна только в Ваш ход. В свой ход может быть сыграно
// любое количество Предметов" and "Если во время своего хода Кофе было использовано после того,
// как был использован Грог, то не требуется проходить проверку на слабость." The action does not
// end the turn: a Coffee the action drew may still be played before the faint check, or kept with
// `check` (decision D26).
TEST(RnSeed, InYourTurnACoffeeMayBePlayedAfterTheActionBeforeTheFaintCheck) {
  const Game g = make(4, quiet());
  const int coffee = ki(Item::coffee);
  State s = table(g, {8, 5, 5, 5}, {60, 55, 55, 55});
  hold(s, 0, Item::grog, 2);
  s = run(g, s, "play grog; play grog; take items 1; item coffee");
  ASSERT_EQ(s.phase, Phase::faint_choice);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play coffee", "check"}));
  const State sober = step(g, s, "play coffee");
  EXPECT_EQ(sober.seats[0].intox, 0);
  EXPECT_EQ(sober.seats[0].items[z(coffee)], 0);
  EXPECT_EQ(sober.seats[0].keeper, 59);  // no faint check: the updates ran, the next turn began
  EXPECT_EQ(sober.phase, Phase::move);
  const State kept = step(g, s, "check");
  EXPECT_EQ(kept.phase, Phase::faint_draw);
  EXPECT_EQ(kept.seats[0].items[z(coffee)], 1);
  const State fainted = step(g, kept, "event fire 1");  // 1 < intoxication 2
  EXPECT_TRUE(fainted.seats[0].fainted);
  EXPECT_EQ(fainted.seats[0].keeper, 49);  // the Ghost moved 10 more
  EXPECT_EQ(fainted.seats[0].items[z(coffee)], 1);
}

// Decision D26: the gnome is asked before every faint check that is due, whether or not it holds
// a Coffee, so the phase, which every seat sees, says nothing of its hand: `check` is always
// legal there, `play coffee` only with a Coffee in hand. No check due (no Grog, or a Coffee after
// the last Grog), no question; only the Coffee may be played there (the other items' effects are
// for the movement and the action, both over); `check` is legal nowhere else; a refused action
// names itself and changes nothing; a resample for another seat redraws the active gnome's hand
// freely (a Coffee or not), as the phase tells nothing.
TEST(RnDecision, TheFaintChoiceComesWithEveryDueCheckCoffeeOrNot) {
  const Game g = make(4, quiet());
  const int coffee = ki(Item::coffee);
  State s = table(g, {5, 5, 5, 5}, {60, 30, 30, 30});
  hold(s, 0, Item::grog, 2);
  const State without = run(g, s, "play grog; rest");
  ASSERT_EQ(without.phase, Phase::faint_choice);  // no Coffee: asked all the same
  EXPECT_EQ(g.current_player(without), 0);
  EXPECT_EQ(legal_texts(g, without), (std::vector<std::string>{"check"}));
  EXPECT_EQ(step(g, without, "check").phase, Phase::faint_draw);
  hold(s, 0, Item::coffee);
  hold(s, 0, Item::crowbar);
  hold(s, 2, Item::tool_box);  // other hidden hands, where a resample may put the Coffee
  hold(s, 3, Item::lucky_charm);
  EXPECT_FALSE(legal(g, s, "check"));
  const auto refused = g.apply(s, bgb::rn::act::kCheck);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().message,
            "action 398 (check) is not legal: the gnome moves or takes its action now: open, enter, play, fix, take, trade, "
            "rest, abandon or pour");
  EXPECT_EQ(run(g, s, "rest").phase, Phase::move);                          // no Grog, no check
  EXPECT_EQ(run(g, s, "play grog; play coffee; rest").phase, Phase::move);  // no check due
  // The Coffee before the Grog: the check is due; no Coffee is left to offer, `check` alone.
  const State spent = run(g, s, "play coffee; play grog; rest");
  ASSERT_EQ(spent.phase, Phase::faint_choice);
  EXPECT_EQ(legal_texts(g, spent), (std::vector<std::string>{"check"}));
  const State asked = run(g, s, "play grog; rest");
  ASSERT_EQ(asked.phase, Phase::faint_choice);
  EXPECT_EQ(legal_texts(g, asked), (std::vector<std::string>{"play coffee", "check"}));
  for (const char* text : {"play grog", "play crowbar", "rest", "open 4", "done"}) {
    EXPECT_FALSE(legal(g, asked, text)) << text;
    const auto id = g.parse_action(asked, text);
    ASSERT_TRUE(id.ok()) << text;
    const auto no = g.apply(asked, *id);
    ASSERT_FALSE(no.ok()) << text;
    const std::string why = std::string(text).starts_with("play") ? "only a Coffee may be played before the faint check"
                                                                     : "a faint check is due: check, or play coffee";
    EXPECT_NE(no.error().message.find("is not legal: " + why), std::string::npos) << no.error().message;
  }
  bgb::Rng rng(7);
  int kept = 0;
  for (int i = 0; i < 200; ++i) {
    const State r = g.resample(asked, 1, rng);
    EXPECT_EQ(r.phase, Phase::faint_choice);
    EXPECT_EQ(bgb::rn::hand_size(r, 0), bgb::rn::hand_size(asked, 0));
    EXPECT_EQ(g.observation(r, 1), g.observation(asked, 1));
    kept += r.seats[0].items[z(coffee)];
  }
  EXPECT_GT(kept, 0);
  EXPECT_LT(kept, 200);  // the Coffee is not pinned to the active gnome's hand any more
}

// Seed: "Бездействие – 1 минута."
TEST(RnSeed, RestCostsOneMinute) {
  const Game g = make(4, quiet());
  const State s = step(g, table(g, {5, 5, 5, 5}), "rest");
  EXPECT_EQ(s.seats[0].keeper, 59);
}

// Seed: "После того, как ваша Временная Метка прошла клетку со значением «10» это действие
// становится возможным. ... Уберите фишку гнома и его Временную Метку с игровой доски."
TEST(RnSeed, AbandonFromTheSeaOnceBelowTen) {
  const Game g = make(4, quiet());
  EXPECT_FALSE(legal(g, table(g, {kSea, 5, 5, 5}, {10, 5, 5, 5}), "abandon"));
  EXPECT_FALSE(legal(g, table(g, {3, 5, 5, 5}, {9, 5, 5, 5}), "abandon"));
  State s = table(g, {kSea, 5, 5, 5}, {9, 5, 5, 5});
  hold(s, 0, Item::coffee);
  s = step(g, s, "abandon");
  EXPECT_EQ(s.seats[0].status, Status::abandoned);
  EXPECT_EQ(bgb::rn::hand_size(s, 0), 0);
  EXPECT_EQ(bgb::rn::detail::item_discards(s, g.content(), ki(Item::coffee)), 1);
  EXPECT_EQ(g.current_player(s), 1);
}

// Spec: "Grog: +3 any fix, enter fire, intoxication +1 (0–4)"; seed: "Протрезвить гнома может
// только Кофе."
TEST(RnSeed, GrogIntoxicatesAndCoffeeSobers) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5});
  hold(s, 0, Item::grog, 5);
  hold(s, 0, Item::coffee);
  s = run(g, s, "play grog; play grog");
  EXPECT_EQ(s.seats[0].intox, 2);
  s = run(g, s, "play grog; play grog; play grog");
  EXPECT_EQ(s.seats[0].intox, 4);  // Decision D18: capped
  s = step(g, s, "play coffee");
  EXPECT_EQ(s.seats[0].intox, 0);
}

// Seed: "Когда колода предметов заканчивается, перемешайте колоду сброса предметов и вытягиваете
// карточки из неё." Decision D5: played Grog is discarded like any item and comes back this way.
TEST(RnSeed, AnEmptyItemDeckReshufflesItsDiscards) {
  const Game g = make(4, quiet());
  State s = table(g, {8, 5, 5, 5});
  s.item_deck.fill(0);
  s.cabin_grog = 4;  // two Grog were drunk
  hold(s, 1, Item::crowbar);  // (from the now empty deck's discards: held, so not reshuffled)
  s.item_deck[z(ki(Item::crowbar))] = 0;
  s = step(g, s, "take items 1");
  EXPECT_EQ(bgb::rn::detail::item_deck_size(s), 48 - 1 + 2);
  EXPECT_EQ(s.item_deck[z(ki(Item::grog))], 2);
  EXPECT_EQ(s.item_deck[z(ki(Item::crowbar))], 4);
  EXPECT_TRUE(legal(g, s, "item grog"));
}

// Spec: "Grog: +3 any fix"; "water-pump ×5 (+3 water)"; a gnome may fix with Grog in hand only if
// it plays it ("Карточка Предмета может быть сыграна только в Ваш ход").
TEST(RnSpec, GrogAddsToAnyFixAndAWaterPumpToPumpingOnly) {
  const Game g = make(4, quiet());
  State s = table(g, {6, 5, 5, 5});
  s.water[6] = Water::low;
  hold(s, 0, Item::grog);
  hold(s, 0, Item::water_pump);
  EXPECT_EQ(step(g, s, "fix water 1").fix_bonus, 0);
  s = run(g, s, "play grog; play water-pump; fix water 1");
  EXPECT_EQ(s.fix_bonus, 6);
  s = step(g, s, "roll 6");
  EXPECT_EQ(s.water[6], Water::none);
}

// Decision D12: trading works in the Sea too.
TEST(RnDecision, TradeInTheSea) {
  const Game g = make(4, quiet());
  State s = table(g, {3, kSea, 5, 5}, {40, 30, 30, 30});
  hold(s, 0, Item::aqualung, 2);
  s = run(g, s, "play aqualung; open sea; enter; trade 1; give aqualung; done");
  EXPECT_EQ(s.seats[1].items[z(ki(Item::aqualung))], 1);
  EXPECT_EQ(s.seats[0].keeper, 38);
}

// Seed: "Фаза 2 – Действие: За один ход Ваш гном может выполнить ОДНО действие." After the action
// only what follows from it is offered (the die of a fix, the steps of a trade), never a move or a
// second action; then the turn passes.
TEST(RnSeed, OneActionPerTurn) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5}, {60, 60, 60, 60});
  s = step(g, s, "rest");
  EXPECT_EQ(s.seats[0].keeper, 59);
  EXPECT_EQ(g.current_player(s), 1);
  EXPECT_EQ(s.active, 1);
  State f = table(g, {1, 5, 5, 5}, {60, 60, 60, 60});
  f = step(g, f, "fix engine 2");
  EXPECT_EQ(legal_texts(g, f).size(), 10U);
  EXPECT_EQ(legal_after(g, f, "roll"), "1, 2, 3, 4, 5, 6, 7, 8, 9, 10");
  f = step(g, f, "roll 9");
  EXPECT_EQ(f.seats[0].keeper, 58);
  EXPECT_EQ(g.current_player(f), 1);
  State t = table(g, {8, 8, 5, 5}, {60, 60, 60, 60});
  hold(t, 0, Item::coffee);
  hold(t, 1, Item::crowbar);
  t = step(g, t, "trade 1");
  EXPECT_EQ(legal_texts(g, t), (std::vector<std::string>{"play coffee", "give coffee", "get crowbar", "done"}));
  t = step(g, t, "done");
  EXPECT_EQ(t.seats[0].keeper, 59);
  EXPECT_EQ(g.current_player(t), 1);
}

// Seed: "Предметы: Предметы сбрасываются после того, как сыграны." "Использование предмета не
// считается за Действие."
TEST(RnSeed, PlayingAnItemIsNoActionAndDiscardsIt) {
  const Game g = make(4, quiet());
  State s = table(g, {8, 5, 8, 5}, {60, 30, 30, 30});
  hold(s, 0, Item::lucky_charm);
  std::vector<std::string> expected = legal_texts(g, s);
  expected.erase(std::find(expected.begin(), expected.end(), "play lucky-charm"));
  s = step(g, s, "play lucky-charm");
  EXPECT_EQ(s.phase, Phase::move);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(s.ghost, 60);
  EXPECT_EQ(s.seats[0].keeper, 60);
  EXPECT_EQ(legal_texts(g, s), expected);  // every move and action is still offered
  EXPECT_TRUE(legal(g, s, "take items 4"));
  EXPECT_TRUE(legal(g, s, "trade 2"));
  EXPECT_TRUE(legal(g, s, "rest"));
  // The card is gone: in no hand, not back in the deck, one in the discards.
  EXPECT_EQ(s.played[z(ki(Item::lucky_charm))], 1);
  for (int i = 0; i < s.players; ++i) EXPECT_EQ(bgb::rn::hand_size(s, i), 0) << i;
  EXPECT_EQ(s.item_deck[z(ki(Item::lucky_charm))], 5);
  EXPECT_EQ(bgb::rn::detail::item_discards(s, g.content(), ki(Item::lucky_charm)), 1);
  s = step(g, s, "rest");  // the one action, after the play
  EXPECT_EQ(s.seats[0].keeper, 59);
}

// Seed: "Эффект от использования Предмета сохраняется в течение текущего хода игрока."
TEST(RnSeed, AnItemsEffectLastsTheTurnOnly) {
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5}, {60, 30, 30, 30});
  block(g, s, 8, 10);
  hold(s, 0, Item::crowbar);
  s = run(g, s, "play crowbar; open 8; enter");  // steps after the play keep its effect
  EXPECT_EQ(s.seats[0].room, 8);
  s = step(g, s, "fix hatch-10 1");
  EXPECT_EQ(s.fix_bonus, 3);
  s = step(g, s, "roll 9");  // failed: the hatch stays blocked
  ASSERT_EQ(g.current_player(s), 0);
  EXPECT_EQ(s.seats[0].keeper, 58);
  // The gnome's next turn: the Crowbar no longer counts.
  EXPECT_EQ(s.played, (std::array<std::uint8_t, bgb::rn::kItemKinds>{}));
  s = step(g, s, "fix hatch-10 1");
  EXPECT_EQ(s.fix_bonus, 0);
  s = step(g, s, "roll 3");  // would succeed with +3
  EXPECT_TRUE(bgb::rn::is_blocked(s, bgb::rn::hatch_between(g.content(), 8, 10)));
}

}  // namespace
