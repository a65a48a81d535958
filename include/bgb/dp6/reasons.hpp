// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Why a DP6 action is not legal, in words, for error messages (the CLI, bgb_last_error()).
/// Each reason names the rule that refuses the action, quoting the rulebook where it speaks.
#include <optional>
#include <string>

#include "bgb/core/refusal.hpp"
#include "bgb/dp6/notation.hpp"
#include "bgb/dp6/rules.hpp"

namespace bgb::dp6 {

namespace detail {

// Appended, not `"r" + std::to_string(r)`, which trips g++ 12's -Wrestrict.
inline std::string room_text(int r) {
  std::string t(1, 'r');
  t += std::to_string(r);
  return t;
}
inline std::string crew_text(int k) {
  std::string t(1, 'c');
  t += std::to_string(k);
  return t;
}

/// Why crew k of the acting seat cannot walk to `dest` (1..5 a room, 6 the Capsule).
inline std::string walk_reason(const State& s, const Track& t, int k, int dest) {
  const int from = t.crew[static_cast<std::size_t>(k)];
  const std::string who = crew_text(k);
  if (from == kCapsule) return who + " is in the Capsule, which a crew never leaves";
  if (from == kAside) return who + " is not on the board: it joins when Cryogenics is revealed";
  if (from == kDevoured) return who + " was devoured by the Aberration";
  if ((t.lying >> k) & 1U) return who + " lies asleep in Cryogenics: another crew must wake it first";
  const int cost = from != kStart && card_at(t, from) == Card::flooded ? 2 : 1;
  if (s.actions + cost > kActions)
    return cost == 2 ? "leaving the Flooded room costs 2 actions, and only " + std::to_string(kActions - s.actions) + " is left"
                     : "no action is left this turn (3 a turn): end the turn";
  if (dest == act::kCapsuleDest) {
    if (from != kRooms) return "only a crew in r5 can enter the Capsule";
    if (!door_open(s, kCapsuleDoor)) return "door 5, the Capsule's, is closed";
    return "the countdown is over: the Capsule takes nobody after its first 5 positions";
  }
  if (from == dest) return who + " already stands in " + room_text(dest);
  if (from == kStart) return "from the start area only r1 can be reached";
  const Card a = card_at(t, from), b = card_at(t, dest);
  const bool vent = (a == Card::control && b == Card::tools) || (a == Card::tools && b == Card::control);
  if (!vent && from - dest != 1 && dest - from != 1)
    return room_text(dest) + " is not next to " + room_text(from) + ", and no vent links them (Control and Tools, both revealed)";
  if (!vent) {
    const int lo = from < dest ? from : dest;
    return "the door between " + room_text(lo) + " and " + room_text(lo + 1) + " (door " + std::to_string(door_after(t, lo)) +
           ") is closed";
  }
  return "the Flooded room holds only 1 crew at a time (\"ela comporta apenas 1 Tripulante por vez\")";
}

/// Why room `room`'s Programming marker cannot be taken.
inline std::string take_reason(const Track& t, int room) {
  const Card c = card_at(t, room);
  if (c != Card::control && c != Card::tools)
    return room_text(room) + " holds no Programming marker (only Control and Tools do)";
  const int bit = c == Card::control ? 1 : 2;
  if (!(t.prog_on & bit)) return "the Programming marker of " + room_text(room) + " is already taken";
  return "no active crew of this seat stands in " + room_text(room);
}

}  // namespace detail

/// Why `a` is not legal in s, in words; empty when it is legal.
inline std::string illegal_reason(const State& s, ActionId a) {
  using namespace detail;
  if (std::optional<std::string> common =
          common_refusal(is_legal(s, a), a, act::kNumDistinct, s.phase == Phase::over, "the game is over"))
    return *common;
  const act::Kind k = act::kind_of(a);
  const bool chance_kind = k == act::Kind::doors || k == act::Kind::first || k == act::Kind::reveal || k == act::Kind::roll;
  switch (s.phase) {
    case Phase::doors:
      if (k != act::Kind::doors) return "the door tokens of seat " + std::to_string(s.setup_seat) + " are placed next (chance)";
      return "the door tokens of seat " + std::to_string(s.setup_seat) + " are placed next, not seat " + std::to_string(act::seat_of(a));
    case Phase::first:
      if (k != act::Kind::first) return "the first player is drawn next (chance)";
      return "seat " + std::to_string(act::seat_of(a)) + " is not at the table (" + std::to_string(s.players) + " players)";
    case Phase::roll: return "the decode die is rolled next (chance)";
    case Phase::reveal: {
      if (k != act::Kind::reveal) return "the card of " + room_text(s.reveal_room) + " is revealed next (chance)";
      const Track& t = s.tracks[s.player];
      const Card c = act::card_of(a);
      if (room_of(t, c) != 0) return std::string(card_word(c)) + " is already face up on this track";
      return "the Aberration never lies in r1 or r2";
    }
    case Phase::over:
    case Phase::play: break;
  }
  if (chance_kind) return "seat " + std::to_string(s.player) + " decides now: a chance outcome is not a decision";
  const Track& t = s.tracks[s.player];
  const bool left = s.actions < kActions;
  const std::string result = "the decode result " + std::to_string(s.pending);
  if (s.pending) {
    switch (k) {
      case act::Kind::tilt:
      case act::Kind::prog_up:
      case act::Kind::prog_down: {
        if (!left) return "no action is left to activate a marker (\"cada uma custa uma ação\")";
        if (!may_activate(t)) return "no crew of this seat stands on the track, and only those may activate a marker";
        if (k == act::Kind::tilt && !t.tilt) return "this seat has no Tilt marker left";
        if (k == act::Kind::tilt) return "the decode result is already " + std::to_string(act::value_of(a));
        return "this seat holds no Programming marker";
      }
      case act::Kind::ignore:
        if (s.pending == 6) return "a 6 can never be ignored (\"um resultado 6 jamais pode ser ignorado\")";
        return "the decode was the last action, so its result must be used";
      default: return result + " waits: use, ignore, tilt or prog first";
    }
  }
  switch (k) {
    case act::Kind::tilt:
    case act::Kind::prog_up:
    case act::Kind::prog_down:
    case act::Kind::use:
    case act::Kind::ignore: return "no decode result waits: decode first";
    case act::Kind::end: return "a decode result was ignored, so the turn may not end on that decode: take another action";
    default: break;
  }
  if (!left) return "no action is left this turn (3 a turn): end the turn";
  switch (k) {
    case act::Kind::walk: return walk_reason(s, t, act::crew_of(a), act::dest_of(a));
    case act::Kind::take: return take_reason(t, act::room_of_take(a));
    case act::Kind::wake: {
      const int c = act::crew_of(a);
      if (!((t.lying >> c) & 1U)) return crew_text(c) + " is not asleep";
      return "no active crew stands beside " + crew_text(c) + " in Cryogenics";
    }
    default: break;
  }
  return "not legal now";
}

}  // namespace bgb::dp6
