// Runs a playout of every player count through the library built without exceptions.
#include <cstdio>

#include "playout.hpp"

int main() {
  int ended = 0;
  for (int players = 2; players <= 5; ++players) {
    const bgb_noexcept::PlayoutResult r = bgb_noexcept::crew_playout(players, 7U + static_cast<unsigned>(players));
    std::printf("%d players: made %d, ended %d after %lld actions, return %.0f\n", players, r.made, r.terminal,
                static_cast<long long>(r.steps), r.result);
    ended += r.made && r.terminal && r.steps > 40 ? 1 : 0;
  }
  std::printf("all %d games ended\n", ended);
  return ended == 4 ? 0 : 1;
}
