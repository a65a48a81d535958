// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Crew's observation tensor: one flat float vector per seat, built from that seat's
/// observation (crew::observe), so it holds nothing the seat may not know. The layout is the
/// same for every option (seats are absolute, in slots of kMaxSeats), declared below as a list
/// of named parts whose offsets are summed at compile time; docs/tensors.md lists the same
/// parts, and a test compares the two. Encodings: one-hot (1 at one index, all 0 for "none"),
/// set (1 for each member), flag (0 or 1), count (the integer itself as a float).
/// The state keeps no history beyond the last trick, so neither does the tensor: it is the
/// observation as it stands (the played cards, the current and the last trick, the voids each
/// seat has shown), not every trick in order.
#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "bgb/core/tensor_parts.hpp"
#include "bgb/crew/game.hpp"

namespace bgb::crew {

namespace tensor {

inline constexpr int kSeatSlots = kMaxSeats;  ///< seat-indexed parts have 5 slots (JARVIS is seat 2)
inline constexpr int kPhases = 16;            ///< Phase values 0..15
inline constexpr int kFailRules = 14;         ///< FailRule values 1..14 (none: all 0)
inline constexpr int kAnswers = 7;            ///< act::Answer values
inline constexpr int kCommPositions = 3;      ///< top, only, bottom

/// A hidden-able card: one-hot over the 40 cards, then a flag "a card is there, unseen".
inline constexpr int kCardSlot = kNumCards + 1;
/// A task slot: its card (colour cards only), hidden flag, token, owner, done, completing trick.
inline constexpr int kTaskCard = 0;                                   // one-hot over the 36 colour cards
inline constexpr int kTaskHidden = kTaskCard + kNumColourCards;       // flag: a preset task not yet revealed
inline constexpr int kTaskToken = kTaskHidden + 1;                    // one-hot over Token 1..10 (none: all 0)
inline constexpr int kTaskOwner = kTaskToken + kNumTokenKinds - 1;    // one-hot seat
inline constexpr int kTaskDone = kTaskOwner + kSeatSlots;             // flag: completed
inline constexpr int kTaskDoneTrick = kTaskDone + 1;                  // count: the 1-based trick that completed it (0 open)
inline constexpr int kTaskSlot = kTaskDoneTrick + 1;                  // = 54
/// A seat's communication: card (colour cards only), token position, stale, used, passed.
inline constexpr int kCommCard = 0;                                   // one-hot over the 36 colour cards
inline constexpr int kCommPosition = kCommCard + kNumColourCards;     // one-hot top, only, bottom
inline constexpr int kCommStale = kCommPosition + kCommPositions;     // flag: communicated before mission 12's draws
inline constexpr int kCommUsed = kCommStale + 1;                      // flag: the seat's radio token is used
inline constexpr int kCommPassed = kCommUsed + 1;                     // flag: passed in the open communication window
inline constexpr int kCommSlot = kCommPassed + 1;                     // = 42

/// Part indices, in tensor order.
enum class Part : int {
  viewer, players, mission, phase, success, commander, actor, leader, own_hand, jarvis_up, jarvis_covered,
  hand_sizes, jarvis_hidden, dealt, revealed, num_tasks, tricks_completed, played, trick, last_trick, last_leader,
  tricks_won, voids, tasks, preset_tasks, comms, distress, gives, handed_over, chosen, chosen_last, answers,
  drawn, ones_won, rockets_won, failure_rule, failure_trick, failure_card, failure_seat, kNumParts
};

/// The shared layout type (bgb/core/tensor_parts.hpp); the Crew's parts are all written once
/// (group -1), their repeats being spelled out in the encoding.
using LayoutPart = ::bgb::tensor::Part;
inline constexpr std::size_t kNumParts = static_cast<std::size_t>(Part::kNumParts);

namespace detail {
constexpr LayoutPart part(std::string_view name, int length, std::string_view encoding) noexcept {
  return LayoutPart{name, -1, 0, length, encoding};
}
constexpr std::array<LayoutPart, kNumParts> with_offsets(std::array<LayoutPart, kNumParts> parts) noexcept {
  int at = 0;
  for (LayoutPart& p : parts) {
    p.offset = at;
    at += p.length;
  }
  return parts;
}
}  // namespace detail

// clang-format off
/// Every part: its name, length and encoding, as docs/tensors.md writes them. Offsets are filled in.
inline constexpr std::array<LayoutPart, kNumParts> kParts = detail::with_offsets({{
  detail::part("viewer", kSeatSlots, "one-hot seat"),                                       // the viewing seat (all 0: public)
  detail::part("players", 4, "one-hot"),                                                    // players 2..5
  detail::part("mission", kNumMissions, "one-hot"),                                         // mission 1..50
  detail::part("phase", kPhases, "one-hot"),                                                // Phase value
  detail::part("success", 1, "flag"),                                                       // the mission is accomplished
  detail::part("commander", kSeatSlots, "one-hot seat"),
  detail::part("actor", kSeatSlots, "one-hot seat"),                                        // the seat whose decision it is (JARVIS: 2)
  detail::part("leader", kSeatSlots, "one-hot seat"),                                       // leads the current trick
  detail::part("own_hand", kNumCards, "set of cards"),                                      // the viewer's hand (all 0: public)
  detail::part("jarvis_up", kNumCards, "set of cards"),                                     // JARVIS's face-up cards (2 players)
  detail::part("jarvis_covered", kNumCards, "set of cards"),                                // those of them with a face-down card under them
  detail::part("hand_sizes", kSeatSlots, "count per seat"),                                 // per seat (JARVIS: its face-up cards)
  detail::part("jarvis_hidden", 1, "count"),                                                // JARVIS's face-down cards
  detail::part("dealt", 1, "count"),                                                        // cards dealt so far
  detail::part("revealed", 1, "count"),                                                     // task cards revealed so far
  detail::part("num_tasks", 1, "count"),                                                    // the mission's tasks (slots in use)
  detail::part("tricks_completed", 1, "count"),
  detail::part("played", kNumCards, "set of cards"),                                        // every card played so far (current trick too)
  detail::part("trick", kSeatSlots * kNumCards, "per seat: one-hot card"),                  // one-hot card it played in the current trick
  detail::part("last_trick", kSeatSlots * kNumCards, "per seat: one-hot card"),             // one-hot card it played in the last completed trick
  detail::part("last_leader", kSeatSlots, "one-hot seat"),                                  // led the last completed trick
  detail::part("tricks_won", kSeatSlots, "count per seat"),
  detail::part("voids", kSeatSlots * kNumSuits, "per seat: set of 5 suits"),                // set of suits it has shown it lacks
  detail::part("tasks", kMaxTasks * kTaskSlot, "per task: task slot"),                      // a task slot (above)
  detail::part("preset_tasks", 1, "flag"),                                                  // the tasks were given as options
  detail::part("comms", kSeatSlots * kCommSlot, "per seat: comm slot"),                     // a communication slot (above)
  detail::part("distress", 3, "one-hot"),                                                   // left, right, declined (undecided: all 0)
  detail::part("gives", kSeatSlots * kCardSlot, "per seat: card slot"),                     // card slot of its distress card
  detail::part("handed_over", 1, "flag"),                                                   // 5 players' handover round is over
  detail::part("chosen", kSeatSlots, "one-hot seat"),                                       // the seat the mission names
  detail::part("chosen_last", kSeatSlots, "one-hot seat"),                                  // mission 50's last-trick seat
  detail::part("answers", kSeatSlots * kAnswers, "per seat: one-hot of 7"),                 // one-hot act::Answer (none: all 0)
  detail::part("drawn", kSeatSlots * kCardSlot, "per seat: card slot"),                     // card slot of its mission-12 draw
  detail::part("ones_won", 4, "flags"),                                                     // the 1 of pink, blue, green, yellow has won a trick
  detail::part("rockets_won", 4, "flags"),                                                  // rocket 1..4 has won a trick
  detail::part("failure_rule", kFailRules, "one-hot"),                                      // FailRule 1..14 (none: all 0)
  detail::part("failure_trick", 1, "count"),                                                // 1-based trick of the failure (0: none, or before play)
  detail::part("failure_card", kNumCards, "one-hot card"),                                  // the card that broke the rule
  detail::part("failure_seat", kSeatSlots, "one-hot seat"),                                 // the seat it names
}});
// clang-format on

inline constexpr int kSize = kParts.back().offset + kParts.back().length;
constexpr int at(Part p) noexcept { return kParts[static_cast<std::size_t>(p)].offset; }

}  // namespace tensor

/// The tensor's length: the same for every option of The Crew.
constexpr int observation_tensor_size(const Game&) noexcept { return tensor::kSize; }

/// Writes `viewer`'s tensor (a seat or kViewPublic) of s into out (tensor::kSize floats).
inline void write_observation_tensor(const Game&, const State& s, PlayerId viewer, std::span<float> out) noexcept {
  using namespace tensor;
  std::fill(out.begin(), out.end(), 0.0f);
  const Observation o = observe(s, viewer);
  const State& v = o.view;
  float* t = out.data();
  auto one = [&](Part p, int i) { t[at(p) + i] = 1.0f; };
  auto seat = [&](Part p, int k) {
    if (k >= 0 && k < kSeatSlots) one(p, k);
  };
  auto set = [&](int base, CardSet cards) {
    for (CardSet m = cards; m; m &= m - 1) t[base + lowest(m)] = 1.0f;
  };
  auto card_slot = [&](int base, Card c) {
    if (c == kHiddenCard) {
      t[base + kNumCards] = 1.0f;
    } else if (c < kNumCards) {
      t[base + c] = 1.0f;
    }
  };

  if (viewer >= 0 && viewer < v.players) {
    one(Part::viewer, viewer);
    set(at(Part::own_hand), v.hand[static_cast<std::size_t>(viewer)]);
  }
  one(Part::players, v.players - 2);
  one(Part::mission, v.mission - 1);
  one(Part::phase, static_cast<int>(v.phase));
  t[at(Part::success)] = v.success ? 1.0f : 0.0f;
  seat(Part::commander, v.commander);
  seat(Part::actor, v.actor);
  seat(Part::leader, v.leader);
  if (crew::detail::has_jarvis(v)) {
    set(at(Part::jarvis_up), v.hand[kJarvis]);
    for (std::size_t p = 0; p < kJarvisPiles; ++p)
      if (v.pile_up[p] < kNumCards && has(v.hand[kJarvis], v.pile_up[p]) && v.pile_down[p] != kNoCard)
        t[at(Part::jarvis_covered) + v.pile_up[p]] = 1.0f;
  }
  for (int k = 0; k < v.seats; ++k) t[at(Part::hand_sizes) + k] = o.hand_size[static_cast<std::size_t>(k)];
  t[at(Part::jarvis_hidden)] = o.jarvis_hidden_count;
  t[at(Part::dealt)] = v.dealt;
  t[at(Part::revealed)] = v.revealed;
  t[at(Part::num_tasks)] = v.num_tasks;
  t[at(Part::tricks_completed)] = v.trick;
  set(at(Part::played), v.played);
  for (int i = 0; i < v.in_trick && i < kSeatSlots; ++i) {
    const Card c = v.trick_cards[static_cast<std::size_t>(i)];
    if (c < kNumCards) t[at(Part::trick) + crew::detail::seat_after(v, v.leader, i) * kNumCards + c] = 1.0f;
  }
  if (v.last_leader != kNoSeat) {
    seat(Part::last_leader, v.last_leader);
    for (int i = 0; i < v.seats; ++i) {
      const Card c = v.last_cards[static_cast<std::size_t>(i)];
      if (c < kNumCards) t[at(Part::last_trick) + crew::detail::seat_after(v, v.last_leader, i) * kNumCards + c] = 1.0f;
    }
  }
  for (int k = 0; k < v.seats; ++k) {
    const std::size_t sk = static_cast<std::size_t>(k);
    t[at(Part::tricks_won) + k] = v.tricks_won[sk];
    for (int suit = 0; suit < kNumSuits; ++suit)
      if ((v.voids[sk] >> suit) & 1U) t[at(Part::voids) + k * kNumSuits + suit] = 1.0f;
    const int c = at(Part::comms) + k * kCommSlot;
    const Card cc = v.comm_card[sk];
    if (cc < kNumColourCards) t[c + kCommCard + cc] = 1.0f;
    if (v.comm_pos[sk] != CommPos::none) t[c + kCommPosition + static_cast<int>(v.comm_pos[sk]) - 1] = 1.0f;
    if ((v.comm_stale >> k) & 1U) t[c + kCommStale] = 1.0f;
    if ((v.comm_used >> k) & 1U) t[c + kCommUsed] = 1.0f;
    if ((v.comm_passed >> k) & 1U) t[c + kCommPassed] = 1.0f;
    card_slot(at(Part::gives) + k * kCardSlot, v.give[sk]);
    card_slot(at(Part::drawn) + k * kCardSlot, v.drawn[sk]);
    if (v.answers[sk] < kAnswers) t[at(Part::answers) + k * kAnswers + v.answers[sk]] = 1.0f;
  }
  for (int i = 0; i < v.num_tasks && i < kMaxTasks; ++i) {
    const Task& task = v.tasks[static_cast<std::size_t>(i)];
    const int b = at(Part::tasks) + i * kTaskSlot;
    if (task.card == kHiddenCard) {
      t[b + kTaskHidden] = 1.0f;
    } else if (task.card < kNumColourCards) {
      t[b + kTaskCard + task.card] = 1.0f;
    }
    if (task.token != Token::none) t[b + kTaskToken + static_cast<int>(task.token) - 1] = 1.0f;
    if (task.owner < kSeatSlots) t[b + kTaskOwner + task.owner] = 1.0f;
    if (task.done_trick != 0) t[b + kTaskDone] = 1.0f;
    t[b + kTaskDoneTrick] = task.done_trick;
  }
  t[at(Part::preset_tasks)] = v.preset_tasks ? 1.0f : 0.0f;
  if (v.distress >= 1 && v.distress <= 3) one(Part::distress, v.distress - 1);
  t[at(Part::handed_over)] = v.handed_over != 0 ? 1.0f : 0.0f;
  seat(Part::chosen, v.chosen);
  seat(Part::chosen_last, v.chosen_last);
  for (int b = 0; b < 4; ++b) {
    if ((v.special_wins >> b) & 1U) one(Part::ones_won, b);
    if ((v.special_wins >> (4 + b)) & 1U) one(Part::rockets_won, b);
  }
  if (v.failure.rule != FailRule::none) {
    one(Part::failure_rule, static_cast<int>(v.failure.rule) - 1);
    t[at(Part::failure_trick)] = v.failure.trick;
    if (v.failure.card < kNumCards) one(Part::failure_card, v.failure.card);
    seat(Part::failure_seat, v.failure.seat);
  }
}

}  // namespace bgb::crew
