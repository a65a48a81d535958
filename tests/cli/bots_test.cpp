// Random bots over AnyState: reproducible from a seed, always legal, games end.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "bots.hpp"
#include "registry.hpp"

namespace bgb::bots {
namespace {

std::shared_ptr<const AnyGame> crew(const char* options = "{}") {
  auto g = make_game("the-crew", options);
  EXPECT_TRUE(g) << g.error().message;
  return g.value();
}

TEST(Bots, SameSeedGivesTheSamePlayout) {
  const auto g = crew(R"({"players": 3, "mission": 10})");
  Rng a(99), b(99);
  const auto pa = random_playout(*g->initial_state(), a);
  const auto pb = random_playout(*g->initial_state(), b);
  ASSERT_TRUE(pa && pb);
  EXPECT_EQ(pa->actions, pb->actions);
  EXPECT_EQ(pa->final_state->hash(), pb->final_state->hash());
}

TEST(Bots, DifferentSeedsGiveDifferentDeals) {
  const auto g = crew();
  std::set<ActionId> first_cards;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    Rng rng(seed);
    first_cards.insert(sample_chance(*g->initial_state(), rng));
  }
  EXPECT_GT(first_cards.size(), 5u);
}

TEST(Bots, PlayoutsEndAndEveryActionWasApplicable) {
  for (const char* options : {R"({"players": 2, "mission": 8})", R"({"players": 3, "mission": 4})",
                              R"({"players": 4, "mission": 19})", R"({"players": 5, "mission": 25})"}) {
    const auto g = crew(options);
    Rng rng(7);
    int observed = 0;
    auto p = random_playout(*g->initial_state(), rng, [&](const AnyState& before, ActionId a) {
      const auto ok = before.applicable_actions();
      EXPECT_NE(std::find(ok.begin(), ok.end(), a), ok.end()) << options;
      ++observed;
    });
    ASSERT_TRUE(p) << p.error().message;
    EXPECT_TRUE(p->final_state->is_terminal());
    EXPECT_EQ(static_cast<std::size_t>(observed), p->actions.size());
    EXPECT_GT(p->actions.size(), 40u) << "at least the deal";
  }
}

TEST(Bots, SampleChanceOnlyAtChanceNodesAndDecisionsOnlyForSeats) {
  const auto g = crew();
  Rng rng(1);
  const auto s = g->initial_state();
  EXPECT_EQ(random_decision(*s, rng), kInvalidAction);
  EXPECT_NE(sample_chance(*s, rng), kInvalidAction);
  // Play to the first decision: the seat's choice is one of its legal actions.
  std::unique_ptr<AnyState> cur = s->clone();
  while (cur->current_player() == kChance) cur = std::move(cur->apply(sample_chance(*cur, rng))).value();
  EXPECT_EQ(sample_chance(*cur, rng), kInvalidAction);
  const ActionId a = AnyRandomBot(5).choose(*cur);
  const auto legal = cur->legal_actions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), a), legal.end());
}

TEST(Bots, ChanceSamplingFollowsTheWeights) {
  // 40 equally likely first cards: over 4000 draws each card appears; none dominates.
  const auto g = crew();
  const auto s = g->initial_state();
  Rng rng(123);
  std::map<ActionId, int> counts;
  for (int i = 0; i < 4000; ++i) ++counts[sample_chance(*s, rng)];
  EXPECT_EQ(counts.size(), 40u);
  for (const auto& [a, n] : counts) EXPECT_LT(n, 250) << a;
}

TEST(Bots, RunawayGuardStopsAPlayout) {
  const auto g = crew();
  Rng rng(1);
  const auto p = random_playout(*g->initial_state(), rng, {}, 10);
  ASSERT_FALSE(p);
  EXPECT_EQ(p.error().code, Errc::internal);
  EXPECT_NE(p.error().message.find("no end after 10 actions"), std::string::npos);
}

}  // namespace
}  // namespace bgb::bots
