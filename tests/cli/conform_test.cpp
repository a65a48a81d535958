// The conformance-scenario runner (spec scenarios.md): every kind of step, every way a scenario
// can fail, and the file/directory handling. Scenarios here use The Crew's chance deal, whose
// first steps need no setup.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "conform.hpp"

namespace bgb::conform {
namespace {

/// A scenario around the given steps (a JSON array body) and optional extra top-level members.
std::string scenario(const std::string& steps, const std::string& extra = "") {
  return R"({"name": "t", "game": "the-crew", "options": {"players": 4, "mission": 1}, "steps": [)" + steps + "]" +
         (extra.empty() ? "" : ", " + extra) + "}";
}

Verdict run(const std::string& text) { return run_scenario(text, "fallback.json"); }

TEST(ConformRunner, HostileDeepNestingIsAFailLineNotACrash) {
  const std::string deep = "{\"name\":\"deep\",\"steps\":" + std::string(100000, '[') + std::string(100000, ']') + "}";
  const Verdict v = run(deep);
  EXPECT_FALSE(v.passed);
  EXPECT_NE(v.detail.find("nested deeper than"), std::string::npos) << v.detail;
}

TEST(ConformRunner, PassingScenarioGivesPassLine) {
  const Verdict v = run(scenario(R"({"expect": {"player": "chance", "terminal": false}}, {"do": "deal p1"})"));
  EXPECT_TRUE(v.passed) << v.detail;
  EXPECT_EQ(v.line(), "PASS t");
}

TEST(ConformRunner, ActionTextsAreTrimmedAndSpacesCollapsed) {
  const Verdict v = run(scenario(R"({"do": "  deal \t  p1 "}, {"expect": {"legal_lacks": [" deal  p1"]}})"));
  EXPECT_TRUE(v.passed) << v.detail;
}

TEST(ConformRunner, DoOfAnIllegalActionFailsNamingTheStep) {
  const Verdict v = run(scenario(R"({"do": "deal p1"}, {"do": ["deal p2", "deal p1"]})"));
  EXPECT_FALSE(v.passed);
  EXPECT_EQ(v.line().rfind("FAIL t: step 2: expected 'deal p1' (action 2 of 2) to be legal, but ", 0), 0u) << v.line();
}

TEST(ConformRunner, DoOfAnUnreadableActionFails) {
  const Verdict v = run(scenario(R"({"do": "dance p1"})"));
  EXPECT_FALSE(v.passed);
  EXPECT_NE(v.detail.find("step 1: expected 'dance p1' to be legal, but it cannot be read: "), std::string::npos) << v.detail;
}

TEST(ConformRunner, RejectAcceptsUnreadableAndIllegalActions) {
  const Verdict v = run(scenario(R"({"do": "deal p1"}, {"reject": ["deal p1", "fly away", "play p2"]}, {"do": "deal p2"})"));
  EXPECT_TRUE(v.passed) << v.detail;
}

TEST(ConformRunner, RejectOfALegalActionFailsAndDoesNotApplyIt) {
  const Verdict v = run(scenario(R"({"reject": "deal p1"})"));
  EXPECT_EQ(v.detail, "step 1: expected 'deal p1' to be rejected, but it is legal (player chance)");
}

TEST(ConformRunner, PlayerMismatchSaysBoth) {
  EXPECT_EQ(run(scenario(R"({"expect": {"player": 0}})")).detail, "step 1: expected player 0, got chance");
  EXPECT_EQ(run(scenario(R"({"expect": {"player": "terminal"}})")).detail,
            "step 1: expected player terminal, got chance");
}

TEST(ConformRunner, TerminalMismatchIsReported) {
  EXPECT_EQ(run(scenario(R"({"expect": {"terminal": true}})")).detail,
            "step 1: expected terminal true, but player chance is to act");
}

TEST(ConformRunner, ReturnsBeforeTheEndFail) {
  EXPECT_EQ(run(scenario(R"({"expect": {"returns": [1, 1, 1, 1]}})")).detail,
            "step 1: expected returns [1,1,1,1], but the game is not over (player chance to act)");
}

TEST(ConformRunner, LegalIsTheExactSetOfChanceOutcomes) {
  // 40 cards at the first deal; listing one is not the exact set.
  const Verdict v = run(scenario(R"({"expect": {"legal": ["deal p1"]}})"));
  EXPECT_FALSE(v.passed);
  EXPECT_NE(v.detail.find("step 1: expected legal ['deal p1'], got ["), std::string::npos) << v.detail;
  EXPECT_NE(v.detail.find("; unexpected ['deal b1'"), std::string::npos) << v.detail;
}

TEST(ConformRunner, LegalReportsMissingTexts) {
  std::string all;
  for (const char* s : {"p", "b", "g", "y"})
    for (int v = 1; v <= 9; ++v) all += std::string(all.empty() ? "" : ", ") + "\"deal " + s + std::to_string(v) + "\"";
  for (int v = 1; v <= 4; ++v) all += ", \"deal r" + std::to_string(v) + "\"";
  EXPECT_TRUE(run(scenario(R"({"expect": {"legal": [)" + all + "]}}")).passed);
  const Verdict v = run(scenario(R"({"expect": {"legal": [)" + all + R"(, "deal r5"]}})"));
  EXPECT_NE(v.detail.find("; missing ['deal r5']"), std::string::npos) << v.detail;
}

TEST(ConformRunner, LegalHasAndLacks) {
  EXPECT_EQ(run(scenario(R"({"do": "deal p1"}, {"expect": {"legal_lacks": ["deal p1"]}})")).detail, "");
  EXPECT_EQ(run(scenario(R"({"expect": {"legal_lacks": ["deal p1"]}})")).detail,
            "step 1: expected 'deal p1' not to be legal, but it is");
  const Verdict v = run(scenario(R"({"do": "deal p1"}, {"expect": {"legal_has": ["deal p1"]}})"));
  EXPECT_EQ(v.detail.rfind("step 2: expected 'deal p1' to be legal, got ['deal p2'", 0), 0u) << v.detail;
}

TEST(ConformRunner, StateIsASubsetMatchOfTheSnapshot) {
  EXPECT_TRUE(run(scenario(R"({"do": "deal p1"}, {"expect": {"state": {"dealt": 1, "hands": [["p1"], [], [], []]}}})")).passed);
  EXPECT_EQ(run(scenario(R"({"expect": {"state": {"dealt": 2}}})")).detail, "step 1: expected state.dealt: expected 2, got 0");
  EXPECT_EQ(run(scenario(R"({"expect": {"state": {"no_such_key": 1}}})")).detail,
            "step 1: expected state.no_such_key: expected 1, but there is no such key");
  // Arrays must have the same length; elements are matched as subsets.
  const Verdict v = run(scenario(R"({"expect": {"state": {"hands": [[], []]}}})"));
  EXPECT_EQ(v.detail, "step 1: expected state.hands: expected 2 elements, got 4 [[],[],[],[]]");
}

TEST(ConformRunner, EndIsCheckedAfterTheLastStep) {
  EXPECT_EQ(run(scenario(R"({"do": "deal p1"})", R"("end": {"player": 1})")).detail, "end: expected player 1, got chance");
}

TEST(ConformRunner, UnknownKeysAreFailuresNotCrashes) {
  EXPECT_EQ(run(scenario("", R"("expected": 1)")).detail.rfind("unknown key \"expected\" (allowed: name, rule, game", 0), 0u);
  EXPECT_EQ(run(scenario(R"({"dont": "deal p1"})")).detail.rfind("step 1: unknown key \"dont\"", 0), 0u);
  EXPECT_EQ(run(scenario(R"({"expect": {"players": 0}})")).detail.rfind("step 1: unknown expect key \"players\"", 0), 0u);
  EXPECT_EQ(run(scenario(R"({"do": "deal p1"})", R"("end": {"legal_hass": []})")).detail.rfind("end: unknown expect key", 0), 0u);
}

TEST(ConformRunner, ShapeErrorsAreReportedBeforeRunning) {
  // Step 1 would fail, but the malformed step 2 is what the author must fix first.
  EXPECT_EQ(run(scenario(R"({"do": "nonsense"}, {"do": "deal p1", "reject": "deal p2"})")).detail,
            "step 2: a step has exactly one of do, reject, expect, got 2");
  EXPECT_EQ(run(scenario(R"({})")).detail, "step 1: a step has exactly one of do, reject, expect, got 0");
  EXPECT_EQ(run(scenario(R"("deal p1")")).detail, "step 1: a step is an object with one of do, reject, expect");
  EXPECT_EQ(run(scenario(R"({"do": []})")).detail, "step 1: \"do\" must be an action text or a non-empty array of them");
  EXPECT_EQ(run(scenario(R"({"do": 40})")).detail, "step 1: \"do\" must be an action text or a non-empty array of them");
  EXPECT_EQ(run(scenario(R"({"expect": {"player": "nobody"}})")).detail,
            "step 1: \"player\" must be a seat number, \"chance\" or \"terminal\", got \"nobody\"");
  EXPECT_EQ(run(scenario(R"({"expect": {"returns": ["1"]}})")).detail, "step 1: \"returns\" must be an array of numbers, got [\"1\"]");
  EXPECT_EQ(run(scenario(R"({"expect": {"legal": "deal p1"}})")).detail,
            "step 1: \"legal\" must be an array of action texts, got \"deal p1\"");
  EXPECT_EQ(run(scenario(R"({"expect": []})")).detail, "step 1: \"expect\" must be an object");
}

TEST(ConformRunner, MissingOrBadTopLevelMembers) {
  EXPECT_EQ(run(R"({"game": "the-crew", "steps": []})").line(), "FAIL fallback.json: \"name\" (a non-empty string) is required");
  EXPECT_EQ(run(R"({"name": "n", "steps": []})").detail, "\"game\" (a registry name) is required");
  EXPECT_EQ(run(R"({"name": "n", "game": "the-crew"})").detail, "\"steps\" (an array) is required");
  EXPECT_EQ(run(R"({"name": "n", "game": "the-crew", "options": [], "steps": []})").detail, "\"options\" must be an object");
  EXPECT_EQ(run(R"([1, 2])").line(), "FAIL fallback.json: a scenario is one JSON object");
}

TEST(ConformRunner, MalformedJsonIsAFailLine) {
  const Verdict v = run(R"({"name": "n", "game": )");
  EXPECT_FALSE(v.passed);
  EXPECT_EQ(v.line().rfind("FAIL fallback.json: not valid JSON: ", 0), 0u) << v.line();
  // Where it broke, the way --options says it, not the JSON library's tagged exception text.
  const Verdict second_line = run("{\"name\": \"n\",\n  \"game\" \"the-crew\"}");
  EXPECT_EQ(second_line.line().rfind("FAIL fallback.json: not valid JSON: line 2, column 19: syntax error", 0), 0u)
      << second_line.line();
  EXPECT_EQ(second_line.line().find("json.exception"), std::string::npos) << second_line.line();
}

TEST(ConformRunner, GameThatCannotStartIsASetupFailure) {
  EXPECT_EQ(run(R"({"name": "n", "game": "chess", "steps": []})").detail.rfind("setup: expected the game to start, but ", 0), 0u);
  const Verdict v = run(R"({"name": "n", "game": "the-crew", "options": {"mission": 51}, "steps": []})");
  EXPECT_EQ(v.detail.rfind("setup: expected the game to start, but ", 0), 0u) << v.detail;
  EXPECT_NE(v.detail.find("mission must be 1..50, got 51"), std::string::npos) << v.detail;
}

TEST(ConformRunner, NormalizeTextTrimsAndCollapses) {
  EXPECT_EQ(normalize_text("  comm  b7\t top \n"), "comm b7 top");
  EXPECT_EQ(normalize_text(""), "");
  EXPECT_EQ(normalize_text("   "), "");
}

class ConformFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("bgb_conform_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ / "sub");
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  void write(const std::string& rel, const std::string& text) { std::ofstream(dir_ / rel) << text; }
  std::filesystem::path dir_;
};

std::string named(const std::string& name, bool pass) {
  return R"({"name": ")" + name + R"(", "game": "the-crew", "steps": [{"expect": {"player": )" +
         (pass ? "\"chance\"" : "0") + "}}]}";
}

TEST_F(ConformFiles, DirectoryRunsRecursivelyInSortedPathOrder) {
  write("b.json", named("second", true));
  write("a.json", named("first", true));
  write("sub/c.json", named("third", false));
  write("notes.txt", "not a scenario");
  const Report r = run_path(dir_.string());
  std::ostringstream out;
  print_report(r, out);
  EXPECT_EQ(out.str(), "PASS first\nPASS second\nFAIL third: step 1: expected player 0, got chance\n2 passed, 1 failed\n");
  EXPECT_FALSE(r.ok());
}

TEST_F(ConformFiles, PathsRunInTheOrderGiven) {
  write("a.json", named("first", true));
  write("b.json", named("second", true));
  const std::string paths[] = {(dir_ / "b.json").string(), (dir_ / "a.json").string()};
  const Report r = run_paths(paths);
  ASSERT_EQ(r.verdicts.size(), 2u);
  EXPECT_EQ(r.verdicts[0].name, "second");
  EXPECT_EQ(r.summary(), "2 passed, 0 failed");
  EXPECT_TRUE(r.ok());
}

TEST_F(ConformFiles, EmptyDirectoryAndMissingPathAreFailures) {
  const Report empty = run_path((dir_ / "sub").string());
  ASSERT_EQ(empty.verdicts.size(), 1u);
  EXPECT_EQ(empty.verdicts[0].detail, "no *.json scenario in this directory");
  const Report missing = run_path((dir_ / "nope.json").string());
  EXPECT_EQ(missing.verdicts[0].line(), "FAIL " + (dir_ / "nope.json").string() + ": no such file or directory");
  EXPECT_EQ(missing.summary(), "0 passed, 1 failed");
}

TEST_F(ConformFiles, MalformedFileIsNamedByItsPath) {
  write("bad.json", "{ nope");
  const Report r = run_path((dir_ / "bad.json").string());
  ASSERT_EQ(r.verdicts.size(), 1u);
  EXPECT_EQ(r.verdicts[0].name, (dir_ / "bad.json").generic_string());
  EXPECT_FALSE(r.verdicts[0].passed);
}

TEST(ConformFixtures, DeliberatelyFailingFixtureFailsAtTheRevoke) {
  const Report r = run_path(std::string(BGB_CLI_FIXTURES) + "/failing-follow-suit.json");
  ASSERT_EQ(r.verdicts.size(), 1u);
  EXPECT_EQ(r.verdicts[0].name, "crew-fixture-wrongly-expects-a-revoke");
  EXPECT_NE(r.verdicts[0].detail.find("step 5: expected 'play b3' to be legal, but "), std::string::npos) << r.verdicts[0].detail;
  EXPECT_NE(r.verdicts[0].detail.find("must follow pink"), std::string::npos) << r.verdicts[0].detail;
}

}  // namespace
}  // namespace bgb::conform
