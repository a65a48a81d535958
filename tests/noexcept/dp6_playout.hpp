#pragma once
/// \file
/// A DP6 playout compiled with exceptions and RTTI off (see CMakeLists.txt).
#include "playout.hpp"

namespace bgb_noexcept {

/// Plays one seeded random game of DP6 with `players` seats.
PlayoutResult dp6_playout(int players, std::uint64_t seed) noexcept;

}  // namespace bgb_noexcept
