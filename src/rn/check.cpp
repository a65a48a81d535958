/// \file
/// Red November's snapshot validator: what a loaded state must satisfy so that the rules can go
/// on from it without surprise — ranges, conservation of the item and event cards, the setup's
/// progress, the turn's fields against the phase, the seats against the Time Track, the end
/// against the board, and a decision or chance outcome to take next. Every check is a
/// consequence of the rules (include/bgb/rn/rules.hpp, flow.hpp, decks.hpp, movement.hpp), so
/// no reachable state is refused: tests/registry/rn_codec_test.cpp round-trips every state of
/// random playouts. The event draws rely on one check: no card of a type past the content's.
#include <string>

#include "rn/codec.hpp"

namespace bgb::rn_codec {

using namespace bgb::rn;
using rn::Game;  // not the bgb::Game concept

namespace {

std::string num(int v) { return std::to_string(v); }
std::string seat_key(int i) { return "seats[" + num(i) + "]"; }

bool setup(Phase p) { return p == Phase::place || p == Phase::stack || p == Phase::deal; }
/// The turn's phases before the updates: the active gnome's Time Keeper has not moved yet.
bool before_updates(Phase p) {
  return p == Phase::move || p == Phase::trade || p == Phase::flee || p == Phase::fix_roll || p == Phase::take_draw ||
         p == Phase::faint_choice || p == Phase::faint_draw;
}
bool event_phase(Phase p) { return p == Phase::event_draw || p == Phase::event_room || p == Phase::event_choice; }

std::string check_cards(const Content& c, const State& s) {
  for (int k = 0; k < kItemKinds; ++k) {
    const std::string name(kItemNames[z(k)]);
    const int total = item_total(c, k);
    if (s.played[z(k)] > total) return "played." + name + ": the game has " + num(total) + " such cards";
    if (detail::item_discards(s, c, k) < 0)
      return "items: " + num(total) + " " + name + " card(s) in the game, but the deck, the hands" +
             (k == static_cast<int>(Item::grog) ? std::string(" and the cabin") : std::string()) + " hold more";
  }
  for (int t = c.num_event_types; t < kMaxEventTypes; ++t)
    if (s.event_deck[z(t)] != 0) return "event_deck: only the content's cards";
  for (int t = 0; t < c.num_event_types; ++t) {
    const EventCard& e = c.events[z(t)];
    if (s.event_deck[z(t)] > e.count) return "event_deck." + card_text(c, t) + ": more than the " + num(e.count) + " cards";
    if (e.kind == EventKind::kraken && !s.reshuffled && s.event_deck[z(t)] != 0)
      return "event_deck." + card_text(c, t) + ": the Kraken is set aside until the first reshuffle (reshuffled false)";
  }
  return "";
}

std::string check_board(const Content& c, const State& s) {
  if (s.water[z(kSea)] != Water::none) return "rooms: the Sea holds no water token";
  if (s.fire & ~0x7FEU) return "rooms: only rooms 1..10 burn";
  for (int r = 1; r < kRooms; ++r)
    if (on_fire(s, r) && s.water[z(r)] != Water::none)
      return "rooms[" + num(r - 1) + "]: water puts a fire out, so a room with water does not burn";
  for (int h = 0; h < 32; ++h)
    if (is_blocked(s, h) && (h >= c.num_hatches || is_exterior(c.hatches[z(h)]))) return "blocked: not an interior hatch";
  for (int t = 0; t < kTracks; ++t) {
    const int end = c.tracks[z(t)].end;
    if (s.disaster[z(t)] > end) return "tracks." + std::string(kTrackNames[z(t)]) + ": past the end " + num(end);
    if (s.disaster[z(t)] == end && s.phase != Phase::over)
      return "tracks." + std::string(kTrackNames[z(t)]) + ": a marker at its end loses at once (phase over)";
  }
  for (int k = 0; k < kTokens; ++k)
    if (s.token[z(k)] != kNone && s.token[z(k)] > kMinutes) return "tokens: minutes are 0..60";
  if (s.cabin_grog > c.cabin_grog) return "cabin_grog: the cabin holds at most " + num(c.cabin_grog);
  return "";
}

std::string check_seats(const Content& c, const State& s) {
  const int start = c.start[z(s.players)];
  for (int i = s.players; i < rn::kMaxPlayers; ++i)
    if (!(s.seats[z(i)] == Seat{})) return "seats: only " + num(s.players) + " players";
  for (int i = 0; i < s.players; ++i) {
    const Seat& g = s.seats[z(i)];
    const std::string key = seat_key(i);
    if (g.room >= kRooms) return key + ".room: rooms are 1..10 or the Sea";
    if (g.keeper > start) return key + ".minute: the Time Keepers start on " + num(start) + " and only go down";
    if (g.intox > kMaxIntoxication) return key + ".intoxication: 0..4";
    if (g.took != 0 && g.took != c.stores_room && g.took != c.cabin_room)
      return key + ".took: items are taken only in the Equipment Stores or the Captain's Cabin";
    if (g.height > s.players) return key + ".height: at most " + num(s.players);
    if (g.status != Status::aboard) {
      if (g.fainted || g.height != 0 || hand_size(s, i) != 0)
        return key + ": a gnome that left the game is not fainted, has no Time Keeper height and holds no items";
      continue;
    }
    if (g.fainted && g.room == kSea) return key + ".fainted: a gnome that faints in the Sea dies";
    if (g.fainted && (on_fire(s, g.room) || s.water[z(g.room)] == Water::high))
      return key + ".fainted: a fainted gnome dies when its room burns or floods";
    if (!setup(s.phase) && g.height == 0) return key + ".height: a Time Keeper on the track has a place in its stack (1..)";
  }
  // Distinct heights on each space (the active Time Keeper, moving during the updates, aside).
  if (!setup(s.phase)) {
    for (int i = 0; i < s.players; ++i)
      for (int j = 0; j < i; ++j) {
        const Seat& a = s.seats[z(i)];
        const Seat& b = s.seats[z(j)];
        if (a.status != Status::aboard || b.status != Status::aboard) continue;
        if (!before_updates(s.phase) && (i == s.active || j == s.active)) continue;
        if (a.keeper == b.keeper && a.height == b.height)
          return seat_key(i) + ".height: two Time Keepers on minute " + num(a.keeper) + " at the same height";
      }
    // A Time Keeper lands on each minute at most once (they only go down), on top of the ones
    // there: its height counts the Time Keepers that came to that minute, which all stand on
    // it or below now (those that left the game keep their minute). Found by fuzz_snapshot:
    // heights 1 and 3 on a minute only two had reached put the third arrival at height 4.
    for (int i = 0; i < s.players; ++i) {
      const Seat& a = s.seats[z(i)];
      if (a.status != Status::aboard || (!before_updates(s.phase) && i == s.active)) continue;
      int reached = 0;
      for (int j = 0; j < s.players; ++j) reached += s.seats[z(j)].keeper <= a.keeper ? 1 : 0;
      if (a.height > reached)
        return seat_key(i) + ".height: " + num(a.height) + " on minute " + num(a.keeper) + ", which only " + num(reached) +
               " Time Keepers have reached";
    }
    // During the updates the active Time Keeper is still walking: at the Ghost's minute it
    // will go on top of the ones there, so that stack must leave room for one more arrival.
    // Found by fuzz_snapshot: seat 0 alone at height 2 on the Ghost's minute 57 put the active
    // Time Keeper at height 3 on a minute only two had reached.
    if (!before_updates(s.phase) && s.phase != Phase::over && s.seats[z(s.active)].status == Status::aboard) {
      int top = 0;
      int reached = 1;  // the active Time Keeper, once it lands
      for (int j = 0; j < s.players; ++j) {
        if (j == s.active) continue;
        const Seat& b = s.seats[z(j)];
        if (b.keeper <= s.ghost) ++reached;
        if (b.status == Status::aboard && b.keeper == s.ghost && b.height > top) top = b.height;
      }
      if (top + 1 > reached)
        return seat_key(s.active) + ": its Time Keeper lands on the Ghost's minute " + num(s.ghost) + " at height " +
               num(top + 1) + " (on top of height " + num(top) + "), but only " + num(reached) +
               " Time Keepers will have reached that minute";
    }
  }
  return "";
}

/// The setup phases: nothing of a turn yet, the progress as the cursor says.
std::string check_setup(const Content& c, const State& s) {
  State fresh = new_state(s.players, c);
  if (s.active != 0 || s.ghost != 0 || s.opened != kNone || s.began_in_sea || s.sober || s.played != fresh.played || s.gave || s.got ||
      s.fix_target != Target::none || s.fix_room != 0 || s.fix_minutes != 0 || s.fix_bonus != 0 || s.partner != kNone ||
      s.ev_type != kNone || s.ev_kind != EventKind::respite || s.ev_step != 0 || s.ev_room != 0 || s.ev_space != 0 ||
      s.ev_limit != 0 || s.stage != Stage::step)
    return "phase: '" + std::string(phase_name(s.phase)) + "' is the setup: no turn has begun (active 0, ghost 0, no fix, no event)";
  if (s.water != fresh.water || s.fire != 0 || s.blocked != 0 || s.disaster != fresh.disaster || s.token != fresh.token ||
      s.reshuffled || s.cabin_grog != fresh.cabin_grog || s.event_deck != fresh.event_deck)
    return "phase: '" + std::string(phase_name(s.phase)) + "' is the setup: the board and the event deck are as dealt";
  const int n = s.players;
  if (s.cursor >= (s.phase == Phase::deal ? 2 * n : n)) return "cursor: past the end of the setup step";
  for (int i = 0; i < n; ++i) {
    const Seat& g = s.seats[z(i)];
    const std::string key = seat_key(i);
    if (g.keeper != c.start[z(n)] || g.intox != 0 || g.took != 0 || g.status != Status::aboard || g.fainted)
      return key + ": during the setup every gnome is aboard, sober, beside the start space";
    const bool placed = s.phase != Phase::place || i < s.cursor;
    if (placed != (g.room != kSea)) return key + ".room: the gnomes are placed in seat order (cursor " + num(s.cursor) + ")";
    int dealt = 0;
    if (s.phase == Phase::deal) dealt = i < s.cursor / 2 ? 2 : i == s.cursor / 2 ? s.cursor % 2 : 0;
    if (hand_size(s, i) != dealt) return key + ".items: 2 items are dealt to each seat in seat order (cursor " + num(s.cursor) + ")";
  }
  if (s.phase == Phase::place)
    for (int i = 0; i < n; ++i)
      if (s.seats[z(i)].height != 0) return seat_key(i) + ".height: the Time Keepers are stacked after the placement";
  // The stack so far: heights 1..k on the first k stacked seats, 0 elsewhere.
  const int stacked = s.phase == Phase::stack ? s.cursor : s.phase == Phase::deal ? n : 0;
  unsigned seen = 0;
  int count = 0;
  for (int i = 0; i < n; ++i) {
    const int h = s.seats[z(i)].height;
    if (h == 0) continue;
    ++count;
    if (h > stacked || ((seen >> h) & 1U)) return seat_key(i) + ".height: the start stack is built bottom-up, 1.." + num(stacked);
    seen |= 1U << h;
  }
  if (count != stacked) return "cursor: " + num(stacked) + " Time Keepers are stacked";
  // Cards: only the deal has left the item deck (the deck is full at first, then as dealt).
  for (int k = 0; k < kItemKinds; ++k)
    if (detail::item_discards(s, c, k) != 0) return "item_deck: during the setup no card is discarded";
  return "";
}

std::string check_turn(const Content& c, const Board& b, const State& s) {
  const Seat& g = s.seats[z(s.active)];
  const std::string phase = "phase '" + std::string(phase_name(s.phase)) + "'";
  if (g.status != Status::aboard) return "active: the gnome to act is aboard";
  if (s.ghost > g.keeper) return "ghost: the Ghost Time Keeper is never above the gnome's Time Keeper";
  if (s.cursor != (s.phase == Phase::take_draw ? s.cursor : 0)) return "cursor: 0 outside the setup and `take items`";
  if (s.phase == Phase::take_draw && (s.cursor < 1 || s.cursor > 4)) return "cursor: 1..4 items left to draw";
  // Any water on the two sides of an open hatch is possible (decision D8): before a `pour` one
  // side may be high and the other dry, after it both are low, and the water the earlier
  // automatic pouring left is a state of the corrected rules too. Nothing marks a pour.
  if (s.opened != kNone) {
    if (s.phase != Phase::move) return "opened: a hatch stays open only until the next step";
    const int h = hatch_between(c, g.room, s.opened);
    if (h < 0) return "opened: no hatch joins the active gnome's room and " + num(s.opened);
    if (!is_exterior(c.hatches[z(h)]) && is_blocked(s, h)) return "opened: a blocked hatch cannot be open";
  }
  if ((s.phase == Phase::trade) != (s.partner != kNone)) return "partner: only during a trade (phase 'trade')";
  if (s.phase != Phase::trade && (s.gave || s.got)) return "gave: items change hands only during a trade";
  if (s.gave & s.got) return "got: an item kind changes hands one way in a trade, so it is not both given and got";
  if (s.phase == Phase::trade) {
    const Seat& p = s.seats[z(s.partner)];
    if (s.partner == s.active || p.status != Status::aboard || p.room != g.room)
      return "partner: another gnome aboard in the same room";
  }
  if (s.fix_target == Target::none && (s.fix_room || s.fix_minutes || s.fix_bonus)) return "fix: no target, no fix";
  if (s.fix_room != 0 && s.fix_target != Target::hatch) return "fix.hatch_room: only a hatch has one";
  if (s.fix_target != Target::none && (s.fix_minutes < 1 || s.fix_minutes > 10)) return "fix.minutes: 1..10";
  if (s.fix_target == Target::hatch) {
    const int h = hatch_between(c, g.room, s.fix_room);
    if (s.phase == Phase::fix_roll && (h < 0 || is_exterior(c.hatches[z(h)])))
      return "fix.hatch_room: no interior hatch joins the gnome's room and " + num(s.fix_room);
  }
  if (s.phase == Phase::fix_roll) {
    if (s.fix_target == Target::none) return "fix.target: a roll is for a fix";
    if (s.fix_bonus != u8(detail::bonus(s, c, b, s.fix_target))) return "fix.bonus: the items played this turn give " + num(detail::bonus(s, c, b, s.fix_target));
  }
  if (s.phase == Phase::flee && (s.fix_target != Target::fire || g.room == kSea || !on_fire(s, g.room)))
    return "phase: 'flee' follows a failed `fix fire` in a burning room";
  // Decision D9: without a room that an Aqualung, a Grog or a Fire Extinguisher played would make
  // enterable, a failed fix skips the flight. Not can_flee: the flight may have emptied the hand
  // (any item may be played in it), and `stay` is then legal.
  if (s.phase == Phase::flee && detail::flee_targets_with(s, c, true, true) == 0)
    return "phase: 'flee' needs a room to flee to, counting an Aqualung, a Grog and a Fire Extinguisher as played";
  if (s.phase == Phase::take_draw && (g.room != c.stores_room || g.took != c.stores_room))
    return "phase: 'take_draw' follows `take items` in the Equipment Stores";
  if (s.phase == Phase::faint_draw && !detail::faint_due(s))
    return "phase: 'faint_draw' follows Grog played without Coffee after it";
  // Decision D26: the gnome is asked before every faint check that is due (a Coffee in its hand
  // could still be played: "В свой ход может быть сыграно любое количество Предметов"). The
  // phase implies nothing about the hand: it comes with or without a Coffee.
  if (s.phase == Phase::faint_choice && !detail::faint_due(s))
    return "phase: 'faint_choice' comes before a faint check that is due (Grog played, no Coffee after the last "
           "Grog); here no check is due";
  // "Вы можете совершить другое действие, но в этом случае гном погибнет героической смертью
  // немедленно после совершения этого действия": in a burning room only `fix fire` (and its
  // flight, maybe into a burning room) comes to the faint check.
  if ((s.phase == Phase::faint_choice || s.phase == Phase::faint_draw) && g.room != kSea && on_fire(s, g.room) &&
      s.fix_target != Target::fire)
    return "phase: '" + std::string(phase_name(s.phase)) +
           "' in a burning room follows only `fix fire`: any other action there kills the gnome before the faint check";
  if (s.sober && s.played[z(static_cast<int>(Item::coffee))] == 0) return "sober: Coffee was played this turn";
  // Events.
  const bool in_event = s.phase == Phase::event_room || s.phase == Phase::event_choice;
  if (in_event != (s.ev_type != kNone) && s.phase != Phase::over)
    return s.ev_type == kNone ? "event.card: " + phase + " resolves an event card" : "event.card: no event is being resolved in " + phase;
  if (s.ev_type != kNone) {
    if (s.ev_type >= c.num_event_types) return "event.card: not a card of the content";
    if (c.events[z(s.ev_type)].kind != s.ev_kind) return "event.kind: the card being resolved is " + card_text(c, s.ev_type);
  }
  if (s.ev_step != 0 && !(s.ev_type != kNone && s.ev_kind == EventKind::friendly_fire))
    return "event.step: only Friendly Fire has steps";
  if (s.ev_limit != 0 && s.ev_type == kNone) return "event.limit: only while an event imposes a hand limit";
  if (before_updates(s.phase)) {
    if (s.stage != Stage::step || s.ev_room != 0 || s.ev_space != 0)
      return "event: no event before the updates (" + phase + ")";
    if (s.active != detail::next_gnome(s)) return "active: seat " + num(detail::next_gnome(s)) + " acts next on the Time Track";
    if (g.fainted) return seat_key(s.active) + ".fainted: a gnome stands up at the start of its turn";
  } else {
    // The updates: the Time Keeper walks down to the Ghost, stopping on Event and Item spaces.
    if (event_phase(s.phase)) {
      if (s.stage != Stage::event_done || g.keeper != s.ev_space || !is_event_space(c, s.ev_space))
        return "event.space: an event is drawn on the Event space the Time Keeper stands on";
    }
    if (s.phase == Phase::item_draw && (s.stage != Stage::step || !is_item_space(c, g.keeper)))
      return "phase: 'item_draw' happens on an Item space";
  }
  if (s.phase == Phase::event_room) {
    const EventKind k = s.ev_kind;
    if (k != EventKind::hatch_blocked && k != EventKind::fire && k != EventKind::leak && k != EventKind::friendly_fire)
      return "event.kind: " + std::string(kEventNames[z(static_cast<int>(k))]) + " rolls no room";
    if (k == EventKind::friendly_fire && s.ev_step > 1) return "event.step: Friendly Fire rolls two rooms (steps 0, 1)";
  }
  if (s.phase == Phase::event_choice) {
    switch (detail::choice_of(s)) {
      case detail::Choice::block:
        if (s.ev_room < 1) return "event.room: the room of the blocked hatch is rolled first";
        break;
      case detail::Choice::spread: break;
      case detail::Choice::discard: {
        const EventKind k = s.ev_kind;
        if (k != EventKind::kraken && k != EventKind::turbulence && k != EventKind::stumble &&
            !(k == EventKind::friendly_fire && s.ev_step == 2))
          return "event.kind: " + std::string(kEventNames[z(static_cast<int>(k))]) + " asks for no choice";
        if (hand_size(s, s.active) <= s.ev_limit) return "event.limit: a discard is asked only above the hand limit";
        break;
      }
    }
  }
  return "";
}

std::string check_end(const Content& c, const State& s) {
  if ((s.phase == Phase::over) != (s.end != End::none))
    return s.phase == Phase::over ? "end: a finished game says how it ended" : "end: the game is not over, so end is null";
  if (s.phase != Phase::over) return "";
  int left = 0, at_zero = 0;
  for (int i = 0; i < s.players; ++i) {
    if (s.seats[z(i)].status != Status::aboard) continue;
    ++left;
    at_zero += s.seats[z(i)].keeper == 0;
  }
  bool track_end = false, passed = false;
  for (int t = 0; t < kTracks; ++t) track_end = track_end || s.disaster[z(t)] >= c.tracks[z(t)].end;
  for (std::uint8_t t : s.token) {
    if (t == kNone) continue;
    bool all = true;
    for (int i = 0; i < s.players; ++i)
      if (s.seats[z(i)].status == Status::aboard && s.seats[z(i)].keeper >= t) all = false;
    passed = passed || all;
  }
  // A marker at its end loses at once; between turns: no gnome, a token passed, all on 0.
  const End want = track_end ? End::disaster
                   : left == 0 ? End::no_gnome
                   : passed    ? End::destruction
                   : at_zero == left ? End::won
                                     : End::none;
  if (want == End::none) return "end: '" + std::string(end_name(s.end)) + "' but nothing has ended the game";
  if (want != s.end)
    return "end: '" + std::string(end_name(s.end)) + "' but the board says '" + std::string(end_name(want)) + "' (" +
           std::string(end_text(want)) + ")";
  return "";
}

}  // namespace

std::string state_problem(const Game& g, const State& s) {
  const Content& c = g.content();
  if (s.players != g.num_players()) return "players: not this game's";
  if (static_cast<int>(s.phase) >= kNumPhases) return "phase: unknown";
  if (s.active >= s.players) return "active: not a seat";
  for (const std::string& problem : {check_cards(c, s), check_board(c, s), check_seats(c, s), check_end(c, s)})
    if (!problem.empty()) return problem;
  if (setup(s.phase)) {
    if (const std::string p = check_setup(c, s); !p.empty()) return p;
  } else if (s.phase != Phase::over) {
    if (const std::string p = check_turn(c, g.board(), s); !p.empty()) return p;
  } else {
    if (s.ev_type != kNone && s.ev_type >= c.num_event_types) return "event.card: not a card of the content";
    if (s.partner != kNone || s.cursor != 0 || s.gave || s.got) return "partner: a finished game has no trade in progress";
  }
  // Something to do next: a decision for the seat to act, or an outcome for chance.
  if (current_player(s) >= 0) {
    ActionList list;
    g.legal_actions(s, list);
    if (list.empty()) return "phase: '" + std::string(phase_name(s.phase)) + "' leaves the gnome nothing it may do";
  } else if (current_player(s) == kChance) {
    ChanceList list;
    chance_outcomes(s, c, list);
    if (list.empty()) return "phase: '" + std::string(phase_name(s.phase)) + "' draws from an empty deck";
  }
  return "";
}

}  // namespace bgb::rn_codec
