// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's turn flow as pure functions of a State: deaths, the end of the game, the order of
/// turns on the Time Track, the updates phase (seed phase 4) and the resolution of every event (the
/// decks and their draws are decks.hpp). rules.hpp adds the decisions (legal actions and apply).
/// The events that choose a room (a fire's spread, a blocked hatch) read the board's tables
/// (board.hpp); their hatch-list forms stay as the reference the properties check them against.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "bgb/rn/board.hpp"
#include "bgb/rn/data.hpp"
#include "bgb/rn/decks.hpp"
#include "bgb/rn/state.hpp"

namespace bgb::rn::detail {

// ---------------------------------------------------------------------------------------------
// Losing, dying, leaving

constexpr void lose(State& s, End why) noexcept {
  s.phase = Phase::over;
  s.end = why;
}

/// A gnome leaves the game (dead or abandoned): its figure and Time Keeper leave the board and
/// its items go to the discards (decision D7).
constexpr void remove_gnome(State& s, int i, Status why) noexcept {
  Seat& g = s.seats[z(i)];
  g.status = why;
  g.fainted = false;
  g.height = 0;
  g.items = {};
}

/// Moves a disaster marker; reaching the end loses at once.
constexpr void raise(State& s, const Content& c, Track t, int n) noexcept {
  std::uint8_t& m = s.disaster[z(static_cast<int>(t))];
  const int end = c.tracks[z(static_cast<int>(t))].end;
  m = u8(m + n >= end ? end : m + n);
  if (m >= end && s.phase != Phase::over) lose(s, End::disaster);
}

/// "В любое время фазы Обновления в комнате с гномом, потерявшим сознание, возникает Пожар или
/// она Затапливается, то гном умирает." Returns whether a gnome died: any death ends the updates
/// (decision D10), so the callers stop them.
constexpr bool kill_fainted_in(State& s, int room) noexcept {
  bool died = false;
  for (int i = 0; i < s.players; ++i) {
    const Seat& g = s.seats[z(i)];
    if (g.status == Status::aboard && g.fainted && g.room == room) {
      remove_gnome(s, i, Status::dead);
      died = true;
    }
  }
  return died;
}

/// A room catches fire (fire event): no effect if it has water; else asphyxiation +1 (even if
/// it already burns) and fire there. Returns whether a fainted gnome there died.
constexpr bool ignite(State& s, const Content& c, int room) noexcept {
  if (room == kSea || s.water[z(room)] != Water::none) return false;
  raise(s, c, Track::asphyxiation, 1);
  s.fire = static_cast<std::uint16_t>(s.fire | (1U << room));
  return kill_fainted_in(s, room);
}

/// A room floods to high water; fire there goes out. Returns whether a fainted gnome there died.
constexpr bool flood(State& s, int room) noexcept {
  s.water[z(room)] = Water::high;
  s.fire = static_cast<std::uint16_t>(s.fire & ~(1U << room));
  return kill_fainted_in(s, room);
}

/// "все комнаты меняют фишки «Частично затоплено» на «Затоплено»". The rise is one effect of one
/// card: every low-water room rises even after a death in the first (decision D10).
constexpr bool rise_all(State& s) noexcept {
  bool died = false;
  for (int r = 1; r < kRooms; ++r)
    if (s.water[z(r)] == Water::low && flood(s, r)) died = true;
  return died;
}

// ---------------------------------------------------------------------------------------------
// The Time Track

/// The next gnome to act: aboard, alive, not at 0; the most minutes; on a shared space the top.
constexpr int next_gnome(const State& s) noexcept {
  int best = -1;
  for (int i = 0; i < s.players; ++i) {
    const Seat& g = s.seats[z(i)];
    if (g.status != Status::aboard || g.keeper == 0) continue;
    if (best < 0) {
      best = i;
      continue;
    }
    const Seat& b = s.seats[z(best)];
    if (g.keeper > b.keeper || (g.keeper == b.keeper && g.height > b.height)) best = i;
  }
  return best;
}

/// Phase 1 of gnome i (next_gnome's): the Ghost on its Time Keeper; a fainted gnome stands up.
constexpr void start_turn_of(State& s, int i) noexcept {
  Seat& g = s.seats[z(i)];
  s.active = u8(i);
  g.fainted = false;
  s.ghost = g.keeper;
  s.opened = kNone;
  s.began_in_sea = g.room == kSea;
  s.sober = false;
  s.played = {};
  s.fix_target = Target::none;
  s.fix_room = 0;
  s.fix_minutes = 0;
  s.fix_bonus = 0;
  s.partner = kNone;
  s.gave = 0;
  s.got = 0;
  s.ev_type = kNone;
  s.ev_step = 0;
  s.ev_room = 0;
  s.ev_space = 0;
  s.ev_limit = 0;
  s.stage = Stage::step;
  s.cursor = 0;
  s.phase = Phase::move;
}

constexpr void start_turn(State& s) noexcept { start_turn_of(s, next_gnome(s)); }

/// Between turns: whether the game has ended, and how (sets phase over), else the next gnome's
/// turn starts. One pass over the seats, where the end and next_gnome took one each: the order on
/// the Time Track is a key per Time Keeper aboard, minute then height, so next_gnome's "most
/// minutes, on a shared space the top" is the first largest key, the latest minute of a Time
/// Keeper aboard is that key's minute, and every one is at 0 exactly when that minute is 0.
/// `lifted` (or -1): that seat's Time Keeper, just arrived on its space (the active gnome at the
/// end of its updates), first goes on top of the ones there, found in the same pass; above every
/// other key of its minute it never ties one, so comparing it last keeps the first largest key.
///
/// The key is minute << 4 | height (a height is at most the number of gnomes, below 16): with a
/// shift of 8 the compiler read the two adjacent bytes as one 16-bit load, which waits for the
/// byte just stored into either (the walk's minute, the lifted height) to reach the cache.
constexpr void end_turn_keys(State& s, int lifted) noexcept {
  static_assert(kMaxPlayers < 16);
  if (s.phase == Phase::over) return;
  int best = -1, top = -1, stack = 0;
  const int lifted_keeper = lifted >= 0 ? s.seats[z(lifted)].keeper : -1;
  // The lifted seat's height is 0 in the pass (below every other on its space, so it raises no
  // stack and, if it holds the largest key of the pass, its new key is larger still): a branch
  // on "is it the lifted seat" mispredicted as often as the active seat changes.
  if (lifted >= 0) s.seats[z(lifted)].height = 0;
  for (int i = 0; i < s.players; ++i) {
    const Seat& g = s.seats[z(i)];
    if (g.status != Status::aboard) continue;
    stack = std::max(stack, g.keeper == lifted_keeper ? int{g.height} : 0);
    const int key = g.keeper << 4 | g.height;
    const bool higher = key > top;  // selects, not a branch: which seat acts next is random
    best = higher ? i : best;
    top = higher ? key : top;
  }
  if (lifted >= 0) {
    Seat& g = s.seats[z(lifted)];
    g.height = u8(stack + 1);
    if (g.status == Status::aboard) {
      const int key = g.keeper << 4 | g.height;
      if (key > top) {
        top = key;
        best = lifted;
      }
    }
  }
  if (top < 0) {
    lose(s, End::no_gnome);
    return;
  }
  // Decision D4: a Time Keeper has passed a token once it is on a smaller minute; every one has
  // when the latest has.
  const int latest = top >> 4;
  // The four tokens as one word, a byte each, one test for all: a token's minute (at most
  // kMinutes, below 0x80) plus 0x7F - latest sets the byte's bit 7 exactly when the minute is
  // above latest, and no byte carries into the next (at most 0x7F + 0x7F); kNone's bit 7 is
  // set, so ~tokens clears those bytes.
  static_assert(kTokens == 4 && kMinutes < 0x80 && (kNone & 0x80) != 0);
  const auto tokens = bgb::cast_detail::bit_cast<std::uint32_t>(s.token);
  const std::uint32_t raised = (tokens & 0x7F7F7F7FU) + 0x01010101U * static_cast<std::uint32_t>(0x7F - latest);
  const std::uint32_t passed = raised & ~tokens & 0x80808080U;
  if (passed != 0) {
    lose(s, End::destruction);
    return;
  }
  if (latest == 0) {
    s.phase = Phase::over;
    s.end = End::won;
    return;
  }
  start_turn_of(s, best);
}

constexpr void end_turn(State& s) noexcept { end_turn_keys(s, -1); }

/// "Когда гном умирает, то фигурка гнома и его Временная Отметка убираются с доски. Также
/// убирается Призрачная Временная Метка, и дальнейшие события не происходят до хода следующего
/// игрока." Any gnome's death during the updates ends them (decision D10): the rest of the event
/// card is not resolved and no further Event or Item space draws. The minutes were spent, so a
/// surviving active Time Keeper goes straight to the Ghost's space, on top of the stack there.
constexpr void stop_updates(State& s) noexcept {
  if (s.phase == Phase::over) return;  // a disaster track already ended the game
  s.ev_type = kNone;
  s.ev_step = 0;
  s.ev_limit = 0;
  s.stage = Stage::step;
  Seat& g = s.seats[z(s.active)];
  if (g.status == Status::aboard) {
    g.keeper = s.ghost;
    end_turn_keys(s, s.active);  // on top of the stack there
    return;
  }
  end_turn(s);
}

// ---------------------------------------------------------------------------------------------
// Updates (phase 4) and events

constexpr void continue_updates(State& s, const Content& c) noexcept;

/// The event in progress is resolved: the updates go on.
constexpr void event_done(State& s, const Content& c) noexcept {
  s.ev_type = kNone;
  s.ev_step = 0;
  s.ev_limit = 0;
  continue_updates(s, c);
}

/// A hand limit on the active gnome: `discard ITEM` until it holds at most `limit`.
constexpr void hand_limit(State& s, const Content& c, int limit) noexcept {
  s.ev_limit = u8(limit);
  if (hand_size(s, s.active) > limit) {
    s.phase = Phase::event_choice;
    return;
  }
  event_done(s, c);
}

/// A Destruction token `ahead` minutes ahead of the Event space; not placed past 0; one of each.
constexpr void place_token(State& s, const Content& c, Token t) noexcept {
  const int at = s.ev_space - c.token_ahead[z(static_cast<int>(t))];
  std::uint8_t& tok = s.token[z(static_cast<int>(t))];
  if (at >= 0 && tok == kNone) tok = u8(at);
}

/// Rooms a fire may spread to: no fire, no water, next to a burning room through any interior
/// hatch, blocked or not ("Заблокированные люки не мешают распространению огня").
constexpr std::uint16_t spread_targets(const State& s, const Content& c) noexcept {
  std::uint16_t out = 0;
  for (int h = 0; h < c.num_hatches; ++h) {
    const Hatch& hh = c.hatches[z(h)];
    if (is_exterior(hh)) continue;
    for (int side = 0; side < 2; ++side) {
      const int from = side ? hh.b : hh.a, to = side ? hh.a : hh.b;
      if (on_fire(s, from) && !on_fire(s, to) && s.water[z(to)] == Water::none)
        out = static_cast<std::uint16_t>(out | (1U << to));
    }
  }
  return out;
}

/// Unblocked interior hatches of a room, as a mask over the rooms on their other side.
constexpr std::uint16_t blockable(const State& s, const Content& c, int room) noexcept {
  std::uint16_t out = 0;
  for (int h = 0; h < c.num_hatches; ++h) {
    const Hatch& hh = c.hatches[z(h)];
    const int other = other_side(hh, room);
    if (other < 0 || is_exterior(hh) || is_blocked(s, h)) continue;
    out = static_cast<std::uint16_t>(out | (1U << other));
  }
  return out;
}

/// spread_targets from the board's tables: the interior neighbours of the burning rooms, less
/// the burning ones and those with water (the hatch list's loop was a twentieth of a playout).
/// The same mask: content_error refuses two hatches joining the same rooms.
constexpr std::uint16_t spread_targets(const State& s, const Board& b) noexcept {
  std::uint32_t near = 0;
  for (std::uint32_t m = s.fire; m != 0; m &= m - 1) near |= b.inner[z(std::countr_zero(m))];
  std::uint32_t out = near & ~std::uint32_t{s.fire};
  for (std::uint32_t m = out; m != 0; m &= m - 1) {
    const int to = std::countr_zero(m);
    if (to >= kRooms || s.water[z(to)] != Water::none) out &= ~(1U << to);
  }
  return static_cast<std::uint16_t>(out);
}

/// Rooms behind an interior hatch of `room` that is blocked, as a mask (the `fix hatch-R`
/// targets): one test per neighbour, none where no hatch of the room is blocked.
constexpr std::uint16_t blocked_next(const State& s, const Board& b, int room) noexcept {
  std::uint16_t m = 0;
  if ((s.blocked & b.locks[z(room)]) == 0) return m;
  for (int i = 0; i < b.degree[z(room)]; ++i)
    if (s.blocked & b.lock[z(room)][z(i)]) m = static_cast<std::uint16_t>(m | (1U << b.next[z(room)][z(i)]));
  return m;
}

/// blockable from the board's tables: the interior neighbours less those behind a blocked hatch.
constexpr std::uint16_t blockable(const State& s, const Board& b, int room) noexcept {
  return static_cast<std::uint16_t>(b.inner[z(room)] & ~blocked_next(s, b, room));
}

/// Resolves the event in progress from its current step until it needs a chance outcome or a
/// choice, or is done.
constexpr void run_event(State& s, const Content& c, const Board& b) noexcept {
  switch (s.ev_kind) {
    case EventKind::respite: break;
    case EventKind::hatch_blocked:
    case EventKind::fire:
    case EventKind::leak:
    case EventKind::friendly_fire:
      s.phase = Phase::event_room;
      return;
    case EventKind::fire_spreads:
      if (spread_targets(s, b) != 0) {
        s.phase = Phase::event_choice;
        return;
      }
      break;
    case EventKind::underwater_current:
      // The current may drown a fainted gnome like a leak: "Когда гном умирает ... дальнейшие
      // события не происходят до хода следующего игрока" (decision D10).
      if (rise_all(s)) {
        stop_updates(s);
        return;
      }
      break;
    case EventKind::descent: raise(s, c, Track::pressure, 1); break;
    case EventKind::fast_descent: raise(s, c, Track::pressure, 2); break;
    case EventKind::reactor_warmup: raise(s, c, Track::heat, 1); break;
    case EventKind::reactor_malfunction: raise(s, c, Track::heat, 2); break;
    case EventKind::oxygen_pumps_down: place_token(s, c, Token::asphyxiated); break;
    case EventKind::engine_down: place_token(s, c, Token::crushed); break;
    case EventKind::missile_countdown: place_token(s, c, Token::missile); break;
    case EventKind::kraken:
      place_token(s, c, Token::kraken);
      hand_limit(s, c, c.limit_kraken);
      return;
    case EventKind::turbulence: hand_limit(s, c, c.limit_turbulence); return;
    case EventKind::stumble: hand_limit(s, c, c.limit_stumble); return;
    case EventKind::overheated:
      // "все игроки, которые имеют карточку предмета «Грог», должны использовать её"
      for (int i = 0; i < s.players; ++i) {
        Seat& g = s.seats[z(i)];
        if (g.status != Status::aboard || g.items[z(static_cast<int>(Item::grog))] == 0) continue;
        g.items.add(z(static_cast<int>(Item::grog)), -1);
        if (g.intox < kMaxIntoxication) ++g.intox;
      }
      break;
  }
  if (s.phase == Phase::over) return;
  event_done(s, c);
}

/// `room N` for the event in progress. A death (any gnome's) ends the updates at once.
constexpr void event_room(State& s, const Content& c, const Board& b, int room) noexcept {
  bool died = false;
  switch (s.ev_kind) {
    case EventKind::hatch_blocked:
      s.ev_room = u8(room);
      if (blockable(s, b, room) != 0) {
        s.phase = Phase::event_choice;
        return;
      }
      break;
    case EventKind::fire: died = ignite(s, c, room); break;
    case EventKind::leak:
      died = flood(s, room);
      if (rise_all(s)) died = true;
      break;
    case EventKind::friendly_fire:
      if (s.ev_step == 0) {
        died = ignite(s, c, room);
        if (died || s.phase == Phase::over) break;  // a death: no leak, no hand limit
        s.ev_step = 1;
        s.phase = Phase::event_room;
        return;
      }
      died = flood(s, room);
      if (rise_all(s)) died = true;
      if (died || s.phase == Phase::over) break;
      s.ev_step = 2;
      hand_limit(s, c, c.limit_friendly_fire);
      return;
    default: break;
  }
  if (s.phase == Phase::over) return;
  if (died) {
    stop_updates(s);
    return;
  }
  event_done(s, c);
}

/// What the active gnome chooses in Phase::event_choice.
enum class Choice : std::uint8_t { block, spread, discard };
constexpr Choice choice_of(const State& s) noexcept {
  if (s.ev_kind == EventKind::hatch_blocked) return Choice::block;
  if (s.ev_kind == EventKind::fire_spreads) return Choice::spread;
  return Choice::discard;
}

/// Starts an event draw on the space just entered; false if no event card is left anywhere.
constexpr bool start_event_draw(State& s, const Content& c) noexcept {
  if (!ready_event_deck(s, c)) return false;
  s.phase = Phase::event_draw;
  return true;
}
constexpr bool start_item_draw(State& s, const Content& c) noexcept {
  if (!ready_item_deck(s, c)) return false;
  s.phase = Phase::item_draw;
  return true;
}

/// Moves the active Time Keeper toward the Ghost space by space, stopping for each Event space
/// (event first) and Item space; at the Ghost it goes on top of its space and the turn ends.
constexpr void continue_updates(State& s, const Content& c) noexcept {
  Seat& g = s.seats[z(s.active)];
  // Nothing on the way changes the phase or the gnome's status (a draw that cannot start only
  // reshuffles), so they are asked once, not at every space.
  if (s.phase == Phase::over) return;
  if (g.status != Status::aboard) {  // deaths during the updates go through stop_updates; a guard
    end_turn(s);
    return;
  }
  if (s.stage == Stage::event_done) {
    s.stage = Stage::step;
    if (is_item_space(c, g.keeper) && start_item_draw(s, c)) return;
  }
  // Most spaces are neither kind: one test of both masks passes them.
  const std::uint64_t stops = c.event_spaces | c.item_spaces;
  while (g.keeper > s.ghost) {
    --g.keeper;
    if (g.keeper > kMinutes || !((stops >> g.keeper) & 1U)) continue;
    if (is_event_space(c, g.keeper)) {
      s.ev_space = g.keeper;
      if (start_event_draw(s, c)) {
        s.stage = Stage::event_done;
        return;
      }
      // No event card anywhere: the event is done at once and the space's item (if any) drawn.
    }
    if (is_item_space(c, g.keeper) && start_item_draw(s, c)) return;
  }
  end_turn_keys(s, s.active);  // on top of the Time Keepers on the Ghost's space
}

/// Phase 4 begins: "Вначале фазы Обновления, если активный гном все еще находится в комнате с
/// фишкой «Затоплено» или «Пожар», то этот гном умирает"; "Если активный гном начал и закончил
/// свой ход в море ... гном умирает."
constexpr void begin_updates(State& s, const Content& c) noexcept {
  const Seat& g = s.seats[z(s.active)];
  const bool in_sea = g.room == kSea;
  if ((!in_sea && (on_fire(s, g.room) || s.water[z(g.room)] == Water::high)) || (in_sea && s.began_in_sea)) {
    remove_gnome(s, s.active, Status::dead);
    end_turn(s);
    return;
  }
  s.stage = Stage::step;
  continue_updates(s, c);
}

/// Phase 3 is due: "Если Вы сыграли одну или несколько карточек Грога ..." and not "Если во
/// время своего хода Кофе было использовано после того, как был использован Грог, то не
/// требуется проходить проверку на слабость."
constexpr bool faint_due(const State& s) noexcept {
  return s.played[z(static_cast<int>(Item::grog))] > 0 && !s.sober;
}

/// The faint check's card is drawn (decision D23); with no event card anywhere it is skipped.
constexpr void draw_for_faint(State& s, const Content& c) noexcept {
  if (ready_event_deck(s, c)) {
    s.phase = Phase::faint_draw;
    return;
  }
  begin_updates(s, c);
}

/// Phase 3 after the action. "Карточка Предмета может быть сыграна только в Ваш ход. В свой ход
/// может быть сыграно любое количество Предметов": the turn goes on after the action, so a
/// Coffee (in hand all along, or just drawn by `take items` or got in a trade) may still be
/// played before the check (decision D26): the gnome chooses in Phase::faint_choice, `play
/// coffee` or `check`. The phase is entered whenever the check is due, Coffee in hand or not:
/// every seat sees the phase, so entering it only with a Coffee would tell them the gnome holds
/// one (the project's hidden-information contract); `check` is always legal there.
constexpr void faint_check(State& s, const Content& c) noexcept {
  if (!faint_due(s)) {
    begin_updates(s, c);
    return;
  }
  s.phase = Phase::faint_choice;
}

/// The one action is fully performed (every draw, roll and trade step done). `fire_fix`: it was
/// `fix fire` (or the flight after one), the only action that does not kill in a burning room.
constexpr void after_action(State& s, const Content& c, bool fire_fix) noexcept {
  const Seat& g = s.seats[z(s.active)];
  if (!fire_fix && g.room != kSea && on_fire(s, g.room)) {
    // "Вы можете совершить другое действие, но в этом случае гном погибнет героической смертью
    // немедленно после совершения этого действия."
    remove_gnome(s, s.active, Status::dead);
    end_turn(s);
    return;
  }
  faint_check(s, c);
}

}  // namespace bgb::rn::detail
