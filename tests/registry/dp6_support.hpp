#pragma once
// Shared helpers for DP6's registry tests: games through the registry, random playouts that
// keep every state, and access to the dp6::State behind an AnyState.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bgb/dp6.hpp"
#include "dp6_codec.hpp"
#include "erased.hpp"
#include "registry.hpp"

namespace bgb::test {

using Dp6Game = ErasedGame<dp6::Game>;
using Dp6State = ErasedState<dp6::Game>;

inline std::shared_ptr<const AnyGame> dp6_game(const std::string& options = "{}") {
  Result<std::shared_ptr<const AnyGame>> g = make_game("dp6", options);
  EXPECT_TRUE(g.ok()) << options << ": " << g.error().message;
  return g.ok() ? g.value() : nullptr;
}

inline const dp6::Game& dp6_rules(const AnyGame& g) { return dynamic_cast<const Dp6Game&>(g).game(); }
inline const dp6::State& dp6_state(const AnyState& s) { return dynamic_cast<const Dp6State&>(s).state(); }
inline std::unique_ptr<AnyState> dp6_wrap(const AnyGame& g, const dp6::State& s) { return dynamic_cast<const Dp6Game&>(g).wrap(s); }

/// Every state of one seeded random playout, initial to terminal.
inline std::vector<dp6::State> dp6_playout(const dp6::Game& g, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<dp6::State> out{g.initial_state()};
  dp6::State s = out.back();
  while (!g.is_terminal(s)) {
    const ActionId a = g.current_player(s) == kChance ? sample_chance(g, s, rng) : random_action(g, s, rng);
    s = g.apply_unchecked(s, a);
    out.push_back(s);
  }
  return out;
}

}  // namespace bgb::test
