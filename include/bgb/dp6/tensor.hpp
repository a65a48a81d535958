// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's observation tensor: a fixed-size float vector of what one seat sees. A face-down room is
/// not dealt until a crew walks in (state.hpp), so a State holds nothing hidden and the tensor
/// encodes it whole; a face-down room is written as "hidden", never as a card. Seats are
/// relative to the viewer: seat-valued fields and the tracks start at the viewer and go on in
/// turn order (viewer + 1, ...), so one network plays every seat. docs/tensors.md ("DP6")
/// lists the layout below row by row; a test checks the two agree.
#include <array>
#include <cstdint>
#include <span>

#include "bgb/core/tensor_parts.hpp"
#include "bgb/core/types.hpp"
#include "bgb/dp6/game.hpp"

namespace bgb::dp6 {

namespace tensor_layout {

// The shared part, first (its length does not depend on the player count).
inline constexpr int kPlayers = kMaxSeats - kMinPlayers + 1;  ///< one-hot 2..4 players
inline constexpr int kPhase = 6;               ///< one-hot Phase: doors, first, play, reveal, roll, over
inline constexpr int kEnd = 4;                 ///< one-hot End: none, launched, stranded, turn_limit
inline constexpr int kPlayer = kMaxSeats;      ///< one-hot seat to act, relative to the viewer
inline constexpr int kSetupSeat = kMaxSeats + 1;  ///< one-hot next `doors` seat, relative; last: all dealt
inline constexpr int kActions = dp6::kActions + 1;  ///< one-hot crew actions used this turn 0..3
inline constexpr int kPending = 7;             ///< one-hot decoded result: 0 none, 1..6
inline constexpr int kIgnored = 1;             ///< flag
inline constexpr int kActivated = 1;           ///< flag
inline constexpr int kRevealRoom = kRooms + 1; ///< one-hot 0 none, r1..r5
inline constexpr int kOpenDoors = kDoors;      ///< flag per door 1..5
inline constexpr int kCapsule = kCapsulePositions;  ///< one-hot counter position 0..5
inline constexpr int kTurns = 1;               ///< completed turns / 256 (not clipped)
inline constexpr int kTurnLimit = 2;           ///< flag: max_turns set; then turns left / max_turns
// One track (a seat's), repeated for each seat in relative order.
inline constexpr int kRoomCards = kRooms * (kCards + 1);  ///< per room r1..r5: one-hot hidden, flooded, tools, control, aberration, cryo
inline constexpr int kGapDoors = kGaps * (kGaps + 1);     ///< per gap r1|r2..r4|r5: one-hot 0 (not dealt), door 1..4
inline constexpr int kCrewPlaces = 9;                     ///< start, r1..r5, capsule, aside, devoured
inline constexpr int kCrewBlock = kCrew * (kCrewPlaces + 1);  ///< per crew c0..c3: one-hot place [9], lying flag [1]
inline constexpr int kAberration = kRooms + 1;           ///< one-hot 0 (not in play), r1..r5
inline constexpr int kTilt = kTilts + 1;                 ///< one-hot held 0..2 (tilt_used = 2 - held)
inline constexpr int kProg = kProgs + 1;                 ///< one-hot held 0..2
inline constexpr int kProgOn = 2;                        ///< flag: one lies in Control, one in Tools
inline constexpr int kProgUsed = kProgs + 1;             ///< one-hot spent 0..2

inline constexpr int kPlayersAt = 0;
inline constexpr int kPhaseAt = kPlayersAt + kPlayers;
inline constexpr int kEndAt = kPhaseAt + kPhase;
inline constexpr int kPlayerAt = kEndAt + kEnd;
inline constexpr int kSetupSeatAt = kPlayerAt + kPlayer;
inline constexpr int kActionsAt = kSetupSeatAt + kSetupSeat;
inline constexpr int kPendingAt = kActionsAt + kActions;
inline constexpr int kIgnoredAt = kPendingAt + kPending;
inline constexpr int kActivatedAt = kIgnoredAt + kIgnored;
inline constexpr int kRevealRoomAt = kActivatedAt + kActivated;
inline constexpr int kOpenDoorsAt = kRevealRoomAt + kRevealRoom;
inline constexpr int kCapsuleAt = kOpenDoorsAt + kOpenDoors;
inline constexpr int kTurnsAt = kCapsuleAt + kCapsule;
inline constexpr int kTurnLimitAt = kTurnsAt + kTurns;
inline constexpr int kShared = kTurnLimitAt + kTurnLimit;
// Within a track block, which starts at track_at(k).
inline constexpr int kRoomCardsAt = 0;
inline constexpr int kGapDoorsAt = kRoomCardsAt + kRoomCards;
inline constexpr int kCrewAt = kGapDoorsAt + kGapDoors;
inline constexpr int kAberrationAt = kCrewAt + kCrewBlock;
inline constexpr int kTiltAt = kAberrationAt + kAberration;
inline constexpr int kProgAt = kTiltAt + kTilt;
inline constexpr int kProgOnAt = kProgAt + kProg;
inline constexpr int kProgUsedAt = kProgOnAt + kProgOn;
inline constexpr int kTrack = kProgUsedAt + kProgUsed;

/// The track of seat viewer + k starts here.
constexpr int track_at(int k) noexcept { return kShared + k * kTrack; }
/// Floats for a player count.
constexpr int size(int players) noexcept { return kShared + players * kTrack; }

inline constexpr int kSharedParts = 14;
inline constexpr int kTrackParts = 8;
inline constexpr std::array<tensor::Part, kSharedParts> kSharedLayout = {{
    {"players", -1, kPlayersAt, kPlayers, "one-hot 2..4"},
    {"phase", -1, kPhaseAt, kPhase, "one-hot: doors, first, play, reveal, roll, over"},
    {"end", -1, kEndAt, kEnd, "one-hot: none, launched, stranded, turn_limit"},
    {"player", -1, kPlayerAt, kPlayer, "one-hot seat to act, relative (0 = viewer)"},
    {"setup_seat", -1, kSetupSeatAt, kSetupSeat, "one-hot next `doors` seat, relative; index 4: every seat dealt"},
    {"actions", -1, kActionsAt, kActions, "one-hot crew actions used this turn 0..3"},
    {"pending", -1, kPendingAt, kPending, "one-hot 0 (none), result 1..6"},
    {"ignored", -1, kIgnoredAt, kIgnored, "flag"},
    {"activated", -1, kActivatedAt, kActivated, "flag"},
    {"reveal_room", -1, kRevealRoomAt, kRevealRoom, "one-hot 0 (none), r1..r5"},
    {"open_doors", -1, kOpenDoorsAt, kOpenDoors, "flag per door 1..5"},
    {"capsule", -1, kCapsuleAt, kCapsule, "one-hot counter 0..5"},
    {"turns", -1, kTurnsAt, kTurns, "completed turns / 256, not clipped"},
    {"turn_limit", -1, kTurnLimitAt, kTurnLimit, "flag max_turns > 0; (max_turns - turns) / max_turns"},
}};
/// Offsets relative to the start of a track block.
inline constexpr std::array<tensor::Part, kTrackParts> kTrackLayout = {{
    {"rooms", 0, kRoomCardsAt, kRoomCards, "per room r1..r5, one-hot [6]: hidden, flooded, tools, control, aberration, cryo"},
    {"doors", 0, kGapDoorsAt, kGapDoors, "per gap r1-r2 .. r4-r5, one-hot [5]: 0 (not dealt), door 1..4"},
    {"crew", 0, kCrewAt, kCrewBlock,
     "per crew c0..c3 [10]: place one-hot start, r1..r5, capsule, aside, devoured [9], lying flag [1]"},
    {"aberration", 0, kAberrationAt, kAberration, "one-hot 0 (not in play), r1..r5"},
    {"tilt", 0, kTiltAt, kTilt, "one-hot held 0..2 (tilt_used is 2 - held)"},
    {"prog", 0, kProgAt, kProg, "one-hot held 0..2"},
    {"prog_on", 0, kProgOnAt, kProgOn, "flags: on Control, on Tools"},
    {"prog_used", 0, kProgUsedAt, kProgUsed, "one-hot spent 0..2"},
}};

/// Every part for a player count, tracks included (group k: the track of seat viewer + k).
inline constexpr int kMaxParts = kSharedParts + kMaxSeats * kTrackParts;
constexpr std::array<tensor::Part, kMaxParts> parts(int players, int& count) noexcept {
  return tensor::expand<kMaxParts>(kSharedLayout, kTrackLayout, kShared, kTrack, players < kMaxSeats ? players : kMaxSeats, count);
}

}  // namespace tensor_layout

/// Floats in the tensor: shared part + one track block per player (2 players: 269).
inline int observation_tensor_size(const Game& game) noexcept { return tensor_layout::size(game.num_players()); }

/// Writes the tensor of `s` as seat `viewer` (0..players-1) sees it into out[0..size); any other
/// viewer gets the tracks from seat 0 (nothing is hidden in DP6).
inline void write_observation_tensor(const Game& game, const State& s, PlayerId viewer, std::span<float> out) noexcept {
  namespace L = tensor_layout;
  const int players = game.num_players();
  const std::size_t n = static_cast<std::size_t>(L::size(players));
  tensor::Writer w(out.first(out.size() < n ? out.size() : n));
  const int me = viewer >= 0 && viewer < players ? viewer : 0;
  auto rel = [&](int seat) { return (seat - me + players) % players; };
  w.one_hot(L::kPlayersAt, L::kPlayers, players - kMinPlayers);
  w.one_hot(L::kPhaseAt, L::kPhase, static_cast<int>(s.phase));
  w.one_hot(L::kEndAt, L::kEnd, static_cast<int>(s.end));
  if (s.player < players) w.one_hot(L::kPlayerAt, L::kPlayer, rel(s.player));
  w.one_hot(L::kSetupSeatAt, L::kSetupSeat, s.setup_seat < players ? rel(s.setup_seat) : kMaxSeats);
  w.one_hot(L::kActionsAt, L::kActions, s.actions);
  w.one_hot(L::kPendingAt, L::kPending, s.pending);
  w.flag(L::kIgnoredAt, s.ignored != 0);
  w.flag(L::kActivatedAt, s.activated != 0);
  w.one_hot(L::kRevealRoomAt, L::kRevealRoom, s.reveal_room);
  for (int d = 1; d <= kDoors; ++d) w.flag(L::kOpenDoorsAt + d - 1, door_open(s, d));
  w.one_hot(L::kCapsuleAt, L::kCapsule, s.capsule);
  w.scaled(L::kTurnsAt, s.turns, 256);
  const int limit = game.options().max_turns;
  if (limit > 0) {
    w.flag(L::kTurnLimitAt, true);
    w.scaled(L::kTurnLimitAt + 1, limit - s.turns, limit);
  }
  for (int k = 0; k < players; ++k) {
    const Track& t = s.tracks[static_cast<std::size_t>((me + k) % players)];
    const int at = L::track_at(k);
    for (int r = 0; r < kRooms; ++r)
      w.one_hot(at + L::kRoomCardsAt + r * (kCards + 1), kCards + 1, static_cast<int>(t.room[static_cast<std::size_t>(r)]));
    for (int g = 0; g < kGaps; ++g) w.one_hot(at + L::kGapDoorsAt + g * (kGaps + 1), kGaps + 1, t.gap_door[static_cast<std::size_t>(g)]);
    for (int c = 0; c < kCrew; ++c) {
      const int crew_at = at + L::kCrewAt + c * (L::kCrewPlaces + 1);
      w.one_hot(crew_at, L::kCrewPlaces, t.crew[static_cast<std::size_t>(c)]);
      w.flag(crew_at + L::kCrewPlaces, (t.lying >> c) & 1U);
    }
    w.one_hot(at + L::kAberrationAt, L::kAberration, t.aberration);
    w.one_hot(at + L::kTiltAt, L::kTilt, t.tilt);
    w.one_hot(at + L::kProgAt, L::kProg, t.prog);
    w.flag(at + L::kProgOnAt, t.prog_on & 1U);
    w.flag(at + L::kProgOnAt + 1, t.prog_on & 2U);
    w.one_hot(at + L::kProgUsedAt, L::kProgUsed, t.prog_used);
  }
}

}  // namespace bgb::dp6
