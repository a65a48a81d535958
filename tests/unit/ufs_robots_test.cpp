// Under Falling Skies, robots (seed "Ícone de Robô"): building one with the room's value on an
// empty space of an excavated room, at most two, exhausted the round they are built; a used
// robot loses a pip (a 1 is removed); scrapping; robots never move ships.

#include "ufs_fixture.hpp"

namespace {

using namespace ufstest;

TEST(UfsSeed_Robot, BuildingSetsABlueDieToTheRoomsValue) {
  // "Ícone de Robô: Construa um robô. Pegue um dado azul e defina-o para o valor desta sala."
  // b1 c2 is B(-1,1): a 5 builds a robot showing 4.
  const Game g = make();
  State s = run(g, resolving(g, g.initial_state(), {{"b1 c2", 5}}), "resolve b1 c2");
  EXPECT_EQ(s.phase, Phase::robot);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(s.energy, 1);
  s = run(g, s, "robot b0 c3");
  EXPECT_EQ(s.phase, Phase::resolve);
  const int r = robot_on(s, "b0 c3");
  ASSERT_GE(r, 0);
  EXPECT_EQ(s.robots[z(r)].value, 4);
}

TEST(UfsSpec_Robot, AValueBelowOneBuildsNothing) {
  // Spec: "a value below 1, or no free space, builds nothing". A 1 on B(-1,1) is 0.
  const Game g = make();
  const State s = run(g, resolving(g, g.initial_state(), {{"b1 c2", 1}}), "resolve b1 c2");
  EXPECT_EQ(s.phase, Phase::resolve);
  EXPECT_EQ(s.energy, 1) << "the cost is paid";
  EXPECT_EQ(s.robots[0].cell, bgb::ufs::kNoCell);
  EXPECT_EQ(s.robots[1].cell, bgb::ufs::kNoCell);
}

TEST(UfsSeed_Robot, ARobotGoesOnAnEmptySpaceOfAnExcavatedRoom) {
  // "Coloque o dado azul em qualquer espaço desocupado de qualquer sala escavada." Spec: "an
  // empty space of an excavated room, anti-air included". Excavator on b2 c1: b2 c2-c4 are
  // excavated rooms, b2 c5 a tunnel, b2 c1 under the excavator; dice on b1 c1 and b0 c3, a robot
  // on b1 c5; the robot room's own die is gone once resolved.
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 4;
  set_robot(s, 0, "b1 c5", 2);
  s = run(g, resolving(g, s, {{"b1 c2", 5}, {"b1 c1", 3}, {"b0 c3", 1}}), "resolve b1 c2");
  EXPECT_EQ(legal_after(g, s, "robot"), "b0 c1, b0 c2, b0 c4, b0 c5, b1 c2, b1 c3, b2 c2, b2 c3, b2 c4");
  EXPECT_EQ(legal_texts(g, s).size(), 10U) << "nothing but the robot's place to choose, or scrapping the robot";
  EXPECT_TRUE(legal(g, s, "scrap b1 c5"));
}

TEST(UfsSpec_Robot, AtMostTwoRobots) {
  // Spec: "at most 2 robots" ("os 2 dados de robô azuis"). With both on the base a third is
  // never built: the player scraps one first ("a qualquer momento"), or builds nothing.
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 0, "b0 c1", 2);
  set_robot(s, 1, "b0 c2", 3);
  const State before = s;
  s = run(g, resolving(g, s, {{"b1 c2", 6}}), "resolve b1 c2");
  EXPECT_EQ(s.phase, Phase::robot);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"scrap b0 c1", "scrap b0 c2", "no-robot"}));
  s = run(g, s, "no-robot");
  EXPECT_EQ(s.phase, Phase::resolve);
  EXPECT_EQ(s.robots, before.robots);
  EXPECT_EQ(s.energy, 1);
}

TEST(UfsSeed_Robot, ARobotCannotBeUsedTheRoundItIsBuilt) {
  // "Um robô pode ser usado como qualquer outro dado durante a fase de Resolver Salas, uma vez por
  // rodada, exceto durante a rodada em que foi colocado."
  const Game g = make();
  State s = run(g, resolving(g, g.initial_state(), {{"b1 c2", 5}}), "resolve b1 c2; robot b1 c1");
  EXPECT_FALSE(legal(g, s, "resolve b1 c1"));
  s = run(g, s, "end");
  ASSERT_EQ(s.phase, Phase::roll);
  s = resolving(g, s, {});
  ASSERT_TRUE(legal(g, s, "resolve b1 c1")) << "next round it works";
  s = run(g, s, "resolve b1 c1");  // E(-1,0) with the robot's 4
  EXPECT_EQ(s.energy, 1 + 3);
}

TEST(UfsSeed_Robot, AUsedRobotLosesAPipAndIsExhausted) {
  // "Após o uso, o robô permanece no tabuleiro – diminua seu valor em 1 e gire-o 45° para mostrar
  // que foi usado."
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 0, "b1 c1", 3);
  s = run(g, resolving(g, s, {}), "resolve b1 c1");
  EXPECT_EQ(s.energy, 2 + 2);
  EXPECT_EQ(robot_on(s, "b1 c1"), 0);
  EXPECT_EQ(s.robots[0].value, 2);
  EXPECT_TRUE(s.robots[0].exhausted);
  EXPECT_FALSE(legal(g, s, "resolve b1 c1")) << "once per round";
}

TEST(UfsSeed_Robot, AUsedOneIsRemoved) {
  // "Se você usar um robô que já é um 1, remova-o em vez de diminuí-lo."
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 0, "b1 c3", 1);
  s = run(g, resolving(g, s, {}), "resolve b1 c3");
  EXPECT_EQ(robot_on(s, "b1 c3"), -1);
  EXPECT_EQ(s.robots[0].cell, bgb::ufs::kNoCell);
  EXPECT_FALSE(legal(g, s, "scrap b1 c3"));
}

TEST(UfsSeed_Robot, AnUnusedRobotKeepsItsValueAndEveryRobotIsTurnedBackAtRoundEnd) {
  // "Você pode optar por não usar o dado, caso em que ele permanece no tabuleiro e mantém seu
  // valor." "(Gire-o de volta no final da rodada.)"
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 0, "b1 c1", 2, /*exhausted=*/true);
  set_robot(s, 1, "b1 c3", 5);
  s = run(g, resolving(g, s, {}), "end");
  ASSERT_EQ(s.phase, Phase::roll);
  EXPECT_EQ(s.robots[0], (Robot{static_cast<std::uint8_t>(cell("b1 c1")), 2, false}));
  EXPECT_EQ(s.robots[1], (Robot{static_cast<std::uint8_t>(cell("b1 c3")), 5, false}));
}

TEST(UfsSeed_Robot, ARobotFillsASpaceOfAMultiSpaceRoomLikeADie) {
  // "Um robô pode ser usado como qualquer outro dado" — E[b2 c2-c3] with a robot 3 and a die 2.
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 4;
  s.energy = 0;
  set_robot(s, 0, "b2 c2", 3);
  s = run(g, resolving(g, s, {{"b2 c3", 2}}), "resolve b2 c3");
  EXPECT_EQ(s.energy, 5);
  EXPECT_EQ(s.robots[0].value, 2);
  // Two robots are enough on their own.
  State t = g.initial_state();
  t.excavator = 4;
  t.energy = 0;
  set_robot(t, 0, "b2 c2", 3);
  set_robot(t, 1, "b2 c3", 1);
  t = run(g, resolving(g, t, {}), "resolve b2 c2");
  EXPECT_EQ(t.energy, 4);
  EXPECT_EQ(robot_on(t, "b2 c3"), -1);
}

TEST(UfsSpec_Robot, AnExhaustedRobotDoesNotFillASpace) {
  // Spec: "all its cells hold a die or an unexhausted robot".
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 4;
  set_robot(s, 0, "b2 c2", 3, /*exhausted=*/true);
  s = resolving(g, s, {{"b2 c3", 2}});
  EXPECT_FALSE(legal(g, s, "resolve b2 c3"));
}

TEST(UfsSeed_Robot, ARobotMayBeRemoved) {
  // "Você pode optar por remover um robô a qualquer momento." — here while rooms are resolved.
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 1, "b1 c1", 4);
  s = resolving(g, s, {{"b1 c3", 2}});
  EXPECT_EQ(legal_after(g, s, "scrap"), "b1 c1");
  s = run(g, s, "scrap b1 c1");
  EXPECT_EQ(robot_on(s, "b1 c1"), -1);
  EXPECT_EQ(s.robots[1].cell, bgb::ufs::kNoCell);
  EXPECT_EQ(s.phase, Phase::resolve);
}

TEST(UfsSeed_Robot, ARobotMayBeRemovedAtAnyTime) {
  // "Você pode optar por remover um robô a qualquer momento." `scrap` is legal at every decision
  // of the player: while dice are placed, while rooms are resolved, while a new robot is placed
  // and while a spawn spot is chosen. Scrapping never changes the phase.
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 0, "b0 c1", 2);
  s = run(g, s, "roll 1; roll 1; roll 1; roll 1; roll 1");
  ASSERT_EQ(s.phase, Phase::place);
  EXPECT_FALSE(legal(g, s, "place black 1 b0 c1")) << "the robot blocks its cell";
  EXPECT_EQ(legal_after(g, s, "scrap"), "b0 c1");
  const State freed = run(g, s, "scrap b0 c1");
  EXPECT_EQ(freed.phase, Phase::place);
  EXPECT_TRUE(legal(g, freed, "place black 1 b0 c1")) << "the scrapped robot's cell takes a die";
  s = run(g, resolving(g, s, {{"b1 c2", 6}}), "resolve b1 c2");
  ASSERT_EQ(s.phase, Phase::robot);
  EXPECT_TRUE(legal(g, s, "scrap b0 c1"));
  EXPECT_EQ(run(g, s, "scrap b0 c1").phase, Phase::robot) << "the new robot is still to place";
  s = run(g, s, "robot b1 c2");
  EXPECT_TRUE(legal(g, s, "scrap b0 c1"));
  EXPECT_TRUE(legal(g, s, "scrap b1 c2"));
  State spawn = g.initial_state();
  mothership_at(spawn, 0);
  set_robot(spawn, 0, "b1 c1", 3);
  spawn = resolving(g, spawn, {});
  put(spawn, 1, "waiting");
  put(spawn, 3, "waiting");
  spawn = run(g, spawn, "end");
  ASSERT_EQ(spawn.phase, Phase::spawn);
  EXPECT_EQ(legal_texts(g, spawn), (std::vector<std::string>{"scrap b1 c1", "spawn c2", "spawn c4"}));
  spawn = run(g, spawn, "scrap b1 c1");
  EXPECT_EQ(spawn.phase, Phase::spawn);
  EXPECT_EQ(legal_texts(g, spawn), (std::vector<std::string>{"spawn c2", "spawn c4"}));
}

TEST(UfsSeed_Robot, WithBothBlueDiceOnTheBaseARobotMayBeScrappedToBuild) {
  // "Construa um robô. Pegue um dado azul e defina-o para o valor desta sala." with "Você pode
  // optar por remover um robô a qualquer momento": both blue dice are on the base, one of them
  // used by the robot room itself; the player may scrap a robot (that one included) to build the
  // new one, or build nothing with `no-robot`.
  const Game g = make();
  State s = g.initial_state();
  set_robot(s, 0, "b1 c2", 4);
  set_robot(s, 1, "b1 c5", 4);
  s = resolving(g, s, {{"b0 c1", 1}});
  s = run(g, s, "resolve b1 c2");  // B(-1,1): the robot's 4 - 1 = 3
  ASSERT_EQ(s.phase, Phase::robot);
  EXPECT_EQ(s.robot_value, 3);
  EXPECT_EQ(s.robots[0].value, 3) << "the used robot lost a pip";
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"scrap b1 c2", "scrap b1 c5", "no-robot"}));
  const State declined = run(g, s, "no-robot");
  EXPECT_EQ(declined.phase, Phase::resolve);
  EXPECT_EQ(declined.robot_value, 0);
  EXPECT_EQ(declined.robots[0].cell, cell("b1 c2"));
  s = run(g, s, "scrap b1 c2");
  EXPECT_EQ(s.phase, Phase::robot);
  EXPECT_TRUE(legal(g, s, "robot b1 c2")) << "the scrapped robot's cell is free again";
  EXPECT_FALSE(legal(g, s, "no-robot")) << "a robot can be built now, so it is";
  s = run(g, s, "robot b1 c2");
  EXPECT_EQ(s.phase, Phase::resolve);
  EXPECT_EQ(s.robots[0].value, 3);
  EXPECT_TRUE(s.robots[0].exhausted);
}

TEST(UfsSeed_Robot, ARobotMayBeRemovedInTheNextRoundsPlacement) {
  // The reproduction: a robot built in round 1 can be scrapped while round 2's dice are
  // placed ("Você pode optar por remover um robô a qualquer momento").
  const Game g = make();
  State s = run(g, g.initial_state(),
                "roll 3; roll 1; roll 1; roll 1; roll 1; place black 3 b1 c2; place black 1 b0 c1; place black 1 b0 c3; "
                "place white 1 b0 c4; roll 1; place white 1 b0 c5; resolve b1 c2; robot b1 c1; end; "
                "roll 1; roll 1; roll 1; roll 1; roll 1");
  ASSERT_EQ(s.phase, Phase::place);
  EXPECT_TRUE(legal(g, s, "scrap b1 c1"));
  s = run(g, s, "scrap b1 c1");
  EXPECT_EQ(s.robots[0].cell, bgb::ufs::kNoCell);
  EXPECT_TRUE(legal(g, s, "place black 1 b1 c1"));
}

TEST(UfsSeed_Robot, RobotsNeverMoveShips) {
  // "Robôs nunca movem naves inimigas." Building one in column c3 and using one in column c1.
  const Game g = make();
  State s = g.initial_state();
  put(s, 0, "s3 c1");
  put(s, 2, "s2 c3");
  set_robot(s, 0, "b1 c1", 3);
  s = resolving(g, s, {{"b1 c2", 6}});
  const auto ships = s.ships;
  s = run(g, s, "resolve b1 c1; resolve b1 c2; robot b0 c3");
  EXPECT_EQ(s.ships, ships);
}

}  // namespace
