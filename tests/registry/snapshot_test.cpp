// The omniscient snapshot: from_json(to_json(s)) == s with the same hash, for every state of
// random playouts over all player counts and every supported mission; its shape and words.
#include <string>

#include "support.hpp"

namespace bgb::test {
namespace {

using json::Json;

/// Round-trips every state of a few playouts of (players, mission); returns how many states.
int round_trip_all(const std::shared_ptr<const AnyGame>& game, int seeds) {
  const crew::Game& rules = rules_of(*game);
  int n = 0;
  for (int seed = 0; seed < seeds; ++seed) {
    for (const crew::State& s : playout_states(rules, static_cast<std::uint64_t>(seed) * 7919 + 13)) {
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
  for (int mission : supported_missions()) {
    auto game = crew_game(players, mission);
    ASSERT_TRUE(game);
    states += round_trip_all(game, 3);
  }
  EXPECT_GT(states, 1000);
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

}  // namespace
}  // namespace bgb::test
