/// \file
/// DP6's snapshot validator: what a loaded state must satisfy so that the rules can go on from
/// it without reading out of range, and what the rules keep true (marker and crew
/// conservation, the deal's constraints, the phase against the turn). Every check follows from
/// include/bgb/dp6/rules.hpp, so no reachable state is refused: tests/registry/dp6_codec_test.cpp
/// round-trips every state of random playouts to prove it.
#include <bit>
#include <string>

#include "dp6/codec.hpp"

namespace bgb::dp6_codec {

using namespace bgb::dp6;
using dp6::Game;  // not the bgb::Game concept

namespace {

std::string key(int seat, std::string_view field) {
  std::string out = "tracks[";
  out += std::to_string(seat);
  out += "].";
  out += field;
  return out;
}

/// One track on its own: the deal, the crew, the markers.
std::string check_track(const State& s, int seat) {
  const Track& t = s.tracks[static_cast<std::size_t>(seat)];
  const bool dealt = t.gap_door[0] != 0;
  if (dealt != (s.phase != Phase::doors || seat < s.setup_seat))
    return key(seat, "doors") + (dealt ? ": dealt before its turn in the setup" : ": the setup has dealt them, so they are 4 digits");
  bool setup = s.phase == Phase::doors || s.phase == Phase::first;
  if (setup && !(Track{{}, t.gap_door} == t))
    return key(seat, "crew") + ": before the first turn every track is as the box puts it (2 crew at the start, 2 aside, "
           "2 tilt markers, every room face down)";
  unsigned seen = 0;
  for (int r = 1; r <= kRooms; ++r) {
    const Card c = t.room[static_cast<std::size_t>(r - 1)];
    if (c == Card::hidden) continue;
    if ((seen >> static_cast<int>(c)) & 1U) return key(seat, "rooms") + ": '" + std::string(card_word(c)) + "' appears twice";
    seen |= 1U << static_cast<int>(c);
    if (c == Card::aberration && r <= kFirstGroupSlots)
      return key(seat, "rooms") + ": the Aberration room is dealt among rooms 3..5 only";
  }
  int late_hidden = 0;
  for (int r = kFirstGroupSlots + 1; r <= kRooms; ++r) late_hidden += t.room[static_cast<std::size_t>(r - 1)] == Card::hidden ? 1 : 0;
  if (room_of(t, Card::aberration) == 0 && late_hidden == 0)
    return key(seat, "rooms") + ": rooms 3..5 are face up without the Aberration, which must be among them";
  if ((t.aberration != 0) != (room_of(t, Card::aberration) != 0))
    return key(seat, "aberration") + ": the Aberration is in play exactly when its room is face up (it starts there)";
  if (t.aberration && t.room[static_cast<std::size_t>(t.aberration - 1)] == Card::hidden)
    return key(seat, "aberration") + ": the Aberration never enters a face-down room";
  // Crew turn rooms up one step at a time from the start area, and the vent joins two face-up
  // rooms, so the face-up rooms are always r1..rN.
  for (int r = 2; r <= kRooms; ++r)
    if (t.room[static_cast<std::size_t>(r - 1)] != Card::hidden && t.room[static_cast<std::size_t>(r - 2)] == Card::hidden)
      return key(seat, "rooms") + ": r" + std::to_string(r) + " is face up behind the face-down r" + std::to_string(r - 1) +
             " (rooms are revealed one step at a time from the start area)";
  for (int k = 0; k < kCrew; ++k) {
    const std::uint8_t p = t.crew[static_cast<std::size_t>(k)];
    const std::string where = key(seat, "crew") + "[" + std::to_string(k) + "]";
    if (p == kCapsule && t.room[kRooms - 1] == Card::hidden) return where + ": a crew reaches the Capsule through r5, so r5 is face up";
    if (p == kDevoured && !t.aberration) return where + ": only the Aberration devours, so its room is face up";
  }
  const int cryo = room_of(t, Card::cryo);
  for (int k = 0; k < kCrew; ++k) {
    const std::string where = key(seat, "crew") + "[" + std::to_string(k) + "]";
    const std::uint8_t p = t.crew[static_cast<std::size_t>(k)];
    const bool lying = (t.lying >> k) & 1U;
    if (k < kStartCrew && p == kAside) return where + ": c0 and c1 start in the start area, never aside";
    if (k >= kStartCrew && (p == kAside) != (cryo == 0))
      return where + (cryo ? ": c2 and c3 lie down in Cryogenics when it is revealed" : ": c2 and c3 wait aside until Cryogenics is revealed");
    if (k >= kStartCrew && p == kStart) return where + ": c2 and c3 never stand in the start area";
    if (lying && (k < kStartCrew || p != cryo)) return where + ": only c2 and c3 lie, in the Cryogenics room";
    if (p >= 1 && p <= kRooms && t.room[static_cast<std::size_t>(p - 1)] == Card::hidden &&
        !(s.phase == Phase::reveal && seat == s.player && p == s.reveal_room))
      return where + ": a crew stands only in face-up rooms (or the room it is revealing)";
  }
  if (const int f = room_of(t, Card::flooded); f) {
    int in = 0;
    for (int k = 0; k < kCrew; ++k) in += active_in_room(t, k) && t.crew[static_cast<std::size_t>(k)] == f ? 1 : 0;
    if (in > 1) return key(seat, "crew") + ": the Flooded room holds one crew at a time";
  }
  if (t.tilt + t.tilt_used != kTilts) return key(seat, "tilt") + ": tilt + tilt_used is the 2 Tilt markers of the player";
  const int unplaced = (room_of(t, Card::control) ? 0 : 1) + (room_of(t, Card::tools) ? 0 : 1);
  if ((t.prog_on & 1U) && !room_of(t, Card::control)) return key(seat, "prog_on") + ": Control is face down";
  if ((t.prog_on & 2U) && !room_of(t, Card::tools)) return key(seat, "prog_on") + ": Tools is face down";
  if (t.prog + std::popcount(static_cast<unsigned>(t.prog_on)) + t.prog_used + unplaced != kProgs)
    return key(seat, "prog") + ": held + lying + used + not yet in play (face-down Control/Tools) is the 2 Programming markers";
  return "";
}

std::string check_turn(const Game& g, const State& s) {
  const bool setup = s.phase == Phase::doors || s.phase == Phase::first;
  if ((s.phase == Phase::doors) != (s.setup_seat < s.players))
    return s.phase == Phase::doors ? "setup_seat: every seat's doors are dealt already" : "setup_seat: the setup deals every seat's doors first";
  if (setup && (s.player || s.actions || s.pending || s.doors || s.capsule || s.turns))
    return "phase: '" + std::string(phase_name(s.phase)) + "' is the setup: no turn, no action, every door closed, the counter on 0";
  if ((s.phase == Phase::reveal) != (s.reveal_room != 0))
    return "reveal_room: a room is being revealed exactly in phase 'reveal'";
  if (s.phase == Phase::roll && (s.pending || s.actions == 0)) return "pending: a decode is being rolled, nothing is pending yet";
  if (s.pending && s.phase != Phase::play) return "pending: a decoded result waits only in phase 'play'";
  if (s.pending && s.actions == 0) return "pending: a result is decoded by an action of this turn";
  if (s.phase == Phase::play && !s.pending && s.actions >= kActions) return "actions: the turn ends after the third action";
  if (s.ignored && (s.phase != Phase::play || s.pending || s.actions == 0))
    return "ignored: a result was ignored this turn, in phase 'play', and nothing is pending since";
  if (s.activated && (!s.pending || s.actions < 2))
    return "activated: a marker changes a pending result, with an action after the decode's";
  if (s.phase == Phase::reveal) {
    const Track& t = s.tracks[s.player];
    if (t.room[static_cast<std::size_t>(s.reveal_room - 1)] != Card::hidden) return "reveal_room: that room is face up";
    bool someone = false;
    for (int k = 0; k < kCrew; ++k) someone = someone || t.crew[static_cast<std::size_t>(k)] == s.reveal_room;
    if (!someone || s.actions == 0) return "reveal_room: the room is revealed by a crew that walked in this turn";
  }
  const bool over = s.phase == Phase::over;
  if (over != (s.end != End::none))
    return over ? "end: a finished game says how it ended" : "end: the game is not over, so end is null";
  bool anyone = false;
  for (int p = 0; p < s.players; ++p) anyone = anyone || has_actor(s.tracks[static_cast<std::size_t>(p)]);
  const int max_turns = g.options().max_turns;
  if (max_turns && s.turns > max_turns) return "turns: more than max_turns";
  if (!over) {
    if (!setup && !has_actor(s.tracks[s.player])) return "player: a seat with no crew that can act is skipped";
    if (!setup && !anyone) return "end: nobody can act, so the game is over (stranded)";
    if (max_turns && s.turns >= max_turns) return "turns: the game ends after max_turns turns";
    return "";
  }
  if (s.pending) return "pending: a finished game has no decoded result waiting";
  if (s.end != End::launched && s.actions) return "actions: only a launch ends the game in the middle of a turn";
  switch (s.end) {
    case End::launched:
      if (s.capsule != kCapsulePositions - 1) return "end: the capsule launches from the counter's 6th position (capsule 5)";
      break;
    case End::stranded:
      if (anyone) return "end: 'stranded' means no crew of any player can act";
      break;
    case End::turn_limit:
      if (!max_turns || s.turns != max_turns) return "end: 'turn_limit' ends the game after exactly max_turns turns";
      break;
    case End::none: break;
  }
  return "";
}

}  // namespace

std::string state_problem(const Game& g, const State& s) {
  if (s.players != g.num_players()) return "players: not this game's number of players";
  for (int p = 0; p < s.players; ++p)
    if (std::string problem = check_track(s, p); !problem.empty()) return problem;
  for (int p = s.players; p < kMaxSeats; ++p)
    if (!(s.tracks[static_cast<std::size_t>(p)] == Track{})) return "tracks: seats that do not play have no track";
  // The turn first: it checks that reveal_room names a room, which chance_outcomes indexes by.
  if (std::string problem = check_turn(g, s); !problem.empty()) return problem;
  if (s.phase == Phase::reveal) {
    ChanceList l;
    chance_outcomes(s, l);
    if (l.empty()) return "reveal_room: no card can be there";
  }
  return "";
}

}  // namespace bgb::dp6_codec
