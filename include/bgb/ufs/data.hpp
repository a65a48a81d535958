// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies (9-card edition): the printed component data as constexpr tables — the
/// four sky cards with their mothership-track effects, both base cards and the research track,
/// each with its easy and hard side (docs/rules/under-falling-skies.md says which data comes
/// from the printed easy cards and which hard-side data is from a single transcription).
///
/// Sky grids are written exactly as the specification prints them and parsed at compile time,
/// so a reader can check them against the spec line by line; a malformed row fails the build.
///
/// Coordinates: columns 0..4 are `c1`..`c5`. Sky rows 1..15 are `s1`..`s15` (row 0 is above the
/// sky, where the mothership card starts; row 16 is the city). Base rows 0..5 are `b0`..`b5`;
/// a base cell is row * 5 + column.
#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

namespace bgb::ufs {

inline constexpr int kColumns = 5;
inline constexpr int kSkyRows = 15;   ///< s1..s15
inline constexpr int kCityRow = 16;   ///< a ship that reaches it hits the base
inline constexpr int kBaseRows = 6;   ///< b0..b5
inline constexpr int kBaseCells = kBaseRows * kColumns;
inline constexpr int kSkyCards = 4;
inline constexpr int kMaxEnergy = 7;
inline constexpr int kStartEnergy = 2;
inline constexpr int kDamageToLose = 5;  ///< start, 4 spaces, then the skull

// ---------------------------------------------------------------------------------------------
// Sky

/// What a sky cell does to a ship that lands on it.
enum class SkyKind : std::uint8_t {
  empty,
  left,        ///< `<`: the ship shifts one column left if that cell is empty
  right,       ///< `>`: ... right
  mothership,  ///< `M`: the mothership descends one row at once, without that row's effect
  explosion,   ///< `xN`: a fighter room with value >= N shoots a ship standing here
};

struct SkyCell {
  SkyKind kind = SkyKind::empty;
  std::uint8_t target = 0;  ///< N of `xN`
  friend constexpr bool operator==(const SkyCell&, const SkyCell&) = default;
};

/// The mothership track: the effect of the row the mothership's arrow points at.
enum class TrackKind : std::uint8_t { none, excavator_back, research_back, red_ship, damage, skull };

struct TrackEffect {
  TrackKind kind = TrackKind::none;
  std::uint8_t amount = 0;  ///< N of "excavator -N" / "research -N" / "damage +N"
  friend constexpr bool operator==(const TrackEffect&, const TrackEffect&) = default;
};

/// One side of a sky card: its rows (card 4 has 3) and the track effect printed on each row.
struct SkySide {
  std::uint8_t rows = 4;
  std::array<std::array<SkyCell, kColumns>, 4> cells{};
  std::array<TrackEffect, 4> track{};
};

namespace detail {

/// Fails constant evaluation (a build error) with a readable call stack.
inline void bad_data(const char*) {}

constexpr SkyCell parse_sky_token(std::string_view t) {
  if (t == ".") return {};
  if (t == "<") return {SkyKind::left, 0};
  if (t == ">") return {SkyKind::right, 0};
  if (t == "M") return {SkyKind::mothership, 0};
  if (t.size() == 2 && t[0] == 'x' && t[1] >= '1' && t[1] <= '9')
    return {SkyKind::explosion, static_cast<std::uint8_t>(t[1] - '0')};
  bad_data("sky cell is one of . < > M xN");
  return {};
}

/// "M x6 . < ." -> five cells.
constexpr std::array<SkyCell, kColumns> parse_sky_row(std::string_view row) {
  std::array<SkyCell, kColumns> out{};
  int col = 0;
  std::size_t i = 0;
  while (i < row.size()) {
    while (i < row.size() && row[i] == ' ') ++i;
    if (i == row.size()) break;
    std::size_t j = i;
    while (j < row.size() && row[j] != ' ') ++j;
    if (col == kColumns) bad_data("a sky row has five cells");
    out[static_cast<std::size_t>(col++)] = parse_sky_token(row.substr(i, j - i));
    i = j;
  }
  if (col != kColumns) bad_data("a sky row has five cells");
  return out;
}

constexpr TrackEffect exc(int n) { return {TrackKind::excavator_back, static_cast<std::uint8_t>(n)}; }
constexpr TrackEffect res(int n) { return {TrackKind::research_back, static_cast<std::uint8_t>(n)}; }
constexpr TrackEffect red() { return {TrackKind::red_ship, 0}; }
constexpr TrackEffect dmg(int n) { return {TrackKind::damage, static_cast<std::uint8_t>(n)}; }
constexpr TrackEffect skull() { return {TrackKind::skull, 0}; }
constexpr TrackEffect none() { return {}; }

constexpr SkySide sky(std::array<std::string_view, 4> rows, std::array<TrackEffect, 4> track, int n = 4) {
  SkySide s;
  s.rows = static_cast<std::uint8_t>(n);
  for (int r = 0; r < n; ++r) s.cells[static_cast<std::size_t>(r)] = parse_sky_row(rows[static_cast<std::size_t>(r)]);
  s.track = track;
  return s;
}

}  // namespace detail

/// kSky[card][hard]: the four sky cards, easy (0) and hard (1) sides. The mothership-track
/// effects are printed on the sky cards, so flipping a card changes the effects of its rows.
inline constexpr std::array<std::array<SkySide, 2>, kSkyCards> kSky = [] {
  using namespace detail;
  return std::array<std::array<SkySide, 2>, kSkyCards>{{
      {sky({".  .  .  .  .", ".  .  .  <  .", ".  x1 >  .  .", "x2 >  .  .  M"}, {none(), exc(1), red(), res(1)}),
       sky({">  .  .  .  .", ".  .  >  .  .", ".  <  .  M  x2", "M  x3 .  .  <"}, {exc(2), exc(2), red(), exc(1)})},
      {sky({".  .  <  >  .", ".  <  M  x2 .", "x3 M  >  .  x4", ">  .  x3 .  <"}, {exc(1), exc(2), res(2), red()}),
       sky({"M  .  <  .  M", ".  M  .  x5 x4", ">  .  x4 >  .", "x3 >  .  x7 ."}, {red(), res(2), res(2), exc(1)})},
      {sky({"M  x6 .  <  .", ">  .  x3 M  x2", ".  >  .  x5 .", ".  <  M  .  <"}, {exc(1), dmg(1), none(), skull()}),
       sky({".  <  M  .  <", "M  x5 >  .  .", ">  .  .  M  .", "x6 .  .  <  ."}, {dmg(1), res(1), skull(), none()})},
      {sky({"x5 .  <  x4 M", ".  x3 x5 >  .", ".  .  .  M  x6", ""}, {none(), none(), none(), none()}, 3),
       sky({".  x5 M  M  .", "M  .  <  x5 M", "x7 M  x5 M  x6", ""}, {none(), none(), none(), none()}, 3)},
  }};
}();

/// The sky card holding sky row r (1..15) and the row's index on it.
constexpr int sky_card_of(int row) noexcept { return (row - 1) / 4; }
constexpr int row_on_card(int row) noexcept { return (row - 1) % 4; }

// ---------------------------------------------------------------------------------------------
// Base

/// Room effects; a combined room (`E+F`) has two bits.
enum Effect : std::uint8_t { kEnergy = 1, kResearch = 2, kFighters = 4, kRobot = 8 };

/// One room: its effects, modifier (applied to the effect value only), energy cost, cells.
struct Room {
  std::uint8_t effects = 0;
  std::int8_t mod = 0;
  std::uint8_t cost = 0;
  std::uint8_t num_cells = 0;
  std::array<std::uint8_t, 3> cells{};  ///< base cells, in reading order (top row, then left)
  friend constexpr bool operator==(const Room&, const Room&) = default;
};

inline constexpr int kMaxRoomsPerCard = 8;
/// room_of value of an anti-air cell (b0), a tunnel (`+x`) and the excavator's start cell.
inline constexpr std::int8_t kAntiAir = -1;
inline constexpr std::int8_t kTunnel = -2;

/// One side of one base card (3 rows).
struct BaseSide {
  std::uint8_t first_row = 0;  ///< 0 for the top card, 3 for the bottom card
  std::uint8_t num_rooms = 0;
  std::array<Room, kMaxRoomsPerCard> rooms{};
  std::int8_t start_cell = -1;  ///< the excavator's start cell (top card only)
};

namespace detail {

constexpr std::uint8_t cell(int row, int col1) { return static_cast<std::uint8_t>(row * kColumns + col1 - 1); }

constexpr std::uint8_t effects_of(std::string_view e) {
  std::uint8_t out = 0;
  for (char c : e) {
    switch (c) {
      case 'E': out |= kEnergy; break;
      case 'R': out |= kResearch; break;
      case 'F': out |= kFighters; break;
      case 'B': out |= kRobot; break;
      case '+': break;
      default: bad_data("room effects are E, R, F, B joined by +");
    }
  }
  return out;
}

/// A room as the spec writes it: `R[c3-c4](0,1)` is room("R", 0, 1, {cell(3,3), cell(3,4)}).
constexpr Room room(std::string_view effects, int mod, int cost, std::array<std::uint8_t, 3> cells, int n) {
  Room r;
  r.effects = effects_of(effects);
  r.mod = static_cast<std::int8_t>(mod);
  r.cost = static_cast<std::uint8_t>(cost);
  r.num_cells = static_cast<std::uint8_t>(n);
  r.cells = cells;
  return r;
}
constexpr Room room1(std::string_view e, int mod, int cost, int row, int col) {
  return room(e, mod, cost, {cell(row, col), 0, 0}, 1);
}
constexpr Room room2(std::string_view e, int mod, int cost, int row, int c1, int row2, int c2) {
  return room(e, mod, cost, {cell(row, c1), cell(row2, c2), 0}, 2);
}
constexpr Room room3(std::string_view e, int mod, int cost, int row, int c1, int c2, int c3) {
  return room(e, mod, cost, {cell(row, c1), cell(row, c2), cell(row, c3)}, 3);
}

template <std::size_t N>
constexpr BaseSide base(int first_row, const Room (&rooms)[N], int start_cell = -1) {
  BaseSide b;
  b.first_row = static_cast<std::uint8_t>(first_row);
  b.num_rooms = static_cast<std::uint8_t>(N);
  for (std::size_t i = 0; i < N; ++i) b.rooms[i] = rooms[i];
  b.start_cell = static_cast<std::int8_t>(start_cell);
  return b;
}

// Easy top (b0 anti-air; b1, b2): b1 E(-1,0) B(-1,1) F(-1,1) +x R(-1,1); b2 R(0,1)
// E[c2-c3](0,0) F(0,2), excavator start at c5.
inline constexpr Room kTopEasy[] = {
    room1("E", -1, 0, 1, 1), room1("B", -1, 1, 1, 2), room1("F", -1, 1, 1, 3), room1("R", -1, 1, 1, 5),
    room1("R", 0, 1, 2, 1),  room2("E", 0, 0, 2, 2, 2, 3), room1("F", 0, 2, 2, 4),
};
// Hard top: b1 E[c1-c2](-2,0) F(0,2) R(-2,0), excavator start at c5; b2 F(+1,2) R(+1,2) +x
// E+B[c4-c5](-6,0).
inline constexpr Room kTopHard[] = {
    room2("E", -2, 0, 1, 1, 1, 2), room1("F", 0, 2, 1, 3), room1("R", -2, 0, 1, 4),
    room1("F", 1, 2, 2, 1),        room1("R", 1, 2, 2, 2), room2("E+B", -6, 0, 2, 4, 2, 5),
};
// Easy bottom: b3 B(0,2) F(+1,2) R[c3-c4](0,1) E(0,0); b4 E+F[c1-c2](-3,0) +x B(0,1) F(0,1);
// b5 +x R[c2-c4](0,1) +x.
inline constexpr Room kBottomEasy[] = {
    room1("B", 0, 2, 3, 1),          room1("F", 1, 2, 3, 2), room2("R", 0, 1, 3, 3, 3, 4), room1("E", 0, 0, 3, 5),
    room2("E+F", -3, 0, 4, 1, 4, 2), room1("B", 0, 1, 4, 4), room1("F", 0, 1, 4, 5),     room3("R", 0, 1, 5, 2, 3, 4),
};
// Hard bottom: b3 B(-1,0) R+F[c2-c3](-3,0) E(-1,0) F(-1,0); b4 +x F[c2-c3](0,0) B(0,2)
// R[b4c5-b5c5](0,1); b5 R(+2,3) +x +x +x.
inline constexpr Room kBottomHard[] = {
    room1("B", -1, 0, 3, 1), room2("R+F", -3, 0, 3, 2, 3, 3), room1("E", -1, 0, 3, 4), room1("F", -1, 0, 3, 5),
    room2("F", 0, 0, 4, 2, 4, 3), room1("B", 0, 2, 4, 4), room2("R", 0, 1, 4, 5, 5, 5), room1("R", 2, 3, 5, 1),
};

}  // namespace detail

/// kTopBase[hard], kBottomBase[hard].
inline constexpr std::array<BaseSide, 2> kTopBase = {detail::base(0, detail::kTopEasy, detail::cell(2, 5)),
                                                     detail::base(0, detail::kTopHard, detail::cell(1, 5))};
inline constexpr std::array<BaseSide, 2> kBottomBase = {detail::base(3, detail::kBottomEasy),
                                                        detail::base(3, detail::kBottomHard)};

// ---------------------------------------------------------------------------------------------
// Research track

inline constexpr int kResearchSpaces = 14;  ///< spaces after the start; the last one wins
/// kResearchTrack[hard][i]: the value needed to enter space i+1.
inline constexpr std::array<std::array<std::uint8_t, kResearchSpaces>, 2> kResearchTrack = {{
    {3, 1, 4, 2, 3, 2, 6, 2, 1, 4, 7, 4, 2, 12},
    {2, 2, 5, 1, 7, 2, 2, 5, 4, 1, 7, 3, 4, 12},
}};

// ---------------------------------------------------------------------------------------------
// Flippable cards (option `hard`) and the level

/// The seven flippable cards in option order: bit i of a "hard" mask flips card i.
enum class Card : std::uint8_t { sky1, sky2, sky3, sky4, base_top, base_bottom, research };
inline constexpr int kFlippableCards = 7;
inline constexpr std::string_view kCardNames[kFlippableCards] = {"sky1",     "sky2",        "sky3",    "sky4",
                                                                 "base_top", "base_bottom", "research"};

/// 1 + the number of flipped cards: 1 (all easy) .. 8 (all hard).
constexpr int level_of(std::uint8_t hard_mask) noexcept { return 1 + std::popcount(static_cast<unsigned>(hard_mask & 0x7F)); }

}  // namespace bgb::ufs
