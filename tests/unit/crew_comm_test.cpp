// The Crew, seed 002, "Comunicação Estratégica": the radio token, its true positions, the
// windows before each trick, dead zones and "comm from N" (logbook), and JARVIS's silence.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// Seat 0 commands and holds p1 p2 p3 (bottom, middle, top), a single blue and five greens.
// The rest is filled in card order: seat 1 p4..p9 b1..b4, seat 2 b6..b9 g6..g9 y1 y2,
// seat 3 y3..y9 r1 r2 r3.
const std::vector<std::string_view> kCommHands = {"p1 p2 p3 b5 g1 g2 g3 g4 g5 r4"};

/// The first window of mission `m` (tasks picked in order by seats 0, 1, ...).
State first_window(const Game& g, std::string_view picks) {
  return run(g, g.initial_state(), std::string(picks) + "; no-distress");
}

// "Pegue em uma das suas cartas de cor ... No lado superior, se for a sua carta dessa cor com o
// valor mais alto. No centro, se for a sua única carta dessa cor. No lado inferior, se for a sua
// carta dessa cor com o valor mais baixo. A carta escolhida deve obedecer a uma destas condições."
TEST(CrewSeed_ComunicacaoEstrategica, OnlyTrueTopOnlyBottomPositionsAreOffered) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  const State s = first_window(g, "pick y9");
  ASSERT_EQ(s.phase, Phase::comm);
  EXPECT_EQ(g.current_player(s), 0) << "the window opens at the leader, the commander";
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"comm p1 bottom", "comm p3 top", "comm b5 only",
                                                         "comm g1 bottom", "comm g5 top", "pass"}));
}

// "A carta escolhida deve obedecer a uma destas condições": a middle card cannot be shown.
TEST(CrewSeed_ComunicacaoEstrategica, MiddleCardCannotBeCommunicated) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  const State s = first_window(g, "pick y9");
  const ActionId p2 = act::comm(*parse_card("p2"));
  EXPECT_FALSE(g.is_legal(s, p2));
  const auto r = g.apply(s, p2);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message,
            "action 153 (comm p2) is not legal: p2 is neither the highest, the lowest nor the only card of its colour");
  const auto parsed = g.parse_action(s, "comm p2 top");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().code, bgb::Errc::illegal_action);
  EXPECT_EQ(parsed.error().message, "comm p2: a middle card cannot be communicated");
}

// "Pegue em uma das suas cartas de cor (nunca uma carta de foguete)"
TEST(CrewSeed_ComunicacaoEstrategica, RocketsCannotBeCommunicated) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  const State s = first_window(g, "pick y9");
  for (const std::string& t : legal_texts(g, s)) EXPECT_NE(t.rfind("comm r", 0), 0U) << t;
  const auto parsed = g.parse_action(s, "comm r4 top");
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.error().code, bgb::Errc::parse);
  EXPECT_NE(parsed.error().message.find("rockets can never be communicated"), std::string::npos);
}

// The text must state the true position; a false or missing one is refused with the right one.
TEST(CrewSeed_ComunicacaoEstrategica, FalsePositionIsRefused) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  const State s = first_window(g, "pick y9");
  const auto wrong = g.parse_action(s, "comm p3 bottom");
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().code, bgb::Errc::illegal_action);
  EXPECT_EQ(wrong.error().message, "comm p3 bottom: the true position is top");
  const auto missing = g.parse_action(s, "comm p3");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().code, bgb::Errc::parse);
  EXPECT_NE(missing.error().message.find("'comm p3 top'"), std::string::npos) << missing.error().message;
}

// "ponha-a à sua frente, virada para cima, para que todos a consigam ver. Esta continua a fazer
// parte da sua mão e pode ser jogada normalmente."
TEST(CrewSeed_ComunicacaoEstrategica, CommunicatedCardStaysInHandAndIsSeenByAll) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  State s = step(g, first_window(g, "pick y9"), "comm p3 top");
  EXPECT_TRUE(has(s.hand[0], *parse_card("p3")));
  EXPECT_EQ(s.comm_card[0], *parse_card("p3"));
  EXPECT_EQ(s.comm_pos[0], CommPos::top);
  for (bgb::Viewer v : {1, 2, 3, bgb::kViewPublic}) {
    const Observation o = observe(s, v);
    EXPECT_EQ(o.view.comm_card[0], *parse_card("p3")) << "viewer " << v;
    EXPECT_EQ(o.view.comm_pos[0], CommPos::top) << "viewer " << v;
  }
  s = skip_comm(g, s);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_TRUE(g.is_legal(s, act::play(*parse_card("p3"))));
  s = play(g, s, "p3");
  EXPECT_FALSE(has(s.hand[0], *parse_card("p3")));
}

// "Cada participante dispõe de uma ficha ... que pode ser usada apenas uma vez por missão."
// The next window starts at the trick's winner and skips the seat that has spoken.
TEST(CrewSeed_ComunicacaoEstrategica, OncePerMissionAndWindowsStartAtTheLeader) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  State s = step(g, first_window(g, "pick y9"), "comm p3 top");
  s = play(g, s, "p1 p4 b6 y3");  // seat 1 wins with p4
  ASSERT_EQ(s.leader, 1);
  std::vector<int> asked;
  while (s.phase == Phase::comm) {
    asked.push_back(g.current_player(s));
    EXPECT_NE(legal_texts(g, s).size(), 1U) << "a seat is only asked when it can speak";
    s = step(g, s, "pass");
  }
  EXPECT_EQ(asked, (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(g.current_player(s), 1);
}

// "Pode ser usada a qualquer momento antes de se jogar uma vaza, mas nunca durante a mesma": a
// seat that passed may still communicate once it has heard another seat do so, before the trick.
// After a communication the window goes round again from the seat after the communicator.
TEST(CrewSeed_ComunicacaoEstrategica, PodeSerUsadaAQualquerMomentoAntesDeSeJogarUmaVaza) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  State s = run(g, first_window(g, "pick y9"), "pass");
  EXPECT_EQ(s.comm_passed, 0b0001);
  s = step(g, s, "comm p4 bottom");  // seat 1 speaks after seat 0 passed
  EXPECT_EQ(s.comm_passed, 0) << "a communication clears the passes";
  std::vector<int> asked;
  while (s.phase == Phase::comm) {
    asked.push_back(g.current_player(s));
    s = step(g, s, "pass");
  }
  EXPECT_EQ(asked, (std::vector<int>{2, 3, 0})) << "seat 0, which passed, is asked again; seat 1 has spoken";
  EXPECT_EQ(s.phase, Phase::play);
  EXPECT_EQ(g.current_player(s), 0) << "the leader plays once every seat has passed in a row";
  EXPECT_EQ(s.comm_passed, 0);
}

// The same seat may be the one to answer: seat 0 passes, seat 2 speaks, and seat 0 then speaks
// too; the window ends only after a full round of passes by the seats that may still speak.
TEST(CrewSeed_ComunicacaoEstrategica, WindowClosesAfterARoundOfPassesByEverySeatThatMaySpeak) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  State s = run(g, first_window(g, "pick y9"), "pass; pass; comm b6 bottom; pass");
  ASSERT_EQ(s.phase, Phase::comm);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(s.comm_passed, 0b1000) << "seat 3 passed after seat 2's word";
  s = step(g, s, "comm p1 bottom");
  EXPECT_EQ(g.current_player(s), 1) << "seat 2 has spoken, seat 3's pass no longer counts";
  s = run(g, s, "pass; pass");
  EXPECT_EQ(s.phase, Phase::play) << "seats 1 and 3 passed in a row: nobody else may speak";
  EXPECT_EQ(s.comm_used, 0b0101);
  EXPECT_EQ(g.current_player(s), 0);
}

// "A posição das fichas de comunicação por rádio não pode ser alterada, mesmo que a afirmação
// deixe de ser verdadeira."
TEST(CrewSeed_ComunicacaoEstrategica, TokenPositionStaysWhenNoLongerTrue) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  State s = step(g, first_window(g, "pick y9"), "comm p1 bottom");
  s = play(g, s, "p2 p4 b6 y3");
  s = play(g, s, "p5 b7 y4 p3");
  ASSERT_EQ(s.hand[0] & suit_mask(0), set_of("p1"));
  EXPECT_EQ(detail::true_comm_pos(s.hand[0], *parse_card("p1")), CommPos::only);
  EXPECT_EQ(s.comm_pos[0], CommPos::bottom);
  EXPECT_EQ(s.comm_card[0], *parse_card("p1"));
}

// Every seat has spoken: the windows before later tricks are skipped entirely.
TEST(CrewSeed_ComunicacaoEstrategica, WindowIsSkippedWhenNobodyMaySpeak) {
  const Game g = make(deal(4, 1, kCommHands, "y9"));
  State s = run(g, first_window(g, "pick y9"), "comm p1 bottom; comm p4 bottom; comm b6 bottom; comm y3 bottom");
  EXPECT_EQ(s.phase, Phase::play);
  EXPECT_EQ(s.comm_used, 0b1111);
  s = play(g, s, "p2 p5 b7 y4");
  EXPECT_EQ(s.phase, Phase::play) << "no window before trick 2";
  EXPECT_EQ(g.current_player(s), 1);
}

// "Pegue em uma das suas cartas de cor": a seat holding only rockets cannot speak and is
// skipped (5 players; seat 1 plays its five colour cards first).
TEST(CrewSeed_ComunicacaoEstrategica, SeatWithOnlyRocketsIsSkipped) {
  const Game g = make(deal(5, 1, {"r4 p9 y1 y2 y3 y4 y5 y6", "r1 r2 r3 b1 b2 b3 b4 b5"}, "p9"));
  State s = run(g, g.initial_state(), "pick p9; no-distress");
  const CardSet keep = set_of("p9 r1 r2 r3 r4");
  while (!g.is_terminal(s) && s.trick < 5) {
    if (s.phase == Phase::comm) {
      s = step(g, s, "pass");
      continue;
    }
    const CardSet legal = playable_cards(s);
    s = g.apply_unchecked(s, act::play(lowest((legal & ~keep) ? legal & ~keep : legal)));
  }
  ASSERT_EQ(s.hand[1], set_of("r1 r2 r3"));
  ASSERT_EQ(s.leader, 4);
  std::vector<int> asked;
  while (s.phase == Phase::comm) {
    asked.push_back(g.current_player(s));
    s = step(g, s, "pass");
  }
  EXPECT_EQ(asked, (std::vector<int>{4, 0, 2, 3}));
}

// Dead zone (logbook, e.g. mission 6): the token goes face down, so no position is stated,
// recorded or accepted.
TEST(CrewSpec_Logbook, DeadZoneHidesThePosition) {
  const Game g = make(deal(4, 6, kCommHands, "y7 y8 y9"));
  State s = first_window(g, "pick y7; pick y8; pick y9");
  EXPECT_EQ(legal_texts(g, s),
            (std::vector<std::string>{"comm p1", "comm p3", "comm b5", "comm g1", "comm g5", "pass"}));
  const auto with_pos = g.parse_action(s, "comm p3 top");
  ASSERT_FALSE(with_pos.ok());
  EXPECT_NE(with_pos.error().message.find("dead zone"), std::string::npos) << with_pos.error().message;
  s = step(g, s, "comm p3");
  EXPECT_EQ(s.comm_card[0], *parse_card("p3"));
  EXPECT_EQ(s.comm_pos[0], CommPos::none);
  EXPECT_EQ(observe(s, 1).view.comm_pos[0], CommPos::none);
}

// "Comm from 2" (mission 18): no window before trick 1, one before trick 2.
TEST(CrewSpec_Logbook, CommFromTwoOpensTheFirstWindowBeforeTrickTwo) {
  const Game g = make(deal(4, 18, kCommHands, "y5 y6 y7 y8 y9"));
  State s = first_window(g, "pick y5; pick y6; pick y7; pick y8; pick y9");
  EXPECT_EQ(s.phase, Phase::play);
  EXPECT_EQ(g.current_player(s), 0);
  s = play(g, s, "p1");
  s = step(g, s, "play p4");
  s = step(g, s, "play b6");
  s = step(g, s, "play y3");
  EXPECT_EQ(s.phase, Phase::comm);
  EXPECT_EQ(g.current_player(s), 1);
}

// "Comm from 3" (mission 19): the first window is before trick 3.
TEST(CrewSpec_Logbook, CommFromThreeOpensTheFirstWindowBeforeTrickThree) {
  const Game g = make(deal(4, 19, kCommHands, "y5 y6 y7 y8 y9"));
  State s = first_window(g, "pick y5; pick y6; pick y7; pick y8; pick y9");
  EXPECT_EQ(s.phase, Phase::play);
  s = run(g, s, "play p1; play p4; play b6; play y3");
  EXPECT_EQ(s.phase, Phase::play);
  s = run(g, s, "play p5; play b7; play y4; play p2");
  EXPECT_EQ(s.phase, Phase::comm);
  EXPECT_EQ(g.current_player(s), 1);
}

// JARVIS never communicates (spec: "JARVIS is never commander, never communicates"), and the
// commander is never asked on its behalf.
TEST(CrewSeed_Preparacao2Jogadores, JarvisNeverCommunicates) {
  int windows = 0;
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    const Game g = make(opts(2, 4));
    bgb::Rng rng(seed);
    State s = g.initial_state();
    while (!g.is_terminal(s)) {
      if (s.phase == Phase::comm) {
        ++windows;
        ASSERT_NE(s.actor, kJarvis) << "seed " << seed;
        ASSERT_EQ(g.current_player(s), s.actor);
      }
      const ActionId a = g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng)
                                                              : bgb::random_action(g, s, rng);
      s = g.apply_unchecked(s, a);
    }
  }
  EXPECT_GT(windows, 40) << "the loop must see windows for the check to mean anything";
}

// random_action draws a communication, a distress gift and a task pick without listing them;
// what it draws, and how far it moves the rng, must be what legal_actions' list and one
// rng.below(size) give. Seeded random games of several sizes and missions, every such state.
TEST(CrewRandomDraws, CommunicationsGiftsAndPicksAreTheListsDraws) {
  int comm = 0, gift = 0, pick = 0, passes = 0, single_suits = 0;
  for (int players = 2; players <= 5; ++players) {
    for (int mission : {1, 4, 8, 22}) {
      Options o;
      o.players = players;
      o.mission = mission;
      const Game g = make(o);
      for (std::uint64_t seed = 0; seed < 40; ++seed) {
        bgb::Rng rng(seed);
        for (State s = g.initial_state(); !g.is_terminal(s);) {
          const bool listed_free = s.phase == Phase::comm || s.phase == Phase::distress_give || s.phase == Phase::pick;
          if (listed_free && g.current_player(s) != bgb::kChance) {
            Game::ActionList legal;
            g.legal_actions(s, legal);
            for (std::uint64_t k = 0; k < 6; ++k) {
              bgb::Rng fast(seed * 977 + k), slow = fast;
              const ActionId want = legal[static_cast<int>(slow.below(static_cast<std::uint64_t>(legal.size())))];
              ASSERT_EQ(random_action(s, fast), want) << players << "p mission " << mission << " seed " << seed;
              ASSERT_EQ(fast.state(), slow.state());
              passes += want == act::kPass;
            }
            comm += s.phase == Phase::comm;
            gift += s.phase == Phase::distress_give;
            pick += s.phase == Phase::pick;
            for (int suit = 0; suit < kRocketSuit && s.phase == Phase::comm; ++suit)
              single_suits += count(s.hand[s.actor] & suit_mask(suit)) == 1;
          }
          const ActionId a = g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng) : bgb::random_action(g, s, rng);
          s = g.apply_unchecked(s, a);
        }
      }
    }
  }
  // Each kind was met often, passes were drawn, and hands with a lone card of a suit spoke.
  EXPECT_GT(comm, 500);
  EXPECT_GT(gift, 200);
  EXPECT_GT(pick, 200);
  EXPECT_GT(passes, 100);
  EXPECT_GT(single_suits, 100);
}

}  // namespace
