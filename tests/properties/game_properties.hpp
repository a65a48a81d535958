#pragma once
/// \file
/// Properties every game must have, written once over the bgb::Game concept and instantiated
/// per game with BGB_GAME_PROPERTIES(Suite, case_generator). Each property plays seeded random
/// games and checks every state it passes through.
///
/// A case generator is an rc::Gen<Case> where Case has `game()` (returns the G to test) and
/// `walk()` (returns a bgb::props::Walk), and can be printed with operator<< so a failing case
/// can be read and replayed.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "bgb/core.hpp"

namespace bgb::props {

/// Fisher-Yates with the pinned generator.
template <class T>
void shuffle(std::vector<T>& v, Rng& rng) {
  for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(i)]);
}

/// How a property walks through games: the seed of their random course, a bound on their
/// length, and whether decisions are uniformly random or careful (detail::careful_action).
struct Walk {
  std::uint64_t seed = 0;
  int max_steps = 1000;
  bool careful = false;
};

namespace detail {

/// The ids that may be applied in s: the chance outcomes or the seat's legal actions.
template <Game G>
std::vector<ActionId> applicable(const G& g, const typename G::State& s) {
  std::vector<ActionId> out;
  if (g.current_player(s) == kChance) {
    typename G::ChanceList list;
    g.chance_outcomes(s, list);
    for (const ChanceOutcome& o : list) out.push_back(o.action);
  } else {
    typename G::ActionList list;
    g.legal_actions(s, list);
    for (ActionId a : list) out.push_back(a);
  }
  return out;
}

/// A decision that avoids an immediate loss: among the legal actions, one (uniformly) of those
/// whose result is best for the acting seat — a terminal win beats an unfinished game, which
/// beats a terminal loss. Random play fails most co-operative games within a few tricks; this
/// policy lets the walks reach the late states too.
template <Game G>
ActionId careful_action(const G& g, const typename G::State& s, Rng& rng) {
  typename G::ActionList actions;
  g.legal_actions(s, actions);
  const PlayerId p = g.current_player(s);
  std::vector<ActionId> best;
  double best_score = -1e300;
  for (ActionId a : actions) {
    const typename G::State next = g.apply_unchecked(s, a);
    double score = 0.5;
    if (g.is_terminal(next)) {
      const Returns r = g.returns(next);
      score = p < r.size() ? r[p] : 0.0;
    }
    if (score > best_score) {
      best_score = score;
      best.clear();
    }
    if (score == best_score) best.push_back(a);
  }
  return best[static_cast<std::size_t>(rng.below(best.size()))];
}

/// Plays a seeded game from the initial state — uniformly random decisions, or careful ones
/// (careful_action) — calling visit(state, rng) at every state, the terminal one included.
/// Returns the ids applied; fails past max_steps.
template <Game G, class Visit>
std::vector<ActionId> walk(const G& g, const Walk& w, Visit&& visit) {
  Rng rng(w.seed);
  Rng aside(~w.seed);  // for the visitors' own draws, so they never change the game's course
  std::vector<ActionId> log;
  typename G::State s = g.initial_state();
  for (;;) {
    visit(s, aside);
    if (g.is_terminal(s)) return log;
    RC_ASSERT(static_cast<int>(log.size()) < w.max_steps);
    const ActionId a = g.current_player(s) == kChance ? sample_chance(g, s, rng)
                       : w.careful                    ? careful_action(g, s, rng)
                                                      : random_action(g, s, rng);
    log.push_back(a);
    s = g.apply_unchecked(s, a);
  }
}

/// What bgb::sample_chance does without a game's fast path: a weighted draw over the list.
template <Game G>
ActionId reference_sample_chance(const G& g, const typename G::State& s, Rng& rng) {
  typename G::ChanceList outcomes;
  g.chance_outcomes(s, outcomes);
  return draw_weighted(std::span<const ChanceOutcome>(outcomes.begin(), outcomes.end()), rng);
}

}  // namespace detail

/// Who acts agrees with what is listed: terminal states list nothing, chance states list only
/// outcomes, seats list 1..max_legal_actions decisions in strictly ascending id order (the C
/// ABI's lists are, and bgb_state_random_action draws legal[k] of the game's own list); and
/// every listed id applies (checked apply succeeds, is_legal agrees, and it equals
/// apply_unchecked).
template <Game G>
void every_legal_action_applies(const G& g, const Walk& w) {
  detail::walk(g, w, [&](const typename G::State& s, Rng&) {
    const PlayerId p = g.current_player(s);
    typename G::ActionList actions;
    typename G::ChanceList outcomes;
    g.legal_actions(s, actions);
    g.chance_outcomes(s, outcomes);
    if (g.is_terminal(s)) {
      RC_ASSERT(p == kTerminal);
      RC_ASSERT(actions.empty() && outcomes.empty());
      return;
    }
    if (p == kChance) {
      RC_ASSERT(actions.empty());
      RC_ASSERT(!outcomes.empty());
    } else {
      RC_ASSERT(p >= 0 && p < g.num_players());
      RC_ASSERT(outcomes.empty());
      RC_ASSERT(!actions.empty());
      RC_ASSERT(actions.size() <= g.max_legal_actions());
      RC_ASSERT(std::adjacent_find(actions.begin(), actions.end(), std::greater_equal<>()) == actions.end());
    }
    for (ActionId a : detail::applicable(g, s)) {
      RC_ASSERT(a >= 0 && a < g.num_distinct_actions());
      RC_ASSERT(g.is_legal(s, a));
      const Result<typename G::State> next = g.apply(s, a);
      if (!next) RC_FAIL("'" + g.action_text(s, a) + "' is listed but refused: " + next.error().message);
      RC_ASSERT(*next == g.apply_unchecked(s, a));
    }
  });
}

/// Every id in [0, num_distinct) that is not listed (and the ids just outside) is not legal;
/// a checked apply refuses it with Errc::illegal_action and a message that gives the reason
/// ("... is not legal: REASON"; an id out of range: "outside [0, N)"), and the state is the
/// same afterwards. apply() is tried on every id at about one state in eight, on a few random
/// ids elsewhere (is_legal on every id everywhere).
template <Game G>
void every_other_id_is_rejected(const G& g, const Walk& w) {
  detail::walk(g, w, [&](const typename G::State& s, Rng& rng) {
    const std::vector<ActionId> ok = detail::applicable(g, s);
    const std::set<ActionId> listed(ok.begin(), ok.end());
    const typename G::State before = s;
    const std::uint64_t hash_before = g.hash(s);
    const bool all = rng.below(8) == 0;
    for (ActionId a = -1; a <= g.num_distinct_actions(); ++a) {
      if (listed.count(a)) continue;
      RC_ASSERT(!g.is_legal(s, a));
      if (!all && rng.below(32) != 0) continue;
      const Result<typename G::State> r = g.apply(s, a);
      RC_ASSERT(!r.ok());
      RC_ASSERT(r.error().code == Errc::illegal_action);
      // The message names a reason, not just the verdict; an id out of range says so.
      const std::string& m = r.error().message;
      const std::size_t at = m.find(" is not legal: ");
      if (at == std::string::npos || m.size() <= at + 15 || m.ends_with("not legal now"))
        RC_FAIL("no reason for id " + std::to_string(a) + ": " + m);
      if (a < 0 || a >= g.num_distinct_actions())
        RC_ASSERT(m.find("outside [0, " + std::to_string(g.num_distinct_actions()) + ")") != std::string::npos);
    }
    RC_ASSERT(s == before);
    RC_ASSERT(g.hash(s) == hash_before);
  });
}

/// The same seed gives the same game: the same log, state and hash; and replaying the log with
/// bgb::replay reaches that state again.
template <Game G>
void same_seed_same_game(const G& g, const Walk& w) {
  typename G::State end1{}, end2{};
  const std::vector<ActionId> log1 = detail::walk(g, w, [&](const auto& s, Rng&) { end1 = s; });
  const std::vector<ActionId> log2 = detail::walk(g, w, [&](const auto& s, Rng&) { end2 = s; });
  RC_ASSERT(log1 == log2);
  RC_ASSERT(end1 == end2);
  RC_ASSERT(g.hash(end1) == g.hash(end2));
  const Result<typename G::State> replayed = replay(g, std::span<const ActionId>(log1));
  if (!replayed) RC_FAIL("replay failed: " + replayed.error().message);
  RC_ASSERT(*replayed == end1);
  RC_ASSERT(g.hash(*replayed) == g.hash(end1));
  if (!w.careful) {
    Rng rng(w.seed);
    RC_ASSERT(random_playout(g, g.initial_state(), rng) == end1);
  }
}

/// Every listed action has a text that parses back to it in that state, and the texts of one
/// state's list are all different.
template <Game G>
void action_texts_round_trip(const G& g, const Walk& w) {
  detail::walk(g, w, [&](const typename G::State& s, Rng&) {
    std::set<std::string> texts;
    for (ActionId a : detail::applicable(g, s)) {
      const std::string t = g.action_text(s, a);
      RC_ASSERT(!t.empty());
      const Result<ActionId> back = g.parse_action(s, t);
      if (!back) RC_FAIL("'" + t + "' does not parse: " + back.error().message);
      RC_ASSERT(*back == a);
      RC_ASSERT(texts.insert(t).second);
    }
  });
}

/// Chance nodes list distinct outcomes with positive integer weights whose probabilities sum
/// to 1.
template <Game G>
void chance_outcomes_complete(const G& g, const Walk& w) {
  int chance_nodes = 0;
  detail::walk(g, w, [&](const typename G::State& s, Rng&) {
    typename G::ChanceList outcomes;
    g.chance_outcomes(s, outcomes);
    if (g.current_player(s) != kChance) {
      RC_ASSERT(outcomes.empty());
      return;
    }
    ++chance_nodes;
    RC_ASSERT(!outcomes.empty());
    std::set<ActionId> seen;
    std::uint64_t total = 0;
    for (const ChanceOutcome& o : outcomes) {
      RC_ASSERT(o.weight > 0U);
      RC_ASSERT(seen.insert(o.action).second);
      total += o.weight;
    }
    RC_ASSERT(total > 0U);
    double sum = 0;
    for (const ChanceOutcome& o : outcomes) sum += static_cast<double>(o.weight) / static_cast<double>(total);
    RC_ASSERT(std::abs(sum - 1.0) < 1e-9);
  });
  RC_TAG(chance_nodes > 0 ? "has chance nodes" : "no chance nodes");
}

/// A game's own fast paths (optional members) do exactly what the generic code does:
/// `sample_chance(s, rng)` and `random_action(s, rng)` draw the same outcome from the same rng
/// state and leave it in the same state; `apply_in_place(s, a)` gives apply_unchecked's state;
/// bgb::legal_actions_into (a game's `legal_actions_into(s, out)` or the list copied) writes
/// exactly legal_actions' list into a buffer of its length or longer, and nothing into a
/// shorter one, at every state (none listed at chance and terminal nodes).
template <Game G>
void fast_paths_agree(const G& g, const Walk& w) {
  detail::walk(g, w, [&](const typename G::State& s, Rng& rng) {
    typename G::ActionList listed;
    g.legal_actions(s, listed);
    const int n = listed.size();
    constexpr ActionId kUntouched = -7;
    for (const int room : {n, n + 3, n - 1}) {
      if (room < 0) continue;
      std::vector<ActionId> buf(static_cast<std::size_t>(room) + 4, kUntouched);
      RC_ASSERT(legal_actions_into(g, s, std::span<ActionId>(buf.data(), static_cast<std::size_t>(room))) == n);
      const int written = room >= n ? n : 0;
      RC_ASSERT(std::equal(buf.begin(), buf.begin() + written, listed.begin()));
      RC_ASSERT(std::all_of(buf.begin() + written, buf.end(), [](ActionId id) { return id == kUntouched; }));
    }
    if (g.is_terminal(s)) return;
    const bool chance = g.current_player(s) == kChance;
    for (int k = 0; k < 4; ++k) {
      Rng fast(rng.next());
      Rng slow = fast;
      if (chance) {
        RC_ASSERT(sample_chance(g, s, fast) == detail::reference_sample_chance(g, s, slow));
      } else {
        typename G::ActionList actions;
        g.legal_actions(s, actions);
        const ActionId want = actions[static_cast<int>(slow.below(static_cast<std::uint64_t>(actions.size())))];
        RC_ASSERT(random_action(g, s, fast) == want);
      }
      RC_ASSERT(fast.state() == slow.state());
    }
    if constexpr (requires(typename G::State& m, ActionId a) { g.apply_in_place(m, a); }) {
      for (ActionId a : detail::applicable(g, s)) {
        typename G::State m = s;
        g.apply_in_place(m, a);
        RC_ASSERT(m == g.apply_unchecked(s, a));
      }
    }
  });
}

/// Random games end within max_steps, with one return per player.
template <Game G>
void games_terminate(const G& g, const Walk& w) {
  typename G::State end{};
  const std::vector<ActionId> log = detail::walk(g, w, [&](const auto& s, Rng&) { end = s; });
  RC_ASSERT(g.is_terminal(end));
  RC_ASSERT(static_cast<int>(log.size()) <= w.max_steps);
  RC_ASSERT(g.returns(end).size() == g.num_players());
  for (double r : g.returns(end)) RC_ASSERT(std::isfinite(r));
}

/// perft(s, d) is 1 at terminal states, the number of listed ids at depth 1, and the sum over
/// the children at depth d. Checked at a few states of a random game.
template <Game G>
void perft_is_consistent(const G& g, const Walk& w, int depth) {
  detail::walk(g, w, [&](const typename G::State& s, Rng& rng) {
    if (rng.below(16) != 0) return;
    const std::vector<ActionId> ids = detail::applicable(g, s);
    if (g.is_terminal(s)) {
      RC_ASSERT(perft(g, s, depth) == 1U);
      return;
    }
    RC_ASSERT(perft(g, s, 1) == ids.size());
    std::uint64_t sum = 0;
    for (ActionId a : ids) sum += perft(g, g.apply_unchecked(s, a), depth - 1);
    RC_ASSERT(perft(g, s, depth) == sum);
  });
}

}  // namespace bgb::props

/// Instantiates every generic property above as a rapidcheck GoogleTest in suite `Suite`.
#define BGB_GAME_PROPERTIES(Suite, case_gen)                                        \
  RC_GTEST_PROP(Suite, EveryLegalActionApplies, ()) {                               \
    const auto c = *(case_gen);                                                     \
    ::bgb::props::every_legal_action_applies(c.game(), c.walk());      \
  }                                                                                 \
  RC_GTEST_PROP(Suite, EveryOtherIdIsRejectedAndChangesNothing, ()) {               \
    const auto c = *(case_gen);                                                     \
    ::bgb::props::every_other_id_is_rejected(c.game(), c.walk());      \
  }                                                                                 \
  RC_GTEST_PROP(Suite, SameSeedSameGameAndReplayReachesIt, ()) {                    \
    const auto c = *(case_gen);                                                     \
    ::bgb::props::same_seed_same_game(c.game(), c.walk());             \
  }                                                                                 \
  RC_GTEST_PROP(Suite, ActionTextsRoundTripAndAreUnique, ()) {                      \
    const auto c = *(case_gen);                                                     \
    ::bgb::props::action_texts_round_trip(c.game(), c.walk());         \
  }                                                                                 \
  RC_GTEST_PROP(Suite, ChanceOutcomesArePositiveDistinctAndComplete, ()) {          \
    const auto c = *(case_gen);                                                     \
    ::bgb::props::chance_outcomes_complete(c.game(), c.walk());        \
  }                                                                                 \
  RC_GTEST_PROP(Suite, FastPathsDrawAndApplyLikeTheGenericCode, ()) {              \
    const auto c = *(case_gen);                                                     \
    ::bgb::props::fast_paths_agree(c.game(), c.walk());                             \
  }                                                                                 \
  RC_GTEST_PROP(Suite, GamesTerminate, ()) {                                        \
    const auto c = *(case_gen);                                                     \
    ::bgb::props::games_terminate(c.game(), c.walk());                 \
  }                                                                                 \
  RC_GTEST_PROP(Suite, PerftIsConsistent, ()) {                                     \
    const auto c = *(case_gen);                                                     \
    ::bgb::props::perft_is_consistent(c.game(), c.walk(), 3);          \
  }                                                                                 \
  static_assert(true, "require a semicolon after the macro")
