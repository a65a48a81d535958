#pragma once
/// \file
/// Bots by name and JSON options, for the C ABI and the CLI: "random", "mcts" (the right search
/// for the game: UCT where every seat sees everything, IS-MCTS where something is hidden),
/// "uct" and "ismcts".
#include <memory>
#include <string_view>

#include "bgb/bots/options.hpp"
#include "bgb/core/result.hpp"
#include "registry.hpp"

namespace bgb {

/// The options a bot made by name starts from: SearchOptions' defaults, but with the game's
/// own rollout policy and evaluation (Rollout::game), since a bot seated in an app should play
/// as well as it can; "rollout": "random" asks for the plain baseline.
bots::SearchOptions default_bot_options();

/// Reads bot options: an object with any of iterations, time_ms, threads, exploration,
/// rollout ("random" or "game"), rollout_cutoff, max_nodes; empty text or "{}" for the
/// defaults. Unknown keys and out-of-range values are errors naming the key.
Result<bots::SearchOptions> parse_bot_options(std::string_view options_json);

/// "random", "mcts", "uct" or "ismcts" for `game`; "mcts" resolves to uct or ismcts.
Result<BotKind> parse_bot_kind(const AnyGame& game, std::string_view kind);

/// The word for a kind ("random", "uct", "ismcts").
std::string_view bot_kind_name(BotKind kind);

/// A bot for `game` by kind and options (both checked, errors name what was wrong).
Result<std::unique_ptr<AnyBot>> make_bot(const AnyGame& game, std::string_view kind, std::string_view options_json);

}  // namespace bgb
