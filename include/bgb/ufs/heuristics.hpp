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
#include <cstdint>
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

namespace heuristic {

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

/// The sky's threat: each ship's proximity, a ninth of it for a ship the fighters can shoot.
constexpr int threat(const State& s, const Board& b, int fighters) noexcept {
  int t = 0;
  for (const Ship& sh : s.ships) {
    if (sh.at != ShipAt::sky) continue;
    const int d = proximity(sh.row);
    t += detail::in_fighters_reach(s, b, sh, fighters) ? d / 9 : d;
  }
  return t;
}

/// What moving column `col` down `rows` costs: a damage (a lost game above all), a mothership
/// row brought down by an `M`, and the threat added. The weights here and in the room scores
/// were tuned by a coordinate search (each halved, scaled by 3/4, 3/2 or doubled, kept when the
/// policy alone won more level-1 games in 6,000). It kept a hit cheap, about six pips of
/// research: the base takes four before the fifth destroys it, and the research a die buys is
/// worth more than a hit it saves early in the game.
constexpr int move_cost(const State& s, const Board& b, int col, int rows, int fighters) noexcept {
  State t = s;
  detail::move_column(t, b, col, rows);
  if (t.phase == Phase::over) return 100000;
  return 45 * (t.damage - s.damage) + 30 * (t.mothership - s.mothership) + threat(t, b, fighters) -
         threat(s, b, fighters);
}

/// Pips of research a resolution of `value` enters from where the marker stands; a win counts big.
constexpr int research_gain(const State& s, const Board& b, int value) noexcept {
  State t = s;
  detail::advance_research(t, b, value);
  if (t.end == End::won) return 1000;
  int pips = 0;
  for (int at = s.research; at < t.research; ++at) pips += b.research[static_cast<std::size_t>(at)];
  return pips;
}

/// A room's effects at `value`, scored: energy while it is short, every ship shot down (more the
/// lower it flies), research pips, a robot while a blue die is free.
constexpr int effect_worth(const State& s, const Board& b, const Room& r, int value) noexcept {
  int w = 0;
  if (r.effects & kEnergy) {
    const int gain = (s.energy + value > kMaxEnergy ? kMaxEnergy : s.energy + value) - s.energy;
    w += gain * (s.energy <= 1 ? 7 : s.energy <= 3 ? 6 : 1);
  }
  if (r.effects & kFighters)
    for (const Ship& sh : s.ships)
      if (detail::in_fighters_reach(s, b, sh, value)) w += 3 * (1 + sh.row / 4);
  if (r.effects & kResearch) w += 8 * research_gain(s, b, value);
  if ((r.effects & kRobot) && detail::free_robot(s) >= 0 && value >= 2) w += 3 * (value > 6 ? 6 : value);
  return w;
}

/// A placement's worth, leaving out how it moves the ships (move_cost): the room's effects at
/// the value it will likely have (3 for each of its cells still empty), nothing for a room
/// another die can no longer complete, the excavation die by how far it digs.
constexpr int room_score(const State& s, const Board& b, int cell, int value) noexcept {
  const int room = b.room_of[static_cast<std::size_t>(cell)];
  if (!open_cell(b, cell, s.excavator)) {  // the excavation die
    const int to = b.path_index[static_cast<std::size_t>(cell)];
    if (value < to - s.excavator) return -10;
    // Digging is worth the rooms it opens, a research room most (the track's big spaces
    // need its dice together).
    int opened = 0;
    for (int i = 0; i < b.num_rooms; ++i)
      if (!room_open(b, i, s.excavator) && room_open(b, i, to))
        opened += b.rooms[static_cast<std::size_t>(i)].effects & kResearch ? 24 : 12;
    return 4 * (to - s.excavator) + opened;
  }
  if (room < 0) return 0;  // anti-air: its worth is the slower column, in move_cost
  const Room& r = b.rooms[static_cast<std::size_t>(room)];
  const unsigned used = detail::used_die_columns(s) | 1U << (cell % kColumns);
  int sum = r.mod + value, missing = 0;
  for (int i = 0; i < r.num_cells; ++i) {
    const int c = r.cells[static_cast<std::size_t>(i)];
    if (c == cell) continue;
    if (const int x = value_on(s, c); x >= 0) {
      sum += x;
    } else {
      if ((used >> (c % kColumns)) & 1U) return -30;  // that cell's column already has its die
      ++missing;
      sum += 3;
    }
  }
  const int w = effect_worth(s, b, r, sum < 0 ? 0 : sum) - 2 * r.cost;
  return missing ? w * 2 / 3 : w;
}

/// A resolution's worth: free energy first, then what the room's effects are worth (the
/// excavation die high, when it reaches); nothing worth doing scores 0 or less.
constexpr int resolve_score(const State& s, const Board& b, ActionId a) noexcept {
  if (act::kind_of(a) != act::Kind::resolve) return -1;
  const int cell = act::cell_of(a);
  const int d = detail::die_on(s, cell);
  if (d >= 0 && d == s.excavation_die) {
    const int distance = b.path_index[static_cast<std::size_t>(cell)] - s.excavator;
    return s.die_value[static_cast<std::size_t>(d)] >= distance ? 90 : -1;
  }
  const Room& r = b.rooms[static_cast<std::size_t>(b.room_of[static_cast<std::size_t>(cell)])];
  if ((r.effects & kEnergy) && r.cost == 0 && !(r.effects & kFighters)) return s.energy < kMaxEnergy ? 100 : -1;
  int value = r.mod;
  for (int i = 0; i < r.num_cells; ++i) value += value_on(s, r.cells[static_cast<std::size_t>(i)]);
  const int w = effect_worth(s, b, r, value < 0 ? 0 : value);
  return w > 0 ? 10 + w : -1;
}

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

/// Placements scored: the best room for the die against what its move does to the sky. The
/// moves are scored once per column and distance (at most 35 of them, against up to 150
/// placements); a scrap scores far below any placement.
class PlacementScores {
 public:
  PlacementScores(const State& s, const Board& b) noexcept : s_(s), b_(b), fighters_(fighter_value(s, b)) {}

  int operator()(ActionId a) noexcept {
    if (act::kind_of(a) != act::Kind::place) return -1000000;
    const int cell = act::cell_of(a), value = act::value_of(a), col = cell % kColumns;
    const int rows = value - (cell < kColumns ? 1 : 0);  // "um espaço a menos" on the anti-air row
    int& cost = moves_[static_cast<std::size_t>(col)][static_cast<std::size_t>(rows)];
    std::uint8_t& known = known_[static_cast<std::size_t>(col)];
    if (!((known >> rows) & 1U)) {
      cost = move_cost(s_, b_, col, rows, fighters_);
      known = static_cast<std::uint8_t>(known | 1U << rows);
    }
    return room_score(s_, b_, cell, value) - cost;
  }

 private:
  const State& s_;
  const Board& b_;
  int fighters_;
  std::array<std::array<int, 7>, kColumns> moves_{};
  std::array<std::uint8_t, kColumns> known_{};  // bit n: moves_[col][n] is computed
};

}  // namespace heuristic

/// A rollout decision for the solo player. Precondition: the player is to act.
inline ActionId rollout_action(const State& s, const Board& b, Rng& rng) noexcept {
  ActionList legal;
  legal_actions(s, b, legal);
  switch (s.phase) {
    case Phase::place:
      if (act::kind_of(legal[0]) != act::Kind::place) return legal[0];  // only scraps: a forced one
      return heuristic::argmax(legal, rng, heuristic::PlacementScores(s, b));
    case Phase::resolve: {
      const ActionId best = heuristic::argmax(legal, rng, [&](ActionId a) { return heuristic::resolve_score(s, b, a); });
      return act::kind_of(best) == act::Kind::resolve && heuristic::resolve_score(s, b, best) > 0 ? best : act::kEnd;
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
      return from[static_cast<int>(rng.below(static_cast<std::uint64_t>(from.size())))];
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

/// A finished rollout's score: the share of the research track's pips entered, so a win is 1
/// and a loss scores how far the research got before the base fell (at most 41 of the easy
/// track's 53 pips: every loss below every win). Wins are too rare for a win/loss signal to
/// teach the search anything (none in 20,000 random games); the research reached measures the
/// whole game at once, since defence, energy and digging all show in it.
constexpr double rollout_outcome(const State& s, const Board& b) noexcept { return heuristic::research_progress(s, b); }

}  // namespace bgb::ufs
