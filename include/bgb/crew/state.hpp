// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Crew's state: one trivially copyable value of 192 bytes; apply() returns a new one.
///
/// Layout (byte offsets; the hash reads fields by name, so the order here is free): 0..15 the
/// byte header (players .. preset_tasks), 16..20 trick_cards, 21..23 comm_used, comm_passed,
/// handed_over (they fill what was padding before the 8-byte sets), 24..63 hand[5], 64..87
/// jarvis_hidden, played, last_trick, then the byte arrays and tasks up to 191. 192 bytes are
/// twelve 16-byte moves with no 8-byte tail: an immutable apply copies the state twice (in,
/// then the caller's assignment), a quarter of an immutable random playout's time.
///
/// Seats: 0..players-1 clockwise. With 2 players JARVIS sits at seat 2 (kJarvis) for dealing,
/// tricks and task ownership; `hand[2]` then holds JARVIS's face-up cards and `jarvis_hidden`
/// its face-down ones, pile by pile in `pile_up`/`pile_down`. Cards and card sets are as in
/// cards.hpp; kNoCard / kNoSeat mark empty bytes.
#include <array>
#include <cstdint>
#include <type_traits>

#include "bgb/crew/cards.hpp"
#include "bgb/crew/missions.hpp"

namespace bgb::crew {

inline constexpr int kMaxSeats = 5;
inline constexpr int kMaxTasks = 10;
inline constexpr int kJarvisPiles = 7;
inline constexpr std::uint8_t kJarvis = 2;
inline constexpr std::uint8_t kNoSeat = 0xFF;
/// In an observation: a card exists here but the viewer may not see it.
inline constexpr Card kHiddenCard = 0xFE;

/// What the state waits for. Chance phases: deal, reveal (and draw, later).
enum class Phase : std::uint8_t {
  deal,           ///< chance: next card to the next recipient
  reveal,         ///< chance: next task card face up
  pick,           ///< `pick CARD`, commander first, then clockwise
  handover,       ///< 5 players, missions 25+: `handover CARD SEAT` or `pass`
  distress,       ///< commander: `distress left|right` or `no-distress`
  distress_give,  ///< each seat in turn: `give CARD` (hidden until all have chosen)
  comm,           ///< communication window before a trick: `comm ...` or `pass`
  play,           ///< `play CARD`
  over,           ///< terminal
  // Special missions (appended so the values above keep their numbers).
  question,       ///< each seat but the commander answers, clockwise from its left
  choose,         ///< commander: `choose SEAT` (5, 11, 20, 27, 33, 37, 41)
  assign,         ///< commander: `assign SEAT` for the next task in reveal order (24, 32, 36, 43)
  swap,           ///< commander: `swap T1 T2` or `no-swap` (23)
  move,           ///< commander: `move T CARD` or `no-move` (40)
  roles,          ///< commander: `roles SEAT_FIRST4 SEAT_LAST` (50)
  draw,           ///< chance, mission 12 after trick 1: the next seat draws from its right
};

/// Why a mission failed; `none` while running or after success.
enum class FailRule : std::uint8_t {
  none,
  task_won_by_other,  ///< a task card was won by a seat that does not own it
  number_order,       ///< a numbered token's task was not completed in its place
  arrow_order,        ///< an arrow task was completed before a lower arrow
  omega_not_last,     ///< omega completed while other tasks remained
  tasks_unfinished,   ///< the last trick ended with tasks open
  // Special missions' conditions.
  forbidden_winner,      ///< a seat won a trick it must not win (5, 33, 41, 50)
  required_winner,       ///< a trick a named seat had to win went to another (34, 41, 46, 50)
  won_with_rocket,       ///< the named member won its trick with a rocket (33, 41)
  won_with_nine,         ///< a trick was won with a 9 (16, 17)
  rockets_together,      ///< two rockets fell in one trick (13, 44)
  rocket_order,          ///< a rocket won before a lower one had (44)
  unbalanced,            ///< a seat got two tricks ahead of another (29, 34)
  condition_unmet,       ///< the mission's goal can no longer be reached (9, 13, 26, 33, 44)
  omega_not_last_trick,  ///< the omega task was won before the last trick (48)
};

/// The structured failure reason: which rule, in which trick, by which card and seat.
struct Failure {
  FailRule rule = FailRule::none;
  std::uint8_t trick = 0;       ///< 1-based trick in which it failed; 0 if before play
  Card card = kNoCard;          ///< the card that broke the rule: a task card, else the trick's winning card
  std::uint8_t seat = kNoSeat;  ///< the seat that won it, or the seat the broken condition names
  friend constexpr bool operator==(const Failure&, const Failure&) = default;
};

/// One task card in reveal order with its token, owner and completion.
struct Task {
  Card card = kNoCard;
  Token token = Token::none;
  std::uint8_t owner = kNoSeat;
  std::uint8_t done_trick = 0;  ///< 1-based trick that completed it; 0 while open
  friend constexpr bool operator==(const Task&, const Task&) = default;
};

/// No answer given (yet) in `State::answers`.
inline constexpr std::uint8_t kNoAnswer = 0xFF;

/// Radio-token position of a communicated card.
enum class CommPos : std::uint8_t { none, top, only, bottom };

struct State {
  // Fixed for the game.
  std::uint8_t players = 4;  ///< human crew members (2..5)
  std::uint8_t seats = 4;    ///< seats at the table: players, or 3 with JARVIS
  std::uint8_t mission = 1;  ///< 1..50
  std::uint8_t num_tasks = 0;

  // Progress.
  Phase phase = Phase::deal;
  std::uint8_t commander = kNoSeat;
  std::uint8_t actor = kNoSeat;   ///< seat whose decision it is (JARVIS's go to the commander)
  std::uint8_t dealt = 0;         ///< cards dealt so far
  std::uint8_t revealed = 0;      ///< task cards revealed so far
  std::uint8_t asked = 0;         ///< seats already asked in this round (give, handover, question, draw)
  std::uint8_t leader = kNoSeat;  ///< leads the current trick
  std::uint8_t trick = 0;         ///< tricks completed
  std::uint8_t in_trick = 0;      ///< cards played in the current trick
  std::uint8_t distress = 0;      ///< 0 undecided, 1 left, 2 right, 3 declined
  bool success = false;
  bool preset_tasks = false;      ///< tasks[] hold the option's cards, revealed after the deal

  std::array<Card, kMaxSeats> trick_cards{};  ///< current trick, in play order
  std::uint8_t comm_used = 0;  ///< bit s: seat s has used its radio token
  /// Bit s: seat s passed in the current communication window since it opened or since the
  /// last communication in it (0 outside a window). "Pode ser usada a qualquer momento antes de
  /// se jogar uma vaza": a communication reopens the window for every seat that passed.
  std::uint8_t comm_passed = 0;
  std::uint8_t handed_over = 0;  ///< 1 once the 5-player handover round is over
  std::array<CardSet, kMaxSeats> hand{};      ///< per seat (JARVIS: face-up cards); empty past `seats`
  CardSet jarvis_hidden = 0;                  ///< JARVIS's face-down cards
  CardSet played = 0;                         ///< every card played so far
  CardSet last_trick = 0;                     ///< the last completed trick (it may be consulted)
  /// The last completed trick in play order from last_leader: consulting it shows who played
  /// which card. kNoCard (and last_leader kNoSeat) before the first trick, or when a snapshot
  /// written before this field existed did not record it.
  std::array<Card, kMaxSeats> last_cards{};
  std::uint8_t last_leader = kNoSeat;         ///< led the last completed trick
  std::array<Card, kJarvisPiles> pile_up{};
  std::array<Card, kJarvisPiles> pile_down{};
  std::array<Task, kMaxTasks> tasks{};
  std::array<Card, kMaxSeats> comm_card{};      ///< communicated card (kNoCard: none)
  std::array<CommPos, kMaxSeats> comm_pos{};    ///< its true position when communicated
  /// Distress: the card each seat gives. Hidden from others until all chose; after the exchange
  /// it stays as a record that giver and receiver know.
  std::array<Card, kMaxSeats> give{};
  /// bit s: the seat did not follow suit s, so it held none then. For JARVIS that speaks of its
  /// face-up cards only: a card turned up later may be of that suit.
  std::array<std::uint8_t, kMaxSeats> voids{};
  std::array<std::uint8_t, kMaxSeats> tricks_won{};

  // Special missions.
  /// The seat the mission names: 5 sick, 11 silent, 20/27/37 takes the tasks, 33/41 the member,
  /// 46 must win the pink tricks (left of p9's holder), 50 wins the first four tricks.
  std::uint8_t chosen = kNoSeat;
  std::uint8_t chosen_last = kNoSeat;  ///< mission 50: the seat that wins the last trick
  /// The current question's answers per seat (act::Answer values, kNoAnswer while open).
  std::array<std::uint8_t, kMaxSeats> answers{};
  /// Mission 12: the card each seat drew from its right (known to both seats), kNoCard before.
  std::array<Card, kMaxSeats> drawn{};
  /// Bit s: seat s communicated before mission 12's draws, so its token no longer describes
  /// the hand (voids of the drawers are cleared at the draw for the same reason).
  std::uint8_t comm_stale = 0;
  /// Bits 0..3: the 1 of colour c has won a trick (9, 26); bits 4..7: rocket k+1 has (13, 44).
  std::uint8_t special_wins = 0;
  Failure failure{};

  friend constexpr bool operator==(const State&, const State&) = default;
};

static_assert(std::is_trivially_copyable_v<State>);
static_assert(sizeof(State) <= 256, "the brief caps a state at 256 bytes");
// Not a cap but a tripwire: a field added in the wrong place costs every immutable apply a
// 16-byte move more. Move byte fields into padding rather than raise this.
static_assert(sizeof(State) == 192, "the state packs into twelve 16-byte words (see the layout above)");

}  // namespace bgb::crew
