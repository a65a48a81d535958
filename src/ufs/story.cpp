/// \file
/// Under Falling Skies told in words for the CLI: what each action brought about (dice rolled,
/// ships moved, the city hit, rooms resolved, the mothership's turn) and notes on the choices.
/// Nothing is hidden in this solo game, so every viewer is told everything. The typed state is
/// reached through ErasedState<ufs::Game>; each sentence compares the state before the action
/// with the state after it.
#include <string>
#include <vector>

#include "bgb/ufs/game.hpp"
#include "bgb/ufs/heuristics.hpp"
#include "erased.hpp"
#include "stories.hpp"
#include "ufs/codec.hpp"

namespace bgb::cli::hooks {

namespace {

using namespace bgb::ufs;
using ufs::Game;
using ufs_codec::base_cell_text;
using ufs_codec::num;

const ErasedState<Game>* ufs_of(const AnyState& s) { return dynamic_cast<const ErasedState<Game>*>(&s); }

std::string column(int col) { return num("c", col + 1); }

std::string die_text(const State& s, int d) {
  return num(is_white(d) ? "white " : "black ", s.die_value[static_cast<std::size_t>(d)]);
}

/// "energy", "energy+fighters", ... for a room.
std::string effects_text(const Room& r) {
  std::string out;
  for (const auto& [bit, word] : {std::pair{kEnergy, "energy"}, {kResearch, "research"}, {kFighters, "fighters"}, {kRobot, "robot"}})
    if (r.effects & bit) {
      if (!out.empty()) out += '+';
      out += word;
    }
  return out;
}

/// What a cell is: "anti-air", "a tunnel", "the energy room".
std::string cell_kind(const Board& b, int cell) {
  const int room = b.room_of[static_cast<std::size_t>(cell)];
  if (room == kAntiAir) return "anti-air";
  if (room == kTunnel) return "a tunnel";
  return "the " + effects_text(b.rooms[static_cast<std::size_t>(room)]) + " room";
}

/// A room's effect value now: its dice and ready robots plus its modifier, at least 0.
int room_value(const Board& b, const State& s, int room) {
  const Room& r = b.rooms[static_cast<std::size_t>(room)];
  int value = r.mod;
  for (int i = 0; i < r.num_cells; ++i) {
    const int cell = r.cells[static_cast<std::size_t>(i)];
    if (const int d = ufs::detail::die_on(s, cell); d >= 0) {
      value += s.die_value[static_cast<std::size_t>(d)];
    } else if (const int k = ufs::detail::robot_on(s, cell); k >= 0) {
      value += s.robots[static_cast<std::size_t>(k)].value;
    }
  }
  return value < 0 ? 0 : value;
}

int ships_in_column(const State& s, int col) {
  int n = 0;
  for (const Ship& sh : s.ships) n += sh.at == ShipAt::sky && sh.col == col ? 1 : 0;
  return n;
}

std::string plural(int n, const std::string& one, const std::string& many) { return num("", n) + " " + (n == 1 ? one : many); }

/// The lines every action may bring about: the city hit, the mothership descending, the end.
void common_effects(const State& s, const State& n, std::vector<std::string>& lines) {
  if (n.damage > s.damage) {
    const int hits = n.damage - s.damage;
    lines.push_back((hits == 1 ? std::string("ship hits") : plural(hits, "ship", "ships") + " hit") + " the city: damage " +
                    num("", n.damage) + "/" + num("", kDamageToLose));
  }
  if (n.mothership > s.mothership) lines.push_back(num("the mothership descends to s", n.mothership));
}

void place_effects(const Board& b, const State& s, const State& n, ActionId a, std::vector<std::string>& lines) {
  const int cell = act::cell_of(a), col = cell % kColumns;
  const int moved = act::value_of(a) - (cell < kColumns ? 1 : 0);
  const int ships = ships_in_column(s, col);
  if (ships == 0) {
    lines.push_back("no ship in " + column(col));
  } else if (moved <= 0) {
    lines.push_back("the anti-air holds the " + std::string(ships == 1 ? "ship" : "ships") + " in " + column(col));
  } else {
    lines.push_back((ships == 1 ? "ship in " + column(col) + " moves " : "ships in " + column(col) + " move ") + num("", moved));
  }
  for (int i = 0; i < kShips; ++i) {
    const Ship &was = s.ships[static_cast<std::size_t>(i)], &now = n.ships[static_cast<std::size_t>(i)];
    if (was.at == ShipAt::sky && now.at == ShipAt::sky && now.col != was.col)
      lines.push_back("an arrow shifts a ship from " + column(was.col) + " to " + column(now.col));
  }
  common_effects(s, n, lines);
  if (n.excavation_die != s.excavation_die)
    lines.push_back("the excavation die: the excavator may dig to " + base_cell_text(cell) + " (a distance of " +
                    num("", b.path_index[static_cast<std::size_t>(cell)] - s.excavator) + ")");
  bool left = false;
  for (std::uint8_t c : n.die_cell) left = left || c == kUnplaced;
  if (act::white_of(a) && left && n.phase == Phase::roll) lines.push_back("a white die: the unplaced dice are rolled again");
}

void resolve_effects(const Board& b, const State& s, const State& n, ActionId a, std::vector<std::string>& lines) {
  const int cell = act::cell_of(a);
  const int d = ufs::detail::die_on(s, cell);
  if (d >= 0 && d == s.excavation_die) {
    const int distance = b.path_index[static_cast<std::size_t>(cell)] - s.excavator;
    lines.push_back(n.excavator != s.excavator
                        ? "the excavator digs to " + base_cell_text(cell) + num(" (energy ", n.energy) + "/7)"
                        : "the excavation die (" + num("", s.die_value[static_cast<std::size_t>(d)]) +
                              ") falls short of the distance " + num("", distance) + ": the excavator stays" +
                              num(" (energy ", n.energy) + "/7)");
    return;
  }
  const int room = b.room_of[static_cast<std::size_t>(cell)];
  const Room& r = b.rooms[static_cast<std::size_t>(room)];
  const int value = room_value(b, s, room);
  std::string head = effects_text(r) + num(" room, value ", value);
  if (r.cost) head += num(", cost ", r.cost);
  lines.push_back(head);
  if (r.effects & kEnergy) lines.push_back(num("energy +", n.energy - s.energy + r.cost) + num(" (now ", n.energy) + "/7)");
  if (r.effects & kFighters) {
    int shot = 0;
    for (int i = 0; i < kShips; ++i)
      shot += s.ships[static_cast<std::size_t>(i)].at == ShipAt::sky && n.ships[static_cast<std::size_t>(i)].at != ShipAt::sky;
    lines.push_back(shot ? "shot down " + plural(shot, "ship", "ships") : std::string("the fighters shoot down nothing"));
  }
  if (r.effects & kResearch) {
    if (n.research > s.research) {
      lines.push_back(num("research +", n.research - s.research) + num(" (space ", n.research) + " of 14)");
    } else if (s.research < kResearchSpaces) {
      lines.push_back(num("research: the next space costs ", b.research[s.research]) + ", more than the value");
    }
  }
  if ((r.effects & kRobot) && n.phase != Phase::over)
    lines.push_back(n.phase == Phase::robot ? num("a robot of value ", n.robot_value) + " is built: choose its space"
                                            : std::string("no robot is built (a value below 1, two robots already, or no space)"));
  for (int k = 0; k < kRobots; ++k) {
    const Robot &was = s.robots[static_cast<std::size_t>(k)], &now = n.robots[static_cast<std::size_t>(k)];
    if (was.cell == kNoCell || b.room_of[was.cell] != room) continue;
    lines.push_back(now.cell == kNoCell ? "the robot on " + base_cell_text(was.cell) + " wears out and is removed"
                                        : "the robot on " + base_cell_text(was.cell) + num(" drops to ", now.value) +
                                              " and rests this round");
  }
}

std::string track_line(const Board& b, const State& s, const State& n) {
  const int row = s.mothership + 1;
  if (row > kSkyRows) return "";
  const TrackEffect e = b.track[static_cast<std::size_t>(row)];
  const std::string at = num("mothership track s", row) + ": ";
  switch (e.kind) {
    case TrackKind::excavator_back: {
      std::string line = at + num("excavator -", e.amount) + " (now at " + base_cell_text(b.path[n.excavator]) + ")";
      for (int k = 0; k < kRobots; ++k)
        if (s.robots[static_cast<std::size_t>(k)].cell != kNoCell && n.robots[static_cast<std::size_t>(k)].cell == kNoCell)
          line += "; the robot on " + base_cell_text(s.robots[static_cast<std::size_t>(k)].cell) + " is buried";
      return line;
    }
    case TrackKind::research_back: return at + num("research -", e.amount) + num(" (space ", n.research) + " of 14)";
    case TrackKind::red_ship: {
      bool joined = false;
      for (int i = kGreenShips; i < kShips; ++i)
        joined = joined || (s.ships[static_cast<std::size_t>(i)].at == ShipAt::supply &&
                            n.ships[static_cast<std::size_t>(i)].at != ShipAt::supply);
      return at + (joined ? "a red ship joins" : "no red ship is left to join");
    }
    case TrackKind::damage: return at + num("base damage +", e.amount);
    default: return "";
  }
}

/// After `end` or `spawn`: the ships that spawned, a pending choice, the new round.
void spawn_effects(const State& s, const State& n, std::vector<std::string>& lines) {
  std::string cols;
  int count = 0;
  for (int i = 0; i < kShips; ++i) {
    const Ship &was = s.ships[static_cast<std::size_t>(i)], &now = n.ships[static_cast<std::size_t>(i)];
    // On the spawn spots now, and not riding there with the card.
    if (now.at != ShipAt::sky || now.row != n.mothership) continue;
    if (was.at == ShipAt::sky && was.row == s.mothership && was.col == now.col) continue;
    cols += (cols.empty() ? "" : ", ") + std::string(is_red(i) ? "red in " : "green in ") + column(now.col);
    ++count;
  }
  if (count) lines.push_back((count == 1 ? "a ship spawns: " : "ships spawn: ") + cols);
  if (n.phase == Phase::spawn) {
    std::string spots;
    const unsigned mask = ufs::detail::spawn_candidates(n);
    for (int c = 0; c < kColumns; ++c)
      if ((mask >> c) & 1U) spots += (spots.empty() ? "" : ", ") + column(c);
    lines.push_back("choose where the next ship spawns: " + spots);
  }
  if (n.round > s.round) lines.push_back(num("round ", n.round));
}

}  // namespace

std::optional<std::string> ufs_action_sentence(const AnyState& before, ActionId a, Viewer viewer) {
  const ErasedState<Game>* typed = ufs_of(before);
  if (!typed) return std::nullopt;
  const Game& g = typed->rules();
  const Board& b = g.board();
  const State& s = typed->state();
  if (!g.is_legal(s, a)) return std::nullopt;
  const State n = g.apply_unchecked(s, a);
  std::vector<std::string> lines;
  if (act::kind_of(a) == act::Kind::roll) {
    if (n.phase == Phase::roll) return std::string();  // told with the last roll of the run
    bool placed = false;
    std::string dice;
    for (int d = 0; d < kDice; ++d) {
      if (s.die_cell[static_cast<std::size_t>(d)] != kUnplaced) {
        placed = true;
        continue;
      }
      dice += (dice.empty() ? "" : ", ") + die_text(n, d);
    }
    lines.push_back((placed ? "re-rolled: " : "rolled: ") + dice);
    if (n.phase == Phase::resolve) lines.push_back("no die can be placed: the rest are set aside");
  } else {
    lines.push_back((viewer == 0 ? std::string("you: ") : std::string("seat 0: ")) + before.action_text(a));
    switch (act::kind_of(a)) {
      case act::Kind::place: place_effects(b, s, n, a, lines); break;
      case act::Kind::resolve:
        resolve_effects(b, s, n, a, lines);
        common_effects(s, n, lines);
        break;
      case act::Kind::robot: {
        const int k = n.robots[0].cell == act::cell_of(a) ? 0 : 1;
        lines.back() += num(" (value ", n.robots[static_cast<std::size_t>(k)].value) + ", ready next round)";
        break;
      }
      case act::Kind::end:
        if (const std::string t = track_line(b, s, n); !t.empty()) lines.push_back(t);
        common_effects(s, n, lines);
        spawn_effects(s, n, lines);
        break;
      case act::Kind::spawn: spawn_effects(s, n, lines); break;
      default: break;
    }
  }
  if (n.phase == Phase::over) lines.emplace_back(ufs_codec::end_text(n.end));
  std::string out;
  for (const std::string& line : lines) out += (out.empty() ? "" : "\n") + line;
  return out;
}

std::vector<std::string> ufs_news(const AnyState* before, const AnyState& now, Viewer) {
  const ErasedState<Game>* typed = ufs_of(now);
  if (!typed || before) return {};
  const State& s = typed->state();
  const std::string hard = ufs_codec::hard_list_text(s.hard);
  return {num("under falling skies, level ", level_of(s.hard)) + ": " +
              (hard.empty() ? std::string("every card easy side up") : "hard side up: " + hard),
          "win by reaching the last research space; lose at 5 damage or when the mothership covers the skull",
          num("round ", s.round)};
}

std::string ufs_choice_note(const AnyState& st, ActionId a) {
  const ErasedState<Game>* typed = ufs_of(st);
  if (!typed) return "";
  const Board& b = typed->rules().board();
  const State& s = typed->state();
  switch (act::kind_of(a)) {
    case act::Kind::place: {
      const int cell = act::cell_of(a), col = cell % kColumns;
      std::string note = open_cell(b, cell, s.excavator)
                             ? cell_kind(b, cell)
                             : num("to excavate: distance ", b.path_index[static_cast<std::size_t>(cell)] - s.excavator);
      const int ships = ships_in_column(s, col), moved = act::value_of(a) - (cell < kColumns ? 1 : 0);
      if (ships && moved > 0)
        note += "; " + plural(ships, "ship", "ships") + " in " + column(col) + num(ships == 1 ? " moves " : " move ", moved);
      if (const std::string warning = ufs_choice_warning(st, a); !warning.empty()) note += "; " + warning;
      return note;
    }
    case act::Kind::resolve: {
      const int cell = act::cell_of(a);
      const int d = ufs::detail::die_on(s, cell);
      if (d >= 0 && d == s.excavation_die)
        return "excavation: distance " + num("", b.path_index[static_cast<std::size_t>(cell)] - s.excavator) +
               num(", die ", s.die_value[static_cast<std::size_t>(d)]) + ", cost 1";
      const int room = b.room_of[static_cast<std::size_t>(cell)];
      const Room& r = b.rooms[static_cast<std::size_t>(room)];
      std::string note = effects_text(r) + num(", value ", room_value(b, s, room)) + num(", cost ", r.cost);
      if (const std::string warning = ufs_choice_warning(st, a); !warning.empty()) note += "; " + warning;
      return note;
    }
    case act::Kind::robot: return cell_kind(b, act::cell_of(a));
    default: return ufs_choice_warning(st, a);  // `end` may let ships reach the city, too
  }
}

namespace {
std::string join_warnings(const std::vector<std::string>& warnings) {
  std::string out;
  for (const std::string& w : warnings) out += (out.empty() ? "" : "; ") + w;
  return out;
}
}  // namespace

std::string ufs_choice_warning(const AnyState& st, ActionId a) {
  const ErasedState<Game>* typed = ufs_of(st);
  if (!typed || st.current_player() == kChance) return "";
  // The state is a value: what the placement does to ships and the mothership is read off its
  // successor rather than predicted, so the warning cannot disagree with the rules.
  Result<std::unique_ptr<AnyState>> next = st.apply(a);
  const ErasedState<Game>* after = next ? ufs_of(*next.value()) : nullptr;
  if (!after) return "";
  const Board& b = typed->rules().board();
  const State& s = typed->state();
  const State& t = after->state();
  std::vector<std::string> warnings;
  if (t.damage > s.damage) {
    const int hits = t.damage - s.damage;
    warnings.push_back("sends " + plural(hits, "ship", "ships") + " into the city: damage " + num("", t.damage) + "/" + num("", kDamageToLose));
  }
  if (t.mothership > s.mothership) warnings.push_back(num("the mothership descends to s", t.mothership));
  if (t.phase == Phase::over && t.end != End::won) warnings.push_back("loses the game");
  if (act::kind_of(a) != act::Kind::place && act::kind_of(a) != act::Kind::resolve) return join_warnings(warnings);
  const int cell = act::cell_of(a);
  if (cell < 0) return join_warnings(warnings);  // not reached; tells g++'s -Warray-bounds so
  const int room = b.room_of[static_cast<std::size_t>(cell)];
  const bool excavation = act::kind_of(a) == act::Kind::place ? !open_cell(b, cell, s.excavator)
                                                               : ufs::detail::die_on(s, cell) == s.excavation_die;
  if (room >= 0 && !excavation && (b.rooms[static_cast<std::size_t>(room)].effects & kFighters)) {
    // What the room would shoot if resolved now (placement) or what it shoots (resolve).
    const State& judged = act::kind_of(a) == act::Kind::place ? t : s;
    if (t.phase != Phase::over && heuristic::targets(judged, b, room_value(b, judged, room)) == 0)
      warnings.push_back(act::kind_of(a) == act::Kind::place ? "its fighters would shoot nothing now"
                                                              : "its fighters shoot nothing");
  }
  return join_warnings(warnings);
}

std::optional<FailureRule> ufs_failure(const AnyState& terminal) {
  const ErasedState<Game>* typed = ufs_of(terminal);
  if (!typed) return std::nullopt;
  const State& s = typed->state();
  // As the snapshot: a "failure" for a lost game, which names no trick, so the round counts.
  if (s.end != End::base_destroyed && s.end != End::skull_covered) return FailureRule{};
  return FailureRule{std::string(ufs_codec::end_name(s.end)), 0, s.round};
}

}  // namespace bgb::cli::hooks
