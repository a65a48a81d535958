// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's movement (seed phase 1, steps 1–3: open a hatch, pour water, enter a room) and
/// the forced flight after a failed `fix fire`, which moves "по обычным правилам" — so both share
/// the costs and conditions here. rules.hpp lists the decisions and applies them.
#include <cstdint>

#include "bgb/rn/board.hpp"
#include "bgb/rn/data.hpp"
#include "bgb/rn/state.hpp"

namespace bgb::rn::detail {

constexpr int item_i(Item k) noexcept { return static_cast<int>(k); }
constexpr bool played(const State& s, Item k) noexcept { return s.played[z(item_i(k))] > 0; }
constexpr bool fire_pass(const State& s) noexcept { return played(s, Item::grog) || played(s, Item::fire_extinguisher); }

/// Spends minutes of the Ghost (callers check that they fit: never past 0).
constexpr void spend(State& s, int minutes) noexcept { s.ghost = u8(s.ghost - minutes); }

/// Minutes to step from the active gnome's room into `to` after opening the hatch (the +1 of
/// low water), or -1 if it may not enter: never high water; fire only with Grog or a Fire
/// Extinguisher played this turn; the Sea (either way) only with an Aqualung played this turn.
/// `aqualung` / `fire`: whether an Aqualung / a Grog or Fire Extinguisher counts as played (the
/// flight also asks what the items the gnome holds would open).
constexpr int enter_cost_with(const State& s, int to, bool aqualung, bool fire) noexcept {
  const int from = s.seats[z(s.active)].room;
  if ((to == kSea || from == kSea) && !aqualung) return -1;
  if (to == kSea) return 0;
  if (s.water[z(to)] == Water::high) return -1;
  if (on_fire(s, to) && !fire) return -1;
  return s.water[z(to)] == Water::low ? 1 : 0;
}
constexpr int enter_cost(const State& s, int to) noexcept {
  return enter_cost_with(s, to, played(s, Item::aqualung), fire_pass(s));
}

/// Whether water can pour through the hatch between rooms `a` and `b` (decision D8): "Перелить
/// воду (0 минут) из комнаты с фишкой «Затоплено» в комнату, в которой нет воды через открытый
/// люк" — one in high water, the other with none. The Sea holds no water token, so never
/// through an exterior hatch; low water does not receive a pour (the seed's "в которой нет воды").
constexpr bool pour_between(const State& s, int a, int b) noexcept {
  // One test of the two levels (which rooms the gnome opens between is random in a playout, so
  // a branch per comparison mispredicted): high and none are 2 and 0, so one is high and the
  // other has none exactly when their sum is 2 and they differ.
  static_assert(static_cast<int>(Water::none) == 0 && static_cast<int>(Water::low) == 1 && static_cast<int>(Water::high) == 2);
  const int wa = static_cast<int>(s.water[z(a)]), wb = static_cast<int>(s.water[z(b)]);
  return (a != kSea) & (b != kSea) & (wa + wb == 2) & (wa != wb);
}

/// Whether `pour` is legal: the hatch the gnome just opened is still open and joins high water
/// to a room without water. The player chooses: opening never pours by itself.
constexpr bool can_pour(const State& s) noexcept {
  return s.phase == Phase::move && s.opened != kNone && pour_between(s, s.seats[z(s.active)].room, s.opened);
}

/// Pours the water between rooms `a` and `b` (pour_between holds): "Уберите фишку «Затоплено» и
/// поместите по фишке «Частично затоплено» в каждую из комнат. Если фишка потопа помещается в
/// комнату с фишкой пожара, то уберите фишку пожара из неё." Only the room that had no water can
/// burn (a room has water or fire, never both), and it is the one that receives the water.
constexpr void pour_water(State& s, int a, int b) noexcept {
  const int dry = s.water[z(a)] == Water::none ? a : b;
  s.water[z(a)] = Water::low;
  s.water[z(b)] = Water::low;
  s.fire = static_cast<std::uint16_t>(s.fire & ~(1U << dry));
}

/// "1. Открыть незапертый люк (1 минута)." The hatch stays open for `pour` and `enter` (decision
/// D3); nothing else happens — the water pours only if the player then says `pour`.
constexpr void open_hatch(State& s, int to) noexcept {
  s.opened = u8(to);
  spend(s, 1);
}

/// Minutes of the flight from the active gnome's (burning) room into `to`, or -1: "потратив на
/// этот переход столько же времени, как и по обычным правилам" — open (1), then the steps the
/// normal rules allow (decision D9). A high-water neighbour cannot be entered, so it is a target
/// only where the normal rules would first pour it (pour_between: the gnome's room has no water),
/// after which it is low water, entered for +1. `aqualung` / `fire` as in enter_cost_with.
constexpr int flee_cost_with(const State& s, int to, bool aqualung, bool fire) noexcept {
  const int from = s.seats[z(s.active)].room;
  if (to != kSea && s.water[z(to)] == Water::high) return pour_between(s, from, to) ? 1 + 1 : -1;
  const int cost = enter_cost_with(s, to, aqualung, fire);
  return cost < 0 ? -1 : 1 + cost;
}

/// Rooms the active gnome may flee to after a failed `fix fire` (the Ghost may reach 0), as a
/// mask over rooms (bit 0 the Sea); `aqualung` / `fire` as in enter_cost_with.
constexpr std::uint16_t flee_targets_with(const State& s, const Content& c, bool aqualung, bool fire) noexcept {
  // One pass over the hatch list: the first hatch met joining r and a room is the one
  // hatch_between(c, r, room) finds, so a later one to the same room is skipped.
  const int r = s.seats[z(s.active)].room;
  std::uint16_t seen = 0, out = 0;
  for (int h = 0; h < c.num_hatches; ++h) {
    const Hatch& hh = c.hatches[z(h)];
    const int to = other_side(hh, r);
    if (to < 0 || to >= kRooms || ((seen >> to) & 1U)) continue;
    seen = static_cast<std::uint16_t>(seen | (1U << to));
    if (!is_exterior(hh) && is_blocked(s, h)) continue;
    const int cost = flee_cost_with(s, to, aqualung, fire);
    if (cost < 0 || cost > s.ghost) continue;
    out = static_cast<std::uint16_t>(out | (1U << to));
  }
  return out;
}
/// The flight targets with the items played this turn.
constexpr std::uint16_t flee_targets(const State& s, const Content& c) noexcept {
  return flee_targets_with(s, c, played(s, Item::aqualung), fire_pass(s));
}
/// Whether a failed `fix fire` enters the flight (decision D9), from what every seat knows: a room
/// is enterable now with the items played ("если это возможно"), or one would be with an
/// Aqualung, a Grog or a Fire Extinguisher played and the gnome holds a card, which it may play
/// during the flight ("В свой ход может быть сыграно любое количество Предметов"). Which cards it
/// holds is not asked: every seat sees the phase, so entering it only for a gnome holding such an
/// item would tell them it holds one. A gnome holding none ends the flight with `stay`.
constexpr bool can_flee(const State& s, const Content& c) noexcept {
  if (flee_targets(s, c) != 0) return true;
  return hand_size(s, s.active) > 0 && flee_targets_with(s, c, true, true) != 0;
}
/// Whether `stay` is legal in the flight: no room is enterable with the items played, so the move
/// is not possible (yet); the seed's "должен ... (если это возможно)" forces it once one is.
constexpr bool may_stay(const State& s, const Content& c) noexcept { return flee_targets(s, c) == 0; }

/// The same targets from the board's tables: one pass over the gnome's neighbours (the first
/// hatch joining two rooms is the one a Board keeps, as above), where the loop over the whole
/// hatch list cost more than the flight itself.
constexpr std::uint16_t flee_targets_with(const State& s, const Board& b, bool aqualung, bool fire) noexcept {
  const int r = s.seats[z(s.active)].room;
  std::uint16_t out = 0;
  for (int i = 0; i < b.degree[z(r)]; ++i) {
    if (s.blocked & b.lock[z(r)][z(i)]) continue;
    const int to = b.next[z(r)][z(i)];
    const int cost = flee_cost_with(s, to, aqualung, fire);
    if (cost < 0 || cost > s.ghost) continue;
    out = static_cast<std::uint16_t>(out | (1U << to));
  }
  return out;
}
constexpr std::uint16_t flee_targets(const State& s, const Board& b) noexcept {
  return flee_targets_with(s, b, played(s, Item::aqualung), fire_pass(s));
}
constexpr bool can_flee(const State& s, const Board& b) noexcept {
  if (flee_targets(s, b) != 0) return true;
  return hand_size(s, s.active) > 0 && flee_targets_with(s, b, true, true) != 0;
}
constexpr bool may_stay(const State& s, const Board& b) noexcept { return flee_targets(s, b) == 0; }

/// The flight into `to` (a flee target): the hatch opens, the water pours where the neighbour is
/// in high water (the normal rules' step 2, decision D9; the fire in the gnome's room goes out),
/// and the gnome enters. The hatch closes behind it.
constexpr void flee_to(State& s, int to) noexcept {
  Seat& g = s.seats[z(s.active)];
  open_hatch(s, to);
  if (pour_between(s, g.room, to)) pour_water(s, g.room, to);
  const int cost = enter_cost(s, to);
  g.room = u8(to);
  spend(s, cost);
  s.opened = kNone;
}

}  // namespace bgb::rn::detail
