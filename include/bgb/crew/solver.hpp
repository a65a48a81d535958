// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// bgb::crew::solve — could the crew still accomplish the mission if every seat played perfectly
/// with every hand known? The Crew's double-dummy question.
///
/// Co-operative play with full knowledge is a one-agent search: a mission can be won from a
/// state when some legal action leads to a state from which it can be won. The search walks the
/// real rules (legal_actions / apply_in_place), so every mission's special conditions come from
/// rules.hpp, never from a second implementation. With every hand known, communication says
/// nothing new and is always `pass`; the distress signal is declined unless the state has
/// already used it; answers to the commander's questions change no rule and take the first
/// answer. Every other decision is searched: cards, task picks, the 5-player handover, the
/// commander's choices, distributions and token moves. Mission 12's draws are chance: the
/// result is then the probability of success with perfect play, the draws averaged.
///
/// Accelerations, each sound (tests/solver/ compares with a plain exhaustive search):
///  - the rules' own immediate failure, a cut inside a trick (a task card in it whose owner can
///    no longer take the trick) and ones at each trick's start (solver_cuts.hpp: hopeless(),
///    doomed(), and unschedulable(), which bounds each task's trick, orders them and counts
///    the tricks each seat must win);
///  - a transposition table at each trick's start and at every non-card decision, keyed
///    (solver_key.hpp) by what the future depends on (hands, JARVIS's piles, tasks and their
///    completion, the mission's records, tricks won where the mission counts them), not by what
///    only describes the past (voids, tokens, last trick, who won which trick);
///  - equivalent cards (solver_moves.hpp, with the move order and the moot decisions): two
///    cards of one suit in the actor's hand with no live card between them (inside a trick:
///    none but its best card) are one move, unless the mission singles either out (a task
///    card, a 1, a 9, a rocket where rockets have duties, a JARVIS card with a face-down card
///    under it);
///  - move ordering that tries first a lead that surely wins a suit in which another seat holds
///    the leader's task card, then the cards whose trick looks good for its task cards.
#include <chrono>
#include <cstdint>
#include <memory>
#include <new>
#include <string>

#include "bgb/core/fixed_vector.hpp"
#include "bgb/core/hash.hpp"
#include "bgb/core/result.hpp"
#include "bgb/crew/game.hpp"
#include "bgb/crew/solver_cuts.hpp"
#include "bgb/crew/solver_key.hpp"
#include "bgb/crew/solver_moves.hpp"

namespace bgb::crew {

/// How far a solve may go. A search that hits a limit answers Verdict::unknown, never a guess.
struct SolveLimits {
  std::uint64_t max_nodes = 0;  ///< search nodes per solve; 0 = no cap
  int time_ms = 0;              ///< wall-clock limit per solve in milliseconds; 0 = none
  int table_bits = 20;          ///< the transposition table holds 2^table_bits entries of 16 bytes (10..28)
  /// Also classify every legal action of the state (SolveResult::keeping). It costs one more
  /// solve per class of equivalent actions, and the losing ones are the expensive ones.
  bool classify_moves = true;
  /// Mission 12's draws: 0 averages every outcome of each draw (exact, but often beyond any
  /// node cap); k > 0 averages k outcomes of each draw, chosen by the position, and answers an
  /// estimate (Verdict::estimate) — an optimistic one, since each first-trick line is judged by
  /// the draws sampled after it.
  int chance_samples = 0;
};

/// The answer of a solve.
enum class Verdict : std::uint8_t {
  unknown,       ///< a limit stopped the search
  not_winnable,  ///< no line succeeds
  winnable,      ///< some line succeeds (for certain, whatever chance does)
  probability,   ///< only mission 12's draws decide: success with probability 0 < P < 1
  estimate,      ///< mission 12 with chance_samples: P estimated from sampled draws
};

/// Most actions any line from any state needs (40 cards, passes around every window, picks).
inline constexpr int kMaxLine = 256;
using Line = FixedVector<ActionId, kMaxLine>;

/// What a solve found.
struct SolveResult {
  Verdict verdict = Verdict::unknown;
  /// Success probability under perfect play: 1 or 0 without chance; 0 when unknown.
  double probability = 0;
  /// A line from the state that keeps the best probability, action by action as `apply` takes
  /// them; it ends at success, or at the first chance node (mission 12's draws). Empty when not
  /// winnable or unknown.
  Line line;
  /// The legal actions of the state that keep the best probability (classify_moves); empty when
  /// not winnable or unknown, or at a chance or terminal state.
  ActionList keeping;
  std::uint64_t nodes = 0;       ///< search nodes visited, line and classification included
  std::uint64_t table_hits = 0;  ///< of them, answered by the transposition table
  bool stopped = false;          ///< a limit stopped the search (verdict unknown)
};

/// "winnable", "not winnable", "winnable with probability 0.4375", "unknown".
/// p with up to 6 decimals and no trailing zeros ("0.25", "1"), in locale-free digits.
inline std::string decimal(double p) {
  std::string t = std::to_string(p);
  while (t.size() > 1 && t.back() == '0') t.pop_back();
  if (t.back() == '.') t.pop_back();
  return t;
}

inline std::string verdict_text(const SolveResult& r) {
  switch (r.verdict) {
    case Verdict::winnable: return "winnable";
    case Verdict::not_winnable: return "not winnable";
    case Verdict::probability: return "winnable with probability " + decimal(r.probability);
    case Verdict::estimate:
      if (r.probability <= 0) return "not winnable with the draws sampled (an estimate from sampled draws)";
      return "winnable with probability about " + decimal(r.probability) + " (an estimate from sampled draws)";
    case Verdict::unknown: break;
  }
  return "unknown";
}


/// A solver with its transposition table. Reuse one for many solves (the table is allocated
/// once; entries of other deals stay valid, since keys name every card). Not thread-safe: use
/// one per thread.
class Solver {
 public:
  Solver() = default;

  /// Allocates the table; out_of_memory when it cannot, invalid_argument for table_bits
  /// outside 10..28.
  static Result<Solver> make(const SolveLimits& limits = {}) {
    if (limits.table_bits < 10 || limits.table_bits > 28)
      return make_error(Errc::invalid_argument,
                        "solve: table_bits must be 10..28, got " + std::to_string(limits.table_bits));
    Solver s;
    s.limits_ = limits;
    s.mask_ = (std::size_t{1} << limits.table_bits) - 1;
    s.table_.reset(new (std::nothrow) detail::solver::Entry[s.mask_ + 1]);
    if (!s.table_)
      return make_error(Errc::out_of_memory, "solve: no memory for a table of 2^" + std::to_string(limits.table_bits) +
                                                 " entries");
    return s;
  }

  const SolveLimits& limits() const noexcept { return limits_; }
  /// Changes the node and time limits and classify_moves (the table keeps its size).
  void set_limits(const SolveLimits& limits) noexcept {
    const int bits = limits_.table_bits;
    limits_ = limits;
    limits_.table_bits = bits;
  }

  /// Solves s (any state from the task picks on: not the deal or the task reveal). The error
  /// says why a state cannot be solved.
  Result<SolveResult> solve(const State& s) {
    if (!table_) return make_error(Errc::invalid_argument, "solve: the solver has no table (use Solver::make)");
    if (s.phase == Phase::deal || s.phase == Phase::reveal)
      return make_error(Errc::unsupported, std::string("solve: the state is still in the ") +
                                               (s.phase == Phase::deal ? "deal" : "task reveal") +
                                               "; solve from the task picks on, once every card is dealt and every task is face up");
    start(s);
    SolveResult r;
    const double best = value(s);
    if (!stopped_) {
      if (best > 0) line(s, best, r.line);
      if (best > 0 && limits_.classify_moves) classify(s, best, r.keeping);
    }
    r.nodes = nodes_;
    r.table_hits = hits_;
    r.stopped = stopped_;
    if (stopped_) {
      r.line.clear();
      r.keeping.clear();
      return r;
    }
    r.probability = best;
    r.verdict = sampled_ ? Verdict::estimate
                : best <= 0 ? Verdict::not_winnable
                : best >= 1 ? Verdict::winnable
                            : Verdict::probability;
    return r;
  }

  /// The success probability of s under perfect play, or a negative number when a limit
  /// stopped the search. For callers that need only the number (hints, the difficulty table).
  /// Precondition: s is past the deal and the task reveal.
  double probability(const State& s) noexcept {
    start(s);
    const double v = value(s);
    return stopped_ ? -1.0 : v;
  }

  /// Nodes visited by the last solve or probability call.
  std::uint64_t nodes() const noexcept { return nodes_; }

 private:
  void start(const State& root) noexcept {
    probe_until_ = root.trick + kProbedTricks;
    nodes_ = hits_ = 0;
    stopped_ = false;
    sampled_ = false;
    probe_end_ = ~std::uint64_t{0};
    probing_over_ = false;
    if (limits_.time_ms > 0) deadline_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(limits_.time_ms);
  }

  bool out_of_budget() noexcept {
    ++nodes_;
    if (limits_.max_nodes && nodes_ > limits_.max_nodes) stopped_ = true;
    if (limits_.time_ms > 0 && (nodes_ & 1023) == 0 && std::chrono::steady_clock::now() >= deadline_) stopped_ = true;
    if (nodes_ > probe_end_) probing_over_ = true;
    return halted();
  }

  /// A limit stopped the solve, or a probe's budget ran out (see probe()).
  bool halted() const noexcept { return stopped_ || probing_over_; }

  /// The leads of the first kProbedTricks tricks of a solve are probed too (see probe()): a bad
  /// first lead can hide a lost subtree of millions of nodes in front of a winning lead.
  /// Measured on 980 first-trick solves: two tricks halve the nodes of typical ones; a third
  /// leaves the median alone, costs lost deals ~3 % and takes winnable ones of 5-6 M nodes to
  /// 0.5 M; probing every card of them does not help. A fourth, with probes from 2048 nodes
  /// (kFirstProbe), takes the 51 winnable deals of more than 0.2 M nodes from 63 M nodes to
  /// 55 M and those over 4.5 M from 4 to 1 (a fifth changes nothing, 4096 or a growth of 16
  /// are worse).
  static constexpr int kProbedTricks = 4;
  static constexpr std::uint64_t kFirstProbe = 2048;

  /// The best value over `moves` at a non-card decision (task picks, the commander's choices)
  /// or an early lead, found by probing: every move gets a small node budget, then eight times
  /// more, and so on, until one wins or every one has its exact value. A depth-first search
  /// would spend its whole budget proving the first bad assignment of tasks lost; most deals
  /// can be won with some assignment, and a probe finds it early. Only finished searches enter
  /// the table.
  double probe(const State& s, const ActionList& moves, const detail::solver::Facts& facts) noexcept {
    std::array<bool, kMaxLegalActions> known{};
    double best = 0;
    for (std::uint64_t budget = kFirstProbe;; budget *= 8) {
      bool open = false;
      for (int i = 0; i < moves.size(); ++i) {
        if (known[static_cast<std::size_t>(i)]) continue;
        const std::uint64_t outer = probe_end_;
        probe_end_ = nodes_ + budget < outer ? nodes_ + budget : outer;
        const double v = value(apply_unchecked(s, moves[i]), best, &facts);
        probe_end_ = outer;
        if (stopped_) return 0;
        if (probing_over_) {
          if (nodes_ > outer) return 0;  // an enclosing probe's budget: it decides
          probing_over_ = false;
          open = true;
          continue;
        }
        known[static_cast<std::size_t>(i)] = true;
        if (v > best) best = v;
        if (best >= 1) return best;
      }
      if (!open) return best;
    }
  }

  /// The success probability of s under perfect play (0 once stopped_: callers check it).
  /// At a chance node, `alpha` is what the deciding seat above already has: once the outcomes
  /// left cannot lift the average above it, the node returns an upper bound <= alpha instead
  /// (Ballard's Star1 cut). Decision nodes always return their exact value, so the table only
  /// ever holds exact values.
  /// `trick` is what the parent gathered at its trick's start (facts_of()), for a node inside
  /// the same trick; a node at a trick's start or outside play gathers its own.
  double value(const State& in, double alpha = -1, const detail::solver::Facts* trick = nullptr) noexcept {
    State s = in;
    detail::solver::settle(s);
    if (s.phase == Phase::over) return s.success ? 1.0 : 0.0;
    if (out_of_budget()) return 0;
    if (current_player(s) == kChance) {  // mission 12's draws: uniform weights
      ChanceList outcomes;
      chance_outcomes(s, outcomes);
      if (limits_.chance_samples > 0 && outcomes.size() > limits_.chance_samples) sample(s, outcomes);
      const double n = outcomes.size();
      double sum = 0;
      for (int k = 0; k < outcomes.size(); ++k) {
        const double rest = n - k - 1;  // each worth at most 1
        // The child's value that would still let this node's average exceed alpha.
        const double child_alpha = alpha * n - sum - rest;
        sum += value(apply_unchecked(s, outcomes[k].action), child_alpha);
        if (halted()) return 0;
        if (alpha >= 0 && (sum + rest) / n <= alpha) return (sum + rest) / n;
      }
      return n > 0 ? sum / n : 0;
    }
    const bool boundary = s.phase == Phase::play && s.in_trick == 0;
    // With sampled draws, a position before them holds an estimate: kept out of the table,
    // which outlives this solve and answers exact ones.
    const bool estimated = limits_.chance_samples > 0 && detail::special_of(s) == Special::draw_after_first && s.trick == 0;
    const bool stored = (boundary || s.phase != Phase::play) && !estimated;
    detail::solver::Key key;
    detail::solver::Entry* slot = nullptr;
    if (stored) {
      key = detail::solver::key_of(s);
      slot = &table_[key.index & mask_];
      if (slot->check == key.check) {
        ++hits_;
        return slot->value;
      }
    }
    double best = 0;
    const bool inherited = trick && s.phase == Phase::play && s.in_trick > 0;
    detail::solver::Facts own;
    if (!inherited) own = detail::solver::facts_of(s);
    const detail::solver::Facts& facts = inherited ? *trick : own;
    const bool lost = boundary ? detail::solver::lost_at_start(s) : s.phase == Phase::play && detail::solver::trick_lost(s, facts.tasks);
    if (!lost) {
      ActionList moves;
      detail::solver::ordered_moves(s, facts, moves);
      if ((s.phase != Phase::play || (boundary && s.trick < probe_until_)) && moves.size() > 1) {
        best = probe(s, moves, facts);
        if (halted()) return 0;
      } else {
        for (ActionId a : moves) {
          const double v = value(apply_unchecked(s, a), best, &facts);
          if (halted()) return 0;
          if (v > best) best = v;
          if (best >= 1) break;
        }
      }
    }
    if (slot) *slot = {key.check, best};
    return best;
  }

  /// Keeps limits_.chance_samples of the outcomes, drawn without replacement by a generator
  /// seeded with the position, so a position always meets the same draws.
  void sample(const State& s, ChanceList& outcomes) noexcept {
    sampled_ = true;
    Rng rng(hash_state(s));
    const int k = limits_.chance_samples;
    for (int i = 0; i < k; ++i) {
      const int j = i + static_cast<int>(rng.below(static_cast<std::uint64_t>(outcomes.size() - i)));
      std::swap(outcomes[i], outcomes[j]);
    }
    ChanceList kept;
    for (int i = 0; i < k; ++i) kept.push_back(outcomes[i]);
    outcomes = kept;
  }

  /// Follows the best probability from s to success or to a chance node.
  void line(const State& root, double target, Line& out) noexcept {
    State s = root;
    while (s.phase != Phase::over && current_player(s) != kChance && !out.full()) {
      ActionId pick = detail::solver::moot_action(s);
      if (pick == kInvalidAction) {
        ActionList moves;
        detail::solver::ordered_moves(s, moves);
        for (ActionId a : moves) {
          const double v = value(apply_unchecked(s, a));
          if (stopped_) return;
          if (v >= target - 1e-12) {
            pick = a;
            break;
          }
        }
        if (pick == kInvalidAction) return;  // cannot happen: some move achieves the value
      }
      out.push_back(pick);
      apply_in_place(s, pick);
    }
  }

  /// The legal actions of s that keep `target`; equivalent cards share their class's answer.
  void classify(const State& s, double target, ActionList& out) noexcept {
    if (s.phase == Phase::over || current_player(s) == kChance) return;
    ActionList legal;
    legal_actions(s, legal);
    if (detail::solver::moot_action(s) != kInvalidAction) {
      // Every pass, answer or word leads to the same play: all of them keep the value.
      for (ActionId a : legal) {
        const double v = value(apply_unchecked(s, a));
        if (stopped_) return;
        if (v >= target - 1e-12) out.push_back(a);
      }
      return;
    }
    std::array<signed char, kNumCards> card_value{};  // 0 unknown, 1 keeps, -1 loses
    const CardSet representatives = s.phase == Phase::play ? detail::solver::representative_plays(s) : 0;
    for (ActionId a : legal) {
      if (s.phase == Phase::play) {
        const Card rep = detail::solver::representative_of(representatives, act::card_of(a));
        signed char& known = card_value[rep];
        if (known == 0) {
          const double v = value(apply_unchecked(s, act::play(rep)));
          if (stopped_) return;
          known = v >= target - 1e-12 ? 1 : -1;
        }
        if (known > 0) out.push_back(a);
        continue;
      }
      const double v = value(apply_unchecked(s, a));
      if (stopped_) return;
      if (v >= target - 1e-12) out.push_back(a);
    }
  }

  SolveLimits limits_{};
  std::unique_ptr<detail::solver::Entry[]> table_;
  std::size_t mask_ = 0;
  std::uint64_t nodes_ = 0, hits_ = 0;
  bool stopped_ = false;
  bool sampled_ = false;  ///< a chance node averaged sampled outcomes (chance_samples)
  std::uint64_t probe_end_ = ~std::uint64_t{0};  ///< the innermost probe's last node
  bool probing_over_ = false;
  int probe_until_ = 0;  ///< leads before this trick are probed
  std::chrono::steady_clock::time_point deadline_{};
};

/// Solves s with a fresh solver: see Solver::solve. `game` is the state's game (its options
/// are not needed beyond the state, it names the game being solved).
inline Result<SolveResult> solve(const Game& game, const State& s, const SolveLimits& limits = {}) {
  (void)game;
  auto solver = Solver::make(limits);
  if (!solver) return solver.error();
  return solver.value().solve(s);
}

}  // namespace bgb::crew
