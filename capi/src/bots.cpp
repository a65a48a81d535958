/// \file
/// libbgb: the search bots (bgb_bot_*, the "Bots" section of bgb.h) over the registry's AnyBot.
/// Same discipline as bgb.cpp: every pointer is checked, every body runs inside firewall(),
/// every failure sets the thread's message and leaves the outputs as they were.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bgb/bgb.h"
#include "bgb/core/result.hpp"
#include "bot_factory.hpp"
#include "handles.hpp"
#include "support.hpp"

// A bot is mutable (it reuses its search trees), so a handle owns it alone.
struct bgb_bot {
  std::shared_ptr<const bgb::AnyGame> game;  // keeps the bot's rules alive
  std::unique_ptr<bgb::AnyBot> impl;
};

using namespace bgb::capi::detail;
using bgb::Result;

extern "C" {

BGB_API int32_t bgb_bot_new(const bgb_game* game, const char* kind, const char* options_json, bgb_bot** out) {
  static constexpr const char* kFn = "bgb_bot_new";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(game);
    BGB_REQUIRE(kind);
    BGB_REQUIRE(out);
    auto bot = bgb::make_bot(*game->impl, kind, options_json == nullptr ? "" : options_json);
    if (!bot) return fail(kFn, bot.error());
    *out = new bgb_bot{game->impl, std::move(bot).value()};
    return BGB_OK;
  });
}

BGB_API void bgb_bot_free(bgb_bot* bot) { delete bot; }

BGB_API int32_t bgb_bot_choose(bgb_bot* bot, const bgb_state* s, uint64_t* rng_state, int32_t* out_action) {
  static constexpr const char* kFn = "bgb_bot_choose";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(bot);
    BGB_REQUIRE(s);
    BGB_REQUIRE(rng_state);
    BGB_REQUIRE(out_action);
    bgb::Rng rng(*rng_state);
    auto a = bot->impl->choose(*s->impl, rng);
    if (!a) return fail(kFn, a.error());
    *out_action = a.value();
    *rng_state = rng.state();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_bot_analyse(bgb_bot* bot, const bgb_state* s, uint64_t* rng_state, int32_t* actions, int32_t* visits,
                                double* values, int32_t cap, int32_t* out_count) {
  static constexpr const char* kFn = "bgb_bot_analyse";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(bot);
    BGB_REQUIRE(s);
    BGB_REQUIRE(rng_state);
    BGB_REQUIRE(out_count);
    const int given = (actions != nullptr) + (visits != nullptr) + (values != nullptr);
    if (given != 0 && given != 3)
      return fail(kFn, BGB_E_INVALID_ARGUMENT, "actions, visits and values must be all NULL (a size query) or all non-NULL");
    if (const std::int32_t st = check_cap(kFn, actions, cap); st != BGB_OK) return st;
    // A size query checks the state as a search would, so it fails where a search would.
    Result<int> legal = bot->impl->legal_count(*s->impl);
    if (!legal) return fail(kFn, legal.error());
    const std::int32_t count = legal.value();
    if (actions == nullptr) {
      *out_count = count;
      return BGB_OK;
    }
    if (cap < count) {
      *out_count = count;
      return fail(kFn, BGB_E_BUFFER_TOO_SMALL,
                  {"cap ", std::to_string(cap), " is too small: ", std::to_string(count), " legal actions"});
    }
    bgb::Rng rng(*rng_state);
    auto stats = bot->impl->analyse(*s->impl, rng);
    if (!stats) return fail(kFn, stats.error());
    const std::vector<bgb::bots::ActionStats>& list = stats.value();
    for (std::size_t i = 0; i < list.size(); ++i) {
      actions[i] = list[i].action;
      visits[i] = static_cast<std::int32_t>(list[i].visits < 0x7FFFFFFFU ? list[i].visits : 0x7FFFFFFFU);
      values[i] = list[i].value;
    }
    *out_count = static_cast<std::int32_t>(list.size());
    *rng_state = rng.state();
    return BGB_OK;
  });
}

}  // extern "C"
