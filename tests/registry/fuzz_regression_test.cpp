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

// fuzz_snapshot (long run): an Under Falling Skies snapshot in round 1's spawn phase with the
// mothership still at s0 loaded, although the mothership phase descends before ships spawn; the
// spawn choice then began round 2 at s0, a state whose own snapshot the validator refused. The
// validator now counts this round's descent in the spawn phase.
TEST(FuzzRegression, UfsSpawnPhaseBeforeTheRoundsDescentIsRefused) {
  auto game = make_game("under-falling-skies", "{}");
  ASSERT_TRUE(game.ok());
  const std::string spawning =
      R"({"game":"under-falling-skies","view":"all","hard":[],"level":1,"phase":"spawn","terminal":false,)"
      R"("current_player":0,"end":null,"round":1,"energy":1,"damage":0,"research":0,)"
      R"("excavator":{"index":0,"cell":"b2 c5"},"mothership":MOTHERSHIP,"dice":[)"
      R"({"colour":"black","value":5,"cell":"used","excavation":false},{"colour":"black","value":3,"cell":"used","excavation":false},)"
      R"({"colour":"black","value":3,"cell":"used","excavation":false},{"colour":"white","value":1,"cell":"used","excavation":false},)"
      R"({"colour":"white","value":1,"cell":"used","excavation":false}],"robots":[null,null],"ships":[)"
      R"({"colour":"green","where":"waiting","cell":null},{"colour":"green","where":"sky","cell":"spawn c2"},)"
      R"({"colour":"green","where":"sky","cell":"s6 c4"},{"colour":"green","where":"sky","cell":"spawn c4"},)"
      R"({"colour":"green","where":"sky","cell":"spawn c5"},{"colour":"red","where":"supply","cell":null},)"
      R"({"colour":"red","where":"supply","cell":null}],"robot_value":null,"failure":null})";
  auto with = [&](const char* mothership) {
    std::string text = spawning;
    text.replace(text.find("MOTHERSHIP"), 10, mothership);
    return game.value()->state_from_json(text);
  };
  auto refused = with("0");
  ASSERT_FALSE(refused.ok());
  EXPECT_TRUE(contains(refused.error().message, "spawning, need the mothership at s1")) << refused.error().message;
  // At s1 the same spawn is a state play reaches, and every successor's snapshot loads again.
  auto loaded = with("1");
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  for (ActionId a : loaded.value()->legal_actions()) {
    auto next = loaded.value()->apply(a);
    ASSERT_TRUE(next.ok());
    EXPECT_TRUE(game.value()->state_from_json(next.value()->to_json(kViewAll)).ok()) << next.value()->to_json(kViewAll);
  }
}

}  // namespace
}  // namespace bgb::test
