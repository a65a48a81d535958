/// \file
/// The exception firewall of libbgb under allocation failure. This executable replaces the global
/// operator new (libbgb's calls bind to it at load time) so that the k-th allocation inside a C
/// call throws std::bad_alloc; for every k the call must return BGB_E_OUT_OF_MEMORY with a
/// message naming the function — never crash, never throw through the C ABI — until k is past
/// the call's last allocation and it succeeds.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <functional>
#include <new>
#include <string>

#include "bgb/bgb.h"
#include "capi_helpers.hpp"

namespace {

// Allocation countdown: < 0 is off; otherwise the allocation that brings it below 0 fails.
thread_local long g_allocations_left = -1;
// Every allocation fails while set.
thread_local bool g_fail_all = false;

void* allocate(std::size_t n) {
  if (g_fail_all) throw std::bad_alloc();
  if (g_allocations_left >= 0 && g_allocations_left-- == 0) throw std::bad_alloc();
  if (void* p = std::malloc(n == 0 ? 1 : n)) return p;
  throw std::bad_alloc();
}

}  // namespace

void* operator new(std::size_t n) { return allocate(n); }
void* operator new[](std::size_t n) { return allocate(n); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

namespace {

using bgb::testing::c_game;
using bgb::testing::c_initial;
using bgb::testing::StatePtr;

/// Runs `call` with the k-th allocation failing, for k = 0, 1, ... until it succeeds. Every
/// failure must be BGB_E_OUT_OF_MEMORY naming `fn`. Returns how many allocation points failed.
int fail_each_allocation(const char* fn, const std::function<std::int32_t()>& call) {
  for (long k = 0; k < 100000; ++k) {
    g_allocations_left = k;
    const std::int32_t status = call();
    g_allocations_left = -1;
    if (status == BGB_OK) return static_cast<int>(k);
    const std::string message = bgb_last_error();
    EXPECT_EQ(status, BGB_E_OUT_OF_MEMORY) << fn << " with allocation " << k << " failing: " << message;
    EXPECT_EQ(message.rfind(std::string(fn) + ": ", 0), 0u) << message;
    if (status != BGB_E_OUT_OF_MEMORY) return -1;
  }
  ADD_FAILURE() << fn << " never succeeded";
  return -1;
}

// Per-allocation failures are injected only into calls that handle no JSON: nlohmann::json's
// destructor allocates and terminates on std::bad_alloc (nlohmann/json#4653, #5135), which no
// firewall can catch. The JSON entry points are checked with every allocation failing instead
// (then no JSON value ever holds elements, and destroying it allocates nothing).

TEST(CapiOutOfMemory, ApplyAndApplyTextReportOutOfMemoryAtEveryAllocation) {
  auto g = c_game(R"({"players":4,"mission":3})");
  StatePtr s = c_initial(g.get());
  EXPECT_GT(fail_each_allocation("bgb_state_apply_text", [&] {
              bgb_state* next = reinterpret_cast<bgb_state*>(&g);
              const std::int32_t st = bgb_state_apply_text(s.get(), "deal g7", &next);
              if (st != BGB_OK) {
                EXPECT_EQ(next, nullptr);
              }
              bgb_state_free(next);
              return st;
            }),
            0)
      << "apply_text allocates, so some allocation must have failed";
  EXPECT_GT(fail_each_allocation("bgb_state_apply", [&] {
              bgb_state* next = nullptr;
              const std::int32_t st = bgb_state_apply(s.get(), 45, &next);
              bgb_state_free(next);
              return st;
            }),
            0);
  EXPECT_GT(fail_each_allocation("bgb_state_clone", [&] {
              bgb_state* copy = nullptr;
              const std::int32_t st = bgb_state_clone(s.get(), &copy);
              bgb_state_free(copy);
              return st;
            }),
            0);
  EXPECT_GT(fail_each_allocation("bgb_state_game", [&] {
              bgb_game* game = nullptr;
              const std::int32_t st = bgb_state_game(s.get(), &game);
              bgb_game_free(game);
              return st;
            }),
            0);
}

TEST(CapiOutOfMemory, ListsAndTextsReportOutOfMemoryAtEveryAllocation) {
  auto g = c_game(R"({"players":3,"mission":1})");
  StatePtr s = c_initial(g.get());
  std::int32_t n = 0;
  std::int32_t actions[64];
  double probs[64];
  EXPECT_GT(fail_each_allocation("bgb_state_chance_outcomes",
                                 [&] { return bgb_state_chance_outcomes(s.get(), actions, probs, 64, &n); }),
            0);
  EXPECT_GT(fail_each_allocation("bgb_state_action_text", [&] {
              char text[32];
              // Asking with a buffer too small builds an error message, which allocates too.
              const std::int32_t st = bgb_state_action_text(s.get(), 40, text, 2, &n);
              return st == BGB_E_BUFFER_TOO_SMALL ? BGB_OK : st;
            }),
            0);
  EXPECT_GE(fail_each_allocation("bgb_games_list", [&] { return bgb_games_list(nullptr, 0, &n); }), 0);
}

TEST(CapiOutOfMemory, JsonEntryPointsReportOutOfMemoryWhenNothingCanBeAllocated) {
  auto g = c_game(R"({"players":3,"mission":1})");
  StatePtr s = c_initial(g.get());
  std::int32_t len = 0;
  bgb_game* game = nullptr;
  bgb_state* state = nullptr;
  struct Case {
    const char* fn;
    std::function<std::int32_t()> call;
  };
  const Case cases[] = {
      {"bgb_game_new", [&] { return bgb_game_new("the-crew", R"({"players":3})", &game); }},
      {"bgb_state_to_json", [&] { return bgb_state_to_json(s.get(), BGB_VIEW_ALL, nullptr, 0, &len); }},
      {"bgb_state_from_json", [&] { return bgb_state_from_json(g.get(), R"({"phase":"deal"})", &state); }},
      {"bgb_replay", [&] { return bgb_replay(R"({"game":"the-crew","options":{},"actions":[]})", &state); }},
      {"bgb_game_options_json", [&] { return bgb_game_options_json(g.get(), nullptr, 0, &len); }},
  };
  for (const Case& c : cases) {
    g_fail_all = true;  // the error message cannot be allocated either: the fixed buffer is used
    const std::int32_t st = c.call();
    const std::string message = [] {
      const char* m = bgb_last_error();
      g_fail_all = false;
      return std::string(m);
    }();
    EXPECT_EQ(st, BGB_E_OUT_OF_MEMORY) << c.fn << ": " << message;
    EXPECT_EQ(message, std::string(c.fn) + ": out of memory");
    EXPECT_EQ(game, nullptr);
    EXPECT_EQ(state, nullptr);
  }
}

}  // namespace
