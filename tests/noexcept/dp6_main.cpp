// Runs a DP6 playout of every player count through the library built without exceptions.
#include <cstdio>

#include "dp6_playout.hpp"

int main() {
  int ended = 0;
  for (int players = 2; players <= 4; ++players) {
    const bgb_noexcept::PlayoutResult r = bgb_noexcept::dp6_playout(players, 11U + static_cast<unsigned>(players));
    std::printf("dp6, %d players: made %d, ended %d after %lld actions, seat 0 return %.0f\n", players, r.made, r.terminal,
                static_cast<long long>(r.steps), r.result);
    ended += r.made && r.terminal && r.steps > 20 ? 1 : 0;
  }
  std::printf("dp6: all %d games ended\n", ended);
  return ended == 3 ? 0 : 1;
}
