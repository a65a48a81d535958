// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The key of the Crew solver's transposition table (solver.hpp): what the future of a
/// position depends on, with the cards renamed by their rank among the live ones between
/// tricks. Internal to the solver.
#include <array>
#include <bit>
#include <cstdint>

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
  // The fields are packed into words by shifts, four or eight bytes to a word: a key is made
  // at every trick's start, and bytes stored one by one then read back as words stall the
  // reads (the stores cannot be forwarded to a wider load).
  auto bytes4 = [](std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d) {
    return a | b << 8 | c << 16 | d << 24;
  };
  constexpr std::size_t kWords = 2 + (kMaxSeats + 1) / 2 + kMaxTasks / 2 + (kJarvisPiles + 3) / 4 + 1 + kMaxSeats;
  std::array<std::uint64_t, kWords> words{};
  std::size_t count = 0;
  // The game's constants too: one solver serves many deals and missions. They also say which
  // of the words below exist (seats, tasks, JARVIS), so leaving out the ones that do not
  // cannot make two positions alike.
  words[count++] = bytes4(s.players, s.seats, s.mission, s.num_tasks) |
                   bytes4(s.commander, static_cast<std::uint8_t>(s.phase), s.actor, s.leader) << 32;
  words[count++] = bytes4(s.trick, s.in_trick, s.asked, s.chosen) |
                   bytes4(s.chosen_last, s.special_wins, s.handed_over, s.distress) << 32;
  const Special sp = special_of(s);
  const bool comm_on_table = sp == Special::draw_after_first && s.trick == 0;
  // The tricks each seat has won matter only where the mission counts them (29 and 34 by
  // their spread, 33 for the named member): elsewhere two positions that differ only in who
  // won the earlier tricks have the same future, and one entry serves both.
  const bool balanced = sp == Special::balanced || sp == Special::balanced_commander;
  std::uint8_t fewest = 255;
  if (balanced)
    for (int i = 0; i < s.seats; ++i) fewest = s.tricks_won[static_cast<std::size_t>(i)] < fewest ? s.tricks_won[static_cast<std::size_t>(i)] : fewest;
  for (std::size_t i = 0; i < s.seats; ++i) {
    const std::uint8_t won = balanced                            ? static_cast<std::uint8_t>(s.tricks_won[i] - fewest)
                             : sp == Special::one_trick_member && i == s.chosen ? s.tricks_won[i]
                                                                                : 0;
    const std::uint64_t seat =
        bytes4(won, r(s.trick_cards[i]),
               s.phase == Phase::distress_give ? s.give[i] : kNoCard,  // a record once exchanged
               // Mission 12 before its draws: a communicated card lies on the table and cannot be drawn.
               comm_on_table ? r(s.comm_card[i]) : kNoCard);
    if (i % 2 == 0) words[count++] = seat;
    else words[count - 1] |= seat << 32;
  }
  for (std::size_t i = 0; i < s.num_tasks; ++i) {
    const Task& t = s.tasks[i];
    // A done task's card is out of play: its name no longer matters, only that it is done
    // (its trick number is compared with the trick being scored, always a later one).
    const std::uint64_t task =
        bytes4(t.done_trick ? kNoCard : r(t.card), static_cast<std::uint8_t>(t.token), t.owner, t.done_trick ? 1 : 0);
    if (i % 2 == 0) words[count++] = task;
    else words[count - 1] |= task << 32;
  }
  if (has_jarvis(s)) {
    for (std::size_t p = 0; p < kJarvisPiles; ++p) {
      const std::uint64_t pile = r(s.pile_up[p]) | std::uint64_t{r(s.pile_down[p])} << 8;
      if (p % 4 == 0) words[count++] = pile;
      else words[count - 1] |= pile << (16 * (p % 4));
    }
    words[count++] = r(s.jarvis_hidden);
  }
  for (std::size_t i = 0; i < s.seats; ++i) words[count++] = r(s.hand[i]);
  // Two hashes of one mix per word: the plain sum and a sum weighted by odd numbers. The
  // mixes do not wait for one another (a chained hash waits for each), and two positions
  // whose words differ give equal weighted sums only by a 2^-64 chance: in one word that
  // cannot happen (the mix is a bijection), in more the differences would have to cancel.
  std::uint64_t index = 0, check = 0;
  for (std::size_t w = 0; w < count; ++w) {
    const std::uint64_t m = mix64(words[w] ^ ((w + 1) * 0x9E3779B97F4A7C15ULL));
    index += m;
    check += m * (2 * w + 1);
  }
  return {mix64(index), mix64(check ^ 0xC2B2AE3D27D4EB4FULL) | 1U};  // 0 marks an empty slot
}

/// One slot of the transposition table: 16 bytes.
struct Entry {
  std::uint64_t check = 0;
  double value = 0;
};

}  // namespace bgb::crew::detail::solver
