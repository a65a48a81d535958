// Under Falling Skies, phase 3 (seed "Fase 3: Mover a Nave-Mãe"): the row effect under the
// arrow, the descent, and the spawning of the waiting ships.

#include "ufs_fixture.hpp"

namespace {

using namespace ufstest;

/// Phase 2 with no dice left, the mothership over rows 1..m and the greens on its spawn spots.
State before_phase3(const Game& g, int m) {
  State s = g.initial_state();
  mothership_at(s, m);
  return resolving(g, s, {});
}

TEST(UfsSeed_Mothership, FirstTheRowEffectThenTheDescent) {
  // "1. Efeito da Nave-Mãe: Resolva o símbolo brilhante sob a flecha na carta da nave-mãe.
  // 2. Descida da Nave-Mãe: Em seguida, mova a carta da nave-mãe uma linha mais perto da sua base."
  // Over s1, the arrow points at s2 (excavator -1); s3 (a red ship) comes next round.
  const Game g = make();
  State s = before_phase3(g, 1);
  s.excavator = 3;
  s = run(g, s, "end");
  EXPECT_EQ(s.excavator, 2);
  EXPECT_EQ(s.mothership, 2);
  EXPECT_EQ(where(s, 5), "supply") << "s3's red ship is not this round's effect";
  EXPECT_EQ(s.phase, Phase::roll);
  EXPECT_EQ(s.round, 2);
}

TEST(UfsSeed_Mothership, TheDescentSendsTheShipsInTheCoveredRowToTheCard) {
  // "Se houver alguma nave nesta linha, mova-as para a carta da nave-mãe." Every spot is taken
  // after the descent (the red ship rides down on c1's spot), so the ship stays on the card.
  const Game g = make();
  State s = before_phase3(g, 0);
  put(s, 0, "s1 c1");
  put(s, 5, "spot c1");
  s = run(g, s, "end");
  EXPECT_EQ(s.mothership, 1);
  EXPECT_EQ(where(s, 0), "waiting");
  EXPECT_EQ(where(s, 5), "spot c1");
}

TEST(UfsSeed_RedShip, ARedShipInTheCoveredRowGoesToTheCardLikeAGreenOne) {
  // "A nave vermelha funciona da mesma forma que uma nave normal, exceto que, se for abatida, será
  // colocada de lado ..." A covered red ship is not shot down: it goes to the mothership card, not
  // the supply. The greens ride down on every spot, so it stays on the card.
  const Game g = make();
  State s = before_phase3(g, 0);
  put(s, 5, "s1 c1");
  s = run(g, s, "end");
  EXPECT_EQ(s.mothership, 1);
  EXPECT_EQ(where(s, 5), "waiting");
}

TEST(UfsSpec_Mothership, ShipsOnTheSpawnSpotsRideDown) {
  // Spec: "Ships standing on the spawn spots ride down with the mothership card."
  const Game g = make();
  State s = before_phase3(g, 4);
  put(s, 2, "s6 c3");
  s = run(g, s, "end");
  EXPECT_EQ(s.mothership, 5);
  for (int i : {0, 1, 3, 4}) {
    EXPECT_EQ(s.ships[z(i)].row, 5);
    EXPECT_EQ(where(s, i), "spot c" + std::to_string(i + 1));
  }
  EXPECT_EQ(where(s, 2), "s6 c3") << "a ship in the sky below stays";
}

TEST(UfsSeed_Mothership, CoveringTheSkullLoses) {
  // "Derrota: ... 1. Quando a nave-mãe desce para cobrir o símbolo de caveira." The easy skull is
  // on s12: over s10 the game goes on, over s11 the descent covers it.
  const Game g = make();
  State s = run(g, before_phase3(g, 10), "end");
  EXPECT_FALSE(g.is_terminal(s));
  EXPECT_EQ(s.mothership, 11);
  s = run(g, before_phase3(g, 11), "end");
  expect_over(g, s, End::skull_covered, 0.0);
  EXPECT_EQ(s.mothership, 12);
}

TEST(UfsSpec_Mothership, TheHardThirdSkyCardHasItsSkullOnS11) {
  // Spec, hard sky: "s11 skull".
  const Game g = make(0b0100);
  EXPECT_FALSE(g.is_terminal(run(g, before_phase3(g, 9), "end")));
  expect_over(g, run(g, before_phase3(g, 10), "end"), End::skull_covered, 0.0);
}

TEST(UfsSeed_Mothership, TheDamageIconDamagesTheBase) {
  // "Ícone de Dano: Sua base sofre 1 dano." (s10 on the easy track.)
  const Game g = make();
  const State s = run(g, before_phase3(g, 9), "end");
  EXPECT_EQ(s.damage, 1);
  EXPECT_EQ(s.mothership, 10);
}

TEST(UfsSeed_Mothership, TheExcavatorGoesBackAndRobotsOnTheWayAreRemoved) {
  // "Ícone de Escavador para Trás: Mova o escavador o número indicado de espaços para trás ao
  // longo da trilha. (Remova quaisquer dados de robô no caminho.)" s6: excavator -2, from b3 c3
  // ([7]) to b3 c1 ([5]): b3 c2 ([6]) becomes unexcavated, b2 c1 ([4]) stays excavated.
  const Game g = make();
  State s = before_phase3(g, 5);
  s.excavator = 7;
  set_robot(s, 0, "b3 c2", 3);
  set_robot(s, 1, "b2 c1", 4);
  s = run(g, s, "end");
  EXPECT_EQ(s.excavator, 5);
  EXPECT_EQ(robot_on(s, "b3 c2"), -1);
  EXPECT_EQ(s.robots[0].cell, bgb::ufs::kNoCell);
  EXPECT_EQ(robot_on(s, "b2 c1"), 1);
}

TEST(UfsSpec_Mothership, ARobotUnderTheExcavatorsNewCellIsRemoved) {
  // Spec: "robots on cells that become unexcavated are removed" — the cell under the excavator is
  // not excavated. s5: excavator -1 from [6] to [5] = b3 c1, where a robot stands.
  const Game g = make();
  State s = before_phase3(g, 4);
  s.excavator = 6;
  set_robot(s, 0, "b3 c1", 3);
  s = run(g, s, "end");
  EXPECT_EQ(s.excavator, 5);
  EXPECT_EQ(robot_on(s, "b3 c1"), -1);
}

TEST(UfsDecision_Mothership, ARobotInARoomLeftPartlyUnexcavatedStays) {
  // Neither the seed ("Remova quaisquer dados de robô no caminho") nor the spec ("robots on cells
  // that become unexcavated are removed") meets a room cut in two by the set-back: s5 moves the
  // excavator from b2 c1 ([4]) to b2 c2 ([3]), so E[b2 c2-c3] is no longer open, but its cell
  // b2 c3 ([2]) is still excavated. The code keeps the robot there; the room cannot be used until
  // the excavator passes b2 c2 again.
  const Game g = make();
  State s = before_phase3(g, 4);
  s.excavator = 4;
  set_robot(s, 0, "b2 c3", 3);
  s = run(g, s, "end");
  EXPECT_EQ(s.excavator, 3);
  EXPECT_EQ(robot_on(s, "b2 c3"), 0);
  s = resolving(g, s, {});
  EXPECT_FALSE(legal(g, s, "resolve b2 c3"));
  EXPECT_TRUE(legal(g, s, "scrap b2 c3"));
}

TEST(UfsSpec_Mothership, TheExcavatorNeverGoesBeforeItsStart) {
  // Spec: "Excavator −N moves it back along the path" — it starts on the path's first cell.
  const Game g = make();
  State s = before_phase3(g, 5);  // s6: excavator -2
  s.excavator = 1;
  s = run(g, s, "end");
  EXPECT_EQ(s.excavator, 0);
}

TEST(UfsSeed_Mothership, ResearchGoesBack) {
  // "Ícone de Pesquisa para Trás: Mova o marcador na trilha de pesquisa para trás o número
  // indicado de espaços." s7: research -2.
  const Game g = make();
  State s = before_phase3(g, 6);
  s.research = 5;
  EXPECT_EQ(run(g, s, "end").research, 3);
}

TEST(UfsSpec_Mothership, ResearchNeverGoesBelowTheStart) {
  // Spec: "research −N never goes below the start".
  const Game g = make();
  State s = before_phase3(g, 6);
  s.research = 1;
  EXPECT_EQ(run(g, s, "end").research, 0);
}

TEST(UfsSeed_Mothership, TheRedShipIconPutsARedShipOnTheCard) {
  // "Ícone de Nave Vermelha: Coloque uma nave inimiga vermelha (se disponível) na carta da
  // nave-mãe." s3; every spot is taken, so it waits on the card.
  const Game g = make();
  const State s = run(g, before_phase3(g, 2), "end");
  EXPECT_EQ(where(s, 5), "waiting");
  EXPECT_EQ(where(s, 6), "supply");
}

TEST(UfsSpec_Mothership, AtMostTwoRedShipsAndAShotOneMayReturn) {
  // Spec: "Red ships join only through the track (2 at most in play); a shot-down red ship returns
  // to the supply." s8 (a red ship) with both reds in the sky: nothing happens.
  const Game g = make();
  State s = before_phase3(g, 7);
  put(s, 5, "s10 c1");
  put(s, 6, "s11 c2");
  const State t = run(g, s, "end");
  EXPECT_EQ(where(t, 5), "s10 c1");
  EXPECT_EQ(where(t, 6), "s11 c2");
  // Ship 5 shot down earlier is in the supply again, and the track brings it back.
  put(s, 5, "supply");
  EXPECT_EQ(where(run(g, s, "end"), 5), "waiting");
}

TEST(UfsSeed_Spawn, GreenShipsSpawnBeforeRedOnes) {
  // "Naves verdes são colocadas antes das naves vermelhas." One free spot (c1) for a waiting red
  // and a waiting green ship: the green one takes it.
  const Game g = make();
  State s = before_phase3(g, 0);
  put(s, 5, "waiting");
  put(s, 0, "waiting");
  s = run(g, s, "end");
  EXPECT_EQ(where(s, 0), "spot c1");
  EXPECT_EQ(where(s, 5), "waiting");
}

TEST(UfsSeed_Spawn, OnlyInEmptyColumnsWhenPossible) {
  // "Coloque as naves apenas em colunas vazias, se possível." c3 is empty; c1's spot is free with
  // its top ship far below, but c1 is not empty.
  const Game g = make();
  State s = before_phase3(g, 0);
  put(s, 0, "s10 c1");
  put(s, 2, "waiting");
  s = run(g, s, "end");
  EXPECT_EQ(where(s, 2), "spot c3");
  EXPECT_EQ(s.phase, Phase::roll);
}

TEST(UfsSeed_Spawn, OtherwiseOnTheSpotWithTheMostEmptySpacesBelow) {
  // "Se cada coluna tiver uma nave, escolha um ponto de partida com o maior número de espaços
  // vazios entre ele e a nave superior da coluna." After the descent (spots on s1): c1's top ship
  // on s3 leaves 1 empty space, c2's on s7 leaves 5; c3..c5's spots are taken.
  const Game g = make();
  State s = before_phase3(g, 0);
  put(s, 0, "waiting");
  put(s, 1, "s3 c1");
  put(s, 5, "s7 c2");
  s = run(g, s, "end");
  EXPECT_EQ(where(s, 0), "spot c2");
}

TEST(UfsSeed_Spawn, TiesAreThePlayersChoice) {
  // "Se houver várias opções, a escolha é sua." Spec: "the player chooses (`spawn COL`)".
  const Game g = make();
  State s = before_phase3(g, 0);
  put(s, 0, "waiting");
  put(s, 1, "s7 c1");
  put(s, 5, "s7 c2");
  s = run(g, s, "end");
  ASSERT_EQ(s.phase, Phase::spawn);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"spawn c1", "spawn c2"}));
  s = run(g, s, "spawn c2");
  EXPECT_EQ(where(s, 0), "spot c2");
  EXPECT_EQ(s.phase, Phase::roll);
  // Two empty columns are a choice too; the second ship then takes the other one.
  State t = before_phase3(g, 0);
  put(t, 1, "waiting");
  put(t, 3, "waiting");
  t = run(g, t, "end");
  ASSERT_EQ(t.phase, Phase::spawn);
  EXPECT_EQ(legal_texts(g, t), (std::vector<std::string>{"spawn c2", "spawn c4"}));
  t = run(g, t, "spawn c4");
  EXPECT_EQ(where(t, 1), "spot c4");
  EXPECT_EQ(where(t, 3), "spot c2");
  EXPECT_EQ(t.phase, Phase::roll);
}

TEST(UfsSeed_Spawn, ShipsWithoutAFreeSpotWaitForTheNextRound) {
  // "Se você ficar sem pontos, deixe as naves não geradas para serem geradas na próxima rodada."
  const Game g = make();
  State s = before_phase3(g, 0);
  put(s, 6, "waiting");
  s = run(g, s, "end");
  EXPECT_EQ(where(s, 6), "waiting");
  EXPECT_EQ(s.phase, Phase::roll);
  // Next round c1's ship leaves its spot, and the red ship spawns there at the end of the round.
  s = run(g, s, "roll 2; roll 1; roll 1; roll 1; roll 1; place black 2 b1 c1");
  EXPECT_EQ(where(s, 0), "s3 c1");
  s = run(g, resolving(g, s, {}), "end");
  EXPECT_EQ(where(s, 6), "spot c1");
}

}  // namespace
