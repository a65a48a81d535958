// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies' dense action-id layout (the same for every option set):
///
///   [  0,   6) roll N (chance)          [  6, 366) place COLOUR VALUE CELL
///   [366, 396) resolve CELL             [396, 426) discard CELL
///   [426, 456) robot CELL               [456, 486) scrap CELL
///   486 end                             [487, 492) spawn COL
///   492 no-robot (build nothing while no blue die or no space is free; added last, so the
///       ids before it keep their meaning)
///
/// place: 6 + white*180 + (value-1)*30 + cell, cell = row*5 + column (b0 c1 = 0 .. b5 c5 = 29).
#include <array>
#include <cstddef>

#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/types.hpp"
#include "bgb/ufs/data.hpp"

namespace bgb::ufs {

/// Enough for any decision: 5 dice x 30 cells of placements.
inline constexpr int kMaxLegalActions = 160;

/// A list of up to kMaxLegalActions ids.
using ActionList = FixedVector<ActionId, kMaxLegalActions>;

}  // namespace bgb::ufs

namespace bgb::ufs::act {

inline constexpr ActionId kRoll = 0;
inline constexpr ActionId kPlace = 6;
inline constexpr ActionId kResolve = 366;
inline constexpr ActionId kDiscard = 396;
inline constexpr ActionId kRobot = 426;
inline constexpr ActionId kScrap = 456;
inline constexpr ActionId kEnd = 486;
inline constexpr ActionId kSpawn = 487;
inline constexpr ActionId kNoRobot = 492;
inline constexpr ActionId kNumDistinct = 493;

constexpr ActionId roll(int value) noexcept { return kRoll + value - 1; }
constexpr ActionId place(bool white, int value, int cell) noexcept {
  return kPlace + (white ? 180 : 0) + (value - 1) * kBaseCells + cell;
}
constexpr ActionId resolve(int cell) noexcept { return kResolve + cell; }
constexpr ActionId discard(int cell) noexcept { return kDiscard + cell; }
constexpr ActionId robot(int cell) noexcept { return kRobot + cell; }
constexpr ActionId scrap(int cell) noexcept { return kScrap + cell; }
constexpr ActionId spawn(int col) noexcept { return kSpawn + col; }

enum class Kind : std::uint8_t { roll, place, resolve, discard, robot, scrap, end, spawn, no_robot, invalid };

constexpr Kind kind_of(ActionId a) noexcept {
  if (a < 0 || a >= kNumDistinct) return Kind::invalid;
  if (a < kPlace) return Kind::roll;
  if (a < kResolve) return Kind::place;
  if (a < kDiscard) return Kind::resolve;
  if (a < kRobot) return Kind::discard;
  if (a < kScrap) return Kind::robot;
  if (a < kEnd) return Kind::scrap;
  if (a == kEnd) return Kind::end;
  if (a == kNoRobot) return Kind::no_robot;
  return Kind::spawn;
}

/// The base cell an action names (place, resolve, discard, robot, scrap).
constexpr int cell_of(ActionId a) noexcept {
  switch (kind_of(a)) {
    case Kind::place: return (a - kPlace) % kBaseCells;
    case Kind::resolve: return a - kResolve;
    case Kind::discard: return a - kDiscard;
    case Kind::robot: return a - kRobot;
    case Kind::scrap: return a - kScrap;
    default: return -1;
  }
}
/// The die value of a roll or a placement.
constexpr int value_of(ActionId a) noexcept {
  if (kind_of(a) == Kind::roll) return a - kRoll + 1;
  if (kind_of(a) == Kind::place) return (a - kPlace) % 180 / kBaseCells + 1;
  return 0;
}
constexpr bool white_of(ActionId a) noexcept { return kind_of(a) == Kind::place && a - kPlace >= 180; }

}  // namespace bgb::ufs::act
