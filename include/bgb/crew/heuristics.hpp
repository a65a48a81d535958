// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Crew's knowledge for the search bots (include/bgb/bots/policy.hpp): a rollout policy.
/// Uniformly random rollouts fail most missions on a trick nobody had to lose: a seat wins
/// another seat's task card when it could have played something else ("Se um jogador ganhar nem
/// que seja uma carta correspondente à carta de tarefa de outro jogador, a missão é dada como
/// perdida"), or breaks a task token's order. The policy never
/// plays a card that ends the mission in failure when another card does not, keeps silent
/// (communication and the distress signal are the search's decisions, not a rollout's), and
/// is random otherwise. docs/bots.md measures what it adds.
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
  int score = 0;
  for (int t = 0; t < s.num_tasks; ++t) {
    const Task& task = s.tasks[static_cast<std::size_t>(t)];
    if (task.done_trick || task.card == kNoCard) continue;
    bool in_trick = task.card == c;
    for (int i = 0; i < n; ++i) in_trick = in_trick || s.trick_cards[static_cast<std::size_t>(i)] == task.card;
    if (in_trick) score += task.owner == winner ? 1 : -1;
  }
  return score;
}

}  // namespace heuristic

/// A rollout decision for the seat to act. Precondition: a seat is to act.
inline ActionId rollout_action(const State& s, Rng& rng) noexcept {
  ActionList legal;
  legal_actions(s, legal);
  if (s.phase == Phase::comm && legal.contains(act::kPass)) return act::kPass;
  if (s.phase == Phase::distress && legal.contains(act::kNoDistress)) return act::kNoDistress;
  if (s.phase != Phase::play || legal.size() == 1)
    return legal[static_cast<int>(rng.below(static_cast<std::uint64_t>(legal.size())))];
  // Never a card that fails the mission when another does not; among the rest, the ones whose
  // trick looks best for the task cards in it, at random.
  ActionList pool;
  int best = -1000;
  for (ActionId a : legal) {
    const State next = apply_unchecked(s, a);
    if (is_terminal(next) && mission_return(next) <= 0) continue;
    const int score = heuristic::trick_outlook(s, static_cast<Card>(a - act::kPlay));
    if (score > best) {
      best = score;
      pool.clear();
    }
    if (score == best) pool.push_back(a);
  }
  if (pool.empty()) pool = legal;
  return pool[static_cast<int>(rng.below(static_cast<std::uint64_t>(pool.size())))];
}

}  // namespace bgb::crew
