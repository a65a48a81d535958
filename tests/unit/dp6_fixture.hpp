#pragma once
/// \file
/// Helpers for DP6's rule tests: states written down directly (State is a plain struct) and
/// drivers that apply action texts through the checked API, so that a wrong step fails the test
/// with its reason. Every track in `playing()` has the doors 1234 (door N between rooms N and
/// N+1, door 5 before the Capsule), all closed, every room face down, seat 0 to act.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <set>
#include <string>
#include <vector>

#include "bgb/dp6.hpp"

namespace dp6test {

using bgb::ActionId;
using bgb::dp6::Card;
using bgb::dp6::End;
using bgb::dp6::Game;
using bgb::dp6::Options;
using bgb::dp6::Phase;
using bgb::dp6::State;
using bgb::dp6::Track;
using bgb::dp6::kAside;
using bgb::dp6::kCapsule;
using bgb::dp6::kDevoured;
using bgb::dp6::kStart;

inline constexpr std::size_t z(int i) { return static_cast<std::size_t>(i); }

inline Game make(int players = 2, int max_turns = 0) {
  auto g = Game::make(Options{players, max_turns});
  EXPECT_TRUE(g.ok()) << g.error().message;
  return g.ok() ? g.value() : Game{};
}

/// Applies action texts in order through parse_action and the checked apply.
inline State run(const Game& g, State s, std::initializer_list<std::string> texts) {
  for (const std::string& t : texts) {
    const bgb::Result<ActionId> a = g.parse_action(s, t);
    EXPECT_TRUE(a.ok()) << t << ": " << a.error().message;
    if (!a.ok()) return s;
    bgb::Result<State> n = g.apply(s, *a);
    EXPECT_TRUE(n.ok()) << t << ": " << n.error().message;
    if (!n.ok()) return s;
    s = n.value();
  }
  return s;
}

/// Whether the text is legal (or a possible chance outcome) in s.
inline bool legal(const Game& g, const State& s, const std::string& text) {
  const bgb::Result<ActionId> a = g.parse_action(s, text);
  return a.ok() && g.is_legal(s, *a);
}

/// The legal texts (or chance outcome texts) of s.
inline std::set<std::string> texts(const Game& g, const State& s) {
  std::set<std::string> out;
  if (g.current_player(s) == bgb::kChance) {
    Game::ChanceList l;
    g.chance_outcomes(s, l);
    for (const auto& o : l) out.insert(g.action_text(s, o.action));
  } else {
    Game::ActionList l;
    g.legal_actions(s, l);
    for (ActionId a : l) out.insert(g.action_text(s, a));
  }
  return out;
}

/// The weight of a chance outcome text in s (0 when it is not an outcome).
inline std::uint32_t weight(const Game& g, const State& s, const std::string& text) {
  Game::ChanceList l;
  g.chance_outcomes(s, l);
  for (const auto& o : l)
    if (g.action_text(s, o.action) == text) return o.weight;
  return 0;
}

/// The first turn of seat `first`: every track's doors dealt as 1234.
inline State playing(const Game& g, int first = 0) {
  State s = g.initial_state();
  for (int p = 0; p < g.num_players(); ++p) s = run(g, s, {"doors " + std::to_string(p) + " 1234"});
  return run(g, s, {"first " + std::to_string(first)});
}

/// Sets the rooms of a track face up ("flooded", "tools", "control", "aberration", "cryo", or
/// "" for face down) with the effects a reveal has: the Aberration placed, Programming
/// markers lying on Control and Tools, c2 and c3 asleep in Cryogenics.
inline void lay(State& s, int seat, std::initializer_list<const char*> rooms) {
  Track& t = s.tracks[z(seat)];
  int r = 1;
  for (const char* name : rooms) {
    Card c = Card::hidden;
    for (int k = 1; k <= bgb::dp6::kCards; ++k)
      if (bgb::dp6::kCardWords[z(k)] == name) c = static_cast<Card>(k);
    t.room[z(r - 1)] = c;
    if (c == Card::aberration) t.aberration = static_cast<std::uint8_t>(r);
    if (c == Card::control) t.prog_on |= 1U;
    if (c == Card::tools) t.prog_on |= 2U;
    if (c == Card::cryo) {
      t.crew[2] = t.crew[3] = static_cast<std::uint8_t>(r);
      t.lying = 0x0C;
    }
    ++r;
  }
}

/// Opens the given doors (the shared state of each number).
inline void open(State& s, std::initializer_list<int> doors) {
  for (int d : doors) s.doors = static_cast<std::uint8_t>(s.doors | (1U << (d - 1)));
}

}  // namespace dp6test
