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

#include "bgb/core/bits.hpp"

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

/// Number of cards in s (bits::count: no libgcc call without -mpopcnt).
constexpr int count(CardSet s) noexcept { return bits::count(s); }

/// The n-th lowest card of s (n < count(s)), branch-free (bits::nth). A deal draws from up to
/// 40 cards; walking bit by bit cost 17% of a random playout, and the mispredicted steps
/// inside a byte (up to 7) still a tenth of a deal.
constexpr Card nth_card(CardSet s, int n) noexcept { return static_cast<Card>(bits::nth(s, n)); }
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
