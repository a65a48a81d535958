// The search bots on the command line: `bgb play GAME --bots mcts[:N]` (bots fill the other
// seats), `hint` while playing, `--watch`, and `bgb simulate GAME --bot ...` with 95% Wilson
// intervals, per-seat bots, parallel games (the same results as one at a time) and --json.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "in_process.hpp"
#include "simulate_bots.hpp"

namespace bgb::cli::test {
namespace {

TEST(CliSearchBots, TheWilsonIntervalMatchesItsFormula) {
  const Interval none = wilson_interval(0, 20);
  EXPECT_EQ(none.lo, 0.0);
  EXPECT_NEAR(none.hi, 0.1611, 1e-4);  // 0 of 20: the normal interval would be [0, 0]
  const Interval half = wilson_interval(50, 100);
  EXPECT_NEAR(half.lo, 0.4038, 1e-4);
  EXPECT_NEAR(half.hi, 0.5962, 1e-4);
  const Interval all = wilson_interval(300, 300);
  EXPECT_NEAR(all.lo, 0.9874, 1e-4);
  EXPECT_NEAR(all.hi, 1.0, 1e-12);
}

TEST(CliSearchBots, PlayWithMctsBotsAtTheOtherSeatsAndAskForAHint) {
  // Seat 0 picks the one task (no choice: the hint says so), then plays its first card.
  const Outcome r = bgb({"play", "the-crew", "--options", R"({"players":3,"mission":1})", "--seed", "4", "--bots", "mcts:64"},
                        "hint\n1\nhint\nquit\n");
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("you are seat 0, mcts:64 (ismcts) bots play the other seats"), std::string::npos) << r.out;
  EXPECT_EQ(lines_containing(r.out, "hint: pick g9 is the only legal action").size(), 1U) << r.out;
  ASSERT_EQ(lines_containing(r.out, "hint (ismcts, 64 playouts").size(), 1U) << r.out;
  EXPECT_EQ(lines_starting(r.out, "  1. ").size(), 1U) << r.out;  // the distress decision: three moves
  EXPECT_EQ(lines_starting(r.out, "  3. ").size(), 1U) << "the three best moves";
  EXPECT_EQ(lines_containing(r.out, " playouts)").size(), 3U);
}

TEST(CliSearchBots, MctsWithoutANumberNamesTheBudgetItSearches) {
  // The game's default budget, resolved (1000 here; Under Falling Skies' 2000: budget_test.cpp).
  const Outcome r = bgb({"play", "the-crew", "--options", R"({"players":3,"mission":1})", "--seed", "4", "--bots", "mcts"}, "quit\n");
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("you are seat 0, mcts:1000 (ismcts) bots play the other seats"), std::string::npos) << r.out;
}

TEST(CliSearchBots, AHintChangesNothingInTheGame) {
  // The hint searches with its own random stream: the bots' moves are the same with or without it.
  const std::string quiet = bgb({"play", "dp6", "--seed", "9", "--bots", "mcts:32"}, ones(12) + "quit\n").out;
  std::string with_hints;
  for (int i = 0; i < 12; ++i) with_hints += "hint\n1\n";
  const std::string asked = bgb({"play", "dp6", "--seed", "9", "--bots", "mcts:32"}, with_hints + "quit\n").out;
  EXPECT_EQ(lines_containing(quiet, "seat 1"), lines_containing(asked, "seat 1"));
}

TEST(CliSearchBots, WatchPrintsABotGameAndBotsAloneStillMeansRandomEverywhere) {
  const Outcome watch = bgb({"play", "under-falling-skies", "--seed", "2", "--watch", "--bots", "mcts:16"});
  EXPECT_EQ(watch.rc, 0) << watch.err;
  EXPECT_NE(watch.out.find("bots: mcts:16 (uct)\n"), std::string::npos) << watch.out.substr(0, 300);
  EXPECT_EQ(lines_starting(watch.out, "result: ").size(), 1U);
  const Outcome legacy = bgb({"play", "under-falling-skies", "--seed", "2", "--bots"});
  const Outcome demo_like = bgb({"play", "under-falling-skies", "--seed", "2", "--watch"});
  EXPECT_EQ(legacy.rc, 0);
  EXPECT_EQ(legacy.out, demo_like.out) << "--bots alone is random bots at every seat, as before";
  EXPECT_EQ(legacy.out.find("bots: "), std::string::npos);
}

TEST(CliSearchBots, SimulateReportsSuccessWithAnInterval) {
  const Outcome r = bgb({"simulate", "the-crew", "--options", R"({"players":4,"mission":1})", "--games", "6", "--seed", "3", "--bot",
                         "mcts:40"});
  EXPECT_EQ(r.rc, 0) << r.err;
  ASSERT_EQ(lines_starting(r.out, "successes: ").size(), 1U) << r.out;
  EXPECT_NE(lines_starting(r.out, "successes: ")[0].find("95% interval "), std::string::npos);
  EXPECT_NE(r.out.find(" with a choice: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" ms each (each game on one thread)\n"), std::string::npos) << r.out;
  EXPECT_EQ(lines_starting(r.out, "mean return per seat: ").size(), 1U);
  EXPECT_EQ(lines_starting(r.out, "wins by seat").size(), 0U) << "nobody abandons ship in The Crew";
}

TEST(CliSearchBots, ParallelGamesGiveTheSameResultsAsOneAtATime) {
  auto json = [](std::initializer_list<std::string_view> words) {
    const Outcome r = bgb(words);
    EXPECT_EQ(r.rc, 0) << r.err;
    return nlohmann::json::parse(r.out);
  };
  const auto one = json({"simulate", "dp6", "--options", R"({"max_turns":40})", "--games", "6", "--seed", "5", "--bot",
                         "mcts:24,random", "--json"});
  const auto two = json({"simulate", "dp6", "--options", R"({"max_turns":40})", "--games", "6", "--seed", "5", "--bot",
                         "mcts:24,random", "--json", "--threads", "3"});
  EXPECT_EQ(one["wins_by_seat"], two["wins_by_seat"]);
  EXPECT_EQ(one["endings_by_rule"], two["endings_by_rule"]);
  EXPECT_EQ(one["mean_length"], two["mean_length"]);
  EXPECT_EQ(one["bots"], "seat 0 mcts:24 (uct), seat 1 random");
  EXPECT_EQ(one["win_interval_by_seat"].size(), 2U);
}

TEST(CliSearchBots, BadBotsAreUsageErrors) {
  struct Case {
    std::initializer_list<std::string_view> words;
    const char* message;
  };
  for (const Case& c :
       {Case{{"simulate", "dp6", "--games", "2", "--bot", "minimax"}, "unknown bot 'minimax' (random, mcts, uct or ismcts"},
        Case{{"simulate", "dp6", "--games", "2", "--bot", "mcts:0"}, "after ':' comes the iterations per decision"},
        Case{{"simulate", "dp6", "--games", "2", "--bot", "random:5"}, "only a searching bot has them"},
        Case{{"simulate", "dp6", "--games", "2", "--bot", "mcts,mcts,mcts"}, "--bot lists 3 bots but dp6 has 2 seats"},
        Case{{"simulate", "the-crew", "--games", "2", "--bot", "uct"}, "uct would read it"},
        Case{{"simulate", "dp6", "--games", "2", "--bot", "mcts", "--bot-options", R"({"iterations":-3})"}, "iterations: -3"},
        Case{{"simulate", "dp6", "--games", "2", "--threads", "0"}, "--threads needs a number of threads (1..256)"},
        Case{{"play", "dp6", "--bots", "ucb"}, "unexpected argument 'ucb'"}}) {
    const Outcome r = bgb(c.words);
    EXPECT_EQ(r.rc, 2) << c.message;
    EXPECT_NE(r.err.find(c.message), std::string::npos) << r.err;
  }
}

}  // namespace
}  // namespace bgb::cli::test
