// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// What a search bot is told (budget, threads, exploration, rollout policy) and what it reports
/// about each legal action. Plain values, shared by bgb::bots::Mcts and bgb::bots::IsMcts.
#include <cstdint>

#include "bgb/core/types.hpp"

namespace bgb::bots {

/// The exploration constant for returns that are wins and losses (0 and 1).
inline constexpr double kDefaultExploration = 0.7;

/// Iterations per decision when neither the options nor the game say otherwise.
inline constexpr int kDefaultIterations = 1000;

/// How rollouts pick actions once the search leaves its tree.
enum class Rollout : std::uint8_t {
  random,  ///< uniformly random legal actions to the end of the game (the plain baseline)
  game,    ///< the game's own policy and evaluation (its Heuristics<G>), where it has one
};

/// The knobs of a search. An iteration budget makes the search deterministic: the same state,
/// seed and options give the same move on every platform, whatever the threads do.
struct SearchOptions {
  /// Iterations (playouts) per decision, over all threads together; 0 = no cap (then
  /// time_ms must be set). Negative (the default): the game's own with Rollout::game
  /// (G::kIterations, for a game whose strength still grows past kDefaultIterations at a
  /// modest cost a decision), else kDefaultIterations. See default_iterations() in policy.hpp.
  int iterations = -1;
  /// A wall-clock limit per decision in milliseconds; 0 = none. With a limit the result
  /// depends on the machine's speed, so it is not deterministic.
  int time_ms = 0;
  /// Independent trees searched in parallel (root parallelism), merged by summing the root's
  /// statistics in thread order. 1 = search on the calling thread only.
  int threads = 1;
  /// The UCB exploration constant c in Q + c * sqrt(ln(n) / n_child); returns lie in [0, 1].
  /// Negative (the default): the game's own with Rollout::game (G::kExploration, for a game
  /// whose rollout scores spread over a narrower range than wins and losses), else
  /// kDefaultExploration. See default_exploration() in policy.hpp.
  double exploration = -1;
  Rollout rollout = Rollout::random;
  /// With Rollout::game: actions a rollout may play before the game's evaluation scores the
  /// state instead of playing on; 0 = the game's own default (Heuristics<G>::kCutoff).
  int rollout_cutoff = 0;
  /// Tree nodes per thread; 0 = enough for the iteration budget (iterations + 1), or 2^20
  /// under a time limit. A full tree keeps searching, it only stops growing.
  int max_nodes = 0;
};

/// What the search thinks of one legal action of the root.
struct ActionStats {
  ActionId action = kInvalidAction;
  std::uint32_t visits = 0;  ///< iterations that went through it (all threads)
  double value = 0;          ///< mean return of the seat to act, in [0, 1]; 0 when unvisited
};

}  // namespace bgb::bots
