/// \file
/// bgb_state_random_action (ABI 1.7): at every state of random games of every registered game it
/// draws what a loop of bgb_state_sample_chance, bgb_state_legal_actions and bgb_rng_below draws,
/// with the same generator use; a loop of it and bgb_state_apply_into plays bgb_playouts' games;
/// NULL pointers and a terminal state are refused with the outputs unchanged.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bgb/bgb.h"
#include "bgb/core/playouts.hpp"
#include "bgb/core/rng.hpp"
#include "capi_helpers.hpp"
#include "playout_games.hpp"

namespace {

using bgb::testing::c_game_named;
using bgb::testing::GamePtr;
using bgb::testing::kPlayoutGames;
using bgb::testing::StatePtr;

TEST(CapiRandomAction, DrawsWhatTheListAndPickLoopDrawsInEveryGame) {
  for (const auto& [name, options] : kPlayoutGames) {
    SCOPED_TRACE(name);
    const GamePtr g = c_game_named(name, options);
    std::vector<std::int32_t> legal = bgb::testing::legal_buffer(g.get());
    std::int64_t decisions = 0, chances = 0, disagreements = 0;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
      StatePtr s = bgb::testing::c_initial(g.get());
      std::uint64_t by_list = 0;
      bgb_rng_seed(seed, &by_list);
      std::uint64_t drawn = by_list;
      for (;;) {
        std::int32_t player = 0;
        bgb::testing::require_ok(bgb_state_current_player(s.get(), &player), "bgb_state_current_player");
        const std::int32_t expected = bgb::testing::c_random_action(s.get(), by_list, legal);
        if (expected < 0) break;  // the end
        std::int32_t a = -1;
        bgb::testing::require_ok(bgb_state_random_action(s.get(), &drawn, &a), "bgb_state_random_action");
        if (a != expected || drawn != by_list) ++disagreements;
        (player == BGB_CHANCE ? chances : decisions) += 1;
        bgb::testing::require_ok(bgb_state_apply_into(s.get(), expected, s.get()), "bgb_state_apply_into");
        drawn = by_list;  // one disagreement does not hide the next
      }
      // At the end nothing is drawn: refused, the generator and the output untouched.
      std::int32_t out = -7;
      const std::uint64_t before = drawn;
      EXPECT_EQ(bgb_state_random_action(s.get(), &drawn, &out), BGB_E_INVALID_ARGUMENT);
      EXPECT_NE(std::string(bgb_last_error()).find("bgb_state_random_action: the state is terminal"), std::string::npos)
          << bgb_last_error();
      EXPECT_EQ(drawn, before);
      EXPECT_EQ(out, -7);
    }
    EXPECT_EQ(disagreements, 0) << "of " << decisions << " decisions and " << chances << " chance nodes";
    EXPECT_GT(decisions, 400);
    EXPECT_GT(chances, 40);
  }
}

/// Game i of a batch plays from Rng(playout_seed(base, i)), and a loop of the C calls from that
/// generator plays the same game. Both sides run the game's own draws (bgb_playouts' core calls
/// the same C++ functions), so what this adds to the test above is the C side: the generator
/// handed back after each draw, and apply_into on the drawn ids.
TEST(CapiRandomAction, ALoopOfItPlaysTheGamesOfBgbPlayouts) {
  for (const auto& [name, options] : kPlayoutGames) {
    SCOPED_TRACE(name);
    const GamePtr g = c_game_named(name, options);
    std::int32_t players = 0;
    bgb::testing::require_ok(bgb_game_num_players(g.get(), &players), "bgb_game_num_players");
    for (std::uint64_t seed : {1U, 2U, 3U, 4U, 5U}) {
      const StatePtr start = bgb::testing::c_initial(g.get());
      std::uint64_t rng = 0;
      bgb_rng_seed(seed, &rng);
      bgb_playout_stats batch{};
      bgb::testing::require_ok(bgb_playouts(start.get(), 1, &rng, 1, &batch), "bgb_playouts");

      bgb::Rng base_draw(seed);
      std::uint64_t game_rng = bgb::Rng(bgb::playout_seed(base_draw.next(), 0)).state();
      StatePtr s = bgb::testing::c_initial(g.get());
      std::int64_t actions = 0, decisions = 0;
      for (;;) {
        std::int32_t player = 0, a = -1;
        bgb::testing::require_ok(bgb_state_current_player(s.get(), &player), "bgb_state_current_player");
        if (player == BGB_TERMINAL) break;
        bgb::testing::require_ok(bgb_state_random_action(s.get(), &game_rng, &a), "bgb_state_random_action");
        bgb::testing::require_ok(bgb_state_apply_into(s.get(), a, s.get()), "bgb_state_apply_into");
        ++actions;
        if (player >= 0) ++decisions;
      }
      EXPECT_EQ(actions, batch.actions) << "seed " << seed;
      EXPECT_EQ(decisions, batch.decisions) << "seed " << seed;
      std::vector<double> returns(static_cast<std::size_t>(players));
      std::int32_t n = 0;
      bgb::testing::require_ok(bgb_state_returns(s.get(), returns.data(), players, &n), "bgb_state_returns");
      for (std::size_t k = 0; k < returns.size(); ++k) EXPECT_EQ(returns[k], batch.return_sums[k]) << "seed " << seed << " seat " << k;
    }
  }
}

TEST(CapiRandomAction, NullPointersAreRefusedWithTheOutputsUnchanged) {
  const GamePtr g = c_game_named("red-november", R"({"players":4})");
  const StatePtr s = bgb::testing::c_initial(g.get());
  std::uint64_t rng = 0;
  bgb_rng_seed(9, &rng);
  const std::uint64_t before = rng;
  std::int32_t out = -7;
  EXPECT_EQ(bgb_state_random_action(nullptr, &rng, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("bgb_state_random_action"), std::string::npos) << bgb_last_error();
  EXPECT_EQ(bgb_state_random_action(s.get(), nullptr, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_state_random_action(s.get(), &rng, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(rng, before);
  EXPECT_EQ(out, -7);
  EXPECT_EQ(bgb_state_random_action(s.get(), &rng, &out), BGB_OK);
  EXPECT_NE(rng, before);
  EXPECT_GE(out, 0);
}

}  // namespace
