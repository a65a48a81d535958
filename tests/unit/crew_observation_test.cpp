// The Crew, spec "Hidden information": what each viewer's observation shows. The seed's rule
// behind it: "não é possível falar das cartas que tem na mão" — hands are private.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// "Você não pode mostrar, mencionar ou sugerir aos outros membros da tripulação as cartas que
// possui": a seat sees its own hand only; the sizes of the others' hands are public.
TEST(CrewSeed_ComunicacaoEstrategica, ASeatSeesOnlyItsOwnHand) {
  const Game g = make(deal(4, 1, {}, "b7"));
  const State s = g.initial_state();
  for (int k = 0; k < 4; ++k) {
    const Observation o = g.observation(s, k);
    EXPECT_EQ(o.viewer, k);
    for (std::size_t j = 0; j < 4; ++j) {
      EXPECT_EQ(o.view.hand[j], static_cast<int>(j) == k ? s.hand[j] : 0U) << "viewer " << k << " seat " << j;
      EXPECT_EQ(o.hand_size[j], 10);
    }
  }
  const Observation pub = g.observation(s, bgb::kViewPublic);
  for (std::size_t j = 0; j < 4; ++j) EXPECT_EQ(pub.view.hand[j], 0U);
  EXPECT_EQ(g.observation(s, bgb::kViewAll).view, s);
}

// "Tire o número indicado de cartas de tarefa do monte": a task card is unknown until it is
// turned face up, even when the options fixed it in advance.
TEST(CrewSeed_DistribuicaoDeTarefas, UnrevealedTasksAreHidden) {
  const Game g = make(opts(4, 2, "b7 g3"));
  const State s = g.initial_state();  // the deal has not happened yet
  const Observation o = g.observation(s, 0);
  EXPECT_EQ(o.view.tasks[0].card, kHiddenCard);
  EXPECT_EQ(o.view.tasks[1].card, kHiddenCard);
  EXPECT_EQ(o.view.tasks[2].card, kNoCard) << "no task there at all";
  EXPECT_EQ(g.observation(s, bgb::kViewAll).view.tasks[0].card, *parse_card("b7"));
}

// Played cards, the trick on the table and task owners are public.
TEST(CrewSeed_JogandoAsVazas, TableIsPublic) {
  const Game g = make(deal(4, 1, {"p1", "p2", "p3", "p9 r4"}, "y9"));
  const State s = play(g, run(g, g.initial_state(), "pick y9; no-distress"), "p9 p1");
  for (bgb::Viewer v : {0, 1, 2, 3, bgb::kViewPublic}) {
    const Observation o = g.observation(s, v);
    EXPECT_EQ(o.view.played, set_of("p9 p1"));
    EXPECT_EQ(o.view.trick_cards[0], *parse_card("p9"));
    EXPECT_EQ(o.view.trick_cards[1], *parse_card("p1"));
    EXPECT_EQ(o.view.tasks[0].owner, 3);
    EXPECT_EQ(o.hand_size[3], 9);
  }
}

// "distribua-as ... viradas para baixo": a dealt card is seen by its recipient alone, so the
// transcript a seat may read says `deal ?` for every other hand.
TEST(CrewSeed_Preparacao, DealtCardsAreSeenOnlyByTheirRecipient) {
  const Game g = make(opts(4));
  const State s = g.initial_state();  // the first card goes to seat 0
  const ActionId a = act::deal(*parse_card("b7"));
  EXPECT_EQ(action_text_for(s, a, 0), "deal b7");
  EXPECT_EQ(action_text_for(s, a, 1), "deal ?");
  EXPECT_EQ(action_text_for(s, a, bgb::kViewPublic), "deal ?");
  EXPECT_EQ(action_text_for(s, a, bgb::kViewAll), "deal b7");
}

// "ponha sete em fila, viradas para baixo. A seguir, cubra-as com outras sete viradas para cima":
// nobody sees JARVIS's face-down row being dealt; everybody sees its face-up row.
TEST(CrewSeed_PreparacaoPara2Jogadores, JarvisFaceDownDealIsSeenByNobodyFaceUpByAll) {
  const Game g = make(opts(2));
  State s = g.initial_state();
  const ActionId first = act::deal(*parse_card("p1"));
  for (bgb::Viewer v : {0, 1, bgb::kViewPublic}) EXPECT_EQ(action_text_for(s, first, v), "deal ?");
  for (int i = 0; i < kJarvisPiles; ++i) s = g.apply_unchecked(s, act::deal(static_cast<Card>(i)));
  const ActionId up = act::deal(*parse_card("b7"));
  for (bgb::Viewer v : {0, 1, bgb::kViewPublic}) EXPECT_EQ(action_text_for(s, up, v), "deal b7");
}

// "cada tripulante pode passar uma carta ao seu vizinho": until the exchange the card a seat
// chooses is known to that seat only.
TEST(CrewSeed_SinaisDeEmergencia, ADistressCardIsSeenOnlyByItsGiver) {
  const Game g = make(deal(4, 1, {"p1 r4", "p2", "p3", "p4"}, "y9"));
  const State s = run(g, g.initial_state(), "pick y9; distress left");
  ASSERT_EQ(g.current_player(s), 0);
  const ActionId a = act::give(*parse_card("p1"));
  EXPECT_EQ(action_text_for(s, a, 0), "give p1");
  for (bgb::Viewer v : {1, 2, 3, bgb::kViewPublic}) EXPECT_EQ(action_text_for(s, a, v), "give ?");
}

}  // namespace
