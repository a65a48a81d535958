// The solver's necessary conditions (include/bgb/crew/solver_cuts.hpp) on positions built by
// hand, one where each must fire and one where it must not, each checked against brute force;
// and on random late positions of every mission, where every position a cut calls lost must
// be lost for brute force too.
#include <gtest/gtest.h>

#include <string>

#include "bgb/crew/solver.hpp"
#include "brute.hpp"
#include "positions.hpp"

namespace solvertest {
namespace {

using detail::solver::doomed;

/// The cut's answer and brute force's agree, and the solver's verdict with them.
void expect_cut(const State& s, bool fires, double brute) {
  EXPECT_EQ(doomed(s), fires);
  EXPECT_EQ(brute_force(s), brute);
  const double solved = Solver::make({.table_bits = 12}).value().probability(s);
  EXPECT_EQ(solved, brute);
}

TEST(SolverCuts, AnOwnTaskCardFailsWhenAHigherCardCannotBeShedInTime) {
  // Seat 0 must win with b3 itself; seat 1 has no lower blue and two higher ones to lose
  // first, with two tricks left.
  expect_cut(end_position(4, 1, {"b3 g1", "b5 b7", "p1 p2", "y1 y2"}, 0, {{"b3", 0}}), true, 0.0);
  // One higher blue: p9 led lets seat 1, void in pink, drop b5; then b3 wins.
  expect_cut(end_position(4, 1, {"b3 p9", "b5 g2", "p1 y3", "p2 y4"}, 0, {{"b3", 0}}), false, 1.0);
}

TEST(SolverCuts, AnOwnTaskCardThatIsANineFailsWhereNoTrickMayBeWonWithANine) {
  // Mission 17: seat 0 must win its b9 with b9 itself, which no trick may be won with.
  expect_cut(end_position(4, 17, {"b9 g1", "b5 b7", "p1 p2", "y1 y2"}, 0, {{"b9", 0}, {"g1", 0}}), true, 0.0);
  // Held by seat 1, it can fall under seat 0's rocket.
  expect_cut(end_position(4, 17, {"r1 g1", "b9 b7", "p1 p2", "y1 y2"}, 0, {{"b9", 0}, {"g1", 0}}), false, 1.0);
}

TEST(SolverCuts, AnOwnTaskCardFailsWhenAnotherSeatHasOnlyRocketsToFollowWith) {
  // Seat 1 can drop b5 on p9, but then only r1 is left for b3's trick.
  expect_cut(end_position(4, 1, {"b3 p9", "b5 r1", "p1 y3", "p2 y4"}, 0, {{"b3", 0}}), true, 0.0);
}

TEST(SolverCuts, AnotherSeatsTaskCardNeedsAHigherCardARocketOrAnotherColour) {
  // Seat 2 owns b5 (in seat 1's hand) and holds only lower blues: it wins no trick with b5.
  expect_cut(end_position(4, 1, {"p1 b9", "b5 g1", "b2 b3", "g4 g5"}, 0, {{"b5", 2}}), true, 0.0);
  // With a pink it wins the p1 trick on which seat 1, void in pink, discards b5.
  expect_cut(end_position(4, 1, {"p1 b9", "b5 g1", "p2 g3", "g4 g5"}, 0, {{"b5", 2}}), false, 1.0);
}

TEST(SolverCuts, EachOwnTaskCardTakesATrickOfItsOwn) {
  // Seat 0 must win b3 and g3 with those cards, two tricks, and seat 1 one more: three
  // tricks, and seat 0 leads them, so it is tight but possible.
  const std::vector<TaskSpec> tasks{{"b3", 0}, {"g3", 0}, {"p1", 1}};
  expect_cut(end_position(4, 4, {"b3 g3 p2", "p5 y1 y5", "p1 y2 y6", "y3 y4 y7"}, 0, tasks), false, 1.0);
  // Two tricks left: not enough.
  expect_cut(end_position(4, 4, {"b3 g3", "p5 y1", "p1 y2", "y3 y4"}, 0, tasks), true, 0.0);
  // Three, but nobody else can lead blue or green below b3 and g3: seat 0 must lead both,
  // so it must first win a trick it does not lead now.
  expect_cut(end_position(4, 4, {"b3 g3 p2", "p5 y1 y5", "p1 y2 y6", "y3 y4 y7"}, 1, tasks), true, 0.0);
}

TEST(SolverCuts, MissionFortySixsPinkCardsAreTheGuardsDuties) {
  // The guard (seat 1) must win p3 with p3 itself, but seat 2 holds p5 and p6 and no lower pink.
  State lost = end_position(4, 46, {"p9 g1", "p3 g2", "p5 p6", "y1 y2"}, 0, {});
  lost.chosen = 1;
  expect_cut(lost, true, 0.0);
  State won = end_position(4, 46, {"p2 g1", "p3 g2", "y3 y4", "y1 y2"}, 1, {});
  won.chosen = 1;
  expect_cut(won, false, 1.0);
}

TEST(SolverCuts, TheHighestRocketWinsItsTrickWhenEveryCardIsPlayed) {
  // Mission 5: the sick member (seat 1) holds r4, and every card will be played.
  State lost = end_position(4, 5, {"p1 g1", "r4 p2", "p3 g2", "p4 g3"}, 0, {});
  lost.chosen = 1;
  expect_cut(lost, true, 0.0);
  // r3 falls under r4 (seat 1 must follow the rocket lead).
  State won = end_position(4, 5, {"p1 r4", "r3 p2", "p3 g2", "p4 g3"}, 0, {});
  won.chosen = 1;
  expect_cut(won, false, 1.0);
}

TEST(SolverCuts, EachRocketOfTheMemberNeedsAHigherOneOfItsOwn) {
  // Mission 33: the member (seat 1) must not win with a rocket; r4 can cover r3 or r2, not both.
  State lost = end_position(4, 33, {"r4 p1 p5", "r3 r2 p2", "r1 g2 g3", "p4 g4 g5"}, 0, {});
  lost.chosen = 1;
  expect_cut(lost, true, 0.0);
  // With r2 its only rocket, r4 led covers it, and seat 1 takes its one trick with p9.
  State open = end_position(4, 33, {"r4 p1 p5", "r2 p9 p2", "r3 g2 g3", "p4 g4 g5"}, 0, {});
  open.chosen = 1;
  expect_cut(open, false, 1.0);
}

// Random late positions between tricks: a position a cut calls lost is lost for brute force.
TEST(SolverCuts, EveryPositionACutCallsLostIsLost) {
  int fired = 0, positions = 0;
  for (int players = 2; players <= 5; ++players)
    for (int m = 1; m <= kNumMissions; ++m) {
      Options o;
      o.players = players;
      o.mission = m;
      const crew::Game g = crew::Game::make(o).value();
      for (int d = 0; d < 200; ++d) {
        State s;
        const std::uint64_t seed = 31337ULL * static_cast<std::uint64_t>(m) + 7777ULL * static_cast<std::uint64_t>(players) + static_cast<std::uint64_t>(d);
        if (!late_position(g, seed, players == 5 ? 3 : 4, 0, s)) continue;
        ++positions;
        if (!doomed(s)) continue;
        ++fired;
        EXPECT_EQ(brute_force(s), 0.0) << "players " << players << " mission " << m << " seed " << seed;
      }
    }
  // The cut fires often enough on real positions for the check to mean something.
  EXPECT_GE(fired, 200);
  RecordProperty("positions", positions);
  RecordProperty("fired", fired);
}

}  // namespace
}  // namespace solvertest
