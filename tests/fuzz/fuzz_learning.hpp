#pragma once
/// \file
/// The fuzz driver's opcodes for the learning calls (ABI 1.5), kept beside fuzz_driver.cpp:
///  - tensor: the legal mask agrees with the legal actions (all 0 at chance and terminal
///    states), a short buffer is refused untouched; the tensor of a viewer from the input is
///    refused for a non-viewer, else it is finite, the same twice, and of the shape's length;
///    a game without an encoder refuses both calls alike; the state never changes;
///  - batch: a batch of 1..4 games seeded from the input, stepped with actions from its masks
///    and now and then a raw id from the input: a refused step changes no game and writes no
///    output; every game always waits for a decision of the seat observe reports; a twin batch
///    given the same seed and actions ends in the same states.
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "fuzz_support.hpp"

namespace bgb::fuzz {

inline void check_tensor_and_mask(Input& in, const bgb_game* game, const bgb_state* s, std::int32_t players,
                                  std::int32_t distinct) {
  const std::uint64_t hash = hash_of(s);
  std::int32_t len = -1;
  expect_ok(bgb_state_legal_mask(s, nullptr, 0, &len), "bgb_state_legal_mask");
  BGB_FUZZ_CHECK(len == distinct, "the mask's length is not num_distinct_actions");
  std::vector<std::uint8_t> mask(static_cast<std::size_t>(distinct) + 1, 0xEE);
  expect_refused(bgb_state_legal_mask(s, mask.data(), distinct - 1, &len), "bgb_state_legal_mask");
  BGB_FUZZ_CHECK(mask[0] == 0xEE, "a refused bgb_state_legal_mask wrote");
  expect_ok(bgb_state_legal_mask(s, mask.data(), distinct, &len), "bgb_state_legal_mask");
  BGB_FUZZ_CHECK(mask.back() == 0xEE, "bgb_state_legal_mask wrote past its length");
  std::vector<std::uint8_t> want(static_cast<std::size_t>(distinct) + 1, 0);
  want.back() = 0xEE;
  if (player_of(s) >= 0)
    for (std::int32_t a : applicable(s)) want[static_cast<std::size_t>(a)] = 1;
  BGB_FUZZ_CHECK(mask == want, "the mask is not the legal actions");

  std::int32_t dims[2] = {0, 0}, nd = 0;
  const std::int32_t shape = bgb_game_observation_shape(game, dims, 2, &nd);
  const std::int32_t viewer = static_cast<std::int32_t>(in.byte() % static_cast<unsigned>(players + 4)) - 3;
  std::int32_t got = -1;
  if (shape != BGB_OK) {
    expect_refused(shape, "bgb_game_observation_shape");
    BGB_FUZZ_CHECK(shape == BGB_E_UNSUPPORTED, "observation shape refused oddly");
    const std::int32_t st = bgb_state_observation_tensor(s, 0, nullptr, 0, &got);
    expect_refused(st, "bgb_state_observation_tensor");
    BGB_FUZZ_CHECK(st == BGB_E_UNSUPPORTED, "the game has no shape but a tensor");
  } else {
    BGB_FUZZ_CHECK(nd == 1 && dims[0] > 0, "a tensor shape that is not 1-D");
    std::vector<float> t(static_cast<std::size_t>(dims[0]) + 1, -3.0f), again(t);
    const std::int32_t st = bgb_state_observation_tensor(s, viewer, t.data(), dims[0], &got);
    if (viewer == BGB_VIEW_PUBLIC || (viewer >= 0 && viewer < players)) {
      expect_ok(st, "bgb_state_observation_tensor");
      BGB_FUZZ_CHECK(got == dims[0] && t.back() == -3.0f, "the tensor's length is not the shape's");
      for (float x : t) BGB_FUZZ_CHECK(std::isfinite(x), "a tensor value that is not finite");
      expect_ok(bgb_state_observation_tensor(s, viewer, again.data(), dims[0], &got), "bgb_state_observation_tensor");
      BGB_FUZZ_CHECK(t == again, "two tensors of the same state and viewer differ");
    } else {
      expect_refused(st, "bgb_state_observation_tensor");
      BGB_FUZZ_CHECK(st == BGB_E_INVALID_ARGUMENT && t[0] == -3.0f, "a bad viewer refused oddly");
    }
  }
  BGB_FUZZ_CHECK(hash_of(s) == hash, "a tensor or mask changed the state");
}

struct BatchFree {
  void operator()(bgb_batch* b) const noexcept { bgb_batch_free(b); }
};
using BatchPtr = std::unique_ptr<bgb_batch, BatchFree>;

inline BatchPtr new_batch(const bgb_game* game, std::int32_t n, std::uint64_t seed) {
  bgb_batch* b = nullptr;
  expect_ok(bgb_batch_new(game, n, seed, &b), "bgb_batch_new");
  return BatchPtr(b);
}

inline std::vector<std::uint64_t> batch_hashes(const bgb_batch* b, std::int32_t n) {
  std::vector<std::uint64_t> out;
  for (std::int32_t i = 0; i < n; ++i) {
    bgb_state* s = nullptr;
    expect_ok(bgb_batch_state(b, i, &s), "bgb_batch_state");
    const StatePtr keep(s);
    out.push_back(hash_of(s));
  }
  return out;
}

inline void check_batch(Input& in, const bgb_game* game, std::int32_t players, std::int32_t distinct) {
  const std::int32_t n = 1 + in.byte() % 4;
  const std::uint64_t seed = in.u64();
  bgb_batch* refused = reinterpret_cast<bgb_batch*>(&refused);
  expect_refused(bgb_batch_new(game, 0, seed, &refused), "bgb_batch_new");
  BGB_FUZZ_CHECK(refused == nullptr, "a refused bgb_batch_new left *out set");
  const BatchPtr b = new_batch(game, n, seed), twin = new_batch(game, n, seed);
  const std::size_t games = static_cast<std::size_t>(n), a = static_cast<std::size_t>(distinct);
  std::vector<std::uint8_t> masks(games * a), dones(games);
  std::vector<std::int32_t> seats(games), actions(games);
  std::vector<float> rewards(games * static_cast<std::size_t>(players));
  const int steps = in.byte() % 16;
  for (int step = 0; step < steps && !in.empty(); ++step) {
    expect_ok(bgb_batch_observe(b.get(), nullptr, 0, masks.data(), static_cast<std::int64_t>(masks.size()), seats.data()),
              "bgb_batch_observe");
    const std::vector<std::uint64_t> before = batch_hashes(b.get(), n);
    for (std::size_t i = 0; i < games; ++i) {
      bgb_state* s = nullptr;
      expect_ok(bgb_batch_state(b.get(), static_cast<std::int32_t>(i), &s), "bgb_batch_state");
      const StatePtr keep(s);
      BGB_FUZZ_CHECK(player_of(s) == seats[i] && seats[i] >= 0, "a batch game does not wait for its seat's decision");
      const std::vector<std::int32_t> legal = applicable(s);
      actions[i] = legal[in.byte() % legal.size()];
    }
    if (in.byte() % 4 == 0) {  // a raw id somewhere: legal or not, all or nothing
      const std::size_t at = in.byte() % games;
      const std::int32_t keep = actions[at];
      actions[at] = static_cast<std::int32_t>(in.u64() % static_cast<std::uint64_t>(distinct + 20)) - 10;
      std::vector<float> r(rewards.size(), 9.0f);
      std::vector<std::uint8_t> d(games, 9);
      const std::int32_t st = bgb_batch_step(b.get(), actions.data(), n, r.data(), d.data());
      if (st != BGB_OK) {
        expect_refused(st, "bgb_batch_step");
        BGB_FUZZ_CHECK(st == BGB_E_ILLEGAL_ACTION, "an illegal batch action refused oddly");
        BGB_FUZZ_CHECK(batch_hashes(b.get(), n) == before, "a refused bgb_batch_step changed a game");
        BGB_FUZZ_CHECK(r == std::vector<float>(rewards.size(), 9.0f) && d == std::vector<std::uint8_t>(games, 9),
                       "a refused bgb_batch_step wrote its outputs");
        actions[at] = keep;
      } else {
        expect_ok(bgb_batch_step(twin.get(), actions.data(), n, nullptr, nullptr), "bgb_batch_step");
        continue;
      }
    }
    expect_ok(bgb_batch_step(b.get(), actions.data(), n, rewards.data(), dones.data()), "bgb_batch_step");
    expect_ok(bgb_batch_step(twin.get(), actions.data(), n, nullptr, nullptr), "bgb_batch_step");
    for (std::size_t i = 0; i < games; ++i) {
      BGB_FUZZ_CHECK(dones[i] <= 1, "a done flag that is not 0 or 1");
      for (std::int32_t p = 0; !dones[i] && p < players; ++p)
        BGB_FUZZ_CHECK(rewards[i * static_cast<std::size_t>(players) + static_cast<std::size_t>(p)] == 0.0f,
                       "a reward for a game that goes on");
    }
  }
  BGB_FUZZ_CHECK(batch_hashes(b.get(), n) == batch_hashes(twin.get(), n), "two batches of one seed and actions differ");
}

}  // namespace bgb::fuzz
