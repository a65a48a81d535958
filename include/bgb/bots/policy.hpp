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
///       after how many rollout actions evaluate() scores the state (0: play to the end).
///
/// Rollout::game uses whichever of these the game has; a game with none plays random rollouts.
#include <concepts>

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

/// The game's default rollout length before evaluate(), or 0 (play to the end).
template <class G>
constexpr int default_cutoff() noexcept {
  if constexpr (requires { { G::kRolloutCutoff } -> std::convertible_to<int>; }) {
    return HasEvaluation<G> ? static_cast<int>(G::kRolloutCutoff) : 0;
  } else {
    return 0;
  }
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
