// The Crew, logbook missions with a question round and a commander's choice: 5 (sick member),
// 20/27/37 (commander decides who takes all tasks, with them face up), 33 (one trick), 41 (first
// and last trick), 50 (roles). Spec "Decisions": every seat but the commander answers, clockwise from the
// commander's left (the commander answers for JARVIS); `choose SEAT` never names the commander.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

/// The seats asked in the current question round, in order, answering `answer` each time.
std::vector<int> answer_all(const Game& g, State& s, std::string_view answer) {
  std::vector<int> asked;
  for (int guard = 0; guard < 8 && s.phase == Phase::question; ++guard) {
    asked.push_back(s.actor);
    s = step(g, s, answer);
  }
  return asked;
}

// ---------------------------------------------------------------------------------------------
// Mission 5: good/bad, the commander chooses a sick member (not himself) who must win no trick.

TEST(CrewMission05, EverySeatButTheCommanderAnswersClockwiseFromItsLeft) {
  const Game g = make(deal(4, 5, {"", "", "r4"}));
  State s = g.initial_state();
  ASSERT_EQ(s.commander, 2);
  ASSERT_EQ(s.phase, Phase::question);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"good", "bad"}));
  EXPECT_FALSE(g.is_legal(s, act::answer(act::Answer::yes)));
  EXPECT_FALSE(g.is_legal(s, act::answer(act::Answer::first4)));
  EXPECT_EQ(illegal_reason(s, act::answer(act::Answer::yes)), "seat 3 must answer good or bad");
  std::vector<int> asked;
  for (std::string_view a : {"good", "bad", "good"}) {
    asked.push_back(g.current_player(s));
    s = step(g, s, a);
  }
  EXPECT_EQ(asked, (std::vector<int>{3, 0, 1}));
  EXPECT_EQ(s.answers[3], static_cast<std::uint8_t>(act::Answer::good));
  EXPECT_EQ(s.answers[0], static_cast<std::uint8_t>(act::Answer::bad));
  EXPECT_EQ(s.answers[1], static_cast<std::uint8_t>(act::Answer::good));
  EXPECT_EQ(s.answers[2], kNoAnswer) << "the commander does not answer";
  ASSERT_EQ(s.phase, Phase::choose);
  EXPECT_EQ(g.current_player(s), 2);
}

TEST(CrewMission05, TheCommanderChoosesAnyoneButHimself) {
  const Game g = make(deal(4, 5, {"", "", "r4"}));
  State s = run(g, g.initial_state(), "good; good; good");
  ASSERT_EQ(s.phase, Phase::choose);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"choose 0", "choose 1", "choose 3"}));
  EXPECT_EQ(illegal_reason(s, act::choose(2)), "the commander cannot choose himself");
  EXPECT_EQ(illegal_reason(s, act::choose(4)), "there is no seat 4");
  s = step(g, s, "choose 0");
  EXPECT_EQ(s.chosen, 0);
  EXPECT_EQ(s.phase, Phase::distress) << "no tasks: straight to the distress decision";
  EXPECT_EQ(g.current_player(s), 2);
}

// 2 players: JARVIS (seat 2) is asked in its turn, and the commander answers for it.
TEST(CrewMission05, TheCommanderAnswersForJarvis) {
  const Game g = make(deal(2, 5, {"", "r4"}));
  State s = g.initial_state();
  ASSERT_EQ(s.commander, 1);
  ASSERT_EQ(s.phase, Phase::question);
  EXPECT_EQ(s.actor, kJarvis) << "JARVIS sits left of seat 1";
  EXPECT_EQ(g.current_player(s), 1) << "the commander decides for JARVIS";
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"good", "bad"}));
  s = step(g, s, "bad");
  EXPECT_EQ(s.answers[kJarvis], static_cast<std::uint8_t>(act::Answer::bad));
  EXPECT_EQ(s.actor, 0);
  EXPECT_EQ(g.current_player(s), 0);
  s = step(g, s, "good");
  ASSERT_EQ(s.phase, Phase::choose);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"choose 0", "choose 2"})) << "JARVIS may be sick";
}

TEST(CrewMission05, SickMemberWinningATrickFails) {
  const Game g = make(deal(4, 5, kRoundRobin));
  State s = run(g, g.initial_state(), "good; good; bad; choose 1; no-distress");
  ASSERT_EQ(s.chosen, 1);
  s = play(g, s, "p4 p1 p6 p3");  // seat 1 wins with p6
  expect_failure(g, s, Failure{FailRule::forbidden_winner, 1, C("p6"), 1},
                 "trick 1: the sick member seat 1 won the trick with p6 and must not have");
  EXPECT_EQ(fail_rule_name(s.failure.rule), "forbidden_winner");
}

TEST(CrewMission05, SucceedsWhenTheSickMemberWinsNothing) {
  const Game g = make(deal(4, 5, kRoundRobin));
  // A constraint is only met when the last trick is over.
  const State s = play_deciding(g, run(g, g.initial_state(), "good; good; bad; choose 1; no-distress"),
                                "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 r4; "
                                "g2 g3 g4 g5; g9 g6 g7 g8; y4 y1 y2 y3; y8 y5 y6 y7; r3 y9 r1 r2");
  expect_success(g, s, 10);
  EXPECT_EQ(s.tricks_won[1], 0);
}

// 2 players: JARVIS as the sick member; the sentence names JARVIS.
TEST(CrewMission05, JarvisAsTheSickMemberWinningATrickFails) {
  const Game g = make(deal(2, 5, {"p1", "r4 p2"}, "", "p9"));
  State s = run(g, g.initial_state(), "good; bad; choose 2; no-distress");
  ASSERT_EQ(s.chosen, kJarvis);
  s = play(g, s, "p2 p9 p1");  // seat 1 leads, JARVIS (controlled by seat 1) wins with p9
  expect_failure(g, s, Failure{FailRule::forbidden_winner, 1, C("p9"), kJarvis},
                 "trick 1: the sick member JARVIS won the trick with p9 and must not have");
  EXPECT_EQ(g.returns(s).size(), 2);
}

// ---------------------------------------------------------------------------------------------
// Missions 20, 27, 37: yes/no, then the commander gives every task to one member (not himself).
// "Tire o número indicado de cartas de tarefa do monte e coloque-as, viradas para cima, no centro
// da mesa" (setup step 5) comes before the commander acts (step 7), so the tasks are face up for
// the question, the answers and the choice (the specification kept them face down; the
// rulebook wins, docs/rules/the-crew.md).

TEST(CrewSeed_DistribuicaoDeTarefas, Mission20TasksAreFaceUpForTheQuestionAndTheChoice) {
  const Game g = make(deal(4, 20, {}, "p1 b1"));
  State s = g.initial_state();
  ASSERT_EQ(s.commander, 0);
  ASSERT_EQ(s.phase, Phase::question);
  EXPECT_EQ(s.revealed, 2);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"yes", "no"}));
  for (bgb::Viewer v : {bgb::Viewer{0}, bgb::Viewer{1}, bgb::kViewPublic}) {
    const Observation o = observe(s, v);
    EXPECT_EQ(o.view.tasks[0].card, C("p1")) << "viewer " << v;
    EXPECT_EQ(o.view.tasks[1].card, C("b1")) << "viewer " << v;
    EXPECT_EQ(o.view.tasks[0].owner, kNoSeat) << "nobody owns them yet";
  }
  EXPECT_EQ(answer_all(g, s, "yes"), (std::vector<int>{1, 2, 3}));
  ASSERT_EQ(s.phase, Phase::choose);
  EXPECT_EQ(observe(s, 0).view.tasks[0].card, C("p1")) << "face up while the commander chooses";
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"choose 1", "choose 2", "choose 3"}));
  s = step(g, s, "choose 2");
  EXPECT_EQ(owner_of(s, "p1"), 2);
  EXPECT_EQ(owner_of(s, "b1"), 2);
  EXPECT_EQ(s.phase, Phase::distress) << "nothing to pick";
}

TEST(CrewMission20, ChanceTasksAreRevealedBeforeTheQuestion) {
  const Game g = make(deal(4, 20, {"", "r4"}));
  State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::reveal) << "the task cards are turned before the question";
  EXPECT_FALSE(g.is_legal(s, act::answer(act::Answer::yes)));
  s = run(g, s, "task g5; task y2");
  ASSERT_EQ(s.phase, Phase::question);
  EXPECT_EQ(owner_of(s, "g5"), kNoSeat);
  EXPECT_EQ(answer_all(g, s, "no"), (std::vector<int>{2, 3, 0}));
  s = step(g, s, "choose 3");
  EXPECT_EQ(owner_of(s, "g5"), 3);
  EXPECT_EQ(owner_of(s, "y2"), 3);
  EXPECT_EQ(s.phase, Phase::distress);
  EXPECT_EQ(g.current_player(s), 1);
}

// 2 players: JARVIS may take all the tasks.
TEST(CrewMission20, JarvisMayTakeTheTasks) {
  const Game g = make(deal(2, 20, {"r4"}, "p1 b1"));
  State s = run(g, g.initial_state(), "yes; no");
  ASSERT_EQ(s.phase, Phase::choose);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"choose 1", "choose 2"}));
  s = step(g, s, "choose 2");
  EXPECT_EQ(owner_of(s, "p1"), kJarvis);
  EXPECT_EQ(owner_of(s, "b1"), kJarvis);
}

TEST(CrewMission20, SucceedsWhenTheChosenMemberWinsBothTasks) {
  expect_success_after(deal(4, 20, kRoundRobin, "p2 p3"), "yes; yes; yes; choose 0; no-distress", "p4 p5 p2 p3", 1);
}

TEST(CrewMission20, AnotherSeatWinningATaskFails) {
  expect_failure_after(deal(4, 20, kRoundRobin, "p2 p3"), "yes; yes; yes; choose 2; no-distress", "p4 p1 p2 p3",
                       Failure{FailRule::task_won_by_other, 1, C("p2"), 3}, "trick 1: seat 3 won p2, a task of seat 2");
}

// 5 players, mission 27 (>= 25): the chosen member may hand one task over, like after picking.
TEST(CrewMission27, FivePlayersMayHandOverAfterTheChoice) {
  const Game g = make(deal(5, 27, {"r4"}, "p1 p2 p3"));
  State s = g.initial_state();
  for (int i = 0; i < 3; ++i) EXPECT_EQ(observe(s, 1).view.tasks[static_cast<std::size_t>(i)].card, s.tasks[static_cast<std::size_t>(i)].card);
  EXPECT_EQ(answer_all(g, s, "yes"), (std::vector<int>{1, 2, 3, 4}));
  s = step(g, s, "choose 3");
  ASSERT_EQ(s.phase, Phase::handover);
  EXPECT_EQ(g.current_player(s), 3) << "the only seat with tasks";
  const std::vector<std::string> legal = legal_texts(g, s);
  EXPECT_EQ(legal.size(), 1u + 3u * 4u);
  EXPECT_EQ(legal.front(), "pass");
  s = step(g, s, "handover p2 1");
  EXPECT_EQ(owner_of(s, "p1"), 3);
  EXPECT_EQ(owner_of(s, "p2"), 1);
  EXPECT_EQ(owner_of(s, "p3"), 3);
  EXPECT_EQ(s.phase, Phase::distress);
  EXPECT_EQ(g.current_player(s), 0);
}

TEST(CrewMission27, FourPlayersHaveNoHandover) {
  const Game g = make(deal(4, 27, {"r4"}, "p1 p2 p3"));
  const State s = run(g, g.initial_state(), "no; no; no; choose 1");
  EXPECT_EQ(s.phase, Phase::distress);
  EXPECT_EQ(owner_of(s, "p3"), 1);
}

TEST(CrewMission37, AllFourTasksGoToTheChosenMemberWhoAloneIsAskedToHandOver) {
  const Game g = make(deal(5, 37, {"", "", "r4"}, "p1 p2 b1 b2"));
  State s = g.initial_state();
  EXPECT_EQ(observe(s, 2).view.tasks[3].card, C("b2")) << "face up before the question";
  EXPECT_EQ(answer_all(g, s, "no"), (std::vector<int>{3, 4, 0, 1}));
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"choose 0", "choose 1", "choose 3", "choose 4"}));
  s = step(g, s, "choose 4");
  for (std::string_view t : {"p1", "p2", "b1", "b2"}) EXPECT_EQ(owner_of(s, t), 4) << t;
  ASSERT_EQ(s.phase, Phase::handover);
  EXPECT_EQ(g.current_player(s), 4);
  s = step(g, s, "pass");
  EXPECT_EQ(s.phase, Phase::distress) << "nobody else holds a task";
  EXPECT_EQ(s.handed_over, 1);
}

// ---------------------------------------------------------------------------------------------
// Mission 33: yes/no; the chosen member must win exactly one trick, and not with a rocket.

constexpr std::string_view kSetup33 = "yes; no; yes; choose 1; no-distress";

TEST(CrewMission33, ChoiceFollowsTheAnswersAndExcludesTheCommander) {
  const Game g = make(deal(4, 33, kRoundRobin));
  State s = g.initial_state();
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"yes", "no"}));
  EXPECT_EQ(answer_all(g, s, "yes"), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"choose 0", "choose 1", "choose 2"}));
  s = step(g, s, "choose 1");
  EXPECT_EQ(s.phase, Phase::distress);
}

TEST(CrewMission33, SucceedsWhenTheMemberWinsExactlyOneTrick) {
  const Game g = make(deal(4, 33, kRoundRobin));
  const State s = play(g, run(g, g.initial_state(), kSetup33),
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2");
  ASSERT_EQ(s.tricks_won[1], 1);
  expect_success(g, play_deciding(g, s, "g4 g5 g6 g3; y1 y2 y3 y4; g9 y5 g7 g8; y8 y9 y6 y7; r4 r1 r2 r3"));
}

TEST(CrewMission33, WinningWithARocketFails) {
  const Game g = make(deal(4, 33, kRoundRobin));
  const State s = play(g, run(g, g.initial_state(), kSetup33), "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2");
  ASSERT_EQ(s.leader, 0);
  // Seat 1 is out of pink and trumps: its only trick, but a rocket.
  expect_failure(g, play(g, s, "p9 r2 b6 b7"), Failure{FailRule::won_with_rocket, 4, C("r2"), 1},
                 "trick 4: the chosen member seat 1 won the trick with the rocket r2");
}

TEST(CrewMission33, WinningASecondTrickFails) {
  expect_failure_after(deal(4, 33, kRoundRobin), kSetup33,
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2; "
                       "g4 g5 g6 g3; y1 y2 y3 y8; g9 y9 g7 g8; y4 y5 y6 y7",
                       Failure{FailRule::forbidden_winner, 9, C("y7"), 1},
                       "trick 9: the chosen member seat 1 won the trick with y7 and must not have");
}

TEST(CrewMission33, WinningNoTrickFailsAtTheEnd) {
  expect_failure_after(deal(4, 33, kRoundRobin), kSetup33,
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 r4; "
                       "g2 g3 g4 g5; g9 g6 g7 g8; y4 y1 y2 y3; y8 y5 y6 y7; r3 y9 r1 r2",
                       Failure{FailRule::condition_unmet, 10, kNoCard, 1},
                       "trick 10: the chosen member seat 1 won 0 tricks instead of exactly 1");
}

// ---------------------------------------------------------------------------------------------
// Mission 41: yes/no; the chosen member wins the first and the last trick, neither with a
// rocket, and no trick in between.

constexpr std::string_view kSetup41 = "yes; no; yes; choose 1; no-distress";

TEST(CrewMission41, YesNoAnswersThenTheCommanderChoosesAnother) {
  const Game g = make(deal(4, 41, {"", "r4"}));
  State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::question);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"yes", "no"}));
  EXPECT_EQ(answer_all(g, s, "no"), (std::vector<int>{2, 3, 0}));
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"choose 0", "choose 2", "choose 3"}));
  s = step(g, s, "choose 0");
  EXPECT_EQ(s.chosen, 0);
  EXPECT_EQ(s.phase, Phase::distress);
  EXPECT_EQ(g.current_player(s), 1);
}

TEST(CrewMission41, SucceedsWithTheFirstAndTheLastTrickOnly) {
  const Game g = make(deal(4, 41, kRoundRobin));
  const State s = play_deciding(g, run(g, g.initial_state(), kSetup41),
                                "p4 p1 p6 p3; p2 p7 p8 p5; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 r4; "
                                "g2 g3 g4 g5; g9 g6 g7 g8; y8 y1 y2 y3; r3 y9 r1 r2; y4 y5 y6 y7");
  expect_success(g, s);
  EXPECT_EQ(s.tricks_won[1], 2);
}

TEST(CrewMission41, AnotherSeatWinningTheFirstTrickFails) {
  expect_failure_after(deal(4, 41, kRoundRobin), kSetup41, "p4 p1 p2 p3",
                       Failure{FailRule::required_winner, 1, C("p4"), 1},
                       "trick 1: seat 3 won it with p4, but the chosen member seat 1 had to win it");
}

TEST(CrewMission41, WinningTheFirstTrickWithARocketFails) {
  // Seat 1 holds no pink and trumps the lead.
  expect_failure_after(deal(4, 41, {"p1 p2 p5 p6 p9 g3 g7 y2 y6 r1", "b1 b4 b5 b8 b9 g4 g8 y3 y7 r2",
                                    kRoundRobin[2], kRoundRobin[3]}),
                       kSetup41, "p4 p1 r2 p3", Failure{FailRule::won_with_rocket, 1, C("r2"), 1},
                       "trick 1: the chosen member seat 1 won the trick with the rocket r2");
}

TEST(CrewMission41, WinningATrickInBetweenFails) {
  expect_failure_after(deal(4, 41, kRoundRobin), kSetup41,
                       "p4 p1 p6 p3; p2 p7 p8 p5; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2",
                       Failure{FailRule::forbidden_winner, 5, C("b9"), 1},
                       "trick 5: the chosen member seat 1 won the trick with b9 and must not have");
}

TEST(CrewMission41, AnotherSeatWinningTheLastTrickFails) {
  expect_failure_after(deal(4, 41, kRoundRobin), kSetup41,
                       "p4 p1 p6 p3; p2 p7 p8 p5; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 r4; "
                       "g2 g3 g4 g5; g9 g6 g7 g8; y4 y1 y2 y3; y8 y5 y6 y7; r3 y9 r1 r2",
                       Failure{FailRule::required_winner, 10, C("r3"), 1},
                       "trick 10: seat 2 won it with r3, but the chosen member seat 1 had to win it");
}

TEST(CrewMission41, WinningTheLastTrickWithARocketFails) {
  expect_failure_after(deal(4, 41, kRoundRobin), kSetup41,
                       "p4 p1 p6 p3; p2 p7 p8 p5; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 r4; "
                       "g2 g3 g4 g5; y4 y1 y2 y3; y8 y9 y6 y7; y5 g7 g8 r3; g9 g6 r1 r2",
                       Failure{FailRule::won_with_rocket, 10, C("r2"), 1},
                       "trick 10: the chosen member seat 1 won the trick with the rocket r2");
}

// ---------------------------------------------------------------------------------------------
// Mission 50: answers first4/middle/last, then `roles SEAT_FIRST4 SEAT_LAST`; one seat wins
// exactly tricks 1-4, another exactly the last, the others every trick in between.

constexpr std::string_view kSetup50 = "first4; middle; last; roles 1 2; no-distress";

TEST(CrewMission50, RolesFirstFourLastAndMiddle) {
  const Game g = make(deal(4, 50, kRoundRobin));
  State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::question);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"first4", "middle", "last"}));
  EXPECT_FALSE(g.is_legal(s, act::answer(act::Answer::yes)));
  EXPECT_EQ(illegal_reason(s, act::answer(act::Answer::good)), "seat 0 must answer first4, middle or last");
  s = run(g, s, "first4; middle; last");
  ASSERT_EQ(s.phase, Phase::roles);
  EXPECT_EQ(g.current_player(s), 3);
  const std::vector<std::string> legal = legal_texts(g, s);
  EXPECT_EQ(legal.size(), 12u) << "ordered pairs of different seats, the commander included";
  EXPECT_EQ(legal.front(), "roles 0 1");
  EXPECT_EQ(legal.back(), "roles 3 2");
  EXPECT_FALSE(g.is_legal(s, act::roles(2, 2)));
  EXPECT_EQ(illegal_reason(s, act::roles(2, 2)), "the two roles need two different seats at the table");
  EXPECT_FALSE(g.is_legal(s, act::roles(0, 4))) << "no seat 4 with 4 players";
  s = step(g, s, "roles 3 0");
  EXPECT_EQ(s.chosen, 3);
  EXPECT_EQ(s.chosen_last, 0);
  EXPECT_EQ(s.phase, Phase::distress);
}

TEST(CrewMission50, JarvisMayTakeARoleWithTwoPlayers) {
  const Game g = make(deal(2, 50, {"r4"}));
  State s = run(g, g.initial_state(), "last; middle");
  ASSERT_EQ(s.phase, Phase::roles);
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"roles 0 1", "roles 0 2", "roles 1 0", "roles 1 2",
                                                         "roles 2 0", "roles 2 1"}));
}

TEST(CrewMission50, SucceedsWhenEveryRoleIsKept) {
  const Game g = make(deal(4, 50, kRoundRobin));
  const State s = play(g, run(g, g.initial_state(), kSetup50), "p4 p1 p6 p3; b5 b2 b3 b4; b9 b6 b7 b8; b1 p7 p8 p5");
  ASSERT_EQ(s.tricks_won[1], 4);
  expect_success(g, play_deciding(g, s, "p2 g1 g2 p9; g3 g4 g5 g6; y1 y6 y3 y4; g7 g8 g9 r4; y9 y2 y7 y8; y5 r1 r2 r3"));
}

TEST(CrewMission50, AnotherSeatWinningTheFourthTrickFails) {
  // Seat 0 takes trick 4 with y6.
  expect_failure_after(deal(4, 50, kRoundRobin), kSetup50, "p4 p1 p6 p3; b5 b2 b3 b4; b9 b6 b7 b8; y3 y4 y5 y6",
                       Failure{FailRule::required_winner, 4, C("y6"), 1},
                       "trick 4: seat 0 won it with y6, but seat 1 (first four tricks) had to win it");
}

TEST(CrewMission50, AnotherSeatWinningTheSecondTrickFails) {
  const Game g = make(deal(4, 50, kRoundRobin));
  const State s = play(g, run(g, g.initial_state(), kSetup50), "p4 p1 p6 p3");
  ASSERT_EQ(s.leader, 1);
  // Seat 0 overtakes with b8.
  expect_failure(g, play(g, s, "b5 b6 b7 b8"), Failure{FailRule::required_winner, 2, C("b8"), 1},
                 "trick 2: seat 0 won it with b8, but seat 1 (first four tricks) had to win it");
}

TEST(CrewMission50, FirstFourSeatWinningAMiddleTrickFails) {
  expect_failure_after(deal(4, 50, kRoundRobin), kSetup50,
                       "p4 p1 p6 p3; b5 b2 b3 b4; b9 b6 b7 b8; b1 p7 p8 p5; g8 g1 g2 g3",
                       Failure{FailRule::forbidden_winner, 5, C("g8"), 1},
                       "trick 5: seat 1 (first four tricks) won the trick with g8 and must not have");
}

TEST(CrewMission50, LastTrickSeatWinningAMiddleTrickFails) {
  expect_failure_after(deal(4, 50, kRoundRobin), kSetup50,
                       "p4 p1 p6 p3; b5 b2 b3 b4; b9 b6 b7 b8; b1 p7 p8 p5; p2 g1 g2 p9; g3 g4 g5 g6; y1 y2 y3 y4",
                       Failure{FailRule::forbidden_winner, 7, C("y4"), 2},
                       "trick 7: seat 2 (last trick) won the trick with y4 and must not have");
}

TEST(CrewMission50, AnotherSeatWinningTheLastTrickFails) {
  expect_failure_after(deal(4, 50, kRoundRobin), kSetup50,
                       "p4 p1 p6 p3; b5 b2 b3 b4; b9 b6 b7 b8; b1 p7 p8 p5; p2 g1 g2 p9; g3 g4 g5 g6; "
                       "y1 y6 y3 y4; y2 y7 y8 y9; y5 g7 g8 g9; r4 r1 r2 r3",
                       Failure{FailRule::required_winner, 10, C("r4"), 2},
                       "trick 10: seat 3 won it with r4, but seat 2 (last trick) had to win it");
}

}  // namespace
