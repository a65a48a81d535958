#pragma once
/// \file
/// The reference the solver is checked against: every legal action tried, chance averaged,
/// nothing cut, merged or remembered. Only the decisions that full knowledge makes moot are
/// fixed the way the solver's contract fixes them (pass, no-distress, the first answer).
#include <algorithm>
#include <cstdint>
#include <string>

#include <gtest/gtest.h>

#include "bgb/crew.hpp"
#include "bgb/crew/solver.hpp"

namespace solvertest {

using namespace bgb;
using namespace bgb::crew;

inline double brute_force(const State& s) {
  if (s.phase == Phase::over) return s.success ? 1.0 : 0.0;
  if (current_player(s) == kChance) {
    ChanceList outcomes;
    chance_outcomes(s, outcomes);
    double sum = 0, weight = 0;
    for (const ChanceOutcome& o : outcomes) {
      sum += o.weight * brute_force(apply_unchecked(s, o.action));
      weight += o.weight;
    }
    return sum / weight;
  }
  ActionList legal;
  legal_actions(s, legal);
  if (s.phase == Phase::comm) return brute_force(apply_unchecked(s, act::kPass));
  if (s.phase == Phase::distress) return brute_force(apply_unchecked(s, act::kNoDistress));
  if (s.phase == Phase::question) return brute_force(apply_unchecked(s, legal[0]));
  double best = 0;
  for (ActionId a : legal) best = std::max(best, brute_force(apply_unchecked(s, a)));
  return best;
}

/// A random deal of the mission, played by random decisions (the distress signal too) and by
/// the rollout policy's cards until `tricks_left` tricks remain and `in_trick` cards of the
/// next trick are down. False when the mission ended before that.
inline bool late_position(const crew::Game& g, std::uint64_t seed, int tricks_left, int in_trick, State& out) {
  Rng rng(seed);
  State s = g.initial_state();
  const int total = kNumCards / s.seats;
  while (!g.is_terminal(s)) {
    if (s.phase == Phase::play && s.trick == total - tricks_left && s.in_trick == in_trick) {
      out = s;
      return true;
    }
    if (g.current_player(s) == kChance) {
      s = g.apply_unchecked(s, g.sample_chance(s, rng));
    } else if (s.phase == Phase::play || s.phase == Phase::comm) {
      s = g.apply_unchecked(s, g.rollout_action(s, rng));
    } else {
      ActionList legal;
      g.legal_actions(s, legal);
      s = g.apply_unchecked(s, legal[static_cast<int>(rng.below(static_cast<std::uint64_t>(legal.size())))]);
    }
  }
  return false;
}

/// Calls check(s, where) on random late positions of every mission at 2 to 5 players: deal d
/// of each (seed 31337 * mission + player_salt * players + d) played by the rollout policy to
/// tricks_left(d) tricks before the end and in_trick(d) cards into the trick, when it gets there.
template <class TricksLeft, class InTrick, class Check>
void for_late_positions(int deals, std::uint64_t player_salt, TricksLeft tricks_left, InTrick in_trick, Check check) {
  for (int players = 2; players <= 5; ++players)
    for (int mission = 1; mission <= kNumMissions; ++mission) {
      Options o;
      o.players = players;
      o.mission = mission;
      const crew::Game g = crew::Game::make(o).value();
      for (int d = 0; d < deals; ++d) {
        State s;
        const std::uint64_t seed = 31337ULL * static_cast<std::uint64_t>(mission) +
                                   player_salt * static_cast<std::uint64_t>(players) + static_cast<std::uint64_t>(d);
        if (late_position(g, seed, tricks_left(players, d), in_trick(s.seats, d), s))
          check(s, "players " + std::to_string(players) + " mission " + std::to_string(mission) + " seed " + std::to_string(seed));
      }
    }
}

/// The schedule's cut (unschedulable) fires as expected, and brute force and the solver agree
/// on the probability.
inline void expect_schedule(const State& s, bool fires, double brute) {
  EXPECT_EQ(detail::solver::unschedulable(s), fires);
  EXPECT_EQ(brute_force(s), brute);
  EXPECT_EQ(Solver::make({.table_bits = 12}).value().probability(s), brute);
}

}  // namespace solvertest
