// The iterations a search runs a decision (bgb/bots/policy.hpp, default_iterations): the
// number asked for; else, with the game's rollout knowledge, the game's own where it has one
// (Under Falling Skies: 2000, where its strength still grows with the budget); else 1000. The
// search spends exactly that, bots made by name report it, and 0 stays "no cap" beside a time.
#include "bot_factory.hpp"
#include "erased.hpp"
#include "support.hpp"

namespace bgb::bottest {
namespace {

TEST(Budget, ANumberAskedForIsUsedAsGiven) {
  bots::SearchOptions o;
  o.rollout = bots::Rollout::game;
  o.iterations = 500;
  EXPECT_EQ(bots::default_iterations<ufs::Game>(o), 500);
  o.iterations = 0;
  EXPECT_EQ(bots::default_iterations<ufs::Game>(o), 0) << "0 is 'no cap' (beside a time limit), not 'unset'";
}

TEST(Budget, UnderFallingSkiesSearchesTwiceTheDefaultWithItsOwnRollouts) {
  bots::SearchOptions o;
  ASSERT_LT(o.iterations, 0) << "unset by default";
  o.rollout = bots::Rollout::game;
  EXPECT_EQ(bots::default_iterations<ufs::Game>(o), ufs::kIterations);
  EXPECT_EQ(ufs::kIterations, 2 * bots::kDefaultIterations);
  o.rollout = bots::Rollout::random;  // its own budget was measured with its own rollouts
  EXPECT_EQ(bots::default_iterations<ufs::Game>(o), bots::kDefaultIterations);
}

TEST(Budget, GamesWithoutTheirOwnBudgetSearch1000) {
  bots::SearchOptions o;
  o.rollout = bots::Rollout::game;
  EXPECT_EQ(bots::default_iterations<crew::Game>(o), 1000);
  EXPECT_EQ(bots::default_iterations<dp6::Game>(o), 1000);
  EXPECT_EQ(bots::default_iterations<rn::Game>(o), 1000);
}

/// The visits of every root action of one search, summed.
template <class Bot, class G>
std::uint64_t spent(const G& g, const bots::SearchOptions& o, const typename G::State& s) {
  Bot bot(g, o);
  Rng rng(4);
  std::uint64_t total = 0;
  for (const bots::ActionStats& x : bot.analyse(s, g.current_player(s), rng)) total += x.visits;
  return total;
}

TEST(Budget, TheSearchSpendsTheBudgetItResolves) {
  const ufs::Game u;
  const ufs::State us = decision_states(u, 1).front();
  bots::SearchOptions o;
  o.rollout = bots::Rollout::game;
  o.rollout_cutoff = 8;  // short rollouts: the count of iterations is what is under test
  EXPECT_EQ(bots::Mcts<ufs::Game>(u, o).options().iterations, 2000);
  EXPECT_EQ((spent<bots::Mcts<ufs::Game>>(u, o, us)), 2000U);
  o.iterations = 0;  // no cap and no time: the default, not an endless search
  EXPECT_EQ((spent<bots::Mcts<ufs::Game>>(u, o, us)), 2000U);
  o.iterations = 0;
  o.time_ms = 5;
  EXPECT_EQ(bots::Mcts<ufs::Game>(u, o).options().iterations, 0) << "a time limit alone stays uncapped";
  const crew::Game c = crew_game(4, 2);
  bots::SearchOptions co;
  co.rollout = bots::Rollout::game;
  EXPECT_EQ((spent<bots::IsMcts<crew::Game>>(c, co, decision_states(c, 1).front())), 1000U);
}

TEST(Budget, BotsMadeByNameReportTheBudgetTheySearch) {
  EXPECT_LT(parse_bot_options("{}")->iterations, 0) << "left to the game";
  const auto budget = [](const char* game, const char* options) {
    auto g = make_game(game, "{}");
    EXPECT_TRUE(g.ok()) << g.error().message;
    return make_bot(*g.value(), "mcts", options).value()->options().iterations;
  };
  EXPECT_EQ(budget("under-falling-skies", ""), 2000);
  EXPECT_EQ(budget("under-falling-skies", R"({"rollout":"random"})"), 1000);
  EXPECT_EQ(budget("under-falling-skies", R"({"iterations":300})"), 300);
  EXPECT_EQ(budget("the-crew", ""), 1000);
  EXPECT_EQ(budget("dp6", ""), 1000);
  EXPECT_EQ(budget("red-november", ""), 1000);
}

}  // namespace
}  // namespace bgb::bottest
