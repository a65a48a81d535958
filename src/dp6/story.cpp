/// \file
/// DP6 told in words for the CLI: the deal, each crew action and what it brought about (a room
/// revealed, a door opened on every track, the capsule counter), the Aberration's automatic
/// turn, skipped seats and the end; notes on the choices. Nothing in a DP6 state is hidden, so
/// every viewer is told everything. The typed state is reached through ErasedState<dp6::Game>;
/// each sentence compares the state before the action with the state after it.
#include <algorithm>
#include <string>
#include <vector>

#include "bgb/dp6/game.hpp"
#include "dp6/codec.hpp"
#include "erased.hpp"
#include "stories.hpp"

namespace bgb::cli::hooks {

namespace {

using namespace bgb::dp6;
using dp6::Game;
using dp6_codec::seat_text;

const ErasedState<Game>* dp6_of(const AnyState& s) { return dynamic_cast<const ErasedState<Game>*>(&s); }

// Appended, not `"r" + std::to_string(r)`: that trips g++ 12's -Wrestrict false positive at -O3.
std::string prefixed(char prefix, int n) {
  std::string text(1, prefix);
  text += std::to_string(n);
  return text;
}
std::string room(int r) { return prefixed('r', r); }
std::string crew(int k) { return prefixed('c', k); }

std::string who(int seat, Viewer viewer) { return seat == viewer ? std::string("you") : seat_text(seat); }

/// What a freshly revealed card does.
std::string reveal_line(const State& s, const State& n) {
  const Track& t = n.tracks[static_cast<std::size_t>(s.player)];
  const Card card = t.room[static_cast<std::size_t>(s.reveal_room - 1)];
  std::string line = "room " + room(s.reveal_room) + " of " + seat_text(s.player) + " is " + std::string(card_name(card));
  switch (card) {
    case Card::aberration: line += ": the Aberration appears in it"; break;
    case Card::cryo: line += ": c2 and c3 lie asleep in it"; break;
    case Card::control:
    case Card::tools: line += ": a Programming marker lies in it (and a vent joins Control and Tools)"; break;
    case Card::flooded: line += ": one crew at a time, and leaving it costs 2 actions"; break;
    case Card::hidden: break;
  }
  return line;
}

/// The Aberration's turn, skipped seats, the next turn: what follows the end of a turn. The
/// Aberration's two actions are replayed from the track as the crew action left it (the state
/// after `a` with the devoured crew put back), so each step is told in its order.
void turn_effects(const State& s, const State& n, ActionId a, Viewer viewer, std::vector<std::string>& lines) {
  if (n.turns == s.turns) return;
  const Track& was = s.tracks[static_cast<std::size_t>(s.player)];
  Track t = n.tracks[static_cast<std::size_t>(s.player)];
  for (int k = 0; k < kCrew; ++k)
    if (was.crew[static_cast<std::size_t>(k)] != kDevoured && t.crew[static_cast<std::size_t>(k)] == kDevoured)
      t.crew[static_cast<std::size_t>(k)] = act::kind_of(a) == act::Kind::walk && act::crew_of(a) == k
                                                 ? static_cast<std::uint8_t>(act::dest_of(a))
                                                 : was.crew[static_cast<std::size_t>(k)];
  t.aberration = was.aberration ? was.aberration : static_cast<std::uint8_t>(room_of(t, Card::aberration));
  const std::string name = "the Aberration of " + seat_text(s.player);
  std::vector<std::string> told;
  for (int i = 0; t.aberration && i < kAberrationActions; ++i) {
    const Track before = t;
    aberration_action(t, n.doors);
    if (t.aberration != before.aberration) {
      told.push_back(name + (chase_direction(before, n.doors) ? " moves to " : " sees nobody and walks toward the Capsule, to ") +
                     room(t.aberration));
    } else if (t.crew != before.crew) {
      for (int k = 0; k < kCrew; ++k)
        if (t.crew[static_cast<std::size_t>(k)] != before.crew[static_cast<std::size_t>(k)])
          told.push_back(name + " devours " + crew(k) + " in " + room(t.aberration));
    } else {
      told.push_back(name + " sees nobody and stays in " + room(t.aberration) +
                     (t.aberration == kRooms ? " (it never enters the Capsule)" : " (a closed door or a face-down room ahead)"));
      break;  // nothing changes, so its second action stays too
    }
  }
  if (t == n.tracks[static_cast<std::size_t>(s.player)]) {
    lines.insert(lines.end(), told.begin(), told.end());
  } else if (t.aberration) {  // not expected: say only where it ended
    lines.push_back(name + " is now in " + room(n.tracks[static_cast<std::size_t>(s.player)].aberration));
  }
  if (n.phase == Phase::over) return;
  for (int p = (s.player + 1) % s.players; p != n.player; p = (p + 1) % s.players)
    lines.push_back(seat_text(p) + " has no crew that can act: skipped");
  lines.push_back("turn " + std::to_string(n.turns + 1) + ": " + who(n.player, viewer) + (n.player == viewer ? " play" : " plays"));
}

}  // namespace

std::optional<std::string> dp6_action_sentence(const AnyState& before, ActionId a, Viewer viewer) {
  const ErasedState<Game>* typed = dp6_of(before);
  if (!typed) return std::nullopt;
  const Game& g = typed->rules();
  const State& s = typed->state();
  if (!g.is_legal(s, a)) return std::nullopt;
  const State n = g.apply_unchecked(s, a);
  std::vector<std::string> lines;
  switch (act::kind_of(a)) {
    case act::Kind::doors: {
      const Track& t = n.tracks[static_cast<std::size_t>(s.setup_seat)];
      std::string order;
      for (std::uint8_t d : t.gap_door) order += (order.empty() ? "" : ", ") + std::to_string(d);
      lines.push_back("the doors of " + seat_text(s.setup_seat) + " lie " + order + " between r1..r5, door 5 before the capsule");
      break;
    }
    case act::Kind::first: lines.push_back(seat_text(act::seat_of(a)) + " plays first"); break;
    case act::Kind::reveal: lines.push_back(reveal_line(s, n)); break;
    case act::Kind::roll: lines.push_back("the decoder shows " + std::to_string(act::value_of(a))); break;
    default: {
      std::string line = who(s.player, viewer) + ": " + before.action_text(a);
      const Track& t = s.tracks[static_cast<std::size_t>(s.player)];
      switch (act::kind_of(a)) {
        case act::Kind::walk: {
          const int k = act::crew_of(a), dest = act::dest_of(a), from = t.crew[static_cast<std::size_t>(k)];
          if (dest == act::kCapsuleDest) line += " (in the capsule: saved if it launches)";
          else if (from != kStart && dest != from + 1 && dest != from - 1) line += " (through the vent)";
          if (n.actions - s.actions == 2) line += " (out of the Flooded room: 2 actions)";
          break;
        }
        case act::Kind::tilt:
        case act::Kind::prog_up:
        case act::Kind::prog_down: line += ": the result is now " + std::to_string(n.pending); break;
        case act::Kind::use:
          if (s.pending <= kDoors) {
            line += ": door " + std::to_string(s.pending) + (door_open(n, s.pending) ? " opens" : " closes") + " on every track";
          } else if (n.phase != Phase::over) {
            line += ": the capsule counter advances to " + std::to_string(n.capsule + 1) + "/6";
            if (n.capsule == kCapsulePositions - 1) line += " (no more crew may enter; one more 6 launches it)";
          } else {
            line += ": the capsule launches";
          }
          break;
        case act::Kind::ignore:
          line += " (the " + std::to_string(s.pending) + (n.ignored ? "; another action must follow)" : ")");
          break;
        case act::Kind::take: line += ": a Programming marker (now " + std::to_string(n.tracks[s.player].prog) + ")"; break;
        default: break;
      }
      lines.push_back(line);
    }
  }
  turn_effects(s, n, a, viewer, lines);
  if (n.phase == Phase::over) lines.push_back(dp6_codec::outcome_text(g, n));
  std::string out;
  for (const std::string& l : lines) out += (out.empty() ? "" : "\n") + l;
  return out;
}

std::vector<std::string> dp6_news(const AnyState* before, const AnyState& now, Viewer) {
  const ErasedState<Game>* typed = dp6_of(now);
  if (!typed || before) return {};
  const State& s = typed->state();
  return {"dp6, " + std::to_string(s.players) + " players: bring your scientists into the escape capsule before it launches",
          "each turn: up to 3 crew actions (walk, take, wake, decode), then your Aberration's 2 actions;\n"
          "  a decoded 1..5 toggles that door on every track, a 6 advances the capsule counter\n"
          "  (the sixth 6 launches it)"};
}

std::string dp6_choice_note(const AnyState& st, ActionId a) {
  const ErasedState<Game>* typed = dp6_of(st);
  if (!typed) return "";
  const State& s = typed->state();
  const Track& t = s.tracks[static_cast<std::size_t>(s.player)];
  const bool last_action = s.actions + 1 >= kActions;  // the action this choice spends is the turn's last
  switch (act::kind_of(a)) {
    case act::Kind::walk: {
      const int k = act::crew_of(a), dest = act::dest_of(a), from = t.crew[static_cast<std::size_t>(k)];
      // Leaving the Flooded room costs 2 actions wherever the walk goes, the capsule included.
      const std::string flooded = from != kStart && t.room[static_cast<std::size_t>(from - 1)] == Card::flooded
                                      ? ", 2 actions out of the Flooded room"
                                      : "";
      if (dest == act::kCapsuleDest) return "into the capsule: saved if it launches, and only decodes from now on" + flooded;
      std::string note = t.room[static_cast<std::size_t>(dest - 1)] == Card::hidden
                             ? "a face-down room: it is revealed"
                             : std::string(card_name(t.room[static_cast<std::size_t>(dest - 1)]));
      // The vent joins Control and Tools even when they are neighbours behind a closed door.
      const bool next_door = dest == from + 1 || dest == from - 1;
      if (from != kStart && (!next_door || !door_open(s, door_after(t, std::min(from, dest))))) note += ", through the vent";
      note += flooded;
      if (t.aberration == dest) note += ", where the Aberration is!";
      return note;
    }
    case act::Kind::decode: {
      // "Se o Decodificar for a última ação do turno deste jogador, o resultado deve ser
      // obrigatoriamente utilizado". Short: the menu line must stay within 100 columns.
      std::string note = last_action ? "roll: 1..5 toggles a door, 6 " : "roll: 1..5 toggles that door on every track, 6 ";
      note += s.capsule + 1 < kCapsulePositions ? "advances the capsule" : "launches the capsule";
      if (last_action) note += "; last action: it must be used";
      return note;
    }
    case act::Kind::take: return "a Programming marker: later, +1 or -1 on a decoded result";
    case act::Kind::wake: return "stands up, active";
    case act::Kind::use:
      if (s.pending <= kDoors) return std::string(door_open(s, s.pending) ? "closes" : "opens") + " door " + std::to_string(s.pending) + " on every track";
      if (s.capsule + 2 == kCapsulePositions) return "advances the capsule counter to 6/6: no more crew may enter";
      return s.capsule + 1 < kCapsulePositions ? "advances the capsule counter" : "launches the capsule: the game ends";
    case act::Kind::tilt: return "spend a Tilt marker and an action";
    case act::Kind::prog_up:
    case act::Kind::prog_down: return "spend a Programming marker and an action: " + std::to_string(act::kind_of(a) == act::Kind::prog_up ? s.pending % 6 + 1 : (s.pending + 4) % 6 + 1);
    case act::Kind::ignore:
      // Ignored straight after the decode, the decode would be the last action if the turn ended
      // now; after a marker changed it, it was not, and with no action left the turn ends.
      if (!s.activated) return "leave the doors and the counter as they are; another action must follow";
      return s.actions >= kActions ? "leave the doors and the counter as they are; the turn ends"
                                   : "leave the doors and the counter as they are";
    case act::Kind::end: return "end the turn now";
    default: return "";
  }
}

std::optional<FailureRule> dp6_failure(const AnyState& terminal) {
  const ErasedState<Game>* typed = dp6_of(terminal);
  if (!typed) return std::nullopt;
  const Game& g = typed->rules();
  const State& s = typed->state();
  // As the snapshot: a competitive game names every end that not every seat wins.
  if (!g.is_terminal(s)) return FailureRule{};
  bool everyone_wins = true;
  for (double v : g.returns(s)) everyone_wins = everyone_wins && v > 0;
  if (everyone_wins) return FailureRule{};
  return FailureRule{std::string(dp6_codec::end_name(s.end)), 0, 0};
}

}  // namespace bgb::cli::hooks
