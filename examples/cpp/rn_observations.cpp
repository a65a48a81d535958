// Red November, header-only: one seeded random game for 4 gnomes, showing hidden information:
// what seat 0 sees of seat 1's items (their number, not which) against the whole state, and how
// the game ended. Usage: rn_observations [SEED]
#include <bgb/rn.hpp>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  const auto game = bgb::rn::Game::make(bgb::rn::Options{});  // 4 gnomes, the built-in board and decks
  if (!game) {
    std::fprintf(stderr, "%s\n", game.error().message.c_str());
    return 1;
  }
  bgb::Rng rng(argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 3);
  bgb::rn::State s = game->initial_state();
  int actions = 0;
  bool shown = false;
  while (!game->is_terminal(s)) {
    if (!shown && s.phase == bgb::rn::Phase::move) {  // the deal is over: compare two views
      const bgb::rn::Observation seen = game->observation(s, 0);
      std::printf("seat 1 holds %d items; seat 0 sees that it holds %d, and %d of them by name\n", bgb::rn::hand_size(s, 1),
                  seen.hand_size[1], bgb::rn::hand_size(seen.view, 1));
      shown = true;
    }
    const bool chance = game->current_player(s) == bgb::kChance;
    s = game->apply_unchecked(s, chance ? bgb::sample_chance(*game, s, rng) : bgb::random_action(*game, s, rng));
    ++actions;
  }
  const char* how = s.end == bgb::rn::End::won           ? "rescued: every gnome aboard reached minute 0"
                    : s.end == bgb::rn::End::disaster    ? "a disaster marker reached its end"
                    : s.end == bgb::rn::End::destruction ? "every Time Keeper passed a Destruction token"
                                                         : "no gnome is left aboard";
  std::printf("result after %d actions: %s (returns", actions, how);
  for (double r : game->returns(s)) std::printf(" %g", r);
  std::printf(")\n");
}
