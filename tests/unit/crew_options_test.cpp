// The Crew, spec "Options" and "The logbook": option validation with messages that say which
// option is wrong; every mission of the logbook is supported.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

/// The error of Game::make, which must fail with `code`.
std::string make_error(const Options& o, bgb::Errc code = bgb::Errc::invalid_argument) {
  const auto g = Game::make(o);
  EXPECT_FALSE(g.ok());
  if (g.ok()) return "";
  EXPECT_EQ(g.error().code, code) << g.error().message;
  return g.error().message;
}

TEST(CrewSpec_Options, DefaultsAreFourPlayersMissionOne) {
  const Game g;
  EXPECT_EQ(g.num_players(), 4);
  EXPECT_EQ(g.initial_state().mission, 1);
  EXPECT_EQ(g.initial_state().phase, Phase::deal);
  EXPECT_EQ(g.num_distinct_actions(), 610);
  EXPECT_EQ(g.max_legal_actions(), 48);
  EXPECT_EQ(Game::kName, "the-crew");
  const auto made = Game::make(Options{});
  ASSERT_TRUE(made.ok());
  EXPECT_EQ(made->initial_state(), g.initial_state());
}

TEST(CrewSpec_Options, PlayersMustBeTwoToFive) {
  EXPECT_EQ(make_error(opts(1)), "the-crew: players must be 2..5, got 1");
  EXPECT_EQ(make_error(opts(6)), "the-crew: players must be 2..5, got 6");
  for (int p = 2; p <= 5; ++p) {
    const auto g = Game::make(opts(p));
    ASSERT_TRUE(g.ok()) << g.error().message;
    EXPECT_EQ(g->num_players(), p);
    EXPECT_EQ(g->initial_state().seats, p == 2 ? 3 : p) << "JARVIS takes seat 2";
  }
}

TEST(CrewSpec_Options, MissionMustBeOneToFifty) {
  EXPECT_EQ(make_error(opts(4, 0)), "the-crew: mission must be 1..50, got 0");
  EXPECT_EQ(make_error(opts(4, 51)), "the-crew: mission must be 1..50, got 51");
}

// Issue 3: every logbook row, special rules included, is playable with every player count;
// only numbers outside 1..50 are refused.
TEST(CrewSpec_Logbook, EveryMissionOneToFiftyIsSupported) {
  EXPECT_FALSE(mission_supported(0));
  EXPECT_FALSE(mission_supported(51));
  for (int m = 1; m <= kNumMissions; ++m) {
    EXPECT_TRUE(mission_supported(m)) << "mission " << m;
    for (int p = 2; p <= 5; ++p) {
      const auto g = Game::make(opts(p, m));
      EXPECT_TRUE(g.ok()) << p << " players, mission " << m << ": " << (g.ok() ? "" : g.error().message);
    }
  }
}

// The logbook rows this version plays: task counts, tokens, dead zones and "comm from".
TEST(CrewSpec_Logbook, SupportedRowsMatchTheTable) {
  EXPECT_EQ(mission(6).num_tokens, 2);
  EXPECT_TRUE(mission(6).dead_zone);
  EXPECT_EQ(mission(18).comm_from, 2);
  EXPECT_EQ(mission(19).comm_from, 3);
  EXPECT_EQ(mission(19).tokens[0], Token::n1);
  EXPECT_EQ(mission(22).num_tokens, 4);
  EXPECT_EQ(mission(28).tokens[1], Token::omega);
  EXPECT_EQ(mission(28).comm_from, 3);
  EXPECT_EQ(mission(30).comm_from, 2);
  EXPECT_EQ(mission(38).comm_from, 3);
  EXPECT_EQ(mission(38).tasks, 8);
  EXPECT_TRUE(mission(39).dead_zone);
  EXPECT_EQ(mission(47).tasks, 10);
  EXPECT_EQ(mission(49).tasks, 10);
  EXPECT_EQ(mission(49).num_tokens, 3);
}

TEST(CrewSpec_Options, HandsNeedOneListPerPlayer) {
  Options o = deal(4, 1, {});
  o.hands.pop_back();
  EXPECT_EQ(make_error(o), "the-crew: hands: expected 4 lists, got 3");
}

TEST(CrewSpec_Options, HandSizesMustMatchTheDeal) {
  Options o = deal(3, 1, {});
  std::swap(o.hands[0], o.hands[1]);  // seat 0 must have the 14
  EXPECT_EQ(make_error(o), "the-crew: hands[0]: expected 14 cards, got 13");
  Options five = deal(5, 1, {});
  five.hands[4].push_back(five.hands[3].back());
  five.hands[3].pop_back();
  EXPECT_EQ(make_error(five), "the-crew: hands[3]: expected 8 cards, got 7");
}

TEST(CrewSpec_Options, EachCardIsDealtExactlyOnce) {
  Options o = deal(4, 1, {});
  o.hands[2][0] = o.hands[1][0];
  EXPECT_NE(make_error(o).find("is dealt twice"), std::string::npos);
  Options bad = deal(4, 1, {});
  bad.hands[1][3] = 40;
  EXPECT_EQ(make_error(bad), "the-crew: hands[1]: not a card");
}

TEST(CrewSpec_Options, JarvisRowsAreCheckedAndNeverHoldRocketFour) {
  Options o = deal(2, 1, {"", ""}, "", "r4 p1 p2 p3 p4 p5 p6");
  EXPECT_EQ(make_error(o), "the-crew: r4 is set aside for the crew, JARVIS never holds it");
  Options short_row = deal(2, 1, {});
  short_row.hands[0].push_back(short_row.jarvis_up.back());
  short_row.jarvis_up.pop_back();
  EXPECT_NE(make_error(short_row).find("expected"), std::string::npos);
  Options four = deal(4, 1, {});
  four.jarvis_up = cards("p1");
  EXPECT_EQ(make_error(four), "the-crew: jarvis_up/jarvis_down are only for 2 players");
  Options no_hands;
  no_hands.players = 2;
  no_hands.jarvis_down = cards("p1 p2 p3 p4 p5 p6 p7");
  EXPECT_EQ(make_error(no_hands), "the-crew: jarvis_up/jarvis_down need hands too");
}

TEST(CrewSpec_Options, TasksMustMatchTheMission) {
  EXPECT_EQ(make_error(opts(4, 3, "b1 b2 b3")),
            "the-crew: tasks: mission 3 has 2 tasks, got 3");
  EXPECT_EQ(make_error(opts(4, 2, "b1 r1")),
            "the-crew: tasks[1]: task cards are colour cards");
  EXPECT_EQ(make_error(opts(4, 2, "b1 b1")), "the-crew: tasks[1]: b1 appears twice");
}

}  // namespace
