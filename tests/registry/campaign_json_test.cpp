// The Crew's campaign log as JSON (src/crew/campaign_codec.hpp, docs/json.md "Campaign log"):
// the canonical text, exact round trips (also as a rapidcheck property over random sequences of
// results), every refusal with the message that names the field, and the example in json.md.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "bgb/crew/campaign.hpp"
#include "crew/campaign_codec.hpp"
#include "support.hpp"

#ifndef BGB_DOCS_DIR
#error "BGB_DOCS_DIR must name the docs/ directory of the source tree"
#endif

namespace bgb::test {
namespace {

using crew::Campaign;
using crew::CampaignEntry;
using json::Json;

Campaign must(const Result<Campaign>& r) {
  EXPECT_TRUE(r.ok()) << r.error().message;
  return r.ok() ? r.value() : Campaign{};
}

std::string text_of(const Campaign& c) {
  const Result<std::string> t = crew_campaign_to_json(c);
  EXPECT_TRUE(t.ok()) << t.error().message;
  return t.ok() ? t.value() : "";
}

/// Mission 1 failed once with the distress signal, then succeeded; mission 2 failed once.
Campaign sample() {
  Campaign c = must(Campaign{}.record(1, false, true));
  c = must(c.record(1, true, false));
  return must(c.record(2, false, false));
}

/// All 50 missions accomplished at the first attempt.
Campaign complete() {
  Campaign c;
  for (int m = 1; m <= crew::kNumMissions; ++m) c = must(c.record(m, true, false));
  return c;
}

constexpr const char* kSampleText =
    R"({"game":"the-crew","missions":[{"mission":1,"attempts":3,"distress":1,"success":true},)"
    R"({"mission":2,"attempts":1,"distress":0,"success":false}],"next":2,"total_attempts":4})";

TEST(CampaignJson, WritesTheCanonicalForm) {
  EXPECT_EQ(text_of(sample()), kSampleText);
  EXPECT_EQ(text_of(Campaign{}), R"({"game":"the-crew","missions":[],"next":1,"total_attempts":0})");
  const Json done = Json::parse(text_of(complete()));
  EXPECT_TRUE(done["next"].is_null()) << "no next mission once all 50 succeeded";
  EXPECT_EQ(done["missions"].size(), 50U);
  EXPECT_EQ(done["total_attempts"], 50);
}

TEST(CampaignJson, RoundTripIsExact) {
  for (const Campaign& c : {Campaign{}, sample(), complete()}) {
    const std::string text = text_of(c);
    const Result<Campaign> back = crew_campaign_from_json(text);
    ASSERT_TRUE(back.ok()) << back.error().message << "\n" << text;
    EXPECT_EQ(back.value(), c);
    EXPECT_EQ(text_of(back.value()), text);
  }
}

// The derived keys may be left out, rows may come in any order, and whitespace is free; what
// is read is written back in the canonical form.
TEST(CampaignJson, ReadsHandWrittenLogs) {
  const Result<Campaign> c = crew_campaign_from_json(R"( {
      "game": "the-crew",
      "missions": [ {"success": false, "distress": 0, "attempts": 1, "mission": 2},
                    {"mission": 1, "attempts": 3, "distress": 1, "success": true} ] } )");
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(c.value(), sample());
  EXPECT_EQ(text_of(c.value()), kSampleText);
  const Result<Campaign> with_null_next = crew_campaign_from_json(text_of(complete()));
  ASSERT_TRUE(with_null_next.ok()) << with_null_next.error().message;
  EXPECT_EQ(with_null_next.value().next_mission(), crew::kCampaignComplete);
}

struct Refusal {
  std::string json;
  Errc code;
  std::string message;  // after "the-crew campaign: "
};

std::string log_with(const std::string& rows, const std::string& extra = "") {
  return R"({"game":"the-crew","missions":[)" + rows + "]" + extra + "}";
}

std::string row(const std::string& mission, const std::string& attempts, const std::string& distress,
                const std::string& success) {
  return R"({"mission":)" + mission + R"(,"attempts":)" + attempts + R"(,"distress":)" + distress +
         R"(,"success":)" + success + "}";
}

const std::string kOk1 = row("1", "1", "0", "true");

TEST(CampaignJson, RefusesEveryMistakeNamingTheField) {
  std::string all_done = text_of(complete());
  all_done.replace(all_done.find("\"next\":null"), 11, "\"next\":50");
  const std::vector<Refusal> cases = {
      {"{\"game\": ", Errc::parse, "malformed JSON: "},
      {std::string(100, '[') + std::string(100, ']'), Errc::parse, "malformed JSON: nested deeper than 64 levels"},
      {"", Errc::invalid_argument, "expected a JSON object, got null"},
      {"[]", Errc::invalid_argument, "expected a JSON object, got array"},
      {R"({"missions":[]})", Errc::invalid_argument, "missing key 'game'"},
      {R"({"game":7,"missions":[]})", Errc::invalid_argument, "game: expected a string, got integer"},
      {R"({"game":"chess","missions":[]})", Errc::invalid_argument, "game: expected \"the-crew\", got \"chess\""},
      {R"({"game":"the-crew"})", Errc::invalid_argument, "missing key 'missions'"},
      {R"({"game":"the-crew","missions":{}})", Errc::invalid_argument, "missions: expected an array, got object"},
      {log_with("", R"(,"notes":"x")"), Errc::invalid_argument,
       "unknown key 'notes' (known keys: game, missions, next, total_attempts)"},
      {log_with("1"), Errc::invalid_argument, "missions[0]: expected a JSON object, got integer"},
      {log_with(R"({"mission":1,"attempts":1,"distress":0,"success":false,"crew":"x"})"), Errc::invalid_argument,
       "missions[0]: unknown key 'crew' (known keys: mission, attempts, distress, success)"},
      {log_with(R"({"attempts":1,"distress":0,"success":false})"), Errc::invalid_argument,
       "missions[0]: missing key 'mission'"},
      {log_with(R"({"mission":1,"distress":0,"success":false})"), Errc::invalid_argument,
       "missions[0]: missing key 'attempts'"},
      {log_with(R"({"mission":1,"attempts":1,"success":false})"), Errc::invalid_argument,
       "missions[0]: missing key 'distress'"},
      {log_with(R"({"mission":1,"attempts":1,"distress":0})"), Errc::invalid_argument,
       "missions[0]: missing key 'success'"},
      {log_with(row("0", "1", "0", "false")), Errc::invalid_argument, "missions[0].mission: 0 is out of range 1..50"},
      {log_with(row("51", "1", "0", "false")), Errc::invalid_argument, "missions[0].mission: 51 is out of range 1..50"},
      {log_with(row("\"3\"", "1", "0", "false")), Errc::invalid_argument,
       "missions[0].mission: expected an integer, got string"},
      {log_with(kOk1 + "," + row("2", "1", "0", "false") + "," + row("3", "0", "0", "false")),
       Errc::invalid_argument, "missions[2].attempts: 0 is out of range 1..65535"},
      {log_with(row("3", "65536", "0", "false")), Errc::invalid_argument,
       "missions[0].attempts: 65536 is out of range 1..65535"},
      {log_with(row("3", "1.5", "0", "false")), Errc::invalid_argument,
       "missions[0].attempts: expected an integer, got number"},
      {log_with(row("3", "18446744073709551615", "0", "false")), Errc::invalid_argument,
       "missions[0].attempts: 18446744073709551615 is out of range 1..65535"},
      {log_with(row("3", "2", "-1", "false")), Errc::invalid_argument,
       "missions[0].distress: -1 is out of range 0..65534"},
      {log_with(row("3", "2", "2", "false")), Errc::invalid_argument,
       "missions[0].distress: 2 attempts with the distress signal and its one extra attempt make 3 in the "
       "logbook, more than the 2 attempts noted"},
      {log_with(row("3", "65535", "65535", "false")), Errc::invalid_argument,
       "missions[0].distress: 65535 is out of range 0..65534"},
      {log_with(row("3", "1", "0", "\"yes\"")), Errc::invalid_argument,
       "missions[0].success: expected true or false, got string"},
      {log_with(row("3", "1", "0", "1")), Errc::invalid_argument, "missions[0].success: expected true or false, got integer"},
      {log_with(kOk1 + "," + row("1", "2", "0", "false")), Errc::invalid_argument,
       "missions[1].mission: mission 1 is listed twice (also in missions[0])"},
      {log_with(kOk1, R"(,"next":3)"), Errc::invalid_argument,
       "next: 3 does not agree with the missions: the lowest mission without a success is 2"},
      {log_with("", R"(,"next":null)"), Errc::invalid_argument,
       "next: null means every mission succeeded, but mission 1 has no success"},
      {log_with("", R"(,"next":0)"), Errc::invalid_argument, "next: 0 is out of range 1..50"},
      {log_with("", R"(,"next":"1")"), Errc::invalid_argument, "next: expected an integer, got string"},
      {all_done, Errc::invalid_argument,
       "next: 50 does not agree with the missions: all 50 succeeded, so next is null"},
      {log_with(kOk1, R"(,"total_attempts":5)"), Errc::invalid_argument,
       "total_attempts: 5 does not agree with the missions, whose attempts add up to 1"},
      {log_with("", R"(,"total_attempts":-1)"), Errc::invalid_argument,
       "total_attempts: -1 is out of range 0..3276750"},
      {log_with("", R"(,"total_attempts":true)"), Errc::invalid_argument,
       "total_attempts: expected an integer, got boolean"},
  };
  for (const Refusal& r : cases) {
    const Result<Campaign> c = crew_campaign_from_json(r.json);
    ASSERT_FALSE(c.ok()) << r.json;
    EXPECT_EQ(c.error().code, r.code) << r.json << "\n" << c.error().message;
    const std::string want = "the-crew campaign: " + r.message;
    if (r.code == Errc::parse && r.message.back() == ' ')
      EXPECT_EQ(c.error().message.rfind(want, 0), 0U) << r.json << "\n" << c.error().message;
    else
      EXPECT_EQ(c.error().message, want) << r.json;
  }
}

// Recording random sequences of results: the totals are the sums of what was recorded, and the
// JSON text reads back to the same log and is written again to the same text.
RC_GTEST_PROP(CampaignJson, RandomSequencesRoundTripAndAddUp, ()) {
  const auto results = *rc::gen::container<std::vector<std::tuple<int, bool, bool>>>(
      rc::gen::tuple(rc::gen::inRange(1, crew::kNumMissions + 1), rc::gen::arbitrary<bool>(),
                     rc::gen::arbitrary<bool>()));
  Campaign c;
  std::uint32_t sum = 0;
  int attempts[crew::kNumMissions + 1] = {};
  int distress[crew::kNumMissions + 1] = {};
  bool success[crew::kNumMissions + 1] = {};
  for (const auto& [mission, won, signal] : results) {
    const Result<Campaign> next = c.record(mission, won, signal);
    RC_ASSERT(next.ok());
    c = next.value();
    if (success[mission]) continue;  // a replay of an accomplished mission: the row is frozen
    const int cost = signal && distress[mission] == 0 ? 2 : 1;  // the signal adds 1 once per mission
    sum += static_cast<std::uint32_t>(cost);
    attempts[mission] += cost;
    distress[mission] += signal ? 1 : 0;
    success[mission] = won;
  }
  RC_ASSERT(c.total_attempts() == sum);
  int next = crew::kCampaignComplete, done = 0;
  for (int m = crew::kNumMissions; m >= 1; --m) {
    RC_ASSERT(c.attempts(m) == attempts[m]);
    RC_ASSERT(c.distress_attempts(m) == distress[m]);
    RC_ASSERT(c.succeeded(m) == success[m]);
    if (!success[m]) next = m;
    done += success[m] ? 1 : 0;
  }
  RC_ASSERT(c.next_mission() == next);
  RC_ASSERT(c.missions_done() == done);

  const Result<std::string> text = crew_campaign_to_json(c);
  RC_ASSERT(text.ok());
  const Json j = Json::parse(text.value());
  RC_ASSERT(j["total_attempts"].get<std::uint32_t>() == sum);
  const Result<Campaign> back = crew_campaign_from_json(text.value());
  RC_ASSERT(back.ok());
  RC_ASSERT(back.value() == c);
  const Result<std::string> again = crew_campaign_to_json(back.value());
  RC_ASSERT(again.ok());
  RC_ASSERT(again.value() == text.value());
}

/// The fenced block after `<!-- docs:NAME -->` in docs/json.md, as docs_examples_test.cpp reads
/// its examples.
std::string json_md_block(const std::string& marker) {
  std::ifstream in(std::string(BGB_DOCS_DIR) + "/json.md", std::ios::binary);
  std::ostringstream buf;
  buf << in.rdbuf();
  const std::string text = buf.str();
  const std::size_t at = text.find("<!-- docs:" + marker + " -->");
  if (at == std::string::npos) return "";
  const std::size_t fence = text.find("```", at);
  const std::size_t body = fence == std::string::npos ? fence : text.find('\n', fence);
  const std::size_t end = body == std::string::npos ? body : text.find("\n```", body);
  return end == std::string::npos ? "" : text.substr(body + 1, end - body);
}

TEST(DocsExamples, CampaignLogInJsonMdLoadsAndRoundTrips) {
  const std::string example = json_md_block("campaign-log");
  ASSERT_FALSE(example.empty()) << "docs/json.md has no <!-- docs:campaign-log --> example";
  const Result<Campaign> c = crew_campaign_from_json(example);
  ASSERT_TRUE(c.ok()) << c.error().message << "\nin the docs/json.md example:\n" << example;
  // What the text around the example says about it.
  EXPECT_EQ(c.value().entry(1), (CampaignEntry{1, 0, true}));
  EXPECT_EQ(c.value().entry(2), (CampaignEntry{3, 2, true}));
  EXPECT_EQ(c.value().entry(3), (CampaignEntry{2, 0, false}));
  EXPECT_EQ(c.value().next_mission(), 3);
  EXPECT_EQ(c.value().total_attempts(), 6U);
  EXPECT_EQ(Json::parse(text_of(c.value())), Json::parse(example)) << "the example is in the canonical form";
}

}  // namespace
}  // namespace bgb::test
