// Google Benchmark suite of DP6: random playouts per second for 2, 3 and 4 players (in-place
// and immutable apply), legal-action generation, chance outcomes at reveals, and the state's
// size; the counters also report the mean game length in turns and actions. Not part of ctest.
#include <benchmark/benchmark.h>

#include <vector>

#include "bgb/dp6.hpp"

namespace {

using bgb::dp6::Game;
using bgb::dp6::State;

Game make_game(int players) {
  const bgb::Result<Game> g = Game::make(bgb::dp6::Options{players, 0});
  return g ? g.value() : Game{};
}

/// Whole games with bgb::random_playout (in-place apply); items = games.
void BM_Dp6RandomPlayout(benchmark::State& bs) {
  const Game g = make_game(static_cast<int>(bs.range(0)));
  bgb::Rng rng(42);
  std::int64_t actions = 0, turns = 0, games = 0;
  for (auto _ : bs) {
    std::int64_t steps = 0;
    State end = bgb::random_playout(g, g.initial_state(), rng, &steps);
    benchmark::DoNotOptimize(end);
    actions += steps;
    turns += end.turns;
    ++games;
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  bs.counters["actions/game"] = static_cast<double>(actions) / static_cast<double>(games ? games : 1);
  bs.counters["turns/game"] = static_cast<double>(turns) / static_cast<double>(games ? games : 1);
  bs.counters["bytes"] = sizeof(State);
}
BENCHMARK(BM_Dp6RandomPlayout)->ArgName("players")->Arg(2)->Arg(3)->Arg(4);

/// The same games with the immutable apply_unchecked (a new state per action).
void BM_Dp6ImmutablePlayout(benchmark::State& bs) {
  const Game g = make_game(static_cast<int>(bs.range(0)));
  bgb::Rng rng(42);
  std::int64_t actions = 0;
  Game::ActionList legal;
  for (auto _ : bs) {
    State s = g.initial_state();
    while (!g.is_terminal(s)) {
      bgb::ActionId a;
      if (g.current_player(s) == bgb::kChance) {
        a = bgb::sample_chance(g, s, rng);
      } else {
        g.legal_actions(s, legal);
        a = legal[static_cast<int>(rng.below(static_cast<std::uint64_t>(legal.size())))];
      }
      s = g.apply_unchecked(s, a);
      ++actions;
    }
    benchmark::DoNotOptimize(s);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Dp6ImmutablePlayout)->ArgName("players")->Arg(2)->Arg(4);

/// 512 decision states of random 4-player games.
std::vector<State> decision_pool(const Game& g) {
  std::vector<State> pool;
  bgb::Rng rng(7);
  while (pool.size() < 512) {
    State s = g.initial_state();
    while (!g.is_terminal(s) && pool.size() < 512) {
      Game::ActionList l;
      bgb::ActionId a;
      if (g.current_player(s) == bgb::kChance) {
        a = bgb::sample_chance(g, s, rng);
      } else {
        pool.push_back(s);
        g.legal_actions(s, l);
        a = l[static_cast<int>(rng.below(static_cast<std::uint64_t>(l.size())))];
      }
      s = g.apply_unchecked(s, a);
    }
  }
  return pool;
}

/// legal_actions on decision states.
void BM_Dp6LegalActions(benchmark::State& bs) {
  const Game g = make_game(4);
  const std::vector<State> pool = decision_pool(g);
  Game::ActionList out;
  std::size_t i = 0;
  for (auto _ : bs) {
    g.legal_actions(pool[i++ & 511], out);
    benchmark::DoNotOptimize(out);
  }
  bs.SetItemsProcessed(bs.iterations());
}
BENCHMARK(BM_Dp6LegalActions);

/// is_legal + apply of one listed action (the checked path the registry uses).
void BM_Dp6CheckedApply(benchmark::State& bs) {
  const Game g = make_game(4);
  const std::vector<State> pool = decision_pool(g);
  std::size_t i = 0;
  for (auto _ : bs) {
    const State& s = pool[i++ & 511];
    Game::ActionList l;
    g.legal_actions(s, l);
    bgb::Result<State> n = g.apply(s, l[0]);
    benchmark::DoNotOptimize(n);
  }
  bs.SetItemsProcessed(bs.iterations());
}
BENCHMARK(BM_Dp6CheckedApply);

}  // namespace
