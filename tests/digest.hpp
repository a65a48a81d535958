// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// FNV-1a over 64-bit words, for tests that pin what seeded games and searches do: one number
/// that changes when any listed id, score or state on the way does.
#include <cstdint>
#include <string>

namespace bgb::test {

struct Digest {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  /// Adds the word's eight bytes, least significant first (the same on every platform).
  void add(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= (v >> (8 * i)) & 0xFF;
      h *= 0x100000001b3ULL;
    }
  }
  /// Adds a text character by character, then a terminator, so "ab"+"c" differs from "a"+"bc".
  void add(const std::string& t) {
    add_unterminated(t);
    add(0xFFFF);
  }
  /// Adds a text character by character with no terminator (the older pins of DP6's games were
  /// taken that way).
  void add_unterminated(const std::string& t) {
    for (char c : t) add(static_cast<std::uint64_t>(static_cast<unsigned char>(c)));
  }
  /// Adds a signed score as its 64-bit two's complement.
  void add_signed(int v) { add(static_cast<std::uint64_t>(static_cast<std::int64_t>(v))); }
};

}  // namespace bgb::test
