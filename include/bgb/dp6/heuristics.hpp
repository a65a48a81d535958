// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's knowledge for the search bots (include/bgb/bots/policy.hpp): a rollout policy, the
/// decisions worth searching, a score for finished rollouts and an evaluation for rollouts cut
/// short. Random play almost never saves anyone (2 of 200 games had a winner): it ends turns
/// early, wanders back and forth and ignores the Capsule. The race is against the Capsule's
/// counter, which every used 6 advances (a 6 cannot be ignored), so a seat wins by getting one
/// crew aboard through doors it opens itself before the sixes run out ("conseguir colocar o
/// maior número deles dentro da Cápsula de Fuga antes dela ser disparada"), past an Aberration
/// that devours whoever ends a turn within its reach.
#include <array>
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

namespace heuristic {

/// Rooms (bit r-1) the Aberration of `t` reaches and devours in after this turn: its own room
/// and the rooms one step away it sees (an open door, a face-up room). 0 while it is face down.
constexpr unsigned deadly_rooms(const Track& t, std::uint8_t doors) noexcept {
  const int a = t.aberration;
  if (!a) return 0;
  unsigned m = 1U << (a - 1);
  if (a > 1 && ((doors >> (door_after(t, a - 1) - 1)) & 1U)) m |= 1U << (a - 2);
  if (a < kRooms && ((doors >> (door_after(t, a) - 1)) & 1U)) m |= 1U << a;
  return m;
}

/// Doors (bit d-1) the frontmost crew of `t` that may walk still has to pass on its way to the
/// Capsule: the gaps ahead of it and door 5. 0 when no crew of `t` may walk.
constexpr unsigned doors_ahead(const Track& t) noexcept {
  int front = -1;
  for (int k = 0; k < kCrew; ++k) {
    const int p = t.crew[static_cast<std::size_t>(k)];
    if ((p == kStart || active_in_room(t, k)) && p > front) front = p;
  }
  if (front < 0) return 0;
  unsigned m = 1U << (kCapsuleDoor - 1);
  for (int r = front < 1 ? 1 : front; r < kRooms; ++r) m |= 1U << (door_after(t, r) - 1);
  return m;
}

/// Open doors (bit d-1) right beside the Aberration with an active crew of `t` in sight behind
/// them: closing one hides the crew from it ("ela ignorará o Tripulante").
constexpr unsigned shield_doors(const Track& t, std::uint8_t doors) noexcept {
  const int a = t.aberration;
  if (!a) return 0;
  unsigned m = 0;
  for (int dir = -1; dir <= 1; dir += 2) {
    const int r = a + dir;
    if (r < 1 || r > kRooms) continue;
    const int door = door_after(t, dir < 0 ? r : a);
    if (!((doors >> (door - 1)) & 1U)) continue;
    for (int k = 0; k < kCrew; ++k) {
      const int p = t.crew[static_cast<std::size_t>(k)];
      if (active_in_room(t, k) && (dir < 0 ? p < a : p > a)) m |= 1U << (door - 1);
    }
  }
  return m;
}

/// Whether a decode can serve `t` now: it has crew aboard (a 6 is then the way to win), a door
/// to shut between the Aberration and its crew, or a door still closed on its way. Otherwise a
/// decode only risks a 6 that must be used and brings the launch closer with nobody aboard.
constexpr bool decode_helps(const State& s, const Track& t) noexcept {
  return crew_in_capsule(t) > 0 || shield_doors(t, s.doors) != 0 ||
         (doors_ahead(t) & ~static_cast<unsigned>(s.doors)) != 0;
}

/// Whether seat `p` has crew aboard and more than every other seat.
constexpr bool leads(const State& s, int p) noexcept {
  const int mine = crew_in_capsule(s.tracks[static_cast<std::size_t>(p)]);
  if (!mine) return false;
  for (int q = 0; q < s.players; ++q)
    if (q != p && crew_in_capsule(s.tracks[static_cast<std::size_t>(q)]) >= mine) return false;
  return true;
}

}  // namespace heuristic

/// A rollout decision, drawn by weight: into the Capsule first; forward rather than back, out of
/// the Aberration's reach rather than into it; a result used when it opens a door the seat
/// still has to pass or shuts one between the Aberration and its crew, ignored when it would
/// close the way; a 6 turned into such a door (Tilt, Programming) while nobody is aboard, every
/// result turned into a 6 once the seat leads aboard; never ending the turn while it can act.
inline ActionId rollout_action(const State& s, Rng& rng) noexcept {
  ActionList legal;
  legal_actions(s, legal);
  const Track& t = s.tracks[s.player];
  const unsigned deadly = heuristic::deadly_rooms(t, s.doors);
  const unsigned ahead = heuristic::doors_ahead(t);
  const bool lead = heuristic::leads(s, s.player);
  const unsigned shield = heuristic::shield_doors(t, s.doors);
  const bool aboard = crew_in_capsule(t) > 0;
  const bool can_enter = s.capsule + 1 < kCapsulePositions;
  FixedVector<std::uint16_t, kMaxLegalActions> weight;
  std::uint64_t total = 0;
  for (ActionId a : legal) {
    std::uint16_t w = 2;
    switch (act::kind_of(a)) {
      case act::Kind::end: w = legal.size() == 1 ? 1 : 0; break;
      case act::Kind::walk: {
        const int k = act::crew_of(a), dest = act::dest_of(a);
        const int from = t.crew[static_cast<std::size_t>(k)];
        const bool in_danger = from >= 1 && from <= kRooms && ((deadly >> (from - 1)) & 1U);
        if (dest == act::kCapsuleDest) w = 200;
        else if ((deadly >> (dest - 1)) & 1U) w = 1;
        else if (dest > from) w = in_danger ? 40 : 12;
        else w = in_danger ? 20 : 1;
        break;
      }
      case act::Kind::take: w = 6; break;
      case act::Kind::wake: w = 8; break;
      case act::Kind::decode: w = lead ? 40 : 4; break;
      case act::Kind::use: {
        const int v = s.pending;
        if (v == 6) w = lead || !can_enter ? 200 : (s.capsule + 2 < kCapsulePositions ? 20 : 4);
        else if ((shield >> (v - 1)) & 1U) w = 40;
        else if ((ahead >> (v - 1)) & 1U) w = door_open(s, v) ? 1 : 30;
        else w = 6;
        break;
      }
      case act::Kind::ignore: {
        const int v = s.pending;
        w = (shield >> (v - 1)) & 1U ? 1 : ((ahead >> (v - 1)) & 1U) && door_open(s, v) ? 30 : 3;
        break;
      }
      case act::Kind::tilt: {
        const int v = act::value_of(a);
        if (lead) w = v == 6 ? 200 : 0;
        else if (v == 6) w = 0;
        else if ((shield >> (v - 1)) & 1U) w = 8;
        else if (((ahead >> (v - 1)) & 1U) && !door_open(s, v)) w = s.pending == 6 && !aboard ? 20 : 6;
        else w = 0;
        break;
      }
      case act::Kind::prog_up: w = lead ? (s.pending == 5 ? 200 : 0) : s.pending == 6 && !aboard ? 10 : 1; break;
      case act::Kind::prog_down: w = lead ? (s.pending == 1 ? 200 : 0) : s.pending == 6 && !aboard ? 10 : 1; break;
      default: break;
    }
    weight.push_back(w);
    total += w;
  }
  if (total == 0) return legal[0];
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

/// A finished rollout's score for every seat: 1 for a win (shared ones too); a loss below every
/// win: 0.4 with crew aboard but outnumbered, else by how far the seat got, 0.03 for each room
/// it revealed and each room its furthest crew on the track stands from the start (at most 0.3).
/// Rollouts of the policy win about one game in five, so most score 0 by their returns; this
/// tells a line that reached room 5 from one that never left room 1.
constexpr void rollout_outcome(const State& s, Returns& out) noexcept {
  const std::array<int, kMaxSeats> sc = scores(s);
  int best = 0;
  for (int p = 0; p < s.players; ++p) best = sc[static_cast<std::size_t>(p)] > best ? sc[static_cast<std::size_t>(p)] : best;
  out.clear();
  for (int p = 0; p < s.players; ++p) {
    const Track& t = s.tracks[static_cast<std::size_t>(p)];
    if (best > 0 && sc[static_cast<std::size_t>(p)] == best) {
      out.push_back(1);
    } else if (sc[static_cast<std::size_t>(p)] > 0) {
      out.push_back(0.4);
    } else {
      int revealed = 0, furthest = 0;
      for (int r = 0; r < kRooms; ++r) revealed += t.room[static_cast<std::size_t>(r)] != Card::hidden ? 1 : 0;
      for (int k = 0; k < kCrew; ++k) {
        const int at = t.crew[static_cast<std::size_t>(k)];
        if (at <= kRooms && at > furthest) furthest = at;
      }
      const double v = 0.03 * revealed + 0.03 * furthest;
      out.push_back(v < 0.3 ? v : 0.3);
    }
  }
}

/// The decisions worth a place in the search tree. Walks back go, unless the crew flees a room
/// the Aberration reaches: with them the search drifted between the start area and room 1
/// while the sixes launched the Capsule without its crew. A decoded result keeps `use` unless
/// it would close a door the seat still has to pass, `ignore` unless the result is one the seat
/// wants, and the markers only where they make a wanted result: a door it has to pass opened, a
/// door between the Aberration and its crew shut, or a 6 once it leads aboard. One result in a
/// hundred iterations is too little for the rollouts to tell these apart. No decode while it
/// cannot help (decode_helps): 255 of 300 games against a random seat, against 250 with it.
inline void search_actions(const State& s, ActionList& out) noexcept {
  legal_actions(s, out);
  if (out.size() <= 1) return;
  const Track& t = s.tracks[s.player];
  const unsigned deadly = heuristic::deadly_rooms(t, s.doors);
  ActionList keep;
  if (s.pending) {
    // A result the seat wants: a 6 once it leads aboard, a door it needs opened or closed.
    const bool lead = heuristic::leads(s, s.player);
    const unsigned ahead = heuristic::doors_ahead(t), shield = heuristic::shield_doors(t, s.doors);
    auto wanted = [&](int v) {
      if (v == 6) return lead;
      const bool open = door_open(s, v);
      return ((shield >> (v - 1)) & 1U) || (!open && ((ahead >> (v - 1)) & 1U));
    };
    for (ActionId a : out) {
      switch (act::kind_of(a)) {
        case act::Kind::tilt: if (wanted(act::value_of(a))) keep.push_back(a); break;
        case act::Kind::prog_up: if (wanted(s.pending % 6 + 1)) keep.push_back(a); break;
        case act::Kind::prog_down: if (wanted((s.pending + 4) % 6 + 1)) keep.push_back(a); break;
        case act::Kind::use:  // not a door the seat needs open closed (a 6 is always kept)
          if (s.pending == 6 || wanted(s.pending) || !door_open(s, s.pending) || !((ahead >> (s.pending - 1)) & 1U)) keep.push_back(a);
          break;
        case act::Kind::ignore: if (s.pending == 6 || !wanted(s.pending)) keep.push_back(a); break;
        default: keep.push_back(a); break;
      }
    }
    if (!keep.empty()) out = keep;
    return;
  }
  const bool decode = heuristic::decode_helps(s, t);
  for (ActionId a : out) {
    if (act::kind_of(a) == act::Kind::decode && !decode) continue;
    if (act::kind_of(a) == act::Kind::walk) {
      const int from = t.crew[static_cast<std::size_t>(act::crew_of(a))], dest = act::dest_of(a);
      if (dest < from && !((deadly >> (from - 1)) & 1U)) continue;
    }
    keep.push_back(a);
  }
  if (!keep.empty()) out = keep;
}

}  // namespace bgb::dp6
