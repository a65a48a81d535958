#pragma once
/// \file
/// Internal to the snapshot validator (check.cpp, check_signals.cpp,
/// check_special.cpp).
/// The phases' enum order says nothing about a mission's flow any more (the special missions'
/// phases come after `over`), so the checks compare phases by their rank in this state's flow.
/// Every check throws json::JsonError with a message that names the snapshot field.
#include <string>

#include "crew/codec.hpp"

namespace bgb::crew_codec::check {

/// Ranks of the flow. A mission's own setup steps (question, choose, reveal, swap, pick...) take
/// the ranks kRankSetup, kRankSetup+1... in the order that mission goes through them.
inline constexpr int kRankDeal = 0;
inline constexpr int kRankSetup = 1;
inline constexpr int kRankHandover = 5;
inline constexpr int kRankDistress = 6;
inline constexpr int kRankGive = 7;
inline constexpr int kRankTricks = 8;  ///< comm, play and mission 12's draw
inline constexpr int kRankOver = 9;

/// The rank of phase p in s's mission with s's options, or -1 when that mission never enters p.
int flow_rank(const crew::State& s, crew::Phase p) noexcept;
inline int rank(const crew::State& s) noexcept { return flow_rank(s, s.phase); }
/// Whether s is already past phase p of its mission (false if the mission has no such phase).
inline bool past(const crew::State& s, crew::Phase p) noexcept {
  const int r = flow_rank(s, p);
  return r >= 0 && rank(s) > r;
}

/// Mission 12: the draws after trick 1 are over (so drawn cards and stale tokens exist).
bool draws_done(const crew::State& s) noexcept;
/// A communicated token that may no longer describe its seat's hand: mission 12's draws moved
/// cards after it was placed (or are moving them now).
bool comm_may_be_stale(const crew::State& s, int seat) noexcept;
/// In mission 12's draw phase, how many cards seat has more (+1) or fewer (-1) than usual.
int draw_size_shift(const crew::State& s, int seat) noexcept;
/// The seat that held `r4` after the deal, seen from the seat that holds it now.
int r4_origin(const crew::State& s, int holder) noexcept;

std::string num(int v);
std::string seat_text(const crew::State& s, int seat);
std::string task_key(int i);
crew::CardSet trick_set(const crew::State& s) noexcept;

// The signals' checks (check_signals.cpp).
void check_signals(const crew::State& s);      ///< distress signal, gives, handover flag, radio tokens
void check_comm_window(const crew::State& s);  ///< who speaks in a window and who has passed (check_turn)

// The special missions' checks (check_special.cpp), in the order state_problem runs them.
void check_flow(const crew::State& s);             ///< the phase is a step of the mission
void check_setup_turn(const crew::State& s);       ///< who acts in the special phases (check_turn)
void check_draws(const crew::State& s);            ///< mission 12's drawn cards and stale tokens
void check_tokens(const crew::State& s);           ///< the logbook's tokens, after a swap or move
void check_setup_owners(const crew::State& s);     ///< owners in missions 20/27/37 and 24/32/36/43
void check_choices(const crew::State& s);          ///< chosen, chosen_last, answers
void check_special_progress(const crew::State& s); ///< special_wins and the conditions still kept
void check_special_failure(const crew::State& s);  ///< a failure or success by a special rule
/// A failure rule decided by task cards (task_won_by_other ... tasks_unfinished).
constexpr bool is_task_rule(crew::FailRule r) noexcept {
  return r >= crew::FailRule::task_won_by_other && r <= crew::FailRule::tasks_unfinished;
}

}  // namespace bgb::crew_codec::check
