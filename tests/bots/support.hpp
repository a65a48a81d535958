#pragma once
// What the bot tests share: one game of each kind and seeded decision states to search.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "bgb/bots/mcts.hpp"
#include "bgb/crew.hpp"
#include "bgb/dp6.hpp"
#include "bgb/rn.hpp"
#include "bgb/ufs.hpp"

namespace bgb::bottest {

inline crew::Game crew_game(int players = 4, int mission = 1) {
  crew::Options o;
  o.players = players;
  o.mission = mission;
  return crew::Game::make(o).value();
}
inline rn::Game rn_game(int players = 4) {
  rn::Options o;
  o.players = players;
  return rn::Game::make(o).value();
}
inline dp6::Game dp6_game(int players = 2) {
  dp6::Options o;
  o.players = players;
  return dp6::Game::make(o).value();
}

/// Up to `count` decision states (a seat to act, more than one legal action) met along seeded
/// random playouts, every `stride`-th one.
template <class G>
std::vector<typename G::State> decision_states(const G& g, int count, int stride = 7, std::uint64_t seed = 1) {
  std::vector<typename G::State> out;
  for (int game = 0; static_cast<int>(out.size()) < count && game < 50; ++game) {
    Rng rng(seed + static_cast<std::uint64_t>(game));
    typename G::State s = g.initial_state();
    for (int k = 0; !g.is_terminal(s) && static_cast<int>(out.size()) < count; ++k) {
      if (g.current_player(s) == kChance) {
        s = g.apply_unchecked(s, sample_chance(g, s, rng));
        continue;
      }
      typename G::ActionList legal;
      g.legal_actions(s, legal);
      if (legal.size() > 1 && k % stride == 0) out.push_back(s);
      s = g.apply_unchecked(s, random_action(g, s, rng));
    }
  }
  return out;
}

/// Small budgets: these tests check behaviour, not strength.
inline bots::SearchOptions small(int iterations = 64, bots::Rollout rollout = bots::Rollout::random, int threads = 1) {
  bots::SearchOptions o;
  o.iterations = iterations;
  o.rollout = rollout;
  o.threads = threads;
  return o;
}

}  // namespace bgb::bottest
