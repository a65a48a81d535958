// bgb::run_playouts (bgb/core/playouts.hpp) on each game with 1 and 2 threads: what `bgb
// simulate --threads N` and bgb_playouts run. One iteration is a batch of kBatch games; the
// rates are per wall-clock second (UseRealTime), so 2 threads show the speed-up over 1 (the
// target is 1.8x on two free cores).
#include <benchmark/benchmark.h>

#include <cstdint>

#include "bgb/core/playouts.hpp"
#include "bgb/crew.hpp"
#include "bgb/dp6.hpp"
#include "bgb/rn.hpp"
#include "bgb/ufs.hpp"

namespace {

/// Games per batch: enough that starting the threads is noise (under 1%).
constexpr std::int64_t kBatch = 512;

template <class G>
void batch(benchmark::State& bs, const G& g) {
  const int threads = static_cast<int>(bs.range(0));
  const typename G::State start = g.initial_state();
  bgb::Rng rng(42);
  std::int64_t actions = 0, games = 0;
  for (auto _ : bs) {
    const bgb::PlayoutStats st = bgb::run_playouts(g, start, kBatch, rng, threads);
    benchmark::DoNotOptimize(st.actions);
    actions += st.actions;
    games += st.games;
  }
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  bs.counters["games"] = benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
}

void BM_PlayoutsCrew(benchmark::State& bs) {
  bgb::crew::Options o;
  o.players = 4;
  batch(bs, bgb::crew::Game::make(o).value());
}
void BM_PlayoutsUfs(benchmark::State& bs) { batch(bs, bgb::ufs::Game::make(bgb::ufs::Options{}).value()); }
void BM_PlayoutsDp6(benchmark::State& bs) { batch(bs, bgb::dp6::Game::make(bgb::dp6::Options{4, 0}).value()); }
void BM_PlayoutsRn(benchmark::State& bs) {
  bgb::rn::Options o;
  o.players = 4;
  batch(bs, bgb::rn::Game::make(o).value());
}

BENCHMARK(BM_PlayoutsCrew)->ArgName("threads")->Arg(1)->Arg(2)->UseRealTime();
BENCHMARK(BM_PlayoutsUfs)->ArgName("threads")->Arg(1)->Arg(2)->UseRealTime();
BENCHMARK(BM_PlayoutsDp6)->ArgName("threads")->Arg(1)->Arg(2)->UseRealTime();
BENCHMARK(BM_PlayoutsRn)->ArgName("threads")->Arg(1)->Arg(2)->UseRealTime();

}  // namespace
