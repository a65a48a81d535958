// The `bgb` commands run in-process: reproducible transcripts, and a person's view that never
// shows what their seat may not know.
#include <gtest/gtest.h>

#include <iomanip>
#include <sstream>
#include <string>
#include <vector>

#include "in_process.hpp"
#include "progress.hpp"
#include "simulate_bots.hpp"

namespace bgb::cli {
namespace {

using namespace test;

TEST(CliCommands, SameSeedSameTranscript) {
  const Outcome a = bgb({"play", "the-crew", "--bots", "--seed", "17", "--options", R"({"players":5,"mission":25})"});
  const Outcome b = bgb({"play", "the-crew", "--bots", "--seed", "17", "--options", R"({"players":5,"mission":25})"});
  const Outcome c = bgb({"play", "the-crew", "--bots", "--seed", "18", "--options", R"({"players":5,"mission":25})"});
  ASSERT_EQ(a.rc, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
  EXPECT_TRUE(lines_starting(a.out, "chance: deal ").empty());  // summed up: one line per seat
  const std::vector<std::string> dealt = lines_starting(a.out, "dealt: ");
  ASSERT_EQ(dealt.size(), 5u) << a.out;
  for (int seat = 0; seat < 5; ++seat)
    EXPECT_EQ(dealt[static_cast<std::size_t>(seat)].rfind("dealt: seat " + std::to_string(seat) + " gets ", 0), 0u) << dealt[static_cast<std::size_t>(seat)];
  EXPECT_NE(dealt[0].find(" (8 cards)"), std::string::npos) << dealt[0];
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
  EXPECT_TRUE(lines_starting(r.out, "chance: deal ").empty());  // one summary instead of 40 lines
  const std::vector<std::string> dealt = lines_starting(r.out, "dealt: ");
  ASSERT_EQ(dealt.size(), 1u) << r.out;
  EXPECT_EQ(dealt[0].rfind("dealt: seat 0 (you) gets ", 0), 0u) << dealt[0];
  EXPECT_NE(dealt[0].find(" (10 cards); seats 1-3: 10 cards each"), std::string::npos) << dealt[0];  // not their cards
  EXPECT_EQ(lines_starting(r.out, "chance: task ").size(), 1u);  // task reveals are public
  EXPECT_EQ(lines_starting(r.out, "result: ").size(), 1u);
  EXPECT_EQ(r.out.find("\"hands\":[\""), std::string::npos);  // no explicit deal printed (there is none here)
  EXPECT_NE(r.out.find("\noptions: {"), std::string::npos) << r.out;
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
  // Once every seat has chosen, seat 0 learns the card it received (from seat 3, its right).
  const std::vector<std::string> exchange = lines_starting(r.out, "distress left: ");
  ASSERT_EQ(exchange.size(), 1u) << r.out;
  EXPECT_EQ(exchange[0].rfind("distress left: you gave p1 to seat 1 and received ", 0), 0u) << exchange[0];
  EXPECT_EQ(exchange[0].substr(exchange[0].size() - 12), " from seat 3") << exchange[0];
  const std::string received = exchange[0].substr(50, 2);
  EXPECT_NE(std::string("b7 b8 b9 g7 g8 g9 y7 y8 y9").find(received), std::string::npos) << exchange[0];
  EXPECT_NE(r.out.find("Distress signal: left (cards go to seat+1)"), std::string::npos) << r.out;
}

TEST(CliCommands, TextInputAndErrorsAtThePrompt) {
  // Seed 3: seat 0's first decision is in the communication window before trick 1, so a play is
  // readable but not legal yet, and an unknown card is not readable at all. Both re-prompt.
  const Outcome r = bgb({"play", "the-crew", "--seed", "3", "--seat", "0"}, "play r9\nplay b1\npass\n" + ones(400));
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("seat 0> error: cannot read 'play r9'"), std::string::npos) << r.out;
  // The engine's internal action id is not shown: it would read like a menu number.
  EXPECT_NE(r.out.find("seat 0> error: play b1 is not legal: seat 0 may communicate or pass first\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("seat 0> you: pass\n"), std::string::npos) << r.out;
}

TEST(CliCommands, EachTrickNamesItsWinnerAndCard) {
  // Deal W: seat 0 leads p1; seat 1 must follow pink and wins (nobody else holds pink).
  const std::string options =
      R"({"players":4,"mission":1,"tasks":["p9"],"hands":[["p1","p2","p3","p4","b1","b2","g1","y1","y2","r4"],)"
      R"(["p5","p6","p7","p8","p9","b3","g2","g3","y3","r1"],["b4","b5","b6","g4","g5","g6","y4","y5","y6","r2"],)"
      R"(["b7","b8","b9","g7","g8","g9","y7","y8","y9","r3"]]})";
  // pick p9, no-distress (the 3rd choice), pass in the communication window, pass again once the
  // bots' communications have reopened it (seed 5: seats 1-3 all speak), play p1.
  const Outcome r = bgb({"play", "the-crew", "--seed", "5", "--seat", "0", "--options", options}, "1\n3\npass\npass\nplay p1\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  const std::size_t at = r.out.find("you: play p1\nseat 1: play p");
  ASSERT_NE(at, std::string::npos) << r.out;
  const std::string card = r.out.substr(at + 26, 2);
  EXPECT_EQ(lines_starting(r.out, "trick 1: "), std::vector<std::string>{"trick 1: seat 1 wins with " + card}) << r.out;
}

TEST(CliCommands, BotTranscriptNamesEveryTrickWinner) {
  const Outcome r = bgb({"play", "the-crew", "--bots", "--seed", "21", "--options", R"({"players":3,"mission":1})"});
  ASSERT_EQ(r.rc, 0) << r.err;
  const std::vector<std::string> tricks = lines_starting(r.out, "trick ");
  ASSERT_FALSE(tricks.empty()) << r.out;
  for (std::size_t i = 0; i < tricks.size(); ++i) {
    const std::string head = "trick " + std::to_string(i + 1) + ": seat ";
    EXPECT_EQ(tricks[i].rfind(head, 0), 0u) << tricks[i];
    EXPECT_NE(tricks[i].find(" wins with "), std::string::npos) << tricks[i];
    // The winning card was played by the winner in that trick.
    const std::string seat = tricks[i].substr(head.size(), 1), card = tricks[i].substr(tricks[i].size() - 2);
    EXPECT_NE(r.out.find("seat " + seat + ": play " + card + "\n"), std::string::npos) << tricks[i];
  }
}

TEST(CliCommands, CommanderPlaysJarvisAsYouJarvis) {
  // 2 players, seed 4: seat 0 is the commander and decides JARVIS's moves.
  const Outcome r = bgb({"play", "the-crew", "--seed", "4", "--seat", "0", "--options", R"({"players":2,"mission":3})"}, ones(300));
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("> you (JARVIS): play "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("> you (JARVIS): give "), std::string::npos) << r.out;
  const std::vector<std::string> dealt = lines_starting(unwrapped(r.out), "dealt: ");
  ASSERT_EQ(dealt.size(), 1u) << r.out;
  EXPECT_NE(dealt[0].find("(13 cards); seat 1: 13 cards; JARVIS gets "), std::string::npos) << dealt[0];
  EXPECT_NE(dealt[0].find(" (7 cards); 7 cards face down"), std::string::npos) << dealt[0];
}

TEST(CliCommands, HeaderShowsOptionsAndSeed) {
  const Outcome r = bgb({"play", "the-crew", "--seed", "3", "--seat", "1", "--options", R"({"mission":2})"}, "quit\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out.rfind("the-crew: you are seat 1, random bots play the other seats\noptions: {\"players\":4,\"mission\":2,", 0), 0u)
      << r.out;
  EXPECT_NE(r.out.find("\nseed: 3 "), std::string::npos) << r.out;
}

TEST(CliCommands, HelpListsTheVerbsPossibleNow) {
  // Seed 3: seat 0's first decision is a pick; later, in the communication window, comm and pass.
  const Outcome r = bgb({"play", "the-crew", "--seed", "3", "--seat", "0", "--options", R"({"mission":10})"}, "help\n1\n1\nhelp\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  const std::vector<std::string> possible = lines_starting(r.out, "Possible now: ");
  ASSERT_EQ(possible.size(), 2u) << r.out;
  EXPECT_EQ(possible[0], "Possible now: pick (e.g. `pick p6`)");
  EXPECT_EQ(possible[1].rfind("Possible now: comm (e.g. `comm ", 0), 0u) << possible[1];
  EXPECT_EQ(possible[1].substr(possible[1].size() - 6), ", pass") << possible[1];
  EXPECT_EQ(lines_starting(r.out, "Notation: a card is a colour letter and a value: p=pink").size(), 2u) << r.out;
}

TEST(CliCommands, GameOverShowsTheFailedTaskAndTheLastTrickWinner) {
  const Outcome r = bgb({"play", "the-crew", "--seed", "3", "--seat", "0", "--options", R"({"mission":10})"}, ones(400));
  ASSERT_EQ(r.rc, 0) << r.err;
  const std::string over = unwrapped(r.out.substr(r.out.find("--- game over ---")));
  EXPECT_NE(over.find(" FAILED (trick 1: seat 0 won y5, a task of seat 3)"), std::string::npos) << over;
  EXPECT_EQ(over.find(" open"), std::string::npos) << over;
  // Who played which card, in play order from the trick's leader.
  EXPECT_NE(over.find("Last trick (won by seat 0): seat 1 y5, seat 2 y2, seat 3 y3, seat 0 y8\n"), std::string::npos) << over;
}

TEST(CliCommands, SimulateCountsChanceOutcomes) {
  const Outcome r = bgb({"simulate", "the-crew", "--games", "7", "--seed", "1", "--options", R"({"players":3,"mission":4})"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find(" actions (43 of them chance: deal and task)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" s (typed playouts, 1 thread)\n"), std::string::npos) << r.out;
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
  EXPECT_NE(r.err.find("--help`\n"), std::string::npos);
}

}  // namespace
}  // namespace bgb::cli

namespace bgb::cli {
namespace {

// `bgb simulate` on a terminal: a progress line redrawn in place (games, rate, ETA) and erased
// at the end; nothing at all when the error stream is not a terminal.
TEST(CliProgress, DrawsGamesRateAndEtaInPlaceAndErasesItself) {
  std::ostringstream err;
  {
    Progress p(&err, 10, std::chrono::milliseconds(0));
    p.update(5);
    EXPECT_NE(err.str().find("\r  5 of 10 games  "), std::string::npos) << err.str();
    EXPECT_NE(err.str().find(" games/s  ETA "), std::string::npos) << err.str();
  }
  EXPECT_TRUE(err.str().ends_with("\r\x1b[K")) << err.str();
}

TEST(CliProgress, IsSilentWithoutATerminal) {
  Progress p(nullptr, 10, std::chrono::milliseconds(0));
  p.update(5);
  p.finish();
  std::istringstream in;
  std::ostringstream out, err;
  const char* argv[] = {"simulate", "the-crew", "--games", "3000", "--seed", "1"};
  EXPECT_EQ(run(std::vector<std::string_view>(std::begin(argv), std::end(argv)), Io{in, out, err}), 0);
  EXPECT_EQ(err.str(), "");
}

}  // namespace
}  // namespace bgb::cli

namespace bgb::cli {
namespace {

using namespace test;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  for (std::size_t end = text.find('\n'); end != std::string::npos; end = text.find('\n', start = end + 1))
    lines.push_back(text.substr(start, end - start));
  return lines;
}

TEST(CliSimulateCsv, OneRowPerGameInGameOrderWhateverTheThreads) {
  const Outcome one = bgb({"simulate", "the-crew", "--games", "12", "--seed", "5", "--csv"});
  const Outcome three = bgb({"simulate", "the-crew", "--games", "12", "--seed", "5", "--csv", "--threads", "3"});
  ASSERT_EQ(one.rc, kExitOk) << one.err;
  EXPECT_EQ(one.out, three.out) << "threads change the order games finish, not the report";
  const std::vector<std::string> rows = lines_of(one.out);
  ASSERT_EQ(rows.size(), 13u);
  EXPECT_EQ(rows[0], "game,seed,success,ending,actions,decisions,return_0,return_1,return_2,return_3");
  for (std::size_t i = 1; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].rfind(std::to_string(i - 1) + "," + std::to_string(game_seed(5, static_cast<std::int64_t>(i - 1))) + ",", 0), 0u)
        << rows[i];
    // A failed mission names its rule; a won one has none and returns 1 at every seat.
    EXPECT_TRUE(rows[i].find(",0,task_") != std::string::npos || rows[i].find(",1,,") != std::string::npos) << rows[i];
  }
}

TEST(CliSimulateCsv, ACompetitiveGameListsItsWinners) {
  const Outcome r = bgb({"simulate", "dp6", "--games", "300", "--seed", "1", "--csv"});
  ASSERT_EQ(r.rc, kExitOk) << r.err;
  const std::vector<std::string> rows = lines_of(r.out);
  ASSERT_EQ(rows.size(), 301u);
  EXPECT_EQ(rows[0], "game,seed,winners,ending,actions,decisions,return_0,return_1");
  bool someone_won = false;
  for (std::size_t i = 1; i < rows.size(); ++i) {
    const bool seat0 = rows[i].ends_with(",1,0") || rows[i].ends_with(",1,1"), seat1 = rows[i].ends_with(",1");
    const std::string winners = seat0 && seat1 ? ",0 1," : seat0 ? ",0," : seat1 ? ",1," : ",,";
    EXPECT_NE(rows[i].find(winners), std::string::npos) << rows[i];
    someone_won = someone_won || seat0 || seat1;
  }
  EXPECT_TRUE(someone_won) << "300 random games of DP6 have some winners";
}

// Game i of a seed is the same game on every path: the typed batch of plain random play and the
// registry's per-game loop of --csv both play it from game_seed(seed, i).
TEST(CliSimulateCsv, PlainRandomPlayAndCsvPlayTheSameGames) {
  const Outcome plain = bgb({"simulate", "the-crew", "--games", "200", "--seed", "9"});
  const Outcome csv = bgb({"simulate", "the-crew", "--games", "200", "--seed", "9", "--csv"});
  ASSERT_EQ(plain.rc, kExitOk) << plain.err;
  ASSERT_EQ(csv.rc, kExitOk) << csv.err;
  int successes = 0;
  long long actions = 0;
  for (const std::string& row : lines_of(csv.out)) {
    if (row.starts_with("game,")) continue;
    std::vector<std::string> cells;
    std::size_t start = 0;
    for (std::size_t comma = row.find(',');; comma = row.find(',', start = comma + 1)) {
      cells.push_back(row.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
      if (comma == std::string::npos) break;
    }
    ASSERT_GE(cells.size(), 5u) << row;
    successes += cells[2] == "1" ? 1 : 0;
    actions += std::stoll(cells[4]);
  }
  EXPECT_NE(plain.out.find("successes: " + std::to_string(successes) + " of 200"), std::string::npos) << plain.out;
  std::ostringstream mean;
  mean << "mean length: " << std::fixed << std::setprecision(2) << static_cast<double>(actions) / 200.0 << " actions";
  EXPECT_NE(plain.out.find(mean.str()), std::string::npos) << plain.out << mean.str();
}

}  // namespace
}  // namespace bgb::cli
