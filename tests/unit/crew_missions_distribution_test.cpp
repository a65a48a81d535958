// The Crew, logbook missions that change how tasks are handed out: 24/32/36/43 (every task face
// up, then the commander distributes them evenly, one at a time in reveal order, each after a
// yes/no round), 23 (swap two tokens), 40 (move a token), 11 (a member chosen by the commander,
// with the tasks face up, may not communicate).
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

/// Answers the current question round with `yes` everywhere and assigns the task to `seat`.
State answer_and_assign(const Game& g, State s, int seat) {
  for (int guard = 0; guard < 8 && s.phase == Phase::question; ++guard) s = step(g, s, "yes");
  EXPECT_EQ(s.phase, Phase::assign);
  return step(g, s, "assign " + std::to_string(seat));
}

/// The task counts per seat among the revealed tasks.
std::vector<int> task_counts(const State& s) {
  std::vector<int> n(static_cast<std::size_t>(s.seats), 0);
  for (int i = 0; i < s.revealed; ++i) {
    const std::uint8_t o = s.tasks[static_cast<std::size_t>(i)].owner;
    if (o != kNoSeat) ++n[o];
  }
  return n;
}

constexpr std::string_view kSix = "p1 p2 p3 p4 p5 p6";

// ---------------------------------------------------------------------------------------------
// Missions 24, 32, 36, 43: every task face up, then per task in reveal order: ask, assign.

// "Tire o número indicado de cartas de tarefa do monte e coloque-as, viradas para cima, no centro
// da mesa" (setup step 5) before the commander acts: all six tasks are face up, then for each
// task in reveal order the crew answers and the commander assigns it.
TEST(CrewSeed_DistribuicaoDeTarefas, Mission24RevealsEveryTaskBeforeTheFirstQuestion) {
  const Game g = make(deal(4, 24, {"", "r4"}, kSix));
  State s = g.initial_state();
  ASSERT_EQ(s.commander, 1);
  ASSERT_EQ(s.phase, Phase::question);
  EXPECT_EQ(s.revealed, 6) << "every task is face up";
  for (int i = 0; i < 6; ++i) EXPECT_EQ(observe(s, 0).view.tasks[static_cast<std::size_t>(i)].card, s.tasks[static_cast<std::size_t>(i)].card);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"yes", "no"}));
  std::vector<int> asked;
  for (std::string_view a : {"yes", "no", "no"}) {
    asked.push_back(g.current_player(s));
    s = step(g, s, a);
  }
  EXPECT_EQ(asked, (std::vector<int>{2, 3, 0}));
  ASSERT_EQ(s.phase, Phase::assign);
  EXPECT_EQ(g.current_player(s), 1);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 0", "assign 1", "assign 2", "assign 3"}))
      << "the commander may take a task himself";
  s = step(g, s, "assign 3");
  EXPECT_EQ(owner_of(s, "p1"), 3) << "the first task in reveal order";
  EXPECT_EQ(owner_of(s, "p2"), kNoSeat);
  EXPECT_EQ(detail::next_unassigned_task(s), 1);
  EXPECT_EQ(s.phase, Phase::question) << "the next task gets its own round";
  EXPECT_EQ(s.answers[2], kNoAnswer) << "answers start afresh";
  EXPECT_EQ(g.current_player(s), 2);
  EXPECT_EQ(illegal_reason(s, act::kPass), "seat 2 must answer yes or no");
  s = run(g, s, "yes; yes; yes");
  EXPECT_EQ(illegal_reason(s, act::kPass), "the commander must assign task p2");
}

// With chance tasks the six reveals all come first; no question is asked in between.
TEST(CrewMission24, ChanceTasksAreAllRevealedBeforeTheFirstQuestion) {
  const Game g = make(deal(4, 24, {}));
  State s = g.initial_state();
  for (std::string_view t : {"task b3", "task b4", "task g1", "task g2", "task y8"}) {
    ASSERT_EQ(s.phase, Phase::reveal) << t;
    EXPECT_EQ(g.current_player(s), bgb::kChance);
    s = step(g, s, t);
  }
  EXPECT_EQ(legal_texts(g, s).size(), 31u) << "every task card not yet revealed";
  s = step(g, s, "task p9");
  ASSERT_EQ(s.phase, Phase::question);
  EXPECT_EQ(s.revealed, 6);
  s = answer_and_assign(g, s, 2);
  EXPECT_EQ(owner_of(s, "b3"), 2);
  EXPECT_EQ(s.phase, Phase::question) << "straight to the next task's question";
}

// 6 tasks for 4 seats: two seats end with 2, two with 1.
TEST(CrewMission24, AssignmentMustStayEven) {
  const Game g = make(deal(4, 24, {}, kSix));
  State s = g.initial_state();
  s = answer_and_assign(g, s, 0);
  s = answer_and_assign(g, s, 0);
  s = run(g, s, "yes; yes; yes");
  ASSERT_EQ(s.phase, Phase::assign);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 1", "assign 2", "assign 3"}));
  EXPECT_EQ(illegal_reason(s, act::assign(0)), "the tasks must end evenly: seat 0 has enough");
  EXPECT_EQ(illegal_reason(s, act::assign(4)), "there is no seat 4");
  s = step(g, s, "assign 1");
  s = run(g, s, "yes; yes; yes");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 1", "assign 2", "assign 3"}));
  s = step(g, s, "assign 1");  // seats 0 and 1 now hold 2: the last two go one each to 2 and 3
  s = run(g, s, "yes; yes; yes");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 2", "assign 3"}));
  s = step(g, s, "assign 3");
  s = run(g, s, "yes; yes; yes");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 2"}));
  s = step(g, s, "assign 2");
  EXPECT_EQ(task_counts(s), (std::vector<int>{2, 2, 1, 1}));
  EXPECT_EQ(s.phase, Phase::distress) << "mission 24 < 25: no handover, even with 5 players";
}

// 2 players: JARVIS is a seat for the distribution (6 tasks: 2 each) and its answer is the
// commander's.
TEST(CrewMission24, JarvisCountsAsASeat) {
  const Game g = make(deal(2, 24, {"r4"}, kSix));
  State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::question);
  EXPECT_EQ(g.current_player(s), 1);
  s = step(g, s, "yes");
  EXPECT_EQ(s.actor, kJarvis);
  EXPECT_EQ(g.current_player(s), 0) << "the commander answers for JARVIS";
  s = step(g, s, "no");
  ASSERT_EQ(s.phase, Phase::assign);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 0", "assign 1", "assign 2"}));
  s = step(g, s, "assign 0");
  s = answer_and_assign(g, s, 0);
  s = answer_and_assign(g, s, 1);
  s = run(g, s, "yes; yes");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 1", "assign 2"}));
  s = step(g, s, "assign 1");
  s = run(g, s, "yes; yes");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 2"})) << "only JARVIS lacks tasks";
  s = step(g, s, "assign 2");
  s = answer_and_assign(g, s, 2);
  EXPECT_EQ(task_counts(s), (std::vector<int>{2, 2, 2}));
  EXPECT_EQ(s.phase, Phase::distress);
}

TEST(CrewMission24, AssignedTasksAreWonLikePickedOnes) {
  const Game g = make(deal(4, 24, kRoundRobin, "p1 y9 g9 b9 b1 y1"));
  State s = g.initial_state();
  for (int seat : {0, 3, 2, 1, 1, 3}) s = answer_and_assign(g, s, seat);
  s = step(g, s, "no-distress");
  expect_failure(g, play(g, s, "p4 p1 p2 p3"), Failure{FailRule::task_won_by_other, 1, C("p1"), 3},
                 "trick 1: seat 3 won p1, a task of seat 0");
}

// The round-robin deal's tricks below: seat 3 wins p1-p8, seat 0 b1-b7 and p9, seat 1 b8 b9 g1
// g2, seat 2 y1-y4.
TEST(CrewMission24, SucceedsWithTheDistributedTasks) {
  const Game g = make(deal(4, 24, kRoundRobin, "p1 b1 b8 y1 p5 b5"));
  State s = g.initial_state();
  for (int seat : {3, 0, 1, 2, 3, 0}) s = answer_and_assign(g, s, seat);
  EXPECT_EQ(task_counts(s), (std::vector<int>{2, 1, 1, 2}));
  // y1 is still open before the last trick.
  s = play_deciding(g, step(g, s, "no-distress"),
                    "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2; g4 g5 g6 g3; y1 y2 y3 y4");
  expect_success(g, s, 7);
}

// 5 players, mission 32 (7 tasks: two seats get 2): the handover round follows the distribution.
TEST(CrewMission32, FivePlayersHandOverAfterTheDistribution) {
  const Game g = make(deal(5, 32, {"", "", "r4"}, "p1 p2 p3 p4 p5 p6 p7"));
  State s = g.initial_state();
  ASSERT_EQ(s.commander, 2);
  for (int seat : {2, 2, 0, 0}) s = answer_and_assign(g, s, seat);
  s = run(g, s, "yes; yes; yes; yes");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 1", "assign 3", "assign 4"}));
  s = step(g, s, "assign 1");
  s = answer_and_assign(g, s, 3);
  s = answer_and_assign(g, s, 4);
  EXPECT_EQ(task_counts(s), (std::vector<int>{2, 1, 2, 1, 1}));
  ASSERT_EQ(s.phase, Phase::handover);
  EXPECT_EQ(g.current_player(s), 2) << "clockwise from the commander";
  std::vector<int> asked;
  while (s.phase == Phase::handover) {
    asked.push_back(g.current_player(s));
    s = step(g, s, "pass");
  }
  EXPECT_EQ(asked, (std::vector<int>{2, 3, 4, 0, 1}));
  EXPECT_EQ(s.phase, Phase::distress);
}

// Mission 36: the tokens 1 and 2 go on the first two tasks revealed.
TEST(CrewMission36, TokensGoOnTheFirstTwoTasksRevealed) {
  const Game g = make(deal(4, 36, {}, "b5 g6 y7 p1 p2 p3 p4"));
  State s = g.initial_state();
  EXPECT_EQ(s.tasks[0].token, Token::n1);
  s = answer_and_assign(g, s, 1);
  EXPECT_EQ(s.tasks[1].token, Token::n2);
  s = answer_and_assign(g, s, 2);
  EXPECT_EQ(s.tasks[2].token, Token::none);
  for (int seat : {3, 0, 0, 1, 2}) s = answer_and_assign(g, s, seat);
  EXPECT_EQ(task_counts(s), (std::vector<int>{2, 2, 2, 1}));
  EXPECT_EQ(s.phase, Phase::distress);
}

TEST(CrewMission36, SucceedsWithTheTokensKeptInOrder) {
  const Game g = make(deal(4, 36, kRoundRobin, "p1 p5 b1 b5 b8 y1 y5"));
  State s = g.initial_state();
  for (int seat : {3, 3, 0, 0, 1, 2, 2}) s = answer_and_assign(g, s, seat);
  ASSERT_EQ(s.tasks[1].token, Token::n2);
  s = step(g, s, "no-distress");
  s = play(g, s, "p4 p1 p2 p3; p8 p5 p6 p7");
  EXPECT_EQ(s.tasks[1].done_trick, 2) << "token 2 second";
  expect_success(g, play_deciding(g, s, "b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2; g4 g5 g6 g3; y1 y2 y3 y4; g9 y5 g7 g8"));
}

TEST(CrewMission36, FivePlayersHandOverAfterTheDistribution) {
  const Game g = make(deal(5, 36, {"r4"}, "b5 g6 y7 p1 p2 p3 p4"));
  State s = g.initial_state();
  for (int seat : {4, 3, 2, 1, 0, 4, 3}) s = answer_and_assign(g, s, seat);
  ASSERT_EQ(s.phase, Phase::handover);
  EXPECT_EQ(g.current_player(s), 0);
  s = step(g, s, "handover p2 1");  // seat 0 was given p2
  EXPECT_EQ(owner_of(s, "p2"), 1);
  EXPECT_EQ(s.phase, Phase::distress);
}

// 3 players, 9 tasks: exactly three each.
TEST(CrewMission43, ThreePlayersGetThreeTasksEach) {
  const Game g = make(deal(3, 43, {}, "p1 p2 p3 p4 p5 p6 p7 p8 p9"));
  State s = g.initial_state();
  for (int seat : {0, 0, 0}) s = answer_and_assign(g, s, seat);
  s = run(g, s, "yes; yes");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 1", "assign 2"}));
  s = step(g, s, "assign 2");
  for (int seat : {2, 2}) s = answer_and_assign(g, s, seat);
  s = run(g, s, "yes; yes");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"assign 1"}));
  s = step(g, s, "assign 1");
  for (int seat : {1, 1}) s = answer_and_assign(g, s, seat);
  EXPECT_EQ(task_counts(s), (std::vector<int>{3, 3, 3}));
  EXPECT_EQ(s.phase, Phase::distress);
}

TEST(CrewMission43, FivePlayersHandOverAfterTheDistribution) {
  const Game g = make(deal(5, 43, {"", "", "", "r4"}, "p1 p2 p3 p4 p5 p6 p7 p8 p9"));
  State s = g.initial_state();
  for (int seat : {0, 1, 2, 3, 4, 0, 1, 2, 3}) s = answer_and_assign(g, s, seat);
  EXPECT_EQ(task_counts(s), (std::vector<int>{2, 2, 2, 2, 1}));
  ASSERT_EQ(s.phase, Phase::handover);
  EXPECT_EQ(g.current_player(s), 3);
}

// ---------------------------------------------------------------------------------------------
// Mission 23: the commander may swap two task tokens before the tasks are picked.

constexpr std::string_view kTasks23 = "p4 b3 g2 y1 y5";
constexpr std::string_view kPicks23 = "pick p4; pick b3; pick g2; pick y1; pick y5; no-distress";

TEST(CrewMission23, CommanderMaySwapTwoTokensBeforePicking) {
  const Game g = make(deal(4, 23, {"", "r4"}, "p1 p2 p3 p4 p5"));
  State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::swap);
  EXPECT_EQ(g.current_player(s), 1);
  EXPECT_EQ(s.revealed, 5) << "the tokens lie on face-up tasks";
  EXPECT_EQ(legal_texts(g, s),
            (std::vector<std::string>{"swap 1 2", "swap 1 3", "swap 1 4", "swap 1 5", "swap 2 3", "swap 2 4",
                                      "swap 2 5", "swap 3 4", "swap 3 5", "swap 4 5", "no-swap"}));
  EXPECT_EQ(*g.parse_action(s, "swap 4 1"), *g.parse_action(s, "swap 1 4")) << "the order of the pair is free";
  EXPECT_FALSE(g.parse_action(s, "swap 2 2").ok());
  EXPECT_FALSE(g.parse_action(s, "swap 1 6").ok());
  EXPECT_FALSE(g.is_legal(s, act::pick(C("p1")))) << "no picking before the decision";
  s = step(g, s, "swap 4 1");
  EXPECT_EQ(s.tasks[0].token, Token::n4);
  EXPECT_EQ(s.tasks[3].token, Token::n1);
  EXPECT_EQ(s.tasks[1].token, Token::n2);
  ASSERT_EQ(s.phase, Phase::pick);
  EXPECT_EQ(g.current_player(s), 1) << "the commander picks first";
}

TEST(CrewMission23, NoSwapKeepsTheTokens) {
  const Game g = make(deal(4, 23, kRoundRobin, kTasks23));
  State s = run(g, g.initial_state(), "no-swap");
  ASSERT_EQ(s.phase, Phase::pick);
  for (int i = 0; i < 5; ++i) EXPECT_EQ(s.tasks[static_cast<std::size_t>(i)].token, static_cast<Token>(i + 1));
  s = run(g, s, kPicks23);
  s = play(g, s, "p4 p1 p2 p3");  // seat 3 completes p4, token 1, in place
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
  EXPECT_EQ(s.tasks[0].done_trick, 1);
}

TEST(CrewMission23, SwappedTokensAreTheOnesThatCount) {
  const Game g = make(deal(4, 23, kRoundRobin, kTasks23));
  State s = run(g, g.initial_state(), "swap 1 2");
  ASSERT_EQ(s.tasks[0].token, Token::n2);
  ASSERT_EQ(s.tasks[1].token, Token::n1);
  // p4 now carries token 2 and is completed first.
  expect_failure(g, play(g, run(g, s, kPicks23), "p4 p1 p2 p3"), Failure{FailRule::number_order, 1, C("p4"), 3},
                 "trick 1: task p4 of seat 3 (token 2) was not completed in its numbered place");
}

// Tokens 1-5 on p4 b4 b9 y4 g6; the tricks complete them in the order p4 b4 b9 g6 y4, so only
// with tokens 4 and 5 swapped.
TEST(CrewMission23, SucceedsWithTheSwappedOrder) {
  expect_success_after(deal(4, 23, kRoundRobin, "p4 b4 b9 y4 g6"),
                       "swap 4 5; pick p4; pick b4; pick b9; pick y4; pick g6; no-distress",
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2; g4 g5 g6 g3; y1 y2 y3 y4");
}

TEST(CrewMission23, WithoutTheSwapTheSameTricksFail) {
  expect_failure_after(deal(4, 23, kRoundRobin, "p4 b4 b9 y4 g6"),
                       "no-swap; pick p4; pick b4; pick b9; pick y4; pick g6; no-distress",
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2; g4 g5 g6 g3",
                       Failure{FailRule::number_order, 6, C("y4"), 2},
                       "trick 6: task y4 of seat 2 (token 4) was not completed in its numbered place");
}

// ---------------------------------------------------------------------------------------------
// Mission 40: the commander may move one token onto a task card without one, before picking.

TEST(CrewMission40, CommanderMayMoveOneTokenOntoAnUntokenedTask) {
  const Game g = make(deal(4, 40, {"", "", "r4"}, "p1 p2 p3 p4 p5 p6 p7 p8"));
  State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::move);
  EXPECT_EQ(g.current_player(s), 2);
  const std::vector<std::string> legal = legal_texts(g, s);
  EXPECT_EQ(legal.size(), 3u * 5u + 1u) << "tokens 1-3 onto the five tasks without a token, or no-move";
  EXPECT_EQ(legal.front(), "move 1 p4");
  EXPECT_EQ(legal.back(), "no-move");
  EXPECT_FALSE(g.is_legal(s, act::move(2, C("p1")))) << "p1 already carries a token";
  EXPECT_EQ(illegal_reason(s, act::move(2, C("p1"))), "the token moves onto a revealed task card without a token");
  EXPECT_FALSE(g.is_legal(s, act::move(1, C("b5")))) << "b5 is no task";
  EXPECT_FALSE(g.parse_action(s, "move 4 p5").ok()) << "mission 40 has tokens 1-3";
  s = step(g, s, "move 2 p6");
  EXPECT_EQ(s.tasks[1].token, Token::none);
  EXPECT_EQ(s.tasks[5].token, Token::n2);
  EXPECT_EQ(s.tasks[0].token, Token::n1);
  ASSERT_EQ(s.phase, Phase::pick);
  EXPECT_EQ(g.current_player(s), 2);
}

// b3 carries token 1; trick 1 completes p4 first. Moving token 1 onto p4 makes that in order.
constexpr std::string_view kTasks40 = "b3 g2 y1 p4 y5 y9 g6 b7";
constexpr std::string_view kPicks40 =
    "pick p4; pick b3; pick g2; pick y1; pick y5; pick y9; pick g6; pick b7; no-distress";

TEST(CrewMission40, MovedTokenIsTheOneThatCounts) {
  const Game g = make(deal(4, 40, kRoundRobin, kTasks40));
  State s = run(g, g.initial_state(), "move 1 p4");
  ASSERT_EQ(s.tasks[3].token, Token::n1);
  ASSERT_EQ(s.tasks[0].token, Token::none);
  s = run(g, s, kPicks40);
  s = play(g, s, "p4 p1 p2 p3");
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
  EXPECT_EQ(s.tasks[3].done_trick, 1);
}

TEST(CrewMission40, WithoutTheMoveTheSameTrickFails) {
  const Game g = make(deal(4, 40, kRoundRobin, kTasks40));
  const State s = run(g, run(g, g.initial_state(), "no-move"), kPicks40);
  expect_failure(g, play(g, s, "p4 p1 p2 p3"), Failure{FailRule::number_order, 1, C("b3"), 0},
                 "trick 1: task b3 of seat 0 (token 1) was not completed in its numbered place");
}

// Tokens 1-3 on p1 p5 y1; the tricks complete p1, p5, b1 first: moving token 3 onto b1 wins.
TEST(CrewMission40, SucceedsWithTheMovedToken) {
  expect_success_after(deal(4, 40, kRoundRobin, "p1 p5 y1 b1 b5 b8 g1 y5"),
                       "move 3 b1; pick p1; pick b1; pick b8; pick y1; pick p5; pick b5; pick g1; pick y5; no-distress",
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2; g4 g5 g6 g3; y1 y2 y3 y4; "
                       "g9 y5 g7 g8");
}

// ---------------------------------------------------------------------------------------------
// Mission 11: the commander chooses a member (not himself, not JARVIS) who may not communicate.

// "Tire o número indicado de cartas de tarefa do monte e coloque-as, viradas para cima, no centro
// da mesa" (setup step 5) comes before the commander acts (step 7): the commander names the
// member without radio with the tasks in view, before the first pick.
TEST(CrewSeed_DistribuicaoDeTarefas, Mission11ChoosesTheSilencedMemberWithTheTasksFaceUp) {
  const Game g = make(deal(4, 11, {"", "", "r4"}));
  State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::reveal) << "the tasks are turned up right after the deal";
  EXPECT_FALSE(g.is_legal(s, act::choose(0))) << "no choice before the tasks are face up";
  s = run(g, s, "task p1; task p2; task p3");
  ASSERT_EQ(s.phase, Phase::reveal);
  s = step(g, s, "task p4");
  EXPECT_EQ(s.tasks[0].token, Token::n1);
  ASSERT_EQ(s.phase, Phase::choose) << "no question in mission 11";
  EXPECT_EQ(s.revealed, 4);
  for (bgb::Viewer v : {bgb::Viewer{2}, bgb::Viewer{0}, bgb::kViewPublic})
    EXPECT_EQ(observe(s, v).view.tasks[3].card, C("p4")) << "the commander chooses with every task in view";
  EXPECT_EQ(g.current_player(s), 2);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"choose 0", "choose 1", "choose 3"}));
  EXPECT_FALSE(g.is_legal(s, act::pick(C("p1")))) << "nobody picks before the choice";
  s = step(g, s, "choose 3");
  EXPECT_EQ(s.chosen, 3);
  ASSERT_EQ(s.phase, Phase::pick);
  EXPECT_EQ(g.current_player(s), 2) << "then the commander picks first";
}

// Preset tasks are face up at once, so the choice is the first decision.
TEST(CrewMission11, PresetTasksAreFaceUpWhenTheCommanderChooses) {
  const Game g = make(deal(4, 11, {"r4"}, "y9 b9 p9 b8"));
  const State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::choose);
  EXPECT_EQ(s.revealed, 4);
  EXPECT_EQ(observe(s, 1).view.tasks[0].card, C("y9"));
}

TEST(CrewMission11, JarvisCannotBeChosen) {
  const Game g = make(deal(2, 11, {"r4"}, "p1 p2 p3 p4"));
  const State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::choose);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"choose 1"}));
  EXPECT_EQ(illegal_reason(s, act::choose(kJarvis)), "JARVIS never communicates, so it cannot be the one who may not");
  EXPECT_EQ(illegal_reason(s, act::choose(0)), "the commander cannot choose himself");
}

/// The seats asked in the communication windows before tricks 1, 2 and 3 when `silenced` may
/// not communicate.
std::vector<std::vector<int>> comm_windows(int silenced) {
  // Seat 2 commands and holds the greens but g1, so it wins the first three tricks.
  const Game g = make(deal(4, 11, {"p1 p2 p3 p4 p5 p6 p7 p8 p9 b1", "b2 b3 b4 b5 b6 b7 b8 b9 g1 y1",
                                   "r4 g2 g3 g4 g5 g6 g7 g8 g9 y2", "y3 y4 y5 y6 y7 y8 y9 r1 r2 r3"},
                              "y9 b9 p9 b8"));
  State s = run(g, g.initial_state(), "choose " + std::to_string(silenced));
  s = run(g, s, "pick y9; pick b9; pick p9; pick b8; no-distress");
  std::vector<std::vector<int>> windows;
  for (std::string_view trick : {"g2 y3 p1 g1", "g3 y4 p2 b2", "g4 y5 p3 b3"}) {
    std::vector<int> asked;
    while (s.phase == Phase::comm) {
      asked.push_back(g.current_player(s));
      s = step(g, s, "pass");
    }
    windows.push_back(asked);
    s = play(g, s, trick);
  }
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
  return windows;
}

TEST(CrewMission11, SucceedsWhileTheSilencedMemberNeverSpeaks) {
  const Game g = make(deal(4, 11, kRoundRobin, "p4 b4 b9 g9"));
  State s = run(g, g.initial_state(), "choose 1; pick p4; pick b4; pick b9; pick g9; no-distress");
  ASSERT_EQ(s.tasks[0].token, Token::n1);
  std::vector<int> speakers;
  for (Card c : cards("p4 p1 p2 p3 p8 p5 p6 p7 b3 b4 b1 b2 p9 b5 b6 b7 b8 b9 g1 g2 g4 g5 g6 g3 y1 y2 y3 y4 g9 y5 g7 g8")) {
    while (s.phase == Phase::comm) {
      speakers.push_back(g.current_player(s));
      s = step(g, s, "pass");
    }
    s = step(g, s, "play " + card_text(c));
  }
  expect_success(g, s, 8);
  EXPECT_EQ(std::count(speakers.begin(), speakers.end(), 1), 0) << "seat 1 was never asked";
  EXPECT_EQ(std::count(speakers.begin(), speakers.end(), 0), 8) << "seat 0 was asked before every trick";
}

TEST(CrewMission11, SilencedSeatNeverGetsACommunicationWindow) {
  const std::vector<std::vector<int>> without0 = {{2, 3, 1}, {2, 3, 1}, {2, 3, 1}};
  EXPECT_EQ(comm_windows(0), without0);
  const std::vector<std::vector<int>> without3 = {{2, 0, 1}, {2, 0, 1}, {2, 0, 1}};
  EXPECT_EQ(comm_windows(3), without3) << "the other seats keep their radio";
}

}  // namespace
