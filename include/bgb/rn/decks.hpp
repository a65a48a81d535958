// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's two decks and their draws. A deck is counts per card kind in the State; the
/// draw is a chance node weighted by the cards left, so the shuffle is never stored. Discards
/// are the cards neither in the deck nor held.
///
/// A draw takes r = rng.below(cards left) and returns the kind whose run of cards holds r in
/// the deck's order: the number of kinds whose running total is at most r, counted rather than
/// walked to (a walk's stop mispredicts: the card is random). Where the compiler targets SSE2
/// (every x86-64) psadbw sums 16 counts and 16 running totals, 16-bit lanes, are compared with r
/// at once; elsewhere (WebAssembly, other processors, constant evaluation) words of 8 counts are
/// summed and the kinds ranked one at a time. Both give the card draw_weighted gives over the
/// outcome list (RnSpeed.DeckDrawsAreTheSameOnEveryPath).
///
/// Precondition of every event draw: no card of a type past the content's is in the deck (the
/// rules never put one there, and the snapshot reader refuses one), so all 64 types are summed.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/rn/actions.hpp"
#include "bgb/rn/data.hpp"
#include "bgb/rn/state.hpp"

// Emscripten emulates SSE2 under -msse2; its builds take the loop, the path its tests run.
#if (defined(__SSE2__) || defined(_M_X64)) && !defined(__EMSCRIPTEN__)
#include <emmintrin.h>
#define BGB_RN_SSE2 1
#else
#define BGB_RN_SSE2 0
#endif

namespace bgb::rn::detail {

constexpr int item_held(const State& s, int kind) noexcept {
  int n = 0;
  for (int i = 0; i < s.players; ++i) n += s.seats[z(i)].items[z(kind)];
  return n;
}
constexpr int item_discards(const State& s, const Content& c, int kind) noexcept {
  return item_total(c, kind) - s.item_deck[z(kind)] - item_held(s, kind) -
         (kind == static_cast<int>(Item::grog) ? s.cabin_grog : 0);
}
constexpr int item_deck_size(const State& s) noexcept { return sum_bytes(s.item_deck); }
/// Cards of an event type in the discard pile (the Kraken is set aside until the first reshuffle).
constexpr int event_discards(const State& s, const Content& c, int type) noexcept {
  const EventCard& e = c.events[z(type)];
  if (e.kind == EventKind::kraken && !s.reshuffled) return 0;
  return e.count - s.event_deck[z(type)];
}

/// The event deck in groups of 16 card types: [g] holds types 16g..16g+15.
using EventGroups = std::array<std::uint32_t, kMaxEventTypes / 16>;
static_assert(kMaxEventTypes == 64, "the event draws read the deck as 4 groups of 16 counts");

/// The number of i < n with counts[0] + ... + counts[i] <= r: the kind a weighted draw of r
/// lands on when r is below the counts' sum (n when it is not).
constexpr int rank_portable(const std::uint8_t* counts, int n, std::uint32_t r) noexcept {
  std::uint32_t run = 0;
  int k = 0;
  for (int i = 0; i < n; ++i) {
    run += counts[i];
    k += r >= run;  // counted, not a loop that stops at the card: its stop would mispredict
  }
  return k;
}
/// The event deck's 8 counts from type `from` on as a word, byte i type from + i.
constexpr std::uint64_t event_word(const State& s, std::size_t from) noexcept {
  std::array<std::uint8_t, 8> b{};
  for (std::size_t i = 0; i < 8; ++i) b[i] = s.event_deck[from + i];
  return word_of(b);
}
/// The cards of each group of the event deck, a word of 8 counts at a time.
constexpr EventGroups event_groups_portable(const State& s) noexcept {
  EventGroups out{};
  for (std::size_t from = 0; from < s.event_deck.size(); from += 8)
    out[from / 16] += static_cast<std::uint32_t>(sum_word_bytes(event_word(s, from)));
  return out;
}

#if BGB_RN_SSE2
/// 16 counts (bytes) as loaded for the SSE2 draws.
inline __m128i load16(const std::uint8_t* p) noexcept { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
/// The sum of 16 counts: psadbw sums each half into a 64-bit lane.
inline std::uint32_t sum16(__m128i counts) noexcept {
  const __m128i halves = _mm_sad_epu8(counts, _mm_setzero_si128());
  return static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_add_epi32(halves, _mm_unpackhi_epi64(halves, halves))));
}
/// rank_portable(counts, 16, r): the 16 running totals (at most 16 * 255, so 16-bit lanes hold
/// them) compared with r at once; they never fall, so the ones above r are the last ones.
inline int rank16(__m128i counts, std::uint32_t r) noexcept {
  const __m128i zero = _mm_setzero_si128();
  __m128i lo = _mm_unpacklo_epi8(counts, zero), hi = _mm_unpackhi_epi8(counts, zero);
  lo = _mm_add_epi16(lo, _mm_slli_si128(lo, 2));
  hi = _mm_add_epi16(hi, _mm_slli_si128(hi, 2));
  lo = _mm_add_epi16(lo, _mm_slli_si128(lo, 4));
  hi = _mm_add_epi16(hi, _mm_slli_si128(hi, 4));
  lo = _mm_add_epi16(lo, _mm_slli_si128(lo, 8));
  hi = _mm_add_epi16(hi, _mm_slli_si128(hi, 8));
  const __m128i lo_total = _mm_shufflehi_epi16(lo, 0xFF);  // lane 7 in lanes 4..7
  hi = _mm_add_epi16(hi, _mm_unpackhi_epi64(lo_total, lo_total));
  // Every total is below 0x7FFF, so r above it ranks the same as r; the comparison is signed.
  const __m128i bound = _mm_set1_epi16(static_cast<short>(r < 0x7FFF ? r : 0x7FFF));
  const __m128i above = _mm_packs_epi16(_mm_cmpgt_epi16(lo, bound), _mm_cmpgt_epi16(hi, bound));
  return std::countr_zero(static_cast<unsigned>(_mm_movemask_epi8(above)) | 0x10000U);
}
/// The item deck's 13 counts and 3 zeros: bytes 0..7, and bytes 5..12 shifted down 3.
inline __m128i item_counts(const State& s) noexcept {
  static_assert(kItemKinds == 13);
  const __m128i low = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(s.item_deck.data()));
  const __m128i high = _mm_srli_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(s.item_deck.data() + 5)), 24);
  return _mm_unpacklo_epi64(low, high);
}
#endif

/// rank_portable(counts, 16, r), with SSE2 where the target has it.
constexpr int rank16_at(const std::uint8_t* counts, std::uint32_t r) noexcept {
#if BGB_RN_SSE2
  if (!std::is_constant_evaluated()) return rank16(load16(counts), r);
#endif
  return rank_portable(counts, 16, r);
}
/// The cards of each group of the event deck.
constexpr EventGroups event_groups(const State& s) noexcept {
#if BGB_RN_SSE2
  if (!std::is_constant_evaluated()) {
    EventGroups out;
    for (std::size_t g = 0; g < out.size(); ++g) out[g] = sum16(load16(s.event_deck.data() + 16 * g));
    return out;
  }
#endif
  return event_groups_portable(s);
}
constexpr int event_deck_size(const State& s) noexcept {
  int n = 0;
  for (const std::uint32_t g : event_groups(s)) n += static_cast<int>(g);
  return n;
}
/// Whether any event card is left in the deck: the counts or'ed, where the size sums them.
constexpr bool event_deck_left(const State& s) noexcept {
#if BGB_RN_SSE2
  if (!std::is_constant_evaluated()) {
    const std::uint8_t* deck = s.event_deck.data();
    const __m128i any = _mm_or_si128(_mm_or_si128(load16(deck), load16(deck + 16)), _mm_or_si128(load16(deck + 32), load16(deck + 48)));
    return _mm_movemask_epi8(_mm_cmpeq_epi8(any, _mm_setzero_si128())) != 0xFFFF;
  }
#endif
  std::uint64_t any = 0;
  for (std::size_t from = 0; from < s.event_deck.size(); from += 8) any |= event_word(s, from);
  return any != 0;
}

/// An item card drawn as the generic draw_weighted draws it over the deck's outcome list (one
/// rng.below of the cards left, the kinds in order); kInvalidAction, no number drawn, when the
/// deck is empty. kPortable: without SSE2 (the tests' reference).
template <bool kPortable = false>
constexpr ActionId draw_item(const State& s, Rng& rng) noexcept {
#if BGB_RN_SSE2
  if (!kPortable && !std::is_constant_evaluated()) {
    const __m128i counts = item_counts(s);
    const std::uint32_t cards = sum16(counts);
    if (cards == 0) return kInvalidAction;
    return act::kItem + rank16(counts, static_cast<std::uint32_t>(rng.below(cards)));
  }
#endif
  const int cards = item_deck_size(s);
  if (cards == 0) return kInvalidAction;
  return act::kItem + rank_portable(s.item_deck.data(), kItemKinds, static_cast<std::uint32_t>(rng.below(static_cast<std::uint64_t>(cards))));
}

/// An event card drawn as the generic draw_weighted draws it over the content's types, which
/// are the deck's first ones (check_state refuses a state with a card past them, so every group
/// is summed whatever the content's size). The group holding the card is counted from the
/// groups' totals, then the card within it ranked. kPortable: as draw_item.
template <bool kPortable = false>
constexpr ActionId draw_event(const State& s, Rng& rng) noexcept {
  const EventGroups groups = kPortable ? event_groups_portable(s) : event_groups(s);
  const std::uint32_t first = groups[0], second = first + groups[1], third = second + groups[2];
  const std::uint32_t cards = third + groups[3];
  if (cards == 0) return kInvalidAction;
  const auto r = static_cast<std::uint32_t>(rng.below(cards));
  const int before = (r >= first) + (r >= second) + (r >= third);
  const std::array<std::uint32_t, 4> skipped{0, first, second, third};
  const std::uint8_t* group = s.event_deck.data() + 16 * before;
  const std::uint32_t within = r - skipped[z(before)];
  return act::event(16 * before + (kPortable ? rank_portable(group, 16, within) : rank16_at(group, within)));
}

/// Makes the item deck drawable: "Когда колода предметов заканчивается, перемешайте колоду сброса
/// предметов". false: no card is left anywhere.
constexpr bool ready_item_deck(State& s, const Content& c) noexcept {
  if (item_deck_size(s) > 0) return true;
  for (int k = 0; k < kItemKinds; ++k) s.item_deck[z(k)] = u8(item_discards(s, c, k));
  return item_deck_size(s) > 0;
}
/// Makes the event deck drawable: "Если колода Событий закончилась, то перемешайте колоду сброса.
/// Когда колода сброса перемешивается в первый раз, то добавьте карту События «Кракен»".
constexpr bool ready_event_deck(State& s, const Content& c) noexcept {
  if (event_deck_left(s)) return true;
  s.reshuffled = true;  // from now on the Kraken counts as a discard: it joins this reshuffle
  for (int t = 0; t < c.num_event_types; ++t) s.event_deck[z(t)] = u8(event_discards(s, c, t));
  return event_deck_left(s);
}

}  // namespace bgb::rn::detail

#undef BGB_RN_SSE2
