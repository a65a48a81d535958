// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Search bots over the Game concept: bgb::bots::Mcts (UCT, for games whose seats see the
/// whole state) and bgb::bots::IsMcts (single-observer information-set MCTS, for games that hide
/// something: every iteration starts from game.resample(state, seat, rng), so the search never
/// reads what the seat may not know). Both share one Tree (tree.hpp); the difference is only
/// where an iteration starts.
///
/// Budgets: an iteration count (deterministic: same state, rng and options give the same move
/// on every platform, with any number of threads) or a wall-clock limit. Threads: root
/// parallelism, one tree per thread on its own seed drawn in thread order from the caller's
/// rng, the iterations split evenly, the root statistics summed in thread order.
///
/// A bot keeps its trees between decisions, so after the first decision of a given budget its
/// iterations allocate nothing (a decision itself allocates a few small vectors and starts its
/// threads). It is not thread-safe: one decision at a time per bot object. With threads > 1 it
/// runs std::jthread: link Threads::Threads where the platform needs it (glibc 2.34 and later,
/// macOS and Windows do not). Its statistics are bit-identical across platforms only where the
/// compiler does not fuse a*b+c into one instruction: the bgb::headers target sets
/// -ffp-contract=off for that.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <thread>
#include <vector>

#include "bgb/bots/options.hpp"
#include "bgb/bots/policy.hpp"
#include "bgb/bots/tree.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/game.hpp"
#include "bgb/core/rng.hpp"

namespace bgb::bots {

/// The statistics of every root action, in ascending action order.
template <Game G>
using Analysis = FixedVector<ActionStats, G::ActionList::kCapacity>;

/// What every bot here offers: a move for a seat, and what it thinks of each legal action.
template <class B, class G>
concept Bot = Game<G> && requires(B& bot, const typename G::State& s, int seat, Rng& rng) {
  { bot.choose(s, seat, rng) } -> std::same_as<ActionId>;
  { bot.analyse(s, seat, rng) } -> std::same_as<Analysis<G>>;
};

/// The move a finished analysis recommends: the most visited action; ties go to the higher
/// value, then to the lower id. kInvalidAction for an empty analysis.
template <class List>
ActionId best_action(const List& stats) noexcept {
  ActionId best = kInvalidAction;
  std::uint32_t visits = 0;
  double value = -1;
  for (const ActionStats& a : stats)
    if (best == kInvalidAction || a.visits > visits || (a.visits == visits && a.value > value)) {
      best = a.action;
      visits = a.visits;
      value = a.value;
    }
  return best;
}

namespace detail {

/// The legal actions of `seat` in s in ascending id order (the order of the analysis; some
/// games list them otherwise), with empty statistics; empty when `seat` is not to act.
template <Game G>
Analysis<G> legal_stats(const G& game, const typename G::State& s, int seat) noexcept {
  Analysis<G> out;
  if (game.is_terminal(s) || game.current_player(s) != seat) return out;
  typename G::ActionList legal;
  game.legal_actions(s, legal);
  std::sort(legal.begin(), legal.end());
  for (ActionId a : legal) out.push_back(ActionStats{a, 0, 0});
  return out;
}

/// The search written once; `kDeterminize` picks IS-MCTS.
template <Game G, bool kDeterminize>
class SearchBot {
 public:
  using State = typename G::State;

  explicit SearchBot(const G& game, SearchOptions options = {}) : game_(&game), options_(options) {
    if (options_.threads < 1) options_.threads = 1;
    if (options_.iterations == 0 && options_.time_ms <= 0) options_.iterations = -1;  // no limit at all: the default
    options_.iterations = default_iterations<G>(options_);
  }
  /// The bot keeps a pointer to its game: a temporary would dangle.
  explicit SearchBot(const G&& game, SearchOptions options = {}) = delete;

  const SearchOptions& options() const noexcept { return options_; }

  /// A legal action for `seat`, which must be the seat to act in s; kInvalidAction otherwise
  /// (a chance node, a terminal state, another seat's turn).
  ActionId choose(const State& s, int seat, Rng& rng) { return best_action(analyse(s, seat, rng)); }

  /// Searches s for `seat` and reports every legal action of the root, in ascending id order:
  /// visits over all threads and the mean return of `seat`. Empty when `seat` is not to act.
  Analysis<G> analyse(const State& s, int seat, Rng& rng) {
    Analysis<G> out = legal_stats(*game_, s, seat);
    if (out.size() <= 1) return out;  // nothing to think about
    const int threads = options_.threads;
    std::vector<std::uint64_t> seeds(static_cast<std::size_t>(threads));
    for (std::uint64_t& seed : seeds) seed = rng.next();
    while (static_cast<int>(trees_.size()) < threads) trees_.emplace_back(*game_, options_);
    // Every tree is sized here, on the calling thread, so that a failed allocation reaches the
    // caller; a full pool only stops a tree from growing.
    constexpr int kDefaultPool = 1 << 22;
    const int capacity = options_.max_nodes > 0 ? options_.max_nodes
                         : options_.iterations == 0 ? (1 << 20)
                                                    : std::min(options_.iterations / threads + 2, kDefaultPool);
    for (int t = 0; t < threads; ++t) trees_[static_cast<std::size_t>(t)].reset(capacity);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options_.time_ms);
    auto run = [&](int t) {
      Tree<G>& tree = trees_[static_cast<std::size_t>(t)];
      Rng local(seeds[static_cast<std::size_t>(t)]);
      const std::int64_t share = options_.iterations / threads + (t < options_.iterations % threads ? 1 : 0);
      for (std::int64_t i = 0; options_.iterations == 0 || i < share; ++i) {
        if (options_.time_ms > 0 && (i & 15) == 0 && std::chrono::steady_clock::now() >= deadline) break;
        tree.iterate(s, seat, kDeterminize, local);
      }
    };
    if (threads == 1) {
      run(0);
    } else {
      // jthreads join when destroyed, so even a failed start leaves no thread running.
      std::vector<std::jthread> pool;
      pool.reserve(static_cast<std::size_t>(threads - 1));
      for (int t = 1; t < threads; ++t) pool.emplace_back(run, t);
      run(0);
    }
    std::vector<std::uint64_t> visits(static_cast<std::size_t>(out.size()), 0);
    std::vector<double> sums(visits.size(), 0.0);
    for (int t = 0; t < threads; ++t)
      trees_[static_cast<std::size_t>(t)].for_each_root_child([&](ActionId a, std::uint32_t n, double value) {
        for (int i = 0; i < out.size(); ++i)
          if (out[i].action == a) {
            visits[static_cast<std::size_t>(i)] += n;
            sums[static_cast<std::size_t>(i)] += value;
          }
      });
    for (int i = 0; i < out.size(); ++i) {
      const std::uint64_t n = visits[static_cast<std::size_t>(i)];
      out[i].visits = static_cast<std::uint32_t>(n < 0xFFFFFFFFULL ? n : 0xFFFFFFFFULL);
      if (n) out[i].value = sums[static_cast<std::size_t>(i)] / static_cast<double>(n);
    }
    return out;
  }

 private:
  const G* game_;
  SearchOptions options_;
  std::vector<Tree<G>> trees_;
};

}  // namespace detail

/// UCT for games whose seats see everything (Under Falling Skies, DP6). On a game that hides
/// something it reads the hidden part of the state (a perfect-information oracle, for study):
/// a bot seated at a table there is IsMcts.
template <Game G>
class Mcts : public detail::SearchBot<G, false> {
 public:
  using detail::SearchBot<G, false>::SearchBot;
};

/// Information-set MCTS for games with hidden information (The Crew, Red November): each
/// iteration searches a state resampled for the seat, so two states the seat cannot tell apart
/// give the same move from the same rng.
template <Game G>
  requires Resamplable<G>
class IsMcts : public detail::SearchBot<G, true> {
 public:
  using detail::SearchBot<G, true>::SearchBot;
};

/// A uniformly random player, as a Bot (its analysis lists every legal action with 0 visits).
template <Game G>
class RandomBot {
 public:
  explicit RandomBot(const G& game) : game_(&game) {}
  explicit RandomBot(const G&& game) = delete;
  ActionId choose(const typename G::State& s, int seat, Rng& rng) const noexcept {
    if (game_->is_terminal(s) || game_->current_player(s) != seat) return kInvalidAction;
    return random_action(*game_, s, rng);
  }
  Analysis<G> analyse(const typename G::State& s, int seat, Rng&) const noexcept { return detail::legal_stats(*game_, s, seat); }

 private:
  const G* game_;
};

}  // namespace bgb::bots
