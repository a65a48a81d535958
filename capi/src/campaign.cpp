/// \file
/// libbgb: the campaign log of The Crew (bgb_campaign_*, the "Campaign log" section of bgb.h)
/// over bgb::crew::Campaign and its JSON codec. Same discipline as bgb.cpp: every pointer is
/// checked, every body runs inside firewall(), every failure sets the thread's message.
#include <cstdint>
#include <string>
#include <utility>

#include "bgb/bgb.h"
#include "bgb/crew/campaign.hpp"
#include "crew/campaign_codec.hpp"
#include "crew/codec.hpp"
#include "erased.hpp"
#include "handles.hpp"
#include "support.hpp"

// A campaign is a small value, so a handle owns its own copy instead of sharing one.
struct bgb_campaign {
  bgb::crew::Campaign value;
};

static_assert(BGB_CAMPAIGN_COMPLETE == bgb::crew::kCampaignComplete);

namespace {

using namespace bgb::capi::detail;

/// Hands a recorded (or failed) campaign to the caller as a new handle.
std::int32_t hand_out(const char* fn, const bgb::Result<bgb::crew::Campaign>& c, bgb_campaign** out) {
  if (!c) return fail(fn, c.error());
  *out = new bgb_campaign{c.value()};
  return BGB_OK;
}

/// A C truth value must be exactly 0 or 1: a 3 here is likely the snapshot's distress code
/// ("declined") passed by mistake, and reading it as "used" would cost the crew an attempt.
std::int32_t check_flag(const char* fn, const char* name, std::int32_t value) {
  if (value == 0 || value == 1) return BGB_OK;
  return fail(fn, BGB_E_INVALID_ARGUMENT, {name, " must be 0 or 1, got ", std::to_string(value)});
}

std::int32_t check_mission(const char* fn, std::int32_t mission) {
  if (bgb::crew::Campaign::valid_mission(mission)) return BGB_OK;
  return fail(fn, BGB_E_INVALID_ARGUMENT,
              {"mission ", std::to_string(mission), " is not a logbook mission (1..",
               std::to_string(bgb::crew::kNumMissions), ")"});
}

}  // namespace

extern "C" {

BGB_API int32_t bgb_campaign_new(bgb_campaign** out) {
  static constexpr const char* kFn = "bgb_campaign_new";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(out);
    *out = new bgb_campaign{};
    return BGB_OK;
  });
}

BGB_API void bgb_campaign_free(bgb_campaign* campaign) { delete campaign; }

BGB_API int32_t bgb_campaign_record(const bgb_campaign* campaign, const bgb_state* finished, bgb_campaign** out) {
  static constexpr const char* kFn = "bgb_campaign_record";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(campaign);
    BGB_REQUIRE(finished);
    BGB_REQUIRE(out);
    const auto* crew = dynamic_cast<const bgb::ErasedState<bgb::crew::Game>*>(finished->impl.get());
    if (crew == nullptr)
      return fail(kFn, BGB_E_INVALID_ARGUMENT,
                  {"the state is a game of '", finished->impl->game()->name(),
                   "', not the-crew: a campaign log records missions of The Crew"});
    return hand_out(kFn, campaign->value.record(crew->state()), out);
  });
}

BGB_API int32_t bgb_campaign_record_result(const bgb_campaign* campaign, int32_t mission, int32_t success,
                                           int32_t distress_used, bgb_campaign** out) {
  static constexpr const char* kFn = "bgb_campaign_record_result";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(campaign);
    BGB_REQUIRE(out);
    if (const std::int32_t st = check_mission(kFn, mission); st != BGB_OK) return st;
    if (const std::int32_t st = check_flag(kFn, "success", success); st != BGB_OK) return st;
    if (const std::int32_t st = check_flag(kFn, "distress_used", distress_used); st != BGB_OK) return st;
    return hand_out(kFn, campaign->value.record(mission, success == 1, distress_used == 1), out);
  });
}

BGB_API int32_t bgb_campaign_next_mission(const bgb_campaign* campaign, int32_t* out) {
  static constexpr const char* kFn = "bgb_campaign_next_mission";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(campaign);
    BGB_REQUIRE(out);
    *out = campaign->value.next_mission();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_campaign_mission(const bgb_campaign* campaign, int32_t mission, int32_t* attempts,
                                     int32_t* distress_attempts, int32_t* success) {
  static constexpr const char* kFn = "bgb_campaign_mission";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(campaign);
    BGB_REQUIRE(attempts);
    BGB_REQUIRE(distress_attempts);
    BGB_REQUIRE(success);
    if (const std::int32_t st = check_mission(kFn, mission); st != BGB_OK) return st;
    const bgb::crew::CampaignEntry e = campaign->value.entry(mission);
    *attempts = e.attempts;
    *distress_attempts = e.distress_attempts;
    *success = e.success ? 1 : 0;
    return BGB_OK;
  });
}

BGB_API int32_t bgb_campaign_to_json(const bgb_campaign* campaign, char* buf, int32_t cap, int32_t* out_len) {
  static constexpr const char* kFn = "bgb_campaign_to_json";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(campaign);
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    const bgb::Result<std::string> json = bgb::crew_campaign_to_json(campaign->value);
    if (!json) return fail(kFn, json.error());
    return write_string(kFn, json.value(), buf, cap, out_len);
  });
}

BGB_API int32_t bgb_campaign_from_json(const char* json, bgb_campaign** out) {
  static constexpr const char* kFn = "bgb_campaign_from_json";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(json);
    BGB_REQUIRE(out);
    return hand_out(kFn, bgb::crew_campaign_from_json(json), out);
  });
}

}  // extern "C"
