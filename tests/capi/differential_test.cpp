/// \file
/// Differential test: the C ABI (libbgb) against the C++ core (bgb::crew::Game) and the registry
/// (bgb::AnyState), driven side by side by a rapidcheck stateful test. After every command both
/// sides must agree on the seat to act, the legal actions and chance outcomes, every action text,
/// the hash, the returns and terminality; illegal ids must be refused by both with the same
/// reason and the state unchanged; the same seed must give the same game in C and C++.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
#include <rapidcheck/state.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "bgb/bgb.h"
#include "bgb/crew.hpp"
#include "capi_helpers.hpp"
#include "registry.hpp"

namespace {

using bgb::ActionId;
using bgb::testing::c_action_text;
using bgb::testing::c_hash;
using bgb::testing::c_text;
using bgb::testing::GamePtr;
using bgb::testing::StatePtr;
namespace crew = bgb::crew;

/// Missions with no special rule, chosen to cover plain tasks, numbers, arrows, omega, dead
/// zones and late communication.
constexpr int kMissions[] = {1, 3, 7, 8, 15, 22, 25, 28, 47, 49};

/// The C++ side: the concrete game and state, plus the registry's erased state in lock step.
struct Model {
  crew::Game game;
  crew::State s;
  std::shared_ptr<const bgb::AnyState> any;
  int players = 0;
  int mission = 0;
};

/// The C side: the current state handle.
struct Sut {
  StatePtr s;

  /// bgb_state_apply, which must succeed; the new handle replaces the old one.
  void apply(std::int32_t action) {
    bgb_state* next = nullptr;
    RC_ASSERT(bgb_state_apply(s.get(), action, &next) == BGB_OK);
    s.reset(next);
  }
};

/// Legal decisions, or at a chance node the outcomes' actions (the registry's applicable set).
std::vector<ActionId> applicable(const Model& m) {
  std::vector<ActionId> out;
  if (m.game.current_player(m.s) == bgb::kChance) {
    crew::ChanceList outcomes;
    m.game.chance_outcomes(m.s, outcomes);
    for (const bgb::ChanceOutcome& o : outcomes) out.push_back(o.action);
  } else {
    crew::ActionList actions;
    m.game.legal_actions(m.s, actions);
    out.assign(actions.begin(), actions.end());
  }
  return out;
}

/// The C++ game's legal actions in ascending order (the registry's documented order).
std::vector<ActionId> sorted_legal(const Model& m) {
  crew::ActionList actions;
  m.game.legal_actions(m.s, actions);
  std::vector<ActionId> out(actions.begin(), actions.end());
  std::sort(out.begin(), out.end());
  return out;
}

/// Advances the C++ and registry sides by one action known to be legal.
void model_apply(Model& m, ActionId a) {
  m.s = m.game.apply_unchecked(m.s, a);
  auto next = m.any->apply(a);
  RC_ASSERT(next.ok());
  m.any = std::shared_ptr<const bgb::AnyState>(std::move(next).value());
}

/// Everything observable must agree between the three views of the state.
void check_same(const Model& m, const bgb_state* s) {
  // Seat to act and terminality.
  std::int32_t player = 99, terminal = 99;
  RC_ASSERT(bgb_state_current_player(s, &player) == BGB_OK);
  RC_ASSERT(player == m.game.current_player(m.s));
  RC_ASSERT(player == m.any->current_player());
  RC_ASSERT(bgb_state_is_terminal(s, &terminal) == BGB_OK);
  RC_ASSERT((terminal == 1) == m.game.is_terminal(m.s));
  // Hash: C ABI == registry == C++ game == crew::hash_state.
  const std::uint64_t h = c_hash(s);
  RC_ASSERT(h == m.game.hash(m.s));
  RC_ASSERT(h == crew::hash_state(m.s));
  RC_ASSERT(h == m.any->hash());
  // Legal actions: the registry's list exactly, the C++ game's as a set (its order is checked by
  // CAbiListsLegalActionsInTheCppGamesOrder).
  std::vector<std::int32_t> got(static_cast<std::size_t>(crew::kMaxLegalActions) + 1, -1);
  std::int32_t n = -1;
  RC_ASSERT(bgb_state_legal_actions(s, got.data(), static_cast<std::int32_t>(got.size()), &n) == BGB_OK);
  got.resize(static_cast<std::size_t>(n));
  RC_ASSERT(got == m.any->legal_actions());
  RC_ASSERT(got == sorted_legal(m));
  // Chance outcomes with probability = weight / total.
  crew::ChanceList outcomes;
  m.game.chance_outcomes(m.s, outcomes);
  std::uint64_t total = 0;
  for (const bgb::ChanceOutcome& o : outcomes) total += o.weight;
  std::vector<std::int32_t> actions(static_cast<std::size_t>(crew::kMaxLegalActions), -1);
  std::vector<double> probs(actions.size(), -1.0);
  RC_ASSERT(bgb_state_chance_outcomes(s, actions.data(), probs.data(), static_cast<std::int32_t>(actions.size()),
                                      &n) == BGB_OK);
  RC_ASSERT(n == outcomes.size());
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    RC_ASSERT(actions[k] == outcomes[i].action);
    RC_ASSERT(probs[k] == static_cast<double>(outcomes[i].weight) / static_cast<double>(total));
  }
  // Texts of everything applicable, and their parse back to the same id.
  for (ActionId a : applicable(m)) {
    const std::string text = c_action_text(s, a);
    RC_ASSERT(text == m.game.action_text(m.s, a));
    RC_ASSERT(text == m.any->action_text(a));
    std::int32_t parsed = -1;
    RC_ASSERT(bgb_state_parse_action(s, text.c_str(), &parsed) == BGB_OK);
    RC_ASSERT(parsed == a);
  }
  // Returns.
  std::vector<double> ret(8, -1.0);
  RC_ASSERT(bgb_state_returns(s, ret.data(), static_cast<std::int32_t>(ret.size()), &n) == BGB_OK);
  ret.resize(static_cast<std::size_t>(n));
  const bgb::Returns want_ret = m.game.returns(m.s);
  RC_ASSERT(ret == std::vector<double>(want_ret.begin(), want_ret.end()));
  RC_ASSERT(ret == m.any->returns());
}

using Command = rc::state::Command<Model, Sut>;

/// Applies a legal action (or chance outcome) by id.
struct ApplyId final : Command {
  ActionId action = bgb::kInvalidAction;
  explicit ApplyId(const Model& m) {
    const std::vector<ActionId> options = applicable(m);
    RC_PRE(!options.empty());
    action = *rc::gen::elementOf(options);
  }
  void checkPreconditions(const Model& m) const override { RC_PRE(m.game.is_legal(m.s, action)); }
  void apply(Model& m) const override { model_apply(m, action); }
  void run(const Model& m, Sut& sut) const override {
    check_same(m, sut.s.get());
    sut.apply(action);
    check_same(nextState(m), sut.s.get());
  }
  void show(std::ostream& os) const override { os << "apply " << action; }
};

/// Applies a legal action by its text (in an irregular spelling that must read the same).
struct ApplyText final : Command {
  ActionId action = bgb::kInvalidAction;
  bool shout = false;
  explicit ApplyText(const Model& m) {
    const std::vector<ActionId> options = applicable(m);
    RC_PRE(!options.empty());
    action = *rc::gen::elementOf(options);
    shout = *rc::gen::arbitrary<bool>();
  }
  void checkPreconditions(const Model& m) const override { RC_PRE(m.game.is_legal(m.s, action)); }
  void apply(Model& m) const override { model_apply(m, action); }
  void run(const Model& m, Sut& sut) const override {
    std::string text = "  " + m.game.action_text(m.s, action) + " ";
    if (shout) std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    bgb_state* next = nullptr;
    RC_ASSERT(bgb_state_apply_text(sut.s.get(), text.c_str(), &next) == BGB_OK);
    sut.s.reset(next);
    check_same(nextState(m), sut.s.get());
  }
  void show(std::ostream& os) const override { os << "apply text of " << action << (shout ? " (upper case)" : ""); }
};

/// At a chance node, C's bgb_state_sample_chance draws what C++ bgb::sample_chance draws.
struct SampleChance final : Command {
  std::uint64_t seed = 0;
  explicit SampleChance(const Model& m) {
    RC_PRE(m.game.current_player(m.s) == bgb::kChance);
    seed = *rc::gen::arbitrary<std::uint64_t>();
  }
  void checkPreconditions(const Model& m) const override { RC_PRE(m.game.current_player(m.s) == bgb::kChance); }
  void apply(Model& m) const override {
    bgb::Rng rng(seed);
    model_apply(m, bgb::sample_chance(m.game, m.s, rng));
  }
  void run(const Model& m, Sut& sut) const override {
    bgb::Rng rng(seed);
    const ActionId want = bgb::sample_chance(m.game, m.s, rng);
    std::uint64_t c_rng = 0;
    bgb_rng_seed(seed, &c_rng);
    std::int32_t got = -1;
    RC_ASSERT(bgb_state_sample_chance(sut.s.get(), &c_rng, &got) == BGB_OK);
    RC_ASSERT(got == want);
    RC_ASSERT(c_rng == rng.state());
    sut.apply(got);
    check_same(nextState(m), sut.s.get());
  }
  void show(std::ostream& os) const override { os << "sample chance, seed " << seed; }
};

/// An id that is not applicable (in or out of range) is refused by both sides with the same
/// reason, and neither state changes.
struct RejectIllegal final : Command {
  ActionId action = bgb::kInvalidAction;
  explicit RejectIllegal(const Model& m) {
    const int distinct = m.game.num_distinct_actions();
    action = *rc::gen::suchThat(rc::gen::inRange(-3, distinct + 3),
                                [&](ActionId a) { return !m.game.is_legal(m.s, a); });
  }
  void checkPreconditions(const Model& m) const override { RC_PRE(!m.game.is_legal(m.s, action)); }
  void run(const Model& m, Sut& sut) const override {
    const std::uint64_t before = c_hash(sut.s.get());
    const std::string json_before = c_text(bgb_state_to_json, sut.s.get(), BGB_VIEW_ALL);
    const bgb::Result<crew::State> cpp = m.game.apply(m.s, action);
    RC_ASSERT(!cpp.ok());
    RC_ASSERT(cpp.error().code == bgb::Errc::illegal_action);
    bgb_state* next = sut.s.get();  // must come back NULL
    RC_ASSERT(bgb_state_apply(sut.s.get(), action, &next) == BGB_E_ILLEGAL_ACTION);
    const bool out_cleared = next == nullptr;
    RC_ASSERT(out_cleared);
    RC_ASSERT(std::string(bgb_last_error()) == "bgb_state_apply: " + cpp.error().message);
    RC_ASSERT(!m.any->apply(action).ok());
    RC_ASSERT(c_hash(sut.s.get()) == before);
    RC_ASSERT(c_text(bgb_state_to_json, sut.s.get(), BGB_VIEW_ALL) == json_before);
    check_same(m, sut.s.get());
  }
  void show(std::ostream& os) const override { os << "reject " << action; }
};

/// Plays up to `steps` seeded random actions: C picks with bgb_rng_below and
/// bgb_state_sample_chance, C++ with Rng::below over the same (ascending) list and
/// bgb::sample_chance, one generator each from the same seed. Both must play the same game.
/// (bgb::random_action itself is compared in SameSeedGivesSameWholeGameInCAndCpp.)
struct RandomSteps final : Command {
  std::uint64_t seed = 0;
  int steps = 0;
  RandomSteps(std::uint64_t seed_, int steps_) : seed(seed_), steps(steps_) {}
  explicit RandomSteps(const Model& m) {
    RC_PRE(!m.game.is_terminal(m.s));
    seed = *rc::gen::arbitrary<std::uint64_t>();
    steps = *rc::gen::inRange(1, 40);
  }
  void checkPreconditions(const Model& m) const override { RC_PRE(!m.game.is_terminal(m.s)); }
  void apply(Model& m) const override {
    bgb::Rng rng(seed);
    for (int i = 0; i < steps && !m.game.is_terminal(m.s); ++i) {
      const bool chance = m.game.current_player(m.s) == bgb::kChance;
      if (chance) {
        model_apply(m, bgb::sample_chance(m.game, m.s, rng));
      } else {
        const std::vector<ActionId> legal = sorted_legal(m);
        model_apply(m, legal[static_cast<std::size_t>(rng.below(legal.size()))]);
      }
    }
  }
  void run(const Model& m, Sut& sut) const override {
    // The C++ side is stepped here too, so that every intermediate state is compared.
    Model cpp = m;
    bgb::Rng cpp_rng(seed);
    std::uint64_t rng = 0;
    bgb_rng_seed(seed, &rng);
    std::vector<std::int32_t> legal(static_cast<std::size_t>(crew::kMaxLegalActions));
    for (int i = 0; i < steps && !cpp.game.is_terminal(cpp.s); ++i) {
      std::int32_t player = 0, action = -1, n = 0;
      RC_ASSERT(bgb_state_current_player(sut.s.get(), &player) == BGB_OK);
      ActionId want = bgb::kInvalidAction;
      if (player == BGB_CHANCE) {
        RC_ASSERT(bgb_state_sample_chance(sut.s.get(), &rng, &action) == BGB_OK);
        want = bgb::sample_chance(cpp.game, cpp.s, cpp_rng);
      } else {
        RC_ASSERT(bgb_state_legal_actions(sut.s.get(), legal.data(), static_cast<std::int32_t>(legal.size()), &n) ==
                  BGB_OK);
        std::uint64_t pick = 0;
        RC_ASSERT(bgb_rng_below(&rng, static_cast<std::uint64_t>(n), &pick) == BGB_OK);
        action = legal[static_cast<std::size_t>(pick)];
        const std::vector<ActionId> sorted = sorted_legal(cpp);
        want = sorted[static_cast<std::size_t>(cpp_rng.below(sorted.size()))];
      }
      RC_ASSERT(action == want);
      RC_ASSERT(rng == cpp_rng.state());
      sut.apply(action);
      model_apply(cpp, want);
      check_same(cpp, sut.s.get());
    }
    check_same(nextState(m), sut.s.get());
  }
  void show(std::ostream& os) const override { os << steps << " random steps, seed " << seed; }
};

/// The omniscient JSON snapshot reads back to an equal state (same hash, same JSON), and a
/// clone is the same state.
struct SnapshotRoundTrip final : Command {
  void run(const Model& m, Sut& sut) const override {
    const std::string json = c_text(bgb_state_to_json, sut.s.get(), BGB_VIEW_ALL);
    GamePtr game = bgb::testing::c_state_game(sut.s.get());
    bgb_state* back = nullptr;
    RC_ASSERT(bgb_state_from_json(game.get(), json.c_str(), &back) == BGB_OK);
    StatePtr owned(back);
    RC_ASSERT(c_hash(back) == c_hash(sut.s.get()));
    RC_ASSERT(c_text(bgb_state_to_json, back, BGB_VIEW_ALL) == json);
    bgb_state* clone = nullptr;
    RC_ASSERT(bgb_state_clone(sut.s.get(), &clone) == BGB_OK);
    StatePtr owned_clone(clone);
    check_same(m, clone);
  }
  void show(std::ostream& os) const override { os << "snapshot round trip"; }
};

/// Builds both sides for `players` and `mission` with everything by chance.
Model make_model(int players, int mission, StatePtr& c_state) {
  crew::Options o;
  o.players = players;
  o.mission = mission;
  auto game = crew::Game::make(o);
  RC_ASSERT(game.ok());
  const std::string options = "{\"players\":" + std::to_string(players) + ",\"mission\":" + std::to_string(mission) + "}";
  auto any_game = bgb::make_game("the-crew", options);
  RC_ASSERT(any_game.ok());
  Model m;
  m.game = game.value();
  m.s = m.game.initial_state();
  m.any = std::shared_ptr<const bgb::AnyState>(any_game.value()->initial_state());
  m.players = players;
  m.mission = mission;
  GamePtr g = bgb::testing::c_game(options);
  bgb_state* s = nullptr;
  RC_ASSERT(bgb_state_new(g.get(), &s) == BGB_OK);
  c_state.reset(s);
  return m;
}

RC_GTEST_PROP(CapiDifferential, CAbiMatchesCppGameForEveryCommandSequence, ()) {
  const int players = *rc::gen::resize(100, rc::gen::inRange(2, 6));
  const int mission = *rc::gen::resize(100, rc::gen::elementOf(std::vector<int>(std::begin(kMissions), std::end(kMissions))));
  RC_TAG(players);
  Sut sut;
  Model model = make_model(players, mission, sut.s);
  check_same(model, sut.s.get());
  // Start the command sequence anywhere in a game, not only at the deal: a random prefix of up
  // to 90 actions is played on both sides first (and checked step by step).
  const int warmup = *rc::gen::resize(100, rc::gen::inRange(0, 90));
  if (warmup > 0) {
    const RandomSteps prefix(*rc::gen::arbitrary<std::uint64_t>(), warmup);
    prefix.run(model, sut);
    prefix.apply(model);
  }
  rc::state::check(model, sut,
                   rc::state::gen::execOneOfWithArgs<ApplyId, ApplyText, SampleChance, RejectIllegal, RandomSteps,
                                                     SnapshotRoundTrip>());
}

/// At every state of random games, the C ABI lists the legal actions in the order the C++ game
/// writes them. Index-based choices (bgb::random_action, bots, replays by index) depend on it.
RC_GTEST_PROP(CapiDifferential, CAbiListsLegalActionsInTheCppGamesOrder, ()) {
  const int players = *rc::gen::resize(100, rc::gen::inRange(2, 6));
  const int mission = *rc::gen::resize(100, rc::gen::elementOf(std::vector<int>(std::begin(kMissions), std::end(kMissions))));
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  StatePtr c_state;
  Model m = make_model(players, mission, c_state);
  bgb::Rng rng(seed);
  std::vector<std::int32_t> got(static_cast<std::size_t>(crew::kMaxLegalActions));
  while (!m.game.is_terminal(m.s)) {
    crew::ActionList want;
    m.game.legal_actions(m.s, want);
    std::int32_t n = 0;
    RC_ASSERT(bgb_state_legal_actions(c_state.get(), got.data(), static_cast<std::int32_t>(got.size()), &n) == BGB_OK);
    RC_ASSERT(std::vector<std::int32_t>(got.begin(), got.begin() + n) == std::vector<std::int32_t>(want.begin(), want.end()));
    const bool chance = m.game.current_player(m.s) == bgb::kChance;
    const ActionId a = chance ? bgb::sample_chance(m.game, m.s, rng) : want[static_cast<int>(rng.below(static_cast<std::uint64_t>(want.size())))];
    m.s = m.game.apply_unchecked(m.s, a);
    bgb_state* next = nullptr;
    RC_ASSERT(bgb_state_apply(c_state.get(), a, &next) == BGB_OK);
    c_state.reset(next);
  }
}

/// A whole seeded random game through the C ABI ends in the state bgb::random_playout reaches
/// from the same seed, after the same number of actions.
RC_GTEST_PROP(CapiDifferential, SameSeedGivesSameWholeGameInCAndCpp, ()) {
  const int players = *rc::gen::resize(100, rc::gen::inRange(2, 6));
  const int mission = *rc::gen::resize(100, rc::gen::elementOf(std::vector<int>(std::begin(kMissions), std::end(kMissions))));
  const auto seed = *rc::gen::arbitrary<std::uint64_t>();
  StatePtr c_state;
  Model m = make_model(players, mission, c_state);
  bgb::Rng rng(seed);
  std::int64_t cpp_steps = 0;
  const crew::State end = bgb::random_playout(m.game, m.s, rng, &cpp_steps);

  std::uint64_t c_rng = 0;
  bgb_rng_seed(seed, &c_rng);
  std::int64_t c_steps = 0;
  std::vector<std::int32_t> legal(static_cast<std::size_t>(crew::kMaxLegalActions));
  std::int32_t terminal = 0;
  while (bgb_state_is_terminal(c_state.get(), &terminal) == BGB_OK && !terminal) {
    std::int32_t player = 0, action = -1, n = 0;
    RC_ASSERT(bgb_state_current_player(c_state.get(), &player) == BGB_OK);
    if (player == BGB_CHANCE) {
      RC_ASSERT(bgb_state_sample_chance(c_state.get(), &c_rng, &action) == BGB_OK);
    } else {
      RC_ASSERT(bgb_state_legal_actions(c_state.get(), legal.data(), static_cast<std::int32_t>(legal.size()), &n) ==
                BGB_OK);
      std::uint64_t pick = 0;
      RC_ASSERT(bgb_rng_below(&c_rng, static_cast<std::uint64_t>(n), &pick) == BGB_OK);
      action = legal[static_cast<std::size_t>(pick)];
    }
    bgb_state* next = nullptr;
    RC_ASSERT(bgb_state_apply(c_state.get(), action, &next) == BGB_OK);
    c_state.reset(next);
    ++c_steps;
    RC_ASSERT(c_steps <= 1000);
  }
  RC_ASSERT(c_steps == cpp_steps);
  RC_ASSERT(c_hash(c_state.get()) == crew::hash_state(end));
  RC_ASSERT(c_rng == rng.state());
}

}  // namespace
