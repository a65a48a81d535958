// The Crew: audit of the rules against seed 002 and the spec. Failing tests here are rule or
// message bugs; passing ones cover cases the other unit tests do not.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// ---------------------------------------------------------------------------------------------
// Logbook: every one of the 50 rows against the spec table (tasks, tokens, DZ, comm from,
// whether the row has a special rule); every row is supported.
struct Row {
  int tasks;
  std::vector<Token> tokens;
  bool dz;
  int comm_from;
  bool special;
};

TEST(CrewAudit_Logbook, AllFiftyRowsMatchTheSpecTable) {
  using T = Token;
  const std::vector<T> none;
  const std::vector<Row> table = {
      {1, none, false, 1, false},                                  // 1
      {2, none, false, 1, false},                                  // 2
      {2, {T::n1, T::n2}, false, 1, false},                        // 3
      {3, none, false, 1, false},                                  // 4
      {0, none, false, 1, true},                                   // 5
      {3, {T::a1, T::a2}, true, 1, false},                         // 6
      {3, {T::omega}, false, 1, false},                            // 7
      {3, {T::n1, T::n2, T::n3}, false, 1, false},                 // 8
      {0, none, false, 1, true},                                   // 9
      {4, none, false, 1, false},                                  // 10
      {4, {T::n1}, false, 1, true},                                // 11
      {4, {T::omega}, false, 1, true},                             // 12
      {0, none, false, 1, true},                                   // 13
      {4, {T::a1, T::a2, T::a3}, true, 1, false},                  // 14
      {4, {T::n1, T::n2, T::n3, T::n4}, false, 1, false},          // 15
      {0, none, false, 1, true},                                   // 16
      {2, none, false, 1, true},                                   // 17
      {5, none, false, 2, false},                                  // 18
      {5, {T::n1}, false, 3, false},                               // 19
      {2, none, false, 1, true},                                   // 20
      {5, {T::n1, T::n2}, true, 1, false},                         // 21
      {5, {T::a1, T::a2, T::a3, T::a4}, false, 1, false},          // 22
      {5, {T::n1, T::n2, T::n3, T::n4, T::n5}, false, 1, true},    // 23
      {6, none, false, 1, true},                                   // 24
      {6, {T::a1, T::a2}, true, 1, false},                         // 25
      {0, none, false, 1, true},                                   // 26
      {3, none, false, 1, true},                                   // 27
      {6, {T::n1, T::omega}, false, 3, false},                     // 28
      {0, none, true, 1, true},                                    // 29
      {6, {T::a1, T::a2, T::a3}, false, 2, false},                 // 30
      {6, {T::n1, T::n2, T::n3}, false, 1, false},                 // 31
      {7, none, false, 1, true},                                   // 32
      {0, none, false, 1, true},                                   // 33
      {0, none, false, 1, true},                                   // 34
      {7, {T::a1, T::a2, T::a3}, false, 1, false},                 // 35
      {7, {T::n1, T::n2}, false, 1, true},                         // 36
      {4, none, false, 1, true},                                   // 37
      {8, none, false, 3, false},                                  // 38
      {8, {T::a1, T::a2, T::a3}, true, 1, false},                  // 39
      {8, {T::n1, T::n2, T::n3}, false, 1, true},                  // 40
      {0, none, false, 1, true},                                   // 41
      {9, none, false, 1, false},                                  // 42
      {9, none, false, 1, true},                                   // 43
      {0, none, false, 1, true},                                   // 44
      {9, {T::a1, T::a2, T::a3}, false, 1, false},                 // 45
      {0, none, false, 1, true},                                   // 46
      {10, none, false, 1, false},                                 // 47
      {3, {T::omega}, false, 1, true},                             // 48
      {10, {T::a1, T::a2, T::a3}, false, 1, false},                // 49
      {0, none, false, 1, true},                                   // 50
  };
  ASSERT_EQ(table.size(), static_cast<std::size_t>(kNumMissions));
  for (int n = 1; n <= kNumMissions; ++n) {
    const Row& r = table[static_cast<std::size_t>(n - 1)];
    const Mission& m = mission(n);
    EXPECT_EQ(m.tasks, r.tasks) << "mission " << n;
    ASSERT_EQ(m.num_tokens, r.tokens.size()) << "mission " << n;
    for (std::size_t i = 0; i < r.tokens.size(); ++i) EXPECT_EQ(m.tokens[i], r.tokens[i]) << "mission " << n;
    EXPECT_EQ(m.dead_zone, r.dz) << "mission " << n;
    EXPECT_EQ(m.comm_from, r.comm_from) << "mission " << n;
    EXPECT_EQ(m.special != Special::none, r.special) << "mission " << n;
    EXPECT_TRUE(mission_supported(n)) << "mission " << n;
  }
}

// The kind of special rule per row, as the spec table words it.
TEST(CrewAudit_Logbook, SpecialRulesMatchTheSpecTable) {
  using S = Special;
  const std::vector<std::pair<int, Special>> specials = {
      {5, S::sick_member},           {9, S::colour_one_wins},      {11, S::silenced_member},
      {12, S::draw_after_first},     {13, S::each_rocket_wins},    {16, S::no_nine_wins},
      {17, S::no_nine_wins_tasks},   {20, S::commander_decides},   {23, S::swap_tokens},
      {24, S::commander_distributes}, {26, S::two_colour_ones},    {27, S::commander_decides},
      {29, S::balanced},             {32, S::commander_distributes}, {33, S::one_trick_member},
      {34, S::balanced_commander},   {36, S::commander_distributes}, {37, S::commander_decides},
      {40, S::move_token},           {41, S::first_last_member},   {43, S::commander_distributes},
      {44, S::rockets_in_order},     {46, S::pink_nine_guard},     {48, S::omega_last_trick},
      {50, S::roles}};
  std::vector<Special> want(kNumMissions, S::none);
  for (const auto& [n, sp] : specials) want[static_cast<std::size_t>(n - 1)] = sp;
  for (int n = 1; n <= kNumMissions; ++n)
    EXPECT_EQ(mission(n).special, want[static_cast<std::size_t>(n - 1)]) << "mission " << n;
}

// ---------------------------------------------------------------------------------------------
// Task tokens.

// Numbered tokens are absolute: tokens 1 and 3 in one trick while 2 is open skip place 2
// (3 players; seat 2 commands and picks first and fourth: p1 (1) and p2 (3)).
TEST(CrewAudit_Tokens, SameTrickCannotSkipANumberedPlace) {
  const Game g = make(deal(3, 15, {"p1", "p2", "p9 r4"}, "p1 y9 p2 y8"));
  State s = run(g, g.initial_state(), "pick p1; pick y9; pick y8; pick p2; no-distress");
  ASSERT_EQ(owner_of(s, "p2"), 2);
  ASSERT_EQ(s.tasks[2].token, Token::n3);
  s = play(g, s, "p9 p1 p2");
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.failure.rule, FailRule::number_order);
  EXPECT_EQ(s.failure.trick, 1);
}

// Decisions doc: "If a trick both breaks an order and hands a task card to the wrong seat, the
// wrong owner is reported." Mission 21: seat 3 wins its p1 (token 2, before token 1) and p2,
// seat 0's task.
TEST(CrewAudit_Tokens, WrongOwnerIsReportedBeforeAnOrderBreak) {
  const Game g = make(deal(4, 21, {"p1", "p2", "p3", "p9 r4"}, "y1 p1 y2 y3 p2"));
  State s = run(g, g.initial_state(), "pick p1; pick p2; pick y1; pick y2; pick y3; no-distress");
  ASSERT_EQ(s.tasks[1].token, Token::n2);
  s = play(g, s, "p9 p1 p2 p3");
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.failure, (Failure{FailRule::task_won_by_other, 1, *parse_card("p2"), 3}));
}

// ---------------------------------------------------------------------------------------------
// End of the mission with JARVIS: 13 tricks, JARVIS keeps one card; a task on it stays open.
// JARVIS holds every green and p1..p5, so it never wins a trick and green is never led.
TEST(CrewAudit_End, TwoPlayersJarvisLeftoverTaskFailsAfterTrick13) {
  const Game g = make(deal(2, 1, {"r4"}, "g9", "g1 g2 g3 g4 g5 g6 g7", "g8 g9 p1 p2 p3 p4 p5"));
  State s = run(g, g.initial_state(), "pick g9; no-distress");
  s = play_out(g, s, set_of("g9"));
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.trick, 13);
  EXPECT_EQ(s.hand[0], 0U);
  EXPECT_EQ(s.hand[1], 0U);
  EXPECT_EQ(s.hand[kJarvis] | s.jarvis_hidden, set_of("g9")) << "JARVIS's 14th card is never played";
  EXPECT_EQ(s.failure.rule, FailRule::tasks_unfinished);
  EXPECT_EQ(s.failure.card, *parse_card("g9"));
  EXPECT_EQ(s.failure.trick, 13);
}

// ---------------------------------------------------------------------------------------------
// Distress with JARVIS: the card it received lies on the pile its own card left; once that
// gift is played, the original face-down card of the pile turns up after the trick.
TEST(CrewAudit_Distress, JarvisGiftPlayedUncoversItsPile) {
  const Game g = make(deal(2, 1, {"r4"}, "y9", "p1 p2 p3 p4 p5 p6 p7", "g1 g2 g3 g4 g5 g6 g7"));
  State s = run(g, g.initial_state(), "pick y9; distress left; give b1; give y1; give p3");
  ASSERT_EQ(s.pile_up[2], *parse_card("y1"));
  s = play(g, s, "b2 b1 y1");  // JARVIS has no face-up blue, so it may play its gift y1
  EXPECT_EQ(s.trick, 1);
  EXPECT_EQ(s.pile_up[2], *parse_card("g3"));
  EXPECT_EQ(s.pile_down[2], kNoCard);
  EXPECT_TRUE(has(s.hand[kJarvis], *parse_card("g3")));
  EXPECT_FALSE(has(s.jarvis_hidden, *parse_card("g3")));
}

// ---------------------------------------------------------------------------------------------
// Notation and reasons.

// Spec: "`comm CARD top|only|bottom`". A position word outside those three is not notation,
// whether or not the actor holds the card (the check must not depend on the hand).
TEST(CrewAudit_Notation, CommPositionWordMustBeTopOnlyOrBottom) {
  const Game g = make(deal(4, 1, {"p1 p2 p3 b5 g1 g2 g3 g4 g5 r4"}, "y9"));
  const State s = run(g, g.initial_state(), "pick y9; no-distress");
  ASSERT_EQ(s.phase, Phase::comm);
  ASSERT_FALSE(has(s.hand[0], *parse_card("y9")));
  for (std::string_view text : {"comm y9 sideways", "comm y9 middle"}) {
    const auto r = g.parse_action(s, text);
    ASSERT_FALSE(r.ok()) << "'" << text << "' parsed as id " << r.value();
    EXPECT_EQ(r.error().code, bgb::Errc::parse) << r.error().message;
  }
  const auto deal_phase = parse_action(Game{}.initial_state(), "comm b7 sideways");
  EXPECT_FALSE(deal_phase.ok()) << "parsed as id " << deal_phase.value();
}

// "Separe o 4 de foguetes": while JARVIS's rows are dealt, r4 is set aside, not dealt; the
// reason must not claim it is already dealt.
TEST(CrewAudit_Notation, SetAsideRocketFourIsNotCalledAlreadyDealt) {
  const Game g = make(opts(2));
  const State s = g.initial_state();
  ASSERT_FALSE(g.is_legal(s, act::deal(kRocket4)));
  const std::string why = illegal_reason(s, act::deal(kRocket4));
  EXPECT_EQ(why.find("already dealt"), std::string::npos) << why;
  EXPECT_NE(why.find("set aside"), std::string::npos) << why;
}

}  // namespace
