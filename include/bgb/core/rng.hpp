// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The pinned random generator: SplitMix64 with our own unbiased bounded sampling, so that the
/// same seed gives the same numbers with every compiler and standard library.
#include <cstdint>

// Rng::redraw stays out of line: inlined, it made each draw too large for g++ to inline.
#if defined(__GNUC__) || defined(__clang__)
#define BGB_DETAIL_COLD [[gnu::cold, gnu::noinline]]
#else
#define BGB_DETAIL_COLD
#endif

namespace bgb {

/// SplitMix64 (Steele, Lea, Flood 2014). The whole state is one uint64_t, so it crosses the C ABI.
class Rng {
 public:
  constexpr explicit Rng(std::uint64_t seed = 0) noexcept : state_(seed) {}

  /// The next 64 random bits.
  constexpr std::uint64_t next() noexcept { return step(state_); }

  /// A uniform integer in [0, bound); bound 0 yields 0. The same numbers, consuming the
  /// generator alike, on every platform: the compiler's 128-bit multiply where there is one,
  /// the portable one elsewhere (below_with).
  constexpr std::uint64_t below(std::uint64_t bound) noexcept {
#if defined(__SIZEOF_INT128__)
    return below_wide(state_, bound);
#else
    return below_portable(state_, bound);
#endif
  }

  constexpr std::uint64_t state() const noexcept { return state_; }

  /// The high 64 bits of a*b (the low ones go to lo) from four 32-bit products: no __int128.
  static constexpr std::uint64_t mul128(std::uint64_t a, std::uint64_t b, std::uint64_t& lo) noexcept {
    const std::uint64_t a_lo = a & 0xFFFFFFFFU, a_hi = a >> 32;
    const std::uint64_t b_lo = b & 0xFFFFFFFFU, b_hi = b >> 32;
    const std::uint64_t ll = a_lo * b_lo, lh = a_lo * b_hi, hl = a_hi * b_lo, hh = a_hi * b_hi;
    const std::uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFFU) + (hl & 0xFFFFFFFFU);
    lo = (mid << 32) | (ll & 0xFFFFFFFFU);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
  }

  /// below() over a raw state with the portable multiply: the reference, compiled everywhere
  /// (WebAssembly, MSVC).
  static constexpr std::uint64_t below_portable(std::uint64_t& state, std::uint64_t bound) noexcept {
    return below_with<mul128>(state, bound);
  }

#if defined(__SIZEOF_INT128__)
  /// The compiler's 128-bit multiply: one instruction on 64-bit targets, and the same words as
  /// mul128 (the unit tests compare the two draw by draw).
  static constexpr std::uint64_t mul128_wide(std::uint64_t a, std::uint64_t b, std::uint64_t& lo) noexcept {
    __extension__ using u128 = unsigned __int128;
    const u128 p = static_cast<u128>(a) * b;
    lo = static_cast<std::uint64_t>(p);
    return static_cast<std::uint64_t>(p >> 64);
  }

  /// below() over a raw state with the compiler's 128-bit multiply; identical to below_portable.
  static constexpr std::uint64_t below_wide(std::uint64_t& state, std::uint64_t bound) noexcept {
    return below_with<mul128_wide>(state, bound);
  }
#endif

  /// Advances a raw SplitMix64 state in place and returns its output (used by the C ABI).
  static constexpr std::uint64_t step(std::uint64_t& state) noexcept {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

 private:
  /// Lemire's multiply-and-reject over a raw state: the high word of next()*bound, drawn again
  /// while the low word falls below 2^64 mod bound. Exact, no modulo bias, and the division
  /// only on the rare path where a rejection is possible at all. `mul` is the 64x64->128
  /// multiply; every multiply gives the same words, so every one draws the same numbers and
  /// consumes the state alike. bound 0 yields 0 and consumes nothing.
  template <std::uint64_t (*mul)(std::uint64_t, std::uint64_t, std::uint64_t&) noexcept>
  static constexpr std::uint64_t below_with(std::uint64_t& state, std::uint64_t bound) noexcept {
    if (bound == 0) return 0;
    std::uint64_t lo = 0;
    const std::uint64_t hi = mul(step(state), bound, lo);
    // Apart so that the common path stays small enough to inline at every draw: below a
    // bound of 40 a rejection is possible about once in 2^58 draws.
    if (lo < bound) [[unlikely]] return redraw<mul>(state, bound, hi, lo);
    return hi;
  }
  /// below_with's rare path: the first draw (hi, lo) may fall in the biased tail.
  template <std::uint64_t (*mul)(std::uint64_t, std::uint64_t, std::uint64_t&) noexcept>
  BGB_DETAIL_COLD static constexpr std::uint64_t redraw(std::uint64_t& state, std::uint64_t bound, std::uint64_t hi, std::uint64_t lo) noexcept {
    const std::uint64_t threshold = (0 - bound) % bound;  // 2^64 mod bound
    while (lo < threshold) hi = mul(step(state), bound, lo);
    return hi;
  }

  std::uint64_t state_;
};

/// The uniform pick every random decision makes: one rng.below(list.size()), then the element
/// at that index. A game's random_action fast path that draws the same index without the list
/// returns the same id. Precondition: the list is not empty.
template <class List>
constexpr auto uniform_pick(const List& list, Rng& rng) noexcept {
  return list[static_cast<int>(rng.below(static_cast<std::uint64_t>(list.size())))];
}

}  // namespace bgb

#undef BGB_DETAIL_COLD
