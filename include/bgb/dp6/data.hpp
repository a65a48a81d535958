// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's component data (the rulebook's "componentes" and "preparação"; docs/rules/dp6.md):
/// the five room cards of every colour, the track geometry, the colours of the seats and the
/// marker counts.
#include <array>
#include <cstdint>
#include <string_view>

namespace bgb::dp6 {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxSeats = 4;
inline constexpr int kRooms = 5;        ///< rooms r1..r5 on every track
inline constexpr int kGaps = 4;         ///< door gaps r1|r2 .. r4|r5 (door 5 is r5|capsule)
inline constexpr int kDoors = 5;        ///< doors 1..5, one shared state per number
inline constexpr int kCapsuleDoor = 5;  ///< "ligada à trilha de salas de todos os jogadores pela porta 5"
inline constexpr int kCrew = 4;         ///< "16 marcadores de Tripulação (4 de cada cor)"
inline constexpr int kStartCrew = 2;    ///< c0, c1 start in the start area; c2, c3 wait for Cryogenics
inline constexpr int kTilts = 2;        ///< held from the start
inline constexpr int kProgs = 2;        ///< one enters play on Control, one on Tools
inline constexpr int kActions = 3;      ///< crew actions a turn
inline constexpr int kAberrationActions = 2;
/// Capsule counter positions 0..5; crew may enter on 0..4 ("as 5 primeiras posições"); a `use`
/// of 6 on position 5 (the 6th) launches.
inline constexpr int kCapsulePositions = 6;
inline constexpr int kMaxTurnsLimit = 10000;

/// Room cards. 0 is "face down" in a State; the codes 1..5 follow the spec's listing order and
/// are also the order of the `reveal` chance outcomes.
enum class Card : std::uint8_t { hidden = 0, flooded = 1, tools = 2, control = 3, aberration = 4, cryo = 5 };
inline constexpr int kCards = 5;

/// Notation words (`reveal flooded`) and the words of the JSON, indexed by Card code.
inline constexpr std::array<std::string_view, kCards + 1> kCardWords = {"hidden", "flooded", "tools", "control",
                                                                        "aberration", "cryo"};
/// Longer names for the pictures and the narration.
inline constexpr std::array<std::string_view, kCards + 1> kCardNames = {"face down", "Flooded", "Tools", "Control",
                                                                        "Aberration", "Cryogenics"};
inline constexpr std::array<std::string_view, kMaxSeats> kColours = {"red", "yellow", "gray", "black"};

/// Rooms 1–2 take two of these four; rooms 3–5 take the other two and the Aberration
/// ("remover suas respectivas cartas de Aberração, embaralhar as cartas restantes e posicionar
/// duas ... nas duas primeiras posições ... reembaralhe as demais cartas junto da sala de Aberração").
inline constexpr int kFirstGroupSlots = 2;

constexpr std::string_view card_word(Card c) noexcept { return kCardWords[static_cast<std::size_t>(c)]; }
constexpr std::string_view card_name(Card c) noexcept { return kCardNames[static_cast<std::size_t>(c)]; }

/// n! for n <= 5 (reveal weights).
constexpr std::uint32_t factorial(int n) noexcept { return n <= 1 ? 1U : static_cast<std::uint32_t>(n) * factorial(n - 1); }

/// The 24 orders of doors 1..4 in lexicographic order: index -> digits (gap 1 first).
constexpr std::array<std::array<std::uint8_t, kGaps>, 24> make_door_orders() noexcept {
  std::array<std::array<std::uint8_t, kGaps>, 24> out{};
  int n = 0;
  for (int a = 1; a <= 4; ++a)
    for (int b = 1; b <= 4; ++b)
      for (int c = 1; c <= 4; ++c)
        for (int d = 1; d <= 4; ++d) {
          if (a == b || a == c || a == d || b == c || b == d || c == d) continue;
          out[static_cast<std::size_t>(n++)] = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
                                                static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)};
        }
  return out;
}
inline constexpr auto kDoorOrders = make_door_orders();
inline constexpr int kDoorOrderCount = 24;

}  // namespace bgb::dp6
