// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Under Falling Skies' knowledge for the search bots (include/bgb/bots/policy.hpp): a rollout
/// policy and an evaluation for rollouts cut short. Random rollouts never win (0 of 20,000 games
/// at level 1): they send ships into the city, discard the dice they placed and end the round at
/// random. The policy plays like a cautious beginner instead, and the evaluation scores research
/// progress against the base's damage and the mothership's descent, so the search learns from
/// the first rounds instead of waiting for a win it never sees. docs/bots.md measures both.
#include <cstdint>

#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/ufs/rules.hpp"

namespace bgb::ufs {

/// Actions a rollout plays before evaluate() scores the state: about two rounds.
inline constexpr int kRolloutCutoff = 40;

namespace heuristic {

/// How close a ship in row r is to the city, growing fast near it (0 on the spawn spots).
constexpr int danger(int r) noexcept { return r * r; }

/// What moving column `col` down `move` rows costs: a city hit is a damage, any other step
/// brings a ship nearer (arrows and mothership icons are left out: this is a beginner's eye).
constexpr int column_cost(const State& s, int col, int move) noexcept {
  if (move <= 0) return 0;
  int cost = 0;
  for (const Ship& sh : s.ships)
    if (sh.at == ShipAt::sky && sh.col == col)
      cost += sh.row + move >= kCityRow ? 1000 : danger(sh.row + move) - danger(sh.row);
  return cost;
}

/// Ships in the sky the fighters would shoot down with `value`.
constexpr int targets(const State& s, const Board& b, int value) noexcept {
  int n = 0;
  for (const Ship& sh : s.ships) {
    if (sh.at != ShipAt::sky || sh.row <= s.mothership || sh.row > kSkyRows) continue;
    const SkyCell& c = b.sky[sh.row][sh.col];
    n += c.kind == SkyKind::explosion && c.target <= value ? 1 : 0;
  }
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

/// A placement's worth to a beginner: never a ship into the city when anything else exists; a
/// die in a room that will use it beats one on the anti-air row; an excavation die only when it
/// reaches; high dice where their value counts.
constexpr int placement_score(const State& s, const Board& b, ActionId a) noexcept {
  const int cell = act::cell_of(a), value = act::value_of(a), col = cell % kColumns;
  const bool anti_air = cell < kColumns;
  int score = -column_cost(s, col, value - (anti_air ? 1 : 0)) / 4;
  const int room = b.room_of[static_cast<std::size_t>(cell)];
  if (!open_cell(b, cell, s.excavator)) {  // the excavation die
    const int distance = b.path_index[static_cast<std::size_t>(cell)] - s.excavator;
    score += value >= distance && s.energy >= 1 ? 6 + 2 * distance : -4;  // dig as far as the die reaches
  } else if (room >= 0) {
    const Room& r = b.rooms[static_cast<std::size_t>(room)];
    score += 4 + value + (r.effects & kResearch ? 2 : 0) + (r.effects & kEnergy && s.energy < 3 ? 2 : 0);
  } else {
    score += 6 - value;  // anti-air: a low die slows the column and costs little
  }
  return score;
}

/// A resolution's worth: research first, then energy, fighters, robots, excavation; `end` once
/// nothing useful is left (it discards the rest).
constexpr int resolve_score(const State& s, const Board& b, ActionId a) noexcept {
  if (act::kind_of(a) != act::Kind::resolve) return -1;
  const int cell = act::cell_of(a);
  const int d = detail::die_on(s, cell);
  if (d >= 0 && d == s.excavation_die) {
    const int distance = b.path_index[static_cast<std::size_t>(cell)] - s.excavator;
    return s.die_value[static_cast<std::size_t>(d)] >= distance ? 5 : -1;
  }
  const Room& r = b.rooms[static_cast<std::size_t>(b.room_of[static_cast<std::size_t>(cell)])];
  if (r.effects & kFighters) {
    int value = r.mod;
    for (int i = 0; i < r.num_cells; ++i) {
      const int c = r.cells[static_cast<std::size_t>(i)];
      if (const int die = detail::die_on(s, c); die >= 0) value += s.die_value[static_cast<std::size_t>(die)];
      else if (const int k = detail::robot_on(s, c); k >= 0) value += s.robots[static_cast<std::size_t>(k)].value;
    }
    if (const int n = targets(s, b, value)) return 8 + n;
  }
  if (r.effects & kEnergy && s.energy < 3) return 9;
  if (r.effects & kResearch) return 8;
  if (r.effects & kEnergy) return 6;
  return r.effects & kRobot ? 5 : 1;
}

/// The best-scoring action of `legal`, ties broken at random.
template <class Score>
ActionId argmax(const ActionList& legal, Rng& rng, Score&& score) noexcept {
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

}  // namespace heuristic

/// A rollout decision for the solo player. Precondition: the player is to act.
inline ActionId rollout_action(const State& s, const Board& b, Rng& rng) noexcept {
  ActionList legal;
  legal_actions(s, b, legal);
  switch (s.phase) {
    case Phase::place:
      if (act::kind_of(legal[0]) != act::Kind::place) return legal[0];  // only scraps: a forced one
      return heuristic::argmax(legal, rng, [&](ActionId a) {
        return act::kind_of(a) == act::Kind::place ? heuristic::placement_score(s, b, a) : -1000;
      });
    case Phase::resolve: {
      const ActionId best = heuristic::argmax(legal, rng, [&](ActionId a) { return heuristic::resolve_score(s, b, a); });
      return act::kind_of(best) == act::Kind::resolve && heuristic::resolve_score(s, b, best) > 0 ? best : act::kEnd;
    }
    case Phase::robot:
      // The first free room cell past the anti-air row (robots there are never used), else the
      // first place offered; never a scrap, nor no-robot while a place exists.
      for (ActionId a : legal)
        if (act::kind_of(a) == act::Kind::robot && act::cell_of(a) >= kColumns) return a;
      return act::kind_of(legal[0]) == act::Kind::robot ? legal[0] : legal[legal.size() - 1];
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

}  // namespace bgb::ufs
