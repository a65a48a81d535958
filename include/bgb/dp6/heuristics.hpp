// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's knowledge for the search bots (include/bgb/bots/policy.hpp): a rollout policy and an
/// evaluation for rollouts cut short. Random play almost never saves anyone (2 of 200 games had
/// a winner): it ends turns early, wanders back and forth and ignores the Capsule. Without a
/// signal the search sees every move as a 0. The policy walks toward the Capsule and acts
/// instead of ending the turn; the evaluation compares each player's crew in the Capsule, then
/// how far along the track the others stand ("conseguir colocar o maior número deles dentro da
/// Cápsula de Fuga antes dela ser disparada"), so the
/// search can tell a good turn from a bad one long before the launch.
#include <cstdint>

#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/game.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/dp6/rules.hpp"

namespace bgb::dp6 {

/// Rollouts play to the end by default: with the policy above they reach real launches, and
/// that beat cutting them after 40 actions and scoring with evaluate() (6 of 8 games won
/// against a random player at 500 iterations, against 2 of 6). evaluate() serves a search that
/// sets SearchOptions::rollout_cutoff, e.g. under a tight time limit.
inline constexpr int kRolloutCutoff = 0;

namespace heuristic {

/// A player's prospects: each crew in the Capsule counts 1; a crew on its way counts by how
/// far along the track it stands (a little, since the Aberration and the doors stand between).
constexpr double prospects(const Track& t) noexcept {
  double v = 0;
  for (int k = 0; k < kCrew; ++k) {
    const std::uint8_t p = t.crew[static_cast<std::size_t>(k)];
    if (p == kCapsule) v += 1;
    else if (p >= 1 && p <= kRooms) v += ((t.lying >> k) & 1U ? 0.02 : 0.08) * p;
  }
  return v;
}

}  // namespace heuristic

/// A rollout decision: forward along the track rather than back, acting rather than ending the
/// turn, using a decoded result more often than not.
inline ActionId rollout_action(const State& s, Rng& rng) noexcept {
  ActionList legal;
  legal_actions(s, legal);
  const Track& t = s.tracks[s.player];
  FixedVector<std::uint8_t, kMaxLegalActions> weight;
  std::uint64_t total = 0;
  for (ActionId a : legal) {
    std::uint8_t w = 2;
    if (a == act::kEnd) {
      w = legal.size() == 1 ? 1 : 0;
    } else if (a == act::kUse) {
      w = 6;
    } else if (a >= act::kWalk && a < act::kTake) {
      const int k = (a - act::kWalk) / 6, dest = (a - act::kWalk) % 6 + 1;
      const int from = t.crew[static_cast<std::size_t>(k)] == kStart ? 0 : t.crew[static_cast<std::size_t>(k)];
      w = dest > from ? 6 : 1;
    }
    weight.push_back(w);
    total += w;
  }
  std::uint64_t r = rng.below(total);
  for (int i = 0; i < legal.size(); ++i) {
    if (r < weight[i]) return legal[i];
    r -= weight[i];
  }
  return legal[0];
}

/// Each seat's chances from s, in [0, 1]: the gap between its prospects and the best other
/// player's, squashed; a player who cannot act nor has anyone aboard has none.
constexpr void evaluate(const State& s, Returns& out) noexcept {
  out.clear();
  for (int p = 0; p < s.players; ++p) {
    const Track& t = s.tracks[static_cast<std::size_t>(p)];
    double best_other = 0;
    for (int q = 0; q < s.players; ++q)
      if (q != p) {
        const double v = heuristic::prospects(s.tracks[static_cast<std::size_t>(q)]);
        if (v > best_other) best_other = v;
      }
    const double mine = heuristic::prospects(t);
    if (mine == 0 && !has_actor(t)) {
      out.push_back(0);
      continue;
    }
    const double gap = 2 * (mine - best_other);
    out.push_back(0.5 + 0.5 * gap / (1 + (gap < 0 ? -gap : gap)));
  }
}

}  // namespace bgb::dp6
