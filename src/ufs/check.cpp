/// \file
/// Under Falling Skies' snapshot validator: what a loaded state must satisfy so that the rules
/// can go on from it. Every check is a consequence of the rules (include/bgb/ufs/rules.hpp), so
/// no reachable state is refused — tests/registry/ufs_codec_test.cpp round-trips every state of
/// random playouts at every level to prove it.
#include <bit>
#include <string>

#include "ufs/codec.hpp"

namespace bgb::ufs_codec {

using namespace bgb::ufs;
using ufs::Game;  // not the bgb::Game concept

namespace {

std::string die_key(int d) { return num("dice[", d) + "]"; }
std::string robot_key(int r) { return num("robots[", r) + "]"; }
std::string ship_key(int i) { return num("ships[", i) + "]"; }

/// The game's end against the tracks: exactly the reached condition ends it.
std::string check_end(const Board& b, const State& s) {
  if ((s.phase == Phase::over) != (s.end != End::none))
    return s.phase == Phase::over ? "end: a finished game says how it ended (won, base_destroyed or skull_covered)"
                                  : "end: the game is not over (phase '" + std::string(phase_name(s.phase)) + "'), so end is null";
  const bool won = s.research == kResearchSpaces, destroyed = s.damage >= kDamageToLose, covered = s.mothership >= b.skull_row;
  if (won != (s.end == End::won))
    return won ? "research: reaching space 14 wins at once, so end is \"won\"" : "end: a won game has research 14";
  if (destroyed != (s.end == End::base_destroyed))
    return destroyed ? "damage: the 5th damage destroys the base, so end is \"base_destroyed\""
                     : "end: a destroyed base has damage 5";
  if (covered != (s.end == End::skull_covered))
    return covered ? "mothership: at s" + std::to_string(b.skull_row) + " it covers the skull, so end is \"skull_covered\""
                   : "end: the mothership covers the skull only at s" + std::to_string(b.skull_row);
  // The mothership descends at least once a round (and the game stops at the skull); by the
  // spawn phase this round's descent has happened too.
  const int descents = s.round - 1 + (s.phase == Phase::spawn ? 1 : 0);
  if (descents > s.mothership)
    return "round: " + std::to_string(s.round) + (s.phase == Phase::spawn ? " rounds, spawning," : " rounds") +
           " need the mothership at s" + std::to_string(descents) +
           " or lower (it descends every round), but it covers s1..s" + std::to_string(s.mothership);
  return "";
}

std::string check_dice(const Board& b, const State& s) {
  bool fresh = true;  // the round has just begun: nothing rolled or placed
  bool unrolled_seen = false;
  int unplaced = 0, unrolled = 0;
  unsigned columns = 0;
  for (int d = 0; d < kDice; ++d) {
    const std::uint8_t cell = s.die_cell[static_cast<std::size_t>(d)];
    const std::uint8_t value = s.die_value[static_cast<std::size_t>(d)];
    fresh = fresh && cell == kUnplaced && value == 0;
    if (cell == kUnplaced) {
      ++unplaced;
      if (value == 0) {
        ++unrolled;
        unrolled_seen = true;
      } else if (unrolled_seen) {
        return die_key(d) + ".value: dice are rolled in order (black, black, black, white, white), so an earlier die "
               "still to roll means this one is not rolled either";
      }
      continue;
    }
    if (value == 0) return die_key(d) + ".value: a die that was placed or set aside shows a value";
    if (cell == kUsed) continue;
    const std::string where = die_key(d) + ".cell: " + base_cell_text(cell);
    if ((columns >> (cell % kColumns)) & 1U) return where + ": only one die a column";
    columns |= 1U << (cell % kColumns);
    if (ufs::detail::robot_on(s, cell) >= 0) return where + ": a robot stands there";
    for (int e = 0; e < d; ++e)
      if (s.die_cell[static_cast<std::size_t>(e)] == cell) return where + ": two dice on one cell";
    if (s.excavation_die == d) {
      if (b.path_index[cell] == kNoCell || b.path_index[cell] <= s.excavator)
        return where + ": the excavation die lies ahead of the excavator on its path";
    } else if (!open_cell(b, cell, s.excavator)) {
      return where + ": a die other than the round's excavation die goes on anti-air or on a room whose cells are all "
             "excavated, never on a tunnel (\"Os dados só podem ser colocados em salas escavadas\")";
    }
  }
  if (s.excavation_die != kUnplaced && s.die_cell[s.excavation_die] == kUnplaced)
    return die_key(s.excavation_die) + ".excavation: a die still to place is not the excavation die yet";
  switch (s.phase) {
    case Phase::roll:
      if (unrolled == 0) return "phase: 'roll' needs a die still to roll (value null)";
      break;
    case Phase::place:
      if (unplaced == 0) return "phase: 'place' needs a die still to place";
      if (unrolled) return "phase: 'place' comes after every unplaced die is rolled";
      if (!ufs::detail::any_placement(s, b) && !ufs::detail::robot_blocks_placement(s, b))
        return "phase: no unplaced die has a cell to go to, even with a robot scrapped, so they are set aside";
      break;
    case Phase::over:
      if (unrolled) return "phase: the game cannot end while dice are being rolled";
      break;
    default:
      if (unplaced) return "phase: '" + std::string(phase_name(s.phase)) + "' comes after every die is placed or set aside";
  }
  if (s.phase == Phase::spawn)
    for (int d = 0; d < kDice; ++d)
      if (s.die_cell[static_cast<std::size_t>(d)] != kUsed)
        return die_key(d) + ".cell: the round's dice are used up before the mothership moves";
  if (fresh && s.excavation_die != kUnplaced) return "dice: the excavation die is chosen by a placement";
  return "";
}

std::string check_robots(const Board& b, const State& s) {
  for (int r = 0; r < kRobots; ++r) {
    const Robot& robot = s.robots[static_cast<std::size_t>(r)];
    if (robot.cell == kNoCell) {
      if (robot.value != 0 || robot.exhausted) return robot_key(r) + ": a robot not built is null";
      continue;
    }
    const std::string where = robot_key(r) + ".cell: " + base_cell_text(robot.cell);
    if (robot.cell >= kBaseCells) return robot_key(r) + ".cell: not a base cell";
    if (robot.value < 1 || robot.value > 6) return robot_key(r) + ".value: a robot's value is 1..6";
    if (b.room_of[robot.cell] == kTunnel) return where + ": robots stand on rooms or anti-air, not in tunnels";
    if (!excavated(b, robot.cell, s.excavator)) return where + ": is not excavated (robots there are removed)";
    if (r == 1 && s.robots[0].cell == robot.cell) return where + ": two robots on one cell";
    // Robots are used and built only while rooms are resolved.
    if (robot.exhausted && (s.phase == Phase::roll || s.phase == Phase::place))
      return robot_key(r) + ".exhausted: robots are ready again from the start of the round";
  }
  if ((s.phase == Phase::robot) != (s.robot_value != 0))
    return s.phase == Phase::robot ? "robot_value: a robot being built has a value 1..6"
                                   : "robot_value: only a robot being built (phase 'robot') has one";
  // Phase 'robot' holds even with both blue dice on the base or no space left: the player may
  // scrap a robot ("a qualquer momento") to build, or answer no-robot.
  return "";
}

std::string check_ships(const State& s) {
  for (int i = 0; i < kShips; ++i) {
    const Ship& sh = s.ships[static_cast<std::size_t>(i)];
    if (sh.col >= kColumns || sh.row > kCityRow) return ship_key(i) + ": not a position";
    if (sh.at == ShipAt::supply && !is_red(i)) return ship_key(i) + ".where: green ships are never in the supply";
    if (sh.at != ShipAt::sky) continue;
    const std::string where = ship_key(i) + ".cell: " + ship_cell_text(s, sh);
    if (sh.row < s.mothership) return where + ": the mothership covers s1..s" + std::to_string(s.mothership);
    // A game that ends in the middle of a column's move (the 5th damage, the skull) leaves the
    // column's other ships where they moved: on the city row too, several in one cell.
    if (sh.row == kCityRow) {
      if (s.phase != Phase::over) return where + ": a ship that reaches the city goes back to the mothership card";
      continue;
    }
    for (int k = 0; k < i; ++k) {
      const Ship& o = s.ships[static_cast<std::size_t>(k)];
      if (o.at == ShipAt::sky && o.row == sh.row && o.col == sh.col) return where + ": two ships in one cell";
    }
  }
  const int waiting = ufs::detail::next_waiting(s);
  const unsigned spots = ufs::detail::spawn_candidates(s);
  if (s.phase == Phase::spawn && (waiting < 0 || std::popcount(spots) < 2))
    return "phase: 'spawn' is a choice between spawn spots for a waiting ship";
  bool fresh = s.phase == Phase::roll;
  for (int d = 0; d < kDice; ++d)
    fresh = fresh && s.die_cell[static_cast<std::size_t>(d)] == kUnplaced && s.die_value[static_cast<std::size_t>(d)] == 0;
  if (fresh && waiting >= 0 && spots != 0)
    return ship_key(waiting) + ".where: a waiting ship spawns at the end of the round when a spawn spot is free";
  return "";
}

}  // namespace

std::string state_problem(const Game& g, const State& s) {
  const Board& b = g.board();
  if (s.hard != g.options().hard) return "hard: not this game's cards";
  if (s.excavator >= b.path_length) return "excavator.index: past the end of the path";
  if (s.energy > kMaxEnergy) return "energy: 0..7";
  if (s.round < 1) return "round: rounds count from 1";
  for (const std::string& problem : {check_end(b, s), check_dice(b, s), check_robots(b, s), check_ships(s)})
    if (!problem.empty()) return problem;
  return "";
}

}  // namespace bgb::ufs_codec
