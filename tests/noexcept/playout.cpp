// Built with -fno-exceptions -fno-rtti: the rules must need neither.
#include "playout.hpp"

#include "bgb/crew.hpp"

namespace bgb_noexcept {

PlayoutResult crew_playout(int players, std::uint64_t seed) noexcept {
  bgb::crew::Options options;
  options.players = players;
  const bgb::Result<bgb::crew::Game> game = bgb::crew::Game::make(options);
  PlayoutResult out;
  if (!game) return out;
  out.made = true;
  bgb::Rng rng(seed);
  const bgb::crew::State end = bgb::random_playout(*game, game->initial_state(), rng, &out.steps);
  out.terminal = game->is_terminal(end);
  out.result = game->returns(end)[0];
  return out;
}

}  // namespace bgb_noexcept
