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

namespace {

/// The cell-by-cell rules the mask move generation replaced, kept as its reference.
std::uint32_t reference_placeable(const State& s, const Board& b) {
  const unsigned used_columns = detail::used_die_columns(s);
  std::uint32_t out = 0;
  for (int cell = 0; cell < kBaseCells; ++cell) {
    if (((used_columns >> (cell % kColumns)) & 1U) || detail::die_on(s, cell) >= 0 || detail::robot_on(s, cell) >= 0)
      continue;
    if (open_cell(b, cell, s.excavator)) {
      out |= 1U << cell;
      continue;
    }
    const std::uint8_t at = b.path_index[static_cast<std::size_t>(cell)];
    if (s.excavation_die == kUnplaced && at != kNoCell && at > s.excavator) out |= 1U << cell;
  }
  return out;
}

std::uint32_t reference_resolvable(const State& s, const Board& b) {
  std::uint32_t out = 0;
  for (int c = 0; c < kBaseCells; ++c) {
    const int d = detail::die_on(s, c);
    const int room = b.room_of[static_cast<std::size_t>(c)];
    if (d >= 0 && d == s.excavation_die) {
      if (s.energy >= 1) out |= 1U << c;
    } else if (room >= 0 && room_first_cell(b, room) == c && detail::room_ready(s, b, room) &&
               s.energy >= b.rooms[static_cast<std::size_t>(room)].cost) {
      out |= 1U << c;
    }
  }
  return out;
}

std::uint32_t reference_robot_spaces(const State& s, const Board& b) {
  std::uint32_t out = 0;
  for (int c = 0; c < kBaseCells; ++c)
    if (detail::robot_space(s, b, c)) out |= 1U << c;
  return out;
}

bool reference_blocks(const State& s, const Board& b) {
  for (int r = 0; r < kRobots; ++r) {
    if (s.robots[static_cast<std::size_t>(r)].cell == kNoCell) continue;
    State without = s;
    without.robots[static_cast<std::size_t>(r)] = Robot{};
    if (reference_placeable(without, b) != 0) return true;
  }
  return false;
}

// The masks legal_actions, is_legal and apply read agree with the cell-by-cell rules on every
// state of random games, and on each with the excavator, the excavation die, the energy and the
// robots' exhaustion moved at random (tables the games reach rarely); and sample_chance draws
// what the generic sampler draws, off a roll too (nothing, with the rng untouched).
RC_GTEST_PROP(UfsProperties, MaskMoveGenerationMatchesTheCellByCellRules, ()) {
  const UfsCase c = *ufs_case();
  const Game g = c.game();
  const Board& b = g.board();
  bgb::props::detail::walk(g, c.walk(), [&](const State& walked, bgb::Rng& rng) {
    for (int variant = 0; variant < 3; ++variant) {
      State s = walked;
      if (variant > 0) {
        s.excavator = static_cast<std::uint8_t>(rng.below(b.path_length));
        s.excavation_die = rng.below(2) ? kUnplaced : static_cast<std::uint8_t>(rng.below(kDice));
        s.energy = static_cast<std::uint8_t>(rng.below(kMaxEnergy + 1));
        for (Robot& r : s.robots) r.exhausted = rng.below(2) != 0;
      }
      RC_ASSERT(detail::placeable_cells(s, b) == reference_placeable(s, b));
      RC_ASSERT(detail::resolvable_cells(s, b) == reference_resolvable(s, b));
      RC_ASSERT(detail::robot_spaces(s, b) == reference_robot_spaces(s, b));
      RC_ASSERT(detail::robot_blocks_placement(s, b) == reference_blocks(s, b));
      bgb::Rng fast(rng.next());
      bgb::Rng slow = fast;
      RC_ASSERT(g.sample_chance(s, fast) == bgb::props::detail::reference_sample_chance(g, s, slow));
      RC_ASSERT(fast.state() == slow.state());
    }
  });
}

}  // namespace
