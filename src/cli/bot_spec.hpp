#pragma once
/// \file
/// Bots on the command line: `random`, `mcts`, `uct` or `ismcts`, optionally `:ITERATIONS`
/// (`mcts:5000`), one for every seat or a comma-separated list with one per seat
/// (`mcts,random`), plus `--bot-options JSON` for the rest of the search options.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/core/result.hpp"
#include "bgb/core/rng.hpp"
#include "registry.hpp"

namespace bgb::cli {

/// One seat's bot as written: its kind and, if given, its iteration budget.
struct BotSpec {
  std::string kind = "random";
  int iterations = 0;  ///< 0: the options' own (the game's default unless --bot-options says otherwise)
  std::string text() const;
};

/// Reads "random", "mcts", "uct", "ismcts", each optionally ":N" (N = 1..100000000).
Result<BotSpec> parse_bot_spec(std::string_view text);

/// Reads a comma-separated list of specs (at least one).
Result<std::vector<BotSpec>> parse_bot_specs(std::string_view text);

/// The bots of a game, one per seat (a single spec serves every seat). Each seat's bot is
/// made once and reused; random seats draw from the caller's rng like bgb::bots::random_action.
class SeatBots {
 public:
  /// Errors name the seat and what was wrong (an unknown kind, bad options, uct on a game
  /// that hides information, more specs than seats).
  static Result<SeatBots> make(const AnyGame& game, const std::vector<BotSpec>& specs, const std::string& options_json);

  /// The decision of the seat to act in s.
  Result<ActionId> choose(const AnyState& s, Rng& rng);
  /// The bot of `seat`.
  AnyBot& bot(int seat) { return *bots_[static_cast<std::size_t>(bots_.size() == 1 ? 0 : seat)]; }
  /// Whether any seat searches (so its decisions are worth timing).
  bool searches() const noexcept { return searches_; }
  /// The most threads any seat's search runs on.
  int bot_threads() const noexcept;
  /// "mcts:1000 (ismcts)" for every seat, or per seat "seat 0 mcts:1000 (uct), seat 1 random".
  std::string describe() const;

 private:
  std::vector<std::unique_ptr<AnyBot>> bots_;
  std::vector<BotSpec> specs_;
  bool searches_ = false;
};

}  // namespace bgb::cli
