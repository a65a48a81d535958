// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// How a trick decides the mission: task ownership, the order tokens, then the special condition
/// of the logbook row; success the moment everything is met, failure the moment a rule is broken
/// ("Fim de Jogo"). Internal to rules.hpp; everything here is in `detail`.
#include "bgb/crew/flow.hpp"

namespace bgb::crew::detail {

constexpr void fail(State& s, FailRule rule, Card card, int seat) noexcept {
  s.phase = Phase::over;
  s.success = false;
  s.failure = Failure{rule, s.trick, card, static_cast<std::uint8_t>(seat)};
}

/// The 1s of the four colours and the four rockets, as card sets.
inline constexpr CardSet kColourOnes = bit(0) | bit(9) | bit(18) | bit(27);
inline constexpr CardSet kNines = bit(8) | bit(17) | bit(26) | bit(35);
inline constexpr CardSet kPink = (CardSet{1} << 9) - 1;

enum class Goal : std::uint8_t { open, met, failed };

/// Checks the mission's special condition after a trick (the trick counter already includes
/// it). Fails the state when the condition is broken or can no longer be met.
/// "Goals" (9, 13, 26, 33, 44) must be reached; "constraints" (5, 16, 29, ...) only kept, so
/// they are met when their cards are out or the last trick is over.
constexpr Goal special_condition(State& s, CardSet trick, int winner, Card win) noexcept {
  const bool last = s.trick == total_tricks(s);
  const bool first = s.trick == 1;
  auto broken = [&](FailRule r, Card c, int seat) { fail(s, r, c, seat); return Goal::failed; };
  const int rockets = count(trick & kRockets);
  switch (special_of(s)) {
    case Special::sick_member:
      if (winner == s.chosen) return broken(FailRule::forbidden_winner, win, winner);
      return last ? Goal::met : Goal::open;
    case Special::colour_one_wins:
      if (has(kColourOnes, win)) s.special_wins |= static_cast<std::uint8_t>(1U << suit_of(win));
      if (s.special_wins & 0x0F) return Goal::met;  // success as soon as one does
      if ((s.played & kColourOnes) == kColourOnes || last) return broken(FailRule::condition_unmet, kNoCard, kNoSeat);
      return Goal::open;
    case Special::two_colour_ones: {
      if (has(kColourOnes, win)) s.special_wins |= static_cast<std::uint8_t>(1U << suit_of(win));
      const int won = count(CardSet{s.special_wins} & 0x0F);
      if (won >= 2) return Goal::met;
      if (last || won + count(kColourOnes & ~s.played) < 2) return broken(FailRule::condition_unmet, kNoCard, kNoSeat);
      return Goal::open;
    }
    case Special::each_rocket_wins:
    case Special::rockets_in_order: {
      if (rockets >= 2) return broken(FailRule::rockets_together, win, winner);
      if (rockets == 1) {  // the only rocket always wins its trick
        const int k = value_of(win) - 1;
        const unsigned lower = (1U << k) - 1;
        if (special_of(s) == Special::rockets_in_order && ((s.special_wins >> 4) & lower) != lower)
          return broken(FailRule::rocket_order, win, winner);
        s.special_wins |= static_cast<std::uint8_t>(1U << (4 + k));
      }
      if ((s.special_wins >> 4) == 0x0F) return Goal::met;
      if (last) {
        const CardSet unwon = kRockets & ~(CardSet{static_cast<std::uint8_t>(s.special_wins >> 4)} << kNumColourCards);
        return broken(FailRule::condition_unmet, lowest(unwon), kNoSeat);
      }
      return Goal::open;
    }
    case Special::no_nine_wins:
    case Special::no_nine_wins_tasks:
      if (has(kNines, win)) return broken(FailRule::won_with_nine, win, winner);
      return (s.played & kNines) == kNines || last ? Goal::met : Goal::open;
    case Special::balanced:
    case Special::balanced_commander: {
      if (special_of(s) == Special::balanced_commander && (first || last) && winner != s.commander)
        return broken(FailRule::required_winner, win, s.commander);
      int lo = 255, hi = 0;
      for (int i = 0; i < s.seats; ++i) {
        const int w = s.tricks_won[static_cast<std::size_t>(i)];
        lo = w < lo ? w : lo;
        hi = w > hi ? w : hi;
      }
      if (hi - lo >= 2) return broken(FailRule::unbalanced, win, winner);
      return last ? Goal::met : Goal::open;
    }
    case Special::one_trick_member:
      if (winner == s.chosen) {
        if (is_rocket(win)) return broken(FailRule::won_with_rocket, win, winner);
        if (s.tricks_won[s.chosen] > 1) return broken(FailRule::forbidden_winner, win, winner);
      }
      if (last && s.tricks_won[s.chosen] != 1) return broken(FailRule::condition_unmet, kNoCard, s.chosen);
      return last ? Goal::met : Goal::open;
    case Special::first_last_member:
      if (first || last) {
        if (winner != s.chosen) return broken(FailRule::required_winner, win, s.chosen);
        if (is_rocket(win)) return broken(FailRule::won_with_rocket, win, winner);
      } else if (winner == s.chosen) {
        return broken(FailRule::forbidden_winner, win, winner);
      }
      return last ? Goal::met : Goal::open;
    case Special::roles:
      if (s.trick <= 4 && winner != s.chosen) return broken(FailRule::required_winner, win, s.chosen);
      if (last && winner != s.chosen_last) return broken(FailRule::required_winner, win, s.chosen_last);
      if (s.trick > 4 && !last && (winner == s.chosen || winner == s.chosen_last))
        return broken(FailRule::forbidden_winner, win, winner);
      return last ? Goal::met : Goal::open;
    case Special::pink_nine_guard:
      if ((trick & kPink) && winner != s.chosen) return broken(FailRule::required_winner, win, s.chosen);
      return (s.played & kPink) == kPink || last ? Goal::met : Goal::open;
    case Special::omega_last_trick:
      for (int i = 0; i < s.num_tasks; ++i) {
        const Task& t = s.tasks[static_cast<std::size_t>(i)];
        if (t.token == Token::omega && t.done_trick == s.trick && !last)
          return broken(FailRule::omega_not_last_trick, t.card, t.owner);
      }
      return Goal::met;
    default: return Goal::met;
  }
}

/// Scores the trick just completed: task ownership, the order tokens, the mission's special
/// condition, then success or the end.
constexpr void score_trick(State& s, CardSet trick, int winner, Card win) noexcept {
  int done_before = 0;
  bool tokens = false;  // most missions have none: then no task's order is checked
  for (int i = 0; i < s.num_tasks; ++i) {
    done_before += s.tasks[static_cast<std::size_t>(i)].done_trick != 0;
    tokens |= s.tasks[static_cast<std::size_t>(i)].token != Token::none;
  }
  int done_after = done_before;
  for (int i = 0; i < s.num_tasks; ++i) {
    Task& t = s.tasks[static_cast<std::size_t>(i)];
    if (t.done_trick || !has(trick, t.card)) continue;
    // "Se um jogador ganhar ... uma carta correspondente à carta de tarefa de outro jogador"
    if (t.owner != winner) return fail(s, FailRule::task_won_by_other, t.card, winner);
    t.done_trick = s.trick;
    ++done_after;
  }
  // Order tokens; tasks completed in the same trick never break each other's order.
  for (int i = 0; i < s.num_tasks && tokens; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    const int rank = token_rank(t.token);
    const bool now = t.done_trick == s.trick;
    if (is_numbered(t.token)) {
      const bool in_place = now ? rank > done_before && rank <= done_after : rank > done_after;
      if (!t.done_trick || now)
        if (!in_place) return fail(s, FailRule::number_order, t.card, t.owner);
    } else if (is_arrow(t.token) && now) {
      for (int j = 0; j < s.num_tasks; ++j) {
        const Task& u = s.tasks[static_cast<std::size_t>(j)];
        if (is_arrow(u.token) && token_rank(u.token) < rank && !u.done_trick)
          return fail(s, FailRule::arrow_order, t.card, t.owner);
      }
    } else if (t.token == Token::omega && now && done_after < s.num_tasks) {
      return fail(s, FailRule::omega_not_last, t.card, t.owner);
    }
  }
  // "Se um tripulante violar uma regra especial da missão."
  const Goal goal = special_condition(s, trick, winner, win);
  if (goal == Goal::failed) return;
  if (done_after == s.num_tasks && goal == Goal::met) {
    s.phase = Phase::over;
    s.success = true;
    return;
  }
  if (s.trick == total_tricks(s)) {
    for (int i = 0; i < s.num_tasks; ++i) {
      const Task& t = s.tasks[static_cast<std::size_t>(i)];
      if (!t.done_trick) return fail(s, FailRule::tasks_unfinished, t.card, t.owner);
    }
  }
}

}  // namespace bgb::crew::detail
