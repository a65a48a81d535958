// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// How a game lends its own knowledge to the search bots, and the plain policies used without
/// it. A game may define, as members of its Game class (so every translation unit sees the
/// same answer):
///
///   ActionId rollout_action(const State&, Rng&) const noexcept
///       a legal decision for a rollout, better than uniform random (heuristics.hpp of the game);
///   void evaluate(const State&, Returns& out) const noexcept
///       per-seat values in [0, 1] of a non-terminal state, for rollouts cut short;
///   static constexpr int kRolloutCutoff
///       after how many rollout actions evaluate() scores the state (0: play to the end);
///   void search_actions(const State&, ActionList& out) const noexcept
///       the legal decisions worth a place in the tree (a non-empty subset of legal_actions),
///       for a game whose decisions offer too many moves for a budget to try each (Under
///       Falling Skies: up to 150 placements, of which its heuristic keeps the best 8);
///   void rollout_outcome(const State& terminal, Returns& out) const noexcept
///       per-seat scores in [0, 1] of a rollout that reached the end, for a game whose returns
///       teach a search nothing because its wins are too rare (Under Falling Skies scores a
///       loss by how far the research got, a win 1);
///   static constexpr double kExploration
///       the UCB constant that suits the game's own rollout scores, when they spread over a
///       narrower range than wins and losses do (the default is kDefaultExploration).
///   static constexpr int kIterations
///       the iterations a decision searches by default with the game's own rollouts, for a game
///       whose strength still grows past kDefaultIterations (Under Falling Skies: 2000).
///
/// Rollout::game uses whichever of these the game has; a game with none plays random rollouts
/// and searches every legal action.
#include <concepts>

#include "bgb/bots/options.hpp"
#include "bgb/core/game.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"

namespace bgb::bots {

template <class G>
concept HasRolloutPolicy = requires(const G& g, const typename G::State& s, Rng& rng) {
  { g.rollout_action(s, rng) } -> std::same_as<ActionId>;
};

template <class G>
concept HasEvaluation = requires(const G& g, const typename G::State& s, Returns& out) {
  { g.evaluate(s, out) } -> std::same_as<void>;
};

template <class G>
concept HasSearchActions = requires(const G& g, const typename G::State& s, typename G::ActionList& out) {
  { g.search_actions(s, out) } -> std::same_as<void>;
};

template <class G>
concept HasRolloutOutcome = requires(const G& g, const typename G::State& s, Returns& out) {
  { g.rollout_outcome(s, out) } -> std::same_as<void>;
};

/// The game's default rollout length before evaluate(), or 0 (play to the end).
template <class G>
constexpr int default_cutoff() noexcept {
  if constexpr (requires { { G::kRolloutCutoff } -> std::convertible_to<int>; }) {
    return HasEvaluation<G> ? static_cast<int>(G::kRolloutCutoff) : 0;
  } else {
    return 0;
  }
}

/// The exploration constant a search uses: `options.exploration` when set (>= 0); else, with
/// Rollout::game, the game's own G::kExploration where it has one; else kDefaultExploration.
template <class G>
constexpr double default_exploration(const SearchOptions& options) noexcept {
  if (options.exploration >= 0) return options.exploration;
  if constexpr (requires { { G::kExploration } -> std::convertible_to<double>; }) {
    if (options.rollout == Rollout::game) return static_cast<double>(G::kExploration);
  }
  return kDefaultExploration;
}

/// The iterations a search runs a decision: `options.iterations` when set (>= 0); else, with
/// Rollout::game, the game's own G::kIterations where it has one; else kDefaultIterations.
template <class G>
constexpr int default_iterations(const SearchOptions& options) noexcept {
  if (options.iterations >= 0) return options.iterations;
  if constexpr (requires { { G::kIterations } -> std::convertible_to<int>; }) {
    if (options.rollout == Rollout::game) return static_cast<int>(G::kIterations);
  }
  return kDefaultIterations;
}

/// The next rollout action: a sampled outcome at a chance node; else the game's policy when
/// asked for and available, else a uniformly random legal action.
template <Game G>
ActionId rollout_step(const G& game, const typename G::State& s, Rng& rng, bool use_game_policy) noexcept {
  if (game.current_player(s) == kChance) return sample_chance(game, s, rng);
  if constexpr (HasRolloutPolicy<G>) {
    if (use_game_policy) return game.rollout_action(s, rng);
  }
  return random_action(game, s, rng);
}

}  // namespace bgb::bots
