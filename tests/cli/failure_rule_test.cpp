// `bgb simulate` names how each game ended from the typed state, without writing its snapshot;
// what it names must be exactly what the snapshot's "failure" (and "round") say.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>

#include "bgb/core/rng.hpp"
#include "bots.hpp"
#include "hooks.hpp"
#include "registry.hpp"

namespace bgb::cli::test {
namespace {

TEST(SimulateFailureRule, TheTypedPathOfEveryGameNamesWhatItsSnapshotSays) {
  const std::pair<const char*, const char*> setups[] = {
      {"the-crew", R"({"players":4,"mission":9})"},
      {"under-falling-skies", "{}"},
      {"under-falling-skies", R"({"hard":["research","sky1"]})"},
      {"dp6", R"({"players":4})"},
      {"dp6", R"({"players":2,"max_turns":30})"},
      {"red-november", R"({"players":4})"},
      {"red-november", R"({"players":7})"},
  };
  for (const auto& [name, options] : setups) {
    const auto game = make_game(name, options);
    ASSERT_TRUE(game) << name << ": " << game.error().message;
    const auto start = game.value()->initial_state();
    Rng rng(2026);
    std::set<std::string> rules;  // so the test sees named ends, not only empty ones
    for (int i = 0; i < 60; ++i) {
      auto playout = bots::random_playout(*start, rng);
      ASSERT_TRUE(playout) << playout.error().message;
      const AnyState& end = *playout.value().final_state;
      const hooks::FailureRule typed = hooks::failure_rule(end), read = hooks::failure_rule_from_json(end);
      EXPECT_EQ(typed.rule, read.rule) << name << ' ' << options << " game " << i;
      EXPECT_EQ(typed.trick, read.trick) << name << ' ' << options << " game " << i;
      EXPECT_EQ(typed.round, read.round) << name << ' ' << options << " game " << i;
      rules.insert(typed.rule);
    }
    rules.erase("");
    EXPECT_FALSE(rules.empty()) << name << ' ' << options << ": no game of 60 named how it failed";
  }
}

}  // namespace
}  // namespace bgb::cli::test
