#pragma once
// What every game's registry tests need, once: the game through the registry, the typed rules
// and state behind an AnyGame/AnyState, and every state of a seeded random playout. The
// per-game support headers (ufs_support.hpp, dp6_support.hpp, rn_support.hpp) name these.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "erased.hpp"
#include "registry.hpp"

namespace bgb::test {

/// A registry game from options JSON; fails the test when it cannot be made.
inline std::shared_ptr<const AnyGame> registry_game(std::string_view name, const std::string& options) {
  Result<std::shared_ptr<const AnyGame>> g = make_game(name, options);
  EXPECT_TRUE(g.ok()) << name << ' ' << options << ": " << g.error().message;
  return g.ok() ? g.value() : nullptr;
}

template <class G>
const G& rules_of(const AnyGame& g) {
  return dynamic_cast<const ErasedGame<G>&>(g).game();
}
template <class G>
const typename G::State& state_of(const AnyState& s) {
  return dynamic_cast<const ErasedState<G>&>(s).state();
}
template <class G>
std::unique_ptr<AnyState> wrap_state(const AnyGame& g, const typename G::State& s) {
  return dynamic_cast<const ErasedGame<G>&>(g).wrap(s);
}

/// Every state of one seeded random playout (chance sampled, decisions uniform), initial to
/// terminal.
template <class G>
std::vector<typename G::State> random_states(const G& g, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<typename G::State> out{g.initial_state()};
  typename G::State s = out.back();
  while (!g.is_terminal(s)) {
    const ActionId a = g.current_player(s) == kChance ? sample_chance(g, s, rng) : random_action(g, s, rng);
    s = g.apply_unchecked(s, a);
    out.push_back(s);
  }
  return out;
}

}  // namespace bgb::test
