// Under Falling Skies, phase 1 (seed "Fase 1: Colocar Dados e Mover Naves"): the rolls, the
// white die's re-roll and where a die may go — one per column (robots aside), one per cell, only
// on excavated rooms, and the round's one excavation die ahead of the excavator.

#include "ufs_fixture.hpp"

namespace {

using namespace ufstest;

TEST(UfsSpec_Round, ChanceRollsBlackBlackBlackWhiteWhite) {
  // Spec: "Chance rolls 3 black and 2 white dice one at a time (`roll N`, in the order black,
  // black, black, white, white)."
  const Game g = make();
  State s = g.initial_state();
  EXPECT_EQ(g.current_player(s), bgb::kChance);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"roll 1", "roll 2", "roll 3", "roll 4", "roll 5", "roll 6"}));
  s = run(g, s, "roll 1; roll 2; roll 3; roll 4");
  EXPECT_EQ(g.current_player(s), bgb::kChance) << "the fifth die is still to roll";
  s = run(g, s, "roll 5");
  ASSERT_EQ(g.current_player(s), 0);
  EXPECT_EQ(s.phase, Phase::place);
  // The first three values went to black dice, the last two to white ones.
  for (const char* yes : {"place black 1 b0 c1", "place black 2 b0 c1", "place black 3 b0 c1", "place white 4 b0 c1",
                          "place white 5 b0 c1"})
    EXPECT_TRUE(legal(g, s, yes)) << yes;
  for (const char* no : {"place white 1 b0 c1", "place white 3 b0 c1", "place black 4 b0 c1", "place black 5 b0 c1",
                         "place black 6 b0 c1", "place white 6 b0 c1"})
    EXPECT_FALSE(legal(g, s, no)) << no;
}

TEST(UfsSeed_Dice, PlacingAWhiteDieRerollsEveryUnplacedDie) {
  // "Ao colocar um dado branco, você deve rolar novamente todos os dados restantes que ainda não
  // foram colocados."
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 1; roll 2; roll 3; roll 4; roll 5; place white 4 b0 c1");
  EXPECT_EQ(g.current_player(s), bgb::kChance) << "the four unplaced dice are rolled again";
  s = run(g, s, "roll 6; roll 6; roll 3");
  EXPECT_EQ(g.current_player(s), bgb::kChance) << "one more die to roll";
  s = run(g, s, "roll 2");
  ASSERT_EQ(g.current_player(s), 0);
  // Black 1, 2, 3 became 6, 6, 3 and white 5 became 2 (same order: black dice first).
  EXPECT_TRUE(legal(g, s, "place black 6 b0 c2"));
  EXPECT_TRUE(legal(g, s, "place black 3 b0 c2"));
  EXPECT_TRUE(legal(g, s, "place white 2 b0 c2"));
  for (const char* no : {"place black 1 b0 c2", "place black 2 b0 c2", "place white 5 b0 c2", "place white 4 b0 c2"})
    EXPECT_FALSE(legal(g, s, no)) << no;
}

TEST(UfsSeed_Dice, PlacingABlackDieRerollsNothing) {
  // "Dados Brancos: Eles têm uma função especial!" — only white dice re-roll.
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 1; roll 2; roll 3; roll 4; roll 5; place black 1 b0 c1");
  ASSERT_EQ(g.current_player(s), 0) << "no re-roll after a black die";
  for (const char* yes : {"place black 2 b0 c2", "place black 3 b0 c2", "place white 4 b0 c2", "place white 5 b0 c2"})
    EXPECT_TRUE(legal(g, s, yes)) << yes;
}

TEST(UfsSeed_Placement, OnlyOneDiePerColumn) {
  // "Você pode colocar apenas um dado em cada coluna."
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 1; roll 2; roll 3; roll 4; roll 5");
  EXPECT_TRUE(legal(g, s, "place black 2 b0 c1"));
  s = run(g, s, "place black 1 b1 c1");
  for (const char* no : {"place black 2 b0 c1", "place black 2 b2 c1", "place black 2 b3 c1", "place white 4 b5 c1"})
    EXPECT_FALSE(legal(g, s, no)) << no;
  EXPECT_TRUE(legal(g, s, "place black 2 b0 c2"));
  EXPECT_TRUE(legal(g, s, "place black 2 b1 c2"));
}

TEST(UfsSeed_Placement, RobotsDoNotTakeTheColumnsDie) {
  // "Ao colocar dados, você ainda coloca um dado em cada coluna, ignorando os dados de robô."
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 0, "b1 c1", 3);
  s = run(g, s, "roll 1; roll 2; roll 3; roll 4; roll 5");
  EXPECT_TRUE(legal(g, s, "place black 2 b0 c1")) << "the robot in column c1 does not use up the column";
  s = run(g, s, "place black 2 b0 c1");
  EXPECT_FALSE(legal(g, s, "place black 3 b0 c1"));
}

TEST(UfsSeed_Placement, EachSpaceHoldsOneDie) {
  // "Cada espaço pode conter apenas um dado." (A robot is a die on its space.)
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 0, "b1 c1", 3);
  set_robot(s, 1, "b0 c2", 2);
  s = run(g, s, "roll 1; roll 2; roll 3; roll 4; roll 5");
  EXPECT_FALSE(legal(g, s, "place black 1 b1 c1"));
  EXPECT_FALSE(legal(g, s, "place black 1 b0 c2"));
  EXPECT_TRUE(legal(g, s, "place black 1 b1 c2"));
}

TEST(UfsSeed_Placement, DiceGoOnlyOnExcavatedCellsOnceTheExcavationDieIsPlaced) {
  // "Os dados só podem ser colocados em salas escavadas, exceto por um dado que pode ser colocado
  // em uma sala ou túnel para mover o escavador." With the excavator on its start (b2 c5), rows
  // b0 and b1 are excavated; b1 c4 is a tunnel, so it takes no ordinary die.
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 1; roll 2; roll 2; roll 2; roll 2; place black 1 b3 c5");
  EXPECT_EQ(s.excavator, 0);
  EXPECT_EQ(legal_after(g, s, "place black 2"), "b0 c1, b0 c2, b0 c3, b0 c4, b1 c1, b1 c2, b1 c3");
}

TEST(UfsSeed_Placement, ARoomTakesDiceOnlyWhenAllItsCellsAreExcavated) {
  // Seed: "salas escavadas"; spec: "A room can take dice only when all its cells are excavated."
  // Room E[b2 c2-c3] with the excavator on b2 c2 (path [3]): b2 c3 ([2]) is excavated, b2 c2 is
  // not, so neither takes a die; the single-cell room F at b2 c4 ([1]) does.
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 3;
  s = run(g, s, "roll 2; roll 2; roll 2; roll 2; roll 2");
  EXPECT_FALSE(legal(g, s, "place black 2 b2 c3"));
  EXPECT_FALSE(legal(g, s, "place black 2 b2 c2"));
  EXPECT_TRUE(legal(g, s, "place black 2 b2 c4"));
  // One step further (excavator on b2 c1, [4]) the room is open.
  State t = g.initial_state();
  t.excavator = 4;
  t = run(g, t, "roll 2; roll 2; roll 2; roll 2; roll 2; place black 2 b3 c1");  // excavation die used
  EXPECT_TRUE(legal(g, t, "place black 2 b2 c3"));
  EXPECT_TRUE(legal(g, t, "place black 2 b2 c2"));
  // The path runs rightwards on b3: with the excavator on b3 c4 ([8]), R[b3 c3-c4]'s first cell
  // b3 c3 ([7]) is excavated and the room is still closed.
  State u = g.initial_state();
  u.excavator = 8;
  u = run(g, u, "roll 2; roll 2; roll 2; roll 2; roll 2");
  EXPECT_FALSE(legal(g, u, "place black 2 b3 c3"));
  EXPECT_TRUE(legal(g, u, "place black 2 b3 c2"));
}

TEST(UfsSeed_Excavation, TheCellUnderTheExcavatorTakesNoDie) {
  // "(O espaço sob o escavador ainda não está escavado.)" — and the spec puts the excavation die
  // only on a cell "ahead of the excavator on its path (index greater than the excavator's)".
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 6; roll 6; roll 6; roll 6; roll 6");
  EXPECT_FALSE(legal(g, s, "place black 6 b2 c5"));
  State t = g.initial_state();
  t.excavator = 4;  // on b2 c1: b2 c5, the start cell, is now an excavated tunnel
  t = run(g, t, "roll 6; roll 6; roll 6; roll 6; roll 6");
  EXPECT_FALSE(legal(g, t, "place black 6 b2 c1"));
  EXPECT_FALSE(legal(g, t, "place black 6 b2 c5")) << "a tunnel behind the excavator takes no die";
  EXPECT_TRUE(legal(g, t, "place black 6 b3 c1")) << "the next cell on the path takes the excavation die";
}

TEST(UfsSeed_Excavation, TheExcavationDieMayGoOnAnyCellAheadOnThePath) {
  // "Um dado pode ser colocado em um espaço ainda não acessível para mover o escavador." Any cell
  // ahead, room or tunnel; whether it is near enough is checked when it resolves.
  const Game g = make();
  const State s = run(g, g.initial_state(), "roll 1; roll 1; roll 1; roll 1; roll 1");
  for (const char* yes : {"b2 c4", "b2 c1", "b3 c3", "b4 c3", "b5 c1", "b5 c5"})
    EXPECT_TRUE(legal(g, s, std::string("place black 1 ") + yes)) << yes;
}

TEST(UfsSeed_Excavation, OneExcavationDiePerRound) {
  // "exceto por um dado que pode ser colocado em uma sala ou túnel para mover o escavador" — one
  // die per round; the next round may place one again.
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 1; roll 1; roll 1; roll 1; roll 1; place black 1 b2 c1");
  EXPECT_FALSE(legal(g, s, "place black 1 b3 c2")) << "a second die ahead on the path";
  EXPECT_FALSE(legal(g, s, "place black 1 b2 c2"));
  s = run(g, s, "place black 1 b0 c2; place black 1 b0 c3; place white 1 b0 c4; roll 1; place white 1 b0 c5");
  ASSERT_EQ(s.phase, Phase::resolve);
  s = run(g, s, "discard b2 c1; end");
  ASSERT_EQ(s.phase, Phase::roll);
  EXPECT_EQ(s.round, 2);
  s = run(g, s, "roll 1; roll 1; roll 1; roll 1; roll 1");
  EXPECT_TRUE(legal(g, s, "place black 1 b3 c2")) << "a new round, a new excavation die";
}

TEST(UfsSeed_Placement, DiceGoOnlyInExcavatedRoomsNeverOnATunnel) {
  // "Os dados só podem ser colocados em salas escavadas, exceto por um dado que pode ser colocado
  // em uma sala ou túnel para mover o escavador." b1 c4 is a tunnel above the excavator's path:
  // excavated from the start, it is no room, and it is never ahead of the excavator, so no die
  // ever goes there. The tunnel b4 c3, ahead on the path, takes the excavation die only.
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 1; roll 1; roll 1; roll 1; roll 1");
  EXPECT_FALSE(legal(g, s, "place black 1 b1 c4"));
  EXPECT_TRUE(legal(g, s, "place black 1 b0 c4")) << "anti-air cells take dice";
  EXPECT_TRUE(legal(g, s, "place black 1 b4 c3")) << "ahead on the path: the excavation die";
  s = run(g, s, "place black 1 b4 c3");
  EXPECT_EQ(s.excavation_die, 0);
  // Even with the excavator far along the snake, b1 c4 stays closed to every die.
  State far = g.initial_state();
  far.excavator = 12;  // on b4 c3: every cell of b2 and b3 is excavated
  far = run(g, far, "roll 1; roll 1; roll 1; roll 1; roll 1");
  EXPECT_FALSE(legal(g, far, "place black 1 b1 c4"));
  EXPECT_FALSE(legal(g, far, "place black 1 b2 c5")) << "the start cell is a tunnel once left";
  EXPECT_FALSE(legal(g, far, "place black 1 b4 c3")) << "under the excavator";
  EXPECT_TRUE(legal(g, far, "place black 1 b5 c1")) << "a tunnel ahead";
  far = run(g, far, "place black 1 b4 c2");  // the excavation die, on a room ahead
  EXPECT_FALSE(legal(g, far, "place black 1 b5 c1")) << "the round's excavation die is placed";
}

TEST(UfsSeed_Placement, ARobotNeverKeepsADieFromBeingPlaced) {
  // "Ao colocar dados, você ainda coloca um dado em cada coluna, ignorando os dados de robô",
  // "Continue colocando os 5 dados" and "Você pode optar por remover um robô a qualquer
  // momento": robots on b0 c1 and b1 c1, the excavation die already used, so the last die has no
  // cell in column c1 until a robot goes. The player must scrap one, then places the die.
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 0, "b0 c1", 2);
  set_robot(s, 1, "b1 c1", 2);
  s = run(g, s,
          "roll 1; roll 1; roll 1; roll 1; roll 1; place black 1 b2 c2; place black 1 b0 c3; place black 1 b0 c4; "
          "place white 1 b0 c5; roll 6");
  ASSERT_EQ(s.phase, Phase::place);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"scrap b0 c1", "scrap b1 c1"}));
  const State on_b0 = run(g, s, "scrap b0 c1");
  EXPECT_EQ(legal_texts(g, on_b0), (std::vector<std::string>{"place white 6 b0 c1", "scrap b1 c1"}));
  s = run(g, s, "scrap b1 c1; place white 6 b1 c1");
  EXPECT_EQ(s.phase, Phase::resolve);
  EXPECT_EQ(where(s, 0), "s6 c1") << "the die moved its column's ship";
}

TEST(UfsDecision_Board, TheHardTopBaseStartsWithOnlyTheAntiAirRowExcavated) {
  // docs/rules/under-falling-skies.md: "The hard top base starts the excavator at `b1 c5`" ...
  // "At the start only the anti-air row is excavated." (The spec gives the hard top's b1 as
  // `E[c1-c2] F R` with the excavator start at c5.)
  const Game g = make(static_cast<std::uint8_t>(1U << static_cast<int>(bgb::ufs::Card::base_top)));
  State s = run(g, g.initial_state(), "roll 1; roll 2; roll 2; roll 2; roll 2");
  EXPECT_EQ(g.board().path[0], cell("b1 c5"));
  EXPECT_FALSE(legal(g, s, "place black 1 b1 c5")) << "under the excavator";
  EXPECT_TRUE(legal(g, s, "place black 1 b1 c4")) << "ahead: the excavation die";
  s = run(g, s, "place black 1 b1 c4");
  EXPECT_EQ(legal_after(g, s, "place black 2"), "b0 c1, b0 c2, b0 c3, b0 c5");
}

}  // namespace

namespace {

using namespace ufstest;

/// The checked apply's error for an action text that parses but is not legal ("" if it applies).
std::string why_not(const Game& g, const State& s, std::string_view text) {
  const auto id = g.parse_action(s, text);
  if (!id) return "cannot parse: " + id.error().message;
  const auto next = g.apply(s, *id);
  return next ? "" : next.error().message;
}

TEST(UfsApply, AnIllegalPlacementSaysWhy) {
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 3; roll 5; roll 2; roll 1; roll 2");
  EXPECT_EQ(why_not(g, s, "place black 4 b0 c1"), "action " + std::to_string(bgb::ufs::act::place(false, 4, 0)) +
                                                      " (place black 4 b0 c1) is not legal: no unplaced black die shows 4");
  EXPECT_EQ(why_not(g, s, "end"), "action 486 (end) is not legal: a die must be placed next (or a robot scrapped)");
  EXPECT_TRUE(why_not(g, s, "scrap b1 c1").ends_with(": there is no robot on b1 c1"));
  EXPECT_TRUE(why_not(g, s, "place black 5 b2 c5").ends_with(": b2 c5 is under the excavator, so not excavated yet"));
  s = run(g, s, "place black 3 b1 c3");
  EXPECT_TRUE(why_not(g, s, "place black 5 b0 c3").ends_with(" is not legal: column c3 already has a die"));
  s = run(g, s, "place black 2 b3 c1");  // the round's excavation die
  EXPECT_TRUE(why_not(g, s, "place black 5 b2 c2")
                  .ends_with(": b2 c2 is not excavated, and this round's excavation die is already placed"));
  EXPECT_TRUE(why_not(g, s, "place black 5 b5 c5")
                  .ends_with(": b5 c5 is a tunnel: it takes only the round's excavation die, which is already placed"));
  EXPECT_TRUE(why_not(g, s, "place black 5 b1 c4")
                  .ends_with(": b1 c4 is a tunnel behind the excavator: a tunnel takes only the excavation die, ahead of "
                             "the excavator"));
  State t = run(g, g.initial_state(), "roll 3; roll 5; roll 2; roll 1; roll 2");
  t.excavator = 8;  // b3 c3 ([7]) is excavated, b3 c4 ([8]) is under the excavator
  EXPECT_TRUE(why_not(g, t, "place black 5 b3 c3").ends_with(": the room at b3 c3 is not fully excavated yet"));
  set_robot(t, 0, "b1 c2", 3);
  EXPECT_TRUE(why_not(g, t, "place black 5 b1 c2").ends_with(": b1 c2 holds a robot"));
  EXPECT_TRUE(why_not(g, g.initial_state(), "end").ends_with(": a die must be rolled next"));
}

TEST(UfsApply, AnIllegalResolutionSaysWhy) {
  const Game g = make();
  State base = g.initial_state();
  base.excavator = 5;  // the whole of b2 is excavated
  set_robot(base, 0, "b2 c2", 3, true);
  State s = resolving(g, base, {{"b1 c5", 4}, {"b0 c2", 2}, {"b2 c3", 5}, {"b3 c1", 6, true}});
  s.energy = 0;
  EXPECT_TRUE(
      why_not(g, s, "resolve b1 c5").ends_with(" is not legal: not enough energy: the room costs 1, the energy is 0"));
  EXPECT_TRUE(why_not(g, s, "resolve b3 c1").ends_with(": not enough energy: moving the excavator costs 1"));
  EXPECT_TRUE(why_not(g, s, "resolve b0 c2").ends_with(": an anti-air cell has no effect to resolve (discard its die)"));
  EXPECT_TRUE(why_not(g, s, "resolve b2 c3")
                  .ends_with(" (resolve b2 c2) is not legal: the robot on b2 c2 is exhausted until next round"));
  EXPECT_TRUE(why_not(g, s, "discard b1 c1").ends_with(": there is no die on b1 c1"));
  EXPECT_TRUE(why_not(g, s, "scrap b1 c1").ends_with(": there is no robot on b1 c1"));
  EXPECT_TRUE(
      why_not(g, s, "place black 3 b1 c1").ends_with(": the rooms are being resolved: resolve, discard, scrap or end"));
  EXPECT_EQ(why_not(g, s, "discard b0 c2"), "") << "legal";
  // Building a robot, and choosing a spawn spot, come first.
  const State robot = run(g, resolving(g, g.initial_state(), {{"b1 c2", 5}}), "resolve b1 c2");
  EXPECT_TRUE(why_not(g, robot, "end").ends_with(": the robot just built must be placed first (or a robot scrapped)"));
  EXPECT_TRUE(why_not(g, robot, "robot b2 c2").ends_with(": b2 c2 is not an empty space of an excavated room or the anti-air row"));
  State spawn = g.initial_state();
  mothership_at(spawn, 0);
  spawn = resolving(g, spawn, {});
  put(spawn, 1, "waiting");
  put(spawn, 3, "waiting");
  spawn = run(g, spawn, "end");
  ASSERT_EQ(spawn.phase, Phase::spawn);
  EXPECT_TRUE(why_not(g, spawn, "spawn c1").ends_with(": c1 is not one of the best spawn spots (c2, c4)"));
  EXPECT_TRUE(why_not(g, spawn, "end").ends_with(": where the next ship spawns must be chosen first (or a robot scrapped)"));
  EXPECT_TRUE(why_not(g, spawn, "scrap b1 c1").ends_with(": there is no robot on b1 c1"));
  const auto bad_id = g.apply(s, 9999);
  ASSERT_FALSE(bad_id);
  EXPECT_EQ(bad_id.error().message, "action 9999 is not legal: the id is outside [0, 493)");
}

}  // namespace
