#pragma once
/// \file
/// The type-erased game registry: every game by name, created from a JSON options string.
/// Used by the C ABI, the CLI and the conformance runner. An explicit table, no self-registration.
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/bots/options.hpp"
#include "bgb/core/chance.hpp"
#include "bgb/core/playouts.hpp"
#include "bgb/core/result.hpp"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"

namespace bgb {

class AnyState;
class AnyBot;
class AnyBatch;

/// The searches a bot can run: uniformly random; UCT over the whole state; information-set MCTS
/// over states resampled for the seat to act.
enum class BotKind { random, uct, ismcts };

/// A game with fixed options behind a virtual interface. Immutable, shared by its states.
class AnyGame : public std::enable_shared_from_this<AnyGame> {
 public:
  virtual ~AnyGame() = default;
  virtual std::string_view name() const = 0;
  virtual int num_players() const = 0;
  virtual int num_distinct_actions() const = 0;
  virtual int max_legal_actions() const = 0;
  /// The options as normalized JSON (every option spelled out).
  virtual std::string options_json() const = 0;
  virtual std::unique_ptr<AnyState> initial_state() const = 0;
  /// Reads an omniscient snapshot written by AnyState::to_json(kViewAll).
  virtual Result<std::unique_ptr<AnyState>> state_from_json(std::string_view json) const = 0;
  /// Whether some seat may not see the whole state (hands, face-down cards): its observations
  /// then differ from the snapshot.
  virtual bool has_hidden_information() const = 0;
  /// Whether AnyState::resample works for this game's states.
  virtual bool supports_resample() const = 0;
  /// A bot for this game's states. Errors: unsupported (uct for a game that hides
  /// information: it would read what the seat may not know).
  virtual Result<std::unique_ptr<AnyBot>> make_bot(BotKind kind, const bots::SearchOptions& options) const = 0;
  /// The length of the game's flat observation tensor (its options fix it), or 0 when the
  /// game has no tensor encoder (include/bgb/<game>/tensor.hpp; docs/tensors.md).
  virtual int observation_tensor_size() const noexcept = 0;
  /// n games stepped together (the C ABI's bgb_batch): game i seeded playout_seed(seed, i) and
  /// played to its first decision. n >= 1.
  virtual std::unique_ptr<AnyBatch> make_batch(int n, std::uint64_t seed) const = 0;
};

/// A bot bound to one game (it keeps the game alive). Not thread-safe: it reuses its search
/// trees, so one decision at a time per bot.
class AnyBot {
 public:
  virtual ~AnyBot() = default;
  virtual BotKind kind() const = 0;
  /// The search options as the search holds them (a default budget resolved to the game's own).
  virtual const bots::SearchOptions& options() const = 0;
  /// A legal decision for the seat to act in s, using only what that seat may know. Errors:
  /// invalid_argument (s is at a chance node or over, or belongs to another game).
  virtual Result<ActionId> choose(const AnyState& s, Rng& rng) = 0;
  /// Every legal action of the seat to act with its visits and mean value for that seat, in
  /// ascending id order (a random bot reports 0 visits). Errors as choose().
  virtual Result<std::vector<bots::ActionStats>> analyse(const AnyState& s, Rng& rng) = 0;
  /// How many legal actions analyse() would report for s, without searching. Errors as choose().
  virtual Result<int> legal_count(const AnyState& s) const = 0;
};

/// Called by AnyState::playouts once per game with the game's index, its terminal state and
/// its length in actions, from the thread that played it: it must be safe to call from
/// several threads at once.
using PlayoutVisitor = std::function<void(std::int64_t game, const AnyState& end, std::int64_t actions)>;

/// One immutable state of an AnyGame; keeps its game alive. Safe to share between threads.
class AnyState {
 public:
  virtual ~AnyState() = default;
  /// An address unique to the concrete class (ErasedState<G> gives erased_detail::kTypeTag<G>),
  /// so that the C ABI's per-action calls reach a built-in game's typed code by comparing
  /// addresses instead of a virtual call (see capi/src/typed.hpp); null for any other
  /// implementation.
  const void* type_tag() const noexcept { return type_tag_; }
  virtual const std::shared_ptr<const AnyGame>& game() const = 0;
  virtual PlayerId current_player() const = 0;
  virtual bool is_terminal() const = 0;
  /// Legal decisions in ascending id order (empty at chance and terminal nodes).
  virtual std::vector<ActionId> legal_actions() const = 0;
  /// Chance outcomes with positive integer weights (empty unless current_player() == kChance).
  virtual std::vector<ChanceOutcome> chance_outcomes() const = 0;
  /// Legal decisions, or at a chance node the outcomes' actions.
  virtual std::vector<ActionId> applicable_actions() const = 0;
  /// A new state, or an error naming the action and why it is not legal.
  virtual Result<std::unique_ptr<AnyState>> apply(ActionId a) const = 0;
  virtual std::string action_text(ActionId a) const = 0;
  /// The text of `a` as `viewer` may know it when it is applied here: hidden parts read `?`
  /// (a card dealt to another seat is `deal ?`). kViewAll gives action_text(a).
  virtual std::string action_text_for(ActionId a, Viewer viewer) const = 0;
  /// Draws a chance outcome exactly as bgb::sample_chance does for the game (the same draws
  /// from rng), so C, C++ and the CLI replay the same games; kInvalidAction unless at chance.
  virtual ActionId sample_chance(Rng& rng) const = 0;
  /// The action a uniformly random playout takes here, with the same draws from rng as
  /// bgb::random_playout: at a chance node sample_chance's outcome, at a seat's turn
  /// bgb::random_action's decision (uniform over the game's legal_actions, through the game's
  /// list-free fast path where it has one); kInvalidAction at a terminal state. Allocates nothing.
  virtual ActionId random_action(Rng& rng) const noexcept = 0;
  /// Information-set resampling: a new state that `seat` (0..players-1) cannot tell apart from
  /// this one — equal observation JSON for that seat — with every card and record hidden from
  /// it redrawn consistently with what it may know, so play can go on from it. The result
  /// depends only on what the seat may know and on rng: two states the seat cannot tell apart
  /// give the same result from the same rng state. Errors: invalid_argument (seat is not a
  /// player, e.g. The Crew's JARVIS), unsupported (no hidden information, or the game cannot
  /// resample yet).
  virtual Result<std::unique_ptr<AnyState>> resample(int seat, Rng& rng) const = 0;
  /// Parses an action text in this state (it may still be illegal; apply checks).
  virtual Result<ActionId> parse_action(std::string_view text) const = 0;
  virtual std::vector<double> returns() const = 0;
  /// JSON for a viewer: kViewAll is the snapshot state_from_json reads; a seat or kViewPublic
  /// is that viewer's observation with nothing hidden leaking.
  virtual std::string to_json(Viewer viewer) const = 0;
  /// A short human-readable picture of the state for a viewer (CLI).
  virtual std::string render(Viewer viewer) const = 0;
  virtual std::uint64_t hash() const = 0;
  virtual std::unique_ptr<AnyState> clone() const = 0;
  virtual bool equals(const AnyState& other) const = 0;

  // Caller-owned states: the C ABI's hot path (bgb_state_apply_into, bgb_state_copy_into,
  // bgb_state_legal_actions, bgb_state_returns). These never allocate, except to build an
  // error message and to compare the options of two distinct game objects. They write into a
  // state, so the caller must own it: the C ABI copies a shared state first.
  /// Writes the legal decisions in ascending id order (as legal_actions()) into `out` if they
  /// fit, and returns how many there are; writes nothing if they do not fit.
  virtual int legal_actions_into(std::span<ActionId> out) const noexcept = 0;
  /// Writes the per-seat returns (as returns()) into `out` if they fit; returns the count.
  virtual int returns_into(std::span<double> out) const noexcept = 0;
  /// Writes `viewer`'s observation tensor (a seat or kViewPublic; the caller checks) into
  /// `out`, which holds exactly game()->observation_tensor_size() floats; false (nothing
  /// written) when the game has no tensor encoder or out has another size.
  virtual bool observation_tensor_into(Viewer viewer, std::span<float> out) const noexcept = 0;
  /// Writes the legal-action mask (1 = a legal decision of the seat to act) into `out`, which
  /// holds exactly num_distinct_actions bytes; false (nothing written) for another size.
  virtual bool legal_mask_into(std::span<std::uint8_t> out) const noexcept = 0;
  /// Whether `other` is a state of the same game (the same registry game and options), so
  /// that copy_into and apply_into may write into it.
  virtual bool same_game(const AnyState& other) const = 0;
  /// Makes `dst` equal to this state (dst then keeps this state's game alive) and returns true;
  /// or, for a dst of another game (!same_game), returns false with `why` = another_game(dst).
  virtual bool copy_into(AnyState& dst, Error& why) const = 0;
  /// Makes `dst` (it may be this very state) what apply(a) would return and returns true; or
  /// returns false, dst unchanged, when apply(a) would fail or dst is a state of another game
  /// (apply_into_error says which). No error is built on the way: this is the hot path.
  virtual bool apply_into(ActionId a, AnyState& dst) const = 0;
  /// Why apply_into(a, dst) returned false: the error apply(a) gives, or another_game(dst).
  virtual Error apply_into_error(ActionId a, const AnyState& dst) const = 0;
  /// The error of copy_into and apply_into for a dst of another game, naming both games.
  Error another_game(const AnyState& dst) const {
    const AnyGame& to = *dst.game();
    const AnyGame& from = *game();
    return make_error(Errc::invalid_argument, "dst is a state of another game (" + std::string(to.name()) + " " +
                                                  to.options_json() + ") than the source (" + std::string(from.name()) +
                                                  " " + from.options_json() + ")");
  }

  // --- batch playouts (bgb_playouts in the C ABI) ---
  /// bgb::run_playouts_from_seed on the typed game: n uniformly random games from this state
  /// on `threads` threads, game i from Rng(playout_seed(base, i)) (the seed `bgb simulate`
  /// prints per game), totals identical for any thread count. `each` (null: none) sees every
  /// game's end; it slows the batch by one state wrapper per game.
  virtual PlayoutStats playouts(std::int64_t n, std::uint64_t base, int threads, const PlayoutVisitor* each) const = 0;

 protected:
  AnyState() noexcept = default;
  /// For ErasedState<G> only: the C ABI trusts a tag to name the concrete class.
  explicit AnyState(const void* type_tag) noexcept : type_tag_(type_tag) {}
  AnyState(const AnyState&) noexcept = default;
  AnyState& operator=(const AnyState&) noexcept = default;

 private:
  const void* type_tag_ = nullptr;
};

/// n games of one game stepped together with chance played inside and auto-reset: the C
/// ABI's bgb_batch (bgb.h has the contract). Mutable: one writer at a time.
class AnyBatch {
 public:
  virtual ~AnyBatch() = default;
  virtual const std::shared_ptr<const AnyGame>& game() const noexcept = 0;
  virtual int size() const noexcept = 0;
  /// Every game from its initial state again, game i's generator seeded playout_seed(seed, i).
  virtual void reset(std::uint64_t seed) noexcept = 0;
  /// Checks every action first: the index of the first illegal one and why (nothing changed),
  /// or -1 after applying all. rewards (size * players) and dones (size) may be empty to skip.
  virtual int step(std::span<const ActionId> actions, std::span<float> rewards, std::span<std::uint8_t> dones,
                   Error& why) = 0;
  /// Rows of the seat to act of every game; an empty span skips that output. obs must hold
  /// size * observation_tensor_size() floats (false, nothing written, if the game has none).
  virtual bool observe(std::span<float> obs, std::span<std::uint8_t> masks, std::span<std::int32_t> players) const noexcept = 0;
  /// A copy of game i's state (0 <= i < size()).
  virtual std::unique_ptr<AnyState> state(int i) const = 0;
};

/// One option of a game, for `bgb options GAME` and the docs. An integer option gives the range
/// its reader enforces (min..max, from the same constants); any other option names its shape.
/// The default is not written here: it is what the game's options_json() says for "{}".
struct OptionHelp {
  std::string_view name;
  std::string_view type;  ///< "integer", "array", "object", ...
  std::int64_t min = 0;   ///< integer options: the smallest value accepted
  std::int64_t max = -1;  ///< integer options: the largest (max < min: not an integer option)
  std::string_view meaning;
  constexpr bool is_integer() const noexcept { return max >= min; }
};

struct GameInfo {
  std::string_view name;
  std::string_view summary;
  std::span<const OptionHelp> options;  ///< every option the game reads, in the order it documents them
};

/// Every registered game, in a fixed order.
std::span<const GameInfo> registered_games();

/// The registered game called `name`, or null.
const GameInfo* find_game_info(std::string_view name);

/// Creates a game by name; options_json may be empty or "{}" for the defaults. Errors:
/// unknown_game, parse (bad JSON), invalid_argument (bad option), unsupported.
Result<std::shared_ptr<const AnyGame>> make_game(std::string_view name, std::string_view options_json);

/// A replay log: {"game":..., "options":{...}, "actions":["deal p1", ...]} applied in order.
Result<std::unique_ptr<AnyState>> replay_log(std::string_view log_json);

/// A replay log's final state and every action that led there from the initial state, the
/// chance outcomes drawn from its "seed" included.
struct ReplayedLog {
  std::unique_ptr<AnyState> state;
  std::vector<ActionId> actions;
};
/// replay_log, keeping the actions: what resumes a saved game (`bgb play --load`).
Result<ReplayedLog> replay_log_steps(std::string_view log_json);

/// The replay log of a sequence of actions applied from the initial state of `game`.
Result<std::string> make_replay_log(const AnyGame& game, std::span<const ActionId> actions);

}  // namespace bgb
