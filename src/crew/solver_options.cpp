/// \file
/// JSON options of the Crew solver's C ABI entry points.
#include "crew/solver_options.hpp"

#include <string>

#include "json_util.hpp"

namespace bgb {

namespace {

/// The limits both entry points share.
void read_limits(json::ObjectReader& r, crew::SolveLimits& limits) {
  // 2^53: every such count survives a round trip through a JSON double.
  if (const json::Json* v = r.find_non_null("max_nodes"))
    limits.max_nodes = static_cast<std::uint64_t>(json::get_int(*v, "max_nodes", 0, std::int64_t{1} << 53));
  if (const json::Json* v = r.find_non_null("time_ms")) limits.time_ms = static_cast<int>(json::get_int(*v, "time_ms", 0, 3'600'000));
  if (const json::Json* v = r.find_non_null("table_bits"))
    limits.table_bits = static_cast<int>(json::get_int(*v, "table_bits", 10, 28));
  if (const json::Json* v = r.find_non_null("chance_samples"))
    limits.chance_samples = static_cast<int>(json::get_int(*v, "chance_samples", 0, 64));
  // An unbounded solve of a hard deal can run for hours; a caller must ask for one knowingly.
  if (limits.max_nodes == 0 && limits.time_ms == 0)
    json::fail("max_nodes: 0 means no cap, which needs a time_ms limit (or give max_nodes > 0)");
}

}  // namespace

Result<crew::SolveLimits> parse_solve_options(std::string_view options_json) {
  return json::guard("solve options", [&]() -> Result<crew::SolveLimits> {
    const json::Json j = json::parse(options_json);
    json::ObjectReader r(j, "");
    crew::SolveLimits limits{.max_nodes = kDefaultSolveNodes, .time_ms = 0, .table_bits = 20, .classify_moves = false};
    read_limits(r, limits);
    r.finish();
    return limits;
  });
}

Result<HintOptions> parse_hint_options(std::string_view options_json) {
  return json::guard("hint options", [&]() -> Result<HintOptions> {
    const json::Json j = json::parse(options_json);
    json::ObjectReader r(j, "");
    HintOptions o;
    if (const json::Json* v = r.find_non_null("samples")) o.samples = static_cast<int>(json::get_int(*v, "samples", 1, 1000));
    read_limits(r, o.limits);
    r.finish();
    return o;
  });
}

}  // namespace bgb
