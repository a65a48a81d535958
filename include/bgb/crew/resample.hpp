// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Information-set resampling (determinization): a full state that one seat cannot tell apart
/// from the true one, for search bots (IS-MCTS, PIMC) that must not peek at hidden cards.
///
/// The result keeps every public field and the seat's own knowledge, and redraws the rest:
/// the other crew members' hands, JARVIS's face-down row, the undealt cards, distress cards and
/// mission 12 draws the seat did not see, and preset tasks not yet revealed. It is consistent
/// with what the seat may know — hand sizes; voids shown by not following suit; communicated
/// cards and their token positions (a dead-zone card was top, bottom or only); r4 with the
/// commander; distress gives it saw; mission 12 draws it saw; mission 46's announced p9 holder;
/// a colour card in the hand of the seat to communicate or give and of each seat that passed
/// since the last communication of the current window (it was asked, so it could speak) —
/// so observe(resample(s, k, rng), k) == observe(s, k) and play can go on from it. Nothing
/// else of s is read: states with equal observations give equal results from equal rng states.
/// What the state does not keep cannot be used: who played which card of a finished trick,
/// the voids mission 12's draws clear, the hand a token laid before those draws described.
///
/// The cards are placed by a randomized b-matching (random order, slots drawn in proportion to
/// their free room, augmenting paths when stuck): with no constraint that is a uniform deal;
/// with constraints it is a varied, not exactly uniform, sample. Header-only, noexcept, no heap.
#include <array>
#include <cstdint>

#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/crew/cards.hpp"
#include "bgb/crew/missions.hpp"
#include "bgb/crew/rules.hpp"
#include "bgb/crew/state.hpp"

namespace bgb::crew {

namespace detail::rs {

// Slots a hidden card may go to: seat hands 0..4, JARVIS's face-down row, the undealt deck,
// per seat one guaranteed colour card (the seat to communicate or give, and the seats that
// passed in the current communication window), and per seat the card it drew (mission 12).
inline constexpr int kJarvisSlot = 5;
inline constexpr int kDeckSlot = 6;
inline constexpr int kColourSlot = 7;   ///< kColourSlot + j: a colour card seat j must hold
inline constexpr int kDrawnSlot = 12;  ///< kDrawnSlot + j: the card seat j drew
inline constexpr int kSlots = 17;

using SlotMask = std::uint32_t;
constexpr SlotMask slot_bit(int t) noexcept { return static_cast<SlotMask>(1U << t); }

/// Cards to slots: each card to one allowed slot, no slot over its capacity.
struct Matching {
  std::array<SlotMask, kNumCards> allowed{};
  std::array<int, kSlots> cap{};
  std::array<CardSet, kSlots> held{};
};

constexpr int room(const Matching& m, int t) noexcept { return m.cap[static_cast<std::size_t>(t)] - count(m.held[static_cast<std::size_t>(t)]); }

/// A uniformly random card of a non-empty set.
constexpr Card random_card(CardSet set, Rng& rng) noexcept {
  return nth_card(set, static_cast<int>(rng.below(static_cast<std::uint64_t>(count(set)))));
}

/// Puts c into an allowed slot: one with room, drawn in proportion to the room left (so that
/// unconstrained cards are dealt uniformly), else a full one whose card moves on along an
/// augmenting path. Slots in `visited` are not entered again. On failure nothing has moved.
constexpr bool place(Matching& m, Card c, SlotMask& visited, Rng& rng) noexcept {
  const SlotMask cand = static_cast<SlotMask>(m.allowed[c] & ~visited);
  int total = 0;
  for (int t = 0; t < kSlots; ++t)
    if ((cand >> t) & 1U) total += room(m, t) > 0 ? room(m, t) : 0;
  if (total > 0) {
    int r = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
    for (int t = 0; t < kSlots; ++t) {
      if (!((cand >> t) & 1U) || room(m, t) <= 0) continue;
      if (r < room(m, t)) {
        m.held[static_cast<std::size_t>(t)] |= bit(c);
        return true;
      }
      r -= room(m, t);
    }
  }
  std::array<int, kSlots> order{};
  int n = 0;
  for (int t = 0; t < kSlots; ++t)
    if ((cand >> t) & 1U) order[static_cast<std::size_t>(n++)] = t;
  const int start = n > 0 ? static_cast<int>(rng.below(static_cast<std::uint64_t>(n))) : 0;
  for (int i = 0; i < n; ++i) {
    const int t = order[static_cast<std::size_t>((start + i) % n)];
    if ((visited >> t) & 1U) continue;  // a deeper call went through it
    visited = static_cast<SlotMask>(visited | slot_bit(t));
    CardSet& here = m.held[static_cast<std::size_t>(t)];
    const CardSet in = here;
    const int k = count(in);
    const int off = k > 0 ? static_cast<int>(rng.below(static_cast<std::uint64_t>(k))) : 0;
    for (int j = 0; j < k; ++j) {
      const Card other = nth_card(in, (off + j) % k);
      here &= ~bit(other);
      if (place(m, other, visited, rng)) {
        here |= bit(c);
        return true;
      }
      here |= bit(other);
    }
  }
  return false;
}

/// Places every card of `cards` (in random order) so that every slot ends exactly full.
constexpr bool match(Matching& m, CardSet cards, Rng& rng) noexcept {
  int total = 0;
  for (int t = 0; t < kSlots; ++t) {
    if (m.cap[static_cast<std::size_t>(t)] < 0) return false;
    total += m.cap[static_cast<std::size_t>(t)];
    m.held[static_cast<std::size_t>(t)] = 0;
  }
  if (total != count(cards)) return false;
  SlotMask open = 0;
  for (int t = 0; t < kSlots; ++t)
    if (m.cap[static_cast<std::size_t>(t)] > 0) open = static_cast<SlotMask>(open | slot_bit(t));
  std::array<Card, kNumCards> order{};
  int n = 0;
  for (CardSet left = cards; left; left &= left - 1) order[static_cast<std::size_t>(n++)] = lowest(left);
  for (int i = n - 1; i > 0; --i) {
    const std::size_t j = static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(i + 1)));
    const Card tmp = order[static_cast<std::size_t>(i)];
    order[static_cast<std::size_t>(i)] = order[j];
    order[j] = tmp;
  }
  for (int i = 0; i < n; ++i) {
    const Card c = order[static_cast<std::size_t>(i)];
    m.allowed[c] = static_cast<SlotMask>(m.allowed[c] & open);
    SlotMask visited = 0;
    if (!place(m, c, visited, rng)) return false;
  }
  return true;
}

/// Cards a hand cannot hold after telling `pos` about card c (the token's true position).
constexpr CardSet comm_excluded(Card c, CommPos pos) noexcept {
  const CardSet same = suit_mask(suit_of(c));
  const CardSet above = same & ~((bit(c) << 1) - 1);
  const CardSet below = same & (bit(c) - 1);
  switch (pos) {
    case CommPos::top: return above;
    case CommPos::bottom: return below;
    case CommPos::only: return above | below;
    case CommPos::none: break;
  }
  return 0;
}

/// Whether `viewer` sees the distress card of `giver` (as crew::observe decides).
constexpr bool give_visible(const State& s, int giver, int viewer) noexcept {
  const bool exchanged = s.distress != 0 && s.distress != 3 && s.phase != Phase::distress_give;
  const bool jarvis = is_jarvis(s, giver);
  const int to = s.distress == 1 ? next_seat(s, giver) : prev_seat(s, giver);
  const bool controls = giver == viewer || (jarvis && viewer == s.commander);
  return controls || (exchanged && (to == viewer || jarvis || is_jarvis(s, to)));
}

/// Whether `viewer` sees the card `drawer` drew in mission 12: it drew it, or it was drawn from it.
constexpr bool drawn_visible(const State& s, int drawer, int viewer) noexcept {
  return drawer == viewer || draw_source(s, drawer) == viewer;
}

/// Cards seat i held right after the deal (JARVIS: both rows).
constexpr int dealt_hand_size(const State& s, int seat) noexcept {
  if (has_jarvis(s)) return seat == kJarvis ? 2 * kJarvisPiles : 13;
  return kNumCards / s.players + (seat < kNumCards % s.players ? 1 : 0);
}

/// What the viewer knows, gathered once; the choices below pick among its open alternatives.
struct Knowledge {
  int viewer = -1;                              ///< a seat, or -1 for the public
  CardSet hidden = 0;                           ///< the cards to place
  std::array<bool, kMaxSeats> open{};           ///< a crew member whose hand is hidden
  std::array<CardSet, kMaxSeats> excluded{};    ///< cards the seat's hand (or pre-draw hand) cannot hold
  std::array<CardSet, kMaxSeats> anchored{};    ///< hidden cards that were in the seat's hand before the draw
  std::array<std::int8_t, kNumCards> fixed{};   ///< the slot a card must take, -1 if none
  CardSet seen_drawn = 0;                       ///< fixed because the viewer saw it drawn
  std::uint8_t hidden_draws = 0;                ///< bit j: seat j drew a card the viewer did not see
  std::uint8_t dead_zone = 0;                   ///< bit i: seat i's dead-zone card bounds its hand on one side
  bool draw_phase = false;
};

/// Seats with a hidden hand, cards the viewer cannot place, and every constraint on them.
constexpr Knowledge gather(const State& s, int viewer) noexcept {
  Knowledge kn;
  kn.viewer = viewer;
  kn.fixed.fill(-1);
  kn.draw_phase = s.phase == Phase::draw;
  CardSet known = s.played;
  if (viewer >= 0) known |= s.hand[static_cast<std::size_t>(viewer)];
  if (has_jarvis(s)) known |= s.hand[kJarvis];
  kn.hidden = kAllCards & ~known;
  const bool twelve = special_of(s) == Special::draw_after_first;
  const Mission& m = mission(s.mission);
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    if (i == viewer || is_jarvis(s, i)) continue;
    kn.open[k] = true;
    for (int suit = 0; suit < kNumSuits; ++suit)
      if ((s.voids[k] >> suit) & 1U) kn.excluded[k] |= suit_mask(suit);
    const Card c = s.comm_card[k];
    if (c == kNoCard) continue;
    // Mission 12: a token laid before the draws speaks of the hand before them. During the
    // draw phase that hand still bounds what the seat kept; afterwards it is out of reach.
    const bool before_draw = twelve && (kn.draw_phase || ((s.comm_stale >> i) & 1U));
    if (!before_draw || kn.draw_phase) {
      if (m.dead_zone) {
        kn.dead_zone = static_cast<std::uint8_t>(kn.dead_zone | (1U << i));
      } else {
        kn.excluded[k] |= comm_excluded(c, s.comm_pos[k]);
      }
    }
    if (has(kn.hidden, c)) {
      if (before_draw) {
        kn.anchored[k] |= bit(c);
      } else {
        kn.fixed[c] = static_cast<std::int8_t>(i);
      }
    }
  }
  if (twelve)
    for (int j = 0; j < num_drawers(s); ++j) {
      const Card c = s.drawn[static_cast<std::size_t>(j)];
      if (c == kNoCard) continue;
      if (!drawn_visible(s, j, viewer)) {
        kn.hidden_draws = static_cast<std::uint8_t>(kn.hidden_draws | (1U << j));
      } else if (has(kn.hidden, c)) {
        kn.fixed[c] = static_cast<std::int8_t>(j);  // a drawn card stays with its drawer
        kn.seen_drawn |= bit(c);
      }
    }
  // r4 stays with the commander (mission 12: until a draw may take it).
  if (s.phase != Phase::deal && s.commander != kNoSeat && has(kn.hidden, kRocket4) && kn.open[s.commander])
    kn.anchored[s.commander] |= bit(kRocket4);
  // Distress cards the viewer saw lie in their receiver's hand (mission 12: until the draw).
  const bool exchanged = s.distress != 0 && s.distress != 3 && s.phase != Phase::distress_give;
  if (exchanged)
    for (int i = 0; i < s.seats; ++i) {
      const Card c = s.give[static_cast<std::size_t>(i)];
      if (c == kNoCard || !has(kn.hidden, c) || !give_visible(s, i, viewer)) continue;
      const int to = s.distress == 1 ? next_seat(s, i) : prev_seat(s, i);
      if (kn.open[static_cast<std::size_t>(to)]) kn.anchored[static_cast<std::size_t>(to)] |= bit(c);
    }
  // Mission 46: the seat right of `chosen` held p9 when it was announced, and nothing moves it.
  constexpr Card kP9 = 8;
  if (special_of(s) == Special::pink_nine_guard && s.chosen != kNoSeat && has(kn.hidden, kP9)) {
    const int holder = prev_seat(s, s.chosen);
    if (is_jarvis(s, holder)) {
      kn.fixed[kP9] = kJarvisSlot;
    } else if (kn.open[static_cast<std::size_t>(holder)]) {
      kn.fixed[kP9] = static_cast<std::int8_t>(holder);
    }
  }
  return kn;
}

/// The open alternatives: a side for each dead-zone card (no higher / no lower card), and for
/// each unseen mission 12 draw whether the drawn card is still in hand.
struct Choices {
  std::array<std::int8_t, 2 * kMaxSeats> dim_seat{};
  std::array<bool, 2 * kMaxSeats> is_draw{};
  int dims = 0;
  std::array<std::int8_t, kMaxSeats> drawn_kept{};  ///< 1 kept, 0 played, -1 open (a dimension)
};

constexpr Choices list_choices(const State& s, const Knowledge& kn) noexcept {
  Choices ch;
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    ch.drawn_kept[k] = 0;
    if ((kn.dead_zone >> i) & 1U) {
      ch.dim_seat[static_cast<std::size_t>(ch.dims)] = static_cast<std::int8_t>(i);
      ch.is_draw[static_cast<std::size_t>(ch.dims++)] = false;
    }
    if (!((kn.hidden_draws >> i) & 1U)) continue;
    const int hand = count(s.hand[k]);
    const int after_draw = dealt_hand_size(s, i) - 1;  // one trick played, one card taken, one drawn
    if (kn.draw_phase || (hand >= after_draw && hand > 0)) {
      ch.drawn_kept[k] = 1;
    } else if (hand > 0) {
      ch.drawn_kept[k] = -1;
      ch.dim_seat[static_cast<std::size_t>(ch.dims)] = static_cast<std::int8_t>(i);
      ch.is_draw[static_cast<std::size_t>(ch.dims++)] = true;
    }
  }
  return ch;
}

/// The first combination to try, drawn at random: sides evenly, a drawn card kept in
/// proportion to the share of the hand not yet played.
constexpr unsigned first_combo(const State& s, const Choices& ch, Rng& rng) noexcept {
  unsigned combo = 0;
  for (int d = 0; d < ch.dims; ++d) {
    const int seat = ch.dim_seat[static_cast<std::size_t>(d)];
    bool one = false;
    if (ch.is_draw[static_cast<std::size_t>(d)]) {
      const int hand = count(s.hand[static_cast<std::size_t>(seat)]);
      one = static_cast<int>(rng.below(static_cast<std::uint64_t>(dealt_hand_size(s, seat) - 1))) < hand;
    } else {
      one = rng.below(2) == 1;
    }
    if (one) combo |= 1U << d;
  }
  return combo;
}

/// The seats that hold a colour card: the seat to communicate or give, and in a communication
/// window every seat that passed since the last communication (it was asked, so it could speak,
/// and no card has left a hand since the window opened).
constexpr std::uint8_t colour_bound_seats(const State& s) noexcept {
  std::uint8_t m = s.phase == Phase::comm ? s.comm_passed : std::uint8_t{0};
  if ((s.phase == Phase::comm || s.phase == Phase::distress_give) && s.actor < s.seats)
    m = static_cast<std::uint8_t>(m | (1U << s.actor));
  return m;
}

/// The matching problem for one combination. `strict` false drops everything but the sizes
/// (and r4 never under JARVIS): the last resort for states no history could reach.
constexpr Matching build(const State& s, const Knowledge& kn, const Choices& ch, unsigned combo, bool strict) noexcept {
  Matching m;
  std::array<CardSet, kMaxSeats> excluded = kn.excluded;
  std::array<bool, kMaxSeats> kept{};
  for (int i = 0; i < kMaxSeats; ++i) kept[static_cast<std::size_t>(i)] = ch.drawn_kept[static_cast<std::size_t>(i)] == 1;
  for (int d = 0; d < ch.dims; ++d) {
    const std::size_t seat = static_cast<std::size_t>(ch.dim_seat[static_cast<std::size_t>(d)]);
    const bool one = (combo >> d) & 1U;
    if (ch.is_draw[static_cast<std::size_t>(d)]) {
      kept[seat] = one;
    } else {
      excluded[seat] |= comm_excluded(s.comm_card[seat], one ? CommPos::bottom : CommPos::top);
    }
  }
  if (!strict) {
    excluded.fill(0);
    kept.fill(false);
  }
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    if (!kn.open[k]) continue;
    m.cap[k] = count(s.hand[k]);
    if (kept[k]) {
      --m.cap[k];
      m.cap[static_cast<std::size_t>(kDrawnSlot + i)] = 1;
    }
  }
  if (has_jarvis(s)) m.cap[kJarvisSlot] = count(s.jarvis_hidden);
  if (s.phase == Phase::deal) m.cap[kDeckSlot] = kNumCards - s.dealt;
  // A seat that must have a colour card (colour_bound_seats): one slot of its hand takes one.
  std::uint8_t needs_colour = 0;
  if (strict)
    for (int i = 0; i < s.seats; ++i) {
      const std::size_t k = static_cast<std::size_t>(i);
      if (!((colour_bound_seats(s) >> i) & 1U) || !kn.open[k] || m.cap[k] <= 0) continue;
      needs_colour = static_cast<std::uint8_t>(needs_colour | (1U << i));
      --m.cap[k];
      m.cap[static_cast<std::size_t>(kColourSlot + i)] = 1;
    }
  CardSet all_anchored = 0;
  for (CardSet a : kn.anchored) all_anchored |= a;
  for (CardSet left = kn.hidden; left; left &= left - 1) {
    const Card c = lowest(left);
    SlotMask allowed = 0;
    const int fixed = kn.fixed[c];
    int anchor = -1;
    if (strict && has(all_anchored, c))
      for (int i = 0; i < s.seats; ++i)
        if (has(kn.anchored[static_cast<std::size_t>(i)], c)) anchor = i;
    if (strict && fixed >= 0) {
      const bool seat = fixed < kMaxSeats && !has(kn.seen_drawn, c);
      const bool drew = seat && kept[static_cast<std::size_t>(fixed)] && !kn.draw_phase;
      if (!seat || anchor < 0) {
        // Held now; it may be the card the seat drew (drawn, then communicated).
        allowed = static_cast<SlotMask>(slot_bit(fixed) | (drew ? slot_bit(kDrawnSlot + fixed) : 0));
      } else if (anchor == fixed) {
        allowed = slot_bit(fixed);  // held before the draw too, so not the drawn card
      } else if (drew && draw_source(s, fixed) == anchor) {
        allowed = slot_bit(kDrawnSlot + fixed);  // held by another before the draw: drawn from it
      }
    } else {
      for (int i = 0; i < s.seats; ++i) {
        const std::size_t k = static_cast<std::size_t>(i);
        if (!kn.open[k]) continue;
        if ((anchor < 0 || anchor == i) && !has(excluded[k], c)) allowed = static_cast<SlotMask>(allowed | slot_bit(i));
        if (!kept[k]) continue;
        // The card seat i drew came from its source's hand: an anchored card only from there.
        const int src = draw_source(s, i);
        const CardSet bound = kn.draw_phase ? excluded[static_cast<std::size_t>(src)] : excluded[k];
        if ((anchor < 0 || anchor == src) && !has(bound, c) && !has(kn.anchored[k], c))
          allowed = static_cast<SlotMask>(allowed | slot_bit(kDrawnSlot + i));
      }
      if (anchor < 0) {
        if (c != kRocket4) allowed = static_cast<SlotMask>(allowed | slot_bit(kJarvisSlot));
        allowed = static_cast<SlotMask>(allowed | slot_bit(kDeckSlot));
      }
    }
    if (!is_rocket(c))
      for (int i = 0; i < s.seats; ++i)
        if (((needs_colour >> i) & 1U) && ((allowed >> i) & 1U)) allowed = static_cast<SlotMask>(allowed | slot_bit(kColourSlot + i));
    m.allowed[c] = allowed;
  }
  return m;
}

/// A card for a record the viewer cannot see (a distress card, a drawn card already played):
/// from `prefer` if it has any, else from `fallback`; kNoCard if both are empty.
constexpr Card pick(CardSet prefer, CardSet fallback, Rng& rng) noexcept {
  if (prefer) return random_card(prefer, rng);
  if (fallback) return random_card(fallback, rng);
  return kNoCard;
}

/// Writes the matching into a copy of s and redraws the hidden records to agree with it.
constexpr State assemble(const State& s, const Knowledge& kn, const Matching& m, Rng& rng) noexcept {
  State out = s;
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    if (!kn.open[k]) continue;
    out.hand[k] = m.held[k] | m.held[static_cast<std::size_t>(kDrawnSlot + i)] | m.held[static_cast<std::size_t>(kColourSlot + i)];
  }
  if (has_jarvis(s)) {
    CardSet down = m.held[kJarvisSlot];
    out.jarvis_hidden = down;
    for (std::size_t p = 0; p < kJarvisPiles; ++p) {
      if (s.pile_down[p] == kNoCard) continue;
      const Card c = random_card(down, rng);
      out.pile_down[p] = c;
      down &= ~bit(c);
    }
  }
  // Records already pinned down: the ones the viewer sees.
  CardSet used = 0;
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    if (s.give[k] != kNoCard && give_visible(s, i, kn.viewer)) used |= bit(s.give[k]);
    if (s.drawn[k] != kNoCard && !((kn.hidden_draws >> i) & 1U)) used |= bit(s.drawn[k]);
  }
  for (int j = 0; j < s.seats; ++j) {
    const std::size_t k = static_cast<std::size_t>(j);
    if (!((kn.hidden_draws >> j) & 1U)) continue;
    const CardSet kept = m.held[static_cast<std::size_t>(kDrawnSlot + j)];
    if (kept) {
      out.drawn[k] = lowest(kept);
    } else {
      // Played since: preferably the card it has on the table now.
      CardSet mine = 0, theirs = 0;
      for (int t = 0; t < s.in_trick; ++t) {
        const Card c = s.trick_cards[static_cast<std::size_t>(t)];
        if ((s.leader + t) % s.seats == j) mine |= bit(c); else theirs |= bit(c);
      }
      out.drawn[k] = pick(mine & ~used, s.played & ~theirs & ~used, rng);
      if (out.drawn[k] == kNoCard) out.drawn[k] = pick(s.played & ~used, kAllCards & ~used, rng);
    }
    used |= bit(out.drawn[k]);
  }
  const bool exchanged = s.distress != 0 && s.distress != 3 && s.phase != Phase::distress_give;
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    if (s.give[k] == kNoCard || give_visible(s, i, kn.viewer)) continue;
    Card c = kNoCard;
    if (!exchanged) {
      c = pick(out.hand[k] & kColourCards, kColourCards & ~used, rng);  // still in the giver's hand
    } else {
      const std::size_t to = static_cast<std::size_t>(s.distress == 1 ? next_seat(s, i) : prev_seat(s, i));
      const CardSet drawn_later = out.drawn[to] == kNoCard ? 0 : bit(out.drawn[to]);
      c = pick(out.hand[to] & kColourCards & ~drawn_later & ~used, s.played & kColourCards & ~used, rng);
      if (c == kNoCard) c = pick(kColourCards & ~used, kColourCards, rng);
    }
    out.give[k] = c;
    used |= bit(c);
  }
  // Preset tasks still face down: any colour cards that are not face up already.
  CardSet shown = 0;
  for (int i = 0; i < s.revealed; ++i) shown |= bit(s.tasks[static_cast<std::size_t>(i)].card);
  for (int i = s.revealed; i < kMaxTasks; ++i) {
    Task& t = out.tasks[static_cast<std::size_t>(i)];
    if (t.card == kNoCard) continue;
    t.card = random_card(kColourCards & ~shown, rng);
    shown |= bit(t.card);
  }
  return out;
}

/// Whether the state satisfies what build() could not always say as slots: every seat of
/// colour_bound_seats holds a colour card (a hand whose only hidden room is a drawn card).
constexpr bool colour_seats_hold_colour(const State& s) noexcept {
  const std::uint8_t m = colour_bound_seats(s);
  for (int i = 0; i < s.seats; ++i)
    if (((m >> i) & 1U) && !(s.hand[static_cast<std::size_t>(i)] & kColourCards)) return false;
  return true;
}

}  // namespace detail::rs

/// A full state `seat` cannot tell apart from s: observe(result, seat) == observe(s, seat), and
/// the hidden cards and records are redrawn consistently with everything the seat may know (see
/// the file comment), so that play can go on from it. Deterministic given rng's state; several
/// calls with one rng give widely varying results.
/// `seat` is a crew member 0..players-1 (JARVIS, seat 2 with 2 players, is not a viewer), or
/// kViewPublic for what a spectator may know; kViewAll returns s unchanged. Any other value is
/// a precondition violation and is treated as kViewPublic. s must be a state reachable by play
/// (or one the snapshot validator accepts); for anything else the result is unspecified.
constexpr State resample(const State& s, int seat, Rng& rng) noexcept {
  if (seat == kViewAll) return s;
  using namespace detail::rs;
  const int viewer = seat >= 0 && seat < s.players ? seat : -1;
  const Knowledge kn = gather(s, viewer);
  const Choices ch = list_choices(s, kn);
  const unsigned combos = 1U << ch.dims;
  const unsigned first = first_combo(s, ch, rng);
  // Each combination is a different way the ambiguous facts may stand; a state reached by play
  // satisfies at least one, and the first is drawn at random so none is favoured.
  for (unsigned t = 0; t < combos; ++t) {
    Matching m = build(s, kn, ch, first ^ t, true);
    if (!match(m, kn.hidden, rng)) continue;
    const State out = assemble(s, kn, m, rng);
    if (colour_seats_hold_colour(out)) return out;
  }
  Matching m = build(s, kn, ch, 0, false);
  if (match(m, kn.hidden, rng)) return assemble(s, kn, m, rng);
  return s;  // the hand sizes themselves are inconsistent: nothing sensible to redraw
}

}  // namespace bgb::crew
