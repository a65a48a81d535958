/// \file
/// libbgb: observation tensors, legal-action masks and batched environments (ABI 1.5) over
/// AnyState::observation_tensor_into / legal_mask_into and AnyBatch. Same discipline as
/// bgb.cpp: every pointer is checked, the body runs inside firewall(), a failure leaves the
/// outputs as they were, and the hot calls allocate nothing unless they fail.
#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "bgb/bgb.h"
#include "handles.hpp"
#include "registry.hpp"
#include "support.hpp"

using namespace bgb::capi::detail;

namespace {

/// The largest batch: n * tensor length must stay far from int64 overflow, and no caller
/// needs more games in one handle.
constexpr std::int32_t kMaxBatch = 1 << 20;

std::int32_t no_tensor(const char* fn, const bgb::AnyGame& g) {
  return fail(fn, BGB_E_UNSUPPORTED,
              {std::string(g.name()), " has no observation tensor encoder (docs/tensors.md lays out those of the registered games)"});
}

}  // namespace

extern "C" {

BGB_API int32_t bgb_game_observation_shape(const bgb_game* g, int32_t* dims, int32_t cap, int32_t* out_ndims) {
  static constexpr const char* kFn = "bgb_game_observation_shape";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(g);
    BGB_REQUIRE(out_ndims);
    if (const std::int32_t st = check_cap(kFn, dims, cap); st != BGB_OK) return st;
    const int len = g->impl->observation_tensor_size();
    if (len <= 0) return no_tensor(kFn, *g->impl);
    *out_ndims = 1;
    if (dims == nullptr) return BGB_OK;
    if (cap < 1) return too_small(kFn, cap, 1);
    dims[0] = len;
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_observation_tensor(const bgb_state* s, int32_t viewer, float* buf, int32_t cap,
                                             int32_t* out_len) {
  static constexpr const char* kFn = "bgb_state_observation_tensor";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    const bgb::AnyGame& game = *s->impl->game();
    const int players = game.num_players();
    if (viewer != BGB_VIEW_PUBLIC && (viewer < 0 || viewer >= players))
      return fail(kFn, BGB_E_INVALID_ARGUMENT,
                  {"viewer ", std::to_string(viewer), " is not a seat 0..", std::to_string(players - 1),
                   " or BGB_VIEW_PUBLIC (-2): a tensor is what one seat (or a spectator) may know"});
    const int len = game.observation_tensor_size();
    if (len <= 0) return no_tensor(kFn, game);
    *out_len = len;
    if (buf == nullptr) return BGB_OK;
    if (cap < len) return too_small(kFn, cap, len);
    if (!s->impl->observation_tensor_into(viewer, std::span<float>(buf, static_cast<std::size_t>(len))))
      return fail(kFn, BGB_E_INTERNAL, "the tensor encoder refused a buffer of its own size");
    return BGB_OK;
  });
}

BGB_API int32_t bgb_state_legal_mask(const bgb_state* s, uint8_t* buf, int32_t cap, int32_t* out_len) {
  static constexpr const char* kFn = "bgb_state_legal_mask";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(s);
    BGB_REQUIRE(out_len);
    if (const std::int32_t st = check_cap(kFn, buf, cap); st != BGB_OK) return st;
    const int len = s->impl->game()->num_distinct_actions();
    *out_len = len;
    if (buf == nullptr) return BGB_OK;
    if (cap < len) return too_small(kFn, cap, len);
    if (!s->impl->legal_mask_into(std::span<std::uint8_t>(buf, static_cast<std::size_t>(len))))
      return fail(kFn, BGB_E_INTERNAL, "the mask writer refused a buffer of its own size");
    return BGB_OK;
  });
}

BGB_API int32_t bgb_batch_new(const bgb_game* g, int32_t n, uint64_t seed, bgb_batch** out) {
  static constexpr const char* kFn = "bgb_batch_new";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(g);
    BGB_REQUIRE(out);
    if (n < 1 || n > kMaxBatch)
      return fail(kFn, BGB_E_INVALID_ARGUMENT,
                  {"n must be 1..", std::to_string(kMaxBatch), ", got ", std::to_string(n)});
    *out = new bgb_batch{g->impl->make_batch(n, seed)};
    return BGB_OK;
  });
}

BGB_API void bgb_batch_free(bgb_batch* b) { delete b; }

BGB_API int32_t bgb_batch_size(const bgb_batch* b, int32_t* out_n) {
  static constexpr const char* kFn = "bgb_batch_size";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(b);
    BGB_REQUIRE(out_n);
    *out_n = b->impl->size();
    return BGB_OK;
  });
}

BGB_API int32_t bgb_batch_reset(bgb_batch* b, uint64_t seed) {
  static constexpr const char* kFn = "bgb_batch_reset";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(b);
    b->impl->reset(seed);
    return BGB_OK;
  });
}

BGB_API int32_t bgb_batch_step(bgb_batch* b, const int32_t* actions, int32_t n, float* rewards, uint8_t* dones) {
  static constexpr const char* kFn = "bgb_batch_step";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(b);
    BGB_REQUIRE(actions);
    const int size = b->impl->size();
    if (n != size)
      return fail(kFn, BGB_E_INVALID_ARGUMENT,
                  {"n is ", std::to_string(n), " but the batch has ", std::to_string(size), " games"});
    const std::size_t games = static_cast<std::size_t>(size);
    const std::size_t players = static_cast<std::size_t>(b->impl->game()->num_players());
    bgb::Error why;
    const int bad = b->impl->step(std::span<const bgb::ActionId>(actions, games),
                                  rewards == nullptr ? std::span<float>() : std::span<float>(rewards, games * players),
                                  dones == nullptr ? std::span<std::uint8_t>() : std::span<std::uint8_t>(dones, games), why);
    if (bad >= 0) return fail(kFn, BGB_E_ILLEGAL_ACTION, {"game ", std::to_string(bad), ": ", why.message});
    return BGB_OK;
  });
}

BGB_API int32_t bgb_batch_observe(const bgb_batch* b, float* obs, int64_t obs_cap, uint8_t* masks, int64_t mask_cap,
                                  int32_t* players) {
  static constexpr const char* kFn = "bgb_batch_observe";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(b);
    if (obs != nullptr && obs_cap < 0)
      return fail(kFn, BGB_E_INVALID_ARGUMENT, {"obs_cap is negative (", std::to_string(obs_cap), ")"});
    if (masks != nullptr && mask_cap < 0)
      return fail(kFn, BGB_E_INVALID_ARGUMENT, {"mask_cap is negative (", std::to_string(mask_cap), ")"});
    const bgb::AnyGame& game = *b->impl->game();
    const std::int64_t n = b->impl->size();
    const std::int64_t len = game.observation_tensor_size();
    const std::int64_t actions = game.num_distinct_actions();
    if (obs != nullptr && len <= 0) return no_tensor(kFn, game);
    if (obs != nullptr && obs_cap < n * len)
      return fail(kFn, BGB_E_BUFFER_TOO_SMALL,
                  {"obs_cap ", std::to_string(obs_cap), " is too small: ", std::to_string(n), " games x ",
                   std::to_string(len), " floats = ", std::to_string(n * len), " are needed"});
    if (masks != nullptr && mask_cap < n * actions)
      return fail(kFn, BGB_E_BUFFER_TOO_SMALL,
                  {"mask_cap ", std::to_string(mask_cap), " is too small: ", std::to_string(n), " games x ",
                   std::to_string(actions), " actions = ", std::to_string(n * actions), " bytes are needed"});
    const std::span<float> o = obs == nullptr ? std::span<float>() : std::span<float>(obs, static_cast<std::size_t>(n * len));
    const std::span<std::uint8_t> m =
        masks == nullptr ? std::span<std::uint8_t>() : std::span<std::uint8_t>(masks, static_cast<std::size_t>(n * actions));
    const std::span<std::int32_t> p =
        players == nullptr ? std::span<std::int32_t>() : std::span<std::int32_t>(players, static_cast<std::size_t>(n));
    if (!b->impl->observe(o, m, p)) return fail(kFn, BGB_E_INTERNAL, "the batch refused buffers of its own size");
    return BGB_OK;
  });
}

BGB_API int32_t bgb_batch_state(const bgb_batch* b, int32_t i, bgb_state** out) {
  static constexpr const char* kFn = "bgb_batch_state";
  clear_out(out);
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(b);
    BGB_REQUIRE(out);
    const int n = b->impl->size();
    if (i < 0 || i >= n)
      return fail(kFn, BGB_E_INVALID_ARGUMENT, {"i ", std::to_string(i), " is outside [0, ", std::to_string(n), ")"});
    *out = new bgb_state(std::shared_ptr<bgb::AnyState>(b->impl->state(i)));
    return BGB_OK;
  });
}

}  // extern "C"
