// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// A platform-independent 64-bit hash built from values, never from object bytes (endianness
/// and padding would make raw bytes differ between platforms).
#include <cstdint>

namespace bgb {

/// Accumulates integers into a 64-bit hash that is identical on every platform.
class Hasher {
 public:
  constexpr void add(std::uint64_t v) noexcept {
    h_ ^= v + 0x9E3779B97F4A7C15ULL + (h_ << 6) + (h_ >> 2);
    h_ = mix(h_);
  }
  constexpr std::uint64_t value() const noexcept { return h_; }

 private:
  static constexpr std::uint64_t mix(std::uint64_t z) noexcept {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  std::uint64_t h_ = 0x6A09E667F3BCC909ULL;
};

/// Packs byte-sized values eight to a word into a Hasher, in the order given: compact state
/// fields hash in a few mixes instead of one per field.
class ByteHasher {
 public:
  /// Adds the low byte of v.
  constexpr void add_byte(std::uint64_t v) noexcept {
    word_ |= (v & 0xFF) << (8 * n_);
    if (++n_ == 8) {
      h_.add(word_);
      word_ = 0;
      n_ = 0;
    }
  }
  /// The hash of every byte added so far (a partial last word included).
  constexpr std::uint64_t value() const noexcept {
    Hasher h = h_;
    if (n_) h.add(word_);
    return h.value();
  }

 private:
  Hasher h_;
  std::uint64_t word_ = 0;
  int n_ = 0;
};

}  // namespace bgb
