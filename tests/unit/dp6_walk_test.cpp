// DP6 crew actions: walk, take, wake, the 3-action turn (seed 000, "Ações de Tripulantes").
#include "dp6_fixture.hpp"

namespace dp6test {
namespace {

TEST(Dp6Spec, NoDoorBetweenTheStartAreaAndRoom1) {
  const Game g = make();
  const State s = playing(g);
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"walk c0 r1", "walk c1 r1", "decode", "end"}));
}

TEST(Dp6Seed, WalkingIntoAFaceDownRoomRevealsItAndTheCrewStaysThere) {
  // "Quando o Tripulante é movido para uma carta ainda não revelada, ela é virada ... o jogador
  // obrigatoriamente deve colocar seu Tripulante nela."
  const Game g = make();
  State s = run(g, playing(g), {"walk c0 r1"});
  EXPECT_EQ(g.current_player(s), bgb::kChance);
  EXPECT_EQ(s.tracks[0].crew[0], 1);
  s = run(g, s, {"reveal tools"});
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(s.actions, 1);
  EXPECT_EQ(s.tracks[0].room[0], Card::tools);
}

TEST(Dp6Seed, CrewWalkOnlyThroughOpenDoorsForwardOrBack) {
  // "Os Tripulantes podem andar livremente entre as salas adjacentes desde que as portas entre
  // elas estejam abertas, podendo avançar ou retroceder"
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools", "cryo", "control"});
  s.tracks[0].crew[0] = 2;
  EXPECT_FALSE(legal(g, s, "walk c0 r1"));
  EXPECT_FALSE(legal(g, s, "walk c0 r3"));
  open(s, {1});
  EXPECT_TRUE(legal(g, s, "walk c0 r1"));
  EXPECT_FALSE(legal(g, s, "walk c0 r3"));
  open(s, {2});
  EXPECT_TRUE(legal(g, s, "walk c0 r3"));
}

TEST(Dp6Spec, ACrewNeverReturnsToTheStartArea) {
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools"});
  s.tracks[0].crew[0] = 1;
  for (const std::string& t : texts(g, s)) EXPECT_EQ(t.find("walk c0"), std::string::npos) << t;
  EXPECT_FALSE(g.parse_action(s, "walk c0 start").ok());
}

TEST(Dp6Seed, GagarinEntersTheFloodedRoomForOneActionAndLeavesItForTwo) {
  // "Gagarin entra com seu Tripulante na Sala alagada gastando assim uma ação de Andar. Para
  // andar com o mesmo Tripulante para a próxima sala, Gagarin gastará não uma, mas DUAS ações"
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools", "flooded", "control"});
  s.tracks[0].crew[0] = 1;
  open(s, {1, 2});
  s = run(g, s, {"walk c0 r2"});
  EXPECT_EQ(s.actions, 1);
  s = run(g, s, {"walk c0 r3"});
  EXPECT_EQ(s.actions, 0);  // 1 + 2 = 3 actions: the turn has passed
  EXPECT_EQ(s.player, 1);
  EXPECT_EQ(s.tracks[0].crew[0], 3);
}

TEST(Dp6Decision, LeavingTheFloodedRoomNeedsTwoActionsLeft) {
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools", "flooded", "control"});
  s.tracks[0].crew[0] = 2;
  open(s, {1, 2});
  s.actions = 2;
  EXPECT_FALSE(legal(g, s, "walk c0 r3"));
  EXPECT_FALSE(legal(g, s, "walk c0 r1"));
  s.actions = 1;
  EXPECT_TRUE(legal(g, s, "walk c0 r1"));
}

TEST(Dp6Seed, TheFloodedRoomHoldsOneCrewAtATime) {
  // "ela comporta apenas 1 Tripulante por vez (embora comporte 1 Tripulante e a Aberração)"
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"flooded"});
  s.tracks[0].crew[0] = 1;
  EXPECT_FALSE(legal(g, s, "walk c1 r1"));
  s.tracks[0].crew[0] = kCapsule;
  EXPECT_TRUE(legal(g, s, "walk c1 r1"));
}

TEST(Dp6Seed, TheVentJoinsRevealedControlAndToolsWhateverLiesBetween) {
  // "É possível para um Tripulante usar uma ação de Andar para ir de uma sala a outra conectada
  // via tubulação quando as duas estiverem reveladas."
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"control", "cryo", "flooded", "tools"});
  s.tracks[0].crew[0] = 1;
  EXPECT_TRUE(legal(g, s, "walk c0 r4"));  // every door closed
  s = run(g, s, {"walk c0 r4"});
  EXPECT_EQ(s.tracks[0].crew[0], 4);
  EXPECT_EQ(s.actions, 1);
  EXPECT_TRUE(legal(g, s, "walk c0 r1"));
}

TEST(Dp6Seed, TheVentNeedsBothRoomsRevealed) {
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"control", "cryo"});
  s.tracks[0].crew[0] = 1;
  for (int r = 2; r <= 5; ++r) EXPECT_FALSE(legal(g, s, "walk c0 r" + std::to_string(r)));
}

TEST(Dp6Seed, TheCapsuleOpensToCrewThroughDoor5DuringTheCountdown) {
  // "Durante a contagem regressiva (as 5 primeiras posições), qualquer Tripulante pode entrar na
  // Cápsula de Fuga, desde que sua porta esteja aberta"
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools", "cryo", "control", "flooded", "aberration"});
  s.tracks[0].aberration = 1;
  s.tracks[0].crew[0] = 5;
  EXPECT_FALSE(legal(g, s, "walk c0 capsule"));
  open(s, {5});
  EXPECT_TRUE(legal(g, s, "walk c0 capsule"));
  s.capsule = 4;
  EXPECT_TRUE(legal(g, s, "walk c0 capsule"));
  s.capsule = 5;
  EXPECT_FALSE(legal(g, s, "walk c0 capsule"));
}

TEST(Dp6Seed, CrewInTheCapsuleNeverLeaveAndOnlyDecode) {
  // "os Tripulantes NÃO podem retornar para a sala adjacente, mesmo se a porta entre elas
  // estiver aberta" / "a sua única ação possível passa a ser a de Decodificar"
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools", "cryo", "control", "flooded", "aberration"});
  s.tracks[0].aberration = 1;
  s.tracks[0].crew = {kCapsule, kDevoured, kDevoured, kDevoured};
  s.tracks[0].lying = 0;
  open(s, {1, 2, 3, 4, 5});
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"decode", "end"}));
}

TEST(Dp6Seed, TakeCollectsTheProgrammingMarkerWhereYourCrewStands) {
  // "Eles podem coletar marcadores disponíveis em uma sala" / "é necessário ter um Tripulante
  // em uma sala onde se deseja realizar uma interação"
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools", "control"});
  EXPECT_FALSE(legal(g, s, "take r1"));
  s.tracks[0].crew[0] = 1;
  EXPECT_FALSE(legal(g, s, "take r2"));
  s = run(g, s, {"take r1"});
  EXPECT_EQ(s.tracks[0].prog, 1);
  EXPECT_EQ(s.tracks[0].prog_on, 1);  // Control's marker still lies there
  EXPECT_EQ(s.actions, 1);
  EXPECT_FALSE(legal(g, s, "take r1"));
}

TEST(Dp6Seed, WakingACrewInCryogenicsTakesOneActionEach) {
  // "para acordar dois Tripulantes, é necessário Interagir duas vezes"
  const Game g = make();
  State s = run(g, playing(g), {"walk c0 r1", "reveal cryo"});
  EXPECT_TRUE(legal(g, s, "wake c2"));
  EXPECT_TRUE(legal(g, s, "wake c3"));
  s = run(g, s, {"wake c2"});
  EXPECT_TRUE(bgb::dp6::active_in_room(s.tracks[0], 2));
  EXPECT_FALSE(bgb::dp6::active_in_room(s.tracks[0], 3));
  EXPECT_EQ(s.actions, 2);
  EXPECT_TRUE(legal(g, s, "walk c2 r2") == false);  // door 1 closed
  s = run(g, s, {"wake c3"});
  EXPECT_EQ(s.player, 1);  // the third action ended the turn
}

TEST(Dp6Seed, AWokenCrewActsInTheSameTurn) {
  // "Ele então estará ativo no jogo"
  const Game g = make();
  State s = run(g, playing(g), {"walk c0 r1", "reveal cryo"});
  open(s, {1});
  s = run(g, s, {"wake c2"});
  EXPECT_TRUE(legal(g, s, "walk c2 r2"));
  s = run(g, s, {"walk c2 r2", "reveal tools"});
  EXPECT_EQ(s.tracks[0].crew[2], 2);
  EXPECT_EQ(s.player, 1);  // that was the third action
}

TEST(Dp6Seed, LyingCrewCannotWalk) {
  const Game g = make();
  const State s = run(g, playing(g), {"walk c0 r1", "reveal cryo"});
  for (const std::string& t : texts(g, s)) {
    EXPECT_EQ(t.find("walk c2"), std::string::npos);
    EXPECT_EQ(t.find("walk c3"), std::string::npos);
  }
}

TEST(Dp6Seed, ATurnIsThreeActionsThenThePlayPasses) {
  // "cada jogador deve realizar até 3 ações de seus Tripulantes"
  const Game g = make(3);
  State s = run(g, playing(g), {"walk c0 r1", "reveal tools", "walk c1 r1"});
  EXPECT_EQ(s.actions, 2);
  s = run(g, s, {"take r1"});
  EXPECT_EQ(s.player, 1);
  EXPECT_EQ(s.actions, 0);
  EXPECT_EQ(s.turns, 1);
}

TEST(Dp6Spec, EndPassesTheTurnEarly) {
  const Game g = make(3);
  const State s = run(g, playing(g, 2), {"end"});
  EXPECT_EQ(s.player, 0);  // clockwise: 2 -> 0
  EXPECT_EQ(s.turns, 1);
}

}  // namespace
}  // namespace dp6test
