#pragma once
/// \file
/// How the CLI shows games: bot transcripts, and the result with the failure reason.
#include <cstdint>
#include <iosfwd>
#include <string>

#include "bgb/core/types.hpp"
#include "registry.hpp"

namespace bgb::cli {

/// "success" or "failure: <reason>", then the returns, for a terminal state: what follows
/// "result: " on its line, broken into continuation lines where that line would pass 100 columns.
std::string result_text(const AnyState& terminal);

/// The failure reason a terminal state reports in its JSON ("" when it has none).
std::string failure_reason(const AnyState& terminal);

/// "1 1 0": returns separated by spaces, integers without decimals.
std::string returns_text(const AnyState& terminal);

class SeatBots;

/// Plays one game with bots at every seat from `seed` (random ones unless `bots` is given),
/// printing everything (each seat's dealt hand, every other action including chance outcomes,
/// each trick's winner) and the result. Returns kExitOk, or kExitFailure on a rules error.
int print_bot_game(const AnyGame& game, std::uint64_t seed, std::ostream& out, std::ostream& err, SeatBots* bots = nullptr);

}  // namespace bgb::cli
