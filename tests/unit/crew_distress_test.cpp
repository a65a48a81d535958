// The Crew, seed 002, "Mecânica de Ajuda: Sinais de Emergência": who decides, when, which
// way the cards go, which cards, and that the choices stay hidden until they all move.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// Seat 3 commands; each seat has one pink to give. Task y9 (seat 3's own card).
const std::vector<std::string_view> kDistressHands = {"p1 r1", "p2", "p3 r2", "p9 r4"};

State after_picks(const Game& g) { return step(g, g.initial_state(), "pick y9"); }

// "No início de cada missão, após distribuir as cartas de jogo e de tarefa, mas antes de
// qualquer comunicação, a tripulação pode decidir usar esta assistência." The commander decides
// (spec), once, before the first communication window.
TEST(CrewSeed_SinaisDeEmergencia, CommanderDecidesBeforeAnyCommunication) {
  const Game g = make(deal(4, 1, kDistressHands, "y9"));
  const State s = after_picks(g);
  ASSERT_EQ(s.phase, Phase::distress);
  EXPECT_EQ(g.current_player(s), 3);
  EXPECT_EQ(s.comm_used, 0);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"distress left", "distress right", "no-distress"}));
  const auto comm = g.apply(s, act::kPass);
  ASSERT_FALSE(comm.ok());
  EXPECT_NE(comm.error().message.find("the commander decides on the distress signal first"), std::string::npos);
  const State none = step(g, s, "no-distress");
  EXPECT_EQ(none.distress, 3);
  EXPECT_EQ(none.phase, Phase::comm) << "the first window follows the decision";
  EXPECT_EQ(g.current_player(none), 3);
}

// "cada tripulante pode passar uma carta ao seu vizinho (direita ou esquerda, todos na mesma
// direção)" — left is the next seat clockwise (seat+1); each seat chooses clockwise from the
// commander.
TEST(CrewSeed_SinaisDeEmergencia, LeftPassesToTheNextSeatClockwise) {
  const Game g = make(deal(4, 1, kDistressHands, "y9"));
  State s = step(g, after_picks(g), "distress left");
  EXPECT_EQ(s.distress, 1) << "the state records that the signal was used";
  std::vector<int> order;
  for (std::string_view give : {"give p9", "give p1", "give p2", "give p3"}) {
    ASSERT_EQ(s.phase, Phase::distress_give);
    order.push_back(g.current_player(s));
    s = step(g, s, give);
  }
  EXPECT_EQ(order, (std::vector<int>{3, 0, 1, 2}));
  EXPECT_TRUE(has(s.hand[0], *parse_card("p9")));
  EXPECT_TRUE(has(s.hand[1], *parse_card("p1")));
  EXPECT_TRUE(has(s.hand[2], *parse_card("p2")));
  EXPECT_TRUE(has(s.hand[3], *parse_card("p3")));
  for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(count(s.hand[i]), 10);
  EXPECT_EQ(s.distress, 1) << "still recorded after the cards moved";
  EXPECT_EQ(s.phase, Phase::comm);
}

// Right is the previous seat (seat-1).
TEST(CrewSeed_SinaisDeEmergencia, RightPassesToThePreviousSeat) {
  const Game g = make(deal(4, 1, kDistressHands, "y9"));
  const State s = run(g, after_picks(g), "distress right; give p9; give p1; give p2; give p3");
  EXPECT_EQ(s.distress, 2);
  EXPECT_TRUE(has(s.hand[2], *parse_card("p9")));
  EXPECT_TRUE(has(s.hand[3], *parse_card("p1")));
  EXPECT_TRUE(has(s.hand[0], *parse_card("p2")));
  EXPECT_TRUE(has(s.hand[1], *parse_card("p3")));
}

// "Cartas de foguete não podem ser passadas!"
TEST(CrewSeed_SinaisDeEmergencia, RocketsAreNeverGiven) {
  const Game g = make(deal(4, 1, kDistressHands, "y9"));
  const State s = step(g, after_picks(g), "distress left");
  const std::vector<std::string> texts = legal_texts(g, s);
  EXPECT_EQ(static_cast<int>(texts.size()), count(s.hand[3] & kColourCards));
  for (const std::string& t : texts) EXPECT_EQ(t.rfind("give ", 0), 0U) << t;
  for (const std::string& t : texts) EXPECT_EQ(t.find("give r"), std::string::npos) << t;
  const auto r = g.parse_action(s, "give r4");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, bgb::Errc::parse);
  EXPECT_NE(r.error().message.find("not a rocket"), std::string::npos) << r.error().message;
}

// The choices stay hidden until all have chosen (spec), then move at once: a card given to a
// seat cannot be passed on, and nobody else sees a pending choice.
TEST(CrewSeed_SinaisDeEmergencia, ChoicesAreHiddenUntilAllMoveAtOnce) {
  const Game g = make(deal(4, 1, kDistressHands, "y9"));
  const State s = run(g, after_picks(g), "distress left; give p9");
  const Card p9 = *parse_card("p9");
  EXPECT_EQ(s.give[3], p9);
  EXPECT_TRUE(has(s.hand[3], p9)) << "the card moves only when all have chosen";
  EXPECT_EQ(observe(s, 3).view.give[3], p9) << "the giver sees its own choice";
  for (bgb::Viewer v : {0, 1, 2, bgb::kViewPublic}) EXPECT_EQ(observe(s, v).view.give[3], kHiddenCard) << "viewer " << v;
  ASSERT_EQ(g.current_player(s), 0);
  EXPECT_FALSE(g.is_legal(s, act::give(p9))) << "seat 0 does not hold p9 yet";
  const auto r = g.apply(s, act::give(p9));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("seat 0 does not hold p9"), std::string::npos) << r.error().message;
}

// "O comandante ... também administra o JARVIS": JARVIS gives one of its face-up cards, chosen
// by the commander, and the card it receives lies face up on the pile that card left (spec).
TEST(CrewSeed_SinaisDeEmergencia, JarvisGivesAFaceUpCardAndTheGiftCoversThatPile) {
  const Game g = make(deal(2, 1, {"r4"}, "y9", "p1 p2 p3 p4 p5 p6 p7", "g1 g2 g3 g4 g5 g6 g7"));
  State s = run(g, g.initial_state(), "pick y9; distress left; give b1; give y1");
  ASSERT_EQ(s.actor, kJarvis);
  EXPECT_EQ(g.current_player(s), 0) << "the commander decides for JARVIS";
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"give p1", "give p2", "give p3", "give p4", "give p5",
                                                         "give p6", "give p7"}))
      << "only face-up cards";
  s = step(g, s, "give p3");
  EXPECT_EQ(s.phase, Phase::comm);
  EXPECT_TRUE(has(s.hand[1], *parse_card("b1")));
  EXPECT_TRUE(has(s.hand[0], *parse_card("p3")));
  EXPECT_EQ(s.pile_up[2], *parse_card("y1"));
  EXPECT_EQ(s.pile_down[2], *parse_card("g3"));
  EXPECT_EQ(s.hand[kJarvis], set_of("p1 p2 p4 p5 p6 p7 y1"));
  EXPECT_EQ(s.jarvis_hidden, set_of("g1 g2 g3 g4 g5 g6 g7"));
}

// Right with JARVIS: seat 0 gives to JARVIS (seat 2), JARVIS to seat 1, seat 1 to seat 0.
TEST(CrewSeed_SinaisDeEmergencia, RightWithJarvisGoesAroundTheThreeSeats) {
  const Game g = make(deal(2, 1, {"r4"}, "y9", "p1 p2 p3 p4 p5 p6 p7", "g1 g2 g3 g4 g5 g6 g7"));
  const State s = run(g, g.initial_state(), "pick y9; distress right; give b1; give y1; give p7");
  EXPECT_TRUE(has(s.hand[kJarvis], *parse_card("b1")));
  EXPECT_EQ(s.pile_up[6], *parse_card("b1"));
  EXPECT_TRUE(has(s.hand[1], *parse_card("p7")));
  EXPECT_TRUE(has(s.hand[0], *parse_card("y1")));
}

// JARVIS's choice is the commander's: the other crew member must not see it before choosing.
TEST(CrewSeed_SinaisDeEmergencia, JarvisChoiceIsHiddenFromTheOtherCrewMember) {
  // Seat 1 commands, so the order is seat 1, JARVIS, seat 0.
  const Game g = make(deal(2, 1, {"", "r4"}, "y9", "p1 p2 p3 p4 p5 p6 p7", "g1 g2 g3 g4 g5 g6 g7"));
  const State s = run(g, g.initial_state(), "pick y9; distress left; give y1; give p3");
  ASSERT_EQ(g.current_player(s), 0);
  EXPECT_EQ(observe(s, 1).view.give[kJarvis], *parse_card("p3")) << "the commander chose it";
  EXPECT_EQ(observe(s, 0).view.give[kJarvis], kHiddenCard) << "seat 0 has not chosen yet";
  EXPECT_EQ(observe(s, bgb::kViewPublic).view.give[kJarvis], kHiddenCard);
}

}  // namespace
