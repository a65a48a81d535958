// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's board as lookup tables, derived once from a Content (the board is replaceable
/// data, so each Game builds its own in Game::make, never a global): the hatch joining two
/// rooms and, per room, its neighbours in room order with the bit of the hatch that a block
/// closes. Move generation then costs a few mask tests instead of a search of the hatch list.
///
/// Layout (all indices are rooms 0..10, 0 the Sea):
///   hatch[a][b]     the hatch id joining a and b (the first in the content's list), or -1
///   neighbours[a]   bit b set = a hatch joins a and b
///   degree[a]       how many rooms are joined to a
///   next[a][i]      the i-th room joined to a, ascending (i < degree[a])
///   lock[a][i]      the bit of s.blocked that closes the hatch to next[a][i]; 0 for an exterior
///                   hatch, which is never blocked
///   locks[a]        the union of lock[a][i]: no bit of it in s.blocked, no hatch of a is blocked
///   inner[a]        bit b set = an interior hatch joins a and b (neighbours[a] less the Sea's
///                   side): where a fire spreads and which hatches an event may block
///   bonus_kinds[t]  bit k set = item kind k's bonus applies to a fix of target t and is not 0:
///                   a fix's bonus sums only these kinds' cards played (detail::bonus)
#include <array>
#include <cstdint>

#include "bgb/rn/data.hpp"

namespace bgb::rn {

struct Board {
  std::array<std::array<std::int8_t, kRooms>, kRooms> hatch{};
  std::array<std::uint16_t, kRooms> neighbours{};
  std::array<std::uint8_t, kRooms> degree{};
  std::array<std::array<std::uint8_t, kRooms>, kRooms> next{};
  std::array<std::array<std::uint32_t, kRooms>, kRooms> lock{};
  std::array<std::uint32_t, kRooms> locks{};
  std::array<std::uint16_t, kRooms> inner{};
  std::array<std::uint16_t, kTargetKinds + 1> bonus_kinds{};  ///< by Target, Target::none last
};

/// The tables of c's board: one pass over the hatches (the first hatch joining two rooms is the
/// one hatch_between finds), then the neighbours of each room in room order.
constexpr Board make_board(const Content& c) noexcept {
  Board b;
  for (auto& row : b.hatch) row.fill(-1);
  for (int h = (c.num_hatches < kMaxHatches ? c.num_hatches : kMaxHatches) - 1; h >= 0; --h) {
    const Hatch& hh = c.hatches[static_cast<std::size_t>(h)];
    if (hh.a >= kRooms || hh.b >= kRooms) continue;  // never joins two rooms (content_error refuses it)
    b.hatch[hh.a][hh.b] = static_cast<std::int8_t>(h);
    b.hatch[hh.b][hh.a] = static_cast<std::int8_t>(h);
  }
  for (std::size_t a = 0; a < kRooms; ++a) {
    for (std::size_t to = 0; to < kRooms; ++to) {
      const int h = b.hatch[a][to];
      if (h < 0) continue;
      const std::size_t i = b.degree[a]++;
      b.neighbours[a] = static_cast<std::uint16_t>(b.neighbours[a] | (1U << to));
      b.next[a][i] = static_cast<std::uint8_t>(to);
      b.lock[a][i] = is_exterior(c.hatches[static_cast<std::size_t>(h)]) ? 0U : 1U << h;
      b.locks[a] |= b.lock[a][i];
      if (!is_exterior(c.hatches[static_cast<std::size_t>(h)])) b.inner[a] = static_cast<std::uint16_t>(b.inner[a] | (1U << to));
    }
  }
  for (int t = 0; t <= kTargetKinds; ++t)
    for (std::size_t k = 0; k < kItemKinds; ++k)
      if (c.items[k].bonus != 0 && applies(c.items[k], static_cast<Target>(t)))
        b.bonus_kinds[static_cast<std::size_t>(t)] = static_cast<std::uint16_t>(b.bonus_kinds[static_cast<std::size_t>(t)] | (1U << k));
  return b;
}

}  // namespace bgb::rn
