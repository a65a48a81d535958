#pragma once
/// \file
/// `bgb simulate` with bots: per-game seeds, games in parallel, 95% Wilson intervals.
#include <cstdint>

#include "args.hpp"
#include "commands.hpp"
#include "registry.hpp"

namespace bgb::cli {

/// A 95% confidence interval of a proportion, as fractions in [0, 1].
struct Interval {
  double lo = 0, hi = 0;
};

/// The Wilson score interval of `successes` out of `n` (better than the normal one near 0 and 1).
Interval wilson_interval(std::int64_t successes, std::int64_t n);

/// The seed of game `index` of a run seeded with `seed`: every game has its own, so a game can
/// be replayed alone and the games can run in any order on any number of threads. It is
/// bgb::playout_seed(seed, index), so plain random play (one typed batch from base seed `seed`)
/// and the bots' path play the same games.
std::uint64_t game_seed(std::uint64_t seed, std::int64_t index);

/// Plays args.games games of `game` with the bots of args.bot (random if empty) and reports.
int simulate_with_bots(const Args& args, const AnyGame& game, Io io);

}  // namespace bgb::cli
