// Regression tests for what the fuzzers of tests/fuzz found, one test per finding, named after
// it, with the input (or its essence) that reproduced it. docs/fuzzing.md lists the findings.
#include <string>
#include <string_view>

#include "crew_campaign_codec.hpp"
#include "support.hpp"

namespace bgb::test {
namespace {

// fuzz_action_text, options '{"players":33333333e33333}': nlohmann-json reads a number too large
// for a double as an out_of_range exception (406 "number overflow"), not a parse_error, so it
// escaped json::parse and every reader reported BGB_E_INTERNAL ("internal error: ...").
// Such text cannot be read: it is a parse error, wherever JSON comes in.
TEST(FuzzRegression, NumberTooLargeForADoubleIsAParseErrorNotAnInternalError) {
  for (const std::string_view huge : {"33333333e33333", "1e999", "-1e400"}) {
    const std::string h(huge);
    for (const GameInfo& info : registered_games()) {
      auto game = make_game(info.name, "{\"players\":" + h + "}");
      ASSERT_FALSE(game.ok()) << info.name << ' ' << h;
      EXPECT_EQ(game.error().code, Errc::parse) << game.error().message;
      EXPECT_TRUE(contains(game.error().message, "number overflow")) << game.error().message;

      auto defaults = make_game(info.name, "");
      ASSERT_TRUE(defaults.ok());
      auto state = defaults.value()->state_from_json("{\"players\":" + h + "}");
      ASSERT_FALSE(state.ok());
      EXPECT_EQ(state.error().code, Errc::parse) << state.error().message;

      auto replayed = replay_log("{\"game\":\"" + std::string(info.name) + "\",\"seed\":" + h + ",\"actions\":[]}");
      ASSERT_FALSE(replayed.ok());
      EXPECT_EQ(replayed.error().code, Errc::parse) << replayed.error().message;
    }
    auto campaign = crew_campaign_from_json("{\"game\":\"the-crew\",\"next\":" + h + "}");
    ASSERT_FALSE(campaign.ok());
    EXPECT_EQ(campaign.error().code, Errc::parse) << campaign.error().message;
  }
}

}  // namespace
}  // namespace bgb::test
