/// \file
/// The campaign log through the C ABI (bgb_campaign_*): games played through libbgb are
/// recorded exactly as the C++ bgb::crew::Campaign records the same games, the JSON text is the
/// registry's, and every error path sets a message that names the function and the cause.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <string>

#include "bgb/bgb.h"
#include "bgb/crew.hpp"
#include "bgb/crew/campaign.hpp"
#include "capi_helpers.hpp"
#include "crew/campaign_codec.hpp"

namespace {

using bgb::testing::c_game;
using bgb::testing::c_initial;
using bgb::testing::StatePtr;

struct CampaignFree {
  void operator()(bgb_campaign* c) const noexcept { bgb_campaign_free(c); }
};
using CampaignPtr = std::unique_ptr<bgb_campaign, CampaignFree>;

CampaignPtr c_new() {
  bgb_campaign* c = nullptr;
  EXPECT_EQ(bgb_campaign_new(&c), BGB_OK) << bgb_last_error();
  return CampaignPtr(c);
}

CampaignPtr c_record(const bgb_campaign* c, const bgb_state* s) {
  bgb_campaign* out = nullptr;
  EXPECT_EQ(bgb_campaign_record(c, s, &out), BGB_OK) << bgb_last_error();
  return CampaignPtr(out);
}

CampaignPtr c_record_result(const bgb_campaign* c, int mission, int success, int distress) {
  bgb_campaign* out = nullptr;
  EXPECT_EQ(bgb_campaign_record_result(c, mission, success, distress, &out), BGB_OK) << bgb_last_error();
  return CampaignPtr(out);
}

std::string c_json(const bgb_campaign* c) {
  std::int32_t len = -1;
  EXPECT_EQ(bgb_campaign_to_json(c, nullptr, 0, &len), BGB_OK) << bgb_last_error();
  std::string out(static_cast<std::size_t>(len) + 1, '\0');
  std::int32_t len2 = -1;
  EXPECT_EQ(bgb_campaign_to_json(c, out.data(), len + 1, &len2), BGB_OK) << bgb_last_error();
  EXPECT_EQ(len2, len);
  EXPECT_EQ(out[static_cast<std::size_t>(len)], '\0');
  out.resize(static_cast<std::size_t>(len));
  return out;
}

struct Row {
  std::int32_t attempts = -1, distress = -1, success = -1;
};

Row c_mission(const bgb_campaign* c, int mission) {
  Row r;
  EXPECT_EQ(bgb_campaign_mission(c, mission, &r.attempts, &r.distress, &r.success), BGB_OK) << bgb_last_error();
  return r;
}

int c_next(const bgb_campaign* c) {
  std::int32_t n = -1;
  EXPECT_EQ(bgb_campaign_next_mission(c, &n), BGB_OK) << bgb_last_error();
  return n;
}

/// A seeded random game through the C ABI; the C++ bgb::random_playout with the same seed plays
/// the same game (docs/abi.md, "Determinism").
StatePtr c_playout(const std::string& options, std::uint64_t seed) {
  bgb::testing::GamePtr g = c_game(options);
  StatePtr s = c_initial(g.get());
  std::uint64_t rng = 0;
  bgb_rng_seed(seed, &rng);
  std::int32_t player = 0;
  std::int32_t actions[64];
  while (bgb_state_current_player(s.get(), &player) == BGB_OK && player != BGB_TERMINAL) {
    std::int32_t action = -1;
    if (player == BGB_CHANCE) {
      EXPECT_EQ(bgb_state_sample_chance(s.get(), &rng, &action), BGB_OK) << bgb_last_error();
    } else {
      std::int32_t n = 0;
      std::uint64_t pick = 0;
      EXPECT_EQ(bgb_state_legal_actions(s.get(), actions, 64, &n), BGB_OK) << bgb_last_error();
      EXPECT_EQ(bgb_rng_below(&rng, static_cast<std::uint64_t>(n), &pick), BGB_OK);
      action = actions[pick];
    }
    bgb_state* next = nullptr;
    if (bgb_state_apply(s.get(), action, &next) != BGB_OK) {
      ADD_FAILURE() << bgb_last_error();
      break;
    }
    s.reset(next);
  }
  return s;
}

bgb::crew::State cpp_playout(int players, int mission, std::uint64_t seed) {
  bgb::crew::Options o;
  o.players = players;
  o.mission = mission;
  const bgb::crew::Game g = bgb::crew::Game::make(o).value();
  bgb::Rng rng(seed);
  return bgb::random_playout(g, g.initial_state(), rng);
}

/// Checks the status and that the message starts with the function's name and contains `has`.
void expect_error(std::int32_t status, std::int32_t want, const char* fn, const std::string& has) {
  EXPECT_EQ(status, want) << bgb_status_string(status) << ": " << bgb_last_error();
  const std::string message = bgb_last_error();
  EXPECT_EQ(message.rfind(std::string(fn) + ": ", 0), 0U) << message;
  EXPECT_NE(message.find(has), std::string::npos) << message << "\n  should contain: " << has;
}

// Games of missions 1..4 played through libbgb are recorded as C++ records the same games, to
// the same JSON text.
TEST(CapiCampaign, RecordsGamesLikeTheCppLog) {
  CampaignPtr c = c_new();
  bgb::crew::Campaign cpp;
  for (int mission = 1; mission <= 4; ++mission) {
    for (int players = 2; players <= 5; ++players) {
      const std::uint64_t seed = static_cast<std::uint64_t>(mission * 100 + players);
      const std::string options =
          "{\"players\":" + std::to_string(players) + ",\"mission\":" + std::to_string(mission) + "}";
      const StatePtr end = c_playout(options, seed);
      CampaignPtr next = c_record(c.get(), end.get());
      ASSERT_NE(next, nullptr);
      c = std::move(next);
      cpp = cpp.record(cpp_playout(players, mission, seed)).value();
    }
    const Row r = c_mission(c.get(), mission);
    EXPECT_EQ(r.attempts, cpp.attempts(mission));
    EXPECT_EQ(r.distress, cpp.distress_attempts(mission));
    EXPECT_EQ(r.success, cpp.succeeded(mission) ? 1 : 0);
    EXPECT_GE(r.attempts, 1) << "four games, each 1 attempt until one succeeds (then the row is frozen), and 1 more "
                                "if the distress signal was used";
  }
  EXPECT_EQ(c_next(c.get()), cpp.next_mission());
  EXPECT_EQ(c_json(c.get()), bgb::crew_campaign_to_json(cpp).value());
}

// The logbook's arithmetic through the C calls: the distress signal adds 1 once per mission, a
// success freezes the row ("o número de tentativas necessárias à sua conclusão"), and the next
// mission is the lowest one without a success.
TEST(CapiCampaign, RecordResultCountsLikeTheLogbook) {
  const CampaignPtr empty = c_new();
  EXPECT_EQ(c_next(empty.get()), 1);
  const Row none = c_mission(empty.get(), 50);
  EXPECT_EQ(none.attempts, 0);
  EXPECT_EQ(none.distress, 0);
  EXPECT_EQ(none.success, 0);
  const CampaignPtr a = c_record_result(empty.get(), 1, 0, 1);
  const CampaignPtr b = c_record_result(a.get(), 1, 0, 1);
  EXPECT_EQ(c_mission(b.get(), 1).attempts, 3) << "a second use of the signal counts 1";
  EXPECT_EQ(c_mission(b.get(), 1).distress, 2);
  const CampaignPtr c = c_record_result(b.get(), 1, 1, 0);
  const Row r = c_mission(c.get(), 1);
  EXPECT_EQ(r.attempts, 4);
  EXPECT_EQ(r.distress, 2);
  EXPECT_EQ(r.success, 1);
  EXPECT_EQ(c_next(c.get()), 2);
  EXPECT_EQ(c_mission(a.get(), 1).attempts, 2) << "recording made new handles; a is unchanged";
  EXPECT_EQ(c_next(empty.get()), 1);
  for (std::int32_t success : {0, 1})
    for (std::int32_t distress : {0, 1}) {
      const CampaignPtr replay = c_record_result(c.get(), 1, success, distress);
      ASSERT_NE(replay, nullptr) << "a replay is recorded without error";
      const Row same = c_mission(replay.get(), 1);
      EXPECT_EQ(same.attempts, 4) << "a replay of an accomplished mission adds nothing";
      EXPECT_EQ(same.distress, 2);
      EXPECT_EQ(same.success, 1);
      EXPECT_EQ(c_json(replay.get()), c_json(c.get()));
    }

  CampaignPtr all = c_new();
  for (int m = 1; m <= 50; ++m) all = c_record_result(all.get(), m, 1, 0);
  EXPECT_EQ(c_next(all.get()), BGB_CAMPAIGN_COMPLETE);
  EXPECT_EQ(BGB_CAMPAIGN_COMPLETE, 0);
}

TEST(CapiCampaign, JsonRoundTripAndBufferProtocol) {
  const CampaignPtr a = c_record_result(c_new().get(), 2, 0, 1);
  const CampaignPtr c = c_record_result(a.get(), 2, 1, 0);
  const std::string text = c_json(c.get());
  EXPECT_EQ(text,
            R"({"game":"the-crew","missions":[{"mission":2,"attempts":3,"distress":1,"success":true}],)"
            R"("next":1,"total_attempts":3})");
  bgb_campaign* back = nullptr;
  ASSERT_EQ(bgb_campaign_from_json(text.c_str(), &back), BGB_OK) << bgb_last_error();
  const CampaignPtr owned(back);
  EXPECT_EQ(c_json(back), text);

  const auto len = static_cast<std::int32_t>(text.size());
  std::string buf(text.size() + 8, 'X');
  std::int32_t got = -1;
  expect_error(bgb_campaign_to_json(c.get(), buf.data(), len, &got), BGB_E_BUFFER_TOO_SMALL, "bgb_campaign_to_json",
               "bytes plus the NUL are needed");
  EXPECT_EQ(got, len);
  EXPECT_EQ(buf, std::string(text.size() + 8, 'X')) << "nothing written";
  ASSERT_EQ(bgb_campaign_to_json(c.get(), buf.data(), len + 1, &got), BGB_OK);
  EXPECT_STREQ(buf.c_str(), text.c_str());
  expect_error(bgb_campaign_to_json(c.get(), buf.data(), -1, &got), BGB_E_INVALID_ARGUMENT, "bgb_campaign_to_json",
               "cap is negative (-1)");
}

TEST(CapiCampaign, EveryErrorIsReportedWithItsCause) {
  const CampaignPtr c = c_new();
  bgb::testing::GamePtr g = c_game("{\"players\":3,\"mission\":2}");
  const StatePtr start = c_initial(g.get());
  std::int32_t n = 0, a = 0, d = 0, s = 0;

  bgb_campaign* out = reinterpret_cast<bgb_campaign*>(&n);  // garbage a failure must clear
  expect_error(bgb_campaign_record(c.get(), start.get(), &out), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record",
               "the-crew campaign: the state is not finished (mission 2 is still being played); only a finished "
               "mission can be recorded");
  EXPECT_EQ(out, nullptr);
  expect_error(bgb_campaign_record(nullptr, start.get(), &out), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record",
               "argument 'campaign' is NULL");
  expect_error(bgb_campaign_record(c.get(), nullptr, &out), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record",
               "argument 'finished' is NULL");
  expect_error(bgb_campaign_record(c.get(), start.get(), nullptr), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record",
               "argument 'out' is NULL");

  out = reinterpret_cast<bgb_campaign*>(&n);
  expect_error(bgb_campaign_record_result(c.get(), 0, 1, 0, &out), BGB_E_INVALID_ARGUMENT,
               "bgb_campaign_record_result", "mission 0 is not a logbook mission (1..50)");
  EXPECT_EQ(out, nullptr);
  expect_error(bgb_campaign_record_result(c.get(), 51, 1, 0, &out), BGB_E_INVALID_ARGUMENT,
               "bgb_campaign_record_result", "mission 51 is not a logbook mission (1..50)");
  expect_error(bgb_campaign_record_result(c.get(), 1, 2, 0, &out), BGB_E_INVALID_ARGUMENT,
               "bgb_campaign_record_result", "success must be 0 or 1, got 2");
  expect_error(bgb_campaign_record_result(c.get(), 1, 0, 3, &out), BGB_E_INVALID_ARGUMENT,
               "bgb_campaign_record_result", "distress_used must be 0 or 1, got 3");
  expect_error(bgb_campaign_record_result(nullptr, 1, 0, 0, &out), BGB_E_INVALID_ARGUMENT,
               "bgb_campaign_record_result", "argument 'campaign' is NULL");
  expect_error(bgb_campaign_record_result(c.get(), 1, 0, 0, nullptr), BGB_E_INVALID_ARGUMENT,
               "bgb_campaign_record_result", "argument 'out' is NULL");

  // 65535 attempts is the most one mission can note.
  bgb_campaign* full = nullptr;
  ASSERT_EQ(bgb_campaign_from_json(
                R"({"game":"the-crew","missions":[{"mission":5,"attempts":65535,"distress":0,"success":false}]})",
                &full),
            BGB_OK)
      << bgb_last_error();
  const CampaignPtr full_owned(full);
  expect_error(bgb_campaign_record_result(full, 5, 1, 0, &out), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record_result",
               "the-crew campaign: mission 5 already has 65535 attempts; the log counts at most 65535");

  expect_error(bgb_campaign_new(nullptr), BGB_E_INVALID_ARGUMENT, "bgb_campaign_new", "argument 'out' is NULL");
  expect_error(bgb_campaign_next_mission(nullptr, &n), BGB_E_INVALID_ARGUMENT, "bgb_campaign_next_mission",
               "argument 'campaign' is NULL");
  expect_error(bgb_campaign_next_mission(c.get(), nullptr), BGB_E_INVALID_ARGUMENT, "bgb_campaign_next_mission",
               "argument 'out' is NULL");

  a = d = s = 7;
  expect_error(bgb_campaign_mission(c.get(), 0, &a, &d, &s), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission",
               "mission 0 is not a logbook mission (1..50)");
  EXPECT_TRUE(a == 7 && d == 7 && s == 7) << "outputs unchanged on failure";
  expect_error(bgb_campaign_mission(nullptr, 1, &a, &d, &s), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission",
               "argument 'campaign' is NULL");
  expect_error(bgb_campaign_mission(c.get(), 1, nullptr, &d, &s), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission",
               "argument 'attempts' is NULL");
  expect_error(bgb_campaign_mission(c.get(), 1, &a, nullptr, &s), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission",
               "argument 'distress_attempts' is NULL");
  expect_error(bgb_campaign_mission(c.get(), 1, &a, &d, nullptr), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission",
               "argument 'success' is NULL");

  expect_error(bgb_campaign_to_json(nullptr, nullptr, 0, &n), BGB_E_INVALID_ARGUMENT, "bgb_campaign_to_json",
               "argument 'campaign' is NULL");
  expect_error(bgb_campaign_to_json(c.get(), nullptr, 0, nullptr), BGB_E_INVALID_ARGUMENT, "bgb_campaign_to_json",
               "argument 'out_len' is NULL");

  out = reinterpret_cast<bgb_campaign*>(&n);
  expect_error(bgb_campaign_from_json("{\"game\":", &out), BGB_E_PARSE, "bgb_campaign_from_json",
               "the-crew campaign: malformed JSON: ");
  EXPECT_EQ(out, nullptr);
  expect_error(bgb_campaign_from_json(
                   R"({"game":"the-crew","missions":[{"mission":1,"attempts":1,"distress":0,"success":true},)"
                   R"({"mission":2,"attempts":1,"distress":0,"success":true},)"
                   R"({"mission":3,"attempts":0,"distress":0,"success":false}]})",
                   &out),
               BGB_E_INVALID_ARGUMENT, "bgb_campaign_from_json",
               "bgb_campaign_from_json: the-crew campaign: missions[2].attempts: 0 is out of range 1..65535");
  expect_error(bgb_campaign_from_json("[]", &out), BGB_E_INVALID_ARGUMENT, "bgb_campaign_from_json",
               "expected a JSON object, got array");
  expect_error(bgb_campaign_from_json(nullptr, &out), BGB_E_INVALID_ARGUMENT, "bgb_campaign_from_json",
               "argument 'json' is NULL");
  expect_error(bgb_campaign_from_json("{}", nullptr), BGB_E_INVALID_ARGUMENT, "bgb_campaign_from_json",
               "argument 'out' is NULL");

  bgb_campaign_free(nullptr);  // a no-op
}

}  // namespace
