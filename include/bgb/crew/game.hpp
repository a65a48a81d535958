// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// bgb::crew::Game — The Crew behind the bgb::Game concept: options, initial state, observations,
/// hashing and readable failure reasons. Registry name `the-crew`.
#include <string>
#include <string_view>
#include <vector>

#include "bgb/core/game.hpp"
#include "bgb/core/hash.hpp"
#include "bgb/core/refusal.hpp"
#include "bgb/crew/failure.hpp"
#include "bgb/crew/heuristics.hpp"
#include "bgb/crew/notation.hpp"
#include "bgb/crew/resample.hpp"
#include "bgb/crew/rules.hpp"

namespace bgb::crew {

inline constexpr int kMinPlayers = 2;  ///< with JARVIS, the third (dummy) seat
inline constexpr int kMaxPlayers = 5;

/// Options of a game (docs/json.md, "Options"). Empty vectors mean "by chance".
struct Options {
  int players = 4;                       ///< 2..5
  int mission = 1;                       ///< 1..50
  std::vector<std::vector<Card>> hands;  ///< explicit deal: one list per seat (players lists)
  std::vector<Card> jarvis_up;           ///< 2 players with hands: JARVIS's 7 face-up cards, pile order
  std::vector<Card> jarvis_down;         ///< 2 players with hands: the 7 face-down cards under them
  std::vector<Card> tasks;               ///< explicit task cards in reveal order
};

/// What a viewer may see of a state: the state with hidden cards removed, plus hand sizes.
/// Hidden bytes read kHiddenCard (a card is there, unseen); hidden sets read empty.
struct Observation {
  Viewer viewer = kViewPublic;
  State view{};
  std::array<std::uint8_t, kMaxSeats> hand_size{};
  std::uint8_t jarvis_hidden_count = 0;
  friend constexpr bool operator==(const Observation&, const Observation&) = default;
};

/// Cards seat i holds after a full deal with `players` crew members (JARVIS: 14 at seat 2).
constexpr int hand_size_after_deal(int players, int seat) noexcept {
  if (players == 2) return seat == kJarvis ? 2 * kJarvisPiles : 13;
  return kNumCards / players + (seat < kNumCards % players ? 1 : 0);
}

/// The observation of `viewer` (a seat, kViewPublic or kViewAll).
inline Observation observe(const State& s, Viewer viewer) noexcept {
  Observation o;
  o.viewer = viewer;
  o.view = s;
  for (int i = 0; i < kMaxSeats; ++i) o.hand_size[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(count(s.hand[static_cast<std::size_t>(i)]));
  o.jarvis_hidden_count = static_cast<std::uint8_t>(count(s.jarvis_hidden));
  if (viewer == kViewAll) return o;
  State& v = o.view;
  const bool exchanged = s.distress != 0 && s.distress != 3 && s.phase != Phase::distress_give;
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    // JARVIS's face-up cards are public, but its distress choice is the commander's secret
    // until the exchange; after it, a card that left or reached JARVIS's open row was seen by
    // all, and any other card is known to its giver and its receiver.
    const bool jarvis = detail::is_jarvis(s, i);
    const int to = s.distress == 1 ? detail::next_seat(s, i) : detail::prev_seat(s, i);
    const bool controls = i == viewer || (jarvis && viewer == s.commander);
    const bool knows = controls || (exchanged && (to == viewer || jarvis || detail::is_jarvis(s, to)));
    if (!knows && v.give[k] != kNoCard) v.give[k] = kHiddenCard;
    // Mission 12: a drawn card is known to the drawer and to the seat it was drawn from.
    if (v.drawn[k] != kNoCard && i != viewer && detail::draw_source(s, i) != viewer) v.drawn[k] = kHiddenCard;
    if (i != viewer && !jarvis) v.hand[k] = 0;
  }
  v.jarvis_hidden = 0;
  for (Card& c : v.pile_down)
    if (c != kNoCard) c = kHiddenCard;
  for (int i = s.revealed; i < kMaxTasks; ++i)
    if (v.tasks[static_cast<std::size_t>(i)].card != kNoCard) v.tasks[static_cast<std::size_t>(i)].card = kHiddenCard;
  return o;
}

/// A hash of every field, identical on every platform: byte fields are packed into words in a
/// fixed order (never read as raw memory), so endianness and padding cannot change it.
constexpr std::uint64_t hash_state(const State& s) noexcept {
  std::array<std::uint8_t, 128> b{};
  std::size_t n = 0;
  auto put = [&](std::uint64_t v) { b[n++] = static_cast<std::uint8_t>(v); };
  for (auto v : {s.players, s.seats, s.mission, s.num_tasks, static_cast<std::uint8_t>(s.phase), s.commander,
                 s.actor, s.dealt, s.revealed, s.asked, s.leader, s.trick, s.in_trick, s.distress,
                 static_cast<std::uint8_t>(s.success), static_cast<std::uint8_t>(s.preset_tasks), s.comm_used, s.comm_passed,
                 s.handed_over, static_cast<std::uint8_t>(s.failure.rule), s.failure.trick, s.failure.card,
                 s.failure.seat, s.chosen, s.chosen_last, s.comm_stale, s.special_wins, s.last_leader})
    put(v);
  for (std::size_t i = 0; i < kMaxSeats; ++i) {
    put(s.trick_cards[i]); put(s.comm_card[i]); put(static_cast<std::uint8_t>(s.comm_pos[i]));
    put(s.give[i]); put(s.voids[i]); put(s.tricks_won[i]); put(s.answers[i]); put(s.drawn[i]); put(s.last_cards[i]);
  }
  for (std::size_t i = 0; i < kJarvisPiles; ++i) { put(s.pile_up[i]); put(s.pile_down[i]); }
  for (const Task& t : s.tasks) { put(t.card); put(static_cast<std::uint8_t>(t.token)); put(t.owner); put(t.done_trick); }
  Hasher h;
  for (std::size_t w = 0; w < n; w += 8) {
    std::uint64_t word = 0;
    for (std::size_t k = 0; k < 8; ++k) word |= std::uint64_t{b[w + k]} << (8 * k);
    h.add(word);
  }
  for (CardSet m : s.hand) h.add(m);
  h.add(s.jarvis_hidden); h.add(s.played); h.add(s.last_trick);
  return h.value();
}

/// The Crew with fixed options. Cheap to copy; all rule functions are const and thread-safe.
class Game {
 public:
  using State = crew::State;
  using Options = crew::Options;
  using ActionList = crew::ActionList;
  using ChanceList = crew::ChanceList;
  static constexpr std::string_view kName = "the-crew";

  /// 4 players, mission 1, everything by chance.
  Game() : initial_(new_state(4, 1)) {}

  /// Validates the options; the error says which option is wrong and why.
  static Result<Game> make(const Options& o) {
    auto bad = [](std::string why) { return make_error(Errc::invalid_argument, "the-crew: " + std::move(why)); };
    if (o.players < kMinPlayers || o.players > kMaxPlayers) return bad("players must be 2..5, got " + std::to_string(o.players));
    if (o.mission < 1 || o.mission > kNumMissions) return bad("mission must be 1..50, got " + std::to_string(o.mission));
    Game g;
    g.options_ = o;
    State s = new_state(o.players, o.mission);
    if (!o.tasks.empty()) {
      if (static_cast<int>(o.tasks.size()) != s.num_tasks)
        return bad("tasks: mission " + std::to_string(o.mission) + " has " + std::to_string(s.num_tasks) +
                   (s.num_tasks == 1 ? " task" : " tasks") + ", got " + std::to_string(o.tasks.size()));
      CardSet seen = 0;
      for (std::size_t i = 0; i < o.tasks.size(); ++i) {
        const Card c = o.tasks[i];
        if (c >= kNumColourCards) return bad("tasks[" + std::to_string(i) + "]: task cards are colour cards");
        if (has(seen, c)) return bad("tasks[" + std::to_string(i) + "]: " + card_text(c) + " appears twice");
        seen |= bit(c);
        s.tasks[i].card = c;
      }
      s.preset_tasks = true;
    }
    if (!o.hands.empty()) {
      if (static_cast<int>(o.hands.size()) != o.players)
        return bad("hands: expected " + std::to_string(o.players) + " lists, got " + std::to_string(o.hands.size()));
      CardSet seen = 0;
      auto take = [&](const std::vector<Card>& cards, const std::string& where, int want) -> std::string {
        if (static_cast<int>(cards.size()) != want)
          return where + ": expected " + std::to_string(want) + " cards, got " + std::to_string(cards.size());
        for (Card c : cards) {
          if (c >= kNumCards) return where + ": not a card";
          if (has(seen, c)) return where + ": " + card_text(c) + " is dealt twice";
          seen |= bit(c);
        }
        return "";
      };
      for (int i = 0; i < o.players; ++i) {
        const std::string err = take(o.hands[static_cast<std::size_t>(i)], "hands[" + std::to_string(i) + "]",
                                     hand_size_after_deal(o.players, i));
        if (!err.empty()) return bad(err);
        for (Card c : o.hands[static_cast<std::size_t>(i)]) s.hand[static_cast<std::size_t>(i)] |= bit(c);
      }
      if (o.players == 2) {
        for (const auto* pile : {&o.jarvis_up, &o.jarvis_down}) {
          const std::string err = take(*pile, pile == &o.jarvis_up ? "jarvis_up" : "jarvis_down", kJarvisPiles);
          if (!err.empty()) return bad(err);
          for (Card c : *pile)
            if (c == kRocket4) return bad("r4 is set aside for the crew, JARVIS never holds it");
        }
        for (std::size_t p = 0; p < kJarvisPiles; ++p) {
          s.pile_up[p] = o.jarvis_up[p];
          s.pile_down[p] = o.jarvis_down[p];
          s.hand[kJarvis] |= bit(o.jarvis_up[p]);
          s.jarvis_hidden |= bit(o.jarvis_down[p]);
        }
      } else if (!o.jarvis_up.empty() || !o.jarvis_down.empty()) {
        return bad("jarvis_up/jarvis_down are only for 2 players");
      }
      if (seen != kAllCards) return bad("hands: all 40 cards must be dealt exactly once");
      s.dealt = kNumCards;
      detail::after_deal(s);
    } else if (!o.jarvis_up.empty() || !o.jarvis_down.empty()) {
      return bad("jarvis_up/jarvis_down need hands too");
    }
    g.initial_ = s;
    return g;
  }

  const Options& options() const noexcept { return options_; }
  int num_players() const noexcept { return options_.players; }
  int num_distinct_actions() const noexcept { return act::kNumDistinct; }
  int max_legal_actions() const noexcept { return kMaxLegalActions; }
  State initial_state() const noexcept { return initial_; }

  PlayerId current_player(const State& s) const noexcept { return crew::current_player(s); }
  bool is_terminal(const State& s) const noexcept { return crew::is_terminal(s); }
  void legal_actions(const State& s, ActionList& out) const noexcept { crew::legal_actions(s, out); }
  void chance_outcomes(const State& s, ChanceList& out) const noexcept { crew::chance_outcomes(s, out); }
  bool is_legal(const State& s, ActionId a) const noexcept { return crew::is_legal(s, a); }
  ActionId sample_chance(const State& s, Rng& rng) const noexcept { return crew::sample_chance(s, rng); }
  /// The decision bgb::random_action's generic path would pick, with the same rng use.
  ActionId random_action(const State& s, Rng& rng) const noexcept { return crew::random_action(s, rng); }
  State apply_unchecked(const State& s, ActionId a) const noexcept { return crew::apply_unchecked(s, a); }
  void apply_in_place(State& s, ActionId a) const noexcept { crew::apply_in_place(s, a); }

  /// Applies a legal action; otherwise an error naming the action and why, and s is untouched.
  Result<State> apply(const State& s, ActionId a) const {
    if (crew::is_legal(s, a)) return crew::apply_unchecked(s, a);
    return refused_action(a, act::kind_of(a) == act::Kind::invalid ? "" : crew::action_text(s, a), illegal_reason(s, a));
  }

  std::string action_text(const State& s, ActionId a) const { return crew::action_text(s, a); }
  Result<ActionId> parse_action(const State& s, std::string_view t) const { return crew::parse_action(s, t); }
  std::string action_text_for(const State& s, ActionId a, Viewer v) const { return crew::action_text_for(s, a, v); }

  Returns returns(const State& s) const noexcept {
    Returns r;
    for (int i = 0; i < options_.players; ++i) r.push_back(mission_return(s));
    return r;
  }
  std::uint64_t hash(const State& s) const noexcept { return hash_state(s); }
  Observation observation(const State& s, Viewer viewer) const noexcept { return observe(s, viewer); }
  /// A state `seat` cannot tell apart from s, its hidden cards redrawn (information-set
  /// resampling; see resample.hpp).
  State resample(const State& s, int seat, Rng& rng) const noexcept { return crew::resample(s, seat, rng); }
  /// For the search bots (heuristics.hpp): a rollout decision that never fails the mission
  /// when another legal card does not.
  ActionId rollout_action(const State& s, Rng& rng) const noexcept { return crew::rollout_action(s, rng); }
  /// For the search bots: communications by the convention of heuristics.hpp, else every
  /// legal decision.
  void search_actions(const State& s, ActionList& out) const noexcept { crew::search_actions(s, out); }

 private:
  Options options_{};
  State initial_;
};

static_assert(bgb::Game<Game>);

}  // namespace bgb::crew
