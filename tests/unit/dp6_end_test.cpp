// DP6's end and scoring (spec dp6.md "End and scoring": the seed's page 11 is missing).
#include "dp6_fixture.hpp"

namespace dp6test {
namespace {

/// Seat 0 to act, the counter on its 6th position, every room of every track face up.
State last_countdown(const Game& g) {
  State s = playing(g);
  for (int p = 0; p < g.num_players(); ++p) {
    lay(s, p, {"tools", "cryo", "control", "flooded", "aberration"});
    s.tracks[z(p)].prog_on = 0;
    s.tracks[z(p)].prog_used = 2;
  }
  s.capsule = 5;
  return s;
}

TEST(Dp6Spec, TheScoreIsTheCrewInTheCapsuleAndTheBestShareTheWin) {
  const Game g = make(3);
  State s = last_countdown(g);
  s.tracks[0].crew = {kCapsule, kCapsule, 2, 2};
  s.tracks[1].crew = {kCapsule, kDevoured, kCapsule, 2};
  s.tracks[2].crew = {kCapsule, 1, 2, 2};
  s = run(g, s, {"decode", "roll 6", "use"});
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(g.current_player(s), bgb::kTerminal);
  const bgb::Returns r = g.returns(s);
  ASSERT_EQ(r.size(), 3);
  EXPECT_EQ(r[0], 1.0);
  EXPECT_EQ(r[1], 1.0);
  EXPECT_EQ(r[2], 0.0);
}

TEST(Dp6Spec, NobodySavedMeansNobodyWins) {
  const Game g = make(2);
  State s = last_countdown(g);
  s = run(g, s, {"decode", "roll 6", "use"});
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(g.returns(s)[0], 0.0);
  EXPECT_EQ(g.returns(s)[1], 0.0);
}

TEST(Dp6Spec, MaxTurnsEndsTheGameScoredAsALaunch) {
  const Game g = make(2, 3);
  State s = playing(g);
  s.tracks[1].crew[0] = kCapsule;
  s = run(g, s, {"end", "end"});
  EXPECT_FALSE(g.is_terminal(s));
  s = run(g, s, {"end"});
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.end, End::turn_limit);
  EXPECT_EQ(g.returns(s)[0], 0.0);
  EXPECT_EQ(g.returns(s)[1], 1.0);
}

TEST(Dp6Spec, APlayerWithNoCrewThatCanActIsSkipped) {
  const Game g = make(3);
  State s = playing(g);
  lay(s, 1, {"cryo", "tools", "aberration"});
  s.tracks[1].crew = {kDevoured, kDevoured, 1, 1};  // asleep, nobody to wake them
  s = run(g, s, {"end"});
  EXPECT_EQ(s.player, 2);
}

TEST(Dp6Spec, WhenNobodyCanActTheGameEnds) {
  // "It also ends when no crew of any player is left outside the Capsule and none is in it"
  const Game g = make(2);
  State s = playing(g);
  lay(s, 0, {"tools", "cryo", "aberration"});
  s.tracks[0].crew = {3, kDevoured, kDevoured, kDevoured};
  s.tracks[0].lying = 0;
  s.tracks[1].crew = {kDevoured, kDevoured, kAside, kAside};
  s = run(g, s, {"end"});  // the Aberration devours c0 in its room
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.end, End::stranded);
  EXPECT_EQ(g.returns(s)[0], 0.0);
}

TEST(Dp6Spec, CrewInTheCapsuleKeepTheirPlayerInTheGame) {
  const Game g = make(2);
  State s = playing(g);
  s.tracks[1].crew = {kCapsule, kDevoured, kAside, kAside};
  s = run(g, s, {"end"});
  EXPECT_EQ(s.player, 1);
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"decode", "end"}));
}

TEST(Dp6Decision, ALaunchEndsTheGameAtOnceWithoutTheAberrationsTurn) {
  // Spec: "A `use` of 6 when the counter is on its 6th position launches the Capsule: the game
  // ends at once."
  const Game g = make(2);
  State s = last_countdown(g);
  s.tracks[0].aberration = 4;  // beside c0 in r5, which it would reach and devour otherwise
  s.tracks[0].crew = {5, kCapsule, 2, 2};
  s = run(g, s, {"decode", "roll 6", "use"});
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.tracks[0].aberration, 4);
  EXPECT_EQ(s.tracks[0].crew[0], 5);
  EXPECT_EQ(g.returns(s)[0], 1.0);
}

TEST(Dp6Spec, OptionsAreChecked) {
  EXPECT_FALSE(Game::make(Options{1, 0}).ok());
  EXPECT_FALSE(Game::make(Options{5, 0}).ok());
  EXPECT_FALSE(Game::make(Options{2, -1}).ok());
  EXPECT_FALSE(Game::make(Options{2, 10001}).ok());
  const auto bad = Game::make(Options{7, 0});
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().message, "dp6: players: 7 is out of range 2..4");
  EXPECT_EQ(make(4).num_players(), 4);
}

TEST(Dp6Spec, IllegalActionsAreRefusedAndTheStateIsUnchanged) {
  const Game g = make();
  const State s = playing(g);
  const auto r = g.apply(s, bgb::dp6::act::kUse);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, bgb::Errc::illegal_action);
  EXPECT_EQ(r.error().message, "action 153 (use) is not legal: no decode result waits: decode first");
  EXPECT_FALSE(g.apply(s, 9999).ok());
  EXPECT_EQ(s, playing(g));
}

}  // namespace
}  // namespace dp6test
