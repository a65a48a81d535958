// The Crew, spec "handover CARD SEAT / pass": with 5 players, missions 25-50 that have tasks,
// after the tasks are assigned each seat (clockwise from the commander) may hand one of its
// tasks to another seat; the first handover ends the round. The seed is silent; the spec rules.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

constexpr std::string_view kPicks = "pick p1; pick p2; pick p3; pick p4; pick p5; pick p6";

Game mission25(int commander) {
  std::vector<std::string_view> hands(5);
  hands[static_cast<std::size_t>(commander)] = "r4";
  return make(deal(5, 25, hands, "p1 p2 p3 p4 p5 p6"));
}

TEST(CrewSpec_Handover, FivePlayersFromMission25OfferAHandoverAfterPicking) {
  const Game g = mission25(0);
  const State s = run(g, g.initial_state(), kPicks);
  ASSERT_EQ(s.phase, Phase::handover);
  EXPECT_EQ(g.current_player(s), 0) << "clockwise from the commander";
  EXPECT_EQ(legal_texts(g, s),
            (std::vector<std::string>{"pass", "handover p1 1", "handover p1 2", "handover p1 3", "handover p1 4",
                                      "handover p6 1", "handover p6 2", "handover p6 3", "handover p6 4"}));
  EXPECT_FALSE(g.is_legal(s, act::handover(*parse_card("p1"), 0))) << "not to oneself";
  EXPECT_FALSE(g.is_legal(s, act::handover(*parse_card("p2"), 3))) << "only one's own tasks";
}

TEST(CrewSpec_Handover, FirstHandoverEndsTheRound) {
  const Game g = mission25(2);
  State s = run(g, g.initial_state(), kPicks);  // seat 2 picks p1 and p6
  ASSERT_EQ(g.current_player(s), 2);
  s = step(g, s, "pass");
  EXPECT_EQ(g.current_player(s), 3);
  s = step(g, s, "handover p2 0");
  EXPECT_EQ(owner_of(s, "p2"), 0);
  EXPECT_EQ(s.phase, Phase::distress) << "seats 4, 0, 1 are not asked any more";
  EXPECT_EQ(g.current_player(s), 2);
  EXPECT_EQ(s.handed_over, 1);
  EXPECT_EQ(s.distress, 0) << "a handover is not a distress signal";
}

TEST(CrewSpec_Handover, EverySeatWithTasksMayPassInTurn) {
  const Game g = mission25(3);
  State s = run(g, g.initial_state(), kPicks);
  std::vector<int> asked;
  while (s.phase == Phase::handover) {
    asked.push_back(g.current_player(s));
    s = step(g, s, "pass");
  }
  EXPECT_EQ(asked, (std::vector<int>{3, 4, 0, 1, 2}));
  EXPECT_EQ(s.phase, Phase::distress);
  EXPECT_EQ(owner_of(s, "p1"), 3);
  EXPECT_EQ(owner_of(s, "p6"), 3);
}

TEST(CrewSpec_Handover, NoHandoverBelowMission25OrWithFewerThanFivePlayers) {
  const Game five22 = make(deal(5, 22, {"r4"}, "p1 p2 p3 p4 p5"));
  EXPECT_EQ(run(five22, five22.initial_state(), "pick p1; pick p2; pick p3; pick p4; pick p5").phase,
            Phase::distress);
  const Game four25 = make(deal(4, 25, {"r4"}, "p1 p2 p3 p4 p5 p6"));
  EXPECT_EQ(run(four25, four25.initial_state(), kPicks).phase, Phase::distress);
}

}  // namespace
