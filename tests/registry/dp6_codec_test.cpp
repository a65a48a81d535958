// DP6 through the registry: options JSON, the snapshot round trip of every state of random
// playouts (2, 3, 4 players), observations that equal the snapshot (nothing is hidden), replay
// logs and the ASCII picture.
#include <string>

#include "dp6_support.hpp"

namespace bgb::test {
namespace {

using json::Json;

TEST(Dp6Codec, OptionsAreNormalizedAndBadOnesNamed) {
  auto g = dp6_game();
  ASSERT_TRUE(g);
  EXPECT_EQ(g->options_json(), R"({"players":2,"max_turns":0})");
  EXPECT_EQ(g->num_players(), 2);
  EXPECT_EQ(dp6_game(R"({"players":4,"max_turns":30})")->options_json(), R"({"players":4,"max_turns":30})");
  const std::vector<std::pair<std::string, std::string>> bad = {
      {R"({"players":5})", "dp6 options: players: 5 is out of range 2..4"},
      {R"({"players":"two"})", "dp6 options: players: expected an integer, got string"},
      {R"({"max_turns":-3})", "dp6 options: max_turns: -3 is out of range 0..10000"},
      {R"({"seats":2})", "dp6 options: unknown key 'seats' (known keys: players, max_turns)"},
      {R"([1])", "dp6 options: expected a JSON object, got array"},
  };
  for (const auto& [options, message] : bad) {
    auto r = make_game("dp6", options);
    ASSERT_FALSE(r.ok()) << options;
    EXPECT_EQ(r.error().message, message);
  }
  EXPECT_FALSE(g->has_hidden_information());
  EXPECT_FALSE(g->supports_resample());
}

TEST(Dp6Codec, EveryStateOfRandomPlayoutsRoundTripsExactly) {
  for (int players = 2; players <= 4; ++players) {
    auto game = dp6_game("{\"players\":" + std::to_string(players) + "}");
    const dp6::Game& rules = dp6_rules(*game);
    for (std::uint64_t seed = 1; seed <= 8; ++seed)
      for (const dp6::State& s : dp6_playout(rules, seed * 31U + static_cast<std::uint64_t>(players))) {
        const std::string text = dp6_wrap(*game, s)->to_json(kViewAll);
        auto back = game->state_from_json(text);
        ASSERT_TRUE(back.ok()) << back.error().message << "\n" << text;
        ASSERT_EQ(dp6_state(*back.value()), s) << text;
        ASSERT_EQ(dp6_codec::state_problem(rules, s), "");
      }
  }
}

TEST(Dp6Codec, ObservationsAreTheSnapshotWithTheViewer) {
  auto game = dp6_game(R"({"players":3})");
  const dp6::Game& rules = dp6_rules(*game);
  for (const dp6::State& s : dp6_playout(rules, 5)) {
    const auto st = dp6_wrap(*game, s);
    Json all = Json::parse(st->to_json(kViewAll));
    for (Viewer v : {0, 1, 2, kViewPublic}) {
      Json obs = Json::parse(st->to_json(v));
      EXPECT_EQ(obs["view"], v >= 0 ? Json(v) : Json("public"));
      obs["view"] = "all";
      ASSERT_EQ(obs, all);
    }
    // A face-down room is only ever "hidden": its card is not dealt yet.
    for (const Json& t : all["tracks"])
      for (const Json& r : t["rooms"]) EXPECT_TRUE(r.is_string());
  }
}

TEST(Dp6Codec, TheSnapshotReadsAsDocumented) {
  auto game = dp6_game();
  const dp6::Game& rules = dp6_rules(*game);
  dp6::State s = rules.initial_state();
  for (const char* t : {"doors 0 3142", "doors 1 1234", "first 1", "walk c0 r1", "reveal cryo", "decode", "roll 5"})
    s = rules.apply_unchecked(s, *rules.parse_action(s, t));
  const Json j = Json::parse(dp6_wrap(*game, s)->to_json(kViewAll));
  EXPECT_EQ(j["phase"], "play");
  EXPECT_EQ(j["current_player"], 1);
  EXPECT_EQ(j["pending"], 5);
  EXPECT_EQ(j["actions"], 2);
  EXPECT_EQ(j["tracks"][0]["doors"], "3142");
  EXPECT_EQ(j["tracks"][1]["rooms"], Json::parse(R"(["cryo","hidden","hidden","hidden","hidden"])"));
  EXPECT_EQ(j["tracks"][1]["crew"], Json::parse(R"(["r1","start","r1 lying","r1 lying"])"));
  EXPECT_EQ(j["open_doors"], Json::array());
  const std::string picture = dp6_wrap(*game, s)->render(kViewAll);
  EXPECT_TRUE(contains(picture, "[r1 Cr c0 c2z c3z]")) << picture;
  EXPECT_TRUE(contains(picture, "\nRooms: ? face down, Ab Aberration, Co Control, Cr Cryogenics, Fl Flooded, To Tools\n")) << picture;
  EXPECT_TRUE(contains(picture, "> 1 yellow")) << picture;
  EXPECT_TRUE(contains(picture, "decoded 5")) << picture;
  EXPECT_TRUE(contains(picture, "#5#capsule[]")) << picture;
  EXPECT_EQ(j["ignored"], false);
}

TEST(Dp6Codec, AnIgnoredResultIsKeptAndMayBeLeftOutWhenFalse) {
  auto game = dp6_game();
  const dp6::Game& rules = dp6_rules(*game);
  dp6::State s = rules.initial_state();
  for (const char* t : {"doors 0 1234", "doors 1 1234", "first 0", "decode", "roll 2", "ignore"})
    s = rules.apply_unchecked(s, *rules.parse_action(s, t));
  Json j = Json::parse(dp6_wrap(*game, s)->to_json(kViewAll));
  EXPECT_EQ(j["ignored"], true);
  auto back = game->state_from_json(j.dump());
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(dp6_state(*back.value()), s);
  EXPECT_TRUE(contains(back.value()->render(kViewAll), "another action comes before the turn ends")) << back.value()->render(kViewAll);
  // Written before the key existed: absent means false.
  const dp6::State before = rules.apply_unchecked(s, *rules.parse_action(s, "decode"));
  Json old = Json::parse(dp6_wrap(*game, before)->to_json(kViewAll));
  old.erase("ignored");
  auto loaded = game->state_from_json(old.dump());
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  EXPECT_EQ(dp6_state(*loaded.value()), before);
}

TEST(Dp6Codec, AReplayLogReachesTheSameState) {
  auto game = dp6_game(R"({"players":3})");
  const dp6::Game& rules = dp6_rules(*game);
  Rng rng(9);
  std::vector<ActionId> log;
  dp6::State s = rules.initial_state();
  while (!rules.is_terminal(s)) {
    const ActionId a = rules.current_player(s) == kChance ? sample_chance(rules, s, rng) : random_action(rules, s, rng);
    log.push_back(a);
    s = rules.apply_unchecked(s, a);
  }
  auto text = make_replay_log(*game, log);
  ASSERT_TRUE(text.ok()) << text.error().message;
  auto back = replay_log(text.value());
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(dp6_state(*back.value()), s);
}

TEST(Dp6Codec, BadActionTextsGetAClearError) {
  auto game = dp6_game();
  auto s = game->initial_state();
  auto r = s->parse_action("walk c9 r1");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "cannot read 'walk c9 r1': a crew is c0..c3");
  auto a = s->parse_action("walk c0 r1");
  ASSERT_TRUE(a.ok());
  auto n = s->apply(a.value());
  ASSERT_FALSE(n.ok());
  EXPECT_EQ(n.error().message, "action 111 (walk c0 r1) is not legal: the door tokens of seat 0 are placed next (chance)");
}

}  // namespace
}  // namespace bgb::test
