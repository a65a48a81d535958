// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// bgb::dp6::Game — DP6 behind the bgb::Game concept. Registry name `dp6`. 2–4 seats, chance
/// deals the doors, the first player, the room cards (when a crew walks in) and the die.
/// Nothing in a state is hidden: face-down room cards are drawn only when revealed (state.hpp).
#include <span>
#include <string>
#include <string_view>

#include "bgb/core/game.hpp"
#include "bgb/core/hash.hpp"
#include "bgb/core/refusal.hpp"
#include "bgb/dp6/heuristics.hpp"
#include "bgb/dp6/notation.hpp"
#include "bgb/dp6/reasons.hpp"
#include "bgb/dp6/rules.hpp"

namespace bgb::dp6 {

struct Options {
  int players = 2;    ///< 2..4
  int max_turns = 0;  ///< 0: no limit; else the game ends after that many turns (scored as a launch)
};

/// A hash of every field, the same on every platform (bytes packed in a fixed order).
constexpr std::uint64_t hash_state(const State& s) noexcept {
  ByteHasher h;
  auto put = [&](std::uint64_t v) { h.add_byte(v); };
  for (const Track& t : s.tracks) {
    for (Card c : t.room) put(static_cast<std::uint8_t>(c));
    for (std::uint8_t d : t.gap_door) put(d);
    for (std::uint8_t p : t.crew) put(p);
    for (std::uint8_t v : {t.lying, t.aberration, t.tilt, t.tilt_used, t.prog, t.prog_on, t.prog_used}) put(v);
  }
  for (std::uint8_t v : {static_cast<std::uint8_t>(s.phase), static_cast<std::uint8_t>(s.end), s.players, s.setup_seat, s.player,
                         s.actions, s.pending, s.ignored, s.activated, s.doors, s.capsule, s.reveal_room})
    put(v);
  put(s.turns & 0xFF);
  put(s.turns >> 8);
  return h.value();
}

class Game {
 public:
  using State = dp6::State;
  using Options = dp6::Options;
  using ActionList = dp6::ActionList;
  using ChanceList = dp6::ChanceList;
  static constexpr std::string_view kName = "dp6";
  /// Face-down rooms are not dealt until revealed, so no seat ever lacks information.
  static constexpr bool kHasHiddenInformation = false;

  Game() : initial_(new_state(2)) {}

  /// Validates the options; the error says what is wrong.
  static Result<Game> make(const Options& o) {
    if (o.players < kMinPlayers || o.players > kMaxSeats)
      return make_error(Errc::invalid_argument, "dp6: players: " + std::to_string(o.players) + " is out of range 2..4");
    if (o.max_turns < 0 || o.max_turns > kMaxTurnsLimit)
      return make_error(Errc::invalid_argument, "dp6: max_turns: " + std::to_string(o.max_turns) + " is out of range 0..10000 (0 = no limit)");
    Game g;
    g.options_ = o;
    g.initial_ = new_state(o.players);
    return g;
  }

  const Options& options() const noexcept { return options_; }
  int num_players() const noexcept { return options_.players; }
  int num_distinct_actions() const noexcept { return act::kNumDistinct; }
  int max_legal_actions() const noexcept { return kMaxLegalActions; }
  State initial_state() const noexcept { return initial_; }

  PlayerId current_player(const State& s) const noexcept { return dp6::current_player(s); }
  bool is_terminal(const State& s) const noexcept { return dp6::is_terminal(s); }
  void legal_actions(const State& s, ActionList& out) const noexcept { dp6::legal_actions(s, out); }
  /// Straight into a caller's buffer (bgb::legal_actions_into's fast path).
  int legal_actions_into(const State& s, std::span<ActionId> out) const noexcept { return dp6::legal_actions_into(s, out); }
  void chance_outcomes(const State& s, ChanceList& out) const noexcept { dp6::chance_outcomes(s, out); }
  bool is_legal(const State& s, ActionId a) const noexcept { return dp6::is_legal(s, a); }
  /// Draws a chance outcome exactly as the generic sampler would, without building the list.
  ActionId sample_chance(const State& s, Rng& rng) const noexcept { return dp6::sample_chance(s, rng); }
  /// The decision bgb::random_action's generic path would pick, with the same rng use.
  ActionId random_action(const State& s, Rng& rng) const noexcept { return dp6::random_action(s, rng); }
  State apply_unchecked(const State& s, ActionId a) const noexcept {
    State n = s;
    dp6::apply_in_place(n, a, options_.max_turns);
    return n;
  }
  void apply_in_place(State& s, ActionId a) const noexcept { dp6::apply_in_place(s, a, options_.max_turns); }

  /// Applies a legal action; otherwise an error naming the action and why, and s is untouched.
  Result<State> apply(const State& s, ActionId a) const {
    if (is_legal(s, a)) return apply_unchecked(s, a);
    return refused_action(a, act::kind_of(a) == act::Kind::invalid ? "" : dp6::action_text(a), illegal_reason(s, a));
  }

  std::string action_text(const State&, ActionId a) const { return dp6::action_text(a); }
  Result<ActionId> parse_action(const State&, std::string_view t) const { return dp6::parse_action(t); }

  /// 1 for every seat with the most crew in the Capsule (shared wins), 0 for the others; all 0
  /// when nobody saved anyone. Zeros before the end.
  Returns returns(const State& s) const noexcept {
    Returns r;
    const std::array<int, kMaxSeats> sc = scores(s);
    int best = 0;
    for (int p = 0; p < options_.players; ++p) best = sc[static_cast<std::size_t>(p)] > best ? sc[static_cast<std::size_t>(p)] : best;
    for (int p = 0; p < options_.players; ++p)
      r.push_back(is_terminal(s) && best > 0 && sc[static_cast<std::size_t>(p)] == best ? 1.0 : 0.0);
    return r;
  }
  std::uint64_t hash(const State& s) const noexcept { return hash_state(s); }

  /// For the search bots (heuristics.hpp): a rollout decision that heads for the Capsule, the
  /// value of a rollout cut short, and after how many actions it is cut.
  static constexpr int kRolloutCutoff = dp6::kRolloutCutoff;
  ActionId rollout_action(const State& s, Rng& rng) const noexcept { return dp6::rollout_action(s, rng); }
  void evaluate(const State& s, Returns& out) const noexcept { dp6::evaluate(s, out); }
  void search_actions(const State& s, ActionList& out) const noexcept { dp6::search_actions(s, out); }
  void rollout_outcome(const State& s, Returns& out) const noexcept { dp6::rollout_outcome(s, out); }

 private:
  Options options_{};
  State initial_;
};

static_assert(bgb::Game<Game>);

}  // namespace bgb::dp6
