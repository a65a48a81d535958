/// \file
/// Threading contract of libbgb: one state shared by several threads (states are immutable), and
/// a bgb_last_error() message per thread.
#include <gtest/gtest.h>

#include <barrier>
#include <cstdint>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "bgb/bgb.h"
#include "capi_helpers.hpp"

namespace {

using bgb::testing::c_action_text;
using bgb::testing::c_game;
using bgb::testing::c_hash;
using bgb::testing::c_initial;
using bgb::testing::c_text;
using bgb::testing::StatePtr;

constexpr int kThreads = 8;
constexpr int kRounds = 25;

/// A 4-player state in the middle of the deal: every thread may apply any of its outcomes.
StatePtr shared_chance_state() {
  auto g = c_game(R"({"players":4,"mission":7})");
  StatePtr s = c_initial(g.get());
  for (const char* deal : {"deal p1", "deal b2", "deal r4", "deal y9"}) {
    bgb_state* next = nullptr;
    EXPECT_EQ(bgb_state_apply_text(s.get(), deal, &next), BGB_OK) << bgb_last_error();
    s.reset(next);
  }
  return s;
}

/// The outcomes of a chance state and the hash each one leads to, computed on one thread.
struct Expected {
  std::vector<std::int32_t> actions;
  std::vector<std::uint64_t> hashes;
  std::uint64_t hash = 0;
  std::string json;
  std::vector<std::int32_t> drawn;        ///< bgb_state_random_action from Rng(round), per round
  std::vector<std::uint64_t> drawn_rngs;  ///< the generator after each of those draws
};

std::uint64_t round_rng(int round) {
  std::uint64_t rng = 0;
  bgb_rng_seed(static_cast<std::uint64_t>(round), &rng);
  return rng;
}

Expected expected_for(const bgb_state* s) {
  Expected e;
  std::int32_t n = 0;
  EXPECT_EQ(bgb_state_chance_outcomes(s, nullptr, nullptr, 0, &n), BGB_OK);
  e.actions.resize(static_cast<std::size_t>(n));
  std::vector<double> probs(static_cast<std::size_t>(n));
  EXPECT_EQ(bgb_state_chance_outcomes(s, e.actions.data(), probs.data(), n, &n), BGB_OK);
  for (std::int32_t a : e.actions) {
    bgb_state* next = nullptr;
    EXPECT_EQ(bgb_state_apply(s, a, &next), BGB_OK);
    StatePtr owned(next);
    e.hashes.push_back(c_hash(next));
  }
  e.hash = c_hash(s);
  e.json = c_text(bgb_state_to_json, s, BGB_VIEW_ALL);
  for (int round = 0; round < kRounds; ++round) {
    std::uint64_t rng = round_rng(round);
    std::int32_t a = -1;
    EXPECT_EQ(bgb_state_random_action(s, &rng, &a), BGB_OK);
    e.drawn.push_back(a);
    e.drawn_rngs.push_back(rng);
  }
  return e;
}

/// Whether bgb_state_random_action from Rng(round) draws what it drew on one thread.
bool draws_as_expected(const bgb_state* s, const Expected& want, int round) {
  std::uint64_t rng = round_rng(round);
  std::int32_t a = -1;
  const auto r = static_cast<std::size_t>(round);
  return bgb_state_random_action(s, &rng, &a) == BGB_OK && a == want.drawn[r] && rng == want.drawn_rngs[r];
}

TEST(CapiThreads, SharedStateGivesEveryThreadTheSameSuccessors) {
  const StatePtr shared = shared_chance_state();
  const Expected want = expected_for(shared.get());
  // A seat's turn too (the deal done): random_action draws a decision there.
  StatePtr decision(nullptr);
  {
    bgb_state* copy = nullptr;
    ASSERT_EQ(bgb_state_clone(shared.get(), &copy), BGB_OK);
    decision.reset(copy);
    std::uint64_t rng = round_rng(99);
    bgb::testing::c_settle(decision.get(), rng);
  }
  const Expected want_decision = expected_for(decision.get());
  ASSERT_FALSE(want.actions.empty());
  std::vector<int> mismatches(kThreads, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int round = 0; round < kRounds; ++round) {
        for (std::size_t i = 0; i < want.actions.size(); ++i) {
          // Start each thread at a different outcome so that the same successors are computed
          // at the same time by different threads.
          const std::size_t k = (i + static_cast<std::size_t>(t)) % want.actions.size();
          bgb_state* next = nullptr;
          if (bgb_state_apply(shared.get(), want.actions[k], &next) != BGB_OK) {
            ++mismatches[static_cast<std::size_t>(t)];
            continue;
          }
          StatePtr owned(next);
          if (c_hash(next) != want.hashes[k]) ++mismatches[static_cast<std::size_t>(t)];
        }
        if (c_text(bgb_state_to_json, shared.get(), BGB_VIEW_ALL) != want.json) ++mismatches[static_cast<std::size_t>(t)];
        if (c_action_text(shared.get(), want.actions[0]).empty()) ++mismatches[static_cast<std::size_t>(t)];
        if (!draws_as_expected(shared.get(), want, round) || !draws_as_expected(decision.get(), want_decision, round))
          ++mismatches[static_cast<std::size_t>(t)];
      }
    });
  }
  for (std::thread& th : threads) th.join();
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(mismatches[static_cast<std::size_t>(t)], 0) << "thread " << t;
  EXPECT_EQ(c_hash(shared.get()), want.hash) << "the shared state changed";
}

TEST(CapiThreads, EachThreadSeesItsOwnLastError) {
  const StatePtr shared = shared_chance_state();
  // "play ..." ids are never legal while cards are dealt; thread t tries play of card t.
  std::barrier sync(kThreads);
  std::vector<std::string> seen(kThreads * kRounds);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int round = 0; round < kRounds; ++round) {
        const std::int32_t action = (t + round) % 36;
        bgb_state* next = nullptr;
        const std::int32_t st = bgb_state_apply(shared.get(), action, &next);
        // Every thread has now failed with its own action; none may see another's message.
        sync.arrive_and_wait();
        seen[static_cast<std::size_t>(t * kRounds + round)] =
            st == BGB_E_ILLEGAL_ACTION && next == nullptr ? bgb_last_error() : "unexpected status";
        sync.arrive_and_wait();
      }
    });
  }
  for (std::thread& th : threads) th.join();
  for (int t = 0; t < kThreads; ++t) {
    for (int round = 0; round < kRounds; ++round) {
      const std::int32_t action = (t + round) % 36;
      const std::string want_prefix = "bgb_state_apply: action " + std::to_string(action) + " (play ";
      EXPECT_EQ(seen[static_cast<std::size_t>(t * kRounds + round)].rfind(want_prefix, 0), 0u)
          << "thread " << t << " round " << round << ": " << seen[static_cast<std::size_t>(t * kRounds + round)];
    }
  }
}

TEST(CapiThreads, NewThreadStartsWithAnEmptyLastError) {
  bgb_game* g = nullptr;
  ASSERT_EQ(bgb_game_new("no-such-game", nullptr, &g), BGB_E_UNKNOWN_GAME);
  std::string other;
  std::thread([&] { other = bgb_last_error(); }).join();
  EXPECT_EQ(other, "");
  EXPECT_NE(std::string(bgb_last_error()).find("no-such-game"), std::string::npos);
}

// bgb_playouts from one shared start on several threads at once, each batch itself on two
// threads: every batch counts the same games, and the start is never changed.
TEST(CapiThreads, ConcurrentPlayoutBatchesFromOneStartAgree) {
  bgb_game* g = nullptr;
  ASSERT_EQ(bgb_game_new("red-november", R"({"players":4})", &g), BGB_OK) << bgb_last_error();
  bgb_state* s = nullptr;
  ASSERT_EQ(bgb_state_new(g, &s), BGB_OK) << bgb_last_error();
  constexpr int kThreads = 4;
  std::vector<bgb_playout_stats> got(kThreads);
  std::vector<std::int32_t> status(kThreads, -99);
  {
    std::vector<std::jthread> pool;
    for (int t = 0; t < kThreads; ++t)
      pool.emplace_back([&, t] {
        std::uint64_t rng = 0;
        bgb_rng_seed(17, &rng);
        status[static_cast<std::size_t>(t)] = bgb_playouts(s, 24, &rng, 2, &got[static_cast<std::size_t>(t)]);
      });
  }
  for (int t = 0; t < kThreads; ++t) {
    EXPECT_EQ(status[static_cast<std::size_t>(t)], BGB_OK);
    EXPECT_EQ(std::memcmp(&got[0], &got[static_cast<std::size_t>(t)], sizeof got[0]), 0) << "thread " << t;
  }
  EXPECT_EQ(got[0].games, 24);
  bgb_state_free(s);
  bgb_game_free(g);
}

}  // namespace
