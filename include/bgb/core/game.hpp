// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The C++20 Game concept every game satisfies, and the generic algorithms written once over it.
#include <concepts>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

#include "bgb/core/chance.hpp"
#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/result.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"

namespace bgb {

/// The most seats any game here has (Red November: 8).
inline constexpr int kMaxPlayers = 8;
/// Per-seat returns at a terminal state.
using Returns = FixedVector<double, kMaxPlayers>;

/// A game is a const object built from options; states are values it reads and returns.
/// Legal actions and chance outcomes are written into caller buffers with no allocation.
template <class G>
concept Game = requires(const G& g, const typename G::State& s, ActionId a, std::string_view text,
                        typename G::ActionList& actions, typename G::ChanceList& outcomes) {
  typename G::Options;
  requires std::copyable<typename G::State>;
  requires std::equality_comparable<typename G::State>;
  { G::kName } -> std::convertible_to<std::string_view>;
  { g.num_players() } -> std::same_as<int>;
  { g.num_distinct_actions() } -> std::same_as<int>;
  { g.max_legal_actions() } -> std::same_as<int>;
  { g.initial_state() } -> std::same_as<typename G::State>;
  { g.current_player(s) } -> std::same_as<PlayerId>;
  { g.is_terminal(s) } -> std::same_as<bool>;
  { g.legal_actions(s, actions) } -> std::same_as<void>;
  { g.chance_outcomes(s, outcomes) } -> std::same_as<void>;
  { g.is_legal(s, a) } -> std::same_as<bool>;
  { g.apply(s, a) } -> std::same_as<Result<typename G::State>>;
  { g.apply_unchecked(s, a) } -> std::same_as<typename G::State>;
  { g.action_text(s, a) } -> std::same_as<std::string>;
  { g.parse_action(s, text) } -> std::same_as<Result<ActionId>>;
  { g.returns(s) } -> std::same_as<Returns>;
  { g.hash(s) } -> std::same_as<std::uint64_t>;
};

/// Draws one of `outcomes` in proportion to its integer weight: one rng.below(total), then a
/// walk in list order. kInvalidAction for an empty list. The reference every fast path matches.
inline ActionId draw_weighted(std::span<const ChanceOutcome> outcomes, Rng& rng) noexcept {
  std::uint64_t total = 0;
  for (const ChanceOutcome& o : outcomes) total += o.weight;
  std::uint64_t r = rng.below(total);
  for (const ChanceOutcome& o : outcomes) {
    if (r < o.weight) return o.action;
    r -= o.weight;
  }
  return kInvalidAction;
}

/// Draws one outcome of a chance node in proportion to its integer weights.
/// Precondition: current_player(s) == kChance.
/// A game may provide `sample_chance(s, rng)` as a fast path; it must return exactly what the
/// generic code below would for the same rng state (the same draw, the same outcome order).
template <Game G>
ActionId sample_chance(const G& game, const typename G::State& s, Rng& rng) noexcept {
  if constexpr (requires { { game.sample_chance(s, rng) } -> std::same_as<ActionId>; }) {
    return game.sample_chance(s, rng);
  }
  typename G::ChanceList outcomes;
  game.chance_outcomes(s, outcomes);
  return draw_weighted(std::span<const ChanceOutcome>(outcomes.begin(), outcomes.end()), rng);
}

/// Picks a uniformly random legal action for the seat to act. Precondition: a seat acts.
/// A game may provide `random_action(s, rng)` as a fast path; it must return exactly what the
/// generic code below would for the same rng state (one rng.below of the list's size, the id
/// at that index of legal_actions' order).
template <Game G>
ActionId random_action(const G& game, const typename G::State& s, Rng& rng) noexcept {
  if constexpr (requires { { game.random_action(s, rng) } -> std::same_as<ActionId>; }) {
    return game.random_action(s, rng);
  }
  typename G::ActionList actions;
  game.legal_actions(s, actions);
  if (actions.empty()) return kInvalidAction;  // no seat acts: nothing is drawn
  return bgb::uniform_pick(actions, rng);
}

namespace list_detail {
/// Copies a legal list of up to 32 ids as two fixed-size blocks, the second overlapping the
/// first (memcpy's own plan for short sizes, inlined): for lists that short, the usual ones,
/// the library call std::copy made (memmove) cost more than the copy, on every
/// bgb_state_legal_actions. Longer lists (The Crew's, Under Falling Skies' and Red November's
/// largest) take the library call.
template <int N>
void copy_ids(const FixedVector<ActionId, N>& list, ActionId* to) noexcept {
  const std::size_t n = static_cast<std::size_t>(list.size());
  const ActionId* from = list.begin();
  auto two_blocks = [&](auto block) {
    constexpr std::size_t k = decltype(block)::value;
    std::memcpy(to, from, k * sizeof(ActionId));
    std::memcpy(to + n - k, from + n - k, k * sizeof(ActionId));
  };
  if constexpr (N > 32) {
    if (n > 32) return static_cast<void>(std::memcpy(to, from, n * sizeof(ActionId)));
  }
  if (N >= 16 && n >= 16) two_blocks(std::integral_constant<std::size_t, 16>{});
  else if (n >= 8) two_blocks(std::integral_constant<std::size_t, 8>{});
  else if (n >= 4) two_blocks(std::integral_constant<std::size_t, 4>{});
  else if (n >= 2) two_blocks(std::integral_constant<std::size_t, 2>{});
  else if (n == 1) to[0] = from[0];
}
}  // namespace list_detail

/// Writes legal_actions' list into `out` if it fits (nothing otherwise) and returns its length:
/// a caller's own buffer, as the C ABI's bgb_state_legal_actions fills. A game may provide
/// `legal_actions_into(s, out)` as a fast path that writes straight there (a game that lists
/// off one mask knows the count first); it must write and return exactly what this does.
template <Game G>
int legal_actions_into(const G& game, const typename G::State& s, std::span<ActionId> out) noexcept {
  if constexpr (requires { { game.legal_actions_into(s, out) } -> std::same_as<int>; }) {
    return game.legal_actions_into(s, out);
  }
  typename G::ActionList list;
  game.legal_actions(s, list);
  const int n = list.size();
  if (static_cast<std::size_t>(n) <= out.size()) list_detail::copy_ids(list, out.data());
  return n;
}

/// The action a uniformly random playout takes at s: a chance outcome by its weight, or a
/// uniformly random legal decision. Precondition: s is not terminal.
template <Game G>
ActionId uniform_action(const G& game, const typename G::State& s, Rng& rng) noexcept {
  return game.current_player(s) == kChance ? sample_chance(game, s, rng) : random_action(game, s, rng);
}

/// Applies a legal action to a state the caller owns. Games may provide `apply_in_place(s, a)`
/// to skip the copy in and out of apply_unchecked on hot loops; the result must be identical.
template <Game G>
void advance(const G& game, typename G::State& s, ActionId a) noexcept {
  if constexpr (requires { game.apply_in_place(s, a); }) {
    game.apply_in_place(s, a);
  } else {
    s = game.apply_unchecked(s, a);
  }
}

/// Plays uniformly random actions and sampled chance outcomes until the game ends.
/// Returns the terminal state; `steps`, when given, receives the number of actions applied.
template <Game G>
typename G::State random_playout(const G& game, typename G::State s, Rng& rng,
                                 std::int64_t* steps = nullptr) noexcept {
  std::int64_t n = 0;
  while (!game.is_terminal(s)) {
    advance(game, s, uniform_action(game, s, rng));  // s is our own copy: the caller's state is never touched
    ++n;
  }
  if (steps) *steps = n;
  return s;
}

/// Applies a logged sequence of actions (chance outcomes included) from the initial state.
/// Fails with the index and reason of the first action that is not legal.
template <Game G>
Result<typename G::State> replay(const G& game, std::span<const ActionId> log) {
  typename G::State s = game.initial_state();
  for (std::size_t i = 0; i < log.size(); ++i) {
    Result<typename G::State> next = game.apply(s, log[i]);
    if (!next) {
      return make_error(next.error().code,
                        "replay: step " + std::to_string(i) + ": " + next.error().message);
    }
    s = std::move(next).value();
  }
  return s;
}

/// Counts the leaves `depth` actions below s (chance outcomes count as actions); terminal
/// states before depth count as leaves. The classic move-generator check, like chess perft.
template <Game G>
std::uint64_t perft(const G& game, const typename G::State& s, int depth) noexcept {
  if (depth == 0 || game.is_terminal(s)) return 1;
  std::uint64_t nodes = 0;
  if (game.current_player(s) == kChance) {
    typename G::ChanceList outcomes;
    game.chance_outcomes(s, outcomes);
    for (const ChanceOutcome& o : outcomes)
      nodes += perft(game, game.apply_unchecked(s, o.action), depth - 1);
  } else {
    typename G::ActionList actions;
    game.legal_actions(s, actions);
    for (ActionId a : actions) nodes += perft(game, game.apply_unchecked(s, a), depth - 1);
  }
  return nodes;
}

}  // namespace bgb
