// The generic properties instantiated for DP6 (2, 3 or 4 players, with or without a turn
// limit, random or careful play), plus its own: the conservation of pieces (4 crew per player,
// 2 Tilt and 2 Programming markers each), the shared door and counter rules, and the fast paths
// (bitmask legal actions, per-kind is_legal, list-free chance sampler) against the rules
// written one action at a time.
#include <bit>
#include <ostream>
#include <algorithm>
#include <span>
#include <vector>

#include "bgb/dp6.hpp"
#include "game_properties.hpp"

namespace {

using namespace bgb::dp6;

/// One generated game: the options and the seed of its random course.
struct Dp6Case {
  int players = 2;
  int max_turns = 0;
  std::uint64_t seed = 0;
  bool careful = false;

  Game game() const {
    const bgb::Result<Game> g = Game::make(Options{players, max_turns});
    if (!g) RC_FAIL("Game::make: " + g.error().message);
    return g.value();
  }

  bgb::props::Walk walk() const { return {seed, 20000, careful}; }
};

std::ostream& operator<<(std::ostream& os, const Dp6Case& c) {
  return os << "{players " << c.players << ", max_turns " << c.max_turns << ", seed " << c.seed
            << (c.careful ? ", careful" : ", random") << "}";
}

rc::Gen<Dp6Case> dp6_case() {
  return rc::gen::apply(
      [](int players, int limit, std::uint64_t seed, bool careful) {
        return Dp6Case{players, limit < 4 ? 0 : limit * 3, seed, careful};
      },
      rc::gen::inRange(2, 5), rc::gen::inRange(0, 12), rc::gen::arbitrary<std::uint64_t>(), rc::gen::arbitrary<bool>());
}

}  // namespace

BGB_GAME_PROPERTIES(Dp6Properties, dp6_case());

namespace {

// Conservation: each player has 4 crew somewhere, 2 Tilt markers (held or spent) and 2
// Programming markers (not yet in play, lying in Control/Tools, held or spent); seats that do
// not play keep an untouched track.
RC_GTEST_PROP(Dp6Properties, PiecesAreConserved, ()) {
  const Dp6Case c = *dp6_case();
  const Game g = c.game();
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    for (int p = 0; p < kMaxSeats; ++p) {
      const Track& t = s.tracks[static_cast<std::size_t>(p)];
      if (p >= c.players) {
        RC_ASSERT(t == Track{});
        continue;
      }
      for (std::uint8_t where : t.crew) RC_ASSERT(where <= kDevoured);
      RC_ASSERT(t.tilt + t.tilt_used == kTilts);
      const int unplaced = (room_of(t, Card::control) ? 0 : 1) + (room_of(t, Card::tools) ? 0 : 1);
      RC_ASSERT(t.prog + std::popcount(static_cast<unsigned>(t.prog_on)) + t.prog_used + unplaced == kProgs);
      int lying = 0;
      for (int k = 0; k < kCrew; ++k) lying += (t.lying >> k) & 1U;
      RC_ASSERT(lying <= 2);
    }
  });
}

// The counter and the turn count only go up; crew in the Capsule or devoured stay there.
RC_GTEST_PROP(Dp6Properties, WhatIsDoneStaysDone, ()) {
  const Dp6Case c = *dp6_case();
  const Game g = c.game();
  bool first = true;
  State prev{};
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    if (!first) {
      RC_ASSERT(s.capsule >= prev.capsule);
      RC_ASSERT(s.turns >= prev.turns);
      for (int p = 0; p < c.players; ++p)
        for (int k = 0; k < kCrew; ++k) {
          const std::uint8_t was = prev.tracks[static_cast<std::size_t>(p)].crew[static_cast<std::size_t>(k)];
          if (was == kCapsule || was == kDevoured) RC_ASSERT(s.tracks[static_cast<std::size_t>(p)].crew[static_cast<std::size_t>(k)] == was);
        }
    }
    first = false;
    prev = s;
  });
}

// The rules of a decision as first written, one test per action id: the reference the
// bitmask move generator (moves.hpp) must agree with on every state.
namespace reference {

bool may_walk(const Track& t, int k) { return t.crew[static_cast<std::size_t>(k)] == kStart || active_in_room(t, k); }

bool may_activate(const Track& t) {
  for (int k = 0; k < kCrew; ++k)
    if (may_walk(t, k)) return true;
  return false;
}

Card card_at(const Track& t, int room) { return t.room[static_cast<std::size_t>(room - 1)]; }

int walk_cost(const State& s, const Track& t, int k, int dest) {
  if (!may_walk(t, k)) return 0;
  const int from = t.crew[static_cast<std::size_t>(k)];
  const int cost = from != kStart && card_at(t, from) == Card::flooded ? 2 : 1;
  if (s.actions + cost > kActions) return 0;
  if (dest == act::kCapsuleDest) return from == kRooms && door_open(s, kCapsuleDoor) && s.capsule < kCapsulePositions - 1 ? cost : 0;
  bool reach = false;
  if (from == kStart) {
    reach = dest == 1;
  } else {
    const int lo = from < dest ? from : dest;
    if (from - dest == 1 || dest - from == 1) reach = door_open(s, door_after(t, lo));
    const Card a = card_at(t, from), b = card_at(t, dest);
    if ((a == Card::control && b == Card::tools) || (a == Card::tools && b == Card::control)) reach = true;
  }
  if (!reach) return 0;
  if (card_at(t, dest) == Card::flooded)
    for (int j = 0; j < kCrew; ++j)
      if (j != k && active_in_room(t, j) && t.crew[static_cast<std::size_t>(j)] == dest) return 0;
  return cost;
}

bool someone_in(const Track& t, int room) {
  for (int j = 0; j < kCrew; ++j)
    if (active_in_room(t, j) && t.crew[static_cast<std::size_t>(j)] == room) return true;
  return false;
}

std::vector<bgb::ActionId> legal_actions(const State& s) {
  std::vector<bgb::ActionId> out;
  if (s.phase != Phase::play) return out;
  const Track& t = s.tracks[s.player];
  const bool left = s.actions < kActions;
  if (s.pending) {
    const bool activate = left && may_activate(t);
    if (activate && t.tilt)
      for (int v = 1; v <= 6; ++v)
        if (v != s.pending) out.push_back(act::tilt(v));
    if (activate && t.prog) {
      out.push_back(act::kProgUp);
      out.push_back(act::kProgDown);
    }
    out.push_back(act::kUse);
    if (s.pending != 6 && (left || s.activated)) out.push_back(act::kIgnore);
    return out;
  }
  if (left) {
    for (int k = 0; k < kCrew; ++k)
      for (int d = 1; d <= act::kCapsuleDest; ++d)
        if (walk_cost(s, t, k, d)) out.push_back(act::walk(k, d));
    for (int r = 1; r <= kRooms; ++r) {
      const Card c = card_at(t, r);
      const int bit = c == Card::control ? 1 : c == Card::tools ? 2 : 0;
      if (bit && (t.prog_on & bit) && someone_in(t, r)) out.push_back(act::take(r));
    }
    for (int k = 0; k < kCrew; ++k)
      if (((t.lying >> k) & 1U) && someone_in(t, t.crew[static_cast<std::size_t>(k)])) out.push_back(act::wake(k));
    out.push_back(act::kDecode);
  }
  if (!s.ignored) out.push_back(act::kEnd);
  return out;
}

}  // namespace reference

/// The same list, and is_legal true exactly on it (every id, and the ids just outside).
void expect_moves_agree(const State& s) {
  Game::ActionList fast;
  legal_actions(s, fast);
  const std::vector<bgb::ActionId> want = reference::legal_actions(s);
  RC_ASSERT(std::vector<bgb::ActionId>(fast.begin(), fast.end()) == want);
  if (s.phase != Phase::play) return;
  for (bgb::ActionId a = -1; a <= act::kNumDistinct; ++a)
    RC_ASSERT(is_legal(s, a) == (std::find(want.begin(), want.end(), a) != want.end()));
}

// At every decision of random games, and at variants of it with other doors open, another
// count of actions used, the counter elsewhere and another pending result (each a state the
// rules allow), the bitmask moves list what the one-rule-per-id reference lists, in the same
// order, and is_legal says yes exactly to those.
RC_GTEST_PROP(Dp6Properties, BitmaskMovesMatchTheRulesOneActionAtATime, ()) {
  const Dp6Case c = *dp6_case();
  const Game g = c.game();
  int variants = 0;
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng& rng) {
    if (s.phase != Phase::play) return;
    expect_moves_agree(s);
    for (int i = 0; i < 4; ++i) {
      State v = s;
      v.doors = static_cast<std::uint8_t>(rng.below(32));
      v.capsule = static_cast<std::uint8_t>(rng.below(kCapsulePositions));
      if (!v.pending) {
        v.actions = static_cast<std::uint8_t>(rng.below(kActions));
      } else {
        v.pending = static_cast<std::uint8_t>(1 + rng.below(6));
        v.actions = static_cast<std::uint8_t>(1 + rng.below(kActions));
        v.activated = static_cast<std::uint8_t>(v.actions >= 2 ? rng.below(2) : 0);
      }
      expect_moves_agree(v);
      ++variants;
    }
  });
  RC_TAG(variants > 0 ? "has decisions" : "no decisions");
}

// At every chance node of random games, and at every other face-down room of a reveal (the
// weights differ per room), Game::sample_chance draws what chance_outcomes + draw_weighted
// draw for 16 rng states, and leaves the rng where they leave it; is_legal says yes exactly to
// the listed outcomes.
RC_GTEST_PROP(Dp6Properties, SampleChanceDrawsLikeTheGenericSampler, ()) {
  const Dp6Case c = *dp6_case();
  const Game g = c.game();
  auto agree = [&](const State& s, bgb::Rng& rng) {
    Game::ChanceList l;
    g.chance_outcomes(s, l);
    for (int i = 0; i < 16; ++i) {
      bgb::Rng fast(rng.next());
      bgb::Rng slow = fast;
      RC_ASSERT(g.sample_chance(s, fast) == bgb::draw_weighted(std::span<const bgb::ChanceOutcome>(l.begin(), l.end()), slow));
      RC_ASSERT(fast.state() == slow.state());
    }
    for (bgb::ActionId a = -1; a <= act::kNumDistinct; ++a) {
      bool listed = false;
      for (const bgb::ChanceOutcome& o : l) listed = listed || o.action == a;
      RC_ASSERT(g.is_legal(s, a) == listed);
    }
  };
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng& rng) {
    if (g.current_player(s) != bgb::kChance) return;
    agree(s, rng);
    if (s.phase != Phase::reveal) return;
    for (int r = 1; r <= kRooms; ++r) {
      State v = s;
      v.reveal_room = static_cast<std::uint8_t>(r);
      if (v.tracks[v.player].room[static_cast<std::size_t>(r - 1)] == Card::hidden) agree(v, rng);
    }
  });
}

}  // namespace
