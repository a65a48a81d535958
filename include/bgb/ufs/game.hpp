// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// bgb::ufs::Game — Under Falling Skies behind the bgb::Game concept. Registry name
/// `under-falling-skies`. Solo: one seat (0), chance rolls every die; nothing is hidden.
#include <string>
#include <string_view>
#include <vector>

#include "bgb/core/game.hpp"
#include "bgb/core/hash.hpp"
#include "bgb/core/refusal.hpp"
#include "bgb/ufs/heuristics.hpp"
#include "bgb/ufs/notation.hpp"
#include "bgb/ufs/rules.hpp"
#include "bgb/ufs/sampling.hpp"

namespace bgb::ufs {

/// Options: which cards lie hard side up (any subset of the seven flippable cards).
struct Options {
  std::uint8_t hard = 0;  ///< bit i flips Card i (sky1..sky4, base_top, base_bottom, research)
};

/// 1 (all easy) .. 8 (all seven cards hard).
constexpr int level(const State& s) noexcept { return level_of(s.hard); }

/// A hash of every field, the same on every platform (bytes packed in a fixed order).
constexpr std::uint64_t hash_state(const State& s) noexcept {
  ByteHasher h;
  auto put = [&](std::uint64_t v) { h.add_byte(v); };
  for (auto v : {s.hard, static_cast<std::uint8_t>(s.phase), static_cast<std::uint8_t>(s.end), s.round, s.energy,
                 s.damage, s.research, s.excavator, s.mothership, s.excavation_die, s.robot_value})
    put(v);
  for (int d = 0; d < kDice; ++d) {
    put(s.die_value[static_cast<std::size_t>(d)]);
    put(s.die_cell[static_cast<std::size_t>(d)]);
  }
  for (const Robot& r : s.robots) {
    put(r.cell); put(r.value); put(r.exhausted ? 1 : 0);
  }
  for (const Ship& sh : s.ships) {
    put(static_cast<std::uint8_t>(sh.at)); put(sh.row); put(sh.col);
  }
  return h.value();
}

class Game {
 public:
  using State = ufs::State;
  using Options = ufs::Options;
  using ActionList = ufs::ActionList;
  using ChanceList = ufs::ChanceList;
  static constexpr std::string_view kName = "under-falling-skies";

  /// Level 1: every card easy side up.
  Game() : board_(make_board(0)), initial_(new_state(0)) {}

  /// Validates the options; the error says what is wrong.
  static Result<Game> make(const Options& o) {
    if (o.hard & 0x80)
      return make_error(Errc::invalid_argument, "under-falling-skies: hard: only the seven flippable cards exist");
    Game g;
    g.options_ = o;
    g.board_ = make_board(o.hard);
    g.initial_ = new_state(o.hard);
    return g;
  }

  const Options& options() const noexcept { return options_; }
  const Board& board() const noexcept { return board_; }
  int num_players() const noexcept { return 1; }
  int num_distinct_actions() const noexcept { return act::kNumDistinct; }
  int max_legal_actions() const noexcept { return kMaxLegalActions; }
  State initial_state() const noexcept { return initial_; }

  PlayerId current_player(const State& s) const noexcept { return ufs::current_player(s); }
  bool is_terminal(const State& s) const noexcept { return ufs::is_terminal(s); }
  void legal_actions(const State& s, ActionList& out) const noexcept { ufs::legal_actions(s, board_, out); }
  void chance_outcomes(const State& s, ChanceList& out) const noexcept { ufs::chance_outcomes(s, out); }
  /// The outcome bgb::draw_weighted would draw over chance_outcomes(s), with the same rng use.
  ActionId sample_chance(const State& s, Rng& rng) const noexcept { return ufs::sample_chance(s, rng); }
  /// The action bgb::random_action's generic path would pick, with the same rng use, unlisted.
  ActionId random_action(const State& s, Rng& rng) const noexcept { return ufs::random_action(s, board_, rng); }
  bool is_legal(const State& s, ActionId a) const noexcept { return ufs::is_legal(s, board_, a); }
  State apply_unchecked(const State& s, ActionId a) const noexcept { return ufs::apply_unchecked(s, board_, a); }
  void apply_in_place(State& s, ActionId a) const noexcept { ufs::apply_in_place(s, board_, a); }

  /// Applies a legal action; otherwise an error naming the action and why ("column c3 already
  /// has a die"), and s is untouched.
  Result<State> apply(const State& s, ActionId a) const {
    if (is_legal(s, a)) return apply_unchecked(s, a);
    return refused_action(a, act::kind_of(a) == act::Kind::invalid ? "" : ufs::action_text(a), illegal_reason(s, board_, a));
  }

  std::string action_text(const State&, ActionId a) const { return ufs::action_text(a); }
  Result<ActionId> parse_action(const State& s, std::string_view t) const { return ufs::parse_action(s, board_, t); }

  Returns returns(const State& s) const noexcept {
    Returns r;
    r.push_back(s.end == End::won ? 1.0 : 0.0);
    return r;
  }
  std::uint64_t hash(const State& s) const noexcept { return hash_state(s); }

  /// For the search bots (heuristics.hpp): their default budget and exploration, a rollout
  /// decision, the placements worth searching, the score of a finished rollout (how far the
  /// research got), and the value of a rollout cut short for a search that asks for one.
  static constexpr int kRolloutCutoff = ufs::kRolloutCutoff;
  static constexpr double kExploration = ufs::kExploration;
  static constexpr int kIterations = ufs::kIterations;
  ActionId rollout_action(const State& s, Rng& rng) const noexcept { return ufs::rollout_action(s, board_, rng); }
  void evaluate(const State& s, Returns& out) const noexcept {
    out.clear();
    out.push_back(ufs::evaluate(s, board_));
  }
  void search_actions(const State& s, ActionList& out) const noexcept { ufs::search_actions(s, board_, out); }
  void rollout_outcome(const State& s, Returns& out) const noexcept {
    out.clear();
    out.push_back(ufs::rollout_outcome(s, board_));
  }

 private:
  Options options_{};
  Board board_{};
  State initial_;
};

static_assert(bgb::Game<Game>);

}  // namespace bgb::ufs
