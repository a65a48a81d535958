// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's decisions and chance nodes as pure functions of (State, Content, Board): the
/// legal actions in id order, the chance outcomes, `is_legal` per action kind and a chance
/// sampler that draws without listing the outcomes. Board (board.hpp) is the content's board as
/// tables, built once per Game; each function also has a Content-only form that builds it.
/// rules.hpp applies the actions.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "bgb/core/chance.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/rn/actions.hpp"
#include "bgb/rn/board.hpp"
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

/// The bonus of the items played this turn on a fix of `t`, summed over only the kinds whose
/// bonus applies (board.hpp's bonus_kinds: asking `applies` of all 13 kinds mispredicted, the
/// fix target being random).
constexpr int bonus(const State& s, const Content& c, const Board& b, Target t) noexcept {
  int n = 0;
  for (std::uint32_t m = b.bonus_kinds[z(static_cast<int>(t))]; m != 0; m &= m - 1) {
    const int k = std::countr_zero(m);
    n += s.played[z(k)] * c.items[z(k)].bonus;
  }
  return n;
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

/// Cards that could still be drawn from the item deck (deck plus discards): the sum over the
/// kinds of item_deck + item_discards, which is every item card less the held ones and the
/// Grog still by the Cabin.
constexpr int item_cards_left(const State& s, const Content& c) noexcept {
  int n = -s.cabin_grog;
  for (int k = 0; k < kItemKinds; ++k) n += item_total(c, k);
  for (int i = 0; i < s.players; ++i) n -= hand_size(s, i);
  return n;
}

/// Item kinds the gnome holds, bit per kind.
constexpr std::uint16_t held(const State& s, int seat) noexcept { return s.seats[z(seat)].items.kinds(); }

/// Pushes base + i for every bit i of m, in ascending order.
constexpr void push_bits(ActionList& out, ActionId base, std::uint32_t m) noexcept {
  for (; m != 0; m &= m - 1) out.push_back(base + std::countr_zero(m));
}

/// push_bits for a mask of mostly 8 bits or fewer (the move phase's opens, enter and plays): 8
/// ids written whether or not there are bits left (past the list's end they are overwritten or
/// unread), then the rest one by one. A loop that ends with the mask mispredicted its exit about
/// once a listing, the bits being as random as the game. Writes up to 8 ids past the list's end:
/// out must have room for them.
constexpr void push_bits_8(ActionList& out, ActionId base, std::uint32_t m) noexcept {
  ActionId* at = out.end();
  int n = 0;
  for (int i = 0; i < 8; ++i) {
    at[n] = base + std::countr_zero(m | 0x80000000U);  // the sentinel bit: defined and unread past the bits
    n += m != 0;
    m &= m - 1;
  }
  out.extend(n);
  push_bits(out, base, m);
}

/// `play ITEM` for every item kind the active gnome holds.
constexpr void list_plays(const State& s, ActionList& out) noexcept { push_bits(out, act::kPlay, held(s, s.active)); }

/// The move phase's facts that decide each kind of decision, each read once. Movement keeps a
/// minute for the one action (decision D2).
struct MoveFacts {
  bool enter = false;           ///< `enter` the room just opened
  std::uint16_t opens = 0;      ///< `open R`, bit per room
  std::uint16_t plays = 0;      ///< `play ITEM`, bit per kind
  std::uint16_t hatches = 0;    ///< `fix hatch-R`, bit per room R (1..10)
  std::uint8_t fix_max[act::kFixTargets - 10]{};  ///< fire..kraken: the most minutes (0: none)
  std::uint8_t fix_targets = 0;  ///< bit per fix_max entry that is not 0, so the listing skips the rest
  std::uint8_t hatch_max = 0;   ///< the most minutes on a hatch fix
  std::uint8_t grog_max = 0;    ///< `take grog N`, N <= grog_max
  std::uint8_t items_max = 0;   ///< `take items N`, N <= items_max
  std::uint8_t trades = 0;      ///< `trade SEAT`, bit per seat
  bool rest = false;
  bool abandon = false;
  bool pour = false;
};

/// The most minutes a fix may take when `add` minutes come on top (m + add <= ghost, m <= 10).
constexpr std::uint8_t most_minutes(int ghost, int add) noexcept {
  const int m = ghost - add;
  return u8(m < 0 ? 0 : m > 10 ? 10 : m);
}

constexpr MoveFacts move_facts(const State& s, const Content& c, const Board& b) noexcept {
  MoveFacts f;
  const Seat& g = s.seats[z(s.active)];
  const int r = g.room;
  const int ghost = s.ghost;
  if (s.opened != kNone) {
    const int cost = enter_cost(s, s.opened);
    f.enter = cost >= 0 && ghost - cost >= 1;
    // Seed step 2, the player's choice while the hatch just opened is open (0 minutes: D2
    // holds): can_pour in the move phase, under the test of `opened` already made.
    f.pour = pour_between(s, r, s.opened);
  }
  // Most rooms have no blocked hatch: every neighbour opens and no hatch needs a fix.
  const bool any_blocked = (s.blocked & b.locks[z(r)]) != 0;
  if (ghost >= 2) {
    if (!any_blocked) {
      f.opens = b.neighbours[z(r)];
    } else {
      for (int i = 0; i < b.degree[z(r)]; ++i)
        if (!(s.blocked & b.lock[z(r)][z(i)])) f.opens = static_cast<std::uint16_t>(f.opens | (1U << b.next[z(r)][z(i)]));
    }
  }
  f.plays = held(s, s.active);
  // The one action.
  const bool high = r != kSea && s.water[z(r)] == Water::high;
  if (!high) {
    const int extra = water_extra(s, r);
    const std::uint8_t most = most_minutes(ghost, extra);
    auto fix = [&f](int ti, std::uint8_t minutes) {  // fire..kraken, as Target - Target::fire
      f.fix_max[ti] = minutes;
      if (minutes != 0) f.fix_targets = static_cast<std::uint8_t>(f.fix_targets | (1U << ti));
    };
    static_assert(static_cast<int>(Target::kraken) - static_cast<int>(Target::fire) == 6);
    if (r != kSea) {
      if (any_blocked) f.hatches = blocked_next(s, b, r);
      f.hatch_max = most;
      if (on_fire(s, r)) fix(0, most);
      if (s.water[z(r)] == Water::low) fix(1, most_minutes(ghost, 0));
    }
    if (r == c.engine_room) fix(2, most);
    if (r == c.pumps_room) fix(3, most);
    if (r == c.reactor_room) fix(4, most);
    if (r == c.missile_room && s.token[z(token_of(Target::missile))] != kNone) fix(5, most);
    if (r == kSea && s.token[z(token_of(Target::kraken))] != kNone) fix(6, most);
    if (g.took != r) {
      if (r == c.cabin_room) f.grog_max = u8(std::max(std::min({2, int{s.cabin_grog}, ghost - extra}), 0));
      if (r == c.stores_room) f.items_max = u8(std::max(std::min({4, item_cards_left(s, c), ghost - extra}), 0));
    }
    if (1 + extra <= ghost) {
      // The seats aboard in this room, a bit each without a branch per seat (the branches of
      // the three tests mispredicted and cost a tenth of move_facts); then not the gnome itself.
      static_assert(static_cast<int>(Status::aboard) == 0);
      unsigned here = 0;
      for (int j = 0; j < s.players; ++j) {
        const Seat& o = s.seats[z(j)];
        here |= static_cast<unsigned>((o.room | (static_cast<unsigned>(o.status) << 8)) == static_cast<unsigned>(r)) << j;
      }
      f.trades = u8(here & ~(1U << s.active));
    }
  }
  f.rest = ghost >= 1;
  f.abandon = r == kSea && g.keeper < 10 && ghost >= 1;
  return f;
}

/// Appends base, base + 1, ..., base + n - 1 (a fix's minutes, a take's counts) as one block.
constexpr void push_run(ActionList& out, ActionId base, int n) noexcept {
  ActionId* at = out.extend(n);
  for (int i = 0; i < n; ++i) at[i] = base + i;
}

/// The move decisions in ascending id order, so legal_actions never sorts them: `open R`,
/// `enter` and `play ITEM` are adjacent ids (115..139), pushed from one mask; the fix targets
/// ascend by id; takes, trades, rest, abandon and pour follow in their id order.
constexpr void list_move_phase(const State& s, const Content& c, const Board& b, ActionList& out) noexcept {
  static_assert(act::kEnter == act::kOpen + kRooms && act::kPlay == act::kEnter + 1);
  const MoveFacts f = move_facts(s, c, b);
  push_bits_8(out, act::kOpen,  // the list is empty: room for push_bits_8's 8
              f.opens | (f.enter ? 1U << kRooms : 0U) | (std::uint32_t{f.plays} << (act::kPlay - act::kOpen)));
  for (std::uint32_t m = f.hatches; m != 0; m &= m - 1)
    push_run(out, act::kFix + (std::countr_zero(m) - 1) * 10, f.hatch_max);
  for (std::uint32_t m = f.fix_targets; m != 0; m &= m - 1) {
    const int ti = std::countr_zero(m);
    push_run(out, act::kFix + (ti + 10) * 10, f.fix_max[ti]);
  }
  push_run(out, act::take_grog(1), f.grog_max);
  push_run(out, act::take_items(1), f.items_max);
  push_bits(out, act::kTrade, f.trades);
  if (f.rest) out.push_back(act::kRest);
  if (f.abandon) out.push_back(act::kAbandon);
  if (f.pour) out.push_back(act::kPour);
}

/// Whether the move-phase decision `a` is in list_move_phase's list, from the same facts.
constexpr bool move_is_legal(const State& s, const Content& c, const Board& b, ActionId a) noexcept {
  const int arg = act::arg_of(a);
  switch (act::kind_of(a)) {
    case act::Kind::enter: return move_facts(s, c, b).enter;
    case act::Kind::open: return (move_facts(s, c, b).opens >> arg) & 1U;
    case act::Kind::play: return (held(s, s.active) >> arg) & 1U;
    case act::Kind::fix: {
      const MoveFacts f = move_facts(s, c, b);
      const int ti = arg / 10, m = arg % 10 + 1;
      if (ti < 10) return ((f.hatches >> (ti + 1)) & 1U) && m <= f.hatch_max;
      return m <= f.fix_max[ti - 10];
    }
    case act::Kind::take_grog: return arg + 1 <= move_facts(s, c, b).grog_max;
    case act::Kind::take_items: return arg + 1 <= move_facts(s, c, b).items_max;
    case act::Kind::trade: return (move_facts(s, c, b).trades >> arg) & 1U;
    case act::Kind::rest: return s.ghost >= 1;
    case act::Kind::abandon: return move_facts(s, c, b).abandon;
    case act::Kind::pour: return can_pour(s);
    default: return false;
  }
}

}  // namespace detail

namespace detail {
/// The decisions of the seat to act, listed phase by phase, each phase's in ascending id order
/// (legal_actions relies on it; the properties check it on every kind of decision).
constexpr void list_decisions(const State& s, const Content& c, const Board& b, ActionList& out) noexcept {
  out.clear();
  if (s.phase == Phase::move) {  // four decisions in five: a test before the jump on the phase
    detail::list_move_phase(s, c, b, out);
    return;
  }
  const Seat& g = s.seats[z(s.active)];
  switch (s.phase) {
    case Phase::trade: {
      // Spec: "`play ITEM` at any time in phases 1–2": the trade is the action (phase 2), so an
      // item may be played during it, one just got included.
      detail::list_plays(s, out);
      // An item kind changes hands one way in a trade (decision D12): what was given is not got
      // back, so a trade ends.
      static_assert(act::kGive + kItemKinds <= act::kGet);  // gives, then gets, each by kind
      detail::push_bits(out, act::kGive, detail::held(s, s.active) & ~std::uint32_t{s.got});
      detail::push_bits(out, act::kGet, detail::held(s, s.partner) & ~std::uint32_t{s.gave});
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
      detail::push_bits(out, act::flee(0), detail::flee_targets(s, b));
      if (detail::may_stay(s, b)) out.push_back(act::kStay);
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
          // Rooms 1..10 (the Sea has no interior hatch): act::block(r) is kBlock - 1 + r.
          detail::push_bits(out, act::kBlock - 1, detail::blockable(s, b, s.ev_room));
          return;
        }
        case detail::Choice::spread: {
          detail::push_bits(out, act::kSpread - 1, detail::spread_targets(s, b));  // rooms 1..10
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
}  // namespace detail

/// The decisions of the seat to act, in ascending action-id order like every game's (empty at
/// chance nodes and the end), so a uniform pick from this list is the same pick as one from the
/// C ABI's sorted list; b is make_board(c).
constexpr void legal_actions(const State& s, const Content& c, const Board& b, ActionList& out) noexcept {
  detail::list_decisions(s, c, b, out);
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

/// Whether `a` is a legal decision or chance outcome in s: what legal_actions or
/// chance_outcomes would list, decided for a's kind alone (b is make_board(c)).
constexpr bool is_legal(const State& s, const Content& c, const Board& b, ActionId a) noexcept {
  const act::Kind kind = act::kind_of(a);
  const int arg = act::arg_of(a);
  const Seat& g = s.seats[z(s.active)];
  auto holds = [&](int k) { return g.items[z(k)] > 0; };
  switch (s.phase) {
    case Phase::place: return kind == act::Kind::place;
    case Phase::fix_roll: return kind == act::Kind::roll;
    case Phase::event_room: return kind == act::Kind::room;
    case Phase::stack: return kind == act::Kind::stack && arg < s.players && s.seats[z(arg)].height == 0;
    case Phase::deal:
    case Phase::take_draw:
    case Phase::item_draw: return kind == act::Kind::item && s.item_deck[z(arg)] > 0;
    case Phase::faint_draw:
    case Phase::event_draw: return kind == act::Kind::event && arg < c.num_event_types && s.event_deck[z(arg)] > 0;
    case Phase::move: return detail::move_is_legal(s, c, b, a);
    case Phase::trade:
      switch (kind) {
        case act::Kind::play: return holds(arg);
        case act::Kind::give: return holds(arg) && !((s.got >> arg) & 1U);
        case act::Kind::get: return s.seats[z(s.partner)].items[z(arg)] > 0 && !((s.gave >> arg) & 1U);
        case act::Kind::done: return true;
        default: return false;
      }
    case Phase::flee:
      switch (kind) {
        case act::Kind::play: return holds(arg);
        case act::Kind::flee: return (detail::flee_targets(s, b) >> arg) & 1U;
        case act::Kind::stay: return detail::may_stay(s, b);
        default: return false;
      }
    case Phase::faint_choice:
      return kind == act::Kind::check || (kind == act::Kind::play && arg == detail::item_i(Item::coffee) && holds(arg));
    case Phase::event_choice:
      switch (detail::choice_of(s)) {
        case detail::Choice::block: return kind == act::Kind::block && ((detail::blockable(s, b, s.ev_room) >> arg) & 1U);
        case detail::Choice::spread: return kind == act::Kind::spread && ((detail::spread_targets(s, b) >> arg) & 1U);
        case detail::Choice::discard: return kind == act::Kind::discard && holds(arg);
      }
      return false;
    case Phase::over: return false;
  }
  return false;
}

/// Whether `a` is a legal decision or chance outcome in s (the board's tables built here).
constexpr bool is_legal(const State& s, const Content& c, ActionId a) noexcept {
  const bool tables = s.phase == Phase::move || s.phase == Phase::flee || s.phase == Phase::event_choice;
  return is_legal(s, c, tables ? make_board(c) : Board{}, a);
}

/// Draws a chance outcome with exactly the generic draw_weighted over chance_outcomes: one
/// rng.below(total weight), then a walk in the list's order, without writing the list.
/// Precondition: s is a state of content c (reached by the rules or accepted by the snapshot
/// reader): the event draw sums the deck's 64 types, trusting those past c's to hold no card.
constexpr ActionId sample_chance(const State& s, [[maybe_unused]] const Content& c, Rng& rng) noexcept {
  switch (s.phase) {
    case Phase::place: return act::kPlace + static_cast<ActionId>(rng.below(10));
    case Phase::fix_roll: return act::kRoll + static_cast<ActionId>(rng.below(10));
    case Phase::event_room: return act::kRoom + static_cast<ActionId>(rng.below(10));
    case Phase::stack: {
      std::uint64_t total = 0;
      for (int i = 0; i < s.players; ++i) total += s.seats[z(i)].height == 0 ? 1 : 0;
      std::uint64_t r = rng.below(total);
      for (int i = 0; i < s.players; ++i)
        if (s.seats[z(i)].height == 0 && r-- == 0) return act::stack(i);
      return kInvalidAction;
    }
    case Phase::deal:
    case Phase::take_draw:
    case Phase::item_draw: return detail::draw_item(s, rng);
    case Phase::faint_draw:
    case Phase::event_draw: return detail::draw_event(s, rng);
    default: return kInvalidAction;  // no outcome: the generic draw's below(0) reads no number
  }
}

}  // namespace bgb::rn
