#pragma once
/// \file
/// The Crew's state: one trivially copyable value of about 200 bytes; apply() returns a new one.
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
};

/// Why a mission failed; `none` while running or after success.
enum class FailRule : std::uint8_t {
  none,
  task_won_by_other,  ///< a task card was won by a seat that does not own it
  number_order,       ///< a numbered token's task was not completed in its place
  arrow_order,        ///< an arrow task was completed before a lower arrow
  omega_not_last,     ///< omega completed while other tasks remained
  tasks_unfinished,   ///< the last trick ended with tasks open
};

/// The structured failure reason: which rule, in which trick, by which card and seat.
struct Failure {
  FailRule rule = FailRule::none;
  std::uint8_t trick = 0;       ///< 1-based trick in which it failed; 0 if before play
  Card card = kNoCard;          ///< the card that broke the rule (task card), if any
  std::uint8_t seat = kNoSeat;  ///< the seat that won it, if any
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
  std::uint8_t asked = 0;         ///< seats already asked in this round (pick, comm, give, handover)
  std::uint8_t leader = kNoSeat;  ///< leads the current trick
  std::uint8_t trick = 0;         ///< tricks completed
  std::uint8_t in_trick = 0;      ///< cards played in the current trick
  std::uint8_t distress = 0;      ///< 0 undecided, 1 left, 2 right, 3 declined
  bool success = false;
  bool preset_tasks = false;      ///< tasks[] hold the option's cards, revealed after the deal

  std::array<Card, kMaxSeats> trick_cards{};  ///< current trick, in play order
  std::array<CardSet, kMaxSeats> hand{};      ///< per seat (JARVIS: face-up cards)
  CardSet jarvis_hidden = 0;                  ///< JARVIS's face-down cards
  CardSet played = 0;                         ///< every card played so far
  CardSet last_trick = 0;                     ///< the last completed trick (it may be consulted)
  std::array<Card, kJarvisPiles> pile_up{};
  std::array<Card, kJarvisPiles> pile_down{};
  std::array<Task, kMaxTasks> tasks{};
  std::array<Card, kMaxSeats> comm_card{};      ///< communicated card (kNoCard: none)
  std::array<CommPos, kMaxSeats> comm_pos{};    ///< its true position when communicated
  std::array<Card, kMaxSeats> give{};           ///< distress: chosen card, hidden until all chose
  /// bit s: the seat did not follow suit s, so it held none then. For JARVIS that speaks of its
  /// face-up cards only: a card turned up later may be of that suit.
  std::array<std::uint8_t, kMaxSeats> voids{};
  std::array<std::uint8_t, kMaxSeats> tricks_won{};
  std::uint8_t comm_used = 0;                   ///< bit s: seat s has used its radio token
  std::uint8_t handed_over = 0;                 ///< 1 once the 5-player handover round is over
  Failure failure{};

  friend constexpr bool operator==(const State&, const State&) = default;
};

static_assert(std::is_trivially_copyable_v<State>);
static_assert(sizeof(State) <= 256, "the brief caps a state at 256 bytes");

}  // namespace bgb::crew
