// Google Benchmark suite of DP6: random playouts per second for 2, 3 and 4 players (in-place,
// immutable and checked apply), legal-action generation, is_legal, chance sampling, the checked
// apply, and the state's size; the counters also report the mean game length in turns and
// actions, and "actions" is the rate every per-action benchmark shares. Not part of ctest.
#include <benchmark/benchmark.h>

#include <span>
#include <vector>

#include "bench_support.hpp"
#include "bgb/dp6.hpp"
#include "bgb/dp6/tensor.hpp"

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
/// The same games with every new state kept as its own value (no copy back): what a search pays.
void BM_Dp6ImmutableChain(benchmark::State& bs) { bgb::bench::immutable_chain_playouts(bs, make_game(static_cast<int>(bs.range(0)))); }
BENCHMARK(BM_Dp6ImmutableChain)->ArgName("players")->Arg(4);

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
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(bs.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Dp6CheckedApply);

/// Whole random games through the checked apply (is_legal, then a new state; a Result per action).
void BM_Dp6CheckedPlayout(benchmark::State& bs) {
  bgb::bench::checked_playouts(bs, make_game(static_cast<int>(bs.range(0))));
}
BENCHMARK(BM_Dp6CheckedPlayout)->ArgName("players")->Arg(2)->Arg(4);

/// 512 chance states of random 4-player games (door deals, first player, reveals, decode rolls).
std::vector<State> chance_pool(const Game& g) {
  return bgb::bench::state_pool(g, 11, 512, [&](const State& s) { return g.current_player(s) == bgb::kChance; });
}

/// One chance outcome drawn per iteration; `generic`: through the outcome list and
/// bgb::draw_weighted (the reference), else the game's sampler.
void sample_over(benchmark::State& bs, bool generic) {
  const Game g = make_game(4);
  const std::vector<State> pool = chance_pool(g);
  bgb::Rng rng(5);
  std::size_t i = 0;
  for (auto _ : bs) {
    const State& s = pool[i++ & 511];
    bgb::ActionId a;
    if (generic) {
      Game::ChanceList l;
      g.chance_outcomes(s, l);
      a = bgb::draw_weighted(std::span<const bgb::ChanceOutcome>(l.begin(), l.end()), rng);
    } else {
      a = bgb::sample_chance(g, s, rng);
    }
    benchmark::DoNotOptimize(a);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(bs.iterations()), benchmark::Counter::kIsRate);
}

/// Game::sample_chance at chance states.
void BM_Dp6SampleChance(benchmark::State& bs) { sample_over(bs, false); }
BENCHMARK(BM_Dp6SampleChance);

/// The generic sampler it replaces (chance_outcomes + draw_weighted), for comparison.
void BM_Dp6SampleChanceGeneric(benchmark::State& bs) { sample_over(bs, true); }
BENCHMARK(BM_Dp6SampleChanceGeneric);

/// is_legal of every decision id in turn (about one in eleven legal) over the decision states.
void BM_Dp6IsLegal(benchmark::State& bs) {
  const Game g = make_game(4);
  const std::vector<State> pool = decision_pool(g);
  constexpr int kIds = bgb::dp6::act::kNumDistinct - bgb::dp6::act::kWalk;
  std::size_t i = 0;
  std::int64_t legal = 0;
  for (auto _ : bs) {
    const bool ok = g.is_legal(pool[(i / kIds) & 511], bgb::dp6::act::kWalk + static_cast<int>(i % kIds));
    legal += ok ? 1 : 0;
    ++i;
    benchmark::DoNotOptimize(ok);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(bs.iterations()), benchmark::Counter::kIsRate);
  bs.counters["legal_share"] = bs.iterations() ? static_cast<double>(legal) / static_cast<double>(bs.iterations()) : 0.0;
}
BENCHMARK(BM_Dp6IsLegal);

/// write_observation_tensor of DP6 (2 players) on states met along seeded random games, every seat in
/// turn; items = tensors written.
void BM_Dp6ObservationTensor(benchmark::State& bs) {
  const bgb::dp6::Game g = Game{};
  const std::vector<bgb::dp6::State> pool = bgb::bench::state_pool(g, 5, 1024, [](const bgb::dp6::State&) { return true; });
  std::vector<float> out(static_cast<std::size_t>(observation_tensor_size(g)));
  std::size_t i = 0;
  for (auto _ : bs) {
    write_observation_tensor(g, pool[i & (pool.size() - 1)], static_cast<bgb::PlayerId>(i % 2), out);
    ++i;
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  bs.SetItemsProcessed(static_cast<std::int64_t>(bs.iterations()));
}
BENCHMARK(BM_Dp6ObservationTensor);

}  // namespace
