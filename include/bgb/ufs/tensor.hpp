// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies' observation tensor: a fixed-size float vector of what the one seat sees.
/// The game is solo and every field of a State is on the table (the 9-card edition has no deck
/// and no face-down card; a die not yet rolled has value 0), so the tensor encodes the State,
/// nothing more: the next rolls are not in a State and cannot leak. docs/tensors.md ("Under
/// Falling Skies") lists the layout below row by row; a test checks the two agree.
#include <array>
#include <cstdint>
#include <span>

#include "bgb/core/tensor_parts.hpp"
#include "bgb/core/types.hpp"
#include "bgb/ufs/game.hpp"

namespace bgb::ufs {

namespace tensor_layout {

// Lengths of the parts, in tensor order. One-hot parts have one float per value.
inline constexpr int kHard = 7;              ///< flag per flippable card (Card order)
inline constexpr int kPhase = 6;             ///< one-hot Phase: roll, place, resolve, robot, spawn, over
inline constexpr int kEnd = 4;               ///< one-hot End: none, won, base_destroyed, skull_covered
inline constexpr int kRound = kSkyRows;      ///< one-hot round 1..15 (index round - 1)
inline constexpr int kEnergy = kMaxEnergy + 1;         ///< one-hot 0..7
inline constexpr int kDamage = kDamageToLose + 1;      ///< one-hot 0..5
inline constexpr int kResearch = kResearchSpaces + 1;  ///< one-hot spaces entered 0..14
inline constexpr int kExcavator = kMaxPath;            ///< one-hot path index 0..24
inline constexpr int kExcavated = kBaseCells;          ///< flag per base cell (row * 5 + column)
inline constexpr int kMothership = kSkyRows + 1;       ///< one-hot rows covered 0..15
inline constexpr int kRobotValue = 7;                  ///< one-hot 0 (no robot to place), 1..6
// One die: its value, where it is, and the excavation flag; five dice, black 0..2 then white 3..4.
inline constexpr int kDieValue = 7;   ///< one-hot 0 (not rolled), 1..6
inline constexpr int kDieWhere = 3;   ///< one-hot unplaced, on a cell, used
inline constexpr int kDieCell = kBaseCells;  ///< one-hot base cell while on one
inline constexpr int kDieExcavation = 1;     ///< flag: the round's excavation die
inline constexpr int kDie = kDieValue + kDieWhere + kDieCell + kDieExcavation;
inline constexpr int kDice = ufs::kDice * kDie;
// One robot slot: its cell, value and whether it is exhausted; two slots.
inline constexpr int kRobotCell = kBaseCells;  ///< one-hot base cell; all 0 when not built
inline constexpr int kRobotPips = 7;           ///< one-hot value 0..6
inline constexpr int kRobotExhausted = 1;      ///< flag
inline constexpr int kRobot = kRobotCell + kRobotPips + kRobotExhausted;
inline constexpr int kRobots = ufs::kRobots * kRobot;
// Ships as planes over the sky (green and red ships are interchangeable within a colour).
inline constexpr int kSkyPlane = (kSkyRows + 1) * kColumns;  ///< flag per (row 0..15, column): row * 5 + column
inline constexpr int kGreenWaiting = kGreenShips + 1;        ///< one-hot 0..5 on the mothership card
inline constexpr int kRedWaiting = kShips - kGreenShips + 1; ///< one-hot 0..2
inline constexpr int kRedSupply = kShips - kGreenShips + 1;  ///< one-hot 0..2

// Offsets: each part starts where the previous one ends.
inline constexpr int kHardAt = 0;
inline constexpr int kPhaseAt = kHardAt + kHard;
inline constexpr int kEndAt = kPhaseAt + kPhase;
inline constexpr int kRoundAt = kEndAt + kEnd;
inline constexpr int kEnergyAt = kRoundAt + kRound;
inline constexpr int kDamageAt = kEnergyAt + kEnergy;
inline constexpr int kResearchAt = kDamageAt + kDamage;
inline constexpr int kExcavatorAt = kResearchAt + kResearch;
inline constexpr int kExcavatedAt = kExcavatorAt + kExcavator;
inline constexpr int kMothershipAt = kExcavatedAt + kExcavated;
inline constexpr int kRobotValueAt = kMothershipAt + kMothership;
inline constexpr int kDiceAt = kRobotValueAt + kRobotValue;
inline constexpr int kRobotsAt = kDiceAt + kDice;
inline constexpr int kGreenSkyAt = kRobotsAt + kRobots;
inline constexpr int kRedSkyAt = kGreenSkyAt + kSkyPlane;
inline constexpr int kGreenWaitingAt = kRedSkyAt + kSkyPlane;
inline constexpr int kRedWaitingAt = kGreenWaitingAt + kGreenWaiting;
inline constexpr int kRedSupplyAt = kRedWaitingAt + kRedWaiting;
inline constexpr int kSize = kRedSupplyAt + kRedSupply;
// Within a die block, and within a robot block.
inline constexpr int kDieValueAt = 0;
inline constexpr int kDieWhereAt = kDieValueAt + kDieValue;
inline constexpr int kDieCellAt = kDieWhereAt + kDieWhere;
inline constexpr int kDieExcavationAt = kDieCellAt + kDieCell;
inline constexpr int kRobotCellAt = 0;
inline constexpr int kRobotPipsAt = kRobotCellAt + kRobotCell;
inline constexpr int kRobotExhaustedAt = kRobotPipsAt + kRobotPips;

/// The layout as docs/tensors.md prints it (dice and robots are blocks: die d starts at
/// kDiceAt + d * kDie, robot r at kRobotsAt + r * kRobot).
inline constexpr std::array<tensor::Part, 18> kParts = {{
    {"hard", -1, kHardAt, kHard, "flag per card: sky1, sky2, sky3, sky4, base_top, base_bottom, research"},
    {"phase", -1, kPhaseAt, kPhase, "one-hot: roll, place, resolve, robot, spawn, over"},
    {"end", -1, kEndAt, kEnd, "one-hot: none, won, base_destroyed, skull_covered"},
    {"round", -1, kRoundAt, kRound, "one-hot round 1..15 (index round - 1)"},
    {"energy", -1, kEnergyAt, kEnergy, "one-hot 0..7"},
    {"damage", -1, kDamageAt, kDamage, "one-hot 0..5"},
    {"research", -1, kResearchAt, kResearch, "one-hot spaces entered 0..14"},
    {"excavator", -1, kExcavatorAt, kExcavator, "one-hot path index 0..24"},
    {"excavated", -1, kExcavatedAt, kExcavated, "flag per base cell (index row * 5 + column): excavated now"},
    {"mothership", -1, kMothershipAt, kMothership, "one-hot sky rows covered 0..15"},
    {"robot_value", -1, kRobotValueAt, kRobotValue, "one-hot 0 (none to place), 1..6"},
    {"dice", -1, kDiceAt, kDice,
     "5 blocks of 41 (black 0..2, white 3..4): value one-hot 0 (not rolled)..6 [7], where one-hot unplaced/cell/used [3], "
     "cell one-hot base cell [30], excavation flag [1]"},
    {"robots", -1, kRobotsAt, kRobots,
     "2 blocks of 38: cell one-hot base cell, all 0 when not built [30], value one-hot 0..6 [7], exhausted flag [1]"},
    {"green_sky", -1, kGreenSkyAt, kSkyPlane, "flag per sky cell (index row * 5 + column, row 0..15; row = mothership is a spawn spot)"},
    {"red_sky", -1, kRedSkyAt, kSkyPlane, "flag per sky cell, as green_sky"},
    {"green_waiting", -1, kGreenWaitingAt, kGreenWaiting, "one-hot count 0..5 on the mothership card"},
    {"red_waiting", -1, kRedWaitingAt, kRedWaiting, "one-hot count 0..2 on the mothership card"},
    {"red_supply", -1, kRedSupplyAt, kRedSupply, "one-hot count 0..2 in the supply"},
}};

}  // namespace tensor_layout

/// Floats in the tensor: the same for every set of hard cards.
inline int observation_tensor_size(const Game&) noexcept { return tensor_layout::kSize; }

/// Writes the tensor of `s` (all kSize floats, zeros included) into out[0..kSize). The viewer
/// is seat 0, the only one; nothing depends on it.
inline void write_observation_tensor(const Game& game, const State& s, PlayerId /*viewer*/, std::span<float> out) noexcept {
  namespace L = tensor_layout;
  tensor::Writer w(out.first(out.size() < static_cast<std::size_t>(L::kSize) ? out.size() : static_cast<std::size_t>(L::kSize)));
  const Board& b = game.board();
  for (int c = 0; c < L::kHard; ++c) w.flag(L::kHardAt + c, (s.hard >> c) & 1U);
  w.one_hot(L::kPhaseAt, L::kPhase, static_cast<int>(s.phase));
  w.one_hot(L::kEndAt, L::kEnd, static_cast<int>(s.end));
  w.one_hot(L::kRoundAt, L::kRound, s.round - 1);
  w.one_hot(L::kEnergyAt, L::kEnergy, s.energy);
  w.one_hot(L::kDamageAt, L::kDamage, s.damage);
  w.one_hot(L::kResearchAt, L::kResearch, s.research);
  w.one_hot(L::kExcavatorAt, L::kExcavator, s.excavator);
  for (int cell = 0; cell < kBaseCells; ++cell) w.flag(L::kExcavatedAt + cell, excavated(b, cell, s.excavator));
  w.one_hot(L::kMothershipAt, L::kMothership, s.mothership);
  w.one_hot(L::kRobotValueAt, L::kRobotValue, s.robot_value);
  for (int d = 0; d < kDice; ++d) {
    const int at = L::kDiceAt + d * L::kDie;
    const std::uint8_t cell = s.die_cell[static_cast<std::size_t>(d)];
    w.one_hot(at + L::kDieValueAt, L::kDieValue, s.die_value[static_cast<std::size_t>(d)]);
    w.one_hot(at + L::kDieWhereAt, L::kDieWhere, cell == kUnplaced ? 0 : cell == kUsed ? 2 : 1);
    if (cell < kBaseCells) w.one_hot(at + L::kDieCellAt, L::kDieCell, cell);
    w.flag(at + L::kDieExcavationAt, s.excavation_die == d);
  }
  for (int r = 0; r < kRobots; ++r) {
    const int at = L::kRobotsAt + r * L::kRobot;
    const Robot& robot = s.robots[static_cast<std::size_t>(r)];
    if (robot.cell < kBaseCells) w.one_hot(at + L::kRobotCellAt, L::kRobotCell, robot.cell);
    w.one_hot(at + L::kRobotPipsAt, L::kRobotPips, robot.value);
    w.flag(at + L::kRobotExhaustedAt, robot.exhausted);
  }
  int green_waiting = 0, red_waiting = 0, red_supply = 0;
  for (int i = 0; i < kShips; ++i) {
    const Ship& sh = s.ships[static_cast<std::size_t>(i)];
    if (sh.at == ShipAt::waiting) {
      ++(is_red(i) ? red_waiting : green_waiting);
    } else if (sh.at == ShipAt::supply) {
      ++red_supply;
    } else if (sh.row <= kSkyRows && sh.col < kColumns) {  // the city row is never held between actions
      w.set((is_red(i) ? L::kRedSkyAt : L::kGreenSkyAt) + sh.row * kColumns + sh.col, 1.0F);
    }
  }
  w.one_hot(L::kGreenWaitingAt, L::kGreenWaiting, green_waiting);
  w.one_hot(L::kRedWaitingAt, L::kRedWaiting, red_waiting);
  w.one_hot(L::kRedSupplyAt, L::kRedSupply, red_supply);
}

}  // namespace bgb::ufs
