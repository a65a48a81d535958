#pragma once
/// \file
/// Helpers for Red November's rule tests: states written down directly (State is a plain struct)
/// and drivers that apply action texts through the checked API, so a wrong step fails the test
/// with its reason.
///
/// Default board, for reading the tests (interior hatches; the Sea joins 3, 6 and 9):
///   1-2 1-3 2-3 2-4 2-5 3-4 4-5 5-6 5-7 5-8 7-8 7-9 8-9 8-10 9-10
///   1 engine, 2 pumps, 4 reactor, 7 missile, 8 stores, 10 cabin.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/rn.hpp"

namespace rntest {

using bgb::ActionId;
using bgb::rn::Content;
using bgb::rn::End;
using bgb::rn::EventKind;
using bgb::rn::Game;
using bgb::rn::Item;
using bgb::rn::Options;
using bgb::rn::Phase;
using bgb::rn::State;
using bgb::rn::Status;
using bgb::rn::Track;
using bgb::rn::Water;
using bgb::rn::kSea;
using bgb::rn::z;

inline int ki(Item k) { return static_cast<int>(k); }

/// The default content without Event or Item spaces: turns that draw nothing.
inline Content quiet() {
  Content c = bgb::rn::kDefaultContent;
  c.event_spaces = 0;
  c.item_spaces = 0;
  return c;
}

inline Game make(int players = 4, const Content& content = bgb::rn::kDefaultContent) {
  Options o;
  o.players = players;
  o.content = content;
  auto g = Game::make(o);
  EXPECT_TRUE(g.ok()) << g.error().message;
  return g.ok() ? g.value() : Game{};
}

/// A table after the setup, no items dealt: gnome i in rooms[i] with its Time Keeper on
/// keepers[i] (default: the start space), stacked so that seat 0 is on top; the turn of the
/// gnome the Time Track says acts next has begun.
inline State table(const Game& g, std::initializer_list<int> rooms, std::initializer_list<int> keepers = {}) {
  State s = g.initial_state();
  int i = 0;
  for (int r : rooms) s.seats[z(i++)].room = static_cast<std::uint8_t>(r);
  i = 0;
  for (int k : keepers) s.seats[z(i++)].keeper = static_cast<std::uint8_t>(k);
  for (int j = 0; j < s.players; ++j) s.seats[z(j)].height = static_cast<std::uint8_t>(s.players - j);
  bgb::rn::detail::start_turn(s);
  return s;
}

/// Blocks the interior hatch between rooms a and b.
inline void block(const Game& g, State& s, int a, int b) { s.blocked |= 1U << bgb::rn::hatch_between(g.content(), a, b); }
/// Sets room on fire.
inline void burn(State& s, int room) { s.fire = static_cast<std::uint16_t>(s.fire | (1U << room)); }

/// Gives seat `seat` n cards of an item kind, taken from the deck (Grog: from the cabin).
inline void hold(State& s, int seat, Item k, int n = 1) {
  if (k == Item::grog) {
    s.cabin_grog = static_cast<std::uint8_t>(s.cabin_grog - n);
  } else {
    s.item_deck[z(ki(k))] = static_cast<std::uint8_t>(s.item_deck[z(ki(k))] - n);
  }
  s.seats[z(seat)].items.add(z(ki(k)), n);
}

/// The event card type of the default deck with this kind and faint number (-1: none).
inline int event_type(const Game& g, EventKind k, int faint = bgb::rn::kNoFaint) {
  const Content& c = g.content();
  for (int t = 0; t < c.num_event_types; ++t)
    if (c.events[z(t)].kind == k && c.events[z(t)].faint == faint) return t;
  ADD_FAILURE() << "no such event card";
  return 0;
}

/// Applies `text` with the checked API; a parse or legality error fails the test (state kept).
inline State step(const Game& g, const State& s, std::string_view text) {
  const auto id = g.parse_action(s, text);
  if (!id) {
    ADD_FAILURE() << "cannot parse '" << text << "': " << id.error().message;
    return s;
  }
  const auto next = g.apply(s, *id);
  if (!next) {
    ADD_FAILURE() << "'" << text << "' rejected: " << next.error().message;
    return s;
  }
  return next.value();
}

/// Applies a ';'-separated script of action texts ("open 3; enter; rest").
inline State run(const Game& g, State s, std::string_view script) {
  while (!script.empty()) {
    const std::size_t cut = script.find(';');
    std::string_view one = script.substr(0, cut);
    while (!one.empty() && one.front() == ' ') one.remove_prefix(1);
    while (!one.empty() && one.back() == ' ') one.remove_suffix(1);
    if (!one.empty()) s = step(g, s, one);
    if (cut == std::string_view::npos) break;
    script.remove_prefix(cut + 1);
  }
  return s;
}

/// Whether the action text parses and is legal now.
inline bool legal(const Game& g, const State& s, std::string_view text) {
  const auto id = g.parse_action(s, text);
  return id.ok() && g.is_legal(s, *id);
}

/// The legal action texts (or chance outcomes), in action-id order.
inline std::vector<std::string> legal_texts(const Game& g, const State& s) {
  std::vector<ActionId> ids;
  if (g.current_player(s) == bgb::kChance) {
    Game::ChanceList list;
    g.chance_outcomes(s, list);
    for (const auto& o : list) ids.push_back(o.action);
  } else {
    Game::ActionList list;
    g.legal_actions(s, list);
    ids.assign(list.begin(), list.end());
  }
  std::sort(ids.begin(), ids.end());
  std::vector<std::string> out;
  for (ActionId a : ids) out.push_back(g.action_text(s, a));
  return out;
}

/// The legal texts that start with `prefix` + " ", without the prefix, joined by ", ".
inline std::string legal_after(const Game& g, const State& s, std::string_view prefix) {
  std::string out;
  const std::string head = std::string(prefix) + " ";
  for (const std::string& t : legal_texts(g, s)) {
    if (t.rfind(head, 0) != 0) continue;
    if (!out.empty()) out += ", ";
    out += t.substr(head.size());
  }
  return out;
}

/// The largest M with `fix TARGET M` legal, 0 if none.
inline int max_fix(const Game& g, const State& s, std::string_view target) {
  int best = 0;
  for (int m = 1; m <= 10; ++m)
    if (legal(g, s, "fix " + std::string(target) + " " + std::to_string(m))) best = m;
  return best;
}

/// The disaster tracks' indices into State::track.
constexpr int kAsph = static_cast<int>(Track::asphyxiation);
constexpr int kHeat = static_cast<int>(Track::heat);
constexpr int kPressure = static_cast<int>(Track::pressure);

}  // namespace rntest
