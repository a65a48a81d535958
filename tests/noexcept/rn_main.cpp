// Runs a Red November playout of every player count through the library built without exceptions.
#include <cstdio>

#include "rn_playout.hpp"

int main() {
  int ended = 0;
  for (int players = 3; players <= 8; ++players) {
    const bgb_noexcept::PlayoutResult r = bgb_noexcept::rn_playout(players, 13U + static_cast<unsigned>(players));
    std::printf("red-november, %d players: made %d, ended %d after %lld actions, seat 0 return %.0f\n", players, r.made,
                r.terminal, static_cast<long long>(r.steps), r.result);
    ended += r.made && r.terminal && r.steps > 20 ? 1 : 0;
  }
  std::printf("red-november: all %d games ended\n", ended);
  return ended == 6 ? 0 : 1;
}
