// Under Falling Skies, the enemy ships during phase 1 (seed "Movimento Inimigo", "Dano à Base",
// "Ícone de Escudo"): every placed die moves its column's ships down by its value, one less from
// the anti-air row; landing cells resolve at once (arrows, `M`); the city costs a damage.

#include "ufs_fixture.hpp"

namespace {

using namespace ufstest;

TEST(UfsSeed_Ships, ShipsInTheDiesColumnDescendByItsValue) {
  // "Cada vez que você coloca um dado, todas as naves inimigas na coluna desse dado descem em
  // direção à sua base. Elas se movem um número de espaços igual ao valor mostrado no dado."
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 3; roll 1; roll 1; roll 1; roll 1; place black 3 b2 c4");  // the excavation die (b1 c4 is a tunnel)
  EXPECT_EQ(where(s, 3), "s3 c4");
  for (int i : {0, 1, 2, 4}) EXPECT_EQ(where(s, i), "spot c" + std::to_string(i + 1)) << "other columns stay";
}

TEST(UfsSpec_Ships, EveryShipInTheColumnMovesAtOnce) {
  // Spec: "every ship in that column moves down by the die's value ... all at once".
  const Game g = make();
  State s = g.initial_state();
  put(s, 0, "s2 c3");  // below ship 2 on the spawn spot of c3
  s = run(g, s, "roll 2; roll 1; roll 1; roll 1; roll 1; place black 2 b1 c3");
  EXPECT_EQ(where(s, 2), "s2 c3");
  EXPECT_EQ(where(s, 0), "s4 c3");
}

TEST(UfsSeed_AntiAir, ShipsMoveOneSpaceLessFromTheAntiAirRow) {
  // "Ícone de Escudo: Quando você move naves inimigas nesta coluna, elas se movem um espaço a
  // menos."
  const Game g = make();
  const State s = run(g, g.initial_state(), "roll 3; roll 1; roll 1; roll 1; roll 1; place black 3 b0 c1");
  EXPECT_EQ(where(s, 0), "s2 c1");
}

TEST(UfsSeed_AntiAir, AOneOnTheAntiAirRowMovesNothing) {
  // "Se você colocar um 1 aqui, as naves inimigas não se movem."
  const Game g = make();
  State s = g.initial_state();
  put(s, 0, "s5 c1");
  s = run(g, s, "roll 1; roll 1; roll 1; roll 1; roll 1; place black 1 b0 c1");
  EXPECT_EQ(where(s, 0), "s5 c1");
}

TEST(UfsSpec_Ships, AShipThatDoesNotMoveResolvesNothing) {
  // Spec: "a ship that does not move resolves nothing": a ship already standing on `M` (s4 c5) or
  // on an arrow with an empty target (s2 c4 `<`) does nothing when a 1 goes on the anti-air row.
  const Game g = make();
  State s = g.initial_state();
  put(s, 4, "s4 c5");
  put(s, 3, "s2 c4");
  s = run(g, s, "roll 1; roll 1; roll 1; roll 1; roll 1; place black 1 b0 c5; place black 1 b0 c4");
  EXPECT_EQ(s.mothership, 0);
  EXPECT_EQ(where(s, 4), "s4 c5");
  EXPECT_EQ(where(s, 3), "s2 c4");
}

TEST(UfsSeed_Ships, ShipsMoveByTheUnmodifiedValue) {
  // "No entanto, as naves inimigas descem de acordo com o valor não modificado do dado."
  // b1 c1 is E(-1,0), b3 c2 is F(+1,2).
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 7;  // b3 c2 ([6]) excavated
  s = run(g, s, "roll 3; roll 3; roll 1; roll 1; roll 1; place black 3 b1 c1; place black 3 b3 c2");
  EXPECT_EQ(where(s, 0), "s3 c1");
  EXPECT_EQ(where(s, 1), "s3 c2");
}

TEST(UfsSeed_Ships, AnArrowShiftsTheShipAtOnce) {
  // "Se o espaço final tiver um ícone, resolva esse efeito imediatamente." Spec: "arrows shift it
  // if the target is empty". s2 c4 is `<`, s3 c3 is `>`.
  const Game g = make();
  State s = run(g, g.initial_state(), "roll 2; roll 3; roll 1; roll 1; roll 1; place black 2 b2 c4");
  EXPECT_EQ(where(s, 3), "s2 c3");
  s = run(g, s, "place black 3 b1 c3");
  EXPECT_EQ(where(s, 2), "s3 c4");
}

TEST(UfsSpec_Ships, AnArrowShiftsOnlyIntoAnEmptyCell) {
  // Spec: "`<`/`>` arrow (the ship shifts one column that way if that cell is empty)".
  const Game g = make();
  State s = g.initial_state();
  put(s, 0, "s2 c3");
  s = run(g, s, "roll 2; roll 1; roll 1; roll 1; roll 1; place black 2 b2 c4");
  EXPECT_EQ(where(s, 3), "s2 c4") << "s2 c3 is taken";
  EXPECT_EQ(where(s, 0), "s2 c3");
}

TEST(UfsSpec_Ships, TheMothershipIconMakesTheMothershipDescendAtOnce) {
  // Spec: "`M` mothership icon (the mothership descends one row at once, without that row's
  // effect)"; "ships in that row go back to the mothership card"; "Ships standing on the spawn
  // spots ride down with the mothership card." Mothership over s1; s2 has "excavator -1".
  const Game g = make();
  State s = g.initial_state();
  mothership_at(s, 1);
  put(s, 0, "s2 c1");
  s.excavator = 3;
  s = run(g, s, "roll 3; roll 1; roll 1; roll 1; roll 1; place black 3 b1 c5");  // ship 4: spot -> s4 c5 (M)
  EXPECT_EQ(s.mothership, 2);
  EXPECT_EQ(where(s, 4), "s4 c5");
  EXPECT_EQ(where(s, 0), "waiting") << "s2 is covered now";
  for (int i : {1, 2, 3}) {
    EXPECT_EQ(s.ships[z(i)].row, 2) << "ship " << i << " rode down";
    EXPECT_EQ(where(s, i), "spot c" + std::to_string(i + 1));
  }
  EXPECT_EQ(s.excavator, 3) << "no track effect for a row covered by an M descent";
  EXPECT_EQ(s.phase, Phase::place) << "the round goes on; waiting ships spawn in phase 3";
}

TEST(UfsSeed_Damage, AShipReachingTheCityDamagesTheBaseAndGoesBackToTheCard) {
  // "Se uma nave atingir o espaço mais baixo de sua coluna, sua base sofre 1 dano. Mova o marcador
  // de dano e coloque a nave inimiga na carta da nave-mãe (para ser reaparecida depois)."
  const Game g = make();
  State s = g.initial_state();
  put(s, 0, "s14 c1");
  put(s, 1, "s15 c2");
  put(s, 2, "s13 c3");
  s = run(g, s, "roll 2; roll 6; roll 2; roll 1; roll 1; place black 2 b1 c1");
  EXPECT_EQ(s.damage, 1);
  EXPECT_EQ(where(s, 0), "waiting");
  s = run(g, s, "place black 6 b1 c2");  // far past the city: still one hit
  EXPECT_EQ(s.damage, 2);
  EXPECT_EQ(where(s, 1), "waiting");
  s = run(g, s, "place black 2 b1 c3");  // s13 -> s15: the last sky row is not the city
  EXPECT_EQ(s.damage, 2);
  EXPECT_EQ(where(s, 2), "s15 c3");
}

TEST(UfsSeed_Damage, TwoShipsReachingTheCityDealTwoDamage) {
  // "Se uma nave atingir o espaço mais baixo ... sua base sofre 1 dano" — per ship.
  const Game g = make();
  State s = g.initial_state();
  put(s, 0, "s15 c1");
  put(s, 1, "s14 c1");
  s = run(g, s, "roll 3; roll 1; roll 1; roll 1; roll 1; place black 3 b1 c1");
  EXPECT_EQ(s.damage, 2);
  EXPECT_EQ(where(s, 0), "waiting");
  EXPECT_EQ(where(s, 1), "waiting");
}

TEST(UfsSeed_RedShip, ARedShipReachingTheCityDamagesAndGoesBackToTheCard) {
  // "A nave vermelha funciona da mesma forma que uma nave normal, exceto que, se for abatida, será
  // colocada de lado em vez de ser reaparecida." Reaching the city is not being shot down: one
  // damage, and the red ship waits on the mothership card like a green one, not in the supply.
  const Game g = make();
  State s = g.initial_state();
  put(s, 5, "s14 c1");
  s = run(g, s, "roll 2; roll 6; roll 2; roll 1; roll 1; place black 2 b1 c1");
  EXPECT_EQ(s.damage, 1);
  EXPECT_EQ(where(s, 5), "waiting");
}

TEST(UfsSpec_Ships, TheTopShipResolvesFirst) {
  // Spec: "all at once, top ship first resolving its landing cell". The top ship of c3 lands on
  // `M` at s12 and the mothership covers the skull (s12) before the lower ship reaches the city
  // for the fifth damage: the game is lost to the skull.
  const Game g = make();
  State s = g.initial_state();
  mothership_at(s, 11);
  put(s, 0, "s15 c3");
  s.damage = 4;
  s = run(g, s, "roll 1; roll 1; roll 1; roll 1; roll 1; place black 1 b1 c3");
  expect_over(g, s, End::skull_covered, 0.0);
  EXPECT_EQ(s.damage, 4);
}

}  // namespace
