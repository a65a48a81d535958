/// \file
/// libbgb: bgb_playouts, a batch of random games on the typed game (AnyState::playouts, which
/// runs bgb::run_playouts_from_seed). Same discipline as bgb.cpp: every pointer is checked, the
/// body runs inside firewall(), a failure leaves the outputs as they were.
#include <algorithm>
#include <cstdint>
#include <string>

#include "bgb/bgb.h"
#include "bgb/core/playouts.hpp"
#include "handles.hpp"
#include "support.hpp"

using namespace bgb::capi::detail;

static_assert(BGB_PLAYOUT_MAX_SEATS == bgb::kMaxPlayers, "bgb_playout_stats has a slot per seat of the largest game");
static_assert(BGB_PLAYOUT_LENGTH_BUCKETS == bgb::PlayoutStats::kLengthBuckets, "the length histograms agree");
static_assert(BGB_PLAYOUT_BUCKET_WIDTH == bgb::PlayoutStats::kBucketWidth, "the length buckets agree");

extern "C" {

BGB_API int32_t bgb_playouts(const bgb_state* start, int32_t n, uint64_t* rng_state, int32_t threads,
                             bgb_playout_stats* out) {
  static constexpr const char* kFn = "bgb_playouts";
  return firewall(kFn, [&]() -> std::int32_t {
    BGB_REQUIRE(start);
    BGB_REQUIRE(rng_state);
    BGB_REQUIRE(out);
    if (n < 0) return fail(kFn, BGB_E_INVALID_ARGUMENT, {"n must be >= 0, got ", std::to_string(n)});
    if (threads < 1) return fail(kFn, BGB_E_INVALID_ARGUMENT, {"threads must be >= 1, got ", std::to_string(threads)});
    bgb::Rng rng(*rng_state);
    const std::uint64_t base = rng.next();
    const bgb::PlayoutStats st = start->impl->playouts(n, base, threads, nullptr);
    bgb_playout_stats r{};
    r.games = st.games;
    r.actions = st.actions;
    r.decisions = st.decisions;
    r.all_won = st.all_won;
    r.split = st.split;
    r.num_players = static_cast<std::int32_t>(start->impl->game()->num_players());
    std::copy(st.wins.begin(), st.wins.end(), r.wins);
    std::copy(st.return_sums.begin(), st.return_sums.end(), r.return_sums);
    std::copy(st.lengths.begin(), st.lengths.end(), r.lengths);
    *out = r;
    *rng_state = rng.state();
    return BGB_OK;
  });
}

}  // extern "C"
