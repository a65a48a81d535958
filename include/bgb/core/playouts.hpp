// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// A batch of uniformly random playouts, written once over the Game concept, on any number of
/// threads with results that do not depend on how many.
///
/// Determinism: run_playouts draws one base seed from the caller's rng (one rng.next(), so the
/// caller's rng advances the same whatever n and threads are) and game i plays from its own
/// Rng(playout_seed(base, i)), so which thread plays a game changes nothing. The games are cut
/// into chunks by n alone (never by the thread count); a chunk is played and summed in game
/// order, and the chunks are summed in chunk order, so even the floating-point return sums are
/// bit-identical for 1, 2 or 64 threads.
///
/// Threads: std::jthread, started and joined inside the call (link Threads::Threads where the
/// platform needs it). Nothing here throws: a failed thread start or allocation ends the
/// program like any allocation failure in these headers. The game and start state are only
/// read, so sharing them between the workers is safe.
#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <thread>
#include <vector>

#include "bgb/core/game.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"

namespace bgb {

/// What a batch of random playouts adds up to: fixed-width fields only, so it maps one to one
/// onto a C struct. A seat *wins* a game when its return is positive. Every game here returns
/// 0 or 1 per seat, so that reads the same everywhere: a co-operative game's success (The
/// Crew, Under Falling Skies, Red November) is a win for every seat, a Red November gnome who
/// abandoned ship wins exactly when the crew loses, and in DP6 every seat with the most crew
/// in a launched Capsule wins (a shared first place is a win for each; nobody wins when
/// nobody was saved).
struct PlayoutStats {
  /// The length histogram: bucket b counts games of kBucketWidth*b .. kBucketWidth*b+7 actions,
  /// the last bucket every game of kBucketWidth*(kLengthBuckets-1) actions or more.
  static constexpr int kLengthBuckets = 64;
  static constexpr int kBucketWidth = 8;

  std::int64_t games = 0;
  std::int64_t actions = 0;    ///< every action applied, chance outcomes included
  std::int64_t decisions = 0;  ///< the actions a seat chose (actions - decisions were chance)
  std::int64_t all_won = 0;    ///< games every seat won (a co-operative game's successes)
  std::int64_t split = 0;      ///< games whose seats' returns differ (someone won, someone did not)
  std::array<std::int64_t, kMaxPlayers> wins{};       ///< per seat: games it won
  std::array<double, kMaxPlayers> return_sums{};      ///< per seat: its returns summed
  std::array<std::int64_t, kLengthBuckets> lengths{};  ///< games by length in actions (above)

  /// The histogram bucket of a game of `actions` actions.
  static constexpr int bucket(std::int64_t actions) noexcept {
    return actions >= static_cast<std::int64_t>(kBucketWidth) * (kLengthBuckets - 1) ? kLengthBuckets - 1
                                                                                       : static_cast<int>(actions / kBucketWidth);
  }

  /// Counts one finished game.
  void record(const Returns& r, std::int64_t game_actions, std::int64_t game_decisions) noexcept {
    ++games;
    actions += game_actions;
    decisions += game_decisions;
    bool every = r.size() > 0, differ = false;
    for (int k = 0; k < r.size() && k < kMaxPlayers; ++k) {
      const bool won = r[k] > 0;
      wins[static_cast<std::size_t>(k)] += won ? 1 : 0;
      return_sums[static_cast<std::size_t>(k)] += r[k];
      every = every && won;
      differ = differ || r[k] != r[0];
    }
    all_won += every ? 1 : 0;
    split += differ ? 1 : 0;
    ++lengths[static_cast<std::size_t>(bucket(game_actions))];
  }

  /// Adds another batch's totals (callers add in a fixed order: doubles do not reassociate).
  PlayoutStats& operator+=(const PlayoutStats& o) noexcept {
    games += o.games;
    actions += o.actions;
    decisions += o.decisions;
    all_won += o.all_won;
    split += o.split;
    for (std::size_t k = 0; k < wins.size(); ++k) {
      wins[k] += o.wins[k];
      return_sums[k] += o.return_sums[k];
    }
    for (std::size_t b = 0; b < lengths.size(); ++b) lengths[b] += o.lengths[b];
    return *this;
  }

  bool operator==(const PlayoutStats&) const = default;
};

/// The seed game `index` of a batch plays from, given the batch's base seed: a SplitMix64 step
/// of the base moved by the golden-ratio increment once per game, so neighbouring games are
/// unrelated streams.
constexpr std::uint64_t playout_seed(std::uint64_t base, std::int64_t index) noexcept {
  std::uint64_t s = base + 0x9E3779B97F4A7C15ULL * static_cast<std::uint64_t>(index + 1);
  return Rng::step(s);
}

/// One uniformly random game from `start` exactly as bgb::random_playout plays it (the same
/// draws, the same terminal state), also counting the decisions among the actions.
template <Game G>
typename G::State counted_playout(const G& game, typename G::State s, Rng& rng, std::int64_t& actions,
                                  std::int64_t& decisions) noexcept {
  actions = 0;
  decisions = 0;
  while (!game.is_terminal(s)) {
    ActionId a = kInvalidAction;
    if (game.current_player(s) == kChance) {
      a = sample_chance(game, s, rng);
    } else {
      a = random_action(game, s, rng);
      ++decisions;
    }
    advance(game, s, a);
    ++actions;
  }
  return s;
}

namespace playout_detail {

/// The most chunks a batch is cut into: enough to balance any thread count here, few enough
/// that their totals (about 800 bytes each) stay small.
inline constexpr std::int64_t kMaxPlayoutChunks = 1024;

struct NoPlayoutVisitor {
  template <class State>
  void operator()(std::int64_t, const State&, std::int64_t) const noexcept {}
};

}  // namespace playout_detail

/// Plays n uniformly random games from `start` (decisions uniform over the legal actions,
/// chance outcomes by their weights, through the game's fast paths) on `threads` threads
/// (clamped to 1..n) and returns their totals; game i plays from Rng(playout_seed(base, i)).
/// The totals depend only on game, start, n and base, never on threads (see the file comment).
/// `each(index, terminal_state, actions)` is called once per game, from the thread that
/// played it and concurrently with other games: it must be safe to call from several threads.
template <Game G, class Visitor>
PlayoutStats run_playouts_from_seed(const G& game, const typename G::State& start, std::int64_t n, std::uint64_t base,
                                    int threads, const Visitor& each) noexcept {
  PlayoutStats total;
  if (n <= 0) return total;
  const std::int64_t chunk = (n + playout_detail::kMaxPlayoutChunks - 1) / playout_detail::kMaxPlayoutChunks;
  const std::int64_t chunks = (n + chunk - 1) / chunk;
  std::vector<PlayoutStats> parts(static_cast<std::size_t>(chunks));
  std::atomic<std::int64_t> next{0};
  auto work = [&]() noexcept {
    for (std::int64_t c = next.fetch_add(1, std::memory_order_relaxed); c < chunks;
         c = next.fetch_add(1, std::memory_order_relaxed)) {
      // Summed on this thread's stack and stored once per chunk: recording every game straight
      // into the vector both threads write held The Crew's short games at 1.6-1.7 times their
      // one-thread speed on two threads (1.9 times now; two processes reach 2.0 here).
      PlayoutStats part;
      for (std::int64_t i = c * chunk; i < std::min(n, (c + 1) * chunk); ++i) {
        Rng local(playout_seed(base, i));
        std::int64_t actions = 0, decisions = 0;
        const typename G::State end = counted_playout(game, start, local, actions, decisions);
        part.record(game.returns(end), actions, decisions);
        each(i, end, actions);
      }
      parts[static_cast<std::size_t>(c)] = part;
    }
  };
  const int workers = static_cast<int>(std::clamp<std::int64_t>(threads, 1, chunks));
  if (workers == 1) {
    work();
  } else {
    // jthreads join when destroyed, so every chunk is done before the parts are read.
    std::vector<std::jthread> pool;
    pool.reserve(static_cast<std::size_t>(workers - 1));
    for (int t = 1; t < workers; ++t) pool.emplace_back(work);
    work();
  }
  for (const PlayoutStats& part : parts) total += part;
  return total;
}

/// run_playouts_from_seed with the base seed drawn from the caller's rng (one draw, whatever
/// n and threads are).
template <Game G, class Visitor>
PlayoutStats run_playouts(const G& game, const typename G::State& start, std::int64_t n, Rng& rng, int threads,
                          const Visitor& each) noexcept {
  const std::uint64_t base = rng.next();
  return run_playouts_from_seed(game, start, n, base, threads, each);
}

/// run_playouts without a per-game visitor.
template <Game G>
PlayoutStats run_playouts(const G& game, const typename G::State& start, std::int64_t n, Rng& rng, int threads) noexcept {
  return run_playouts(game, start, n, rng, threads, playout_detail::NoPlayoutVisitor{});
}

}  // namespace bgb
