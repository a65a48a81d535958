/// \file
/// The Crew's campaign log as JSON; the format is in campaign_codec.hpp and docs/json.md.
#include "crew/campaign_codec.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace bgb {

namespace crew_campaign_codec {

using json::Json;

namespace {

constexpr std::string_view kGame = "the-crew";

/// The largest total a valid log can have: every mission at the attempt limit.
constexpr std::int64_t kMaxTotal = std::int64_t{crew::kNumMissions} * crew::kMaxCampaignAttempts;

std::string str(std::int64_t v) { return std::to_string(v); }

}  // namespace

Json to_json(const crew::Campaign& c) {
  Json j = Json::object();
  j["game"] = std::string(kGame);
  Json missions = Json::array();
  for (int m = 1; m <= crew::kNumMissions; ++m) {
    const crew::CampaignEntry e = c.entry(m);
    // A row without attempts has no distress attempts and no success either, so leaving it
    // out loses nothing and keeps a young campaign's log short.
    if (e.attempts == 0) continue;
    Json row = Json::object();
    row["mission"] = m;
    row["attempts"] = e.attempts;
    row["distress"] = e.distress_attempts;
    row["success"] = e.success;
    missions.push_back(std::move(row));
  }
  j["missions"] = std::move(missions);
  const int next = c.next_mission();
  j["next"] = next == crew::kCampaignComplete ? Json() : Json(next);
  j["total_attempts"] = c.total_attempts();
  return j;
}

crew::Campaign from_json(const Json& j) {
  json::ObjectReader r(j, "");
  const Json& game = r.need("game");
  if (json::get_string(game, "game") != kGame) json::fail("game: expected \"the-crew\", got " + json::brief(game));
  const Json& missions = json::get_array(r.need("missions"), "missions");
  const Json* next = r.find("next");
  const Json* total = r.find("total_attempts");
  r.finish();

  crew::Campaign c;
  std::array<std::size_t, crew::kNumMissions + 1> listed_at{};  // index + 1; 0 = not listed yet
  for (std::size_t i = 0; i < missions.size(); ++i) {
    json::ObjectReader row(missions[i], json::at("missions", i));
    const int mission = static_cast<int>(json::get_int(row.need("mission"), row.path("mission"), 1, crew::kNumMissions));
    // Rows without attempts are never written, so one here is a mistake rather than a no-op.
    const std::int64_t attempts = json::get_int(row.need("attempts"), row.path("attempts"), 1, crew::kMaxCampaignAttempts);
    const std::int64_t distress = json::get_int(row.need("distress"), row.path("distress"), 0, crew::kMaxCampaignAttempts - 1);
    const bool success = json::get_bool(row.need("success"), row.path("success"));
    row.finish();

    std::size_t& seen = listed_at[static_cast<std::size_t>(mission)];
    if (seen != 0)
      json::fail(row.path("mission") + ": mission " + str(mission) + " is listed twice (also in " +
                 json::at("missions", seen - 1) + ")");
    seen = i + 1;
    if (distress > 0 && distress + 1 > attempts)
      json::fail(row.path("distress") + ": " + str(distress) + " attempts with the distress signal and its one extra "
                 "attempt make " + str(distress + 1) + " in the logbook, more than the " + str(attempts) + " attempts noted");

    crew::CampaignEntry e;
    e.attempts = static_cast<std::uint16_t>(attempts);
    e.distress_attempts = static_cast<std::uint16_t>(distress);
    e.success = success;
    Result<crew::Campaign> with = c.with_entry(mission, e);
    if (!with) json::fail(json::at("missions", i) + ": " + with.error().message);  // checked above; kept as a guard
    c = with.value();
  }

  // The derived keys may be left out; present, they must say what the rows say.
  if (next != nullptr) {
    const int expected = c.next_mission();
    if (next->is_null()) {
      if (expected != crew::kCampaignComplete)
        json::fail("next: null means every mission succeeded, but mission " + str(expected) + " has no success");
    } else {
      const int given = static_cast<int>(json::get_int(*next, "next", 1, crew::kNumMissions));
      if (expected == crew::kCampaignComplete)
        json::fail("next: " + str(given) + " does not agree with the missions: all " + str(crew::kNumMissions) +
                   " succeeded, so next is null");
      if (given != expected)
        json::fail("next: " + str(given) + " does not agree with the missions: the lowest mission without a success is " +
                   str(expected));
    }
  }
  if (total != nullptr) {
    const std::int64_t given = json::get_int(*total, "total_attempts", 0, kMaxTotal);
    if (given != static_cast<std::int64_t>(c.total_attempts()))
      json::fail("total_attempts: " + str(given) + " does not agree with the missions, whose attempts add up to " +
                 str(c.total_attempts()));
  }
  return c;
}

}  // namespace crew_campaign_codec

Result<std::string> crew_campaign_to_json(const crew::Campaign& c) {
  return json::guard("the-crew campaign", [&]() -> Result<std::string> { return crew_campaign_codec::to_json(c).dump(); });
}

Result<crew::Campaign> crew_campaign_from_json(std::string_view text) {
  return json::guard("the-crew campaign", [&]() -> Result<crew::Campaign> {
    return crew_campaign_codec::from_json(json::parse(text, json::Json()));
  });
}

}  // namespace bgb
