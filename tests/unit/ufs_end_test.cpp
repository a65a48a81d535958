// Under Falling Skies: setup, level and the end of the game (seed "Preparação", "Fim de Jogo"):
// the last research space wins at once, the fifth damage and the covered skull lose at once.

#include "ufs_fixture.hpp"

namespace {

using namespace ufstest;

TEST(UfsSeed_Setup, TheTableAtTheStart) {
  // "Posicione 5 naves inimigas verdes nos pontos de partida da carta da nave-mãe." "Coloque 4
  // cubos rastreadores brancos em seus pontos de partida ... nas trilhas de pesquisa, energia,
  // dano e um na sua base como o escavador." "Deixe os 2 dados de robô azuis e 2 naves inimigas
  // vermelhas de lado". Spec: "Energy 0–7, starts at 2."
  const Game g = make();
  const State s = g.initial_state();
  for (int i = 0; i < 5; ++i) EXPECT_EQ(where(s, i), "spot c" + std::to_string(i + 1));
  EXPECT_EQ(where(s, 5), "supply");
  EXPECT_EQ(where(s, 6), "supply");
  EXPECT_EQ(s.mothership, 0);
  EXPECT_EQ(s.energy, 2);
  EXPECT_EQ(s.research, 0);
  EXPECT_EQ(s.damage, 0);
  EXPECT_EQ(s.excavator, 0);
  EXPECT_EQ(g.board().path[0], cell("b2 c5"));
  EXPECT_EQ(s.robots[0].cell, bgb::ufs::kNoCell);
  EXPECT_EQ(s.robots[1].cell, bgb::ufs::kNoCell);
  EXPECT_EQ(s.round, 1);
  EXPECT_FALSE(g.is_terminal(s));
}

TEST(UfsSeed_Level, TheGamesLevelIsOnePlusItsFlippedCards) {
  // "Você pode aumentar a dificuldade virando qualquer número de cartas para o lado difícil em
  // jogos futuros, cada uma adicionando +1 NÍVEL." Spec: "level = 1 + number flipped".
  for (const unsigned mask : {0U, 1U, 2U, 3U, 7U, 15U, 31U, 63U, 64U, 127U, 0b1010101U}) {
    const Game g = make(static_cast<std::uint8_t>(mask));
    int flipped = 0;
    for (unsigned m = mask; m; m &= m - 1) ++flipped;
    EXPECT_EQ(bgb::ufs::level(g.initial_state()), 1 + flipped) << "mask " << mask;
  }
  Options eighth;
  eighth.hard = 0x80;
  EXPECT_FALSE(Game::make(eighth).ok()) << "only seven cards flip";
}

TEST(UfsSeed_End, ReachingTheLastResearchSpaceWinsAtOnce) {
  // "Vitória: Você vence se conseguir levar o marcador de pesquisa até o último espaço da trilha
  // de pesquisa." The last space shows 12: R[b5 c2-c4](0,1) with 4+4+4 enters it; the die left on
  // b1 c1 is never resolved.
  const Game g = make();
  State s = g.initial_state();
  s.excavator = 19;
  s.research = 13;
  const State short_of_it = run(g, resolving(g, s, {{"b5 c2", 4}, {"b5 c3", 4}, {"b5 c4", 3}, {"b1 c1", 3, true}}),
                                "resolve b5 c2");
  EXPECT_EQ(short_of_it.research, 13);
  EXPECT_FALSE(g.is_terminal(short_of_it));
  s = run(g, resolving(g, s, {{"b5 c2", 4}, {"b5 c3", 4}, {"b5 c4", 4}, {"b1 c1", 3, true}}), "resolve b5 c2");
  EXPECT_EQ(s.research, 14);
  expect_over(g, s, End::won, 1.0);
}

TEST(UfsSeed_End, TheFifthDamageLosesAtOnce) {
  // "Derrota: ... 2. Quando o seu marcador de dano se move para o símbolo de caveira na sua base."
  // Spec: "Damage: start, 4 spaces, then the skull — the 5th damage loses."
  const Game g = make();
  State s = g.initial_state();
  s.damage = 3;
  put(s, 0, "s15 c1");
  put(s, 1, "s15 c2");
  s = run(g, s, "roll 1; roll 1; roll 1; roll 1; roll 1; place black 1 b1 c1");
  EXPECT_EQ(s.damage, 4);
  EXPECT_FALSE(g.is_terminal(s)) << "the fourth damage does not lose";
  s = run(g, s, "place black 1 b1 c2");
  EXPECT_EQ(s.damage, 5);
  expect_over(g, s, End::base_destroyed, 0.0);
  EXPECT_EQ(s.die_cell[2], kUnplaced) << "the round stops where it is";
}

TEST(UfsDecision_End, ShipsThatReachTheCityAfterTheLosingHitStillGoBackToTheCard) {
  // Two ships of c1 reach the city in one move with the damage at 4: the first hit loses, and
  // the second ship still leaves the city row (regression: it used to stay on row 16).
  const Game g = make();
  State s = g.initial_state();
  s.damage = 4;
  put(s, 0, "s15 c1");
  put(s, 1, "s14 c1");
  s = run(g, s, "roll 3; roll 1; roll 1; roll 1; roll 1; place black 3 b1 c1");
  expect_over(g, s, End::base_destroyed, 0.0);
  EXPECT_EQ(s.damage, 5) << "one hit is enough; the game ends before the second";
  EXPECT_EQ(where(s, 0), "waiting");
  EXPECT_EQ(where(s, 1), "waiting");
}

TEST(UfsSeed_End, TheDamageIconCanDestroyTheBase) {
  // "Ícone de Dano: Sua base sofre 1 dano." with the damage marker one space from the skull: the
  // game is lost before the mothership descends.
  const Game g = make();
  State s = g.initial_state();
  mothership_at(s, 9);
  s.damage = 4;
  s = run(g, resolving(g, s, {}), "end");
  expect_over(g, s, End::base_destroyed, 0.0);
  EXPECT_EQ(s.mothership, 9);
}

TEST(UfsSeed_End, AnMIconThatCoversTheSkullLosesAtOnce) {
  // "Quando a nave-mãe desce para cobrir o símbolo de caveira." The ship on c5's spot (s11) lands
  // on s13 c5 (`M`): the mothership covers s12, the skull, in the middle of phase 1.
  const Game g = make();
  State s = g.initial_state();
  mothership_at(s, 11);
  s = run(g, s, "roll 2; roll 1; roll 1; roll 1; roll 1; place black 2 b1 c5");
  EXPECT_EQ(s.mothership, 12);
  expect_over(g, s, End::skull_covered, 0.0);
}

}  // namespace
