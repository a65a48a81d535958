// Under Falling Skies' rollout policy on the hard sides: the top base card's hard side opens no
// room at the start (the excavator starts on b1) and its energy room asks for two dice, so the
// policy weighs energy, research and digging there by weights of its own (heuristics.hpp).
#include "support.hpp"

namespace bgb::bottest {
namespace {

constexpr std::uint8_t kLevel8 = 0x7F;
constexpr std::uint8_t kHardTopBase = 1U << static_cast<int>(ufs::Card::base_top);

TEST(UfsLevels, TheHardTopBaseHasWeightsOfItsOwn) {
  for (std::uint8_t hard : {std::uint8_t{0}, std::uint8_t{0x07}, std::uint8_t{0x6F}, kHardTopBase, kLevel8}) {
    const ufs::Game g = ufs::Game::make(ufs::Options{hard}).value();
    const ufs::heuristic::Weights& w = ufs::heuristic::weights(g.initial_state());
    EXPECT_EQ(&w, (hard & kHardTopBase) ? &ufs::heuristic::kHardBaseWeights : &ufs::heuristic::kEasyWeights) << int{hard};
  }
}

/// The mean share of the research track's pips the policy alone reaches in `games` seeded games.
double policy_research(std::uint8_t hard, int games) {
  const ufs::Game g = ufs::Game::make(ufs::Options{hard}).value();
  double sum = 0;
  for (int seed = 1; seed <= games; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    ufs::State s = g.initial_state();
    while (!g.is_terminal(s))
      g.apply_in_place(s, g.current_player(s) == kChance ? g.sample_chance(s, rng) : g.rollout_action(s, rng));
    sum += ufs::heuristic::research_progress(s, g.board());
  }
  return sum / games;
}

TEST(UfsLevels, AtLevel8ThePolicyAloneReachesTwiceTheResearchOfTheEasyWeights) {
  // With the easy weights the policy alone reached 4 % of level 8's research pips (3,000
  // games): it dug on with no energy left and researched little. With its own weights, 9 %.
  EXPECT_GT(policy_research(kLevel8, 400), 0.07);
}

TEST(UfsLevels, OnTheHardResearchTrackALossAlsoScoresTheRoundsItLasted) {
  // The hard track's research comes too slowly for its share alone to tell rollouts apart: a
  // loss there also scores the rounds the base held. Elsewhere the score is the share alone.
  constexpr std::uint8_t kHardResearch = 1U << static_cast<int>(ufs::Card::research);
  for (std::uint8_t hard : {std::uint8_t{0}, std::uint8_t{0x07}, kHardResearch, kLevel8}) {
    const ufs::Game g = ufs::Game::make(ufs::Options{hard}).value();
    ufs::State s = g.initial_state();
    s.phase = ufs::Phase::over;
    s.end = ufs::End::base_destroyed;
    s.research = 4;
    s.round = 3;
    const double early = ufs::rollout_outcome(s, g.board());
    s.round = 8;
    const double late = ufs::rollout_outcome(s, g.board());
    s.round = 30;
    const double longest = ufs::rollout_outcome(s, g.board());
    if (hard & kHardResearch) {
      EXPECT_GT(late, early) << int{hard};
      EXPECT_GT(early, ufs::heuristic::research_progress(s, g.board()) * ufs::kHardResearchWeight) << int{hard};
      EXPECT_LE(longest, ufs::kHardResearchWeight * ufs::heuristic::research_progress(s, g.board()) + ufs::kLastedWeight) << int{hard};
    } else {
      EXPECT_EQ(early, ufs::heuristic::research_progress(s, g.board())) << int{hard};
      EXPECT_EQ(late, early) << int{hard};
    }
    s.research = ufs::kResearchSpaces - 1;  // a loss one space short still scores below a win
    EXPECT_LT(ufs::rollout_outcome(s, g.board()), 0.86) << int{hard};
    s.research = ufs::kResearchSpaces;
    s.end = ufs::End::won;
    EXPECT_EQ(ufs::rollout_outcome(s, g.board()), 1.0) << int{hard};
  }
}

}  // namespace
}  // namespace bgb::bottest
