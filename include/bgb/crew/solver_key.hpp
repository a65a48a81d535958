// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The key of the Crew solver's transposition table (solver.hpp): what the future of a
/// position depends on, with the cards renamed by their rank among the live ones between
/// tricks. Internal to the solver.
#include <array>
#include <bit>
#include <cstdint>

#include "bgb/core/bit_cast.hpp"
#include "bgb/crew/rules.hpp"

namespace bgb::crew::detail::solver {

/// Every card not yet out of play: in a hand, face down under JARVIS's cards, or in the trick.
constexpr CardSet live_cards(const State& s) noexcept {
  CardSet m = dealt_cards(s);
  for (int i = 0; i < s.in_trick; ++i) m |= bit(s.trick_cards[static_cast<std::size_t>(i)]);
  return m;
}

/// Card renaming for the table's key: between tricks, the future depends on a live card only
/// through its suit and its rank among the live cards of that suit, so a position where p3 is
/// out and p4 live plays exactly like one where p4 is out and p3 live. Each suit's live cards
/// are renamed to the lowest values in order — except in a suit whose values the mission
/// names (the 1s of 9 and 26, the 9s of 16 and 17, the rockets of 13 and 44), which keeps
/// its cards as they are.
struct Renaming {
  static constexpr Card kOutOfPlay = 0xFD;  ///< what a renamed suit's played cards become
  std::array<Card, kNumCards> to{};
  constexpr Card operator()(Card c) const noexcept { return c < kNumCards ? to[c] : c; }
  constexpr CardSet operator()(CardSet m) const noexcept {
    CardSet out = 0;
    for (; m; m &= m - 1) out |= bit(to[lowest(m)]);
    return out;
  }
};

/// The renaming that keeps every card's name.
constexpr Renaming identity() noexcept {
  Renaming r;
  for (int c = 0; c < kNumCards; ++c) r.to[static_cast<std::size_t>(c)] = static_cast<Card>(c);
  return r;
}

constexpr Renaming renaming(const State& s, CardSet live) noexcept {
  Renaming r;
  r.to.fill(Renaming::kOutOfPlay);  // a key is made at every trick's start: only live cards are visited
  const Special sp = special_of(s);
  const bool colours_named = sp == Special::colour_one_wins || sp == Special::two_colour_ones ||
                             sp == Special::no_nine_wins || sp == Special::no_nine_wins_tasks;
  const bool rockets_named = sp == Special::each_rocket_wins || sp == Special::rockets_in_order;
  for (int suit = 0; suit < kNumSuits; ++suit) {
    if (suit == kRocketSuit ? rockets_named : colours_named) {
      for (CardSet m = suit_mask(suit); m; m &= m - 1) r.to[lowest(m)] = lowest(m);
      continue;
    }
    Card next = lowest(suit_mask(suit));
    for (CardSet m = live & suit_mask(suit); m; m &= m - 1) r.to[lowest(m)] = next++;
  }
  return r;
}

/// SplitMix64's finaliser: a bijection on 64 bits whose every output bit depends on every input bit.
constexpr std::uint64_t mix64(std::uint64_t z) noexcept {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/// Two independent 64-bit hashes of everything the future of s depends on, the cards renamed
/// by rank (see Renaming) when s is between tricks.
struct Key {
  std::uint64_t index = 0, check = 0;
};

constexpr Key key_of(const State& s) noexcept {
  const Renaming r = s.phase == Phase::play && s.in_trick == 0 ? renaming(s, live_cards(s)) : identity();
  // The bytes are laid out first and hashed eight to a word: a key is made at every trick's
  // start, and byte-at-a-time hashing was a tenth of a solve.
  constexpr std::size_t kBytes = 16 + 4 * kMaxSeats + 4 * kMaxTasks + 2 * kJarvisPiles;
  std::array<std::uint8_t, (kBytes + 7) / 8 * 8> bytes{};  // zeros pad the last word
  std::size_t n = 0;
  auto put = [&](std::uint64_t v) { bytes[n++] = static_cast<std::uint8_t>(v); };
  // The game's constants too: one solver serves many deals and missions.
  for (auto v : {s.players, s.seats, s.mission, s.num_tasks, s.commander, static_cast<std::uint8_t>(s.phase), s.actor,
                 s.leader, s.trick, s.in_trick, s.asked, s.chosen, s.chosen_last, s.special_wins, s.handed_over,
                 s.distress})
    put(v);
  const bool comm_on_table = special_of(s) == Special::draw_after_first && s.trick == 0;
  // The tricks each seat has won matter only where the mission counts them (29 and 34 by
  // their spread, 33 for the named member): elsewhere two positions that differ only in who
  // won the earlier tricks have the same future, and one entry serves both.
  const Special sp = special_of(s);
  const bool balanced = sp == Special::balanced || sp == Special::balanced_commander;
  std::uint8_t fewest = 255;
  if (balanced)
    for (int i = 0; i < s.seats; ++i) fewest = s.tricks_won[static_cast<std::size_t>(i)] < fewest ? s.tricks_won[static_cast<std::size_t>(i)] : fewest;
  for (std::size_t i = 0; i < kMaxSeats; ++i) {
    if (balanced) put(i < s.seats ? static_cast<std::uint8_t>(s.tricks_won[i] - fewest) : 0);
    else if (sp == Special::one_trick_member) put(i == s.chosen ? s.tricks_won[i] : 0);
    else put(0);
    put(r(s.trick_cards[i]));
    put(s.phase == Phase::distress_give ? s.give[i] : kNoCard);  // a record once exchanged
    // Mission 12 before its draws: a communicated card lies on the table and cannot be drawn.
    put(comm_on_table ? r(s.comm_card[i]) : kNoCard);
  }
  for (const Task& t : s.tasks) {
    // A done task's card is out of play: its name no longer matters, only that it is done
    // (its trick number is compared with the trick being scored, always a later one).
    put(t.done_trick ? kNoCard : r(t.card));
    put(static_cast<std::uint8_t>(t.token));
    put(t.owner);
    put(t.done_trick ? 1 : 0);
  }
  for (std::size_t p = 0; p < kJarvisPiles; ++p) {
    put(r(s.pile_up[p]));
    put(r(s.pile_down[p]));
  }
  // The words to hash: the bytes eight to a word (least significant first on every platform),
  // then the renamed hands and JARVIS's face-down cards.
  constexpr std::size_t kPacked = (kBytes + 7) / 8;
  std::array<std::uint64_t, kPacked + kMaxSeats + 1> words{};
  const std::size_t packed = (n + 7) / 8;
  if constexpr (std::endian::native == std::endian::little) {
    const auto laid_out = cast_detail::bit_cast<std::array<std::uint64_t, kPacked>>(bytes);
    for (std::size_t w = 0; w < packed; ++w) words[w] = laid_out[w];
  } else {
    for (std::size_t w = 0; w < packed; ++w)
      for (std::size_t k = 0; k < 8; ++k) words[w] |= std::uint64_t{bytes[w * 8 + k]} << (8 * k);
  }
  std::size_t count = packed;
  for (int i = 0; i < s.seats; ++i) words[count++] = r(s.hand[static_cast<std::size_t>(i)]);
  words[count++] = r(s.jarvis_hidden);
  // Two hashes, each a sum over the words of a mix of the word and its place: the mixes do
  // not wait for one another (a chained hash waits for each, and a key is made at every
  // trick's start), and the two use different constants, so they are independent.
  std::uint64_t index = 0, check = 0;
  for (std::size_t w = 0; w < count; ++w) {
    index += mix64(words[w] ^ ((w + 1) * 0x9E3779B97F4A7C15ULL));
    check += mix64(words[w] ^ ((w + 1) * 0xC2B2AE3D27D4EB4FULL + 0x165667B19E3779F9ULL));
  }
  return {mix64(index), mix64(check) | 1U};  // 0 marks an empty slot
}

/// One slot of the transposition table: 16 bytes.
struct Entry {
  std::uint64_t check = 0;
  double value = 0;
};

}  // namespace bgb::crew::detail::solver
