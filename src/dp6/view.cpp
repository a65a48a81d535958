/// \file
/// DP6's ASCII picture for the CLI: the shared doors and capsule counter, then one line per
/// track from the start area to the Capsule, with its doors drawn open (-3-) or closed (#3#)
/// and its rooms by two letters, then what is to be done. Every line fits text::kColumns.
#include <array>
#include <sstream>
#include <string>

#include "dp6/codec.hpp"
#include "text_wrap.hpp"

namespace bgb::dp6_codec {

using namespace bgb::dp6;
using dp6::Game;  // not the bgb::Game concept

namespace {

/// The crew of the track standing (or lying) in place p: "c0 c2z" (z: asleep).
std::string crew_at(const Track& t, std::uint8_t p) {
  std::string out;
  for (int k = 0; k < kCrew; ++k) {
    if (t.crew[static_cast<std::size_t>(k)] != p) continue;
    out += out.empty() ? "c" : " c";
    out += static_cast<char>('0' + k);
    if ((t.lying >> k) & 1U) out += 'z';
  }
  return out;
}

/// Two letters per room card, explained in the board's legend: the full names made a revealed
/// 4-player board 160 columns wide.
constexpr std::array<std::string_view, kCards + 1> kCardShort = {"?", "Fl", "To", "Co", "Ab", "Cr"};

/// "-3-" open, "#3#" closed: doors sit between the rooms' brackets without spaces.
std::string door_mark(const State& s, int door) {
  std::string out = door_open(s, door) ? "-" : "#";
  out += static_cast<char>('0' + door);
  out += door_open(s, door) ? "-" : "#";
  return out;
}

void draw_track(const State& s, int seat, std::ostream& out) {
  const Track& t = s.tracks[static_cast<std::size_t>(seat)];
  const std::string_view colour = kColours[static_cast<std::size_t>(seat)];
  std::string row = s.phase != Phase::over && seat == s.player && s.phase != Phase::doors && s.phase != Phase::first ? "> " : "  ";
  row += static_cast<char>('0' + seat);
  row += ' ';
  row += colour;
  row += std::string(7 - colour.size(), ' ');
  row += "start[";
  row += crew_at(t, kStart);
  row += "] ";
  for (int r = 1; r <= kRooms; ++r) {
    if (r > 1) row += t.gap_door[0] ? door_mark(s, t.gap_door[static_cast<std::size_t>(r - 2)]) : " ? ";
    const Card c = t.room[static_cast<std::size_t>(r - 1)];
    row += "[r";
    row += static_cast<char>('0' + r);
    row += ' ';
    row += kCardShort[static_cast<std::size_t>(c)];
    if (const std::string crew = crew_at(t, static_cast<std::uint8_t>(r)); !crew.empty()) {
      row += ' ';
      row += crew;
    }
    if (t.aberration == r) row += " AB";
    if ((c == Card::control && (t.prog_on & 1U)) || (c == Card::tools && (t.prog_on & 2U))) row += " P";
    row += ']';
  }
  row += door_mark(s, kCapsuleDoor);
  row += "capsule[";
  row += crew_at(t, kCapsule);
  row += ']';
  out << row << '\n';
}

}  // namespace

std::string render(const Game& g, const State& s) {
  std::ostringstream out;
  out << "DP6, " << static_cast<int>(s.players) << " players, turn " << s.turns + 1;
  if (g.options().max_turns) out << " of " << g.options().max_turns;
  out << "; capsule counter " << static_cast<int>(s.capsule) + 1 << "/6"
      << (s.end == End::launched                ? " (launched)"
          : s.capsule < kCapsulePositions - 1 ? " (open to crew while door 5 is open)"
                                              : " (closed to crew; one more 6 launches it)")
      << "\nDoors open:";
  bool any = false;
  for (int d = 1; d <= kDoors; ++d)
    if (door_open(s, d)) {
      out << ' ' << d;
      any = true;
    }
  out << (any ? "" : " none") << "   (-N- open, #N# closed; AB the Aberration, P a Programming marker, cNz asleep)\n"
      << "Rooms: ? face down, Ab Aberration, Co Control, Cr Cryogenics, Fl Flooded, To Tools\n";
  for (int p = 0; p < s.players; ++p) draw_track(s, p, out);
  // Below the tracks rather than after each: a revealed track leaves no room for them.
  out << "Tilt and Programming markers held:";
  std::string devoured;
  for (int p = 0; p < s.players; ++p) {
    const Track& t = s.tracks[static_cast<std::size_t>(p)];
    out << (p ? ", " : " ") << kColours[static_cast<std::size_t>(p)] << ' ' << static_cast<int>(t.tilt) << " and "
        << static_cast<int>(t.prog);
    std::string gone;
    for (int k = 0; k < kCrew; ++k)
      if (t.crew[static_cast<std::size_t>(k)] == kDevoured) {
        gone += " c";
        gone += static_cast<char>('0' + k);
      }
    if (gone.empty()) continue;
    devoured += devoured.empty() ? " " : ", ";
    devoured += kColours[static_cast<std::size_t>(p)];
    devoured += gone;
  }
  out << '\n';
  if (!devoured.empty()) out << "Devoured by the Aberration:" << devoured << '\n';
  switch (s.phase) {
    case Phase::doors: out << "Next: chance deals the doors of " << seat_text(s.setup_seat) << '\n'; break;
    case Phase::first: out << "Next: chance picks the first player\n"; break;
    case Phase::reveal: out << "Next: room r" << static_cast<int>(s.reveal_room) << " of " << seat_text(s.player) << " is revealed\n"; break;
    case Phase::roll: out << "Next: the decoder die is rolled for " << seat_text(s.player) << '\n'; break;
    case Phase::play:
      out << "Next: " << seat_text(s.player) << ", action " << static_cast<int>(s.actions) + (s.pending ? 0 : 1) << " of 3";
      if (s.pending)
        out << "; decoded " << static_cast<int>(s.pending)
            << (s.actions < kActions ? ": use it, change it or ignore it"
                : s.activated        ? ": no action left; changed by a marker, it may be used or ignored"
                                     : ": no action left, it must be used");
      if (s.ignored) out << "; result ignored: another action comes before the turn ends";
      out << '\n';
      break;
    case Phase::over: {
      out << "Game over: " << end_text(s.end) << "; saved:";
      for (int p = 0; p < s.players; ++p) out << ' ' << kColours[static_cast<std::size_t>(p)] << ' ' << crew_in_capsule(s.tracks[static_cast<std::size_t>(p)]);
      out << '\n';
      break;
    }
  }
  return text::wrap(out.str());
}

}  // namespace bgb::dp6_codec
