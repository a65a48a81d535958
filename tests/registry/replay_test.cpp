// Replay logs: the full form (every action, chance outcomes included) and the seeded form
// (decisions only, chance drawn from bgb::Rng(seed)) reproduce the state and its hash; errors
// name the step.
#include <ostream>
#include <string>
#include <vector>

#include "support.hpp"

namespace bgb::test {
namespace {

using json::Json;

/// The action ids of one random playout.
std::vector<ActionId> playout_actions(const crew::Game& g, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<ActionId> out;
  crew::State s = g.initial_state();
  while (!g.is_terminal(s)) {
    const ActionId a = g.current_player(s) == kChance ? sample_chance(g, s, rng) : random_action(g, s, rng);
    out.push_back(a);
    s = g.apply_unchecked(s, a);
  }
  return out;
}

TEST(ReplayLog, FullLogRoundTripReproducesTheStateAndHash) {
  for (int players = 2; players <= 5; ++players) {
    for (int mission : {1, 6, 8, 22, 39}) {
      auto game = crew_game(players, mission);
      ASSERT_TRUE(game);
      const crew::Game& rules = rules_of(*game);
      const std::vector<ActionId> actions = playout_actions(rules, static_cast<std::uint64_t>(players * 100 + mission));
      auto expected = replay(rules, std::span<const ActionId>(actions));
      ASSERT_TRUE(expected.ok());
      auto log = make_replay_log(*game, actions);
      ASSERT_TRUE(log.ok()) << log.error().message;
      const Json j = Json::parse(log.value());
      EXPECT_EQ(j["game"], "the-crew");
      EXPECT_EQ(j["options"]["players"], players);
      EXPECT_EQ(j["actions"].size(), actions.size());
      EXPECT_EQ(j["actions"][0].get<std::string>().rfind("deal ", 0), 0U) << "chance outcomes are logged";
      auto s = replay_log(log.value());
      ASSERT_TRUE(s.ok()) << s.error().message;
      EXPECT_EQ(s.value()->hash(), rules.hash(expected.value()));
      EXPECT_EQ(crew_state(*s.value()), expected.value());
      EXPECT_TRUE(s.value()->is_terminal());
    }
  }
}

TEST(ReplayLog, PrefixOfAGameStopsWhereTheLogStops) {
  auto game = crew_game(3, 4);
  ASSERT_TRUE(game);
  const std::vector<ActionId> all = playout_actions(rules_of(*game), 5);
  const std::vector<ActionId> prefix(all.begin(), all.begin() + 50);
  auto log = make_replay_log(*game, prefix);
  ASSERT_TRUE(log.ok());
  auto s = replay_log(log.value());
  ASSERT_TRUE(s.ok()) << s.error().message;
  auto expected = replay(rules_of(*game), std::span<const ActionId>(prefix));
  ASSERT_TRUE(expected.ok());
  EXPECT_EQ(s.value()->hash(), rules_of(*game).hash(expected.value()));
}

TEST(ReplayLog, SeededLogDrawsChanceWithTheGenericSamplerAndReproducesTheHash) {
  for (int players = 2; players <= 5; ++players) {
    auto game = crew_game(players, 10);
    ASSERT_TRUE(game);
    const crew::Game& rules = rules_of(*game);
    const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(players);
    // The reference: chance from Rng(seed) through bgb::sample_chance, decisions from another rng.
    Rng chance(seed), choices(77);
    crew::State s = rules.initial_state();
    Json texts = Json::array();
    while (!rules.is_terminal(s)) {
      if (rules.current_player(s) == kChance) {
        s = rules.apply_unchecked(s, sample_chance(rules, s, chance));
      } else {
        const ActionId a = random_action(rules, s, choices);
        texts.push_back(rules.action_text(s, a));
        s = rules.apply_unchecked(s, a);
      }
    }
    Json log = {{"game", "the-crew"}, {"options", {{"players", players}, {"mission", 10}}}, {"seed", seed}, {"actions", texts}};
    auto r = replay_log(log.dump());
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(r.value()->hash(), rules.hash(s));
    // A decimal string seed means the same (for languages whose JSON numbers are doubles).
    log["seed"] = std::to_string(seed);
    auto str = replay_log(log.dump());
    ASSERT_TRUE(str.ok()) << str.error().message;
    EXPECT_TRUE(str.value()->equals(*r.value()));
  }
}

TEST(ReplayLog, SeededLogWithNoActionsStopsAtTheFirstDecision) {
  auto r = replay_log(R"({"game":"the-crew","options":{"players":4,"mission":2},"seed":42,"actions":[]})");
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_GE(r.value()->current_player(), 0) << "the deal and the task reveal are drawn";
  EXPECT_EQ(crew_state(*r.value()).phase, crew::Phase::pick);
}

TEST(ReplayLog, OptionsDefaultWhenLeftOut) {
  auto r = replay_log(R"({"game":"the-crew","actions":["deal p1"]})");
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r.value()->game()->num_players(), 4);
}

struct BadLog {
  const char* json;
  Errc code;
  const char* message_part;
};

// Lets gtest name each case by its JSON instead of a byte dump.
void PrintTo(const BadLog& p, std::ostream* os) { *os << p.json; }

class ReplayLogErrors : public ::testing::TestWithParam<BadLog> {};

TEST_P(ReplayLogErrors, AreRefusedNamingTheStepOrKey) {
  const BadLog& p = GetParam();
  auto r = replay_log(p.json);
  ASSERT_FALSE(r.ok()) << p.json;
  EXPECT_EQ(r.error().code, p.code) << r.error().message;
  EXPECT_TRUE(contains(r.error().message, p.message_part)) << "got: " << r.error().message;
  EXPECT_TRUE(contains(r.error().message, "replay_log")) << "got: " << r.error().message;
}

INSTANTIATE_TEST_SUITE_P(
    EveryPath, ReplayLogErrors,
    ::testing::Values(
        BadLog{R"({"game":"the-crew",)", Errc::parse, "malformed JSON"},
        BadLog{R"({"game":"chess","actions":[]})", Errc::unknown_game, "unknown game 'chess' (known games: the-crew, under-falling-skies, dp6"},
        BadLog{R"({"game":"the-crew"})", Errc::invalid_argument, "missing key 'actions'"},
        BadLog{R"({"game":"the-crew","actions":[],"moves":[]})", Errc::invalid_argument, "unknown key 'moves'"},
        BadLog{R"({"game":"the-crew","options":{"players":9},"actions":[]})", Errc::invalid_argument, "players must be 2..5"},
        BadLog{R"({"game":"the-crew","options":"players=4","actions":[]})", Errc::invalid_argument, "options: expected a JSON object"},
        BadLog{R"({"game":"the-crew","actions":["deal p1","deal p1"]})", Errc::illegal_action,
               "step 1 ('deal p1'): action 40 (deal p1) is not legal: p1 is already dealt"},
        BadLog{R"({"game":"the-crew","actions":["deal p1","dael p2"]})", Errc::parse, "step 1 ('dael p2'): cannot read"},
        BadLog{R"({"game":"the-crew","actions":["deal p1",7]})", Errc::invalid_argument, "actions[1]: expected a string"},
        BadLog{R"({"game":"the-crew","seed":-3,"actions":[]})", Errc::invalid_argument, "seed: must not be negative"},
        BadLog{R"({"game":"the-crew","seed":"12x","actions":[]})", Errc::invalid_argument, "seed: expected an unsigned"},
        BadLog{R"({"game":"the-crew","seed":1,"actions":["deal p1"]})", Errc::illegal_action, "step 0 ('deal p1')"}));

TEST(ReplayLog, MakeReplayLogNamesTheStepOfAnIllegalAction) {
  auto game = crew_game(4, 1);
  ASSERT_TRUE(game);
  const std::vector<ActionId> actions{crew::act::deal(0), crew::act::deal(0)};
  auto log = make_replay_log(*game, actions);
  ASSERT_FALSE(log.ok());
  EXPECT_EQ(log.error().code, Errc::illegal_action);
  EXPECT_TRUE(contains(log.error().message, "make_replay_log: step 1")) << log.error().message;
}

}  // namespace
}  // namespace bgb::test
