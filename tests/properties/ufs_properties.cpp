// The generic properties instantiated for Under Falling Skies (every subset of hard cards,
// random or careful play), plus a few of its own: the tracks only move the way the rules move
// them, and ships never share a sky cell while the game goes on.
#include <ostream>

#include "bgb/ufs.hpp"
#include "game_properties.hpp"

namespace {

using namespace bgb::ufs;

/// One generated game: the hard cards and the seed of its random course.
struct UfsCase {
  std::uint8_t hard = 0;
  std::uint64_t seed = 0;
  bool careful = false;  ///< decisions avoid an immediate loss, so games run longer

  Game game() const {
    const bgb::Result<Game> g = Game::make(Options{hard});
    if (!g) RC_FAIL("Game::make: " + g.error().message);
    return g.value();
  }

  bgb::props::Walk walk() const { return {seed, 2000, careful}; }
};

std::ostream& operator<<(std::ostream& os, const UfsCase& c) {
  return os << "{hard 0x" << std::hex << static_cast<int>(c.hard) << std::dec << " (level " << level_of(c.hard)
            << "), seed " << c.seed << (c.careful ? ", careful" : ", random") << "}";
}

rc::Gen<UfsCase> ufs_case() {
  return rc::gen::apply([](int hard, std::uint64_t seed, bool careful) { return UfsCase{static_cast<std::uint8_t>(hard), seed, careful}; },
                        rc::gen::inRange(0, 128), rc::gen::arbitrary<std::uint64_t>(), rc::gen::arbitrary<bool>());
}

}  // namespace

BGB_GAME_PROPERTIES(UfsProperties, ufs_case());

namespace {

// Between two states: the mothership never rises, damage never heals, rounds only count up (by
// one), energy stays in 0..7 and research in 0..14.
RC_GTEST_PROP(UfsProperties, TracksMoveOnlyAsTheRulesMoveThem, ()) {
  const UfsCase c = *ufs_case();
  const Game g = c.game();
  bool first = true;
  State prev{};
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    RC_ASSERT(s.energy <= kMaxEnergy);
    RC_ASSERT(s.research <= kResearchSpaces);
    RC_ASSERT(s.damage <= kDamageToLose);
    RC_ASSERT(s.mothership <= g.board().skull_row);
    if (!first) {
      RC_ASSERT(s.mothership >= prev.mothership);
      RC_ASSERT(s.damage >= prev.damage);
      RC_ASSERT(s.round == prev.round || s.round == prev.round + 1);
    }
    first = false;
    prev = s;
  });
}

// While the game goes on, no two ships share a sky cell and none is above the spawn spots.
RC_GTEST_PROP(UfsProperties, ShipsNeverShareASkyCell, ()) {
  const UfsCase c = *ufs_case();
  const Game g = c.game();
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    if (g.is_terminal(s)) return;
    for (int i = 0; i < kShips; ++i) {
      const Ship& a = s.ships[static_cast<std::size_t>(i)];
      if (a.at != ShipAt::sky) continue;
      RC_ASSERT(a.row >= s.mothership && a.row <= kSkyRows);
      for (int k = i + 1; k < kShips; ++k) {
        const Ship& b = s.ships[static_cast<std::size_t>(k)];
        RC_ASSERT(!(b.at == ShipAt::sky && b.row == a.row && b.col == a.col));
      }
    }
  });
}

}  // namespace
