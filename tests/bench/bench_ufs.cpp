// Google Benchmark suite of Under Falling Skies: random playouts per second (immutable apply and
// in-place), legal-action generation, and the state's size. Not part of ctest.
#include <benchmark/benchmark.h>

#include "bench_support.hpp"
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
  bgb::bench::random_playouts(bs, make_game(static_cast<int>(bs.range(0))), [](const State&) {});
}
BENCHMARK(BM_UfsRandomPlayout)->ArgName("hard")->Arg(0)->Arg(0x7F);

/// The same games written with the immutable apply_unchecked (a new state per action).
void BM_UfsImmutablePlayout(benchmark::State& bs) {
  bgb::bench::immutable_playouts(bs, make_game(static_cast<int>(bs.range(0))));
}
BENCHMARK(BM_UfsImmutablePlayout)->ArgName("hard")->Arg(0)->Arg(0x7F);

/// legal_actions on placement states (the widest decisions: up to 5 dice x 30 cells).
void BM_UfsLegalActionsPlace(benchmark::State& bs) {
  const Game g = make_game(0);
  bgb::bench::legal_actions_over(bs, g, bgb::bench::state_pool(g, 7, 512, [](const State& s) {
                                   return s.phase == bgb::ufs::Phase::place;
                                 }));
}
BENCHMARK(BM_UfsLegalActionsPlace);

}  // namespace
