// Plays one seeded random game of The Crew (4 players, mission 1) and prints the transcript.
#include <bgb/crew.hpp>
#include <cstdio>
#include <string>

int main() {
  const auto game = bgb::crew::Game::make(bgb::crew::Options{});  // 4 players, mission 1
  if (!game) {
    std::fprintf(stderr, "%s\n", game.error().message.c_str());
    return 1;
  }
  bgb::Rng rng(2024);  // same seed, same game, on every platform
  bgb::crew::State state = game->initial_state();
  while (!game->is_terminal(state)) {
    const bgb::PlayerId who = game->current_player(state);
    const bgb::ActionId a = who == bgb::kChance ? bgb::sample_chance(*game, state, rng)
                                                : bgb::random_action(*game, state, rng);
    const std::string actor = who == bgb::kChance ? "chance" : "seat " + std::to_string(who);
    std::printf("%-7s %s\n", actor.c_str(), game->action_text(state, a).c_str());
    state = game->apply_unchecked(state, a);  // a new state; the old one is unchanged
  }
  const std::string why = bgb::crew::failure_text(state);
  std::printf("result: %s\n", why.empty() ? "mission accomplished" : ("failed: " + why).c_str());
}
