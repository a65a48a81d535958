#pragma once
// The Red November registry tests' names for the shared helpers of typed_support.hpp.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bgb/rn.hpp"
#include "rn/codec.hpp"
#include "typed_support.hpp"

namespace bgb::test {

using RnGame = ErasedGame<rn::Game>;
using RnState = ErasedState<rn::Game>;

inline std::shared_ptr<const AnyGame> rn_game(const std::string& options = "{}") { return registry_game("red-november", options); }
inline const rn::Game& rn_rules(const AnyGame& g) { return rules_of<rn::Game>(g); }
inline const rn::State& rn_state(const AnyState& s) { return state_of<rn::Game>(s); }
inline std::unique_ptr<AnyState> rn_wrap(const AnyGame& g, const rn::State& s) { return wrap_state<rn::Game>(g, s); }
inline std::vector<rn::State> rn_playout(const rn::Game& g, std::uint64_t seed) { return random_states(g, seed); }

}  // namespace bgb::test
