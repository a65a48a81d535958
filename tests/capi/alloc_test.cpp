/// \file
/// The C ABI's hot path allocates nothing: a random playout loop written with
/// bgb_state_apply_into, bgb_state_legal_actions, bgb_state_sample_chance and bgb_rng_below, or
/// bgb_state_random_action in their place (and the current player, terminal test, returns and
/// hash) makes zero heap allocations per action,
/// for every registered game. This program replaces the global operator new (libbgb's calls bind
/// to it at load time, as in oom_test.cpp) to count every allocation, so it runs alone.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "bgb/bgb.h"
#include "capi_helpers.hpp"
#include "playout_games.hpp"

namespace {

std::atomic<long> g_allocations{0};

void* allocate(std::size_t n) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}

void* allocate_aligned(std::size_t n, std::align_val_t al) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  const auto a = static_cast<std::size_t>(al);
  if (void* p = std::aligned_alloc(a, (n + a - 1) / a * a)) return p;
  throw std::bad_alloc();
}

}  // namespace

void* operator new(std::size_t n) { return allocate(n); }
void* operator new[](std::size_t n) { return allocate(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new(std::size_t n, std::align_val_t al) { return allocate_aligned(n, al); }
void* operator new[](std::size_t n, std::align_val_t al) { return allocate_aligned(n, al); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }

namespace {

using bgb::testing::GamePtr;
using bgb::testing::kPlayoutGames;
using bgb::testing::StatePtr;

long allocations() { return g_allocations.load(std::memory_order_relaxed); }

/// What a playout loop counted: actions applied, and allocations made while applying them.
struct Count {
  std::int64_t actions = 0;
  long allocations = 0;
  bool ok = true;
};

/// How a playout loop picks its actions.
enum class Pick {
  listed,  ///< bgb_state_sample_chance, or bgb_state_legal_actions and bgb_rng_below
  drawn,   ///< bgb_state_random_action (ABI 1.7)
};

/// `games` random games from `root`, each restarted in `s` with bgb_state_copy_into and played
/// to the end in place with bgb_state_apply_into. Only the loop's own calls are counted (no
/// gtest assertion runs inside it: failures are recorded and reported after).
Count playouts(const bgb_state* root, bgb_state* s, std::int32_t* legal, std::int32_t cap, std::uint64_t& rng,
               int games, Pick how) {
  Count c;
  double returns[16];
  const long before = allocations();
  for (int game = 0; game < games && c.ok; ++game) {
    c.ok = bgb_state_copy_into(root, s) == BGB_OK;
    for (;;) {
      std::int32_t player = 0;
      std::int32_t over = 0;
      if (bgb_state_current_player(s, &player) != BGB_OK || bgb_state_is_terminal(s, &over) != BGB_OK) c.ok = false;
      if (!c.ok || over == 1) break;
      std::int32_t action = -1;
      if (how == Pick::drawn) {
        c.ok = bgb_state_random_action(s, &rng, &action) == BGB_OK;
      } else if (player == BGB_CHANCE) {
        c.ok = bgb_state_sample_chance(s, &rng, &action) == BGB_OK;
      } else {
        std::int32_t n = 0;
        std::uint64_t pick = 0;
        c.ok = bgb_state_legal_actions(s, legal, cap, &n) == BGB_OK &&
               bgb_rng_below(&rng, static_cast<std::uint64_t>(n), &pick) == BGB_OK;
        if (c.ok) action = legal[pick];
      }
      if (c.ok) c.ok = bgb_state_apply_into(s, action, s) == BGB_OK;
      if (!c.ok) break;
      ++c.actions;
    }
    std::int32_t n = 0;
    std::uint64_t hash = 0;
    if (c.ok) c.ok = bgb_state_returns(s, returns, 16, &n) == BGB_OK && bgb_state_hash(s, &hash) == BGB_OK;
  }
  c.allocations = allocations() - before;
  return c;
}

TEST(CapiAllocations, RandomPlayoutsAllocateNothingPerActionInEveryGame) {
  for (const auto& spec : kPlayoutGames) {
    SCOPED_TRACE(std::string(spec.name) + " " + spec.options);
    bgb_game* raw = nullptr;
    ASSERT_EQ(bgb_game_new(spec.name, spec.options, &raw), BGB_OK) << bgb_last_error();
    GamePtr g(raw);
    std::int32_t cap = 0;
    ASSERT_EQ(bgb_game_max_legal_actions(g.get(), &cap), BGB_OK);
    std::vector<std::int32_t> legal(static_cast<std::size_t>(cap));
    StatePtr root = bgb::testing::c_initial(g.get());
    StatePtr s = bgb::testing::c_initial(g.get());
    for (const Pick how : {Pick::listed, Pick::drawn}) {
      std::uint64_t rng = 0;
      bgb_rng_seed(2026, &rng);
      const Count c = playouts(root.get(), s.get(), legal.data(), cap, rng, 40, how);
      ASSERT_TRUE(c.ok) << bgb_last_error();
      EXPECT_GT(c.actions, 40 * 10);
      EXPECT_EQ(c.allocations, 0) << "over " << c.actions << " actions, " << (how == Pick::drawn ? "drawn" : "listed");
    }
  }
}

// ABI 1.5: the learning loop's calls (tensor, mask, batch step and observe) allocate nothing
// once the batch and the buffers exist.
TEST(CapiAllocations, TensorsMasksAndBatchesAllocateNothingInEveryGame) {
  for (const auto& spec : kPlayoutGames) {
    SCOPED_TRACE(std::string(spec.name) + " " + spec.options);
    bgb_game* raw = nullptr;
    ASSERT_EQ(bgb_game_new(spec.name, spec.options, &raw), BGB_OK) << bgb_last_error();
    GamePtr g(raw);
    std::int32_t dims[1] = {0}, nd = 0, distinct = 0, players = 0;
    const bool tensor = bgb_game_observation_shape(g.get(), dims, 1, &nd) == BGB_OK;
    bgb_game_num_distinct_actions(g.get(), &distinct);
    bgb_game_num_players(g.get(), &players);
    constexpr int kGames = 16;
    const std::size_t len = static_cast<std::size_t>(dims[0]), a = static_cast<std::size_t>(distinct);
    std::vector<float> obs(kGames * len), rewards(kGames * static_cast<std::size_t>(players));
    std::vector<std::uint8_t> masks(kGames * a), dones(kGames);
    std::vector<std::int32_t> seats(kGames), actions(kGames);
    bgb_batch* b = nullptr;
    ASSERT_EQ(bgb_batch_new(g.get(), kGames, 5, &b), BGB_OK);
    bgb_state* one = nullptr;
    ASSERT_EQ(bgb_batch_state(b, 0, &one), BGB_OK);
    std::uint64_t rng = 0;
    bgb_rng_seed(1, &rng);
    bool ok = true;
    std::int64_t finished = 0;
    const long before = allocations();
    for (int step = 0; step < 300 && ok; ++step) {
      ok = bgb_batch_observe(b, tensor ? obs.data() : nullptr, static_cast<std::int64_t>(obs.size()), masks.data(),
                             static_cast<std::int64_t>(masks.size()), seats.data()) == BGB_OK;
      for (std::size_t i = 0; i < kGames && ok; ++i) {
        std::uint64_t legal = 0, pick = 0;
        for (std::size_t k = 0; k < a; ++k) legal += masks[i * a + k];
        ok = bgb_rng_below(&rng, legal, &pick) == BGB_OK;
        for (std::size_t k = 0; k < a && ok; ++k)
          if (masks[i * a + k] && pick-- == 0) actions[i] = static_cast<std::int32_t>(k);
      }
      if (ok) ok = bgb_batch_step(b, actions.data(), kGames, rewards.data(), dones.data()) == BGB_OK;
      for (std::uint8_t d : dones) finished += d;
      // The single-state calls on a state the caller holds.
      std::int32_t got = 0;
      if (ok && tensor) ok = bgb_state_observation_tensor(one, 0, obs.data(), dims[0], &got) == BGB_OK;
      if (ok) ok = bgb_state_legal_mask(one, masks.data(), distinct, &got) == BGB_OK;
    }
    const long made = allocations() - before;
    bgb_state_free(one);
    bgb_batch_free(b);
    ASSERT_TRUE(ok) << bgb_last_error();
    EXPECT_EQ(made, 0) << "over 300 steps of " << kGames << " games";
    if (std::string(spec.name) == "the-crew") {
      EXPECT_GT(finished, 0) << "no auto-reset was counted";
    }
  }
}

/// The allocations of one bgb_bot_choose, after a first one on the same state has set the bot
/// up; -1 if a call failed.
long search_allocations(const bgb_game* g, const bgb_state* s, const char* options) {
  bgb_bot* raw = nullptr;
  if (bgb_bot_new(g, "mcts", options, &raw) != BGB_OK) return -1;
  bgb::testing::BotPtr bot(raw);
  std::uint64_t rng = 0;
  bgb_rng_seed(7, &rng);
  std::int32_t action = -1;
  if (bgb_bot_choose(bot.get(), s, &rng, &action) != BGB_OK) return -1;
  const long before = allocations();
  if (bgb_bot_choose(bot.get(), s, &rng, &action) != BGB_OK) return -1;
  return allocations() - before;
}

// Issue 17: the search allocates nothing per iteration once its node pool is set up. A decision
// may allocate (the pool, sized to its budget), but ten times the iterations may not allocate
// more, with the game's rollouts or uniform ones, UCT or information-set (The Crew and Red
// November resample hidden cards every iteration).
TEST(CapiAllocations, ASearchAllocatesNoMoreForTenTimesTheIterationsInEveryGame) {
  for (const auto& spec : kPlayoutGames) {
    for (const char* rollout : {"game", "random"}) {
      SCOPED_TRACE(std::string(spec.name) + " " + spec.options + " rollout " + rollout);
      bgb_game* raw = nullptr;
      ASSERT_EQ(bgb_game_new(spec.name, spec.options, &raw), BGB_OK) << bgb_last_error();
      GamePtr g(raw);
      std::uint64_t rng = 0;
      bgb_rng_seed(2026, &rng);
      const StatePtr s = bgb::testing::c_initial(g.get());
      bgb::testing::c_settle(s.get(), rng);
      const std::string small = std::string(R"({"iterations":100,"rollout":")") + rollout + R"("})";
      const std::string large = std::string(R"({"iterations":1000,"rollout":")") + rollout + R"("})";
      const long few = search_allocations(g.get(), s.get(), small.c_str());
      const long many = search_allocations(g.get(), s.get(), large.c_str());
      ASSERT_GE(few, 0) << bgb_last_error();
      ASSERT_GE(many, 0) << bgb_last_error();
      EXPECT_EQ(many, few) << "100 iterations allocated " << few << " times, 1000 iterations " << many;
    }
  }
}

TEST(CapiAllocations, TheCounterSeesTheAllocatingCalls) {
  bgb_game* raw = nullptr;
  ASSERT_EQ(bgb_game_new("the-crew", R"({"players":4,"mission":1})", &raw), BGB_OK);
  GamePtr g(raw);
  StatePtr s = bgb::testing::c_initial(g.get());
  // bgb_state_apply hands out a new handle: at least one allocation.
  long before = allocations();
  bgb_state* next = nullptr;
  ASSERT_EQ(bgb_state_apply(s.get(), 40, &next), BGB_OK);
  EXPECT_GE(allocations() - before, 1);
  bgb_state_free(next);

  // A dst that shares its state with a clone is copied once, then written in place.
  bgb_state* c = nullptr;
  ASSERT_EQ(bgb_state_clone(s.get(), &c), BGB_OK);
  StatePtr clone(c);
  before = allocations();
  ASSERT_EQ(bgb_state_apply_into(s.get(), 40, s.get()), BGB_OK);
  EXPECT_GE(allocations() - before, 1);
  before = allocations();
  ASSERT_EQ(bgb_state_apply_into(s.get(), 41, s.get()), BGB_OK);
  ASSERT_EQ(bgb_state_copy_into(clone.get(), s.get()), BGB_OK);
  EXPECT_EQ(allocations() - before, 0);

  // A refused action builds its message: allocations, but dst stays as it was.
  before = allocations();
  EXPECT_EQ(bgb_state_apply_into(s.get(), -1, s.get()), BGB_E_ILLEGAL_ACTION);
  EXPECT_GE(allocations() - before, 1);
}

}  // namespace
