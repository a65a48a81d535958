// The seat-view hint: only what the seat may know goes in, and the shares mean what they say.
#include <gtest/gtest.h>

#include "bgb/crew/hint.hpp"
#include "brute.hpp"

namespace solvertest {
namespace {

/// The first seed from `seed` on whose play reaches the position.
State late(const crew::Game& g, std::uint64_t seed, int tricks_left, int in_trick) {
  State s;
  while (!late_position(g, seed, tricks_left, in_trick, s)) ++seed;
  return s;
}

TEST(Hint, SharesAreTheWinnableFractionOfTheResampledDeals) {
  Options o;
  o.mission = 4;
  const crew::Game g = crew::Game::make(o).value();
  const State s = late(g, 11, 3, 1);
  auto solver = Solver::make({.table_bits = 14}).value();
  const int seat = g.current_player(s);
  Rng rng(5);
  const auto hint = solve_for(solver, s, seat, 16, rng);
  ASSERT_TRUE(hint.ok()) << hint.error().message;
  EXPECT_EQ(hint->samples, 16);
  EXPECT_EQ(hint->unknown, 0);
  ActionList legal;
  legal_actions(s, legal);
  ASSERT_EQ(hint->moves.size(), legal.size());
  // Recompute every share with brute force over the same resampled deals.
  Rng again(5);
  std::vector<double> sums(static_cast<std::size_t>(legal.size()));
  for (int k = 0; k < 16; ++k) {
    const State world = resample(s, seat, again);
    EXPECT_EQ(observe(world, seat), observe(s, seat));
    for (int i = 0; i < legal.size(); ++i) sums[static_cast<std::size_t>(i)] += brute_force(apply_unchecked(world, legal[i]));
  }
  for (int i = 0; i < legal.size(); ++i) {
    EXPECT_EQ(hint->moves[i].action, legal[i]);
    EXPECT_EQ(hint->moves[i].solved, 16);
    EXPECT_DOUBLE_EQ(hint->moves[i].share, sums[static_cast<std::size_t>(i)] / 16);
  }
}

TEST(Hint, DoesNotDependOnTheCardsTheSeatCannotSee) {
  Options o;
  o.mission = 2;
  const crew::Game g = crew::Game::make(o).value();
  const State s = late(g, 21, 3, 0);
  const int seat = g.current_player(s);
  // Another deal the seat cannot tell apart from this one.
  Rng redraw(99);
  const State other = resample(s, seat, redraw);
  ASSERT_EQ(observe(other, seat), observe(s, seat));
  auto solver = Solver::make({.table_bits = 14}).value();
  Rng a(8), b(8);
  const auto h1 = solve_for(solver, s, seat, 12, a), h2 = solve_for(solver, other, seat, 12, b);
  ASSERT_TRUE(h1.ok() && h2.ok());
  for (int i = 0; i < h1->moves.size(); ++i) EXPECT_DOUBLE_EQ(h1->moves[i].share, h2->moves[i].share);
}

TEST(Hint, RefusesAChanceNodeAndTheWrongSeat) {
  auto solver = Solver::make({.table_bits = 10}).value();
  Rng rng(1);
  EXPECT_FALSE(solve_for(solver, crew::Game{}.initial_state(), 0, 4, rng).ok());
  Options o;
  const crew::Game g = crew::Game::make(o).value();
  const State s = late(g, 2, 3, 0);
  const int seat = g.current_player(s);
  const auto wrong = solve_for(solver, s, (seat + 1) % 4, 4, rng);
  ASSERT_FALSE(wrong.ok());
  EXPECT_NE(wrong.error().message.find("not the seat to act"), std::string::npos);
  EXPECT_FALSE(solve_for(solver, s, seat, 0, rng).ok());
}

}  // namespace
}  // namespace solvertest
