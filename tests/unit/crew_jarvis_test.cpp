// The Crew, seed 002, "Preparação para 2 Jogadores (JARVIS)": JARVIS's face-up cards are the
// only ones it plays and the only ones that count for following suit; the face-down card under
// a played one is hidden until that trick ends; the commander acts for JARVIS.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// JARVIS shows b1..b7 over p1..p7. Seat 0 (commander): p8 p9 b8 b9 g1..g8 r4;
// seat 1: g9 y1..y9 r1 r2 r3. Task y9 for the commander, never played here.
Game jarvis_game() {
  return make(deal(2, 1, {"r4"}, "y9", "b1 b2 b3 b4 b5 b6 b7", "p1 p2 p3 p4 p5 p6 p7"));
}

State first_trick(const Game& g) { return skip_comm(g, run(g, g.initial_state(), "pick y9; no-distress")); }

// "cubra-as com outras sete viradas para cima" — the face-down row is hidden from both crew
// members (and spectators); its size is public.
TEST(CrewSeed_Preparacao2Jogadores, JarvisFaceDownCardsAreHidden) {
  const Game g = jarvis_game();
  const State s = first_trick(g);
  for (bgb::Viewer v : {0, 1, bgb::kViewPublic}) {
    const Observation o = observe(s, v);
    EXPECT_EQ(o.view.jarvis_hidden, 0U) << "viewer " << v;
    for (Card c : o.view.pile_down) EXPECT_EQ(c, kHiddenCard) << "viewer " << v;
    EXPECT_EQ(o.jarvis_hidden_count, 7);
    EXPECT_EQ(o.view.hand[kJarvis], set_of("b1 b2 b3 b4 b5 b6 b7")) << "face-up cards are public";
    EXPECT_EQ(o.hand_size[kJarvis], 7);
  }
  EXPECT_EQ(observe(s, bgb::kViewAll).view, s) << "the omniscient view is the state";
}

// "jogando as cartas viradas para cima por ele": only face-up cards are playable, and a
// face-down pink does not oblige JARVIS to follow pink.
TEST(CrewSeed_Preparacao2Jogadores, OnlyFaceUpCardsArePlayedAndCountForFollowing) {
  const Game g = jarvis_game();
  State s = play(g, first_trick(g), "p8 y1");
  ASSERT_EQ(s.actor, kJarvis);
  EXPECT_EQ(g.current_player(s), 0) << "the commander plays for JARVIS";
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play b1", "play b2", "play b3", "play b4", "play b5",
                                                         "play b6", "play b7"}));
  EXPECT_FALSE(g.is_legal(s, act::play(*parse_card("p1"))));
  const auto r = g.apply(s, act::play(*parse_card("p3")));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("p3 is not one of JARVIS's face-up cards"), std::string::npos) << r.error().message;
}

// "the card under a played face-up card is revealed after that trick ends" (spec): it becomes
// a face-up, playable card of the pile, and must then be followed with like any other.
TEST(CrewSeed_Preparacao2Jogadores, CardUnderAPlayedOneTurnsUpAfterTheTrick) {
  const Game g = jarvis_game();
  State s = play(g, first_trick(g), "p8 y1 b3");
  EXPECT_EQ(s.trick, 1);
  EXPECT_EQ(s.pile_up[2], *parse_card("p3"));
  EXPECT_EQ(s.pile_down[2], kNoCard);
  EXPECT_EQ(s.hand[kJarvis], set_of("b1 b2 b4 b5 b6 b7 p3"));
  EXPECT_EQ(s.jarvis_hidden, set_of("p1 p2 p4 p5 p6 p7"));
  EXPECT_EQ(observe(s, 1).view.pile_up[2], *parse_card("p3"));
  EXPECT_EQ(observe(s, 1).view.pile_down[2], kNoCard) << "the pile is now a single face-up card";
  // Trick 2: blue led; JARVIS must follow with its face-up blues, not p3.
  s = play(g, s, "b8 r1");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play b1", "play b2", "play b4", "play b5", "play b6",
                                                         "play b7"}));
  s = play(g, s, "b1");
  ASSERT_EQ(s.leader, 1) << "r1 trumps";
  // Trick 3: JARVIS plays second; the card under it stays hidden until the trick is over.
  s = play(g, s, "y2 b2");
  EXPECT_EQ(s.in_trick, 2);
  EXPECT_EQ(s.pile_down[1], *parse_card("p2"));
  EXPECT_EQ(observe(s, 0).view.pile_down[1], kHiddenCard);
  EXPECT_FALSE(has(s.hand[kJarvis], *parse_card("p2")));
  s = play(g, s, "g1");
  EXPECT_EQ(s.pile_up[1], *parse_card("p2"));
  EXPECT_TRUE(has(s.hand[kJarvis], *parse_card("p2")));
}

// JARVIS wins a trick: it leads the next one, the window skips it, and the commander chooses
// its lead among its face-up cards.
TEST(CrewSeed_Preparacao2Jogadores, JarvisLeadsAfterWinningAndTheCommanderChooses) {
  // JARVIS shows p3..p9 over b1..b7; seat 0: p1 p2 b8 b9 g1..g8 r4; seat 1: g9 y1..y9 r1 r2 r3.
  const Game g = make(deal(2, 1, {"r4"}, "y9", "p3 p4 p5 p6 p7 p8 p9", "b1 b2 b3 b4 b5 b6 b7"));
  State s = play(g, first_trick(g), "p1 y1 p9");
  ASSERT_EQ(s.leader, kJarvis);
  ASSERT_EQ(s.phase, Phase::comm);
  std::vector<int> asked;
  while (s.phase == Phase::comm) {
    asked.push_back(s.actor);
    s = step(g, s, "pass");
  }
  EXPECT_EQ(asked, (std::vector<int>{0, 1})) << "the window starts after JARVIS";
  EXPECT_EQ(s.actor, kJarvis);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play p3", "play p4", "play p5", "play p6", "play p7",
                                                         "play p8", "play b7"}));
}

}  // namespace
