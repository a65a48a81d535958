// unschedulable()'s count of the tricks the open tasks need (include/bgb/crew/solver_cuts.hpp):
// tasks that clash need tricks of their own, and a seat that can win its tasks' tricks only as
// their leader first wins a trick with no task. Positions built by hand, one where each part
// must fire and one where it must not, each checked against brute force; the random late
// positions of crew_solver_cuts_test.cpp check the whole cut against brute force too.
#include <gtest/gtest.h>

#include "bgb/crew/solver.hpp"
#include "brute.hpp"
#include "positions.hpp"

namespace solvertest {
namespace {

using detail::solver::doomed;
using detail::solver::hopeless;
using detail::solver::unschedulable;


TEST(SolverClash, AnOwnTaskCardAndAHigherOneOfTheSameOwnerNeedTwoTricks) {
  // Mission 4: seat 2 must win b1 by itself and b6 (seat 0's) with b7, in two tricks since
  // b6 would beat b1; seat 1's y5 needs a third trick of two.
  const State lost = end_position(4, 4, {"b6 g1", "y5 g2", "b1 b7", "y1 g3"}, 2, {{"b1", 2}, {"b6", 2}, {"y5", 1}});
  expect_schedule(lost, true, 0.0);
  EXPECT_FALSE(hopeless(lost) || doomed(lost));
  // With b3 under b5 instead, seat 2 wins both at once with b5 and seat 1 wins y5 over y2.
  expect_schedule(end_position(4, 4, {"b3 g1", "y5 g2", "b5 y2", "y1 g3"}, 2, {{"b5", 2}, {"b3", 2}, {"y5", 1}}), false, 1.0);
}

TEST(SolverClash, ASeatThatWinsOnlyByLeadingFirstWinsATrickWithoutATask) {
  // Mission 3: seat 1 holds only pink, and no other seat has pink to lead, so it wins y9
  // (seat 2 discards it) only by leading pink; it does not lead now, and seat 0's g2 takes
  // the first trick: three tricks of two.
  const std::vector<TaskSpec> tasks{{"g2", 0}, {"y9", 1}};
  const State lost = end_position(4, 3, {"g2 b1", "p5 p6", "y9 b2", "y1 b3"}, 0, tasks);
  expect_schedule(lost, true, 0.0);
  EXPECT_FALSE(hopeless(lost) || doomed(lost));
  // Mission 4, no order: with p1, seat 0 leads pink for seat 1 after winning g2.
  expect_schedule(end_position(4, 4, {"g2 p1", "p5 p6", "y9 b2", "y1 b3"}, 0, {{"g2", 0}, {"y9", 1}, {"g9", 3, 1}}), false,
                  1.0);
}

TEST(SolverClash, ASeatThatHoldsItsOwnTaskAndMustLeadItWinsATrickFirstEvenWhenLeadingNow) {
  // Mission 4: seat 1 must lead y5, its own card (seat 2's only lower yellow is y2, seat 3's
  // task), and only after seat 2 has shed y2 in seat 3's trick: so seat 1 wins a trick
  // before y5's, though it leads now; with seat 0's p7, four tricks of three.
  const std::vector<TaskSpec> tasks{{"y5", 1}, {"y2", 3}, {"p7", 0}};
  const State lost = end_position(4, 4, {"p5 p6 p7", "y5 b1 g8", "y2 p1 p2", "b9 g1 p3"}, 1, tasks);
  expect_schedule(lost, true, 0.0);
  EXPECT_FALSE(hopeless(lost) || doomed(lost));
  // Without seat 0's task: seat 1 leads b1 (seat 2 drops y2 under b9), wins seat 3's g1 lead
  // with g8, and leads y5.
  expect_schedule(end_position(4, 4, {"p5 p6 p7", "y5 b1 g8", "y2 p1 p2", "b9 g1 p3"}, 1, {{"y5", 1}, {"y2", 3}, {"g9", 0, 1}}),
                  false, 1.0);
}

TEST(SolverClash, EachOwnTaskCardOfASuitNeedsItsOwnLowerCardFromASeatThatKeepsTheSuit) {
  // Mission 3: p5 (seat 2, task 1) and then p2 (seat 0, task 2) must each win by
  // themselves; seat 1 keeps pink through both tricks (three pinks, three tricks) and has
  // only p1 below them: it cannot follow both.
  const std::vector<TaskSpec> tasks{{"p5", 2}, {"p2", 0}};
  const State lost = end_position(4, 3, {"p2 p3 g1", "p1 p7 p8", "p5 y1 y2", "b1 b2 b3"}, 2, tasks);
  expect_schedule(lost, true, 0.0);
  EXPECT_FALSE(hopeless(lost) || doomed(lost));
  // Mission 8: seat 1 keeps pink because p8 (seat 3, task 3) waits for p2's trick.
  const State waits = end_position(4, 8, {"p2 p3 g1 g2", "p1 p8 y8 y9", "p5 y1 y2 y3", "b1 b2 b3 p9"}, 2,
                                   {{"p5", 2}, {"p2", 0}, {"p8", 3}});
  expect_schedule(waits, true, 0.0);
  EXPECT_FALSE(hopeless(waits) || doomed(waits));
  // Holding p1 p4 y9 and leading, seat 1 plays p4 to p5, wins y9 and leads p1 to p2.
  expect_schedule(end_position(4, 3, {"p2 p3 g1", "p1 p4 y9", "p5 y1 y2", "b1 b2 b3"}, 1, tasks), false, 1.0);
}

TEST(SolverClash, EveryRocketWinsItsTrickButForAHigherOneOfAnotherSeat) {
  // Mission 4: r1 and r2 are out, so seat 2 wins the two tricks it plays r3 and r4 in, and
  // y5 and g5 (seats 0 and 1) need two more of three.
  const std::vector<TaskSpec> tasks{{"y5", 0}, {"g5", 1}, {"g9", 3, 1}};
  const State lost = end_position(4, 4, {"y5 g1 b2", "g5 y1 b3", "r3 r4 b1", "y2 g2 b4"}, 0, tasks);
  expect_schedule(lost, true, 0.0);
  EXPECT_FALSE(hopeless(lost) || doomed(lost));
  // With b5 for r3, seat 2 wins only the last trick, with r4.
  expect_schedule(end_position(4, 4, {"y5 g1 b2", "g5 y1 b3", "r4 b1 b5", "y2 g2 b4"}, 0, tasks), false, 1.0);
  // A rocket under a higher one of another seat may win nothing: r1 falls under r4 in the
  // last trick, and seat 3 wins only that one.
  expect_schedule(end_position(4, 4, {"y5 g1 b2", "g5 y1 b3", "r1 b1 b5", "g2 b4 r4"}, 0, tasks), false, 1.0);
}

}  // namespace
}  // namespace solvertest
