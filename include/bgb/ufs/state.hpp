// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies' state: one trivially copyable value well under 256 bytes.
///
/// Dice 0..2 are black, 3..4 white ("3 pretos e 2 brancos"). Ships 0..4 are green, 5..6 red.
/// The mothership card covers sky rows 1..`mothership`; its spawn spots are row `mothership`
/// (0 = above the sky at the start), so a ship on a spawn spot has row == mothership.
#include <array>
#include <cstdint>
#include <type_traits>

#include "bgb/ufs/board.hpp"

namespace bgb::ufs {

inline constexpr int kDice = 5;
inline constexpr int kBlackDice = 3;
inline constexpr int kShips = 7;
inline constexpr int kGreenShips = 5;
inline constexpr int kRobots = 2;
inline constexpr std::uint8_t kUnplaced = 0xFF;  ///< die_cell: still to place
inline constexpr std::uint8_t kUsed = 0xFE;      ///< die_cell: resolved, discarded or not in play

enum class Phase : std::uint8_t {
  roll,     ///< chance: `roll N` for the next die to roll (black, black, black, white, white)
  place,    ///< `place COLOUR VALUE CELL` (and `scrap`, legal at every decision)
  resolve,  ///< `resolve` / `discard` / `scrap` / `end`
  robot,    ///< `robot ROW COL`: where the robot just built goes (or `scrap`)
  spawn,    ///< `spawn COL`: the player picks among equally good spawn spots (or `scrap`)
  over,
};

enum class ShipAt : std::uint8_t {
  supply,   ///< red ships not yet in play (or shot down)
  waiting,  ///< on the mothership card, to spawn
  sky,      ///< on a spawn spot (row == mothership) or in the sky
};

/// A ship off the sky keeps row 0 and column 0, so equal positions are equal states.
struct Ship {
  ShipAt at = ShipAt::waiting;
  std::uint8_t row = 0;  ///< in the sky: the mothership's row (on a spawn spot) .. 15
  std::uint8_t col = 0;
  friend constexpr bool operator==(const Ship&, const Ship&) = default;
};

struct Robot {
  std::uint8_t cell = kNoCell;  ///< kNoCell: not built
  std::uint8_t value = 0;
  bool exhausted = false;       ///< used this round, or built this round
  friend constexpr bool operator==(const Robot&, const Robot&) = default;
};

/// How the game ended.
enum class End : std::uint8_t { none, won, base_destroyed, skull_covered };

struct State {
  std::uint8_t hard = 0;  ///< flipped cards, bit i = Card i; level = 1 + popcount
  Phase phase = Phase::roll;
  End end = End::none;
  std::uint8_t round = 1;
  std::uint8_t energy = kStartEnergy;
  std::uint8_t damage = 0;
  std::uint8_t research = 0;   ///< spaces entered on the research track (14 wins)
  std::uint8_t excavator = 0;  ///< path index of the excavator
  std::uint8_t mothership = 0; ///< rows covered by the mothership card
  std::uint8_t excavation_die = kUnplaced;  ///< the die placed ahead on the path this round
  std::uint8_t robot_value = 0;             ///< Phase::robot: the value of the robot to place
  std::array<std::uint8_t, kDice> die_value{};  ///< 1..6; 0 while to roll
  std::array<std::uint8_t, kDice> die_cell{};   ///< base cell, kUnplaced or kUsed
  std::array<Robot, kRobots> robots{};
  std::array<Ship, kShips> ships{};

  friend constexpr bool operator==(const State&, const State&) = default;
};

static_assert(std::is_trivially_copyable_v<State>);
static_assert(sizeof(State) <= 256, "the issue caps a state at 256 bytes");

constexpr bool is_white(int die) noexcept { return die >= kBlackDice; }
constexpr bool is_red(int ship) noexcept { return ship >= kGreenShips; }

}  // namespace bgb::ufs
