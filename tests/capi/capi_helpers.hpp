#pragma once
/// \file
/// Small RAII and string helpers for tests that drive libbgb through its C ABI.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "bgb/bgb.h"

namespace bgb::testing {

struct GameFree {
  void operator()(bgb_game* g) const noexcept { bgb_game_free(g); }
};
struct StateFree {
  void operator()(bgb_state* s) const noexcept { bgb_state_free(s); }
};
struct BotFree {
  void operator()(bgb_bot* b) const noexcept { bgb_bot_free(b); }
};
using GamePtr = std::unique_ptr<bgb_game, GameFree>;
using StatePtr = std::unique_ptr<bgb_state, StateFree>;
using BotPtr = std::unique_ptr<bgb_bot, BotFree>;

/// Thrown when a helper's C call fails; carries bgb_last_error().
struct CapiFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

inline void require_ok(std::int32_t status, const char* what) {
  if (status != BGB_OK)
    throw CapiFailure(std::string(what) + " returned " + bgb_status_string(status) + ": " + bgb_last_error());
}

/// The game `name` with these options (JSON).
inline GamePtr c_game_named(const char* name, const std::string& options_json = "{}") {
  bgb_game* g = nullptr;
  require_ok(bgb_game_new(name, options_json.c_str(), &g), "bgb_game_new");
  return GamePtr(g);
}

/// the-crew with these options (JSON).
inline GamePtr c_game(const std::string& options_json) { return c_game_named("the-crew", options_json); }

/// A random applicable action of s: a sampled outcome at chance nodes, else a uniform pick of the
/// legal list (legal is the caller's buffer, of bgb_game_max_legal_actions elements); -1 when s
/// is over.
inline std::int32_t c_random_action(const bgb_state* s, std::uint64_t& rng, std::vector<std::int32_t>& legal) {
  std::int32_t player = 0;
  require_ok(bgb_state_current_player(s, &player), "bgb_state_current_player");
  if (player == BGB_TERMINAL) return -1;
  std::int32_t a = -1;
  if (player == BGB_CHANCE) {
    require_ok(bgb_state_sample_chance(s, &rng, &a), "bgb_state_sample_chance");
    return a;
  }
  std::int32_t n = 0;
  require_ok(bgb_state_legal_actions(s, legal.data(), static_cast<std::int32_t>(legal.size()), &n),
             "bgb_state_legal_actions");
  std::uint64_t pick = 0;
  require_ok(bgb_rng_below(&rng, static_cast<std::uint64_t>(n), &pick), "bgb_rng_below");
  return legal[static_cast<std::size_t>(pick)];
}

/// A buffer for the legal actions of any state of g (bgb_game_max_legal_actions elements).
inline std::vector<std::int32_t> legal_buffer(const bgb_game* g) {
  std::int32_t cap = 0;
  require_ok(bgb_game_max_legal_actions(g, &cap), "bgb_game_max_legal_actions");
  return std::vector<std::int32_t>(static_cast<std::size_t>(cap));
}

inline StatePtr c_initial(const bgb_game* g) {
  bgb_state* s = nullptr;
  require_ok(bgb_state_new(g, &s), "bgb_state_new");
  return StatePtr(s);
}

/// Plays chance in s with the generator *rng (bgb_state_sample_chance, applied in place) until a
/// seat is to act or the game is over.
inline void c_settle(bgb_state* s, std::uint64_t& rng) {
  for (;;) {
    std::int32_t p = 0, a = 0;
    require_ok(bgb_state_current_player(s, &p), "bgb_state_current_player");
    if (p != BGB_CHANCE) return;
    require_ok(bgb_state_sample_chance(s, &rng, &a), "bgb_state_sample_chance");
    require_ok(bgb_state_apply_into(s, a, s), "bgb_state_apply_into");
  }
}

inline GamePtr c_state_game(const bgb_state* s) {
  bgb_game* g = nullptr;
  require_ok(bgb_state_game(s, &g), "bgb_state_game");
  return GamePtr(g);
}

inline std::uint64_t c_hash(const bgb_state* s) {
  std::uint64_t h = 0;
  require_ok(bgb_state_hash(s, &h), "bgb_state_hash");
  return h;
}

/// A string result of a (state, int32 arg) function through the size-query protocol.
using StateTextFn = std::int32_t (*)(const bgb_state*, std::int32_t, char*, std::int32_t, std::int32_t*);
inline std::string c_text(StateTextFn fn, const bgb_state* s, std::int32_t arg) {
  std::int32_t len = -1;
  require_ok(fn(s, arg, nullptr, 0, &len), "size query");
  std::string out(static_cast<std::size_t>(len) + 1, '\0');
  std::int32_t len2 = -1;
  require_ok(fn(s, arg, out.data(), len + 1, &len2), "text");
  if (len2 != len || out[static_cast<std::size_t>(len)] != '\0') throw CapiFailure("inconsistent length");
  out.resize(static_cast<std::size_t>(len));
  return out;
}

/// bgb_games_list's JSON array of names.
inline std::string c_games_list() {
  std::int32_t len = -1;
  require_ok(bgb_games_list(nullptr, 0, &len), "bgb_games_list");
  std::string out(static_cast<std::size_t>(len) + 1, '\0');
  require_ok(bgb_games_list(out.data(), len + 1, &len), "bgb_games_list");
  out.resize(static_cast<std::size_t>(len));
  return out;
}

inline std::string c_action_text(const bgb_state* s, std::int32_t action) {
  return c_text(bgb_state_action_text, s, action);
}

}  // namespace bgb::testing
