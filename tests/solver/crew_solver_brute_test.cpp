// The solver agrees with brute force (brute.hpp) on random late positions of every mission
// and player count: the same probability, and the same set of moves that keep it. One solver
// (a small table) serves every position, so a key that forgot a field would show up as a
// stale answer carried from another deal or mission.
#include <gtest/gtest.h>

#include <string>

#include "bgb/crew/solver.hpp"
#include "brute.hpp"

namespace solvertest {
namespace {

struct Counts {
  int positions = 0, winnable = 0, lost = 0;
};

Counts check_mission(Solver& solver, int players, int mission, int deals, int tricks_left) {
  Options o;
  o.players = players;
  o.mission = mission;
  const crew::Game g = crew::Game::make(o).value();
  Counts n;
  for (int d = 0; d < deals; ++d) {
    State s;
    const std::uint64_t seed = 7919ULL * static_cast<std::uint64_t>(mission) + 104729ULL * static_cast<std::uint64_t>(players) + static_cast<std::uint64_t>(d);
    const int in_trick = d % s.seats;  // between tricks and at every point inside one
    if (!late_position(g, seed, tricks_left, in_trick, s)) continue;
    ++n.positions;
    const double want = brute_force(s);
    const auto got = solver.solve(s);
    const std::string where = "players " + std::to_string(players) + " mission " + std::to_string(mission) + " seed " + std::to_string(seed);
    EXPECT_TRUE(got.ok()) << where;
    if (!got.ok()) continue;
    EXPECT_FALSE(got->stopped) << where;
    EXPECT_DOUBLE_EQ(got->probability, want) << where;
    (want > 0 ? n.winnable : n.lost) += 1;
    // The moves that keep the best probability, against brute force move by move.
    ActionList legal, keep;
    legal_actions(s, legal);
    if (want > 0)
      for (ActionId a : legal)
        if (brute_force(apply_unchecked(s, a)) >= want - 1e-12) keep.push_back(a);
    EXPECT_EQ(std::vector<ActionId>(got->keeping.begin(), got->keeping.end()), std::vector<ActionId>(keep.begin(), keep.end()))
        << where;
  }
  return n;
}

class SolverAgreesWithBruteForce : public ::testing::TestWithParam<int> {};

TEST_P(SolverAgreesWithBruteForce, OnTheLastThreeTricksOfEveryMission) {
  const int players = GetParam();
  auto solver = Solver::make({.table_bits = 14}).value();
  Counts all;
  for (int m = 1; m <= kNumMissions; ++m) {
    const Counts n = check_mission(solver, players, m, 300, 3);
    all.positions += n.positions;
    all.winnable += n.winnable;
    all.lost += n.lost;
  }
  // Enough positions of both answers that the comparison means something.
  EXPECT_GE(all.positions, 1000);
  EXPECT_GE(all.winnable, 300);
  EXPECT_GE(all.lost, 100);
  RecordProperty("positions", all.positions);
  RecordProperty("winnable", all.winnable);
}

TEST_P(SolverAgreesWithBruteForce, OnTheLastFourTricksOfEveryMission) {
  const int players = GetParam();
  auto solver = Solver::make({.table_bits = 14}).value();
  int positions = 0;
  for (int m = 1; m <= kNumMissions; ++m) positions += check_mission(solver, players, m, players == 5 ? 12 : 40, 4).positions;
  EXPECT_GE(positions, players == 5 ? 40 : 150);
  RecordProperty("positions", positions);
}

INSTANTIATE_TEST_SUITE_P(Players, SolverAgreesWithBruteForce, ::testing::Values(2, 3, 4, 5),
                         [](const auto& info) { return std::to_string(info.param) + "Players"; });

}  // namespace
}  // namespace solvertest
