// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's decisions as bitmasks: what the acting seat may do now, listed or checked at the cost
/// of a few masks instead of one rule test per action id.
///
/// Legal-set mask (64 bits, bit i = action id act::kWalk + i, so ascending bits are ascending
/// ids and listing the set is a walk over its bits; every decision id is in [111, 156)):
///
///   bits  0..23  walk cK DEST   k*6 + DEST-1 (DEST 6 = the Capsule)
///   bits 24..28  take rN        24 + N-1
///   bits 29..32  wake cK        29 + K
///   bit  33      decode
///   bits 34..39  tilt V         34 + V-1
///   bit  40 prog +1, 41 prog -1, 42 use, 43 ignore, 44 end
///
/// Position masks of one track (6 bits): bit r-1 = room r (1..5), bit 5 = the Capsule. A
/// crew's walk destinations are such a mask, which is also its 6 bits of the legal-set mask.
#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "bgb/core/bits.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "bgb/dp6/actions.hpp"
#include "bgb/dp6/state.hpp"

namespace bgb::dp6 {

/// Enough for any decision: 4 crew x 3 destinations, 2 takes, 2 wakes, decode, end (18); a
/// pending result has at most 5 tilts, 2 progs, use and ignore (9).
inline constexpr int kMaxLegalActions = 24;
using ActionList = FixedVector<ActionId, kMaxLegalActions>;

namespace detail {

constexpr bool is_face_down(const Track& t, int room) noexcept { return t.room[static_cast<std::size_t>(room - 1)] == Card::hidden; }
constexpr Card card_at(const Track& t, int room) noexcept { return t.room[static_cast<std::size_t>(room - 1)]; }

/// A crew that may walk: in the start area or standing in a room ("nunca retorna" from the capsule).
constexpr bool may_walk(const Track& t, int k) noexcept {
  return t.crew[static_cast<std::size_t>(k)] == kStart || active_in_room(t, k);
}

/// Whether a crew of the track may activate a marker: one that may walk. In the Capsule "a sua
/// única ação possível passa a ser a de Decodificar", so saved crew decode but never activate.
constexpr bool may_activate(const Track& t) noexcept {
  for (int k = 0; k < kCrew; ++k)
    if (may_walk(t, k)) return true;
  return false;
}

/// Whether door `door` (1..5) is open; 0, a gap not dealt yet, counts as closed.
constexpr unsigned door_bit(std::uint8_t doors, int door) noexcept { return (static_cast<unsigned>(doors) << 1 >> door) & 1U; }

/// Crew fields: the four crew's position masks side by side, crew k in bits 6k..6k+5, which is
/// how the walks sit in the legal-set mask. kEveryCrew repeats a position mask in every field.
inline constexpr std::uint32_t kEveryCrew = 0x041041;

/// Per crew position (& 15): its room bit (bits 0..4), and bit 32 for the start area.
inline constexpr std::array<std::uint64_t, 16> kCrewBits = {std::uint64_t{1} << 32, 1, 2, 4, 8, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};

/// Per set of crew (4 bits): their whole crew fields.
constexpr std::array<std::uint32_t, 16> make_crew_fields() noexcept {
  std::array<std::uint32_t, 16> out{};
  for (unsigned set = 0; set < 16; ++set)
    for (int k = 0; k < kCrew; ++k)
      if ((set >> k) & 1U) out[set] |= 0x3FU << (6 * k);
  return out;
}
inline constexpr std::array<std::uint32_t, 16> kCrewFields = make_crew_fields();

/// What the acting seat's track looks like to a walking crew, as position masks.
struct Walkways {
  unsigned links = 0;        ///< bit e-1: positions e and e+1 are joined now (e = 5: r5 and the open Capsule)
  unsigned occupied = 0;     ///< rooms where an active crew stands
  unsigned flooded = 0;      ///< the Flooded room (0 while face down); control, tools: likewise
  unsigned control = 0;
  unsigned tools = 0;
  std::uint32_t rooms = 0;   ///< crew fields: the room of each crew standing or lying in one
  std::uint32_t active = 0;  ///< crew fields: the room of each active crew
  std::uint32_t start = 0;   ///< crew fields: room 1 for each crew in the start area
};

constexpr Walkways walkways(const State& s, const Track& t) noexcept {
  Walkways w;
  const auto& gap = t.gap_door;  // written out: g++ leaves these short loops rolled
  w.links = door_bit(s.doors, gap[0]) | door_bit(s.doors, gap[1]) << 1 | door_bit(s.doors, gap[2]) << 2 | door_bit(s.doors, gap[3]) << 3;
  // "Durante a contagem regressiva (as 5 primeiras posições), qualquer Tripulante pode entrar
  // na Cápsula de Fuga, desde que sua porta esteja aberta"
  if (door_bit(s.doors, kCapsuleDoor) && s.capsule < kCapsulePositions - 1) w.links |= 1U << (kCapsuleDoor - 1);
  // Byte c of `rooms_of` gathers the rooms holding card c (byte 0 the face-down ones), all in
  // a register.
  auto at = [&](int r) { return std::uint64_t{1U << r} << (8 * (static_cast<unsigned>(t.room[static_cast<std::size_t>(r)]) & 7U)); };
  const std::uint64_t rooms_of = at(0) | at(1) | at(2) | at(3) | at(4);
  w.flooded = static_cast<unsigned>(rooms_of >> (8 * static_cast<int>(Card::flooded))) & 0x1FU;
  w.control = static_cast<unsigned>(rooms_of >> (8 * static_cast<int>(Card::control))) & 0x1FU;
  w.tools = static_cast<unsigned>(rooms_of >> (8 * static_cast<int>(Card::tools))) & 0x1FU;
  auto crew = [&](int k) { return kCrewBits[t.crew[static_cast<std::size_t>(k)] & 15U] << (6 * k); };
  const std::uint64_t bits = crew(0) | crew(1) | crew(2) | crew(3);
  w.rooms = static_cast<std::uint32_t>(bits);
  w.start = static_cast<std::uint32_t>(bits >> 32);
  w.active = w.rooms & ~kCrewFields[t.lying & 15U];
  w.occupied = (w.active | w.active >> 6 | w.active >> 12 | w.active >> 18) & 0x3FU;
  return w;
}

/// Moves bit `from` of every crew field to bit `to` (both one-bit position masks); `fields`
/// holds no other bit.
constexpr std::uint32_t move_bit(std::uint32_t fields, unsigned from, unsigned to) noexcept {
  const int f = std::countr_zero(from), t = std::countr_zero(to);
  return t >= f ? fields << (t - f) : fields >> (f - t);
}

/// Where every crew may walk now, in crew fields, given that an action is left. Leaving the
/// Flooded room costs 2 ("atravessada usando uma ação extra de Andar"); the start area is
/// joined to room 1 with no door; crew in the Capsule never walk ("nunca retorna"); lying ones
/// wait to be woken.
constexpr std::uint32_t walk_fields(const State& s, const Walkways& w) noexcept {
  std::uint32_t from = w.active;
  if (s.actions + 2 > kActions) from &= ~(w.flooded * kEveryCrew);
  const std::uint32_t links = w.links * kEveryCrew;  // bit 5 of each field stays clear
  std::uint32_t to = ((links & from) << 1) | (links & (from >> 1)) | w.start;
  // The vent: "de uma sala a outra conectada via tubulação quando as duas estiverem reveladas"
  if (w.control && w.tools)
    to |= move_bit(from & (w.control * kEveryCrew), w.control, w.tools) | move_bit(from & (w.tools * kEveryCrew), w.tools, w.control);
  // "ela comporta apenas 1 Tripulante por vez": nobody walks into an occupied Flooded room (a
  // crew never walks into its own room).
  return to & ~((w.flooded & w.occupied) * kEveryCrew);
}

/// The rooms whose Programming marker may be taken: lying in Control or Tools, with an active
/// crew of the seat there.
constexpr unsigned takeable_rooms(const Track& t, const Walkways& w) noexcept {
  return (((t.prog_on & 1U) ? w.control : 0U) | ((t.prog_on & 2U) ? w.tools : 0U)) & w.occupied;
}

/// Bit k: crew k lies in Cryogenics with an active crew of its player beside it.
constexpr unsigned wakeable_crew(const Track& t, const Walkways& w) noexcept {
  const std::uint32_t beside = w.rooms & kCrewFields[t.lying & 15U] & (w.occupied * kEveryCrew);
  unsigned out = 0;
  for (int k = 0; k < kCrew; ++k) out |= ((beside >> (6 * k)) & 0x3FU) ? 1U << k : 0U;
  return out;
}

// One decision's rule, for is_legal: the same answer as its bit of the masks above, from the
// few fields that rule reads. A checked apply (the C ABI's apply_into) runs after a caller
// listed the legal set, so computing the whole walkways again there doubled a decision's cost.

/// Whether an active crew of the track stands in room r (1..5): walkways' `occupied`.
constexpr bool occupied(const Track& t, int r) noexcept {
  bool any = false;
  for (int j = 0; j < kCrew; ++j) any |= t.crew[static_cast<std::size_t>(j)] == r && active_in_room(t, j);
  return any;
}

/// Whether positions e and e+1 are joined now (e = 1..5): walkways' `links` bit e-1.
constexpr bool linked(const State& s, const Track& t, int e) noexcept {
  if (e < kRooms) return door_bit(s.doors, t.gap_door[static_cast<std::size_t>(e - 1)]);
  return door_bit(s.doors, kCapsuleDoor) && s.capsule < kCapsulePositions - 1;
}

/// Crew k's bit for `dest` (1..6) of walk_fields(s, walkways(s, t)), given that an action is left.
constexpr bool may_walk_to(const State& s, const Track& t, int k, int dest) noexcept {
  const int from = t.crew[static_cast<std::size_t>(k)];
  bool joined = false;
  if (from == kStart) {
    joined = dest == 1;
  } else {
    if (!active_in_room(t, k)) return false;  // in the Capsule, aside, devoured or lying
    const Card here = card_at(t, from);
    if (here == Card::flooded && s.actions + 2 > kActions) return false;
    joined = (dest == from + 1 && linked(s, t, from)) || (dest == from - 1 && linked(s, t, dest));
    if (!joined && dest <= kRooms) {  // the vent
      const Card there = card_at(t, dest);
      joined = (here == Card::control && there == Card::tools) || (here == Card::tools && there == Card::control);
    }
  }
  return joined && !(dest <= kRooms && card_at(t, dest) == Card::flooded && occupied(t, dest));
}

/// Room r's bit (1..5) of takeable_rooms.
constexpr bool may_take(const Track& t, int r) noexcept {
  const Card c = card_at(t, r);
  return ((c == Card::control && (t.prog_on & 1U)) || (c == Card::tools && (t.prog_on & 2U))) && occupied(t, r);
}

/// Crew k's bit of wakeable_crew.
constexpr bool may_wake(const Track& t, int k) noexcept {
  const int at = t.crew[static_cast<std::size_t>(k)];
  return ((t.lying >> k) & 1U) && at >= 1 && at <= kRooms && occupied(t, at);
}

inline constexpr int kTakeBit = act::kTake - act::kWalk;
inline constexpr int kWakeBit = act::kWake - act::kWalk;
inline constexpr int kTiltBit = act::kTilt - act::kWalk;
constexpr std::uint64_t id_bit(ActionId a) noexcept { return std::uint64_t{1} << (a - act::kWalk); }

/// The legal set of a result waiting to be used (the legal-set mask).
constexpr std::uint64_t pending_mask(const State& s, const Track& t) noexcept {
  const bool left = s.actions < kActions;
  std::uint64_t m = id_bit(act::kUse);
  // "A ação de Ativar sempre deve ser escolhida após a ação de Decodificar"; each costs an action.
  if (left && may_activate(t)) {
    if (t.tilt) m |= (std::uint64_t{0x3F} & ~(std::uint64_t{1} << (s.pending - 1))) << kTiltBit;
    if (t.prog) m |= id_bit(act::kProgUp) | id_bit(act::kProgDown);
  }
  // "O resultado pode ser utilizado ou ignorado pelo jogador", but "um resultado 6 jamais pode
  // ser ignorado", and "Se a ação de Decodificar for a última do jogador, seu resultado não
  // pode ser alterado ou ignorado": a decode followed by an activation was not the last
  // action, so its result may be ignored even with no action left.
  if (s.pending != 6 && (left || s.activated)) m |= id_bit(act::kIgnore);
  return m;
}

/// Whether the turn may end now. "Se o Decodificar for a última ação do turno deste jogador, o
/// resultado deve ser obrigatoriamente utilizado": after an `ignore` the decode may not stay
/// the last action.
constexpr bool may_end(const State& s) noexcept { return !s.pending && !s.ignored; }

}  // namespace detail

/// The acting seat's legal decisions as a legal-set mask (see the file comment); 0 at chance
/// and terminal nodes.
constexpr std::uint64_t legal_mask(const State& s) noexcept {
  using namespace detail;
  if (s.phase != Phase::play) return 0;
  const Track& t = s.tracks[s.player];
  if (s.pending) return pending_mask(s, t);
  std::uint64_t m = may_end(s) ? id_bit(act::kEnd) : 0;
  if (s.actions < kActions) {
    const Walkways w = walkways(s, t);
    m |= walk_fields(s, w);
    m |= std::uint64_t{takeable_rooms(t, w)} << kTakeBit;
    m |= std::uint64_t{wakeable_crew(t, w)} << kWakeBit;
    m |= id_bit(act::kDecode);
  }
  return m;
}

/// The legal decisions in ascending id order (empty at chance and terminal nodes).
constexpr void legal_actions(const State& s, ActionList& out) noexcept {
  out.clear();
  for (std::uint64_t m = legal_mask(s); m; m &= m - 1) out.push_back(act::kWalk + std::countr_zero(m));
}

/// legal_actions written straight into a caller's buffer if they fit (nothing otherwise);
/// returns their count. The mask gives the count first, so no list is built and copied.
constexpr int legal_actions_into(const State& s, std::span<ActionId> out) noexcept {
  std::uint64_t m = legal_mask(s);
  const int n = bits::count(m);  // not std::popcount: a libgcc call without -mpopcnt
  if (static_cast<std::size_t>(n) > out.size()) return n;
  for (ActionId* to = out.data(); m; m &= m - 1) *to++ = act::kWalk + std::countr_zero(m);
  return n;
}

/// The decision bgb::random_action's generic path picks (legal_actions, then one rng.below of
/// its size, the id at that index), with the same rng use, read off the mask unlisted.
/// Precondition: a seat acts.
constexpr ActionId random_action(const State& s, Rng& rng) noexcept {
  const std::uint64_t m = legal_mask(s);
  return act::kWalk + bits::nth(m, static_cast<int>(rng.below(static_cast<std::uint64_t>(bits::count(m)))));
}

/// Whether decision `a` is legal, checking only the rule of its kind. Precondition: a seat acts.
/// Compares rather than a switch on the kind: an indirect jump over random kinds was the
/// costliest part of the check.
constexpr bool is_legal_decision(const State& s, ActionId a) noexcept {
  using namespace detail;
  if (a < act::kWalk || a >= act::kNumDistinct) return false;  // a chance outcome or no action at all
  const Track& t = s.tracks[s.player];
  // A result waiting to be used allows only what pending_mask lists (tilt, prog, use, ignore).
  if (s.pending) return (pending_mask(s, t) & id_bit(a)) != 0;
  if (a == act::kEnd) return may_end(s);
  if (a >= act::kTilt || s.actions >= kActions) return false;  // no result to use, or no crew action left
  if (a < act::kTake) return may_walk_to(s, t, (a - act::kWalk) / 6, (a - act::kWalk) % 6 + 1);
  if (a < act::kWake) return may_take(t, act::room_of_take(a));
  if (a < act::kDecode) return may_wake(t, a - act::kWake);
  return true;  // decode
}

}  // namespace bgb::dp6
