#pragma once
/// \file
/// ErasedGame<G> / ErasedState<G>: AnyGame / AnyState for any bgb::Game G, written once. A game
/// joins the registry by specializing GameTraits<G> (its JSON codecs and its one-line summary)
/// and adding a row to the table in registry.cpp and its Game to the C ABI's list in
/// capi/src/typed.hpp (a capi test fails until it is); nothing else is per game. A game with hidden
/// information may also give G a member `State resample(const State&, int seat, Rng&)`, which
/// AnyState::resample (and the C ABI's bgb_state_resample) then offer. A game with an
/// observation tensor provides the free functions of HasObservationTensor (found by ADL, in
/// include/bgb/<game>/tensor.hpp, included by the game's codec header so that every
/// translation unit sees the same answer).
#include <algorithm>
#include <concepts>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "bgb/bots/mcts.hpp"
#include "bgb/core/game.hpp"
#include "bgb/core/playouts.hpp"
#include "bgb/core/rng.hpp"
#include "json_util.hpp"
#include "registry.hpp"

// The C ABI's per-action calls (bgb_state_legal_actions, bgb_state_apply_into) inline the whole
// rules step into the erased call, as a C++ caller's loop would.
#if defined(__GNUC__) || defined(__clang__)
#define BGB_DETAIL_FLATTEN [[gnu::flatten]]
#else
#define BGB_DETAIL_FLATTEN
#endif

namespace bgb {

/// Per-game codecs. Specialize for each game G with these static members:
///   kSummary                                   one line for `bgb list`
///   Result<G> make(const json::Json& options)  options object -> game (clear errors)
///   json::Json options_to_json(const G&)       every option spelled out
///   json::Json state_to_json(const G&, const State&)                 omniscient snapshot
///   Result<State> state_from_json(const G&, const json::Json&)       validated snapshot
///   json::Json observation_to_json(const G&, const State&, Viewer)   a seat or kViewPublic
///   std::string render(const G&, const State&, Viewer)               text for the CLI
/// The codecs may throw json::JsonError or nlohmann exceptions; the erased layer catches them.
template <class G>
struct GameTraits;

/// The requirements above, checked at compile time.
template <class G>
concept RegisteredGame = Game<G> && requires(const G& g, const typename G::State& s, const json::Json& j, Viewer v) {
  { GameTraits<G>::kSummary } -> std::convertible_to<std::string_view>;
  { GameTraits<G>::make(j) } -> std::same_as<Result<G>>;
  { GameTraits<G>::options_to_json(g) } -> std::same_as<json::Json>;
  { GameTraits<G>::state_to_json(g, s) } -> std::same_as<json::Json>;
  { GameTraits<G>::state_from_json(g, j) } -> std::same_as<Result<typename G::State>>;
  { GameTraits<G>::observation_to_json(g, s, v) } -> std::same_as<json::Json>;
  { GameTraits<G>::render(g, s, v) } -> std::same_as<std::string>;
};

template <RegisteredGame G>
class ErasedState;
template <RegisteredGame G>
class ErasedBot;

/// Whether seats of G may see less than the whole state: G declares `kHasHiddenInformation`,
/// or else having per-viewer observations (`observation(s, viewer)`) says so.
template <class G>
constexpr bool has_hidden_information() {
  if constexpr (requires { { G::kHasHiddenInformation } -> std::convertible_to<bool>; }) {
    return G::kHasHiddenInformation;
  } else {
    return requires(const G& g, const typename G::State& s, Viewer v) { g.observation(s, v); };
  }
}

/// Whether G resamples information sets: a member `State resample(const State&, int seat, Rng&)`
/// (a member, not a free function, so every translation unit sees the same answer).
template <class G>
concept Resamplable = requires(const G& g, const typename G::State& s, int seat, Rng& rng) {
  { g.resample(s, seat, rng) } -> std::same_as<typename G::State>;
};

/// Whether G has a flat float observation tensor (docs/tensors.md): free functions beside G,
///   int observation_tensor_size(const G&) noexcept;            its length (options fix it)
///   void write_observation_tensor(const G&, const State&, PlayerId viewer, std::span<float> out) noexcept;
/// which writes all observation_tensor_size floats (zeros included) for a seat or kViewPublic.
template <class G>
concept HasObservationTensor = requires(const G& g, const typename G::State& s, PlayerId v, std::span<float> out) {
  { observation_tensor_size(g) } -> std::convertible_to<int>;
  { write_observation_tensor(g, s, v, out) } -> std::same_as<void>;
};

namespace tensor_detail {
// Unqualified calls from here, not from the members of the same names below, whose lookup
// would find the member and skip argument-dependent lookup.
template <class G>
int size(const G& g) noexcept {
  if constexpr (HasObservationTensor<G>) {
    return static_cast<int>(observation_tensor_size(g));
  } else {
    return 0;
  }
}
template <class G>
void write(const G& g, const typename G::State& s, PlayerId viewer, std::span<float> out) noexcept {
  if constexpr (HasObservationTensor<G>) write_observation_tensor(g, s, viewer, out);
}
}  // namespace tensor_detail

/// Writes the legal-action mask of s: out (num_distinct_actions bytes) zeroed, then 1 at each
/// legal decision of the seat to act.
template <Game G>
void write_legal_mask(const G& game, const typename G::State& s, std::span<std::uint8_t> out) noexcept {
  std::fill(out.begin(), out.end(), std::uint8_t{0});
  if (game.current_player(s) < 0) return;
  typename G::ActionList list;
  game.legal_actions(s, list);
  for (ActionId a : list) out[static_cast<std::size_t>(a)] = 1;
}

template <RegisteredGame G>
class ErasedBatch;

/// A G with fixed options behind AnyGame. Always owned by a shared_ptr (see create()).
template <RegisteredGame G>
class ErasedGame final : public AnyGame {
  struct Key {};

 public:
  using State = typename G::State;

  ErasedGame(Key, G game) : game_(std::move(game)) {}

  /// The only way to build one: states need shared_from_this() to keep their game alive.
  static std::shared_ptr<const AnyGame> create(G game) {
    return std::make_shared<ErasedGame>(Key{}, std::move(game));
  }

  /// Builds the game from its parsed options (null = defaults).
  static Result<std::shared_ptr<const AnyGame>> from_options(const json::Json& options) {
    return json::guard(std::string(G::kName) + " options", [&]() -> Result<std::shared_ptr<const AnyGame>> {
      Result<G> g = GameTraits<G>::make(options.is_null() ? json::Json::object() : options);
      if (!g) return g.error();
      return create(std::move(g).value());
    });
  }

  const G& game() const noexcept { return game_; }

  std::string_view name() const override { return G::kName; }
  int num_players() const override { return game_.num_players(); }
  int num_distinct_actions() const override { return game_.num_distinct_actions(); }
  int max_legal_actions() const override { return game_.max_legal_actions(); }
  std::string options_json() const override { return GameTraits<G>::options_to_json(game_).dump(); }
  std::unique_ptr<AnyState> initial_state() const override { return wrap(game_.initial_state()); }
  bool has_hidden_information() const override { return bgb::has_hidden_information<G>(); }
  bool supports_resample() const override { return bgb::has_hidden_information<G>() && Resamplable<G>; }

  int observation_tensor_size() const noexcept override { return tensor_detail::size(game_); }
  std::unique_ptr<AnyBatch> make_batch(int n, std::uint64_t seed) const override {
    return std::make_unique<ErasedBatch<G>>(shared_from_this(), game_, n, seed);
  }

  Result<std::unique_ptr<AnyBot>> make_bot(BotKind kind, const bots::SearchOptions& options) const override {
    const std::string name(G::kName);
    if (kind == BotKind::uct && bgb::has_hidden_information<G>())
      return make_error(Errc::unsupported, name + " hides information from its seats and uct would read it: use mcts or ismcts");
    if (kind == BotKind::ismcts && bgb::has_hidden_information<G>() && !Resamplable<G>)
      return make_error(Errc::unsupported, name + " cannot resample its hidden information, so ismcts cannot search it");
    return std::unique_ptr<AnyBot>(std::make_unique<ErasedBot<G>>(shared_from_this(), game_, kind, options));
  }

  Result<std::unique_ptr<AnyState>> state_from_json(std::string_view text) const override {
    return json::guard(std::string(G::kName) + " state", [&]() -> Result<std::unique_ptr<AnyState>> {
      const json::Json j = json::parse(text, json::Json());
      Result<State> s = GameTraits<G>::state_from_json(game_, j);
      if (!s) return s.error();
      return wrap(std::move(s).value());
    });
  }

  /// A state of this game that keeps the game alive.
  std::unique_ptr<AnyState> wrap(State s) const {
    return std::make_unique<ErasedState<G>>(shared_from_this(), game_, std::move(s));
  }

 private:
  G game_;
};

namespace erased_detail {
/// One per game type: its address is ErasedState<G>'s AnyState::type_tag(). It holds the
/// game's name so that no two tags have the same bytes: a linker that folds identical
/// constants (MSVC's /OPT:ICF, lld's --icf=all with --ignore-data-address-equality) cannot
/// give two games one address.
template <class G>
inline constexpr std::string_view kTypeTag = G::kName;
}  // namespace erased_detail

/// One immutable state of an ErasedGame<G>.
template <RegisteredGame G>
class ErasedState final : public AnyState {
 public:
  using State = typename G::State;

  ErasedState(std::shared_ptr<const AnyGame> owner, const G& game, State s)
      : AnyState(&erased_detail::kTypeTag<G>), owner_(std::move(owner)), game_(&game), state_(std::move(s)) {}

  const State& state() const noexcept { return state_; }
  const G& rules() const noexcept { return *game_; }

  const std::shared_ptr<const AnyGame>& game() const override { return owner_; }
  PlayerId current_player() const override { return game_->current_player(state_); }
  bool is_terminal() const override { return game_->is_terminal(state_); }

  // The two legal lists are the game's own, neither guarded nor sorted again: every game lists
  // its decisions in ascending id order (the C ABI's promise) and nothing at chance or terminal
  // nodes; a property of every game checks both, and random_action (bgb_state_random_action)
  // relies on the order too.
  std::vector<ActionId> legal_actions() const override {
    typename G::ActionList list;
    game_->legal_actions(state_, list);
    return std::vector<ActionId>(list.begin(), list.end());
  }

  std::vector<ChanceOutcome> chance_outcomes() const override {
    std::vector<ChanceOutcome> out;
    if (game_->current_player(state_) != kChance) return out;
    typename G::ChanceList list;
    game_->chance_outcomes(state_, list);
    out.assign(list.begin(), list.end());
    return out;
  }

  std::vector<ActionId> applicable_actions() const override {
    if (game_->current_player(state_) != kChance) return legal_actions();
    std::vector<ActionId> out;
    for (const ChanceOutcome& o : chance_outcomes()) out.push_back(o.action);
    std::sort(out.begin(), out.end());
    return out;
  }

  Result<std::unique_ptr<AnyState>> apply(ActionId a) const override {
    Result<State> next = game_->apply(state_, a);
    if (!next) return next.error();
    return std::unique_ptr<AnyState>(std::make_unique<ErasedState>(owner_, *game_, std::move(next).value()));
  }

  std::string action_text(ActionId a) const override { return game_->action_text(state_, a); }

  std::string action_text_for(ActionId a, Viewer viewer) const override {
    if constexpr (requires { game_->action_text_for(state_, a, viewer); }) {
      return game_->action_text_for(state_, a, viewer);
    } else {
      return game_->action_text(state_, a);  // a game without hidden actions
    }
  }
  Result<ActionId> parse_action(std::string_view text) const override { return game_->parse_action(state_, text); }

  Result<std::unique_ptr<AnyState>> resample(int seat, Rng& rng) const override {
    const std::string name(G::kName);
    if (!bgb::has_hidden_information<G>())
      return make_error(Errc::unsupported, name + " has no hidden information: every seat sees the whole state");
    if constexpr (Resamplable<G>) {
      if (seat < 0 || seat >= game_->num_players())
        return make_error(Errc::invalid_argument, "seat " + std::to_string(seat) + " is not a player: this " + name +
                                                      " game has players 0.." + std::to_string(game_->num_players() - 1));
      return std::unique_ptr<AnyState>(std::make_unique<ErasedState>(owner_, *game_, game_->resample(state_, seat, rng)));
    } else {
      return make_error(Errc::unsupported, name + " cannot resample its hidden information yet");
    }
  }

  std::vector<double> returns() const override {
    const Returns r = game_->returns(state_);
    return std::vector<double>(r.begin(), r.end());
  }

  /// kViewAll: the snapshot; a seat in [0, num_players) or kViewPublic: that observation.
  /// Any other viewer gets the public observation, which reveals nothing hidden.
  std::string to_json(Viewer viewer) const override {
    if (viewer == kViewAll) return GameTraits<G>::state_to_json(*game_, state_).dump();
    return GameTraits<G>::observation_to_json(*game_, state_, normalize(viewer)).dump();
  }

  std::string render(Viewer viewer) const override {
    return GameTraits<G>::render(*game_, state_, viewer == kViewAll ? kViewAll : normalize(viewer));
  }

  std::uint64_t hash() const override { return game_->hash(state_); }
  std::unique_ptr<AnyState> clone() const override { return std::make_unique<ErasedState>(*this); }

  bool equals(const AnyState& other) const override {
    const auto* o = dynamic_cast<const ErasedState*>(&other);
    return o != nullptr && o->state_ == state_;
  }

  ActionId sample_chance(Rng& rng) const override {
    if (game_->current_player(state_) != kChance) return kInvalidAction;
    return bgb::sample_chance(*game_, state_, rng);
  }

  ActionId random_action(Rng& rng) const noexcept override {
    if (game_->is_terminal(state_)) return kInvalidAction;  // nothing is drawn
    return bgb::uniform_action(*game_, state_, rng);
  }

  // Caller-owned states (see AnyState): no allocation on success.
  BGB_DETAIL_FLATTEN int legal_actions_into(std::span<ActionId> out) const noexcept override {
    return bgb::legal_actions_into(*game_, state_, out);
  }

  int returns_into(std::span<double> out) const noexcept override {
    const Returns r = game_->returns(state_);
    const int n = static_cast<int>(r.size());
    if (static_cast<std::size_t>(n) <= out.size()) std::copy(r.begin(), r.end(), out.begin());
    return n;
  }

  bool observation_tensor_into(Viewer viewer, std::span<float> out) const noexcept override {
    const int n = tensor_detail::size(*game_);
    if (n == 0 || out.size() != static_cast<std::size_t>(n)) return false;
    tensor_detail::write(*game_, state_, viewer, out);
    return true;
  }

  bool legal_mask_into(std::span<std::uint8_t> out) const noexcept override {
    if (out.size() != static_cast<std::size_t>(game_->num_distinct_actions())) return false;
    write_legal_mask(*game_, state_, out);
    return true;
  }

  bool same_game(const AnyState& other) const override { return of_this_game(other) != nullptr; }

  bool copy_into(AnyState& dst, Error& why) const override {
    ErasedState* out = of_this_game(dst);
    if (out == nullptr) {
      why = another_game(dst);
      return false;
    }
    out->assign(*this);
    return true;
  }

  BGB_DETAIL_FLATTEN bool apply_into(ActionId a, AnyState& dst) const override {
    // In place (dst is this very state, a C loop's usual call) needs no check of dst's game.
    ErasedState* out = &dst == this ? static_cast<ErasedState*>(&dst) : of_this_game(dst);
    if (out == nullptr || !game_->is_legal(state_, a)) return false;
    if (out != this) out->assign(*this);
    bgb::advance(*game_, out->state_, a);  // apply_in_place: the same state apply_unchecked gives
    return true;
  }

  Error apply_into_error(ActionId a, const AnyState& dst) const override {
    if (of_this_game(dst) == nullptr) return another_game(dst);
    Result<State> refused = game_->apply(state_, a);  // the checked apply's own message
    return refused ? make_error(Errc::internal, "is_legal and apply disagree about action " + std::to_string(a))
                   : refused.error();
  }

  /// `dst` as a state of this game, or null. The type tag rather than dynamic_cast, and the
  /// game pointers before the options: the common case (a state of this very game object)
  /// costs two comparisons.
  template <class Any>  // AnyState or const AnyState
  auto* of_this_game(Any& dst) const {
    using Same = std::conditional_t<std::is_const_v<Any>, const ErasedState, ErasedState>;
    if (dst.type_tag() != type_tag()) return static_cast<Same*>(nullptr);
    Same& o = static_cast<Same&>(dst);
    return o.owner_ == owner_ || o.owner_->options_json() == owner_->options_json() ? &o : nullptr;
  }

  /// Becomes a copy of `src`, a state of an equal game, taking over its game (no allocation:
  /// the shared_ptr changes only when the game objects differ).
  void assign(const ErasedState& src) noexcept {
    if (owner_ != src.owner_) {
      owner_ = src.owner_;
      game_ = src.game_;
    }
    state_ = src.state_;
  }

  // --- batch playouts (bgb_playouts in the C ABI) ---
  PlayoutStats playouts(std::int64_t n, std::uint64_t base, int threads, const PlayoutVisitor* each) const override {
    if (each == nullptr || !*each)
      return run_playouts_from_seed(*game_, state_, n, base, threads, playout_detail::NoPlayoutVisitor{});
    return run_playouts_from_seed(*game_, state_, n, base, threads, [&](std::int64_t i, const State& end, std::int64_t actions) {
      const ErasedState view(owner_, *game_, end);
      (*each)(i, view, actions);
    });
  }

 private:
  Viewer normalize(Viewer v) const noexcept { return v >= 0 && v < game_->num_players() ? v : kViewPublic; }

  std::shared_ptr<const AnyGame> owner_;
  const G* game_;  // lives inside *owner_
  State state_;
};

/// A bot of an ErasedGame<G>: random, UCT or IS-MCTS (bgb/bots/mcts.hpp) behind AnyBot.
template <RegisteredGame G>
class ErasedBot final : public AnyBot {
 public:
  ErasedBot(std::shared_ptr<const AnyGame> owner, const G& game, BotKind kind, const bots::SearchOptions& options)
      : owner_(std::move(owner)), game_(&game), kind_(kind), uct_(game, options), ismcts_(game, options) {}

  BotKind kind() const override { return kind_; }
  /// As the search holds them: a default budget resolved to the game's own.
  const bots::SearchOptions& options() const override { return uct_.options(); }

  Result<ActionId> choose(const AnyState& s, Rng& rng) override {
    Result<const ErasedState<G>*> typed = check(s);
    if (!typed) return typed.error();
    const typename G::State& state = typed.value()->state();
    const int seat = game_->current_player(state);
    switch (kind_) {
      case BotKind::random: return bots::RandomBot<G>(*game_).choose(state, seat, rng);
      case BotKind::uct: return uct_.choose(state, seat, rng);
      case BotKind::ismcts: return ismcts_.choose(state, seat, rng);
    }
    return make_error(Errc::internal, "unknown bot kind");
  }

  Result<std::vector<bots::ActionStats>> analyse(const AnyState& s, Rng& rng) override {
    Result<const ErasedState<G>*> typed = check(s);
    if (!typed) return typed.error();
    const typename G::State& state = typed.value()->state();
    const int seat = game_->current_player(state);
    bots::Analysis<G> a;
    switch (kind_) {
      case BotKind::random: a = bots::RandomBot<G>(*game_).analyse(state, seat, rng); break;
      case BotKind::uct: a = uct_.analyse(state, seat, rng); break;
      case BotKind::ismcts: a = ismcts_.analyse(state, seat, rng); break;
    }
    return std::vector<bots::ActionStats>(a.begin(), a.end());
  }

  Result<int> legal_count(const AnyState& s) const override {
    Result<const ErasedState<G>*> typed = check(s);
    if (!typed) return typed.error();
    typename G::ActionList legal;
    game_->legal_actions(typed.value()->state(), legal);
    return legal.size();
  }

 private:
  /// The typed state, if s is a decision of a game with this bot's rules.
  Result<const ErasedState<G>*> check(const AnyState& s) const {
    const auto* typed = dynamic_cast<const ErasedState<G>*>(&s);
    if (typed == nullptr || (typed->game().get() != owner_.get() && typed->game()->options_json() != owner_->options_json()))
      return make_error(Errc::invalid_argument, "the state belongs to another game than the bot's (" + std::string(G::kName) +
                                                    " " + owner_->options_json() + ")");
    const PlayerId p = game_->current_player(typed->state());
    if (p == kTerminal) return make_error(Errc::invalid_argument, "the game is over: there is nothing to choose");
    if (p == kChance)
      return make_error(Errc::invalid_argument, "the state waits for a chance outcome, not a decision: sample it instead");
    return typed;
  }

  std::shared_ptr<const AnyGame> owner_;
  const G* game_;  // lives inside *owner_
  BotKind kind_;
  bots::detail::SearchBot<G, false> uct_;
  bots::detail::SearchBot<G, true> ismcts_;  // UCT for a game with nothing to resample
};

}  // namespace bgb

#include "erased_batch.hpp"  // ErasedBatch<G>, which needs ErasedState<G> complete
