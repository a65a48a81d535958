#pragma once
/// \file
/// The Crew solver's limits and the solver hint's settings from JSON options, for the C ABI
/// (bgb_crew_solve, bgb_crew_hint): a JSON object, empty text or "{}" for the defaults;
/// unknown keys and out-of-range values are errors naming the key.
#include <cstdint>
#include <string_view>

#include "bgb/core/result.hpp"
#include "bgb/crew/solver.hpp"

namespace bgb {

/// bgb_crew_solve's default node cap: about 1.5 s on one core, and the same answer on every machine.
inline constexpr std::uint64_t kDefaultSolveNodes = 10'000'000;
/// bgb_crew_hint's defaults: the CLI's `hint` (12 deals, 100,000 nodes per solve).
inline constexpr int kDefaultHintSamples = 12;
inline constexpr std::uint64_t kDefaultHintNodes = 100'000;

/// Reads max_nodes (0 = no cap, which needs time_ms), time_ms, table_bits and chance_samples.
Result<crew::SolveLimits> parse_solve_options(std::string_view options_json);

struct HintOptions {
  int samples = kDefaultHintSamples;
  crew::SolveLimits limits{.max_nodes = kDefaultHintNodes, .time_ms = 0, .table_bits = 18, .classify_moves = false};
};

/// Reads samples, max_nodes (per solve), time_ms (per solve), table_bits and chance_samples.
Result<HintOptions> parse_hint_options(std::string_view options_json);

}  // namespace bgb
