/// \file
/// Red November through the C ABI (libbgb): made by name with options JSON (and refused with the
/// option named), seeded random games for 3..8 gnomes played in C side by side with the registry
/// (the seat to act, legal actions, action texts, hash, returns, snapshot JSON all agree), the
/// snapshot loaded back, observations that hide other seats' items, resampling, and an illegal
/// action refused with the state unchanged.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bgb/bgb.h"
#include "capi_helpers.hpp"
#include "registry.hpp"

namespace {

using bgb::testing::c_action_text;
using bgb::testing::c_hash;
using bgb::testing::c_text;
using bgb::testing::GamePtr;
using bgb::testing::require_ok;
using bgb::testing::StatePtr;

GamePtr rn_c_game(const std::string& options) {
  bgb_game* g = nullptr;
  require_ok(bgb_game_new("red-november", options.c_str(), &g), "bgb_game_new");
  return GamePtr(g);
}

std::vector<std::int32_t> c_legal(const bgb_state* s) {
  std::int32_t n = 0;
  require_ok(bgb_state_legal_actions(s, nullptr, 0, &n), "legal size");
  std::vector<std::int32_t> out(static_cast<std::size_t>(n));
  if (n > 0) require_ok(bgb_state_legal_actions(s, out.data(), n, &n), "legal");
  return out;
}

TEST(CapiRedNovember, SeededGamesAgreeWithTheRegistryForEveryPlayerCount) {
  for (int players = 3; players <= 8; ++players) {
    const std::string options = "{\"players\":" + std::to_string(players) + "}";
    const GamePtr g = rn_c_game(options);
    std::int32_t n = 0;
    require_ok(bgb_game_num_players(g.get(), &n), "num_players");
    ASSERT_EQ(n, players);
    auto cpp_game = bgb::make_game("red-november", options);
    ASSERT_TRUE(cpp_game.ok());
    bgb_state* raw = nullptr;
    require_ok(bgb_state_new(g.get(), &raw), "state_new");
    StatePtr s(raw);
    std::unique_ptr<bgb::AnyState> cpp = cpp_game.value()->initial_state();
    std::uint64_t rng = 0;
    bgb_rng_seed(static_cast<std::uint64_t>(players) * 31U, &rng);
    for (int step = 0;; ++step) {
      ASSERT_LT(step, 5000);
      ASSERT_EQ(c_hash(s.get()), cpp->hash());
      std::int32_t who = 0, terminal = 0;
      require_ok(bgb_state_current_player(s.get(), &who), "current_player");
      require_ok(bgb_state_is_terminal(s.get(), &terminal), "is_terminal");
      ASSERT_EQ(who, cpp->current_player());
      ASSERT_EQ(c_text(bgb_state_to_json, s.get(), BGB_VIEW_ALL), cpp->to_json(bgb::kViewAll));
      if (terminal) {
        double r[8] = {};
        std::int32_t count = 0;
        require_ok(bgb_state_returns(s.get(), r, 8, &count), "returns");
        ASSERT_EQ(count, players);
        break;
      }
      std::int32_t a = -1;
      if (who == bgb::kChance) {
        require_ok(bgb_state_sample_chance(s.get(), &rng, &a), "sample_chance");
      } else {
        const std::vector<std::int32_t> legal = c_legal(s.get());
        const std::vector<bgb::ActionId> want = cpp->legal_actions();
        ASSERT_EQ(std::vector<bgb::ActionId>(legal.begin(), legal.end()), want);
        std::uint64_t pick = 0;
        require_ok(bgb_rng_below(&rng, legal.size(), &pick), "rng_below");
        a = legal[static_cast<std::size_t>(pick)];
      }
      ASSERT_EQ(c_action_text(s.get(), a), cpp->action_text(a));
      bgb_state* next = nullptr;
      require_ok(bgb_state_apply(s.get(), a, &next), "apply");
      s.reset(next);
      cpp = std::move(cpp->apply(a)).value();
    }
  }
}

TEST(CapiRedNovember, SnapshotsLoadObservationsHideAndResamplesKeepTheView) {
  const GamePtr g = rn_c_game("{\"players\":4}");
  bgb_state* raw = nullptr;
  require_ok(bgb_state_new(g.get(), &raw), "state_new");
  StatePtr s(raw);
  std::uint64_t rng = 0;
  bgb_rng_seed(5, &rng);
  std::int32_t who = bgb::kChance;
  while (who == bgb::kChance) {
    std::int32_t a = -1;
    require_ok(bgb_state_sample_chance(s.get(), &rng, &a), "sample_chance");
    bgb_state* next = nullptr;
    require_ok(bgb_state_apply(s.get(), a, &next), "apply");
    s.reset(next);
    require_ok(bgb_state_current_player(s.get(), &who), "current_player");
  }
  const std::string snapshot = c_text(bgb_state_to_json, s.get(), BGB_VIEW_ALL);
  bgb_state* loaded = nullptr;
  require_ok(bgb_state_from_json(g.get(), snapshot.c_str(), &loaded), "state_from_json");
  StatePtr back(loaded);
  EXPECT_EQ(c_hash(back.get()), c_hash(s.get()));
  const std::string mine = c_text(bgb_state_to_json, s.get(), who);
  EXPECT_NE(mine.find("\"item_deck\":null"), std::string::npos) << mine;
  bgb_state* bad = nullptr;
  EXPECT_EQ(bgb_state_from_json(g.get(), mine.c_str(), &bad), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("this is an observation"), std::string::npos) << bgb_last_error();
  bgb_state* other = nullptr;
  require_ok(bgb_state_resample(s.get(), who, &rng, &other), "resample");
  StatePtr resampled(other);
  EXPECT_EQ(c_text(bgb_state_to_json, resampled.get(), who), mine);
  EXPECT_FALSE(c_text(bgb_state_render, s.get(), who).empty());
  // An illegal action is refused naming it; the state is unchanged.
  bgb_state* next = nullptr;
  EXPECT_EQ(bgb_state_apply_text(s.get(), "fix kraken 3", &next), BGB_E_ILLEGAL_ACTION);
  EXPECT_EQ(next, nullptr);
  EXPECT_NE(std::string(bgb_last_error()).find("fix kraken 3"), std::string::npos) << bgb_last_error();
  EXPECT_EQ(c_hash(s.get()), c_hash(back.get()));
}

TEST(CapiRedNovember, BadOptionsAreRefusedNamingTheOption) {
  bgb_game* g = nullptr;
  EXPECT_EQ(bgb_game_new("red-november", "{\"players\":2}", &g), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(g, nullptr);
  EXPECT_NE(std::string(bgb_last_error()).find("players: 2 is out of range 3..8"), std::string::npos) << bgb_last_error();
  EXPECT_EQ(bgb_game_new("red-november", "{\"content\":{\"events\":[]}}", &g), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("content: events: the deck needs at least one card"), std::string::npos)
      << bgb_last_error();
}

}  // namespace
