// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Aberration's automatic turn (the rulebook's "Ações de Aberração"; docs/rules/dp6.md).
/// No decisions: after every turn of its player it takes 2 actions, each one a devour or a
/// step, chosen by the rulebook's priorities. Only the acting player's own track is ever
/// involved.
#include <cstdint>

#include "bgb/dp6/state.hpp"

namespace bgb::dp6 {

/// What the Aberration sees in one direction along its track: rooms are visible through open
/// doors and face-up rooms only ("se uma porta estiver fechada entre um Tripulante e a
/// Aberração, ela ignorará o Tripulante"); the start area and the Capsule are off its track.
struct Sight {
  int nearest = 0;  ///< steps to the nearest room with active crew; 0 = none seen
  int crew = 0;     ///< active crew seen on that side, all distances
};

/// The sight from the Aberration's room in direction `dir` (+1 toward the Capsule, -1 back);
/// `doors` is the shared door mask (bit d-1: door d open).
constexpr Sight look(const Track& t, std::uint8_t doors, int dir) noexcept {
  Sight out;
  const int from = t.aberration;
  for (int r = from + dir; r >= 1 && r <= kRooms; r += dir) {
    const int lo = dir > 0 ? r - 1 : r;  // the door between rooms lo and lo+1
    if (!((doors >> (door_after(t, lo) - 1)) & 1U) || t.room[static_cast<std::size_t>(r - 1)] == Card::hidden) break;
    int here = 0;
    for (int k = 0; k < kCrew; ++k) here += active_in_room(t, k) && t.crew[static_cast<std::size_t>(k)] == r ? 1 : 0;
    if (here && !out.nearest) out.nearest = dir > 0 ? r - from : from - r;
    out.crew += here;
  }
  return out;
}

/// The direction toward the visible active crew: the nearest ("na direção do Tripulante mais
/// próximo"); at equal distance the side with more visible crew ("na direção que tiver o maior
/// número de Tripulantes"), then toward the Capsule ("em direção à sala mais próxima da
/// Cápsula"). 0: nobody visible (see step_direction for what it does then).
constexpr int chase_direction(const Track& t, std::uint8_t doors) noexcept {
  const Sight up = look(t, doors, +1), down = look(t, doors, -1);
  if (!up.nearest && !down.nearest) return 0;
  if (!up.nearest) return -1;
  if (!down.nearest) return +1;
  if (up.nearest != down.nearest) return up.nearest < down.nearest ? +1 : -1;
  if (up.crew != down.crew) return up.crew > down.crew ? +1 : -1;
  return +1;
}

/// Whether the Aberration can walk one room toward the Capsule: an open door and a face-up room
/// ahead ("desde que as portas entre elas estejam abertas"); from room 5 it cannot, as it never
/// enters the Capsule ("também não consegue entrar na Cápsula de Fuga").
constexpr bool can_step_toward_capsule(const Track& t, std::uint8_t doors) noexcept {
  const int r = t.aberration;
  if (r < 1 || r >= kRooms) return false;
  return ((doors >> (door_after(t, r) - 1)) & 1U) && t.room[static_cast<std::size_t>(r)] != Card::hidden;
}

/// The direction of the Aberration's next step (+1, -1, or 0 to stay). With nobody visible every
/// movement criterion is tied, and the seed's tie rule sends it toward the Capsule: it "deve
/// realizar duas ações", and "Se mesmo assim houver um empate nos critérios de movimentação, a
/// Aberração andará em direção à sala mais próxima da Cápsula de Fuga". It stays only when that
/// step is impossible.
constexpr int step_direction(const Track& t, std::uint8_t doors) noexcept {
  if (const int chase = chase_direction(t, doors)) return chase;
  return can_step_toward_capsule(t, doors) ? +1 : 0;
}

/// The lowest-numbered active crew in the Aberration's room, or -1.
constexpr int prey(const Track& t) noexcept {
  for (int k = 0; k < kCrew; ++k)
    if (active_in_room(t, k) && t.crew[static_cast<std::size_t>(k)] == t.aberration) return k;
  return -1;
}

/// One Aberration action: devour a crew in its room ("Devorar um Tripulante que esteja na mesma
/// sala"), else step toward its prey, or toward the Capsule when it sees nobody; the Flooded room
/// costs it no extra action.
constexpr void aberration_action(Track& t, std::uint8_t doors) noexcept {
  if (!t.aberration) return;
  if (const int k = prey(t); k >= 0) {
    t.crew[static_cast<std::size_t>(k)] = kDevoured;
    return;
  }
  t.aberration = static_cast<std::uint8_t>(t.aberration + step_direction(t, doors));
}

/// The Aberration's two actions after its player's turn ("caso esteja em jogo").
constexpr void aberration_turn(Track& t, std::uint8_t doors) noexcept {
  for (int i = 0; i < kAberrationActions; ++i) aberration_action(t, doors);
}

}  // namespace bgb::dp6
