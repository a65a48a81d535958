// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies' rules as pure functions of a State (the Portuguese rulebook; the
/// specification fills its gaps). docs/rules/under-falling-skies.md lists the decisions where
/// the rulebook and the specification are silent.
#include <bit>
#include <cstdint>

#include "bgb/core/chance.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/ufs/actions.hpp"
#include "bgb/ufs/board.hpp"
#include "bgb/ufs/cells.hpp"
#include "bgb/ufs/state.hpp"

namespace bgb::ufs {

using ChanceList = FixedVector<ChanceOutcome, 8>;

namespace detail {

constexpr bool ship_at(const State& s, int row, int col) noexcept {
  bool any = false;  // no early exit: a mispredicted one costs more than the seven compares
  for (const Ship& sh : s.ships) any |= (sh.at == ShipAt::sky) & (sh.row == row) & (sh.col == col);
  return any;
}

constexpr void lose(State& s, End why) noexcept {
  s.phase = Phase::over;
  s.end = why;
}

constexpr void take_damage(State& s, int n) noexcept {
  s.damage = static_cast<std::uint8_t>(s.damage + n);
  // "Quando o seu marcador de dano se move para o símbolo de caveira"
  if (s.damage >= kDamageToLose) lose(s, End::base_destroyed);
}

/// The mothership card moves one row down: ships in the row it now covers go back onto it,
/// ships on its spawn spots ride along; covering the skull loses.
constexpr void descend(State& s, const Board& b) noexcept {
  const std::uint8_t old_row = s.mothership;
  ++s.mothership;
  for (Ship& sh : s.ships) {  // selects, not branches: random play mispredicts these
    const bool sky = sh.at == ShipAt::sky;
    const bool ride = sky & (sh.row == old_row), back = sky & (sh.row == s.mothership);
    sh.row = ride ? s.mothership : back ? std::uint8_t{0} : sh.row;
    sh.col = back ? std::uint8_t{0} : sh.col;
    sh.at = back ? ShipAt::waiting : sh.at;
  }
  if (s.mothership >= b.skull_row) lose(s, End::skull_covered);
}

/// move_column for the ships of a mask (bit i: ship i), which must be the sky's ships of one
/// column: a caller that knows them (the rollout policy scores up to 35 moves) skips the search.
constexpr void move_ships(State& s, const Board& b, unsigned in_col, int n) noexcept {
  if (n <= 0 || !in_col) return;
  std::array<int, kShips> order{};
  int count = 0;
  for (; in_col; in_col &= in_col - 1) {
    const int i = std::countr_zero(in_col);
    Ship& sh = s.ships[static_cast<std::size_t>(i)];
    sh.row = static_cast<std::uint8_t>(sh.row + n > kCityRow ? kCityRow : sh.row + n);
    order[static_cast<std::size_t>(count++)] = i;
  }
  // Top first: a smaller row is higher in the sky (insertion sort of at most 7).
  for (int i = 1; i < count; ++i)
    for (int j = i; j > 0 && s.ships[static_cast<std::size_t>(order[static_cast<std::size_t>(j)])].row <
                                 s.ships[static_cast<std::size_t>(order[static_cast<std::size_t>(j - 1)])].row;
         --j) {
      const int t = order[static_cast<std::size_t>(j)];
      order[static_cast<std::size_t>(j)] = order[static_cast<std::size_t>(j - 1)];
      order[static_cast<std::size_t>(j - 1)] = t;
    }
  for (int k = 0; k < count; ++k) {
    Ship& sh = s.ships[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])];
    if (sh.at != ShipAt::sky) continue;  // sent back by a descent earlier in this column
    if (s.phase == Phase::over) {
      // The game is lost; ships that reached the city still go back onto the card, so the
      // final picture has no ship below the sky.
      if (sh.row >= kCityRow) sh = Ship{ShipAt::waiting, 0, 0};
      continue;
    }
    if (sh.row >= kCityRow) {
      sh = Ship{ShipAt::waiting, 0, 0};  // "coloque a nave na carta da nave-mãe"
      take_damage(s, 1);
      continue;
    }
    const SkyCell& cell = b.sky[sh.row][sh.col];
    if (cell.kind == SkyKind::left || cell.kind == SkyKind::right) {
      const int to = sh.col + (cell.kind == SkyKind::left ? -1 : 1);
      if (to >= 0 && to < kColumns && !ship_at(s, sh.row, to)) sh.col = static_cast<std::uint8_t>(to);
    } else if (cell.kind == SkyKind::mothership) {
      descend(s, b);
    }
  }
}

/// Ships in `col` move down `n` rows at once; then, top ship first, each resolves its landing
/// cell: the city deals 1 damage and sends it back to the card, an arrow shifts it one column if
/// that cell is empty, `M` makes the mothership descend. A ship that does not move resolves
/// nothing.
constexpr void move_column(State& s, const Board& b, int col, int n) noexcept {
  if (n <= 0) return;
  unsigned in_col = 0;  // found without a branch per ship, which random play mispredicts
  for (int i = 0; i < kShips; ++i) {
    const Ship& sh = s.ships[static_cast<std::size_t>(i)];
    in_col |= static_cast<unsigned>((sh.at == ShipAt::sky) & (sh.col == col)) << i;
  }
  move_ships(s, b, in_col, n);
}

/// Whether the fighters with `value` shoot ship `sh` down: in the sky below the spawn spots
/// (they are on the mothership card), on an explosion cell whose N is at most the value.
constexpr bool in_fighters_reach(const State& s, const Board& b, const Ship& sh, int value) noexcept {
  if (sh.at != ShipAt::sky || sh.row <= s.mothership || sh.row > kSkyRows) return false;
  const SkyCell& cell = b.sky[sh.row][sh.col];
  return cell.kind == SkyKind::explosion && cell.target <= value;
}

/// After a roll, a placement or a scrap while dice are placed: the next die to place, the
/// re-roll, or the resolution. "Continue colocando os 5 dados": when only robots stand in the
/// way, the player stays to place and must scrap one first (the anti-air cell of a column with
/// no die is always open, so some robot then blocks it). A die with no cell even then is set
/// aside, a fallback for hand-made snapshots that the rules never reach.
constexpr void after_die(State& s, const Board& b) noexcept {
  const unsigned unplaced = unplaced_dice(s);
  const bool left = unplaced != 0;
  if (unplaced & byte_mask(s.die_value, 0)) {  // dice_to_roll
    s.phase = Phase::roll;
    return;
  }
  if (left && (any_placement(s, b) || robot_blocks_placement(s, b))) {
    s.phase = Phase::place;
    return;
  }
  for (std::uint8_t& c : s.die_cell)
    if (c == kUnplaced) c = kUsed;
  s.phase = Phase::resolve;
}

constexpr void shoot(State& s, const Board& b, int value) noexcept {
  for (Ship& sh : s.ships) {
    if (!in_fighters_reach(s, b, sh, value)) continue;
    // A shot-down red ship returns to the supply; a green one to the mothership card.
    sh = Ship{&sh - &s.ships[0] >= kGreenShips ? ShipAt::supply : ShipAt::waiting, 0, 0};
  }
}

constexpr void advance_research(State& s, const Board& b, int value) noexcept {
  // "Você pode avançar vários espaços se o valor for pelo menos tão alto quanto a soma deles."
  while (s.research < kResearchSpaces && b.research[s.research] <= value) {
    value -= b.research[s.research];
    ++s.research;
  }
  if (s.research == kResearchSpaces) {
    s.phase = Phase::over;
    s.end = End::won;
  }
}

/// Spawn candidates for the next waiting ship, as a column mask: free spots in empty columns,
/// else the free spots with the most empty cells below them before the column's top ship.
constexpr unsigned spawn_candidates(const State& s) noexcept {
  std::array<int, kColumns> top{};
  top.fill(kCityRow);
  unsigned occupied_spot = 0;
  for (const Ship& sh : s.ships) {  // a ship off the sky has column 0 and changes nothing
    const bool sky = sh.at == ShipAt::sky;
    const int row = sky ? sh.row : kCityRow;
    top[sh.col] = row < top[sh.col] ? row : top[sh.col];
    occupied_spot |= static_cast<unsigned>(sky & (sh.row == s.mothership)) << sh.col;
  }
  unsigned empty = 0;
  for (int c = 0; c < kColumns; ++c) empty |= static_cast<unsigned>(top[static_cast<std::size_t>(c)] == kCityRow) << c;
  if (empty) return empty;
  int best = -1;
  unsigned out = 0;
  for (int c = 0; c < kColumns; ++c) {
    if ((occupied_spot >> c) & 1U) continue;
    const int gap = top[static_cast<std::size_t>(c)] - s.mothership - 1;
    if (gap > best) {
      best = gap;
      out = 0;
    }
    if (gap == best) out |= 1U << c;
  }
  return out;
}

/// The next waiting ship in spawn order (green before red), or -1.
constexpr int next_waiting(const State& s) noexcept {
  unsigned m = 0;
  for (int i = 0; i < kShips; ++i) m |= static_cast<unsigned>(s.ships[static_cast<std::size_t>(i)].at == ShipAt::waiting) << i;
  return m ? std::countr_zero(m) : -1;
}

constexpr void start_round(State& s) noexcept {
  ++s.round;
  for (Robot& r : s.robots) r.exhausted = false;  // "Gire-o de volta no final da rodada"
  s.die_value.fill(0);
  s.die_cell.fill(kUnplaced);
  s.excavation_die = kUnplaced;
  s.phase = Phase::roll;
}

/// Places waiting ships while exactly one spot qualifies; stops at a choice (Phase::spawn) or
/// when none is free ("deixe as naves não geradas para serem geradas na próxima rodada").
constexpr void spawn_ships(State& s) noexcept {
  for (int ship = next_waiting(s); ship >= 0; ship = next_waiting(s)) {
    const unsigned spots = spawn_candidates(s);
    if (!spots) break;
    if (spots & (spots - 1)) {
      s.phase = Phase::spawn;
      return;
    }
    Ship& sh = s.ships[static_cast<std::size_t>(ship)];
    sh = Ship{ShipAt::sky, s.mothership, static_cast<std::uint8_t>(std::countr_zero(spots))};
  }
  start_round(s);
}

/// Phase 3: the row's effect, the descent, the spawning.
constexpr void mothership_phase(State& s, const Board& b) noexcept {
  const int row = s.mothership + 1;
  const TrackEffect e = row <= kSkyRows ? b.track[static_cast<std::size_t>(row)] : TrackEffect{};
  switch (e.kind) {
    case TrackKind::excavator_back:
      s.excavator = static_cast<std::uint8_t>(s.excavator > e.amount ? s.excavator - e.amount : 0);
      // "Remova quaisquer dados de robô no caminho."
      for (Robot& r : s.robots)
        if (r.cell != kNoCell && !excavated(b, r.cell, s.excavator)) r = Robot{};
      break;
    case TrackKind::research_back:
      s.research = static_cast<std::uint8_t>(s.research > e.amount ? s.research - e.amount : 0);
      break;
    case TrackKind::red_ship:
      for (int i = kGreenShips; i < kShips; ++i)
        if (s.ships[static_cast<std::size_t>(i)].at == ShipAt::supply) {
          s.ships[static_cast<std::size_t>(i)].at = ShipAt::waiting;
          break;
        }
      break;
    case TrackKind::damage: take_damage(s, e.amount); break;
    case TrackKind::none:
    case TrackKind::skull: break;
  }
  if (s.phase == Phase::over) return;
  descend(s, b);
  if (s.phase == Phase::over) return;
  spawn_ships(s);
}

/// Resolves room `room`: pays, sums its dice and robots, applies its effects.
constexpr void resolve_room(State& s, const Board& b, int room) noexcept {
  const Room& r = b.rooms[static_cast<std::size_t>(room)];
  s.energy = static_cast<std::uint8_t>(s.energy - r.cost);
  int value = r.mod;
  for (int i = 0; i < r.num_cells; ++i) {
    const int cell = r.cells[static_cast<std::size_t>(i)];
    if (const int d = die_on(s, cell); d >= 0) {
      value += s.die_value[static_cast<std::size_t>(d)];
      s.die_cell[static_cast<std::size_t>(d)] = kUsed;
    } else if (const int k = robot_on(s, cell); k >= 0) {
      Robot& robot = s.robots[static_cast<std::size_t>(k)];
      value += robot.value;
      // "diminua seu valor em 1 ... Se você usar um robô que já é um 1, remova-o"
      if (robot.value <= 1) {
        robot = Robot{};
      } else {
        --robot.value;
        robot.exhausted = true;
      }
    }
  }
  if (value < 0) value = 0;
  if (r.effects & kEnergy) s.energy = static_cast<std::uint8_t>(s.energy + value > kMaxEnergy ? kMaxEnergy : s.energy + value);
  if (r.effects & kFighters) shoot(s, b, value);
  if (r.effects & kResearch) advance_research(s, b, value);
  if (s.phase == Phase::over) return;
  if (r.effects & kRobot) {
    // "Construa um robô. Pegue um dado azul e defina-o para o valor desta sala." With both blue
    // dice on the base, or no empty space, the player may still scrap a robot ("a qualquer
    // momento") to free a die or a space, even the one just used here; or build nothing.
    const int v = value > 6 ? 6 : value;
    bool any_robot = false;
    for (const Robot& robot : s.robots) any_robot = any_robot || robot.cell != kNoCell;
    if (v >= 1 && (can_build(s, b) || any_robot)) {
      s.phase = Phase::robot;
      s.robot_value = static_cast<std::uint8_t>(v);
    }
  }
}

/// `scrap` for every robot on the base, in cell order. "Você pode optar por remover um robô a
/// qualquer momento": it is legal at every decision of the player, whatever the phase.
constexpr void push_scraps(const State& s, ActionList& out) noexcept {
  for (std::uint32_t cells = robot_cells(s); cells; cells &= cells - 1) out.push_back(act::scrap(std::countr_zero(cells)));
}

/// `first + cell` for every cell of a mask, in cell order.
constexpr void push_cells(std::uint32_t cells, ActionId first, ActionList& out) noexcept {
  for (; cells; cells &= cells - 1) out.push_back(first + std::countr_zero(cells));
}

}  // namespace detail

/// The seat to act (0: the solo player), kChance or kTerminal.
constexpr PlayerId current_player(const State& s) noexcept {
  return s.phase == Phase::over ? kTerminal : s.phase == Phase::roll ? kChance : 0;
}
constexpr bool is_terminal(const State& s) noexcept { return s.phase == Phase::over; }

/// The legal decisions in ascending id order (empty at chance and terminal nodes).
constexpr void legal_actions(const State& s, const Board& b, ActionList& out) noexcept {
  using namespace detail;
  out.clear();
  switch (s.phase) {
    case Phase::place: {
      // One action per kind of die (placement ids run kind by kind: 30 cells per value, 180
      // per colour), then the scraps.
      std::array<ActionId, kBaseCells> cell_ids;  // the placeable cells, listed once for all kinds
      int n = 0;
      for (std::uint32_t m = placeable_cells(s, b); m; m &= m - 1) cell_ids[static_cast<std::size_t>(n++)] = std::countr_zero(m);
      if (n)
        for (unsigned kinds = unplaced_kinds(s); kinds; kinds &= kinds - 1) {
          const ActionId first = act::kPlace + std::countr_zero(kinds) * kBaseCells;
          ActionId* ids = out.extend(n);
          for (int i = 0; i < n; ++i) ids[i] = first + cell_ids[static_cast<std::size_t>(i)];
        }
      push_scraps(s, out);
      return;
    }
    case Phase::resolve:
      push_cells(resolvable_cells(s, b), act::kResolve, out);
      push_cells(die_cells(s), act::kDiscard, out);
      push_scraps(s, out);
      out.push_back(act::kEnd);
      return;
    case Phase::robot: {
      const std::uint32_t spaces = free_robot(s) >= 0 ? robot_spaces(s, b) : 0U;
      push_cells(spaces, act::kRobot, out);
      push_scraps(s, out);
      // Building is the room's effect, so it is declined only while it cannot be done.
      if (!spaces) out.push_back(act::kNoRobot);
      return;
    }
    case Phase::spawn: {
      push_scraps(s, out);  // scrap ids sort below spawn ids
      const unsigned spots = spawn_candidates(s);
      for (int c = 0; c < kColumns; ++c)
        if ((spots >> c) & 1U) out.push_back(act::spawn(c));
      return;
    }
    default: return;
  }
}

/// Chance outcomes: a die shows 1..6 with equal weight.
constexpr void chance_outcomes(const State& s, ChanceList& out) noexcept {
  out.clear();
  if (s.phase != Phase::roll) return;
  for (int v = 1; v <= 6; ++v) out.push_back({act::roll(v), 1});
}

/// A die roll drawn as the generic sampler draws it over chance_outcomes (six outcomes of weight
/// 1: one rng.below(6), the outcome at that index), without listing them; kInvalidAction off a
/// roll, where the generic sampler draws nothing either.
constexpr ActionId sample_chance(const State& s, Rng& rng) noexcept {
  if (s.phase != Phase::roll) return kInvalidAction;
  return act::roll(1 + static_cast<int>(rng.below(6)));
}

/// Whether `a` is in legal_actions(s, b) (or, at a chance node, a roll), checked for its kind
/// alone without listing the others.
constexpr bool is_legal(const State& s, const Board& b, ActionId a) noexcept {
  using namespace detail;
  const act::Kind k = act::kind_of(a);
  if (s.phase == Phase::roll) return k == act::Kind::roll;
  if (s.phase == Phase::over) return false;
  if (k == act::Kind::scrap) return (robot_cells(s) >> act::cell_of(a)) & 1U;  // every decision
  switch (s.phase) {
    case Phase::place:
      return k == act::Kind::place && ((unplaced_kinds(s) >> ((a - act::kPlace) / kBaseCells)) & 1U) &&
             ((placeable_cells(s, b) >> act::cell_of(a)) & 1U);
    case Phase::resolve:
      if (k == act::Kind::resolve) return (resolvable_cells(s, b) >> act::cell_of(a)) & 1U;
      if (k == act::Kind::discard) return (die_cells(s) >> act::cell_of(a)) & 1U;
      return k == act::Kind::end;
    case Phase::robot:
      if (k == act::Kind::robot) return free_robot(s) >= 0 && ((robot_spaces(s, b) >> act::cell_of(a)) & 1U);
      return k == act::Kind::no_robot && !can_build(s, b);
    case Phase::spawn: return k == act::Kind::spawn && ((spawn_candidates(s) >> (a - act::kSpawn)) & 1U);
    default: return false;
  }
}

namespace detail {

/// `roll N` (half of a game's actions): the next die to roll shows N. It reads `from` and
/// writes `to` (the same state in place), so the immutable apply reads nothing back from its
/// copy; why that matters is told beside The Crew's play_card (crew/rules.hpp).
constexpr void roll_die(const State& from, State& to, const Board& b, ActionId a) noexcept {
  const unsigned to_roll = dice_to_roll(from);
  to.die_value[static_cast<std::size_t>(std::countr_zero(to_roll))] = static_cast<std::uint8_t>(a - act::kRoll + 1);
  if (to_roll & (to_roll - 1)) {  // another die to roll: after_die's first case, in short
    to.phase = Phase::roll;
    return;
  }
  after_die(to, b);
}

}  // namespace detail

/// Applies a legal action to s. Precondition: is_legal(s, b, a).
constexpr void apply_in_place(State& s, const Board& b, ActionId a) noexcept {
  using namespace detail;
  // Each case reads its id's value and cell by the kind's own arithmetic: act::value_of and
  // act::cell_of test the kind again, and in the large files that call apply g++ did not
  // inline them (five calls a placement).
  switch (act::kind_of(a)) {
    case act::Kind::roll: return roll_die(s, s, b, a);
    case act::Kind::place: {
      const int kind = (a - act::kPlace) / kBaseCells;  // white * 6 + value - 1
      const bool white = kind >= 6;
      const int v = kind % 6 + 1, cell = (a - act::kPlace) % kBaseCells;
      // The first unplaced die of the colour showing v (legal: there is one).
      constexpr unsigned kWhiteDice = ((1U << kDice) - 1) & ~((1U << kBlackDice) - 1);
      const int die = std::countr_zero(unplaced_dice(s) & byte_mask(s.die_value, static_cast<std::uint8_t>(v)) &
                                       (white ? kWhiteDice : ~kWhiteDice));
      if (!((open_cells(b, s.excavator) >> cell) & 1U)) s.excavation_die = static_cast<std::uint8_t>(die);
      s.die_cell[static_cast<std::size_t>(die)] = static_cast<std::uint8_t>(cell);
      // "As naves inimigas ... se movem um espaço a menos" on the anti-air row.
      move_column(s, b, cell % kColumns, v - (cell < kColumns ? 1 : 0));
      if (s.phase == Phase::over) return;
      // "rolar novamente todos os dados restantes" after a white die (a select, not a branch)
      for (int d = 0; d < kDice; ++d)
        s.die_value[static_cast<std::size_t>(d)] = white && s.die_cell[static_cast<std::size_t>(d)] == kUnplaced
                                                       ? std::uint8_t{0}
                                                       : s.die_value[static_cast<std::size_t>(d)];
      after_die(s, b);
      return;
    }
    case act::Kind::resolve: {
      const int cell = a - act::kResolve;
      const int d = die_on(s, cell);
      if (d >= 0 && d == s.excavation_die) {
        --s.energy;
        const int to = b.path_index[static_cast<std::size_t>(cell)];
        // "O valor do dado deve ser igual ou maior que o comprimento da rota do escavador"
        if (s.die_value[static_cast<std::size_t>(d)] >= to - s.excavator) s.excavator = static_cast<std::uint8_t>(to);
        s.die_cell[static_cast<std::size_t>(d)] = kUsed;
        return;
      }
      resolve_room(s, b, b.room_of[static_cast<std::size_t>(cell)]);
      return;
    }
    case act::Kind::discard:
      s.die_cell[static_cast<std::size_t>(die_on(s, a - act::kDiscard))] = kUsed;
      return;
    case act::Kind::robot: {
      Robot& r = s.robots[static_cast<std::size_t>(free_robot(s))];
      r = Robot{static_cast<std::uint8_t>(a - act::kRobot), s.robot_value, true};  // not usable this round
      s.robot_value = 0;
      s.phase = Phase::resolve;
      return;
    }
    case act::Kind::scrap:
      s.robots[static_cast<std::size_t>(robot_on(s, a - act::kScrap))] = Robot{};
      if (s.phase == Phase::place) after_die(s, b);  // a forced scrap that freed nothing (fallback)
      return;
    case act::Kind::no_robot:
      s.robot_value = 0;
      s.phase = Phase::resolve;
      return;
    case act::Kind::end:
      for (std::uint8_t& c : s.die_cell) c = kUsed;
      mothership_phase(s, b);
      return;
    case act::Kind::spawn: {
      Ship& sh = s.ships[static_cast<std::size_t>(next_waiting(s))];
      sh = Ship{ShipAt::sky, s.mothership, static_cast<std::uint8_t>(a - act::kSpawn)};
      spawn_ships(s);
      return;
    }
    case act::Kind::invalid: return;
  }
}

/// The starting state for a hard mask: five green ships on the spawn spots, red ones aside.
constexpr State new_state(std::uint8_t hard) noexcept {
  State s;
  s.hard = static_cast<std::uint8_t>(hard & 0x7F);
  s.die_cell.fill(kUnplaced);
  for (int i = 0; i < kShips; ++i) {
    Ship& sh = s.ships[static_cast<std::size_t>(i)];
    sh = i < kGreenShips ? Ship{ShipAt::sky, 0, static_cast<std::uint8_t>(i)} : Ship{ShipAt::supply, 0, 0};
  }
  return s;
}

/// Applies a legal action and returns the new state; `in` is untouched. A roll, half of a
/// game's actions, reads `in` and writes only the copy (detail::roll_die).
constexpr State apply_unchecked(const State& in, const Board& b, ActionId a) noexcept {
  State s = in;
  if (a >= act::kRoll && a < act::kPlace) {
    detail::roll_die(in, s, b, a);
  } else {
    apply_in_place(s, b, a);
  }
  return s;
}

}  // namespace bgb::ufs
