// What the solver treats as the same: the transposition key (include/bgb/crew/solver_key.hpp)
// leaves out what the future does not depend on and keeps what it does (here the tricks each
// seat has won, which only missions 29 and 34, their spread, and 33, the named member's count,
// look at), and inside a trick two cards that only cards already in it separate are one move.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bgb/crew/solver.hpp"
#include "brute.hpp"
#include "positions.hpp"

namespace solvertest {
namespace {

using detail::solver::key_of;

bool same_key(const State& a, const State& b) {
  return key_of(a).index == key_of(b).index && key_of(a).check == key_of(b).check;
}

State with_tricks(State s, std::array<std::uint8_t, kMaxSeats> won) {
  s.tricks_won = won;
  return s;
}

TEST(SolverKey, WhoWonTheEarlierTricksIsKeyedOnlyWhereTheMissionCountsThem) {
  const State m4 = end_position(4, 4, {"b9 g1 y1", "b1 g9 y2", "b2 g2 y9", "b3 g3 y3"}, 0, {{"y3", 0}, {"g2", 1}, {"p9", 2, 1}});
  EXPECT_TRUE(same_key(with_tricks(m4, {2, 2, 2, 1}), with_tricks(m4, {4, 0, 1, 2})));
  // Mission 29 keys the spread: shifting every count by one keeps it.
  const State m29 = end_position(4, 29, {"b9 g1 y1", "b1 g9 y2", "b2 g2 y9", "b3 g3 y3"}, 0, {});
  EXPECT_FALSE(same_key(with_tricks(m29, {2, 2, 2, 1}), with_tricks(m29, {1, 2, 2, 2})));
  EXPECT_TRUE(same_key(with_tricks(m29, {2, 2, 2, 1}), with_tricks(m29, {3, 3, 3, 2})));
  // Mission 33 keys the named member's count alone.
  State m33 = end_position(4, 33, {"b9 g1 y1", "b1 g9 y2", "b2 g2 y9", "b3 g3 y3"}, 0, {});
  m33.chosen = 1;
  EXPECT_TRUE(same_key(with_tricks(m33, {2, 1, 2, 2}), with_tricks(m33, {3, 1, 0, 3})));
  EXPECT_FALSE(same_key(with_tricks(m33, {2, 1, 2, 2}), with_tricks(m33, {3, 0, 2, 2})));
}

TEST(SolverKey, OneTableTellsApartPositionsThatDifferOnlyInABalancedMissionsCounts) {
  // Mission 29 with three tricks left: seat 3, one trick behind, must win the next one, which
  // no lead gives it; seat 0 behind can (brute force says so for each). One solver answers
  // both in turn, so a key that merged them would carry the first answer to the second.
  auto solver = Solver::make({.table_bits = 12}).value();
  for (int leader = 0; leader < 4; ++leader) {
    const State base = end_position(4, 29, {"b9 g1 y1", "b1 g9 y2", "b2 g2 y9", "b3 g3 y3"}, leader, {});
    const State behind3 = with_tricks(base, {2, 2, 2, 1}), behind0 = with_tricks(base, {1, 2, 2, 2});
    ASSERT_EQ(brute_force(behind3), 0.0);
    ASSERT_EQ(brute_force(behind0), 1.0);
    EXPECT_EQ(solver.probability(behind3), 0.0) << leader;
    EXPECT_EQ(solver.probability(behind0), 1.0) << leader;
    EXPECT_EQ(solver.probability(behind3), 0.0) << leader;
  }
}

TEST(SolverKey, InsideATrickCardsSeparatedOnlyByCardsAlreadyInItAreOneMove) {
  // Seat 2 holds b2 and b7 with b4 and b9 in the trick: both lose to b9 and, b4 gone, rank
  // alike after it. With b5 best instead, b7 wins the trick and b2 does not.
  const State under_nine = apply_unchecked(
      apply_unchecked(end_position(4, 1, {"b4 g1 g2", "b9 g3 g4", "b2 b7 g5", "b1 y1 y2"}, 0, {{"y2", 1}}), act::play(C("b4"))),
      act::play(C("b9")));
  EXPECT_EQ(detail::solver::representative_plays(under_nine), bit(C("b2")));
  EXPECT_EQ(brute_force(apply_unchecked(under_nine, act::play(C("b2")))),
            brute_force(apply_unchecked(under_nine, act::play(C("b7")))));
  const State under_five = apply_unchecked(
      apply_unchecked(end_position(4, 1, {"b4 g1 g2", "b5 g3 g4", "b2 b7 g5", "b1 y1 y2"}, 0, {{"y2", 1}}), act::play(C("b4"))),
      act::play(C("b5")));
  EXPECT_EQ(detail::solver::representative_plays(under_five), bit(C("b2")) | bit(C("b7")));
  // Both answers come out of the solver's move classes as brute force gives them.
  for (const State& s : {under_nine, under_five}) {
    ActionList legal, keep;
    legal_actions(s, legal);
    const double want = brute_force(s);
    for (ActionId a : legal)
      if (want > 0 && brute_force(apply_unchecked(s, a)) >= want) keep.push_back(a);
    const auto got = crew::solve(crew::Game{}, s).value();
    EXPECT_EQ(got.probability, want);
    EXPECT_EQ(std::vector<ActionId>(got.keeping.begin(), got.keeping.end()), std::vector<ActionId>(keep.begin(), keep.end()));
  }
}

// Positions between tricks and inside them, of every mission and player count.
template <class Check>
void for_positions(Check check) {
  for_late_positions(
      60, 7, [](int, int d) { return 2 + d % 6; }, [](int seats, int d) { return d % seats; }, check);
}

TEST(SolverKey, MovingACardBetweenHandsDoingATaskOrChangingTheLeaderChangesTheKey) {
  int checked = 0;
  for_positions([&](const State& s, const std::string& where) {
    if (s.in_trick != 0) return;
    ++checked;
    // The lowest card of the first hand that holds two, given to the next seat.
    for (int x = 0; x < s.seats; ++x) {
      const CardSet h = s.hand[static_cast<std::size_t>(x)];
      if (!(h & (h - 1)) || detail::is_jarvis(s, x) || detail::is_jarvis(s, (x + 1) % s.seats)) continue;
      State moved = s;
      moved.hand[static_cast<std::size_t>(x)] &= ~bit(lowest(h));
      moved.hand[static_cast<std::size_t>((x + 1) % s.seats)] |= bit(lowest(h));
      EXPECT_FALSE(same_key(s, moved)) << where;
      break;
    }
    for (int i = 0; i < s.num_tasks; ++i)
      if (!s.tasks[static_cast<std::size_t>(i)].done_trick) {
        State done = s;
        done.tasks[static_cast<std::size_t>(i)].done_trick = 1;
        EXPECT_FALSE(same_key(s, done)) << where;
        break;
      }
    State led = s;
    led.leader = led.actor = static_cast<std::uint8_t>((s.leader + 1) % s.seats);
    EXPECT_FALSE(same_key(s, led)) << where;
    // and a copy keys alike
    EXPECT_TRUE(same_key(s, State(s))) << where;
  });
  EXPECT_GT(checked, 500);
}

TEST(SolverOrdering, TheOutlookGatheredOncePerNodeScoresEveryCardAsTheHeuristicsDo) {
  int cards = 0;
  for_positions([&](const State& s, const std::string& where) {
    const detail::solver::Outlook outlook(s);
    for (CardSet m = playable_cards(s); m; m &= m - 1) {
      const Card c = lowest(m);
      EXPECT_EQ(outlook.lead(c), heuristic::lead_outlook(s, c)) << where << " card " << card_text(c);
      EXPECT_EQ(outlook.trick(c), heuristic::trick_outlook(s, c)) << where << " card " << card_text(c);
      ++cards;
    }
  });
  EXPECT_GT(cards, 5000);
}

}  // namespace
}  // namespace solvertest
