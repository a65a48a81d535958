// Small end positions a search bot with a modest budget must win: The Crew's last tricks (the
// one move that keeps the mission winnable, whatever the hidden cards), an Under Falling Skies
// round the last die can win at once, a DP6 crew walking into the Capsule before its Aberration
// strikes, and a DP6 Tilt marker that turns a decode into the 6 moving the Capsule to its last
// position, which shuts the rival out and settles the game for the launch that follows. (A
// launch itself, from that last position, is no decision: nobody can board any more, so every
// move there wins or loses alike.)
#include "dp6/codec.hpp"
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

TEST(BotEndgame, Dp6TiltsTheSixThatShutsTheCapsuleOnItsRivalAndWinsTheLaunch) {
  // The counter stands on its 5th position, door 5 is open. Red has c0 c1 in the Capsule, yellow
  // c0, with c1 c2 standing in r5 to board next turn ("Durante a contagem regressiva (as 5
  // primeiras posições), qualquer Tripulante pode entrar na Cápsula de Fuga, desde que sua porta
  // esteja aberta"). Red decoded a 3 and has one action and one Tilt marker left, and c2 in r1
  // to activate it (those in the Capsule may only decode: "a sua única ação possível passa a ser
  // a de Decodificar"). A Tilt sets the result ("Ativar este marcador permite que o jogador
  // escolha o resultado do dado durante uma decodificação, abrindo/fechando portas, ou ainda
  // avançando a Cápsula de Fuga"): `tilt 6` and the forced
  // `use` move the counter to its 6th position, where nobody boards, so red's 2 against 1 is the
  // score of the launch ("Após alcançar a 6ª posição, é necessário mais uma ativação para lançar
  // a Cápsula de Fuga"). The tempting `tilt 5` only closes door 5 until yellow reopens it;
  // `ignore` leaves it to a fresh roll; `use` (the 3 opens door 3) lets yellow board both and
  // lead 3 to 2 while red's c2 still stands in r1 behind three closed doors.
  const dp6::Game g = dp6_game(2);
  dp6::State s = g.initial_state();
  Rng setup(1);
  while (g.current_player(s) == kChance) s = g.apply_unchecked(s, sample_chance(g, s, setup));
  for (int p = 0; p < s.players; ++p) {  // the seats that play; the others keep no track
    dp6::Track& t = s.tracks[static_cast<std::size_t>(p)];
    t.room = {dp6::Card::tools, dp6::Card::control, dp6::Card::cryo, dp6::Card::aberration, dp6::Card::flooded};
    t.aberration = 4;
    t.prog = 0;
    t.prog_on = 0;
    t.prog_used = 2;
  }
  dp6::Track& red = s.tracks[0];
  red.crew = {dp6::kCapsule, dp6::kCapsule, 1, dp6::kDevoured};
  red.tilt = 1;
  red.tilt_used = 1;
  dp6::Track& yellow = s.tracks[1];
  yellow.room = {dp6::Card::flooded, dp6::Card::control, dp6::Card::aberration, dp6::Card::cryo, dp6::Card::tools};
  yellow.aberration = 3;
  yellow.crew = {dp6::kCapsule, 5, 5, dp6::kDevoured};
  s.doors = static_cast<std::uint8_t>(1U << (dp6::kCapsuleDoor - 1));
  s.capsule = dp6::kCapsulePositions - 2;
  s.player = 0;
  s.actions = 2;
  s.pending = 3;
  s.phase = dp6::Phase::play;
  ASSERT_EQ(dp6_codec::state_problem(g, s), "") << "the position must be one the rules can reach";
  const auto act = [&g](const dp6::State& from, const char* text) {
    const Result<ActionId> a = g.parse_action(from, text);
    EXPECT_TRUE(a.ok() && g.is_legal(from, *a)) << text;
    return a.ok() ? g.apply_unchecked(from, *a) : from;
  };
  const auto legal = [&g](const dp6::State& at, const char* text) {
    const Result<ActionId> a = g.parse_action(at, text);
    return a.ok() && g.is_legal(at, *a);
  };
  ASSERT_TRUE(legal(s, "tilt 6"));
  bots::Mcts<dp6::Game> bot(g, small(300));
  Rng rng(3);
  EXPECT_EQ(g.action_text(s, bot.choose(s, 0, rng)), "tilt 6");

  // The checks that the position means what it says. After the seal yellow cannot board, and
  // the next 6 red uses launches the Capsule: the game ends at once with red the only winner.
  dp6::State sealed = act(act(s, "tilt 6"), "use");
  ASSERT_EQ(sealed.capsule, dp6::kCapsulePositions - 1);
  ASSERT_EQ(sealed.player, 1);
  EXPECT_FALSE(legal(sealed, "walk c1 capsule"));
  EXPECT_FALSE(legal(sealed, "walk c2 capsule"));
  const dp6::State launched = act(act(act(act(sealed, "end"), "decode"), "roll 6"), "use");
  ASSERT_TRUE(g.is_terminal(launched));
  EXPECT_EQ(launched.end, dp6::End::launched);
  EXPECT_EQ(g.returns(launched)[0], 1.0);
  EXPECT_EQ(g.returns(launched)[1], 0.0);
  // Nobody can board after the seal and nobody in the Capsule dies, so red wins whatever is
  // played: 20 random continuations bear that out.
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng play(seed);
    dp6::State p = sealed;
    while (!g.is_terminal(p))
      p = g.apply_unchecked(p, g.current_player(p) == kChance ? sample_chance(g, p, play) : random_action(g, p, play));
    EXPECT_EQ(g.returns(p)[0], 1.0) << "seed " << seed;
  }
  // Without the seal yellow boards both next turn and leads 3 to 2.
  const dp6::State open = act(act(s, "use"), "end");
  ASSERT_EQ(open.player, 1);
  const dp6::State boarded = act(act(open, "walk c1 capsule"), "walk c2 capsule");
  EXPECT_EQ(dp6::crew_in_capsule(boarded.tracks[1]), 3);
  EXPECT_EQ(dp6::crew_in_capsule(boarded.tracks[0]), 2);
}

}  // namespace
}  // namespace bgb::bottest
