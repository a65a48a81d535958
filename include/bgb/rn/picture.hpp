// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// A plain-text picture of a Red November table for terminals (the CLI's `play`), as a viewer
/// may see it: rooms with water, fire and gnomes, blocked hatches, the disaster tracks, the
/// Destruction tokens, every gnome's Time Keeper, intoxication and items (other seats' items
/// only counted, unless the viewer is kViewAll), and whose turn it is.
#include <string>

#include "bgb/core/types.hpp"
#include "bgb/rn/flow.hpp"
#include "bgb/rn/notation.hpp"
#include "bgb/rn/state.hpp"

namespace bgb::rn {

namespace detail {

inline std::string room_name(const Content& c, int r) {
  if (r == kSea) return "the Sea";
  std::string t = "room " + std::to_string(r);
  if (r == c.engine_room) t += " (engine)";
  if (r == c.pumps_room) t += " (pumps)";
  if (r == c.reactor_room) t += " (reactor)";
  if (r == c.missile_room) t += " (missile)";
  if (r == c.stores_room) t += " (stores)";
  if (r == c.cabin_room) t += " (cabin)";
  return t;
}

inline std::string pad(std::string t, std::size_t width) {
  while (t.size() < width) t += ' ';
  return t;
}

inline const char* phase_name(Phase p) {
  switch (p) {
    case Phase::place: return "setup: placing gnomes";
    case Phase::stack: return "setup: stacking Time Keepers";
    case Phase::deal: return "setup: dealing items";
    case Phase::move: return "move or act";
    case Phase::trade: return "trading";
    case Phase::flee: return "fleeing the fire";
    case Phase::fix_roll: return "rolling for the fix";
    case Phase::take_draw: return "drawing taken items";
    case Phase::faint_choice: return "before the faint check: play coffee or check";
    case Phase::faint_draw: return "faint check";
    case Phase::event_draw: return "drawing an event";
    case Phase::event_room: return "rolling the event's room";
    case Phase::event_choice: return "choosing for the event";
    case Phase::item_draw: return "drawing an item";
    case Phase::over: return "over";
  }
  return "";
}

}  // namespace detail

/// The table as text, one fact per line, for `viewer` (a seat, kViewPublic or kViewAll).
inline std::string picture(const State& s, const Content& c, Viewer viewer) {
  std::string out;
  for (int r = 1; r <= kRooms; ++r) {
    const int room = r == kRooms ? kSea : r;
    std::string line = detail::pad(detail::room_name(c, room), 24);
    std::string what;
    if (on_fire(s, room)) what = "FIRE";
    if (s.water[z(room)] == Water::low) what = "low water";
    if (s.water[z(room)] == Water::high) what = "HIGH WATER";
    line += detail::pad(what, 12);
    // "gnome 3", or "gnomes 0 2 (fainted) 3": short enough for 8 gnomes beside the hatches.
    std::string gnomes;
    int here = 0;
    for (int i = 0; i < s.players; ++i) {
      const Seat& g = s.seats[z(i)];
      if (g.status != Status::aboard || g.room != room || s.phase == Phase::place) continue;
      gnomes += ' ';
      gnomes += std::to_string(i);
      if (g.fainted) gnomes += " (fainted)";
      ++here;
    }
    if (here) gnomes.insert(0, here == 1 ? "gnome" : "gnomes");
    line = detail::pad(line + gnomes, 56);
    // The hatch map: where each hatch of the room leads (x: blocked), as the board draws them.
    std::string hatches;
    for (int h = 0; h < c.num_hatches; ++h) {
      const Hatch& x = c.hatches[z(h)];
      if (x.a != room && x.b != room) continue;
      const int other = x.a == room ? x.b : x.a;
      hatches += hatches.empty() ? "hatches to " : " ";
      hatches += other == kSea ? std::string("sea") : std::to_string(other);
      if (is_blocked(s, h)) hatches += 'x';
    }
    line += hatches;
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  out += "(hatches to N: the rooms this room opens into; Nx: that hatch is blocked)\n";
  std::string blocked;
  for (int h = 0; h < c.num_hatches; ++h) {
    if (!is_blocked(s, h)) continue;
    blocked += blocked.empty() ? "" : ", ";
    blocked += std::to_string(c.hatches[z(h)].a) + "-" + std::to_string(c.hatches[z(h)].b);
  }
  out += "blocked hatches: " + (blocked.empty() ? std::string("none") : blocked) + "\n";
  out += "tracks:";
  for (int t = 0; t < kTracks; ++t) {
    out += t ? ", " : " ";
    out += std::string(kTrackNames[z(t)]) + " " + std::to_string(s.disaster[z(t)]) + "/" +
           std::to_string(c.tracks[z(t)].end) + " (star " + std::to_string(c.tracks[z(t)].star) + ")";
  }
  out += "\n";
  std::string tokens;
  for (int k = 0; k < kTokens; ++k) {
    if (s.token[z(k)] == kNone) continue;
    tokens += tokens.empty() ? "" : ", ";
    tokens += std::string(kTokenNames[z(k)]) + " at " + std::to_string(s.token[z(k)]);
  }
  out += "destruction tokens: " + (tokens.empty() ? std::string("none") : tokens) + "\n";
  for (int i = 0; i < s.players; ++i) {
    const Seat& g = s.seats[z(i)];
    std::string line = "gnome " + std::to_string(i) + ": ";
    if (g.status == Status::dead) {
      out += line + "dead\n";
      continue;
    }
    if (g.status == Status::abandoned) {
      out += line + "abandoned ship\n";
      continue;
    }
    line += "minute " + std::to_string(g.keeper) + ", intoxication " + std::to_string(g.intox) + ", ";
    const int n = hand_size(s, i);
    if (viewer == kViewAll || viewer == i) {
      line += "items:";
      if (n == 0) line += " none";
      std::size_t width = line.size();  // of the line being written, so a long hand wraps at 100
      for (int k = 0; k < kItemKinds; ++k)
        for (int m = 0; m < g.items[z(k)]; ++m) {
          const std::string_view name = kItemNames[z(k)];
          if (width + 1 + name.size() > 100) {
            line += "\n   ";
            width = 3;
          }
          // Appended piece by piece: `literal + temporary` trips g++ 12's -Wrestrict false
          // positive once inlined at -O3.
          line += ' ';
          line += name;
          width += 1 + name.size();
        }
    } else {
      line += std::to_string(n) + (n == 1 ? " item" : " items");
    }
    out += line + "\n";
  }
  out += "decks: " + std::to_string(detail::event_deck_size(s)) + " events, " +
         std::to_string(detail::item_deck_size(s)) + " items, " + std::to_string(s.cabin_grog) + " Grog in the cabin\n";
  if (s.phase == Phase::over) {
    out += s.end == End::won ? "rescued!\n" : "the submarine is lost\n";
  } else if (s.phase == Phase::move || s.phase == Phase::trade || s.phase == Phase::flee ||
             s.phase == Phase::event_choice || s.phase == Phase::fix_roll || s.phase >= Phase::take_draw) {
    out += "gnome " + std::to_string(s.active) + "'s turn, ghost at minute " + std::to_string(s.ghost) + ": " +
           detail::phase_name(s.phase) + "\n";
  } else {
    out += std::string(detail::phase_name(s.phase)) + "\n";
  }
  return out;
}

}  // namespace bgb::rn
