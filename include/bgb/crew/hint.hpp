// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// bgb::crew::solve_for — "which card keeps us alive?" from one seat's view. The hidden hands
/// are redrawn with the resampler (so the hint uses only what the seat may know), each sample
/// is solved after each legal action, and every action gets the share of samples in which the
/// mission stays winnable after it (with mission 12's draws: the mean success probability).
#include <cstdint>
#include <string>

#include "bgb/crew/solver.hpp"

namespace bgb::crew {

/// What the hint says of one legal action.
struct HintMove {
  ActionId action = kInvalidAction;
  double share = 0;         ///< mean success probability over the samples solved, in [0, 1]
  std::int32_t solved = 0;  ///< samples in which this action was solved (the others hit a limit)
};

/// The hint for the seat to act, one entry per legal action in id order.
struct Hint {
  FixedVector<HintMove, kMaxLegalActions> moves;
  std::int32_t samples = 0;  ///< deals drawn
  std::int32_t unknown = 0;  ///< (sample, action) solves that a limit stopped
  std::uint64_t nodes = 0;   ///< search nodes over every solve
};

/// Hints for `seat`, which must be the seat to act at s (JARVIS's decisions: the commander).
/// Each (sample, action) solve gets the solver's limits; classify_moves is not used. The same
/// state, seat, rng state and limits give the same hint on every platform when no time limit
/// is set. Errors: s not at a seat's decision, `seat` not the seat to act, samples < 1.
inline Result<Hint> solve_for(Solver& solver, const State& s, int seat, int samples, Rng& rng) {
  if (current_player(s) < 0)
    return make_error(Errc::invalid_argument, "hint: nobody decides now (a chance node or the end of the game)");
  if (seat != current_player(s))
    return make_error(Errc::invalid_argument, "hint: seat " + std::to_string(seat) + " is not the seat to act (seat " +
                                                  std::to_string(current_player(s)) + " is)");
  if (samples < 1) return make_error(Errc::invalid_argument, "hint: samples must be at least 1, got " + std::to_string(samples));
  if (s.phase == Phase::deal || s.phase == Phase::reveal)
    return make_error(Errc::unsupported, "hint: the deal is not over");
  Hint h;
  ActionList legal;
  legal_actions(s, legal);
  for (ActionId a : legal) h.moves.push_back({a, 0, 0});
  for (int k = 0; k < samples; ++k) {
    const State world = resample(s, seat, rng);
    ++h.samples;
    for (HintMove& m : h.moves) {
      const double p = solver.probability(apply_unchecked(world, m.action));
      h.nodes += solver.nodes();
      if (p < 0) {
        ++h.unknown;
        continue;
      }
      m.share += p;
      ++m.solved;
    }
  }
  for (HintMove& m : h.moves) m.share = m.solved ? m.share / m.solved : 0;
  return h;
}

}  // namespace bgb::crew
