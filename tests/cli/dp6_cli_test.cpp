// `bgb` with DP6, in-process: the bots' transcript tells the deal, each action and what it
// brought about (reveals, doors on every track, the capsule counter), the Aberration's turn
// and the end; a person sees every track's picture and notes on the choices; simulate runs.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "in_process.hpp"

namespace bgb::cli {
namespace {

using namespace test;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(Dp6Cli, BotTranscriptTellsTheDealTheActionsAndTheEnd) {
  const Outcome a = bgb({"play", "dp6", "--bots", "--seed", "3"});
  ASSERT_EQ(a.rc, 0) << a.err;
  EXPECT_EQ(a.out, bgb({"play", "dp6", "--bots", "--seed", "3"}).out) << "the same seed, the same game";
  EXPECT_NE(a.out, bgb({"play", "dp6", "--bots", "--seed", "4"}).out);
  EXPECT_EQ(a.out.rfind("dp6 {\"players\":2,\"max_turns\":0} seed 3\ndp6, 2 players: bring your scientists into the escape capsule", 0), 0U)
      << a.out;
  EXPECT_EQ(lines_starting(a.out, "the doors of seat ").size(), 2U);
  EXPECT_EQ(lines_starting(a.out, "result: ").size(), 1U);
  EXPECT_FALSE(lines_starting(a.out, "the decoder shows ").empty());
  EXPECT_TRUE(has(a.out, " opens on every track\n")) << a.out;
  EXPECT_TRUE(has(a.out, ": the capsule counter advances to 2/6\n")) << a.out;
  EXPECT_TRUE(has(a.out, "\nturn 2: seat ")) << a.out;
}

TEST(Dp6Cli, RevealsTheAberrationAndTheEndAreToldAcrossSeeds) {
  std::string all;
  for (const char* seed : {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"})
    all += bgb({"play", "dp6", "--bots", "--seed", seed, "--options", "{\"players\":3}"}).out;
  for (const char* part : {" is Flooded: one crew at a time, and leaving it costs 2 actions\n", " is Cryogenics: c2 and c3 lie asleep in it\n",
                           " is Aberration: the Aberration appears in it\n", " is Control: a Programming marker lies in it",
                           "\nthe Aberration of seat ", " devours c", ": the capsule launches\n", "\nthe capsule launches; saved: red ",
                           "\nresult: failure: the capsule launches; saved: red "})
    EXPECT_TRUE(has(all, part)) << "never told: " << part;
}

TEST(Dp6Cli, APersonSeesEveryTrackAndNotesBeforeEachDecision) {
  const Outcome r = bgb({"play", "dp6", "--seed", "5", "--seat", "0"}, "help\n" + ones(600));
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out.rfind("dp6: you are seat 0", 0), 0U) << r.out;
  EXPECT_TRUE(has(r.out, "(e.g. `walk c0 r1`)")) << r.out;
  EXPECT_TRUE(has(r.out, "\n--- seat 0 to act ---\nDP6, 2 players, turn 1; capsule counter 1/6")) << r.out;
  EXPECT_TRUE(has(r.out, "\n> 0 red    start[c0 c1] [r1 ?] #")) << r.out;
  EXPECT_TRUE(has(r.out, "\n  1) walk c0 r1 (a face-down room: it is revealed)\n")) << r.out;
  EXPECT_TRUE(has(r.out, "\nseat 0> you: walk c0 r1\nroom r1 of seat 0 (red) is ")) << r.out;
  EXPECT_TRUE(has(r.out, "\n--- game over ---\nDP6, 2 players")) << r.out;
  EXPECT_TRUE(has(r.out, "\nresult: ")) << r.out;
}

TEST(Dp6Cli, SimulateRunsTwoThreeAndFourPlayers) {
  for (const char* options : {"{\"players\":2}", "{\"players\":3}", "{\"players\":4,\"max_turns\":40}"}) {
    const Outcome r = bgb({"simulate", "dp6", "--games", "20", "--seed", "1", "--options", options});
    ASSERT_EQ(r.rc, 0) << r.err;
    EXPECT_TRUE(has(r.out, ": 20 random games, seed 1\n")) << r.out;
    EXPECT_TRUE(has(r.out, "\nmean length: ")) << r.out;
  }
}

TEST(Dp6Cli, BadOptionsAndActionsGetClearErrors) {
  const Outcome bad = bgb({"play", "dp6", "--options", "{\"players\":9}"});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_TRUE(has(bad.err, "dp6 options: players: 9 is out of range 2..4")) << bad.err;
  const Outcome r = bgb({"play", "dp6", "--seed", "5", "--seat", "0"}, "walk c3 r1\nfly\nquit\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(has(r.out, "error: ")) << r.out;
}

}  // namespace
}  // namespace bgb::cli
