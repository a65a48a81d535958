/// \file
/// bgb_state_action_text_for (ABI 1.6): every action of seeded random games of every registered
/// game, read by every viewer, equals the registry's action_text_for (what the CLI's transcripts
/// print); the omniscient viewer reads bgb_state_action_text; a Crew deal shows each card to its
/// recipient alone, a distress card to its giver alone, a Red November item to its receiver
/// alone; bad arguments are refused with the buffer left as it was.
#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "bgb/bgb.h"
#include "capi_helpers.hpp"
#include "playout_games.hpp"
#include "registry.hpp"

namespace {

using bgb::testing::c_action_text;
using bgb::testing::c_game_named;
using bgb::testing::c_random_action;
using bgb::testing::legal_buffer;
using bgb::testing::GamePtr;
using bgb::testing::kPlayoutGames;
using bgb::testing::StatePtr;

std::string text_for(const bgb_state* s, std::int32_t action, std::int32_t viewer) {
  std::int32_t len = -1;
  bgb::testing::require_ok(bgb_state_action_text_for(s, action, viewer, nullptr, 0, &len), "size query");
  std::string out(static_cast<std::size_t>(len) + 1, '\0');
  std::int32_t len2 = -1;
  bgb::testing::require_ok(bgb_state_action_text_for(s, action, viewer, out.data(), len + 1, &len2),
                           "bgb_state_action_text_for");
  EXPECT_EQ(len2, len);
  out.resize(static_cast<std::size_t>(len));
  return out;
}

std::int32_t players_of(const bgb_game* g) {
  std::int32_t n = 0;
  bgb::testing::require_ok(bgb_game_num_players(g, &n), "bgb_game_num_players");
  return n;
}

/// Plays `games` seeded random games of one game through the C ABI with the registry's erased
/// state in lock step, and calls check(c_state, any_state, action, players) before each action.
template <class Check>
void play_in_lock_step(const char* name, const char* options, int games, Check&& check) {
  const GamePtr g = c_game_named(name, options);
  const auto any_game = bgb::make_game(name, options);
  ASSERT_TRUE(any_game.ok()) << name;
  const std::int32_t players = players_of(g.get());
  std::vector<std::int32_t> legal = legal_buffer(g.get());
  for (int game = 0; game < games; ++game) {
    std::uint64_t rng = 0;
    bgb_rng_seed(static_cast<std::uint64_t>(7000 + game), &rng);
    StatePtr s = bgb::testing::c_initial(g.get());
    std::shared_ptr<const bgb::AnyState> any(any_game.value()->initial_state());
    for (int step = 0; step < 5000; ++step) {
      const std::int32_t a = c_random_action(s.get(), rng, legal);
      if (a < 0) break;
      check(s.get(), *any, a, players);
      bgb_state* next = nullptr;
      ASSERT_EQ(bgb_state_apply(s.get(), a, &next), BGB_OK) << bgb_last_error();
      s.reset(next);
      auto any_next = any->apply(a);
      ASSERT_TRUE(any_next.ok()) << name << " step " << step;
      any = std::shared_ptr<const bgb::AnyState>(std::move(any_next).value());
    }
  }
}

TEST(CapiActionTextFor, EveryViewerReadsWhatTheRegistryPrints) {
  for (const auto& pg : kPlayoutGames) {
    int masked = 0, actions = 0;
    play_in_lock_step(pg.name, pg.options, 6, [&](const bgb_state* s, const bgb::AnyState& any, std::int32_t a, std::int32_t players) {
      ++actions;
      EXPECT_EQ(text_for(s, a, BGB_VIEW_ALL), c_action_text(s, a)) << pg.name;
      for (std::int32_t v = BGB_VIEW_PUBLIC; v < players; ++v) {
        const std::string got = text_for(s, a, v);
        EXPECT_EQ(got, any.action_text_for(a, v)) << pg.name << " viewer " << v << " action " << a;
        if (got.find('?') != std::string::npos) ++masked;
      }
    });
    EXPECT_GT(actions, 100) << pg.name;
    // The Crew deals hidden cards and Red November draws hidden items; the other two hide nothing.
    const bool hides = std::string(pg.name) == "the-crew" || std::string(pg.name) == "red-november";
    if (hides) {
      EXPECT_GT(masked, 0) << pg.name << ": no viewer was ever shown a '?'";
    } else {
      EXPECT_EQ(masked, 0) << pg.name << " hides nothing, yet a text read '?'";
    }
  }
}

// A four-seat deal gives each seat 10 of the 40 cards, and each card's text is shown
// to its recipient alone, so each seat reads 10 real "deal" texts and the public none.
TEST(CapiActionTextFor, ACrewDealShowsEachCardToItsRecipientAlone) {
  std::map<std::int32_t, int> shown;
  int deals = 0;
  play_in_lock_step("the-crew", R"({"players":4,"mission":2})", 1,
                    [&](const bgb_state* s, const bgb::AnyState&, std::int32_t a, std::int32_t players) {
                      const std::string all = c_action_text(s, a);
                      if (all.rfind("deal ", 0) != 0) return;
                      ++deals;
                      int seeing = 0;
                      for (std::int32_t v = 0; v < players; ++v) {
                        const std::string t = text_for(s, a, v);
                        if (t == all) {
                          ++seeing;
                          ++shown[v];
                        } else {
                          EXPECT_EQ(t, "deal ?");
                        }
                      }
                      EXPECT_EQ(seeing, 1) << all;
                      EXPECT_EQ(text_for(s, a, BGB_VIEW_PUBLIC), "deal ?");
                    });
  EXPECT_EQ(deals, 40);
  for (std::int32_t v = 0; v < 4; ++v) EXPECT_EQ(shown[v], 10) << "seat " << v;
}

TEST(CapiActionTextFor, ARedNovemberItemIsShownToItsReceiverAlone) {
  int items = 0;
  play_in_lock_step("red-november", R"({"players":4})", 4,
                    [&](const bgb_state* s, const bgb::AnyState&, std::int32_t a, std::int32_t players) {
                      const std::string all = c_action_text(s, a);
                      if (all.rfind("item ", 0) != 0) return;
                      ++items;
                      int seeing = 0;
                      for (std::int32_t v = 0; v < players; ++v) seeing += text_for(s, a, v) == all ? 1 : 0;
                      EXPECT_EQ(seeing, 1) << all;
                      EXPECT_EQ(text_for(s, a, BGB_VIEW_PUBLIC), "item ?");
                    });
  EXPECT_GT(items, 0);
}

TEST(CapiActionTextFor, BadArgumentsAreRefusedAndTheBufferIsLeftAlone) {
  const GamePtr g = c_game_named("the-crew", R"({"players":3})");
  const StatePtr s = bgb::testing::c_initial(g.get());
  char buf[8] = "xxxxxxx";
  std::int32_t n = -7;
  EXPECT_EQ(bgb_state_action_text_for(nullptr, 0, 0, buf, 8, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_state_action_text_for(s.get(), 0, 0, buf, 8, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_state_action_text_for(s.get(), 0, 0, buf, -1, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_state_action_text_for(s.get(), -1, 0, buf, 8, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("action -1 is outside [0, "), std::string::npos) << bgb_last_error();
  EXPECT_EQ(bgb_state_action_text_for(s.get(), 0, 3, buf, 8, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(std::string(bgb_last_error()),
            "bgb_state_action_text_for: viewer 3 is not a seat 0..2, BGB_VIEW_ALL (-1) or BGB_VIEW_PUBLIC (-2)");
  EXPECT_EQ(bgb_state_action_text_for(s.get(), 0, -3, buf, 8, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(n, -7);
  EXPECT_EQ(std::string(buf), "xxxxxxx");
  // A short buffer: the needed length, nothing written.
  const std::string all = c_action_text(s.get(), 0);
  ASSERT_GT(all.size(), 2U);
  EXPECT_EQ(bgb_state_action_text_for(s.get(), 0, BGB_VIEW_ALL, buf, 2, &n), BGB_E_BUFFER_TOO_SMALL);
  EXPECT_EQ(n, static_cast<std::int32_t>(all.size()));
  EXPECT_EQ(std::string(buf), "xxxxxxx");
}

}  // namespace
