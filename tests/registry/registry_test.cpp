// The registry table and the AnyState contract: names, unknown-game errors, ascending legal
// actions, chance outcomes, errors from apply, returns, clones, and states outliving their game.
#include <algorithm>
#include <string>

#include "support.hpp"

namespace bgb::test {
namespace {

/// The states of the first random playout (seeds 1, 2, ...) with at least `n` states.
std::vector<crew::State> long_playout(const crew::Game& g, std::size_t n) {
  for (std::uint64_t seed = 1;; ++seed) {
    auto states = playout_states(g, seed);
    if (states.size() >= n) return states;
  }
}

TEST(Registry, ListsEveryGameWithItsSummaryInTableOrder) {
  const auto games = registered_games();
  ASSERT_EQ(games.size(), 4U);
  EXPECT_EQ(games[0].name, "the-crew");
  EXPECT_EQ(games[0].summary,
            "The Crew: The Quest for Planet Nine — co-operative trick-taking, 2–5 players, all 50 missions");
  EXPECT_EQ(games[1].name, "under-falling-skies");
  EXPECT_EQ(games[1].summary, "Under Falling Skies (9-card edition) — solo dice placement, levels 1–8");
  EXPECT_EQ(games[2].name, "dp6");
  EXPECT_EQ(games[2].summary, "DP6 — 2–4 players race their scientists into the escape capsule");
  EXPECT_EQ(games[3].name, "red-november");
  EXPECT_EQ(games[3].summary,
            "Red November — gnomes save a sinking submarine, 3–8 players, co-operative with a traitor's exit");
}

TEST(Registry, UnknownGameIsRefusedNamingTheKnownGames) {
  auto g = make_game("the-crow", "{}");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().code, Errc::unknown_game);
  EXPECT_EQ(g.error().message, "unknown game 'the-crow' (known games: the-crew, under-falling-skies, dp6, red-november)");
}

TEST(Registry, GameReportsItsSizes) {
  auto g = crew_game(3, 1);
  ASSERT_TRUE(g);
  EXPECT_EQ(g->num_players(), 3);
  EXPECT_EQ(g->num_distinct_actions(), crew::act::kNumDistinct);
  EXPECT_EQ(g->max_legal_actions(), crew::kMaxLegalActions);
}

TEST(AnyState, ChanceNodeListsWeightedOutcomesAndNoDecisions) {
  auto g = crew_game(4, 1);
  ASSERT_TRUE(g);
  const auto s = g->initial_state();
  EXPECT_EQ(s->current_player(), kChance);
  EXPECT_TRUE(s->legal_actions().empty());
  const auto outcomes = s->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 40U);
  for (const ChanceOutcome& o : outcomes) EXPECT_GT(o.weight, 0U);
  const auto applicable = s->applicable_actions();
  ASSERT_EQ(applicable.size(), 40U);
  EXPECT_EQ(applicable.front(), crew::act::deal(0));
  EXPECT_TRUE(std::is_sorted(applicable.begin(), applicable.end()));
}

TEST(AnyState, DecisionsAreAscendingAndMatchTheRules) {
  auto g = crew_game(4, 4);
  ASSERT_TRUE(g);
  const crew::Game& rules = rules_of(*g);
  int checked = 0;
  std::vector<crew::State> states;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const auto more = playout_states(rules, seed);
    states.insert(states.end(), more.begin(), more.end());
  }
  for (const crew::State& s : states) {
    const auto any = wrap(*g, s);
    if (any->current_player() < 0) {
      EXPECT_TRUE(any->legal_actions().empty());
      continue;
    }
    EXPECT_TRUE(any->chance_outcomes().empty());
    const auto actions = any->legal_actions();
    EXPECT_TRUE(std::is_sorted(actions.begin(), actions.end()));
    crew::ActionList list;
    rules.legal_actions(s, list);
    EXPECT_EQ(actions.size(), static_cast<std::size_t>(list.size()));
    EXPECT_EQ(any->applicable_actions(), actions);
    for (ActionId a : actions) {
      auto parsed = any->parse_action(any->action_text(a));
      ASSERT_TRUE(parsed.ok()) << parsed.error().message;
      EXPECT_EQ(parsed.value(), a) << any->action_text(a);
    }
    ++checked;
  }
  EXPECT_GT(checked, 30);
}

TEST(AnyState, ApplyPassesOnTheRulesErrorAndLeavesTheStateAlone) {
  auto g = crew_game(4, 1);
  ASSERT_TRUE(g);
  const auto s = g->initial_state();
  auto next = s->apply(crew::act::deal(3));
  ASSERT_TRUE(next.ok());
  auto again = next.value()->apply(crew::act::deal(3));
  ASSERT_FALSE(again.ok());
  EXPECT_EQ(again.error().code, Errc::illegal_action);
  EXPECT_EQ(again.error().message, "action 43 (deal p4) is not legal: p4 is already dealt");
  auto outside = s->apply(9999);
  ASSERT_FALSE(outside.ok());
  EXPECT_EQ(outside.error().code, Errc::illegal_action);
  EXPECT_EQ(crew_state(*s), rules_of(*g).initial_state());
}

TEST(AnyState, ReturnsHaveOneEntryPerPlayerAndAreOneOnSuccess) {
  for (int players = 2; players <= 5; ++players) {
    auto g = crew_game(players, 1);
    ASSERT_TRUE(g);
    const auto states = playout_states(rules_of(*g), 8);
    EXPECT_EQ(wrap(*g, states.front())->returns(), std::vector<double>(static_cast<std::size_t>(players), 0.0));
    const auto end = wrap(*g, states.back());
    ASSERT_TRUE(end->is_terminal());
    EXPECT_EQ(end->current_player(), kTerminal);
    EXPECT_EQ(end->returns(), std::vector<double>(static_cast<std::size_t>(players), states.back().success ? 1.0 : 0.0));
  }
}

TEST(AnyState, CloneIsEqualAndHashesAlike) {
  auto g = crew_game(5, 3);
  ASSERT_TRUE(g);
  const auto states = long_playout(rules_of(*g), 47);
  const auto a = wrap(*g, states[45]);
  const auto b = a->clone();
  EXPECT_TRUE(a->equals(*b));
  EXPECT_EQ(a->hash(), b->hash());
  const auto c = wrap(*g, states[46]);
  EXPECT_FALSE(a->equals(*c));
  EXPECT_NE(a->hash(), c->hash());
}

TEST(AnyState, OutlivesTheCallersGameHandle) {
  auto g = crew_game(2, 1);
  ASSERT_TRUE(g);
  std::unique_ptr<AnyState> s = g->initial_state();
  std::weak_ptr<const AnyGame> watch = g;
  g.reset();
  EXPECT_FALSE(watch.expired()) << "the state keeps its game alive";
  EXPECT_EQ(s->game()->name(), "the-crew");
  auto next = s->apply(s->applicable_actions().front());
  ASSERT_TRUE(next.ok());
  s.reset();
  EXPECT_FALSE(watch.expired());
  next.value().reset();
  EXPECT_TRUE(watch.expired()) << "and lets it go with the last state";
}

TEST(AnyState, SampleChanceMatchesTheGenericSampler) {
  auto g = crew_game(3, 2);
  ASSERT_TRUE(g);
  const crew::Game& rules = rules_of(*g);
  for (const crew::State& s : playout_states(rules, 9)) {
    if (rules.current_player(s) != kChance) {
      Rng r(1);
      EXPECT_EQ(wrap(*g, s)->sample_chance(r), kInvalidAction);
      continue;
    }
    Rng a(s.dealt * 1000ULL + s.revealed), b(s.dealt * 1000ULL + s.revealed);
    EXPECT_EQ(wrap(*g, s)->sample_chance(a), sample_chance(rules, s, b));
    EXPECT_EQ(a.state(), b.state());
  }
}

TEST(AnyState, UnknownViewersGetThePublicView) {
  auto g = crew_game(4, 1);
  ASSERT_TRUE(g);
  const auto s = wrap(*g, long_playout(rules_of(*g), 61)[60]);
  EXPECT_EQ(s->to_json(7), s->to_json(kViewPublic));
  EXPECT_EQ(s->to_json(-9), s->to_json(kViewPublic));
  EXPECT_EQ(s->render(4), s->render(kViewPublic));
}

}  // namespace
}  // namespace bgb::test
