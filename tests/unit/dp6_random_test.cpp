// DP6 random games for 2, 3 and 4 players: they always end, and every state on the way keeps
// the rules' invariants (4 crew per player, 2 Tilt and 2 Programming markers each, one crew at
// most in the Flooded room, the counter only advancing).
#include <bit>
#include <string>

#include "../digest.hpp"
#include "dp6_fixture.hpp"

namespace dp6test {
namespace {

void check_invariants(const Game& g, const State& s, const State& prev) {
  for (int p = 0; p < g.num_players(); ++p) {
    const Track& t = s.tracks[z(p)];
    // The conservation of pieces: every crew has one place, every marker one state.
    int placed = 0;
    for (std::uint8_t c : t.crew) placed += c <= kDevoured ? 1 : 0;
    ASSERT_EQ(placed, 4);
    ASSERT_EQ(t.tilt + t.tilt_used, 2);
    const int unplaced = (bgb::dp6::room_of(t, Card::control) ? 0 : 1) + (bgb::dp6::room_of(t, Card::tools) ? 0 : 1);
    ASSERT_EQ(t.prog + std::popcount(static_cast<unsigned>(t.prog_on)) + t.prog_used + unplaced, 2);
    ASSERT_EQ(t.aberration != 0, bgb::dp6::room_of(t, Card::aberration) != 0);
    ASSERT_NE(t.room[0], Card::aberration);
    ASSERT_NE(t.room[1], Card::aberration);
    if (const int f = bgb::dp6::room_of(t, Card::flooded)) {
      int in = 0;
      for (int k = 0; k < 4; ++k) in += bgb::dp6::active_in_room(t, k) && t.crew[z(k)] == f ? 1 : 0;
      ASSERT_LE(in, 1);
    }
    // Devoured and saved crew never come back.
    for (int k = 0; k < 4; ++k) {
      const std::uint8_t was = prev.tracks[z(p)].crew[z(k)];
      if (was == kDevoured || was == kCapsule) {
        ASSERT_EQ(t.crew[z(k)], was);
      }
    }
  }
  ASSERT_GE(s.capsule, prev.capsule);
  ASSERT_LE(s.actions, 3);
}

TEST(Dp6Spec, RandomGamesAlwaysEndKeepingTheInvariants) {
  for (int players = 2; players <= 4; ++players) {
    const Game g = make(players);
    int launched = 0;
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
      bgb::Rng rng(seed * 7919U + static_cast<std::uint64_t>(players));
      State s = g.initial_state();
      State prev = s;
      int steps = 0;
      while (!g.is_terminal(s)) {
        ASSERT_LT(++steps, 20000) << "players " << players << " seed " << seed;
        const ActionId a = g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng) : bgb::random_action(g, s, rng);
        ASSERT_TRUE(g.is_legal(s, a));
        prev = s;
        s = g.apply_unchecked(s, a);
        check_invariants(g, s, prev);
        if (HasFatalFailure()) return;
      }
      launched += s.end == End::launched ? 1 : 0;
      const bgb::Returns r = g.returns(s);
      ASSERT_EQ(r.size(), players);
    }
    EXPECT_GT(launched, 0) << players << " players";
  }
}

TEST(Dp6Spec, MaxTurnsBoundsEveryGame) {
  const Game g = make(4, 12);
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    bgb::Rng rng(seed);
    const State end = bgb::random_playout(g, g.initial_state(), rng);
    ASSERT_TRUE(g.is_terminal(end));
    EXPECT_LE(end.turns, 12);
  }
}


// The speed work (bitmask legal actions, the list-free chance sampler, the per-kind is_legal)
// must never change what a seed plays. These digests were computed with the original
// list-building code: the final state hash of every game, and a transcript of every node (the
// legal ids or the chance outcomes with their weights, in order). A change of order, weight,
// sampler draw or state shows up here.
/// The shared digest from another start: these pins were taken with 1469598103934665603, FNV's
/// offset basis with its last digit lost, and texts without a terminator.
struct Fnv : bgb::test::Digest {
  Fnv() { h = 1469598103934665603ULL; }
};

struct Pinned {
  std::uint64_t finals = 0;
  std::uint64_t transcript = 0;
  std::int64_t actions = 0;
};

/// `games` seeded games; `policy`: the bots' rollout policy instead of uniform random choices.
Pinned play_seeded(int players, int max_turns, int games, bool policy) {
  const Game g = make(players, max_turns);
  Fnv finals, transcript;
  Pinned out;
  for (int seed = 1; seed <= games; ++seed) {
    bgb::Rng rng(static_cast<std::uint64_t>(seed) * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(players * 131 + max_turns));
    State s = g.initial_state();
    while (!g.is_terminal(s)) {
      ActionId a;
      if (g.current_player(s) == bgb::kChance) {
        Game::ChanceList l;
        g.chance_outcomes(s, l);
        for (const bgb::ChanceOutcome& o : l) transcript.add(static_cast<std::uint64_t>(o.action) << 32 | o.weight);
        a = bgb::sample_chance(g, s, rng);
      } else {
        Game::ActionList l;
        g.legal_actions(s, l);
        transcript.add(static_cast<std::uint64_t>(l.size()));
        for (ActionId x : l) transcript.add(static_cast<std::uint64_t>(x));
        a = policy ? g.rollout_action(s, rng) : l[static_cast<int>(rng.below(static_cast<std::uint64_t>(l.size())))];
      }
      s = g.apply_unchecked(s, a);
      ++out.actions;
    }
    finals.add(g.hash(s));
  }
  out.finals = finals.h;
  out.transcript = transcript.h;
  return out;
}

TEST(Dp6Speed, SeededRandomGamesArePinned) {
  struct Row {
    int players, max_turns, games;
    bool policy;
    Pinned want;
  };
  const Row rows[] = {
      {2, 0, 100, false, {0x89be2bef55328049ULL, 0x384d0120474376e8ULL, 20619}},
      {3, 0, 100, false, {0xa9e8e01b13741a1dULL, 0x2e1925c5c4539614ULL, 21737}},
      {4, 0, 100, false, {0xeea744c59e0505e0ULL, 0xdcb129e34ef36aa8ULL, 20830}},
      {2, 25, 100, false, {0x1e6dc530ec1d0569ULL, 0x5cdb981318f139cdULL, 9295}},
      {4, 25, 100, false, {0x072cd43d3731c629ULL, 0xcbbee3c98c1c69c0ULL, 9892}},
      {2, 0, 50, true, {0x252b739772e74f72ULL, 0x2e3f4be3d39a45d7ULL, 6744}},
      {4, 0, 50, true, {0x4d8bba19ff634911ULL, 0x4852fb1ee8d1cf59ULL, 10575}},
  };
  for (const Row& r : rows) {
    const Pinned got = play_seeded(r.players, r.max_turns, r.games, r.policy);
    EXPECT_EQ(got.finals, r.want.finals) << r.players << " players, max_turns " << r.max_turns << (r.policy ? ", policy" : "");
    EXPECT_EQ(got.transcript, r.want.transcript) << r.players << " players, max_turns " << r.max_turns;
    EXPECT_EQ(got.actions, r.want.actions) << r.players << " players, max_turns " << r.max_turns;
  }
}

// The checked path (is_legal, apply and its refusal messages) answers every id as the original
// code did, at every fourth state of a few seeded games.
TEST(Dp6Speed, CheckedAnswersArePinned) {
  Fnv verdicts;
  std::int64_t refused = 0;
  for (int players = 2; players <= 4; ++players) {
    const Game g = make(players);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      bgb::Rng rng(seed * 7919U + static_cast<std::uint64_t>(players));
      State s = g.initial_state();
      for (int step = 0; !g.is_terminal(s); ++step) {
        if (step % 4 == 0)
          for (ActionId a = -1; a <= bgb::dp6::act::kNumDistinct; ++a) {
            verdicts.add(g.is_legal(s, a) ? 1U : 0U);
            const bgb::Result<State> n = g.apply(s, a);
            if (n.ok()) {
              verdicts.add(g.hash(*n));
            } else {
              ++refused;
              verdicts.add_unterminated(n.error().message);
            }
          }
        s = g.apply_unchecked(s, g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng) : bgb::random_action(g, s, rng));
      }
    }
  }
  EXPECT_EQ(verdicts.h, 0xe1c6069a0986ee53ULL);
  EXPECT_EQ(refused, 155826);
}
}  // namespace
}  // namespace dp6test
