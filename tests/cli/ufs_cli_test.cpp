// `bgb` with Under Falling Skies, in-process: the bots' transcript tells each roll, move, hit,
// resolution and the mothership's turn in words; a person sees the picture and notes on the
// choices before each decision, and can play a full game by typing texts.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "in_process.hpp"

namespace bgb::cli {
namespace {

using namespace test;

const char* const kAllHard = R"({"hard":["sky1","sky2","sky3","sky4","base_top","base_bottom","research"]})";

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(UfsCli, BotTranscriptTellsRollsMovesHitsAndTheEnd) {
  // Seed 6: a random game that reaches the third row of the mothership track (the rules of
  // tunnels and robots changed which games do).
  const Outcome a = bgb({"play", "under-falling-skies", "--bots", "--seed", "6"});
  ASSERT_EQ(a.rc, 0) << a.err;
  EXPECT_EQ(a.out, bgb({"play", "under-falling-skies", "--bots", "--seed", "6"}).out) << "the same seed, the same game";
  EXPECT_NE(a.out, bgb({"play", "under-falling-skies", "--bots", "--seed", "7"}).out);
  EXPECT_TRUE(lines_starting(a.out, "chance: roll").empty()) << "rolls are told as one line per run";
  const std::vector<std::string> rolled = lines_starting(a.out, "rolled: ");
  ASSERT_FALSE(rolled.empty());
  EXPECT_EQ(rolled[0].size(), std::string("rolled: black 1, black 5, black 4, white 1, white 2").size()) << rolled[0];
  EXPECT_FALSE(lines_starting(a.out, "re-rolled: ").empty()) << "a white die re-rolls the others";
  EXPECT_FALSE(lines_where(a.out, [](const std::string& l) { return l.rfind("ship in c", 0) == 0 || l.rfind("ships in c", 0) == 0; })
                   .empty());
  EXPECT_TRUE(has(a.out, "\nship hits the city: damage 1/5\n")) << a.out;
  EXPECT_TRUE(has(a.out, "\nseat 0: end\n"));
  EXPECT_TRUE(has(a.out, "\nthe mothership descends to s1\n"));
  EXPECT_TRUE(has(a.out, "\nround 2\n"));
  EXPECT_TRUE(has(a.out, "\nmothership track s3: a red ship joins\n")) << a.out;
  EXPECT_EQ(lines_starting(a.out, "result: ").size(), 1U);
  EXPECT_TRUE(has(a.out, "\nthe base is destroyed\nresult: failure: the base is destroyed (returns 0)\n") ||
              has(a.out, "\nthe mothership covers the skull\nresult: failure: the mothership covers the skull (returns 0)\n"))
      << a.out;
}

TEST(UfsCli, ResolvingRoomsIsToldWithTheirEffects) {
  // Across a few seeds the bots resolve every kind of room at least once.
  std::string all;
  for (const char* seed : {"1", "2", "3", "4", "5", "6", "7", "8"})
    all += bgb({"play", "under-falling-skies", "--bots", "--seed", seed}).out;
  for (const char* part : {"\nenergy room, value ", "\nenergy +", "\nfighters room, value ", "\nresearch room, value ",
                           "\nrobot room, value ", "\nshot down 1 ship\n", "\nresearch +2 (space 2 of 14)\n",
                           "\na robot of value ", "\nthe excavation die: the excavator may dig to ",
                           "\nchoose where the next ship spawns: "})
    EXPECT_TRUE(has(all, part)) << "never told: " << part;
}

TEST(UfsCli, LevelEightTranscriptEndsInALoss) {
  const Outcome r = bgb({"play", "under-falling-skies", "--bots", "--seed", "9", "--options", kAllHard});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(has(r.out, "\nunder falling skies, level 8: hard side up: sky1, sky2, sky3, sky4, base_top, base_bottom, research\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "\nresult: failure: ")) << r.out;
}

TEST(UfsCli, APersonSeesThePictureAndNotesBeforeEachDecision) {
  // A long list of placements comes by die: "1" opens the first die's placements, "1" again
  // places it, so answering "1" to everything finishes a game.
  const Outcome r = bgb({"play", "under-falling-skies", "--seed", "5", "--seat", "0"}, "help\n" + ones(1200));
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out.rfind("under-falling-skies: you are seat 0, the only one\noptions: {\"hard\":[],\"level\":1}\n"
                        "seed: 5 (the same chance again with --seed 5)\n",
                        0),
            0U)
      << r.out;
  EXPECT_TRUE(has(r.out, "(e.g. `place white 5 b1 c3`)"));
  EXPECT_TRUE(has(r.out, "\nNotation: a base cell is a row b0..b5 (b0 = anti-air) and a column c1..c5: "));
  EXPECT_TRUE(has(r.out, "(e.g. `place white 5 b1 c3`),\n`help` for the rules in short and every command, `quit` to "
                         "leave.\nYou play alone against chance.\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "\nseat 0> Under Falling Skies: solo. Each round roll your dice")) << "help tells the rules";
  EXPECT_TRUE(has(r.out, "\nCommands (any case): ")) << r.out;
  EXPECT_TRUE(has(r.out, "\n--- seat 0 to act ---\nUnder Falling Skies, level 1 (every card easy), round 1\nSky "));
  EXPECT_TRUE(has(r.out, "\n  1) place black 2 ...  (28 choices")) << r.out;
  EXPECT_TRUE(has(r.out, "\nseat 0> place black 2:\n  1) b0 c1 (anti-air; 1 ship in c1 moves 1)\n")) << r.out;
  EXPECT_TRUE(has(r.out, " (to excavate: distance ")) << r.out;
  EXPECT_TRUE(has(r.out, "\nseat 0> you: place black 2 b0 c1\nship in c1 moves 1\n")) << r.out;
  EXPECT_TRUE(has(r.out, "\n--- game over ---\nUnder Falling Skies, level 1")) << r.out;
  EXPECT_TRUE(has(r.out, "\nNext: game over: "));
  // Every line fits in 100 columns (but the prompt's, where a terminal shows what was typed).
  for (const std::string& line : lines_where(r.out, [](const std::string& l) { return l.rfind("seat 0> ", 0) != 0; }))
    EXPECT_LE(line.size(), 100U) << line;
}

TEST(UfsCli, APersonCanTypeActionTextsAndIsToldWhatIsWrong) {
  // Seed 5 rolls black 3, black 5, black 2, white 1, white 2 first.
  const Outcome r = bgb({"play", "under-falling-skies", "--seed", "5", "--seat", "0"},
                        "place black 4 b0 c1\nplace black 3 b9 c1\nplace black 3 b5 c3\nplace black 5 b1 c3\nquit\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(has(r.out, "seat 0> error: place black 4 b0 c1 is not legal: no unplaced black die shows 4\n")) << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> error: cannot read 'place black 3 b9 c1': a base cell is b0..b5 c1..c5")) << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> you: place black 3 b5 c3\nship in c3 moves 3\nan arrow shifts a ship from c3 to c4\n"
                         "the excavation die: the excavator may dig to b5 c3 (a distance of 17)\n"))
      << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> error: place black 5 b1 c3 is not legal: column c3 already has a die\n")) << "one die a column";
  EXPECT_TRUE(has(r.out, "seat 0> you left the game\n"));
}

TEST(UfsCli, WithoutSeatThePersonPlaysTheSoloGame) {
  // A solo game needs no --seat: the person is seat 0, exactly as with --seat 0.
  const std::string input = "place black 4 b0 c1\nplace black 3 b5 c3\nquit\n";
  const Outcome r = bgb({"play", "under-falling-skies", "--seed", "5"}, input);
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out.rfind("under-falling-skies: you are seat 0, the only one\n", 0), 0U) << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> error: place black 4 b0 c1 is not legal: no unplaced black die shows 4\n")) << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> you: place black 3 b5 c3\n")) << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> you left the game\n")) << r.out;
  EXPECT_TRUE(lines_starting(r.out, "seat 0: ").empty()) << "no bot moves";
  EXPECT_EQ(r.out, bgb({"play", "under-falling-skies", "--seed", "5", "--seat", "0"}, input).out);
  // --bots still gives the bots' transcript; with --seat it is a usage error.
  const Outcome bots = bgb({"play", "under-falling-skies", "--seed", "5", "--bots"});
  ASSERT_EQ(bots.rc, 0) << bots.err;
  EXPECT_FALSE(lines_starting(bots.out, "seat 0: place ").empty()) << bots.out;
  EXPECT_TRUE(has(bots.out, "\nresult: failure: ")) << bots.out;
  const Outcome both = bgb({"play", "under-falling-skies", "--bots", "--seat", "0"});
  EXPECT_EQ(both.rc, 2);
  EXPECT_TRUE(has(both.err, "--bots and --seat exclude each other")) << both.err;
}

TEST(UfsCli, SimulateReportsWinsAndLossesByRule) {
  const Outcome r = bgb({"simulate", "under-falling-skies", "--games", "50", "--seed", "2", "--options", kAllHard});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(has(r.out, ": 50 random games, seed 2\nsuccesses: ")) << r.out;
  EXPECT_TRUE(has(r.out, ", by rule (share of all games, mean round of the failure):\n")) << r.out;
  EXPECT_FALSE(has(r.out, "trick")) << "a dice game has no tricks";
  EXPECT_TRUE(has(r.out, "  skull_covered ")) << r.out;
  EXPECT_TRUE(has(r.out, "  base_destroyed ")) << r.out;
  EXPECT_TRUE(has(r.out, " of them chance: roll)\n")) << r.out;
}

}  // namespace
}  // namespace bgb::cli
