#pragma once
/// \file
/// A generic leak harness over the registry (AnyGame / AnyState), for every game with hidden
/// information: at states reached by seeded play, for every seat k, what k is shown must be
/// the same in the true state and in any resample for k (AnyState::resample) — k's observation
/// JSON, and when k is to act the texts of its legal actions as k reads them. A resample draws
/// the hidden part afresh from k's information alone, so anything that differs is something
/// the interface lets k learn about cards it may not see. Conversely the resample must not
/// carry the truth: resampling the resample gives exactly what resampling the true state gives
/// from the same rng state.
/// Pending chance outcomes are compared as k reads them (action_text_for): their number always,
/// their texts when every one is masked (e.g. all "deal ?").
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "registry.hpp"

namespace bgb::leak {

/// How the harness walks: games from consecutive seeds, every `stride`-th state checked,
/// `resamples` draws per seat there; decisions avoid an immediate loss when `careful`.
struct Plan {
  std::uint64_t seed = 1;
  int games = 4;
  int stride = 3;
  int resamples = 2;
  int max_steps = 1000;
  bool careful = true;
};

/// What a run looked at, and the first problem found ("" if none).
struct Outcome {
  int states = 0;
  int resamples = 0;
  int masked_chance_nodes = 0;
  std::string problem;
};

namespace detail {

/// The texts of `ids` in s as `viewer` reads them, in the order given.
inline std::vector<std::string> texts_for(const AnyState& s, const std::vector<ActionId>& ids, Viewer viewer) {
  std::vector<std::string> out;
  out.reserve(ids.size());
  for (ActionId a : ids) out.push_back(s.action_text_for(a, viewer));
  return out;
}

inline bool masked(const std::string& text) { return text.find('?') != std::string::npos; }

/// A decision that does not lose at once when another does (as props::detail::careful_action),
/// else a uniformly random one; a sampled outcome at chance nodes.
inline ActionId next_action(const AnyState& s, Rng& rng, bool careful) {
  if (s.current_player() == kChance) return s.sample_chance(rng);
  const std::vector<ActionId> legal = s.legal_actions();
  if (!careful) return legal[static_cast<std::size_t>(rng.below(legal.size()))];
  const PlayerId p = s.current_player();
  std::vector<ActionId> best;
  double best_score = -1;
  for (ActionId a : legal) {
    Result<std::unique_ptr<AnyState>> next = s.apply(a);
    if (!next) continue;
    double score = 0.5;
    if (next.value()->is_terminal()) {
      const std::vector<double> r = next.value()->returns();
      score = p >= 0 && static_cast<std::size_t>(p) < r.size() ? r[static_cast<std::size_t>(p)] : 0.0;
    }
    if (score > best_score) {
      best_score = score;
      best.clear();
    }
    if (score == best_score) best.push_back(a);
  }
  if (best.empty()) return legal.front();
  return best[static_cast<std::size_t>(rng.below(best.size()))];
}

}  // namespace detail

/// Compares what seat k is shown in s and in r (a resample of s for k); "" when identical.
inline std::string compare_views(const AnyState& s, const AnyState& r, Viewer k) {
  const std::string who = "seat " + std::to_string(k);
  if (s.to_json(k) != r.to_json(k)) return who + "'s observation JSON differs:\n  true:     " + s.to_json(k) + "\n  resample: " + r.to_json(k);
  if (s.current_player() != r.current_player()) return who + ": the seat to act differs";
  if (s.current_player() == k) {
    const std::vector<std::string> want = detail::texts_for(s, s.legal_actions(), k);
    const std::vector<std::string> got = detail::texts_for(r, r.legal_actions(), k);
    if (want != got) return who + " is to act and its legal actions read differently";
  }
  if (s.current_player() == kChance) {
    std::vector<ActionId> so, ro;
    for (const ChanceOutcome& o : s.chance_outcomes()) so.push_back(o.action);
    for (const ChanceOutcome& o : r.chance_outcomes()) ro.push_back(o.action);
    if (so.size() != ro.size()) return who + ": the number of pending chance outcomes differs";
    std::vector<std::string> want = detail::texts_for(s, so, k);
    std::vector<std::string> got = detail::texts_for(r, ro, k);
    const bool all_masked = std::all_of(want.begin(), want.end(), detail::masked);
    if (all_masked) {
      std::sort(want.begin(), want.end());
      std::sort(got.begin(), got.end());
      if (want != got) return who + ": masked chance outcomes read differently";
    }
  }
  return "";
}

/// Runs the plan on one game (which must support resampling): plays seeded games and compares,
/// at every checked state and for every seat, the true state with fresh resamples.
inline Outcome check_game(const AnyGame& game, const Plan& plan) {
  Outcome out;
  for (int g = 0; g < plan.games && out.problem.empty(); ++g) {
    Rng rng(plan.seed + static_cast<std::uint64_t>(g));
    Rng draws(~(plan.seed + static_cast<std::uint64_t>(g)));
    std::unique_ptr<AnyState> s = game.initial_state();
    for (int step = 0;; ++step) {
      if (step % plan.stride == 0) {
        ++out.states;
        if (s->current_player() == kChance) {
          bool all = true;
          for (const ChanceOutcome& o : s->chance_outcomes())
            for (int k = 0; k < game.num_players(); ++k) all = all && detail::masked(s->action_text_for(o.action, k));
          out.masked_chance_nodes += all;
        }
        for (int k = 0; k < game.num_players(); ++k)
          for (int n = 0; n < plan.resamples; ++n) {
            Result<std::unique_ptr<AnyState>> r = s->resample(k, draws);
            if (!r) {
              out.problem = "resample(" + std::to_string(k) + ") failed: " + r.error().message;
              return out;
            }
            ++out.resamples;
            std::string p = compare_views(*s, *r.value(), k);
            // Equal views are not enough (returning the true state unchanged has them): the
            // result must depend on k's information alone, so s and r, which k cannot tell
            // apart, resample to the same state from the same rng state.
            Rng x(draws.next());
            Rng y = x;
            Result<std::unique_ptr<AnyState>> from_truth = s->resample(k, x);
            Result<std::unique_ptr<AnyState>> from_resample = r.value()->resample(k, y);
            if (p.empty() && (!from_truth || !from_resample || !from_truth.value()->equals(*from_resample.value()) ||
                              x.state() != y.state()))
              p = "seat " + std::to_string(k) + ": two states it cannot tell apart resample differently";
            if (!p.empty()) {
              out.problem = "game " + std::to_string(g) + ", step " + std::to_string(step) + ": " + p;
              return out;
            }
          }
      }
      if (s->is_terminal()) break;
      if (step >= plan.max_steps) {
        out.problem = "game " + std::to_string(g) + " did not end in " + std::to_string(plan.max_steps) + " steps";
        return out;
      }
      Result<std::unique_ptr<AnyState>> next = s->apply(detail::next_action(*s, rng, plan.careful));
      if (!next) {
        out.problem = "a listed action was refused: " + next.error().message;
        return out;
      }
      s = std::move(next).value();
    }
  }
  return out;
}

}  // namespace bgb::leak
