// Google Benchmark suite of DP6: random playouts per second for 2, 3 and 4 players (in-place
// and immutable apply), legal-action generation, the checked apply, and the state's size; the
// counters also report the mean game length in turns and actions. Not part of ctest.
#include <benchmark/benchmark.h>

#include <vector>

#include "bench_support.hpp"
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
  std::int64_t turns = 0, games = 0;
  bgb::bench::random_playouts(bs, g, [&](const State& end) {
    turns += end.turns;
    ++games;
  });
  bs.counters["turns/game"] = static_cast<double>(turns) / static_cast<double>(games ? games : 1);
}
BENCHMARK(BM_Dp6RandomPlayout)->ArgName("players")->Arg(2)->Arg(3)->Arg(4);

/// The same games with the immutable apply_unchecked (a new state per action).
void BM_Dp6ImmutablePlayout(benchmark::State& bs) { bgb::bench::immutable_playouts(bs, make_game(static_cast<int>(bs.range(0)))); }
BENCHMARK(BM_Dp6ImmutablePlayout)->ArgName("players")->Arg(2)->Arg(4);

/// 512 decision states of random 4-player games.
std::vector<State> decision_pool(const Game& g) {
  return bgb::bench::state_pool(g, 7, 512, [&](const State& s) { return g.current_player(s) != bgb::kChance; });
}

/// legal_actions on decision states.
void BM_Dp6LegalActions(benchmark::State& bs) {
  const Game g = make_game(4);
  bgb::bench::legal_actions_over(bs, g, decision_pool(g));
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
