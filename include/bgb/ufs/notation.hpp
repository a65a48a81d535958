#pragma once
/// \file
/// Under Falling Skies' action notation: `roll 4`, `place white 5 b1 c3`, `resolve b2 c1`,
/// `discard b0 c3`, `robot b1 c2`, `scrap b1 c2`, `end`, `spawn c3`.
#include <string>
#include <string_view>

#include "bgb/core/result.hpp"
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
    case act::Kind::spawn: t = "spawn c"; t += static_cast<char>('1' + a - act::kSpawn); return t;
    case act::Kind::invalid: t = "action "; t += std::to_string(a); return t;
  }
  t += cell_text(act::cell_of(a));
  return t;
}

namespace detail {

/// Lower-cased words of a text, runs of blanks as one separator; at most 6 kept.
struct Words {
  std::string w[6];
  int n = 0;
};
inline Words words(std::string_view text) {
  Words r;
  std::string cur;
  auto flush = [&] {
    if (cur.empty()) return;
    if (r.n < 6) r.w[r.n] = cur;
    ++r.n;
    cur.clear();
  };
  for (char ch : text) {
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') {
      flush();
    } else {
      cur.push_back(ch >= 'A' && ch <= 'Z' ? static_cast<char>(ch - 'A' + 'a') : ch);
    }
  }
  flush();
  return r;
}

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
  return bad("unknown action (roll, place, resolve, discard, robot, scrap, end, spawn)");
}

}  // namespace bgb::ufs
