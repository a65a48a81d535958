// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies: where the dice and robots of a state stand and where they may go, as
/// cell masks (bit i = base cell i = row * 5 + column, b0 c1 = bit 0 .. b5 c5 = bit 29; see the
/// Board's masks in board.hpp). Move generation (rules.hpp) is a few ANDs of these.
#include <array>
#include <bit>
#include <cstdint>

#include "bgb/ufs/board.hpp"
#include "bgb/ufs/state.hpp"

namespace bgb::ufs::detail {

/// Bit i set where a[i] == v. Branch-free on purpose: random playouts meet every pattern, and a
/// mispredicted early exit per die cost more than the whole comparison.
template <std::size_t N>
constexpr unsigned byte_mask(const std::array<std::uint8_t, N>& a, std::uint8_t v) noexcept {
  unsigned m = 0;
  for (std::size_t i = 0; i < N; ++i) m |= static_cast<unsigned>(a[i] == v) << i;
  return m;
}

/// The unplaced dice, as a mask (bit d = die d).
constexpr unsigned unplaced_dice(const State& s) noexcept { return byte_mask(s.die_cell, kUnplaced); }

/// The unplaced dice without a value (still to roll), as a mask.
constexpr unsigned dice_to_roll(const State& s) noexcept { return unplaced_dice(s) & byte_mask(s.die_value, 0); }

/// The next die to roll (lowest index without a value among the unplaced), or -1.
constexpr int next_roll(const State& s) noexcept {
  const unsigned m = dice_to_roll(s);
  return m ? std::countr_zero(m) : -1;
}

/// The first die on `cell`, or -1.
constexpr int die_on(const State& s, int cell) noexcept {
  if (cell < 0 || cell > 0xFF) return -1;  // no byte holds it
  const unsigned m = byte_mask(s.die_cell, static_cast<std::uint8_t>(cell));
  return m ? std::countr_zero(m) : -1;
}
constexpr int robot_on(const State& s, int cell) noexcept {
  for (int r = 0; r < kRobots; ++r)
    if (s.robots[static_cast<std::size_t>(r)].cell == cell) return r;
  return -1;
}

/// The cells holding a die, as a cell mask (bit i = base cell i).
constexpr std::uint32_t die_cells(const State& s) noexcept {
  std::uint32_t m = 0;
  // (c & 31) keeps the shift defined for kUnplaced and kUsed, whose bit the comparison clears.
  for (std::uint8_t c : s.die_cell) m |= static_cast<std::uint32_t>(c < kBaseCells) << (c & 31U);
  return m;
}

/// Columns that hold a die this round ("apenas um dado em cada coluna"; robots do not count).
constexpr unsigned used_die_columns(const State& s) noexcept {
  std::uint32_t cells = die_cells(s);
  // Fold the six rows of five cells onto one.
  cells |= cells >> 15;
  cells |= cells >> 10;
  cells |= cells >> 5;
  return cells & 0x1FU;
}

/// The cells holding a robot, as a cell mask.
constexpr std::uint32_t robot_cells(const State& s) noexcept {
  std::uint32_t m = 0;
  for (const Robot& r : s.robots) m |= static_cast<std::uint32_t>(r.cell < kBaseCells) << (r.cell & 31U);
  return m;
}

/// The cells an unplaced die may go on, not counting what stands on them: excavated room or
/// anti-air cells — or, while the round's one excavation die is unplaced, the path ahead of the
/// excavator ("exceto por um dado que pode ser colocado em uma sala ou túnel para mover o
/// escavador").
constexpr std::uint32_t die_targets(const State& s, const Board& b) noexcept {
  return open_cells(b, s.excavator) | (ahead_cells(b, s.excavator) & (0U - static_cast<std::uint32_t>(s.excavation_die == kUnplaced)));
}

/// The cells a die may go on now, as a mask over the 30 base cells: a free column ("apenas um
/// dado em cada coluna"; robots do not count), an empty cell, and excavated — or, for the
/// round's one excavation die, ahead of the excavator on its path.
constexpr std::uint32_t placeable_cells(const State& s, const Board& b) noexcept {
  return die_targets(s, b) & ~(die_cells(s) | robot_cells(s) | column_cells(used_die_columns(s))) & kAllCells;
}

/// Whether a die may go on `cell` now.
constexpr bool may_place(const State& s, const Board& b, int cell) noexcept {
  return (placeable_cells(s, b) >> cell) & 1U;
}

/// Whether some unplaced die has somewhere to go (a free column's cells may all be taken by
/// robots or still be unexcavated).
constexpr bool any_placement(const State& s, const Board& b) noexcept { return placeable_cells(s, b) != 0; }

/// Whether scrapping one of the robots would give an unplaced die a cell: "Ao colocar dados, você
/// ainda coloca um dado em cada coluna, ignorando os dados de robô" and "Você pode optar por
/// remover um robô a qualquer momento", so a robot never keeps a die from being placed.
constexpr bool robot_blocks_placement(const State& s, const Board& b) noexcept {
  const std::uint32_t free = die_targets(s, b) & ~(die_cells(s) | column_cells(used_die_columns(s))) & kAllCells;
  static_assert(kRobots == 2, "the other robot is 1 - r");
  for (int r = 0; r < kRobots; ++r) {
    if (s.robots[static_cast<std::size_t>(r)].cell == kNoCell) continue;
    const Robot& other = s.robots[static_cast<std::size_t>(1 - r)];
    const std::uint32_t others = other.cell < kBaseCells ? 1U << other.cell : 0U;
    if (free & ~others) return true;
  }
  return false;
}

/// The room's cells all hold a die or an unexhausted robot.
constexpr bool room_ready(const State& s, const Board& b, int room) noexcept {
  const Room& r = b.rooms[static_cast<std::size_t>(room)];
  if (!room_open(b, room, s.excavator)) return false;
  for (int i = 0; i < r.num_cells; ++i) {
    const int cell = r.cells[static_cast<std::size_t>(i)];
    const int robot = robot_on(s, cell);
    if (die_on(s, cell) < 0 && (robot < 0 || s.robots[static_cast<std::size_t>(robot)].exhausted)) return false;
  }
  return true;
}

constexpr int free_robot(const State& s) noexcept {
  for (int r = 0; r < kRobots; ++r)
    if (s.robots[static_cast<std::size_t>(r)].cell == kNoCell) return r;
  return -1;
}

/// An empty space for a new robot: anti-air or a cell of an excavated room, without die or robot.
constexpr bool robot_space(const State& s, const Board& b, int cell) noexcept {
  const int room = b.room_of[static_cast<std::size_t>(cell)];
  if (room == kTunnel) return false;
  if (room != kAntiAir && !room_open(b, room, s.excavator)) return false;
  return die_on(s, cell) < 0 && robot_on(s, cell) < 0;
}

/// robot_space for every cell at once, as a cell mask.
constexpr std::uint32_t robot_spaces(const State& s, const Board& b) noexcept {
  return open_cells(b, s.excavator) & ~(die_cells(s) | robot_cells(s)) & kAllCells;
}

/// Whether a robot can be built now: a blue die off the base and an empty space for it.
constexpr bool can_build(const State& s, const Board& b) noexcept {
  return free_robot(s) >= 0 && robot_spaces(s, b) != 0;
}

/// The cell of the round's excavation die while it lies on the base (as a one-bit mask), else 0.
/// It must be the first die on its cell, as die_on finds dice.
constexpr std::uint32_t excavation_cell(const State& s) noexcept {
  const int e = s.excavation_die;
  if (e >= kDice) return 0;
  const std::uint8_t c = s.die_cell[static_cast<std::size_t>(e)];
  if (c >= kBaseCells) return 0;
  for (int d = 0; d < e; ++d)
    if (s.die_cell[static_cast<std::size_t>(d)] == c) return 0;
  return 1U << c;
}

/// The cells `resolve CELL` names legally, as a cell mask: the excavation die's cell while an
/// energy is left ("sempre custa uma energia"), and each ready room the energy pays for, by its
/// first cell.
constexpr std::uint32_t resolvable_cells(const State& s, const Board& b) noexcept {
  // Cells whose die or unexhausted robot counts for room_ready (die_on before robot_on, and
  // robot_on takes the first robot on a cell).
  std::uint32_t robots = 0, filled = die_cells(s);
  for (const Robot& r : s.robots) {
    if (r.cell >= kBaseCells || ((robots >> r.cell) & 1U)) continue;
    robots |= 1U << r.cell;
    if (!r.exhausted) filled |= 1U << r.cell;
  }
  const std::uint32_t ready = open_cells(b, s.excavator) & filled;
  std::uint32_t out = 0;
  // A ready room has all its cells filled, its first cell among them: only the rooms of filled
  // cells (at most seven) need a look.
  for (std::uint32_t m = filled; m; m &= m - 1) {
    const int room = b.room_of[static_cast<std::size_t>(std::countr_zero(m))];
    if (room < 0) continue;
    const std::uint32_t cells = b.room_cells[static_cast<std::size_t>(room)];
    const int first = room_first_cell(b, room);
    if ((cells & ~ready) == 0 && b.room_of[static_cast<std::size_t>(first)] == room &&
        s.energy >= b.rooms[static_cast<std::size_t>(room)].cost)
      out |= 1U << first;
  }
  const std::uint32_t excavation = excavation_cell(s);
  return (out & ~excavation) | (s.energy >= 1 ? excavation : 0U);
}

/// Dice of the same colour and value are interchangeable: the kinds of the unplaced dice, as a
/// mask (bit white * 6 + value - 1).
constexpr unsigned unplaced_kinds(const State& s) noexcept {
  unsigned kinds = 0;
  for (int d = 0; d < kDice; ++d)
    kinds |= static_cast<unsigned>(s.die_cell[static_cast<std::size_t>(d)] == kUnplaced)
             << (((is_white(d) ? 6 : 0) + s.die_value[static_cast<std::size_t>(d)] - 1) & 31);
  return kinds;
}

}  // namespace bgb::ufs::detail
