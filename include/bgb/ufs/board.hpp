// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The board a game of Under Falling Skies is played on, for a given set of flipped cards: the
/// base cells (which room, tunnel or anti-air cell each is), the excavator's path, the sky cells
/// and the mothership track. Everything is derived from data.hpp and the `hard` mask.
#include <array>
#include <cstdint>

#include "bgb/ufs/data.hpp"

namespace bgb::ufs {

inline constexpr std::uint8_t kNoCell = 0xFF;
inline constexpr int kMaxPath = 25;
/// Rooms on the whole base: top card rooms first, then the bottom card's.
inline constexpr int kMaxRooms = 2 * kMaxRoomsPerCard;

/// Bit i of a hard mask flips card i (Card order in data.hpp).
constexpr bool is_hard(std::uint8_t hard, Card c) noexcept { return (hard >> static_cast<int>(c)) & 1U; }

/// The base and sky as they lie on the table for one hard mask.
struct Board {
  std::uint8_t num_rooms = 0;
  std::array<Room, kMaxRooms> rooms{};
  /// Per base cell: the room index, or kAntiAir (b0) or kTunnel (`+x` and the start cell).
  std::array<std::int8_t, kBaseCells> room_of{};
  std::uint8_t path_length = 0;
  std::array<std::uint8_t, kMaxPath> path{};        ///< path index -> base cell
  std::array<std::uint8_t, kBaseCells> path_index{};  ///< base cell -> path index (kNoCell: off path)
  std::uint8_t first_path_row = 2;  ///< rows above it are excavated from the start
  std::array<std::array<SkyCell, kColumns>, kSkyRows + 1> sky{};  ///< sky[row], rows 1..15
  std::array<TrackEffect, kSkyRows + 1> track{};                  ///< track[row], rows 1..15
  std::uint8_t skull_row = 12;
  std::array<std::uint8_t, kResearchSpaces> research{};
  // Cell masks, bit i = base cell i = row * 5 + column (b0 c1 = bit 0 .. b5 c5 = bit 29), so that
  // move generation is a few ANDs (read them through open_cells / ahead_cells below):
  std::array<std::uint32_t, kMaxRooms> room_cells{};        ///< per room: its cells
  std::array<std::uint32_t, kMaxPath + 1> open_cells{};     ///< per excavator index: open_cell
  std::array<std::uint32_t, kMaxPath + 1> ahead_cells{};    ///< per excavator index: path cells ahead
};

/// Every base cell, and the cells of column 0 (shift left by the column for the others).
inline constexpr std::uint32_t kAllCells = (1U << kBaseCells) - 1;
inline constexpr std::uint32_t kColumn0Cells = 0x2108421U;
static_assert(kBaseCells == 30 && kColumns == 5, "the cell masks assume the 6 x 5 base");

/// The cells of the columns in a column mask (bit c = column c): the 5-bit mask copied onto
/// every row, which a multiplication does without carries.
constexpr std::uint32_t column_cells(unsigned columns) noexcept { return (columns & 0x1FU) * kColumn0Cells; }

/// Whether a base cell is excavated with the excavator at path index `excavator`: every row above
/// the path's first row, and every path cell behind the excavator (not the one under it).
constexpr bool excavated(const Board& b, int cell, int excavator) noexcept {
  if (cell / kColumns < b.first_path_row) return true;
  return b.path_index[static_cast<std::size_t>(cell)] < excavator;
}

/// Whether every cell of a room is excavated (a room takes dice only then).
constexpr bool room_open(const Board& b, int room, int excavator) noexcept {
  const Room& r = b.rooms[static_cast<std::size_t>(room)];
  for (int i = 0; i < r.num_cells; ++i)
    if (!excavated(b, r.cells[static_cast<std::size_t>(i)], excavator)) return false;
  return true;
}

/// Whether a normal die (not the excavation die) may go on this cell: anti-air, or a cell of a
/// room whose cells are all excavated. Never a tunnel, excavated or not: "Os dados só podem ser
/// colocados em salas escavadas, exceto por um dado que pode ser colocado em uma sala ou túnel
/// para mover o escavador." A tunnel cell takes only the round's excavation die.
constexpr bool open_cell(const Board& b, int cell, int excavator) noexcept {
  const int room = b.room_of[static_cast<std::size_t>(cell)];
  if (room == kAntiAir) return true;
  if (room == kTunnel) return false;
  return room_open(b, room, excavator);
}

/// The room's first cell: top row, then leftmost (the cell its legal-action text names).
constexpr int room_first_cell(const Board& b, int room) noexcept { return b.rooms[static_cast<std::size_t>(room)].cells[0]; }

/// Builds the board for a hard mask (any subset of the seven flippable cards).
constexpr Board make_board(std::uint8_t hard) noexcept {
  Board b;
  b.room_of.fill(kTunnel);
  for (int col = 0; col < kColumns; ++col) b.room_of[static_cast<std::size_t>(col)] = kAntiAir;
  for (const BaseSide* side : {&kTopBase[is_hard(hard, Card::base_top)], &kBottomBase[is_hard(hard, Card::base_bottom)]}) {
    for (int r = 0; r < side->num_rooms; ++r) {
      const Room& room = side->rooms[static_cast<std::size_t>(r)];
      for (int i = 0; i < room.num_cells; ++i) b.room_of[room.cells[static_cast<std::size_t>(i)]] = static_cast<std::int8_t>(b.num_rooms);
      b.rooms[b.num_rooms++] = room;
    }
  }
  // The path snakes from the start cell along its row away from its column, then down a row
  // and back the other way, through every cell of the rows below.
  const int start = kTopBase[is_hard(hard, Card::base_top)].start_cell;
  const int start_row = start / kColumns, start_col = start % kColumns;
  b.first_path_row = static_cast<std::uint8_t>(start_row);
  b.path_index.fill(kNoCell);
  bool leftward = start_col == kColumns - 1;
  for (int row = start_row; row < kBaseRows; ++row) {
    for (int k = 0; k < kColumns; ++k) {
      const int col = leftward ? kColumns - 1 - k : k;
      const std::uint8_t cell = static_cast<std::uint8_t>(row * kColumns + col);
      b.path_index[cell] = b.path_length;
      b.path[b.path_length++] = cell;
    }
    leftward = !leftward;
  }
  for (int row = 1; row <= kSkyRows; ++row) {
    const SkySide& side = kSky[static_cast<std::size_t>(sky_card_of(row))][is_hard(hard, static_cast<Card>(sky_card_of(row)))];
    b.sky[static_cast<std::size_t>(row)] = side.cells[static_cast<std::size_t>(row_on_card(row))];
    b.track[static_cast<std::size_t>(row)] = side.track[static_cast<std::size_t>(row_on_card(row))];
    if (b.track[static_cast<std::size_t>(row)].kind == TrackKind::skull) b.skull_row = static_cast<std::uint8_t>(row);
  }
  b.research = kResearchTrack[is_hard(hard, Card::research)];
  for (int r = 0; r < b.num_rooms; ++r)
    for (int i = 0; i < b.rooms[static_cast<std::size_t>(r)].num_cells; ++i)
      b.room_cells[static_cast<std::size_t>(r)] |= 1U << b.rooms[static_cast<std::size_t>(r)].cells[static_cast<std::size_t>(i)];
  // Past the path's end every excavator index sees the same base, so kMaxPath stands for them all.
  for (int exc = 0; exc <= kMaxPath; ++exc) {
    for (int cell = 0; cell < kBaseCells; ++cell) {
      if (open_cell(b, cell, exc)) b.open_cells[static_cast<std::size_t>(exc)] |= 1U << cell;
      const std::uint8_t at = b.path_index[static_cast<std::size_t>(cell)];
      if (at != kNoCell && at > exc) b.ahead_cells[static_cast<std::size_t>(exc)] |= 1U << cell;
    }
  }
  return b;
}

/// open_cell for every cell at once, as a cell mask, with the excavator at path index `excavator`.
constexpr std::uint32_t open_cells(const Board& b, int excavator) noexcept {
  return b.open_cells[static_cast<std::size_t>(excavator < kMaxPath ? excavator : kMaxPath)];
}

/// The path cells ahead of the excavator (path index above `excavator`), as a cell mask.
constexpr std::uint32_t ahead_cells(const Board& b, int excavator) noexcept {
  return b.ahead_cells[static_cast<std::size_t>(excavator < kMaxPath ? excavator : kMaxPath)];
}

}  // namespace bgb::ufs
