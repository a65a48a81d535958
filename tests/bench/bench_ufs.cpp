// Google Benchmark suite of Under Falling Skies: random playouts per second (in place, immutable
// and through the checked apply), legal-action generation, is_legal, chance sampling, and the
// state's size. Not part of ctest.
#include <benchmark/benchmark.h>

#include <vector>

#include "bench_support.hpp"
#include "bgb/ufs.hpp"
#include "bgb/ufs/tensor.hpp"

namespace {

using bgb::ufs::Game;
using bgb::ufs::State;

Game make_game(int hard) {
  bgb::ufs::Options o;
  o.hard = static_cast<std::uint8_t>(hard);
  const bgb::Result<Game> g = Game::make(o);
  return g ? g.value() : Game{};
}

/// Whole games with bgb::random_playout (in-place apply); items = games.
void BM_UfsRandomPlayout(benchmark::State& bs) {
  bgb::bench::random_playouts(bs, make_game(static_cast<int>(bs.range(0))), [](const State&) {});
}
BENCHMARK(BM_UfsRandomPlayout)->ArgName("hard")->Arg(0)->Arg(0x7F);

/// The same games written with the immutable apply_unchecked (a new state per action).
void BM_UfsImmutablePlayout(benchmark::State& bs) {
  bgb::bench::immutable_playouts(bs, make_game(static_cast<int>(bs.range(0))));
}
BENCHMARK(BM_UfsImmutablePlayout)->ArgName("hard")->Arg(0)->Arg(0x7F);

/// The same games with every new state kept as its own value (no copy back): what a search pays.
void BM_UfsImmutableChain(benchmark::State& bs) {
  bgb::bench::immutable_chain_playouts(bs, make_game(static_cast<int>(bs.range(0))));
}
BENCHMARK(BM_UfsImmutableChain)->ArgName("hard")->Arg(0);

/// The same games through the checked apply (validation and a Result per action).
void BM_UfsCheckedPlayout(benchmark::State& bs) {
  bgb::bench::checked_playouts(bs, make_game(static_cast<int>(bs.range(0))));
}
BENCHMARK(BM_UfsCheckedPlayout)->ArgName("hard")->Arg(0)->Arg(0x7F);

/// Placement states met along seeded random games (the widest decisions: up to 5 dice x 30 cells).
std::vector<State> place_pool(const Game& g) {
  return bgb::bench::state_pool(g, 7, 512, [](const State& s) { return s.phase == bgb::ufs::Phase::place; });
}

/// legal_actions on placement states.
void BM_UfsLegalActionsPlace(benchmark::State& bs) {
  const Game g = make_game(0);
  bgb::bench::legal_actions_over(bs, g, place_pool(g));
}
BENCHMARK(BM_UfsLegalActionsPlace);

/// is_legal of every id in [0, 493) on decision states of every phase; actions = ids checked.
void BM_UfsIsLegal(benchmark::State& bs) {
  const Game g = make_game(0);
  const std::vector<State> pool =
      bgb::bench::state_pool(g, 11, 256, [&](const State& s) { return g.current_player(s) == 0; });
  std::size_t i = 0;
  std::int64_t checked = 0, legal = 0;
  for (auto _ : bs) {
    const State& s = pool[i++ & (pool.size() - 1)];
    for (bgb::ActionId a = 0; a < bgb::ufs::act::kNumDistinct; ++a) legal += g.is_legal(s, a) ? 1 : 0;
    checked += bgb::ufs::act::kNumDistinct;
  }
  benchmark::DoNotOptimize(legal);
  bs.SetItemsProcessed(checked);
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(checked), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_UfsIsLegal);

/// sample_chance (the game's fast path where it has one) at the roll states of a pool.
void BM_UfsSampleChance(benchmark::State& bs) {
  const Game g = make_game(0);
  const std::vector<State> pool =
      bgb::bench::state_pool(g, 13, 512, [&](const State& s) { return g.current_player(s) == bgb::kChance; });
  bgb::Rng rng(42);
  std::size_t i = 0;
  std::int64_t drawn = 0;
  for (auto _ : bs) {
    benchmark::DoNotOptimize(bgb::sample_chance(g, pool[i++ & (pool.size() - 1)], rng));
    ++drawn;
  }
  bs.SetItemsProcessed(drawn);
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(drawn), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_UfsSampleChance);

/// write_observation_tensor of Under Falling Skies on states met along seeded random games, every seat in
/// turn; items = tensors written.
void BM_UfsObservationTensor(benchmark::State& bs) {
  const bgb::ufs::Game g = make_game(0);
  const std::vector<bgb::ufs::State> pool = bgb::bench::state_pool(g, 5, 1024, [](const bgb::ufs::State&) { return true; });
  std::vector<float> out(static_cast<std::size_t>(observation_tensor_size(g)));
  std::size_t i = 0;
  for (auto _ : bs) {
    write_observation_tensor(g, pool[i & (pool.size() - 1)], static_cast<bgb::PlayerId>(i % 1), out);
    ++i;
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  bs.SetItemsProcessed(static_cast<std::int64_t>(bs.iterations()));
}
BENCHMARK(BM_UfsObservationTensor);

}  // namespace
