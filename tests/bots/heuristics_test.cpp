// Each game's knowledge for the search bots (heuristics.hpp beside its rules), tested against
// the rule it leans on.
#include "support.hpp"

namespace bgb::bottest {
namespace {

TEST(UfsHeuristics, TheRolloutNeverSendsAShipIntoTheCityWhenAnotherPlacementExists) {
  // "Se uma nave atingir o espaço mais baixo de sua coluna, sua base sofre 1 dano": a ship two
  // rows above the city in c1; a 3 there would hit the base, anywhere else it would not.
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.ships[0] = ufs::Ship{ufs::ShipAt::sky, 14, 0};
  s.phase = ufs::Phase::place;
  s.die_value = {3, 1, 1, 1, 1};
  s.die_cell = {ufs::kUnplaced, ufs::kUsed, ufs::kUsed, ufs::kUsed, ufs::kUsed};
  Rng rng(1);
  for (int i = 0; i < 200; ++i) {
    const ActionId a = g.rollout_action(s, rng);
    ASSERT_EQ(ufs::act::kind_of(a), ufs::act::Kind::place);
    EXPECT_NE(ufs::act::cell_of(a) % ufs::kColumns, 0) << g.action_text(s, a);
  }
}

TEST(UfsHeuristics, TheRolloutResolvesReadyRoomsBeforeEndingTheRound) {
  // "resolva-os um de cada vez": a die on the research room b1 c5 with energy to pay for it;
  // `end` would discard it.
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.phase = ufs::Phase::resolve;
  s.die_value = {5, 1, 1, 1, 1};
  s.die_cell = {static_cast<std::uint8_t>(ufs::kColumns + 4), ufs::kUsed, ufs::kUsed, ufs::kUsed, ufs::kUsed};
  Rng rng(2);
  EXPECT_EQ(g.action_text(s, g.rollout_action(s, rng)), "resolve b1 c5");
  s.energy = 0;  // it cannot be paid: only end (or discard) remains
  EXPECT_EQ(g.action_text(s, g.rollout_action(s, rng)), "end");
}

TEST(UfsHeuristics, TheEvaluationIsAChanceAndGrowsWithResearchAndFallsWithDamage) {
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.phase = ufs::Phase::place;
  Returns r;
  g.evaluate(s, r);
  ASSERT_EQ(r.size(), 1);
  const double start = r[0];
  EXPECT_GE(start, 0.0);
  EXPECT_LE(start, 1.0);
  s.research = 8;
  g.evaluate(s, r);
  const double researched = r[0];
  EXPECT_GT(researched, start);
  s.damage = 4;
  g.evaluate(s, r);
  EXPECT_LT(r[0], researched);
  s.end = ufs::End::won;
  s.phase = ufs::Phase::over;
  g.evaluate(s, r);
  EXPECT_EQ(r[0], 1.0);
}

}  // namespace
}  // namespace bgb::bottest

namespace bgb::bottest {
namespace {

/// A Red November state where seat `active` acts in room `room` at the start of its turn.
rn::State rn_turn(const rn::Game& g, int room) {
  Rng rng(4);
  rn::State s = g.initial_state();
  while (s.phase != rn::Phase::move) s = g.apply_unchecked(s, sample_chance(g, s, rng));
  s.seats[s.active].room = static_cast<std::uint8_t>(room);
  return s;
}

TEST(RnHeuristics, TheRolloutPutsOutTheFireItStandsIn) {
  // "Если комната, в которой находится гном, совершающий ход, охвачена огнем, то единственное
  // действие, которое можно сделать, это Тушение Пожара": any other action kills the gnome.
  const rn::Game g = rn_game(4);
  rn::State s = rn_turn(g, 3);
  s.fire = static_cast<std::uint16_t>(1U << 3);
  Rng rng(1);
  for (int i = 0; i < 50; ++i) {
    const ActionId a = g.rollout_action(s, rng);
    const rn::act::Kind k = rn::act::kind_of(a);
    EXPECT_TRUE(k == rn::act::Kind::play || (k == rn::act::Kind::fix && rn::act::fix_target(a) == rn::Target::fire))
        << g.action_text(s, a);
  }
}

TEST(RnHeuristics, TheRolloutFixesAMachineBeyondItsStarWithMinutesEnoughToLikelySucceed) {
  // "успешно выполненное действие" moves the marker back to its star: worth it only beyond it.
  const rn::Game g = rn_game(4);
  rn::State s = rn_turn(g, g.content().engine_room);
  s.disaster[static_cast<std::size_t>(rn::Track::pressure)] = 6;
  s.fire = 0;
  s.water = {};
  s.seats[s.active].items = {};  // no item to play first
  Rng rng(2);
  const ActionId a = g.rollout_action(s, rng);
  ASSERT_EQ(rn::act::kind_of(a), rn::act::Kind::fix) << g.action_text(s, a);
  EXPECT_EQ(rn::act::fix_target(a), rn::Target::engine);
  EXPECT_GE(rn::act::fix_minutes(a), 5) << g.action_text(s, a);
}

TEST(RnHeuristics, TheEvaluationFallsWithTheDisastersAndIsOppositeForADeserter) {
  const rn::Game g = rn_game(4);
  rn::State s = rn_turn(g, 5);
  Returns calm, hot;
  g.evaluate(s, calm);
  ASSERT_EQ(calm.size(), 4);
  for (double v : calm) {
    EXPECT_GT(v, 0.0);
    EXPECT_LE(v, 1.0);
  }
  s.disaster[static_cast<std::size_t>(rn::Track::heat)] = 6;
  g.evaluate(s, hot);
  EXPECT_LT(hot[0], calm[0]);
  s.seats[1].status = rn::Status::abandoned;  // returns are opposite for a gnome that left
  g.evaluate(s, hot);
  EXPECT_DOUBLE_EQ(hot[1], 1 - hot[0]);
}

}  // namespace
}  // namespace bgb::bottest
