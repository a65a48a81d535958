/// \file
/// bgb_state_resample through the C ABI: a seat's observation JSON is the same in the state and
/// in its resamples, the generator is advanced and reproducible, the hidden cards vary, and the
/// documented errors (NULL pointers, seats that are not crew members, JARVIS) leave *out NULL
/// and the generator state untouched.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>

#include "bgb/bgb.h"
#include "capi_helpers.hpp"

namespace {

using bgb::testing::c_game;
using bgb::testing::c_hash;
using bgb::testing::c_initial;
using bgb::testing::c_text;
using bgb::testing::require_ok;
using bgb::testing::StatePtr;

/// One step of seeded random play through the C ABI.
StatePtr step(const bgb_state* s, std::uint64_t& rng) {
  std::int32_t player = 0, action = 0, n = 0;
  require_ok(bgb_state_current_player(s, &player), "bgb_state_current_player");
  if (player == BGB_CHANCE) {
    require_ok(bgb_state_sample_chance(s, &rng, &action), "bgb_state_sample_chance");
  } else {
    std::int32_t actions[64];
    require_ok(bgb_state_legal_actions(s, actions, 64, &n), "bgb_state_legal_actions");
    std::uint64_t pick = 0;
    require_ok(bgb_rng_below(&rng, static_cast<std::uint64_t>(n), &pick), "bgb_rng_below");
    action = actions[pick];
  }
  bgb_state* next = nullptr;
  require_ok(bgb_state_apply(s, action, &next), "bgb_state_apply");
  return StatePtr(next);
}

bool terminal(const bgb_state* s) {
  std::int32_t t = 0;
  require_ok(bgb_state_is_terminal(s, &t), "bgb_state_is_terminal");
  return t != 0;
}

StatePtr resample(const bgb_state* s, std::int32_t seat, std::uint64_t& rng) {
  bgb_state* out = nullptr;
  require_ok(bgb_state_resample(s, seat, &rng, &out), "bgb_state_resample");
  return StatePtr(out);
}

TEST(CapiResample, ObservationJsonOfTheSeatIsUnchanged) {
  int checked = 0;
  for (int players = 2; players <= 5; ++players)
    for (int mission : {1, 6, 12, 23, 46, 50}) {
      auto g = c_game("{\"players\":" + std::to_string(players) + ",\"mission\":" + std::to_string(mission) + "}");
      StatePtr s = c_initial(g.get());
      std::uint64_t rng = 0, draws = 0;
      bgb_rng_seed(static_cast<std::uint64_t>(players * 100 + mission), &rng);
      bgb_rng_seed(42, &draws);
      for (int i = 0; !terminal(s.get()); ++i) {
        if (i % 5 == 0)
          for (std::int32_t seat = 0; seat < players; ++seat) {
            const std::uint64_t before = draws;
            StatePtr r = resample(s.get(), seat, draws);
            EXPECT_NE(draws, before);
            EXPECT_EQ(c_text(bgb_state_to_json, r.get(), seat), c_text(bgb_state_to_json, s.get(), seat))
                << "players " << players << ", mission " << mission << ", step " << i << ", seat " << seat;
            ++checked;
          }
        s = step(s.get(), rng);
      }
    }
  EXPECT_GT(checked, 100);
}

TEST(CapiResample, SameGeneratorStateSameResultAndTheCardsVary) {
  auto g = c_game("{\"players\":4,\"mission\":10}");
  StatePtr s = c_initial(g.get());
  std::uint64_t rng = 5;
  for (int i = 0; i < 50; ++i) s = step(s.get(), rng);  // past the deal
  std::uint64_t a = 77, b = 77;
  EXPECT_EQ(c_hash(resample(s.get(), 1, a).get()), c_hash(resample(s.get(), 1, b).get()));
  EXPECT_EQ(a, b);
  std::set<std::uint64_t> seen;
  for (int n = 0; n < 20; ++n) seen.insert(c_hash(resample(s.get(), 1, a).get()));
  EXPECT_GT(seen.size(), 10U);
  // The true state is not leaked back: the seat's own view is all a resample keeps.
  const std::string all = c_text(bgb_state_to_json, s.get(), BGB_VIEW_ALL);
  int same = 0;
  for (int n = 0; n < 20; ++n) same += c_text(bgb_state_to_json, resample(s.get(), 1, a).get(), BGB_VIEW_ALL) == all;
  EXPECT_LT(same, 2);
}

TEST(CapiResample, ErrorsLeaveOutNullAndTheGeneratorAsItWas) {
  auto g = c_game("{\"players\":2,\"mission\":1}");
  StatePtr s = c_initial(g.get());
  std::uint64_t rng = 11;
  bgb_state* out = reinterpret_cast<bgb_state*>(&rng);  // garbage that failures must reset
  EXPECT_EQ(bgb_state_resample(nullptr, 0, &rng, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(out, nullptr);
  EXPECT_STREQ(bgb_last_error(), "bgb_state_resample: argument 's' is NULL");
  EXPECT_EQ(bgb_state_resample(s.get(), 0, nullptr, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_STREQ(bgb_last_error(), "bgb_state_resample: argument 'rng_state' is NULL");
  EXPECT_EQ(bgb_state_resample(s.get(), 0, &rng, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_STREQ(bgb_last_error(), "bgb_state_resample: argument 'out' is NULL");
  // With 2 players JARVIS sits at seat 2, but it is not a crew member nor a viewer.
  for (std::int32_t seat : {2, 3, -1, BGB_VIEW_ALL, BGB_VIEW_PUBLIC, 1000}) {
    out = reinterpret_cast<bgb_state*>(&rng);
    EXPECT_EQ(bgb_state_resample(s.get(), seat, &rng, &out), BGB_E_INVALID_ARGUMENT) << seat;
    EXPECT_EQ(out, nullptr);
    EXPECT_EQ(rng, 11U);
    EXPECT_NE(std::string(bgb_last_error()).find("seat " + std::to_string(seat) + " is not a player"), std::string::npos)
        << bgb_last_error();
  }
}

}  // namespace
