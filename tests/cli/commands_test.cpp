// The `bgb` commands run in-process: reproducible transcripts, and a person's view that never
// shows what their seat may not know.
#include <gtest/gtest.h>

#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"

namespace bgb::cli {
namespace {

struct Outcome {
  int rc = -1;
  std::string out, err;
};

Outcome bgb(std::initializer_list<std::string_view> words, const std::string& input = "") {
  const std::vector<std::string_view> args(words);
  std::istringstream in(input);
  std::ostringstream out, err;
  Outcome r;
  r.rc = run(args, Io{in, out, err});
  r.out = out.str();
  r.err = err.str();
  return r;
}

std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
  std::vector<std::string> found;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(prefix, 0) == 0) found.push_back(line);
  return found;
}

std::string ones(int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += "1\n";
  return s;
}

TEST(CliCommands, SameSeedSameTranscript) {
  const Outcome a = bgb({"play", "the-crew", "--seed", "17", "--options", R"({"players":5,"mission":25})"});
  const Outcome b = bgb({"play", "the-crew", "--seed", "17", "--options", R"({"players":5,"mission":25})"});
  const Outcome c = bgb({"play", "the-crew", "--seed", "18", "--options", R"({"players":5,"mission":25})"});
  ASSERT_EQ(a.rc, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
  EXPECT_EQ(lines_starting(a.out, "chance: deal ").size(), 40u);
  EXPECT_EQ(lines_starting(a.out, "chance: task ").size(), 6u);
  EXPECT_EQ(lines_starting(a.out, "result: ").size(), 1u);
}

TEST(CliCommands, DemoIsReproducible) {
  const Outcome a = bgb({"demo"});
  ASSERT_EQ(a.rc, 0) << a.err;
  EXPECT_EQ(a.out, bgb({"demo"}).out);
  EXPECT_EQ(a.out.rfind("=== the-crew: ", 0), 0u);
}

TEST(CliCommands, PersonSeesOnlyTheirOwnDealtCards) {
  // 4 players: of the 40 dealt cards seat 0 is shown exactly its own 10.
  const Outcome r = bgb({"play", "the-crew", "--seed", "4", "--seat", "0"}, ones(400));
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(lines_starting(r.out, "chance: deal ").size(), 40u);    // every deal is seen to happen
  EXPECT_EQ(lines_starting(r.out, "chance: deal ?").size(), 30u);   // but not the other hands' cards
  EXPECT_EQ(lines_starting(r.out, "chance: task ").size(), 1u);  // task reveals are public
  EXPECT_EQ(lines_starting(r.out, "result: ").size(), 1u);
  EXPECT_EQ(r.out.find("\"hands\""), std::string::npos);
}

TEST(CliCommands, DistressChoicesOfOtherSeatsStayHidden) {
  // Seat 0 is the commander of deal W; answering "1" signals distress to the left. Seats 1 and 2
  // pass cards seat 0 never sees; seat 3's card comes to seat 0 and may be shown.
  const std::string options =
      R"({"players":4,"mission":1,"tasks":["y9"],"hands":[["p1","p2","p3","p4","b1","b2","g1","y1","y2","r4"],)"
      R"(["p5","p6","p7","p8","p9","b3","g2","g3","y3","r1"],["b4","b5","b6","g4","g5","g6","y4","y5","y6","r2"],)"
      R"(["b7","b8","b9","g7","g8","g9","y7","y8","y9","r3"]]})";
  const Outcome r = bgb({"play", "the-crew", "--seed", "2", "--seat", "0", "--options", options}, ones(200));
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("you: distress left"), std::string::npos) << r.out;
  EXPECT_EQ(lines_starting(r.out, "seat 1: give "), std::vector<std::string>{"seat 1: give ?"}) << r.out;
  EXPECT_EQ(lines_starting(r.out, "seat 2: give "), std::vector<std::string>{"seat 2: give ?"}) << r.out;
}

TEST(CliCommands, TextInputAndErrorsAtThePrompt) {
  // Seed 3: seat 0's first decision is in the communication window before trick 1, so a play is
  // readable but not legal yet, and an unknown card is not readable at all. Both re-prompt.
  const Outcome r = bgb({"play", "the-crew", "--seed", "3", "--seat", "0"}, "play r9\nplay b1\npass\n" + ones(400));
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("seat 0> error: cannot read 'play r9'"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("seat 0> error: action 9 (play b1) is not legal: seat 0 may communicate or pass first\n"),
            std::string::npos) << r.out;
  EXPECT_NE(r.out.find("seat 0> you: pass\n"), std::string::npos) << r.out;
}

TEST(CliCommands, ConformExitStatusFollowsTheVerdicts) {
  const Outcome ok = bgb({"conform", BGB_CLI_FIXTURES "/passing.json"});
  EXPECT_EQ(ok.rc, 0) << ok.out;
  const Outcome bad = bgb({"conform", BGB_CLI_FIXTURES "/passing.json", BGB_CLI_FIXTURES "/failing-follow-suit.json"});
  EXPECT_EQ(bad.rc, 1);
  EXPECT_NE(bad.out.find("\n1 passed, 1 failed\n"), std::string::npos) << bad.out;
}

TEST(CliCommands, UsageErrorsGoToStderrWithStatus2) {
  const Outcome r = bgb({"play", "chess"});
  EXPECT_EQ(r.rc, kExitUsage);
  EXPECT_TRUE(r.out.empty());
  EXPECT_NE(r.err.find("usage:"), std::string::npos);
}

}  // namespace
}  // namespace bgb::cli
