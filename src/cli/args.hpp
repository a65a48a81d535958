#pragma once
/// \file
/// The `bgb` command line: what each command accepts, parsed into one Args value.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/core/result.hpp"

namespace bgb::cli {

/// Exit codes: success, a rules/runtime failure (or failing scenarios), bad arguments.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;

enum class Command { help, version, list, options, play, simulate, conform, demo, solve };

/// A parsed command line. Range checks that need the game (the seat) happen later.
struct Args {
  Command command = Command::help;
  std::string game;                   ///< options, play, simulate, solve
  std::string options = "{}";         ///< play, simulate: the options JSON text
  std::optional<std::uint64_t> seed;  ///< play, simulate, demo
  std::optional<int> seat;            ///< play: the human's seat (a solo game: 0 unless `bots`)
  bool bots = false;                  ///< play: --bots without a kind, random bots at every seat
  bool watch = false;                 ///< play: --watch, the bots play every seat (a transcript)
  std::string bot;                    ///< play: --bots KIND, simulate: --bot KIND[,KIND...]; "" = random
  std::string bot_options;            ///< play, simulate: --bot-options JSON for the searching bots
  std::string load;                   ///< play: --load FILE, a replay log or snapshot saved by `save`
  int threads = 1;                    ///< simulate: games played in parallel
  bool json = false;                  ///< simulate: --json, one JSON object instead of the text
  bool csv = false;                   ///< simulate: --csv, one row per game instead of the text
  std::string help_text;              ///< help: one command's help (`bgb play --help`); "" = usage()
  std::int64_t games = 0;             ///< simulate: how many games
  std::vector<std::string> paths;     ///< conform
  std::string state_path;             ///< solve: --state FILE, an omniscient snapshot
  std::uint64_t max_nodes = 0;        ///< solve: --max-nodes N (0 = no cap)
  int time_ms = 60000;                ///< solve: --time-ms N (0 = none)
  int chance_samples = 0;             ///< solve: --chance-samples K (0 = every draw exactly)
};

/// Parses the arguments after the program name; the error says which argument is wrong and why.
Result<Args> parse_args(std::span<const std::string_view> argv);

/// The overview printed by `bgb --help` and `bgb help`.
std::string usage();

/// The word that names a command on the command line ("play").
std::string_view command_word(Command c);

/// The command a word names ("play"), or nullopt.
std::optional<Command> command_named(std::string_view word);

/// Parses a decimal integer in [lo, hi]; nullopt for anything else (signs, spaces, overflow).
std::optional<std::int64_t> parse_integer(std::string_view text, std::int64_t lo, std::int64_t hi);

}  // namespace bgb::cli
