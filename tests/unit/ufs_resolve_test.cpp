// Under Falling Skies, phase 2 (seed "Fase 2: Resolver Salas"): cost, modifier, multi-space and
// combined rooms, the energy, fighter and research effects, and the excavation die.

#include "ufs_fixture.hpp"

namespace {

using namespace ufstest;

TEST(UfsSeed_Rooms, UsingARoomCostsItsEnergy) {
  // "Para usar o efeito de uma sala, você deve gastar a quantidade de energia indicada."
  // b1 c3 is F(-1,1).
  const Game g = make();
  State s = resolving(g, g.initial_state(), {{"b1 c3", 2}});
  ASSERT_EQ(s.energy, 2);
  s = run(g, s, "resolve b1 c3");
  EXPECT_EQ(s.energy, 1);
  EXPECT_EQ(die_on(s, "b1 c3"), -1) << "a resolved die is set aside";
}

TEST(UfsSeed_Rooms, WithoutEnoughEnergyTheDieIsOnlyRemoved) {
  // "Se não tiver energia suficiente ou não quiser gastar, remova o dado sem efeito."
  const Game g = make();
  State s = g.initial_state();
  put(s, 0, "s3 c2");  // on x1
  s.energy = 0;
  s = resolving(g, s, {{"b1 c3", 4}});
  EXPECT_FALSE(legal(g, s, "resolve b1 c3"));
  EXPECT_TRUE(legal(g, s, "discard b1 c3"));
  s = run(g, s, "discard b1 c3");
  EXPECT_EQ(die_on(s, "b1 c3"), -1);
  EXPECT_EQ(s.energy, 0);
  EXPECT_EQ(where(s, 0), "s3 c2");
  // With just enough energy it may be used.
  State t = g.initial_state();
  t.energy = 1;
  t = run(g, resolving(g, t, {{"b1 c3", 4}}), "resolve b1 c3");
  EXPECT_EQ(t.energy, 0);
}

TEST(UfsSeed_Rooms, TheModifierAppliesToTheEffect) {
  // "Se a sala tiver um modificador acima dela, o modificador se aplica ao dado ao resolver o
  // efeito da sala." b1 c1 is E(-1,0): a 4 gives 3 energy.
  const Game g = make();
  const State s = run(g, resolving(g, g.initial_state(), {{"b1 c1", 4}}), "resolve b1 c1");
  EXPECT_EQ(s.energy, 2 + 3);
}

TEST(UfsSpec_Rooms, TheEffectValueIsAtLeastZero) {
  // Spec: "effect value = sum of its dice + modifier, at least 0". E+F[b4 c1-c2](-3,0) with 1+1.
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 15;
  s = run(g, resolving(g, s, {{"b4 c1", 1}, {"b4 c2", 1}}), "resolve b4 c1");
  EXPECT_EQ(s.energy, 2) << "-1 counts as 0, it takes no energy away";
}

TEST(UfsSeed_Rooms, AMultiSpaceRoomNeedsADieOnEverySpace) {
  // "Uma sala com vários espaços só pode ser usada se todos os espaços tiverem um dado."
  // E[b2 c2-c3](0,0), open with the excavator on b2 c1.
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 4;
  const State one = resolving(g, s, {{"b2 c2", 6}});
  EXPECT_FALSE(legal(g, one, "resolve b2 c2"));
  EXPECT_FALSE(legal(g, one, "resolve b2 c3"));
  EXPECT_TRUE(legal(g, one, "discard b2 c2"));
  const State two = resolving(g, s, {{"b2 c2", 6}, {"b2 c3", 1}});
  EXPECT_TRUE(legal(g, two, "resolve b2 c2"));
}

TEST(UfsSeed_Rooms, AMultiSpaceRoomUsesTheSumOfItsDice) {
  // "Todos os efeitos da sala são resolvidos com o valor indicado pela soma dos dados na sala."
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 4;
  s.energy = 0;
  s = run(g, resolving(g, s, {{"b2 c2", 2}, {"b2 c3", 3}}), "resolve b2 c3");
  EXPECT_EQ(s.energy, 5);
  EXPECT_EQ(die_on(s, "b2 c2"), -1);
  EXPECT_EQ(die_on(s, "b2 c3"), -1);
}

TEST(UfsSeed_Rooms, TheModifierAppliesOnceToAMultiSpaceRoom) {
  // "Se a sala tiver um modificador, aplique-o apenas uma vez." E+F[b4 c1-c2](-3,0), 4 + 5.
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 15;
  s.energy = 0;
  s = run(g, resolving(g, s, {{"b4 c1", 4}, {"b4 c2", 5}}), "resolve b4 c2");
  EXPECT_EQ(s.energy, 6);
}

TEST(UfsSeed_Rooms, ACombinedRoomResolvesEveryEffectWithTheSameValue) {
  // "Todos os efeitos da sala são resolvidos com o valor indicado pela soma dos dados na sala."
  // E+F[b4 c1-c2](-3,0) with 3 + 4 = 4: 4 energy, and the fighters shoot x2, x3, x4 (not x5).
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 15;
  s.energy = 0;
  put(s, 0, "s4 c1");   // x2
  put(s, 1, "s8 c3");   // x3
  put(s, 2, "s7 c5");   // x4
  put(s, 3, "s13 c1");  // x5
  s = run(g, resolving(g, s, {{"b4 c1", 3}, {"b4 c2", 4}}), "resolve b4 c1");
  EXPECT_EQ(s.energy, 4);
  EXPECT_EQ(where(s, 0), "waiting");
  EXPECT_EQ(where(s, 1), "waiting");
  EXPECT_EQ(where(s, 2), "waiting");
  EXPECT_EQ(where(s, 3), "s13 c1");
}

TEST(UfsSpec_Rooms, AnyCellOfARoomNamesItAndTheLegalTextNamesItsFirstCell) {
  // Spec: "`resolve ROW COL` (in the legal-action text, the room's first cell — top row, then
  // leftmost; any of its cells is accepted when parsing".
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 15;
  s = resolving(g, s, {{"b4 c1", 3}, {"b4 c2", 4}});
  EXPECT_EQ(legal_after(g, s, "resolve"), "b4 c1");
  EXPECT_EQ(*g.parse_action(s, "resolve b4 c2"), *g.parse_action(s, "resolve b4 c1"));
}

TEST(UfsSpec_Rooms, AntiAirAndTunnelDiceAreOnlyDiscarded) {
  // Spec: "Anti-air cells and tunnels cannot be resolved (their dice are only discarded)." The
  // only die a tunnel takes is the excavation die (b4 c3, ahead), which resolves as a dig.
  const Game g = make();
  State s = resolving(g, g.initial_state(), {{"b0 c1", 6}, {"b4 c3", 6}});
  ASSERT_EQ(s.excavation_die, 1);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"resolve b4 c3", "discard b0 c1", "discard b4 c3", "end"}));
  s.energy = 0;
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"discard b0 c1", "discard b4 c3", "end"}));
}

TEST(UfsSeed_Energy, TheBatteryAddsTheRoomsValueToTheEnergy) {
  // "Ícone de Bateria: Adicione o valor do dado à sua energia atual." b1 c1 is E(-1,0): a 4 is
  // worth 3, below the cap.
  const Game g = make();
  State s = g.initial_state();
  s.energy = 2;
  s = run(g, resolving(g, s, {{"b1 c1", 4}}), "resolve b1 c1");
  EXPECT_EQ(s.energy, 5);
}

TEST(UfsSeed_Energy, EnergyIsCappedAtSeven) {
  // "Ícone de Bateria: Adicione o valor do dado à sua energia atual. Se o total for mais de 7,
  // defina a energia para 7."
  const Game g = make();
  State s = g.initial_state();
  s.energy = 5;
  s = run(g, resolving(g, s, {{"b1 c1", 6}}), "resolve b1 c1");
  EXPECT_EQ(s.energy, 7);
}

TEST(UfsSeed_Fighters, ShootEveryShipOnAnExplosionCellUpToTheValueAnywhere) {
  // "Ícone de Explosão: Abata todas as naves inimigas em espaços de explosão que tenham um número
  // menor ou igual ao valor do seu dado. Coloque as naves abatidas na carta da nave-mãe."
  // F(-1,1) at b1 c3 with a 4: value 3.
  const Game g = make();
  State s = g.initial_state();
  put(s, 0, "s3 c2");  // x1
  put(s, 1, "s4 c1");  // x2
  put(s, 2, "s8 c3");  // x3 (the room's own column)
  put(s, 3, "s7 c5");  // x4
  put(s, 4, "s1 c5");  // no explosion
  put(s, 5, "s9 c2");  // x6, red
  s = run(g, resolving(g, s, {{"b1 c3", 4}}), "resolve b1 c3");
  EXPECT_EQ(where(s, 0), "waiting");
  EXPECT_EQ(where(s, 1), "waiting");
  EXPECT_EQ(where(s, 2), "waiting");
  EXPECT_EQ(where(s, 3), "s7 c5") << "x4 > 3";
  EXPECT_EQ(where(s, 4), "s1 c5") << "not an explosion cell";
  EXPECT_EQ(where(s, 5), "s9 c2") << "x6 > 3";
}

TEST(UfsSpec_Fighters, ShipsOnTheSpawnSpotsAreNotInTheSky) {
  // Spec: "The mothership card sits above s1; its bottom row holds the 5 spawn spots" — with the
  // card over s1..s3, the spot of c2 covers s3 c2 (x1), and a ship there is on the card, not on an
  // explosion cell.
  const Game g = make();
  State s = g.initial_state();
  mothership_at(s, 3);
  put(s, 0, "s4 c1");  // x2, in the sky
  s = run(g, resolving(g, s, {{"b1 c3", 4}}), "resolve b1 c3");  // value 3
  EXPECT_EQ(where(s, 1), "spot c2");
  EXPECT_EQ(where(s, 0), "waiting");
}

TEST(UfsSeed_Fighters, AShotRedShipIsSetAside) {
  // "A nave vermelha funciona da mesma forma que uma nave normal, exceto que, se for abatida, será
  // colocada de lado em vez de ser reaparecida."
  const Game g = make();
  State s = g.initial_state();
  put(s, 5, "s3 c2");  // red on x1
  put(s, 0, "s4 c1");  // green on x2
  s = run(g, resolving(g, s, {{"b1 c3", 2}}), "resolve b1 c3");  // value 1
  EXPECT_EQ(where(s, 5), "supply");
  EXPECT_EQ(where(s, 0), "s4 c1");
}

TEST(UfsSeed_Research, EnterTheNextSpaceWithAtLeastItsValue) {
  // "Para avançar para o próximo espaço, o valor do dado deve ser maior ou igual ao valor mostrado
  // nesse espaço." The first space shows 3; b1 c5 is R(-1,1).
  const Game g = make();
  const State low = run(g, resolving(g, g.initial_state(), {{"b1 c5", 3}}), "resolve b1 c5");
  EXPECT_EQ(low.research, 0);
  EXPECT_EQ(low.energy, 1) << "the cost is paid all the same";
  const State high = run(g, resolving(g, g.initial_state(), {{"b1 c5", 4}}), "resolve b1 c5");
  EXPECT_EQ(high.research, 1);
}

TEST(UfsSeed_Research, ThroughTheThreeOntoTheOneNeedsAFour) {
  // "(Para mover através do espaço 3 e pousar no 1, você precisa de um 4 ou superior.)"
  // b2 c1 is R(0,1).
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 5;
  EXPECT_EQ(run(g, resolving(g, s, {{"b2 c1", 4}}), "resolve b2 c1").research, 2);
  EXPECT_EQ(run(g, resolving(g, s, {{"b2 c1", 3}}), "resolve b2 c1").research, 1);
}

TEST(UfsSeed_Research, SeveralSpacesWhileTheValueCoversTheirSum) {
  // "Você pode avançar vários espaços se o valor for pelo menos tão alto quanto a soma deles."
  // R[b5 c2-c4](0,1) with 6+6+6 = 18: 3+1+4+2+3+2 = 15 enters six spaces, the 6 after them does
  // not fit in the 3 left.
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 19;
  s = run(g, resolving(g, s, {{"b5 c2", 6}, {"b5 c3", 6}, {"b5 c4", 6}}), "resolve b5 c3");
  EXPECT_EQ(s.research, 6);
  // From space 2 (after 3, 1) a 5 enters the 4 but not the 2 after it.
  State t = g.initial_state();
  t.excavator = 5;
  t.research = 2;
  t = run(g, resolving(g, t, {{"b2 c1", 5}}), "resolve b2 c1");
  EXPECT_EQ(t.research, 3);
}

TEST(UfsSeed_Excavation, AHighEnoughDieMovesTheExcavatorOntoItsCell) {
  // "O valor do dado deve ser igual ou maior que o comprimento da rota do escavador até o dado."
  // "Se você gastar uma energia e o valor do dado for alto o suficiente, substitua o dado pelo
  // token do escavador". b2 c1 is four steps along the path.
  const Game g = make();
  State s = resolving(g, g.initial_state(), {{"b2 c1", 4}});
  ASSERT_EQ(s.excavation_die, 0);
  s = run(g, s, "resolve b2 c1");
  EXPECT_EQ(s.excavator, 4);
  EXPECT_EQ(g.board().path[s.excavator], cell("b2 c1"));
  EXPECT_EQ(s.energy, 1);
  EXPECT_EQ(die_on(s, "b2 c1"), -1);
}

TEST(UfsSeed_Excavation, ATooLowDieIsRemovedAndTheEnergyIsSpent) {
  // "Mover o escavador sempre custa uma energia ... caso contrário, apenas remova o dado."
  const Game g = make();
  const State s = run(g, resolving(g, g.initial_state(), {{"b2 c1", 3}}), "resolve b2 c1");
  EXPECT_EQ(s.excavator, 0);
  EXPECT_EQ(s.energy, 1);
  EXPECT_EQ(die_on(s, "b2 c1"), -1);
}

TEST(UfsSeed_Excavation, MovingTheExcavatorAlwaysCostsOneEnergy) {
  // "Mover o escavador sempre custa uma energia, independentemente do número de espaços que ele se
  // move." Nine steps (b3 c5) cost the same as one.
  const Game g = make();
  State s = g.initial_state();
  s.energy = 3;
  State far = run(g, resolving(g, s, {{"b3 c5", 6}}), "resolve b3 c5");
  EXPECT_EQ(far.energy, 2);
  EXPECT_EQ(far.excavator, 0) << "6 < 9";
  State t = g.initial_state();
  t.excavator = 4;
  t.energy = 3;
  far = run(g, resolving(g, t, {{"b3 c5", 6}}), "resolve b3 c5");  // 5 steps from b2 c1
  EXPECT_EQ(far.energy, 2);
  EXPECT_EQ(far.excavator, 9);
}

TEST(UfsSpec_Excavation, TheExcavationDieHasNoRoomEffect) {
  // Spec: "the excavation die costs 1 energy and moves the excavator onto its cell" — the room it
  // stands on (F(0,2) at b2 c4) is neither paid nor used.
  const Game g = make();
  State s = g.initial_state();
  put(s, 0, "s3 c2");  // on x1
  s = run(g, resolving(g, s, {{"b2 c4", 6}}), "resolve b2 c4");
  EXPECT_EQ(s.excavator, 1);
  EXPECT_EQ(s.energy, 1);
  EXPECT_EQ(where(s, 0), "s3 c2");
}

TEST(UfsSeed_Excavation, WithoutEnergyTheExcavationDieIsOnlyDiscarded) {
  // "Se não tiver energia suficiente ou não quiser gastar, remova o dado sem efeito."
  const Game g = make();
  State s = g.initial_state();
  s.energy = 0;
  s = resolving(g, s, {{"b2 c1", 6}});
  EXPECT_FALSE(legal(g, s, "resolve b2 c1"));
  EXPECT_TRUE(legal(g, s, "discard b2 c1"));
  s = run(g, s, "discard b2 c1");
  EXPECT_EQ(s.excavator, 0);
  EXPECT_EQ(s.energy, 0);
}

TEST(UfsSpec_Excavation, TheExcavationDieIsNamedByItsOwnCell) {
  // Spec: "any of its cells is accepted when parsing" names a room; the excavation die on b2 c3
  // (a cell of E[b2 c2-c3]) is resolved as itself.
  const Game g = make();
  State s = resolving(g, g.initial_state(), {{"b2 c3", 2}});
  EXPECT_EQ(legal_after(g, s, "resolve"), "b2 c3");
  s = run(g, s, "resolve b2 c3");
  EXPECT_EQ(s.excavator, 2);
}

TEST(UfsSeed_Rooms, DiceResolveInAnyOrderAndEndDiscardsTheRest) {
  // "resolva-os um de cada vez, na ordem que você escolher." Spec: "`end` (discard what is left)".
  const Game g = make();
  const State s = resolving(g, g.initial_state(), {{"b1 c1", 3}, {"b1 c3", 2}, {"b1 c5", 4}});
  EXPECT_EQ(legal_after(g, s, "resolve"), "b1 c1, b1 c3, b1 c5");
  const State a = run(g, s, "resolve b1 c5; resolve b1 c1");
  EXPECT_EQ(legal_after(g, a, "resolve"), "b1 c3");
  const State e = run(g, a, "end");
  for (int d = 0; d < kDice; ++d) EXPECT_EQ(e.die_cell[z(d)], kUnplaced) << "a new round: every die to roll";
  EXPECT_EQ(e.research, 1);
}

}  // namespace
