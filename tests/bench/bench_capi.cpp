// Random playouts through the C ABI (libbgb), to compare with BM_RandomPlayout: the same game
// and the same kind of policy, one handle allocation per action.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bgb/bgb.h"

namespace {

void BM_CapiRandomPlayout(benchmark::State& bs) {
  const std::string options =
      "{\"players\":" + std::to_string(bs.range(0)) + ",\"mission\":" + std::to_string(bs.range(1)) + "}";
  bgb_game* game = nullptr;
  if (bgb_game_new("the-crew", options.c_str(), &game) != BGB_OK) {
    bs.SkipWithError(bgb_last_error());
    return;
  }
  int32_t cap = 0;
  bgb_game_max_legal_actions(game, &cap);
  std::vector<int32_t> legal(static_cast<std::size_t>(cap));
  uint64_t rng = 0;
  bgb_rng_seed(42, &rng);
  std::int64_t actions = 0;
  for (auto _ : bs) {
    bgb_state* s = nullptr;
    bgb_state_new(game, &s);
    for (;;) {
      int32_t player = 0;
      bgb_state_current_player(s, &player);
      if (player == BGB_TERMINAL) break;
      int32_t action = 0;
      if (player == BGB_CHANCE) {
        bgb_state_sample_chance(s, &rng, &action);
      } else {
        int32_t n = 0;
        bgb_state_legal_actions(s, legal.data(), cap, &n);
        uint64_t pick = 0;
        bgb_rng_below(&rng, static_cast<uint64_t>(n), &pick);
        action = legal[static_cast<std::size_t>(pick)];
      }
      bgb_state* next = nullptr;
      if (bgb_state_apply(s, action, &next) != BGB_OK) {
        bs.SkipWithError(bgb_last_error());
        bgb_state_free(s);
        bgb_game_free(game);
        return;
      }
      bgb_state_free(s);
      s = next;
      ++actions;
    }
    bgb_state_free(s);
  }
  bgb_game_free(game);
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_CapiRandomPlayout)
    ->ArgNames({"players", "mission"})
    ->Args({2, 1})
    ->Args({3, 1})
    ->Args({4, 1})
    ->Args({5, 1})
    ->Args({4, 22});

}  // namespace
