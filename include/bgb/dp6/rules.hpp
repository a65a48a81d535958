// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's rules as pure functions of a State (the Portuguese rulebook; the project's
/// specification fills the missing end). docs/rules/dp6.md lists every decision where the
/// rulebook and the specification are silent. The
/// Aberration's automatic turn is in aberration.hpp.
#include <bit>
#include <cstdint>

#include "bgb/core/chance.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/types.hpp"
#include "bgb/dp6/aberration.hpp"
#include "bgb/dp6/actions.hpp"
#include "bgb/dp6/state.hpp"

namespace bgb::dp6 {

/// Enough for any decision: 4 crew x 3 destinations, 2 takes, 2 wakes, decode, end (18); a
/// pending result has at most 5 tilts, 2 progs, use and ignore (9).
inline constexpr int kMaxLegalActions = 24;
using ActionList = FixedVector<ActionId, kMaxLegalActions>;
/// The largest chance node: the 24 door orders of one track.
using ChanceList = FixedVector<ChanceOutcome, kDoorOrderCount>;

namespace detail {

constexpr bool is_face_down(const Track& t, int room) noexcept { return t.room[static_cast<std::size_t>(room - 1)] == Card::hidden; }
constexpr Card card_at(const Track& t, int room) noexcept { return t.room[static_cast<std::size_t>(room - 1)]; }

/// A crew that may walk: in the start area or standing in a room ("nunca retorna" from the capsule).
constexpr bool may_walk(const Track& t, int k) noexcept {
  return t.crew[static_cast<std::size_t>(k)] == kStart || active_in_room(t, k);
}

/// Whether a crew of the track may activate a marker: one that may walk. In the Capsule "a sua
/// única ação possível passa a ser a de Decodificar", so saved crew decode but never activate.
constexpr bool may_activate(const Track& t) noexcept {
  for (int k = 0; k < kCrew; ++k)
    if (may_walk(t, k)) return true;
  return false;
}

/// What walking crew k to `dest` (1..5 a room, 6 the Capsule) costs, or 0 when it is not a
/// legal walk now. Leaving the Flooded room costs 2 ("atravessada usando uma ação extra de Andar").
constexpr int walk_cost(const State& s, const Track& t, int k, int dest) noexcept {
  if (!may_walk(t, k)) return 0;
  const int from = t.crew[static_cast<std::size_t>(k)];
  const int cost = from != kStart && card_at(t, from) == Card::flooded ? 2 : 1;
  if (s.actions + cost > kActions) return 0;
  if (dest == act::kCapsuleDest) {
    // "Durante a contagem regressiva (as 5 primeiras posições), qualquer Tripulante pode entrar
    // na Cápsula de Fuga, desde que sua porta esteja aberta"
    const bool ok = from == kRooms && door_open(s, kCapsuleDoor) && s.capsule < kCapsulePositions - 1;
    return ok ? cost : 0;
  }
  bool reach = false;
  if (from == kStart) {
    reach = dest == 1;  // no door between the start area and room 1
  } else {
    const int lo = from < dest ? from : dest;
    if (from - dest == 1 || dest - from == 1) reach = door_open(s, door_after(t, lo));
    // The vent: "de uma sala a outra conectada via tubulação quando as duas estiverem reveladas"
    const Card a = card_at(t, from), b = card_at(t, dest);
    if ((a == Card::control && b == Card::tools) || (a == Card::tools && b == Card::control)) reach = true;
  }
  if (!reach) return 0;
  // "ela comporta apenas 1 Tripulante por vez"
  if (card_at(t, dest) == Card::flooded)
    for (int j = 0; j < kCrew; ++j)
      if (j != k && active_in_room(t, j) && t.crew[static_cast<std::size_t>(j)] == dest) return 0;
  return cost;
}

/// An active crew of the track stands in `room`.
constexpr bool someone_in(const Track& t, int room) noexcept {
  for (int j = 0; j < kCrew; ++j)
    if (active_in_room(t, j) && t.crew[static_cast<std::size_t>(j)] == room) return true;
  return false;
}

/// The Programming marker of room `room` may be taken.
constexpr bool may_take(const Track& t, int room) noexcept {
  const Card c = card_at(t, room);
  const int bit = c == Card::control ? 1 : c == Card::tools ? 2 : 0;
  return bit && (t.prog_on & bit) && someone_in(t, room);
}

/// Crew k lies in Cryogenics with an active crew of its player beside it.
constexpr bool may_wake(const Track& t, int k) noexcept {
  return ((t.lying >> k) & 1U) && someone_in(t, t.crew[static_cast<std::size_t>(k)]);
}

/// The weight of `card` coming up in face-down room `room`: the number of ways to complete the
/// track with it, given the cards already face up. Rooms 1–2 never hold the Aberration, so the
/// physical deal (uniform over the 72 valid orders) is reproduced exactly.
constexpr std::uint32_t reveal_weight(const Track& t, int room, Card card) noexcept {
  if (card == Card::hidden || room_of(t, card) != 0 || !is_face_down(t, room)) return 0;
  if (card == Card::aberration && room <= kFirstGroupSlots) return 0;
  int slots = 0, late_slots = 0;  // face-down rooms other than `room`, and those among r3..r5
  for (int r = 1; r <= kRooms; ++r)
    if (r != room && is_face_down(t, r)) {
      ++slots;
      late_slots += r > kFirstGroupSlots ? 1 : 0;
    }
  const bool aberration_left = card != Card::aberration && room_of(t, Card::aberration) == 0;
  if (!aberration_left) return factorial(slots);
  return static_cast<std::uint32_t>(late_slots) * factorial(slots - 1);
}

/// The next seat after `from` (clockwise) with a crew that can act, or -1.
constexpr int next_actor(const State& s, int from) noexcept {
  for (int i = 1; i <= s.players; ++i) {
    const int p = (from + i) % s.players;
    if (has_actor(s.tracks[static_cast<std::size_t>(p)])) return p;
  }
  return -1;
}

constexpr void finish(State& s, End why) noexcept {
  s.phase = Phase::over;
  s.end = why;
}

/// The turn is over: the Aberration's two actions, then the next player who can act.
constexpr void end_turn(State& s, int max_turns) noexcept {
  aberration_turn(s.tracks[static_cast<std::size_t>(s.player)], s.doors);
  ++s.turns;
  s.actions = 0;
  const int next = next_actor(s, s.player);
  if (next < 0) return finish(s, End::stranded);
  if (max_turns > 0 && s.turns >= max_turns) return finish(s, End::turn_limit);
  s.player = static_cast<std::uint8_t>(next);
}

/// After a crew action: the third one ends the turn (once no result is pending).
constexpr void after_action(State& s, int max_turns) noexcept {
  if (s.phase == Phase::play && s.pending == 0 && s.actions >= kActions) end_turn(s, max_turns);
}

}  // namespace detail

/// The seat to act, kChance or kTerminal.
constexpr PlayerId current_player(const State& s) noexcept {
  switch (s.phase) {
    case Phase::play: return s.player;
    case Phase::over: return kTerminal;
    default: return kChance;
  }
}
constexpr bool is_terminal(const State& s) noexcept { return s.phase == Phase::over; }

/// The legal decisions in ascending id order (empty at chance and terminal nodes).
constexpr void legal_actions(const State& s, ActionList& out) noexcept {
  using namespace detail;
  out.clear();
  if (s.phase != Phase::play) return;
  const Track& t = s.tracks[s.player];
  const bool left = s.actions < kActions;
  if (s.pending) {
    // "A ação de Ativar sempre deve ser escolhida após a ação de Decodificar"; each costs an action.
    const bool activate = left && may_activate(t);
    if (activate && t.tilt)
      for (int v = 1; v <= 6; ++v)
        if (v != s.pending) out.push_back(act::tilt(v));
    if (activate && t.prog) {
      out.push_back(act::kProgUp);
      out.push_back(act::kProgDown);
    }
    out.push_back(act::kUse);
    // "O resultado pode ser utilizado ou ignorado pelo jogador", but "um resultado 6 jamais pode
    // ser ignorado", and "Se a ação de Decodificar for a última do jogador, seu resultado não
    // pode ser alterado ou ignorado": a decode followed by an activation was not the last
    // action, so its result may be ignored even with no action left.
    if (s.pending != 6 && (left || s.activated)) out.push_back(act::kIgnore);
    return;
  }
  if (left) {
    for (int k = 0; k < kCrew; ++k)
      for (int d = 1; d <= act::kCapsuleDest; ++d)
        if (walk_cost(s, t, k, d)) out.push_back(act::walk(k, d));
    for (int r = 1; r <= kRooms; ++r)
      if (may_take(t, r)) out.push_back(act::take(r));
    for (int k = 0; k < kCrew; ++k)
      if (may_wake(t, k)) out.push_back(act::wake(k));
    out.push_back(act::kDecode);
  }
  // "Se o Decodificar for a última ação do turno deste jogador, o resultado deve ser
  // obrigatoriamente utilizado": after an `ignore` the decode may not stay the last action.
  if (!s.ignored) out.push_back(act::kEnd);
}

/// Chance outcomes in ascending id order, with integer weights.
constexpr void chance_outcomes(const State& s, ChanceList& out) noexcept {
  out.clear();
  switch (s.phase) {
    case Phase::doors:
      for (int o = 0; o < kDoorOrderCount; ++o) out.push_back({act::doors(s.setup_seat, o), 1});
      return;
    case Phase::first:  // "Cada jogador rola o dado. Aquele que tirar o maior resultado inicia"
      for (int p = 0; p < s.players; ++p) out.push_back({act::first(p), 1});
      return;
    case Phase::reveal:
      for (int c = 1; c <= kCards; ++c) {
        const std::uint32_t w = detail::reveal_weight(s.tracks[s.player], s.reveal_room, static_cast<Card>(c));
        if (w) out.push_back({act::reveal(static_cast<Card>(c)), w});
      }
      return;
    case Phase::roll:
      for (int v = 1; v <= 6; ++v) out.push_back({act::roll(v), 1});
      return;
    default: return;
  }
}

constexpr bool is_legal(const State& s, ActionId a) noexcept {
  if (current_player(s) == kChance) {
    ChanceList l;
    chance_outcomes(s, l);
    for (const ChanceOutcome& o : l)
      if (o.action == a) return true;
    return false;
  }
  ActionList l;
  legal_actions(s, l);
  return l.contains(a);
}

/// Applies a legal action to s. Precondition: is_legal(s, a).
constexpr void apply_in_place(State& s, ActionId a, int max_turns) noexcept {
  using namespace detail;
  Track& t = s.tracks[s.player];
  // Whatever follows an `ignore` (legal_actions offers no `end` then) makes the decode not the
  // turn's last action; only `ignore` itself sets the mark.
  s.ignored = 0;
  switch (act::kind_of(a)) {
    case act::Kind::doors: {
      Track& d = s.tracks[s.setup_seat];
      for (int g = 0; g < kGaps; ++g) d.gap_door[static_cast<std::size_t>(g)] = kDoorOrders[static_cast<std::size_t>(act::order_of(a))][static_cast<std::size_t>(g)];
      if (++s.setup_seat == s.players) s.phase = Phase::first;
      return;
    }
    case act::Kind::first:
      s.player = static_cast<std::uint8_t>(act::seat_of(a));
      s.phase = Phase::play;
      return;
    case act::Kind::reveal: {
      const Card c = act::card_of(a);
      const int r = s.reveal_room;
      t.room[static_cast<std::size_t>(r - 1)] = c;
      if (c == Card::aberration) t.aberration = static_cast<std::uint8_t>(r);  // "colocado sobre a sala"
      if (c == Card::control) t.prog_on |= 1U;
      if (c == Card::tools) t.prog_on |= 2U;
      if (c == Card::cryo)  // "2 Tripulantes devem ser colocados deitados"
        for (int k = kStartCrew; k < kCrew; ++k)
          if (t.crew[static_cast<std::size_t>(k)] == kAside) {
            t.crew[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(r);
            t.lying = static_cast<std::uint8_t>(t.lying | (1U << k));
          }
      s.reveal_room = 0;
      s.phase = Phase::play;
      after_action(s, max_turns);
      return;
    }
    case act::Kind::roll:
      s.pending = static_cast<std::uint8_t>(act::value_of(a));
      s.phase = Phase::play;
      return;
    case act::Kind::walk: {
      const int k = act::crew_of(a), dest = act::dest_of(a);
      s.actions = static_cast<std::uint8_t>(s.actions + walk_cost(s, t, k, dest));
      t.crew[static_cast<std::size_t>(k)] = dest == act::kCapsuleDest ? kCapsule : static_cast<std::uint8_t>(dest);
      if (dest != act::kCapsuleDest && is_face_down(t, dest)) {
        s.phase = Phase::reveal;  // "Após ser revelada, o jogador obrigatoriamente deve colocar seu Tripulante nela"
        s.reveal_room = static_cast<std::uint8_t>(dest);
        return;
      }
      after_action(s, max_turns);
      return;
    }
    case act::Kind::take: {
      const int r = act::room_of_take(a);
      t.prog_on = static_cast<std::uint8_t>(t.prog_on & ~(card_at(t, r) == Card::control ? 1U : 2U));
      ++t.prog;
      ++s.actions;
      after_action(s, max_turns);
      return;
    }
    case act::Kind::wake:
      t.lying = static_cast<std::uint8_t>(t.lying & ~(1U << act::crew_of(a)));
      ++s.actions;
      after_action(s, max_turns);
      return;
    case act::Kind::decode:
      ++s.actions;
      s.phase = Phase::roll;
      return;
    case act::Kind::tilt:
      --t.tilt;
      ++t.tilt_used;
      ++s.actions;
      s.activated = 1;
      s.pending = static_cast<std::uint8_t>(act::value_of(a));
      return;
    case act::Kind::prog_up:
    case act::Kind::prog_down:
      --t.prog;
      ++t.prog_used;
      ++s.actions;
      s.activated = 1;
      // "como o dado é cíclico, de 6 para 1 ou de 1 para 6"
      s.pending = static_cast<std::uint8_t>(act::kind_of(a) == act::Kind::prog_up ? s.pending % 6 + 1 : (s.pending + 4) % 6 + 1);
      return;
    case act::Kind::use: {
      const int v = s.pending;
      s.pending = 0;
      s.activated = 0;
      if (v <= kDoors) {
        s.doors = static_cast<std::uint8_t>(s.doors ^ (1U << (v - 1)));  // door v on every track
      } else if (s.capsule + 1 < kCapsulePositions) {
        ++s.capsule;  // "apenas avançam"
      } else {
        return finish(s, End::launched);
      }
      after_action(s, max_turns);
      return;
    }
    case act::Kind::ignore:
      s.pending = 0;
      // Ignored straight after the decode, the decode would be the turn's last action if the
      // turn ended now, so `end` waits for another action. After an activation it was not the
      // last ("Se o Decodificar for a última ação do turno deste jogador, o resultado deve ser
      // obrigatoriamente utilizado"), and with no action left the turn ends here.
      s.ignored = s.activated ? 0 : 1;
      s.activated = 0;
      after_action(s, max_turns);
      return;
    case act::Kind::end:
      end_turn(s, max_turns);
      return;
    case act::Kind::invalid: return;
  }
}

/// The state before setup: doors to deal for seat 0, every crew where the box puts it.
constexpr State new_state(int players) noexcept {
  State s;
  s.players = static_cast<std::uint8_t>(players);
  return s;
}

/// Crew in the Capsule per seat (zero for seats that do not play).
constexpr std::array<int, kMaxSeats> scores(const State& s) noexcept {
  std::array<int, kMaxSeats> out{};
  for (int p = 0; p < s.players; ++p) out[static_cast<std::size_t>(p)] = crew_in_capsule(s.tracks[static_cast<std::size_t>(p)]);
  return out;
}

}  // namespace bgb::dp6
