// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The order of a mission's start, as state transitions: deal → task reveal (every task of the
/// mission face up, seed setup step 5) → the mission's questions, choices, distribution or
/// token moves, then the picks → 5-player handover → distress decision → first communication
/// window → trick 1 (docs/rules/the-crew.md, "Order of a mission's start"), and the
/// communication windows before each trick. Internal to rules.hpp; everything here is in
/// `detail`.
#include <cstdint>

#include "bgb/crew/actions.hpp"
#include "bgb/crew/cards.hpp"
#include "bgb/crew/missions.hpp"
#include "bgb/crew/state.hpp"

namespace bgb::crew::detail {

constexpr bool has_jarvis(const State& s) noexcept { return s.players == 2; }
constexpr bool is_jarvis(const State& s, int seat) noexcept { return has_jarvis(s) && seat == kJarvis; }
/// x % s.seats for x >= 0, by comparison in the usual case x < 2 * seats: seats is known only
/// at run time, and the division cost a tenth of a played card.
constexpr std::uint8_t wrap_seat(const State& s, int x) noexcept {
  const int n = s.seats;
  return static_cast<std::uint8_t>(x < n ? x : x - n < n ? x - n : x % n);
}
constexpr std::uint8_t next_seat(const State& s, int seat) noexcept { return wrap_seat(s, seat + 1); }
constexpr std::uint8_t prev_seat(const State& s, int seat) noexcept { return wrap_seat(s, seat + s.seats - 1); }
/// (seat + k) % seats.
constexpr std::uint8_t seat_after(const State& s, int seat, int k) noexcept { return wrap_seat(s, seat + k); }
/// 40 / seats: 13, 10 or 8, without dividing by a number known only at run time (a trick's
/// scoring asks once or twice).
constexpr int total_tricks(const State& s) noexcept {
  return s.seats == 4 ? 10 : s.seats == 3 ? 13 : s.seats == 5 ? 8 : kNumCards / s.seats;
}
constexpr Special special_of(const State& s) noexcept { return mission(s.mission).special; }
constexpr std::uint8_t seat_at(const State& s, int offset_from_commander) noexcept {
  return seat_after(s, s.commander, offset_from_commander);
}

/// Every card already in a hand or under JARVIS's face-up cards. All five hands are read
/// without a loop bound: the seats past `seats` never hold a card (state.hpp).
constexpr CardSet dealt_cards(const State& s) noexcept {
  return s.jarvis_hidden | s.hand[0] | s.hand[1] | s.hand[2] | s.hand[3] | s.hand[4];
}

/// Where the d-th dealt card goes ("Preparação"; 2 players: "Preparação para 2 Jogadores").
/// Returns the seat, or 10 + pile for a card of JARVIS's face-down row.
constexpr int deal_target_of(int players, int seats, int d) noexcept {
  if (players != 2) return d % seats;
  if (d < kJarvisPiles) return 10 + d;
  if (d < 2 * kJarvisPiles) return kJarvis;
  return (d - 2 * kJarvisPiles) % 2;
}

/// deal_target_of for every player count and card, so that a deal costs a load, not a division.
struct DealTargets {
  std::uint8_t at[kMaxSeats + 1][kNumCards] = {};
  constexpr DealTargets() noexcept {
    for (int p = 2; p <= kMaxSeats; ++p)
      for (int d = 0; d < kNumCards; ++d) at[p][d] = static_cast<std::uint8_t>(deal_target_of(p, p == 2 ? 3 : p, d));
  }
};
inline constexpr DealTargets kDealTargets{};

/// deal_target_of for this game: the seat, or 10 + pile.
constexpr int deal_target(const State& s, int d) noexcept {
  // Unsigned compares fold each range test into one: a deal is most of a playout's actions.
  if (static_cast<unsigned>(d) >= kNumCards || static_cast<unsigned>(s.players - 2) > kMaxSeats - 2)
    return deal_target_of(s.players, s.seats, d);
  return kDealTargets.at[s.players][d];
}

constexpr CommPos true_comm_pos(CardSet hand, Card c) noexcept {
  const CardSet same = hand & suit_mask(suit_of(c));
  if (count(same) == 1) return CommPos::only;
  if (c == highest(same)) return CommPos::top;
  if (c == lowest(same)) return CommPos::bottom;
  return CommPos::none;
}

constexpr bool may_communicate(const State& s, int seat) noexcept {
  // Mission 11: the member the commander chose has lost the radio.
  const bool silenced = special_of(s) == Special::silenced_member && seat == s.chosen;
  return !is_jarvis(s, seat) && !silenced && !((s.comm_used >> seat) & 1U) &&
         (s.hand[static_cast<std::size_t>(seat)] & kColourCards) != 0;
}

/// The seats that may communicate now (bit per seat).
constexpr std::uint8_t speakers(const State& s) noexcept {
  std::uint8_t m = 0;
  for (int i = 0; i < s.seats; ++i)
    if (may_communicate(s, i)) m = static_cast<std::uint8_t>(m | (1U << i));
  return m;
}

/// Ends the communication window: the trick's leader plays.
constexpr void close_window(State& s) noexcept {
  s.phase = Phase::play;
  s.actor = s.leader;
  s.asked = 0;
  s.comm_passed = 0;
}

/// Asks the first seat from `from` on (clockwise, `from` included) that may still communicate
/// and has not passed since the last communication; closes the window when there is none.
/// "Pode ser usada a qualquer momento antes de se jogar uma vaza, mas nunca durante a mesma":
/// a seat that passed may still speak after hearing another seat's communication, so a
/// communication clears the passes, and the window closes only after a full round of
/// consecutive passes by every seat that may still speak. It ends because each seat
/// communicates at most once per mission.
constexpr void ask_next_speaker(State& s, int from) noexcept {
  const std::uint8_t open = static_cast<std::uint8_t>(speakers(s) & ~s.comm_passed);
  for (int k = 0; k < s.seats; ++k) {
    const int seat = seat_after(s, from, k);
    if ((open >> seat) & 1U) {
      s.phase = Phase::comm;
      s.actor = static_cast<std::uint8_t>(seat);
      s.asked = 0;
      return;
    }
  }
  close_window(s);
}

/// Opens the window before trick s.trick+1 at the first seat (from the leader) that may speak,
/// or goes straight to play when the mission forbids it or nobody can.
constexpr void open_window(State& s) noexcept {
  s.comm_passed = 0;
  if (s.trick + 1 >= mission(s.mission).comm_from) return ask_next_speaker(s, s.leader);
  close_window(s);
}

/// The seat holding p9 once the hands are final (JARVIS also when p9 lies face down).
constexpr int pink_nine_holder(const State& s) noexcept {
  constexpr Card kP9 = 8;
  for (int i = 0; i < s.seats; ++i)
    if (has(s.hand[static_cast<std::size_t>(i)], kP9)) return i;
  return kJarvis;  // only JARVIS's face-down row is left
}

constexpr void start_tricks(State& s) noexcept {
  // Mission 46: the holder of p9 is announced once no distress exchange can move it any more.
  if (special_of(s) == Special::pink_nine_guard) s.chosen = next_seat(s, pink_nine_holder(s));
  s.leader = s.commander;  // "o comandante inicia a primeira vaza"
  s.trick = 0;
  s.in_trick = 0;
  open_window(s);
}

constexpr void start_distress(State& s) noexcept {
  s.phase = Phase::distress;
  s.actor = s.commander;
}

/// The task cards owned by `owner` (kNoSeat: the open ones) among the revealed tasks.
constexpr CardSet task_cards_of(const State& s, std::uint8_t owner) noexcept {
  CardSet m = 0;
  for (int i = 0; i < s.revealed; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].owner == owner) m |= bit(s.tasks[static_cast<std::size_t>(i)].card);
  return m;
}

/// First seat at or after offset `from` (counted from the commander) that owns a task.
constexpr int next_task_holder(const State& s, int from) noexcept {
  for (int k = from; k < s.seats; ++k)
    if (task_cards_of(s, seat_at(s, k))) return k;
  return -1;
}

constexpr void after_tasks_assigned(State& s) noexcept {
  if (s.players == 5 && s.mission >= 25 && s.num_tasks > 0 && !s.handed_over) {
    const int k = next_task_holder(s, 0);
    if (k < 0) return start_distress(s);
    s.phase = Phase::handover;
    s.asked = static_cast<std::uint8_t>(k);
    s.actor = seat_at(s, k);
    return;
  }
  start_distress(s);
}

constexpr void commander_decides(State& s, Phase p) noexcept {
  s.phase = p;
  s.actor = s.commander;
  s.asked = 0;
}

/// A question round: every seat but the commander answers, clockwise from the commander's left.
constexpr void start_questions(State& s) noexcept {
  s.answers.fill(kNoAnswer);
  s.phase = Phase::question;
  s.asked = 1;
  s.actor = seat_at(s, 1);
}

/// Commander's distribution: the first task in reveal order that has no owner yet (the one the
/// current question and `assign` are about), or -1 once all are assigned.
constexpr int next_unassigned_task(const State& s) noexcept {
  for (int i = 0; i < s.num_tasks; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].owner == kNoSeat) return i;
  return -1;
}

/// All task cards are face up, and only now does the commander act: "Tire o número indicado de
/// cartas de tarefa do monte e coloque-as, viradas para cima, no centro da mesa" is setup step
/// 5, and the commander is found and acts in steps 6 and 7. So every mission's question,
/// choice, distribution or token move is made with the tasks in view.
constexpr void tasks_revealed(State& s) noexcept {
  switch (special_of(s)) {
    case Special::commander_decides:       // 20, 27, 37: the question, then `choose`
    case Special::commander_distributes:   // 24, 32, 36, 43: per task, the question, then `assign`
      return start_questions(s);
    case Special::silenced_member: return commander_decides(s, Phase::choose);  // 11, before the picks
    case Special::swap_tokens: return commander_decides(s, Phase::swap);
    case Special::move_token: return commander_decides(s, Phase::move);
    default: return commander_decides(s, Phase::pick);  // "O comandante será o primeiro a escolher"
  }
}

constexpr void reveal_task(State& s, Card c) noexcept {
  const Mission& m = mission(s.mission);
  Task& t = s.tasks[s.revealed];
  t.card = c;
  // "coloque as cartas da esquerda para a direita, começando pela primeira ficha"
  t.token = s.revealed < m.num_tokens ? m.tokens[s.revealed] : Token::none;
  t.owner = kNoSeat;
  ++s.revealed;
  if (s.revealed == s.num_tasks) tasks_revealed(s);
}

/// Turns the mission's task cards face up: by chance, or at once when the options fixed them.
constexpr void start_reveal(State& s) noexcept {
  if (s.num_tasks == 0) return after_tasks_assigned(s);
  s.phase = Phase::reveal;
  s.actor = kNoSeat;
  if (s.preset_tasks)
    while (s.phase == Phase::reveal) reveal_task(s, s.tasks[s.revealed].card);
}

constexpr void after_deal(State& s) noexcept {
  for (int i = 0; i < s.seats; ++i)
    if (has(s.hand[static_cast<std::size_t>(i)], kRocket4)) s.commander = static_cast<std::uint8_t>(i);
  switch (special_of(s)) {
    case Special::sick_member:  // the missions without tasks that ask a question
    case Special::one_trick_member:
    case Special::first_last_member:
    case Special::roles: return start_questions(s);
    default: return start_reveal(s);  // every mission with tasks turns them all up first
  }
}

/// After the last answer: the commander's choice, distribution or roles.
constexpr void after_questions(State& s) noexcept {
  switch (special_of(s)) {
    case Special::commander_distributes: return commander_decides(s, Phase::assign);
    case Special::roles: return commander_decides(s, Phase::roles);
    default: return commander_decides(s, Phase::choose);
  }
}

/// After `choose SEAT`: mission 11 goes on to the picks, 20/27/37 give every task to the chosen
/// seat, the missions without tasks go on to the distress decision.
constexpr void after_choice(State& s) noexcept {
  switch (special_of(s)) {
    case Special::silenced_member: return commander_decides(s, Phase::pick);
    case Special::commander_decides:
      for (int i = 0; i < s.num_tasks; ++i) s.tasks[static_cast<std::size_t>(i)].owner = s.chosen;
      return after_tasks_assigned(s);
    default: return after_tasks_assigned(s);
  }
}

/// After `assign SEAT`: the next task's question round, or the end of the distribution.
constexpr void after_assign(State& s) noexcept {
  if (next_unassigned_task(s) >= 0) return start_questions(s);
  after_tasks_assigned(s);
}

/// The seats the commander may choose in this mission (never himself; in 11 never JARVIS,
/// who never communicates anyway).
constexpr std::uint8_t choosable_seats(const State& s) noexcept {
  std::uint8_t m = 0;
  for (int i = 0; i < s.seats; ++i) {
    if (i == s.commander) continue;
    if (special_of(s) == Special::silenced_member && is_jarvis(s, i)) continue;
    m |= static_cast<std::uint8_t>(1U << i);
  }
  return m;
}

/// Commander's distribution: the seats that may take the current task so that the final counts
/// still differ by at most one (JARVIS counts as a seat).
constexpr std::uint8_t assignable_seats(const State& s) noexcept {
  std::array<int, kMaxSeats> held{};
  for (int i = 0; i < s.num_tasks; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].owner != kNoSeat) ++held[s.tasks[static_cast<std::size_t>(i)].owner];
  const int q = s.num_tasks / s.seats, r = s.num_tasks % s.seats;
  int above = 0;
  for (int i = 0; i < s.seats; ++i) above += held[static_cast<std::size_t>(i)] > q;
  std::uint8_t m = 0;
  for (int i = 0; i < s.seats; ++i) {
    const int h = held[static_cast<std::size_t>(i)];
    if (h < q || (h == q && above < r)) m |= static_cast<std::uint8_t>(1U << i);
  }
  return m;
}

/// Index of the revealed task carrying `token`, or -1.
constexpr int task_with_token(const State& s, Token token) noexcept {
  for (int i = 0; i < s.revealed; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].token == token) return i;
  return -1;
}

/// The revealed task cards without a token (mission 40's move targets).
constexpr CardSet untokened_tasks(const State& s) noexcept {
  CardSet m = 0;
  for (int i = 0; i < s.revealed; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].token == Token::none) m |= bit(s.tasks[static_cast<std::size_t>(i)].card);
  return m;
}

/// The numbered tokens of swap id `a` (pairs (1,2) (1,3) .. (4,5) in id order).
constexpr void swap_pair(ActionId a, int& t1, int& t2) noexcept {
  int i = a - act::kSwap;
  for (t1 = 1; t1 <= 5; ++t1)
    for (t2 = t1 + 1; t2 <= 5; ++t2)
      if (i-- == 0) return;
}

/// Mission 12: the seats that draw, in order, and where each draws from.
constexpr int num_drawers(const State& s) noexcept { return has_jarvis(s) ? 2 : s.seats; }
constexpr int draw_source(const State& s, int drawer) noexcept {
  return has_jarvis(s) ? 1 - drawer : prev_seat(s, drawer);  // JARVIS is skipped
}
/// The cards the current drawer may get: the source's hand as it was after the trick, so not
/// the card the source has just drawn itself, and not its communicated card, which lies face
/// up on the table and cannot be drawn blindly.
constexpr CardSet drawable_cards(const State& s) noexcept {
  const std::size_t src = static_cast<std::size_t>(draw_source(s, s.asked));
  CardSet out = s.hand[src];
  if (s.drawn[src] != kNoCard) out &= ~bit(s.drawn[src]);
  if (s.comm_card[src] != kNoCard) out &= ~bit(s.comm_card[src]);
  return out;
}

constexpr void start_draw(State& s) noexcept {
  s.phase = Phase::draw;
  s.asked = 0;
  s.actor = 0;
}

constexpr void after_draws(State& s) noexcept {
  // The drawers' hands changed unseen: their voids and earlier tokens say nothing any more.
  for (int i = 0; i < num_drawers(s); ++i) s.voids[static_cast<std::size_t>(i)] = 0;
  s.comm_stale = s.comm_used;
  open_window(s);
}

}  // namespace bgb::crew::detail
