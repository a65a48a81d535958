#pragma once
/// \file
/// Helpers for Under Falling Skies' rule tests: states written down directly (State is a plain
/// struct), places named as the notation names them ("b2 c5" on the base, "s7 c3" in the sky,
/// "spot c2" for a spawn spot on the mothership card), and drivers that apply action texts through
/// the checked API so that a wrong step fails the test with its reason.
///
/// Easy board (level 1), for reading the tests: base rooms as (modifier, cost), path indices in
/// brackets — the excavator starts on [0] = b2 c5 and snakes b2 c5..c1, b3 c1..c5, b4 c5..c1,
/// b5 c1..c5; rows b0, b1 are excavated from the start.
///   b0  AA        AA        AA        AA        AA
///   b1  E(-1,0)   B(-1,1)   F(-1,1)   tunnel    R(-1,1)
///   b2  R(0,1)[4] E(0,0)[3]-------[2] F(0,2)[1] start[0]
///   b3  B(0,2)[5] F(+1,2)[6] R(0,1)[7]------[8] E(0,0)[9]
///   b4  E+F(-3,0)[14]---[13] tunnel[12] B(0,1)[11] F(0,1)[10]
///   b5  tunnel[15] R(0,1)[16]-----[17]-----[18] tunnel[19]
/// Sky (easy): s2 c4 `<`, s3 c2 x1, s4 c1 x2, s4 c5 M, s6 c3 M, s7 c1 x3, s7 c5 x4, s9 c2 x6,
/// s12 c3 M, s13 c1 x5, ... (the spec's grid). Track: s2 excavator -1, s3 red, s4 research -1,
/// s5 excavator -1, s6 excavator -2, s7 research -2, s8 red, s9 excavator -1, s10 damage +1,
/// s12 skull.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/ufs.hpp"
#include "script_fixture.hpp"

namespace ufstest {

using bgb::ActionId;
using bgb::ufs::End;
using bgb::ufs::Game;
using bgb::ufs::Options;
using bgb::ufs::Phase;
using bgb::ufs::Robot;
using bgb::ufs::Ship;
using bgb::ufs::ShipAt;
using bgb::ufs::State;
using bgb::ufs::kBlackDice;
using bgb::ufs::kDice;
using bgb::ufs::kUnplaced;
using bgb::ufs::kUsed;

inline constexpr std::size_t z(int i) { return static_cast<std::size_t>(i); }

/// The game with these cards flipped (a valid mask).
inline Game make(std::uint8_t hard = 0) {
  Options o;
  o.hard = hard;
  auto g = Game::make(o);
  EXPECT_TRUE(g.ok()) << g.error().message;
  return g.ok() ? g.value() : Game{};
}

/// "b2 c5" -> base cell 14. Anything else fails the test (and gives 0).
inline int cell(std::string_view text) {
  const int c = text.size() == 5 && text[2] == ' ' ? bgb::ufs::detail::parse_cell(text.substr(0, 2), text.substr(3, 2)) : -1;
  if (c < 0) ADD_FAILURE() << "not a base cell: " << text;
  return c < 0 ? 0 : c;
}

/// Where a ship is: "supply", "waiting" (on the mothership card), "spot c2" (a spawn spot, the
/// row the mothership covers last) or "s7 c3" (a sky cell).
inline std::string where(const State& s, int ship) {
  const Ship& sh = s.ships[z(ship)];
  switch (sh.at) {
    case ShipAt::supply: return "supply";
    case ShipAt::waiting: return "waiting";
    case ShipAt::sky: break;
  }
  const std::string col = "c" + std::to_string(sh.col + 1);
  if (sh.row == s.mothership) return "spot " + col;
  return "s" + std::to_string(sh.row) + " " + col;
}

/// Puts a ship where where() would say it is ("s7 c3", "spot c2", "waiting", "supply").
inline void put(State& s, int ship, std::string_view place) {
  Ship& sh = s.ships[z(ship)];
  if (place == "supply" || place == "waiting") {
    sh = Ship{place == "supply" ? ShipAt::supply : ShipAt::waiting, 0, 0};
    return;
  }
  const std::size_t space = place.find(' ');
  const std::string_view row = place.substr(0, space);
  const std::string_view col = space == std::string_view::npos ? std::string_view{} : place.substr(space + 1);
  int r = -1;
  if (row == "spot") {
    r = s.mothership;
  } else if (row.size() >= 2 && row[0] == 's') {
    r = std::stoi(std::string(row.substr(1)));
  }
  const int c = col.size() == 2 && col[0] == 'c' ? col[1] - '1' : -1;
  if (r < 0 || r > bgb::ufs::kSkyRows || c < 0 || c >= bgb::ufs::kColumns) {
    ADD_FAILURE() << "not a ship place: " << place;
    return;
  }
  sh = Ship{ShipAt::sky, static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(c)};
}

/// Moves the mothership card to cover rows 1..m and puts the five green ships on its spawn spots
/// (red ones in the supply): the table at the start of a round, mothership m rows down.
inline void mothership_at(State& s, int m) {
  s.mothership = static_cast<std::uint8_t>(m);
  for (int i = 0; i < bgb::ufs::kShips; ++i) {
    if (i < bgb::ufs::kGreenShips) {
      s.ships[z(i)] = Ship{ShipAt::sky, static_cast<std::uint8_t>(m), static_cast<std::uint8_t>(i)};
    } else {
      s.ships[z(i)] = Ship{ShipAt::supply, 0, 0};
    }
  }
}

/// Builds a robot (index r) on a cell.
inline void set_robot(State& s, int r, std::string_view at, int value, bool exhausted = false) {
  s.robots[z(r)] = Robot{static_cast<std::uint8_t>(cell(at)), static_cast<std::uint8_t>(value), exhausted};
}

/// The robot on a cell, or -1.
inline int robot_on(const State& s, std::string_view at) { return bgb::ufs::detail::robot_on(s, cell(at)); }

/// The die on a cell, or -1.
inline int die_on(const State& s, std::string_view at) { return bgb::ufs::detail::die_on(s, cell(at)); }

/// A die placed on the base: its cell, value and colour.
struct Die {
  std::string_view at;
  int value = 1;
  bool white = false;
};

/// The resolve phase with exactly these dice on the board (black ones take dice 0..2, white ones
/// 3..4; every other die is set aside). A die on a cell that is not open with the state's
/// excavator is the round's excavation die.
inline State resolving(const Game& g, State s, std::initializer_list<Die> dice) {
  s.phase = Phase::resolve;
  s.die_value.fill(0);
  s.die_cell.fill(kUsed);
  s.excavation_die = kUnplaced;
  int black = 0, white = kBlackDice;
  for (const Die& d : dice) {
    const int i = d.white ? white++ : black++;
    if (i >= (d.white ? kDice : kBlackDice)) {
      ADD_FAILURE() << "too many " << (d.white ? "white" : "black") << " dice";
      break;
    }
    const int c = cell(d.at);
    s.die_cell[z(i)] = static_cast<std::uint8_t>(c);
    s.die_value[z(i)] = static_cast<std::uint8_t>(d.value);
    if (!bgb::ufs::open_cell(g.board(), c, s.excavator)) s.excavation_die = static_cast<std::uint8_t>(i);
  }
  return s;
}

using bgbtest::legal;
using bgbtest::legal_after;
using bgbtest::legal_texts;
using bgbtest::run;
using bgbtest::step;

/// The game ended with `why`, returning `value` to the solo player.
inline void expect_over(const Game& g, const State& s, End why, double value) {
  EXPECT_TRUE(g.is_terminal(s));
  EXPECT_EQ(g.current_player(s), bgb::kTerminal);
  EXPECT_EQ(s.end, why);
  const auto r = g.returns(s);
  ASSERT_EQ(r.size(), 1);
  EXPECT_EQ(r[0], value);
  EXPECT_TRUE(legal_texts(g, s).empty());
}

}  // namespace ufstest
