// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's knowledge for the search bots (include/bgb/bots/policy.hpp): the decisions
/// worth searching (the race for a Destruction token, a disaster track near its end or a
/// burning machine room), a rollout policy, an evaluation for rollouts cut short and a score
/// for finished ones. Random play rescues the crew in 0.14% of 4-player games: it fixes
/// nothing with too few minutes, walks at random, and stands in burning rooms.
/// The policy plays like a crew that has read the rules once: put out the fire it stands in
/// ("Если комната, в которой находится гном, совершающий ход, охвачена огнем,
/// то единственное действие, которое можно сделать, это Тушение Пожара"), fix the most
/// urgent machine or fire where it stands with minutes enough to likely succeed, else walk
/// toward it, else rest.
/// The evaluation scores the disaster tracks, fires, water, Destruction tokens, who is still
/// aboard and how near the rescue is, so the search learns from the first turns.
#include <array>
#include <cstdint>
#include <utility>

#include "bgb/core/game.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/rn/rules.hpp"

namespace bgb::rn {

/// A rollout length that suits evaluate(), a few turns of the crew, for a search that sets
/// rollout_cutoff (the bots' default plays Red November's rollouts to the end: rn::Game).
inline constexpr int kRolloutCutoff = 60;

namespace heuristic {

/// How badly the crew needs `t` fixed (0 = not at all); for a machine, by how far its disaster
/// marker stands beyond the star a fix sends it back to.
constexpr int urgency(const State& s, const Content& c, Target t) noexcept {
  auto track = [&](Track k) {
    const int d = s.disaster[static_cast<std::size_t>(k)], star = c.tracks[static_cast<std::size_t>(k)].star;
    return d > star ? (d - star) * (d + 1) : 0;
  };
  switch (t) {
    case Target::engine: return track(Track::pressure) + (s.token[static_cast<std::size_t>(Token::crushed)] != kNone ? 30 : 0);
    case Target::pumps: return track(Track::asphyxiation) + (s.token[static_cast<std::size_t>(Token::asphyxiated)] != kNone ? 30 : 0);
    case Target::reactor: return track(Track::heat);
    case Target::missile: return s.token[static_cast<std::size_t>(Token::missile)] != kNone ? 30 : 0;
    case Target::kraken: return s.token[static_cast<std::size_t>(Token::kraken)] != kNone ? 30 : 0;
    case Target::fire: return 12;
    case Target::water: return 3;
    case Target::hatch: return 1;
    case Target::none: return 0;
  }
  return 0;
}

/// Rooms (not the Sea) one open hatch apart, as bit masks, for walking toward a goal.
constexpr std::array<std::uint16_t, kRooms> neighbours(const State& s, const Content& c) noexcept {
  std::array<std::uint16_t, kRooms> out{};
  for (int i = 0; i < c.num_hatches; ++i) {
    const Hatch& h = c.hatches[static_cast<std::size_t>(i)];
    if (h.a == kSea || h.b == kSea || is_blocked(s, i)) continue;
    out[h.a] = static_cast<std::uint16_t>(out[h.a] | (1U << h.b));
    out[h.b] = static_cast<std::uint16_t>(out[h.b] | (1U << h.a));
  }
  return out;
}

/// Steps from every room to `goal` through unblocked hatches (99: cut off).
constexpr std::array<std::uint8_t, kRooms> distances(const std::array<std::uint16_t, kRooms>& next, int goal) noexcept {
  std::array<std::uint8_t, kRooms> d{};
  d.fill(99);
  d[static_cast<std::size_t>(goal)] = 0;
  std::uint16_t frontier = static_cast<std::uint16_t>(1U << goal);
  for (std::uint8_t step = 1; frontier; ++step) {
    std::uint16_t reached = 0;
    for (int r = 1; r < kRooms; ++r)
      if ((frontier >> r) & 1U) reached = static_cast<std::uint16_t>(reached | next[static_cast<std::size_t>(r)]);
    frontier = 0;
    for (int r = 1; r < kRooms; ++r)
      if (((reached >> r) & 1U) && d[static_cast<std::size_t>(r)] == 99) {
        d[static_cast<std::size_t>(r)] = step;
        frontier = static_cast<std::uint16_t>(frontier | (1U << r));
      }
  }
  return d;
}

/// Whether a gnome in `from` could walk into room r once its hatch is open: no fire, and high
/// water only where it can first pour it into a dry `from` ("Перелить воду ... в комнату, в
/// которой нет воды").
constexpr bool enterable(const State& s, int from, int r) noexcept {
  return r != kSea && !on_fire(s, r) && (water_in(s, r) != Water::high || water_in(s, from) == Water::none);
}

/// The room a gnome in `from` should head for, with how much it matters: the machine whose
/// marker is worst among those it can walk into. (A fire is fought where a gnome stands:
/// walking into one needs a Grog or an Extinguisher.)
struct Goal {
  int room = 0;
  int need = 0;
};
constexpr Goal most_urgent(const State& s, const Content& c, int from) noexcept {
  Goal g;
  for (Target t : {Target::engine, Target::pumps, Target::reactor, Target::missile}) {
    const int u = urgency(s, c, t), room = machine_room(c, t);
    if (u > g.need && (room == from || enterable(s, from, room))) g = Goal{room, u};
  }
  return g;
}


/// A decision's worth to such a crew. `here` is the most urgent fix the gnome may try now.
constexpr int score(const State& s, const Content& c, const Board& b, ActionId a, const Goal& goal,
                    const std::array<std::uint8_t, kRooms>& to_goal, Target here) noexcept {
  const Seat& me = s.seats[s.active];
  const bool burning = on_fire(s, me.room);
  switch (act::kind_of(a)) {
    case act::Kind::fix: {
      const Target t = act::fix_target(a);
      if (burning) return t == Target::fire ? 1000 + act::fix_minutes(a) : -1000;
      const int m = act::fix_minutes(a);
      // "успешно", on a d10 below the minutes plus the bonuses of the items played this turn.
      const int success = m + detail::bonus(s, c, b, t) - 1;
      const int p = success < 0 ? 0 : success > 10 ? 10 : success;
      return urgency(s, c, t) * p - 4 * m;
    }
    case act::Kind::open: {
      const int to = act::arg_of(a);
      if (!enterable(s, me.room, to) || s.opened == to) return burning ? -900 : -5;
      if (burning) return 500;
      if (!goal.need) return -5;
      return to_goal[static_cast<std::size_t>(to)] < to_goal[static_cast<std::size_t>(me.room)] ? 2 * goal.need : -5;
    }
    case act::Kind::enter:
      if (burning) return 600;
      return s.opened != kNone && s.opened != kSea && to_goal[s.opened] < to_goal[static_cast<std::size_t>(me.room)] ? 3 * goal.need + 1
                                                                                                                    : -3;
    case act::Kind::pour: return 3 * goal.need + 2;  // before entering: the way to the goal
    case act::Kind::rest: return burning ? -1000 : 0;
    case act::Kind::take_grog:
    case act::Kind::take_items: return burning ? -1000 : 1;
    case act::Kind::abandon: return -2000;
    case act::Kind::done: return 5;
    case act::Kind::play: {
      // An item whose bonus helps the fix at hand, before it is tried; Grog (intoxication, a
      // faint check) only when it matters a lot.
      const int k = act::arg_of(a);
      if (k == static_cast<int>(Item::coffee)) return 8;
      if (here == Target::none || !applies(c.items[static_cast<std::size_t>(k)], here)) return -2;
      if (k == static_cast<int>(Item::grog) && urgency(s, c, here) < 20) return -2;
      return burning ? 2000 : 50 + c.items[static_cast<std::size_t>(k)].bonus;
    }
    case act::Kind::check: return 0;
    default: return -1;
  }
}

}  // namespace heuristic

/// A rollout decision for the active gnome. Precondition: a seat is to act.
inline ActionId rollout_action(const State& s, const Content& c, const Board& b, Rng& rng) noexcept {
  ActionList legal;
  legal_actions(s, c, b, legal);
  if (s.phase == Phase::flee) {
    // Out of the fire: a room at random, else an item that opens one, and staying (death in
    // the fire) only when nothing else is left.
    ActionList out;
    for (ActionId a : legal)
      if (act::kind_of(a) == act::Kind::flee) out.push_back(a);
    if (out.empty())
      for (ActionId a : legal)
        if (act::kind_of(a) == act::Kind::play) out.push_back(a);
    const ActionList& from = out.empty() ? legal : out;
    return bgb::uniform_pick(from, rng);
  }
  if (s.phase != Phase::move && s.phase != Phase::trade && s.phase != Phase::faint_choice)
    return bgb::uniform_pick(legal, rng);
  const heuristic::Goal goal = heuristic::most_urgent(s, c, s.seats[s.active].room);
  const auto to_goal = heuristic::distances(heuristic::neighbours(s, c), goal.room ? goal.room : 1);
  Target here = Target::none;
  for (ActionId a : legal)
    if (act::kind_of(a) == act::Kind::fix && heuristic::urgency(s, c, act::fix_target(a)) > heuristic::urgency(s, c, here))
      here = act::fix_target(a);
  if (here != Target::none && heuristic::urgency(s, c, here) == 0) here = Target::none;
  if (on_fire(s, s.seats[s.active].room)) here = Target::fire;  // any other fix there kills
  ActionId best = legal[0];
  int best_score = -100000, ties = 0;
  for (ActionId a : legal) {
    const int v = heuristic::score(s, c, b, a, goal, to_goal, here);
    if (v > best_score) {
      best_score = v;
      best = a;
      ties = 1;
    } else if (v == best_score && rng.below(static_cast<std::uint64_t>(++ties)) == 0) {
      best = a;
    }
  }
  return best;
}

/// A machine the active gnome should race to fix: for a Destruction token it can still remove,
/// or for a disaster track near its end. The machine's room, the token's minute (kNone for a
/// track) and the steps (hatches) from every room to that room.
struct Race {
  Target target = Target::none;  ///< none: nothing to race for
  int room = 0;
  int token = kNone;
  std::array<std::uint8_t, kRooms> steps{};
  bool grog = false;  ///< fire_race only: to the Captain's Cabin, to take the Grog that lets it in
};

/// A disaster marker on this cell or beyond sends a gnome that can reach its machine to fix it
/// (track_race): from here a Reactor Malfunction or a Fast Descent (2 cells) ends the game.
/// Measured at 4 players, 1000 iterations, the first 100 games of seed 2026: 25 won from cell
/// 5, 18 from cell 4 (the race tied the search's hands too often) and 18 from cell 6 (too
/// late); asphyxiation, raised a cell at a time, measured no better from cell 6 (docs/bots.md).
inline constexpr int kTrackRaceAt = 5;

/// Whether the active gnome may walk into burning rooms this turn: a Grog or a Fire Extinguisher
/// played ("Если комната охвачена огнем, то войти в неё ... можно, только если была сыграна
/// карточка Огнетушителя или Грога"), or one in its hand to play before the hatch is opened.
constexpr bool fire_pass_at_hand(const State& s) noexcept {
  constexpr std::uint32_t kFirePass = 1U << static_cast<int>(Item::grog) | 1U << static_cast<int>(Item::fire_extinguisher);
  return detail::fire_pass(s) || (detail::held(s, s.active) & kFirePass) != 0;
}

/// The rooms next to each room through an unblocked interior hatch (heuristic::neighbours): the
/// races below and search_actions read one table built once per decision.
using Neighbours = std::array<std::uint16_t, kRooms>;

/// The rooms a gnome can walk on from each room toward a machine: as heuristic::neighbours, but
/// without a way on from a burning room unless it can pass fire (`pass`), so that distances()
/// over it leads only through rooms the gnome may enter.
constexpr Neighbours walkable(const State& s, Neighbours next, bool pass) noexcept {
  if (!pass)
    for (int r = 1; r < kRooms; ++r)
      if (on_fire(s, r)) next[static_cast<std::size_t>(r)] = 0;
  return next;
}

/// The token the active gnome should race for in its move phase: the soonest one (most minutes)
/// among the missile, crushing and asphyxiation tokens whose machine it can reach with a minute a
/// hatch and still fix with 3 minutes before its Ghost passes the token ("Игрок автоматически
/// проваливает Ремонт этого события, если Призрачная Временная Метка проходит через фишку
/// Разрушения"). The walk goes through burning rooms, and into a burning machine room, only for a
/// gnome that has played or holds a Grog or a Fire Extinguisher: measured at 4 players, 1000
/// iterations, 300 games of seed 2026, a fire in the machine's room or on every way to it stood
/// in the way of 109 of the 154 races lost, the gnome opening hatches it could not go through. None
/// from the Sea, nor from a burning room other than the machine's (a fire is fought first).
constexpr Race token_race(const State& s, const Content& c, const Neighbours& neighbours) noexcept {
  Race race;
  if (s.phase != Phase::move) return race;
  const int r = s.seats[s.active].room;
  if (r == kSea) return race;
  const bool pass = fire_pass_at_hand(s);
  const auto next = walkable(s, neighbours, pass);
  constexpr std::array<std::pair<Target, Token>, 3> kMachines = {
      {{Target::missile, Token::missile}, {Target::engine, Token::crushed}, {Target::pumps, Token::asphyxiated}}};
  for (const auto& [t, token] : kMachines) {
    const int tok = s.token[static_cast<std::size_t>(token)];
    if (tok == kNone || (race.target != Target::none && tok <= race.token)) continue;
    const int room = machine_room(c, t);
    if (on_fire(s, r) && r != room) continue;
    if (on_fire(s, room) && r != room && !pass) continue;
    const auto steps = heuristic::distances(next, room);
    if (steps[static_cast<std::size_t>(r)] >= 99 || s.ghost - tok - steps[static_cast<std::size_t>(r)] < 3) continue;
    race = Race{t, room, tok, steps};
  }
  return race;
}
constexpr Race token_race(const State& s, const Content& c) noexcept { return token_race(s, c, heuristic::neighbours(s, c)); }

/// The disaster track the active gnome should race to fix in its move phase, where token_race
/// names no token: the one whose marker stands furthest along, at kTrackRaceAt or beyond, whose
/// machine it can reach with a minute a hatch and 4 minutes to spare. None from the Sea or a
/// burning room.
constexpr Race track_race(const State& s, const Content& c, const Neighbours& next) noexcept {
  Race race;
  if (s.phase != Phase::move) return race;
  const int r = s.seats[s.active].room;
  if (r == kSea || on_fire(s, r)) return race;
  constexpr std::array<std::pair<Target, Track>, 3> kMachines = {
      {{Target::engine, Track::pressure}, {Target::pumps, Track::asphyxiation}, {Target::reactor, Track::heat}}};
  int worst = -1;
  for (const auto& [t, track] : kMachines) {
    const int d = s.disaster[static_cast<std::size_t>(track)];
    if (d < kTrackRaceAt || d <= worst) continue;
    const int room = machine_room(c, t);
    const auto steps = heuristic::distances(next, room);
    if (steps[static_cast<std::size_t>(r)] >= 99 || s.ghost - steps[static_cast<std::size_t>(r)] < 4) continue;
    race = Race{t, room, kNone, steps};
    worst = d;
  }
  return race;
}
constexpr Race track_race(const State& s, const Content& c) noexcept { return track_race(s, c, heuristic::neighbours(s, c)); }

/// A burning machine room the active gnome should race to put out, where no token or track is
/// raced for: it holds or has played a Grog or an Extinguisher (the only way in) and can reach
/// the nearest burning machine room with a minute a hatch and 4 minutes to spare. None from the
/// Sea or a burning room. Measured at 4 players, 1000 iterations, 300 games of seed 2026: when a
/// token was lost, its machine's room was already burning at the first turn that could race for
/// it in 63 of 154 games (43 of them with no Grog or Extinguisher in the racer's hand). A gnome
/// holding neither fetches a Grog from the Captain's Cabin while any room burns, not only a
/// machine's: a fire spreads next door ("активный игрок выбирает свободную от огня или воды
/// комнату, примыкающую к комнате, в которой уже разгорелся пожар"), and after the fire races a
/// fire on the way or in the machine's room still stood, at the first turn that could race, in
/// 61 of the 145 games lost to a token (35 with neither item at hand). With it the table's command won 86 of 300 on seed
/// 2026 and 81 on seed 7, against 74 and 71 (docs/bots.md).
constexpr Race fire_race(const State& s, const Content& c, const Neighbours& next) noexcept {
  Race race;
  if (s.phase != Phase::move) return race;
  const int r = s.seats[s.active].room;
  if (r == kSea || on_fire(s, r)) return race;
  if (!fire_pass_at_hand(s)) {
    // No way in: fetch a Grog from the Cabin while any room burns (fires spread).
    if (s.cabin_grog == 0 || s.seats[s.active].took == c.cabin_room) return race;
    if ((s.fire & ~(1U << kSea)) == 0) return race;  // no room burns
    const auto steps = heuristic::distances(walkable(s, next, false), c.cabin_room);
    if (on_fire(s, c.cabin_room) || steps[static_cast<std::size_t>(r)] >= 99 || s.ghost - steps[static_cast<std::size_t>(r)] < 2) return race;
    race = Race{Target::fire, c.cabin_room, kNone, steps, true};
    return race;
  }
  int best = 99;  // a gnome that may pass fire walks every neighbour (walkable with pass)
  for (Target t : {Target::missile, Target::engine, Target::pumps, Target::reactor}) {
    const int room = machine_room(c, t);
    if (!on_fire(s, room)) continue;
    const auto steps = heuristic::distances(next, room);
    const int d = steps[static_cast<std::size_t>(r)];
    if (d >= best || s.ghost - d < 4) continue;
    race = Race{Target::fire, room, kNone, steps};
    best = d;
  }
  return race;
}
constexpr Race fire_race(const State& s, const Content& c) noexcept { return fire_race(s, c, heuristic::neighbours(s, c)); }

/// The decisions worth the search's budget, filtered in place from the legal list in `list`
/// (never empty when it is not): while a Destruction token can be raced for (token_race), else
/// while a disaster track near its end can (track_race), only a step toward the machine (open a
/// hatch nearer, enter or pour into it) and, there, its fix or an item; else while a machine room
/// burns and the gnome can pass fire (fire_race), the same walk there and a fix of the fire. A
/// hatch into a burning room is opened only after a Grog or an Extinguisher is played, and one
/// of those is searched before it. A token's fix has minutes that can succeed and keep the Ghost
/// on the token's side; a track's is likely to succeed (a d10 below 7 or more, with the items
/// played) or the most the gnome may spend. Uniform rollouts almost never remove a token nor
/// send a marker back, and the few decisions of the walk and the fix are too deep for the tree
/// to find among every legal decision: measured at 4 players, 1000 iterations, it lost most
/// games to the tokens, and then to the tracks.
constexpr void search_actions(const State& s, const Content& c, const Board& b, ActionList& list) noexcept {
  const Neighbours next = heuristic::neighbours(s, c);
  Race race = token_race(s, c, next);
  if (race.target == Target::none) race = track_race(s, c, next);
  if (race.target == Target::none) race = fire_race(s, c, next);
  if (race.target == Target::none) return;
  const int r = s.seats[s.active].room;
  const auto nearer = [&](int room) {
    return room != kNone && room != kSea && race.steps[static_cast<std::size_t>(room)] < race.steps[static_cast<std::size_t>(r)];
  };
  const auto burning = [&](int room) { return room != kNone && room != kSea && on_fire(s, room); };
  // A burning room nearer the machine, not yet enterable: the walk needs a Grog or Extinguisher.
  bool fire_ahead = false;
  if ((race.token != kNone || race.target == Target::fire) && !detail::fire_pass(s) && r != race.room) {
    for (int q = 1; q < kRooms; ++q)
      if (((next[static_cast<std::size_t>(r)] >> q) & 1U) && nearer(q) && burning(q)) fire_ahead = true;
  }
  bool others_aboard = false;
  for (int i = 0; i < s.players; ++i) others_aboard = others_aboard || (i != s.active && aboard(s, i));
  const int extra = detail::water_extra(s, r), bonus = detail::bonus(s, c, b, race.target);
  int most = 0;  // a track's race: the most minutes the gnome may spend on the machine's fix
  if (race.token == kNone)
    for (ActionId a : list)
      if (act::kind_of(a) == act::Kind::fix && act::fix_target(a) == race.target && act::fix_minutes(a) > most)
        most = act::fix_minutes(a);
  const auto raced = [&](ActionId a) {
    bool ok = false;
    switch (act::kind_of(a)) {
      case act::Kind::fix: {
        const int m = act::fix_minutes(a);
        // In a burning machine room: put the fire out, or fix the machine and die ("Вы можете
        // совершить другое действие, но в этом случае гном погибнет героической смертью
        // немедленно после совершения этого действия") while another gnome is left aboard.
        if (r == race.room && burning(r) && act::fix_target(a) == Target::fire) {
          ok = true;
          break;
        }
        if (r != race.room || act::fix_target(a) != race.target || m + bonus > 11) break;
        if (burning(r) && !others_aboard) break;
        ok = race.token != kNone ? s.ghost - m - extra >= race.token && m + bonus >= 2 : m + bonus >= 7 || m == most;
        break;
      }
      case act::Kind::take_grog: ok = race.grog && r == race.room; break;
      case act::Kind::open:  // not the open one again; into a fire only once it may be entered
        ok = nearer(act::arg_of(a)) && act::arg_of(a) != s.opened && (!burning(act::arg_of(a)) || detail::fire_pass(s));
        break;
      case act::Kind::enter:
      case act::Kind::pour: ok = nearer(s.opened); break;
      case act::Kind::play: {
        // At the machine any item (its bonus); on the way, a Grog or an Extinguisher before a
        // hatch into a burning room nearer the machine is opened (the hatch closes at a play).
        const int k = act::arg_of(a);
        ok = r == race.room || (fire_ahead && (k == static_cast<int>(Item::grog) || k == static_cast<int>(Item::fire_extinguisher)));
        break;
      }
      default: break;
    }
    return ok;
  };
  // Compacted in place: a kept decision only overwrites one already read, and when none is
  // kept nothing was written, so the whole legal list stays.
  int n = 0;
  for (ActionId a : list)
    if (raced(a)) list[n++] = a;
  if (n == 0) return;
  list.clear();
  list.extend(n);
}

/// The crew's chances from s, in [0, 1], per seat (a gnome that abandoned ship gets the
/// opposite, as its returns do): who is aboard, the disaster tracks, fires, water, the
/// Destruction tokens, and how far the Time Keepers are on their way to the rescue.
constexpr void evaluate(const State& s, const Content& c, Returns& out) noexcept {
  double v = 1;
  int aboard = 0, alive = 0, keepers = 0, start = c.start[s.players];
  for (int i = 0; i < s.players; ++i) {
    const Seat& g = s.seats[static_cast<std::size_t>(i)];
    alive += g.status != Status::dead ? 1 : 0;
    if (g.status != Status::aboard) continue;
    ++aboard;
    keepers += g.keeper;
  }
  if (aboard == 0) v = 0;
  v *= static_cast<double>(alive) / s.players;
  for (int k = 0; k < kTracks; ++k) {
    const double d = static_cast<double>(s.disaster[static_cast<std::size_t>(k)]) / c.tracks[static_cast<std::size_t>(k)].end;
    v *= 1 - d * d;
  }
  int fires = 0, flooded = 0;
  for (int r = 1; r < kRooms; ++r) {
    fires += on_fire(s, r) ? 1 : 0;
    flooded += water_in(s, r) == Water::high ? 2 : water_in(s, r) == Water::low ? 1 : 0;
  }
  v *= 1 - (fires > 8 ? 8 : fires) * 0.08;
  v *= 1 - (flooded > 10 ? 10 : flooded) * 0.03;
  for (std::uint8_t t : s.token) v *= t != kNone ? 0.7 : 1;
  const double progress = aboard && start ? 1 - static_cast<double>(keepers) / (aboard * start) : 0;
  v *= 0.4 + 0.6 * progress;
  v = v < 0 ? 0 : v > 1 ? 1 : v;
  out.clear();
  for (int i = 0; i < s.players; ++i) out.push_back(s.seats[static_cast<std::size_t>(i)].status == Status::abandoned ? 1 - v : v);
}

/// What a lost rollout scores at most for the crew: every loss below every rescue.
inline constexpr double kLossCeiling = 0.5;

/// How far the crew got toward the rescue, in [0, 1]: the share of the Time Track covered by
/// the Time Keeper furthest behind (the one whose gnome acts next: "Игрок, у которого Временная
/// Метка стоит позже всех по времени ... всегда ходит следующим"), among the gnomes aboard, or
/// among all when none is aboard.
constexpr double rescue_progress(const State& s, const Content& c) noexcept {
  const int start = c.start[s.players];
  int behind = -1, behind_any = 0;
  for (int i = 0; i < s.players; ++i) {
    const Seat& g = s.seats[static_cast<std::size_t>(i)];
    if (g.keeper > behind_any) behind_any = g.keeper;
    if (g.status == Status::aboard && g.keeper > behind) behind = g.keeper;
  }
  if (behind < 0) behind = behind_any;
  return start > 0 ? 1 - static_cast<double>(behind) / start : 0;
}

/// A finished rollout's score per seat: its return after a rescue or for a gnome that abandoned
/// ship; the rest of a lost crew scores how far the rescue had come, times kLossCeiling. Random
/// crews reach the rescue in 0.14 % of games, so a win/loss signal leaves the search blind to
/// which line lasted longer; the minutes survived are what the rescue is made of.
constexpr void rollout_outcome(const State& s, const Content& c, Returns& out) noexcept {
  const bool won = s.end == End::won;
  const double lost = kLossCeiling * rescue_progress(s, c);
  out.clear();
  for (int i = 0; i < s.players; ++i) {
    const bool gone = s.seats[static_cast<std::size_t>(i)].status == Status::abandoned;
    out.push_back(gone ? (won ? 0.0 : 1.0) : won ? 1.0 : lost);
  }
}

}  // namespace bgb::rn
