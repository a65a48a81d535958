// The omniscient snapshot: from_json(to_json(s)) == s with the same hash, for every state of
// random playouts over all player counts and every supported mission; its shape and words.
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "support.hpp"

namespace bgb::test {
namespace {

using json::Json;

/// What the round trips went through, to show that every phase and rule was exercised.
struct Seen {
  std::set<crew::Phase> phases;
  std::set<crew::FailRule> rules;
};

/// Round-trips every state of a few playouts of (players, mission); returns how many states.
int round_trip_all(const std::shared_ptr<const AnyGame>& game, int seeds, Seen* seen = nullptr) {
  const crew::Game& rules = rules_of(*game);
  int n = 0;
  for (int seed = 0; seed < seeds; ++seed) {
    for (const crew::State& s : playout_states(rules, static_cast<std::uint64_t>(seed) * 7919 + 13)) {
      if (seen) {
        seen->phases.insert(s.phase);
        seen->rules.insert(s.failure.rule);
      }
      const auto original = wrap(*game, s);
      const std::string text = original->to_json(kViewAll);
      auto back = game->state_from_json(text);
      if (!back.ok()) {
        ADD_FAILURE() << back.error().message << "\n" << text;
        return n;
      }
      EXPECT_TRUE(back.value()->equals(*original)) << text;
      EXPECT_EQ(crew_state(*back.value()), s) << text;
      EXPECT_EQ(back.value()->hash(), original->hash()) << text;
      EXPECT_EQ(back.value()->to_json(kViewAll), text) << "the snapshot text is canonical";
      ++n;
    }
  }
  return n;
}

class SnapshotRoundTrip : public ::testing::TestWithParam<int> {};

TEST_P(SnapshotRoundTrip, EveryStateOfRandomPlayoutsComesBackIdenticalWithTheSameHash) {
  const int players = GetParam();
  int states = 0;
  Seen seen;
  for (int mission : supported_missions()) {
    auto game = crew_game(players, mission);
    ASSERT_TRUE(game);
    // The special missions' own phases and fields get more playouts.
    states += round_trip_all(game, crew::mission(mission).special == crew::Special::none ? 3 : 8, &seen);
  }
  EXPECT_GT(states, 10000);
  for (int p = 0; p < crew_codec::kNumPhases; ++p) {
    const auto phase = static_cast<crew::Phase>(p);
    if (phase == crew::Phase::handover && players != 5) continue;
    EXPECT_TRUE(seen.phases.count(phase)) << "no state in phase " << crew_codec::phase_name(phase);
  }
  EXPECT_GE(seen.rules.size(), 10U) << "most failure rules occur in random play";
}

INSTANTIATE_TEST_SUITE_P(Players, SnapshotRoundTrip, ::testing::Values(2, 3, 4, 5));

TEST(Snapshot, RoundTripsWithPresetTasks) {
  auto game = crew_game(R"({"players":5,"mission":31,"tasks":["b7","g3","y1","p9","b2","g8"]})");
  ASSERT_TRUE(game);
  EXPECT_GT(round_trip_all(game, 5), 100);
}

TEST(Snapshot, RoundTripsAGameStartedFromAnExplicitTwoPlayerDeal) {
  // Take the deal of a random 2-player game and replay it as options.
  auto chance_game = crew_game(2, 10);
  ASSERT_TRUE(chance_game);
  const auto states = playout_states(rules_of(*chance_game), 99);
  crew::State dealt;
  for (const crew::State& s : states)
    if (s.phase != crew::Phase::deal) {
      dealt = s;
      break;
    }
  Json o = Json::object();
  o["players"] = 2;
  o["mission"] = 10;
  o["hands"] = Json::array({crew_codec::detail::card_list(dealt.hand[0]), crew_codec::detail::card_list(dealt.hand[1])});
  o["jarvis_up"] = Json::array();
  o["jarvis_down"] = Json::array();
  for (std::size_t p = 0; p < crew::kJarvisPiles; ++p) {
    o["jarvis_up"].push_back(crew::card_text(dealt.pile_up[p]));
    o["jarvis_down"].push_back(crew::card_text(dealt.pile_down[p]));
  }
  auto game = crew_game(o.dump());
  ASSERT_TRUE(game);
  EXPECT_GT(round_trip_all(game, 5), 100);
}

// A snapshot written before `comm_passed` existed has no such key and, in a communication window,
// `asked` = the offset from the leader of the seat to speak. It still loads: the seats before it
// that may still speak are the ones that passed, so the window goes on as the corrected rule
// says ("Pode ser usada a qualquer momento antes de se jogar uma vaza").
TEST(Snapshot, AWindowWrittenBeforeCommPassedLoadsWithItsPasses) {
  auto game = crew_game(R"({"players":4,"mission":1,"tasks":["y9"],"hands":[
      ["p1","p2","p3","p4","b1","b2","g1","y1","y2","r4"],["p5","p6","p7","p8","p9","b3","g2","g3","y3","r1"],
      ["b4","b5","b6","g4","g5","g6","y4","y5","y6","r2"],["b7","b8","b9","g7","g8","g9","y7","y8","y9","r3"]]})");
  ASSERT_TRUE(game);
  const crew::Game& rules = rules_of(*game);
  auto run = [&](crew::State s, std::initializer_list<std::string_view> texts) {
    for (std::string_view t : texts) {
      const Result<ActionId> a = rules.parse_action(s, t);
      EXPECT_TRUE(a.ok() && rules.is_legal(s, a.value())) << t;
      if (a.ok()) s = rules.apply_unchecked(s, a.value());
    }
    return s;
  };
  auto old_form = [&](const crew::State& s, int asked) {
    Json j = Json::parse(wrap(*game, s)->to_json(kViewAll));
    j.erase("comm_passed");
    j["asked"] = asked;
    return j.dump();
  };
  // Window 1, led by seat 0: seats 0 and 1 passed, seat 2 speaks (old asked 2).
  const crew::State first = run(rules.initial_state(), {"pick y9", "no-distress", "pass", "pass"});
  ASSERT_EQ(first.comm_passed, 0b0011);
  auto back = game->state_from_json(old_form(first, 2));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(crew_state(*back.value()), first);
  // Window 2, led by seat 1; seats 1 and 3 spoke in window 1. Seat 2 passed, seat 0 speaks: the
  // old walk was at offset 3 from the leader, past seat 3, which could not speak.
  const crew::State second = run(first, {"pass", "comm y7 bottom", "pass", "comm b3 only", "pass", "pass",
                                         "play p1", "play p5", "play b5", "play b7", "pass"});
  ASSERT_EQ(second.phase, crew::Phase::comm);
  ASSERT_EQ(second.leader, 1);
  ASSERT_EQ(second.actor, 0);
  ASSERT_EQ(second.comm_passed, 0b0100);
  back = game->state_from_json(old_form(second, 3));
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(crew_state(*back.value()), second);
}

TEST(Snapshot, IsHumanReadableWithWordsAndCardTexts) {
  auto game = crew_game(2, 3);
  ASSERT_TRUE(game);
  // A state in the middle of a trick after the first one.
  std::vector<crew::State> states;
  const crew::State* mid = nullptr;
  for (std::uint64_t seed = 1; !mid && seed < 100; ++seed) {
    states = playout_states(rules_of(*game), seed);
    for (const crew::State& s : states)
      if (s.phase == crew::Phase::play && s.in_trick == 1 && s.trick >= 1) mid = &s;
  }
  ASSERT_NE(mid, nullptr);
  const Json j = Json::parse(wrap(*game, *mid)->to_json(kViewAll));
  EXPECT_EQ(j["game"], "the-crew");
  EXPECT_EQ(j["view"], "all");
  EXPECT_EQ(j["phase"], "play");
  EXPECT_EQ(j["terminal"], false);
  EXPECT_EQ(j["current_player"], crew::current_player(*mid));
  EXPECT_EQ(j["hands"].size(), 3U) << "JARVIS's face-up cards are seat 2";
  EXPECT_EQ(j["jarvis"]["up"].size(), 7U);
  EXPECT_EQ(j["trick"].size(), 1U);
  EXPECT_EQ(j["trick"][0], crew::card_text(mid->trick_cards[0]));
  EXPECT_EQ(j["tasks"].size(), 2U);
  EXPECT_EQ(j["tasks"][0]["token"], "1");
  EXPECT_EQ(j["tasks"][1]["token"], "2");
  EXPECT_TRUE(j["distress"] == "left" || j["distress"] == "right" || j["distress"] == "declined");
  EXPECT_EQ(j["tricks_completed"], mid->trick);
  EXPECT_FALSE(j.contains("returns")) << "returns only at terminal states";
  for (const Json& card : j["hands"][0]) EXPECT_TRUE(card.is_string() && card.get<std::string>().size() == 2);

  const Json end = Json::parse(wrap(*game, states.back())->to_json(kViewAll));
  EXPECT_EQ(end["phase"], "over");
  EXPECT_EQ(end["terminal"], true);
  EXPECT_EQ(end["current_player"], kTerminal);
  ASSERT_EQ(end["returns"].size(), 2U);
  if (states.back().success) {
    EXPECT_TRUE(end["failure"].is_null());
    EXPECT_EQ(end["returns"][0], 1.0);
  } else {
    EXPECT_EQ(end["failure"]["rule"], crew::fail_rule_name(states.back().failure.rule));
    EXPECT_EQ(end["failure"]["text"], crew::failure_text(states.back()));
    EXPECT_EQ(end["returns"][0], 0.0);
  }
}

TEST(Snapshot, FailureCarriesRuleTrickCardSeatAndText) {
  // Find a failed mission among random playouts and check the failure object field by field.
  auto game = crew_game(4, 4);
  ASSERT_TRUE(game);
  for (std::uint64_t seed = 1; seed < 50; ++seed) {
    const crew::State end = playout_states(rules_of(*game), seed).back();
    if (end.success) continue;
    const Json f = Json::parse(wrap(*game, end)->to_json(kViewAll))["failure"];
    EXPECT_EQ(f["rule"], crew::fail_rule_name(end.failure.rule));
    EXPECT_EQ(f["trick"], end.failure.trick);
    EXPECT_EQ(f["card"], crew::card_text(end.failure.card));
    EXPECT_EQ(f["seat"], end.failure.seat);
    EXPECT_EQ(f["text"], crew::failure_text(end));
    EXPECT_FALSE(f["text"].get<std::string>().empty());
    return;
  }
  FAIL() << "no failed mission in 49 random playouts";
}

TEST(Snapshot, EverySpecialFailureRuleCarriesItsFieldsAndSentence) {
  // Each rule in a mission that has it, from random playouts; the failure loads back exactly.
  const std::vector<std::pair<crew::FailRule, std::vector<int>>> cases = {
      {crew::FailRule::forbidden_winner, {5, 33, 41, 50}}, {crew::FailRule::required_winner, {34, 41, 46, 50}},
      {crew::FailRule::won_with_rocket, {33, 41}},         {crew::FailRule::won_with_nine, {16, 17}},
      {crew::FailRule::rockets_together, {13, 44}},        {crew::FailRule::rocket_order, {44}},
      {crew::FailRule::unbalanced, {29, 34}},              {crew::FailRule::condition_unmet, {9, 26, 13, 44, 33}},
      {crew::FailRule::omega_not_last_trick, {48}}};
  for (const auto& [rule, missions] : cases) {
    int found = 0;
    for (int mission : missions) {
      for (int players = 2; players <= 5; ++players) {
        auto game = crew_game(players, mission);
        ASSERT_TRUE(game);
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
          const crew::State end = playout_states(rules_of(*game), seed * 31 + static_cast<std::uint64_t>(players)).back();
          if (end.failure.rule != rule) continue;
          const std::string text = wrap(*game, end)->to_json(kViewAll);
          const Json f = Json::parse(text)["failure"];
          EXPECT_EQ(f["rule"], crew::fail_rule_name(rule));
          EXPECT_EQ(f["trick"], end.failure.trick);
          EXPECT_EQ(f["card"], end.failure.card == crew::kNoCard ? Json(nullptr) : Json(crew::card_text(end.failure.card)));
          EXPECT_EQ(f["seat"], end.failure.seat == crew::kNoSeat ? Json(nullptr) : Json(end.failure.seat));
          EXPECT_EQ(f["text"], crew::failure_text(end));
          EXPECT_FALSE(f["text"].get<std::string>().empty());
          auto back = game->state_from_json(text);
          ASSERT_TRUE(back.ok()) << back.error().message << "\n" << text;
          EXPECT_EQ(crew_state(*back.value()), end);
          EXPECT_TRUE(contains(wrap(*game, end)->render(0), "Mission failed: " + crew::failure_text(end)));
          ++found;
          break;
        }
      }
    }
    EXPECT_GT(found, 0) << "no random playout failed by " << crew::fail_rule_name(rule);
  }
}

}  // namespace
}  // namespace bgb::test
