#pragma once
// DP6's registry tests' names for the shared helpers of typed_support.hpp.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bgb/dp6.hpp"
#include "dp6/codec.hpp"
#include "typed_support.hpp"

namespace bgb::test {

using Dp6Game = ErasedGame<dp6::Game>;
using Dp6State = ErasedState<dp6::Game>;

inline std::shared_ptr<const AnyGame> dp6_game(const std::string& options = "{}") { return registry_game("dp6", options); }
inline const dp6::Game& dp6_rules(const AnyGame& g) { return rules_of<dp6::Game>(g); }
inline const dp6::State& dp6_state(const AnyState& s) { return state_of<dp6::Game>(s); }
inline std::unique_ptr<AnyState> dp6_wrap(const AnyGame& g, const dp6::State& s) { return wrap_state<dp6::Game>(g, s); }
inline std::vector<dp6::State> dp6_playout(const dp6::Game& g, std::uint64_t seed) { return random_states(g, seed); }

}  // namespace bgb::test
