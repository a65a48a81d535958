// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's dense action-id layout (the same for every option set and content):
///
///   [  0,  10) place N (chance, N = 1..10)     [ 10,  18) stack SEAT (chance)
///   [ 18,  31) item NAME (chance)              [ 31,  95) event NAME FAINT (chance; card type)
///   [ 95, 105) roll N (chance, d10)            [105, 115) room N (chance, d10)
///   [115, 126) open sea|1..10                  126 enter
///   [127, 140) play ITEM                       [140, 310) fix TARGET M
///   [310, 312) take grog N                     [312, 316) take items N
///   [316, 324) trade SEAT                      [324, 337) give ITEM
///   [337, 350) get ITEM                        350 done          351 rest      352 abandon
///   [353, 364) flee sea|1..10                  [364, 374) block R (R = 1..10)
///   [374, 384) spread R (R = 1..10)            [384, 397) discard ITEM
///   397 pour (added after the first release: at the end, so every older id keeps its meaning)
///   398 check (added after `pour`, at the end for the same reason: go on to the faint check,
///             a Coffee in hand, if any, not played; decision D26)
///   399 stay (added after `check`, at the end for the same reason: end the flight after a
///             failed `fix fire` where no room is enterable with the items played, decision D9)
///
/// fix: 140 + target * 10 + (M - 1), target 0..9 = `hatch-R` for R = 1..10, then 10 fire,
/// 11 water, 12 engine, 13 pumps, 14 reactor, 15 missile, 16 kraken.
#include <array>
#include <cstdint>

#include "bgb/core/types.hpp"
#include "bgb/rn/data.hpp"

namespace bgb::rn::act {

inline constexpr ActionId kPlace = 0;
inline constexpr ActionId kStack = kPlace + 10;
inline constexpr ActionId kItem = kStack + kMaxPlayers;
inline constexpr ActionId kEvent = kItem + kItemKinds;
inline constexpr ActionId kRoll = kEvent + kMaxEventTypes;
inline constexpr ActionId kRoom = kRoll + 10;
inline constexpr ActionId kOpen = kRoom + 10;
inline constexpr ActionId kEnter = kOpen + kRooms;
inline constexpr ActionId kPlay = kEnter + 1;
inline constexpr ActionId kFix = kPlay + kItemKinds;
inline constexpr int kFixTargets = 17;
inline constexpr ActionId kTakeGrog = kFix + kFixTargets * 10;
inline constexpr ActionId kTakeItems = kTakeGrog + 2;
inline constexpr ActionId kTrade = kTakeItems + 4;
inline constexpr ActionId kGive = kTrade + kMaxPlayers;
inline constexpr ActionId kGet = kGive + kItemKinds;
inline constexpr ActionId kDone = kGet + kItemKinds;
inline constexpr ActionId kRest = kDone + 1;
inline constexpr ActionId kAbandon = kRest + 1;
inline constexpr ActionId kFlee = kAbandon + 1;
inline constexpr ActionId kBlock = kFlee + kRooms;
inline constexpr ActionId kSpread = kBlock + 10;
inline constexpr ActionId kDiscard = kSpread + 10;
inline constexpr ActionId kPour = kDiscard + kItemKinds;
inline constexpr ActionId kCheck = kPour + 1;
inline constexpr ActionId kStay = kCheck + 1;
inline constexpr ActionId kNumDistinct = kStay + 1;
static_assert(kFix == 140 && kTakeGrog == 310 && kPour == 397 && kCheck == 398 && kStay == 399 && kNumDistinct == 400,
              "the layout documented above");

enum class Kind : std::uint8_t {
  place, stack, item, event, roll, room, open, enter, play, fix, take_grog, take_items, trade, give, get,
  done, rest, abandon, flee, block, spread, discard, pour, check, stay, invalid,
};

namespace detail {

/// The kind of an id in [0, kNumDistinct) by the layout's ranges; kind_of reads it from a table.
constexpr Kind search_kind(ActionId a) noexcept {
  if (a < kStack) return Kind::place;
  if (a < kItem) return Kind::stack;
  if (a < kEvent) return Kind::item;
  if (a < kRoll) return Kind::event;
  if (a < kRoom) return Kind::roll;
  if (a < kOpen) return Kind::room;
  if (a < kEnter) return Kind::open;
  if (a == kEnter) return Kind::enter;
  if (a < kFix) return Kind::play;
  if (a < kTakeGrog) return Kind::fix;
  if (a < kTakeItems) return Kind::take_grog;
  if (a < kTrade) return Kind::take_items;
  if (a < kGive) return Kind::trade;
  if (a < kGet) return Kind::give;
  if (a < kDone) return Kind::get;
  if (a == kDone) return Kind::done;
  if (a == kRest) return Kind::rest;
  if (a == kAbandon) return Kind::abandon;
  if (a < kBlock) return Kind::flee;
  if (a < kSpread) return Kind::block;
  if (a < kDiscard) return Kind::spread;
  if (a < kPour) return Kind::discard;
  if (a == kPour) return Kind::pour;
  if (a == kCheck) return Kind::check;
  return Kind::stay;
}

/// The id whose distance to an action is its argument (see arg_of); the action itself where the
/// argument is always 0.
constexpr ActionId search_arg_base(ActionId a) noexcept {
  switch (search_kind(a)) {
    case Kind::place: return kPlace;
    case Kind::stack: return kStack;
    case Kind::item: return kItem;
    case Kind::event: return kEvent;
    case Kind::roll: return kRoll;
    case Kind::room: return kRoom;
    case Kind::open: return kOpen;
    case Kind::play: return kPlay;
    case Kind::fix: return kFix;
    case Kind::take_grog: return kTakeGrog;
    case Kind::take_items: return kTakeItems;
    case Kind::trade: return kTrade;
    case Kind::give: return kGive;
    case Kind::get: return kGet;
    case Kind::flee: return kFlee;
    case Kind::block: return kBlock - 1;
    case Kind::spread: return kSpread - 1;
    case Kind::discard: return kDiscard;
    default: return a;
  }
}

/// Per id, its kind and the base of its argument: an apply or an is_legal asks both, and the
/// range search costs a chain of compares each time.
struct KindArg {
  Kind kind;
  std::uint16_t base;
};
inline constexpr std::array<KindArg, kNumDistinct> kKindArgs = [] {
  std::array<KindArg, kNumDistinct> t{};
  for (ActionId a = 0; a < kNumDistinct; ++a) t[static_cast<std::size_t>(a)] = {search_kind(a), static_cast<std::uint16_t>(search_arg_base(a))};
  return t;
}();

}  // namespace detail

constexpr Kind kind_of(ActionId a) noexcept {
  if (a < 0 || a >= kNumDistinct) return Kind::invalid;
  return detail::kKindArgs[static_cast<std::size_t>(a)].kind;
}

/// The argument of an action: N - 1 for place/roll/room/takes, the seat, the item kind, the event
/// card type, the room (0 = the Sea for open and flee; 1..10 for block and spread).
constexpr int arg_of(ActionId a) noexcept {
  if (a < 0 || a >= kNumDistinct) return 0;
  return a - detail::kKindArgs[static_cast<std::size_t>(a)].base;
}

constexpr ActionId place(int n) noexcept { return kPlace + n - 1; }
constexpr ActionId stack(int seat) noexcept { return kStack + seat; }
constexpr ActionId item(Item k) noexcept { return kItem + static_cast<int>(k); }
constexpr ActionId event(int type) noexcept { return kEvent + type; }
constexpr ActionId roll(int n) noexcept { return kRoll + n - 1; }
constexpr ActionId room(int n) noexcept { return kRoom + n - 1; }
constexpr ActionId open(int room) noexcept { return kOpen + room; }
constexpr ActionId play(Item k) noexcept { return kPlay + static_cast<int>(k); }
/// The fix-target index 0..16: `hatch-R` is R - 1, the others 10 + (kind - fire).
constexpr int fix_index(Target t, int hatch_room = 0) noexcept {
  return t == Target::hatch ? hatch_room - 1 : 10 + static_cast<int>(t) - static_cast<int>(Target::fire);
}
constexpr ActionId fix(Target t, int minutes, int hatch_room = 0) noexcept {
  return kFix + fix_index(t, hatch_room) * 10 + minutes - 1;
}
constexpr Target fix_target(ActionId a) noexcept {
  const int i = (a - kFix) / 10;
  return i < 10 ? Target::hatch : static_cast<Target>(i - 10 + static_cast<int>(Target::fire));
}
constexpr int fix_hatch_room(ActionId a) noexcept { return (a - kFix) / 10 < 10 ? (a - kFix) / 10 + 1 : 0; }
constexpr int fix_minutes(ActionId a) noexcept { return (a - kFix) % 10 + 1; }
constexpr ActionId take_grog(int n) noexcept { return kTakeGrog + n - 1; }
constexpr ActionId take_items(int n) noexcept { return kTakeItems + n - 1; }
constexpr ActionId trade(int seat) noexcept { return kTrade + seat; }
constexpr ActionId give(Item k) noexcept { return kGive + static_cast<int>(k); }
constexpr ActionId get(Item k) noexcept { return kGet + static_cast<int>(k); }
constexpr ActionId flee(int room) noexcept { return kFlee + room; }
constexpr ActionId block(int room) noexcept { return kBlock + room - 1; }
constexpr ActionId spread(int room) noexcept { return kSpread + room - 1; }
constexpr ActionId discard(Item k) noexcept { return kDiscard + static_cast<int>(k); }

}  // namespace bgb::rn::act
