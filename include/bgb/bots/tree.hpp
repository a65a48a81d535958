// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// One search tree and its iteration loop, written once over the Game concept and shared by
/// UCT (bgb::bots::Mcts) and information-set MCTS (bgb::bots::IsMcts).
///
/// Each iteration starts from the root state, or from a state the seat cannot tell apart from
/// it (game.resample) for IS-MCTS, walks the tree, adds one node, plays a rollout and backs the
/// returns up. Nodes are edges keyed by action id: a decision node's children are the actions
/// tried there; a chance node's children are the outcomes drawn there, each drawn with its
/// weight (chance is sampled, never enumerated). A child's score is the UCB of the seat that
/// chose it, with the availability count of single-observer IS-MCTS (how often its action was
/// legal when the parent was visited) in place of the parent's visits: under UCT every visit of
/// a node sees the same legal actions, so the two differ only by the visits before the child
/// was added. States are not stored: the walk
/// replays them, which for these small value types costs less than the memory would.
///
/// Memory: a node pool sized once (SearchOptions::max_nodes); an iteration allocates nothing.
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "bgb/bots/options.hpp"
#include "bgb/bots/policy.hpp"
#include "bgb/core/game.hpp"
#include "bgb/core/rng.hpp"

namespace bgb::bots {

/// Whether G offers information-set resampling: `State resample(const State&, int seat, Rng&)`.
template <class G>
concept Resamplable = requires(const G& g, const typename G::State& s, int seat, Rng& rng) {
  { g.resample(s, seat, rng) } -> std::same_as<typename G::State>;
};

namespace detail {

/// ln(x) for x >= 1 with IEEE-754 arithmetic alone (frexp is exact; then +, * and / in a fixed
/// order), so UCB scores, and hence the chosen move, agree on every platform: std::log's last
/// bit is not pinned down by the standard. Absolute error below 1e-13.
inline double ln(double x) noexcept {
  int e = 0;
  double m = std::frexp(x, &e);  // x = m * 2^e, m in [0.5, 1)
  if (m < 0.70710678118654752) {
    m *= 2;
    --e;
  }
  // ln(m) = 2 atanh(t), t = (m - 1) / (m + 1), |t| <= 0.1716: the odd series to t^19.
  const double t = (m - 1) / (m + 1), t2 = t * t;
  double sum = 1.0 / 19;
  for (int k = 17; k >= 1; k -= 2) sum = sum * t2 + 1.0 / k;
  return 2 * t * sum + e * 0.69314718055994531;
}

/// A node: the edge from its parent (the action, and the seat that chose it) and its
/// statistics. Children form a singly linked list in the order they were added.
struct Node {
  ActionId action = kInvalidAction;
  std::int32_t first_child = -1;
  std::int32_t next_sibling = -1;
  PlayerId mover = kChance;  ///< the seat that chose `action`; kChance for a drawn outcome
  std::uint32_t visits = 0;
  std::uint32_t avail = 0;   ///< parent visits in which `action` was legal
  double value = 0;          ///< sum of `mover`'s returns over the visits
};

}  // namespace detail

/// One search tree for game G. Not thread-safe: one search at a time; root parallelism runs one
/// tree per thread.
template <Game G>
class Tree {
 public:
  using State = typename G::State;

  Tree(const G& game, const SearchOptions& options)
      : game_(&game), options_(options), exploration_(default_exploration<G>(options)) {
    legal_mark_.assign(static_cast<std::size_t>(game.num_distinct_actions()) / 64 + 1, 0);
    path_.reserve(1024);  // deeper walks than this grow it once
  }

  /// Forgets the last search and makes room for `capacity` nodes (allocates only when it grows).
  void reset(int capacity) {
    if (capacity < 2) capacity = 2;
    nodes_.clear();
    nodes_.reserve(static_cast<std::size_t>(capacity));
    capacity_ = capacity;
    nodes_.push_back(detail::Node{});
  }

  /// One iteration from `root`, searching for `seat`; `determinize` resamples the hidden part
  /// of the root for that seat first (IS-MCTS).
  void iterate(const State& root, int seat, bool determinize, Rng& rng) noexcept {
    State s = root;
    if constexpr (Resamplable<G>) {
      if (determinize) s = game_->resample(root, seat, rng);
    }
    (void)seat;
    path_.clear();
    path_.push_back(0);
    std::int32_t node = 0;
    bool added = false;
    while (!added && !game_->is_terminal(s)) {
      const PlayerId p = game_->current_player(s);
      std::int32_t child = -1;
      if (p == kChance) {
        const ActionId a = sample_chance(*game_, s, rng);
        child = find_child(node, a);
        if (child < 0) {
          child = add_child(node, a, kChance);
          if (child < 0) break;  // the pool is full: roll out from here
          added = true;
        }
      } else {
        child = select(node, s, p, rng, added);
        if (child < 0) break;
      }
      advance(*game_, s, nodes_[static_cast<std::size_t>(child)].action);
      node = child;
      path_.push_back(node);
    }
    Returns returns = rollout(s, rng);
    for (std::int32_t i : path_) {
      detail::Node& n = nodes_[static_cast<std::size_t>(i)];
      ++n.visits;
      if (n.mover >= 0) n.value += returns[n.mover];
    }
  }

  /// Calls f(action, visits, value_sum) for every child of the root, in the order added.
  template <class F>
  void for_each_root_child(F&& f) const {
    for (std::int32_t c = nodes_[0].first_child; c >= 0; c = nodes_[static_cast<std::size_t>(c)].next_sibling) {
      const detail::Node& n = nodes_[static_cast<std::size_t>(c)];
      f(n.action, n.visits, n.value);
    }
  }

  int size() const noexcept { return static_cast<int>(nodes_.size()); }

 private:
  std::int32_t find_child(std::int32_t node, ActionId a) const noexcept {
    for (std::int32_t c = nodes_[static_cast<std::size_t>(node)].first_child; c >= 0;
         c = nodes_[static_cast<std::size_t>(c)].next_sibling)
      if (nodes_[static_cast<std::size_t>(c)].action == a) return c;
    return -1;
  }

  /// A new child of `node` at the end of its list, or -1 when the pool is full. The list stays
  /// in insertion order, which is what makes ties break the same way every time.
  std::int32_t add_child(std::int32_t node, ActionId a, PlayerId mover) noexcept {
    if (static_cast<int>(nodes_.size()) >= capacity_) return -1;
    const auto id = static_cast<std::int32_t>(nodes_.size());
    detail::Node n;
    n.action = a;
    n.mover = mover;
    n.avail = 1;
    nodes_.push_back(n);  // within the reserved capacity: no allocation
    detail::Node& parent = nodes_[static_cast<std::size_t>(node)];
    if (parent.first_child < 0) {
      parent.first_child = id;
    } else {
      std::int32_t c = parent.first_child;
      while (nodes_[static_cast<std::size_t>(c)].next_sibling >= 0) c = nodes_[static_cast<std::size_t>(c)].next_sibling;
      nodes_[static_cast<std::size_t>(c)].next_sibling = id;
    }
    return id;
  }

  bool marked(ActionId a) const noexcept { return (legal_mark_[static_cast<std::size_t>(a) >> 6] >> (a & 63)) & 1U; }
  void mark(ActionId a, bool on) noexcept {
    const std::uint64_t bit = std::uint64_t{1} << (a & 63);
    if (on) legal_mark_[static_cast<std::size_t>(a) >> 6] |= bit;
    else legal_mark_[static_cast<std::size_t>(a) >> 6] &= ~bit;
  }

  /// The child to descend into at a decision of seat p: an untried legal action (drawn
  /// uniformly, added to the tree, `added` set) while there is one and the pool has room, else
  /// the legal child with the best UCB. -1 when nothing can be chosen (full pool, no child).
  std::int32_t select(std::int32_t node, const State& s, PlayerId p, Rng& rng, bool& added) noexcept {
    search_actions(s);
    for (ActionId a : legal_) mark(a, true);
    int untried = legal_.size();
    std::int32_t best = -1;
    double best_score = -std::numeric_limits<double>::infinity();
    const double c = exploration_;
    for (std::int32_t ch = nodes_[static_cast<std::size_t>(node)].first_child; ch >= 0;
         ch = nodes_[static_cast<std::size_t>(ch)].next_sibling) {
      detail::Node& n = nodes_[static_cast<std::size_t>(ch)];
      if (!marked(n.action)) continue;
      mark(n.action, false);  // what stays marked is untried
      --untried;
      ++n.avail;
      const double visits = n.visits;
      const double score = n.value / visits + c * std::sqrt(detail::ln(n.avail) / visits);
      if (score > best_score) {
        best_score = score;
        best = ch;
      }
    }
    if (untried > 0 && static_cast<int>(nodes_.size()) < capacity_) {
      int k = static_cast<int>(rng.below(static_cast<std::uint64_t>(untried)));
      ActionId pick = kInvalidAction;
      for (ActionId a : legal_)
        if (marked(a)) {
          if (k-- == 0) pick = a;
          mark(a, false);
        }
      added = true;
      return add_child(node, pick, p);
    }
    for (ActionId a : legal_) mark(a, false);
    return best;
  }

  /// The actions the tree considers in s: the game's own short list with Rollout::game where
  /// it has one, else every legal action.
  void search_actions(const State& s) noexcept {
    if constexpr (HasSearchActions<G>) {
      if (options_.rollout == Rollout::game) {
        game_->search_actions(s, legal_);
        return;
      }
    }
    game_->legal_actions(s, legal_);
  }

  /// Plays on from s with the rollout policy; the game's evaluation scores a rollout cut short,
  /// its rollout outcome (where it has one) a rollout that reached the end.
  Returns rollout(State& s, Rng& rng) const noexcept {
    const bool use_game = options_.rollout == Rollout::game;
    int cutoff = 0;
    if constexpr (HasEvaluation<G>) {
      if (use_game) cutoff = options_.rollout_cutoff > 0 ? options_.rollout_cutoff : default_cutoff<G>();
    }
    for (int steps = 0; !game_->is_terminal(s); ++steps) {
      if constexpr (HasEvaluation<G>) {
        if (cutoff > 0 && steps >= cutoff) {
          Returns out;
          game_->evaluate(s, out);
          return out;
        }
      }
      advance(*game_, s, rollout_step(*game_, s, rng, use_game));
    }
    if constexpr (HasRolloutOutcome<G>) {
      if (use_game) {
        Returns out;
        game_->rollout_outcome(s, out);
        return out;
      }
    }
    return game_->returns(s);
  }

  const G* game_;
  SearchOptions options_;
  double exploration_;  ///< options_.exploration, or the game's own when that is negative
  int capacity_ = 0;
  std::vector<detail::Node> nodes_;
  std::vector<std::uint64_t> legal_mark_;  ///< one bit per action id, all clear between calls
  std::vector<std::int32_t> path_;
  typename G::ActionList legal_;
};

}  // namespace bgb::bots
