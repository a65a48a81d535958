// A rollout cut short is scored by the game's evaluation (bgb/bots/tree.hpp, rollout): with the
// game's own rollouts (Rollout::game) and a cutoff, a rollout that has not ended after that many
// actions returns evaluate()'s values; the cutoff is the one asked for, else the game's own
// kRolloutCutoff, and 0 plays to the end. Uniform rollouts always play to the end. Seen through
// Under Falling Skies with an evaluation that answers one constant, a value a finished rollout
// does not score from these states.
#include "support.hpp"

namespace bgb::bottest {
namespace {

inline constexpr double kMarker = 0.3125;  // exact in binary, so a mean of it is exact too

/// Under Falling Skies whose evaluation says kMarker of every state, after Cutoff actions by
/// default.
template <int Cutoff>
class Marked : public ufs::Game {
 public:
  static constexpr int kRolloutCutoff = Cutoff;
  void evaluate(const State&, Returns& out) const noexcept {
    out.clear();
    out.push_back(kMarker);
  }
};

/// The root's visited actions' values of one search from the first decision of a level-1 game.
template <int Cutoff>
std::vector<double> root_values(const bots::SearchOptions& o) {
  const Marked<Cutoff> g;
  const ufs::State s = decision_states(g, 1).front();
  bots::Mcts<Marked<Cutoff>> bot(g, o);
  Rng rng(11);
  std::vector<double> out;
  for (const bots::ActionStats& x : bot.analyse(s, 0, rng))
    if (x.visits > 0) out.push_back(x.value);
  return out;
}

bots::SearchOptions options(bots::Rollout rollout, int cutoff) {
  bots::SearchOptions o;
  o.rollout = rollout;
  o.rollout_cutoff = cutoff;
  o.iterations = 300;
  return o;
}

/// Whether every value is the marker (and there is at least one).
bool all_marked(const std::vector<double>& values) {
  if (values.empty()) return false;
  for (double v : values)
    if (v != kMarker) return false;
  return true;
}

TEST(RolloutCutoff, ARolloutCutShortIsScoredByTheGamesEvaluation) {
  // Two actions into the first round no rollout has ended, so every one is evaluated.
  EXPECT_TRUE(all_marked(root_values<0>(options(bots::Rollout::game, 2))));
}

TEST(RolloutCutoff, WithoutACutoffAskedForTheGamesOwnApplies) {
  EXPECT_TRUE(all_marked(root_values<2>(options(bots::Rollout::game, 0))));
}

TEST(RolloutCutoff, NoCutoffPlaysTheRolloutsToTheEnd) {
  // The game's own cutoff 0 and none asked for: finished rollouts, scored by rollout_outcome.
  EXPECT_FALSE(all_marked(root_values<0>(options(bots::Rollout::game, 0))));
}

TEST(RolloutCutoff, UniformRolloutsIgnoreTheCutoff) {
  // A cutoff serves the game's own evaluation, which only goes with its own rollouts.
  EXPECT_FALSE(all_marked(root_values<2>(options(bots::Rollout::random, 2))));
}

TEST(RolloutCutoff, TheGamesThatEvaluatePlayToTheEndByDefault) {
  // Cut rollouts measured weaker (docs/bots.md, Rollout policies): DP6 won 34 and 36 of 100
  // games with rollout_cutoff 20 and 50, Red November's rollouts cut after 30 or 60 actions 0
  // and 1 of 50; Under Falling Skies' finished rollouts score the research reached.
  EXPECT_EQ(bots::default_cutoff<ufs::Game>(), 0);
  EXPECT_EQ(bots::default_cutoff<dp6::Game>(), 0);
  EXPECT_EQ(bots::default_cutoff<rn::Game>(), 0);
  EXPECT_EQ(bots::default_cutoff<Marked<2>>(), 2);
}

}  // namespace
}  // namespace bgb::bottest
