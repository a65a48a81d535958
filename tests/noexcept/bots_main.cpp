// The search bots in a program built without exceptions and RTTI (Godot's settings): one game of
// each game with MCTS seats (UCT or IS-MCTS, two threads) to the end, and a batch of random
// playouts (bgb/core/playouts.hpp) on two threads that must total what one thread does.
#include <cstdio>

#include "bgb/core/playouts.hpp"
#include "bgb/bots/mcts.hpp"
#include "bgb/crew.hpp"
#include "bgb/dp6.hpp"
#include "bgb/rn.hpp"
#include "bgb/ufs.hpp"

namespace {

template <class G, class Bot>
bool play(const char* name, const G& g, Bot& bot) {
  bgb::Rng rng(3);
  typename G::State s = g.initial_state();
  int decisions = 0;
  for (int steps = 0; !g.is_terminal(s) && steps < 20000; ++steps) {
    const bgb::PlayerId p = g.current_player(s);
    const bgb::ActionId a = p == bgb::kChance ? bgb::sample_chance(g, s, rng) : bot.choose(s, p, rng);
    if (p != bgb::kChance) ++decisions;
    if (!g.is_legal(s, a)) return false;
    s = g.apply_unchecked(s, a);
  }
  std::printf("%s: %d decisions, ended %d, return %.2f\n", name, decisions, g.is_terminal(s) ? 1 : 0, g.returns(s)[0]);
  return g.is_terminal(s);
}

}  // namespace

int main() {
  bgb::bots::SearchOptions o;
  o.iterations = 16;
  o.threads = 2;
  o.rollout = bgb::bots::Rollout::game;
  int ended = 0;
  bgb::crew::Options co;
  co.players = 3;
  const bgb::crew::Game crew = bgb::crew::Game::make(co).value();
  bgb::bots::IsMcts<bgb::crew::Game> crew_bot(crew, o);
  ended += play("the-crew", crew, crew_bot) ? 1 : 0;
  const bgb::ufs::Game ufs;
  bgb::bots::Mcts<bgb::ufs::Game> ufs_bot(ufs, o);
  ended += play("under-falling-skies", ufs, ufs_bot) ? 1 : 0;
  bgb::dp6::Options d;
  d.max_turns = 30;
  const bgb::dp6::Game dp6 = bgb::dp6::Game::make(d).value();
  bgb::bots::Mcts<bgb::dp6::Game> dp6_bot(dp6, o);
  ended += play("dp6", dp6, dp6_bot) ? 1 : 0;
  bgb::rn::Options r;
  r.players = 3;
  const bgb::rn::Game rn = bgb::rn::Game::make(r).value();
  bgb::bots::IsMcts<bgb::rn::Game> rn_bot(rn, o);
  ended += play("red-november", rn, rn_bot) ? 1 : 0;
  bgb::Rng one(5), two(5);
  const bgb::PlayoutStats a = bgb::run_playouts(crew, crew.initial_state(), 40, one, 1);
  const bgb::PlayoutStats b = bgb::run_playouts(crew, crew.initial_state(), 40, two, 2);
  std::printf("playouts: %lld games, %lld actions, same on 2 threads %d\n", static_cast<long long>(a.games),
              static_cast<long long>(a.actions), a == b ? 1 : 0);
  if (!(a == b) || a.games != 40) return 1;
  std::printf("bots: all %d games ended\n", ended);
  return ended == 4 ? 0 : 1;
}
