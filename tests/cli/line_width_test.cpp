// What `bgb play dp6` and `bgb play the-crew` print stays within 100 columns (issue 21): the
// --watch transcripts of seeded games at every player count, the board at every state of such
// games for every viewer, and the menu lines with their notes. A failure names the line.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bots.hpp"
#include "hooks.hpp"
#include "in_process.hpp"
#include "registry.hpp"
#include "text_wrap.hpp"

namespace bgb::cli {
namespace {

using namespace test;

/// Every line of `text` wider than the CLI's columns, each with its width.
std::vector<std::string> too_wide(const std::string& text) {
  std::vector<std::string> found;
  for (const std::string& line : lines_where(text, [](const std::string& l) { return l.size() > text::kColumns; }))
    found.push_back(std::to_string(line.size()) + " columns: " + line);
  return found;
}

std::string describe(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += "\n  " + l;
  return out;
}

/// The board of every state of a random game for every viewer, and the menu lines as `play`
/// prints them ("  12) text (note)"), checked line by line.
void expect_boards_fit(std::string_view game, const std::string& options, std::uint64_t seed) {
  auto made = make_game(game, options);
  ASSERT_TRUE(made.ok()) << made.error().message;
  const std::shared_ptr<const AnyGame> g = made.value();
  Rng rng(seed);
  std::vector<std::string> wide;
  auto check = [&](const AnyState& s) {
    for (Viewer v = kViewAll; v < g->num_players(); ++v)
      for (const std::string& line : too_wide(s.render(v))) wide.push_back("board for viewer " + std::to_string(v) + ": " + line);
    if (s.current_player() < 0) return;
    const std::vector<ActionId> legal = s.legal_actions();
    for (std::size_t i = 0; i < legal.size(); ++i) {
      const std::string note = hooks::choice_note(s, legal[i]);
      std::string line = "  " + std::to_string(i + 1) + ") " + s.action_text(legal[i]);
      if (!note.empty()) line += " (" + note + ")";
      for (const std::string& l : too_wide(line)) wide.push_back("menu: " + l);
    }
  };
  auto played = bots::random_playout(*g->initial_state(), rng, [&](const AnyState& before, ActionId) { check(before); });
  ASSERT_TRUE(played.ok()) << played.error().message;
  check(*played.value().final_state);
  EXPECT_TRUE(wide.empty()) << game << ' ' << options << " seed " << seed << ":" << describe(wide);
}

void expect_watch_fits(const std::string& game, const std::string& options, const std::string& seed) {
  const Outcome r = bgb({"play", game, "--watch", "--seed", seed, "--options", options});
  ASSERT_EQ(r.rc, 0) << r.err;
  const std::vector<std::string> wide = too_wide(r.out);
  EXPECT_TRUE(wide.empty()) << "bgb play " << game << " --watch --seed " << seed << " --options '" << options << "':" << describe(wide);
}

TEST(LineWidth, Dp6WatchAtEveryPlayerCount) {
  for (const char* players : {"2", "3", "4"})
    for (const char* seed : {"1", "2", "3", "4", "5", "6", "7", "8"})
      expect_watch_fits("dp6", std::string("{\"players\":") + players + "}", seed);
}

TEST(LineWidth, Dp6BoardsAndMenusAtEveryPlayerCount) {
  for (int players = 2; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= 6; ++seed) expect_boards_fit("dp6", "{\"players\":" + std::to_string(players) + "}", seed);
}

// Missions with long rules and questions (5, 12, 20, 33, 41, 46, 50) among plain ones.
TEST(LineWidth, CrewWatchAtThreeToFivePlayersOverSeveralMissions) {
  for (int players = 3; players <= 5; ++players)
    for (int mission : {1, 2, 5, 10, 12, 20, 25, 33, 41, 46, 50})
      for (const char* seed : {"1", "2", "3"})
        expect_watch_fits("the-crew", "{\"players\":" + std::to_string(players) + ",\"mission\":" + std::to_string(mission) + "}", seed);
}

TEST(LineWidth, CrewBoardsAndMenusAtThreeToFivePlayers) {
  for (int players = 3; players <= 5; ++players)
    for (int mission : {1, 5, 12, 24, 50})
      for (std::uint64_t seed = 1; seed <= 2; ++seed)
        expect_boards_fit("the-crew", "{\"players\":" + std::to_string(players) + ",\"mission\":" + std::to_string(mission) + "}", seed);
}

TEST(LineWidth, TheWrapKeepsWordsAndIndentsContinuations) {
  const std::string words(60, 'a');
  EXPECT_EQ(text::wrap_line(words + ' ' + words), words + "\n  " + words);
  EXPECT_EQ(text::wrap_line("    " + words + ' ' + words), "    " + words + "\n      " + words);
  EXPECT_EQ(text::wrap("short\n" + words + ' ' + words + "\nend"), "short\n" + words + "\n  " + words + "\nend");
  const std::string long_word(120, 'b');
  EXPECT_EQ(text::wrap_line(long_word), long_word) << "a word is never cut";
}

}  // namespace
}  // namespace bgb::cli
