// The Crew, seed 002, "Fim de Jogo e Pontuação" and the task tokens: completing tasks, the
// immediate failure with its structured reason, numbered / arrow / omega order, success.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// Seat 3 commands and leads p9; trick 1 is then "p9 p1 p2 p3" and seat 3 wins it.
const std::vector<std::string_view> kTaskHands = {"p1", "p2", "p3", "p9 r4"};
constexpr std::string_view kTrick1 = "p9 p1 p2 p3";

// "Uma tarefa é cumprida quando um membro da tripulação ganha uma vaza que contém a carta de jogo
// pertinente a uma das suas tarefas. ... Assim que cada jogador cumprir as tarefas
// correspondentes, a missão é concluída com êxito!"
TEST(CrewSeed_FimDeJogo, OwnerWinningTheTaskCardCompletesItAndTheMission) {
  const Game g = make(deal(4, 1, kTaskHands, "p1"));
  State s = run(g, g.initial_state(), "pick p1; no-distress");
  s = play(g, s, kTrick1);
  EXPECT_EQ(s.tasks[0].done_trick, 1);
  EXPECT_TRUE(g.is_terminal(s)) << "success as soon as all tasks are done";
  EXPECT_TRUE(s.success);
  EXPECT_EQ(s.failure.rule, FailRule::none);
  EXPECT_EQ(g.current_player(s), bgb::kTerminal);
  EXPECT_EQ(failure_text(s), "");
  const bgb::Returns r = g.returns(s);
  ASSERT_EQ(r.size(), 4);
  for (double v : r) EXPECT_EQ(v, 1.0);
}

// A task completed while others remain: the mission goes on.
TEST(CrewSeed_FimDeJogo, MissionContinuesWhileTasksRemain) {
  const Game g = make(deal(4, 2, kTaskHands, "p1 y9"));
  State s = run(g, g.initial_state(), "pick p1; pick y9; no-distress");
  s = play(g, s, kTrick1);
  EXPECT_EQ(s.tasks[0].done_trick, 1);
  EXPECT_EQ(s.tasks[1].done_trick, 0);
  EXPECT_FALSE(g.is_terminal(s));
  for (double v : g.returns(s)) EXPECT_EQ(v, 0.0);
}

// "Se um jogador ganhar nem que seja uma carta correspondente à carta de tarefa de outro
// jogador, a missão é dada como perdida."
TEST(CrewSeed_FimDeJogo, TaskWonByAnotherSeatFailsAtOnceWithTheReason) {
  const Game g = make(deal(4, 2, kTaskHands, "p1 y9"));
  State s = run(g, g.initial_state(), "pick y9; pick p1; no-distress");
  ASSERT_EQ(owner_of(s, "p1"), 0);
  s = play(g, s, kTrick1);
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_FALSE(s.success);
  EXPECT_EQ(s.failure, (Failure{FailRule::task_won_by_other, 1, *parse_card("p1"), 3}));
  EXPECT_EQ(fail_rule_name(s.failure.rule), "task_won_by_other");
  EXPECT_EQ(failure_text(s), "trick 1: seat 3 won p1, a task of seat 0");
  for (double v : g.returns(s)) EXPECT_EQ(v, 0.0);
}

// Token "1".."5": "A tarefa deve ser cumprida em primeiro lugar" — the n-th task completed.
TEST(CrewSeed_FichasDeTarefa, NumberedTokenCompletedOutOfPlaceFails) {
  // b1 carries token 1, p1 token 2; seat 3 completes p1 first.
  const Game g = make(deal(4, 3, kTaskHands, "b1 p1"));
  State s = run(g, g.initial_state(), "pick p1; pick b1; no-distress");
  ASSERT_EQ(s.tasks[0].token, Token::n1);
  s = play(g, s, kTrick1);
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.failure.rule, FailRule::number_order);
  EXPECT_EQ(s.failure.trick, 1);
  EXPECT_EQ(s.failure.card, *parse_card("b1")) << "the task whose place has passed";
  EXPECT_EQ(failure_text(s), "trick 1: task b1 of seat 0 (token 1) was not completed in its numbered place");
}

// Numbered tokens are absolute: a task without a token completed before token 1 breaks it.
TEST(CrewSeed_FichasDeTarefa, UntokenedTaskBeforeTokenOneFails) {
  // Mission 21: tokens 1 2 on b1 b2; p1 (no token) is completed first.
  const Game g = make(deal(4, 21, kTaskHands, "b1 b2 y1 y2 p1"));
  State s = run(g, g.initial_state(), "pick p1; pick b1; pick b2; pick y1; pick y2; no-distress");
  s = play(g, s, kTrick1);
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.failure.rule, FailRule::number_order);
  EXPECT_EQ(s.failure.card, *parse_card("b1"));
}

// "Tasks completed in the same trick do not break each other's order" (spec, task tokens).
TEST(CrewSeed_FichasDeTarefa, NumberedTokensCompletedInTheSameTrickAreInOrder) {
  // Mission 21: seat 3 picks first and fifth, so it owns p1 (token 1) and p2 (token 2).
  const Game g = make(deal(4, 21, kTaskHands, "p1 p2 y1 y2 y3"));
  State s = run(g, g.initial_state(), "pick p1; pick y1; pick y2; pick y3; pick p2; no-distress");
  ASSERT_EQ(owner_of(s, "p2"), 3);
  s = play(g, s, kTrick1);
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
  EXPECT_EQ(s.tasks[0].done_trick, 1);
  EXPECT_EQ(s.tasks[1].done_trick, 1);
}

// In order, numbered tokens pass: token 1 in trick 1, token 2 in trick 2.
TEST(CrewSeed_FichasDeTarefa, NumberedTokensInOrderPass) {
  // Mission 21: seat 3 owns p1 (token 1) and p4 (token 2).
  const Game g = make(deal(4, 21, {"p1 p4", "p2 p5", "p3 p6", "p9 p8 r4"}, "p1 p4 y1 y2 y3"));
  State s = run(g, g.initial_state(), "pick p1; pick y1; pick y2; pick y3; pick p4; no-distress");
  s = play(g, s, "p9 p1 p2 p3");
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
  s = play(g, s, "p8 p4 p5 p6");
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
  EXPECT_EQ(s.tasks[0].done_trick, 1);
  EXPECT_EQ(s.tasks[1].done_trick, 2);
}

// Arrows: "A tarefa deve ser cumprida a qualquer momento antes de [outra tarefa]" — `>>` after `>`.
TEST(CrewSeed_FichasDeTarefa, ArrowCompletedBeforeALowerArrowFails) {
  // Mission 6: b1 carries >, p1 carries >>.
  const Game g = make(deal(4, 6, kTaskHands, "b1 p1 y1"));
  State s = run(g, g.initial_state(), "pick p1; pick b1; pick y1; no-distress");
  s = play(g, s, kTrick1);
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.failure, (Failure{FailRule::arrow_order, 1, *parse_card("p1"), 3}));
  EXPECT_EQ(failure_text(s), "trick 1: task p1 of seat 3 (token >>) was completed before a lower arrow");
}

// Arrows are relative: a task without a token may be done before `>`.
TEST(CrewSeed_FichasDeTarefa, ArrowsAreRelativeOnly) {
  const Game g = make(deal(4, 22, kTaskHands, "b1 b2 b3 b4 p1"));
  State s = run(g, g.initial_state(), "pick p1; pick b1; pick b2; pick b3; pick b4; no-distress");
  s = play(g, s, kTrick1);
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
  EXPECT_EQ(s.tasks[4].done_trick, 1);
}

// `>` and `>>` in the same trick keep their order.
TEST(CrewSeed_FichasDeTarefa, ArrowsCompletedInTheSameTrickAreInOrder) {
  const Game g = make(deal(4, 22, kTaskHands, "p1 p2 y1 y2 y3"));
  State s = run(g, g.initial_state(), "pick p2; pick y1; pick y2; pick y3; pick p1; no-distress");
  s = play(g, s, kTrick1);
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
  EXPECT_EQ(s.tasks[0].done_trick, 1);
  EXPECT_EQ(s.tasks[1].done_trick, 1);
}

// Omega: the task must be the last one completed.
TEST(CrewSeed_FichasDeTarefa, OmegaCompletedWhileOthersRemainFails) {
  const Game g = make(deal(4, 7, kTaskHands, "p1 y1 y2"));
  State s = run(g, g.initial_state(), "pick p1; pick y1; pick y2; no-distress");
  ASSERT_EQ(s.tasks[0].token, Token::omega);
  s = play(g, s, kTrick1);
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.failure, (Failure{FailRule::omega_not_last, 1, *parse_card("p1"), 3}));
  EXPECT_EQ(failure_text(s), "trick 1: omega task p1 of seat 3 (token omega) was completed before the others");
}

// Omega after some tasks but before the last one still fails.
TEST(CrewSeed_FichasDeTarefa, OmegaBeforeTheLastOtherTaskFails) {
  // b1 carries omega (seat 3), p9 is seat 0's, y9 (seat 1's) stays open.
  const Game g = make(deal(4, 7, {"p9 b1", "p2 b2", "p3 b3", "p1 b9 r4"}, "b1 p9 y9"));
  State s = run(g, g.initial_state(), "pick b1; pick p9; pick y9; no-distress");
  s = play(g, s, "p1 p9 p2 p3");  // seat 0 wins its p9
  ASSERT_FALSE(g.is_terminal(s)) << failure_text(s);
  s = play(g, s, "b1 b2 b3 b9");  // seat 3 wins omega b1 while y9 is open
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.failure, (Failure{FailRule::omega_not_last, 2, *parse_card("b1"), 3}));
}

// Omega done together with the last other task (same trick) succeeds; a full mission 28 run:
// token 1 and an open task in trick 1, then one task per trick, omega last with the sixth.
TEST(CrewSeed_FichasDeTarefa, OmegaWithTheLastOtherTaskInOneTrickSucceeds) {
  const Game g = make(deal(4, 28, {"p1 b2 g3 y9", "p2 b9 g1 y8", "p3 b3 g9 y1", "p9 b1 g2 y2 r4"},
                           "p1 y9 b9 g9 p2 y8"));
  State s = run(g, g.initial_state(), "pick p1; pick y9; pick b9; pick g9; pick p2; pick y8; no-distress");
  ASSERT_EQ(s.tasks[0].token, Token::n1);
  ASSERT_EQ(s.tasks[1].token, Token::omega);
  ASSERT_EQ(owner_of(s, "y9"), 0);
  ASSERT_EQ(owner_of(s, "y8"), 0);
  s = play(g, s, "p9 p1 p2 p3");  // seat 3: p1 (token 1) and p2 together
  s = play(g, s, "b1 b2 b9 b3");  // seat 1: b9
  ASSERT_EQ(s.leader, 1);
  s = play(g, s, "g1 g9 g2 g3");  // seat 2: g9
  ASSERT_EQ(s.leader, 2);
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
  s = play(g, s, "y1 y2 y9 y8");  // seat 0: omega y9 with y8, the last two
  ASSERT_TRUE(g.is_terminal(s)) << "success as soon as all tasks are done";
  EXPECT_TRUE(s.success) << failure_text(s);
  EXPECT_EQ(s.trick, 4);
  EXPECT_EQ(s.tasks[1].done_trick, 4);
}

}  // namespace
