// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies' action notation: `roll 4`, `place white 5 b1 c3`, `resolve b2 c1`,
/// `discard b0 c3`, `robot b1 c2`, `scrap b1 c2`, `end`, `spawn c3`.
#include <optional>
#include <string>
#include <string_view>

#include "bgb/core/result.hpp"
#include "bgb/core/words.hpp"
#include "bgb/core/refusal.hpp"
#include "bgb/ufs/rules.hpp"

namespace bgb::ufs {

/// "b2 c5" for base cell 14.
inline std::string cell_text(int cell) {
  // Appending, not `"literal" + std::string`, which trips g++ 12's -Wrestrict false positive.
  std::string t = "b";
  t += static_cast<char>('0' + cell / kColumns);
  t += " c";
  t += static_cast<char>('1' + cell % kColumns);
  return t;
}

/// The text of any id in [0, num_distinct).
inline std::string action_text(ActionId a) {
  std::string t;
  switch (act::kind_of(a)) {
    case act::Kind::roll: t = "roll "; t += static_cast<char>('0' + act::value_of(a)); return t;
    case act::Kind::place:
      t = act::white_of(a) ? "place white " : "place black ";
      t += static_cast<char>('0' + act::value_of(a));
      t += ' ';
      t += cell_text(act::cell_of(a));
      return t;
    case act::Kind::resolve: t = "resolve "; break;
    case act::Kind::discard: t = "discard "; break;
    case act::Kind::robot: t = "robot "; break;
    case act::Kind::scrap: t = "scrap "; break;
    case act::Kind::end: return "end";
    case act::Kind::no_robot: return "no-robot";
    case act::Kind::spawn: t = "spawn c"; t += static_cast<char>('1' + a - act::kSpawn); return t;
    case act::Kind::invalid: t = "action "; t += std::to_string(a); return t;
  }
  t += cell_text(act::cell_of(a));
  return t;
}

namespace detail {

/// Lower-cased words of a text, runs of blanks as one separator; at most 6 kept (n counts all).
using Words = bgb::TextWords<6>;
inline Words words(std::string_view text) { return bgb::split_lower_words<6>(text); }

/// "b3" "c2" -> base cell, or -1.
inline int parse_cell(std::string_view row, std::string_view col) {
  if (row.size() != 2 || row[0] != 'b' || row[1] < '0' || row[1] > '5') return -1;
  if (col.size() != 2 || col[0] != 'c' || col[1] < '1' || col[1] > '5') return -1;
  return (row[1] - '0') * kColumns + (col[1] - '1');
}

}  // namespace detail

/// The id of an action text in s. `resolve` accepts any cell of a room and names the room by
/// its first cell, as the legal-action texts do; on the excavation die it names that cell.
inline Result<ActionId> parse_action(const State& s, const Board& b, std::string_view text) {
  const detail::Words w = detail::words(text);
  auto bad = [&](const std::string& why) {
    return make_error(Errc::parse, "cannot read '" + std::string(text) + "': " + why);
  };
  if (w.n == 0) return bad("empty action");
  if (w.n > 5) return bad("too many words");
  const std::string& verb = w.w[0];
  if (verb == "end" && w.n == 1) return act::kEnd;
  if (verb == "no-robot" && w.n == 1) return act::kNoRobot;
  if (verb == "roll" && w.n == 2) {
    if (w.w[1].size() != 1 || w.w[1][0] < '1' || w.w[1][0] > '6') return bad("a die shows 1..6");
    return act::roll(w.w[1][0] - '0');
  }
  if (verb == "spawn" && w.n == 2) {
    if (w.w[1].size() != 2 || w.w[1][0] != 'c' || w.w[1][1] < '1' || w.w[1][1] > '5') return bad("a column is c1..c5");
    return act::spawn(w.w[1][1] - '1');
  }
  if (verb == "place" && w.n == 5) {
    if (w.w[1] != "black" && w.w[1] != "white") return bad("a die is black or white");
    if (w.w[2].size() != 1 || w.w[2][0] < '1' || w.w[2][0] > '6') return bad("a die shows 1..6");
    const int cell = detail::parse_cell(w.w[3], w.w[4]);
    if (cell < 0) return bad("a base cell is b0..b5 c1..c5, e.g. 'b1 c3'");
    return act::place(w.w[1] == "white", w.w[2][0] - '0', cell);
  }
  if ((verb == "resolve" || verb == "discard" || verb == "robot" || verb == "scrap") && w.n == 3) {
    const int cell = detail::parse_cell(w.w[1], w.w[2]);
    if (cell < 0) return bad("a base cell is b0..b5 c1..c5, e.g. 'b2 c1'");
    if (verb == "discard") return act::discard(cell);
    if (verb == "robot") return act::robot(cell);
    if (verb == "scrap") return act::scrap(cell);
    const int die = detail::die_on(s, cell);
    const bool excavation = die >= 0 && die == s.excavation_die;
    const int room = b.room_of[static_cast<std::size_t>(cell)];
    return act::resolve(room >= 0 && !excavation ? room_first_cell(b, room) : cell);
  }
  return bad("unknown action (roll, place, resolve, discard, robot, scrap, end, spawn, no-robot)");
}

/// Why `a` is not legal in s, in words (for error messages); empty if it is legal.
inline std::string illegal_reason(const State& s, const Board& b, ActionId a) {
  using namespace detail;
  if (std::optional<std::string> common =
          common_refusal(is_legal(s, b, a), a, act::kNumDistinct, s.phase == Phase::over, "the game is over"))
    return *common;
  const act::Kind k = act::kind_of(a);
  const int cell = act::cell_of(a);
  const std::string where = cell >= 0 ? cell_text(cell) : "";
  switch (s.phase) {
    case Phase::roll: return "a die must be rolled next";
    case Phase::place: {
      if (k == act::Kind::scrap) return "there is no robot on " + where;
      if (k != act::Kind::place) return "a die must be placed next (or a robot scrapped)";
      const bool white = act::white_of(a);
      const int v = act::value_of(a);
      bool have = false;
      for (int d = white ? kBlackDice : 0; d < (white ? kDice : kBlackDice); ++d)
        have = have || (s.die_cell[static_cast<std::size_t>(d)] == kUnplaced && s.die_value[static_cast<std::size_t>(d)] == v);
      if (!have) return std::string("no unplaced ") + (white ? "white" : "black") + " die shows " + std::to_string(v);
      for (std::uint8_t c : s.die_cell)
        if (c < kBaseCells && c % kColumns == cell % kColumns)
          return "column c" + std::to_string(cell % kColumns + 1) + " already has a die";
      if (die_on(s, cell) >= 0) return where + " already holds a die";
      if (robot_on(s, cell) >= 0) return where + " holds a robot";
      const bool tunnel = b.room_of[static_cast<std::size_t>(cell)] == kTunnel;
      if (!tunnel && excavated(b, cell, s.excavator)) return "the room at " + where + " is not fully excavated yet";
      const std::uint8_t at = b.path_index[static_cast<std::size_t>(cell)];
      if (tunnel && (at == kNoCell || at < s.excavator))
        return where + " is a tunnel behind the excavator: a tunnel takes only the excavation die, ahead of the excavator";
      if (at == s.excavator) return where + " is under the excavator, so not excavated yet";
      if (tunnel) return where + " is a tunnel: it takes only the round's excavation die, which is already placed";
      return where + " is not excavated, and this round's excavation die is already placed";
    }
    case Phase::resolve: {
      if (k == act::Kind::discard) return "there is no die on " + where;
      if (k == act::Kind::scrap) return "there is no robot on " + where;
      if (k != act::Kind::resolve) return "the rooms are being resolved: resolve, discard, scrap or end";
      const int d = die_on(s, cell);
      if (d >= 0 && d == s.excavation_die) return "not enough energy: moving the excavator costs 1";
      const int room = b.room_of[static_cast<std::size_t>(cell)];
      if (room == kAntiAir) return "an anti-air cell has no effect to resolve (discard its die)";
      if (room == kTunnel) return where + " is a tunnel: nothing to resolve";
      const Room& r = b.rooms[static_cast<std::size_t>(room)];
      if (room_first_cell(b, room) != cell) return "the room is named by its first cell, " + cell_text(room_first_cell(b, room));
      if (!room_open(b, room, s.excavator)) return "the room at " + where + " is not excavated";
      for (int i = 0; i < r.num_cells; ++i) {
        const int c = r.cells[static_cast<std::size_t>(i)];
        if (die_on(s, c) >= 0) continue;
        const int robot = robot_on(s, c);
        if (robot >= 0) return "the robot on " + cell_text(c) + " is exhausted until next round";
        return "there is no die on " + cell_text(c);
      }
      return "not enough energy: the room costs " + std::to_string(r.cost) + ", the energy is " + std::to_string(s.energy);
    }
    case Phase::robot:
      if (k == act::Kind::scrap) return "there is no robot on " + where;
      if (k == act::Kind::no_robot) return "the robot can be built, so it must be (no-robot only while no blue die or space is free)";
      if (k != act::Kind::robot) return "the robot just built must be placed first (or a robot scrapped)";
      if (detail::free_robot(s) < 0) return "both blue dice are on the base: scrap a robot first, or no-robot";
      return where + " is not an empty space of an excavated room or the anti-air row";
    case Phase::spawn: {
      if (k == act::Kind::scrap) return "there is no robot on " + where;
      if (k != act::Kind::spawn) return "where the next ship spawns must be chosen first (or a robot scrapped)";
      std::string best;
      const unsigned spots = spawn_candidates(s);
      for (int c = 0; c < kColumns; ++c)
        if ((spots >> c) & 1U) {
          best += best.empty() ? "c" : ", c";
          best += std::to_string(c + 1);
        }
      std::string why(1, 'c');  // appended: `"c" + std::to_string(...)` trips g++ 12's -Wrestrict
      why += std::to_string(a - act::kSpawn + 1);
      why += " is not one of the best spawn spots (";
      return why + best + ")";
    }
    case Phase::over: break;
  }
  return "not legal now";
}

}  // namespace bgb::ufs
