// DP6, header-only: a UCT search bot in seat 0 races a random player in seat 1 to the escape
// Capsule (the Aberration moves by itself), and the crew each seat saved are printed.
// Usage: dp6_bot_race [SEED] [ITERATIONS]
#include <bgb/bots/mcts.hpp>
#include <bgb/dp6.hpp>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  const auto game = bgb::dp6::Game::make(bgb::dp6::Options{.players = 2, .max_turns = 100});
  if (!game) {
    std::fprintf(stderr, "%s\n", game.error().message.c_str());
    return 1;
  }
  bgb::bots::SearchOptions options;
  options.iterations = argc > 2 ? std::atoi(argv[2]) : 300;
  options.rollout = bgb::bots::Rollout::game;
  bgb::bots::Mcts<bgb::dp6::Game> searcher(*game, options);
  bgb::bots::RandomBot<bgb::dp6::Game> random(*game);
  bgb::Rng rng(argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 5);
  bgb::dp6::State s = game->initial_state();
  while (!game->is_terminal(s)) {
    const bgb::PlayerId p = game->current_player(s);
    const bgb::ActionId a = p == bgb::kChance ? bgb::sample_chance(*game, s, rng)
                            : p == 0          ? searcher.choose(s, 0, rng)
                                              : random.choose(s, 1, rng);
    s = game->apply_unchecked(s, a);
  }
  const bgb::Returns r = game->returns(s);
  for (int seat = 0; seat < 2; ++seat) {
    int saved = 0;
    for (std::uint8_t where : s.tracks[static_cast<std::size_t>(seat)].crew) saved += where == bgb::dp6::kCapsule ? 1 : 0;
    std::printf("seat %d (%s): %d crew in the Capsule, return %g\n", seat, seat == 0 ? "search" : "random", saved,
                r[static_cast<std::size_t>(seat)]);
  }
  const char* how = s.end == bgb::dp6::End::launched ? "the Capsule launched"
                    : s.end == bgb::dp6::End::stranded ? "nobody could act any more"
                                                       : "the turn limit, scored as a launch";
  std::printf("result after %d turns: %s\n", s.turns, how);
}
