// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's rules as pure functions of a State (the Portuguese rulebook; the project's
/// specification fills the missing end). docs/rules/dp6.md lists every decision where the
/// rulebook and the specification are silent. The
/// Aberration's automatic turn is in aberration.hpp; the decisions of the seat to act (the
/// walks, takes, wakes and the decode result's uses) are listed and checked as bitmasks in
/// moves.hpp.
#include <array>
#include <cstdint>

#include "bgb/core/chance.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/dp6/aberration.hpp"
#include "bgb/dp6/actions.hpp"
#include "bgb/dp6/moves.hpp"
#include "bgb/dp6/state.hpp"

namespace bgb::dp6 {

/// The largest chance node: the 24 door orders of one track.
using ChanceList = FixedVector<ChanceOutcome, kDoorOrderCount>;

namespace detail {

/// The weights of the cards coming up in face-down room `room`, indexed by Card code: the number
/// of ways to complete the track with each, given the cards already face up. Rooms 1–2 never
/// hold the Aberration, so the physical deal (uniform over the 72 valid orders) is reproduced
/// exactly. All 0 when `room` is not a face-down room.
constexpr std::array<std::uint32_t, kCards + 1> reveal_weights(const Track& t, int room) noexcept {
  std::array<std::uint32_t, kCards + 1> w;  // every entry written below (zeroing first cost a `rep stos`)
  const bool valid = room >= 1 && room <= kRooms && is_face_down(t, room);
  unsigned up = 0;                // bit c: card c is face up on the track
  int slots = 0, late_slots = 0;  // face-down rooms other than `room`, and those among r3..r5
  for (int r = 1; r <= kRooms; ++r) {
    if (!is_face_down(t, r)) {
      up |= 1U << static_cast<int>(card_at(t, r));
    } else if (r != room) {
      ++slots;
      late_slots += r > kFirstGroupSlots ? 1 : 0;
    }
  }
  const bool aberration_left = !((up >> static_cast<int>(Card::aberration)) & 1U);
  w[0] = 0;
  for (int c = 1; c <= kCards; ++c) {
    std::uint32_t v = 0;
    if (!valid || ((up >> c) & 1U))
      v = 0;
    else if (static_cast<Card>(c) == Card::aberration)
      v = room <= kFirstGroupSlots ? 0 : factorial(slots);
    else
      v = aberration_left ? static_cast<std::uint32_t>(late_slots) * factorial(slots - 1) : factorial(slots);
    w[static_cast<std::size_t>(c)] = v;
  }
  return w;
}

/// The weight of `card` coming up in face-down room `room` (reveal_weights).
constexpr std::uint32_t reveal_weight(const Track& t, int room, Card card) noexcept {
  return reveal_weights(t, room)[static_cast<std::size_t>(card)];
}

/// The next seat after `from` (clockwise) with a crew that can act, or -1.
constexpr int next_actor(const State& s, int from) noexcept {
  for (int i = 1, p = from; i <= s.players; ++i) {
    p = p + 1 == s.players ? 0 : p + 1;  // (from + i) % players, without a division
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
    case Phase::reveal: {
      const std::array<std::uint32_t, kCards + 1> w = detail::reveal_weights(s.tracks[s.player], s.reveal_room);
      for (int c = 1; c <= kCards; ++c)
        if (w[static_cast<std::size_t>(c)]) out.push_back({act::reveal(static_cast<Card>(c)), w[static_cast<std::size_t>(c)]});
      return;
    }
    case Phase::roll:
      for (int v = 1; v <= 6; ++v) out.push_back({act::roll(v), 1});
      return;
    default: return;
  }
}

/// Draws a chance outcome exactly as bgb::sample_chance would from chance_outcomes() (one
/// rng.below over the total weight, then the outcomes in id order), without building the list.
/// kInvalidAction, the rng untouched, where no chance outcome is due.
constexpr ActionId sample_chance(const State& s, Rng& rng) noexcept {
  switch (s.phase) {
    case Phase::doors: return act::doors(s.setup_seat, static_cast<int>(rng.below(kDoorOrderCount)));
    case Phase::first: return s.players ? act::first(static_cast<int>(rng.below(s.players))) : kInvalidAction;
    case Phase::roll: return act::roll(static_cast<int>(rng.below(6)) + 1);
    case Phase::reveal: {
      const std::array<std::uint32_t, kCards + 1> w = detail::reveal_weights(s.tracks[s.player], s.reveal_room);
      std::uint64_t total = 0;
      for (int c = 1; c <= kCards; ++c) total += w[static_cast<std::size_t>(c)];
      std::uint64_t r = rng.below(total);
      for (int c = 1; c <= kCards; ++c) {
        if (r < w[static_cast<std::size_t>(c)]) return act::reveal(static_cast<Card>(c));
        r -= w[static_cast<std::size_t>(c)];
      }
      return kInvalidAction;
    }
    default: return kInvalidAction;
  }
}

/// Whether `a` is a legal decision or a chance outcome of positive weight in s, checking only
/// the rule of a's kind (no list is built).
constexpr bool is_legal(const State& s, ActionId a) noexcept {
  if (s.phase == Phase::play) return is_legal_decision(s, a);  // the common case, before the switch's jump
  const act::Kind k = act::kind_of(a);
  switch (s.phase) {
    case Phase::play: return false;  // answered above
    case Phase::doors: return k == act::Kind::doors && act::seat_of(a) == s.setup_seat;
    case Phase::first: return k == act::Kind::first && act::seat_of(a) < s.players;
    case Phase::roll: return k == act::Kind::roll;
    case Phase::reveal:  // the id range, not k: g++ then sees that the card indexes the weights in bounds
      return a >= act::kReveal && a < act::kRoll && detail::reveal_weight(s.tracks[s.player], s.reveal_room, act::card_of(a)) != 0;
    case Phase::over: return false;
  }
  return false;
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
      const int from = t.crew[static_cast<std::size_t>(k)];
      // Leaving the Flooded room costs 2 ("atravessada usando uma ação extra de Andar").
      s.actions = static_cast<std::uint8_t>(s.actions + (from != kStart && card_at(t, from) == Card::flooded ? 2 : 1));
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
