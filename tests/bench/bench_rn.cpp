// Google Benchmark suite of Red November: random playouts per second for 4 and 8 gnomes
// (in-place and immutable apply), legal-action generation on the move decisions (the widest:
// opens, plays, fixes of up to 10 minutes, takes, trades), and the state's size. Not part of ctest.
#include <benchmark/benchmark.h>

#include <vector>

#include "bgb/rn.hpp"

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
  const Game g = make_game(static_cast<int>(bs.range(0)));
  bgb::Rng rng(42);
  std::int64_t actions = 0, won = 0, games = 0;
  for (auto _ : bs) {
    std::int64_t steps = 0;
    State end = bgb::random_playout(g, g.initial_state(), rng, &steps);
    benchmark::DoNotOptimize(end);
    actions += steps;
    won += end.end == bgb::rn::End::won ? 1 : 0;
    ++games;
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  bs.counters["win_rate"] = games ? static_cast<double>(won) / static_cast<double>(games) : 0.0;
  bs.counters["bytes"] = sizeof(State);
}
BENCHMARK(BM_RnRandomPlayout)->ArgName("players")->Arg(4)->Arg(8);

/// The same games written with the immutable apply_unchecked (a new state per action).
void BM_RnImmutablePlayout(benchmark::State& bs) {
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
BENCHMARK(BM_RnImmutablePlayout)->ArgName("players")->Arg(4)->Arg(8);

/// legal_actions on move decisions of random games.
void BM_RnLegalActionsMove(benchmark::State& bs) {
  const Game g = make_game(static_cast<int>(bs.range(0)));
  std::vector<State> pool;
  bgb::Rng rng(7);
  while (pool.size() < 512) {
    State s = g.initial_state();
    while (!g.is_terminal(s) && pool.size() < 512) {
      if (s.phase == bgb::rn::Phase::move) pool.push_back(s);
      Game::ActionList l;
      const bgb::ActionId a = g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng)
                                                                 : (g.legal_actions(s, l), l[static_cast<std::size_t>(rng.below(l.size()))]);
      s = g.apply_unchecked(s, a);
    }
  }
  Game::ActionList out;
  std::size_t i = 0;
  std::int64_t listed = 0;
  for (auto _ : bs) {
    g.legal_actions(pool[i++ & 511], out);
    listed += static_cast<std::int64_t>(out.size());
    benchmark::DoNotOptimize(out);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["mean_legal"] = bs.iterations() ? static_cast<double>(listed) / static_cast<double>(bs.iterations()) : 0.0;
}
BENCHMARK(BM_RnLegalActionsMove)->ArgName("players")->Arg(4)->Arg(8);

/// Chance sampling on event draws (up to 44 weighted card types).
void BM_RnSampleEvent(benchmark::State& bs) {
  const Game g = make_game(4);
  std::vector<State> pool;
  bgb::Rng rng(9);
  while (pool.size() < 256) {
    State s = g.initial_state();
    while (!g.is_terminal(s) && pool.size() < 256) {
      if (s.phase == bgb::rn::Phase::event_draw) pool.push_back(s);
      s = g.apply_unchecked(s, g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng) : bgb::random_action(g, s, rng));
    }
  }
  std::size_t i = 0;
  for (auto _ : bs) benchmark::DoNotOptimize(g.sample_chance(pool[i++ & 255], rng));
  bs.SetItemsProcessed(bs.iterations());
}
BENCHMARK(BM_RnSampleEvent);

}  // namespace
