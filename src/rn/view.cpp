/// \file
/// Red November as a text picture for the CLI: the submarine (rooms with water, fire and gnomes,
/// blocked hatches), the disaster tracks, the Destruction tokens and every gnome (from
/// include/bgb/rn/picture.hpp, which hides other seats' items from a seat), then the Time Track
/// as a strip from 60 down to 0 with the Event and Item spaces, the Time Keepers, the Ghost and
/// the tokens, and what happens next. Lines stay within 100 columns.
#include <string>

#include "bgb/rn/picture.hpp"
#include "rn/codec.hpp"

namespace bgb::rn_codec {

using namespace bgb::rn;
using rn::Game;  // not the bgb::Game concept

namespace {

std::string strip_line(char fill) { return std::string(kMinutes + 1, fill); }

/// Column of minute m on the strip (60 on the left, 0 on the right).
std::size_t col(int m) { return static_cast<std::size_t>(kMinutes - m); }

std::string time_track(const Content& c, const State& s) {
  std::string scale = strip_line(' ');
  for (int m = kMinutes; m >= 0; m -= 10) {
    const std::string n = std::to_string(m);
    for (std::size_t k = 0; k < n.size() && col(m) + k < scale.size(); ++k) scale[col(m) + k] = n[k];
  }
  std::string spaces = strip_line('.');
  for (int m = 0; m <= kMinutes; ++m) {
    if (is_item_space(c, m)) spaces[col(m)] = 'I';
    if (is_event_space(c, m)) spaces[col(m)] = 'E';
    if (m % 10 == 0 && spaces[col(m)] == '.') spaces[col(m)] = '|';
  }
  spaces[col(0)] = 'R';
  std::string keepers = strip_line(' ');
  for (int i = 0; i < s.players; ++i) {
    const Seat& g = s.seats[z(i)];
    if (g.status != Status::aboard) continue;
    char& cell = keepers[col(g.keeper)];
    cell = cell == ' ' ? static_cast<char>('0' + i) : '+';
  }
  const bool turn = s.phase != Phase::over && s.phase != Phase::place && s.phase != Phase::stack && s.phase != Phase::deal;
  if (turn && keepers[col(s.ghost)] == ' ') keepers[col(s.ghost)] = 'g';
  std::string tokens = strip_line(' ');
  for (int k = 0; k < kTokens; ++k)
    if (s.token[z(k)] != kNone) tokens[col(s.token[z(k)])] = "ACMK"[k];
  while (!keepers.empty() && keepers.back() == ' ') keepers.pop_back();
  while (!tokens.empty() && tokens.back() == ' ') tokens.pop_back();
  std::string out = "Time Track (E event space, I item space, R rescued; digits: Time Keepers, + several,\n"
                    "  g the Ghost; tokens A asphyxiated, C crushed, M missile, K kraken)\n";
  out += "  " + scale + "\n  " + spaces + "\n  " + keepers + "\n";
  if (!tokens.empty()) out += "  " + tokens + "\n";
  return out;
}

std::string next_text(const Content& c, const State& s) {
  const std::string who = "gnome " + std::to_string(s.active);
  switch (s.phase) {
    case Phase::place: return "chance places gnome " + std::to_string(s.cursor) + " (a d10 names its room)";
    case Phase::stack: return "chance stacks the next Time Keeper on the start space";
    case Phase::deal: return "chance deals the next item (2 to each gnome)";
    case Phase::move: return who + " moves (open, pour, enter, play) or takes its one action";
    case Phase::trade: return who + " trades with gnome " + std::to_string(s.partner) + ": give, get, then done";
    case Phase::flee:
      return who + " failed to fix the fire: `flee` if a room is enterable (play items first), else `stay`";
    case Phase::fix_roll:
      return "chance rolls the d10 for the fix (success below " + std::to_string(s.fix_minutes + s.fix_bonus) + ")";
    case Phase::take_draw: return "chance draws the taken items (" + std::to_string(s.cursor) + " left)";
    case Phase::faint_choice:
      return who + " played Grog: `check` (the faint check), or first `play coffee` if it holds one";
    case Phase::faint_draw: return "chance draws an event card for the faint check";
    case Phase::event_draw: return "chance draws an event on minute " + std::to_string(s.ev_space);
    case Phase::event_room: return "chance rolls the room of the event";
    case Phase::event_choice:
      switch (detail::choice_of(s)) {
        case detail::Choice::block: return who + " chooses the hatch of room " + std::to_string(s.ev_room) + " to block";
        case detail::Choice::spread: return who + " chooses where the fire spreads";
        case detail::Choice::discard: return who + " discards down to " + std::to_string(s.ev_limit) + " items";
      }
      return "";
    case Phase::item_draw: return "chance draws an item for the Item space";
    case Phase::over: return std::string("game over: ") + std::string(end_text(s.end));
  }
  (void)c;
  return "";
}

}  // namespace

std::string render(const Game& g, const State& s, Viewer viewer) {
  const Content& c = g.content();
  std::string out = "Red November, " + std::to_string(s.players) + " gnomes";
  if (s.ev_type != kNone && s.ev_type < c.num_event_types && s.phase != Phase::over)
    out += "; event in progress: " + card_text(c, s.ev_type);
  out += "\n";
  out += picture(s, c, viewer);
  out += time_track(c, s);
  out += "Next: " + next_text(c, s);
  return out;
}

}  // namespace bgb::rn_codec
