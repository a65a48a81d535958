// Google Benchmark suite of the C++ API (The Crew): the cost of each rules call and random
// playouts per second. Run bgb_bench from a Release build; it is not part of ctest.
#include <benchmark/benchmark.h>

#include <span>
#include <string>
#include <vector>

#include "bench_support.hpp"
#include "bgb/crew.hpp"
#include "bgb/crew/resample.hpp"

namespace {

using bgb::crew::Game;
using bgb::crew::State;

Game make_game(int players, int mission) {
  bgb::crew::Options o;
  o.players = players;
  o.mission = mission;
  const bgb::Result<Game> g = Game::make(o);
  return g ? g.value() : Game{};
}

/// A state where a seat decides, and one of its legal actions.
struct Decision {
  State state;
  bgb::ActionId action;
};

/// Decision states (and a random legal action of each) from seeded random games, enough that
/// the benchmark loops do not replay one hot state. All phases appear, play dominates.
std::vector<Decision> decisions(int players, int mission, std::size_t want) {
  const Game g = make_game(players, mission);
  std::vector<Decision> out;
  bgb::Rng rng(12345);
  while (out.size() < want) {
    State s = g.initial_state();
    while (!g.is_terminal(s) && out.size() < want) {
      bgb::ActionId a;
      if (g.current_player(s) == bgb::kChance) {
        a = bgb::sample_chance(g, s, rng);
      } else {
        a = bgb::random_action(g, s, rng);
        out.push_back({s, a});
      }
      s = g.apply_unchecked(s, a);
    }
  }
  return out;
}

constexpr std::size_t kPool = 4096;  // a power of two: the index wraps with a mask

/// Runs `op(game, decision)` over the pool of 4-player decisions, one per iteration.
template <class Op>
void over_pool(benchmark::State& bs, Op op) {
  const Game g = make_game(4, 1);
  const std::vector<Decision> pool = decisions(4, 1, kPool);
  std::size_t i = 0;
  for (auto _ : bs) op(g, pool[i++ & (kPool - 1)]);
  bs.SetItemsProcessed(bs.iterations());
}

void BM_LegalActions(benchmark::State& bs) {
  Game::ActionList list;
  over_pool(bs, [&](const Game& g, const Decision& d) {
    g.legal_actions(d.state, list);
    benchmark::DoNotOptimize(list);
  });
}
BENCHMARK(BM_LegalActions);

void BM_IsLegal(benchmark::State& bs) {
  over_pool(bs, [](const Game& g, const Decision& d) { benchmark::DoNotOptimize(g.is_legal(d.state, d.action)); });
}
BENCHMARK(BM_IsLegal);

// apply_unchecked returns a new State and leaves the input as it was (copy semantics).
void BM_ApplyUnchecked(benchmark::State& bs) {
  over_pool(bs, [](const Game& g, const Decision& d) {
    State next = g.apply_unchecked(d.state, d.action);
    benchmark::DoNotOptimize(next);
  });
}
BENCHMARK(BM_ApplyUnchecked);

// The checked apply: legality first, then a Result<State>.
void BM_ApplyChecked(benchmark::State& bs) {
  over_pool(bs, [](const Game& g, const Decision& d) {
    bgb::Result<State> next = g.apply(d.state, d.action);
    benchmark::DoNotOptimize(next);
  });
}
BENCHMARK(BM_ApplyChecked);

void BM_StateCopy(benchmark::State& bs) {
  const std::vector<Decision> pool = decisions(4, 1, kPool);
  std::size_t i = 0;
  for (auto _ : bs) {
    State copy = pool[i++ & (kPool - 1)].state;
    benchmark::DoNotOptimize(copy);
    benchmark::ClobberMemory();
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["bytes"] = static_cast<double>(sizeof(State));
}
BENCHMARK(BM_StateCopy);

void BM_Hash(benchmark::State& bs) {
  over_pool(bs, [](const Game& g, const Decision& d) { benchmark::DoNotOptimize(g.hash(d.state)); });
}
BENCHMARK(BM_Hash);

void BM_ActionText(benchmark::State& bs) {
  over_pool(bs, [](const Game& g, const Decision& d) {
    std::string t = g.action_text(d.state, d.action);
    benchmark::DoNotOptimize(t);
  });
}
BENCHMARK(BM_ActionText);

// Whole games from the initial state (the deal and the task reveal are chance actions too):
// playouts/s is items_per_second, actions/s the "actions" rate.
void BM_RandomPlayout(benchmark::State& bs) {
  const Game g = make_game(static_cast<int>(bs.range(0)), static_cast<int>(bs.range(1)));
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
  bs.counters["actions_per_game"] = static_cast<double>(actions) / static_cast<double>(bs.iterations());
}
BENCHMARK(BM_RandomPlayout)
    ->ArgNames({"players", "mission"})
    ->Args({2, 1})
    ->Args({3, 1})
    ->Args({4, 1})
    ->Args({5, 1})
    ->Args({2, 22})
    ->Args({3, 22})
    ->Args({4, 22})
    ->Args({5, 22})
    ->Args({5, 49})
    // Special missions: a question round (5), draws (12), a per-task distribution (24), roles (50).
    ->Args({4, 5})
    ->Args({4, 12})
    ->Args({4, 24})
    ->Args({4, 50});

// The same whole games written the way a caller holding immutable states would: every action
// makes a new State with apply_unchecked (random_playout advances its private copy in place).
void BM_ImmutablePlayout(benchmark::State& bs) {
  const Game g = make_game(static_cast<int>(bs.range(0)), 1);
  bgb::Rng rng(42);
  std::int64_t actions = 0;
  for (auto _ : bs) {
    State s = g.initial_state();
    while (!g.is_terminal(s)) {
      const bgb::ActionId a = bgb::uniform_action(g, s, rng);
      const State next = g.apply_unchecked(s, a);
      s = next;
      ++actions;
    }
    benchmark::DoNotOptimize(s);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ImmutablePlayout)->ArgName("players")->Arg(3)->Arg(4)->Arg(5);

// The same games with every new state kept as its own value, as a search keeps a child
// (`const State child = g.apply_unchecked(s, a)`): no copy back into a loop variable. The row
// above pays for that copy: it reads a state apply has just written byte by byte.
void BM_CrewImmutableChain(benchmark::State& bs) {
  bgb::bench::immutable_chain_playouts(bs, make_game(static_cast<int>(bs.range(0)), 1));
}
BENCHMARK(BM_CrewImmutableChain)->ArgName("players")->Arg(4);

// The same whole games through the checked apply (legality, then a Result<State>), as a caller
// that does not trust its action ids would play them.
void BM_CrewCheckedPlayout(benchmark::State& bs) {
  bgb::bench::checked_playouts(bs, make_game(static_cast<int>(bs.range(0)), 1));
}
BENCHMARK(BM_CrewCheckedPlayout)->ArgName("players")->Arg(2)->Arg(4)->Arg(5);

/// Chance states met along seeded random games: the deal (most of them), the task reveal and,
/// for mission 12, the draws after trick 1.
std::vector<State> chance_states(int players, int mission, std::size_t want) {
  const Game g = make_game(players, mission);
  std::vector<State> out;
  bgb::Rng rng(2468);
  while (out.size() < want) {
    State s = g.initial_state();
    while (!g.is_terminal(s) && out.size() < want) {
      const bool chance = g.current_player(s) == bgb::kChance;
      if (chance) out.push_back(s);
      s = g.apply_unchecked(s, chance ? bgb::sample_chance(g, s, rng) : bgb::random_action(g, s, rng));
    }
  }
  return out;
}

// One draw at a chance state of the pool: the game's fast path (arg 1) against the generic
// sampler it must match, chance_outcomes + draw_weighted (arg 0).
void BM_CrewSampleChance(benchmark::State& bs) {
  const int players = static_cast<int>(bs.range(0)), mission = static_cast<int>(bs.range(1));
  const bool fast = bs.range(2) != 0;
  const Game g = make_game(players, mission);
  const std::vector<State> pool = chance_states(players, mission, kPool);
  bgb::Rng rng(13);
  std::size_t i = 0;
  Game::ChanceList outcomes;
  for (auto _ : bs) {
    const State& s = pool[i++ & (kPool - 1)];
    if (fast) {
      benchmark::DoNotOptimize(bgb::sample_chance(g, s, rng));
    } else {
      g.chance_outcomes(s, outcomes);
      benchmark::DoNotOptimize(bgb::draw_weighted(std::span<const bgb::ChanceOutcome>(outcomes.begin(), outcomes.end()), rng));
    }
  }
  bs.SetItemsProcessed(bs.iterations());
}
BENCHMARK(BM_CrewSampleChance)
    ->ArgNames({"players", "mission", "fast"})
    ->Args({4, 1, 0})
    ->Args({4, 1, 1})
    ->Args({2, 1, 1})
    ->Args({4, 12, 1});

// Rng::below (the compiler's 128-bit multiply where there is one) against the portable
// reference it must match, over the bounds a game draws from (list sizes 1..48).
void BM_RngBelow(benchmark::State& bs) {
  const bool portable = bs.range(0) != 0;
  std::uint64_t state = 99, sum = 0, bound = 1;
  bgb::Rng rng(99);
  for (auto _ : bs) {
    sum += portable ? bgb::Rng::below_portable(state, bound) : rng.below(bound);
    bound = bound == 48 ? 1 : bound + 1;
  }
  benchmark::DoNotOptimize(sum);
  bs.SetItemsProcessed(bs.iterations());
}
BENCHMARK(BM_RngBelow)->ArgName("portable")->Arg(0)->Arg(1);

// Throughput of the rules alone: 1000 recorded random games (chance outcomes included) are
// replayed with immutable apply_unchecked, each action after a legal_actions call as a player
// or search would make. No RNG, no move choice: what the state machine costs per action.
void BM_ReplayLegalAndApply(benchmark::State& bs) {
  const Game g = make_game(static_cast<int>(bs.range(0)), 1);
  bgb::Rng rng(3);
  std::vector<std::vector<bgb::ActionId>> games;
  for (int i = 0; i < 1000; ++i) {
    std::vector<bgb::ActionId> log;
    for (State s = g.initial_state(); !g.is_terminal(s); s = g.apply_unchecked(s, log.back()))
      log.push_back(bgb::uniform_action(g, s, rng));
    games.push_back(std::move(log));
  }
  std::int64_t actions = 0;
  std::size_t next_game = 0;
  Game::ActionList legal;
  for (auto _ : bs) {
    const std::vector<bgb::ActionId>& log = games[next_game++ % games.size()];
    State s = g.initial_state();
    for (bgb::ActionId a : log) {
      g.legal_actions(s, legal);
      benchmark::DoNotOptimize(legal);
      s = g.apply_unchecked(s, a);
    }
    benchmark::DoNotOptimize(s);
    actions += static_cast<std::int64_t>(log.size());
  }
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReplayLegalAndApply)->ArgName("players")->Arg(3)->Arg(4)->Arg(5);

// Playouts of the decisions only, from a state just after the task reveal: what a search
// that re-plays from a dealt position costs per action.
void BM_RandomPlayoutFromDeal(benchmark::State& bs) {
  const Game g = make_game(static_cast<int>(bs.range(0)), 1);
  bgb::Rng rng(7);
  State dealt = g.initial_state();
  while (g.current_player(dealt) == bgb::kChance) dealt = g.apply_unchecked(dealt, bgb::sample_chance(g, dealt, rng));
  std::int64_t actions = 0;
  for (auto _ : bs) {
    std::int64_t steps = 0;
    State end = bgb::random_playout(g, dealt, rng, &steps);
    benchmark::DoNotOptimize(end);
    actions += steps;
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomPlayoutFromDeal)->ArgName("players")->Arg(2)->Arg(3)->Arg(4)->Arg(5);

// ---------------------------------------------------------------------------------------------
// Information-set resampling (bgb/crew/resample.hpp): one crew::resample call for the seat to
// act, over decision states of seeded random games (all phases; play dominates). Mission 12
// adds its draws, mission 6 a dead zone with its per-token alternatives.
void BM_Resample(benchmark::State& bs) {
  const int players = static_cast<int>(bs.range(0)), mission = static_cast<int>(bs.range(1));
  const std::vector<Decision> pool = decisions(players, mission, kPool);
  bgb::Rng rng(11);
  std::size_t i = 0;
  for (auto _ : bs) {
    const State& s = pool[i++ & (kPool - 1)].state;
    const bgb::PlayerId seat = bgb::crew::current_player(s);
    State r = bgb::crew::resample(s, seat, rng);
    benchmark::DoNotOptimize(r);
  }
  bs.SetItemsProcessed(bs.iterations());
}
BENCHMARK(BM_Resample)
    ->ArgNames({"players", "mission"})
    ->Args({2, 1})
    ->Args({4, 1})
    ->Args({5, 1})
    ->Args({4, 6})
    ->Args({4, 12})
    ->Args({5, 46});

}  // namespace

BENCHMARK_MAIN();
