// DP6 random games for 2, 3 and 4 players: they always end, and every state on the way keeps
// the rules' invariants (4 crew per player, 2 Tilt and 2 Programming markers each, one crew at
// most in the Flooded room, the counter only advancing).
#include <bit>

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

}  // namespace
}  // namespace dp6test
