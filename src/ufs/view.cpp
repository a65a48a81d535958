/// \file
/// Under Falling Skies as an ASCII picture for the CLI: the mothership card and the sky with its
/// ships, the city, the base with its rooms, dice, robots and excavator, the tracks, and what to
/// do next. Nothing is hidden, so every viewer sees the same picture. Lines stay within 100
/// columns.
#include <sstream>
#include <string>

#include "ufs/codec.hpp"

namespace bgb::ufs_codec {

using namespace bgb::ufs;
using ufs::Game;  // not the bgb::Game concept

namespace {

std::string pad(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}
std::string pad_left(const std::string& s, std::size_t width) {
  return s.size() < width ? std::string(width - s.size(), ' ') + s : s;
}

std::string sky_symbol(const SkyCell& c) {
  switch (c.kind) {
    case SkyKind::empty: return ".";
    case SkyKind::left: return "<";
    case SkyKind::right: return ">";
    case SkyKind::mothership: return "M";
    case SkyKind::explosion: return num("x", c.target);
  }
  return "?";
}

std::string track_text(const TrackEffect& e) {
  const std::string n = std::to_string(e.amount);
  switch (e.kind) {
    case TrackKind::none: return "";
    case TrackKind::excavator_back: return "excavator -" + n;
    case TrackKind::research_back: return "research -" + n;
    case TrackKind::red_ship: return "red ship joins";
    case TrackKind::damage: return "damage +" + n;
    case TrackKind::skull: return "SKULL";
  }
  return "";
}

/// 'G' or 'R' for the ship in the sky at (row, col), or 0.
char ship_letter(const State& s, int row, int col) {
  for (int i = 0; i < kShips; ++i) {
    const Ship& sh = s.ships[static_cast<std::size_t>(i)];
    if (sh.at == ShipAt::sky && sh.row == row && sh.col == col) return is_red(i) ? 'R' : 'G';
  }
  return 0;
}

void draw_sky(const Board& b, const State& s, std::ostream& out) {
  const int m = s.mothership;
  out << "Sky          c1   c2   c3   c4   c5    mothership track (the row under the card acts)\n";
  if (m >= 2) out << "  s1-s" << m - 1 << "      (under the mothership card)\n";
  // The card's bottom row: its spawn spots, over sky row m (above s1 at the start).
  out << pad(num("  spawn s", m), 11);
  for (int c = 0; c < kColumns; ++c) {
    const char l = ship_letter(s, m, c);
    out << pad_left(l ? std::string(1, l) : std::string("_"), 5);
  }
  out << "    <- spawn spots of the mothership card\n";
  for (int row = m + 1; row <= kSkyRows; ++row) {
    out << pad(num("  s", row), 11);
    for (int c = 0; c < kColumns; ++c) {
      const SkyCell& cell = b.sky[static_cast<std::size_t>(row)][static_cast<std::size_t>(c)];
      const char l = ship_letter(s, row, c);
      std::string text = sky_symbol(cell);
      if (l) text = cell.kind == SkyKind::empty ? std::string(1, l) : std::string(1, l) + text;
      out << pad_left(text, 5);
    }
    const std::string effect = track_text(b.track[static_cast<std::size_t>(row)]);
    std::string note = effect.empty() ? "-" : effect;
    if (row == m + 1) note += "   <- next";
    out << "    " << note << '\n';
  }
  out << "  city     ========================    damage " << static_cast<int>(s.damage) << "/" << kDamageToLose << '\n';
}

std::string signed_text(int v) { return v > 0 ? num("+", v) : std::to_string(v); }

/// "E", "E+F-3 $0"...: a room's effects, modifier (if any) and cost (if any).
std::string room_tag(const Board& b, int cell) {
  const int room = b.room_of[static_cast<std::size_t>(cell)];
  if (room == kAntiAir) return "AA";
  if (room == kTunnel) return "+x";
  const Room& r = b.rooms[static_cast<std::size_t>(room)];
  std::string tag;
  for (const auto& [bit, letter] : {std::pair{kEnergy, 'E'}, {kResearch, 'R'}, {kFighters, 'F'}, {kRobot, 'B'}})
    if (r.effects & bit) {
      if (!tag.empty()) tag += '+';
      tag += letter;
    }
  if (r.mod != 0) tag += signed_text(r.mod);
  if (r.cost != 0) tag += num(" $", r.cost);
  return tag;
}

/// What stands on a base cell: a die ("b5", "w3"), a robot ("R4" ready, "r4" exhausted) or the
/// excavator ("X").
std::string content(const Board& b, const State& s, int cell) {
  const int d = ufs::detail::die_on(s, cell);
  if (d >= 0)
    return num(is_white(d) ? "w" : "b", s.die_value[static_cast<std::size_t>(d)]) + (d == s.excavation_die ? "*" : "");
  const int r = ufs::detail::robot_on(s, cell);
  if (r >= 0) {
    const Robot& robot = s.robots[static_cast<std::size_t>(r)];
    return num(robot.exhausted ? "r" : "R", robot.value);
  }
  if (b.path[s.excavator] == cell) return "X";
  return "";
}

void draw_base(const Board& b, const State& s, std::ostream& out) {
  out << "Base      c1          c2          c3          c4          c5\n";
  for (int row = 0; row < kBaseRows; ++row) {
    out << "  b" << row << ' ';
    for (int c = 0; c < kColumns; ++c) {
      const int cell = row * kColumns + c;
      const int room = b.room_of[static_cast<std::size_t>(cell)];
      const bool joined = c > 0 && room >= 0 && b.room_of[static_cast<std::size_t>(cell - 1)] == room;
      out << (joined ? ' ' : '|') << (excavated(b, cell, s.excavator) ? ' ' : '~') << pad(room_tag(b, cell), 7)
          << pad(content(b, s, cell), 3);
    }
    out << "|\n";
  }
  out << "  (~ not excavated, X excavator, b/w black/white die, * excavation die, R/r robot\n"
         "   ready/exhausted; rooms: E energy, R research, F fighters, B robot, +N/-N modifier, $N cost)\n";
}

void draw_tracks(const Board& b, const State& s, std::ostream& out) {
  out << "Energy   ";
  for (int e = 0; e <= kMaxEnergy; ++e) out << (e == s.energy ? num("(", e) + ")" : num(" ", e) + " ");
  out << "  " << static_cast<int>(s.energy) << " of " << kMaxEnergy << '\n';
  out << "Damage   ";
  for (int d = 1; d <= kDamageToLose; ++d) out << (d <= s.damage ? "[#]" : "[ ]");
  out << "  " << static_cast<int>(s.damage) << " of " << kDamageToLose << " (the 5th destroys the base)\n";
  out << "Research space " << static_cast<int>(s.research) << " of " << kResearchSpaces << ":";
  for (int i = 0; i < kResearchSpaces; ++i) {
    if (i == s.research) out << " |";
    out << ' ' << static_cast<int>(b.research[static_cast<std::size_t>(i)]);
  }
  out << (s.research >= kResearchSpaces ? " |" : "") << "  (space costs; you are at '|')\n";
  const std::string covered = s.mothership == 0   ? std::string("nothing yet")
                              : s.mothership == 1 ? std::string("s1")
                                                  : num("s1-s", s.mothership);
  out << "Mothership covers " << covered
      << "; the skull is at s" << static_cast<int>(b.skull_row) << " (" << b.skull_row - s.mothership
      << " rows to go)\n";
}

std::string die_name(const State& s, int d) {
  const std::uint8_t v = s.die_value[static_cast<std::size_t>(d)];
  return std::string(is_white(d) ? "white " : "black ") + (v ? std::to_string(v) : std::string("?"));
}

void draw_pieces(const State& s, std::ostream& out) {
  out << "Dice:";
  for (int d = 0; d < kDice; ++d) {
    const std::uint8_t cell = s.die_cell[static_cast<std::size_t>(d)];
    out << (d ? ", " : " ") << die_name(s, d) << ' '
        << (cell == kUnplaced ? (s.die_value[static_cast<std::size_t>(d)] ? "to place" : "to roll")
            : cell == kUsed   ? "used"
                              : "on " + base_cell_text(cell));
  }
  out << "\nRobots:";
  bool any = false;
  for (const Robot& r : s.robots) {
    if (r.cell == kNoCell) continue;
    out << (any ? ", " : " ") << (r.exhausted ? "r" : "R") << static_cast<int>(r.value) << " on " << base_cell_text(r.cell)
        << (r.exhausted ? " (exhausted)" : " (ready)");
    any = true;
  }
  if (!any) out << " none";
  int sky[2] = {0, 0}, waiting[2] = {0, 0}, supply = 0;
  for (int i = 0; i < kShips; ++i) {
    const Ship& sh = s.ships[static_cast<std::size_t>(i)];
    if (sh.at == ShipAt::sky) ++sky[is_red(i)];
    if (sh.at == ShipAt::waiting) ++waiting[is_red(i)];
    if (sh.at == ShipAt::supply) ++supply;
  }
  out << "\nShips: green " << sky[0] << " in the sky, " << waiting[0] << " waiting on the card; red " << sky[1]
      << " in the sky, " << waiting[1] << " waiting, " << supply << " in the supply\n";
}

std::string next_text(const State& s) {
  switch (s.phase) {
    case Phase::roll: {
      const int d = ufs::detail::next_roll(s);
      return std::string("chance rolls a ") + (is_white(d) ? "white" : "black") + " die";
    }
    case Phase::place: {
      std::string dice;
      for (int d = 0; d < kDice; ++d)
        if (s.die_cell[static_cast<std::size_t>(d)] == kUnplaced) dice += (dice.empty() ? "" : ", ") + die_name(s, d);
      return "place one of " + dice + " (the ships in its column move down)";
    }
    case Phase::resolve: return "resolve rooms, discard dice, scrap robots, or `end` the round";
    case Phase::robot: return "put the new robot (value " + std::to_string(s.robot_value) + ") on an empty space";
    case Phase::spawn: return "choose the spawn spot of the next ship";
    case Phase::over: return std::string("game over: ") + std::string(end_text(s.end));
  }
  return "";
}

}  // namespace

std::string render(const Game& g, const State& s) {
  const Board& b = g.board();
  std::ostringstream out;
  const std::string hard = hard_list_text(s.hard);
  const std::string cards = hard.empty() ? std::string("every card easy") : s.hard == 0x7F ? "every card hard" : "hard: " + hard;
  out << "Under Falling Skies, level " << level_of(s.hard) << " (" << cards << "), round " << static_cast<int>(s.round) << '\n';
  draw_sky(b, s, out);
  draw_base(b, s, out);
  draw_tracks(b, s, out);
  draw_pieces(s, out);
  out << "Next: " << next_text(s);
  return out.str();
}

}  // namespace bgb::ufs_codec
