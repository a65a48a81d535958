#pragma once
// What every game's registry tests need, once: the game through the registry, the typed rules
// and state behind an AnyGame/AnyState, and every state of a seeded random playout. The
// per-game support headers (ufs_support.hpp, dp6_support.hpp, rn_support.hpp) name these.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <iterator>
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

/// Walks from the root of a JSON document to a random leaf (an empty array or object counts as
/// one) and replaces it with one of `values`: the snapshot mutation tests' one edit.
template <class Json>
void set_random_leaf(Json& j, const std::vector<Json>& values, Rng& rng) {
  Json* at = &j;
  while (at->is_structured() && !at->empty()) {
    const std::size_t n = rng.below(at->size());
    at = at->is_array() ? &(*at)[n] : &(std::next(at->begin(), static_cast<std::ptrdiff_t>(n)).value());
  }
  *at = values[rng.below(values.size())];
}

/// True when `text` contains `needle`.
inline bool contains(const std::string& text, const std::string& needle) { return text.find(needle) != std::string::npos; }

}  // namespace bgb::test
