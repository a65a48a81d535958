#pragma once
/// \file
/// The Crew's rules as pure functions of a State: who acts, what is legal, what an action does.
/// Seed 002 ("A Tripulação") is the authority; rule names in comments quote its sections.
#include <cstdint>

#include "bgb/core/chance.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/crew/actions.hpp"
#include "bgb/crew/cards.hpp"
#include "bgb/crew/missions.hpp"
#include "bgb/crew/state.hpp"

namespace bgb::crew {

/// Enough for any decision (a 5-player handover of 10 tasks: 41) and any chance node (40).
inline constexpr int kMaxLegalActions = 48;
using ActionList = FixedVector<ActionId, kMaxLegalActions>;
using ChanceList = FixedVector<ChanceOutcome, kMaxLegalActions>;

namespace detail {

constexpr bool has_jarvis(const State& s) noexcept { return s.players == 2; }
constexpr bool is_jarvis(const State& s, int seat) noexcept { return has_jarvis(s) && seat == kJarvis; }
constexpr std::uint8_t next_seat(const State& s, int seat) noexcept {
  return static_cast<std::uint8_t>((seat + 1) % s.seats);
}
constexpr std::uint8_t prev_seat(const State& s, int seat) noexcept {
  return static_cast<std::uint8_t>((seat + s.seats - 1) % s.seats);
}
constexpr int total_tricks(const State& s) noexcept { return kNumCards / s.seats; }

/// Every card already in a hand or under JARVIS's face-up cards.
constexpr CardSet dealt_cards(const State& s) noexcept {
  CardSet all = s.jarvis_hidden;
  for (int i = 0; i < s.seats; ++i) all |= s.hand[static_cast<std::size_t>(i)];
  return all;
}

/// Where the d-th dealt card goes ("Preparação"; 2 players: "Preparação para 2 Jogadores").
/// Returns the seat, or 10 + pile for a card of JARVIS's face-down row.
constexpr int deal_target(const State& s, int d) noexcept {
  if (!has_jarvis(s)) return d % s.seats;
  if (d < kJarvisPiles) return 10 + d;
  if (d < 2 * kJarvisPiles) return kJarvis;
  return (d - 2 * kJarvisPiles) % 2;
}

constexpr CommPos true_comm_pos(CardSet hand, Card c) noexcept {
  const CardSet same = hand & suit_mask(suit_of(c));
  if (count(same) == 1) return CommPos::only;
  if (c == highest(same)) return CommPos::top;
  if (c == lowest(same)) return CommPos::bottom;
  return CommPos::none;
}

constexpr bool may_communicate(const State& s, int seat) noexcept {
  return !is_jarvis(s, seat) && !((s.comm_used >> seat) & 1U) &&
         (s.hand[static_cast<std::size_t>(seat)] & kColourCards) != 0;
}

/// Opens the window before trick s.trick+1 at the first seat (from the leader) that may speak,
/// or goes straight to play when the mission forbids it or nobody can.
constexpr void open_window(State& s, int from_offset) noexcept {
  const Mission& m = mission(s.mission);
  if (s.trick + 1 >= m.comm_from) {
    for (int k = from_offset; k < s.seats; ++k) {
      const int seat = (s.leader + k) % s.seats;
      if (may_communicate(s, seat)) {
        s.phase = Phase::comm;
        s.actor = static_cast<std::uint8_t>(seat);
        s.asked = static_cast<std::uint8_t>(k);
        return;
      }
    }
  }
  s.phase = Phase::play;
  s.actor = s.leader;
  s.asked = 0;
}

constexpr void start_tricks(State& s) noexcept {
  s.leader = s.commander;  // "o comandante inicia a primeira vaza"
  s.trick = 0;
  s.in_trick = 0;
  open_window(s, 0);
}

constexpr void start_distress(State& s) noexcept {
  s.phase = Phase::distress;
  s.actor = s.commander;
}

/// The task cards owned by `owner` (kNoSeat: the open ones) as a set.
constexpr CardSet task_cards_of(const State& s, std::uint8_t owner) noexcept {
  CardSet m = 0;
  for (int i = 0; i < s.num_tasks; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].owner == owner) m |= bit(s.tasks[static_cast<std::size_t>(i)].card);
  return m;
}

/// First seat at or after offset `from` (counted from the commander) that owns a task.
constexpr int next_task_holder(const State& s, int from) noexcept {
  for (int k = from; k < s.seats; ++k) {
    if (task_cards_of(s, static_cast<std::uint8_t>((s.commander + k) % s.seats))) return k;
  }
  return -1;
}

constexpr void after_tasks_assigned(State& s) noexcept {
  if (s.players == 5 && s.mission >= 25 && s.num_tasks > 0 && !s.handed_over) {
    const int k = next_task_holder(s, 0);
    if (k < 0) return start_distress(s);
    s.phase = Phase::handover;
    s.asked = static_cast<std::uint8_t>(k);
    s.actor = static_cast<std::uint8_t>((s.commander + k) % s.seats);
    return;
  }
  start_distress(s);
}

constexpr void reveal_task(State& s, Card c) noexcept {
  const Mission& m = mission(s.mission);
  Task& t = s.tasks[s.revealed];
  t.card = c;
  // "coloque as cartas da esquerda para a direita, começando pela primeira ficha"
  t.token = s.revealed < m.num_tokens ? m.tokens[s.revealed] : Token::none;
  t.owner = kNoSeat;
  ++s.revealed;
  if (s.revealed == s.num_tasks) {
    s.phase = Phase::pick;
    s.actor = s.commander;  // "O comandante será o primeiro a escolher"
    s.asked = 0;
  }
}

constexpr void after_deal(State& s) noexcept {
  for (int i = 0; i < s.seats; ++i)
    if (has(s.hand[static_cast<std::size_t>(i)], kRocket4)) s.commander = static_cast<std::uint8_t>(i);
  if (s.num_tasks == 0) {
    after_tasks_assigned(s);
    return;
  }
  s.phase = Phase::reveal;
  if (s.preset_tasks)
    while (s.phase == Phase::reveal) reveal_task(s, s.tasks[s.revealed].card);
}

constexpr void fail(State& s, FailRule rule, Card card, int seat) noexcept {
  s.phase = Phase::over;
  s.success = false;
  s.failure = Failure{rule, s.trick, card, static_cast<std::uint8_t>(seat)};
}

/// Scores the trick just completed: task ownership, the order tokens, then success or the end.
constexpr void score_trick(State& s, CardSet trick, int winner) noexcept {
  int done_before = 0;
  for (int i = 0; i < s.num_tasks; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].done_trick) ++done_before;
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
  for (int i = 0; i < s.num_tasks; ++i) {
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
  if (s.num_tasks > 0 && done_after == s.num_tasks) {
    s.phase = Phase::over;
    s.success = true;
    return;
  }
  if (s.trick == total_tricks(s)) {
    for (int i = 0; i < s.num_tasks; ++i) {
      const Task& t = s.tasks[static_cast<std::size_t>(i)];
      if (!t.done_trick) return fail(s, FailRule::tasks_unfinished, t.card, t.owner);
    }
    s.phase = Phase::over;
    s.success = true;
  }
}

/// JARVIS's face-down card on pile p becomes its face-up card (or the pile empties).
constexpr void uncover_pile(State& s, int p) noexcept {
  const std::size_t i = static_cast<std::size_t>(p);
  s.pile_up[i] = s.pile_down[i];
  if (s.pile_down[i] == kNoCard) return;
  s.hand[kJarvis] |= bit(s.pile_down[i]);
  s.jarvis_hidden &= ~bit(s.pile_down[i]);
  s.pile_down[i] = kNoCard;
}

/// Index (in play order) of the card that wins a full trick ("Jogando as Vazas").
constexpr int trick_winner_index(const State& s) noexcept {
  int best = 0;
  for (int i = 1; i < s.seats; ++i) {
    const Card c = s.trick_cards[static_cast<std::size_t>(i)];
    const Card b = s.trick_cards[static_cast<std::size_t>(best)];
    const bool beats = suit_of(c) == suit_of(b) ? value_of(c) > value_of(b) : is_rocket(c);
    if (beats) best = i;
  }
  return best;
}

constexpr void finish_trick(State& s) noexcept {
  const int winner = (s.leader + trick_winner_index(s)) % s.seats;
  CardSet trick = 0;
  for (int i = 0; i < s.seats; ++i) trick |= bit(s.trick_cards[static_cast<std::size_t>(i)]);
  ++s.trick;
  ++s.tricks_won[static_cast<std::size_t>(winner)];
  s.last_trick = trick;
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
  score_trick(s, trick, winner);
  if (s.phase != Phase::over) open_window(s, 0);
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
  s.give.fill(kNoCard);
  start_tricks(s);
}

/// Next seat (clockwise from the commander) that has a colour card to give; -1 when done.
constexpr int next_giver(const State& s, int from) noexcept {
  for (int k = from; k < s.seats; ++k) {
    const int seat = (s.commander + k) % s.seats;
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
    case Phase::reveal: return kChance;
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

/// Writes the legal decisions of the seat to act in ascending id order (empty at chance and
/// terminal nodes), so that picking by index agrees across the C++ API, the registry and C.
constexpr void legal_actions(const State& s, ActionList& out) noexcept {
  out.clear();
  const std::size_t actor = s.actor;
  switch (s.phase) {
    case Phase::play:
      for (CardSet m = playable_cards(s); m; m &= m - 1) out.push_back(act::play(lowest(m)));
      return;
    case Phase::comm:
      for (int suit = 0; suit < kRocketSuit; ++suit) {
        const CardSet same = s.hand[actor] & suit_mask(suit);
        if (!same) continue;
        out.push_back(act::comm(lowest(same)));
        if (count(same) > 1) out.push_back(act::comm(highest(same)));
      }
      out.push_back(act::kPass);
      return;
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
    default: return;
  }
}

namespace detail {
/// The cards a chance node may produce next, in ascending order, all with weight 1.
constexpr CardSet chance_cards(const State& s) noexcept {
  if (s.phase == Phase::deal) {
    CardSet left = kAllCards & ~dealt_cards(s);
    // 2 players: "Separe o 4 de foguetes" until JARVIS's 14 cards are out.
    if (has_jarvis(s) && s.dealt < 2 * kJarvisPiles) left &= ~bit(kRocket4);
    return left;
  }
  if (s.phase == Phase::reveal) {
    CardSet shown = 0;
    for (int i = 0; i < s.revealed; ++i) shown |= bit(s.tasks[static_cast<std::size_t>(i)].card);
    return kColourCards & ~shown;
  }
  return 0;
}
constexpr ActionId chance_base(const State& s) noexcept {
  return s.phase == Phase::deal ? act::kDeal : act::kTask;
}
}  // namespace detail

/// Writes the chance outcomes (uniform over the cards that may come next).
constexpr void chance_outcomes(const State& s, ChanceList& out) noexcept {
  out.clear();
  const ActionId base = detail::chance_base(s);
  for (CardSet left = detail::chance_cards(s); left; left &= left - 1)
    out.push_back({base + lowest(left), 1});
}

/// Draws a chance outcome exactly as bgb::sample_chance would from chance_outcomes(), without
/// building the list: uniform weights make the r-th outcome the r-th remaining card.
constexpr ActionId sample_chance(const State& s, Rng& rng) noexcept {
  const CardSet left = detail::chance_cards(s);
  if (!left) return kInvalidAction;
  const int r = static_cast<int>(rng.below(static_cast<std::uint64_t>(count(left))));
  return detail::chance_base(s) + nth_card(left, r);
}

/// Whether `a` may be applied to s (a legal decision or a chance outcome with positive weight).
constexpr bool is_legal(const State& s, ActionId a) noexcept {
  if (current_player(s) == kChance) {
    const ActionId card = a - detail::chance_base(s);
    const bool right_kind = s.phase == Phase::deal ? act::kind_of(a) == act::Kind::deal
                                                   : act::kind_of(a) == act::Kind::task;
    return right_kind && has(detail::chance_cards(s), static_cast<Card>(card));
  }
  ActionList actions;
  legal_actions(s, actions);
  return actions.contains(a);
}

/// Applies a legal action to s itself. Precondition: is_legal(s, a); anything else is undefined.
constexpr void apply_in_place(State& s, ActionId a) noexcept {
  using namespace detail;
  const std::size_t actor = s.actor;
  switch (act::kind_of(a)) {
    case act::Kind::play: {
      const Card c = act::card_of(a);
      if (s.in_trick > 0 && suit_of(c) != suit_of(s.trick_cards[0]))
        s.voids[actor] |= static_cast<std::uint8_t>(1U << suit_of(s.trick_cards[0]));
      s.hand[actor] &= ~bit(c);
      s.played |= bit(c);
      s.trick_cards[s.in_trick++] = c;
      if (s.in_trick == s.seats) {
        finish_trick(s);
      } else {
        s.actor = next_seat(s, s.actor);
      }
      return;
    }
    case act::Kind::deal: {
      const Card c = act::card_of(a);
      const int target = deal_target(s, s.dealt);
      if (target >= 10) {
        s.pile_down[static_cast<std::size_t>(target - 10)] = c;
        s.jarvis_hidden |= bit(c);
      } else {
        if (is_jarvis(s, target)) s.pile_up[static_cast<std::size_t>(s.dealt - kJarvisPiles)] = c;
        s.hand[static_cast<std::size_t>(target)] |= bit(c);
      }
      if (++s.dealt == kNumCards) after_deal(s);
      return;
    }
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
          s.actor = static_cast<std::uint8_t>((s.commander + k) % s.seats);
        }
      } else {
        open_window(s, s.asked + 1);
      }
      return;
    case act::Kind::comm: {
      const Card c = act::card_of(a);
      s.comm_card[actor] = c;
      // Dead zone: the token goes face down, so no position is recorded at all.
      s.comm_pos[actor] = mission(s.mission).dead_zone ? CommPos::none : true_comm_pos(s.hand[actor], c);
      s.comm_used |= static_cast<std::uint8_t>(1U << actor);
      open_window(s, s.asked + 1);
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
        s.actor = static_cast<std::uint8_t>((s.commander + k) % s.seats);
      }
      return;
    }
    case act::Kind::no_distress:
      s.distress = 3;
      start_tricks(s);
      return;
    case act::Kind::give: {
      s.give[actor] = act::card_of(a);
      const int k = next_giver(s, s.asked + 1);
      if (k < 0) {
        resolve_distress(s);
      } else {
        s.asked = static_cast<std::uint8_t>(k);
        s.actor = static_cast<std::uint8_t>((s.commander + k) % s.seats);
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
  apply_in_place(s, a);
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
  s.pile_up.fill(kNoCard);
  s.pile_down.fill(kNoCard);
  s.comm_card.fill(kNoCard);
  s.give.fill(kNoCard);
  return s;
}

}  // namespace bgb::crew
