// SPDX-License-Identifier: MIT
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

  /// A uniform integer in [0, bound); bound 0 yields 0. Lemire's multiply-and-reject: exact,
  /// no modulo bias, and a division only on the rare rejection path.
  constexpr std::uint64_t below(std::uint64_t bound) noexcept {
    if (bound == 0) return 0;
    std::uint64_t lo = 0;
    std::uint64_t hi = mul128(next(), bound, lo);
    if (lo < bound) {
      const std::uint64_t threshold = (0 - bound) % bound;  // 2^64 mod bound
      while (lo < threshold) hi = mul128(next(), bound, lo);
    }
    return hi;
  }

  constexpr std::uint64_t state() const noexcept { return state_; }

  /// Advances a raw SplitMix64 state in place and returns its output (used by the C ABI).
  /// The high 64 bits of a*b (the low ones go to lo), portable: no __int128 needed.
  static constexpr std::uint64_t mul128(std::uint64_t a, std::uint64_t b, std::uint64_t& lo) noexcept {
    const std::uint64_t a_lo = a & 0xFFFFFFFFU, a_hi = a >> 32;
    const std::uint64_t b_lo = b & 0xFFFFFFFFU, b_hi = b >> 32;
    const std::uint64_t ll = a_lo * b_lo, lh = a_lo * b_hi, hl = a_hi * b_lo, hh = a_hi * b_hi;
    const std::uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFU) + (hl & 0xFFFFFFFFU);
    lo = (mid << 32) | (ll & 0xFFFFFFFFU);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
  }

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
