// Google Benchmark suite of the search bots: MCTS iterations per second on one core for every
// game, with uniformly random rollouts (the measure) and with each game's own policy.
// One benchmark iteration is one decision of `budget` iterations from a mid-game state; the
// `iterations/s` counter is what docs/bots.md quotes. Not part of ctest.
#include <benchmark/benchmark.h>

#include <vector>

#include "bgb/bots/mcts.hpp"
#include "bgb/crew.hpp"
#include "bgb/dp6.hpp"
#include "bgb/rn.hpp"
#include "bgb/ufs.hpp"

namespace {

constexpr int kBudget = 2000;

/// Decision states with a choice (a lone legal action is played without searching) from seeded
/// random playouts: every 8th action of each game.
template <class G>
std::vector<typename G::State> positions(const G& g, int count) {
  std::vector<typename G::State> out;
  for (std::uint64_t seed = 1; static_cast<int>(out.size()) < count; ++seed) {
    bgb::Rng rng(seed);
    typename G::State s = g.initial_state();
    for (int k = 0; !g.is_terminal(s) && static_cast<int>(out.size()) < count; ++k) {
      if (g.current_player(s) != bgb::kChance && k % 8 == 0) {
        typename G::ActionList legal;
        g.legal_actions(s, legal);
        if (legal.size() > 1) out.push_back(s);
      }
      const bgb::ActionId a = bgb::uniform_action(g, s, rng);
      s = g.apply_unchecked(s, a);
    }
  }
  return out;
}

template <class Bot, class G>
void run(benchmark::State& bs, const G& g, bgb::bots::Rollout rollout) {
  bgb::bots::SearchOptions o;
  o.iterations = kBudget;
  o.rollout = rollout;
  Bot bot(g, o);
  const auto states = positions(g, 16);
  bgb::Rng rng(1);
  std::size_t i = 0;
  for (auto _ : bs) {
    const auto& s = states[i++ % states.size()];
    benchmark::DoNotOptimize(bot.choose(s, g.current_player(s), rng));
  }
  bs.counters["iterations/s"] = benchmark::Counter(static_cast<double>(bs.iterations()) * kBudget, benchmark::Counter::kIsRate);
}

bgb::bots::Rollout rollout_of(const benchmark::State& bs) {
  return bs.range(0) ? bgb::bots::Rollout::game : bgb::bots::Rollout::random;
}

void BM_BotCrew4(benchmark::State& bs) {
  bgb::crew::Options o;
  o.players = 4;
  o.mission = 4;
  run<bgb::bots::IsMcts<bgb::crew::Game>>(bs, bgb::crew::Game::make(o).value(), rollout_of(bs));
}
BENCHMARK(BM_BotCrew4)->ArgName("game_rollout")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_BotUfsLevel1(benchmark::State& bs) { run<bgb::bots::Mcts<bgb::ufs::Game>>(bs, bgb::ufs::Game{}, rollout_of(bs)); }
BENCHMARK(BM_BotUfsLevel1)->ArgName("game_rollout")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_BotDp6(benchmark::State& bs) {
  bgb::dp6::Options o;
  o.players = 2;
  run<bgb::bots::Mcts<bgb::dp6::Game>>(bs, bgb::dp6::Game::make(o).value(), rollout_of(bs));
}
BENCHMARK(BM_BotDp6)->ArgName("game_rollout")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_BotRedNovember4(benchmark::State& bs) {
  bgb::rn::Options o;
  o.players = 4;
  run<bgb::bots::IsMcts<bgb::rn::Game>>(bs, bgb::rn::Game::make(o).value(), rollout_of(bs));
}
BENCHMARK(BM_BotRedNovember4)->ArgName("game_rollout")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace
