// The shared core (include/bgb/core): the pinned RNG, the fixed vector, Result, and the generic
// algorithms written once over the Game concept, checked on a tiny game whose counts are known.
#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "bgb/core.hpp"

namespace {

// SplitMix64's published reference outputs: the generator is pinned, so a seed means the same
// game on every platform and in every language binding.
TEST(Core_Rng, SplitMix64ReferenceOutputs) {
  bgb::Rng zero(0);
  EXPECT_EQ(zero.next(), 0xE220A8397B1DCDAFULL);
  EXPECT_EQ(zero.next(), 0x6E789E6AA1B965F4ULL);
  EXPECT_EQ(zero.next(), 0x06C45D188009454FULL);
  bgb::Rng answer(42);
  EXPECT_EQ(answer.next(), 0xBDD732262FEB6E95ULL);
  EXPECT_EQ(answer.next(), 0x28EFE333B266F103ULL);
  std::uint64_t raw = 42;
  EXPECT_EQ(bgb::Rng::step(raw), 0xBDD732262FEB6E95ULL);
  EXPECT_EQ(raw, bgb::Rng(42).state() + 0x9E3779B97F4A7C15ULL) << "the C ABI's raw state advances the same";
}

// Bounded draws are pinned too (multiply-and-reject); these values were computed with an
// independent big-integer implementation. A change here changes every seeded game.
TEST(Core_Rng, BoundedDrawsArePinned) {
  bgb::Rng r(2024);
  const std::array<std::uint64_t, 10> bounds = {10, 40, 39, 2, 1, 3, 1000000007, 36, 7, 52};
  const std::array<std::uint64_t, 10> want = {6, 3, 11, 0, 0, 1, 136753666, 21, 1, 22};
  for (std::size_t i = 0; i < bounds.size(); ++i) EXPECT_EQ(r.below(bounds[i]), want[i]) << "draw " << i;
  EXPECT_EQ(bgb::Rng(1).below(0), 0U);
}

// 200000 bounded draws from random generator states, over every kind of bound (small, powers
// of two, random, just above 2^63 where half the draws are rejected, just below 2^64), folded
// with the generator's state after each draw into one digest. It was computed with the
// portable multiply-and-reject from before issue 19, so it pins both the values and how many
// numbers each draw consumes: a faster below() must not change either.
TEST(Core_Rng, BoundedDrawsAndTheirConsumptionArePinned) {
  bgb::Rng gen(77);
  bgb::Hasher h;
  for (int i = 0; i < 200000; ++i) {
    const std::uint64_t state = gen.next();
    std::uint64_t bound = 0;
    switch (i % 6) {
      case 0: bound = 1 + gen.next() % 64; break;
      case 1: bound = std::uint64_t{1} << (gen.next() % 64); break;
      case 2: bound = gen.next(); break;
      case 3: bound = (std::uint64_t{1} << 63) + gen.next() % 1000; break;
      case 4: bound = ~std::uint64_t{0} - gen.next() % 1000; break;
      default: bound = gen.next() >> (gen.next() % 64); break;
    }
    bgb::Rng r(state);
    h.add(r.below(bound));
    h.add(r.state());
  }
  EXPECT_EQ(h.value(), 0x1FC3793C832F3937ULL);
}

TEST(Core_Rng, BoundedDrawsStayInRangeAndCoverIt) {
  bgb::Rng r(99);
  for (std::uint64_t bound : {1ULL, 2ULL, 3ULL, 7ULL, 40ULL, (1ULL << 63) + 5}) {
    std::array<int, 7> seen{};
    for (int i = 0; i < 2000; ++i) {
      const std::uint64_t x = r.below(bound);
      ASSERT_LT(x, bound);
      if (bound <= 7) ++seen[static_cast<std::size_t>(x)];
    }
    if (bound <= 7) {
      for (std::uint64_t v = 0; v < bound; ++v) EXPECT_GT(seen[static_cast<std::size_t>(v)], 0) << bound;
    }
  }
}

TEST(Core_Rng, Mul128MatchesNativeWideMultiply) {
  __extension__ using u128 = unsigned __int128;
  bgb::Rng r(5);
  for (int i = 0; i < 1000; ++i) {
    const std::uint64_t a = r.next(), b = i % 3 == 0 ? ~0ULL : r.next();
    std::uint64_t lo = 0;
    const std::uint64_t hi = bgb::Rng::mul128(a, b, lo);
    const u128 want = static_cast<u128>(a) * b;
    ASSERT_EQ(hi, static_cast<std::uint64_t>(want >> 64));
    ASSERT_EQ(lo, static_cast<std::uint64_t>(want));
  }
}

// Rng::below uses the compiler's 128-bit multiply where there is one; the portable
// multiply-and-reject stays the reference (WebAssembly, MSVC). Both must return the same value
// and leave the generator in the same state for every (state, bound), rejections included:
// bounds just above 2^63 reject about half the draws, UINT64_MAX - k a few in 2^64.
TEST(Core_Rng, WideAndPortableBoundedDrawsAgree) {
#if defined(__SIZEOF_INT128__)
  bgb::Rng gen(31337);
  std::vector<std::uint64_t> bounds = {1, 2, 3, 5, 7, 10, 39, 40, 41, 52, 1000000007, (1ULL << 32) - 1, 1ULL << 32,
                                       (1ULL << 32) + 1, (1ULL << 63) - 1, 1ULL << 63, (1ULL << 63) + 1,
                                       (1ULL << 63) + 12345, ~0ULL - 1, ~0ULL};
  for (int k = 0; k < 64; ++k) bounds.push_back(1ULL << k);
  for (int k = 0; k < 200; ++k) bounds.push_back(gen.next() >> (k % 64));
  std::uint64_t rejections = 0;
  for (std::uint64_t bound : bounds) {
    for (int i = 0; i < 500; ++i) {
      const std::uint64_t start = gen.next();
      std::uint64_t wide = start, portable = start;
      const std::uint64_t w = bgb::Rng::below_wide(wide, bound), p = bgb::Rng::below_portable(portable, bound);
      ASSERT_EQ(w, p) << "bound " << bound << " state " << start;
      ASSERT_EQ(wide, portable) << "bound " << bound << " state " << start << ": consumed differently";
      bgb::Rng r(start);
      ASSERT_EQ(r.below(bound), p);
      ASSERT_EQ(r.state(), portable);
      rejections += portable != start + 0x9E3779B97F4A7C15ULL;  // drew more than once
    }
  }
  EXPECT_GT(rejections, 1000U) << "the edge bounds must exercise the rejection loop";
#else
  GTEST_SKIP() << "no 128-bit integer here: Rng::below is the portable one";
#endif
}

// bits::count and bits::nth answer what a walk bit by bit answers, on the edges (no bit, every
// bit, the top byte alone) and on pinned random masks of every density: a uniform draw from a
// mask (a Crew deal, a random decision of every game) picks index nth(m, below(count(m))).
TEST(Core_Bits, CountAndNthAgreeWithAWalkBitByBit) {
  static_assert(bgb::bits::count(0) == 0 && bgb::bits::count(~std::uint64_t{0}) == 64);
  static_assert(bgb::bits::nth(std::uint64_t{1} << 63, 0) == 63 && bgb::bits::nth(0xF0, 3) == 7);
  std::vector<std::uint64_t> masks = {0, ~std::uint64_t{0}, 0xFF00000000000000ULL, 0x8000000000000001ULL, 0x3FFFFFFFU};
  bgb::Rng rng(2026);
  for (int i = 0; i < 2000; ++i) {
    std::uint64_t m = rng.next();
    for (int thin = i % 4; thin > 0; --thin) m &= rng.next();  // 1/2 .. 1/16 of the bits set
    masks.push_back(i % 5 == 0 ? m & 0x3FFFFFFFU : m);          // and 30-bit cell masks
  }
  for (const std::uint64_t m : masks) {
    int want = 0;
    for (int b = 0; b < 64; ++b) {
      if (!((m >> b) & 1U)) continue;
      ASSERT_EQ(bgb::bits::nth(m, want), b) << "mask " << std::hex << m << std::dec << ", set bit " << want;
      ++want;
    }
    ASSERT_EQ(bgb::bits::count(m), want) << "mask " << std::hex << m;
  }
}

TEST(Core_FixedVector, HoldsUpToCapacityInline) {
  bgb::FixedVector<int, 4> v;
  EXPECT_TRUE(v.empty());
  for (int i = 1; i <= 4; ++i) v.push_back(i * 10);
  EXPECT_TRUE(v.full());
  EXPECT_EQ(v.size(), 4);
  EXPECT_EQ(v[2], 30);
  EXPECT_TRUE(v.contains(40));
  EXPECT_FALSE(v.contains(50));
  int sum = 0;
  for (int x : v) sum += x;
  EXPECT_EQ(sum, 100);
  v.clear();
  EXPECT_EQ(v.size(), 0);
  static_assert(std::is_trivially_copyable_v<bgb::FixedVector<int, 4>>);
}

TEST(Core_Result, CarriesAValueOrAnError) {
  const bgb::Result<int> ok = 7;
  EXPECT_TRUE(ok.ok());
  EXPECT_EQ(*ok, 7);
  const bgb::Result<int> bad = bgb::make_error(bgb::Errc::parse, "cannot read 'x'");
  EXPECT_FALSE(bad.ok());
  EXPECT_FALSE(static_cast<bool>(bad));
  EXPECT_EQ(bad.error().code, bgb::Errc::parse);
  EXPECT_EQ(bad.error().message, "cannot read 'x'");
}

// The C ABI's status codes are these numbers; they must never move.
TEST(Core_Result, ErrorCodesMatchTheCAbi) {
  EXPECT_EQ(static_cast<int>(bgb::Errc::ok), 0);
  EXPECT_EQ(static_cast<int>(bgb::Errc::invalid_argument), -1);
  EXPECT_EQ(static_cast<int>(bgb::Errc::illegal_action), -2);
  EXPECT_EQ(static_cast<int>(bgb::Errc::buffer_too_small), -3);
  EXPECT_EQ(static_cast<int>(bgb::Errc::parse), -4);
  EXPECT_EQ(static_cast<int>(bgb::Errc::unknown_game), -5);
  EXPECT_EQ(static_cast<int>(bgb::Errc::out_of_memory), -6);
  EXPECT_EQ(static_cast<int>(bgb::Errc::unsupported), -7);
  EXPECT_EQ(static_cast<int>(bgb::Errc::internal), -100);
}

TEST(Core_Hasher, DependsOnEveryValueAndItsOrder) {
  bgb::Hasher a, b, c;
  a.add(1); a.add(2);
  b.add(2); b.add(1);
  c.add(1); c.add(2);
  EXPECT_NE(a.value(), b.value());
  EXPECT_EQ(a.value(), c.value());
}

/// A tiny game with known counts: a weighted coin (heads weight 1, tails weight 3), then seat 0
/// picks one of three actions, then it ends.
class CoinGame {
 public:
  struct State {
    int phase = 0;
    int coin = -1;
    int pick = -1;
    friend bool operator==(const State&, const State&) = default;
  };
  struct Options {};
  using ActionList = bgb::FixedVector<bgb::ActionId, 4>;
  using ChanceList = bgb::FixedVector<bgb::ChanceOutcome, 4>;
  static constexpr std::string_view kName = "coin";

  int num_players() const { return 1; }
  int num_distinct_actions() const { return 5; }
  int max_legal_actions() const { return 3; }
  State initial_state() const { return {}; }
  bgb::PlayerId current_player(const State& s) const {
    return s.phase == 0 ? bgb::kChance : s.phase == 1 ? 0 : bgb::kTerminal;
  }
  bool is_terminal(const State& s) const { return s.phase == 2; }
  void legal_actions(const State& s, ActionList& out) const {
    out.clear();
    if (s.phase == 1)
      for (bgb::ActionId a : {2, 3, 4}) out.push_back(a);
  }
  void chance_outcomes(const State& s, ChanceList& out) const {
    out.clear();
    if (s.phase == 0) {
      out.push_back({0, 1});
      out.push_back({1, 3});
    }
  }
  bool is_legal(const State& s, bgb::ActionId a) const {
    return s.phase == 0 ? (a == 0 || a == 1) : s.phase == 1 && a >= 2 && a <= 4;
  }
  State apply_unchecked(State s, bgb::ActionId a) const {
    (s.phase == 0 ? s.coin : s.pick) = a;
    ++s.phase;
    return s;
  }
  bgb::Result<State> apply(const State& s, bgb::ActionId a) const {
    if (!is_legal(s, a)) return bgb::make_error(bgb::Errc::illegal_action, "action " + std::to_string(a));
    return apply_unchecked(s, a);
  }
  std::string action_text(const State&, bgb::ActionId a) const { return std::to_string(a); }
  bgb::Result<bgb::ActionId> parse_action(const State&, std::string_view t) const {
    if (t.size() == 1 && t[0] >= '0' && t[0] <= '4') return t[0] - '0';
    return bgb::make_error(bgb::Errc::parse, "bad");
  }
  bgb::Returns returns(const State& s) const {
    bgb::Returns r;
    r.push_back(s.pick == 4 ? 1.0 : 0.0);
    return r;
  }
  std::uint64_t hash(const State& s) const {
    bgb::Hasher h;
    h.add(static_cast<std::uint64_t>(s.phase));
    h.add(static_cast<std::uint64_t>(s.coin + 1));
    h.add(static_cast<std::uint64_t>(s.pick + 1));
    return h.value();
  }
};
static_assert(bgb::Game<CoinGame>);

TEST(Core_Algorithms, PerftCountsLeavesIncludingChance) {
  const CoinGame g;
  EXPECT_EQ(bgb::perft(g, g.initial_state(), 0), 1U);
  EXPECT_EQ(bgb::perft(g, g.initial_state(), 1), 2U);
  EXPECT_EQ(bgb::perft(g, g.initial_state(), 2), 6U);
  EXPECT_EQ(bgb::perft(g, g.initial_state(), 5), 6U) << "terminal states before depth are leaves";
}

TEST(Core_Algorithms, SampleChanceFollowsIntegerWeights) {
  const CoinGame g;
  bgb::Rng rng(17);
  int tails = 0;
  constexpr int kDraws = 40000;
  for (int i = 0; i < kDraws; ++i) tails += bgb::sample_chance(g, g.initial_state(), rng) == 1;
  // Expected 30000, standard deviation ~87: a fixed seed makes this exact, the band documents it.
  EXPECT_NEAR(tails, 30000, 500);
}

TEST(Core_Algorithms, RandomPlayoutAndReplayAgree) {
  const CoinGame g;
  bgb::Rng rng(3);
  std::int64_t steps = 0;
  const CoinGame::State end = bgb::random_playout(g, g.initial_state(), rng, &steps);
  EXPECT_EQ(steps, 2);
  EXPECT_TRUE(g.is_terminal(end));
  const std::array<bgb::ActionId, 2> log = {end.coin, end.pick};
  const auto replayed = bgb::replay(g, std::span<const bgb::ActionId>(log));
  ASSERT_TRUE(replayed.ok());
  EXPECT_EQ(*replayed, end);
  EXPECT_EQ(g.hash(*replayed), g.hash(end));
}

TEST(Core_Algorithms, ReplayNamesTheFirstIllegalStep) {
  const CoinGame g;
  const std::array<bgb::ActionId, 2> log = {1, 0};
  const auto r = bgb::replay(g, std::span<const bgb::ActionId>(log));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, bgb::Errc::illegal_action);
  EXPECT_EQ(r.error().message, "replay: step 1: action 0");
}

}  // namespace
