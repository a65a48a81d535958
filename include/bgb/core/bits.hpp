// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Counting and selecting the set bits of a 64-bit mask without a branch or a library call.
/// Every game keeps its sets as masks (cards, cells, rooms), and a uniform draw from a set asks
/// for both: how many members, and the n-th. Without -mpopcnt (the portable x86-64 baseline the
/// library ships for) GCC turns std::popcount into a call into libgcc, which showed up at 5 % of
/// a random Crew playout and 9 % of an Under Falling Skies one. Its namespace is its own, not
/// `bgb::detail`: sources bring a game's `detail` into scope with a using-directive.
#include <bit>
#include <cstddef>
#include <cstdint>

namespace bgb::bits {

/// Per-byte counts of s: byte i holds how many of bits 8i..8i+7 are set.
constexpr std::uint64_t byte_counts(std::uint64_t s) noexcept {
  s = s - ((s >> 1) & 0x5555555555555555ULL);
  s = (s & 0x3333333333333333ULL) + ((s >> 2) & 0x3333333333333333ULL);
  return (s + (s >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
}

/// The number of set bits of s: the popcount instruction where the target has one, else SWAR.
constexpr int count(std::uint64_t s) noexcept {
#if defined(__POPCNT__)
  return std::popcount(s);
#else
  return static_cast<int>((byte_counts(s) * 0x0101010101010101ULL) >> 56);
#endif
}

/// kSelectInByte.at[b][k]: the index of the k-th lowest set bit of byte b (k < its count).
struct SelectInByte {
  std::uint8_t at[256][8] = {};
  constexpr SelectInByte() noexcept {
    for (int b = 0; b < 256; ++b) {
      int k = 0;
      for (int i = 0; i < 8; ++i)
        if ((b >> i) & 1) at[b][k++] = static_cast<std::uint8_t>(i);
    }
  }
};
inline constexpr SelectInByte kSelectInByte{};

/// The index of the n-th lowest set bit of s, given upto = byte_counts(s) * 0x0101..01 (byte i:
/// the bits set in bytes 0..i, at most 64, so no carry; its top byte is count(s)). Bit 7 of
/// byte i of the difference below is set when n >= upto_i: those bytes lie wholly before the
/// bit, and their number is its byte. Precondition: n < count(s).
constexpr int select(std::uint64_t s, std::uint64_t upto, int n) noexcept {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
  const std::uint64_t before_mask = ((static_cast<std::uint64_t>(n) * kOnes) | kHigh) - upto;
  const int byte = static_cast<int>((((before_mask & kHigh) >> 7) * kOnes) >> 56);
  // Bits in the bytes before `byte`: byte `byte` of upto shifted up one byte (0 for byte 0).
  const int skipped = static_cast<int>(((upto << 8) >> (8 * byte)) & 0xFF);
  const auto rest = static_cast<std::size_t>((s >> (8 * byte)) & 0xFF);
  return 8 * byte + kSelectInByte.at[rest][n - skipped];
}

/// The index of the n-th lowest set bit of s (n < count(s)), branch-free: the per-byte counts
/// summed by one multiply locate the byte, a 2 KiB table the bit inside it. Walking bit by bit
/// mispredicts its exit once a draw, and the draws are uniform, so every exit is a surprise.
constexpr int nth(std::uint64_t s, int n) noexcept { return select(s, byte_counts(s) * 0x0101010101010101ULL, n); }

}  // namespace bgb::bits
