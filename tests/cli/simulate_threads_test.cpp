// `bgb simulate GAME` on several threads: the report is the same bytes for any --threads (the
// throughput line aside), and AnyState::playouts, which it runs on, gives the totals of the
// typed bgb::run_playouts and shows its visitor every game once. Its own program, labelled
// `threads`, so the ThreadSanitizer preset runs it.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "bgb/core/playouts.hpp"
#include "in_process.hpp"
#include "registry.hpp"

namespace bgb::cli {
namespace {

using namespace test;

/// The report without its last line (the throughput, which names the threads and the time).
std::string without_throughput(const std::string& out) {
  const std::size_t at = out.rfind("throughput: ");
  return at == std::string::npos ? out : out.substr(0, at);
}

struct Case {
  const char* game;
  const char* options;
  const char* games;
};

TEST(CliSimulateThreads, TheReportIsTheSameForOneTwoAndThreeThreads) {
  for (const Case& c : {Case{"the-crew", R"({"players":4,"mission":8})", "300"}, Case{"under-falling-skies", "{}", "60"},
                        Case{"dp6", R"({"players":3})", "80"}, Case{"red-november", R"({"players":6})", "40"}}) {
    std::string first;
    for (const char* threads : {"1", "2", "3"}) {
      const Outcome r = bgb({"simulate", c.game, "--games", c.games, "--seed", "9", "--options", c.options, "--threads", threads});
      ASSERT_EQ(r.rc, kExitOk) << c.game << ": " << r.err;
      const std::string suffix = std::string(threads) + (threads[0] == '1' ? " thread)\n" : " threads)\n");
      EXPECT_TRUE(r.out.ends_with(" s (typed playouts, " + suffix)) << r.out;
      if (first.empty())
        first = without_throughput(r.out);
      else
        EXPECT_EQ(without_throughput(r.out), first) << c.game << " with " << threads << " threads";
    }
  }
}

// The report's numbers are the batch's totals: the games the typed batch plays from the seed.
TEST(CliSimulateThreads, TheReportCountsWhatTheBatchPlays) {
  const Outcome r = bgb({"simulate", "dp6", "--games", "400", "--seed", "4", "--threads", "2"});
  ASSERT_EQ(r.rc, kExitOk) << r.err;
  auto game = make_game("dp6", "{}");
  ASSERT_TRUE(game.ok());
  const PlayoutStats st = game.value()->initial_state()->playouts(400, 4, 1, nullptr);
  const std::string split = "won by some seats only: " + std::to_string(st.split) + " of 400 ";
  EXPECT_NE(r.out.find(split), std::string::npos) << r.out;
  const std::string wins = "wins by seat: seat 0 " + std::to_string(st.wins[0] - st.all_won) + ", seat 1 " +
                           std::to_string(st.wins[1] - st.all_won) + "\n";
  EXPECT_NE(r.out.find(wins), std::string::npos) << r.out;
}

TEST(CliSimulateThreads, PlayoutsVisitEveryGameOnceFromAnyThread) {
  for (const GameInfo& info : registered_games()) {
    auto game = make_game(info.name, "{}");
    ASSERT_TRUE(game.ok()) << info.name;
    const auto start = game.value()->initial_state();
    constexpr std::int64_t kGames = 50;
    std::vector<std::atomic<int>> visits(kGames);
    std::atomic<std::int64_t> actions{0};
    const PlayoutVisitor visit = [&](std::int64_t i, const AnyState& end, std::int64_t length) {
      EXPECT_TRUE(end.is_terminal());
      visits[static_cast<std::size_t>(i)].fetch_add(1);
      actions.fetch_add(length);
    };
    const PlayoutStats with = start->playouts(kGames, 21, 4, &visit);
    const PlayoutStats without = start->playouts(kGames, 21, 1, nullptr);
    EXPECT_EQ(with, without) << info.name << ": a visitor and threads change nothing";
    EXPECT_EQ(actions.load(), with.actions) << info.name;
    for (const std::atomic<int>& v : visits) EXPECT_EQ(v.load(), 1) << info.name;
  }
}

}  // namespace
}  // namespace bgb::cli
