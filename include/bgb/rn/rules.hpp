// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's rules as pure functions of (State, Content): the legal decisions and chance
/// outcomes (decisions.hpp) and apply (the Russian rulebook; the specification fills its gaps). The
/// turn flow, updates and events are in flow.hpp, the decks and their draws in decks.hpp, movement
/// (open, pour, enter) and the flight in movement.hpp; docs/rules/red-november.md lists the
/// decisions where seed and spec are silent.
#include <cstdint>

#include "bgb/core/types.hpp"
#include "bgb/rn/actions.hpp"
#include "bgb/rn/data.hpp"
#include "bgb/rn/decisions.hpp"
#include "bgb/rn/flow.hpp"
#include "bgb/rn/movement.hpp"
#include "bgb/rn/state.hpp"

namespace bgb::rn {

namespace detail {

/// The action is taken in the gnome's room: a take marks the room; any other action in another
/// room clears the mark ("повторно может брать ... только если он выполнил действие в другой
/// комнате").
constexpr void note_action(State& s, bool take) noexcept {
  Seat& g = s.seats[z(s.active)];
  if (take) {
    g.took = g.room;
  } else if (g.took != g.room) {
    g.took = 0;
  }
}

constexpr void fix_succeeded(State& s, const Content& c, const Board& b) noexcept {
  Seat& g = s.seats[z(s.active)];
  auto back_to_star = [&](Track t) {
    std::uint8_t& m = s.disaster[z(static_cast<int>(t))];
    const std::uint8_t star = c.tracks[z(static_cast<int>(t))].star;
    if (m > star) m = star;
  };
  switch (s.fix_target) {
    case Target::hatch: s.blocked &= ~(1U << b.hatch[g.room][s.fix_room]); break;
    case Target::fire: s.fire = static_cast<std::uint16_t>(s.fire & ~(1U << g.room)); break;
    case Target::water: s.water[z(g.room)] = Water::none; break;
    case Target::engine: back_to_star(Track::pressure); break;
    case Target::pumps: back_to_star(Track::asphyxiation); break;
    case Target::reactor: back_to_star(Track::heat); break;
    default: break;
  }
  const int tok = token_of(s.fix_target);
  if (tok >= 0) s.token[z(tok)] = kNone;
  after_action(s, c, s.fix_target == Target::fire);
}

constexpr void fix_failed(State& s, const Content& c, const Board& b) noexcept {
  // "Если действие неудачное, то ваш гном должен сделать дополнительный ход, чтобы перейти в
  // соседнею комнату (если это возможно)". Whether the flight is entered depends on public facts
  // only (can_flee, decision D9).
  if (s.fix_target == Target::fire && can_flee(s, b)) {
    s.phase = Phase::flee;
    return;
  }
  after_action(s, c, s.fix_target == Target::fire);
}

constexpr void start_fix(State& s, const Content& c, const Board& b, ActionId a) noexcept {
  const Seat& g = s.seats[z(s.active)];
  const Target t = act::fix_target(a);
  const int m = act::fix_minutes(a);
  s.fix_target = t;
  s.fix_room = u8(act::fix_hatch_room(a));
  s.fix_minutes = u8(m);
  s.fix_bonus = u8(bonus(s, c, b, t));
  spend(s, m + (t == Target::water ? 0 : water_extra(s, g.room)));
  note_action(s, false);
  // "Игрок автоматически проваливает Ремонт этого события, если Призрачная Временная Метка
  // проходит через фишку Разрушения во время планирования ремонта."
  const int tok = token_of(t);
  if (tok >= 0 && s.token[z(tok)] != kNone && s.ghost < s.token[z(tok)]) {
    fix_failed(s, c, b);
    return;
  }
  s.phase = Phase::fix_roll;
}

}  // namespace detail

/// Applies a legal action or chance outcome in place (unchecked: see is_legal); b is
/// make_board(c) (events, fixes, blocks and the flight read its tables).
constexpr void apply_in_place(State& s, const Content& c, const Board& b, ActionId a) noexcept {
  using detail::item_i;
  Seat& g = s.seats[z(s.active)];
  const int arg = act::arg_of(a);
  switch (act::kind_of(a)) {
    case act::Kind::place:
      s.seats[z(s.cursor)].room = u8(arg + 1);
      if (++s.cursor == s.players) {
        s.cursor = 0;
        s.phase = Phase::stack;
      }
      return;
    case act::Kind::stack:
      // Built bottom-up: the last Time Keeper stacked is on top and acts first.
      s.seats[z(arg)].height = u8(++s.cursor);
      if (s.cursor == s.players) {
        s.cursor = 0;
        s.phase = Phase::deal;
        detail::ready_item_deck(s, c);
      }
      return;
    case act::Kind::item:
      --s.item_deck[z(arg)];
      if (s.phase == Phase::deal) {
        s.seats[z(s.cursor / 2)].items.add(z(arg), 1);
        if (++s.cursor == 2 * s.players) {
          detail::start_turn(s);
        } else if (!detail::ready_item_deck(s, c)) {
          detail::start_turn(s);  // unreachable with validated content (at least 16 cards)
        }
        return;
      }
      g.items.add(z(arg), 1);
      if (s.phase == Phase::take_draw) {
        if (--s.cursor > 0 && detail::ready_item_deck(s, c)) return;
        s.cursor = 0;
        detail::after_action(s, c, false);
        return;
      }
      detail::continue_updates(s, c);  // an Item space
      return;
    case act::Kind::event: {
      --s.event_deck[z(arg)];
      const EventCard& e = c.events[z(arg)];
      if (s.phase == Phase::faint_draw) {
        // "когда число на карте < уровня интоксикации гнома, то он теряет сознание"
        if (e.faint != kNoFaint && e.faint < g.intox) {
          s.ghost = u8(s.ghost >= 10 ? s.ghost - 10 : 0);
          g.fainted = true;
          if (g.room == kSea) {  // "Гном, потерявший сознание после выхода в море, умирает."
            detail::remove_gnome(s, s.active, Status::dead);
            detail::end_turn(s);
            return;
          }
        }
        detail::begin_updates(s, c);
        return;
      }
      s.ev_type = u8(arg);
      s.ev_kind = e.kind;
      s.ev_step = 0;
      s.ev_room = 0;
      detail::run_event(s, c, b);
      return;
    }
    case act::Kind::roll:
      // "Если выпало < суммы времени и модификаторов, то действие удалось."
      if (arg + 1 < s.fix_minutes + s.fix_bonus) {
        detail::fix_succeeded(s, c, b);
      } else {
        detail::fix_failed(s, c, b);
      }
      return;
    case act::Kind::room: detail::event_room(s, c, b, arg + 1); return;
    case act::Kind::open: detail::open_hatch(s, arg); return;
    case act::Kind::enter: {
      const int cost = detail::enter_cost(s, s.opened);
      g.room = s.opened;
      detail::spend(s, cost);
      s.opened = kNone;
      return;
    }
    case act::Kind::play:
      g.items.add(z(arg), -1);
      ++s.played[z(arg)];
      if (arg == item_i(Item::grog)) {
        if (g.intox < kMaxIntoxication) ++g.intox;
        s.sober = false;
      } else if (arg == item_i(Item::coffee)) {
        g.intox = 0;
        s.sober = true;
      }
      // After the action (decision D26) the Coffee played means no check: the updates begin.
      if (s.phase == Phase::faint_choice) detail::faint_check(s, c);
      return;
    case act::Kind::fix:
      s.opened = kNone;
      detail::start_fix(s, c, b, a);
      return;
    case act::Kind::take_grog:
      s.opened = kNone;
      detail::spend(s, arg + 1 + detail::water_extra(s, g.room));
      detail::note_action(s, true);
      s.cabin_grog = u8(s.cabin_grog - (arg + 1));
      g.items.add(z(item_i(Item::grog)), arg + 1);
      detail::after_action(s, c, false);
      return;
    case act::Kind::take_items:
      s.opened = kNone;
      detail::spend(s, arg + 1 + detail::water_extra(s, g.room));
      detail::note_action(s, true);
      s.cursor = u8(arg + 1);
      if (detail::ready_item_deck(s, c)) {
        s.phase = Phase::take_draw;
        return;
      }
      s.cursor = 0;
      detail::after_action(s, c, false);
      return;
    case act::Kind::trade:
      s.opened = kNone;
      detail::spend(s, 1 + detail::water_extra(s, g.room));
      detail::note_action(s, false);
      s.partner = u8(arg);
      s.phase = Phase::trade;
      return;
    case act::Kind::give:
      g.items.add(z(arg), -1);
      s.seats[z(s.partner)].items.add(z(arg), 1);
      s.gave = static_cast<std::uint16_t>(s.gave | (1U << arg));
      return;
    case act::Kind::get:
      s.seats[z(s.partner)].items.add(z(arg), -1);
      g.items.add(z(arg), 1);
      s.got = static_cast<std::uint16_t>(s.got | (1U << arg));
      return;
    case act::Kind::done:
      s.partner = kNone;
      s.gave = 0;
      s.got = 0;
      detail::after_action(s, c, false);
      return;
    case act::Kind::rest:
      s.opened = kNone;
      detail::spend(s, 1);
      detail::note_action(s, false);
      detail::after_action(s, c, false);
      return;
    case act::Kind::abandon:
      // "Уберите фишку гнома и его Временную Метку с игровой доски." No faint check, no updates.
      detail::spend(s, 1);
      detail::remove_gnome(s, s.active, Status::abandoned);
      detail::end_turn(s);
      return;
    case act::Kind::flee:
      // Open, pour where the neighbour is in high water, enter: the normal rules' steps and
      // costs (decision D9).
      detail::flee_to(s, arg);
      detail::after_action(s, c, true);
      return;
    case act::Kind::pour:
      // "Перелить воду (0 минут) ... через открытый люк": the hatch stays open, so `enter` may
      // follow into what is now low water.
      detail::pour_water(s, g.room, s.opened);
      return;
    case act::Kind::check:
      // Decision D26: the gnome takes the faint check (keeping a Coffee if it holds one).
      detail::draw_for_faint(s, c);
      return;
    case act::Kind::stay:
      // Decision D9: no room is enterable with the items played; the gnome stays in the fire
      // (the faint check, if due, then the updates, which it does not survive there).
      detail::after_action(s, c, true);
      return;
    case act::Kind::block:
      s.blocked |= 1U << b.hatch[z(s.ev_room)][z(arg)];
      detail::event_done(s, c);
      return;
    case act::Kind::spread:
      // "В этой комнате размещается фишка «Пожар» и значение шкалы Удушья увеличивается на единицу."
      detail::raise(s, c, Track::asphyxiation, 1);
      s.fire = static_cast<std::uint16_t>(s.fire | (1U << arg));
      if (detail::kill_fainted_in(s, arg)) {
        detail::stop_updates(s);  // decision D10: any death ends the updates
        return;
      }
      if (s.phase == Phase::over) return;
      detail::event_done(s, c);
      return;
    case act::Kind::discard:
      g.items.add(z(arg), -1);
      if (hand_size(s, s.active) > s.ev_limit) return;
      detail::event_done(s, c);
      return;
    case act::Kind::invalid: return;
  }
}

/// Applies a legal action or chance outcome in place (the board's tables built here where an
/// event reads them).
constexpr void apply_in_place(State& s, const Content& c, ActionId a) noexcept {
  const act::Kind k = act::kind_of(a);
  const bool tables = k == act::Kind::event || k == act::Kind::room || k == act::Kind::roll || k == act::Kind::fix ||
                      k == act::Kind::block;
  apply_in_place(s, c, tables ? make_board(c) : Board{}, a);
}

}  // namespace bgb::rn
