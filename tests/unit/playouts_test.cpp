// bgb::run_playouts (bgb/core/playouts.hpp) on every game: the totals do not depend on the
// thread count, they are what playing the same per-game seeds one by one with
// bgb::random_playout gives, and the caller's rng advances by exactly one draw. Built as its own
// small program (bgb_playout_tests) so the ThreadSanitizer preset can run it without the rest.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <vector>

#include "bgb/core.hpp"
#include "bgb/crew.hpp"
#include "bgb/dp6.hpp"
#include "bgb/rn.hpp"
#include "bgb/ufs.hpp"

namespace {

using bgb::PlayoutStats;
using bgb::Rng;

/// What one game left behind, recorded by the visitor in the game's own slot.
struct Seen {
  std::uint64_t hash = 0;
  std::int64_t actions = -1;
  std::atomic<int> visits{0};
};

/// Plays the batch on 1, 2 and 3 threads and one by one, and compares everything.
template <bgb::Game G>
void check_batch(const G& game, std::int64_t n, std::uint64_t seed) {
  const typename G::State start = game.initial_state();
  PlayoutStats by_threads[3];
  std::vector<Seen> seen(static_cast<std::size_t>(n));
  for (int t = 1; t <= 3; ++t) {
    Rng rng(seed);
    by_threads[t - 1] = bgb::run_playouts(game, start, n, rng, t, [&](std::int64_t i, const typename G::State& end, std::int64_t actions) {
      Seen& s = seen[static_cast<std::size_t>(i)];
      if (t == 3) {  // one writer per slot: each game is played once per batch
        s.hash = game.hash(end);
        s.actions = actions;
      }
      s.visits.fetch_add(1);
    });
    Rng expected(seed);
    expected.next();
    EXPECT_EQ(rng.state(), expected.state()) << "one draw, whatever n and threads";
  }
  EXPECT_EQ(by_threads[0], by_threads[1]) << G::kName << ": 1 vs 2 threads";
  EXPECT_EQ(by_threads[0], by_threads[2]) << G::kName << ": 1 vs 3 threads";

  // The same games one by one, through the generic playout the bots and benchmarks use.
  PlayoutStats one_by_one;
  const std::uint64_t base = Rng(seed).next();
  for (std::int64_t i = 0; i < n; ++i) {
    Rng rng(bgb::playout_seed(base, i));
    Rng replay = rng;
    std::int64_t steps = 0;
    const typename G::State end = bgb::random_playout(game, start, rng, &steps);
    // The decisions, counted on a second pass over the same draws.
    std::int64_t decisions = 0;
    for (typename G::State s = start; !game.is_terminal(s);) {
      const bool chance = game.current_player(s) == bgb::kChance;
      const bgb::ActionId a = chance ? bgb::sample_chance(game, s, replay) : bgb::random_action(game, s, replay);
      decisions += chance ? 0 : 1;
      bgb::advance(game, s, a);
    }
    one_by_one.record(game.returns(end), steps, decisions);
    const Seen& s = seen[static_cast<std::size_t>(i)];
    EXPECT_EQ(s.visits.load(), 3) << G::kName << " game " << i << ": once per batch";
    EXPECT_EQ(s.hash, game.hash(end)) << G::kName << " game " << i;
    EXPECT_EQ(s.actions, steps) << G::kName << " game " << i;
  }
  EXPECT_EQ(by_threads[0], one_by_one) << G::kName;

  const PlayoutStats& st = by_threads[0];
  EXPECT_EQ(st.games, n);
  std::int64_t histogram = 0;
  for (std::int64_t c : st.lengths) histogram += c;
  EXPECT_EQ(histogram, n) << "every game in one bucket";
  EXPECT_GT(st.decisions, 0);
  EXPECT_LT(st.decisions, st.actions) << G::kName << " has chance outcomes";
  for (int k = game.num_players(); k < bgb::kMaxPlayers; ++k) {
    EXPECT_EQ(st.wins[static_cast<std::size_t>(k)], 0) << "seat " << k << " does not play";
    EXPECT_EQ(st.return_sums[static_cast<std::size_t>(k)], 0.0);
  }
}

TEST(Playouts, TheCrewIsTheSameOnAnyThreadCountAndOneByOne) {
  bgb::crew::Options o;
  o.players = 4;
  o.mission = 4;
  check_batch(bgb::crew::Game::make(o).value(), 300, 11);
}

TEST(Playouts, UnderFallingSkiesIsTheSameOnAnyThreadCountAndOneByOne) {
  check_batch(bgb::ufs::Game::make(bgb::ufs::Options{}).value(), 200, 12);
}

TEST(Playouts, Dp6IsTheSameOnAnyThreadCountAndOneByOne) {
  check_batch(bgb::dp6::Game::make(bgb::dp6::Options{4, 0}).value(), 200, 13);
}

TEST(Playouts, RedNovemberIsTheSameOnAnyThreadCountAndOneByOne) {
  bgb::rn::Options o;
  o.players = 5;
  check_batch(bgb::rn::Game::make(o).value(), 150, 14);
}

// More games than chunks (1024): chunks of several games, the last one short.
TEST(Playouts, ManyGamesSplitIntoChunksStillMatchOnAnyThreadCount) {
  bgb::crew::Options o;
  o.players = 3;
  o.mission = 1;
  const bgb::crew::Game g = bgb::crew::Game::make(o).value();
  PlayoutStats a, b;
  Rng r1(5), r2(5);
  a = bgb::run_playouts(g, g.initial_state(), 2500, r1, 1);
  b = bgb::run_playouts(g, g.initial_state(), 2500, r2, 4);
  EXPECT_EQ(a, b);
  EXPECT_EQ(a.games, 2500);
  // A co-operative game: every seat's wins are the games everyone won, and no game splits.
  EXPECT_EQ(a.split, 0);
  for (int k = 0; k < 3; ++k) EXPECT_EQ(a.wins[static_cast<std::size_t>(k)], a.all_won);
}

TEST(Playouts, LengthBucketsAreEightActionsWideAndTheLastIsOpen) {
  EXPECT_EQ(PlayoutStats::bucket(0), 0);
  EXPECT_EQ(PlayoutStats::bucket(7), 0);
  EXPECT_EQ(PlayoutStats::bucket(8), 1);
  EXPECT_EQ(PlayoutStats::bucket(8 * 62 + 7), 62);
  EXPECT_EQ(PlayoutStats::bucket(8 * 63), 63);
  EXPECT_EQ(PlayoutStats::bucket(1'000'000), 63);
}

TEST(Playouts, RecordCountsWinsSplitsAndEveryonesWins) {
  PlayoutStats s;
  bgb::Returns all, some, none;
  for (double v : {1.0, 1.0, 1.0}) all.push_back(v);
  for (double v : {0.0, 1.0, 1.0}) some.push_back(v);
  for (double v : {0.0, 0.0, 0.0}) none.push_back(v);
  s.record(all, 10, 4);
  s.record(some, 20, 8);
  s.record(none, 600, 100);
  EXPECT_EQ(s.games, 3);
  EXPECT_EQ(s.actions, 630);
  EXPECT_EQ(s.decisions, 112);
  EXPECT_EQ(s.all_won, 1);
  EXPECT_EQ(s.split, 1);
  EXPECT_EQ(s.wins[0], 1);
  EXPECT_EQ(s.wins[1], 2);
  EXPECT_EQ(s.return_sums[2], 2.0);
  EXPECT_EQ(s.lengths[1], 1);
  EXPECT_EQ(s.lengths[2], 1);
  EXPECT_EQ(s.lengths[63], 1);
}

TEST(Playouts, NoGamesLeaveEmptyTotalsAndStillDrawOnce) {
  const bgb::ufs::Game g = bgb::ufs::Game::make(bgb::ufs::Options{}).value();
  Rng rng(3);
  EXPECT_EQ(bgb::run_playouts(g, g.initial_state(), 0, rng, 4), PlayoutStats{});
  EXPECT_EQ(rng.state(), Rng(3).state() + 0x9E3779B97F4A7C15ULL);
}

}  // namespace
