// Under Falling Skies: the component data (include/bgb/ufs/data.hpp) against the printed cards
// as the spec transcribes them — every base cell accounted for exactly once, rooms contiguous,
// the track and sky facts a player can check on the table.
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "bgb/ufs/data.hpp"

namespace {

using namespace bgb::ufs;

/// Which room (index), anti-air, tunnel or start each cell of a base card is, "" if none.
std::array<int, kBaseCells> cover(const BaseSide& side, int& overlaps) {
  std::array<int, kBaseCells> owner{};
  owner.fill(-9);
  overlaps = 0;
  for (int r = 0; r < side.num_rooms; ++r) {
    const Room& room = side.rooms[static_cast<std::size_t>(r)];
    for (int i = 0; i < room.num_cells; ++i) {
      int& o = owner[room.cells[static_cast<std::size_t>(i)]];
      if (o != -9) ++overlaps;
      o = r;
    }
  }
  return owner;
}

int tunnels(const BaseSide& side) {
  int overlaps = 0;
  const auto owner = cover(side, overlaps);
  int n = 0;
  for (int row = side.first_row; row < side.first_row + 3; ++row) {
    if (row == 0) continue;  // b0 is anti-air
    for (int col = 0; col < kColumns; ++col)
      if (owner[static_cast<std::size_t>(row * kColumns + col)] == -9 && row * kColumns + col != side.start_cell) ++n;
  }
  return n;
}

TEST(UfsSpec_Base, EveryCellIsInAtMostOneRoomAndRoomsStayOnTheirCard) {
  for (const BaseSide* side : {&kTopBase[0], &kTopBase[1], &kBottomBase[0], &kBottomBase[1]}) {
    int overlaps = 0;
    cover(*side, overlaps);
    EXPECT_EQ(overlaps, 0);
    for (int r = 0; r < side->num_rooms; ++r) {
      const Room& room = side->rooms[static_cast<std::size_t>(r)];
      ASSERT_GE(room.num_cells, 1);
      for (int i = 0; i < room.num_cells; ++i) {
        const int row = room.cells[static_cast<std::size_t>(i)] / kColumns;
        EXPECT_GE(row, std::max(1, static_cast<int>(side->first_row))) << "room " << r;
        EXPECT_LT(row, side->first_row + 3) << "room " << r;
      }
      // Cells of one room touch, in reading order: right neighbour or the cell below.
      for (int i = 1; i < room.num_cells; ++i) {
        const int a = room.cells[static_cast<std::size_t>(i - 1)], b = room.cells[static_cast<std::size_t>(i)];
        EXPECT_TRUE(b == a + 1 || b == a + kColumns) << "room " << r << " cells " << a << ", " << b;
      }
    }
  }
}

TEST(UfsSpec_Base, TunnelsAreTheCellsTheSpecMarksPlusX) {
  EXPECT_EQ(tunnels(kTopBase[0]), 1);     // b1 c4
  EXPECT_EQ(tunnels(kBottomBase[0]), 3);  // b4 c3, b5 c1, b5 c5
  EXPECT_EQ(tunnels(kTopBase[1]), 1);     // b2 c3
  EXPECT_EQ(tunnels(kBottomBase[1]), 4);  // b4 c1, b5 c2..c4
}

TEST(UfsSpec_Base, ExcavatorStartsOnTheTopCardsLastColumn) {
  EXPECT_EQ(kTopBase[0].start_cell, 2 * kColumns + 4);  // b2 c5
  EXPECT_EQ(kTopBase[1].start_cell, 1 * kColumns + 4);  // b1 c5
  EXPECT_EQ(kBottomBase[0].start_cell, -1);
}

TEST(UfsSpec_Base, CombinedAndMultiSpaceRoomsAsPrinted) {
  // Easy bottom b4: E+F[c1-c2](-3,0); b5: R[c2-c4](0,1).
  const Room& ef = kBottomBase[0].rooms[4];
  EXPECT_EQ(ef.effects, kEnergy | kFighters);
  EXPECT_EQ(ef.mod, -3);
  EXPECT_EQ(ef.cost, 0);
  EXPECT_EQ(ef.num_cells, 2);
  const Room& r3 = kBottomBase[0].rooms[7];
  EXPECT_EQ(r3.effects, kResearch);
  EXPECT_EQ(r3.num_cells, 3);
  EXPECT_EQ(r3.cells[0], 5 * kColumns + 1);
  // Hard bottom: the research room R[b4c5-b5c5] runs down across two rows.
  const Room& vertical = kBottomBase[1].rooms[6];
  EXPECT_EQ(vertical.cells[0], 4 * kColumns + 4);
  EXPECT_EQ(vertical.cells[1], 5 * kColumns + 4);
  // Hard top: E+B[c4-c5](-6,0).
  EXPECT_EQ(kTopBase[1].rooms[5].effects, kEnergy | kRobot);
  EXPECT_EQ(kTopBase[1].rooms[5].mod, -6);
}

TEST(UfsSeed_Research, TrackEndsOnTheWinningTwelve) {
  // "A vitória é sua se você conseguir levar o seu marcador de pesquisa até o último espaço".
  int easy = 0, hard = 0;
  for (int i = 0; i < kResearchSpaces; ++i) {
    easy += kResearchTrack[0][static_cast<std::size_t>(i)];
    hard += kResearchTrack[1][static_cast<std::size_t>(i)];
  }
  EXPECT_EQ(easy, 53);
  EXPECT_EQ(hard, 57);
  EXPECT_EQ(kResearchTrack[0][kResearchSpaces - 1], 12);
  EXPECT_EQ(kResearchTrack[1][kResearchSpaces - 1], 12);
}

/// Sky row r (1..15) of the given side choice.
const SkyCell& at(int row, int col1, bool hard) {
  return kSky[static_cast<std::size_t>(sky_card_of(row))][hard ? 1 : 0]
      .cells[static_cast<std::size_t>(row_on_card(row))][static_cast<std::size_t>(col1 - 1)];
}

TEST(UfsSpec_Sky, CellsAsPrinted) {
  EXPECT_EQ(at(3, 2, false), (SkyCell{SkyKind::explosion, 1}));
  EXPECT_EQ(at(4, 5, false), (SkyCell{SkyKind::mothership, 0}));
  EXPECT_EQ(at(9, 2, false), (SkyCell{SkyKind::explosion, 6}));
  EXPECT_EQ(at(13, 5, false), (SkyCell{SkyKind::mothership, 0}));
  EXPECT_EQ(at(15, 5, false), (SkyCell{SkyKind::explosion, 6}));
  EXPECT_EQ(at(1, 1, true), (SkyCell{SkyKind::right, 0}));
  EXPECT_EQ(at(8, 4, true), (SkyCell{SkyKind::explosion, 7}));
  EXPECT_EQ(at(15, 1, true), (SkyCell{SkyKind::explosion, 7}));
  int explosions = 0, motherships = 0;
  for (int row = 1; row <= kSkyRows; ++row)
    for (int col = 1; col <= kColumns; ++col) {
      explosions += at(row, col, false).kind == SkyKind::explosion;
      motherships += at(row, col, false).kind == SkyKind::mothership;
    }
  // Counted on the spec's grid: x at s3 s4 s6 s7(2) s8 s9 s10(2) s11 s13(2) s14(2) s15; M at
  // s4 s6 s7 s9 s10 s12 s13 s15.
  EXPECT_EQ(explosions, 15);
  EXPECT_EQ(motherships, 8);
}

TEST(UfsSpec_Sky, EveryArrowPointsAtAnEmptyCellOnTheCard) {
  // The spec's grids never put an arrow on the edge pointing off the sky, nor onto an icon, so the
  // rules' decision that a shifted ship does not resolve the cell it is shifted onto
  // (docs/rules/under-falling-skies.md, "An arrow shifts, it does not chain") never shows.
  int arrows = 0;
  for (const bool hard : {false, true})
    for (int row = 1; row <= kSkyRows; ++row)
      for (int col = 1; col <= kColumns; ++col) {
        const SkyCell& c = at(row, col, hard);
        if (c.kind != SkyKind::left && c.kind != SkyKind::right) continue;
        ++arrows;
        const int to = col + (c.kind == SkyKind::left ? -1 : 1);
        ASSERT_GE(to, 1) << "s" << row << " c" << col << (hard ? " hard" : " easy");
        ASSERT_LE(to, kColumns) << "s" << row << " c" << col << (hard ? " hard" : " easy");
        EXPECT_EQ(at(row, to, hard).kind, SkyKind::empty) << "s" << row << " c" << col << (hard ? " hard" : " easy");
      }
  // Counted on the spec's grids: easy s2 s3 s4 s5(2) s6 s7 s8(2) s9 s10 s11 s12(2) s13 s14 = 16;
  // hard s1 s2 s3 s4 s5 s7(2) s8 s9(2) s10 s11 s12 s14 = 14.
  EXPECT_EQ(arrows, 16 + 14);
}

TEST(UfsSpec_Track, SkullIsOnSkyCardThreeOnBothSides) {
  // Easy: the skull at s12; hard: at s11 (the effects are printed on the sky cards).
  EXPECT_EQ(kSky[2][0].track[3].kind, TrackKind::skull);
  EXPECT_EQ(kSky[2][1].track[2].kind, TrackKind::skull);
  int skulls = 0;
  for (const auto& card : kSky)
    for (const SkySide& side : card)
      for (const TrackEffect& e : side.track) skulls += e.kind == TrackKind::skull;
  EXPECT_EQ(skulls, 2);
  EXPECT_EQ(kSky[0][0].track[1], (TrackEffect{TrackKind::excavator_back, 1}));  // s2 excavator -1
  EXPECT_EQ(kSky[2][0].track[1], (TrackEffect{TrackKind::damage, 1}));          // s10 damage +1
}

TEST(UfsSeed_Level, EachFlippedCardAddsOneLevel) {
  // "cada uma adicionando +1 NÍVEL"
  EXPECT_EQ(level_of(0), 1);
  EXPECT_EQ(level_of(0b1), 2);
  EXPECT_EQ(level_of(0b1111111), 8);
}

}  // namespace
