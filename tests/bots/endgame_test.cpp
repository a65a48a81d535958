// Small end positions a search bot with a modest budget must win: The Crew's last tricks (the
// one move that keeps the mission winnable, whatever the hidden cards), an Under Falling Skies
// round the last die can win at once, and a DP6 turn whose Tilt marker can launch the Capsule.
#include "support.hpp"

namespace bgb::bottest {
namespace {

/// Whether the crew can still win from s with every seat playing well (all cards known).
bool winnable(const crew::Game& g, const crew::State& s) {
  if (g.is_terminal(s)) return g.returns(s)[0] > 0;
  crew::ActionList legal;
  g.legal_actions(s, legal);
  for (ActionId a : legal)
    if (winnable(g, g.apply_unchecked(s, a))) return true;
  return false;
}

TEST(BotEndgame, TheCrewsLastTricksFindTheOneMoveThatKeepsTheMissionAlive) {
  // Positions of missions 1 and 4 with three cards or fewer left per seat: the seat to act has
  // two legal cards, exactly one keeps the mission winnable, and it does so in every deal the
  // seat cannot tell apart from the true one (so its own information decides it).
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 20000 && checked < 12; ++seed) {
    const crew::Game g = crew_game(4, seed % 2 ? 1 : 4);
    bots::IsMcts<crew::Game> bot(g, small(400));
    Rng rng(seed);
    crew::State s = g.initial_state();
    crew::ActionList legal;
    for (; !g.is_terminal(s); s = g.apply_unchecked(s, g.current_player(s) == kChance ? sample_chance(g, s, rng)
                                                                                   : random_action(g, s, rng))) {
      if (s.phase != crew::Phase::play || s.trick < 7) continue;
      g.legal_actions(s, legal);
      if (legal.size() == 2) break;
    }
    if (g.is_terminal(s)) continue;
    const bool first = winnable(g, g.apply_unchecked(s, legal[0])), second = winnable(g, g.apply_unchecked(s, legal[1]));
    if (first == second) continue;
    const ActionId good = first ? legal[0] : legal[1];
    const int seat = g.current_player(s);
    bool decided_by_own_information = true;
    Rng redraw(seed * 31);
    for (int k = 0; k < 30 && decided_by_own_information; ++k) {
      const crew::State other = g.resample(s, seat, redraw);
      decided_by_own_information = winnable(g, g.apply_unchecked(other, good)) &&
                                   !winnable(g, g.apply_unchecked(other, good == legal[0] ? legal[1] : legal[0]));
    }
    if (!decided_by_own_information) continue;
    Rng search(seed);
    EXPECT_EQ(bot.choose(s, seat, search), good) << "seed " << seed << ": " << g.action_text(s, good);
    ++checked;
  }
  EXPECT_GE(checked, 5) << "too few such positions were found to test";
}

TEST(BotEndgame, UnderFallingSkiesTheLastDieWinsTheGameAtOnce) {
  // Research stands before its last space (12 to enter). R[b3 c3-c4] holds a 6 on b3 c3; the
  // last die to place is a white 6: on b3 c4 it completes a 12 and the room wins when resolved
  // ("Uma sala com vários espaços só pode ser usada se todos os espaços tiverem um dado").
  // Nothing else wins this round.
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.excavator = 10;  // b3 is excavated
  s.research = 13;
  s.energy = 3;
  s.phase = ufs::Phase::place;
  s.die_value = {6, 1, 1, 6, 1};
  s.die_cell = {static_cast<std::uint8_t>(3 * ufs::kColumns + 2), ufs::kUsed, ufs::kUsed, ufs::kUnplaced, ufs::kUsed};
  ASSERT_TRUE(g.is_legal(s, *g.parse_action(s, "place white 6 b3 c4")));
  bots::Mcts<ufs::Game> bot(g, small(300));
  Rng rng(11);
  const ActionId a = bot.choose(s, 0, rng);
  EXPECT_EQ(g.action_text(s, a), "place white 6 b3 c4");
  // And then the room is resolved, which wins.
  const ufs::State placed = g.apply_unchecked(s, a);
  const ActionId b = bot.choose(placed, 0, rng);
  EXPECT_EQ(g.action_text(placed, b), "resolve b3 c3");
  EXPECT_EQ(g.returns(g.apply_unchecked(placed, b))[0], 1.0);
}

TEST(BotEndgame, Dp6WalksIntoTheCapsuleBeforeItsAberrationStrikes) {
  // Red's last crew c0 stands in the Flooded room r5 with two actions left; red's Aberration is
  // next door in r4 and both doors ahead are open. Walking into the Capsule (the two actions
  // that leaving the Flooded room costs) saves c0; anything else ends the turn with c0 in sight
  // of the Aberration, which steps in and devours it ("Devorar um Tripulante que esteja na mesma
  // sala que ela"), leaving red nobody to save.
  const dp6::Game g = dp6_game(2);
  dp6::State s = g.initial_state();
  Rng setup(1);
  while (g.current_player(s) == kChance) s = g.apply_unchecked(s, sample_chance(g, s, setup));
  s.player = 0;
  dp6::Track& t = s.tracks[0];
  t.room = {dp6::Card::tools, dp6::Card::control, dp6::Card::cryo, dp6::Card::aberration, dp6::Card::flooded};
  t.aberration = 4;
  t.crew = {5, dp6::kDevoured, dp6::kDevoured, dp6::kDevoured};
  t.lying = 0;
  t.prog_on = 0x03;
  s.doors = static_cast<std::uint8_t>((1U << (dp6::door_after(t, 4) - 1)) | (1U << (dp6::kCapsuleDoor - 1)));
  s.capsule = 2;
  s.actions = 1;
  s.phase = dp6::Phase::play;
  const ActionId enter = *g.parse_action(s, "walk c0 capsule");
  ASSERT_TRUE(g.is_legal(s, enter));
  bots::Mcts<dp6::Game> bot(g, small(300));
  Rng rng(2);
  EXPECT_EQ(g.action_text(s, bot.choose(s, 0, rng)), "walk c0 capsule");
  // The check that the position means what it says: anything else loses c0 at the turn's end.
  const dp6::State ended = g.apply_unchecked(s, *g.parse_action(s, "end"));
  EXPECT_EQ(ended.tracks[0].crew[0], dp6::kDevoured);
}

}  // namespace
}  // namespace bgb::bottest
