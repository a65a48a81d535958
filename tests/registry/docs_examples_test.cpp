// The examples in docs/ that can rot are checked here, read from the Markdown files themselves:
// the fenced block (or table) after `<!-- docs:NAME -->` is the example. Covered: docs/json.md's
// seeded replay log and its error, docs/conformance.md's scenarios, and the table of missions in
// docs/rules/the-crew.md. BGB_DOCS_DIR (set by CMake) is the source tree's docs/ directory.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "conform.hpp"
#include "support.hpp"

#ifndef BGB_DOCS_DIR
#error "BGB_DOCS_DIR must name the docs/ directory of the source tree"
#endif

namespace bgb::test {
namespace {

using json::Json;

std::string read_doc(const std::string& name) {
  std::ifstream in(std::string(BGB_DOCS_DIR) + "/" + name, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot open " << BGB_DOCS_DIR << "/" << name;
  std::ostringstream buf;
  buf << in.rdbuf();
  return buf.str();
}

/// The body of the first fenced block after `<!-- docs:marker -->` in docs/<file>; empty (and a
/// test failure) when there is none.
std::string doc_block(const std::string& file, const std::string& marker) {
  const std::string text = read_doc(file);
  const std::size_t at = text.find("<!-- docs:" + marker + " -->");
  if (at == std::string::npos) {
    ADD_FAILURE() << file << " has no <!-- docs:" << marker << " --> marker";
    return "";
  }
  const std::size_t fence = text.find("```", at);
  const std::size_t body = fence == std::string::npos ? fence : text.find('\n', fence);
  const std::size_t end = body == std::string::npos ? body : text.find("\n```", body);
  if (end == std::string::npos) {
    ADD_FAILURE() << file << ": no closed fenced block after <!-- docs:" << marker << " -->";
    return "";
  }
  return text.substr(body + 1, end - body);
}

TEST(DocsExamples, SeededReplayLogInJsonMdReplays) {
  const std::string log = doc_block("json.md", "seeded-replay");
  ASSERT_FALSE(log.empty());
  auto s = replay_log(log);
  ASSERT_TRUE(s.ok()) << s.error().message << "\nin the docs/json.md example:\n" << log;
  // What the text under the example says about it.
  const Json j = Json::parse(s.value()->to_json(kViewAll));
  EXPECT_EQ(j["commander"], 0);
  ASSERT_EQ(j["tasks"].size(), 2U);
  EXPECT_EQ(j["tasks"][0]["card"], "g2");
  EXPECT_EQ(j["tasks"][0]["owner"], 0);
  EXPECT_EQ(j["tasks"][1]["card"], "p6");
  EXPECT_EQ(j["tasks"][1]["owner"], 1);
  EXPECT_EQ(j["distress"], "declined");
  EXPECT_EQ(j["phase"], "comm");
  EXPECT_EQ(s.value()->current_player(), 0);
}

TEST(DocsExamples, SeededReplayErrorInJsonMdIsTheOneDocumented) {
  const std::string log = doc_block("json.md", "seeded-replay-error");
  ASSERT_FALSE(log.empty());
  auto s = replay_log(log);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.error().code, Errc::illegal_action);
  const std::string message =
      "replay_log: step 9 ('play g9'): action 26 (play g9) is not legal: seat 2 must follow pink";
  EXPECT_EQ(s.error().message, message);
  EXPECT_TRUE(contains(read_doc("json.md"), "`" + message + "`"));

  // docs/abi.md and bgb.h quote the same refusal as bgb_state_apply reports it.
  Json good = Json::parse(log);
  good["actions"].erase(good["actions"].size() - 1);
  auto before = replay_log(good.dump());
  ASSERT_TRUE(before.ok()) << before.error().message;
  EXPECT_EQ(before.value()->action_text(26), "play g9");
  auto refused = before.value()->apply(26);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().code, Errc::illegal_action);
  EXPECT_EQ(refused.error().message, "action 26 (play g9) is not legal: seat 2 must follow pink");
  EXPECT_TRUE(contains(read_doc("abi.md"), "`bgb_state_apply: " + refused.error().message + "`"));
}

TEST(DocsExamples, ConformanceExamplesInConformanceMdPass) {
  for (const char* marker : {"conformance-format", "conformance-example"}) {
    const std::string scenario = doc_block("conformance.md", marker);
    ASSERT_FALSE(scenario.empty()) << marker;
    const conform::Verdict v = conform::run_scenario(scenario, marker);
    EXPECT_TRUE(v.passed) << marker << ": " << v.line();
  }
}

/// The cells of a Markdown table row `| a | b |`, trimmed.
std::vector<std::string> cells(const std::string& row) {
  std::vector<std::string> out;
  std::size_t at = row.find('|');
  while (at != std::string::npos) {
    const std::size_t next = row.find('|', at + 1);
    if (next == std::string::npos) break;
    std::string cell = row.substr(at + 1, next - at - 1);
    cell.erase(0, cell.find_first_not_of(' '));
    cell.erase(cell.find_last_not_of(' ') + 1);
    out.push_back(cell);
    at = next;
  }
  return out;
}

TEST(DocsExamples, MissionTableInTheCrewMdMatchesTheLogbook) {
  // | mission | tasks | tokens | dead zone | comm from | special |, one row per mission 1..50 in
  // order; `special` is the sentence the render shows for the mission's rule, or "–".
  const std::string text = read_doc("rules/the-crew.md");
  const std::size_t at = text.find("<!-- docs:missions -->");
  ASSERT_NE(at, std::string::npos) << "rules/the-crew.md has no <!-- docs:missions --> marker";
  std::istringstream lines(text.substr(at));
  std::string line;
  std::getline(lines, line);  // the marker
  std::vector<int> listed;
  while (std::getline(lines, line) && !line.empty()) {
    const std::vector<std::string> c = cells(line);
    ASSERT_EQ(c.size(), 6U) << line;
    if (c[0] == "mission") {
      EXPECT_EQ(c, (std::vector<std::string>{"mission", "tasks", "tokens", "dead zone", "comm from", "special"}));
      continue;
    }
    if (c[0].starts_with("---")) continue;
    const int n = std::stoi(c[0]);
    ASSERT_TRUE(n >= 1 && n <= crew::kNumMissions) << line;
    EXPECT_TRUE(crew::mission_supported(n)) << "mission " << n << " is listed but not supported";
    listed.push_back(n);
    const crew::Mission& m = crew::mission(n);
    std::string tokens;
    for (int i = 0; i < m.num_tokens; ++i)
      tokens += (i ? " `" : "`") + crew::token_text(m.tokens[static_cast<std::size_t>(i)]) + "`";
    const std::string special(crew::special_rule_text(m.special));
    EXPECT_EQ(c[1], std::to_string(m.tasks)) << "mission " << n << ": tasks";
    EXPECT_EQ(c[2], tokens.empty() ? "–" : tokens) << "mission " << n << ": tokens";
    EXPECT_EQ(c[3], m.dead_zone ? "yes" : "no") << "mission " << n << ": dead zone";
    EXPECT_EQ(c[4], std::to_string(m.comm_from)) << "mission " << n << ": comm from";
    EXPECT_EQ(c[5], special.empty() ? "–" : special) << "mission " << n << ": special";
  }
  EXPECT_EQ(listed, supported_missions()) << "every mission once, in order";
}

}  // namespace
}  // namespace bgb::test
