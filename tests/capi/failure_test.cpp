/// \file
/// A failed mission explains itself through the C ABI: the snapshot JSON carries the structured
/// reason (rule, trick, card, seat, sentence) and bgb_state_render prints the sentence — for a
/// special mission's rule as for a task rule.
#include <gtest/gtest.h>

#include <string>

#include "bgb/bgb.h"
#include "capi_helpers.hpp"

namespace {

using bgb::testing::c_game;
using bgb::testing::c_initial;
using bgb::testing::c_text;
using bgb::testing::require_ok;
using bgb::testing::StatePtr;

StatePtr apply_texts(StatePtr s, std::initializer_list<const char*> texts) {
  for (const char* t : texts) {
    bgb_state* next = nullptr;
    require_ok(bgb_state_apply_text(s.get(), t, &next), t);
    s.reset(next);
  }
  return s;
}

// Seat 3 holds r4 (commander) and leads it; everyone must follow with a rocket.
constexpr const char* kRocketsTogether =
    R"({"players":4,"mission":13,"hands":[["p1","p5","p9","b4","b8","g3","g7","y2","y6","r1"],)"
    R"(["p2","p6","b1","b5","b9","g4","g8","y3","y7","r2"],["p3","p7","b2","b6","g1","g5","g9","y4","y8","r3"],)"
    R"(["p4","p8","b3","b7","g2","g6","y1","y5","y9","r4"]]})";

TEST(CapiFailure, SpecialMissionFailureIsStructuredInJsonAndReadableInRender) {
  const auto g = c_game(kRocketsTogether);
  StatePtr s = apply_texts(c_initial(g.get()), {"no-distress", "pass", "pass", "pass", "pass", "play r4",
                                                "play r1", "play r2", "play r3"});
  std::int32_t terminal = 0;
  require_ok(bgb_state_is_terminal(s.get(), &terminal), "bgb_state_is_terminal");
  ASSERT_EQ(terminal, 1);
  const std::string json = c_text(bgb_state_to_json, s.get(), BGB_VIEW_PUBLIC);
  const std::string sentence = "trick 1: two rockets fell in one trick (r4 won it)";
  EXPECT_NE(json.find(R"("failure":{"rule":"rockets_together","trick":1,"card":"r4","seat":3,"text":")" + sentence + "\"}"),
            std::string::npos)
      << json;
  const std::string render = c_text(bgb_state_render, s.get(), BGB_VIEW_PUBLIC);
  EXPECT_NE(render.find("Mission failed: " + sentence), std::string::npos) << render;
}

TEST(CapiFailure, TaskRuleFailureNamesTheCardAndBothSeats) {
  // Mission 1, the same deal: the commander (seat 3) picks p9, leads p4, and seat 0 wins p9.
  const char* hands = kRocketsTogether + 26;  // from "hands"
  const auto g = c_game(std::string(R"({"mission":1,"tasks":["p9"],)") + hands);
  StatePtr s = apply_texts(c_initial(g.get()), {"pick p9", "no-distress", "pass", "pass", "pass", "pass",
                                                "play p4", "play p9", "play p2", "play p3"});
  const std::string json = c_text(bgb_state_to_json, s.get(), BGB_VIEW_ALL);
  EXPECT_NE(json.find(R"("rule":"task_won_by_other")"), std::string::npos) << json;
  const std::string render = c_text(bgb_state_render, s.get(), 0);
  EXPECT_NE(render.find("Mission failed: trick 1: seat 0 won p9, a task of seat 3"), std::string::npos) << render;
}

}  // namespace

namespace {

// Every game says why it refuses an action through bgb_last_error(), not just that it does:
// "bgb_state_apply: action N (TEXT) is not legal: REASON", and an id out of range names the
// range. (The generic property EveryOtherIdIsRejectedAndChangesNothing checks every id of
// every game in C++; this checks that the reason reaches a C caller.)
TEST(CapiFailure, EveryGameGivesTheReasonForARefusedAction) {
  for (const char* name : {"the-crew", "under-falling-skies", "dp6", "red-november"}) {
    SCOPED_TRACE(name);
    bgb_game* raw = nullptr;
    require_ok(bgb_game_new(name, "{}", &raw), name);
    const bgb::testing::GamePtr game(raw);
    const StatePtr s = c_initial(game.get());
    std::int32_t n = 0;
    require_ok(bgb_game_num_distinct_actions(game.get(), &n), "num_distinct_actions");
    bgb_state* out = nullptr;
    ASSERT_EQ(bgb_state_apply(s.get(), n, &out), BGB_E_ILLEGAL_ACTION);
    EXPECT_EQ(out, nullptr);
    EXPECT_EQ(std::string(bgb_last_error()), "bgb_state_apply: action " + std::to_string(n) +
                                                 " is not legal: the id is outside [0, " + std::to_string(n) + ")");
    // At the first chance node (every game starts with one), a decision id is refused with
    // a reason after the colon, and never the bare "not legal now".
    for (std::int32_t a = 0; a < n; ++a) {
      if (bgb_state_apply(s.get(), a, &out) == BGB_OK) {
        bgb_state_free(out);
        continue;
      }
      const std::string m = bgb_last_error();
      const std::size_t at = m.find(" is not legal: ");
      ASSERT_NE(at, std::string::npos) << m;
      EXPECT_GT(m.size(), at + 20) << m;
      EXPECT_EQ(m.find("not legal now"), std::string::npos) << m;
    }
  }
}

}  // namespace
