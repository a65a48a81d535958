// DP6's Aberration: its two automatic actions after its player's turn, line of sight and the
// tie-breaks (seed 000, "Ações de Aberração"; spec dp6.md "The Aberration").
#include "dp6_fixture.hpp"

namespace dp6test {
namespace {

using bgb::dp6::chase_direction;

/// Seat 0 to act with rooms laid, the Aberration moved to `ab`, every door open unless told.
State board(const Game& g, std::initializer_list<const char*> rooms, int ab, std::initializer_list<int> doors = {1, 2, 3, 4, 5}) {
  State s = playing(g);
  lay(s, 0, rooms);
  s.tracks[0].aberration = static_cast<std::uint8_t>(ab);
  open(s, doors);
  return s;
}

TEST(Dp6Seed, TheAberrationActsAfterItsPlayersTurnOnly) {
  // "Após as três ações do Tripulante, caso esteja em jogo, a Aberração deve realizar duas ações"
  const Game g = make();
  State s = board(g, {"tools", "cryo", "aberration", "control", "flooded"}, 3);
  s.tracks[0].crew[0] = 1;
  s = run(g, s, {"decode", "roll 6", "use"});  // the counter, not a door: sight stays
  EXPECT_EQ(s.tracks[0].aberration, 3);  // mid-turn: it waits
  s = run(g, s, {"end"});
  EXPECT_EQ(s.tracks[0].aberration, 1);  // two steps toward c0
  EXPECT_EQ(s.tracks[0].crew[0], 1);
  s = run(g, s, {"end"});  // seat 1's turn: seat 0's Aberration does not move
  EXPECT_EQ(s.tracks[0].crew[0], 1);
  s = run(g, s, {"end"});
  EXPECT_EQ(s.tracks[0].crew[0], kDevoured);
}

TEST(Dp6Seed, TheAberrationDevoursTheCrewThatRevealedItsRoom) {
  // "Quando esta sala é revelada, o meeple de Aberração deve ser colocado sobre a sala." /
  // "Devorar um Tripulante que esteja na mesma sala que ela"
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools", "cryo"});
  s.tracks[0].crew[0] = 2;
  open(s, {2});
  s = run(g, s, {"walk c0 r3", "reveal aberration", "end"});
  EXPECT_EQ(s.tracks[0].crew[0], kDevoured);
  EXPECT_EQ(s.tracks[0].aberration, 3);
}

TEST(Dp6Spec, ItDevoursTheLowestNumberedCrewFirstOnePerAction) {
  // "Uma ação é gasta para cada Tripulante devorado."
  const Game g = make();
  State s = board(g, {"tools", "control", "aberration", "cryo", "flooded"}, 2);
  s.tracks[0].crew = {2, 2, 4, 2};
  s.tracks[0].lying = 0x04;
  bgb::dp6::aberration_turn(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].crew, (std::array<std::uint8_t, 4>{kDevoured, kDevoured, 4, 2}));
}

TEST(Dp6Seed, AClosedDoorHidesTheCrew) {
  // "se uma porta estiver fechada entre um Tripulante e a Aberração, ela ignorará o Tripulante."
  const Game g = make();
  State s = board(g, {"tools", "cryo", "aberration", "control", "flooded"}, 3, {1});
  s.tracks[0].crew[0] = 1;
  EXPECT_EQ(chase_direction(s.tracks[0], s.doors), 0);  // door 2 (r2|r3) closed
  open(s, {2});
  EXPECT_EQ(chase_direction(s.tracks[0], s.doors), -1);
}

TEST(Dp6Spec, AFaceDownRoomBlocksTheSightAndIsNeverEntered) {
  const Game g = make();
  State s = board(g, {"tools", "", "aberration", "control", "flooded"}, 3);
  s.tracks[0].crew[0] = 1;
  EXPECT_EQ(chase_direction(s.tracks[0], s.doors), 0);
}

TEST(Dp6Seed, ItStepsTowardTheNearestCrew) {
  // "Caso dois ou mais Tripulantes estejam em posições opostas para uma Aberração, ela andará
  // para a direção do Tripulante mais próximo."
  const Game g = make();
  State s = board(g, {"tools", "control", "aberration", "cryo", "flooded"}, 3);
  s.tracks[0].crew = {1, 1, 4, kAside};  // two at distance 2 behind, one at distance 1 ahead
  s.tracks[0].lying = 0;
  EXPECT_EQ(chase_direction(s.tracks[0], s.doors), +1);
}

TEST(Dp6Seed, AtEqualDistanceItGoesWhereMoreCrewAre) {
  // "Caso dois ou mais Tripulantes estejam à mesma distância da Aberração, ela andará na direção
  // que tiver o maior número de Tripulantes."
  const Game g = make();
  State s = board(g, {"tools", "control", "aberration", "cryo", "flooded"}, 3);
  s.tracks[0].crew = {2, 2, 4, kAside};
  s.tracks[0].lying = 0;
  EXPECT_EQ(chase_direction(s.tracks[0], s.doors), -1);
  // The whole side counts: one at distance 1 ahead plus two further on beat two at distance 1 back.
  s.tracks[0].crew = {2, 4, 5, 5};
  s.tracks[0].crew[0] = 2;
  EXPECT_EQ(chase_direction(s.tracks[0], s.doors), +1);
}

TEST(Dp6Seed, AFullTieGoesTowardTheCapsule) {
  // "Se mesmo assim houver um empate ... a Aberração andará em direção à sala mais próxima da
  // Cápsula de Fuga."
  const Game g = make();
  State s = board(g, {"tools", "control", "aberration", "cryo", "flooded"}, 3);
  s.tracks[0].crew = {2, 4, kAside, kAside};
  s.tracks[0].lying = 0;
  EXPECT_EQ(chase_direction(s.tracks[0], s.doors), +1);
}

TEST(Dp6Seed, InactiveCrewAttractNothing) {
  // "Apenas Tripulantes Ativos atraem a atenção de uma Aberração. Tripulantes que já estejam
  // dentro da Cápsula de Fuga ou ... não despertos ... são considerados inativos."
  const Game g = make();
  State s = board(g, {"tools", "control", "aberration", "flooded", "cryo"}, 3);
  s.tracks[0].crew = {kStart, kCapsule, 5, 5};  // c2 and c3 asleep in Cryogenics
  EXPECT_EQ(s.tracks[0].lying, 0x0C);
  EXPECT_EQ(chase_direction(s.tracks[0], s.doors), 0);
  bgb::dp6::aberration_turn(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].aberration, 5) << "nobody to chase: two steps toward the Capsule";
  EXPECT_EQ(s.tracks[0].crew[2], 5);  // lying crew are never devoured
  EXPECT_EQ(s.tracks[0].crew[3], 5);
  bgb::dp6::aberration_turn(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].aberration, 5) << "it never enters the Capsule";
  EXPECT_EQ(s.tracks[0].crew[2], 5);
}

TEST(Dp6Seed, WithNobodyInSightTheAberrationWalksTowardTheCapsule) {
  // "a Aberração deve realizar duas ações" and "Se mesmo assim houver um empate nos critérios de
  // movimentação, a Aberração andará em direção à sala mais próxima da Cápsula de Fuga." With no
  // active crew in sight every criterion is tied: each action is a step toward room 5.
  const Game g = make();
  State s = board(g, {"tools", "control", "aberration", "cryo", "flooded"}, 3);
  s.tracks[0].crew = {kStart, kStart, kAside, kAside};
  EXPECT_EQ(bgb::dp6::step_direction(s.tracks[0], s.doors), +1);
  bgb::dp6::aberration_action(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].aberration, 4);
  bgb::dp6::aberration_action(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].aberration, 5);
  // Crew behind a closed door are not in sight, so they do not hold it back either.
  State t = board(g, {"tools", "control", "aberration", "cryo", "flooded"}, 3);
  t.tracks[0].crew = {1, kStart, kAside, kAside};
  t.doors = 0;
  for (int gap = 3; gap <= 5; ++gap) open(t, {bgb::dp6::door_after(t.tracks[0], gap)});
  EXPECT_EQ(chase_direction(t.tracks[0], t.doors), 0) << "the door r2|r3 is closed";
  bgb::dp6::aberration_turn(t.tracks[0], t.doors);
  EXPECT_EQ(t.tracks[0].aberration, 5);
}

TEST(Dp6Seed, TheAberrationStaysOnlyWhenItCannotStepTowardTheCapsule) {
  // "A Aberração pode andar livremente entre as salas adjacentes desde que as portas entre elas
  // estejam abertas" — a closed door ahead, or a face-down room ahead (spec: it never enters one),
  // keeps it where it is when it sees nobody.
  const Game g = make();
  State s = board(g, {"tools", "control", "aberration", "cryo", "flooded"}, 3);
  s.tracks[0].crew = {kStart, kStart, kAside, kAside};
  s.doors = static_cast<std::uint8_t>(s.doors & ~(1U << (bgb::dp6::door_after(s.tracks[0], 3) - 1)));
  bgb::dp6::aberration_turn(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].aberration, 3) << "the door r3|r4 is closed";
  State t = board(g, {"tools", "control", "aberration", "", ""}, 3);
  t.tracks[0].crew = {kStart, kStart, kAside, kAside};
  bgb::dp6::aberration_turn(t.tracks[0], t.doors);
  EXPECT_EQ(t.tracks[0].aberration, 3) << "r4 is face down";
  State u = board(g, {"tools", "control", "cryo", "aberration", ""}, 4);
  u.tracks[0].crew = {kStart, kStart, kAside, kAside};
  bgb::dp6::aberration_action(u.tracks[0], u.doors);
  EXPECT_EQ(u.tracks[0].aberration, 4) << "r5 is face down";
}

TEST(Dp6Seed, TheAberrationNeverUsesTheVent) {
  // "A Aberração não consegue utilizar a passagem secreta via tubulação"
  const Game g = make();
  State s = board(g, {"control", "cryo", "aberration", "tools", "flooded"}, 4, {});
  s.tracks[0].crew[0] = 1;  // Control, joined to Tools by the vent; every door closed
  bgb::dp6::aberration_turn(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].aberration, 4);
}

TEST(Dp6Seed, TheFloodedRoomCostsTheAberrationNoExtraAction) {
  // "A Aberração não precisa gastar duas ações para Andar na sala Alagada."
  const Game g = make();
  State s = board(g, {"tools", "control", "flooded", "aberration", "cryo"}, 4);
  s.tracks[0].crew = {1, kStart, 5, 5};
  bgb::dp6::aberration_turn(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].aberration, 2);  // through the Flooded room r3 and on
}

TEST(Dp6Seed, TheFloodedRoomHoldsACrewAndTheAberrationTogether) {
  // "ela comporta apenas 1 Tripulante por vez (embora comporte 1 Tripulante e a Aberração)"
  const Game g = make();
  State s = board(g, {"tools", "flooded", "aberration", "control", "cryo"}, 2);
  s.tracks[0].crew[0] = 1;
  EXPECT_TRUE(legal(g, s, "walk c0 r2"));  // in with the Aberration
  // The Aberration walks into the Flooded room where a crew stands, and devours it there.
  State t = board(g, {"tools", "flooded", "aberration", "control", "cryo"}, 3);
  t.tracks[0].crew = {2, kStart, kAside, kAside};
  bgb::dp6::aberration_turn(t.tracks[0], t.doors);
  EXPECT_EQ(t.tracks[0].aberration, 2);
  EXPECT_EQ(t.tracks[0].crew[0], kDevoured);
}

TEST(Dp6Seed, TwoStepsOrAStepAndAMeal) {
  // "É possível usar as duas ações da Aberração para andar por duas salas adjacentes."
  const Game g = make();
  State s = board(g, {"tools", "control", "aberration", "cryo", "flooded"}, 3);
  s.tracks[0].crew = {4, kStart, kAside, kAside};
  s.tracks[0].lying = 0;
  s.tracks[0].room[3] = Card::flooded;
  s.tracks[0].room[4] = Card::cryo;
  bgb::dp6::aberration_turn(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].aberration, 4);
  EXPECT_EQ(s.tracks[0].crew[0], kDevoured);
}

TEST(Dp6Spec, TheAberrationStopsAtRoom5AndRoom1) {
  const Game g = make();
  State s = board(g, {"tools", "control", "cryo", "flooded", "aberration"}, 5);
  s.tracks[0].crew = {kCapsule, kStart, 3, 3};
  s.tracks[0].lying = 0;
  bgb::dp6::aberration_turn(s.tracks[0], s.doors);
  EXPECT_EQ(s.tracks[0].aberration, 3);
}

}  // namespace
}  // namespace dp6test
