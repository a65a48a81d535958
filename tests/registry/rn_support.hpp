#pragma once
// Shared helpers for the Red November registry tests: games through the registry, random
// playouts that keep every state, and access to the rn::State behind an AnyState.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bgb/rn.hpp"
#include "erased.hpp"
#include "registry.hpp"
#include "rn_codec.hpp"

namespace bgb::test {

using RnGame = ErasedGame<rn::Game>;
using RnState = ErasedState<rn::Game>;

/// A registry game from options JSON; fails the test when it cannot be made.
inline std::shared_ptr<const AnyGame> rn_game(const std::string& options = "{}") {
  Result<std::shared_ptr<const AnyGame>> g = make_game("red-november", options);
  EXPECT_TRUE(g.ok()) << options << ": " << g.error().message;
  return g.ok() ? g.value() : nullptr;
}

inline const rn::Game& rn_rules(const AnyGame& g) { return dynamic_cast<const RnGame&>(g).game(); }
inline const rn::State& rn_state(const AnyState& s) { return dynamic_cast<const RnState&>(s).state(); }
inline std::unique_ptr<AnyState> rn_wrap(const AnyGame& g, const rn::State& s) { return dynamic_cast<const RnGame&>(g).wrap(s); }

/// Every state of one seeded random playout, initial to terminal.
inline std::vector<rn::State> rn_playout(const rn::Game& g, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<rn::State> out{g.initial_state()};
  rn::State s = out.back();
  while (!g.is_terminal(s)) {
    const ActionId a = g.current_player(s) == kChance ? sample_chance(g, s, rng) : random_action(g, s, rng);
    s = g.apply_unchecked(s, a);
    out.push_back(s);
  }
  return out;
}

}  // namespace bgb::test
