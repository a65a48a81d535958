/// \file
/// Batched environments through the C ABI (bgb_batch_*, ABI 1.5): move for move the same games
/// as single states stepped with bgb_state_apply and bgb_state_sample_chance on each game's own
/// generator (seeded bgb::playout_seed(seed, i)), auto-reset with the returns of the finished
/// game, an illegal action that changes nothing, determinism, and the refusals.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bgb/bgb.h"
#include "bgb/core/playouts.hpp"
#include "capi_helpers.hpp"
#include "playout_games.hpp"

namespace {

using bgb::testing::GamePtr;
using bgb::testing::StatePtr;

struct BatchFree {
  void operator()(bgb_batch* b) const noexcept { bgb_batch_free(b); }
};
using BatchPtr = std::unique_ptr<bgb_batch, BatchFree>;

BatchPtr new_batch(const bgb_game* g, int n, std::uint64_t seed) {
  bgb_batch* b = nullptr;
  bgb::testing::require_ok(bgb_batch_new(g, n, seed, &b), "bgb_batch_new");
  return BatchPtr(b);
}

int tensor_len(const bgb_game* g) {
  std::int32_t dims[1] = {0}, nd = 0;
  return bgb_game_observation_shape(g, dims, 1, &nd) == BGB_OK ? dims[0] : 0;
}

/// Everything observe gives, plus each game's hash.
struct Snapshot {
  std::vector<float> obs;
  std::vector<std::uint8_t> masks;
  std::vector<std::int32_t> players;
  std::vector<std::uint64_t> hashes;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(const bgb_game* g, const bgb_batch* b) {
  std::int32_t n = 0, distinct = 0;
  bgb_batch_size(b, &n);
  bgb_game_num_distinct_actions(g, &distinct);
  const int len = tensor_len(g);
  Snapshot s;
  s.obs.assign(static_cast<std::size_t>(n * len), -1.0f);
  s.masks.assign(static_cast<std::size_t>(n * distinct), 9);
  s.players.assign(static_cast<std::size_t>(n), -9);
  EXPECT_EQ(bgb_batch_observe(b, len > 0 ? s.obs.data() : nullptr, static_cast<std::int64_t>(s.obs.size()), s.masks.data(),
                              static_cast<std::int64_t>(s.masks.size()), s.players.data()),
            BGB_OK)
      << bgb_last_error();
  for (int i = 0; i < n; ++i) {
    bgb_state* st = nullptr;
    EXPECT_EQ(bgb_batch_state(b, i, &st), BGB_OK);
    s.hashes.push_back(bgb::testing::c_hash(st));
    bgb_state_free(st);
  }
  return s;
}

/// A legal action of game i picked with rng from its mask row.
std::vector<std::int32_t> pick_actions(const Snapshot& s, int distinct, std::uint64_t& rng) {
  std::vector<std::int32_t> out;
  for (std::size_t i = 0; i < s.players.size(); ++i) {
    std::vector<std::int32_t> legal;
    for (int a = 0; a < distinct; ++a)
      if (s.masks[i * static_cast<std::size_t>(distinct) + static_cast<std::size_t>(a)]) legal.push_back(a);
    EXPECT_FALSE(legal.empty());
    std::uint64_t k = 0;
    bgb_rng_below(&rng, legal.size(), &k);
    out.push_back(legal[k]);
  }
  return out;
}

TEST(CapiBatch, StepsLikeSingleStatesWithEachGamesGenerator) {
  for (const auto& pg : bgb::testing::kPlayoutGames) {
    const GamePtr g = bgb::testing::c_game_named(pg.name, pg.options);
    constexpr int kGames = 6;
    constexpr std::uint64_t kSeed = 42;
    std::int32_t players = 0, distinct = 0;
    bgb_game_num_players(g.get(), &players);
    bgb_game_num_distinct_actions(g.get(), &distinct);
    const int len = tensor_len(g.get());
    const BatchPtr b = new_batch(g.get(), kGames, kSeed);
    std::vector<StatePtr> shadow;
    std::vector<std::uint64_t> rngs;
    for (int i = 0; i < kGames; ++i) {
      rngs.push_back(bgb::playout_seed(kSeed, i));
      shadow.push_back(bgb::testing::c_initial(g.get()));
      bgb::testing::c_settle(shadow.back().get(), rngs.back());
    }
    std::uint64_t chooser = 0;
    bgb_rng_seed(5, &chooser);
    int dones_seen = 0;
    for (int step = 0; step < 400; ++step) {
      const Snapshot s = snapshot(g.get(), b.get());
      for (int i = 0; i < kGames; ++i) {
        const std::size_t k = static_cast<std::size_t>(i);
        ASSERT_EQ(s.hashes[k], bgb::testing::c_hash(shadow[k].get())) << pg.name << " step " << step << " game " << i;
        std::int32_t p = 0;
        bgb_state_current_player(shadow[k].get(), &p);
        ASSERT_EQ(s.players[k], p);
        std::vector<std::uint8_t> mask(static_cast<std::size_t>(distinct));
        std::int32_t got = 0;
        ASSERT_EQ(bgb_state_legal_mask(shadow[k].get(), mask.data(), distinct, &got), BGB_OK);
        ASSERT_TRUE(std::equal(mask.begin(), mask.end(), s.masks.begin() + i * distinct));
        if (len > 0) {
          std::vector<float> t(static_cast<std::size_t>(len));
          ASSERT_EQ(bgb_state_observation_tensor(shadow[k].get(), p, t.data(), len, &got), BGB_OK);
          ASSERT_TRUE(std::equal(t.begin(), t.end(), s.obs.begin() + i * len));
        }
      }
      const std::vector<std::int32_t> actions = pick_actions(s, distinct, chooser);
      std::vector<float> rewards(static_cast<std::size_t>(kGames * players), -1.0f);
      std::vector<std::uint8_t> dones(kGames, 9);
      ASSERT_EQ(bgb_batch_step(b.get(), actions.data(), kGames, rewards.data(), dones.data()), BGB_OK) << bgb_last_error();
      for (int i = 0; i < kGames; ++i) {
        const std::size_t k = static_cast<std::size_t>(i);
        ASSERT_EQ(bgb_state_apply_into(shadow[k].get(), actions[k], shadow[k].get()), BGB_OK);
        bgb::testing::c_settle(shadow[k].get(), rngs[k]);
        std::int32_t over = 0;
        bgb_state_is_terminal(shadow[k].get(), &over);
        ASSERT_EQ(dones[k], over) << pg.name << " step " << step << " game " << i;
        std::vector<double> r(static_cast<std::size_t>(players), 0.0);
        std::int32_t count = 0;
        if (over) bgb_state_returns(shadow[k].get(), r.data(), players, &count);
        for (int q = 0; q < players; ++q)
          ASSERT_EQ(rewards[k * static_cast<std::size_t>(players) + static_cast<std::size_t>(q)],
                    static_cast<float>(r[static_cast<std::size_t>(q)]));
        if (over) {  // auto-reset: a fresh game from the same generator
          ++dones_seen;
          shadow[k] = bgb::testing::c_initial(g.get());
          bgb::testing::c_settle(shadow[k].get(), rngs[k]);
        }
      }
    }
    if (std::string(pg.name) == "the-crew") {
      EXPECT_GT(dones_seen, 10) << "the auto-reset was never exercised";
    }
  }
}

TEST(CapiBatch, AnIllegalActionChangesNoGame) {
  const GamePtr g = bgb::testing::c_game(R"({"players":3,"mission":4})");
  std::int32_t distinct = 0;
  bgb_game_num_distinct_actions(g.get(), &distinct);
  const BatchPtr b = new_batch(g.get(), 4, 9);
  const BatchPtr twin = new_batch(g.get(), 4, 9);
  std::uint64_t chooser = 0;
  bgb_rng_seed(1, &chooser);
  const Snapshot before = snapshot(g.get(), b.get());
  std::vector<std::int32_t> actions = pick_actions(before, distinct, chooser);
  for (std::int32_t bad : {-1, distinct, 100000}) {
    std::vector<std::int32_t> wrong = actions;
    wrong[2] = bad;
    std::vector<float> rewards(12, 7.0f);
    std::vector<std::uint8_t> dones(4, 7);
    ASSERT_EQ(bgb_batch_step(b.get(), wrong.data(), 4, rewards.data(), dones.data()), BGB_E_ILLEGAL_ACTION);
    const std::string msg = bgb_last_error();
    EXPECT_NE(msg.find("bgb_batch_step: game 2: "), std::string::npos) << msg;
    EXPECT_NE(msg.find(std::to_string(bad)), std::string::npos) << msg;
    EXPECT_EQ(rewards, std::vector<float>(12, 7.0f));
    EXPECT_EQ(dones, std::vector<std::uint8_t>(4, 7));
    EXPECT_EQ(snapshot(g.get(), b.get()), before);
  }
  // A legal action that is not this game's (another seat's card): refused with its reason.
  std::vector<std::int32_t> wrong = actions;
  for (std::int32_t a = 0; a < distinct; ++a)
    if (!before.masks[static_cast<std::size_t>(3 * distinct + a)]) {
      wrong[3] = a;
      break;
    }
  ASSERT_EQ(bgb_batch_step(b.get(), wrong.data(), 4, nullptr, nullptr), BGB_E_ILLEGAL_ACTION);
  EXPECT_NE(std::string(bgb_last_error()).find("game 3: action"), std::string::npos) << bgb_last_error();
  EXPECT_EQ(snapshot(g.get(), b.get()), before);
  // The generators did not move either: the batch goes on exactly like its twin.
  for (int step = 0; step < 200; ++step) {
    ASSERT_EQ(bgb_batch_step(b.get(), actions.data(), 4, nullptr, nullptr), BGB_OK);
    ASSERT_EQ(bgb_batch_step(twin.get(), actions.data(), 4, nullptr, nullptr), BGB_OK);
    const Snapshot now = snapshot(g.get(), b.get());
    ASSERT_EQ(now, snapshot(g.get(), twin.get()));
    actions = pick_actions(now, distinct, chooser);
  }
}

TEST(CapiBatch, SameSeedSameGamesAndResetStartsOver) {
  const GamePtr g = bgb::testing::c_game(R"({"players":4,"mission":8})");
  std::int32_t distinct = 0;
  bgb_game_num_distinct_actions(g.get(), &distinct);
  auto run = [&](bgb_batch* b) {
    std::uint64_t chooser = 0;
    bgb_rng_seed(11, &chooser);
    std::vector<float> all_rewards;
    std::vector<Snapshot> seen;
    for (int step = 0; step < 120; ++step) {
      seen.push_back(snapshot(g.get(), b));
      const std::vector<std::int32_t> actions = pick_actions(seen.back(), distinct, chooser);
      std::vector<float> rewards(32);
      EXPECT_EQ(bgb_batch_step(b, actions.data(), 8, rewards.data(), nullptr), BGB_OK);
      all_rewards.insert(all_rewards.end(), rewards.begin(), rewards.end());
    }
    return std::make_pair(seen, all_rewards);
  };
  const BatchPtr a = new_batch(g.get(), 8, 123);
  const BatchPtr b = new_batch(g.get(), 8, 123);
  const auto first = run(a.get());
  EXPECT_EQ(first, run(b.get()));
  ASSERT_EQ(bgb_batch_reset(a.get(), 123), BGB_OK);
  EXPECT_EQ(first, run(a.get()));
  const BatchPtr other = new_batch(g.get(), 8, 124);
  EXPECT_NE(snapshot(g.get(), other.get()).hashes, first.first.front().hashes);
}

TEST(CapiBatch, Refusals) {
  const GamePtr g = bgb::testing::c_game("{}");
  bgb_batch* out = reinterpret_cast<bgb_batch*>(&out);
  EXPECT_EQ(bgb_batch_new(g.get(), 0, 1, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(out, nullptr);
  EXPECT_EQ(bgb_batch_new(g.get(), (1 << 20) + 1, 1, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_batch_new(nullptr, 2, 1, &out), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_batch_new(g.get(), 2, 1, nullptr), BGB_E_INVALID_ARGUMENT);
  const BatchPtr b = new_batch(g.get(), 2, 1);
  std::int32_t n = 0;
  EXPECT_EQ(bgb_batch_size(b.get(), &n), BGB_OK);
  EXPECT_EQ(n, 2);
  EXPECT_EQ(bgb_batch_size(nullptr, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_batch_size(b.get(), nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_batch_reset(nullptr, 1), BGB_E_INVALID_ARGUMENT);
  const std::int32_t actions[3] = {0, 0, 0};
  EXPECT_EQ(bgb_batch_step(b.get(), actions, 3, nullptr, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_NE(std::string(bgb_last_error()).find("batch has 2 games"), std::string::npos);
  EXPECT_EQ(bgb_batch_step(b.get(), nullptr, 2, nullptr, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_batch_step(nullptr, actions, 2, nullptr, nullptr), BGB_E_INVALID_ARGUMENT);
  std::vector<float> obs(static_cast<std::size_t>(2 * tensor_len(g.get())), 3.0f);
  std::vector<std::uint8_t> masks(2 * 610, 3);
  EXPECT_EQ(bgb_batch_observe(b.get(), obs.data(), static_cast<std::int64_t>(obs.size()) - 1, masks.data(), 1220, nullptr),
            BGB_E_BUFFER_TOO_SMALL);
  EXPECT_EQ(bgb_batch_observe(b.get(), obs.data(), static_cast<std::int64_t>(obs.size()), masks.data(), 1219, nullptr),
            BGB_E_BUFFER_TOO_SMALL);
  EXPECT_EQ(bgb_batch_observe(b.get(), obs.data(), -1, nullptr, 0, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(obs.front(), 3.0f);
  EXPECT_EQ(masks.front(), 3);
  EXPECT_EQ(bgb_batch_observe(nullptr, nullptr, 0, nullptr, 0, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_batch_observe(b.get(), nullptr, -5, nullptr, -5, nullptr), BGB_OK);  // nothing asked
  bgb_state* st = reinterpret_cast<bgb_state*>(&st);
  EXPECT_EQ(bgb_batch_state(b.get(), 2, &st), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(st, nullptr);
  EXPECT_EQ(bgb_batch_state(b.get(), -1, &st), BGB_E_INVALID_ARGUMENT);
  bgb_batch_free(nullptr);
}

TEST(CapiBatch, MasksWithoutTensorsInEveryGame) {
  for (const auto& pg : bgb::testing::kPlayoutGames) {
    const GamePtr g = bgb::testing::c_game_named(pg.name, pg.options);
    const BatchPtr b = new_batch(g.get(), 3, 2);
    std::int32_t distinct = 0;
    bgb_game_num_distinct_actions(g.get(), &distinct);
    std::vector<std::uint8_t> masks(static_cast<std::size_t>(3 * distinct));
    std::int32_t players[3];
    EXPECT_EQ(bgb_batch_observe(b.get(), nullptr, 0, masks.data(), 3 * distinct, players), BGB_OK) << pg.name;
    if (tensor_len(g.get()) == 0) {
      float obs[4] = {1, 1, 1, 1};
      EXPECT_EQ(bgb_batch_observe(b.get(), obs, 4, masks.data(), 3 * distinct, players), BGB_E_UNSUPPORTED) << pg.name;
      EXPECT_EQ(obs[0], 1.0f);
    }
  }
}

}  // namespace
