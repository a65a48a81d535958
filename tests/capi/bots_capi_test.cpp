/// \file
/// bgb_bot_* through the C ABI: every kind on every game returns legal actions; choose equals
/// the most visited action of analyse; an iteration budget is deterministic (rng advanced the
/// same way); the documented errors (NULL pointers, unknown kinds and keys, uct on a game that
/// hides information, chance and terminal states, short buffers) leave the outputs as they were.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bgb/bgb.h"
#include "capi_helpers.hpp"

namespace {

using bgb::testing::BotPtr;
using bgb::testing::GamePtr;
using bgb::testing::require_ok;
using bgb::testing::StatePtr;

using bgb::testing::c_game_named;

BotPtr bot(const bgb_game* g, const char* kind, const char* options) {
  bgb_bot* b = nullptr;
  require_ok(bgb_bot_new(g, kind, options, &b), "bgb_bot_new");
  return BotPtr(b);
}

/// The first decision state after seeded chance and random decisions (skipping `skip` decisions).
StatePtr decision(const bgb_game* g, std::uint64_t seed, int skip) {
  bgb_state* raw = nullptr;
  require_ok(bgb_state_new(g, &raw), "bgb_state_new");
  StatePtr s(raw);
  std::uint64_t rng = 0;
  bgb_rng_seed(seed, &rng);
  for (;;) {
    std::int32_t player = 0, action = 0, n = 0;
    require_ok(bgb_state_current_player(s.get(), &player), "bgb_state_current_player");
    if (player == BGB_TERMINAL) return s;
    if (player == BGB_CHANCE) {
      require_ok(bgb_state_sample_chance(s.get(), &rng, &action), "bgb_state_sample_chance");
    } else {
      std::int32_t actions[512];
      require_ok(bgb_state_legal_actions(s.get(), actions, 512, &n), "bgb_state_legal_actions");
      if (n > 1 && skip-- <= 0) return s;
      std::uint64_t pick = 0;
      require_ok(bgb_rng_below(&rng, static_cast<std::uint64_t>(n), &pick), "bgb_rng_below");
      action = actions[pick];
    }
    bgb_state* next = nullptr;
    require_ok(bgb_state_apply(s.get(), action, &next), "bgb_state_apply");
    s.reset(next);
  }
}

bool legal(const bgb_state* s, std::int32_t a) {
  std::int32_t actions[512], n = 0;
  require_ok(bgb_state_legal_actions(s, actions, 512, &n), "bgb_state_legal_actions");
  for (std::int32_t i = 0; i < n; ++i)
    if (actions[i] == a) return true;
  return false;
}

TEST(CapiBots, EveryKindOnEveryGameChoosesALegalAction) {
  for (const char* name : {"the-crew", "under-falling-skies", "dp6", "red-november"}) {
    const GamePtr g = c_game_named(name);
    for (const char* kind : {"random", "mcts", "ismcts", "uct"}) {
      bgb_bot* raw = nullptr;
      const std::int32_t st = bgb_bot_new(g.get(), kind, "{\"iterations\":32}", &raw);
      const bool hides = std::string(name) == "the-crew" || std::string(name) == "red-november";
      if (hides && std::string(kind) == "uct") {
        EXPECT_EQ(st, BGB_E_UNSUPPORTED) << name;
        EXPECT_EQ(raw, nullptr);
        EXPECT_NE(std::string(bgb_last_error()).find("bgb_bot_new: "), std::string::npos);
        continue;
      }
      ASSERT_EQ(st, BGB_OK) << name << ' ' << kind << ": " << bgb_last_error();
      const BotPtr b(raw);
      for (int k = 0; k < 4; ++k) {
        const StatePtr s = decision(g.get(), 10 + static_cast<std::uint64_t>(k), 3 * k);
        std::uint64_t rng = 0;
        bgb_rng_seed(5, &rng);
        std::int32_t a = -1;
        ASSERT_EQ(bgb_bot_choose(b.get(), s.get(), &rng, &a), BGB_OK) << bgb_last_error();
        EXPECT_TRUE(legal(s.get(), a)) << name << ' ' << kind << " chose " << a;
      }
    }
  }
}

TEST(CapiBots, ChooseIsTheMostVisitedActionOfTheSameSearch) {
  const GamePtr g = c_game_named("the-crew", "{\"players\":4,\"mission\":3}");
  const BotPtr b = bot(g.get(), "mcts", "{\"iterations\":120,\"threads\":2}");
  const StatePtr s = decision(g.get(), 3, 5);
  std::int32_t n = 0;
  std::uint64_t rng = 0;
  bgb_rng_seed(9, &rng);
  const std::uint64_t before = rng;
  ASSERT_EQ(bgb_bot_analyse(b.get(), s.get(), &rng, nullptr, nullptr, nullptr, 0, &n), BGB_OK);
  EXPECT_EQ(rng, before) << "a size query searches nothing";
  ASSERT_GT(n, 1);
  std::vector<std::int32_t> actions(static_cast<std::size_t>(n)), visits(actions.size());
  std::vector<double> values(actions.size());
  ASSERT_EQ(bgb_bot_analyse(b.get(), s.get(), &rng, actions.data(), visits.data(), values.data(), n, &n), BGB_OK);
  EXPECT_NE(rng, before);
  std::int32_t best = -1, most = -1, total = 0;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    total += visits[i];
    EXPECT_GE(values[i], 0.0);
    EXPECT_LE(values[i], 1.0);
    if (i) {
      EXPECT_LT(actions[i - 1], actions[i]) << "ascending ids";
    }
    if (visits[i] > most || (visits[i] == most && values[i] > values[static_cast<std::size_t>(best)])) {
      most = visits[i];
      best = static_cast<std::int32_t>(i);
    }
  }
  EXPECT_EQ(total, 120);
  std::uint64_t again = 0;
  bgb_rng_seed(9, &again);
  std::int32_t chosen = -1;
  ASSERT_EQ(bgb_bot_choose(b.get(), s.get(), &again, &chosen), BGB_OK);
  EXPECT_EQ(chosen, actions[static_cast<std::size_t>(best)]);
  EXPECT_EQ(again, rng) << "the same search draws the same numbers";
}

/// What one analyse of s with the rng seeded `seed` reports: every legal action, its visits and
/// its value.
struct Analysed {
  std::vector<std::int32_t> actions, visits;
  std::vector<double> values;
  bool operator==(const Analysed&) const = default;
};
Analysed analysed(bgb_bot* b, const bgb_state* s, std::uint64_t seed) {
  std::int32_t actions[512], visits[512], n = 0;
  double values[512];
  std::uint64_t rng = 0;
  bgb_rng_seed(seed, &rng);
  require_ok(bgb_bot_analyse(b, s, &rng, actions, visits, values, 512, &n), "bgb_bot_analyse");
  return {{actions, actions + n}, {visits, visits + n}, {values, values + n}};
}

/// The visits analyse reports in all: the iterations the search ran.
std::int32_t iterations_run(bgb_bot* b, const bgb_state* s) {
  std::int32_t total = 0;
  for (std::int32_t v : analysed(b, s, 2).visits) total += v;
  return total;
}

TEST(CapiBots, DefaultOptionsSearchTheGamesOwnBudget) {
  // bgb.h: "iterations" defaults to 1000, under-falling-skies with its own rollouts 2000.
  const GamePtr ufs = c_game_named("under-falling-skies");
  const StatePtr s = decision(ufs.get(), 4, 2);
  EXPECT_EQ(iterations_run(bot(ufs.get(), "mcts", nullptr).get(), s.get()), 2000);
  EXPECT_EQ(iterations_run(bot(ufs.get(), "mcts", "{\"rollout\":\"random\"}").get(), s.get()), 1000);
  EXPECT_EQ(iterations_run(bot(ufs.get(), "mcts", "{\"iterations\":70}").get(), s.get()), 70);
  const GamePtr dp6 = c_game_named("dp6");
  EXPECT_EQ(iterations_run(bot(dp6.get(), "mcts", "{}").get(), decision(dp6.get(), 4, 2).get()), 1000);
}

TEST(CapiBots, ErrorsNameTheCauseAndChangeNothing) {
  const GamePtr g = c_game_named("under-falling-skies");
  bgb_bot* raw = reinterpret_cast<bgb_bot*>(0x1);
  EXPECT_EQ(bgb_bot_new(nullptr, "mcts", nullptr, &raw), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(raw, nullptr);
  EXPECT_EQ(bgb_bot_new(g.get(), nullptr, nullptr, &raw), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(std::string(bgb_last_error()), "bgb_bot_new: argument 'kind' is NULL");
  EXPECT_EQ(bgb_bot_new(g.get(), "mcts", nullptr, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_bot_new(g.get(), "alphabeta", nullptr, &raw), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("unknown bot kind 'alphabeta'"), std::string::npos);
  EXPECT_EQ(bgb_bot_new(g.get(), "mcts", "{\"budget\":3}", &raw), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("unknown key 'budget'"), std::string::npos) << bgb_last_error();
  EXPECT_EQ(bgb_bot_new(g.get(), "mcts", "{\"threads\":", &raw), BGB_E_PARSE);
  bgb_bot_free(nullptr);

  const BotPtr b = bot(g.get(), "mcts", "{\"iterations\":16}");
  bgb_state* start = nullptr;
  require_ok(bgb_state_new(g.get(), &start), "bgb_state_new");
  const StatePtr chance(start);
  std::uint64_t rng = 77;
  std::int32_t a = -5;
  EXPECT_EQ(bgb_bot_choose(b.get(), chance.get(), &rng, &a), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("waits for a chance outcome"), std::string::npos);
  EXPECT_EQ(a, -5);
  EXPECT_EQ(rng, 77U);
  EXPECT_EQ(bgb_bot_choose(nullptr, chance.get(), &rng, &a), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_bot_choose(b.get(), nullptr, &rng, &a), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_bot_choose(b.get(), chance.get(), nullptr, &a), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_bot_choose(b.get(), chance.get(), &rng, nullptr), BGB_E_INVALID_ARGUMENT);

  const StatePtr s = decision(g.get(), 1, 0);
  std::int32_t actions[2], visits[2], n = 0;
  double values[2];
  EXPECT_EQ(bgb_bot_analyse(b.get(), s.get(), &rng, actions, nullptr, values, 2, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_bot_analyse(b.get(), s.get(), &rng, actions, visits, values, -1, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_bot_analyse(b.get(), s.get(), &rng, actions, visits, values, 1, &n), BGB_E_BUFFER_TOO_SMALL);
  EXPECT_GT(n, 1) << "the needed count is stored";
  EXPECT_EQ(rng, 77U) << "nothing was searched";

  // A state of the same game by another handle with equal options is accepted; other rules are not.
  const GamePtr twin = c_game_named("under-falling-skies", "{\"hard\":[]}");
  const StatePtr t = decision(twin.get(), 1, 0);
  EXPECT_EQ(bgb_bot_choose(b.get(), t.get(), &rng, &a), BGB_OK) << bgb_last_error();
  const GamePtr hard = c_game_named("under-falling-skies", "{\"hard\":[\"sky1\"]}");
  const StatePtr h = decision(hard.get(), 1, 0);
  EXPECT_EQ(bgb_bot_choose(b.get(), h.get(), &rng, &a), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("belongs to another game"), std::string::npos);
}

// Issue 17: "A bot asked to choose for a seat whose game has hidden information must only use
// what that seat may know." bgb_state_resample redeals what the seat to act cannot see; a bot
// (kind "mcts", which is information-set MCTS in these games) must then search exactly as on the
// original, with the same rng: the same visits and values for every action, so the same choice.
// A fresh bot searches each state, so nothing is carried from one search to the other.
TEST(CapiBots, WhatTheSeatToActCannotSeeDoesNotChangeItsSearch) {
  for (const auto& [name, options] : {std::pair{"the-crew", R"({"players":4,"mission":3})"},
                                      std::pair{"red-november", R"({"players":4})"}}) {
    SCOPED_TRACE(name);
    const GamePtr g = c_game_named(name, options);
    for (int skip : {0, 3}) {
      const StatePtr s = decision(g.get(), 8, skip);
      std::int32_t seat = -1;
      require_ok(bgb_state_current_player(s.get(), &seat), "bgb_state_current_player");
      std::uint64_t rng = 0;
      bgb_rng_seed(99, &rng);
      bgb_state* raw = nullptr;
      require_ok(bgb_state_resample(s.get(), seat, &rng, &raw), "bgb_state_resample");
      const StatePtr other(raw);
      ASSERT_NE(bgb::testing::c_hash(s.get()), bgb::testing::c_hash(other.get()))
          << "the redeal changed nothing, so the test would prove nothing";
      const char* budget = R"({"iterations":300})";
      EXPECT_EQ(analysed(bot(g.get(), "mcts", budget).get(), s.get(), 5),
                analysed(bot(g.get(), "mcts", budget).get(), other.get(), 5))
          << "skip " << skip;
    }
  }
}

TEST(CapiBots, ABotOutlivesItsGameHandle) {
  bgb_game* g = nullptr;
  require_ok(bgb_game_new("dp6", nullptr, &g), "bgb_game_new");
  bgb_bot* b = nullptr;
  require_ok(bgb_bot_new(g, "mcts", "{\"iterations\":20}", &b), "bgb_bot_new");
  const StatePtr s = decision(g, 2, 1);
  bgb_game_free(g);
  std::uint64_t rng = 1;
  std::int32_t a = -1;
  EXPECT_EQ(bgb_bot_choose(b, s.get(), &rng, &a), BGB_OK) << bgb_last_error();
  EXPECT_TRUE(legal(s.get(), a));
  bgb_bot_free(b);
}

}  // namespace
