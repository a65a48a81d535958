// The Crew, logbook mission 12: "after trick 1 each seat draws a random card from the seat to its
// right". Spec: chance outcomes `draw CARD`, drawers 0..n-1 in order, each from seat-1 as that
// hand was after the trick (so not the card the source has just drawn itself, nor its face-up
// communicated card); with 2 players
// JARVIS is skipped and the two crew members draw from each other.
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// Seat 1 holds no pink, so it throws b1 on trick 1; seat 3 commands and wins trick 1 with p4.
const std::vector<std::string_view> kHands = {
    "p1 p2 p5 p6 p9 g3 g7 y2 y6 r1", "b1 b4 b5 b8 b9 g4 g8 y3 y7 r2",
    "p3 p7 b2 b6 g1 g5 g9 y4 y8 r3", "p4 p8 b3 b7 g2 g6 y1 y5 y9 r4"};
// y9 (omega) and three more; none of them falls in trick 1.
constexpr std::string_view kTasks = "y9 b9 g9 y8";
constexpr std::string_view kPicks = "pick y9; pick b9; pick g9; pick y8; no-distress";

/// Up to the first draw: seat 3 communicates y9 before trick 1, which seat 3 wins.
State after_trick_one(const Game& g) {
  State s = run(g, g.initial_state(), kPicks);
  s = run(g, s, "comm y9 top; pass; pass; pass");
  return play(g, s, "p4 p1 b1 p3");
}

TEST(CrewMission12, EachSeatDrawsFromItsRight) {
  const Game g = make(deal(4, 12, kHands, kTasks));
  State s = after_trick_one(g);
  ASSERT_EQ(s.phase, Phase::draw);
  EXPECT_EQ(s.trick, 1);
  EXPECT_EQ(g.current_player(s), bgb::kChance);
  // Drawer 0 takes from seat 3 (its right), whose hand lost p4 in the trick.
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"draw p8", "draw b3", "draw b7", "draw g2", "draw g6",
                                                         "draw y1", "draw y5", "draw r4"}));
  EXPECT_FALSE(g.is_legal(s, act::draw(C("p4")))) << "p4 was played";
  EXPECT_FALSE(g.is_legal(s, act::draw(C("y9")))) << "y9 lies face up as seat 3's communication";
  EXPECT_FALSE(g.is_legal(s, act::play(C("p5")))) << "nobody plays during the draw";
  const std::vector<std::pair<std::string_view, int>> draws = {{"r4", 3}, {"p2", 0}, {"y3", 1}, {"g1", 2}};
  for (int drawer = 0; drawer < 4; ++drawer) {
    const auto& [card, source] = draws[static_cast<std::size_t>(drawer)];
    ASSERT_EQ(s.phase, Phase::draw) << "drawer " << drawer;
    EXPECT_EQ(s.asked, drawer);
    const CardSet before_drawer = s.hand[static_cast<std::size_t>(drawer)];
    const CardSet before_source = s.hand[static_cast<std::size_t>(source)];
    s = step(g, s, "draw " + std::string(card));
    EXPECT_EQ(s.hand[static_cast<std::size_t>(drawer)], before_drawer | bit(C(card))) << "drawer " << drawer;
    EXPECT_EQ(s.hand[static_cast<std::size_t>(source)], before_source & ~bit(C(card))) << "drawer " << drawer;
    EXPECT_EQ(s.drawn[static_cast<std::size_t>(drawer)], C(card));
  }
  EXPECT_TRUE(has(s.hand[0], kRocket4)) << "a drawn r4 changes hands (the commander stays seat 3)";
  EXPECT_EQ(s.commander, 3);
  // Then the communication window of trick 2, from its leader (seat 3 already used its token).
  ASSERT_EQ(s.phase, Phase::comm);
  EXPECT_EQ(s.leader, 3);
  EXPECT_EQ(g.current_player(s), 0);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(count(s.hand[static_cast<std::size_t>(i)]), 9) << "seat " << i;
}

TEST(CrewMission12, DrawExcludesTheCardTheSourceJustDrew) {
  const Game g = make(deal(4, 12, kHands, kTasks));
  State s = after_trick_one(g);
  s = step(g, s, "draw y5");  // seat 0 draws y5 from seat 3
  ASSERT_TRUE(has(s.hand[0], C("y5")));
  // Seat 1 draws from seat 0's hand as it was after the trick: nine cards, y5 excluded.
  std::vector<std::string> want;
  for (std::string_view c : {"p2", "p5", "p6", "p9", "g3", "g7", "y2", "y6", "r1"}) want.push_back("draw " + std::string(c));
  EXPECT_EQ(legal_texts(g, s), want);
  EXPECT_FALSE(g.is_legal(s, act::draw(C("y5"))));
  EXPECT_EQ(illegal_reason(s, act::draw(C("y5"))), "y5 cannot be drawn from seat 0 now");
  EXPECT_EQ(illegal_reason(s, act::pick(C("p2"))), "a card must be drawn next");
}

TEST(CrewMission12, DrawsClearTheDrawersVoidsAndStaleTheirComms) {
  const Game g = make(deal(4, 12, kHands, kTasks));
  State s = after_trick_one(g);
  EXPECT_EQ(s.voids[1], 1 << 0) << "seat 1 showed out of pink in trick 1";
  EXPECT_EQ(s.comm_used, 1 << 3);
  EXPECT_EQ(s.comm_stale, 0);
  s = run(g, s, "draw b3; draw p2; draw b4; draw g1");
  ASSERT_EQ(s.phase, Phase::comm);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(s.voids[static_cast<std::size_t>(i)], 0) << "seat " << i;
  EXPECT_EQ(s.comm_stale, 1 << 3) << "seat 3's token no longer describes its hand";
  EXPECT_EQ(s.comm_card[3], C("y9")) << "the token stays where it was put";
  EXPECT_EQ(s.comm_pos[3], CommPos::top);
  EXPECT_EQ(s.comm_used, 1 << 3) << "and it stays used";
}

TEST(CrewMission12, OnlyTheDrawerAndItsSourceSeeTheCard) {
  const Game g = make(deal(4, 12, kHands, kTasks));
  State s = after_trick_one(g);
  const ActionId a = act::draw(C("b3"));  // seat 0 from seat 3
  EXPECT_EQ(action_text_for(s, a, 0), "draw b3");
  EXPECT_EQ(action_text_for(s, a, 3), "draw b3");
  EXPECT_EQ(action_text_for(s, a, 1), "draw ?");
  EXPECT_EQ(action_text_for(s, a, 2), "draw ?");
  EXPECT_EQ(action_text_for(s, a, bgb::kViewPublic), "draw ?");
  EXPECT_EQ(action_text_for(s, a, bgb::kViewAll), "draw b3");
  EXPECT_EQ(g.action_text_for(s, a, 1), "draw ?");
  s = g.apply_unchecked(s, a);
  EXPECT_EQ(action_text_for(s, act::draw(C("p2")), 1), "draw p2") << "now seat 1 draws from seat 0";
  EXPECT_EQ(action_text_for(s, act::draw(C("p2")), 0), "draw p2");
  EXPECT_EQ(action_text_for(s, act::draw(C("p2")), 3), "draw ?");
  s = g.apply_unchecked(s, act::draw(C("p2")));
  EXPECT_EQ(observe(s, 0).view.drawn[0], C("b3"));
  EXPECT_EQ(observe(s, 3).view.drawn[0], C("b3"));
  EXPECT_EQ(observe(s, 1).view.drawn[0], kHiddenCard);
  EXPECT_EQ(observe(s, bgb::kViewPublic).view.drawn[0], kHiddenCard);
  EXPECT_EQ(observe(s, 1).view.drawn[1], C("p2"));
  EXPECT_EQ(observe(s, 0).view.drawn[1], C("p2"));
  EXPECT_EQ(observe(s, 2).view.drawn[1], kHiddenCard);
  EXPECT_EQ(observe(s, 2).view.drawn[2], kNoCard) << "not drawn yet";
}

// 5 players: seat 0 draws from seat 4, then each seat from the one before it, each time from
// the source's hand without the card the source itself has just drawn.
TEST(CrewMission12, FivePlayersDrawInSeatOrder) {
  const Game g = make(deal(5, 12, {"r4"}, "y9 g9 b9 p9"));
  State s = run(g, g.initial_state(), "pick y9; pick g9; pick b9; pick p9; no-distress");
  s = play(g, s, "p1 p8 b7 g6 y5");
  ASSERT_EQ(s.phase, Phase::draw);
  EXPECT_EQ(s.leader, 1);
  for (int drawer = 0; drawer < 5; ++drawer) {
    ASSERT_EQ(s.phase, Phase::draw);
    ASSERT_EQ(s.asked, drawer);
    const int source = (drawer + 4) % 5;
    const Card own = s.drawn[static_cast<std::size_t>(source)];
    EXPECT_EQ(own == kNoCard, drawer == 0) << "only seat 4 has not drawn yet when seat 0 draws";
    const CardSet want = s.hand[static_cast<std::size_t>(source)] & ~(own == kNoCard ? CardSet{0} : bit(own));
    Game::ChanceList outcomes;
    g.chance_outcomes(s, outcomes);
    CardSet got = 0;
    for (const auto& o : outcomes) {
      EXPECT_EQ(o.weight, 1u);
      got |= bit(act::card_of(o.action));
    }
    EXPECT_EQ(text_of(got), text_of(want)) << "drawer " << drawer;
    EXPECT_EQ(count(got), 7) << "every source holds 7 cards after trick 1";
    s = g.apply_unchecked(s, act::draw(highest(want)));
  }
  EXPECT_EQ(s.phase, Phase::comm);
  EXPECT_EQ(g.current_player(s), 1) << "the window of trick 2 opens at its leader";
  for (int i = 0; i < 5; ++i) EXPECT_EQ(count(s.hand[static_cast<std::size_t>(i)]), 7) << "seat " << i;
}

TEST(CrewMission12, TwoPlayersDrawFromEachOther) {
  // Seat 1 commands and leads b5; JARVIS has no blue face up; seat 0 follows with b1.
  const Game g = make(deal(2, 12, {"", "r4"}, "y9 y8 y7 y6"));
  State s = run(g, g.initial_state(), "pick y9; pick y8; pick y7; pick y6; no-distress");
  const CardSet jarvis = s.hand[kJarvis];
  s = play(g, s, "b5 g8 b1");
  ASSERT_EQ(s.phase, Phase::draw);
  EXPECT_EQ(s.leader, 1);
  const CardSet jarvis_after_trick = s.hand[kJarvis];
  EXPECT_NE(jarvis_after_trick, jarvis) << "g8 went, the card under it came up";
  EXPECT_EQ(legal_texts(g, s).size(), 12u) << "seat 0 draws from seat 1's 12 cards";
  EXPECT_EQ(legal_texts(g, s).front(), "draw b6");
  s = step(g, s, "draw g1");
  EXPECT_TRUE(has(s.hand[0], C("g1")));
  ASSERT_EQ(s.phase, Phase::draw);
  EXPECT_EQ(s.asked, 1);
  const std::vector<std::string> second = legal_texts(g, s);
  EXPECT_EQ(second.size(), 12u) << "seat 1 draws from seat 0's 12 cards, not g1";
  EXPECT_EQ(std::count(second.begin(), second.end(), "draw g1"), 0);
  s = step(g, s, "draw p1");
  EXPECT_TRUE(has(s.hand[1], C("p1")));
  EXPECT_EQ(s.hand[kJarvis], jarvis_after_trick) << "JARVIS neither draws nor is drawn from";
  EXPECT_EQ(s.drawn[kJarvis], kNoCard);
  ASSERT_EQ(s.phase, Phase::comm) << "two draws only";
  EXPECT_EQ(g.current_player(s), 1);
}

// The round-robin deal: after the draws seat 3 leads p7 (drawn from seat 2) and seat 0 takes
// the trick with p8 (drawn from seat 3); every task is then won by its owner, y9 (omega) last.
TEST(CrewMission12, SucceedsWithTheDrawnCards) {
  const Game g = make(deal(4, 12, kRoundRobin, "y9 b4 b9 g9"));
  State s = run(g, g.initial_state(), "pick y9; pick b4; pick b9; pick g9; no-distress");
  s = play(g, s, "p4 p1 p2 p3");
  ASSERT_EQ(s.phase, Phase::draw);
  s = run(g, s, "draw p8; draw p5; draw p6; draw p7");
  EXPECT_TRUE(has(s.hand[3], C("p7")));
  s = play_deciding(g, s, "p7 p8 p5 p6; p9 b1 b2 b3; b8 b9 b6 b7; g4 g1 g2 g3; g8 g9 g6 g7; g5 y1 r1 b5; b4 y3 y4 y5; "
                          "y2 y7 y8 y9");
  expect_success(g, s, 9);
}

TEST(CrewMission12, NoDrawWhenTheFirstTrickEndsTheMission) {
  // p1 is seat 0's task, and seat 3 wins it in trick 1.
  const Game g = make(deal(4, 12, kHands, "y9 p1 g9 y8"));
  State s = run(g, g.initial_state(), "pick y9; pick p1; pick g9; pick y8; no-distress");
  s = play(g, s, "p4 p1 b1 p3");
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_EQ(s.failure, (Failure{FailRule::task_won_by_other, 1, C("p1"), 3}));
  EXPECT_EQ(s.drawn[0], kNoCard);
}

TEST(CrewMission12, OnlyTheFirstTrickIsFollowedByDraws) {
  const Game g = make(deal(4, 12, kHands, kTasks));
  State s = after_trick_one(g);
  s = run(g, s, "draw b3; draw p2; draw b4; draw g1");
  // Seat 3 leads again; seat 0 (now holding b3) and seat 1 follow blue.
  s = play(g, s, "b7 b3 b5 b2");
  EXPECT_EQ(s.trick, 2);
  EXPECT_NE(s.phase, Phase::draw);
  EXPECT_FALSE(g.is_terminal(s)) << failure_text(s);
}

}  // namespace
