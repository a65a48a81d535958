// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's state: one trivially copyable value of about 100 bytes (no pointers, no heap).
///
/// Layout (every field a byte unless told):
///   Track (one per seat, 4 always present; seats >= players stay zero):
///     room[5]     Card code of r1..r5; 0 = face down. Face-down cards are not dealt yet: the
///                 card is drawn when a crew walks in (`reveal` chance), from the cards still
///                 possible for that slot, which gives the physical game's distribution exactly
///                 (docs/rules/dp6.md, "Deferred room cards"). So nothing in a State is hidden.
///     gap_door[4] door number (1..4) in the gaps r1|r2 .. r4|r5; 0 until `doors` is dealt.
///     crew[4]     Where c0..c3 are: kStart, 1..5 (a room), kCapsule, kAside, kDevoured.
///     lying       bit k: crew k lies (asleep) in the Cryogenics room it stands in.
///     aberration  its room 1..5; 0 while the Aberration room is face down.
///     tilt        Tilt markers held (2 at the start).  tilt_used: spent (tilt + tilt_used == 2).
///     prog        Programming markers held.  prog_on: bit0 one lies in Control, bit1 in Tools.
///     prog_used   spent. prog + popcount(prog_on) + prog_used + face-down Control/Tools == 2.
///   Shared: phase, setup_seat (next `doors` seat), player (seat to act), actions (crew
///   actions used this turn, 0..3), pending (decoded result 1..6, 0 = none), ignored (1 from an
///   `ignore` until the next crew action: the decode was not the turn's last action, so `end`
///   waits), activated (1 while the pending result was changed by a Tilt or Programming
///   marker: an action followed the decode, so it was not the turn's last), doors (bit d-1: door d open), capsule (counter 0..5), end, reveal_room (1..5 while
///   Phase::reveal), turns (16 bits: completed turns).
///
/// The move generator reads a track as masks (moves.hpp documents them): bit r-1 per room,
/// four 6-bit crew fields, and the legal set as one 64-bit mask over the decision ids.
#include <array>
#include <cstdint>
#include <type_traits>

#include "bgb/dp6/data.hpp"

namespace bgb::dp6 {

inline constexpr std::uint8_t kStart = 0;     ///< crew: in front of room 1 (not active)
inline constexpr std::uint8_t kCapsule = 6;   ///< crew: in the Escape Capsule (inactive, saved if it launches)
inline constexpr std::uint8_t kAside = 7;     ///< crew: off the board until Cryogenics is revealed
inline constexpr std::uint8_t kDevoured = 8;  ///< crew: back in the box

enum class Phase : std::uint8_t {
  doors,   ///< chance: `doors SEAT D1D2D3D4` for setup_seat
  first,   ///< chance: `first SEAT`
  play,    ///< the seat acts: walk / take / wake / decode / end, or resolve a pending result
  reveal,  ///< chance: `reveal CARD` for reveal_room of the acting seat's track
  roll,    ///< chance: `roll N` for a decode
  over,
};

/// How the game ended.
enum class End : std::uint8_t {
  none,
  launched,    ///< a `use` of 6 with the counter on its 6th position
  stranded,    ///< no crew of any player can act any more (everybody devoured, or asleep)
  turn_limit,  ///< option max_turns reached, scored as a launch
};

struct Track {
  std::array<Card, kRooms> room{};
  std::array<std::uint8_t, kGaps> gap_door{};
  std::array<std::uint8_t, kCrew> crew{kStart, kStart, kAside, kAside};
  std::uint8_t lying = 0;
  std::uint8_t aberration = 0;
  std::uint8_t tilt = kTilts;
  std::uint8_t tilt_used = 0;
  std::uint8_t prog = 0;
  std::uint8_t prog_on = 0;
  std::uint8_t prog_used = 0;
  friend constexpr bool operator==(const Track&, const Track&) = default;
};

struct State {
  std::array<Track, kMaxSeats> tracks{};
  Phase phase = Phase::doors;
  End end = End::none;
  std::uint8_t players = 2;
  std::uint8_t setup_seat = 0;
  std::uint8_t player = 0;
  std::uint8_t actions = 0;
  std::uint8_t pending = 0;
  std::uint8_t ignored = 0;
  std::uint8_t activated = 0;
  std::uint8_t doors = 0;
  std::uint8_t capsule = 0;
  std::uint8_t reveal_room = 0;
  std::uint16_t turns = 0;
  friend constexpr bool operator==(const State&, const State&) = default;
};

static_assert(std::is_trivially_copyable_v<State>);
static_assert(sizeof(State) <= 128, "a DP6 state stays a small value");

constexpr bool door_open(const State& s, int door) noexcept { return (s.doors >> (door - 1)) & 1U; }

/// The door between room `r` and room r+1 (r = 1..4), or door 5 for r = 5 (room 5 | capsule).
constexpr int door_after(const Track& t, int r) noexcept {
  return r >= kRooms ? kCapsuleDoor : t.gap_door[static_cast<std::size_t>(r - 1)];
}

/// A crew standing in a room (not lying, not in the start area or capsule): what the
/// Aberration sees and devours ("Apenas Tripulantes Ativos atraem a atenção").
constexpr bool active_in_room(const Track& t, int k) noexcept {
  const std::uint8_t p = t.crew[static_cast<std::size_t>(k)];
  return p >= 1 && p <= kRooms && !((t.lying >> k) & 1U);
}

/// A crew that can take an action: standing on the track or in the start area, or in the
/// Capsule (whose only action is decode).
constexpr bool can_act(const Track& t, int k) noexcept {
  const std::uint8_t p = t.crew[static_cast<std::size_t>(k)];
  return p == kStart || p == kCapsule || active_in_room(t, k);
}

constexpr bool has_actor(const Track& t) noexcept {
  for (int k = 0; k < kCrew; ++k)
    if (can_act(t, k)) return true;
  return false;
}

/// The room (1..5) holding `card` on the track, or 0 while it is face down.
constexpr int room_of(const Track& t, Card card) noexcept {
  for (int r = 0; r < kRooms; ++r)
    if (t.room[static_cast<std::size_t>(r)] == card) return r + 1;
  return 0;
}

constexpr int crew_in_capsule(const Track& t) noexcept {
  int n = 0;
  for (std::uint8_t p : t.crew) n += p == kCapsule ? 1 : 0;
  return n;
}

}  // namespace bgb::dp6
