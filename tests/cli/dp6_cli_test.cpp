// `bgb` with DP6, in-process: the bots' transcript tells the deal, each action and what it
// brought about (reveals, doors on every track, the capsule counter), the Aberration's turn
// and the end; a person sees every track's picture and notes on the choices; simulate runs.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bgb/dp6/game.hpp"
#include "dp6/codec.hpp"
#include "erased.hpp"
#include "hooks.hpp"
#include "in_process.hpp"
#include "registry.hpp"
#include "text_wrap.hpp"

namespace bgb::cli {
namespace {

using namespace test;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// Seat 0 to act on a 2-player table: doors 1..4 lie in order on both tracks, all closed.
dp6::State in_play() {
  dp6::State s = dp6::new_state(2);
  s.phase = dp6::Phase::play;
  for (dp6::Track& t : s.tracks) t.gap_door = {1, 2, 3, 4};
  return s;
}

/// The note the menu shows for `a` at s, after checking that `a` is legal there.
std::string note(const dp6::State& s, ActionId a) {
  auto game = make_game("dp6", "{}");
  EXPECT_TRUE(game.ok());
  const auto& typed = dynamic_cast<const ErasedGame<dp6::Game>&>(*game.value());
  EXPECT_TRUE(typed.game().is_legal(s, a)) << "action " << a << " is not legal here";
  return hooks::choice_note(*typed.wrap(s), a);
}

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
  EXPECT_TRUE(has(r.out, "\n> 0 red    start[c0 c1] [r1 ?]#")) << r.out;
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

// The vent joins Control and Tools also when they are neighbours behind a closed door: the walk
// goes through it, and the note says so rather than suggesting the door is open.
TEST(Dp6Notes, AWalkToTheNextRoomBehindAClosedDoorIsThroughTheVent) {
  dp6::State s = in_play();
  s.tracks[0].room[0] = dp6::Card::control;
  s.tracks[0].room[1] = dp6::Card::tools;
  s.tracks[0].crew[0] = 1;
  EXPECT_EQ(note(s, dp6::act::walk(0, 2)), "Tools, through the vent");
  s.doors = 1;  // door 1, between r1 and r2, open: an ordinary walk
  EXPECT_EQ(note(s, dp6::act::walk(0, 2)), "Tools");
}

TEST(Dp6Notes, AWalkIntoARevealedRoomNamesItAndRevealsNothing) {
  dp6::State s = in_play();
  s.tracks[0].room[0] = dp6::Card::cryo;
  EXPECT_EQ(note(s, dp6::act::walk(0, 1)), "Cryogenics");
  s.tracks[0].room[0] = dp6::Card::hidden;
  EXPECT_EQ(note(s, dp6::act::walk(0, 1)), "a face-down room: it is revealed");
}

TEST(Dp6Notes, LeavingTheFloodedRoomForTheCapsuleCostsTwoActions) {
  dp6::State s = in_play();
  s.tracks[0].room[4] = dp6::Card::flooded;
  s.tracks[0].crew[0] = 5;
  s.doors = 1U << 4;  // door 5 open
  EXPECT_EQ(note(s, dp6::act::walk(0, dp6::act::kCapsuleDest)),
            "into the capsule: saved if it launches, and only decodes from now on, 2 actions out of the Flooded room");
}

TEST(Dp6Notes, ADecodeSaysWhatASixDoesAtTheCountersEndAndWhenItIsTheLastAction) {
  dp6::State s = in_play();
  EXPECT_EQ(note(s, dp6::act::kDecode), "roll: 1..5 toggles that door on every track, 6 advances the capsule");
  s.capsule = dp6::kCapsulePositions - 1;
  EXPECT_EQ(note(s, dp6::act::kDecode), "roll: 1..5 toggles that door on every track, 6 launches the capsule");
  s.capsule = 0;
  s.actions = dp6::kActions - 1;
  EXPECT_EQ(note(s, dp6::act::kDecode), "roll: 1..5 toggles a door, 6 advances the capsule; last action: it must be used");
}

TEST(Dp6Notes, UsingASixSaysWhenItClosesOrLaunchesTheCapsule) {
  dp6::State s = in_play();
  s.actions = 1;
  s.pending = 6;
  EXPECT_EQ(note(s, dp6::act::kUse), "advances the capsule counter");
  s.capsule = dp6::kCapsulePositions - 2;
  EXPECT_EQ(note(s, dp6::act::kUse), "advances the capsule counter to 6/6: no more crew may enter");
  s.capsule = dp6::kCapsulePositions - 1;
  EXPECT_EQ(note(s, dp6::act::kUse), "launches the capsule: the game ends");
}

TEST(Dp6Notes, IgnoringSaysWhetherAnotherActionMustFollowOrTheTurnEnds) {
  dp6::State s = in_play();
  s.actions = 1;
  s.pending = 3;  // straight after the decode
  EXPECT_EQ(note(s, dp6::act::kIgnore), "leave the doors and the counter as they are; another action must follow");
  s.actions = dp6::kActions;  // changed by a Tilt marker with the last action
  s.activated = 1;
  EXPECT_EQ(note(s, dp6::act::kIgnore), "leave the doors and the counter as they are; the turn ends");
  s.actions = 2;
  EXPECT_EQ(note(s, dp6::act::kIgnore), "leave the doors and the counter as they are");
}

// The widest a track can be: every room revealed, the crew spread over the rooms (two asleep),
// the Aberration among them and both Programming markers on the board, at 4 players.
TEST(Dp6Board, AFullyRevealedFourPlayerBoardFitsInEveryArrangement) {
  auto game = make_game("dp6", "{\"players\":4}");
  ASSERT_TRUE(game.ok());
  const auto& g = dynamic_cast<const ErasedGame<dp6::Game>&>(*game.value()).game();
  dp6::State s = dp6::new_state(4);
  s.phase = dp6::Phase::play;
  s.player = 1;
  s.pending = 1;
  s.ignored = 1;
  s.actions = dp6::kActions;
  s.activated = 1;
  std::size_t widest = 0;
  std::string widest_board;
  const int places[] = {dp6::kStart, 1, 2, 3, 4, 5, dp6::kCapsule};
  for (int c0 : places)
    for (int c1 : places)
      for (int c2 : {1, 2, 3, 4, 5})
        for (int ab = 1; ab <= dp6::kRooms; ++ab) {
          for (dp6::Track& t : s.tracks) {
            t.gap_door = {1, 2, 3, 4};
            t.room = {dp6::Card::control, dp6::Card::cryo, dp6::Card::tools, dp6::Card::flooded, dp6::Card::aberration};
            t.crew = {static_cast<std::uint8_t>(c0), static_cast<std::uint8_t>(c1), static_cast<std::uint8_t>(c2), 2};
            t.lying = 0b1000;
            t.aberration = static_cast<std::uint8_t>(ab);
            t.prog_on = 3;
            t.tilt = 2;
          }
          const std::string board = dp6_codec::render(g, s);
          for (const std::string& line : lines_where(board, [](const std::string&) { return true; }))
            if (line.size() > widest) {
              widest = line.size();
              widest_board = board;
            }
        }
  EXPECT_LE(widest, text::kColumns) << widest_board;
}

}  // namespace
}  // namespace bgb::cli
