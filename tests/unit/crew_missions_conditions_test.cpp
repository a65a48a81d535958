// The Crew, logbook missions whose special rule is a condition on the tricks: 9 and 26 (colour
// 1s), 13 and 44 (rockets), 16 and 17 (nines), 29 and 34 (balance), 46 (the p9 guard), 48 (omega
// in the last trick). Spec "Mission end": failure the moment a rule is broken, success the
// moment everything is met; the state says which rule, in which trick, by which card and seat.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// One colour per seat and one rocket each: seat 0 (pink, r4) commands.
const std::vector<std::string_view> kSuitPerSeat = {
    "p1 p2 p3 p4 p5 p6 p7 p8 p9 r4", "b1 b2 b3 b4 b5 b6 b7 b8 b9 r1",
    "g1 g2 g3 g4 g5 g6 g7 g8 g9 r2", "y1 y2 y3 y4 y5 y6 y7 y8 y9 r3"};

State start(const Game& g, std::string_view setup = "no-distress") { return run(g, g.initial_state(), setup); }

// ---------------------------------------------------------------------------------------------
// Mission 9: a colour 1 must win a trick; success as soon as one does.

TEST(CrewMission09, SucceedsAsSoonAsAColourOneWins) {
  const Game g = make(deal(4, 9, kRoundRobin));
  // p1, b1 and g1 fall without winning; y1 is still out and wins the last trick (nobody else
  // has yellow).
  const State s = play_deciding(g, start(g),
                                "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2; g4 g5 g6 g3; "
                                "y5 y2 y3 y4; y9 y6 y7 y8; y1 g7 g8 g9");
  expect_success(g, s, 9);
  EXPECT_EQ(s.special_wins & 0x0F, 1 << 3) << "the yellow 1 is recorded";
}

TEST(CrewMission09, AllFourOnesFallenWithoutWinningFails) {
  // The last 1 loses in trick 7: nothing can be won by a 1 any more.
  expect_failure_after(deal(4, 9, kRoundRobin), "no-distress",
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2; g4 g5 g6 g3; y1 y2 y3 y4",
                       Failure{FailRule::condition_unmet, 7, kNoCard, kNoSeat},
                       "trick 7: no colour 1 can win a trick any more");
}

// ---------------------------------------------------------------------------------------------
// Mission 26: two different colour 1s must each win a trick.

TEST(CrewMission26, SucceedsWhenTwoDifferentOnesHaveWon) {
  const Game g = make(deal(4, 26, kRoundRobin));
  const State s = play(g, start(g), "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 g2; y2 y3 y4 y5; y9 y6 y7 y8; y1 g3 g4 g5");
  ASSERT_FALSE(g.is_terminal(s)) << "one 1 has won, one more is needed";
  EXPECT_EQ(s.special_wins & 0x0F, 1 << 3);
  expect_success(g, play_deciding(g, s, "g6 g7 g8 g9; g1 b7 b8 b9"), 9);
}

TEST(CrewMission26, FailsOnceTwoOnesCanNoLongerWin) {
  // After trick 4, p1 and b1 lost, g1 and y1 may still both win; trick 5 takes g1.
  expect_failure_after(deal(4, 26, kRoundRobin), "no-distress",
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2",
                       Failure{FailRule::condition_unmet, 5, kNoCard, kNoSeat},
                       "trick 5: two different colour 1s can no longer each win a trick");
}

// ---------------------------------------------------------------------------------------------
// Missions 13 and 44: every rocket must win a trick, never two in one trick; in 44 in order.

// r1 (seat 1), r2 (seat 2), r3 (seat 3), r4 (seat 0) each trump a lead they are void in.
constexpr std::string_view kRocketsInOrder = "p1 r1 g1 y1; b1 r2 y2 p2; g2 r3 p3 b2; y3 r4 b3 g3";

TEST(CrewMission13, SucceedsWhenEachRocketHasWonATrick) {
  const Game g = make(deal(4, 13, kSuitPerSeat));
  const State s = play(g, start(g), "p1 b1 r2 y1; g1 y2 p2 r1; b2 g2 r3 p3");  // any order will do
  ASSERT_FALSE(g.is_terminal(s));
  EXPECT_EQ(s.special_wins >> 4, 0b0111);
  expect_success(g, play(g, s, "y3 r4 b3 g3"), 4);
}

TEST(CrewMission13, TwoRocketsInOneTrickFail) {
  // A rocket lead must be followed.
  expect_failure_after(deal(4, 13, kRoundRobin), "no-distress", "r4 r1 r2 r3",
                       Failure{FailRule::rockets_together, 1, C("r4"), 3},
                       "trick 1: two rockets fell in one trick (r4 won it)");
}

// 3 players: seat 0 keeps one card after the 13 tricks; if it is a rocket, that rocket never won.
const std::vector<std::string_view> kThreeWithR1Left = {"p4 p5 p6 p7 p8 p9 b1 b2 b3 b4 b5 b6 b7 r1",
                                                        "b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y8 y9",
                                                        "p1 p2 p3 y1 y2 y3 y4 y5 y6 y7 r2 r3 r4"};

TEST(CrewMission13, ARocketThatNeverWonFailsAtTheEnd) {
  const Game g = make(deal(3, 13, kThreeWithR1Left));
  State s = start(g);
  ASSERT_EQ(s.commander, 2);
  s = play(g, s, "p1 p4 b8; b1 b9 r2; p2 p5 g1; b2 g2 r3; p3 p6 g3; b3 g4 r4");
  EXPECT_EQ(s.special_wins >> 4, 0b1110);
  s = play_deciding(g, s, "y1 p7 y8; g5 y2 p8; g6 y3 p9; g7 y4 b4; g8 y5 b5; g9 y6 b6; y9 y7 b7");
  EXPECT_TRUE(has(s.hand[0], C("r1")));
  expect_failure(g, s, Failure{FailRule::condition_unmet, 13, C("r1"), kNoSeat},
                 "trick 13: the mission ended before r1 won a trick");
}

TEST(CrewMission44, SucceedsWhenTheRocketsWinInOrder) {
  expect_success_after(deal(4, 44, kSuitPerSeat), "no-distress", kRocketsInOrder, 4);
}

TEST(CrewMission44, RocketWinningBeforeALowerOneFails) {
  expect_failure_after(deal(4, 44, kSuitPerSeat), "no-distress", "p1 b1 r2 y1",
                       Failure{FailRule::rocket_order, 1, C("r2"), 2},
                       "trick 1: r2 won a trick before every lower rocket had");
}

TEST(CrewMission44, RocketWinningAfterAGapFails) {
  // r3 wins trick 2 while r2 has not won.
  expect_failure_after(deal(4, 44, kSuitPerSeat), "no-distress", "p1 r1 g1 y1; b1 g2 r3 p2",
                       Failure{FailRule::rocket_order, 2, C("r3"), 3},
                       "trick 2: r3 won a trick before every lower rocket had");
}

TEST(CrewMission44, TwoRocketsInOneTrickFail) {
  expect_failure_after(deal(4, 44, kSuitPerSeat), "no-distress", "p1 r1 r2 y1",
                       Failure{FailRule::rockets_together, 1, C("r2"), 2},
                       "trick 1: two rockets fell in one trick (r2 won it)");
}

TEST(CrewMission44, ARocketThatNeverWonFailsAtTheEnd) {
  // 3 players: r1, r2, r3 win in order; seat 0 (commander) keeps r4 to the end.
  const Game g = make(deal(3, 44, {"p4 p5 p6 p7 p8 p9 b1 b2 b3 b4 b5 b6 b7 r4",
                                   "b8 b9 g1 g2 g3 g4 g5 g6 g7 g8 g9 y8 y9",
                                   "p1 p2 p3 y1 y2 y3 y4 y5 y6 y7 r1 r2 r3"}));
  State s = start(g);
  ASSERT_EQ(s.commander, 0);
  s = play(g, s, "b1 b8 r1; p1 p4 b9; b2 g1 r2; p2 p5 g2; b3 g3 r3; p3 p6 g4; b4 g5 y1");
  EXPECT_EQ(s.special_wins >> 4, 0b0111);
  s = play_deciding(g, s, "p7 g6 y2; p8 g7 y3; p9 g8 y4; b5 g9 y5; b6 y8 y6; b7 y9 y7");
  expect_failure(g, s, Failure{FailRule::condition_unmet, 13, C("r4"), kNoSeat},
                 "trick 13: the mission ended before r4 won its trick");
}

// ---------------------------------------------------------------------------------------------
// Missions 16 and 17: no trick may be won with a 9; met once all four 9s are played.

TEST(CrewMission16, TrickWonWithANineFails) {
  expect_failure_after(deal(4, 16, kRoundRobin), "no-distress", "p4 p9 p2 p3",
                       Failure{FailRule::won_with_nine, 1, C("p9"), 0}, "trick 1: seat 0 won the trick with p9, a 9");
}

// "success when all 9s are played": here by trick 7 of 10 (before it, g9 and y9 are still in hand).
TEST(CrewMission16, SucceedsOnceAllNinesAreOutWithoutWinning) {
  expect_success_after(deal(4, 16, kRoundRobin), "no-distress",
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 r4; b7 b8 b9 r3; g1 g2 g3 g4; r2 g9 y9 r1",
                       7);
}

// Mission 17: seat 3 takes p1, seat 0 takes b4; both are done by trick 3, the 9s by trick 7.
TEST(CrewMission17, SucceedsOnlyWhenTheTasksAreDoneAndTheNinesAreOut) {
  const Game g = make(deal(4, 17, kRoundRobin, "p1 b4"));
  State s = start(g, "pick p1; pick b4; no-distress");
  s = play(g, s, "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2");
  EXPECT_EQ(s.tasks[0].done_trick, 1);
  EXPECT_EQ(s.tasks[1].done_trick, 3);
  ASSERT_FALSE(g.is_terminal(s)) << "the tasks are done but no 9 has been played";
  expect_success(g, play_deciding(g, s, "p9 b5 b6 r4; b7 b8 b9 r3; g1 g2 g3 g4; r2 g9 y9 r1"), 7);
}

TEST(CrewMission17, TrickWonWithANineFails) {
  expect_failure_after(deal(4, 17, kRoundRobin, "p1 b4"), "pick p1; pick b4; no-distress",
                       "p4 p1 p2 p3; p8 p5 p6 p7; b3 b4 b1 b2; p9 b5 b6 b7",
                       Failure{FailRule::won_with_nine, 4, C("p9"), 0}, "trick 4: seat 0 won the trick with p9, a 9");
}

TEST(CrewMission17, TheTasksStillCount) {
  expect_failure_after(deal(4, 17, kRoundRobin, "p1 b4"), "pick b4; pick p1; no-distress", "p4 p1 p2 p3",
                       Failure{FailRule::task_won_by_other, 1, C("p1"), 3}, "trick 1: seat 3 won p1, a task of seat 0");
}

// ---------------------------------------------------------------------------------------------
// Mission 29 (dead zone): never may a seat have won two tricks more than another.
// Mission 34: the same, and the commander wins the first and the last trick.

constexpr std::string_view kBalanced =
    "p4 p1 p2 p3; p8 p9 p6 p7; p5 b1 r3 b3; b2 b7 b4 b9; b5 b6 g2 b8; g3 g4 g1 g6; y1 y2 y3 y4; g5 y9 g7 g8; y7 y8 y5 y6";

TEST(CrewMission29, SucceedsWhenTheTricksStayBalanced) {
  const Game g = make(deal(4, 29, kRoundRobin));
  const State s = play(g, start(g), kBalanced);
  ASSERT_FALSE(g.is_terminal(s)) << "a constraint holds until the last trick";
  EXPECT_EQ(s.tricks_won, (std::array<std::uint8_t, kMaxSeats>{2, 2, 3, 2, 0}));
  expect_success(g, play(g, s, "g9 r4 r1 r2"), 10);
}

TEST(CrewMission29, ASeatTwoTricksAheadFails) {
  // One trick ahead (after trick 1) is allowed, two are not.
  expect_failure_after(deal(4, 29, kRoundRobin), "no-distress", "p4 p1 p2 p3; p8 p5 p6 p7",
                       Failure{FailRule::unbalanced, 2, C("p8"), 3},
                       "trick 2: seat 3 won p8's trick and is two tricks ahead of another seat");
}

// 2 players: JARVIS is one of the seats that must stay level.
TEST(CrewMission29, JarvisCountsForTheBalance) {
  const Game g = make(deal(2, 29, {"p1 p2", "r4 p3"}, "", "p9 p8"));
  const State s = start(g);
  ASSERT_EQ(s.commander, 1);
  // JARVIS wins trick 1 and trick 2, while seats 0 and 1 have none.
  expect_failure(g, play_deciding(g, s, "p3 p9 p1; p8 p2 b8"), Failure{FailRule::unbalanced, 2, C("p8"), kJarvis},
                 "trick 2: JARVIS won p8's trick and is two tricks ahead of another seat");
}

TEST(CrewMission34, SucceedsWhenBalancedAndTheCommanderTakesFirstAndLast) {
  const Game g = make(deal(4, 34, kRoundRobin));
  State s = play(g, start(g), kBalanced);
  ASSERT_FALSE(g.is_terminal(s));
  s = play(g, s, "g9 r4 r1 r2");
  expect_success(g, s, 10);
  EXPECT_EQ(s.leader, s.commander);
}

TEST(CrewMission34, CommanderLosingTheFirstTrickFails) {
  expect_failure_after(deal(4, 34, kRoundRobin), "no-distress", "p4 p5 p2 p3",
                       Failure{FailRule::required_winner, 1, C("p5"), 3},
                       "trick 1: seat 0 won it with p5, but the commander seat 3 had to win it");
}

TEST(CrewMission34, CommanderLosingTheLastTrickFails) {
  expect_failure_after(deal(4, 34, kRoundRobin), "no-distress",
                       "p4 p1 p2 p3; p8 p9 p6 p7; p5 b1 r3 b3; b2 b7 b4 b9; b5 b6 g2 b8; g3 g4 g1 g6; y1 y2 y3 y4; "
                       "g5 y9 g7 g8; r2 g9 r4 r1; y5 y6 y7 y8",
                       Failure{FailRule::required_winner, 10, C("y8"), 3},
                       "trick 10: seat 2 won it with y8, but the commander seat 3 had to win it");
}

TEST(CrewMission34, ASeatTwoTricksAheadFails) {
  expect_failure_after(deal(4, 34, kRoundRobin), "no-distress", "p4 p1 p2 p3; p8 p5 p6 p7",
                       Failure{FailRule::unbalanced, 2, C("p8"), 3},
                       "trick 2: seat 3 won p8's trick and is two tricks ahead of another seat");
}

// ---------------------------------------------------------------------------------------------
// Mission 46: the seat left of the p9 holder must win every trick that contains pink.

TEST(CrewMission46, SeatLeftOfPinkNineHolderMustWinPinkTricks) {
  const Game g = make(deal(4, 46, kRoundRobin));
  State s = g.initial_state();
  EXPECT_EQ(s.chosen, kNoSeat) << "announced when the tricks start";
  s = step(g, s, "no-distress");
  EXPECT_EQ(s.chosen, 1) << "seat 0 holds p9";
  s = play(g, s, "p4 p1 p2 p3");
  expect_failure(g, s, Failure{FailRule::required_winner, 1, C("p4"), 1},
                 "trick 1: seat 3 won it with p4, but seat 1 (left of the p9 holder) had to win it");
}

TEST(CrewMission46, SucceedsOnceEveryPinkTrickWentToTheGuard) {
  const Game g = make(deal(4, 46, kRoundRobin));
  const State s = play(g, start(g), "p4 p1 p6 p3; b1 b2 b3 b4; b8 b5 b6 b7");  // tricks without pink may go to anyone
  ASSERT_FALSE(g.is_terminal(s));
  EXPECT_EQ(s.tricks_won[0], 2);
  // p2 is still in hand before the last trick.
  expect_success(g, play_deciding(g, s, "g3 g4 g1 g2; b9 p7 p8 p5; g8 g5 g6 g7; y3 y4 y1 y2; g9 y5 p9 r2; p2 y8 y9 y6"), 9);
}

TEST(CrewMission46, AGuardFallingAPinkTrickLaterFails) {
  const Game g = make(deal(4, 46, kRoundRobin));
  const State s = play(g, start(g), "p4 p1 p6 p3; b1 b2 b3 b4");
  ASSERT_EQ(s.leader, 0);
  // Seat 0 wins its own p9.
  expect_failure(g, play(g, s, "p9 p2 p7 p8"), Failure{FailRule::required_winner, 3, C("p9"), 1},
                 "trick 3: seat 0 won it with p9, but seat 1 (left of the p9 holder) had to win it");
}

// The holder is announced after the distress exchange: p9 passed left moves the guard too.
TEST(CrewMission46, TheHolderCountsAfterTheDistressExchange) {
  const Game g = make(deal(4, 46, kRoundRobin));
  State s = run(g, g.initial_state(), "distress left; give y9; give p9; give b1");
  ASSERT_EQ(s.phase, Phase::distress_give);
  EXPECT_EQ(s.chosen, kNoSeat);
  s = step(g, s, "give g1");
  ASSERT_TRUE(has(s.hand[1], C("p9")));
  EXPECT_EQ(s.chosen, 2) << "seat 1 holds p9 now";
}

// 2 players: p9 face down under JARVIS makes JARVIS the holder; in a crew hand, JARVIS may guard.
TEST(CrewMission46, JarvisMayHoldOrGuardThePinkNine) {
  const Game hidden = make(deal(2, 46, {"r4"}, "", "", "p9"));
  EXPECT_EQ(start(hidden).chosen, 0) << "left of JARVIS (seat 2) is seat 0";
  const Game up = make(deal(2, 46, {"r4"}, "", "p9"));
  EXPECT_EQ(start(up).chosen, 0);
  const Game crew = make(deal(2, 46, {"r4", "p9"}));
  EXPECT_EQ(start(crew).chosen, kJarvis) << "left of seat 1 is JARVIS";
}

// ---------------------------------------------------------------------------------------------
// Mission 48: the omega task must be won in the last trick.

// Tasks y9 (omega), p4, b4: seat 3 takes y9, seat 0 b4, seat 1 p4.
constexpr std::string_view kPicks48 = "pick y9; pick b4; pick p4; no-distress";
constexpr std::string_view kFirstEight48 =
    "p4 p1 p6 p3; p2 p7 p8 p5; b3 b4 b1 b2; p9 b5 b6 b7; b8 b9 g1 g2; g4 g5 g6 g3; y1 y2 y3 y4; g9 y5 g7 g8";

TEST(CrewMission48, SucceedsWhenOmegaIsWonInTheLastTrick) {
  const Game g = make(deal(4, 48, kRoundRobin, "y9 p4 b4"));
  const State s = start(g, kPicks48);
  ASSERT_EQ(s.tasks[0].token, Token::omega);
  expect_success(g, play_deciding(g, play(g, s, kFirstEight48), "r3 r4 r1 r2; y9 y6 y7 y8"), 10);
}

TEST(CrewMission48, OmegaBeforeTheLastTrickFails) {
  const Game g = make(deal(4, 48, kRoundRobin, "y9 p4 b4"));
  const State s = play(g, start(g, kPicks48), kFirstEight48);
  ASSERT_FALSE(g.is_terminal(s));
  // Every task is done, but this is trick 9 of 10.
  expect_failure(g, play(g, s, "y8 y9 y6 y7"), Failure{FailRule::omega_not_last_trick, 9, C("y9"), 3},
                 "trick 9: omega task y9 of seat 3 (token omega) was won before the last trick");
}

TEST(CrewMission48, OmegaBeforeTheOtherTasksFails) {
  expect_failure_after(deal(4, 48, kRoundRobin, "y9 p4 b4"), kPicks48, "y9 y2 y3 y4",
                       Failure{FailRule::omega_not_last, 1, C("y9"), 3},
                       "trick 1: omega task y9 of seat 3 (token omega) was completed before the others");
}

}  // namespace
