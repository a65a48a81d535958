#pragma once
// Shared helpers for the Under Falling Skies registry tests: games through the registry, random
// playouts that keep every state, and access to the ufs::State behind an AnyState.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bgb/ufs.hpp"
#include "typed_support.hpp"
#include "ufs/codec.hpp"

namespace bgb::test {

using UfsGame = ErasedGame<ufs::Game>;
using UfsState = ErasedState<ufs::Game>;

inline std::shared_ptr<const AnyGame> ufs_game(const std::string& options = "{}") {
  return registry_game("under-falling-skies", options);
}

/// The options of a hard mask: {"hard": [names of the set bits]}.
inline std::string ufs_options(std::uint8_t hard) {
  std::string list;
  for (int i = 0; i < ufs::kFlippableCards; ++i)
    if ((hard >> i) & 1U) list += (list.empty() ? "\"" : ",\"") + std::string(ufs::kCardNames[i]) + "\"";
  return "{\"hard\":[" + list + "]}";
}

inline const ufs::Game& ufs_rules(const AnyGame& g) { return rules_of<ufs::Game>(g); }
inline const ufs::State& ufs_state(const AnyState& s) { return state_of<ufs::Game>(s); }
inline std::unique_ptr<AnyState> ufs_wrap(const AnyGame& g, const ufs::State& s) { return wrap_state<ufs::Game>(g, s); }

/// A decision that does not lose at once when another one does not (random among those):
/// random play loses most games within a few rounds, this lets playouts reach late states.
inline ActionId ufs_careful_action(const ufs::Game& g, const ufs::State& s, Rng& rng) {
  ufs::ActionList all, safe;
  g.legal_actions(s, all);
  for (ActionId a : all) {
    const ufs::State n = g.apply_unchecked(s, a);
    if (!g.is_terminal(n) || n.end == ufs::End::won) safe.push_back(a);
  }
  const ufs::ActionList& from = safe.empty() ? all : safe;
  return from[static_cast<int>(rng.below(static_cast<std::uint64_t>(from.size())))];
}

/// Every state of one seeded playout (chance sampled; decisions uniform, or careful), initial
/// to terminal.
inline std::vector<ufs::State> ufs_playout(const ufs::Game& g, std::uint64_t seed, bool careful = false) {
  Rng rng(seed);
  std::vector<ufs::State> out{g.initial_state()};
  ufs::State s = out.back();
  while (!g.is_terminal(s)) {
    const ActionId a = g.current_player(s) == kChance ? sample_chance(g, s, rng)
                       : careful                      ? ufs_careful_action(g, s, rng)
                                                      : random_action(g, s, rng);
    s = g.apply_unchecked(s, a);
    out.push_back(s);
  }
  return out;
}

}  // namespace bgb::test
