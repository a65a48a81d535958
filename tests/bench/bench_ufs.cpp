// Google Benchmark suite of Under Falling Skies: random playouts per second (immutable apply and
// in-place), legal-action generation, and the state's size. Not part of ctest.
#include <benchmark/benchmark.h>

#include <vector>

#include "bgb/ufs.hpp"

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
  const Game g = make_game(static_cast<int>(bs.range(0)));
  bgb::Rng rng(42);
  std::int64_t actions = 0;
  for (auto _ : bs) {
    std::int64_t steps = 0;
    State end = bgb::random_playout(g, g.initial_state(), rng, &steps);
    benchmark::DoNotOptimize(end);
    actions += steps;
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  bs.counters["bytes"] = sizeof(State);
}
BENCHMARK(BM_UfsRandomPlayout)->ArgName("hard")->Arg(0)->Arg(0x7F);

/// The same games written with the immutable apply_unchecked (a new state per action).
void BM_UfsImmutablePlayout(benchmark::State& bs) {
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
        a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
      }
      s = g.apply_unchecked(s, a);
      ++actions;
    }
    benchmark::DoNotOptimize(s);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_UfsImmutablePlayout)->ArgName("hard")->Arg(0)->Arg(0x7F);

/// legal_actions on placement states (the widest decisions: up to 5 dice x 30 cells).
void BM_UfsLegalActionsPlace(benchmark::State& bs) {
  const Game g = make_game(0);
  std::vector<State> pool;
  bgb::Rng rng(7);
  while (pool.size() < 512) {
    State s = g.initial_state();
    while (!g.is_terminal(s) && pool.size() < 512) {
      if (s.phase == bgb::ufs::Phase::place) pool.push_back(s);
      Game::ActionList l;
      const bgb::ActionId a = g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng)
                                                                 : (g.legal_actions(s, l), l[static_cast<std::size_t>(rng.below(l.size()))]);
      s = g.apply_unchecked(s, a);
    }
  }
  Game::ActionList out;
  std::size_t i = 0;
  for (auto _ : bs) {
    g.legal_actions(pool[i++ & 511], out);
    benchmark::DoNotOptimize(out);
  }
  bs.SetItemsProcessed(bs.iterations());
}
BENCHMARK(BM_UfsLegalActionsPlace);

}  // namespace
