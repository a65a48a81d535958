// The leak harness (leak_harness.hpp) run on every registered game, found through the registry
// list so that a new game is checked the day it is registered; plus the registry's resampling
// contract and, for The Crew, that a resampled state is one the snapshot validator accepts.
#include <gtest/gtest.h>

#include <cstdint>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/crew.hpp"
#include "bgb/crew/resample.hpp"
#include "crew/codec.hpp"
#include "erased.hpp"
#include "leak_harness.hpp"
#include "registry.hpp"

namespace {

using bgb::AnyGame;
using bgb::AnyState;

/// The options the harness plays per game: a spread for the games it knows (The Crew: every
/// player count and every mission), the defaults for any other.
std::vector<std::string> harness_options(std::string_view name) {
  std::vector<std::string> out;
  if (name == "the-crew") {
    for (int m = 1; m <= bgb::crew::kNumMissions; ++m)
      for (int p = 2; p <= 5; ++p)
        out.push_back("{\"players\":" + std::to_string(p) + ",\"mission\":" + std::to_string(m) + "}");
    return out;
  }
  return {"{}"};
}

std::vector<std::string> game_names() {
  std::vector<std::string> out;
  for (const bgb::GameInfo& g : bgb::registered_games()) out.emplace_back(g.name);
  return out;
}

std::shared_ptr<const AnyGame> make(std::string_view name, const std::string& options) {
  bgb::Result<std::shared_ptr<const AnyGame>> g = bgb::make_game(name, options);
  EXPECT_TRUE(g.ok()) << name << " " << options << ": " << (g.ok() ? "" : g.error().message);
  return g.ok() ? g.value() : nullptr;
}

class LeakHarness : public ::testing::TestWithParam<std::string> {};

// What a seat is shown (observation JSON, its legal actions' texts, masked chance outcomes) is
// the same in the true state and in every resample for that seat.
TEST_P(LeakHarness, ResamplesShowEachSeatExactlyWhatItMayKnow) {
  const std::string& name = GetParam();
  int states = 0, resamples = 0, masked = 0;
  for (const std::string& options : harness_options(name)) {
    const std::shared_ptr<const AnyGame> game = make(name, options);
    ASSERT_NE(game, nullptr);
    if (!game->has_hidden_information())
      GTEST_SKIP() << name << " has no hidden information: every seat sees the whole state, nothing can leak";
    ASSERT_TRUE(game->supports_resample())
        << name << " has hidden information but no resample(): the leak harness cannot check it";
    bgb::leak::Plan plan;
    plan.seed = std::hash<std::string>{}(options);
    plan.games = 2;
    const bgb::leak::Outcome o = bgb::leak::check_game(*game, plan);
    EXPECT_EQ(o.problem, "") << name << " " << options;
    states += o.states;
    resamples += o.resamples;
    masked += o.masked_chance_nodes;
  }
  std::cout << "[ leak     ] " << name << ": " << states << " states, " << resamples << " resamples, " << masked
            << " chance nodes masked for every seat\n";
  EXPECT_GT(resamples, 0);
}

INSTANTIATE_TEST_SUITE_P(RegisteredGames, LeakHarness, ::testing::ValuesIn(game_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string id = info.param;
                           for (char& c : id)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return id;
                         });

const bgb::crew::State& crew_state(const AnyState& s) {
  return dynamic_cast<const bgb::ErasedState<bgb::crew::Game>&>(s).state();
}

// AnyState::resample is crew::resample behind the registry: same draws from the same rng; bad
// seats (negative, past the players, JARVIS) are invalid_argument and leave rng untouched.
TEST(RegistryResample, IsTheGamesResampleAndRefusesBadSeats) {
  for (int players = 2; players <= 5; ++players) {
    const std::shared_ptr<const AnyGame> game = make("the-crew", "{\"players\":" + std::to_string(players) + "}");
    ASSERT_NE(game, nullptr);
    EXPECT_TRUE(game->has_hidden_information());
    ASSERT_TRUE(game->supports_resample());
    bgb::Rng play(7);
    std::unique_ptr<AnyState> s = game->initial_state();
    for (int i = 0; i < 60 && !s->is_terminal(); ++i) s = s->apply(bgb::leak::detail::next_action(*s, play, true)).value();
    for (int k = 0; k < players; ++k) {
      bgb::Rng a(100 + static_cast<std::uint64_t>(k)), b = a;
      const bgb::Result<std::unique_ptr<AnyState>> r = s->resample(k, a);
      ASSERT_TRUE(r.ok()) << r.error().message;
      EXPECT_EQ(crew_state(*r.value()), bgb::crew::resample(crew_state(*s), k, b));
      EXPECT_EQ(a.state(), b.state());
      EXPECT_EQ(r.value()->to_json(k), s->to_json(k));
    }
    for (int bad : {-1, bgb::kViewAll, bgb::kViewPublic, players, players + 1}) {
      bgb::Rng rng(3);
      const bgb::Result<std::unique_ptr<AnyState>> r = s->resample(bad, rng);
      ASSERT_FALSE(r.ok()) << "seat " << bad;
      EXPECT_EQ(r.error().code, bgb::Errc::invalid_argument);
      EXPECT_NE(r.error().message.find("seat " + std::to_string(bad)), std::string::npos) << r.error().message;
      EXPECT_EQ(rng.state(), 3U);
    }
  }
}

// (e) A resampled state is a consistent snapshot: the registry's validator accepts its JSON
// and reads back the very same state. Chance deals and tasks only: with hands or tasks fixed by
// the options, the validator rightly holds the state to them, and a resample redraws them.
TEST(CrewInformationSetResampling, ResampledSnapshotIsAcceptedByTheSnapshotValidator) {
  int checked = 0, truth_refused = 0;
  std::string first_refusal;
  for (int m = 1; m <= bgb::crew::kNumMissions; ++m)
    for (int players = 2; players <= 5; ++players) {
      const std::string options = "{\"players\":" + std::to_string(players) + ",\"mission\":" + std::to_string(m) + "}";
      const std::shared_ptr<const AnyGame> game = make("the-crew", options);
      ASSERT_NE(game, nullptr);
      bgb::Rng play(static_cast<std::uint64_t>(m * 10 + players)), draws(99);
      std::unique_ptr<AnyState> s = game->initial_state();
      for (int step = 0;; ++step) {
        if (step % 4 == 0) {
          // The true state first: if the validator refuses it, the rules or the validator are
          // at fault, not the resampling; that is the snapshot tests' business, so it is only
          // counted here.
          const bgb::Result<std::unique_ptr<AnyState>> truth = game->state_from_json(s->to_json(bgb::kViewAll));
          if (!truth.ok() && truth_refused++ == 0) first_refusal = options + ", step " + std::to_string(step) + ": " + truth.error().message;
          for (int k = 0; k < players && truth.ok(); ++k) {
            bgb::Result<std::unique_ptr<AnyState>> resampled = s->resample(k, draws);
            ASSERT_TRUE(resampled.ok()) << resampled.error().message;
            const std::unique_ptr<AnyState> r = std::move(resampled).value();
            const bgb::Result<std::unique_ptr<AnyState>> back = game->state_from_json(r->to_json(bgb::kViewAll));
            ++checked;
            ASSERT_TRUE(back.ok()) << options << ", step " << step << ", seat " << k << ": " << back.error().message;
            EXPECT_TRUE(back.value()->equals(*r)) << options << ", step " << step << ", seat " << k;
          }
        }
        if (s->is_terminal()) break;
        s = s->apply(bgb::leak::detail::next_action(*s, play, true)).value();
      }
    }
  std::cout << "[ validator] " << checked << " resampled snapshots accepted\n";
  if (truth_refused > 0)
    std::cout << "[ validator] NOTE: " << truth_refused << " TRUE states were refused by the validator (not resampled), first: "
              << first_refusal << "\n";
  EXPECT_GT(checked, 1000);
}

}  // namespace
