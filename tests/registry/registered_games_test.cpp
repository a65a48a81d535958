// The registry contract, checked for every registered game found through registered_games() (so
// a new game is checked the day it is registered), with its default options: normalized options
// recreate the game, every state of seeded random playouts round-trips through the snapshot with
// the same hash, observations are never loadable snapshots, unknown viewers get the public view,
// action texts parse back, and replay logs (full and seeded) reproduce the game.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "json_util.hpp"
#include "registry.hpp"

namespace bgb::test {
namespace {

std::vector<std::string> game_names() {
  std::vector<std::string> out;
  for (const GameInfo& g : registered_games()) out.emplace_back(g.name);
  return out;
}

class RegisteredGame : public ::testing::TestWithParam<std::string> {
 protected:
  std::shared_ptr<const AnyGame> make(const std::string& options = "{}") const {
    auto g = make_game(GetParam(), options);
    EXPECT_TRUE(g.ok()) << GetParam() << " " << options << ": " << (g.ok() ? "" : g.error().message);
    return g.ok() ? g.value() : nullptr;
  }
};

TEST_P(RegisteredGame, NormalizedOptionsRecreateTheGame) {
  const auto game = make();
  ASSERT_TRUE(game);
  EXPECT_EQ(game->name(), GetParam());
  const auto again = make(game->options_json());
  ASSERT_TRUE(again);
  EXPECT_EQ(again->options_json(), game->options_json());
  EXPECT_EQ(again->initial_state()->hash(), game->initial_state()->hash());
  EXPECT_GE(game->num_players(), 1);
  EXPECT_GT(game->num_distinct_actions(), 0);
}

TEST_P(RegisteredGame, RandomPlayoutsRoundTripThroughTheSnapshotAndReplay) {
  const auto game = make();
  ASSERT_TRUE(game);
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    Rng rng(seed);
    std::vector<ActionId> log;
    std::unique_ptr<AnyState> s = game->initial_state();
    for (int step = 0;; ++step) {
      ASSERT_LT(step, 5000) << "a random game of " << GetParam() << " does not end";
      const std::string text = s->to_json(kViewAll);
      auto back = game->state_from_json(text);
      ASSERT_TRUE(back.ok()) << back.error().message << "\n" << text;
      ASSERT_TRUE(back.value()->equals(*s));
      ASSERT_EQ(back.value()->hash(), s->hash());
      ASSERT_EQ(back.value()->to_json(kViewAll), text);
      for (Viewer v = 0; v < game->num_players(); ++v) EXPECT_FALSE(game->state_from_json(s->to_json(v)).ok());
      EXPECT_EQ(s->to_json(game->num_players() + 3), s->to_json(kViewPublic));
      EXPECT_FALSE(s->render(kViewAll).empty());
      if (s->is_terminal()) {
        EXPECT_EQ(s->returns().size(), static_cast<std::size_t>(game->num_players()));
        break;
      }
      const std::vector<ActionId> applicable = s->applicable_actions();
      ASSERT_FALSE(applicable.empty());
      for (ActionId a : applicable) {
        auto parsed = s->parse_action(s->action_text(a));
        ASSERT_TRUE(parsed.ok()) << parsed.error().message;
        EXPECT_EQ(parsed.value(), a) << s->action_text(a);
      }
      const ActionId a = s->current_player() == kChance ? s->sample_chance(rng)
                                                        : applicable[rng.below(applicable.size())];
      log.push_back(a);
      s = std::move(s->apply(a)).value();
    }
    auto text = make_replay_log(*game, log);
    ASSERT_TRUE(text.ok()) << text.error().message;
    auto replayed = replay_log(text.value());
    ASSERT_TRUE(replayed.ok()) << replayed.error().message;
    EXPECT_TRUE(replayed.value()->equals(*s));
    EXPECT_EQ(replayed.value()->hash(), s->hash());
  }
}

TEST_P(RegisteredGame, ASeededLogWithoutActionsStopsAtTheFirstDecision) {
  auto s = replay_log("{\"game\":\"" + GetParam() + "\",\"seed\":7,\"actions\":[]}");
  ASSERT_TRUE(s.ok()) << s.error().message;
  EXPECT_NE(s.value()->current_player(), kChance);
}

// `bgb options GAME` lists GameInfo::options: every option the game writes out is listed, an
// integer option's default lies in its listed range, the reader takes both ends of it and
// refuses just outside with a message naming the key — so the listed range is the one enforced.
TEST_P(RegisteredGame, ListedOptionsAreTheOnesTheReaderEnforces) {
  const GameInfo* info = find_game_info(GetParam());
  ASSERT_NE(info, nullptr);
  ASSERT_FALSE(info->options.empty());
  const auto game = make();
  ASSERT_TRUE(game);
  const json::Json defaults = json::parse(game->options_json());
  auto listed = [&](const std::string& key) {
    for (const OptionHelp& o : info->options)
      if (o.name == key) return true;
    return false;
  };
  for (const auto& [key, value] : defaults.items()) EXPECT_TRUE(listed(key)) << key << " is not listed";
  for (const OptionHelp& o : info->options) {
    EXPECT_FALSE(o.meaning.empty()) << o.name;
    if (!o.is_integer()) continue;
    const std::string key(o.name);
    ASSERT_TRUE(defaults.contains(key)) << key;
    const std::int64_t d = defaults[key].get<std::int64_t>();
    EXPECT_TRUE(d >= o.min && d <= o.max) << key << " default " << d;
    for (const std::int64_t edge : {o.min, o.max}) {
      // Accepted, or refused for another reason than its range (UFS: a level must match "hard").
      const auto g = make_game(GetParam(), "{\"" + key + "\":" + std::to_string(edge) + "}");
      if (!g.ok()) {
        EXPECT_TRUE(g.error().message.find("out of range") == std::string::npos &&
                    g.error().message.find("must be") == std::string::npos)
            << key << "=" << edge << ": " << g.error().message;
      }
    }
    for (const std::int64_t bad : {o.min - 1, o.max + 1}) {
      const auto g = make_game(GetParam(), "{\"" + key + "\":" + std::to_string(bad) + "}");
      ASSERT_FALSE(g.ok()) << key << "=" << bad << " was accepted";
      EXPECT_NE(g.error().message.find(key), std::string::npos) << g.error().message;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Registry, RegisteredGame, ::testing::ValuesIn(game_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string id = info.param;
                           for (char& c : id)
                             if (c == '-') c = '_';
                           return id;
                         });

}  // namespace
}  // namespace bgb::test
