// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies' knowledge for the search bots (include/bgb/bots/policy.hpp): a rollout
/// policy, the placements worth searching, a score for finished rollouts and an evaluation for
/// rollouts cut short. Random play never wins (0 of 20,000 games at level 1) and reaches 1.3 of
/// the research track's 14 spaces. The policy scores each placement by what its room will do
/// (energy while short, ships shot, research pips, robots, the rooms a dig opens) against what
/// its move does to the sky (damage, an `M`, ships nearer the city); alone it wins 2.3 % at
/// level 1 and reaches 9.9 spaces. Rollouts are scored by the research they reached, so the
/// search learns from games it loses. docs/bots.md measures what each part adds.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <utility>

#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/ufs/rules.hpp"

namespace bgb::ufs {

/// Rollouts play to the end of the game (rollout_outcome scores them); evaluate() serves a
/// search that sets `rollout_cutoff` itself (about 40 actions, two rounds, suits it).
inline constexpr int kRolloutCutoff = 0;

/// The search's UCB constant over rollout_outcome's scores. Finished rollouts score the
/// research reached, and most of them end between half and three quarters of the track, so the
/// values a search compares differ by hundredths: the constant for wins and losses (0.7) buries
/// those differences and spreads the budget almost evenly over the candidates. Measured at
/// level 1, mcts:1000, the same 60 games (docs/bots.md): 10 won at 0.7, 21 at 0.3, 26 at 0.15.
inline constexpr double kExploration = 0.15;

/// Iterations a decision searches by default (the other games: 1000). Level 1's strength still
/// grows with the budget where the other games' no longer does: 300 games of seed 2026 won 139
/// at 1000 and 169 at 2000 (46.3 % and 56.3 %, docs/bots.md), at about 53 ms a decision on one
/// idle core. The other games measured no stronger with more (The Crew's missions 1-10: 83.0 % at
/// 5000 against 82.3 %; Red November: 21 of 100 at 3000 against 25).
inline constexpr int kIterations = 2000;

namespace heuristic {

/// The policy's weights that differ between boards. The easy weights were tuned on the policy's
/// own level-1 wins; on a board whose top base card is hard side up (the excavator starts on
/// b1, so no room is open at the start, and the energy room asks for two dice and gives 2 less)
/// they starve the research: the policy alone reaches 4 % of level 8's research pips. A
/// coordinate search on the research the policy alone reaches at level 8 (3,000 games a step,
/// the mothership's `M` kept at its weight: without it the policy raced the skull) tripled
/// energy while short and research, and halved digging (docs/bots.md).
struct Weights {
  int energy_short;  ///< per pip of energy while at most 1
  int research;      ///< per pip of research
  int dig;           ///< per path cell the excavation die digs
};
inline constexpr Weights kEasyWeights{7, 8, 4};
inline constexpr Weights kHardBaseWeights{20, 24, 2};

/// The weights for the board a state is played on.
constexpr const Weights& weights(const State& s) noexcept {
  return is_hard(s.hard, Card::base_top) ? kHardBaseWeights : kEasyWeights;
}

/// How close a ship in row r is to the city, growing fast near it (0 on the spawn spots).
constexpr int danger(int r) noexcept { return r * r; }

/// Ships in the sky the fighters would shoot down with `value`.
constexpr int targets(const State& s, const Board& b, int value) noexcept {
  int n = 0;
  for (const Ship& sh : s.ships) n += detail::in_fighters_reach(s, b, sh, value) ? 1 : 0;
  return n;
}

/// Pips of research already entered, out of the track's total: the last spaces cost the most.
constexpr double research_progress(const State& s, const Board& b) noexcept {
  int done = 0, total = 0;
  for (int i = 0; i < kResearchSpaces; ++i) {
    total += b.research[static_cast<std::size_t>(i)];
    if (i < s.research) done += b.research[static_cast<std::size_t>(i)];
  }
  return total ? static_cast<double>(done) / total : 0.0;
}

/// How dangerous a ship in row `row` is: it doubles when the rows left to the city halve.
constexpr int proximity(int row) noexcept {
  const int left = kCityRow - row;
  return left <= 0 ? 0 : 75 / left;
}

/// proximity of every row a ship can stand on, read instead of a division per ship.
inline constexpr std::array<int, kCityRow + 1> kProximity = [] {
  std::array<int, kCityRow + 1> p{};
  for (int row = 0; row <= kCityRow; ++row) p[static_cast<std::size_t>(row)] = proximity(row);
  return p;
}();

/// The value a cell adds to its room now: its die's, its unexhausted robot's, or -1 (empty).
constexpr int value_on(const State& s, int cell) noexcept {
  if (const int d = detail::die_on(s, cell); d >= 0) return s.die_value[static_cast<std::size_t>(d)];
  if (const int r = detail::robot_on(s, cell); r >= 0 && !s.robots[static_cast<std::size_t>(r)].exhausted)
    return s.robots[static_cast<std::size_t>(r)].value;
  return -1;
}

/// The fighters' value this round: the best fighter room whose cells are all filled and whose
/// cost is affordable; else 6, a guess, while a fighter room can still take a die; else 0.
constexpr int fighter_value(const State& s, const Board& b) noexcept {
  const unsigned used = detail::used_die_columns(s);
  int best = 0;
  bool possible = false;
  for (int i = 0; i < b.num_rooms; ++i) {
    const Room& r = b.rooms[static_cast<std::size_t>(i)];
    if (!(r.effects & kFighters) || !room_open(b, i, s.excavator)) continue;
    int v = r.mod;
    bool full = true, reachable = true;
    for (int k = 0; k < r.num_cells; ++k) {
      const int cell = r.cells[static_cast<std::size_t>(k)];
      if (const int x = value_on(s, cell); x >= 0) {
        v += x;
      } else {
        full = false;
        reachable = reachable && !((used >> (cell % kColumns)) & 1U);
      }
    }
    if (full && s.energy >= r.cost && v > best) best = v;
    possible = possible || (!full && reachable);
  }
  return best == 0 && possible ? 6 : best;
}

/// A ship's part of the sky's threat: its proximity, a ninth of it if the fighters can shoot it.
constexpr int ship_threat(const State& s, const Board& b, const Ship& sh, int fighters) noexcept {
  if (sh.at != ShipAt::sky) return 0;
  const int d = sh.row <= kCityRow ? kProximity[sh.row] : proximity(sh.row);
  return detail::in_fighters_reach(s, b, sh, fighters) ? d / 9 : d;
}

/// The sky's threat: every ship's part.
constexpr int threat(const State& s, const Board& b, int fighters) noexcept {
  int t = 0;
  for (const Ship& sh : s.ships) t += ship_threat(s, b, sh, fighters);
  return t;
}

/// Pips of research a resolution of `value` enters from where the marker stands (the walk of
/// detail::advance_research, without a copy of the state); a win counts big.
constexpr int research_gain(const State& s, const Board& b, int value) noexcept {
  int at = s.research, pips = 0;
  while (at < kResearchSpaces && b.research[static_cast<std::size_t>(at)] <= value) {
    value -= b.research[static_cast<std::size_t>(at)];
    pips += b.research[static_cast<std::size_t>(at++)];
  }
  return at == kResearchSpaces || s.end == End::won ? 1000 : pips;
}

/// The highest N of an `xN` cell on any sky card: fighters of that value shoot every ship they
/// can reach, so a table of what they shoot needs no more entries.
inline constexpr int kMaxTarget = [] {
  int n = 0;
  for (const auto& card : kSky)
    for (const SkySide& side : card)
      for (const auto& row : side.cells)
        for (const SkyCell& c : row) n = c.kind == SkyKind::explosion && c.target > n ? c.target : n;
  return n;
}();

/// A room's effects at a value, scored from one state: energy while it is short, every ship shot
/// down (more the lower it flies), research pips, a robot while a blue die is free. Built once
/// per decision: the rooms are scored at up to 150 values, the ships read once.
class EffectWorth {
 public:
  constexpr EffectWorth(const State& s, const Board& b) noexcept
      : s_(s), b_(b), w_(weights(s)), free_robot_(detail::free_robot(s) >= 0) {
    for (const Ship& sh : s.ships)
      if (detail::in_fighters_reach(s, b, sh, kMaxTarget)) shot_[b.sky[sh.row][sh.col].target] += 3 * (1 + sh.row / 4);
    for (std::size_t v = 1; v < shot_.size(); ++v) shot_[v] += shot_[v - 1];
  }

  constexpr int operator()(const Room& r, int value) const noexcept {
    int w = 0;
    if (r.effects & kEnergy) {
      const int gain = (s_.energy + value > kMaxEnergy ? kMaxEnergy : s_.energy + value) - s_.energy;
      w += gain * (s_.energy <= 1 ? w_.energy_short : s_.energy <= 3 ? 6 : 1);
    }
    if (r.effects & kFighters) w += shot_[static_cast<std::size_t>(value < 0 ? 0 : value > kMaxTarget ? kMaxTarget : value)];
    if (r.effects & kResearch) w += w_.research * research_gain(s_, b_, value);
    if ((r.effects & kRobot) && free_robot_ && value >= 2) w += 3 * (value > 6 ? 6 : value);
    return w;
  }

  /// The weights it scores with (those of its state's board).
  constexpr const Weights& scoring_weights() const noexcept { return w_; }

 private:
  const State& s_;
  const Board& b_;
  const Weights& w_;
  bool free_robot_;
  std::array<int, kMaxTarget + 1> shot_{};  ///< [v]: what shooting down the ships fighters of value v reach is worth
};

/// Resolutions scored: free energy first, then what the room's effects are worth (the
/// excavation die high, when it reaches); nothing worth doing scores 0 or less.
class ResolveScores {
 public:
  constexpr ResolveScores(const State& s, const Board& b) noexcept : s_(s), b_(b), worth_(s, b) {}

  constexpr int operator()(ActionId a) const noexcept {
    if (act::kind_of(a) != act::Kind::resolve) return -1;
    const int cell = act::cell_of(a);
    const int d = detail::die_on(s_, cell);
    if (d >= 0 && d == s_.excavation_die) {
      const int distance = b_.path_index[static_cast<std::size_t>(cell)] - s_.excavator;
      return s_.die_value[static_cast<std::size_t>(d)] >= distance ? 90 : -1;
    }
    const Room& r = b_.rooms[static_cast<std::size_t>(b_.room_of[static_cast<std::size_t>(cell)])];
    if ((r.effects & kEnergy) && r.cost == 0 && !(r.effects & kFighters)) return s_.energy < kMaxEnergy ? 100 : -1;
    int value = r.mod;
    for (int i = 0; i < r.num_cells; ++i) value += value_on(s_, r.cells[static_cast<std::size_t>(i)]);
    const int w = worth_(r, value < 0 ? 0 : value);
    return w > 0 ? 10 + w : -1;
  }

 private:
  const State& s_;
  const Board& b_;
  EffectWorth worth_;
};

/// Where a new robot goes: a one-cell research room, else energy, else any room, the better
/// its modifier the better; never the anti-air row (robots there are never used).
constexpr int robot_cell_score(const Board& b, int cell) noexcept {
  const int room = b.room_of[static_cast<std::size_t>(cell)];
  if (room < 0) return -100;
  const Room& r = b.rooms[static_cast<std::size_t>(room)];
  return (r.effects & kResearch ? 20 : r.effects & kEnergy ? 10 : 5) + r.mod - r.cost - 3 * (r.num_cells - 1);
}

/// The best-scoring action of `legal`, ties broken at random.
template <class Score>
ActionId argmax(const ActionList& legal, Rng& rng, Score score) noexcept {
  ActionId best = legal[0];
  int best_score = score(legal[0]), ties = 1;
  for (int i = 1; i < legal.size(); ++i) {
    const int v = score(legal[i]);
    if (v > best_score) {
      best = legal[i];
      best_score = v;
      ties = 1;
    } else if (v == best_score && rng.below(static_cast<std::uint64_t>(++ties)) == 0) {
      best = legal[i];
    }
  }
  return best;
}

/// The columns of a cell mask's cells (bit c: column c), its six rows folded onto one.
constexpr unsigned columns_of(std::uint32_t cells) noexcept {
  cells |= cells >> 15;
  cells |= cells >> 10;
  cells |= cells >> 5;
  return cells & 0x1FU;
}

/// Placements scored: the best room for the die against what its move does to the sky; a scrap
/// scores far below any placement. The placements legal_actions lists (each unplaced die's
/// value on each placeable cell) are scored when the object is built, so that an argmax over
/// them reads a table: up to 150 of them share at most 35 moves (a column and a distance) and
/// 30 cells, each worked out once.
class PlacementScores {
 public:
  PlacementScores(const State& s, const Board& b) noexcept
      : s_(s), b_(b), worth_(s, b), fighters_(fighter_value(s, b)), used_(detail::used_die_columns(s)),
        cells_(detail::placeable_cells(s, b)) {
    for (int i = 0; i < kShips; ++i) {
      const Ship& sh = s.ships[static_cast<std::size_t>(i)];
      if (sh.at == ShipAt::sky) column_ships_[sh.col] |= 1U << i;
    }
    // The values of the kinds legal_actions lists (bit v: value v), so that best() reads filled
    // rows. Kinds 0..11 are two colours by six values (the place phase holds no die to roll).
    unsigned values = 0;
    for (unsigned kinds = detail::unplaced_kinds(s) & 0xFFFU; kinds; kinds &= kinds - 1) values |= 1U << (std::countr_zero(kinds) % 6 + 1);
    scores_.fill(kUnlisted);
    if (!values || !cells_) return;
    std::array<Spot, kBaseCells> spots;
    for (std::uint32_t m = cells_; m; m &= m - 1) spots[static_cast<std::size_t>(std::countr_zero(m))] = spot(std::countr_zero(m));
    const unsigned anti_air = cells_ & 0x1FU, below = columns_of(cells_ & ~0x1FU);
    for (; values; values &= values - 1) {
      const int value = std::countr_zero(values);
      // A column's die moves its ships `value` rows, one fewer from the anti-air row.
      std::array<std::array<int, kColumns>, 2> cost{};
      for (int col = 0; col < kColumns; ++col) {
        if ((below >> col) & 1U) cost[1][static_cast<std::size_t>(col)] = move(col, value);
        if ((anti_air >> col) & 1U) cost[0][static_cast<std::size_t>(col)] = move(col, value - 1);
      }
      const int first = (value - 1) * kBaseCells;
      for (std::uint32_t m = cells_; m; m &= m - 1) {
        const int cell = std::countr_zero(m);
        scores_[static_cast<std::size_t>(first + cell)] =
            room_score(spots[static_cast<std::size_t>(cell)], cell, value) - cost[cell >= kColumns][static_cast<std::size_t>(cell % kColumns)];
      }
    }
  }

  /// argmax over legal_actions' list in place, without the list: its placements run kind by
  /// kind (colour, then value) over the placeable cells, and its scraps after them score below
  /// every placement, so they neither win nor draw from the rng. kInvalidAction when no
  /// placement is listed.
  ActionId best(Rng& rng) const noexcept {
    ActionId pick = kInvalidAction;
    int pick_score = 0, ties = 0;
    for (unsigned kinds = detail::unplaced_kinds(s_) & 0xFFFU; kinds && cells_; kinds &= kinds - 1) {
      const int kind = std::countr_zero(kinds);
      const int first = (kind % 6) * kBaseCells;
      for (std::uint32_t m = cells_; m; m &= m - 1) {
        const int cell = std::countr_zero(m);
        const int v = scores_[static_cast<std::size_t>(first + cell)];
        if (pick == kInvalidAction || v > pick_score) {
          pick = act::kPlace + kind * kBaseCells + cell;
          pick_score = v;
          ties = 1;
        } else if (v == pick_score && rng.below(static_cast<std::uint64_t>(++ties)) == 0) {
          pick = act::kPlace + kind * kBaseCells + cell;
        }
      }
    }
    return pick;
  }

  int operator()(ActionId a) noexcept {
    // Both colours share a value's scores: ids run kPlace + 180 * white + 30 * (value - 1) + cell.
    const unsigned id = static_cast<unsigned>(a - act::kPlace);
    if (id >= 2 * 6 * kBaseCells) return -1000000;  // not a placement
    const unsigned at = id < 6 * kBaseCells ? id : id - 6 * kBaseCells;
    if (const int score = scores_[at]; score != kUnlisted) [[likely]]
      return score;
    return unlisted(static_cast<int>(at % kBaseCells), static_cast<int>(at / kBaseCells) + 1);
  }

 private:
  /// What a cell brings to a room score, whatever the die's value.
  struct Spot {
    enum class Kind : std::uint8_t { dig, anti_air, blocked, room } kind;
    bool missing;  ///< room: another of its cells is still empty
    int need;      ///< dig: the value that reaches the cell
    int base;      ///< dig: the score; room: the sum it will likely have, but for the die
  };

  /// A placement legal_actions does not list now: scored on its own, out of the argmax's way.
  int unlisted(int cell, int value) noexcept {
    return room_score(spot(cell), cell, value) - move(cell % kColumns, value - (cell < kColumns ? 1 : 0));
  }

  /// move_cost, once per column and distance: a die of value v moves v rows, one fewer from the
  /// anti-air row ("um espaço a menos"), so two values may share one.
  int move(int col, int rows) noexcept {
    int& cost = moves_[static_cast<std::size_t>(col)][static_cast<std::size_t>(rows)];
    std::uint8_t& known = known_[static_cast<std::size_t>(col)];
    if (!((known >> rows) & 1U)) {
      cost = move_cost(col, rows);
      known = static_cast<std::uint8_t>(known | 1U << rows);
    }
    return cost;
  }

  /// What moving column `col` down `rows` costs: a damage (a lost game above all), a mothership
  /// row brought down by an `M`, and the threat added. The weights here and in the room scores
  /// were tuned by a coordinate search (each halved, scaled by 3/4, 3/2 or doubled, kept when the
  /// policy alone won more level-1 games in 6,000). It kept a hit cheap, about six pips of
  /// research: the base takes four before the fifth destroys it, and the research a die buys is
  /// worth more than a hit it saves early in the game.
  int move_cost(int col, int rows) const noexcept {
    const unsigned moved = column_ships_[static_cast<std::size_t>(col)];
    if (rows <= 0 || !moved) return 0;  // nothing moves
    if (!(moved & (moved - 1))) {
      // One ship, the column's most common load: move_ships' walk for it alone, without a copy
      // of the state; an `M` under it takes the long way.
      const Ship& sh = s_.ships[static_cast<std::size_t>(std::countr_zero(moved))];
      const int row = sh.row + rows > kCityRow ? kCityRow : sh.row + rows;
      const int before = ship_threat(s_, b_, sh, fighters_);
      if (row >= kCityRow) return s_.damage + 1 >= kDamageToLose ? 100000 : 45 - before;  // back onto the card
      const SkyCell& cell = b_.sky[static_cast<std::size_t>(row)][sh.col];
      if (cell.kind != SkyKind::mothership) {
        int col_after = sh.col;
        if (cell.kind == SkyKind::left || cell.kind == SkyKind::right) {
          const int to = sh.col + (cell.kind == SkyKind::left ? -1 : 1);
          if (to >= 0 && to < kColumns && !detail::ship_at(s_, row, to)) col_after = to;
        }
        const Ship after{ShipAt::sky, static_cast<std::uint8_t>(row), static_cast<std::uint8_t>(col_after)};
        return ship_threat(s_, b_, after, fighters_) - before;
      }
    }
    State t = s_;
    detail::move_ships(t, b_, moved, rows);
    if (t.phase == Phase::over) return 100000;
    int added = 0;
    if (t.mothership == s_.mothership) {
      // Without a descent only the column's ships changed, and what the fighters reach did not.
      for (unsigned m = moved; m; m &= m - 1) {
        const std::size_t i = static_cast<std::size_t>(std::countr_zero(m));
        added += ship_threat(t, b_, t.ships[i], fighters_) - ship_threat(s_, b_, s_.ships[i], fighters_);
      }
    } else {
      added = threat(t, b_, fighters_) - threat(s_, b_, fighters_);  // rare: no need to keep threat(s_)
    }
    return 45 * (t.damage - s_.damage) + 30 * (t.mothership - s_.mothership) + added;
  }

  /// A placement's worth, leaving out how it moves the ships (move_cost): the room's effects at
  /// the value it will likely have (3 for each of its cells still empty), nothing for a room
  /// another die can no longer complete, the excavation die by how far it digs.
  int room_score(const Spot& p, int cell, int value) const noexcept {
    switch (p.kind) {
      case Spot::Kind::dig: return value < p.need ? -10 : p.base;
      case Spot::Kind::anti_air: return 0;  // its worth is the slower column, in move_cost
      case Spot::Kind::blocked: return -30;
      case Spot::Kind::room: break;
    }
    const Room& r = b_.rooms[static_cast<std::size_t>(b_.room_of[static_cast<std::size_t>(cell)])];
    const int sum = p.base + value;
    const int w = worth_(r, sum < 0 ? 0 : sum) - 2 * r.cost;
    return p.missing ? w * 2 / 3 : w;
  }

  Spot spot(int cell) noexcept {
    Spot p{Spot::Kind::anti_air, false, 0, 0};
    const int room = b_.room_of[static_cast<std::size_t>(cell)];
    if (!open_cell(b_, cell, s_.excavator)) {  // the excavation die
      const int to = b_.path_index[static_cast<std::size_t>(cell)];
      p = Spot{Spot::Kind::dig, false, to - s_.excavator, worth_.scoring_weights().dig * (to - s_.excavator) + opened(to)};
      return p;
    }
    if (room < 0) return p;  // anti-air
    const Room& r = b_.rooms[static_cast<std::size_t>(room)];
    const unsigned used = used_ | 1U << (cell % kColumns);
    int sum = r.mod, missing = 0;
    for (int i = 0; i < r.num_cells; ++i) {
      const int c = r.cells[static_cast<std::size_t>(i)];
      if (c == cell) continue;
      if (const int x = value_on(s_, c); x >= 0) {
        sum += x;
      } else {
        if ((used >> (c % kColumns)) & 1U) {  // that cell's column already has its die
          p.kind = Spot::Kind::blocked;
          return p;
        }
        ++missing;
        sum += 3;
      }
    }
    p = Spot{Spot::Kind::room, missing > 0, 0, sum};
    return p;
  }

  /// Digging is worth the rooms it opens, a research room most (the track's big spaces need its
  /// dice together): what the rooms still closed are worth, by the path index that opens them,
  /// summed up to `to` (the excavation die may go on up to 25 cells).
  int opened(int to) noexcept {
    if (!opened_known_) {
      opened_known_ = true;
      for (int i = 0; i < b_.num_rooms; ++i) {
        const Room& r = b_.rooms[static_cast<std::size_t>(i)];
        int at = 0;  // room_open(b_, i, x) for every x >= at: excavated's rule
        for (int k = 0; k < r.num_cells; ++k) {
          const int c = r.cells[static_cast<std::size_t>(k)];
          if (c / kColumns >= b_.first_path_row && b_.path_index[static_cast<std::size_t>(c)] + 1 > at)
            at = b_.path_index[static_cast<std::size_t>(c)] + 1;
        }
        if (at > s_.excavator && at <= kMaxPath) opened_[static_cast<std::size_t>(at)] += r.effects & kResearch ? 24 : 12;
      }
      for (std::size_t x = 1; x < opened_.size(); ++x) opened_[x] += opened_[x - 1];
    }
    return opened_[static_cast<std::size_t>(to < kMaxPath ? to : kMaxPath)];
  }

  const State& s_;
  const Board& b_;
  EffectWorth worth_;
  int fighters_;
  unsigned used_;  ///< the columns holding a die
  std::array<unsigned, kColumns> column_ships_{};  ///< per column: its ships in the sky (bit i: ship i)
  std::array<std::array<int, 7>, kColumns> moves_{};
  std::array<std::uint8_t, kColumns> known_{};  ///< bit n: moves_[col][n] is computed
  std::uint32_t cells_;  ///< the cells a die may go on
  static constexpr int kUnlisted = std::numeric_limits<int>::min();  ///< below every score
  std::array<int, 6 * kBaseCells> scores_;  ///< [30 * (value - 1) + cell], or kUnlisted
  std::array<int, kMaxPath + 1> opened_{};
  bool opened_known_ = false;
};

}  // namespace heuristic

/// A rollout decision for the solo player. Precondition: the player is to act.
inline ActionId rollout_action(const State& s, const Board& b, Rng& rng) noexcept {
  if (s.phase == Phase::place)  // the best placement, without listing up to 150 of them
    if (const ActionId a = heuristic::PlacementScores(s, b).best(rng); a != kInvalidAction) return a;
  ActionList legal;
  legal_actions(s, b, legal);
  switch (s.phase) {
    case Phase::place: return legal[0];  // only scraps: a forced one
    case Phase::resolve: {
      const heuristic::ResolveScores score(s, b);
      const ActionId best = heuristic::argmax(legal, rng, score);
      return act::kind_of(best) == act::Kind::resolve && score(best) > 0 ? best : act::kEnd;
    }
    case Phase::robot: {
      ActionId best = kInvalidAction;
      int best_score = -1000;
      for (ActionId a : legal)
        if (act::kind_of(a) == act::Kind::robot && heuristic::robot_cell_score(b, act::cell_of(a)) > best_score) {
          best = a;
          best_score = heuristic::robot_cell_score(b, act::cell_of(a));
        }
      // Never a scrap, nor no-robot while a place exists.
      return best != kInvalidAction ? best : legal[legal.size() - 1];
    }
    default: {
      // A spawn spot at random; never a scrap (legal here too, "a qualquer momento", and a loss).
      ActionList spots;
      for (ActionId a : legal)
        if (act::kind_of(a) != act::Kind::scrap) spots.push_back(a);
      const ActionList& from = spots.empty() ? legal : spots;
      return bgb::uniform_pick(from, rng);
    }
  }
}

/// The solo player's chances from s, in [0, 1]: research progress, held back by damage and by
/// how far the mothership has come down toward the skull.
constexpr double evaluate(const State& s, const Board& b) noexcept {
  if (s.end == End::won) return 1;
  if (s.phase == Phase::over) return 0;
  const double research = heuristic::research_progress(s, b);
  const double damage = static_cast<double>(s.damage) / kDamageToLose;
  const double descent = static_cast<double>(s.mothership) / b.skull_row;
  int near = 0;
  for (const Ship& sh : s.ships)
    if (sh.at == ShipAt::sky && sh.row > s.mothership) near += heuristic::danger(sh.row);
  const double threat = near / (5.0 * heuristic::danger(kSkyRows));
  const double dug = static_cast<double>(s.excavator < 9 ? s.excavator : 9) / 9;  // b3's two-die research room opens at 9
  int robots = 0;
  for (const Robot& r : s.robots) robots += r.cell != kNoCell ? 1 : 0;
  const double progress = 0.1 + 0.55 * research * research + 0.2 * research + 0.1 * dug + 0.03 * robots;
  const double alive = (1 - damage) * (1 - damage);
  const double v = progress * alive * (1 - 0.5 * threat) * (1 - 0.5 * descent * descent);
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/// Placements the search bots consider: at most this many, the best by the rollout's scores.
inline constexpr int kSearchPlacements = 8;

/// The decisions worth a place in a search tree, in ascending id order: while dice are placed,
/// the kSearchPlacements best placements by the rollout policy's scores (ties: the lower id);
/// otherwise every legal action. A search over all 150 placements of a roll tries each once or
/// twice in a budget of a thousand playouts; over the best eight it learns which is best.
inline void search_actions(const State& s, const Board& b, ActionList& out) noexcept {
  legal_actions(s, b, out);
  if (s.phase != Phase::place || act::kind_of(out[0]) != act::Kind::place) return;
  std::array<std::pair<int, ActionId>, kMaxLegalActions> ranked{};
  int n = 0;
  heuristic::PlacementScores score(s, b);
  for (ActionId a : out)
    if (act::kind_of(a) == act::Kind::place) ranked[static_cast<std::size_t>(n++)] = {-score(a), a};
  if (n <= kSearchPlacements) return;
  std::partial_sort(ranked.begin(), ranked.begin() + kSearchPlacements, ranked.begin() + n);
  out.clear();
  for (int i = 0; i < kSearchPlacements; ++i) out.push_back(ranked[static_cast<std::size_t>(i)].second);
  std::sort(out.begin(), out.end());
}

/// On the hard research track a lost rollout's score is this much its research share and
/// kLastedWeight the share of the rounds it lasted (see rollout_outcome).
inline constexpr double kHardResearchWeight = 0.7;
inline constexpr double kLastedWeight = 0.15;

/// A finished rollout's score: the share of the research track's pips entered, so a win is 1
/// and a loss scores how far the research got before the base fell (at most 41 of the easy
/// track's 53 pips: every loss below every win). Wins are too rare for a win/loss signal to
/// teach the search anything (none in 20,000 random games); the research reached measures the
/// whole game at once, since defence, energy and digging all show in it.
///
/// On the hard research track (57 pips, a 7 in its fifth space) a rollout from the policy
/// barely moves the research (alone, at level 8, it reaches 9 % of the pips in a game), so the
/// share hardly separates the candidates, and a line that loses the base a round sooner scores
/// the same as one that holds it. There a loss also scores the share of the rounds it lasted
/// before the mothership could cover the skull: "Equilíbrio entre Pesquisa e Defesa [...] Às
/// vezes, é melhor sacrificar um pouco de pesquisa para evitar um dano crítico." At level 8,
/// mcts:1000, the same 100 games (docs/bots.md): research 29.7 % -> 32.9 % of the pips, a
/// round longer; 0.4 and 0.3 lasted longer (8.0 rounds) and researched less (28.5 %).
/// A loss still scores at most 0.85, below every win.
constexpr double rollout_outcome(const State& s, const Board& b) noexcept {
  const double research = heuristic::research_progress(s, b);
  if (s.end == End::won || !is_hard(s.hard, Card::research)) return research;
  const int rounds = b.skull_row > 1 ? b.skull_row - 1 : 1;  // the most a game can last before its last round
  const int lasted = s.round > 1 ? s.round - 1 : 0;
  return kHardResearchWeight * research + kLastedWeight * (lasted < rounds ? static_cast<double>(lasted) / rounds : 1.0);
}

}  // namespace bgb::ufs
