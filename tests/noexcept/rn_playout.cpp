// Built with -fno-exceptions -fno-rtti: Red November's rules need neither.
#include "rn_playout.hpp"

#include "bgb/rn.hpp"

namespace bgb_noexcept {

PlayoutResult rn_playout(int players, std::uint64_t seed) noexcept {
  bgb::rn::Options options;
  options.players = players;
  const bgb::Result<bgb::rn::Game> game = bgb::rn::Game::make(options);
  PlayoutResult out;
  if (!game) return out;
  out.made = true;
  bgb::Rng rng(seed);
  const bgb::rn::State end = bgb::random_playout(*game, game->initial_state(), rng, &out.steps);
  out.terminal = game->is_terminal(end);
  out.result = game->returns(end)[0];
  return out;
}

}  // namespace bgb_noexcept
