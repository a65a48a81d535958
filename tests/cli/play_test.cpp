// `bgb play` for a person, in every game: the menu keeps the board in view, the commands
// (board, moves, help, undo, save, --load; any case), and menu notes that do not mislead.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <fstream>
#include <string>

#include "bgb/core/rng.hpp"
#include "erased.hpp"
#include "hooks.hpp"
#include "in_process.hpp"
#include "menu.hpp"
#include "registry.hpp"

#include "bgb/ufs/game.hpp"
#include "ufs/codec.hpp"

namespace bgb::cli::test {
namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// The text between the n-th (0-based) "--- seat S to act ---" and the prompt after it.
std::string decision_block(const std::string& out, int n) {
  std::size_t at = 0;
  for (int i = 0; i <= n; ++i) {
    at = out.find("--- seat ", at + (i ? 1 : 0));
    if (at == std::string::npos) return "";
  }
  const std::size_t prompt = out.find("\nseat ", at);
  return out.substr(at, prompt == std::string::npos ? std::string::npos : prompt - at);
}

std::size_t line_count(const std::string& text) {
  std::size_t n = 1;
  for (char c : text) n += c == '\n' ? 1 : 0;
  return n;
}

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("bgb_play_test_" + name)).string();
}

TEST(PlayMenu, UnderFallingSkiesGroupsItsPlacementsSoTheBoardStaysOnA50LineTerminal) {
  const Outcome r = bgb({"play", "under-falling-skies", "--seed", "5"}, "quit\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  const std::string block = decision_block(r.out, 0);
  EXPECT_LE(line_count(block), 50U) << block;
  EXPECT_TRUE(has(block, "\n  1) place black 2 ...  (28 choices")) << block;
  EXPECT_TRUE(has(block, "`moves all` lists all ")) << block;
  EXPECT_FALSE(has(block, "b5 c5 (")) << "the placements are not listed one by one";
}

TEST(PlayMenu, AGroupOpensByNumberOrByNameAndItsChoicesReadWithoutTheGroup) {
  const Outcome by_number = bgb({"play", "under-falling-skies", "--seed", "5"}, "2\nb0 c2\nquit\n");  // seed 5 rolls black 2, 3, 5, white 1, 2
  ASSERT_EQ(by_number.rc, 0) << by_number.err;
  EXPECT_TRUE(has(by_number.out, "seat 0> place black 3:\n  1) b0 c1 (anti-air")) << by_number.out;
  EXPECT_TRUE(has(by_number.out, "(`moves` shows every group again)\nseat 0> you: place black 3 b0 c2\n")) << by_number.out;
  const Outcome by_name = bgb({"play", "under-falling-skies", "--seed", "5"}, "PLACE Black 5\n1\nquit\n");
  EXPECT_TRUE(has(by_name.out, "seat 0> place black 5:\n  1) b0 c1 (anti-air")) << by_name.out;
  EXPECT_TRUE(has(by_name.out, "seat 0> you: place black 5 b0 c1\n")) << by_name.out;
}

TEST(PlayMenu, MovesListsTheGroupsAgainAndMovesAllListsEveryChoice) {
  const Outcome r = bgb({"play", "under-falling-skies", "--seed", "5"}, "1\nmoves\nmoves all\n140\nquit\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(has(r.out, "(`moves` shows every group again)\nseat 0>   1) place black 2 ...  (28 choices")) << r.out;
  EXPECT_TRUE(has(r.out, "\n  140) place white 2 b5 c5 (")) << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> you: place white 2 b5 c5\n")) << "a number of the whole list picks from it";
}

TEST(PlayMenu, NumbersOutOfRangeSayWhichExist) {
  const Outcome r = bgb({"play", "under-falling-skies", "--seed", "5"}, "9\n0\nquit\n");
  EXPECT_TRUE(has(r.out, "seat 0> error: there is no choice 9 (1..5)\n")) << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> error: there is no choice 0 (1..5)\n")) << r.out;
}

TEST(PlayCommands, AreCaseInsensitive) {
  const Outcome r = bgb({"play", "the-crew", "--seed", "3"}, "HELP\nBoard\nMoves\nQUIT\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(has(r.out, "seat 0> The Crew: a co-operative trick-taking game.")) << r.out;
  EXPECT_TRUE(has(r.out, "\nCommands (any case): ")) << r.out;
  EXPECT_EQ(lines_containing(r.out, "The Crew, mission 1 (1 task), 4 players - view of seat 0").size(), 2U) << "the board, then `Board` again:\n" << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> you left the game\n")) << r.out;
}

TEST(PlayCommands, HelpSummarisesEveryGamesRules) {
  for (const GameInfo& info : registered_games()) {
    const Outcome r = bgb({"play", info.name, "--seed", "1"}, "help\nquit\n");
    ASSERT_EQ(r.rc, 0) << info.name << ": " << r.err;
    EXPECT_FALSE(hooks::rules_summary(info.name).empty()) << info.name;
    EXPECT_TRUE(has(r.out, "seat 0> " + hooks::rules_summary(info.name)[0].substr(0, 40))) << r.out;
    EXPECT_TRUE(has(r.out, "`undo` goes back to your previous decision")) << r.out;
  }
}

TEST(PlayUndo, GoesBackToThePreviousDecisionAndTheSameChoiceReplaysTheSameGame) {
  // DP6 against a random bot: undo after two decisions, then the same second choice again.
  const Outcome once = bgb({"play", "dp6", "--seed", "4"}, "1\n1\nquit\n");
  const Outcome undone = bgb({"play", "dp6", "--seed", "4"}, "1\n1\nundo\n1\nquit\n");
  ASSERT_EQ(undone.rc, 0) << undone.err;
  EXPECT_TRUE(has(undone.out, "seat 0> undone: back to your previous decision\n")) << undone.out;
  // Two choices made, the third decision asked: undo returns to the second (the choice made
  // last), and choosing the same again leads to the same third decision as without the undo.
  EXPECT_EQ(decision_block(undone.out, 3), decision_block(once.out, 1)) << undone.out;
  EXPECT_EQ(decision_block(undone.out, 4), decision_block(once.out, 2)) << undone.out;
}

TEST(PlayUndo, AtTheFirstDecisionThereIsNothingToUndo) {
  const Outcome r = bgb({"play", "red-november", "--seed", "2"}, "undo\nquit\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(has(r.out, "seat 0> nothing to undo: this is your first decision\n")) << r.out;
}

TEST(PlaySave, SaveWritesAReplayLogThatLoadResumes) {
  const std::string path = temp_path("save.json");
  std::remove(path.c_str());
  const Outcome first = bgb({"play", "the-crew", "--seed", "8", "--options", R"({"players":3,"mission":2})"},
                            "1\n1\nsave " + path + "\nquit\n");
  ASSERT_EQ(first.rc, 0) << first.err;
  EXPECT_TRUE(has(first.out, "seat 0> saved ")) << first.out;
  EXPECT_TRUE(has(first.out, "\n  resume with: bgb play the-crew --load " + path + "\n")) << first.out;
  std::ifstream file(path);
  const std::string log((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  Result<ReplayedLog> replayed = replay_log_steps(log);
  ASSERT_TRUE(replayed) << replayed.error().message;
  EXPECT_EQ(replayed.value().state->game()->options_json(), make_game("the-crew", R"({"players":3,"mission":2})").value()->options_json());

  const Outcome resumed = bgb({"play", "the-crew", "--load", path, "--seed", "8"}, "quit\n");
  ASSERT_EQ(resumed.rc, 0) << resumed.err;
  EXPECT_TRUE(has(resumed.out, "loaded " + path + ": ")) << resumed.out;
  // The table where the game was saved is the table it resumes at.
  EXPECT_EQ(decision_block(resumed.out, 0), decision_block(first.out, 2)) << resumed.out;
  std::remove(path.c_str());
}

TEST(PlaySave, LoadRefusesAMissingFileAnotherGameAndOptions) {
  const std::string path = temp_path("dp6.json");
  {
    std::ofstream f(path);
    f << R"({"game":"dp6","options":{"players":2},"actions":[]})";
  }
  const Outcome missing = bgb({"play", "dp6", "--load", temp_path("no-such-file.json")});
  EXPECT_EQ(missing.rc, 2);
  EXPECT_TRUE(has(missing.err, "cannot open the file")) << missing.err;
  const Outcome other = bgb({"play", "red-november", "--load", path});
  EXPECT_EQ(other.rc, 2);
  EXPECT_TRUE(has(other.err, "the file holds a game of dp6, not red-november")) << other.err;
  const Outcome options = bgb({"play", "dp6", "--load", path, "--options", R"({"players":3})"});
  EXPECT_EQ(options.rc, 2);
  EXPECT_TRUE(has(options.err, "the saved game carries its options")) << options.err;
  const Outcome ok = bgb({"play", "dp6", "--load", path, "--seed", "1"}, "quit\n");
  EXPECT_EQ(ok.rc, 0) << ok.err;
  std::remove(path.c_str());
}

TEST(PlaySave, SaveWithoutAFileOrToAFolderSaysSo) {
  const Outcome r = bgb({"play", "dp6", "--seed", "1"}, "save\nsave " + std::filesystem::temp_directory_path().string() + "\nquit\n");
  EXPECT_TRUE(has(r.out, "seat 0> error: `save FILE` needs the file to write\n")) << r.out;
  EXPECT_TRUE(has(r.out, "seat 0> error: cannot write ")) << r.out;
}

TEST(PlayLayout, EveryLineAPersonSeesFitsIn100Columns) {
  // Answering "1" to everything plays each game to its end through its menus.
  for (const GameInfo& info : registered_games()) {
    for (const char* seed : {"1", "2", "3"}) {
      // DP6 has no turn limit by default, and always the first choice can walk a scientist to
      // and fro for ever.
      const std::string options = info.name == std::string_view("dp6") ? R"({"max_turns":40})" : "{}";
      const Outcome r = bgb({"play", info.name, "--seed", seed, "--options", options}, "help\n" + ones(3000));
      ASSERT_EQ(r.rc, 0) << info.name << ": " << r.err;
      EXPECT_TRUE(has(r.out, "--- game over ---")) << info.name << " seed " << seed << " did not finish";
      for (const std::string& line : lines_where(r.out, [](const std::string& l) { return l.rfind("seat ", 0) != 0 || l.find("> ") == std::string::npos; }))
        EXPECT_LE(line.size(), 100U) << info.name << " seed " << seed << ": " << line;
    }
  }
}

// Under Falling Skies: a placement's warning says what its successor shows, for every
// placement of every state of random games ("never send a ship into the city" needs to know).
TEST(PlayNotes, UnderFallingSkiesWarnsOfEveryCityHitAndOfFightersThatShootNothing) {
  const auto game = make_game("under-falling-skies", "{}").value();
  Rng rng(11);
  int city = 0, idle_fighters = 0;
  for (int g = 0; g < 20; ++g) {
    std::unique_ptr<AnyState> s = game->initial_state();
    while (!s->is_terminal()) {
      if (s->current_player() != kChance) {
        const auto* typed = dynamic_cast<const ErasedState<ufs::Game>*>(s.get());
        ASSERT_NE(typed, nullptr);
        for (ActionId a : s->legal_actions()) {
          const std::string warning = hooks::choice_warning(*s, a);
          const auto next = s->apply(a);
          const auto* after = dynamic_cast<const ErasedState<ufs::Game>*>(next.value().get());
          const bool hits = after->state().damage > typed->state().damage;
          EXPECT_EQ(has(warning, "into the city"), hits) << s->action_text(a) << ": '" << warning << "'";
          if (hits) {
            EXPECT_TRUE(has(hooks::choice_note(*s, a), "into the city")) << "the note carries the warning";
          }
          city += hits ? 1 : 0;
          if (ufs::act::kind_of(a) == ufs::act::Kind::resolve && has(warning, "shoot nothing")) {
            ++idle_fighters;
            int sky_before = 0, sky_after = 0;
            for (const ufs::Ship& sh : typed->state().ships) sky_before += sh.at == ufs::ShipAt::sky ? 1 : 0;
            for (const ufs::Ship& sh : after->state().ships) sky_after += sh.at == ufs::ShipAt::sky ? 1 : 0;
            EXPECT_EQ(sky_after, sky_before) << s->action_text(a) << " shot a ship after all";
          }
        }
      }
      const ActionId a = s->current_player() == kChance ? s->sample_chance(rng)
                                                         : s->legal_actions()[static_cast<std::size_t>(rng.below(s->legal_actions().size()))];
      s = s->apply(a).value();
    }
  }
  EXPECT_GT(city, 0) << "random games send ships into the city";
  EXPECT_GT(idle_fighters, 0) << "and resolve fighters rooms with nothing in range";
}

// Red November: a fix that cannot succeed (no d10 roll is low enough, or the Ghost passes the
// token first) is listed last; a fire fix never is, since its failure forces a flight.
TEST(PlayNotes, RedNovemberListsHopelessFixesLast) {
  const auto game = make_game("red-november", R"({"players":3})").value();
  Rng rng(5);
  int futile = 0;
  for (int g = 0; g < 30 && futile < 20; ++g) {
    std::unique_ptr<AnyState> s = game->initial_state();
    while (!s->is_terminal()) {
      if (s->current_player() != kChance) {
        bool seen_futile = false;
        std::vector<ActionId> legal = s->legal_actions();
        for (ActionId a : legal) {
          const std::string text = s->action_text(a), note = hooks::choice_note(*s, a);
          const bool hopeless = text.rfind("fix ", 0) == 0 && text.rfind("fix fire", 0) != 0 &&
                                (has(note, "(0 in 10)") || note.rfind("fails at once", 0) == 0);
          EXPECT_EQ(hooks::choice_futile(*s, a), hopeless) << text << " (" << note << ")";
          seen_futile = seen_futile || hopeless;
          futile += hopeless ? 1 : 0;
        }
        if (seen_futile) {
          std::ostringstream out;
          Menu(*s).print(out);
          const std::string menu = out.str();
          const std::size_t mark = menu.find("these cannot change anything");
          ASSERT_NE(mark, std::string::npos) << menu;
          for (ActionId a : legal)
            if (!hooks::choice_futile(*s, a)) {
              const std::string text = ") " + s->action_text(a);
              const std::size_t at = std::min(menu.find(text + " ("), menu.find(text + "\n"));
              EXPECT_LT(at, mark) << menu;
            }
        }
      }
      const std::vector<ActionId> legal = s->legal_actions();
      const ActionId a = s->current_player() == kChance ? s->sample_chance(rng)
                                                         : legal[static_cast<std::size_t>(rng.below(legal.size()))];
      s = s->apply(a).value();
    }
  }
  EXPECT_GT(futile, 0) << "random games reach fixes that cannot succeed";
}

}  // namespace
}  // namespace bgb::cli::test
