// Plays seeded random games of The Crew with the installed header-only rules.
#include <bgb/crew.hpp>

#include <cstdint>
#include <cstdio>

int main() {
  bgb::crew::Options options;
  options.players = 4;
  options.mission = 2;
  const bgb::Result<bgb::crew::Game> made = bgb::crew::Game::make(options);
  if (!made) {
    std::fprintf(stderr, "Game::make: %s\n", made.error().message.c_str());
    return 1;
  }
  const bgb::crew::Game& game = made.value();

  // The same seed must give the same game, installed or not.
  std::uint64_t hashes[2] = {0, 0};
  std::int64_t steps = 0;
  bgb::crew::State end{};
  for (std::uint64_t& h : hashes) {
    bgb::Rng rng(2024);
    end = bgb::random_playout(game, game.initial_state(), rng, &steps);
    h = game.hash(end);
  }
  if (!game.is_terminal(end) || hashes[0] != hashes[1] || steps <= 0) {
    std::fprintf(stderr, "playout not terminal or not reproducible\n");
    return 1;
  }
  const bgb::Returns returns = game.returns(end);
  std::printf("the-crew mission 2, 4 players: %lld actions, return %g, %s\n",
              static_cast<long long>(steps), returns[0],
              bgb::crew::failure_text(end).empty() ? "success" : bgb::crew::failure_text(end).c_str());
  return 0;
}
