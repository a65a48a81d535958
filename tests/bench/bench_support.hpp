#pragma once
// The loops every game's benchmarks share: whole random games (in-place and immutable apply)
// and legal-action generation over a pool of states from seeded random games.
#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <new>
#include <vector>

#include "bgb/core.hpp"

namespace bgb::bench {

/// Whole games with bgb::random_playout (in-place apply); items = games. on_end sees each final
/// state (for game-specific counters).
template <class G, class OnEnd>
void random_playouts(benchmark::State& bs, const G& g, OnEnd&& on_end) {
  Rng rng(42);
  std::int64_t actions = 0;
  for (auto _ : bs) {
    std::int64_t steps = 0;
    typename G::State end = random_playout(g, g.initial_state(), rng, &steps);
    benchmark::DoNotOptimize(end);
    actions += steps;
    on_end(end);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  bs.counters["actions/game"] = static_cast<double>(actions) / static_cast<double>(bs.iterations() ? bs.iterations() : 1);
  bs.counters["bytes"] = sizeof(typename G::State);
}

// The loops below draw with bgb::uniform_action, as bgb::random_playout does (the games' fast
// paths, which list nothing), so the immutable ones differ from the in-place one only in how
// they apply.

/// The same games written with the immutable apply_unchecked (a new state per action).
template <class G>
void immutable_playouts(benchmark::State& bs, const G& g) {
  Rng rng(42);
  std::int64_t actions = 0;
  for (auto _ : bs) {
    typename G::State s = g.initial_state();
    while (!g.is_terminal(s)) {
      const ActionId a = uniform_action(g, s, rng);
      s = g.apply_unchecked(s, a);
      ++actions;
    }
    benchmark::DoNotOptimize(s);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}

/// The same games as a search writes them: each action's state is a new value constructed from
/// the previous one, which stays untouched (`const State child = g.apply_unchecked(s, a)`), and
/// no state is copied back into a loop variable. immutable_playouts' `s = apply(s, a)` adds a
/// whole-state copy of a state that apply has just written field by field; that copy's 16-byte
/// loads cannot be forwarded from the narrow stores and wait for them (bench_copy.cpp measures
/// both costs apart from any game).
template <class G>
void immutable_chain_playouts(benchmark::State& bs, const G& g) {
  using S = typename G::State;
  Rng rng(42);
  std::int64_t actions = 0;
  for (auto _ : bs) {
    std::array<S, 2> ring{g.initial_state(), g.initial_state()};
    std::size_t cur = 0;
    while (!g.is_terminal(ring[cur])) {
      const S& s = ring[cur];
      const ActionId a = uniform_action(g, s, rng);
      // The next state is built in the other slot straight from apply's return value (placement
      // new of a prvalue: no temporary, no copy), as `const S child = apply(...)` is in a search.
      ::new (static_cast<void*>(&ring[cur ^ 1])) S(g.apply_unchecked(s, a));
      cur ^= 1;
      ++actions;
    }
    benchmark::DoNotOptimize(ring[cur]);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}

/// The same games through the checked apply (the game's legality test and a Result per
/// action), as a user who validates every action plays them; actions = per second.
template <class G>
void checked_playouts(benchmark::State& bs, const G& g) {
  Rng rng(42);
  std::int64_t actions = 0;
  for (auto _ : bs) {
    typename G::State s = g.initial_state();
    while (!g.is_terminal(s)) {
      const ActionId a = uniform_action(g, s, rng);
      Result<typename G::State> next = g.apply(s, a);
      if (!next) {
        bs.SkipWithError("a legal action was refused");
        return;
      }
      s = next.value();
      ++actions;
    }
    benchmark::DoNotOptimize(s);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}

/// n states (a power of two, so the loops below index with a mask) for which keep(s) holds,
/// met along seeded random games.
template <class G, class Keep>
std::vector<typename G::State> state_pool(const G& g, std::uint64_t seed, std::size_t n, Keep&& keep) {
  std::vector<typename G::State> pool;
  Rng rng(seed);
  while (pool.size() < n) {
    typename G::State s = g.initial_state();
    while (!g.is_terminal(s) && pool.size() < n) {
      if (keep(s)) pool.push_back(s);
      s = g.apply_unchecked(s, uniform_action(g, s, rng));
    }
  }
  return pool;
}

/// legal_actions over the pool; the counter mean_legal is the mean number listed.
template <class G>
void legal_actions_over(benchmark::State& bs, const G& g, const std::vector<typename G::State>& pool) {
  typename G::ActionList out;
  std::size_t i = 0;
  std::int64_t listed = 0;
  for (auto _ : bs) {
    g.legal_actions(pool[i++ & (pool.size() - 1)], out);
    listed += static_cast<std::int64_t>(out.size());
    benchmark::DoNotOptimize(out);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["mean_legal"] = bs.iterations() ? static_cast<double>(listed) / static_cast<double>(bs.iterations()) : 0.0;
}

}  // namespace bgb::bench
