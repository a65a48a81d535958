// The solver on positions whose answer is known by hand, its line and move classification,
// its limits and errors, the task picks, and mission 12's draws.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bgb/crew/solver.hpp"
#include "brute.hpp"
#include "positions.hpp"

namespace solvertest {
namespace {

std::vector<std::string> texts(const State& s, const ActionList& actions) {
  std::vector<std::string> out;
  for (ActionId a : actions) out.push_back(action_text(s, a));
  return out;
}

SolveResult solved(const State& s, SolveLimits limits = {}) {
  auto r = crew::solve(crew::Game{}, s, limits);
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
  return r.ok() ? r.value() : SolveResult{};
}

/// Replays a line through the checked apply; returns the state it reaches.
State replay(const crew::Game& g, State s, const Line& line) {
  for (ActionId a : line) {
    auto next = g.apply(s, a);
    EXPECT_TRUE(next.ok()) << next.error().message;
    if (!next.ok()) break;
    s = next.value();
  }
  return s;
}

// Seat 0 must take b5 (its task, in seat 1's hand). Leading b9 forces b5 under it; leading p1
// lets seat 2 win with p2, and then seat 1 can only drop b5 on someone else's trick.
const State kOnlyB9 = end_position(4, 1, {"p1 b9", "b5 g1", "p2 g3", "g4 g5"}, 0, {{"b5", 0}});

TEST(Solver, WinnableOnlyByOneCard) {
  const SolveResult r = solved(kOnlyB9);
  EXPECT_EQ(r.verdict, Verdict::winnable);
  EXPECT_EQ(verdict_text(r), "winnable");
  EXPECT_EQ(texts(kOnlyB9, r.keeping), std::vector<std::string>{"play b9"});
  ASSERT_FALSE(r.line.empty());
  EXPECT_EQ(action_text(kOnlyB9, r.line[0]), "play b9");
  EXPECT_EQ(brute_force(kOnlyB9), 1.0);
  EXPECT_EQ(brute_force(apply_unchecked(kOnlyB9, act::play(C("p1")))), 0.0);
}

TEST(Solver, NotWinnableWhenTheOwnerCanTakeNoTrickWithItsTaskCard) {
  // Seat 3 owns b5, held by seat 1, but holds only yellow, which nobody else can lead: it
  // never takes a trick.
  const State s = end_position(4, 1, {"p1 b9", "b5 g1", "p2 g3", "y4 y5"}, 0, {{"b5", 3}});
  const SolveResult r = solved(s);
  EXPECT_EQ(r.verdict, Verdict::not_winnable);
  EXPECT_EQ(verdict_text(r), "not winnable");
  EXPECT_TRUE(r.line.empty());
  EXPECT_TRUE(r.keeping.empty());
  EXPECT_EQ(brute_force(s), 0.0);
}

TEST(Solver, AnOwnerWithoutAHigherCardWinsItsTaskWhenItIsDiscarded) {
  // Seat 2 owns b5 (held by seat 1) and has no blue and no rocket, yet p1 led lets seat 2 win
  // the pink trick with p2 while seat 1, void in pink, discards b5 on it.
  const State s = end_position(4, 1, {"p1 b9", "b5 g1", "p2 g3", "g4 g5"}, 0, {{"b5", 2}});
  const SolveResult r = solved(s);
  EXPECT_EQ(r.verdict, Verdict::winnable);
  EXPECT_EQ(texts(s, r.keeping), std::vector<std::string>{"play p1"});
  EXPECT_EQ(brute_force(s), 1.0);
}

TEST(Solver, WinnableWhateverIsPlayedKeepsEveryMove) {
  // Seat 1 holds the two top pinks and owns p1: it wins every pink trick.
  const State s = end_position(4, 1, {"p1 p4", "p8 p9", "g1 g2", "g3 g4"}, 0, {{"p1", 1}});
  const SolveResult r = solved(s);
  EXPECT_EQ(r.verdict, Verdict::winnable);
  EXPECT_EQ(texts(s, r.keeping), (std::vector<std::string>{"play p1", "play p4"}));
  // p8 and p9 are one move to the search, yet both are reported.
  const State next = apply_unchecked(s, act::play(C("p4")));
  EXPECT_EQ(texts(next, solved(next).keeping), (std::vector<std::string>{"play p8", "play p9"}));
}

TEST(Solver, ATaskHeldByItsOwnerIsLostUnderALaterTaskThatMustBeBeaten) {
  // Mission 3: tokens 1 then 2. Seat 1 must win g2 first, but seat 0 holds g7 (task 2, to be
  // won later) and no green under g2: whenever green is led seat 0 beats g2.
  const State s = end_position(4, 3, {"g7 g8 p1", "g2 p2 b1", "g9 p3 b2", "y1 y2 y3"}, 1, {{"g2", 1}, {"g7", 0}});
  EXPECT_EQ(solved(s).verdict, Verdict::not_winnable);
  EXPECT_EQ(brute_force(s), 0.0);
}

TEST(Solver, TheLineReplaysToSuccessThroughTheCheckedApply) {
  int replayed = 0;
  for (int m = 1; m <= kNumMissions; ++m) {
    Options o;
    o.players = 4;
    o.mission = m;
    const crew::Game g = crew::Game::make(o).value();
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      State s;
      if (!late_position(g, 100 * static_cast<std::uint64_t>(m) + seed, 10, 0, s)) continue;
      const SolveResult r = solved(s, {.max_nodes = 200'000});
      if (r.verdict != Verdict::winnable) continue;
      const State end = replay(g, s, r.line);
      EXPECT_TRUE(g.is_terminal(end) && end.success) << "mission " << m << " seed " << seed;
      ++replayed;
    }
  }
  EXPECT_GE(replayed, 30);
}

TEST(Solver, ALimitStoppedSearchSaysUnknown) {
  Options o;
  o.mission = 10;
  const crew::Game g = crew::Game::make(o).value();
  State s;
  ASSERT_TRUE(late_position(g, 3, 10, 0, s));
  const SolveResult exact = solved(s);
  ASSERT_FALSE(exact.stopped);
  ASSERT_GT(exact.nodes, 100U);
  const SolveResult r = solved(s, {.max_nodes = 50});
  EXPECT_TRUE(r.stopped);
  EXPECT_EQ(r.verdict, Verdict::unknown);
  EXPECT_EQ(verdict_text(r), "unknown");
  EXPECT_EQ(r.probability, 0);
  EXPECT_TRUE(r.line.empty());
  EXPECT_TRUE(r.keeping.empty());
  EXPECT_LE(r.nodes, 51U);
  // With a time limit the answer is either exact or unknown, never a guess.
  const SolveResult timed = solved(s, {.time_ms = 1});
  if (!timed.stopped) {
    EXPECT_EQ(timed.probability, exact.probability);
  }
}

TEST(Solver, RefusesTheDealAndABadTableSize) {
  auto deal = crew::solve(crew::Game{}, crew::Game{}.initial_state());
  ASSERT_FALSE(deal.ok());
  EXPECT_EQ(deal.error().code, Errc::unsupported);
  EXPECT_NE(deal.error().message.find("deal"), std::string::npos);
  auto table = Solver::make({.table_bits = 9});
  ASSERT_FALSE(table.ok());
  EXPECT_EQ(table.error().code, Errc::invalid_argument);
  EXPECT_NE(table.error().message.find("table_bits"), std::string::npos);
  EXPECT_FALSE(Solver{}.solve(kOnlyB9).ok());  // a default-made solver has no table
}

/// The best over every way the crew could pick, each solved from the first trick.
double best_over_picks(Solver& solver, const State& s) {
  if (s.phase != Phase::pick && s.phase != Phase::question && s.phase != Phase::choose && s.phase != Phase::assign) {
    State t = s;
    while (t.phase == Phase::handover || t.phase == Phase::distress) t = apply_unchecked(t, t.phase == Phase::distress ? act::kNoDistress : act::kPass);
    return solver.probability(t);
  }
  ActionList legal;
  legal_actions(s, legal);
  if (s.phase == Phase::question) return best_over_picks(solver, apply_unchecked(s, legal[0]));  // answers change no rule
  double best = 0;
  for (ActionId a : legal) {
    const double v = best_over_picks(solver, apply_unchecked(s, a));
    if (v < 0) return v;  // a limit
    best = std::max(best, v);
  }
  return best;
}

TEST(Solver, FromThePicksTheCrewAlsoChoosesWhoTakesEachTask) {
  auto solver = Solver::make({.max_nodes = 300'000, .table_bits = 18}).value();
  int compared = 0;
  for (int m : {2, 3, 4, 20}) {
    Options o;
    o.players = 5;
    o.mission = m;
    const crew::Game g = crew::Game::make(o).value();
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      Rng rng(seed * 31 + static_cast<std::uint64_t>(m));
      State s = g.initial_state();
      while (g.current_player(s) == kChance) s = g.apply_unchecked(s, g.sample_chance(s, rng));
      const double from_picks = solver.probability(s);
      const double picked = best_over_picks(solver, s);
      if (from_picks < 0 || picked < 0) continue;  // a limit: nothing to compare
      EXPECT_EQ(from_picks, picked) << "mission " << m << " seed " << seed;
      ++compared;
    }
  }
  EXPECT_GE(compared, 20);
}

TEST(Solver, MissionTwelvesDrawsMakeItAProbability) {
  // Trick 1 of mission 12 with three cards a hand (the rest played): after it each seat draws
  // a random card from its right, so whether seat 2 can still take its omega task p2 depends
  // on the draws (brute force: a quarter of them). The other tasks are done already.
  State s = end_position(4, 12, {"p6 b6 g2", "g7 g8 y4", "p2 p4 y6", "p5 b3 b8"}, 0,
                         {{"p2", 2}, {"p9", 1, 1}, {"b9", 1, 1}, {"g9", 1, 1}});
  s.trick = 0;
  const double want = brute_force(s);
  ASSERT_GT(want, 0);
  ASSERT_LT(want, 1);
  const SolveResult r = solved(s);
  EXPECT_EQ(r.verdict, Verdict::probability);
  EXPECT_DOUBLE_EQ(r.probability, want);
  EXPECT_EQ(verdict_text(r).rfind("winnable with probability 0.", 0), 0U) << verdict_text(r);
  // The line stops at the draws: it ends the first trick and no more.
  ASSERT_FALSE(r.line.empty());
  Options twelve;
  twelve.mission = 12;
  const State end = replay(crew::Game::make(twelve).value(), s, r.line);
  EXPECT_EQ(end.phase, Phase::draw);
  for (ActionId a : r.keeping) EXPECT_DOUBLE_EQ(brute_force(apply_unchecked(s, a)), want);
}

TEST(Solver, MissionTwelvesSampledDrawsGiveALabelledEstimateAndLeaveTheTableExact) {
  // The position above: each of the four draws has three outcomes.
  State s = end_position(4, 12, {"p6 b6 g2", "g7 g8 y4", "p2 p4 y6", "p5 b3 b8"}, 0,
                         {{"p2", 2}, {"p9", 1, 1}, {"b9", 1, 1}, {"g9", 1, 1}});
  s.trick = 0;
  const double want = brute_force(s);
  // As many samples as outcomes: every outcome is kept, the answer is exact.
  const SolveResult all = solved(s, {.chance_samples = 3});
  EXPECT_EQ(all.verdict, Verdict::probability);
  EXPECT_DOUBLE_EQ(all.probability, want);
  // Fewer: an estimate, labelled as one, the same on every run.
  auto solver = Solver::make({.classify_moves = false, .chance_samples = 1});
  ASSERT_TRUE(solver.ok());
  const SolveResult one = solver.value().solve(s).value();
  EXPECT_EQ(one.verdict, Verdict::estimate);
  EXPECT_GE(one.probability, 0.0);
  EXPECT_LE(one.probability, 1.0);
  EXPECT_NE(verdict_text(one).find("an estimate from sampled draws"), std::string::npos) << verdict_text(one);
  const SolveResult again = solver.value().solve(s).value();  // its table now answers the positions after the draws
  EXPECT_EQ(again.probability, one.probability);
  const SolveResult fresh = solved(s, {.classify_moves = false, .chance_samples = 1});
  EXPECT_EQ(fresh.probability, one.probability);
  EXPECT_EQ(fresh.nodes, one.nodes);
  // The same solver, exact again: no estimate was left in its table.
  solver.value().set_limits({.classify_moves = false});
  const SolveResult exact = solver.value().solve(s).value();
  EXPECT_EQ(exact.verdict, Verdict::probability);
  EXPECT_DOUBLE_EQ(exact.probability, want);
}

}  // namespace
}  // namespace solvertest
