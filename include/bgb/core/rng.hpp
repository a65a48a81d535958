#pragma once
/// \file
/// The pinned random generator: SplitMix64 with our own unbiased bounded sampling, so that the
/// same seed gives the same numbers with every compiler and standard library.
#include <cstdint>

namespace bgb {

/// SplitMix64 (Steele, Lea, Flood 2014). The whole state is one uint64_t, so it crosses the C ABI.
class Rng {
 public:
  constexpr explicit Rng(std::uint64_t seed = 0) noexcept : state_(seed) {}

  /// The next 64 random bits.
  constexpr std::uint64_t next() noexcept { return step(state_); }

  /// A uniform integer in [0, bound); bound 0 yields 0. Rejection sampling, no modulo bias.
  constexpr std::uint64_t below(std::uint64_t bound) noexcept {
    if (bound == 0) return 0;
    // Values at or above `limit` would make some residues more likely; draw again.
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % bound);
    std::uint64_t x = next();
    while (x >= limit) x = next();
    return x % bound;
  }

  constexpr std::uint64_t state() const noexcept { return state_; }

  /// Advances a raw SplitMix64 state in place and returns its output (used by the C ABI).
  static constexpr std::uint64_t step(std::uint64_t& state) noexcept {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t state_;
};

}  // namespace bgb
