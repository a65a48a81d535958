#pragma once
/// \file
/// The Crew's campaign log as JSON (docs/json.md, "Campaign log"):
///   {"game": "the-crew", "missions": [{"mission": 1, "attempts": 3, "distress": 1, "success": true}],
///    "next": 2, "total_attempts": 3}
/// Only missions with attempts are listed, in mission order; `next` (null once all 50 succeeded)
/// and `total_attempts` are derived. Reading is strict and round trips exactly.
#include <string>
#include <string_view>

#include "bgb/core/result.hpp"
#include "bgb/crew/campaign.hpp"
#include "json_util.hpp"

namespace bgb {

namespace crew_campaign_codec {

/// The log as a JSON object, in the canonical form above.
json::Json to_json(const crew::Campaign& c);

/// Reads and validates a log; throws json::JsonError naming the field
/// ("missions[2].attempts: 0 is out of range 1..65535").
crew::Campaign from_json(const json::Json& j);

}  // namespace crew_campaign_codec

/// The log as JSON text; from_json of it gives back an equal campaign. Never throws.
Result<std::string> crew_campaign_to_json(const crew::Campaign& c);

/// Reads a log written by crew_campaign_to_json (or by hand). Errors: parse (not JSON),
/// invalid_argument (anything else, the message starts "the-crew campaign: " and names the
/// field). Never throws.
Result<crew::Campaign> crew_campaign_from_json(std::string_view text);

}  // namespace bgb
