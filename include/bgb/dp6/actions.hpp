// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's dense action-id layout (the same for every option set):
///
///   [  0,  96) doors SEAT PERM (chance)    seat*24 + lexicographic index of the order of 1234
///   [ 96, 100) first SEAT (chance)         [100, 105) reveal CARD (chance, Card code - 1)
///   [105, 111) roll N (chance)             [111, 135) walk cK DEST: 111 + k*6 + dest - 1,
///                                                     dest 1..5 = r1..r5, 6 = capsule
///   [135, 140) take rN                     [140, 144) wake cK
///   144 decode                             [145, 151) tilt V
///   151 prog +1    152 prog -1    153 use    154 ignore    155 end
#include <array>
#include <cstdint>

#include "bgb/core/types.hpp"
#include "bgb/dp6/data.hpp"

namespace bgb::dp6::act {

inline constexpr ActionId kDoors = 0;
inline constexpr ActionId kFirst = 96;
inline constexpr ActionId kReveal = 100;
inline constexpr ActionId kRoll = 105;
inline constexpr ActionId kWalk = 111;
inline constexpr ActionId kTake = 135;
inline constexpr ActionId kWake = 140;
inline constexpr ActionId kDecode = 144;
inline constexpr ActionId kTilt = 145;
inline constexpr ActionId kProgUp = 151;
inline constexpr ActionId kProgDown = 152;
inline constexpr ActionId kUse = 153;
inline constexpr ActionId kIgnore = 154;
inline constexpr ActionId kEnd = 155;
inline constexpr ActionId kNumDistinct = 156;
inline constexpr int kCapsuleDest = 6;  ///< walk destination code of the Capsule

constexpr ActionId doors(int seat, int order) noexcept { return kDoors + seat * kDoorOrderCount + order; }
constexpr ActionId first(int seat) noexcept { return kFirst + seat; }
constexpr ActionId reveal(Card c) noexcept { return kReveal + static_cast<int>(c) - 1; }
constexpr ActionId roll(int v) noexcept { return kRoll + v - 1; }
constexpr ActionId walk(int crew, int dest) noexcept { return kWalk + crew * 6 + dest - 1; }
constexpr ActionId take(int room) noexcept { return kTake + room - 1; }
constexpr ActionId wake(int crew) noexcept { return kWake + crew; }
constexpr ActionId tilt(int v) noexcept { return kTilt + v - 1; }

enum class Kind : std::uint8_t { doors, first, reveal, roll, walk, take, wake, decode, tilt, prog_up, prog_down, use, ignore, end, invalid };

namespace detail {
/// The kind of each id in [0, kNumDistinct), by the ranges of the file comment.
constexpr Kind kind_by_range(ActionId a) noexcept {
  if (a < kFirst) return Kind::doors;
  if (a < kReveal) return Kind::first;
  if (a < kRoll) return Kind::reveal;
  if (a < kWalk) return Kind::roll;
  if (a < kTake) return Kind::walk;
  if (a < kWake) return Kind::take;
  if (a < kDecode) return Kind::wake;
  if (a == kDecode) return Kind::decode;
  if (a < kProgUp) return Kind::tilt;
  if (a == kProgUp) return Kind::prog_up;
  if (a == kProgDown) return Kind::prog_down;
  if (a == kUse) return Kind::use;
  if (a == kIgnore) return Kind::ignore;
  return Kind::end;
}
constexpr std::array<Kind, kNumDistinct> make_kinds() noexcept {
  std::array<Kind, kNumDistinct> out{};
  for (ActionId a = 0; a < kNumDistinct; ++a) out[static_cast<std::size_t>(a)] = kind_by_range(a);
  return out;
}
/// A table, not the chain of compares: every apply (and every legality check of a chance
/// outcome) starts here, and the chain was an out-of-line call in the library.
inline constexpr std::array<Kind, kNumDistinct> kKinds = make_kinds();
}  // namespace detail

constexpr Kind kind_of(ActionId a) noexcept {
  return static_cast<std::uint32_t>(a) < static_cast<std::uint32_t>(kNumDistinct) ? detail::kKinds[static_cast<std::size_t>(a)] : Kind::invalid;
}

/// doors/first: the seat.  walk/wake: the crew.  take: the room.  reveal: the Card code.
/// roll/tilt: the value.  doors also has order_of.
constexpr int seat_of(ActionId a) noexcept { return kind_of(a) == Kind::doors ? (a - kDoors) / kDoorOrderCount : a - kFirst; }
constexpr int order_of(ActionId a) noexcept { return (a - kDoors) % kDoorOrderCount; }
constexpr Card card_of(ActionId a) noexcept { return static_cast<Card>(a - kReveal + 1); }
constexpr int value_of(ActionId a) noexcept { return kind_of(a) == Kind::roll ? a - kRoll + 1 : a - kTilt + 1; }
constexpr int crew_of(ActionId a) noexcept { return kind_of(a) == Kind::walk ? (a - kWalk) / 6 : a - kWake; }
constexpr int dest_of(ActionId a) noexcept { return (a - kWalk) % 6 + 1; }
constexpr int room_of_take(ActionId a) noexcept { return a - kTake + 1; }

}  // namespace bgb::dp6::act
