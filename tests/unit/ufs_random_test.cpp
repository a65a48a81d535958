// Under Falling Skies, random games on every level: uniform legal decisions and uniform die rolls
// must end within a bound, and every state on the way must keep the table sound — each ship in
// exactly one place and no two in one sky cell, each die unplaced, placed (one per column) or
// used, energy 0..7, damage 0..5, research 0..14, the excavator on its path, at most two robots
// on distinct excavated room or anti-air cells. Every decision's text must read back as itself.
#include "ufs_fixture.hpp"

#include <array>
#include <sstream>
#include <string>

#include "bgb/core/rng.hpp"
#include "../digest.hpp"

namespace {

using namespace ufstest;
using bgb::ufs::kBaseCells;
using bgb::ufs::kColumns;
using bgb::ufs::kGreenShips;
using bgb::ufs::kShips;
using bgb::ufs::kSkyRows;

constexpr int kGames = 2000;
/// Far above any game: the mothership descends at least one row a round and the skull is at s12
/// at most, so at most 12 rounds of 5 rolls, 4 re-rolls, 5 placements, about 16 resolutions,
/// robots, scraps and spawns.
constexpr int kMaxSteps = 1000;
constexpr int kMaxRounds = 12;

/// Why the state is unsound, or "" if it is sound.
std::string problem(const Game& g, const State& s) {
  const bgb::ufs::Board& b = g.board();
  std::ostringstream why;
  if (s.energy > bgb::ufs::kMaxEnergy) why << "energy " << int{s.energy} << "; ";
  if (s.damage > bgb::ufs::kDamageToLose) why << "damage " << int{s.damage} << "; ";
  if (s.damage == bgb::ufs::kDamageToLose && s.end != End::base_destroyed) why << "5 damage but not lost; ";
  if (s.research > bgb::ufs::kResearchSpaces) why << "research " << int{s.research} << "; ";
  if (s.research == bgb::ufs::kResearchSpaces && s.end != End::won) why << "last research space but not won; ";
  if (s.excavator >= b.path_length) why << "excavator " << int{s.excavator} << "; ";
  if (s.mothership > b.skull_row) why << "mothership " << int{s.mothership} << "; ";
  if (s.mothership == b.skull_row && s.end != End::skull_covered) why << "skull covered but not lost; ";
  if ((s.phase == Phase::over) != (s.end != End::none)) why << "phase/end mismatch; ";
  if (s.round > kMaxRounds) why << "round " << int{s.round} << "; ";
  // Ships: green ones are never in the supply; sky ones lie between the spawn spots and s15, one
  // per cell — also after a game lost in the middle of a column's move (ships that reached the
  // city still go back onto the card).
  std::array<std::array<int, kColumns>, kSkyRows + 1> in_cell{};
  for (int i = 0; i < kShips; ++i) {
    const Ship& sh = s.ships[z(i)];
    if (i < kGreenShips && sh.at == ShipAt::supply) why << "green ship " << i << " in the supply; ";
    if (sh.at != ShipAt::sky) continue;
    if (sh.row < s.mothership || sh.row > kSkyRows || sh.col >= kColumns) {
      why << "ship " << i << " at row " << int{sh.row} << " col " << int{sh.col} << "; ";
      continue;
    }
    if (++in_cell[sh.row][sh.col] > 1)
      why << "two ships on row " << int{sh.row} << " col " << int{sh.col} << "; ";
  }
  // Dice: unplaced (rolled or not), on a base cell, or used; placed dice one per column and cell.
  unsigned columns = 0;
  for (int d = 0; d < kDice; ++d) {
    const std::uint8_t c = s.die_cell[z(d)];
    const std::uint8_t v = s.die_value[z(d)];
    if (c == kUnplaced || c == kUsed) {
      if (c == kUnplaced && s.phase != Phase::roll && s.phase != Phase::place && s.phase != Phase::over)
        why << "die " << d << " unplaced in phase " << static_cast<int>(s.phase) << "; ";
      if (v > 6) why << "die " << d << " shows " << int{v} << "; ";
      continue;
    }
    if (c >= kBaseCells) {
      why << "die " << d << " on cell " << int{c} << "; ";
      continue;
    }
    if (v < 1 || v > 6) why << "placed die " << d << " shows " << int{v} << "; ";
    if (s.phase == Phase::roll || s.phase == Phase::place) {
      if ((columns >> (c % kColumns)) & 1U) why << "two dice in column " << c % kColumns + 1 << "; ";
      columns |= 1U << (c % kColumns);
    }
    if (bgb::ufs::detail::robot_on(s, c) >= 0) why << "a die and a robot on cell " << int{c} << "; ";
    for (int e = d + 1; e < kDice; ++e)
      if (s.die_cell[z(e)] == c) why << "two dice on cell " << int{c} << "; ";
  }
  if (s.phase == Phase::roll || s.phase == Phase::place) {
    for (int d = 0; d < kDice; ++d)
      if (s.die_cell[z(d)] == kUnplaced && s.die_value[z(d)] == 0 && s.phase == Phase::place)
        why << "unrolled die " << d << " while placing; ";
  }
  // Robots: at most two (the array), on distinct excavated room or anti-air cells, 1..6.
  for (int r = 0; r < bgb::ufs::kRobots; ++r) {
    const Robot& robot = s.robots[z(r)];
    if (robot.cell == bgb::ufs::kNoCell) continue;
    if (robot.cell >= kBaseCells) {
      why << "robot " << r << " on cell " << int{robot.cell} << "; ";
      continue;
    }
    if (robot.value < 1 || robot.value > 6) why << "robot " << r << " shows " << int{robot.value} << "; ";
    if (b.room_of[robot.cell] == bgb::ufs::kTunnel) why << "robot " << r << " on a tunnel; ";
    if (!bgb::ufs::excavated(b, robot.cell, s.excavator)) why << "robot " << r << " on an unexcavated cell; ";
    if (r == 0 && s.robots[1].cell == robot.cell) why << "two robots on one cell; ";
  }
  return why.str();
}

struct Stats {
  int wins = 0;
  int steps = 0;
  std::string first_problem;
};

Stats play_random(std::uint8_t hard) {
  const Game g = make(hard);
  Stats st;
  bgb::Rng rng(0x5EED0000ULL + hard);
  Game::ActionList legal;
  for (int game = 0; game < kGames && st.first_problem.empty(); ++game) {
    State s = g.initial_state();
    int steps = 0;
    auto fail = [&](const std::string& what) {
      std::ostringstream m;
      m << "level " << bgb::ufs::level(s) << " (hard " << int{hard} << "), game " << game << ", step " << steps << ": "
        << what << " [phase " << static_cast<int>(s.phase) << ", end " << static_cast<int>(s.end) << ", damage "
        << int{s.damage} << ", mothership " << int{s.mothership} << "]";
      st.first_problem = m.str();
    };
    for (; !g.is_terminal(s) && steps <= kMaxSteps; ++steps) {
      ActionId a = 0;
      if (g.current_player(s) == bgb::kChance) {
        a = bgb::ufs::act::roll(1 + static_cast<int>(rng.below(6)));
      } else {
        g.legal_actions(s, legal);
        if (legal.size() == 0) {
          fail("no legal action at a decision node");
          break;
        }
        a = legal[static_cast<int>(rng.below(static_cast<std::uint64_t>(legal.size())))];
        const auto back = g.parse_action(s, g.action_text(s, a));
        if (!back.ok() || *back != a) {
          fail("'" + g.action_text(s, a) + "' does not read back");
          break;
        }
      }
      if (!g.is_legal(s, a)) {
        fail("chosen action " + g.action_text(s, a) + " is not legal");
        break;
      }
      s = g.apply_unchecked(s, a);
      if (const std::string p = problem(g, s); !p.empty()) {
        fail(p);
        break;
      }
    }
    if (!st.first_problem.empty()) break;
    if (!g.is_terminal(s)) {
      fail("not over after " + std::to_string(kMaxSteps) + " steps");
      break;
    }
    const double r = g.returns(s)[0];
    if (r != (s.end == End::won ? 1.0 : 0.0)) fail("returns do not match the end");
    st.wins += s.end == End::won;
    st.steps += steps;
  }
  return st;
}

class UfsSpec_RandomGames : public ::testing::TestWithParam<int> {};

TEST_P(UfsSpec_RandomGames, EndWithinBoundAndKeepTheTableSound) {
  const auto hard = static_cast<std::uint8_t>(GetParam());
  const Stats st = play_random(hard);
  EXPECT_EQ(st.first_problem, "");
  RecordProperty("wins", st.wins);
  RecordProperty("steps", st.steps);
}

// One mask per level 1..8.
INSTANTIATE_TEST_SUITE_P(Levels, UfsSpec_RandomGames, ::testing::Values(0, 1, 3, 7, 15, 31, 63, 127),
                         [](const ::testing::TestParamInfo<int>& info) { return "hard" + std::to_string(info.param); });

TEST(UfsSpec_RandomGames, TheSoundnessCheckCatchesBrokenTables) {
  // The check above must be able to fail: each of these tables breaks one invariant.
  const Game g = make();
  const State ok = g.initial_state();
  EXPECT_EQ(problem(g, ok), "");
  State s = ok;
  put(s, 1, "spot c1");
  EXPECT_NE(problem(g, s), "") << "two ships on one spot";
  s = ok;
  s.ships[0].at = ShipAt::supply;
  EXPECT_NE(problem(g, s), "") << "green ship in the supply";
  s = ok;
  s.energy = 8;
  EXPECT_NE(problem(g, s), "");
  s = ok;
  s.excavator = 20;
  EXPECT_NE(problem(g, s), "");
  s = ok;
  set_robot(s, 0, "b1 c4", 2);
  EXPECT_NE(problem(g, s), "") << "robot on a tunnel";
  s = ok;
  set_robot(s, 0, "b2 c4", 2);
  EXPECT_NE(problem(g, s), "") << "robot on an unexcavated cell";
  s = ok;
  s.phase = Phase::place;
  s.die_value = {1, 1, 1, 1, 1};
  s.die_cell[0] = static_cast<std::uint8_t>(cell("b0 c1"));
  s.die_cell[1] = static_cast<std::uint8_t>(cell("b1 c1"));
  EXPECT_NE(problem(g, s), "") << "two dice in a column";
}

}  // namespace

// What seeded random games play is pinned: the fast paths (bitmask move generation, the chance
// sampler, the per-kind is_legal) must list the same ids in the same order, refuse the same ids
// with the same words, and reach the same states as the code the numbers were taken from.
namespace {

/// FNV-1a over 64-bit words: a digest of everything the games below show.
using bgb::test::Digest;

struct Pins {
  std::uint64_t finals = 0;   ///< the final states' hashes, game by game
  std::uint64_t lists = 0;    ///< every legal list and chance draw on the way
  std::uint64_t checks = 0;   ///< is_legal of every id, and the refusal of every illegal one
  std::uint64_t cells = 0;    ///< placeable_cells at every decision (the bots read it)
  std::uint64_t bots = 0;     ///< the rollout policy's pick and the search's short list
  std::int64_t steps = 0;
};

/// `games` seeded random games per hard mask; refusal words are taken in the first `worded` ones.
Pins play_pinned(int games, int worded) {
  Pins p;
  Digest finals, lists, checks, cells, bots;
  for (std::uint8_t hard : {std::uint8_t{0}, std::uint8_t{0x15}, std::uint8_t{0x7F}}) {
    const Game g = make(hard);
    bgb::Rng rng(1000 + hard);
    for (int game = 0; game < games; ++game) {
      State s = g.initial_state();
      while (!g.is_terminal(s)) {
        ActionId a;
        if (g.current_player(s) == bgb::kChance) {
          a = bgb::sample_chance(g, s, rng);
        } else {
          Game::ActionList l;
          g.legal_actions(s, l);
          lists.add(static_cast<std::uint64_t>(l.size()));
          for (ActionId x : l) lists.add(static_cast<std::uint64_t>(x));
          cells.add(bgb::ufs::detail::placeable_cells(s, g.board()));
          bgb::Rng policy(static_cast<std::uint64_t>(p.steps));
          bots.add(static_cast<std::uint64_t>(g.rollout_action(s, policy)));
          g.search_actions(s, l);
          for (ActionId x : l) bots.add(static_cast<std::uint64_t>(x));
          g.legal_actions(s, l);
          a = l[static_cast<int>(rng.below(static_cast<std::uint64_t>(l.size())))];
        }
        lists.add(static_cast<std::uint64_t>(a));
        std::uint64_t legal_bits[8] = {};
        for (ActionId x = -1; x <= bgb::ufs::act::kNumDistinct; ++x) {
          const bool legal = g.is_legal(s, x);
          if (legal) legal_bits[(x >> 6) & 7] |= 1ULL << (x & 63);
          if (game < worded && !legal) checks.add(bgb::ufs::illegal_reason(s, g.board(), x));
        }
        for (std::uint64_t w : legal_bits) checks.add(w);
        const auto next = g.apply(s, a);
        EXPECT_TRUE(next.ok());
        EXPECT_EQ(next.value(), g.apply_unchecked(s, a));
        s = next.value();
        ++p.steps;
      }
      finals.add(g.hash(s));
    }
  }
  p.finals = finals.h;
  p.lists = lists.h;
  p.checks = checks.h;
  p.cells = cells.h;
  p.bots = bots.h;
  return p;
}

TEST(UfsSpeed, SeededRandomGamesArePinned) {
  // Numbers taken from the rules before the speed work (commit 311e2ff).
  const Pins p = play_pinned(100, 6);
  EXPECT_EQ(p.steps, 31871);
  EXPECT_EQ(p.finals, 617640001121485411ULL);
  EXPECT_EQ(p.lists, 17238615741188965425ULL);
  EXPECT_EQ(p.checks, 5274609015928006110ULL);
  EXPECT_EQ(p.cells, 8430967282976721670ULL);
  // The bots' pin moved when the rollout policy took weights of its own on boards with the hard
  // top base card (4aaa835): the policy's choices there changed on purpose; the rules' pins above
  // did not move.
  EXPECT_EQ(p.bots, 14118567594237412507ULL);
}

}  // namespace
