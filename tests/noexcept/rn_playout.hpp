#pragma once
/// \file
/// A Red November playout compiled with exceptions and RTTI off (see CMakeLists.txt).
#include <cstdint>

#include "playout.hpp"

namespace bgb_noexcept {

/// Plays one seeded random game of Red November with `players` gnomes (3..8).
PlayoutResult rn_playout(int players, std::uint64_t seed) noexcept;

}  // namespace bgb_noexcept
