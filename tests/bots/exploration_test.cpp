// The exploration constant a search uses (bgb/bots/policy.hpp, default_exploration): the one
// asked for; else, with the game's rollout knowledge, the game's own where it has one (Under
// Falling Skies, whose rollout scores differ by hundredths); else the constant for wins and
// losses. Bots made by name leave it to the game unless the options name it.
#include "bot_factory.hpp"
#include "erased.hpp"
#include "ufs/codec.hpp"
#include "support.hpp"

namespace bgb::bottest {
namespace {

ufs::State ufs_roll() {
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.phase = ufs::Phase::place;
  s.die_value = {1, 3, 5, 2, 6};
  return s;
}

std::vector<std::uint32_t> visits(const bots::Analysis<ufs::Game>& a) {
  std::vector<std::uint32_t> out;
  for (const bots::ActionStats& x : a) out.push_back(x.visits);
  return out;
}

TEST(Exploration, AConstantAskedForIsUsedAsGiven) {
  bots::SearchOptions o;
  o.rollout = bots::Rollout::game;
  o.exploration = 1.2;
  EXPECT_EQ(bots::default_exploration<ufs::Game>(o), 1.2);
  o.exploration = 0;
  EXPECT_EQ(bots::default_exploration<ufs::Game>(o), 0.0) << "0 is a constant (greedy), not 'unset'";
}

TEST(Exploration, UnderFallingSkiesSearchesItsRolloutScoresWithItsOwnConstant) {
  bots::SearchOptions o;
  ASSERT_LT(o.exploration, 0) << "unset by default";
  o.rollout = bots::Rollout::game;
  EXPECT_EQ(bots::default_exploration<ufs::Game>(o), ufs::kExploration);
  EXPECT_LT(ufs::kExploration, bots::kDefaultExploration);
  o.rollout = bots::Rollout::random;  // returns are wins and losses again
  EXPECT_EQ(bots::default_exploration<ufs::Game>(o), bots::kDefaultExploration);
}

TEST(Exploration, GamesWithoutTheirOwnConstantUseTheOneForWinsAndLosses) {
  bots::SearchOptions o;
  o.rollout = bots::Rollout::game;
  EXPECT_EQ(bots::default_exploration<crew::Game>(o), bots::kDefaultExploration);
  EXPECT_EQ(bots::default_exploration<dp6::Game>(o), bots::kDefaultExploration);
  EXPECT_EQ(bots::default_exploration<rn::Game>(o), bots::kDefaultExploration);
}

TEST(Exploration, TheSearchUsesTheGamesConstantUnlessGivenOne) {
  const ufs::Game g;
  const ufs::State s = ufs_roll();
  auto analyse = [&](double exploration) {
    bots::SearchOptions o = small(400, bots::Rollout::game);
    o.exploration = exploration;
    bots::Mcts<ufs::Game> bot(g, o);
    Rng rng(9);
    return visits(bot.analyse(s, 0, rng));
  };
  const auto unset = analyse(-1), own = analyse(ufs::kExploration), wide = analyse(bots::kDefaultExploration);
  EXPECT_EQ(unset, own);
  EXPECT_NE(unset, wide) << "the constant must change how the budget is spread";
  // A smaller constant gives the best candidate more of the budget.
  EXPECT_GT(*std::max_element(own.begin(), own.end()), *std::max_element(wide.begin(), wide.end()));
}

TEST(Exploration, BotsMadeByNameLeaveItToTheGameUnlessTheOptionsNameIt) {
  EXPECT_LT(parse_bot_options("{}")->exploration, 0);
  EXPECT_EQ(parse_bot_options(R"({"exploration":0.7})")->exploration, 0.7);
  auto g = make_game("under-falling-skies", "{}");
  ASSERT_TRUE(g.ok()) << g.error().message;
  const auto& erased = dynamic_cast<const ErasedGame<ufs::Game>&>(*g.value());
  const ufs::State s = ufs_roll();
  auto by_name = make_bot(*g.value(), "mcts", R"({"iterations":400})").value();
  Rng a(9);
  const auto named = by_name->analyse(*erased.wrap(s), a);
  ASSERT_TRUE(named.ok()) << named.error().message;
  bots::SearchOptions o = small(400, bots::Rollout::game);
  o.exploration = ufs::kExploration;
  bots::Mcts<ufs::Game> typed(erased.game(), o);
  Rng b(9);
  const auto direct = typed.analyse(s, 0, b);
  ASSERT_EQ(named->size(), static_cast<std::size_t>(direct.size()));
  for (int i = 0; i < direct.size(); ++i) EXPECT_EQ((*named)[static_cast<std::size_t>(i)].visits, direct[i].visits);
}

}  // namespace
}  // namespace bgb::bottest
