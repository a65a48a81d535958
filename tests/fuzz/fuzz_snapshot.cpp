/// \file
/// fuzz_snapshot: bgb_state_from_json with mutated snapshots. Input: [game byte][options]\0
/// [snapshot JSON]; the seed corpus (tests/fuzz/corpus_main.cpp) holds the snapshots of every
/// state the conformance scenarios and seeded random games reach, with their game's options.
///
/// A snapshot that loads is a state the library vouches for, so it must behave like one that
/// was played to: every state check passes (its own snapshot reloads identically, every legal
/// action is accepted...), information-set resampling for each seat keeps that seat's view,
/// and seeded random play from it reaches the end of the game without a seat stuck.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"

using namespace bgb::fuzz;

namespace {

void check_resample(const bgb_game* game, const bgb_state* s, std::int32_t seat) {
  std::uint64_t rng = 0;
  bgb_rng_seed(static_cast<std::uint64_t>(seat) + 1, &rng);
  const std::uint64_t rng_before = rng;
  bgb_state* raw = nullptr;
  if (!ok_or_refused(bgb_state_resample(s, seat, &rng, &raw), "bgb_state_resample")) {
    BGB_FUZZ_CHECK(raw == nullptr && rng == rng_before, "a refused resample changed its outputs");
    return;
  }
  const StatePtr r(raw);
  BGB_FUZZ_CHECK(json_of(r.get(), seat) == json_of(s, seat),
                 "resampling changed the view of seat " + std::to_string(seat) + ":\n" + json_of(s, BGB_VIEW_ALL));
  check_state(game, r.get(), CheckOptions{/*apply_each=*/false, /*snapshot_may_be_refused=*/true});
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Input in(data, size);
  const Setup setup = read_setup(in);
  const GamePtr game = make_game(setup);
  if (!game) return 0;
  const std::string snapshot = in.rest();

  bgb_state* raw = nullptr;
  if (!ok_or_refused(bgb_state_from_json(game.get(), snapshot.c_str(), &raw), "bgb_state_from_json")) {
    BGB_FUZZ_CHECK(raw == nullptr, "bgb_state_from_json failed but set *out");
    return 0;
  }
  StatePtr s(raw);
  check_state(game.get(), s.get());
  const std::int32_t players = players_of(game.get());
  for (std::int32_t seat = 0; seat < players; ++seat) check_resample(game.get(), s.get(), seat);

  // Seeded random play to the end: a loaded state must not lead anywhere a played one could
  // not (a successor whose snapshot is refused would mean the reader let through a state the
  // rules cannot handle). The first two successors and every 32nd are checked in full, the
  // end too; random_play checks on every step that a seat to act can act. The bound is far
  // above any game's length; reaching it means the game never ends.
  constexpr int kMaxActions = 10000;
  std::uint64_t rng = 0;
  bgb_rng_seed(hash_of(s.get()), &rng);
  for (int i = 0; player_of(s.get()) != BGB_TERMINAL; ++i) {
    BGB_FUZZ_CHECK(i < kMaxActions, "the game does not end after a loaded snapshot:\n" + snapshot);
    s = random_play(std::move(s), rng++, 1);
    if (i < 2 || i % 32 == 31) check_state(game.get(), s.get(), CheckOptions{/*apply_each=*/false});
  }
  check_state(game.get(), s.get());
  return 0;
}
