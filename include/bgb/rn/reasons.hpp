// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Why a Red November action is not legal, in words, for error messages (the CLI,
/// bgb_last_error()). Each reason names the rule that refuses the action; the decisions it
/// cites (D2, D9, D12, D26) are in docs/rules/red-november.md.
#include <optional>
#include <string>

#include "bgb/core/refusal.hpp"
#include "bgb/rn/notation.hpp"
#include "bgb/rn/rules.hpp"

namespace bgb::rn {

namespace detail {

inline std::string minutes_text(int m) { return std::to_string(m) + (m == 1 ? " minute" : " minutes"); }

/// "seat 2 holds no crowbar" or empty when it holds one.
inline std::string lacks(const State& s, int who, int kind) {
  if (s.seats[z(who)].items[z(kind)] > 0) return "";
  return "seat " + std::to_string(who) + " holds no " + item_text(kind);
}

/// Why the fix `a` is not legal in the move phase.
inline std::string fix_reason(const State& s, const Content& c, ActionId a) {
  const int r = s.seats[z(s.active)].room;
  const Target t = act::fix_target(a);
  const int minutes = act::fix_minutes(a);
  const std::string where = r == kSea ? "the Sea" : "room " + room_text(r);
  if (!fixable(s, c, t, act::fix_hatch_room(a))) {
    switch (t) {
      case Target::hatch: {
        const int other = act::fix_hatch_room(a);
        if (r == kSea) return "no hatch is fixed from the Sea";
        const int h = hatch_between(c, r, other);
        if (h < 0) return "no hatch joins " + where + " and room " + room_text(other);
        return "the hatch between " + where + " and room " + room_text(other) + " is not blocked";
      }
      case Target::fire: return "there is no fire in " + where;
      case Target::water: return "there is no low water in " + where + " (high water is only poured out)";
      case Target::engine:
      case Target::pumps:
      case Target::reactor:
        return "the " + std::string(kTargetNames[z(static_cast<int>(t))]) + (t == Target::pumps ? " are" : " is") +
               " fixed in room " + room_text(machine_room(c, t)) + ", not in " + where;
      case Target::missile:
        if (r != c.missile_room) return "the missile is fixed in room " + room_text(c.missile_room) + ", not in " + where;
        return "no missile Destruction token is on the Time track";
      case Target::kraken:
        if (r != kSea) return "the Kraken is fought in the Sea, not in " + where;
        return "no Kraken Destruction token is on the Time track";
      case Target::none: break;
    }
    return "nothing to fix";
  }
  const int extra = t == Target::water ? 0 : water_extra(s, r);
  return minutes_text(minutes) + (extra ? " (+2 in low water)" : "") + " is more than the " + minutes_text(s.ghost) +
         " left before the Ghost";
}

/// Why `a` is not legal in the move phase (move, then the one action).
inline std::string move_reason(const State& s, const Content& c, ActionId a) {
  const act::Kind k = act::kind_of(a);
  const Seat& g = s.seats[z(s.active)];
  const int r = g.room;
  const std::string where = r == kSea ? "the Sea" : "room " + room_text(r);
  const bool high = r != kSea && s.water[z(r)] == Water::high;
  const int extra = water_extra(s, r);
  const std::string short_of = "is more than the " + minutes_text(s.ghost) + " left before the Ghost";
  switch (k) {
    case act::Kind::enter: {
      if (s.opened == kNone) return "no hatch has been opened: open one first";
      const int cost = enter_cost(s, s.opened);
      if (cost < 0) {
        const int to = s.opened;
        if (to == kSea || r == kSea) return "the Sea is entered or left only with an Aqualung played this turn";
        if (s.water[z(to)] == Water::high) return "room " + room_text(to) + " is flooded high: nobody enters it";
        return "room " + room_text(to) + " burns: enter it only with Grog or a Fire Extinguisher played this turn";
      }
      return "entering costs " + minutes_text(cost) + " and a minute must be kept for the action (decision D2)";
    }
    case act::Kind::open: {
      const int to = act::arg_of(a);
      const int h = hatch_between(c, r, to);
      if (h < 0) return "no hatch joins " + where + " and " + (to == kSea ? std::string("the Sea") : "room " + room_text(to));
      if (!is_exterior(c.hatches[z(h)]) && is_blocked(s, h)) return "the hatch to room " + room_text(to) + " is blocked: fix it first";
      return "opening a hatch costs a minute and one must be kept for the action: " + minutes_text(s.ghost) + " left (decision D2)";
    }
    case act::Kind::play: return lacks(s, s.active, act::arg_of(a));
    case act::Kind::pour:
      if (s.opened == kNone) return "no hatch is open: pour through the hatch just opened";
      return "pouring needs high water on one side of the open hatch and no water on the other (decision D8)";
    case act::Kind::rest:
    case act::Kind::abandon:
      if (k == act::Kind::abandon && r != kSea) return "a gnome abandons ship only from the Sea";
      if (k == act::Kind::abandon && g.keeper >= 10) return "too late to abandon ship: the Time Keeper is past minute 9";
      return "no minute is left before the Ghost";
    default: break;
  }
  const bool action = k == act::Kind::fix || k == act::Kind::take_grog || k == act::Kind::take_items || k == act::Kind::trade;
  if (!action) return "the gnome moves or takes its action now: open, enter, play, fix, take, trade, rest, abandon or pour";
  if (high) return where + " is flooded high: the only action there is to rest";
  if (k == act::Kind::fix) return fix_reason(s, c, a);
  const int n = act::arg_of(a) + 1;
  if (k == act::Kind::trade) {
    const int j = act::arg_of(a);
    if (j == s.active) return "a gnome does not trade with itself";
    if (j >= s.players) return "seat " + std::to_string(j) + " is not at the table";
    if (s.seats[z(j)].status != Status::aboard) return "seat " + std::to_string(j) + "'s gnome is not aboard any more";
    if (s.seats[z(j)].room != r) return "seat " + std::to_string(j) + " is not in " + where;
    return "a trade takes " + minutes_text(1 + extra) + ", which " + short_of;
  }
  if (g.took == r) return "the gnome already took here: it takes again only after an action in another room";
  if (k == act::Kind::take_grog) {
    if (r != c.cabin_room) return "Grog is taken in the cabin, room " + room_text(c.cabin_room);
    if (n > s.cabin_grog) return "only " + std::to_string(s.cabin_grog) + " Grog is left in the cabin";
    if (n > 2) return "at most 2 Grog are taken at once";
  } else {
    if (r != c.stores_room) return "items are taken in the stores, room " + room_text(c.stores_room);
    if (n > item_cards_left(s, c)) return "only " + std::to_string(item_cards_left(s, c)) + " item cards are left";
  }
  return "taking " + std::to_string(n) + (extra ? " (+2 in low water) " : " ") + short_of;
}

}  // namespace detail

/// Why `a` is not legal in s, in words; empty when it is legal.
inline std::string illegal_reason(const State& s, const Content& c, ActionId a) {
  using namespace detail;
  if (std::optional<std::string> common =
          common_refusal(is_legal(s, c, a), a, act::kNumDistinct, s.phase == Phase::over, "the game is over"))
    return *common;
  const act::Kind k = act::kind_of(a);
  const int arg = act::arg_of(a);
  switch (s.phase) {
    case Phase::place: return "the room of seat " + std::to_string(s.cursor) + "'s gnome is drawn next (chance: place N)";
    case Phase::stack:
      if (k != act::Kind::stack) return "the start stack of Time Keepers is built next (chance: stack SEAT)";
      if (arg >= s.players) return "seat " + std::to_string(arg) + " is not at the table";
      return "seat " + std::to_string(arg) + "'s Time Keeper is already stacked";
    case Phase::deal:
    case Phase::take_draw:
    case Phase::item_draw:
      if (k != act::Kind::item) return "an item card is drawn next (chance: item NAME)";
      return "no " + item_text(arg) + " card is left in the item deck";
    case Phase::faint_draw:
    case Phase::event_draw:
      if (k != act::Kind::event) return "an event card is drawn next (chance: event NAME FAINT)";
      if (arg >= c.num_event_types) return "this content has " + std::to_string(c.num_event_types) + " event card types";
      return "no card of that type is left in the event deck";
    case Phase::fix_roll: return "the fix's die is rolled next (chance: roll N)";
    case Phase::event_room: return "the event's room die is rolled next (chance: room N)";
    default: break;
  }
  if (k <= act::Kind::room) return "seat " + std::to_string(s.active) + " decides now: a chance outcome is not a decision";
  switch (s.phase) {
    case Phase::move: return move_reason(s, c, a);
    case Phase::trade: {
      const int p = s.partner;
      if (k == act::Kind::play) return lacks(s, s.active, arg);
      if (k == act::Kind::give) {
        if (!lacks(s, s.active, arg).empty()) return lacks(s, s.active, arg);
        return item_text(arg) + " was got in this trade: a kind changes hands one way (decision D12)";
      }
      if (k == act::Kind::get) {
        if (!lacks(s, p, arg).empty()) return lacks(s, p, arg);
        return item_text(arg) + " was given in this trade: a kind changes hands one way (decision D12)";
      }
      return "the gnome is trading with seat " + std::to_string(p) + ": give, get, play or done";
    }
    case Phase::flee:
      if (k == act::Kind::play) return lacks(s, s.active, arg);
      if (k == act::Kind::flee) return "the gnome cannot flee into " + (arg == kSea ? std::string("the Sea") : "room " + room_text(arg)) +
                                       " (not next to its room, or not enterable with the items played)";
      if (k == act::Kind::stay) return "a room is open to flee into, so the gnome must flee (decision D9)";
      return "the gnome flees the fire it failed to put out: flee ROOM, play an item, or stay";
    case Phase::faint_choice:
      if (k == act::Kind::play && arg == detail::item_i(Item::coffee)) return lacks(s, s.active, arg);
      if (k == act::Kind::play) return "only a Coffee may be played before the faint check (decision D26)";
      return "a faint check is due: check, or play coffee";
    case Phase::event_choice:
      switch (choice_of(s)) {
        case Choice::block:
          if (k == act::Kind::block) return "no unblocked interior hatch joins room " + room_text(s.ev_room) + " and room " + room_text(arg);
          return "the event blocks a hatch of room " + room_text(s.ev_room) + ": block R";
        case Choice::spread:
          if (k == act::Kind::spread) return "the fire cannot spread into room " + room_text(arg) + " (not next to a fire, or it has fire or water)";
          return "the fire spreads: spread R";
        case Choice::discard:
          if (k == act::Kind::discard) return lacks(s, s.active, arg);
          return "the event takes an item: discard ITEM";
      }
      break;
    default: break;
  }
  return "not legal now";
}

}  // namespace bgb::rn
