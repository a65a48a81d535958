// Under Falling Skies, header-only: a UCT search bot (bgb::bots::Mcts with the game's own
// knowledge: its rollout policy, the placements worth searching, rollouts scored by the
// research they reached) plays one seeded game at level 1, and the round-by-round research and
// damage are printed. Usage: ufs_search_bot [SEED] [ITERATIONS]
#include <bgb/bots/mcts.hpp>
#include <bgb/ufs.hpp>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  const auto game = bgb::ufs::Game::make(bgb::ufs::Options{});  // every card easy side up: level 1
  if (!game) {
    std::fprintf(stderr, "%s\n", game.error().message.c_str());
    return 1;
  }
  bgb::bots::SearchOptions options;
  options.iterations = argc > 2 ? std::atoi(argv[2]) : 200;
  options.rollout = bgb::bots::Rollout::game;
  bgb::bots::Mcts<bgb::ufs::Game> bot(*game, options);
  bgb::Rng rng(argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 11);  // dice and search alike
  bgb::ufs::State s = game->initial_state();
  int round = 0;
  while (!game->is_terminal(s)) {
    if (s.round != round) {
      round = s.round;
      std::printf("round %2d: research %2d/14, damage %d/5, energy %d\n", round, s.research, s.damage, s.energy);
    }
    const bool chance = game->current_player(s) == bgb::kChance;
    const bgb::ActionId a = chance ? bgb::sample_chance(*game, s, rng) : bot.choose(s, 0, rng);
    s = game->apply_unchecked(s, a);
  }
  const char* why = s.end == bgb::ufs::End::won              ? "the research is done: humanity is saved"
                    : s.end == bgb::ufs::End::base_destroyed ? "the base is destroyed"
                                                             : "the mothership covers the skull";
  std::printf("result after %d rounds: %s (research %d/14, damage %d/5)\n", s.round, why, s.research, s.damage);
}
