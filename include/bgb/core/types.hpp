// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Shared vocabulary of every game: seats, action ids, viewers.
#include <cstdint>

namespace bgb {

/// A seat index (0..n-1) or one of the two pseudo-players below.
using PlayerId = std::int32_t;
/// The state waits for a chance outcome, not for a seat.
inline constexpr PlayerId kChance = -1;
/// The game is over; nobody acts.
inline constexpr PlayerId kTerminal = -2;

/// Dense action id in [0, num_distinct_actions) for a game's options; covers chance outcomes too.
using ActionId = std::int32_t;
inline constexpr ActionId kInvalidAction = -1;

/// Observation viewer: a seat index, or one of these.
using Viewer = std::int32_t;
/// Omniscient view: everything, hidden cards included.
inline constexpr Viewer kViewAll = -1;
/// Spectator view: only what is public.
inline constexpr Viewer kViewPublic = -2;

}  // namespace bgb
