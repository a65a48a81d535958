// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Failure reasons in words: a stable name per rule (JSON) and a sentence per failure.
#include <string>
#include <string_view>

#include "bgb/crew/rules.hpp"

namespace bgb::crew {

/// Stable identifier of a failure rule (`task_won_by_other`...), used in JSON.
inline std::string_view fail_rule_name(FailRule r) noexcept {
  switch (r) {
    case FailRule::none: return "none";
    case FailRule::task_won_by_other: return "task_won_by_other";
    case FailRule::number_order: return "number_order";
    case FailRule::arrow_order: return "arrow_order";
    case FailRule::omega_not_last: return "omega_not_last";
    case FailRule::tasks_unfinished: return "tasks_unfinished";
    case FailRule::forbidden_winner: return "forbidden_winner";
    case FailRule::required_winner: return "required_winner";
    case FailRule::won_with_rocket: return "won_with_rocket";
    case FailRule::won_with_nine: return "won_with_nine";
    case FailRule::rockets_together: return "rockets_together";
    case FailRule::rocket_order: return "rocket_order";
    case FailRule::unbalanced: return "unbalanced";
    case FailRule::condition_unmet: return "condition_unmet";
    case FailRule::omega_not_last_trick: return "omega_not_last_trick";
  }
  return "none";
}

/// The number of FailRule values, for validating stored rules.
inline constexpr int kNumFailRules = static_cast<int>(FailRule::omega_not_last_trick) + 1;

/// "seat 2" or "JARVIS".
inline std::string seat_name(const State& s, int seat) {
  return detail::is_jarvis(s, seat) ? "JARVIS" : "seat " + std::to_string(seat);
}

namespace detail {
/// What a broken winner rule was about, for the sentence: "the sick member", "the commander"...
inline std::string role_of(const State& s, int seat) {
  switch (special_of(s)) {
    case Special::sick_member: return "the sick member " + seat_name(s, seat);
    case Special::one_trick_member:
    case Special::first_last_member: return "the chosen member " + seat_name(s, seat);
    case Special::balanced_commander: return "the commander " + seat_name(s, seat);
    case Special::pink_nine_guard: return seat_name(s, seat) + " (left of the p9 holder)";
    case Special::roles:
      return seat_name(s, seat) + (seat == s.chosen ? " (first four tricks)" : " (last trick)");
    default: return seat_name(s, seat);
  }
}
}  // namespace detail

/// A sentence for the failure, e.g. "trick 3: seat 1 won b7, a task of seat 0"; empty if none.
inline std::string failure_text(const State& s) {
  const Failure& f = s.failure;
  if (f.rule == FailRule::none) return "";
  std::string owner;
  for (int i = 0; i < s.num_tasks; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].card == f.card) {
      owner = seat_name(s, s.tasks[static_cast<std::size_t>(i)].owner);
      const Token t = s.tasks[static_cast<std::size_t>(i)].token;
      if (t != Token::none) owner += " (token " + token_text(t) + ")";
    }
  const std::string where = "trick " + std::to_string(f.trick) + ": ";
  const std::string card = f.card == kNoCard ? std::string("?") : card_text(f.card);
  const std::string who = f.seat == kNoSeat ? std::string("?") : detail::role_of(s, f.seat);
  switch (f.rule) {
    case FailRule::task_won_by_other: return where + seat_name(s, f.seat) + " won " + card + ", a task of " + owner;
    case FailRule::number_order: return where + "task " + card + " of " + owner + " was not completed in its numbered place";
    case FailRule::arrow_order: return where + "task " + card + " of " + owner + " was completed before a lower arrow";
    case FailRule::omega_not_last: return where + "omega task " + card + " of " + owner + " was completed before the others";
    case FailRule::tasks_unfinished: return where + "the last trick ended with task " + card + " of " + owner + " open";
    case FailRule::forbidden_winner: return where + who + " won the trick with " + card + " and must not have";
    case FailRule::required_winner:  // the trick's winner leads next, so s.leader names it
      return where + seat_name(s, s.leader) + " won it with " + card + ", but " + who + " had to win it";
    case FailRule::won_with_rocket: return where + who + " won the trick with the rocket " + card;
    case FailRule::won_with_nine: return where + seat_name(s, f.seat) + " won the trick with " + card + ", a 9";
    case FailRule::rockets_together: return where + "two rockets fell in one trick (" + card + " won it)";
    case FailRule::rocket_order: return where + card + " won a trick before every lower rocket had";
    case FailRule::omega_not_last_trick: return where + "omega task " + card + " of " + owner + " was won before the last trick";
    case FailRule::unbalanced: return where + seat_name(s, f.seat) + " won " + card + "'s trick and is two tricks ahead of another seat";
    case FailRule::condition_unmet:
      switch (detail::special_of(s)) {
        case Special::colour_one_wins: return where + "no colour 1 can win a trick any more";
        case Special::two_colour_ones: return where + "two different colour 1s can no longer each win a trick";
        case Special::each_rocket_wins: return where + "the mission ended before " + card + " won a trick";
        case Special::rockets_in_order: return where + "the mission ended before " + card + " won its trick";
        case Special::one_trick_member:
          return where + "the chosen member " + seat_name(s, f.seat) + " won " +
                 std::to_string(s.tricks_won[f.seat]) + " tricks instead of exactly 1";
        default: return where + "the mission's condition was not met";
      }
    case FailRule::none: break;
  }
  return "";
}

}  // namespace bgb::crew
