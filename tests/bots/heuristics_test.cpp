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
