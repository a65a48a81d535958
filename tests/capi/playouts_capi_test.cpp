/// \file
/// bgb_playouts (ABI 1.4): the same totals as the registry's typed batch for every registered
/// game, from the start, from the middle and from the end of a game; one draw from the
/// generator; the same games on any number of threads; bad arguments refused with the outputs
/// unchanged. Threads sharing one start are in threads_test.cpp (label `threads`).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "bgb/bgb.h"
#include "bgb/core/rng.hpp"
#include "capi_helpers.hpp"
#include "playout_games.hpp"
#include "registry.hpp"

namespace {

using bgb::testing::GamePtr;
using bgb::testing::kPlayoutGames;
using bgb::testing::StatePtr;

using bgb::testing::c_game_named;

bgb_playout_stats run(const bgb_state* s, std::int32_t n, std::uint64_t& rng, std::int32_t threads) {
  bgb_playout_stats out{};
  bgb::testing::require_ok(bgb_playouts(s, n, &rng, threads, &out), "bgb_playouts");
  return out;
}

/// The C struct field by field against the C++ totals.
void expect_same(const bgb_playout_stats& c, const bgb::PlayoutStats& cpp, int players, const std::string& where) {
  EXPECT_EQ(c.games, cpp.games) << where;
  EXPECT_EQ(c.actions, cpp.actions) << where;
  EXPECT_EQ(c.decisions, cpp.decisions) << where;
  EXPECT_EQ(c.all_won, cpp.all_won) << where;
  EXPECT_EQ(c.split, cpp.split) << where;
  EXPECT_EQ(c.num_players, players) << where;
  EXPECT_EQ(c.reserved, 0) << where;
  for (std::size_t k = 0; k < cpp.wins.size(); ++k) {
    EXPECT_EQ(c.wins[k], cpp.wins[k]) << where << " seat " << k;
    EXPECT_EQ(c.return_sums[k], cpp.return_sums[k]) << where << " seat " << k;
  }
  for (std::size_t b = 0; b < cpp.lengths.size(); ++b) EXPECT_EQ(c.lengths[b], cpp.lengths[b]) << where << " bucket " << b;
}

TEST(CapiPlayouts, TotalsAreTheTypedBatchOfEveryGame) {
  for (const auto& [name, options] : kPlayoutGames) {
    const GamePtr g = c_game_named(name, options);
    const StatePtr s = bgb::testing::c_initial(g.get());
    std::uint64_t rng = 0;
    bgb_rng_seed(11, &rng);
    const bgb_playout_stats c = run(s.get(), 300, rng, 1);
    bgb::Rng expected_rng(11);
    const std::uint64_t base = expected_rng.next();
    EXPECT_EQ(rng, expected_rng.state()) << name << ": one draw from the generator";
    auto typed = bgb::make_game(name, options);
    ASSERT_TRUE(typed) << typed.error().message;
    expect_same(c, typed.value()->initial_state()->playouts(300, base, 1, nullptr), typed.value()->num_players(), name);
    EXPECT_EQ(c.games, 300);
    EXPECT_GT(c.decisions, 0) << name;
  }
}

TEST(CapiPlayouts, AnyThreadCountPlaysTheSameGames) {
  for (const auto& [name, options] : kPlayoutGames) {
    const GamePtr g = c_game_named(name, options);
    const StatePtr s = bgb::testing::c_initial(g.get());
    std::uint64_t r1 = 0, r2 = 0, r3 = 0;
    bgb_rng_seed(3, &r1);
    r2 = r3 = r1;
    const bgb_playout_stats one = run(s.get(), 97, r1, 1), two = run(s.get(), 97, r2, 2), three = run(s.get(), 97, r3, 3);
    EXPECT_EQ(std::memcmp(&one, &two, sizeof one), 0) << name;
    EXPECT_EQ(std::memcmp(&one, &three, sizeof one), 0) << name;
    EXPECT_TRUE(r1 == r2 && r2 == r3) << name;
  }
}

TEST(CapiPlayouts, FromTheMiddleAndFromTheEnd) {
  const GamePtr g = c_game_named("dp6", R"({"players":3})");
  StatePtr s = bgb::testing::c_initial(g.get());
  std::uint64_t rng = 0;
  bgb_rng_seed(8, &rng);
  // Twenty random actions in, then the batch from there; then from the end of that game.
  for (int i = 0; i < 20; ++i) {
    std::int32_t seat = 0, a = 0, n = 0, legal[64];
    bgb::testing::require_ok(bgb_state_current_player(s.get(), &seat), "current_player");
    if (seat == BGB_CHANCE) {
      bgb::testing::require_ok(bgb_state_sample_chance(s.get(), &rng, &a), "sample_chance");
    } else {
      bgb::testing::require_ok(bgb_state_legal_actions(s.get(), legal, 64, &n), "legal_actions");
      a = legal[0];
    }
    bgb::testing::require_ok(bgb_state_apply_into(s.get(), a, s.get()), "apply_into");
  }
  const std::uint64_t hash_before = bgb::testing::c_hash(s.get());
  std::uint64_t r = rng;
  const bgb_playout_stats mid = run(s.get(), 50, r, 2);
  EXPECT_EQ(bgb::testing::c_hash(s.get()), hash_before) << "the start is unchanged";
  EXPECT_EQ(mid.games, 50);
  EXPECT_EQ(mid.num_players, 3);
  std::int64_t bucketed = 0;
  for (std::int64_t n : mid.lengths) bucketed += n;
  EXPECT_EQ(bucketed, 50);
  // Play the start to its end with random moves, then ask for a batch from the end.
  for (;;) {
    std::int32_t seat = 0, a = 0, n = 0, legal[64];
    bgb::testing::require_ok(bgb_state_current_player(s.get(), &seat), "current_player");
    if (seat == BGB_TERMINAL) break;
    if (seat == BGB_CHANCE) {
      bgb::testing::require_ok(bgb_state_sample_chance(s.get(), &rng, &a), "sample_chance");
    } else {
      bgb::testing::require_ok(bgb_state_legal_actions(s.get(), legal, 64, &n), "legal_actions");
      std::uint64_t pick = 0;
      bgb_rng_below(&rng, static_cast<std::uint64_t>(n), &pick);
      a = legal[pick];
    }
    bgb::testing::require_ok(bgb_state_apply_into(s.get(), a, s.get()), "apply_into");
  }
  const bgb_playout_stats end = run(s.get(), 5, rng, 1);
  EXPECT_EQ(end.games, 5);
  EXPECT_EQ(end.actions, 0);
  EXPECT_EQ(end.lengths[0], 5);
}

TEST(CapiPlayouts, BadArgumentsAreRefusedWithTheOutputsUnchanged) {
  const GamePtr g = c_game_named("the-crew", R"({"players":3})");
  const StatePtr s = bgb::testing::c_initial(g.get());
  std::uint64_t rng = 42;
  bgb_playout_stats out{};
  out.games = -1;
  EXPECT_EQ(bgb_playouts(nullptr, 1, &rng, 1, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("bgb_playouts: argument 'start' is NULL"), std::string::npos) << bgb_last_error();
  EXPECT_EQ(bgb_playouts(s.get(), 1, nullptr, 1, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_playouts(s.get(), 1, &rng, 1, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_playouts(s.get(), -3, &rng, 1, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_STREQ(bgb_last_error(), "bgb_playouts: n must be >= 0, got -3");
  EXPECT_EQ(bgb_playouts(s.get(), 1, &rng, 0, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_STREQ(bgb_last_error(), "bgb_playouts: threads must be >= 1, got 0");
  EXPECT_EQ(out.games, -1);
  EXPECT_EQ(rng, 42u);
  // n == 0 is a batch of nothing that still draws its base seed.
  EXPECT_EQ(bgb_playouts(s.get(), 0, &rng, 4, &out), BGB_OK);
  EXPECT_EQ(out.games, 0);
  EXPECT_NE(rng, 42u);
}

}  // namespace
