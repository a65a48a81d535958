// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Crew's rules as pure functions of a State: who acts, what is legal, what an action does.
/// Seed 002 ("A Tripulação") is the authority; rule names in comments quote its sections.
#include <array>
#include <cstdint>

#include "bgb/core/chance.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/crew/actions.hpp"
#include "bgb/crew/cards.hpp"
#include "bgb/crew/conditions.hpp"
#include "bgb/crew/flow.hpp"
#include "bgb/crew/missions.hpp"
#include "bgb/crew/state.hpp"

namespace bgb::crew {

/// Enough for any decision (a 5-player handover of 10 tasks: 41) and any chance node (40).
inline constexpr int kMaxLegalActions = 48;
using ActionList = FixedVector<ActionId, kMaxLegalActions>;
using ChanceList = FixedVector<ChanceOutcome, kMaxLegalActions>;

namespace detail {

/// JARVIS's face-down card on pile p becomes its face-up card (or the pile empties).
constexpr void uncover_pile(State& s, int p) noexcept {
  const std::size_t i = static_cast<std::size_t>(p);
  s.pile_up[i] = s.pile_down[i];
  if (s.pile_down[i] == kNoCard) return;
  s.hand[kJarvis] |= bit(s.pile_down[i]);
  s.jarvis_hidden &= ~bit(s.pile_down[i]);
  s.pile_down[i] = kNoCard;
}

/// Whether card c, played after b, takes the lead from it ("Jogando as Vazas"): a higher card of
/// b's suit, or a rocket over any other suit.
constexpr bool beats(Card c, Card b) noexcept { return suit_of(c) == suit_of(b) ? value_of(c) > value_of(b) : is_rocket(c); }

/// Index (in play order) of the card leading the trick after its first n cards (n >= 1); with
/// n = seats, the card that wins the trick: the one a scan taking each card that beats() the
/// lead so far ends on. That scan's branch cannot be predicted in a random trick, so each card
/// gets a key ordered as beats() orders them (a rocket 100..103, over a card of the led suit
/// 32..67, over any other 0; within a suit by card number) and the largest is kept without one.
constexpr int leading_index(const State& s, int n) noexcept {
  const int led = suit_of(s.trick_cards[0]);
  int best = 0, best_key = 0;
  for (int i = 0; i < n; ++i) {
    const Card c = s.trick_cards[static_cast<std::size_t>(i)];
    const int key = is_rocket(c) ? 64 + c : suit_of(c) == led ? 32 + c : 0;
    const bool higher = key > best_key;
    best = higher ? i : best;
    best_key = higher ? key : best_key;
  }
  return best;
}

/// Index (in play order) of the card that wins a full trick.
constexpr int trick_winner_index(const State& s) noexcept { return leading_index(s, s.seats); }

constexpr void finish_trick(State& s) noexcept {
  const int win_index = trick_winner_index(s);
  const Card win = s.trick_cards[static_cast<std::size_t>(win_index)];
  const int winner = seat_after(s, s.leader, win_index);
  CardSet trick = 0;
  for (int i = 0; i < s.seats; ++i) trick |= bit(s.trick_cards[static_cast<std::size_t>(i)]);
  ++s.trick;
  ++s.tricks_won[static_cast<std::size_t>(winner)];
  s.last_trick = trick;
  s.last_cards = s.trick_cards;
  s.last_leader = s.leader;
  if (has_jarvis(s)) {
    // The face-down card under a played face-up card turns up once the trick is over.
    for (int p = 0; p < kJarvisPiles; ++p) {
      const std::size_t i = static_cast<std::size_t>(p);
      if (s.pile_up[i] == kNoCard || !has(trick, s.pile_up[i])) continue;
      uncover_pile(s, p);
    }
  }
  s.in_trick = 0;
  s.trick_cards.fill(kNoCard);
  s.leader = static_cast<std::uint8_t>(winner);
  score_trick(s, trick, winner, win);
  if (s.phase == Phase::over) return;
  // Mission 12: "after trick 1 each seat draws a random card from the seat to its right".
  if (s.trick == 1 && special_of(s) == Special::draw_after_first) return start_draw(s);
  open_window(s);
}

/// Moves every chosen distress card at once; a card given to JARVIS lies face up on the pile
/// that JARVIS's own given card left.
constexpr void resolve_distress(State& s) noexcept {
  const bool left = s.distress == 1;
  int free_pile = -1;
  if (has_jarvis(s) && s.give[kJarvis] != kNoCard)
    for (int p = 0; p < kJarvisPiles; ++p)
      if (s.pile_up[static_cast<std::size_t>(p)] == s.give[kJarvis]) free_pile = p;
  std::array<CardSet, kMaxSeats> incoming{};
  for (int seat = 0; seat < s.seats; ++seat) {
    const Card c = s.give[static_cast<std::size_t>(seat)];
    if (c == kNoCard) continue;
    const int to = left ? next_seat(s, seat) : prev_seat(s, seat);
    s.hand[static_cast<std::size_t>(seat)] &= ~bit(c);
    incoming[static_cast<std::size_t>(to)] |= bit(c);
  }
  for (int seat = 0; seat < s.seats; ++seat) {
    const CardSet in = incoming[static_cast<std::size_t>(seat)];
    s.hand[static_cast<std::size_t>(seat)] |= in;
    if (!is_jarvis(s, seat) || free_pile < 0) continue;
    const std::size_t p = static_cast<std::size_t>(free_pile);
    if (in) {
      s.pile_up[p] = lowest(in);
    } else {  // nothing came back: the face-down card is uncovered now
      uncover_pile(s, free_pile);
    }
  }
  start_tricks(s);
}

/// Next seat (clockwise from the commander) that has a colour card to give; -1 when done.
constexpr int next_giver(const State& s, int from) noexcept {
  for (int k = from; k < s.seats; ++k) {
    const int seat = seat_at(s, k);
    if (s.hand[static_cast<std::size_t>(seat)] & kColourCards) return k;
  }
  return -1;
}

}  // namespace detail

/// The seat to act, kChance or kTerminal. JARVIS's decisions belong to the commander.
constexpr PlayerId current_player(const State& s) noexcept {
  switch (s.phase) {
    case Phase::over: return kTerminal;
    case Phase::deal:
    case Phase::reveal:
    case Phase::draw: return kChance;
    default: return detail::is_jarvis(s, s.actor) ? s.commander : s.actor;
  }
}

constexpr bool is_terminal(const State& s) noexcept { return s.phase == Phase::over; }

/// Cards the actor may play now: the led suit if it has any, else anything.
constexpr CardSet playable_cards(const State& s) noexcept {
  const CardSet hand = s.hand[s.actor];
  if (s.in_trick == 0) return hand;
  const CardSet follow = hand & suit_mask(suit_of(s.trick_cards[0]));
  return follow ? follow : hand;
}

namespace detail {
/// The cards a seat may communicate, in the order they are listed: per colour, its lowest card,
/// then its highest if it holds two or more. Returns how many were written.
constexpr int communicable_cards(CardSet hand, std::array<Card, 2 * kRocketSuit>& out) noexcept {
  int n = 0;
  for (int suit = 0; suit < kRocketSuit; ++suit) {
    const CardSet same = hand & suit_mask(suit);
    if (!same) continue;
    out[static_cast<std::size_t>(n++)] = lowest(same);
    if (same & (same - 1)) out[static_cast<std::size_t>(n++)] = highest(same);  // two or more: no popcount
  }
  return n;
}
}  // namespace detail

/// Writes the legal decisions of the seat to act in ascending id order (empty at chance and
/// terminal nodes), so that picking by index agrees across the C++ API, the registry and C.
constexpr void legal_actions(const State& s, ActionList& out) noexcept {
  out.clear();
  const std::size_t actor = s.actor;
  switch (s.phase) {
    case Phase::play:
      for (CardSet m = playable_cards(s); m; m &= m - 1) out.push_back(act::play(lowest(m)));
      return;
    case Phase::comm: {
      std::array<Card, 2 * kRocketSuit> cards{};
      const int n = detail::communicable_cards(s.hand[actor], cards);
      for (int i = 0; i < n; ++i) out.push_back(act::comm(cards[static_cast<std::size_t>(i)]));
      out.push_back(act::kPass);
      return;
    }
    case Phase::pick:
      for (CardSet m = detail::task_cards_of(s, kNoSeat); m; m &= m - 1) out.push_back(act::pick(lowest(m)));
      return;
    case Phase::handover:
      out.push_back(act::kPass);  // 188 sorts before every handover id
      for (CardSet m = detail::task_cards_of(s, s.actor); m; m &= m - 1)
        for (int to = 0; to < s.seats; ++to)
          if (to != static_cast<int>(actor)) out.push_back(act::handover(lowest(m), to));
      return;
    case Phase::distress:
      out.push_back(act::kDistressLeft);
      out.push_back(act::kDistressRight);
      out.push_back(act::kNoDistress);
      return;
    case Phase::distress_give:
      for (CardSet m = s.hand[actor] & kColourCards; m; m &= m - 1) out.push_back(act::give(lowest(m)));
      return;
    case Phase::question: {
      const Special sp = detail::special_of(s);
      const act::Answer from = sp == Special::sick_member ? act::Answer::good
                               : sp == Special::roles     ? act::Answer::first4
                                                          : act::Answer::yes;
      const int n = sp == Special::roles ? 3 : 2;
      for (int i = 0; i < n; ++i) out.push_back(act::answer(from) + i);
      return;
    }
    case Phase::choose:
    case Phase::assign: {
      const std::uint8_t seats = s.phase == Phase::choose ? detail::choosable_seats(s) : detail::assignable_seats(s);
      for (int i = 0; i < s.seats; ++i)
        if ((seats >> i) & 1U) out.push_back(s.phase == Phase::choose ? act::choose(i) : act::assign(i));
      return;
    }
    case Phase::swap:
      for (ActionId a = act::kSwap; a < act::kNoSwap; ++a) {
        int t1 = 0, t2 = 0;
        detail::swap_pair(a, t1, t2);
        if (detail::task_with_token(s, static_cast<Token>(t1)) >= 0 && detail::task_with_token(s, static_cast<Token>(t2)) >= 0)
          out.push_back(a);
      }
      out.push_back(act::kNoSwap);
      return;
    case Phase::move:
      for (int t = 1; t <= 3; ++t) {
        if (detail::task_with_token(s, static_cast<Token>(t)) < 0) continue;
        for (CardSet m = detail::untokened_tasks(s); m; m &= m - 1) out.push_back(act::move(t, lowest(m)));
      }
      out.push_back(act::kNoMove);
      return;
    case Phase::roles:
      for (int a = 0; a < s.seats; ++a)
        for (int b = 0; b < s.seats; ++b)
          if (a != b) out.push_back(act::roles(a, b));
      return;
    default: return;
  }
}

namespace detail {
/// The cards the deal may give next.
constexpr CardSet undealt_cards(const State& s) noexcept {
  CardSet left = kAllCards & ~dealt_cards(s);
  // 2 players: "Separe o 4 de foguetes" until JARVIS's 14 cards are out.
  if (has_jarvis(s) && s.dealt < 2 * kJarvisPiles) left &= ~bit(kRocket4);
  return left;
}

/// The cards a chance node may produce next, in ascending order, all with weight 1.
constexpr CardSet chance_cards(const State& s) noexcept {
  if (s.phase == Phase::deal) return undealt_cards(s);
  if (s.phase == Phase::reveal) {
    CardSet shown = 0;
    for (int i = 0; i < s.revealed; ++i) shown |= bit(s.tasks[static_cast<std::size_t>(i)].card);
    return kColourCards & ~shown;
  }
  if (s.phase == Phase::draw) return drawable_cards(s);
  return 0;
}
constexpr ActionId chance_base(const State& s) noexcept {
  return s.phase == Phase::deal ? act::kDeal : s.phase == Phase::draw ? act::kDraw : act::kTask;
}
}  // namespace detail

/// Writes the chance outcomes (uniform over the cards that may come next).
constexpr void chance_outcomes(const State& s, ChanceList& out) noexcept {
  out.clear();
  const ActionId base = detail::chance_base(s);
  for (CardSet left = detail::chance_cards(s); left; left &= left - 1)
    out.push_back({base + lowest(left), 1});
}

namespace detail {
/// nth_card(set, rng.below(count(set))), the byte counts computed once. Precondition: set != 0.
constexpr Card draw_card(CardSet set, Rng& rng) noexcept {
  const std::uint64_t upto = bits::byte_counts(set) * 0x0101010101010101ULL;  // top byte: count(set)
  return static_cast<Card>(bits::select(set, upto, static_cast<int>(rng.below(upto >> 56))));
}
}  // namespace detail

/// Draws a chance outcome exactly as bgb::sample_chance would from chance_outcomes(), without
/// building the list: uniform weights make draw_weighted's one rng.below(count) pick the r-th
/// remaining card, which nth_card finds in the set directly. The deal, 40 of a 4-player game's
/// ~72 actions, comes first and skips chance_cards' phase tests.
constexpr ActionId sample_chance(const State& s, Rng& rng) noexcept {
  if (s.phase == Phase::deal && s.dealt < kNumCards) {
    const CardSet left = detail::undealt_cards(s);
    const std::uint64_t upto = bits::byte_counts(left) * 0x0101010101010101ULL;  // top byte: count(left)
    // A deal in progress has handed out exactly `dealt` cards, so the draw's bound is known
    // from the counter before the hands are read: the random number no longer waits for the
    // count, and each card waits only for the previous card's select. The check keeps the
    // generic answer for any state whose counter and hands disagree.
    const int expected = kNumCards - s.dealt - (detail::has_jarvis(s) && s.dealt < 2 * kJarvisPiles ? 1 : 0);
    if (static_cast<int>(upto >> 56) == expected)
      return act::kDeal + bits::select(left, upto, static_cast<int>(rng.below(static_cast<std::uint64_t>(expected))));
    if (left) return act::kDeal + detail::draw_card(left, rng);
  }
  const CardSet left = detail::chance_cards(s);
  if (!left) return kInvalidAction;
  return detail::chance_base(s) + detail::draw_card(left, rng);
}

/// The decision bgb::random_action's generic path picks (legal_actions, then one rng.below of
/// its size, the id at that index), with the same rng use: a card play, most decisions of a
/// game, draws from the playable set as a deal draws from the undealt cards, unlisted, and so do
/// a distress gift, a task pick and a communication; the other decisions index their list.
/// Precondition: a seat acts.
constexpr ActionId random_action(const State& s, Rng& rng) noexcept {
  if (s.phase == Phase::play) return act::play(detail::draw_card(playable_cards(s), rng));
  // A distress gift and a task pick list one id per card of a set, in card order, too.
  if (s.phase == Phase::distress_give)
    if (const CardSet colours = s.hand[s.actor] & kColourCards) return act::give(detail::draw_card(colours, rng));
  if (s.phase == Phase::pick)
    if (const CardSet open = detail::task_cards_of(s, kNoSeat)) return act::pick(detail::draw_card(open, rng));
  if (s.phase == Phase::comm) {  // the cards, then pass, as legal_actions lists them
    std::array<Card, 2 * kRocketSuit> cards{};
    const int n = detail::communicable_cards(s.hand[s.actor], cards);
    const auto i = static_cast<int>(rng.below(static_cast<std::uint64_t>(n + 1)));
    return i < n ? act::comm(cards[static_cast<std::size_t>(i)]) : act::kPass;
  }
  ActionList actions;
  legal_actions(s, actions);
  return bgb::uniform_pick(actions, rng);
}

/// Whether `a` may be applied to s (a legal decision or a chance outcome with positive weight).
/// A card play, most decisions of a game, is checked against the playable set; the other
/// decisions against their list.
constexpr bool is_legal(const State& s, ActionId a) noexcept {
  if (s.phase == Phase::play) return a >= act::kPlay && a < act::kDeal && has(playable_cards(s), static_cast<Card>(a - act::kPlay));
  if (current_player(s) == kChance) {
    const ActionId card = a - detail::chance_base(s);
    const act::Kind want = s.phase == Phase::deal ? act::Kind::deal
                           : s.phase == Phase::draw ? act::Kind::draw
                                                    : act::Kind::task;
    const bool right_kind = act::kind_of(a) == want;
    return right_kind && has(detail::chance_cards(s), static_cast<Card>(card));
  }
  ActionList actions;
  legal_actions(s, actions);
  return actions.contains(a);
}

namespace detail {

// A play and a deal, most of a game's actions, read the state they start from (`from`) and
// write the new one (`to`); from == to applies in place. apply_unchecked passes its input as
// `from` and the copy it returns as `to`, so that no field of the copy is read back: the copy's
// 16-byte stores, and the narrow stores a step makes after them, cannot be forwarded to the
// next copy's 16-byte loads, and a field read back from the copy would wait for that too.
// Every field is read from `from` before `to`'s is written.

/// `play CARD` by the actor; the seats-th card of a trick ends it.
constexpr void play_card(const State& from, State& to, Card c) noexcept {
  const std::size_t actor = from.actor;
  const std::uint8_t in_trick = from.in_trick;
  if (in_trick > 0 && suit_of(c) != suit_of(from.trick_cards[0]))
    to.voids[actor] = static_cast<std::uint8_t>(from.voids[actor] | (1U << suit_of(from.trick_cards[0])));
  to.hand[actor] = from.hand[actor] & ~bit(c);
  to.played = from.played | bit(c);
  const std::uint8_t next = next_seat(from, from.actor);
  to.trick_cards[in_trick] = c;
  to.in_trick = static_cast<std::uint8_t>(in_trick + 1);
  if (in_trick + 1 == from.seats) return finish_trick(to);
  to.actor = next;
}

/// The deal's next card to its recipient ("Preparação"): the d-th card goes to deal_target.
constexpr void deal_card(const State& from, State& to, Card c) noexcept {
  const std::uint8_t dealt = from.dealt;
  const int target = deal_target(from, dealt);
  if (target >= 10) {
    to.pile_down[static_cast<std::size_t>(target - 10)] = c;
    to.jarvis_hidden = from.jarvis_hidden | bit(c);
  } else {
    if (is_jarvis(from, target)) to.pile_up[static_cast<std::size_t>(dealt - kJarvisPiles)] = c;
    to.hand[static_cast<std::size_t>(target)] = from.hand[static_cast<std::size_t>(target)] | bit(c);
  }
  to.dealt = static_cast<std::uint8_t>(dealt + 1);
  if (dealt + 1 == kNumCards) after_deal(to);
}

}  // namespace detail

/// Applies a legal action to s itself. Precondition: is_legal(s, a); anything else is undefined.
constexpr void apply_in_place(State& s, ActionId a) noexcept {
  using namespace detail;
  const std::size_t actor = s.actor;
  // A card play (most decisions) and a deal (40 of a game's chance outcomes) are tested for
  // first by their id ranges: kind_of's chain of 20 tests is too long for g++ to inline into
  // the large files that call apply (the benchmarks' among them), and card_of tests it again.
  if (a >= act::kPlay && a < act::kDeal) return play_card(s, s, static_cast<Card>(a - act::kPlay));
  if (a >= act::kDeal && a < act::kTask) return deal_card(s, s, static_cast<Card>(a - act::kDeal));
  switch (act::kind_of(a)) {
    case act::Kind::play:  // above
    case act::Kind::deal: return;
    case act::Kind::task: reveal_task(s, act::card_of(a)); return;
    case act::Kind::pick: {
      const Card c = act::card_of(a);
      int open = 0;
      for (int i = 0; i < s.num_tasks; ++i) {
        Task& t = s.tasks[static_cast<std::size_t>(i)];
        if (t.card == c) t.owner = s.actor;
        if (t.owner == kNoSeat) ++open;
      }
      s.actor = next_seat(s, s.actor);
      if (open == 0) after_tasks_assigned(s);
      return;
    }
    case act::Kind::handover: {
      const Card c = act::card_of(a);
      for (int i = 0; i < s.num_tasks; ++i)
        if (s.tasks[static_cast<std::size_t>(i)].card == c)
          s.tasks[static_cast<std::size_t>(i)].owner = static_cast<std::uint8_t>((a - act::kHandover) % 5);
      s.handed_over = 1;  // "the first handover ends the round"
      start_distress(s);
      return;
    }
    case act::Kind::pass:
      if (s.phase == Phase::handover) {
        const int k = next_task_holder(s, s.asked + 1);
        if (k < 0) {
          s.handed_over = 1;
          start_distress(s);
        } else {
          s.asked = static_cast<std::uint8_t>(k);
          s.actor = seat_at(s, k);
        }
      } else {  // a communication window: the next seat that has not passed since the last word
        s.comm_passed = static_cast<std::uint8_t>(s.comm_passed | (1U << actor));
        ask_next_speaker(s, next_seat(s, s.actor));
      }
      return;
    case act::Kind::comm: {
      const Card c = act::card_of(a);
      s.comm_card[actor] = c;
      // Dead zone: the token goes face down, so no position is recorded at all.
      s.comm_pos[actor] = mission(s.mission).dead_zone ? CommPos::none : true_comm_pos(s.hand[actor], c);
      s.comm_used |= static_cast<std::uint8_t>(1U << actor);
      // "a qualquer momento antes de se jogar uma vaza": whoever passed may now answer it, so
      // the window goes round again from the seat after the communicator.
      s.comm_passed = 0;
      ask_next_speaker(s, next_seat(s, s.actor));
      return;
    }
    case act::Kind::distress_left:
    case act::Kind::distress_right: {
      s.distress = act::kind_of(a) == act::Kind::distress_left ? 1 : 2;
      const int k = next_giver(s, 0);
      if (k < 0) {
        resolve_distress(s);
      } else {
        s.phase = Phase::distress_give;
        s.asked = static_cast<std::uint8_t>(k);
        s.actor = seat_at(s, k);
      }
      return;
    }
    case act::Kind::no_distress:
      s.distress = 3;
      start_tricks(s);
      return;
    case act::Kind::answer: {
      s.answers[actor] = static_cast<std::uint8_t>(a - act::kAnswer);
      if (++s.asked < s.seats) {
        s.actor = seat_at(s, s.asked);
      } else {
        after_questions(s);
      }
      return;
    }
    case act::Kind::choose:
      s.chosen = static_cast<std::uint8_t>(a - act::kChoose);
      after_choice(s);
      return;
    case act::Kind::assign:
      // The tasks are all face up; they are given in reveal order, each after its question.
      s.tasks[static_cast<std::size_t>(next_unassigned_task(s))].owner = static_cast<std::uint8_t>(a - act::kAssign);
      after_assign(s);
      return;
    case act::Kind::swap: {
      int t1 = 0, t2 = 0;
      swap_pair(a, t1, t2);
      const int i = task_with_token(s, static_cast<Token>(t1)), j = task_with_token(s, static_cast<Token>(t2));
      s.tasks[static_cast<std::size_t>(i)].token = static_cast<Token>(t2);
      s.tasks[static_cast<std::size_t>(j)].token = static_cast<Token>(t1);
      commander_decides(s, Phase::pick);
      return;
    }
    case act::Kind::move: {
      const Token t = static_cast<Token>((a - act::kMove) / kNumColourCards + 1);
      const Card c = act::card_of(a);
      s.tasks[static_cast<std::size_t>(task_with_token(s, t))].token = Token::none;
      for (int i = 0; i < s.revealed; ++i)
        if (s.tasks[static_cast<std::size_t>(i)].card == c) s.tasks[static_cast<std::size_t>(i)].token = t;
      commander_decides(s, Phase::pick);
      return;
    }
    case act::Kind::no_swap:
    case act::Kind::no_move: commander_decides(s, Phase::pick); return;
    case act::Kind::roles:
      s.chosen = static_cast<std::uint8_t>((a - act::kRoles) / 5);
      s.chosen_last = static_cast<std::uint8_t>((a - act::kRoles) % 5);
      after_tasks_assigned(s);
      return;
    case act::Kind::draw: {
      const Card c = act::card_of(a);
      const std::size_t drawer = s.asked;
      s.hand[static_cast<std::size_t>(draw_source(s, s.asked))] &= ~bit(c);
      s.hand[drawer] |= bit(c);
      s.drawn[drawer] = c;
      if (++s.asked < num_drawers(s)) {
        s.actor = s.asked;
      } else {
        after_draws(s);
      }
      return;
    }
    case act::Kind::give: {
      s.give[actor] = act::card_of(a);
      const int k = next_giver(s, s.asked + 1);
      if (k < 0) {
        resolve_distress(s);
      } else {
        s.asked = static_cast<std::uint8_t>(k);
        s.actor = seat_at(s, k);
      }
      return;
    }
    default: return;
  }
}

/// Applies a legal action and returns the new state; `in` is untouched.
/// Precondition: is_legal(in, a); anything else is undefined.
constexpr State apply_unchecked(const State& in, ActionId a) noexcept {
  State s = in;
  if (a >= act::kPlay && a < act::kDeal) {
    detail::play_card(in, s, static_cast<Card>(a - act::kPlay));
  } else if (a >= act::kDeal && a < act::kTask) {
    detail::deal_card(in, s, static_cast<Card>(a - act::kDeal));
  } else {
    apply_in_place(s, a);
  }
  return s;
}

/// Per-seat returns: 1 for every crew member on success, 0 otherwise (co-operative).
constexpr double mission_return(const State& s) noexcept {
  return s.phase == Phase::over && s.success ? 1.0 : 0.0;
}

/// A fresh state before the deal, for validated players (2..5) and mission (1..50).
constexpr State new_state(int players, int mission_number) noexcept {
  State s;
  s.players = static_cast<std::uint8_t>(players);
  s.seats = static_cast<std::uint8_t>(players == 2 ? 3 : players);
  s.mission = static_cast<std::uint8_t>(mission_number);
  s.num_tasks = mission(mission_number).tasks;
  s.trick_cards.fill(kNoCard);
  s.last_cards.fill(kNoCard);
  s.pile_up.fill(kNoCard);
  s.pile_down.fill(kNoCard);
  s.comm_card.fill(kNoCard);
  s.give.fill(kNoCard);
  s.answers.fill(kNoAnswer);
  s.drawn.fill(kNoCard);
  return s;
}

}  // namespace bgb::crew
