// Built with -fno-exceptions -fno-rtti: DP6's rules need neither.
#include "dp6_playout.hpp"

#include "bgb/dp6.hpp"

namespace bgb_noexcept {

PlayoutResult dp6_playout(int players, std::uint64_t seed) noexcept {
  const bgb::Result<bgb::dp6::Game> game = bgb::dp6::Game::make(bgb::dp6::Options{players, 0});
  PlayoutResult out;
  if (!game) return out;
  out.made = true;
  bgb::Rng rng(seed);
  const bgb::dp6::State end = bgb::random_playout(*game, game->initial_state(), rng, &out.steps);
  out.terminal = game->is_terminal(end);
  out.result = game->returns(end)[0];
  return out;
}

}  // namespace bgb_noexcept
