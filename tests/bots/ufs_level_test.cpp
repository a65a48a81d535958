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
    sum += ufs::rollout_outcome(s, g.board());
  }
  return sum / games;
}

TEST(UfsLevels, AtLevel8ThePolicyAloneReachesTwiceTheResearchOfTheEasyWeights) {
  // With the easy weights the policy alone reached 4 % of level 8's research pips (3,000
  // games): it dug on with no energy left and researched little. With its own weights, 9 %.
  EXPECT_GT(policy_research(kLevel8, 400), 0.07);
}

}  // namespace
}  // namespace bgb::bottest
