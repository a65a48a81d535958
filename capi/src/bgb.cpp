/// \file
/// libbgb: the C ABI of capi/include/bgb/bgb.h over the type-erased registry (src/registry.hpp).
/// Every entry point checks its pointers, runs its body inside firewall() and reports failures
/// through the thread-local message; see docs/abi.md for the contract.
#include <cstdint>
#include <atomic>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bgb/bgb.h"
#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "handles.hpp"
#include "registry.hpp"
#include "support.hpp"
#include "typed.hpp"

#ifndef BGB_VERSION_STRING
#error "the build defines BGB_VERSION_STRING (the project version)"
#endif

static_assert(BGB_CHANCE == bgb::kChance && BGB_TERMINAL == bgb::kTerminal);
static_assert(BGB_VIEW_ALL == bgb::kViewAll && BGB_VIEW_PUBLIC == bgb::kViewPublic);

namespace {

using namespace bgb::capi::detail;

/// Wraps a new state in a handle the caller owns.
std::int32_t hand_out(std::unique_ptr<bgb::AnyState> s, bgb_state** out) {
  *out = new bgb_state(std::shared_ptr<bgb::AnyState>(std::move(s)));
  return BGB_OK;
}

/// A viewer is a seat of the game, BGB_VIEW_ALL or BGB_VIEW_PUBLIC.
std::int32_t check_viewer(const char* fn, const bgb::AnyState& s, std::int32_t viewer) {
  const int players = s.game()->num_players();
  if (viewer == BGB_VIEW_ALL || viewer == BGB_VIEW_PUBLIC || (viewer >= 0 && viewer < players)) return BGB_OK;
  return fail(fn, BGB_E_INVALID_ARGUMENT,
              {"viewer ", std::to_string(viewer), " is not a seat 0..", std::to_string(players - 1),
               ", BGB_VIEW_ALL (-1) or BGB_VIEW_PUBLIC (-2)"});
}

/// An action id names an action of the game (legal or not) when it is in [0, num_distinct_actions).
std::int32_t check_action_id(const char* fn, const bgb::AnyState& s, std::int32_t action) {
  const int distinct = s.game()->num_distinct_actions();
  if (action >= 0 && action < distinct) return BGB_OK;
  return fail(fn, BGB_E_INVALID_ARGUMENT,
              {"action ", std::to_string(action), " is outside [0, ", std::to_string(distinct), ")"});
}

/// bgb_state_apply_into for a dst that shares its state with other handles: dst gets a copy
/// of its own, written once the action has been found legal (until then dst is left as it
/// was). Out of line, so that the usual call (dst exclusive) saves few registers.
BGB_CAPI_NOINLINE std::int32_t apply_into_shared(const char* fn, const bgb_state& s, std::int32_t action, bgb_state& dst) {
  if (!s.impl->same_game(*dst.impl)) return fail(fn, s.impl->another_game(*dst.impl));
  std::shared_ptr<bgb::AnyState> own(s.impl->clone());
  if (!own->apply_into(action, *own)) return fail(fn, own->apply_into_error(action, *own));
  dst.impl = std::move(own);
  dst.exclusive.store(true, std::memory_order_relaxed);
  return BGB_OK;
}

/// The error of a draw at a state that is not a chance node.
BGB_CAPI_COLD std::int32_t not_at_chance(const char* fn, const bgb_state& s) {
  return fail(fn, BGB_E_INVALID_ARGUMENT,
              {"the state is not a chance node (player ", std::to_string(s.impl->current_player()), ")"});
}

/// Why bgb_state_random_action drew nothing: the game is over (or, never for a sound game, no
/// decision is listed at a state that is not terminal).
BGB_CAPI_COLD std::int32_t no_action_drawn(const char* fn, const bgb_state& s) {
  if (s.impl->is_terminal()) return fail(fn, BGB_E_INVALID_ARGUMENT, {"the state is terminal: no action is left"});
  return fail(fn, BGB_E_INTERNAL, {"no legal action at a state that is not terminal (player ",
                                   std::to_string(s.impl->current_player()), ")"});
}

/// bgb_state_apply_into's refusal: why s->impl->apply_into(action, dst) returned false.
BGB_CAPI_COLD std::int32_t refuse_apply_into(const char* fn, const bgb_state& s, std::int32_t action, const bgb_state& dst) {
  return fail(fn, s.impl->apply_into_error(action, *dst.impl));
}

}  // namespace

extern "C" {

BGB_API uint32_t bgb_abi_version(void) { return BGB_ABI_VERSION; }

BGB_API const char* bgb_version_string(void) { return BGB_VERSION_STRING; }

BGB_API const char* bgb_status_string(int32_t status) {
  switch (status) {
    case BGB_OK: return "ok";
    case BGB_E_INVALID_ARGUMENT: return "invalid_argument";
    case BGB_E_ILLEGAL_ACTION: return "illegal_action";
    case BGB_E_BUFFER_TOO_SMALL: return "buffer_too_small";
    case BGB_E_PARSE: return "parse";
    case BGB_E_UNKNOWN_GAME: return "unknown_game";
    case BGB_E_OUT_OF_MEMORY: return "out_of_memory";
    case BGB_E_UNSUPPORTED: return "unsupported";
    case BGB_E_INTERNAL: return "internal";
    default: return "unknown";
  }
}

BGB_API const char* bgb_last_error(void) { return last_error().text; }

BGB_API void bgb_rng_seed(uint64_t seed, uint64_t* rng_state) {
  if (rng_state == nullptr) {
    null_argument("bgb_rng_seed", "rng_state");
    return;
  }
  *rng_state = bgb::Rng(seed).state();
}

BGB_API int32_t bgb_rng_below(uint64_t* rng_state, uint64_t bound, uint64_t* out) {
  static constexpr const char* kFn = "bgb_rng_below";
  BGB_REQUIRE(rng_state);
  BGB_REQUIRE(out);
  if (bound == 0) return fail(kFn, BGB_E_INVALID_ARGUMENT, "bound is 0: there is no integer in [0, 0)");
  bgb::Rng rng(*rng_state);
  *out = rng.below(bound);
  *rng_state = rng.state();
  return BGB_OK;
}

BGB_API int32_t bgb_games_list(char* buf, int32_t cap, int32_t* out_len) {
  static constexpr const char* kFn = "bgb_games_list";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    // Registry names are plain identifiers ([a-z0-9-]), so no JSON escaping is needed.
    std::string json = "[";
    for (const bgb::GameInfo& info : bgb::registered_games()) {
      if (json.size() > 1) json += ',';
      json += '"';
      json += info.name;
      json += '"';
    }
    json += ']';
    return write_string(kFn, json, buf, cap, out_len);
  });
}

BGB_API int32_t bgb_game_new(const char* name, const char* options_json, bgb_game** out) {
  static constexpr const char* kFn = "bgb_game_new";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(name);
    BGB_REQUIRE(out);
    auto game = bgb::make_game(name, options_json == nullptr ? std::string_view() : std::string_view(options_json));
    if (!game) return fail(kFn, game.error());
    *out = new bgb_game{std::move(game).value()};
    return BGB_OK;
  });
}

BGB_API void bgb_game_free(bgb_game* game) { delete game; }

BGB_API int32_t bgb_game_name(const bgb_game* game, char* buf, int32_t cap, int32_t* out_len) {
  static constexpr const char* kFn = "bgb_game_name";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(game);
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    return write_string(kFn, game->impl->name(), buf, cap, out_len);
  });
}

BGB_API int32_t bgb_game_options_json(const bgb_game* game, char* buf, int32_t cap, int32_t* out_len) {
  static constexpr const char* kFn = "bgb_game_options_json";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(game);
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    return write_string(kFn, game->impl->options_json(), buf, cap, out_len);
  });
}

BGB_API int32_t bgb_game_num_players(const bgb_game* game, int32_t* out) {
  static constexpr const char* kFn = "bgb_game_num_players";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(game);
    BGB_REQUIRE(out);
    *out = game->impl->num_players();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_game_num_distinct_actions(const bgb_game* game, int32_t* out) {
  static constexpr const char* kFn = "bgb_game_num_distinct_actions";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(game);
    BGB_REQUIRE(out);
    *out = game->impl->num_distinct_actions();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_game_max_legal_actions(const bgb_game* game, int32_t* out) {
  static constexpr const char* kFn = "bgb_game_max_legal_actions";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(game);
    BGB_REQUIRE(out);
    *out = game->impl->max_legal_actions();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_new(const bgb_game* game, bgb_state** out) {
  static constexpr const char* kFn = "bgb_state_new";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(game);
    BGB_REQUIRE(out);
    return hand_out(game->impl->initial_state(), out);
  });
}

BGB_API void bgb_state_free(bgb_state* state) { delete state; }

BGB_API int32_t bgb_state_clone(const bgb_state* s, bgb_state** out) {
  static constexpr const char* kFn = "bgb_state_clone";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out);
    *out = new bgb_state(s->share(), false);
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_game(const bgb_state* s, bgb_game** out) {
  static constexpr const char* kFn = "bgb_state_game";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out);
    *out = new bgb_game{s->impl->game()};
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_current_player(const bgb_state* s, int32_t* out) {
  static constexpr const char* kFn = "bgb_state_current_player";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out);
    *out = with_typed(*s->impl, [](const auto& st) { return st.current_player(); });
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_is_terminal(const bgb_state* s, int32_t* out) {
  static constexpr const char* kFn = "bgb_state_is_terminal";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out);
    *out = with_typed(*s->impl, [](const auto& st) { return st.is_terminal(); }) ? 1 : 0;
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_legal_actions(const bgb_state* s, int32_t* buf, int32_t cap, int32_t* out_count) {
  static constexpr const char* kFn = "bgb_state_legal_actions";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_count);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    // Written straight into buf (nothing when it is too small): no allocation on success.
    const std::span<bgb::ActionId> room(buf, buf == nullptr ? 0 : static_cast<std::size_t>(cap));
    const int n = with_typed(*s->impl, [&](const auto& st) { return st.legal_actions_into(room); });
    *out_count = n;
    if (buf != nullptr && n > cap) return too_small(kFn, cap, n);
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_chance_outcomes(const bgb_state* s, int32_t* actions, double* probs, int32_t cap,
                                          int32_t* out_count) {
  static constexpr const char* kFn = "bgb_state_chance_outcomes";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_count);
    if ((actions == nullptr) != (probs == nullptr))
      return fail(kFn, BGB_E_INVALID_ARGUMENT,
                  actions == nullptr ? "argument 'actions' is NULL but 'probs' is not (both NULL is a size query)"
                                     : "argument 'probs' is NULL but 'actions' is not (both NULL is a size query)");
    if (const std::int32_t st = check_cap(kFn, actions, cap); st != BGB_OK) return st;
    const std::vector<bgb::ChanceOutcome> outcomes = s->impl->chance_outcomes();
    std::uint64_t total = 0;
    for (const bgb::ChanceOutcome& o : outcomes) total += o.weight;
    return write_array(kFn, outcomes.size(), actions == nullptr, cap, out_count, [&](std::size_t i) {
      actions[i] = outcomes[i].action;
      probs[i] = static_cast<double>(outcomes[i].weight) / static_cast<double>(total);
    });
  });
}

BGB_API int32_t bgb_state_sample_chance(const bgb_state* s, uint64_t* rng_state, int32_t* out_action) {
  static constexpr const char* kFn = "bgb_state_sample_chance";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(rng_state);
    BGB_REQUIRE(out_action);
    bgb::Rng rng(*rng_state);
    // the game's own bgb::sample_chance
    const bgb::ActionId pick = with_typed(*s->impl, [&](const auto& st) { return st.sample_chance(rng); });
    if (pick == bgb::kInvalidAction) return not_at_chance(kFn, *s);  // nothing was drawn
    *out_action = pick;
    *rng_state = rng.state();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_random_action(const bgb_state* s, uint64_t* rng_state, int32_t* out_action) {
  static constexpr const char* kFn = "bgb_state_random_action";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(rng_state);
    BGB_REQUIRE(out_action);
    bgb::Rng rng(*rng_state);
    // bgb::random_playout's next action
    const bgb::ActionId pick = with_typed(*s->impl, [&](const auto& st) { return st.random_action(rng); });
    if (pick == bgb::kInvalidAction) return no_action_drawn(kFn, *s);
    *out_action = pick;
    *rng_state = rng.state();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_resample(const bgb_state* s, int32_t seat, uint64_t* rng_state, bgb_state** out) {
  static constexpr const char* kFn = "bgb_state_resample";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(rng_state);
    BGB_REQUIRE(out);
    bgb::Rng rng(*rng_state);
    auto next = s->impl->resample(seat, rng);
    if (!next) return fail(kFn, next.error());
    const std::int32_t st = hand_out(std::move(next).value(), out);
    *rng_state = rng.state();  // only once the result is handed out: failures leave it as it was
    return st;
  });
}

BGB_API int32_t bgb_state_apply(const bgb_state* s, int32_t action, bgb_state** out) {
  static constexpr const char* kFn = "bgb_state_apply";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out);
    auto next = s->impl->apply(action);
    if (!next) return fail(kFn, next.error());
    return hand_out(std::move(next).value(), out);
  });
}

BGB_API int32_t bgb_state_apply_into(const bgb_state* s, int32_t action, bgb_state* dst) {
  static constexpr const char* kFn = "bgb_state_apply_into";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(dst);
    if (!dst->exclusive.load(std::memory_order_relaxed)) return apply_into_shared(kFn, *s, action, *dst);
    // dst == s included: apply_into reads s before it writes. It checks dst's game too, and
    // leaves dst unchanged when it refuses.
    if (with_typed(*s->impl, [&](const auto& st) { return st.apply_into(action, *dst->impl); })) return BGB_OK;
    return refuse_apply_into(kFn, *s, action, *dst);
  });
}

BGB_API int32_t bgb_state_copy_into(const bgb_state* src, bgb_state* dst) {
  static constexpr const char* kFn = "bgb_state_copy_into";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(src);
    BGB_REQUIRE(dst);
    if (src == dst) return BGB_OK;
    bgb::Error why;
    if (dst->exclusive.load(std::memory_order_relaxed))
      return src->impl->copy_into(*dst->impl, why) ? BGB_OK : fail(kFn, why);
    if (!src->impl->same_game(*dst->impl)) return fail(kFn, src->impl->another_game(*dst->impl));
    // Sharing src's state would be free now, but the next apply_into would copy it anyway.
    dst->impl = std::shared_ptr<bgb::AnyState>(src->impl->clone());
    dst->exclusive.store(true, std::memory_order_relaxed);
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_apply_text(const bgb_state* s, const char* action_text, bgb_state** out) {
  static constexpr const char* kFn = "bgb_state_apply_text";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(action_text);
    BGB_REQUIRE(out);
    const auto action = s->impl->parse_action(action_text);
    if (!action) return fail(kFn, action.error());
    auto next = s->impl->apply(action.value());
    if (!next) return fail(kFn, next.error());
    return hand_out(std::move(next).value(), out);
  });
}

BGB_API int32_t bgb_state_parse_action(const bgb_state* s, const char* text, int32_t* out_action) {
  static constexpr const char* kFn = "bgb_state_parse_action";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(text);
    BGB_REQUIRE(out_action);
    const auto action = s->impl->parse_action(text);
    if (!action) return fail(kFn, action.error());
    *out_action = action.value();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_action_text(const bgb_state* s, int32_t action, char* buf, int32_t cap,
                                      int32_t* out_len) {
  static constexpr const char* kFn = "bgb_state_action_text";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    if (const std::int32_t st = check_action_id(kFn, *s->impl, action); st != BGB_OK) return st;
    return write_string(kFn, s->impl->action_text(action), buf, cap, out_len);
  });
}

BGB_API int32_t bgb_state_action_text_for(const bgb_state* s, int32_t action, int32_t viewer, char* buf,
                                          int32_t cap, int32_t* out_len) {
  static constexpr const char* kFn = "bgb_state_action_text_for";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    if (const std::int32_t st = check_action_id(kFn, *s->impl, action); st != BGB_OK) return st;
    if (const std::int32_t st = check_viewer(kFn, *s->impl, viewer); st != BGB_OK) return st;
    return write_string(kFn, s->impl->action_text_for(action, viewer), buf, cap, out_len);
  });
}

BGB_API int32_t bgb_state_returns(const bgb_state* s, double* buf, int32_t cap, int32_t* out_count) {
  static constexpr const char* kFn = "bgb_state_returns";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_count);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    const std::span<double> room(buf, buf == nullptr ? 0 : static_cast<std::size_t>(cap));
    const int n = s->impl->returns_into(room);
    *out_count = n;
    if (buf != nullptr && n > cap) return too_small(kFn, cap, n);
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_to_json(const bgb_state* s, int32_t viewer, char* buf, int32_t cap, int32_t* out_len) {
  static constexpr const char* kFn = "bgb_state_to_json";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    if (const std::int32_t st = check_viewer(kFn, *s->impl, viewer); st != BGB_OK) return st;
    return write_string(kFn, s->impl->to_json(viewer), buf, cap, out_len);
  });
}

BGB_API int32_t bgb_state_render(const bgb_state* s, int32_t viewer, char* buf, int32_t cap, int32_t* out_len) {
  static constexpr const char* kFn = "bgb_state_render";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    if (const std::int32_t st = check_viewer(kFn, *s->impl, viewer); st != BGB_OK) return st;
    return write_string(kFn, s->impl->render(viewer), buf, cap, out_len);
  });
}

BGB_API int32_t bgb_state_from_json(const bgb_game* game, const char* json, bgb_state** out) {
  static constexpr const char* kFn = "bgb_state_from_json";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(game);
    BGB_REQUIRE(json);
    BGB_REQUIRE(out);
    auto state = game->impl->state_from_json(json);
    if (!state) return fail(kFn, state.error());
    return hand_out(std::move(state).value(), out);
  });
}

BGB_API int32_t bgb_state_hash(const bgb_state* s, uint64_t* out) {
  static constexpr const char* kFn = "bgb_state_hash";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out);
    *out = s->impl->hash();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_replay(const char* log_json, bgb_state** out) {
  static constexpr const char* kFn = "bgb_replay";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(log_json);
    BGB_REQUIRE(out);
    auto state = bgb::replay_log(log_json);
    if (!state) return fail(kFn, state.error());
    return hand_out(std::move(state).value(), out);
  });
}

}  // extern "C"
