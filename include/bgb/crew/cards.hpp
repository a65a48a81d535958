// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The 40 playing cards, their text (`p1`..`y9`, `r1`..`r4`) and card sets as 64-bit masks.
///
/// Card id layout (dense, 0..39): colour c in {pink 0, blue 1, green 2, yellow 3} and value v in
/// 1..9 give id c*9 + (v-1); rockets r1..r4 are ids 36..39. A set of cards is a uint64_t whose
/// bit i is card i, so a hand, a trick or "all played cards" is one word.
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bgb::crew {

using Card = std::uint8_t;
using CardSet = std::uint64_t;

inline constexpr int kNumCards = 40;
inline constexpr int kNumColourCards = 36;
inline constexpr int kNumSuits = 5;  ///< four colours, then rockets (suit 4)
inline constexpr int kRocketSuit = 4;
inline constexpr Card kNoCard = 0xFF;
inline constexpr Card kRocket4 = 39;
inline constexpr CardSet kAllCards = (CardSet{1} << kNumCards) - 1;
inline constexpr CardSet kColourCards = (CardSet{1} << kNumColourCards) - 1;
inline constexpr CardSet kRockets = kAllCards & ~kColourCards;

inline constexpr char kSuitLetters[kNumSuits] = {'p', 'b', 'g', 'y', 'r'};
inline constexpr std::string_view kSuitNames[kNumSuits] = {"pink", "blue", "green", "yellow",
                                                           "rocket"};

constexpr int suit_of(Card c) noexcept { return c >= kNumColourCards ? kRocketSuit : c / 9; }
constexpr int value_of(Card c) noexcept { return c >= kNumColourCards ? c - 35 : c % 9 + 1; }
constexpr bool is_rocket(Card c) noexcept { return c >= kNumColourCards; }
constexpr Card make_card(int suit, int value) noexcept {
  return static_cast<Card>(suit == kRocketSuit ? 35 + value : suit * 9 + value - 1);
}
constexpr CardSet bit(Card c) noexcept { return CardSet{1} << c; }
constexpr bool has(CardSet s, Card c) noexcept { return (s >> c) & 1U; }
namespace detail {
/// Per-byte card counts of s: byte i holds how many of cards 8i..8i+7 are in s.
constexpr std::uint64_t byte_counts(CardSet s) noexcept {
  s = s - ((s >> 1) & 0x5555555555555555ULL);
  s = (s & 0x3333333333333333ULL) + ((s >> 2) & 0x3333333333333333ULL);
  return (s + (s >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
}

/// kSelectInByte[b][k]: the bit index of the k-th lowest set bit of byte b (k < popcount(b)).
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
}  // namespace detail

/// Number of cards in s. SWAR unless the target has a popcount instruction: without -mpopcnt
/// GCC turns std::popcount into a libgcc call, which showed up at 5% of a random playout.
constexpr int count(CardSet s) noexcept {
#if defined(__POPCNT__)
  return std::popcount(s);
#else
  return static_cast<int>((detail::byte_counts(s) * 0x0101010101010101ULL) >> 56);
#endif
}
namespace detail {
/// The n-th lowest card of s, given upto = byte_counts(s) * 0x0101..01 (byte i: cards in bytes
/// 0..i, at most 64, so no carry). Bit 7 of byte i of the difference below is set when
/// n >= upto_i: those bytes lie wholly before the card, and their number is its byte.
constexpr Card select_card(CardSet s, std::uint64_t upto, int n) noexcept {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHigh = 0x8080808080808080ULL;
  const std::uint64_t before_mask = ((static_cast<std::uint64_t>(n) * kOnes) | kHigh) - upto;
  const int byte = static_cast<int>((((before_mask & kHigh) >> 7) * kOnes) >> 56);
  // Cards in the bytes before `byte`: byte `byte` of upto shifted up one byte (0 for byte 0).
  const int skipped = static_cast<int>(((upto << 8) >> (8 * byte)) & 0xFF);
  const std::size_t rest = static_cast<std::size_t>((s >> (8 * byte)) & 0xFF);
  return static_cast<Card>(8 * byte + kSelectInByte.at[rest][n - skipped]);
}
}  // namespace detail

/// The n-th lowest card of s (n < count(s)), branch-free: per-byte counts summed by one
/// multiply locate the byte, a 2 KiB table the bit inside it. A deal draws from up to 40
/// cards; walking bit by bit cost 17% of a random playout, and the mispredicted steps inside
/// the byte (up to 7) still a tenth of a deal.
constexpr Card nth_card(CardSet s, int n) noexcept {
  return detail::select_card(s, detail::byte_counts(s) * 0x0101010101010101ULL, n);
}
constexpr Card lowest(CardSet s) noexcept { return static_cast<Card>(std::countr_zero(s)); }
constexpr Card highest(CardSet s) noexcept { return static_cast<Card>(63 - std::countl_zero(s)); }

/// All cards of one suit.
constexpr CardSet suit_mask(int suit) noexcept {
  return suit == kRocketSuit ? kRockets : CardSet{0x1FF} << (suit * 9);
}

/// `b7`, `r4`.
inline std::string card_text(Card c) {
  return std::string{kSuitLetters[suit_of(c)], static_cast<char>('0' + value_of(c))};
}

/// Parses `b7`/`r4` (lower-case); nullopt for anything else.
constexpr std::optional<Card> parse_card(std::string_view t) noexcept {
  if (t.size() != 2 || t[1] < '1' || t[1] > '9') return std::nullopt;
  const int v = t[1] - '0';
  for (int s = 0; s < kNumSuits; ++s) {
    if (t[0] != kSuitLetters[s]) continue;
    if (s == kRocketSuit && v > 4) return std::nullopt;
    return make_card(s, v);
  }
  return std::nullopt;
}

}  // namespace bgb::crew
