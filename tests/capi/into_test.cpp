/// \file
/// bgb_state_apply_into and bgb_state_copy_into (ABI 1.4): the same states as bgb_state_apply
/// over seeded random games of every registered game, dst == s, clones never changed, the
/// wrong game refused, illegal actions and NULLs leaving dst as it was. Allocations are counted
/// in alloc_test.cpp, its own program.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "bgb/bgb.h"
#include "capi_helpers.hpp"
#include "playout_games.hpp"

namespace {

using bgb::testing::c_hash;
using bgb::testing::GamePtr;
using bgb::testing::StatePtr;
using bgb::testing::kPlayoutGames;

using bgb::testing::c_game_named;
using bgb::testing::c_random_action;
using bgb::testing::legal_buffer;

StatePtr initial(const bgb_game* g) { return bgb::testing::c_initial(g); }

StatePtr clone(const bgb_state* s) {
  bgb_state* c = nullptr;
  bgb::testing::require_ok(bgb_state_clone(s, &c), "bgb_state_clone");
  return StatePtr(c);
}

std::string snapshot(const bgb_state* s) { return bgb::testing::c_text(bgb_state_to_json, s, BGB_VIEW_ALL); }

/// An id that is not legal in s (a decision node), or -1 if every id is.
std::int32_t some_illegal(const bgb_state* s) {
  std::int32_t n = 0;
  bgb::testing::require_ok(bgb_state_legal_actions(s, nullptr, 0, &n), "size query");
  std::vector<std::int32_t> legal(static_cast<std::size_t>(n));
  bgb::testing::require_ok(bgb_state_legal_actions(s, legal.data(), n, &n), "bgb_state_legal_actions");
  for (std::int32_t a = 0;; ++a)
    if (std::find(legal.begin(), legal.end(), a) == legal.end()) return a;
}

TEST(CapiInto, EveryRegisteredGameIsCovered) {
  const std::string list = bgb::testing::c_games_list();
  for (const auto& g : kPlayoutGames) EXPECT_NE(list.find(std::string("\"") + g.name + "\""), std::string::npos) << g.name;
  std::set<std::string> covered;
  for (const auto& g : kPlayoutGames) covered.insert(g.name);
  // Every name in the list is covered: count the quoted names.
  const auto names = static_cast<std::size_t>(std::count(list.begin(), list.end(), '"')) / 2;
  EXPECT_EQ(covered.size(), names) << list;
}

TEST(CapiInto, ApplyIntoGivesWhatApplyGivesOverRandomGamesOfEveryGame) {
  for (const auto& spec : kPlayoutGames) {
    SCOPED_TRACE(std::string(spec.name) + " " + spec.options);
    GamePtr g = c_game_named(spec.name, spec.options);
    std::vector<std::int32_t> legal = legal_buffer(g.get());
    StatePtr scratch = initial(g.get());  // written by apply_into from another handle
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      std::uint64_t rng = 0;
      bgb_rng_seed(seed, &rng);
      StatePtr s = initial(g.get());       // advanced by bgb_state_apply (a new handle per action)
      StatePtr in_place = initial(g.get());  // advanced by apply_into(in_place, a, in_place)
      std::int64_t steps = 0;
      for (std::int32_t a = c_random_action(s.get(), rng, legal); a >= 0; a = c_random_action(s.get(), rng, legal)) {
        bgb_state* next = nullptr;
        ASSERT_EQ(bgb_state_apply(s.get(), a, &next), BGB_OK) << bgb_last_error();
        ASSERT_EQ(bgb_state_apply_into(s.get(), a, scratch.get()), BGB_OK) << bgb_last_error();
        ASSERT_EQ(bgb_state_apply_into(in_place.get(), a, in_place.get()), BGB_OK) << bgb_last_error();
        s.reset(next);
        const std::uint64_t h = c_hash(s.get());
        ASSERT_EQ(c_hash(scratch.get()), h) << "step " << steps;
        ASSERT_EQ(c_hash(in_place.get()), h) << "step " << steps;
        ++steps;
      }
      EXPECT_GT(steps, 0);
      EXPECT_EQ(snapshot(in_place.get()), snapshot(s.get()));
      EXPECT_EQ(snapshot(scratch.get()), snapshot(s.get()));
      std::int32_t over = 0;
      ASSERT_EQ(bgb_state_is_terminal(in_place.get(), &over), BGB_OK);
      EXPECT_EQ(over, 1);
      // copy_into restores the root into the scratch handle.
      StatePtr root = initial(g.get());
      ASSERT_EQ(bgb_state_copy_into(root.get(), scratch.get()), BGB_OK) << bgb_last_error();
      EXPECT_EQ(c_hash(scratch.get()), c_hash(root.get()));
      EXPECT_EQ(snapshot(scratch.get()), snapshot(root.get()));
    }
  }
}

TEST(CapiInto, ApplyIntoItselfAdvancesTheHandle) {
  GamePtr g = c_game_named("the-crew", R"({"players":3,"mission":2})");
  StatePtr s = initial(g.get());
  bgb_state* next = nullptr;
  ASSERT_EQ(bgb_state_apply(s.get(), 40, &next), BGB_OK) << bgb_last_error();  // "deal p1"
  StatePtr expected(next);
  ASSERT_EQ(bgb_state_apply_into(s.get(), 40, s.get()), BGB_OK) << bgb_last_error();
  EXPECT_EQ(c_hash(s.get()), c_hash(expected.get()));
  EXPECT_EQ(bgb_state_copy_into(s.get(), s.get()), BGB_OK);  // src == dst: nothing to do
  EXPECT_EQ(c_hash(s.get()), c_hash(expected.get()));
}

TEST(CapiInto, ClonesAreNeverChanged) {
  GamePtr g = c_game_named("dp6", R"({"players":4})");
  std::vector<std::int32_t> legal = legal_buffer(g.get());
  std::uint64_t rng = 0;
  bgb_rng_seed(7, &rng);
  StatePtr s = initial(g.get());
  for (int i = 0; i < 30; ++i) ASSERT_EQ(bgb_state_apply_into(s.get(), c_random_action(s.get(), rng, legal), s.get()), BGB_OK);
  const std::uint64_t before = c_hash(s.get());
  const std::string before_json = snapshot(s.get());

  // dst == s shares its state with a clone: the clone keeps the old state.
  StatePtr c = clone(s.get());
  std::uint64_t rng2 = rng;
  const std::int32_t a = c_random_action(s.get(), rng2, legal);
  ASSERT_EQ(bgb_state_apply_into(s.get(), a, s.get()), BGB_OK) << bgb_last_error();
  EXPECT_NE(c_hash(s.get()), before);
  EXPECT_EQ(c_hash(c.get()), before);
  EXPECT_EQ(snapshot(c.get()), before_json);
  const std::uint64_t after = c_hash(s.get());

  // Writing into the clone leaves s (and a second clone of the clone) as they were.
  StatePtr cc = clone(c.get());
  ASSERT_EQ(bgb_state_apply_into(c.get(), a, c.get()), BGB_OK) << bgb_last_error();
  EXPECT_EQ(c_hash(c.get()), after);
  EXPECT_EQ(c_hash(cc.get()), before);
  EXPECT_EQ(c_hash(s.get()), after);

  // copy_into a clone's handle: the handle it was cloned from keeps its state.
  StatePtr root = initial(g.get());
  StatePtr c3 = clone(s.get());
  ASSERT_EQ(bgb_state_copy_into(root.get(), c3.get()), BGB_OK) << bgb_last_error();
  EXPECT_EQ(c_hash(c3.get()), c_hash(root.get()));
  EXPECT_EQ(c_hash(s.get()), after);

  // After its copy-on-write a handle owns its state: writing it again changes only it.
  ASSERT_EQ(bgb_state_copy_into(cc.get(), c3.get()), BGB_OK);
  EXPECT_EQ(c_hash(c3.get()), before);
  EXPECT_EQ(c_hash(root.get()), c_hash(initial(g.get()).get()));
  EXPECT_EQ(c_hash(cc.get()), before);
}

TEST(CapiInto, AnotherGameIsRefusedAndDstUnchanged) {
  GamePtr crew = c_game_named("the-crew", R"({"players":4,"mission":1})");
  GamePtr crew2 = c_game_named("the-crew", R"({"players":4,"mission":2})");
  GamePtr dp6 = c_game_named("dp6", R"({"players":4})");
  StatePtr s = initial(crew.get());
  for (const bgb_game* other : {dp6.get(), crew2.get()}) {
    StatePtr dst = initial(other);
    const std::uint64_t h = c_hash(dst.get());
    EXPECT_EQ(bgb_state_apply_into(s.get(), 40, dst.get()), BGB_E_INVALID_ARGUMENT);
    EXPECT_EQ(std::string(bgb_last_error()).rfind("bgb_state_apply_into: dst is a state of another game (", 0), 0u)
        << bgb_last_error();
    EXPECT_EQ(c_hash(dst.get()), h);
    EXPECT_EQ(bgb_state_copy_into(s.get(), dst.get()), BGB_E_INVALID_ARGUMENT);
    EXPECT_EQ(std::string(bgb_last_error()).rfind("bgb_state_copy_into: dst is a state of another game (", 0), 0u)
        << bgb_last_error();
    EXPECT_EQ(c_hash(dst.get()), h);
  }
  // A distinct game object with the same options is the same game.
  GamePtr same = c_game_named("the-crew", R"({"mission":1,"players":4})");
  StatePtr dst = initial(same.get());
  ASSERT_EQ(bgb_state_apply_into(s.get(), 40, dst.get()), BGB_OK) << bgb_last_error();
  bgb_state* next = nullptr;
  ASSERT_EQ(bgb_state_apply(s.get(), 40, &next), BGB_OK);
  StatePtr expected(next);
  EXPECT_EQ(c_hash(dst.get()), c_hash(expected.get()));
  same.reset();  // dst keeps a game alive either way
  ASSERT_EQ(bgb_state_copy_into(s.get(), dst.get()), BGB_OK);
  EXPECT_EQ(c_hash(dst.get()), c_hash(s.get()));
}

TEST(CapiInto, IllegalActionsAreRefusedLikeApplyAndDstUnchanged) {
  for (const auto& spec : kPlayoutGames) {
    SCOPED_TRACE(std::string(spec.name) + " " + spec.options);
    GamePtr g = c_game_named(spec.name, spec.options);
    std::vector<std::int32_t> legal = legal_buffer(g.get());
    std::int32_t distinct = 0;
    ASSERT_EQ(bgb_game_num_distinct_actions(g.get(), &distinct), BGB_OK);
    std::uint64_t rng = 0;
    bgb_rng_seed(3, &rng);
    StatePtr s = initial(g.get());
    // Walk to a decision, then refuse an illegal id, a negative one and one past the last.
    std::int32_t player = BGB_CHANCE;
    while (bgb_state_current_player(s.get(), &player) == BGB_OK && player == BGB_CHANCE)
      ASSERT_EQ(bgb_state_apply_into(s.get(), c_random_action(s.get(), rng, legal), s.get()), BGB_OK);
    ASSERT_GE(player, 0);
    StatePtr shared = clone(s.get());  // a dst that shares its state takes the copy-on-write path
    StatePtr own = initial(g.get());   // a dst that owns its state is written in place
    for (const std::int32_t bad : {some_illegal(s.get()), -1, distinct}) {
      bgb_state* next = nullptr;
      ASSERT_EQ(bgb_state_apply(s.get(), bad, &next), BGB_E_ILLEGAL_ACTION);
      const std::string want = std::string(bgb_last_error()).replace(0, std::string("bgb_state_apply").size(),
                                                                     "bgb_state_apply_into");
      for (bgb_state* dst : {s.get(), shared.get(), own.get()}) {
        const std::uint64_t h = c_hash(dst);
        EXPECT_EQ(bgb_state_apply_into(s.get(), bad, dst), BGB_E_ILLEGAL_ACTION) << bad;
        EXPECT_EQ(bgb_last_error(), want);
        EXPECT_EQ(c_hash(dst), h);
      }
    }
  }
}

TEST(CapiInto, ThreadsWritingTheirOwnClonesOfOneStateSeeTheSameGames) {
  // Every thread clones one shared root (its clone shares the root's state), then plays seeded
  // games in it with apply_into and copy_into: the first write copies, the root never changes,
  // and every thread gets the hashes a single thread gets.
  GamePtr g = c_game_named("the-crew", R"({"players":4,"mission":1})");
  StatePtr root = initial(g.get());
  const std::uint64_t root_hash = c_hash(root.get());
  auto play = [&](std::uint64_t seed, std::vector<std::uint64_t>& ends) {
    bgb_state* raw = nullptr;
    if (bgb_state_clone(root.get(), &raw) != BGB_OK) return;
    StatePtr s(raw);
    std::vector<std::int32_t> legal(64);
    std::uint64_t rng = 0;
    bgb_rng_seed(seed, &rng);
    for (int game = 0; game < 20; ++game) {
      if (bgb_state_copy_into(root.get(), s.get()) != BGB_OK) return;
      for (std::int32_t a = c_random_action(s.get(), rng, legal); a >= 0; a = c_random_action(s.get(), rng, legal))
        if (bgb_state_apply_into(s.get(), a, s.get()) != BGB_OK) return;
      ends.push_back(c_hash(s.get()));
    }
  };
  std::vector<std::uint64_t> expected;
  play(77, expected);
  ASSERT_EQ(expected.size(), 20u);
  std::vector<std::vector<std::uint64_t>> got(4);
  std::vector<std::thread> threads;
  for (std::size_t i = 0; i < got.size(); ++i) threads.emplace_back([&, i] { play(77, got[i]); });
  for (std::thread& t : threads) t.join();
  for (const auto& ends : got) EXPECT_EQ(ends, expected);
  EXPECT_EQ(c_hash(root.get()), root_hash);
}

TEST(CapiInto, NullArgumentsAreRefused) {
  GamePtr g = c_game_named("the-crew", R"({"players":4,"mission":1})");
  StatePtr s = initial(g.get());
  const std::uint64_t h = c_hash(s.get());
  EXPECT_EQ(bgb_state_apply_into(nullptr, 40, s.get()), BGB_E_INVALID_ARGUMENT);
  EXPECT_STREQ(bgb_last_error(), "bgb_state_apply_into: argument 's' is NULL");
  EXPECT_EQ(bgb_state_apply_into(s.get(), 40, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_STREQ(bgb_last_error(), "bgb_state_apply_into: argument 'dst' is NULL");
  EXPECT_EQ(bgb_state_copy_into(nullptr, s.get()), BGB_E_INVALID_ARGUMENT);
  EXPECT_STREQ(bgb_last_error(), "bgb_state_copy_into: argument 'src' is NULL");
  EXPECT_EQ(bgb_state_copy_into(s.get(), nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_STREQ(bgb_last_error(), "bgb_state_copy_into: argument 'dst' is NULL");
  EXPECT_EQ(c_hash(s.get()), h);
}

TEST(CapiInto, LegalActionsAndReturnsWriteNothingIntoAShortBuffer) {
  GamePtr g = c_game_named("the-crew", R"({"players":4,"mission":1})");
  StatePtr s = initial(g.get());
  std::uint64_t rng = 0;
  bgb_rng_seed(5, &rng);
  std::vector<std::int32_t> legal = legal_buffer(g.get());
  std::int32_t n = 0;
  while (bgb_state_legal_actions(s.get(), nullptr, 0, &n) == BGB_OK && n < 2)
    ASSERT_EQ(bgb_state_apply_into(s.get(), c_random_action(s.get(), rng, legal), s.get()), BGB_OK);
  std::vector<std::int32_t> buf(static_cast<std::size_t>(n), -7);
  std::int32_t count = 0;
  EXPECT_EQ(bgb_state_legal_actions(s.get(), buf.data(), n - 1, &count), BGB_E_BUFFER_TOO_SMALL);
  EXPECT_EQ(count, n);
  EXPECT_TRUE(std::all_of(buf.begin(), buf.end(), [](std::int32_t v) { return v == -7; }));
  ASSERT_EQ(bgb_state_legal_actions(s.get(), buf.data(), n, &count), BGB_OK);
  EXPECT_TRUE(std::is_sorted(buf.begin(), buf.end()));
  EXPECT_TRUE(std::adjacent_find(buf.begin(), buf.end()) == buf.end());

  double returns[4] = {-7, -7, -7, -7};
  EXPECT_EQ(bgb_state_returns(s.get(), returns, 3, &count), BGB_E_BUFFER_TOO_SMALL);
  EXPECT_EQ(count, 4);
  EXPECT_EQ(returns[0], -7);
  EXPECT_EQ(bgb_state_returns(s.get(), returns, 4, &count), BGB_OK);
  EXPECT_EQ(returns[0], 0);
}

// bgb_state_legal_actions copies a game's list with fixed-size blocks, the last overlapping the
// one before, sized by the list's length. Over random games of every game: a buffer of exactly
// n ids gets the list (a heap vector, so the sanitizer builds catch a write past it), a longer
// one keeps its ids past n, the list is ascending and is exactly the ids apply_into accepts, and
// every length class of the copy (1, 2-3, 4-7, 8-15, 16-32, past 32) occurs.
TEST(CapiInto, LegalActionsFillAnExactBufferWithTheIdsApplyAccepts) {
  std::set<int> classes;
  auto length_class = [](std::int32_t n) { return n > 32 ? 5 : n >= 16 ? 4 : n >= 8 ? 3 : n >= 4 ? 2 : n >= 2 ? 1 : 0; };
  for (const auto& spec : kPlayoutGames) {
    SCOPED_TRACE(std::string(spec.name) + " " + spec.options);
    GamePtr g = c_game_named(spec.name, spec.options);
    std::int32_t distinct = 0;
    ASSERT_EQ(bgb_game_num_distinct_actions(g.get(), &distinct), BGB_OK);
    std::vector<std::int32_t> legal = legal_buffer(g.get());
    StatePtr scratch = initial(g.get());
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      std::uint64_t rng = 0;
      bgb_rng_seed(seed, &rng);
      StatePtr s = initial(g.get());
      for (;;) {
        std::int32_t player = 0;
        ASSERT_EQ(bgb_state_current_player(s.get(), &player), BGB_OK);
        if (player == BGB_TERMINAL) break;
        if (player >= 0) {
          std::int32_t n = 0;
          ASSERT_EQ(bgb_state_legal_actions(s.get(), nullptr, 0, &n), BGB_OK);
          ASSERT_GT(n, 0);
          classes.insert(length_class(n));
          std::vector<std::int32_t> exact(static_cast<std::size_t>(n), -7);
          std::int32_t count = 0;
          ASSERT_EQ(bgb_state_legal_actions(s.get(), exact.data(), n, &count), BGB_OK) << bgb_last_error();
          ASSERT_EQ(count, n);
          std::vector<std::int32_t> roomy(static_cast<std::size_t>(n) + 40, -7);
          ASSERT_EQ(bgb_state_legal_actions(s.get(), roomy.data(), static_cast<std::int32_t>(roomy.size()), &count), BGB_OK);
          ASSERT_TRUE(std::equal(exact.begin(), exact.end(), roomy.begin()));
          ASSERT_TRUE(std::all_of(roomy.begin() + n, roomy.end(), [](std::int32_t v) { return v == -7; })) << "n " << n;
          ASSERT_TRUE(std::adjacent_find(exact.begin(), exact.end(), std::greater_equal<>()) == exact.end()) << "n " << n;
          std::vector<std::int32_t> accepted;
          for (std::int32_t a = 0; a < distinct; ++a)
            if (bgb_state_apply_into(s.get(), a, scratch.get()) == BGB_OK) accepted.push_back(a);
          ASSERT_EQ(accepted, exact) << "n " << n;
        }
        ASSERT_EQ(bgb_state_apply_into(s.get(), c_random_action(s.get(), rng, legal), s.get()), BGB_OK) << bgb_last_error();
      }
    }
  }
  EXPECT_EQ(classes, (std::set<int>{0, 1, 2, 3, 4, 5}));
}

}  // namespace
