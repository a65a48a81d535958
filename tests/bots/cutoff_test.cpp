// A rollout cut short is scored by the game's evaluation (bgb/bots/tree.hpp, rollout): with the
// game's own rollouts (Rollout::game) and a cutoff, a rollout that has not ended after that many
// actions returns evaluate()'s values; the cutoff is the one asked for, else the game's own
// kRolloutCutoff, and 0 plays to the end. With Rollout::random no evaluation is used, whatever
// the cutoff. Seen through Under Falling Skies with an evaluation that answers one constant, a
// value no finished rollout scores from these states.
#include <algorithm>
#include <vector>

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

/// The root's visited actions' values of one search from an early decision of a level-1 game.
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

bots::SearchOptions cut_at(int cutoff, bots::Rollout rollout) {
  bots::SearchOptions o = small(300, rollout);
  o.rollout_cutoff = cutoff;
  return o;
}

/// Whether every value is the marker (and there is at least one).
bool all_marked(const std::vector<double>& values) {
  return !values.empty() && std::all_of(values.begin(), values.end(), [](double v) { return v == kMarker; });
}

/// Whether no value is the marker (and there is at least one): no rollout was evaluated.
bool none_marked(const std::vector<double>& values) {
  return !values.empty() && std::none_of(values.begin(), values.end(), [](double v) { return v == kMarker; });
}

TEST(RolloutCutoff, ARolloutCutShortIsScoredByTheGamesEvaluation) {
  // Two actions into the first round no rollout has ended, so every one is evaluated.
  EXPECT_TRUE(all_marked(root_values<0>(cut_at(2, bots::Rollout::game))));
}

TEST(RolloutCutoff, WithoutACutoffAskedForTheGamesOwnApplies) {
  EXPECT_TRUE(all_marked(root_values<2>(cut_at(0, bots::Rollout::game))));
}

TEST(RolloutCutoff, NoCutoffPlaysTheRolloutsToTheEnd) {
  // The game's own cutoff 0 and none asked for: finished rollouts, scored by rollout_outcome.
  EXPECT_TRUE(none_marked(root_values<0>(cut_at(0, bots::Rollout::game))));
}

TEST(RolloutCutoff, UniformRolloutsIgnoreTheCutoff) {
  // A cutoff serves the game's own evaluation, which only goes with its own rollouts.
  EXPECT_TRUE(none_marked(root_values<2>(cut_at(2, bots::Rollout::random))));
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
