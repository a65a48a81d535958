// The Crew, seed 002, the logbook ("diário de bordo") as a campaign log: attempts per mission,
// the distress signal's extra attempt, successes that stay, and the next mission to play.
#include <gtest/gtest.h>

#include <cstdint>
#include <type_traits>

#include "bgb/crew/campaign.hpp"
#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

// Seat 3 commands and leads p9; trick 1 is then "p9 p1 p2 p3" and seat 3 wins it.
const std::vector<std::string_view> kCampaignHands = {"p1", "p2", "p3", "p9 r4"};

/// Mission 1, seat 3 owns p1 and wins it in trick 1: accomplished.
State mission1_success() {
  const Game g = make(deal(4, 1, kCampaignHands, "p1"));
  const State s = play(g, run(g, g.initial_state(), "pick p1; no-distress"), "p9 p1 p2 p3");
  EXPECT_TRUE(g.is_terminal(s) && s.success);
  return s;
}

/// Mission 2, seat 3 wins p1, a task of seat 0: failed in trick 1.
State mission2_failure() {
  const Game g = make(deal(4, 2, kCampaignHands, "p1 y9"));
  const State s = play(g, run(g, g.initial_state(), "pick y9; pick p1; no-distress"), "p9 p1 p2 p3");
  EXPECT_TRUE(g.is_terminal(s) && !s.success);
  return s;
}

/// Mission 1 played to the end after the commander chose `decision` ("distress left",
/// "distress right" or "no-distress"); each seat gives and plays its lowest legal card.
State mission1_after(std::string_view decision) {
  const Game g = make(deal(4, 1, {"p1 r1", "p2", "p3 r2", "p9 r4"}, "y9"));
  State s = run(g, g.initial_state(), "pick y9");
  s = step(g, s, decision);
  while (s.phase == Phase::distress_give) s = step(g, s, legal_texts(g, s).front());
  s = play_out(g, s);
  EXPECT_TRUE(g.is_terminal(s));
  return s;
}

/// The first random playout (from seed 0 up) of `mission` with 4 players that ends with this
/// outcome and distress use.
State random_finish(int mission, bool success, bool distress_used) {
  const Game g = make(opts(4, mission));
  for (std::uint64_t seed = 0; seed < 20000; ++seed) {
    bgb::Rng rng(seed);
    const State s = bgb::random_playout(g, g.initial_state(), rng);
    if (s.success == success && (s.distress == 1 || s.distress == 2) == distress_used) return s;
  }
  ADD_FAILURE() << "no playout of mission " << mission << " ended that way";
  return State{};
}

Campaign recorded(const Campaign& c, const State& s) {
  const bgb::Result<Campaign> r = c.record(s);
  EXPECT_TRUE(r.ok()) << r.error().message;
  return r.ok() ? r.value() : c;
}

Campaign recorded(const Campaign& c, int mission, bool success, bool distress_used) {
  const bgb::Result<Campaign> r = c.record(mission, success, distress_used);
  EXPECT_TRUE(r.ok()) << r.error().message;
  return r.ok() ? r.value() : c;
}

// "Anote o número de tentativas ... no diário de bordo": each attempt played counts one, failed
// ones included, and the mission stays the next one until it succeeds.
TEST(CrewSeed_DiarioDeBordo, LogbookCountsAttempts) {
  Campaign c = recorded(Campaign{}, mission1_success());
  EXPECT_EQ(c.attempts(1), 1);
  EXPECT_EQ(c.next_mission(), 2);
  const State failed = mission2_failure();
  for (int n = 1; n <= 3; ++n) {
    c = recorded(c, failed);
    EXPECT_EQ(c.attempts(2), n);
    EXPECT_FALSE(c.succeeded(2));
    EXPECT_EQ(c.next_mission(), 2) << "a failed mission is played again";
  }
  EXPECT_EQ(c.distress_attempts(2), 0);
  EXPECT_EQ(c.total_attempts(), 4U);
  EXPECT_EQ(c.missions_done(), 1);
}

// "Sinal de emergência ... aumenta em 1 o número de tentativas anotadas no diário de bordo":
// the first attempt with the signal sent left or right is noted as 2; declining it costs nothing.
TEST(CrewSeed_DiarioDeBordo, DistressSignalCostsOneMoreAttempt) {
  for (std::string_view decision : {"distress left", "distress right"}) {
    const State s = mission1_after(decision);
    ASSERT_TRUE(s.distress == 1 || s.distress == 2) << decision;
    const Campaign c = recorded(Campaign{}, s);
    EXPECT_EQ(c.attempts(1), 2) << decision;
    EXPECT_EQ(c.distress_attempts(1), 1) << decision;
    EXPECT_EQ(c.succeeded(1), s.success) << decision;
  }
  const State declined = mission1_after("no-distress");
  ASSERT_EQ(declined.distress, 3);
  const Campaign c = recorded(Campaign{}, declined);
  EXPECT_EQ(c.attempts(1), 1);
  EXPECT_EQ(c.distress_attempts(1), 0);

  // The lower-level call says the same for crews at a real table.
  EXPECT_EQ(recorded(Campaign{}, 7, false, true).attempts(7), 2);
  EXPECT_EQ(recorded(Campaign{}, 7, false, false).attempts(7), 1);
}

// "A ficha permanece ativa até a missão ser cumprida e aumenta em 1 o número de tentativas": the
// token, once turned, stays active through the mission's later attempts, and the logbook has one
// distress symbol per mission to circle. So the extra attempt is noted once: later attempts
// using the signal count 1 like any other, and one without it in between changes nothing.
TEST(CrewSeed_DiarioDeBordo, DistressSignalStaysActiveUntilTheMissionIsAccomplished) {
  const State left = mission1_after("distress left");
  ASSERT_FALSE(left.success);
  Campaign c = recorded(Campaign{}, 1, false, false);
  EXPECT_EQ(c.attempts(1), 1);
  c = recorded(c, left);
  EXPECT_EQ(c.attempts(1), 3) << "the first use adds its extra attempt";
  c = recorded(c, 1, false, true);
  EXPECT_EQ(c.attempts(1), 4) << "a later use costs no more: the token is still active";
  c = recorded(c, 1, false, false);  // a failed attempt without the signal in between
  c = recorded(c, 1, true, true);
  EXPECT_EQ(c.entry(1), (CampaignEntry{6, 3, true})) << "5 attempts played and the one extra";
  EXPECT_EQ(c.total_attempts(), 6U);
}

// "Anote o número de tentativas necessárias à sua conclusão no diário de bordo": the success is
// noted with every attempt it took, the signal's extra ones included.
TEST(CrewSeed_DiarioDeBordo, SuccessRecordsAttempts) {
  Campaign c = recorded(Campaign{}, random_finish(3, false, false));
  c = recorded(c, random_finish(3, false, true));
  EXPECT_FALSE(c.succeeded(3));
  const State won = random_finish(3, true, true);
  c = recorded(c, won);
  EXPECT_TRUE(c.succeeded(3));
  EXPECT_EQ(c.attempts(3), 1 + 2 + 1) << "the signal's extra attempt is noted once";
  EXPECT_EQ(c.distress_attempts(3), 2);
  EXPECT_EQ(c.missions_done(), 1);
  EXPECT_EQ(c.next_mission(), 1) << "missions 1 and 2 are still open";
}

// "Anote o número de tentativas necessárias à sua conclusão no diário de bordo": once the
// mission is accomplished, the attempts it needed are what the logbook keeps. A replay (won,
// failed, with or without the signal) is recorded without error and changes nothing: not the
// attempts, not the distress count, not the success.
TEST(CrewSeed_DiarioDeBordo, AnoteONumeroDeTentativasNecessariasASuaConclusao) {
  Campaign c = recorded(Campaign{}, 2, false, false);
  c = recorded(c, 2, true, false);
  const CampaignEntry done{2, 0, true};
  ASSERT_EQ(c.entry(2), done);
  const Campaign accomplished = c;
  c = recorded(c, mission2_failure());
  EXPECT_EQ(c.entry(2), done) << "a failed replay adds no attempt and keeps the success";
  c = recorded(c, 2, true, false);
  EXPECT_EQ(c.entry(2), done) << "a won replay adds no attempt either";
  EXPECT_EQ(c, accomplished) << "the whole log is unchanged";
  EXPECT_EQ(c.total_attempts(), 2U);
  EXPECT_EQ(c.next_mission(), 1) << "only mission 1 is open";
}

// "A ficha permanece ativa até a missão ser cumprida e aumenta em 1 o número de tentativas": the
// token's extra attempt belongs to the attempts before the success. Using the signal in a replay
// of an accomplished mission charges nothing, also when the mission never used it before.
TEST(CrewSeed_DiarioDeBordo, AFichaPermaneceAtivaAteAMissaoSerCumprida) {
  Campaign c = recorded(Campaign{}, 3, true, false);
  ASSERT_EQ(c.entry(3), (CampaignEntry{1, 0, true}));
  for (std::string_view decision : {"distress left", "distress right"}) {
    const State s = mission1_after(decision);
    Campaign d = recorded(Campaign{}, 1, true, false);
    d = recorded(d, s);
    EXPECT_EQ(d.entry(1), (CampaignEntry{1, 0, true})) << decision << ": no distress charge after the success";
  }
  c = recorded(c, 3, false, true);
  c = recorded(c, 3, true, true);
  EXPECT_EQ(c.entry(3), (CampaignEntry{1, 0, true})) << "no attempt and no distress symbol after the success";
  // Before the success the token still costs its one extra attempt.
  Campaign e = recorded(Campaign{}, 4, false, true);
  e = recorded(e, 4, true, true);
  EXPECT_EQ(e.entry(4), (CampaignEntry{3, 2, true}));
  e = recorded(e, 4, false, true);
  EXPECT_EQ(e.entry(4), (CampaignEntry{3, 2, true}));
}

// Next is the lowest mission without a success: after the last success when played in order,
// the first gap when played out of order, and kCampaignComplete once all 50 are done.
TEST(CrewCampaign, NextMissionIsTheLowestWithoutSuccess) {
  Campaign c;
  EXPECT_EQ(c.next_mission(), 1);
  c = recorded(c, 1, false, false);
  EXPECT_EQ(c.next_mission(), 1) << "an attempt alone does not move on";
  for (int m = 1; m <= 4; ++m) c = recorded(c, m, true, false);
  EXPECT_EQ(c.next_mission(), 5) << "played in order: the mission after the last success";
  c = recorded(c, 7, true, false);
  EXPECT_EQ(c.next_mission(), 5) << "a mission done out of order leaves the gap open";
  for (int m = 5; m <= 6; ++m) c = recorded(c, m, true, false);
  EXPECT_EQ(c.next_mission(), 8) << "mission 7 is skipped: it succeeded already";
  for (int m = 8; m <= kNumMissions; ++m) c = recorded(c, m, true, false);
  EXPECT_EQ(c.missions_done(), kNumMissions);
  EXPECT_EQ(c.next_mission(), kCampaignComplete);
  EXPECT_EQ(kCampaignComplete, 0);
  EXPECT_EQ(c.total_attempts(), 51U);
}

// Playouts of missions 1..4 with every player count: each one adds 1 attempt to its own
// mission, 2 at the mission's first use of the distress signal, nothing once the mission is
// accomplished, and the totals add up.
TEST(CrewCampaign, RandomPlayoutsOfMissionsOneToFour) {
  Campaign c;
  int expected_total = 0, expected[5] = {0, 0, 0, 0, 0};
  bool success[5] = {false, false, false, false, false};
  bool signalled[5] = {false, false, false, false, false};
  for (int players = 2; players <= 5; ++players) {
    for (int mission = 1; mission <= 4; ++mission) {
      const Game g = make(opts(players, mission));
      for (std::uint64_t seed = 0; seed < 25; ++seed) {
        bgb::Rng rng(seed * 31 + static_cast<std::uint64_t>(players));
        const State s = bgb::random_playout(g, g.initial_state(), rng);
        const bool distress = s.distress == 1 || s.distress == 2;
        const int cost = success[mission] ? 0 : distress && !signalled[mission] ? 2 : 1;
        signalled[mission] = signalled[mission] || (distress && !success[mission]);
        c = recorded(c, s);
        expected[mission] += cost;
        expected_total += cost;
        success[mission] = success[mission] || s.success;
      }
    }
  }
  for (int m = 1; m <= 4; ++m) {
    EXPECT_EQ(c.attempts(m), expected[m]) << "mission " << m;
    EXPECT_EQ(c.succeeded(m), success[m]) << "mission " << m;
  }
  EXPECT_EQ(c.total_attempts(), static_cast<std::uint32_t>(expected_total));
  for (int m = 5; m <= kNumMissions; ++m) EXPECT_EQ(c.entry(m), CampaignEntry{}) << "mission " << m;
}

// Only a finished mission can be recorded, and a refused record leaves the log as it was.
TEST(CrewCampaign, UnfinishedStateIsRefused) {
  const Game g = make(deal(4, 2, kCampaignHands, "p1 y9"));
  const State running = run(g, g.initial_state(), "pick y9; pick p1; no-distress");
  const Campaign c = recorded(Campaign{}, 2, false, false);
  for (const State& s : {g.initial_state(), running}) {
    const bgb::Result<Campaign> r = c.record(s);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, bgb::Errc::invalid_argument);
    EXPECT_EQ(r.error().message,
              "the-crew campaign: the state is not finished (mission 2 is still being played); only a finished "
              "mission can be recorded");
  }
  EXPECT_EQ(c.attempts(2), 1);
}

// Missions are 1..50, for both ways of recording; a hand-built State is checked too.
TEST(CrewCampaign, MissionOutOfRangeIsRefused) {
  for (int m : {0, -1, 51, 255}) {
    const bgb::Result<Campaign> r = Campaign{}.record(m, true, false);
    ASSERT_FALSE(r.ok()) << m;
    EXPECT_EQ(r.error().code, bgb::Errc::invalid_argument);
    EXPECT_EQ(r.error().message,
              "the-crew campaign: mission " + std::to_string(m) + " is not a logbook mission (1..50)");
    EXPECT_FALSE(Campaign{}.with_entry(m, CampaignEntry{1, 0, true}).ok());
    EXPECT_EQ(Campaign{}.attempts(m), 0);
    EXPECT_FALSE(Campaign{}.succeeded(m));
  }
  State s;
  s.phase = Phase::over;
  s.mission = 51;
  const bgb::Result<Campaign> r = Campaign{}.record(s);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "the-crew campaign: mission 51 is not a logbook mission (1..50)");
}

// The log counts up to 65535 attempts per mission; one more is refused, not wrapped to 0.
TEST(CrewCampaign, AttemptsOverflowIsRefused) {
  const bgb::Result<Campaign> full = Campaign{}.with_entry(9, CampaignEntry{65534, 0, false});
  ASSERT_TRUE(full.ok()) << full.error().message;
  const bgb::Result<Campaign> distress = full.value().record(9, false, true);
  ASSERT_FALSE(distress.ok()) << "65534 + 2 does not fit";
  EXPECT_EQ(distress.error().code, bgb::Errc::invalid_argument);
  EXPECT_EQ(distress.error().message,
            "the-crew campaign: mission 9 already has 65534 attempts; the log counts at most 65535");
  const Campaign last = recorded(full.value(), 9, false, false);
  EXPECT_EQ(last.attempts(9), kMaxCampaignAttempts);
  EXPECT_FALSE(last.record(9, true, false).ok()) << "no room for one more attempt";
  EXPECT_EQ(last.total_attempts(), 65535U);
  const Campaign done = recorded(full.value(), 9, true, false);
  EXPECT_EQ(done.entry(9), (CampaignEntry{65535, 0, true}));
  EXPECT_EQ(recorded(done, 9, false, true), done) << "a replay of a full accomplished row is no overflow";
  const bgb::Result<Campaign> signalled = Campaign{}.with_entry(9, CampaignEntry{65534, 100, false});
  ASSERT_TRUE(signalled.ok()) << signalled.error().message;
  EXPECT_EQ(recorded(signalled.value(), 9, false, true).entry(9), (CampaignEntry{65535, 101, false}))
      << "a later use of the signal counts 1, so it still fits";
}

// A row copied from a paper logbook must be one that recording could have produced.
TEST(CrewCampaign, WithEntryRefusesImpossibleRows) {
  const bgb::Result<Campaign> ok = Campaign{}.with_entry(4, CampaignEntry{5, 2, true});
  ASSERT_TRUE(ok.ok()) << ok.error().message;
  EXPECT_EQ(ok.value().entry(4), (CampaignEntry{5, 2, true}));
  EXPECT_TRUE(Campaign{}.with_entry(4, CampaignEntry{3, 2, false}).ok()) << "2 played with the signal, 1 extra";
  const bgb::Result<Campaign> too_many = Campaign{}.with_entry(4, CampaignEntry{2, 2, false});
  ASSERT_FALSE(too_many.ok());
  EXPECT_EQ(too_many.error().message,
            "the-crew campaign: mission 4: the distress signal adds 1 to the attempts once, so attempts must be at "
            "least the distress attempts + 1");
  const bgb::Result<Campaign> unplayed = Campaign{}.with_entry(4, CampaignEntry{0, 0, true});
  ASSERT_FALSE(unplayed.ok());
  EXPECT_EQ(unplayed.error().message, "the-crew campaign: mission 4: a mission cannot have succeeded without an attempt");
  EXPECT_EQ(Campaign{}.with_entry(4, CampaignEntry{}).value(), Campaign{}) << "an empty row clears a mission";
}

// A small value: copies are independent, recording never touches the original, and the
// queries work at compile time.
TEST(CrewCampaign, IsAnImmutableTriviallyCopyableValue) {
  static_assert(std::is_trivially_copyable_v<Campaign>);
  static_assert(std::is_trivially_copyable_v<CampaignEntry>);
  static_assert(Campaign{}.next_mission() == 1 && Campaign{}.total_attempts() == 0);
  const Campaign before = recorded(Campaign{}, 1, false, false);
  const Campaign copy = before;
  const Campaign after = recorded(before, 1, true, true);
  EXPECT_EQ(before, copy);
  EXPECT_NE(before, after);
  EXPECT_EQ(before.attempts(1), 1);
  EXPECT_EQ(after.attempts(1), 3);
  // The free functions are the same calls.
  EXPECT_EQ(record(before, 1, true, true).value(), after);
  EXPECT_EQ(record(Campaign{}, mission1_success()).value(), Campaign{}.record(mission1_success()).value());
}

// A terminal state whose distress decision was never made (undecided) did not use the signal.
TEST(CrewCampaign, UndecidedDistressIsNotUsed) {
  State s;
  s.phase = Phase::over;
  s.mission = 6;
  s.distress = 0;
  const Campaign c = recorded(Campaign{}, s);
  EXPECT_EQ(c.entry(6), (CampaignEntry{1, 0, false}));
}

}  // namespace
