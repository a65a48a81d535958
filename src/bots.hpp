#pragma once
/// \file
/// Bots over the type-erased AnyState, for the CLI and simulations: a uniformly random player and
/// weighted chance sampling, both driven by a seeded bgb::Rng so every game is reproducible.
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "bgb/core/result.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "registry.hpp"

namespace bgb::bots {

/// Draws a chance outcome with the game's own sampler (AnyState::sample_chance).
ActionId sample_chance(const AnyState& s, Rng& rng);

/// A uniformly random legal decision of the seat to act; kInvalidAction when there is none.
ActionId random_decision(const AnyState& s, Rng& rng);

/// The next action of a random playout: a sampled outcome at a chance node, else a random decision.
ActionId random_action(const AnyState& s, Rng& rng);

/// A bot that plays uniformly random legal actions of an AnyState; the same seed gives the same
/// choices. (Not bots::RandomBot<G>, mcts.hpp's, over a typed Game: one name for both would be
/// two definitions of one entity.)
class AnyRandomBot {
 public:
  explicit AnyRandomBot(std::uint64_t seed) noexcept : rng_(seed) {}
  /// A legal decision for the seat to act in s.
  ActionId choose(const AnyState& s) { return random_decision(s, rng_); }

 private:
  Rng rng_;
};

/// A finished playout: the terminal state and every action applied, chance outcomes included.
struct Playout {
  std::unique_ptr<AnyState> final_state;
  std::vector<ActionId> actions;
};

/// Called before each action is applied, with the state it is applied to.
using ActionObserver = std::function<void(const AnyState& before, ActionId action)>;

/// Plays random actions from `start` until the game ends. Fails (Errc::internal) if a non-terminal
/// state offers nothing to do, or an action the state itself offered is refused, or the game runs
/// past `max_actions` (a guard against a rules bug that loops).
Result<Playout> random_playout(const AnyState& start, Rng& rng, const ActionObserver& observer = {},
                               std::int64_t max_actions = 1'000'000);

}  // namespace bgb::bots
