// Random playouts through the C ABI (libbgb) for every game, to measure what the ABI costs per
// action over the C++ API:
//   BM_CapiPlayout/<game>/apply   bgb_state_apply: a new handle per action (three allocations)
//   BM_CapiPlayout/<game>/into    bgb_state_apply_into the same handle: no allocation
//   BM_CapiPlayout/<game>/drawn   as into, each action drawn by bgb_state_random_action (ABI
//                                 1.7) instead of a sample or a pick from the legal list
//   BM_CppPlayout/<game>          the same loop through the typed C++ API, as a C++ caller
//                                 writes it: the same legal list (picked from where the game
//                                 lists it), the same draws, the same checked apply (is_legal,
//                                 then apply_in_place), so the same games.
//   BM_CapiOverhead/<game>        the ABI's overhead per action (overhead_ns), the two loops
//                                 above playing the same games alternately in one process
// Every loop restarts from the initial state; items = games, "actions" = actions per second
// (chance outcomes included).
// For learning loops (ABI 1.5):
//   BM_CapiTensor/<game>          bgb_state_observation_tensor + bgb_state_legal_mask of the
//                                 seat to act, over 64 decision states of a random game; items =
//                                 tensor+mask pairs (a game without an encoder: the mask alone)
//   BM_CapiBatchStep/<game>/1024  bgb_batch_step + bgb_batch_observe (tensors, masks, seats) of
//                                 1024 games; items = game steps. Choosing the random legal
//                                 actions from the masks is not timed.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "bgb/bgb.h"
#include "bgb/core.hpp"
#include "bgb/crew.hpp"
#include "bgb/dp6.hpp"
#include "bgb/rn.hpp"
#include "bgb/ufs.hpp"

namespace {

/// How the loop applies (a new handle, or into one) and picks (listed, or drawn by the library).
enum class Apply { fresh_handle, into, drawn };

/// Plays one random game from `root` through the C ABI and returns its actions (chance
/// outcomes included), or -1 if a call failed. `scratch` is the handle apply_into overwrites.
template <Apply how>
std::int64_t c_game(const bgb_state* root, bgb_state* scratch, uint64_t& rng, int32_t* legal, int32_t cap) {
  bgb_state* s = nullptr;
  if constexpr (how != Apply::fresh_handle) {
    bgb_state_copy_into(root, scratch);
    s = scratch;
  } else {
    bgb_state_clone(root, &s);
  }
  std::int64_t actions = 0;
  bool failed = false;
  for (;;) {
    int32_t player = 0;
    bgb_state_current_player(s, &player);
    if (player == BGB_TERMINAL) break;
    int32_t action = 0;
    if constexpr (how == Apply::drawn) {
      bgb_state_random_action(s, &rng, &action);
    } else if (player == BGB_CHANCE) {
      bgb_state_sample_chance(s, &rng, &action);
    } else {
      int32_t n = 0;
      bgb_state_legal_actions(s, legal, cap, &n);
      uint64_t pick = 0;
      bgb_rng_below(&rng, static_cast<uint64_t>(n), &pick);
      action = legal[pick];
    }
    if constexpr (how != Apply::fresh_handle) {
      failed = bgb_state_apply_into(s, action, s) != BGB_OK;
    } else {
      bgb_state* next = nullptr;
      failed = bgb_state_apply(s, action, &next) != BGB_OK;
      bgb_state_free(s);
      s = next;
    }
    if (failed) break;
    ++actions;
  }
  if constexpr (how == Apply::fresh_handle) bgb_state_free(s);
  return failed ? -1 : actions;
}

/// c_game's loop written against the typed game, as a C++ caller writes it: what the ABI's
/// overhead is measured from. Returns the actions, or -1 if an illegal action was drawn.
template <class G>
std::int64_t cpp_game(const G& g, const typename G::State& root, typename G::State& s, bgb::Rng& rng) {
  typename G::ActionList list;
  std::int64_t actions = 0;
  s = root;
  for (;;) {
    const bgb::PlayerId player = g.current_player(s);
    if (player == bgb::kTerminal) break;
    bgb::ActionId action = 0;
    if (player == bgb::kChance) {
      action = bgb::sample_chance(g, s, rng);
    } else {
      g.legal_actions(s, list);
      action = list[static_cast<int>(rng.below(static_cast<std::uint64_t>(list.size())))];
    }
    if (!g.is_legal(s, action)) return -1;
    bgb::advance(g, s, action);
    ++actions;
  }
  return actions;
}

/// A game of the C ABI with its handles and the caller's buffer.
struct CGame {
  bgb_game* game = nullptr;
  bgb_state* root = nullptr;
  bgb_state* scratch = nullptr;
  std::vector<int32_t> legal;

  explicit CGame(const char* name, const char* options) {
    if (bgb_game_new(name, options, &game) != BGB_OK) return;
    int32_t cap = 0;
    bgb_game_max_legal_actions(game, &cap);
    legal.resize(static_cast<std::size_t>(cap));
    bgb_state_new(game, &root);
    bgb_state_new(game, &scratch);
  }
  int32_t cap() const noexcept { return static_cast<int32_t>(legal.size()); }
  CGame(const CGame&) = delete;
  CGame& operator=(const CGame&) = delete;
  ~CGame() {
    bgb_state_free(scratch);
    bgb_state_free(root);
    bgb_game_free(game);
  }
};

void capi_playouts(benchmark::State& bs, const char* name, const char* options, Apply how) {
  CGame c(name, options);
  if (c.game == nullptr) {
    bs.SkipWithError(bgb_last_error());
    return;
  }
  // The mode is a template argument, so the loop timed is the one a C caller writes for it.
  const auto play = how == Apply::into    ? &c_game<Apply::into>
                    : how == Apply::drawn ? &c_game<Apply::drawn>
                                          : &c_game<Apply::fresh_handle>;
  uint64_t rng = 0;
  bgb_rng_seed(42, &rng);
  std::int64_t actions = 0;
  for (auto _ : bs) {
    const std::int64_t n = play(c.root, c.scratch, rng, c.legal.data(), c.cap());
    if (n < 0) {
      bs.SkipWithError(bgb_last_error());
      break;
    }
    actions += n;
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}

template <class G>
void cpp_playouts(benchmark::State& bs, const G& g) {
  bgb::Rng rng(42);
  const typename G::State root = g.initial_state();
  typename G::State s = root;
  std::int64_t actions = 0;
  for (auto _ : bs) {
    const std::int64_t n = cpp_game(g, root, s, rng);
    benchmark::DoNotOptimize(s);
    if (n < 0) {
      bs.SkipWithError("an illegal action was drawn");
      break;
    }
    actions += n;
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["actions"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}

/// The ABI's overhead in one process: each iteration plays one game through c_game (into) and
/// the same game through cpp_game, from the same seed (bgb_rng_seed gives Rng(seed)'s state,
/// so both draw alike), the order alternating, each timed by a steady clock. The machine's
/// drift, which moved the two separate benchmarks by up to a fifth between runs, falls on both
/// alike. Counters: abi_ns and cpp_ns per action over all games, overhead_mean_ns their
/// difference, and overhead_ns the median over games of each game's difference per action:
/// a burst of the VM's steal time lands on one loop of one game and adds to the mean (at noisy
/// hours DP6's mean read up to 1.3 ns above the median of the same runs).
template <class G>
void paired_overhead(benchmark::State& bs, const G& g, const char* name, const char* options) {
  CGame c(name, options);
  if (c.game == nullptr) {
    bs.SkipWithError(bgb_last_error());
    return;
  }
  const typename G::State root = g.initial_state();
  typename G::State s = root;
  using Clock = std::chrono::steady_clock;
  using Ns = std::chrono::duration<double, std::nano>;
  Ns abi{}, cpp{};
  std::vector<double> per_game;  // each game's overhead per action, ns
  per_game.reserve(1 << 16);
  std::int64_t actions = 0;
  std::uint64_t seed = 0;
  for (auto _ : bs) {
    ++seed;
    std::int64_t from_c = 0, from_cpp = 0;
    Ns game_abi{}, game_cpp{};
    auto play_c = [&] {
      uint64_t rng = 0;
      bgb_rng_seed(seed, &rng);
      const Clock::time_point t0 = Clock::now();
      from_c = c_game<Apply::into>(c.root, c.scratch, rng, c.legal.data(), c.cap());
      game_abi = Clock::now() - t0;
    };
    auto play_cpp = [&] {
      bgb::Rng rng(seed);
      const Clock::time_point t0 = Clock::now();
      from_cpp = cpp_game(g, root, s, rng);
      game_cpp = Clock::now() - t0;
      benchmark::DoNotOptimize(s);
    };
    if (seed % 2 != 0) {
      play_c();
      play_cpp();
    } else {
      play_cpp();
      play_c();
    }
    if (from_c != from_cpp) {
      bs.SkipWithError("the C and C++ loops played different games");
      break;
    }
    if (from_c <= 0) {
      bs.SkipWithError(from_c < 0 ? bgb_last_error() : "a game ended before its first action");
      break;
    }
    abi += game_abi;
    cpp += game_cpp;
    per_game.push_back((game_abi - game_cpp).count() / static_cast<double>(from_c));
    actions += from_c;
  }
  if (per_game.empty()) return;
  const double per = 1.0 / static_cast<double>(actions);
  auto mid = per_game.begin() + static_cast<std::ptrdiff_t>(per_game.size() / 2);
  std::nth_element(per_game.begin(), mid, per_game.end());
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["abi_ns"] = abi.count() * per;
  bs.counters["cpp_ns"] = cpp.count() * per;
  bs.counters["overhead_mean_ns"] = (abi - cpp).count() * per;
  bs.counters["overhead_ns"] = *mid;
}

template <class G, class Options>
G make_or_default(const Options& o) {
  const bgb::Result<G> g = G::make(o);
  return g ? g.value() : G{};
}

constexpr const char* kCrew4 = R"({"players":4,"mission":1})";
constexpr const char* kUfs = "{}";
constexpr const char* kDp6 = R"({"players":4})";
constexpr const char* kRn4 = R"({"players":4})";

BENCHMARK_CAPTURE(capi_playouts, crew_4p/apply, "the-crew", kCrew4, Apply::fresh_handle)->Name("BM_CapiPlayout/crew_4p/apply");
BENCHMARK_CAPTURE(capi_playouts, crew_4p/into, "the-crew", kCrew4, Apply::into)->Name("BM_CapiPlayout/crew_4p/into");
BENCHMARK_CAPTURE(capi_playouts, crew_4p/drawn, "the-crew", kCrew4, Apply::drawn)->Name("BM_CapiPlayout/crew_4p/drawn");
BENCHMARK_CAPTURE(capi_playouts, ufs/apply, "under-falling-skies", kUfs, Apply::fresh_handle)->Name("BM_CapiPlayout/ufs/apply");
BENCHMARK_CAPTURE(capi_playouts, ufs/into, "under-falling-skies", kUfs, Apply::into)->Name("BM_CapiPlayout/ufs/into");
BENCHMARK_CAPTURE(capi_playouts, ufs/drawn, "under-falling-skies", kUfs, Apply::drawn)->Name("BM_CapiPlayout/ufs/drawn");
BENCHMARK_CAPTURE(capi_playouts, dp6_4p/apply, "dp6", kDp6, Apply::fresh_handle)->Name("BM_CapiPlayout/dp6_4p/apply");
BENCHMARK_CAPTURE(capi_playouts, dp6_4p/into, "dp6", kDp6, Apply::into)->Name("BM_CapiPlayout/dp6_4p/into");
BENCHMARK_CAPTURE(capi_playouts, dp6_4p/drawn, "dp6", kDp6, Apply::drawn)->Name("BM_CapiPlayout/dp6_4p/drawn");
BENCHMARK_CAPTURE(capi_playouts, rn_4p/apply, "red-november", kRn4, Apply::fresh_handle)->Name("BM_CapiPlayout/rn_4p/apply");
BENCHMARK_CAPTURE(capi_playouts, rn_4p/into, "red-november", kRn4, Apply::into)->Name("BM_CapiPlayout/rn_4p/into");
BENCHMARK_CAPTURE(capi_playouts, rn_4p/drawn, "red-november", kRn4, Apply::drawn)->Name("BM_CapiPlayout/rn_4p/drawn");

void BM_CppPlayoutCrew4(benchmark::State& bs) {
  bgb::crew::Options o;
  o.players = 4;
  o.mission = 1;
  cpp_playouts(bs, make_or_default<bgb::crew::Game>(o));
}
BENCHMARK(BM_CppPlayoutCrew4)->Name("BM_CppPlayout/crew_4p");

void BM_CppPlayoutUfs(benchmark::State& bs) { cpp_playouts(bs, make_or_default<bgb::ufs::Game>(bgb::ufs::Options{})); }
BENCHMARK(BM_CppPlayoutUfs)->Name("BM_CppPlayout/ufs");

void BM_CppPlayoutDp6(benchmark::State& bs) { cpp_playouts(bs, make_or_default<bgb::dp6::Game>(bgb::dp6::Options{4, 0})); }
BENCHMARK(BM_CppPlayoutDp6)->Name("BM_CppPlayout/dp6_4p");

void BM_CppPlayoutRn4(benchmark::State& bs) {
  bgb::rn::Options o;
  o.players = 4;
  cpp_playouts(bs, make_or_default<bgb::rn::Game>(o));
}
BENCHMARK(BM_CppPlayoutRn4)->Name("BM_CppPlayout/rn_4p");

void BM_CapiOverheadCrew4(benchmark::State& bs) {
  bgb::crew::Options o;
  o.players = 4;
  o.mission = 1;
  paired_overhead(bs, make_or_default<bgb::crew::Game>(o), "the-crew", kCrew4);
}
BENCHMARK(BM_CapiOverheadCrew4)->Name("BM_CapiOverhead/crew_4p");

void BM_CapiOverheadUfs(benchmark::State& bs) {
  paired_overhead(bs, make_or_default<bgb::ufs::Game>(bgb::ufs::Options{}), "under-falling-skies", kUfs);
}
BENCHMARK(BM_CapiOverheadUfs)->Name("BM_CapiOverhead/ufs");

void BM_CapiOverheadDp6(benchmark::State& bs) {
  paired_overhead(bs, make_or_default<bgb::dp6::Game>(bgb::dp6::Options{4, 0}), "dp6", kDp6);
}
BENCHMARK(BM_CapiOverheadDp6)->Name("BM_CapiOverhead/dp6_4p");

void BM_CapiOverheadRn4(benchmark::State& bs) {
  bgb::rn::Options o;
  o.players = 4;
  paired_overhead(bs, make_or_default<bgb::rn::Game>(o), "red-november", kRn4);
}
BENCHMARK(BM_CapiOverheadRn4)->Name("BM_CapiOverhead/rn_4p");

// The Crew by player count and mission, as before ABI 1.4 (a new handle per action), next to
// the same games with bgb_state_apply_into.
void BM_CapiRandomPlayout(benchmark::State& bs) {
  const std::string options =
      "{\"players\":" + std::to_string(bs.range(0)) + ",\"mission\":" + std::to_string(bs.range(1)) + "}";
  capi_playouts(bs, "the-crew", options.c_str(), Apply::fresh_handle);
}
BENCHMARK(BM_CapiRandomPlayout)->ArgNames({"players", "mission"})->Args({2, 1})->Args({3, 1})->Args({4, 1})->Args({5, 1})->Args({4, 22});

void BM_CapiApplyIntoPlayout(benchmark::State& bs) {
  const std::string options =
      "{\"players\":" + std::to_string(bs.range(0)) + ",\"mission\":" + std::to_string(bs.range(1)) + "}";
  capi_playouts(bs, "the-crew", options.c_str(), Apply::into);
}
BENCHMARK(BM_CapiApplyIntoPlayout)->ArgNames({"players", "mission"})->Args({2, 1})->Args({3, 1})->Args({4, 1})->Args({5, 1})->Args({4, 22});

std::vector<bgb_state*> decision_states(bgb_game* game, int want) {
  std::vector<bgb_state*> out;
  uint64_t rng = 0;
  bgb_rng_seed(7, &rng);
  int32_t cap = 0;
  bgb_game_max_legal_actions(game, &cap);
  std::vector<int32_t> legal(static_cast<std::size_t>(cap));
  bgb_state* s = nullptr;
  bgb_state_new(game, &s);
  while (static_cast<int>(out.size()) < want) {
    int32_t player = 0;
    bgb_state_current_player(s, &player);
    if (player == BGB_TERMINAL) {
      bgb_state_free(s);
      bgb_state_new(game, &s);
      continue;
    }
    int32_t action = 0;
    if (player == BGB_CHANCE) {
      bgb_state_sample_chance(s, &rng, &action);
    } else {
      bgb_state* keep = nullptr;
      bgb_state_clone(s, &keep);
      out.push_back(keep);
      int32_t n = 0;
      bgb_state_legal_actions(s, legal.data(), cap, &n);
      uint64_t pick = 0;
      bgb_rng_below(&rng, static_cast<uint64_t>(n), &pick);
      action = legal[static_cast<std::size_t>(pick)];
    }
    bgb_state* next = nullptr;
    bgb_state_apply(s, action, &next);
    bgb_state_free(s);
    s = next;
  }
  bgb_state_free(s);
  return out;
}

void capi_tensor(benchmark::State& bs, const char* name, const char* options) {
  bgb_game* game = nullptr;
  if (bgb_game_new(name, options, &game) != BGB_OK) {
    bs.SkipWithError(bgb_last_error());
    return;
  }
  int32_t dims[1] = {0}, nd = 0, distinct = 0;
  const bool tensor = bgb_game_observation_shape(game, dims, 1, &nd) == BGB_OK;
  bgb_game_num_distinct_actions(game, &distinct);
  std::vector<float> obs(static_cast<std::size_t>(dims[0]));
  std::vector<uint8_t> mask(static_cast<std::size_t>(distinct));
  const std::vector<bgb_state*> states = decision_states(game, 64);
  std::size_t k = 0;
  bool failed = false;
  for (auto _ : bs) {
    const bgb_state* s = states[k];
    k = (k + 1) & 63;
    int32_t seat = 0, len = 0;
    bgb_state_current_player(s, &seat);
    if (tensor) failed |= bgb_state_observation_tensor(s, seat, obs.data(), dims[0], &len) != BGB_OK;
    failed |= bgb_state_legal_mask(s, mask.data(), distinct, &len) != BGB_OK;
    benchmark::DoNotOptimize(obs.data());
    benchmark::DoNotOptimize(mask.data());
  }
  if (failed) bs.SkipWithError(bgb_last_error());
  for (bgb_state* s : states) bgb_state_free(s);
  bgb_game_free(game);
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["floats"] = dims[0];
}

void capi_batch(benchmark::State& bs, const char* name, const char* options) {
  const int n = static_cast<int>(bs.range(0));
  bgb_game* game = nullptr;
  if (bgb_game_new(name, options, &game) != BGB_OK) {
    bs.SkipWithError(bgb_last_error());
    return;
  }
  int32_t dims[1] = {0}, nd = 0, distinct = 0, players = 0;
  const bool tensor = bgb_game_observation_shape(game, dims, 1, &nd) == BGB_OK;
  bgb_game_num_distinct_actions(game, &distinct);
  bgb_game_num_players(game, &players);
  const std::size_t games = static_cast<std::size_t>(n);
  std::vector<float> obs(games * static_cast<std::size_t>(dims[0])), rewards(games * static_cast<std::size_t>(players));
  std::vector<uint8_t> masks(games * static_cast<std::size_t>(distinct)), dones(games);
  std::vector<int32_t> seats(games), actions(games), legal(static_cast<std::size_t>(distinct));
  bgb_batch* batch = nullptr;
  bgb_batch_new(game, n, 1, &batch);
  uint64_t rng = 0;
  bgb_rng_seed(3, &rng);
  bool failed = bgb_batch_observe(batch, tensor ? obs.data() : nullptr, static_cast<int64_t>(obs.size()), masks.data(),
                                  static_cast<int64_t>(masks.size()), seats.data()) != BGB_OK;
  for (auto _ : bs) {
    bs.PauseTiming();
    for (std::size_t i = 0; i < games; ++i) {
      const uint8_t* row = masks.data() + i * static_cast<std::size_t>(distinct);
      std::size_t m = 0;
      for (int32_t a = 0; a < distinct; ++a)
        if (row[a]) legal[m++] = a;
      uint64_t pick = 0;
      bgb_rng_below(&rng, m, &pick);
      actions[i] = legal[static_cast<std::size_t>(pick)];
    }
    bs.ResumeTiming();
    failed |= bgb_batch_step(batch, actions.data(), n, rewards.data(), dones.data()) != BGB_OK;
    failed |= bgb_batch_observe(batch, tensor ? obs.data() : nullptr, static_cast<int64_t>(obs.size()), masks.data(),
                                static_cast<int64_t>(masks.size()), seats.data()) != BGB_OK;
    if (failed) break;
  }
  if (failed) bs.SkipWithError(bgb_last_error());
  bgb_batch_free(batch);
  bgb_game_free(game);
  bs.SetItemsProcessed(bs.iterations() * n);
}

BENCHMARK_CAPTURE(capi_tensor, crew_4p, "the-crew", kCrew4)->Name("BM_CapiTensor/crew_4p");
BENCHMARK_CAPTURE(capi_tensor, crew_2p, "the-crew", R"({"players":2,"mission":10})")->Name("BM_CapiTensor/crew_2p");
BENCHMARK_CAPTURE(capi_tensor, ufs, "under-falling-skies", kUfs)->Name("BM_CapiTensor/ufs");
BENCHMARK_CAPTURE(capi_tensor, dp6_4p, "dp6", kDp6)->Name("BM_CapiTensor/dp6_4p");
BENCHMARK_CAPTURE(capi_tensor, rn_4p, "red-november", kRn4)->Name("BM_CapiTensor/rn_4p");
BENCHMARK_CAPTURE(capi_batch, crew_4p, "the-crew", kCrew4)->Name("BM_CapiBatchStep/crew_4p")->Arg(1024);
BENCHMARK_CAPTURE(capi_batch, ufs, "under-falling-skies", kUfs)->Name("BM_CapiBatchStep/ufs")->Arg(1024);
BENCHMARK_CAPTURE(capi_batch, dp6_4p, "dp6", kDp6)->Name("BM_CapiBatchStep/dp6_4p")->Arg(1024);
BENCHMARK_CAPTURE(capi_batch, rn_4p, "red-november", kRn4)->Name("BM_CapiBatchStep/rn_4p")->Arg(1024);

}  // namespace
