// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's rules as pure functions of (State, Content): the legal decisions, the chance
/// outcomes and apply (the Russian rulebook; the specification fills its gaps). The turn flow,
/// updates and events are in flow.hpp, movement (open, pour, enter) and the flight in movement.hpp;
/// docs/rules/red-november.md lists the decisions where seed and spec are silent.
#include <cstdint>

#include "bgb/core/chance.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/rn/actions.hpp"
#include "bgb/rn/data.hpp"
#include "bgb/rn/flow.hpp"
#include "bgb/rn/movement.hpp"
#include "bgb/rn/state.hpp"

namespace bgb::rn {

/// Enough for any decision: at most 15 fix targets x 10 minutes plus moves, plays and takes.
inline constexpr int kMaxLegalActions = 256;
using ActionList = FixedVector<ActionId, kMaxLegalActions>;
using ChanceList = FixedVector<ChanceOutcome, kMaxEventTypes>;

/// A new game: every gnome's Time Keeper beside the start space, the decks full (the Kraken set
/// aside), the disaster markers on 0; the first chance node places seat 0's gnome.
constexpr State new_state(int players, const Content& c) noexcept {
  State s;
  s.players = u8(players);
  s.phase = Phase::place;
  s.cabin_grog = c.cabin_grog;
  for (int k = 0; k < kItemKinds; ++k) s.item_deck[z(k)] = c.items[z(k)].deck;
  for (int t = 0; t < c.num_event_types; ++t) {
    const EventCard& e = c.events[z(t)];
    s.event_deck[z(t)] = e.kind == EventKind::kraken ? 0 : e.count;  // "Отложите в сторону карту события «Кракен»"
  }
  for (int i = 0; i < players; ++i) s.seats[z(i)].keeper = c.start[z(players)];
  return s;
}

constexpr PlayerId current_player(const State& s) noexcept {
  switch (s.phase) {
    case Phase::move:
    case Phase::trade:
    case Phase::flee:
    case Phase::faint_choice:
    case Phase::event_choice: return s.active;
    case Phase::over: return kTerminal;
    default: return kChance;
  }
}
constexpr bool is_terminal(const State& s) noexcept { return s.phase == Phase::over; }

namespace detail {

/// The +2 minutes of an action in low water ("Все действия за исключением «Откачать Воду» и
/// «Бездействие» занимают дополнительно две минуты").
constexpr int water_extra(const State& s, int room) noexcept {
  return room != kSea && s.water[z(room)] == Water::low ? 2 : 0;
}

/// The bonus of the items played this turn on a fix of `t`.
constexpr int bonus(const State& s, const Content& c, Target t) noexcept {
  int b = 0;
  for (int k = 0; k < kItemKinds; ++k) {
    const ItemDef& d = c.items[z(k)];
    if (applies(d, t)) b += s.played[z(k)] * d.bonus;
  }
  return b;
}

/// The Destruction token a successful fix of `t` removes, or -1.
constexpr int token_of(Target t) noexcept {
  switch (t) {
    case Target::pumps: return static_cast<int>(Token::asphyxiated);
    case Target::engine: return static_cast<int>(Token::crushed);
    case Target::missile: return static_cast<int>(Token::missile);
    case Target::kraken: return static_cast<int>(Token::kraken);
    default: return -1;
  }
}

/// Whether `t` can be fixed in the active gnome's room (`hatch_room` for a hatch).
constexpr bool fixable(const State& s, const Content& c, Target t, int hatch_room) noexcept {
  const int r = s.seats[z(s.active)].room;
  switch (t) {
    case Target::hatch: {
      if (r == kSea) return false;
      const int h = hatch_between(c, r, hatch_room);
      return h >= 0 && !is_exterior(c.hatches[z(h)]) && is_blocked(s, h);
    }
    case Target::fire: return r != kSea && on_fire(s, r);
    case Target::water: return r != kSea && s.water[z(r)] == Water::low;
    case Target::engine:
    case Target::pumps:
    case Target::reactor: return r == machine_room(c, t);
    case Target::missile: return r == c.missile_room && s.token[z(token_of(t))] != kNone;
    case Target::kraken: return r == kSea && s.token[z(token_of(t))] != kNone;
    case Target::none: return false;
  }
  return false;
}

/// Cards that could still be drawn from the item deck (deck plus discards).
constexpr int item_cards_left(const State& s, const Content& c) noexcept {
  int n = 0;
  for (int k = 0; k < kItemKinds; ++k) n += s.item_deck[z(k)] + item_discards(s, c, k);
  return n;
}

/// `play ITEM` for every item kind the active gnome holds.
constexpr void list_plays(const State& s, ActionList& out) noexcept {
  const Seat& g = s.seats[z(s.active)];
  for (int k = 0; k < kItemKinds; ++k)
    if (g.items[z(k)] > 0) out.push_back(act::kPlay + k);
}

constexpr void list_move_phase(const State& s, const Content& c, ActionList& out) noexcept {
  const Seat& g = s.seats[z(s.active)];
  const int r = g.room;
  const int ghost = s.ghost;
  // Movement keeps a minute for the one action (decision D2).
  if (s.opened != kNone) {
    const int cost = enter_cost(s, s.opened);
    if (cost >= 0 && ghost - cost >= 1) out.push_back(act::kEnter);
  }
  if (ghost >= 2) {
    for (int to = 0; to < kRooms; ++to) {
      const int h = hatch_between(c, r, to);
      if (h < 0) continue;
      if (!is_exterior(c.hatches[z(h)]) && is_blocked(s, h)) continue;
      out.push_back(act::open(to));
    }
  }
  list_plays(s, out);
  // The one action.
  const bool high = r != kSea && s.water[z(r)] == Water::high;
  if (!high) {
    const int extra = water_extra(s, r);
    for (int ti = 0; ti < act::kFixTargets; ++ti) {
      const Target t = ti < 10 ? Target::hatch : static_cast<Target>(ti - 10 + static_cast<int>(Target::fire));
      if (!fixable(s, c, t, ti + 1)) continue;
      const int add = t == Target::water ? 0 : extra;
      for (int m = 1; m <= 10 && m + add <= ghost; ++m) out.push_back(act::kFix + ti * 10 + m - 1);
    }
    if (g.took != r) {
      if (r == c.cabin_room)
        for (int n = 1; n <= 2 && n <= s.cabin_grog && n + extra <= ghost; ++n) out.push_back(act::take_grog(n));
      if (r == c.stores_room) {
        const int left = item_cards_left(s, c);
        for (int n = 1; n <= 4 && n <= left && n + extra <= ghost; ++n) out.push_back(act::take_items(n));
      }
    }
    if (1 + extra <= ghost)
      for (int j = 0; j < s.players; ++j)
        if (j != s.active && s.seats[z(j)].status == Status::aboard && s.seats[z(j)].room == r)
          out.push_back(act::trade(j));
  }
  if (ghost >= 1) out.push_back(act::kRest);
  if (r == kSea && g.keeper < 10 && ghost >= 1) out.push_back(act::kAbandon);
  // Seed step 2, the player's choice while the hatch just opened is open (0 minutes: D2 holds).
  if (can_pour(s)) out.push_back(act::kPour);
}

}  // namespace detail

/// The decisions of the seat to act, in action-id order (empty at chance nodes and the end).
constexpr void legal_actions(const State& s, const Content& c, ActionList& out) noexcept {
  out.clear();
  const Seat& g = s.seats[z(s.active)];
  switch (s.phase) {
    case Phase::move: detail::list_move_phase(s, c, out); return;
    case Phase::trade: {
      // Spec: "`play ITEM` at any time in phases 1–2": the trade is the action (phase 2), so an
      // item may be played during it, one just got included.
      detail::list_plays(s, out);
      const Seat& p = s.seats[z(s.partner)];
      // An item kind changes hands one way in a trade (decision D12): what was given is not got
      // back, so a trade ends.
      for (int k = 0; k < kItemKinds; ++k)
        if (g.items[z(k)] > 0 && !((s.got >> k) & 1U)) out.push_back(act::kGive + k);
      for (int k = 0; k < kItemKinds; ++k)
        if (p.items[z(k)] > 0 && !((s.gave >> k) & 1U)) out.push_back(act::kGet + k);
      out.push_back(act::kDone);
      return;
    }
    case Phase::flee: {
      // The flight ends the `fix fire` action (phase 2): items may be played, e.g. an Aqualung
      // to flee into the Sea, but a room needing an item is a target only once it is played
      // ("войти в неё ... можно, только если была сыграна карточка"), so the targets never
      // depend on the hand. Where none is open, `stay` ends the flight (decision D9); once one
      // is, the move is forced: "ваш гном должен сделать дополнительный ход ... (если это
      // возможно)".
      detail::list_plays(s, out);
      const std::uint16_t m = detail::flee_targets(s, c);
      for (int r = 0; r < kRooms; ++r)
        if ((m >> r) & 1U) out.push_back(act::flee(r));
      if (detail::may_stay(s, c)) out.push_back(act::kStay);
      return;
    }
    case Phase::faint_choice:
      // Decision D26: before the faint check the gnome may still play a Coffee it holds ("В
      // свой ход может быть сыграно любое количество Предметов"), or go on to the check, which
      // is always legal: the phase comes with every due check, so it says nothing of the hand.
      // Only the Coffee: any other item's effect is for the movement and the action, both over.
      if (g.items[z(detail::item_i(Item::coffee))] > 0) out.push_back(act::play(Item::coffee));
      out.push_back(act::kCheck);
      return;
    case Phase::event_choice: {
      switch (detail::choice_of(s)) {
        case detail::Choice::block: {
          const std::uint16_t m = detail::blockable(s, c, s.ev_room);
          for (int r = 0; r < kRooms; ++r)
            if ((m >> r) & 1U) out.push_back(act::block(r));
          return;
        }
        case detail::Choice::spread: {
          const std::uint16_t m = detail::spread_targets(s, c);
          for (int r = 0; r < kRooms; ++r)
            if ((m >> r) & 1U) out.push_back(act::spread(r));
          return;
        }
        case detail::Choice::discard:
          for (int k = 0; k < kItemKinds; ++k)
            if (g.items[z(k)] > 0) out.push_back(act::kDiscard + k);
          return;
      }
      return;
    }
    default: return;
  }
}

/// The outcomes of a chance node with integer weights (empty when a seat acts).
constexpr void chance_outcomes(const State& s, const Content& c, ChanceList& out) noexcept {
  out.clear();
  switch (s.phase) {
    case Phase::place:
      for (int n = 1; n <= 10; ++n) out.push_back({act::place(n), 1});
      return;
    case Phase::fix_roll:
      for (int n = 1; n <= 10; ++n) out.push_back({act::roll(n), 1});
      return;
    case Phase::event_room:
      for (int n = 1; n <= 10; ++n) out.push_back({act::room(n), 1});
      return;
    case Phase::stack:
      for (int i = 0; i < s.players; ++i)
        if (s.seats[z(i)].height == 0) out.push_back({act::stack(i), 1});
      return;
    case Phase::deal:
    case Phase::take_draw:
    case Phase::item_draw:
      for (int k = 0; k < kItemKinds; ++k)
        if (s.item_deck[z(k)] > 0) out.push_back({act::kItem + k, s.item_deck[z(k)]});
      return;
    case Phase::faint_draw:
    case Phase::event_draw:
      for (int t = 0; t < c.num_event_types; ++t)
        if (s.event_deck[z(t)] > 0) out.push_back({act::event(t), s.event_deck[z(t)]});
      return;
    default: return;
  }
}

/// Whether `a` is a legal decision or chance outcome in s.
constexpr bool is_legal(const State& s, const Content& c, ActionId a) noexcept {
  if (act::kind_of(a) == act::Kind::invalid || s.phase == Phase::over) return false;
  if (current_player(s) == kChance) {
    ChanceList list;
    chance_outcomes(s, c, list);
    for (const ChanceOutcome& o : list)
      if (o.action == a) return true;
    return false;
  }
  ActionList list;
  legal_actions(s, c, list);
  return list.contains(a);
}

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

constexpr void fix_succeeded(State& s, const Content& c) noexcept {
  Seat& g = s.seats[z(s.active)];
  auto back_to_star = [&](Track t) {
    std::uint8_t& m = s.disaster[z(static_cast<int>(t))];
    const std::uint8_t star = c.tracks[z(static_cast<int>(t))].star;
    if (m > star) m = star;
  };
  switch (s.fix_target) {
    case Target::hatch: s.blocked &= ~(1U << hatch_between(c, g.room, s.fix_room)); break;
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

constexpr void fix_failed(State& s, const Content& c) noexcept {
  // "Если действие неудачное, то ваш гном должен сделать дополнительный ход, чтобы перейти в
  // соседнею комнату (если это возможно)". Whether the flight is entered depends on public facts
  // only (can_flee, decision D9).
  if (s.fix_target == Target::fire && can_flee(s, c)) {
    s.phase = Phase::flee;
    return;
  }
  after_action(s, c, s.fix_target == Target::fire);
}

constexpr void start_fix(State& s, const Content& c, ActionId a) noexcept {
  const Seat& g = s.seats[z(s.active)];
  const Target t = act::fix_target(a);
  const int m = act::fix_minutes(a);
  s.fix_target = t;
  s.fix_room = u8(act::fix_hatch_room(a));
  s.fix_minutes = u8(m);
  s.fix_bonus = u8(bonus(s, c, t));
  spend(s, m + (t == Target::water ? 0 : water_extra(s, g.room)));
  note_action(s, false);
  // "Игрок автоматически проваливает Ремонт этого события, если Призрачная Временная Метка
  // проходит через фишку Разрушения во время планирования ремонта."
  const int tok = token_of(t);
  if (tok >= 0 && s.token[z(tok)] != kNone && s.ghost < s.token[z(tok)]) {
    fix_failed(s, c);
    return;
  }
  s.phase = Phase::fix_roll;
}

}  // namespace detail

/// Applies a legal action or chance outcome in place (unchecked: see is_legal).
constexpr void apply_in_place(State& s, const Content& c, ActionId a) noexcept {
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
        ++s.seats[z(s.cursor / 2)].items[z(arg)];
        if (++s.cursor == 2 * s.players) {
          detail::start_turn(s);
        } else if (!detail::ready_item_deck(s, c)) {
          detail::start_turn(s);  // unreachable with validated content (at least 16 cards)
        }
        return;
      }
      ++g.items[z(arg)];
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
      detail::run_event(s, c);
      return;
    }
    case act::Kind::roll:
      // "Если выпало < суммы времени и модификаторов, то действие удалось."
      if (arg + 1 < s.fix_minutes + s.fix_bonus) {
        detail::fix_succeeded(s, c);
      } else {
        detail::fix_failed(s, c);
      }
      return;
    case act::Kind::room: detail::event_room(s, c, arg + 1); return;
    case act::Kind::open: detail::open_hatch(s, arg); return;
    case act::Kind::enter: {
      const int cost = detail::enter_cost(s, s.opened);
      g.room = s.opened;
      detail::spend(s, cost);
      s.opened = kNone;
      return;
    }
    case act::Kind::play:
      --g.items[z(arg)];
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
      detail::start_fix(s, c, a);
      return;
    case act::Kind::take_grog:
      s.opened = kNone;
      detail::spend(s, arg + 1 + detail::water_extra(s, g.room));
      detail::note_action(s, true);
      s.cabin_grog = u8(s.cabin_grog - (arg + 1));
      g.items[z(item_i(Item::grog))] = u8(g.items[z(item_i(Item::grog))] + arg + 1);
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
      --g.items[z(arg)];
      ++s.seats[z(s.partner)].items[z(arg)];
      s.gave = static_cast<std::uint16_t>(s.gave | (1U << arg));
      return;
    case act::Kind::get:
      --s.seats[z(s.partner)].items[z(arg)];
      ++g.items[z(arg)];
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
      s.blocked |= 1U << hatch_between(c, s.ev_room, arg);
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
      --g.items[z(arg)];
      if (hand_size(s, s.active) > s.ev_limit) return;
      detail::event_done(s, c);
      return;
    case act::Kind::invalid: return;
  }
}

/// Draws a chance outcome with exactly the generic draw_weighted over chance_outcomes.
inline ActionId sample_chance(const State& s, const Content& c, Rng& rng) noexcept {
  ChanceList list;
  chance_outcomes(s, c, list);
  std::uint64_t total = 0;
  for (const ChanceOutcome& o : list) total += o.weight;
  std::uint64_t r = rng.below(total);
  for (const ChanceOutcome& o : list) {
    if (r < o.weight) return o.action;
    r -= o.weight;
  }
  return kInvalidAction;
}

}  // namespace bgb::rn
