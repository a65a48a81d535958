// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Crew's knowledge for the search bots (include/bgb/bots/policy.hpp): a rollout policy
/// and a communication convention.
/// Uniformly random rollouts fail most missions on a trick nobody had to lose: a seat wins
/// another seat's task card when it could have played something else ("Se um jogador ganhar nem
/// que seja uma carta correspondente à carta de tarefa de outro jogador, a missão é dada como
/// perdida"), or breaks a task token's order. The policy never
/// plays a card that ends the mission in failure when another card does not, keeps silent
/// (communication and the distress signal are the search's decisions, not a rollout's), leads
/// a suit's top card when a teammate holds the leader's task card in it, and is random
/// otherwise. A search cannot value a communication (its rollouts see a whole deal, so what a
/// card tells a teammate changes nothing in them), so the search follows a convention instead
/// (search_actions): a seat communicates a card an open task depends on, else passes; what it
/// told then narrows every teammate's resampled deals (resample.hpp). docs/bots.md measures
/// what each part adds.
#include <algorithm>

#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/crew/rules.hpp"

namespace bgb::crew {

namespace heuristic {

/// How a card played now bodes for the trick as it stands: the seat that would take the trick
/// with it (if no one else played after) should own the open tasks among its cards. +1 for
/// each open task card that would go to its owner, -1 for each that would go to another seat.
/// Exact for the trick's last card; a beginner's guess before.
constexpr int trick_outlook(const State& s, Card c) noexcept {
  const int n = s.in_trick;  // cards already in the trick; c is the next one
  int best_index = n;
  if (n > 0) {
    best_index = detail::leading_index(s, n);
    if (detail::beats(c, s.trick_cards[static_cast<std::size_t>(best_index)])) best_index = n;
  }
  const int winner = (s.leader + best_index) % s.seats;
  CardSet trick = bit(c);
  for (int i = 0; i < n; ++i) trick |= bit(s.trick_cards[static_cast<std::size_t>(i)]);
  int score = 0;
  for (int t = 0; t < s.num_tasks; ++t) {
    const Task& task = s.tasks[static_cast<std::size_t>(t)];
    if (task.done_trick || task.card >= kNumCards) continue;
    if (has(trick, task.card)) score += task.owner == winner ? 1 : -1;
  }
  return score;
}

/// For the seat about to lead: 1 when `c` is higher than every other card of its suit still
/// in the others' hands and that suit holds an open task card of the seat's that another seat
/// holds (it can then drop the card into a trick its owner surely wins), else 0. Reads every
/// hand, as a rollout from a resampled deal may.
constexpr int lead_outlook(const State& s, Card c) noexcept {
  const int seat = s.actor;
  if (s.in_trick != 0 || c >= kNumColourCards) return 0;
  const CardSet suit = suit_mask(suit_of(c));
  CardSet others = 0;
  for (int i = 0; i < s.seats; ++i)
    if (i != seat) others |= s.hand[static_cast<std::size_t>(i)];
  if ((others & suit) != 0 && highest(others & suit) > c) return 0;
  for (int t = 0; t < s.num_tasks; ++t) {
    const Task& task = s.tasks[static_cast<std::size_t>(t)];
    if (task.done_trick || task.owner != seat || task.card >= kNumColourCards) continue;
    if (has(others & suit, task.card)) return 1;
  }
  return 0;
}

/// What a communication of `c` by the seat to act tells the crew about the open tasks, by the
/// convention the search follows (see search_actions): 3 for another seat's task card (its
/// owner learns where it is and the others that they must not take it), 2 for the seat's own
/// task card, or for the top card of a suit in which the seat owns a task it can win with it,
/// 0 for anything else (nothing a teammate's play depends on).
constexpr int comm_value(const State& s, Card c) noexcept {
  const int seat = s.actor;
  int value = 0;
  for (int t = 0; t < s.num_tasks; ++t) {
    const Task& task = s.tasks[static_cast<std::size_t>(t)];
    if (task.done_trick || task.card >= kNumColourCards || task.owner == kNoSeat) continue;
    if (task.card == c) {
      value = std::max(value, task.owner == seat ? 2 : 3);
    } else if (task.owner == seat && suit_of(task.card) == suit_of(c) && c > task.card &&
               c == highest(s.hand[static_cast<std::size_t>(seat)] & suit_mask(suit_of(c)))) {
      value = std::max(value, 2);
    }
  }
  return value;
}

/// The communication the convention picks for the seat to act (a comm action), or pass when
/// no card it may communicate says anything about an open task. Ties go to the lower id.
constexpr ActionId convention_comm(const State& s) noexcept {
  ActionList legal;
  legal_actions(s, legal);
  ActionId best = act::kPass;
  int best_value = 0;
  for (ActionId a : legal) {
    if (act::kind_of(a) != act::Kind::comm) continue;
    const int v = comm_value(s, act::card_of(a));
    if (v > best_value) {
      best_value = v;
      best = a;
    }
  }
  return best;
}

}  // namespace heuristic

/// A rollout decision for the seat to act. Precondition: a seat is to act.
inline ActionId rollout_action(const State& s, Rng& rng) noexcept {
  ActionList legal;
  legal_actions(s, legal);
  if (s.phase == Phase::comm && legal.contains(act::kPass)) return act::kPass;
  if (s.phase == Phase::distress && legal.contains(act::kNoDistress)) return act::kNoDistress;
  if (s.phase != Phase::play || legal.size() == 1)
    return bgb::uniform_pick(legal, rng);
  // Never a card that fails the mission when another does not; among the rest, the ones whose
  // trick looks best for the task cards in it, at random.
  ActionList pool;
  int best = -1000;
  for (ActionId a : legal) {
    const State next = apply_unchecked(s, a);
    if (is_terminal(next) && mission_return(next) <= 0) continue;
    const Card c = static_cast<Card>(a - act::kPlay);
    // Setting up a teammate's drop of the leader's task card outranks leading an own task card.
    const int score = 2 * heuristic::trick_outlook(s, c) + 3 * heuristic::lead_outlook(s, c);
    if (score > best) {
      best = score;
      pool.clear();
    }
    if (score == best) pool.push_back(a);
  }
  if (pool.empty()) pool = legal;
  return bgb::uniform_pick(pool, rng);
}

/// The decisions the search tries: in a communication window of a mission with task cards only
/// what the convention says (convention_comm), every legal decision elsewhere. Without task
/// cards (5, 9) the convention would always pass, and a communication the search picks still
/// narrows the others' deals: mission 5 measured 4 points better with the search's choice.
inline void search_actions(const State& s, ActionList& out) noexcept {
  if (s.phase == Phase::comm && s.num_tasks > 0) {
    out.clear();
    out.push_back(heuristic::convention_comm(s));
    return;
  }
  legal_actions(s, out);
}

}  // namespace bgb::crew
