// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Information-set resampling (determinization) for Red November: a full state that one seat
/// cannot tell apart from the true one, for search bots that must not peek at hidden items.
///
/// Hidden are the other seats' items and, through them, the item deck's composition. The pool of
/// unseen cards is the item deck plus every other gnome's items (the discards are public: played
/// and discarded items are seen by all). Each other gnome aboard is dealt back as many cards as it
/// holds, drawn from the pool in proportion to the cards of each kind left in it (a uniform deal);
/// what is left is the deck (keeping the kinds left in the deck, see resample()). The seat's own items, every public field and every hand size are
/// kept, so observe(resample(s, k, rng), k) == observe(s, k) minus nothing the seat may see.
/// During a trade the partner's items are on the table for the active seat and are kept too.
/// No phase says anything of a hand, so none is special here: Phase::faint_choice comes with
/// every faint check that is due, whether or not the active gnome holds a Coffee (decision D26).
/// What a seat learned in earlier trades is not kept by the state and so is not used.
#include <array>
#include <cstdint>

#include "bgb/core/rng.hpp"
#include "bgb/rn/state.hpp"

namespace bgb::rn {

namespace detail {

/// Draws one card uniformly from counts per kind (total `size` > 0) and removes it.
inline int draw_from(std::array<int, kItemKinds>& counts, int& size, Rng& rng) noexcept {
  std::uint64_t pick = rng.below(static_cast<std::uint64_t>(size));
  for (int k = 0; k < kItemKinds; ++k) {
    if (pick < static_cast<std::uint64_t>(counts[z(k)])) {
      --counts[z(k)];
      --size;
      return k;
    }
    pick -= static_cast<std::uint64_t>(counts[z(k)]);
  }
  return -1;
}

}  // namespace detail

/// A state `seat` cannot tell apart from s, other seats' hidden items redrawn. The kinds left in
/// the item deck are kept (decision D25: an item draw's chance node lists one outcome per kind
/// left, so how many kinds are left is on the table): each keeps at least one card in the deck,
/// a kind not in the deck goes wholly to the hands, and the other cards are dealt uniformly.
inline State resample(const State& s, int seat, Rng& rng) noexcept {
  State r = s;
  std::array<int, kItemKinds> pool{};
  const bool trading = s.phase == Phase::trade && s.active == seat;
  auto hidden = [&](int j) {
    return j != seat && r.seats[z(j)].status == Status::aboard && !(trading && j == s.partner);
  };
  int hand_slots = 0;
  for (int j = 0; j < s.players; ++j)
    if (hidden(j)) hand_slots += hand_size(s, j);
  for (int k = 0; k < kItemKinds; ++k) {
    pool[z(k)] = s.item_deck[z(k)];
    for (int j = 0; j < s.players; ++j)
      if (hidden(j)) pool[z(k)] += s.seats[z(j)].items[z(k)];
  }
  // The cards that go to the hands: every card of a kind absent from the deck, then cards drawn
  // uniformly from the kinds in the deck beyond the one each keeps there.
  std::array<int, kItemKinds> to_hands{};
  std::array<int, kItemKinds> spare{};
  int forced = 0, spare_size = 0;
  for (int k = 0; k < kItemKinds; ++k) {
    if (s.item_deck[z(k)] == 0) {
      to_hands[z(k)] = pool[z(k)];
      forced += pool[z(k)];
    } else {
      spare[z(k)] = pool[z(k)] - 1;
      spare_size += spare[z(k)];
    }
  }
  for (int c = forced; c < hand_slots && spare_size > 0; ++c) {
    const int k = detail::draw_from(spare, spare_size, rng);
    if (k >= 0) ++to_hands[z(k)];
  }
  int to_hands_size = 0;
  for (int k = 0; k < kItemKinds; ++k) {
    r.item_deck[z(k)] = u8(pool[z(k)] - to_hands[z(k)]);
    to_hands_size += to_hands[z(k)];
  }
  for (int j = 0; j < s.players; ++j) {
    if (!hidden(j)) continue;
    const int n = hand_size(s, j);
    r.seats[z(j)].items = {};
    for (int c = 0; c < n && to_hands_size > 0; ++c) {
      const int k = detail::draw_from(to_hands, to_hands_size, rng);
      if (k >= 0) r.seats[z(j)].items.add(z(k), 1);
    }
  }
  return r;
}

}  // namespace bgb::rn
