// The generic properties instantiated for DP6 (2, 3 or 4 players, with or without a turn
// limit, random or careful play), plus its own: the conservation of pieces (4 crew per player,
// 2 Tilt and 2 Programming markers each) and the shared door and counter rules.
#include <bit>
#include <ostream>

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

}  // namespace
