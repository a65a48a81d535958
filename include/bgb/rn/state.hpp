// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's state: one trivially copyable value (256 bytes with g++/clang on x86-64; checked below).
///
/// Layout, in declaration order (all fields are bytes or byte arrays unless noted):
///   header    players, phase, end, active seat, cursor (setup progress / items still to draw),
///             ghost (the Ghost Time Keeper's minute), opened (room just opened, kNone),
///             began_in_sea, sober (Coffee played after the last Grog this turn)
///   turn      played[13] (items played this turn, per kind), fix (target, room of the hatch,
///             minutes, bonus), partner (trade) and the kinds given and got in it (u16 each), event in progress (type, kind, step, room,
///             the Event space that drew it, hand limit), update stage
///   board     water[11] (0 none, 1 low, 2 high; the Sea always 0), fire (u16, bit per room),
///             blocked (u32, bit per hatch id), disaster[3] (marker cells), token[4] (minute of
///             each Destruction token or kNone), reshuffled (the event discards were reshuffled
///             once: the Kraken is in the deck), cabin_grog
///   decks     item_deck[13] (cards left per item kind), event_deck[64] (cards left per event
///             card type of the Content); discards are what is neither in a deck nor held
///   seats[8]  room, status (beside room, so "aboard in room r" is one 16-bit load), keeper
///             (minute), height (place in its space's stack, larger is higher; 0 = not yet
///             stacked), intoxication, took (room of the last take, 0 = none; cleared by an
///             action in another room), fainted, items (cards held per kind, a nibble each: Hand)
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "bgb/core/bit_cast.hpp"
#include "bgb/rn/data.hpp"

namespace bgb::rn {

inline constexpr std::uint8_t kNone = 0xFF;

enum class Phase : std::uint8_t {
  place,         ///< chance `place N`: the room of seat `cursor`
  stack,         ///< chance `stack SEAT`: the start stack, bottom-up (`cursor` stacked so far)
  deal,          ///< chance `item NAME`: 2 items to each seat in seat order (`cursor` dealt so far)
  move,          ///< the active gnome: `open`, `enter`, `play`, or its one action
  trade,         ///< the active gnome: `give ITEM`, `get ITEM`, `play ITEM`, `done`
  flee,          ///< the active gnome after a failed `fix fire`: `flee R` (`play ITEM` first)
  fix_roll,      ///< chance `roll N` (d10)
  take_draw,     ///< chance `item NAME` for `take items` (`cursor` left to draw)
  faint_choice,  ///< the active gnome, after its action, whenever a faint check is due: `check`,
                 ///< or `play coffee` (no check) if it holds one (decision D26)
  faint_draw,    ///< chance `event NAME FAINT`: only the faint number is read
  event_draw,    ///< chance `event NAME FAINT` on an Event space
  event_room,    ///< chance `room N` for the event in progress
  event_choice,  ///< the active gnome: `block R`, `spread R` or `discard ITEM`
  item_draw,     ///< chance `item NAME` on an Item space
  over,
};

enum class End : std::uint8_t {
  none,
  won,          ///< every gnome aboard and alive reached 0
  disaster,     ///< a disaster marker reached its end
  destruction,  ///< every Time Keeper aboard passed a Destruction token
  no_gnome,     ///< no gnome is left aboard
};

enum class Status : std::uint8_t { aboard, dead, abandoned };

enum class Water : std::uint8_t { none, low, high };

/// The update stage of the active Time Keeper on the space it just entered.
enum class Stage : std::uint8_t { step, event_done };

/// The cards one gnome holds, a count per item kind in a nibble (content_error keeps every kind
/// at 15 cards or fewer): kinds 0..6 in the low nibbles of bytes 0..6, kinds 7..12 in the high
/// nibbles of bytes 0..5. Seven bytes where a byte per kind took thirteen: with them the state
/// fits in 256 bytes, which g++ copies inline where 304 took `rep movsq` (README, Benchmarks).
/// "Which kinds are held" and "how many cards" stay a few operations on one word.
class Hand {
 public:
  static constexpr int kMaxCount = kMaxItemsOfKind;  ///< a nibble's most
  static_assert(kMaxCount <= 15);

  /// The cards held of kind k (0..12).
  constexpr int operator[](std::size_t k) const noexcept { return (bytes_[byte_of(k)] >> shift_of(k)) & 0xF; }
  /// Adds d (negative: removes) cards of kind k. The count must stay 0..15 (the rules never take
  /// a card not held, and content_error caps a kind at 15), so the nibble never carries into or
  /// borrows from its neighbour and one byte addition does it.
  constexpr void add(std::size_t k, int d) noexcept {
    std::uint8_t& b = bytes_[byte_of(k)];
    b = static_cast<std::uint8_t>(b + (static_cast<unsigned>(d) << shift_of(k)));
  }
  constexpr void set(std::size_t k, int n) noexcept {
    const unsigned sh = shift_of(k);
    std::uint8_t& b = bytes_[byte_of(k)];
    b = static_cast<std::uint8_t>((b & ~(0xFU << sh)) | ((static_cast<unsigned>(n) & 0xFU) << sh));
  }
  /// Kinds held, bit per kind.
  constexpr std::uint16_t kinds() const noexcept {
    const std::uint64_t w = word();
    return static_cast<std::uint16_t>(nonzero_bytes(w & kLowNibbles) | (nonzero_bytes((w >> 4) & kLowNibbles) << kLow));
  }
  /// Cards held in all.
  constexpr int total() const noexcept {
    const std::uint64_t w = word();
    const std::uint64_t per_byte = (w & kLowNibbles) + ((w >> 4) & kLowNibbles);  // at most 30 a byte
    return static_cast<int>((per_byte * 0x0101010101010101ULL) >> 56);           // at most 7 * 30
  }
  friend constexpr bool operator==(const Hand&, const Hand&) = default;

 private:
  static constexpr int kLow = 7;  ///< kinds in the low nibbles
  static_assert(kItemKinds <= 2 * kLow && kItemKinds > kLow);
  static constexpr std::uint64_t kLowNibbles = 0x0F0F0F0F0F0F0FULL;  // the 7 bytes' low nibbles
  static constexpr std::size_t byte_of(std::size_t k) noexcept { return k < kLow ? k : k - kLow; }
  static constexpr unsigned shift_of(std::size_t k) noexcept { return k < kLow ? 0U : 4U; }
  /// The 7 bytes as one word, little-endian: two overlapping 4-byte loads (bytes 0..3 and 3..6)
  /// where a loop of byte loads cost a tenth of move_facts.
  constexpr std::uint64_t word() const noexcept {
    if constexpr (std::endian::native == std::endian::little) {
      if (!std::is_constant_evaluated()) {
        std::uint32_t lo = 0, hi = 0;
        std::memcpy(&lo, bytes_.data(), 4);
        std::memcpy(&hi, bytes_.data() + 3, 4);
        return lo | (std::uint64_t{hi} << 24);  // byte 3 twice, the same bits
      }
    }
    std::uint64_t w = 0;
    for (std::size_t i = 0; i < bytes_.size(); ++i) w |= std::uint64_t{bytes_[i]} << (8 * i);
    return w;
  }
  /// Bit i set where byte i of w (each at most 0x0F) is not 0.
  static constexpr std::uint32_t nonzero_bytes(std::uint64_t w) noexcept {
    const std::uint64_t high = (w + 0x7F7F7F7F7F7F7F7FULL) & 0x8080808080808080ULL;  // no byte carries
    return static_cast<std::uint32_t>(((high >> 7) * 0x0102040810204080ULL) >> 56);
  }
  std::array<std::uint8_t, kLow> bytes_{};
};

struct Seat {
  std::uint8_t room = 0;
  Status status = Status::aboard;  ///< beside room: "aboard in room r" is one 16-bit comparison
  std::uint8_t keeper = 0;
  std::uint8_t height = 0;
  std::uint8_t intox = 0;
  std::uint8_t took = 0;
  bool fainted = false;
  Hand items;
  friend constexpr bool operator==(const Seat&, const Seat&) = default;
};

struct State {
  // header
  std::uint8_t players = 4;
  Phase phase = Phase::place;
  End end = End::none;
  std::uint8_t active = 0;
  std::uint8_t cursor = 0;
  std::uint8_t ghost = 0;
  std::uint8_t opened = kNone;
  bool began_in_sea = false;
  bool sober = false;
  // this turn
  std::array<std::uint8_t, kItemKinds> played{};
  Target fix_target = Target::none;
  std::uint8_t fix_room = 0;
  std::uint8_t fix_minutes = 0;
  std::uint8_t fix_bonus = 0;
  std::uint8_t partner = kNone;
  std::uint16_t gave = 0;  ///< item kinds given in the trade in progress (bit per kind): not got back
  std::uint16_t got = 0;   ///< item kinds got in the trade in progress: not given back
  std::uint8_t ev_type = kNone;  ///< the event card being resolved (index into Content::events)
  EventKind ev_kind = EventKind::respite;
  std::uint8_t ev_step = 0;
  std::uint8_t ev_room = 0;
  std::uint8_t ev_space = 0;
  std::uint8_t ev_limit = 0;
  Stage stage = Stage::step;
  // board
  std::array<Water, kRooms> water{};
  std::uint16_t fire = 0;
  std::uint32_t blocked = 0;
  std::array<std::uint8_t, kTracks> disaster{};
  std::array<std::uint8_t, kTokens> token{kNone, kNone, kNone, kNone};
  bool reshuffled = false;
  std::uint8_t cabin_grog = 0;
  // decks
  std::array<std::uint8_t, kItemKinds> item_deck{};
  std::array<std::uint8_t, kMaxEventTypes> event_deck{};
  // seats
  std::array<Seat, kMaxPlayers> seats{};

  friend constexpr bool operator==(const State&, const State&) = default;
};

static_assert(std::is_trivially_copyable_v<State>);
static_assert(sizeof(State) <= 256, "g++ copies a state of 256 bytes or fewer inline: keep it there (README, Benchmarks)");

constexpr std::size_t z(int i) noexcept { return static_cast<std::size_t>(i); }
constexpr std::uint8_t u8(int v) noexcept { return static_cast<std::uint8_t>(v); }

constexpr bool on_fire(const State& s, int room) noexcept { return (s.fire >> room) & 1U; }
constexpr Water water_in(const State& s, int room) noexcept { return s.water[z(room)]; }
constexpr bool is_blocked(const State& s, int hatch) noexcept { return (s.blocked >> hatch) & 1U; }
constexpr const Seat& seat(const State& s, int i) noexcept { return s.seats[z(i)]; }
constexpr bool aboard(const State& s, int i) noexcept { return s.seats[z(i)].status == Status::aboard; }

namespace detail {
/// Eight bytes as one word.
constexpr std::uint64_t word_of(const std::array<std::uint8_t, 8>& b) noexcept {
  return bgb::cast_detail::bit_cast<std::uint64_t>(b);
}

/// The sum of a word's 8 bytes, by lanes: pairs into 4 lanes of at most 510, then one multiply
/// adds the lanes into the top 16 bits. A byte sum does not depend on the order of the bytes.
constexpr int sum_word_bytes(std::uint64_t w) noexcept {
  w = (w & 0x00FF00FF00FF00FFULL) + ((w >> 8) & 0x00FF00FF00FF00FFULL);
  return static_cast<int>((w * 0x0001000100010001ULL) >> 48);
}

/// The sum of 9 to 16 byte counts (the item deck's 13 kinds): two overlapping
/// words summed by lanes, where a loop of 13 additions was the largest cost of an item draw.
template <std::size_t N>
constexpr int sum_bytes(const std::array<std::uint8_t, N>& a) noexcept {
  static_assert(N > 8 && N <= 16, "hi overlaps lo by 16 - N bytes, shifted out: N = 8 would shift by 64");
  if constexpr (std::endian::native == std::endian::little) {
    if (!std::is_constant_evaluated()) {
      std::array<std::uint8_t, 8> lo{}, hi{};
      for (std::size_t i = 0; i < 8; ++i) {
        lo[i] = a[i];
        hi[i] = a[N - 8 + i];
      }
      // hi's first 16 - N bytes are lo's last ones: shifted out (little-endian: the low bytes).
      return sum_word_bytes(word_of(lo)) + sum_word_bytes(word_of(hi) >> (8 * (16 - N)));
    }
  }
  int n = 0;
  for (std::uint8_t v : a) n += v;
  return n;
}
}  // namespace detail

constexpr int hand_size(const State& s, int i) noexcept { return s.seats[z(i)].items.total(); }

}  // namespace bgb::rn
