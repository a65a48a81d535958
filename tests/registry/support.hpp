#pragma once
// Shared helpers for the registry tests: games through the registry, random playouts that keep
// every state, and access to the crew::State behind an AnyState.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bgb/crew/game.hpp"
#include "crew/codec.hpp"
#include "erased.hpp"
#include "registry.hpp"
#include "typed_support.hpp"

namespace bgb::test {

using CrewGame = ErasedGame<crew::Game>;
using CrewState = ErasedState<crew::Game>;

/// A registry game from options JSON; fails the test when it cannot be made.
inline std::shared_ptr<const AnyGame> crew_game(const std::string& options) {
  Result<std::shared_ptr<const AnyGame>> g = make_game("the-crew", options);
  EXPECT_TRUE(g.ok()) << options << ": " << g.error().message;
  return g.ok() ? g.value() : nullptr;
}

inline std::shared_ptr<const AnyGame> crew_game(int players, int mission) {
  return crew_game("{\"players\":" + std::to_string(players) + ",\"mission\":" + std::to_string(mission) + "}");
}

inline const crew::Game& rules_of(const AnyGame& g) { return dynamic_cast<const CrewGame&>(g).game(); }
inline const crew::State& crew_state(const AnyState& s) { return dynamic_cast<const CrewState&>(s).state(); }
inline std::unique_ptr<AnyState> wrap(const AnyGame& g, const crew::State& s) {
  return dynamic_cast<const CrewGame&>(g).wrap(s);
}

/// Every state of one random playout (chance sampled, decisions uniform), initial to terminal.
inline std::vector<crew::State> playout_states(const crew::Game& g, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<crew::State> out{g.initial_state()};
  crew::State s = out.back();
  while (!g.is_terminal(s)) {
    const ActionId a = g.current_player(s) == kChance ? sample_chance(g, s, rng) : random_action(g, s, rng);
    s = g.apply_unchecked(s, a);
    out.push_back(s);
  }
  return out;
}

/// The missions this version plays: every logbook row, 1..50.
inline std::vector<int> supported_missions() {
  std::vector<int> out;
  for (int m = 1; m <= crew::kNumMissions; ++m)
    if (crew::mission_supported(m)) out.push_back(m);
  return out;
}

}  // namespace bgb::test
