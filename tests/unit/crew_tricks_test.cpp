// The Crew, seed 002, "Jogando as Vazas": following suit, trick winners, rockets, the lead,
// voids, the last trick, and the number of tricks (3 players: one card is never played).
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// Seat 3 commands. Every seat has each colour except where a test needs a void; tasks are
// yellow 5, held by seat 1 and never played here, so the mission keeps going.
const std::vector<std::string_view> kHands = {
    "p1 b1 b2 b3 b9 g1 g2 y1 y2 r1",  // seat 0: a single pink
    "p2 p3 b5 b6 g3 g4 y3 y4 y5 r2",  // seat 1
    "p4 p5 p6 b7 g5 g6 y6 y7 y8 r3",  // seat 2
    "p7 p8 p9 b4 b8 g7 g8 g9 y9 r4",  // seat 3: commander
};

/// Mission 1, task y5 picked by the commander, no distress: the first window is open.
State start(const Game& g) { return run(g, g.initial_state(), "pick y5; no-distress"); }

// "Você deve obedecer ao naipe, ou seja, jogar uma carta do mesmo tipo."
TEST(CrewSeed_JogandoAsVazas, MustFollowLedSuit) {
  const Game g = make(deal(4, 1, kHands, "y5"));
  State s = play(g, start(g), "p7");
  ASSERT_EQ(g.current_player(s), 0);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play p1"}));
  s = play(g, s, "p1");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play p2", "play p3"}));
  const State before = s;
  const auto r = g.apply(s, act::play(*parse_card("b5")));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, bgb::Errc::illegal_action);
  EXPECT_NE(r.error().message.find("seat 1 must follow pink"), std::string::npos) << r.error().message;
  EXPECT_EQ(s, before) << "a rejected action leaves the state as it was";
}

// "Se não puder obedecer ao naipe, pode jogar a carta que quiser."
TEST(CrewSeed_JogandoAsVazas, VoidSeatMayPlayAnyCard) {
  const Game g = make(deal(4, 1, kHands, "y5"));
  State s = play(g, start(g), "p7 p1 p2 p4");  // seat 0 is now out of pink
  s = play(g, s, "p8");
  ASSERT_EQ(g.current_player(s), 0);
  EXPECT_EQ(count(playable_cards(s)), 9) << text_of(playable_cards(s));
  EXPECT_EQ(playable_cards(s), s.hand[0]);
}

// "Você não é obrigado a ganhar uma vaza. Pode jogar uma carta de baixo valor"
TEST(CrewSeed_JogandoAsVazas, FollowingWithAnyCardOfTheSuitIsAllowed) {
  const Game g = make(deal(4, 1, kHands, "y5"));
  const State s = play(g, start(g), "b4 b1");
  ASSERT_EQ(g.current_player(s), 1);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play b5", "play b6"}));
}

// "A vaza é ganha pela carta de valor mais alto do naipe designado no início da ronda."
TEST(CrewSeed_JogandoAsVazas, HighestCardOfLedSuitWinsAndOffSuitNeverDoes) {
  const Game g = make(deal(4, 1, kHands, "y5"));
  State s = play(g, start(g), "p7 p1 p2 p4");
  EXPECT_EQ(s.leader, 3) << "p7 is the highest pink";
  EXPECT_EQ(s.tricks_won[3], 1);
  s = play(g, s, "p8 b9 p3 p5");  // seat 0's b9 is higher but off suit
  EXPECT_EQ(s.leader, 3);
  EXPECT_EQ(s.tricks_won[3], 2);
  EXPECT_EQ(s.trick, 2);
}

// "As cartas de foguete são trunfos e ganham qualquer vaza ... Se houver vários foguetes em uma
// vaza, o de valor mais alto é o que a ganha."
TEST(CrewSeed_JogandoAsVazas, RocketsTrumpAndTheHighestRocketWins) {
  const Game g = make(deal(4, 1, kHands, "y5"));
  State s = play(g, start(g), "p7 p1 p2 p4");
  s = play(g, s, "p8 r1 p3 p5");  // seat 0 trumps pink with r1
  EXPECT_EQ(s.leader, 0);
  s = play(g, s, "b1 b5 b7 b4");  // seat 2 wins with b7
  EXPECT_EQ(s.leader, 2);
  s = play(g, s, "g5 g7 g1 g3");  // seat 3 wins with g7
  EXPECT_EQ(s.leader, 3);
  s = play(g, s, "p9 b2 r2 p6");  // seat 1's r2 beats the led pink
  EXPECT_EQ(s.leader, 1);
  EXPECT_EQ(s.tricks_won[0], 1);
  EXPECT_EQ(s.tricks_won[1], 1);
}

// "Se uma carta de foguete for jogada primeiro, ela estabelece o naipe e este deve ser
// obedecido, se possível."
TEST(CrewSeed_JogandoAsVazas, RocketsLedMustBeFollowedWithRockets) {
  const Game g = make(deal(4, 1, kHands, "y5"));
  State s = play(g, start(g), "b4 b1 b5 b7");  // seat 2 wins and leads
  ASSERT_EQ(s.leader, 2);
  s = play(g, s, "r3");
  ASSERT_EQ(g.current_player(s), 3);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"play r4"}));
  const auto r = g.apply(s, act::play(*parse_card("p7")));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("must follow rocket"), std::string::npos) << r.error().message;
  s = play(g, s, "r4 r1 r2");
  EXPECT_EQ(s.leader, 3) << "r4 is the highest rocket";
}

// "A partir daí, a pessoa que ganhar a vaza anterior inicia sempre a seguinte."
TEST(CrewSeed_JogandoAsVazas, TrickWinnerLeadsTheNextTrick) {
  const Game g = make(deal(4, 1, kHands, "y5"));
  State s = start(g);
  EXPECT_EQ(s.leader, 3) << "o comandante inicia a primeira vaza";
  s = play(g, s, "b4 b1 b5 b7");
  s = skip_comm(g, s);
  EXPECT_EQ(s.phase, Phase::play);
  EXPECT_EQ(g.current_player(s), 2);
  EXPECT_EQ(s.in_trick, 0);
}

// A seat that does not follow shows it has no card of the led suit: the state records it.
TEST(CrewSeed_JogandoAsVazas, NotFollowingRecordsAVoid) {
  const Game g = make(deal(4, 1, kHands, "y5"));
  State s = play(g, start(g), "p7 p1 p2 p4");
  for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(s.voids[static_cast<std::size_t>(seat)], 0);
  s = play(g, s, "p8 b9");
  EXPECT_EQ(s.voids[0], 1U << 0) << "seat 0 is void in pink";
  s = play(g, s, "p3 p5");
  EXPECT_EQ(s.voids[1], 0);
  EXPECT_EQ(s.voids[2], 0);
}

// "As vazas ganhas são deixadas de lado ... Só se pode consultar a última vaza ganha."
TEST(CrewSeed_JogandoAsVazas, OnlyTheLastTrickIsKept) {
  const Game g = make(deal(4, 1, kHands, "y5"));
  State s = play(g, start(g), "p7 p1 p2 p4");
  EXPECT_EQ(s.last_trick, set_of("p7 p1 p2 p4"));
  s = play(g, s, "p8 b9 p3 p5");
  EXPECT_EQ(s.last_trick, set_of("p8 b9 p3 p5"));
  EXPECT_EQ(s.played, set_of("p7 p1 p2 p4 p8 b9 p3 p5"));
}

// "Se forem três jogadores, um ficará com uma carta a mais": 13 tricks, one card stays in
// seat 0's hand, and a task on it is never completed.
TEST(CrewSeed_FimDeJogo, ThreePlayersPlay13TricksAndTheLeftoverCardStays) {
  const Game g = make(deal(3, 1,
                           {"p1 p2 p3 p4 p5 p6 p7 p8 p9 b1 b2 b3 b4 b5",
                            "b6 b7 b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9",
                            "y1 y2 y3 y4 y5 y6 y7 y8 y9 r1 r2 r3 r4"},
                           "p9"));
  State s = run(g, g.initial_state(), "pick p9; no-distress");
  s = play_out(g, s, set_of("p9"));
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.trick, 13);
  EXPECT_EQ(s.hand[0], set_of("p9"));
  EXPECT_EQ(s.hand[1], 0U);
  EXPECT_EQ(s.hand[2], 0U);
  EXPECT_FALSE(s.success);
  EXPECT_EQ(s.failure.rule, FailRule::tasks_unfinished);
  EXPECT_EQ(s.failure.card, *parse_card("p9"));
  EXPECT_EQ(s.failure.trick, 13);
  EXPECT_EQ(failure_text(s), "trick 13: the last trick ended with task p9 of seat 2 open");
}

// "Assim que cada jogador cumprir as tarefas correspondentes, a missão é concluída": with 4
// players every card is played in 10 tricks, and a task won in the 10th still succeeds.
TEST(CrewSeed_FimDeJogo, FourPlayersPlayTenTricksAndATaskInTheLastOneSucceeds) {
  const Game g = make(deal(4, 1,
                           {"p1 p2 p3 p4 p5 p6 p7 p8 p9 r4", "r1 b1 b2 b3 b4 b5 b6 b7 b8 b9",
                            "r2 g1 g2 g3 g4 g5 g6 g7 g8 g9", "r3 y1 y2 y3 y4 y5 y6 y7 y8 y9"},
                           "p9"));
  State s = run(g, g.initial_state(), "pick p9; no-distress");
  // Seat 0 leads p1..p8, then r4 draws out the rockets, then p9 wins the last trick.
  s = play_out(g, s, set_of("p9 r1 r2 r3"));
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.trick, 10);
  EXPECT_TRUE(s.success);
  EXPECT_EQ(s.tasks[0].done_trick, 10);
  EXPECT_EQ(s.played, kAllCards);
  for (double r : g.returns(s)) EXPECT_EQ(r, 1.0);
}

/// The lead as the seed states it, card by card: a later card takes it when it beats() the
/// card leading so far. leading_index picks the same card by key, without a branch per card.
int lead_by_scan(const State& s, int n) {
  int best = 0;
  for (int i = 1; i < n; ++i)
    if (detail::beats(s.trick_cards[static_cast<std::size_t>(i)], s.trick_cards[static_cast<std::size_t>(best)])) best = i;
  return best;
}

// "A carta mais alta do naipe que iniciou a vaza vence, a menos que um foguete tenha sido
// jogado": every ordered trick of up to four different cards, then random five-card ones.
TEST(CrewSeed_JogandoAsVazas, TheLeadIsTheCardThatBeatsEveryEarlierLead) {
  State s;
  long checked = 0, differ = 0;  // counted, not asserted one by one: 8.8 M comparisons
  for (Card a = 0; a < kNumCards; ++a)
    for (Card b = 0; b < kNumCards; ++b)
      for (Card c = 0; c < kNumCards; ++c)
        for (Card d = 0; d < kNumCards; ++d) {
          if (a == b || a == c || a == d || b == c || b == d || c == d) continue;
          s.trick_cards = {a, b, c, d, kNoCard};
          for (int n = 1; n <= 4; ++n) differ += detail::leading_index(s, n) != lead_by_scan(s, n);
          ++checked;
        }
  EXPECT_EQ(checked, 40L * 39 * 38 * 37);
  EXPECT_EQ(differ, 0);
  bgb::Rng rng(5);
  for (int k = 0; k < 200000; ++k) {
    CardSet left = kAllCards;
    for (Card& card : s.trick_cards) {
      card = nth_card(left, static_cast<int>(rng.below(static_cast<std::uint64_t>(count(left)))));
      left &= ~bit(card);
    }
    differ += detail::leading_index(s, 5) != lead_by_scan(s, 5);
  }
  EXPECT_EQ(differ, 0);
}

}  // namespace
