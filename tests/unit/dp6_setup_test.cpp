// DP6 setup and the room reveals (seed 000, "preparação"; spec dp6.md "Components and setup").
#include <map>

#include "dp6_fixture.hpp"

namespace dp6test {
namespace {

TEST(Dp6Spec, SetupDealsEachSeatsDoorsThenTheFirstPlayer) {
  const Game g = make(3);
  State s = g.initial_state();
  EXPECT_EQ(g.current_player(s), bgb::kChance);
  const auto first = texts(g, s);
  EXPECT_EQ(first.size(), 24U);  // every order of doors 1..4 in the four gaps
  EXPECT_TRUE(first.count("doors 0 3142"));
  EXPECT_FALSE(first.count("doors 1 3142"));
  EXPECT_EQ(weight(g, s, "doors 0 1234"), weight(g, s, "doors 0 4321"));
  s = run(g, s, {"doors 0 3142", "doors 1 1234"});
  EXPECT_TRUE(texts(g, s).count("doors 2 2413"));
  s = run(g, s, {"doors 2 2413"});
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"first 0", "first 1", "first 2"}));
  s = run(g, s, {"first 2"});
  EXPECT_EQ(g.current_player(s), 2);
  EXPECT_EQ(s.tracks[0].gap_door, (std::array<std::uint8_t, 4>{3, 1, 4, 2}));
}

TEST(Dp6Seed, TwoCrewStandInFrontOfRoom1AndTwoWaitAside) {
  // "posiciona 2 Tripulantes de pé em frente a sua primeira sala ... Os outros 2 Tripulantes e a
  // Aberração devem ser colocados sobre a mesa afastados da área de jogo."
  const Game g = make(4);
  const State s = playing(g);
  for (int p = 0; p < 4; ++p) {
    const Track& t = s.tracks[z(p)];
    EXPECT_EQ(t.crew, (std::array<std::uint8_t, 4>{kStart, kStart, kAside, kAside}));
    EXPECT_EQ(t.aberration, 0);
    for (Card c : t.room) EXPECT_EQ(c, Card::hidden);
  }
}

TEST(Dp6Seed, TiltMarkersAreHeldFromTheStartProgrammingMarkersAreNot) {
  // "Estes marcadores já começam o jogo em seu poder." / "entrarão em jogo mais adiante"
  const State s = playing(make());
  EXPECT_EQ(s.tracks[0].tilt, 2);
  EXPECT_EQ(s.tracks[0].prog, 0);
  EXPECT_EQ(s.tracks[0].prog_on, 0);
}

TEST(Dp6Seed, CapsuleCounterStartsOnItsFirstPositionAndEveryDoorIsClosed) {
  // "Posicione o contador da Cápsula na posição 5." / "todas na posição fechada"
  const State s = playing(make());
  EXPECT_EQ(s.capsule, 0);
  EXPECT_EQ(s.doors, 0);
}

TEST(Dp6Seed, Room1HoldsAnyOfTheFourCardsButNeverTheAberration) {
  // "remover suas respectivas cartas de Aberração, embaralhar as cartas restantes e posicionar
  // duas destas cartas ... nas duas primeiras posições"
  const Game g = make();
  const State s = run(g, playing(g), {"walk c0 r1"});
  EXPECT_EQ(s.phase, Phase::reveal);
  EXPECT_EQ(texts(g, s), (std::set<std::string>{"reveal flooded", "reveal tools", "reveal control", "reveal cryo"}));
  EXPECT_EQ(weight(g, s, "reveal flooded"), weight(g, s, "reveal cryo"));
}

TEST(Dp6Spec, OnlyCardsStillPossibleForTheSlotComeUp) {
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"flooded", "", "tools", "control", ""});
  s.tracks[0].crew[0] = 1;
  open(s, {1});
  // Rooms 3 and 4 hold two of the first group's cards, so the Aberration is in room 5 and
  // room 2 holds the last of the four: Cryogenics.
  const State r2 = run(g, s, {"walk c0 r2"});
  EXPECT_EQ(texts(g, r2), (std::set<std::string>{"reveal cryo"}));
  s.tracks[0].room[3] = Card::hidden;  // room 4 face down again: 2 cards for 2 rooms
  s.tracks[0].prog_on = 2;
  const State again = run(g, s, {"walk c0 r2"});
  EXPECT_EQ(texts(g, again), (std::set<std::string>{"reveal control", "reveal cryo"}));
}

/// The number of the 72 valid deals (Aberration among rooms 3..5) that agree with the face-up
/// rooms of t and put `card` in `room`.
int deals(const Track& t, int room, Card card) {
  std::array<int, 5> perm{1, 2, 3, 4, 5};
  int n = 0;
  do {
    bool ok = perm[0] != 4 && perm[1] != 4 && perm[z(room - 1)] == static_cast<int>(card);
    for (int r = 0; r < 5 && ok; ++r)
      ok = t.room[z(r)] == Card::hidden || static_cast<int>(t.room[z(r)]) == perm[z(r)];
    n += ok ? 1 : 0;
  } while (std::next_permutation(perm.begin(), perm.end()));
  return n;
}

TEST(Dp6Decision, RevealWeightsAreTheCountsOfMatchingDeals) {
  // Drawing face-down cards only when revealed gives the physical deal's odds exactly.
  const Game g = make();
  const std::vector<std::vector<const char*>> layouts = {
      {"", "", "", "", ""},          {"cryo", "", "", "", ""},        {"", "", "aberration", "", ""},
      {"tools", "control", "", "", ""}, {"", "", "flooded", "cryo", ""}, {"tools", "", "", "aberration", "control"}};
  for (const auto& layout : layouts)
    for (int room = 1; room <= 5; ++room) {
      State s = playing(g);
      Track& t = s.tracks[0];
      for (int r = 0; r < 5; ++r)
        for (int c = 0; c <= 5; ++c)
          if (bgb::dp6::kCardWords[z(c)] == std::string(layout[z(r)]) && c) t.room[z(r)] = static_cast<Card>(c);
      if (t.room[z(room - 1)] != Card::hidden) continue;
      for (int c = 1; c <= 5; ++c)
        EXPECT_EQ(static_cast<int>(bgb::dp6::detail::reveal_weight(t, room, static_cast<Card>(c))),
                  deals(t, room, static_cast<Card>(c)))
            << "room " << room << " card " << c;
    }
}

TEST(Dp6Seed, ControlAndToolsBringTheirProgrammingMarkerIntoPlay) {
  // "Quando esta sala é revelada um marcador de Programação deve ser colocado sobre o espaço indicado."
  const Game g = make();
  const State s = run(g, playing(g), {"walk c0 r1", "reveal control"});
  EXPECT_EQ(s.tracks[0].prog_on, 1);
  EXPECT_EQ(s.tracks[0].room[0], Card::control);
  const State t = run(g, playing(g), {"walk c0 r1", "reveal tools"});
  EXPECT_EQ(t.tracks[0].prog_on, 2);
}

TEST(Dp6Seed, CryogenicsLaysTheTwoWaitingCrewInIt) {
  // "Quando esta sala é revelada, 2 Tripulantes devem ser colocados deitados"
  const Game g = make();
  const State s = run(g, playing(g), {"walk c1 r1", "reveal cryo"});
  const Track& t = s.tracks[0];
  EXPECT_EQ(t.crew, (std::array<std::uint8_t, 4>{kStart, 1, 1, 1}));
  EXPECT_EQ(t.lying, 0x0C);
  EXPECT_FALSE(bgb::dp6::active_in_room(t, 2));
  EXPECT_TRUE(bgb::dp6::active_in_room(t, 1));
}

TEST(Dp6Seed, TheAberrationIsPlacedOnItsRoomWhenRevealed) {
  // "Quando esta sala é revelada, o meeple de Aberração deve ser colocado sobre a sala."
  const Game g = make();
  State s = playing(g);
  lay(s, 0, {"tools", "flooded"});
  s.tracks[0].crew[0] = 2;
  open(s, {2});
  s = run(g, s, {"walk c0 r3"});
  EXPECT_TRUE(texts(g, s).count("reveal aberration"));
  s = run(g, s, {"reveal aberration"});
  EXPECT_EQ(s.tracks[0].aberration, 3);
  EXPECT_EQ(s.tracks[0].crew[0], 3);  // on top of the crew that revealed it, until the turn ends
}

TEST(Dp6Spec, NotationRoundTripsAndBadTextsAreRefusedClearly) {
  const Game g = make(4);
  const State s = g.initial_state();
  for (ActionId a = 0; a < g.num_distinct_actions(); ++a) {
    const bgb::Result<ActionId> back = g.parse_action(s, g.action_text(s, a));
    ASSERT_TRUE(back.ok()) << g.action_text(s, a);
    EXPECT_EQ(*back, a);
  }
  for (const char* bad : {"", "walk", "walk c4 r1", "walk c0 r6", "doors 0 1123", "doors 4 1234", "tilt 7", "prog +2",
                          "reveal kitchen", "take r0", "use now", "fly c0"}) {
    const bgb::Result<ActionId> r = g.parse_action(s, bad);
    EXPECT_FALSE(r.ok()) << bad;
    if (!r.ok()) {
      EXPECT_NE(r.error().message.find("cannot read"), std::string::npos);
    }
  }
  EXPECT_EQ(*g.parse_action(s, "  WALK   c1  Capsule "), bgb::dp6::act::walk(1, 6));
}

}  // namespace
}  // namespace dp6test
