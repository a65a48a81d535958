#pragma once
/// \file
/// A playout compiled with exceptions and RTTI off (see CMakeLists.txt).
#include <cstdint>

namespace bgb_noexcept {

/// What one seeded game of The Crew came to.
struct PlayoutResult {
  bool made = false;       ///< the options were accepted
  bool terminal = false;   ///< the game ended
  std::int64_t steps = 0;  ///< actions applied, chance outcomes included
  double result = -1;      ///< seat 0's return
};

/// Plays one seeded random game of The Crew (mission 1, `players` crew members).
PlayoutResult crew_playout(int players, std::uint64_t seed) noexcept;

}  // namespace bgb_noexcept
