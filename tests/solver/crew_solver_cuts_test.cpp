// The solver's necessary conditions (include/bgb/crew/solver_cuts.hpp) on positions built by
// hand, one where each must fire and one where it must not, each checked against brute force;
// and on random late positions of every mission, where every position a cut calls lost must
// be lost for brute force too.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <unordered_map>

#include "bgb/crew/solver.hpp"
#include "brute.hpp"
#include "positions.hpp"

namespace solvertest {
namespace {

using detail::solver::doomed;
using detail::solver::hopeless;
using detail::solver::lost_at_start;
using detail::solver::unschedulable;

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

TEST(SolverCuts, ABalancedMissionsSeatCannotWinMoreThanItsShareWithRockets) {
  // Mission 34 (and 29), eight tricks won two each: seat 1's r1 and r2 win both tricks left,
  // four of ten where three is the most a balanced end allows.
  for (int mission : {34, 29}) {
    State lost = end_position(4, mission, {"p9 g1", "r1 r2", "p1 g2", "p2 g3"}, 0, {});
    lost.tricks_won = {2, 2, 2, 2};
    expect_cut(lost, true, 0.0);
    // With r2 in seat 0's hand, r1 may fall under it.
    State won = end_position(4, mission, {"r2 g1", "r1 p3", "p1 g2", "p2 g3"}, 0, {});
    won.tricks_won = {2, 2, 2, 2};
    expect_cut(won, false, 1.0);
  }
}


TEST(SolverCuts, AnOwnTaskCardFailsWhenASeatCanFollowOnlyWithAnotherOwnersTask) {
  // Mission 3: y2 (seat 1, task 1) must win by itself, but seat 3's only yellow is y1, seat
  // 2's task 2, which seat 1 would win: seat 3 can neither follow nor be void.
  expect_schedule(end_position(4, 3, {"p1 g1", "y2 g2", "p2 g3", "y1 g4"}, 0, {{"y2", 1}, {"y1", 2}}), true, 0.0);
  EXPECT_FALSE(hopeless(end_position(4, 3, {"p1 g1", "y2 g2", "p2 g3", "y1 g4"}, 0, {{"y2", 1}, {"y1", 2}})));
  // With y2 too, seat 3 follows y3's trick with it, and seat 2 ruffs y1 with r1 later.
  expect_schedule(end_position(4, 3, {"p1 g1 b1", "y3 g2 b2", "p2 g3 r1", "y1 y2 g4"}, 1, {{"y3", 1}, {"y1", 2}}), false,
                  1.0);
}

TEST(SolverCuts, ADiscardedTaskCardNeedsAVoidItsHolderCanReach) {
  // Mission 3: seat 0 holds only pink, so g9 (its task 1) must fall on a pink trick seat 1
  // is void in, but seat 1's pink is p3, its own task 2, which waits for g9.
  const std::vector<TaskSpec> tasks{{"g9", 0}, {"p3", 1}};
  expect_schedule(end_position(4, 3, {"p1 p8", "g9 p3", "y1 y2", "y4 y5"}, 0, tasks), true, 0.0);
  EXPECT_FALSE(doomed(end_position(4, 3, {"p1 p8", "g9 p3", "y1 y2", "y4 y5"}, 0, tasks)));
  // Seat 1 sheds y2 under y8 and drops g9 under y9.
  expect_schedule(end_position(4, 3, {"p1 p8 y8 y9", "g9 p3 y2 b9", "b1 b2 b3 g1", "b4 b5 b6 g2"}, 0, tasks), false, 1.0);
}

TEST(SolverCuts, TheDiscardsTrickNeedsEveryHigherCardOfItsColourGone) {
  // Seat 0 holds only pink, so g9 must fall on a pink trick it wins with p6 at best; seat 2
  // must first lose p7 and p8, which takes both tricks.
  const State lost = end_position(4, 1, {"p5 p6", "g9 y5", "p7 p8", "y1 y2"}, 0, {{"g9", 0}});
  expect_schedule(lost, true, 0.0);
  EXPECT_FALSE(hopeless(lost) || doomed(lost));
  // Seat 2 leads p7 (seat 1 keeps g9), then seat 0 wins the yellow trick g9 falls in.
  expect_schedule(end_position(4, 1, {"p5 y9", "g9 y2", "p7 y3", "y1 y4"}, 2, {{"g9", 0}}), false, 1.0);
}

TEST(SolverCuts, NoTrickIsWonWithAnotherOwnersTaskCard) {
  // Seat 0's only card beside green is b5, seat 2's task: a blue trick it wins takes b5 too,
  // so g9 has nowhere to fall.
  const State lost = end_position(4, 4, {"b5 g1", "g9 y1", "b1 y2", "y3 y4"}, 0, {{"g9", 0}, {"b5", 2}, {"p9", 3, 1}});
  expect_schedule(lost, true, 0.0);
  EXPECT_FALSE(hopeless(lost) || doomed(lost));
  // When b5 is nobody's task, seat 0 leads it and seat 1 drops g9.
  expect_schedule(end_position(4, 4, {"b5 g1", "g9 y1", "b1 y2", "y3 y4"}, 0, {{"g9", 0}, {"g1", 0}, {"p9", 3, 1}}), false, 1.0);
}

TEST(SolverCuts, OrderedTasksEachWaitForTheCardsAboveThem) {
  // Mission 3: y5 (task 1) waits a trick for seat 3's y7 to go, b3 (task 2, another owner)
  // comes after it: the third trick, with two left.
  const std::vector<TaskSpec> tasks{{"y5", 2}, {"b3", 0}};
  const State lost = end_position(4, 3, {"b3 p1", "b5 y1", "y5 p3", "y7 b1"}, 0, tasks);
  expect_schedule(lost, true, 0.0);
  EXPECT_FALSE(hopeless(lost) || doomed(lost));
  // Three tricks: y7 falls under y8 (seat 1 drops b5), y5 wins, then b3 over b2.
  expect_schedule(end_position(4, 3, {"b3 p1 p2", "b5 g1 g2", "y5 y8 b2", "y7 p3 g3"}, 3, tasks), false, 1.0);
}

TEST(SolverCuts, TasksThatMustWaitNeedTricksOfTheirOwnAfterTheWait) {
  // Mission 4, no order: y5 and b3 each wait a trick for a higher card to go (y7, b5), and
  // belong to different owners: both need the last trick.
  const State lost = end_position(4, 4, {"b3 p1", "b5 y1", "y5 p3", "y7 b1"}, 0, {{"y5", 2}, {"b3", 0}, {"g1", 1, 1}});
  expect_schedule(lost, true, 0.0);
  EXPECT_FALSE(hopeless(lost) || doomed(lost));
  // Three tricks: y7 falls under y8, then y5 and b3 win.
  expect_schedule(end_position(4, 4, {"b3 p1 p2", "b5 g1 g2", "y5 y8 b2", "y7 p3 g3"}, 3, {{"y5", 2}, {"b3", 0}, {"g9", 1, 1}}),
                  false, 1.0);
}

TEST(SolverCuts, NoTaskWithoutANumberComesBeforeANumberedOne) {
  // Mission 21 (tokens 1, 2), task 1 done: b3 (task 2) must win by itself, and seat 1's only
  // blue is b5, a task without a number, which may not be completed before b3.
  const State lost = end_position(4, 21, {"b3 p1 g5", "b5 g2 g6", "p5 y1 y2", "y3 y4 g7"}, 0,
                                  {{"y9", 3, 1}, {"b3", 0}, {"b5", 2}, {"g5", 0}, {"p5", 2}});
  EXPECT_TRUE(hopeless(lost));
  EXPECT_FALSE(doomed(lost));
  EXPECT_EQ(brute_force(lost), 0.0);
  const Task& two = lost.tasks[1];
  EXPECT_TRUE(detail::solver::must_follow(lost, two, lost.tasks[2]));
  EXPECT_FALSE(detail::solver::must_follow(lost, lost.tasks[2], two));
  // Without a task numbered 1 the count behind the argument is gone.
  State gap = lost;
  gap.tasks[0].token = Token::none;
  EXPECT_FALSE(detail::solver::must_follow(gap, two, gap.tasks[2]));
}

/// The value of s by exhaustive search like brute_force, with only the cuts tested above on
/// their own (hopeless(), doomed(), trick_lost()) and the positions between tricks
/// remembered: affordable five and six tricks from the end, where brute force is not.
double reference(const State& s, std::unordered_map<std::uint64_t, double>& seen) {
  if (s.phase == Phase::over) return s.success ? 1.0 : 0.0;
  if (s.phase == Phase::comm) return reference(apply_unchecked(s, act::kPass), seen);
  if (s.phase == Phase::distress) return reference(apply_unchecked(s, act::kNoDistress), seen);
  const bool boundary = s.phase == Phase::play && s.in_trick == 0;
  if (boundary) {
    if (hopeless(s) || doomed(s)) return 0;
    if (const auto it = seen.find(hash_state(s)); it != seen.end()) return it->second;
  } else if (s.phase == Phase::play && detail::solver::trick_lost(s)) {
    return 0;
  }
  ActionList legal;
  legal_actions(s, legal);
  double best = 0;
  for (ActionId a : legal)
    if ((best = std::max(best, reference(apply_unchecked(s, a), seen))) >= 1) break;
  if (boundary) seen[hash_state(s)] = best;
  return best;
}

/// A random deal of the mission played by random decisions that do not end it at once, until
/// `tricks_left` tricks remain; false when every decision ends it. Ordered tasks fail most
/// random games long before that, so late_position() rarely gets there.
bool surviving_position(const crew::Game& g, std::uint64_t seed, int tricks_left, State& out) {
  Rng rng(seed);
  State s = g.initial_state();
  while (!(s.phase == Phase::play && s.in_trick == 0 && detail::total_tricks(s) - s.trick == tricks_left)) {
    if (g.is_terminal(s)) return false;
    if (g.current_player(s) == kChance) {
      s = g.apply_unchecked(s, g.sample_chance(s, rng));
      continue;
    }
    ActionList legal;
    g.legal_actions(s, legal);
    const int start = static_cast<int>(rng.below(static_cast<std::uint64_t>(legal.size())));
    State next = s;
    for (int i = 0; i < legal.size(); ++i) {
      next = g.apply_unchecked(s, legal[(start + i) % legal.size()]);
      if (!g.is_terminal(next)) break;
    }
    s = next;
  }
  out = s;
  return true;
}

/// Random positions five and six tricks from the end of `missions` (deals seeded from
/// `seed_base`): every one that unschedulable() alone calls lost (the older cuts do not) must be
/// lost for the reference search. Returns how many fired, so a test can check it still fires.
int check_early_schedule_losses(std::initializer_list<int> missions, int deals, std::uint64_t seed_base, int players = 4,
                                int tricks_left = 5) {
  int fired = 0, positions = 0;
  for (int m : missions) {
    Options o;
    o.players = players;
    o.mission = m;
    const crew::Game g = crew::Game::make(o).value();
    for (int d = 0; d < deals; ++d) {
      State s;
      const std::uint64_t seed = seed_base * static_cast<std::uint64_t>(m) + static_cast<std::uint64_t>(d);
      if (!surviving_position(g, seed, tricks_left + d % 2, s)) continue;
      ++positions;
      if (!unschedulable(s) || hopeless(s) || doomed(s)) continue;
      ++fired;
      std::unordered_map<std::uint64_t, double> seen;
      EXPECT_EQ(reference(s, seen), 0.0) << "players " << players << " mission " << m << " seed " << seed;
    }
  }
  ::testing::Test::RecordProperty("positions", positions);
  ::testing::Test::RecordProperty("fired", fired);
  return fired;
}

// The missions with ordered tasks, where unschedulable() fires well before the others.
TEST(SolverCuts, EveryPositionTheScheduleCallsLostEarlyIsLost) {
  EXPECT_GE(check_early_schedule_losses({3, 8, 14, 15, 19, 21, 22, 23, 28, 31, 35, 39, 45, 49}, 300, 4242), 25);  // 31 when written
}

// The missions with many tasks and no order, where the tricks each seat must win (clashing
// tasks, the lead-only seats, the rockets) fire beside the schedule's bounds.
TEST(SolverCuts, EveryPositionTheTrickCountCallsLostEarlyIsLost) {
  EXPECT_GE(check_early_schedule_losses({10, 18, 24, 32, 38, 42, 47}, 400, 5151), 25);  // 35 when written
}

// The same with two (JARVIS plays the third hand), three and five players, where a seat
// holds more or fewer cards and every card is played only with four or five; five players
// from four and five tricks before the end, which the reference search still affords.
TEST(SolverCuts, EveryPositionTheScheduleCallsLostEarlyIsLostWithTwoPlayers) {
  EXPECT_GE(check_early_schedule_losses({3, 8, 15, 21, 23, 31, 10, 18, 32, 42, 47}, 150, 6161, 2), 8);  // 12 when written
}
TEST(SolverCuts, EveryPositionTheScheduleCallsLostEarlyIsLostWithThreePlayers) {
  EXPECT_GE(check_early_schedule_losses({3, 8, 15, 21, 23, 31, 10, 18, 32, 42, 47}, 150, 6161, 3), 10);  // 16 when written
}
TEST(SolverCuts, EveryPositionTheScheduleCallsLostEarlyIsLostWithFivePlayers) {
  EXPECT_GE(check_early_schedule_losses({3, 8, 15, 21, 23, 31, 10, 18, 32, 42, 47}, 150, 6161, 5, 4), 20);  // 38 when written
}

// Random late positions between tricks: a position a cut calls lost is lost for brute force.
TEST(SolverCuts, EveryPositionACutCallsLostIsLost) {
  int fired = 0, positions = 0;
  for_late_positions(
      200, 7777, [](int players, int) { return players == 5 ? 3 : 4; }, [](int, int) { return 0; },
      [&](const State& s, const std::string& where) {
        ++positions;
        if (!lost_at_start(s)) return;
        ++fired;
        EXPECT_EQ(brute_force(s), 0.0) << where;
      });
  // The cut fires often enough on real positions for the check to mean something.
  EXPECT_GE(fired, 200);
  RecordProperty("positions", positions);
  RecordProperty("fired", fired);
}

}  // namespace
}  // namespace solvertest
