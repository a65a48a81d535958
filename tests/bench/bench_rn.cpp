// Google Benchmark suite of Red November: random playouts per second for 4 and 8 gnomes
// (in-place, immutable and checked apply), legal-action generation on the move decisions (the
// widest: opens, plays, fixes of up to 10 minutes, takes, trades), is_legal on decisions,
// chance sampling, and the state's size. Not part of ctest.
#include <benchmark/benchmark.h>

#include <vector>

#include "bench_support.hpp"
#include "bgb/rn.hpp"
#include "bgb/rn/tensor.hpp"

namespace {

using bgb::rn::Game;
using bgb::rn::State;

Game make_game(int players) {
  bgb::rn::Options o;
  o.players = players;
  const bgb::Result<Game> g = Game::make(o);
  return g ? g.value() : Game{};
}

/// Whole games with bgb::random_playout (in-place apply); items = games.
void BM_RnRandomPlayout(benchmark::State& bs) {
  std::int64_t won = 0, games = 0;
  bgb::bench::random_playouts(bs, make_game(static_cast<int>(bs.range(0))), [&](const State& end) {
    won += end.end == bgb::rn::End::won ? 1 : 0;
    ++games;
  });
  bs.counters["win_rate"] = games ? static_cast<double>(won) / static_cast<double>(games) : 0.0;
}
BENCHMARK(BM_RnRandomPlayout)->ArgName("players")->Arg(4)->Arg(8);

/// The same games written with the immutable apply_unchecked (a new state per action).
void BM_RnImmutablePlayout(benchmark::State& bs) { bgb::bench::immutable_playouts(bs, make_game(static_cast<int>(bs.range(0)))); }
BENCHMARK(BM_RnImmutablePlayout)->ArgName("players")->Arg(4)->Arg(8);
/// The same games with every new state kept as its own value (no copy back): what a search pays.
void BM_RnImmutableChain(benchmark::State& bs) { bgb::bench::immutable_chain_playouts(bs, make_game(static_cast<int>(bs.range(0)))); }
BENCHMARK(BM_RnImmutableChain)->ArgName("players")->Arg(4);

/// legal_actions on move decisions of random games.
void BM_RnLegalActionsMove(benchmark::State& bs) {
  const Game g = make_game(static_cast<int>(bs.range(0)));
  bgb::bench::legal_actions_over(bs, g, bgb::bench::state_pool(g, 7, 512, [](const State& s) {
                                   return s.phase == bgb::rn::Phase::move;
                                 }));
}
BENCHMARK(BM_RnLegalActionsMove)->ArgName("players")->Arg(4)->Arg(8);

/// Chance sampling on event draws (up to 44 weighted card types).
void BM_RnSampleEvent(benchmark::State& bs) {
  const Game g = make_game(4);
  const std::vector<State> pool =
      bgb::bench::state_pool(g, 9, 256, [](const State& s) { return s.phase == bgb::rn::Phase::event_draw; });
  bgb::Rng rng(9);
  std::size_t i = 0;
  for (auto _ : bs) benchmark::DoNotOptimize(g.sample_chance(pool[i++ & 255], rng));
  bs.SetItemsProcessed(bs.iterations());
}
BENCHMARK(BM_RnSampleEvent);

/// The same games through the checked apply (is_legal, then the copy); actions = per second.
void BM_RnCheckedPlayout(benchmark::State& bs) {
  bgb::bench::checked_playouts(bs, make_game(static_cast<int>(bs.range(0))));
}
BENCHMARK(BM_RnCheckedPlayout)->ArgName("players")->Arg(4)->Arg(8);

/// sample_chance at every kind of chance node met along random games (placements, rolls, rooms,
/// item and event draws); actions = samples per second.
void BM_RnSampleChance(benchmark::State& bs) {
  const Game g = make_game(4);
  const std::vector<State> pool =
      bgb::bench::state_pool(g, 11, 1024, [&](const State& s) { return g.current_player(s) == bgb::kChance; });
  bgb::Rng rng(11);
  std::size_t i = 0;
  for (auto _ : bs) benchmark::DoNotOptimize(g.sample_chance(pool[i++ & 1023], rng));
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(bs.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RnSampleChance);

/// is_legal of one id per call at decision states of random games, the ids cycling through a
/// legal one and an arbitrary one (mostly illegal); actions = checks per second.
void BM_RnIsLegal(benchmark::State& bs) {
  const Game g = make_game(static_cast<int>(bs.range(0)));
  const std::vector<State> pool =
      bgb::bench::state_pool(g, 13, 512, [&](const State& s) { return g.current_player(s) >= 0; });
  std::vector<bgb::ActionId> ids;
  bgb::Rng pick(13);
  for (const State& s : pool) {
    Game::ActionList legal;
    g.legal_actions(s, legal);
    ids.push_back(legal[static_cast<int>(pick.below(static_cast<std::uint64_t>(legal.size())))]);
    ids.push_back(static_cast<bgb::ActionId>(pick.below(static_cast<std::uint64_t>(g.num_distinct_actions()))));
  }
  std::size_t i = 0;
  std::int64_t yes = 0;
  for (auto _ : bs) {
    const std::size_t j = i++ & 1023;
    yes += g.is_legal(pool[j >> 1], ids[j]) ? 1 : 0;
  }
  benchmark::DoNotOptimize(yes);
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(bs.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RnIsLegal)->ArgName("players")->Arg(4)->Arg(8);

/// write_observation_tensor of Red November (4 players) on states met along seeded random games, every seat in
/// turn; items = tensors written.
void BM_RnObservationTensor(benchmark::State& bs) {
  const bgb::rn::Game g = Game{};
  const std::vector<bgb::rn::State> pool = bgb::bench::state_pool(g, 5, 1024, [](const bgb::rn::State&) { return true; });
  std::vector<float> out(static_cast<std::size_t>(observation_tensor_size(g)));
  std::size_t i = 0;
  for (auto _ : bs) {
    write_observation_tensor(g, pool[i & (pool.size() - 1)], static_cast<bgb::PlayerId>(i % 4), out);
    ++i;
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  bs.SetItemsProcessed(static_cast<std::int64_t>(bs.iterations()));
}
BENCHMARK(BM_RnObservationTensor);

}  // namespace
