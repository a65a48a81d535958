// Under Falling Skies' snapshot reader refuses anything the rules cannot reach, with a message
// naming the field, and accepts hand-made states the rules can reach (a win by research); random
// mutations of valid snapshots never crash it nor yield a state the rules cannot continue.
#include <functional>
#include <string>
#include <vector>

#include "ufs_support.hpp"

namespace bgb::test {
namespace {

using json::Json;

/// A level-1 state in the place phase of round 2 or later: black die 0 placed on anti-air, the
/// others still to place, no excavation die yet; as JSON.
struct MidGame {
  std::shared_ptr<const AnyGame> game = ufs_game();
  ufs::State state;
  Json json;
  MidGame() {
    for (std::uint64_t seed = 1;; ++seed)
      for (const ufs::State& s : ufs_playout(ufs_rules(*game), seed))
        if (s.phase == ufs::Phase::place && s.round >= 2 && s.die_cell[0] < ufs::kColumns &&
            s.excavation_die == ufs::kUnplaced && s.die_cell[4] == ufs::kUnplaced && s.die_cell[1] == ufs::kUnplaced &&
            s.die_cell[2] == ufs::kUnplaced && s.die_cell[3] == ufs::kUnplaced) {
          state = s;
          json = Json::parse(ufs_wrap(*game, s)->to_json(kViewAll));
          return;
        }
  }
};

void expect_refused(const AnyGame& game, const Json& j, const std::string& part) {
  auto r = game.state_from_json(j.dump());
  ASSERT_FALSE(r.ok()) << "accepted: " << j.dump();
  EXPECT_EQ(r.error().code, Errc::invalid_argument) << r.error().message;
  EXPECT_TRUE(contains(r.error().message, part)) << "want: " << part << "\ngot: " << r.error().message;
  EXPECT_EQ(r.error().message.rfind("under-falling-skies state: ", 0), 0U) << r.error().message;
}

/// One way to spoil the valid snapshot, and (part of) the message that must refuse it.
struct Spoil {
  std::function<void(Json&)> edit;
  std::string message;
};

/// Each spoil, applied to a fresh copy of m's snapshot, is refused with its message.
void expect_all_refused(const MidGame& m, const std::vector<Spoil>& spoils) {
  for (const Spoil& spoil : spoils) {
    Json j = m.json;
    spoil.edit(j);
    expect_refused(*m.game, j, spoil.message);
  }
}

TEST(UfsSnapshotRejects, AnotherGameAnObservationOrOtherCards) {
  MidGame m;
  expect_all_refused(m, {
      {[](Json& j) { j["game"] = "the-crew"; }, "game: this snapshot is for 'the-crew', not 'under-falling-skies'"},
      {[](Json& j) { j["view"] = 0; }, "view: this is an observation (view 0)"},
      {[](Json& j) { j["level"] = 2; }, "level: 2 does not match hard"},
  });
  auto hard = ufs_game(R"({"hard":["sky1"]})");
  expect_refused(*hard, m.json,
                 "hard: the snapshot is of level 1 (every card easy) but this game is level 2 (hard: sky1)");
}

TEST(UfsSnapshotRejects, MissingUnknownAndMistypedKeys) {
  MidGame m;
  expect_all_refused(m, {
      {[](Json& j) { j.erase("dice"); }, "missing key 'dice'"},
      {[](Json& j) { j.erase("mothership"); }, "missing key 'mothership'"},
      {[](Json& j) { j.erase("robot_value"); }, "missing key 'robot_value'"},
      {[](Json& j) { j["wind"] = 3; }, "unknown key 'wind'"},
      {[](Json& j) { j["dice"][0].erase("excavation"); }, "dice[0]: missing key 'excavation'"},
      {[](Json& j) { j["energy"] = "2"; }, "energy: expected an integer, got string"},
      {[](Json& j) { j["phase"] = "dance"; }, "phase: 'dance' is not one of roll, place, resolve, robot, spawn, over"},
      {[](Json& j) { j["ships"][0]["where"] = "moon"; }, "ships[0].where: 'moon' is not one of supply, waiting, sky"},
      {[](Json& j) { j["dice"].erase(4); }, "dice: expected 5 entries"},
  });
}

TEST(UfsSnapshotRejects, OutOfRangeNumbersAndBadTexts) {
  MidGame m;
  expect_all_refused(m, {
      {[](Json& j) { j["energy"] = 8; }, "energy: 8 is out of range 0..7"},
      {[](Json& j) { j["damage"] = 6; }, "damage: 6 is out of range 0..5"},
      {[](Json& j) { j["research"] = 15; }, "research: 15 is out of range 0..14"},
      {[](Json& j) { j["round"] = 0; }, "round: 0 is out of range 1..15"},
      {[](Json& j) { j["mothership"] = 13; }, "mothership: 13 is out of range 0..12"},
      {[](Json& j) { j["robot_value"] = 7; }, "robot_value: 7 is out of range 1..6"},
      {[](Json& j) { j["excavator"]["index"] = 20; }, "excavator.index: 20 is out of range 0..19"},
      {[](Json& j) { j["excavator"]["cell"] = "b2 c4"; }, "excavator.cell: path index"},
      {[](Json& j) { j["dice"][1]["value"] = 0; }, "dice[1].value: 0 is out of range 1..6"},
      {[](Json& j) { j["dice"][1]["cell"] = "b6 c1"; }, "dice[1].cell: 'b6 c1' is not a base cell"},
      {[](Json& j) { j["dice"][1]["colour"] = "white"; }, "dice[1].colour: dice 0-2 are black and 3-4 white, so this one is black"},
      {[](Json& j) { j["ships"][5]["colour"] = "green"; }, "ships[5].colour: ships 0-4 are green and 5-6 red, so this one is red"},
  });
}

TEST(UfsSnapshotRejects, PhaseEndAndTracksThatDisagree) {
  MidGame m;
  const int round_too_late = m.state.mothership + 2;
  expect_all_refused(m, {
      {[](Json& j) { j["phase"] = "over"; }, "end: a finished game says how it ended"},
      {[](Json& j) { j["end"] = "won"; }, "end: the game is not over"},
      {[](Json& j) { j["damage"] = 5; }, "damage: the 5th damage destroys the base"},
      {[](Json& j) { j["research"] = 14; }, "research: reaching space 14 wins at once"},
      {[&](Json& j) { j["round"] = round_too_late; }, "(it descends every round)"},
      {[](Json& j) { j["phase"] = "resolve"; }, "phase: 'resolve' comes after every die is placed or set aside"},
      {[](Json& j) { j["robot_value"] = 3; }, "robot_value: only a robot being built (phase 'robot') has one"},
      {[](Json& j) { j["terminal"] = true; }, "terminal: says true but the phase is 'place'"},
      {[](Json& j) { j["current_player"] = -1; }, "current_player: says -1 but the state gives 0"},
      {[](Json& j) { j["returns"] = Json::array({1}); }, "returns: only a terminal state has returns"},
      {[](Json& j) { j["failure"] = Json::parse(R"({"rule":"base_destroyed","text":"the base is destroyed"})"); },
       "failure: does not match the end of the game, expected null"},
  });
}

TEST(UfsSnapshotRejects, DiceWhereTheyCannotBe) {
  MidGame m;
  const std::string first = m.json["dice"][0]["cell"];
  const std::string other_row = (first[1] == '0' ? "b1 " : "b0 ") + first.substr(3);
  expect_all_refused(m, {
      {[&](Json& j) { j["dice"][1]["cell"] = other_row; }, "only one die a column"},
      {[](Json& j) {
         j["dice"][1]["cell"] = "b4 c3";  // not excavated, and not the excavation die
         j["dice"][0]["cell"] = "unplaced";
       },
       "dice[1].cell: b4 c3: a die other than the round's excavation die goes on anti-air or on a room"},
      {[](Json& j) {
         j["dice"][1]["cell"] = "b1 c4";  // an excavated tunnel: "Os dados só podem ser colocados em salas escavadas"
         j["dice"][0]["cell"] = "unplaced";
       },
       "dice[1].cell: b1 c4: a die other than the round's excavation die goes on anti-air or on a room whose cells are "
       "all excavated, never on a tunnel"},
      {[](Json& j) { j["dice"][1]["excavation"] = j["dice"][2]["excavation"] = true; },
       "dice[2].excavation: only one die a round excavates"},
      {[](Json& j) { j["dice"][1]["excavation"] = true; }, "dice[1].excavation: a die still to place is not the excavation die yet"},
      {[](Json& j) { j["dice"][1]["value"] = nullptr; }, "dice[2].value: dice are rolled in order"},
      {[](Json& j) {
         for (int d = 1; d < ufs::kDice; ++d) j["dice"][d]["value"] = nullptr;
       },
       "phase: 'place' comes after every unplaced die is rolled"},
  });
}

TEST(UfsSnapshotRejects, ShipsAndRobotsWhereTheyCannotBe) {
  MidGame m;
  int sky = -1, other = -1;
  for (int i = 0; i < ufs::kShips; ++i) {
    if (m.json["ships"][i]["where"] != "sky") continue;
    (sky < 0 ? sky : other) = i;
  }
  ASSERT_GE(other, 0);
  const std::string die_cell = m.json["dice"][0]["cell"];
  auto robot = [](Json& j, int r, const char* cell, int value) {
    j["robots"][r] = Json{{"cell", cell}, {"value", value}, {"exhausted", false}};
  };
  expect_all_refused(m, {
      {[&](Json& j) { j["ships"][other]["cell"] = j["ships"][sky]["cell"]; }, "two ships in one cell"},
      {[](Json& j) { j["ships"][0] = Json::parse(R"({"colour":"green","where":"supply","cell":null})"); },
       "ships[0].where: green ships are never in the supply"},
      {[&](Json& j) { j["ships"][sky]["cell"] = "city c1"; }, "a ship that reaches the city goes back to the mothership card"},
      {[&](Json& j) { j["ships"][sky]["cell"] = "s9 c9"; }, "is not a sky cell"},
      // Not a key of the snapshot: ships off the sky have no cell.
      {[&](Json& j) { j["ships"][sky]["last_cell"] = "s3 c1"; }, "last_cell"},
      {[&](Json& j) {
         j["mothership"] = 3;
         j["ships"][sky]["cell"] = "s3 c1";
       },
       "a ship on its spawn spots is written \"spawn c1\""},
      {[&](Json& j) { robot(j, 0, "b1 c4", 3); }, "robots[0].cell: b1 c4: robots stand on rooms or anti-air, not in tunnels"},
      {[&](Json& j) { robot(j, 0, "b5 c3", 3); }, "robots[0].cell: b5 c3: is not excavated"},
      {[&](Json& j) {
         robot(j, 0, "b1 c2", 3);
         robot(j, 1, "b1 c2", 2);
       },
       "robots[1].cell: b1 c2: two robots on one cell"},
      {[&](Json& j) {
         robot(j, 0, "b1 c2", 3);
         j["robots"][0]["exhausted"] = true;
       },
       "robots[0].exhausted: robots are ready again from the start of the round"},
      {[&](Json& j) { robot(j, 0, die_cell.c_str(), 3); }, "a robot stands there"},
  });
}

/// A hand-made state the rules can reach: every base cell excavated but the last, three 6s in
/// the research room of b5, research at 13 of 14. Resolving the room wins.
TEST(UfsSnapshot, AHandMadeWinLoadsPlaysOnAndRoundTrips) {
  auto game = ufs_game();
  ASSERT_TRUE(game);
  Json j = Json::parse(game->initial_state()->to_json(kViewAll));
  j["phase"] = "resolve";
  j["current_player"] = 0;
  j["round"] = 5;
  j["mothership"] = 6;
  j["research"] = 13;
  j["excavator"] = Json::parse(R"({"index":19,"cell":"b5 c5"})");
  const char* cells[] = {"b5 c2", "b5 c3", "b5 c4", "used", "used"};
  for (int d = 0; d < ufs::kDice; ++d) {
    j["dice"][d]["value"] = 6;
    j["dice"][d]["cell"] = cells[d];
  }
  for (int i = 0; i < ufs::kGreenShips; ++i) j["ships"][i]["cell"] = "s" + std::to_string(7 + i) + " c" + std::to_string(i + 1);
  auto loaded = game->state_from_json(j.dump());
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  auto resolve = loaded.value()->parse_action("resolve b5 c3");
  ASSERT_TRUE(resolve.ok()) << resolve.error().message;
  EXPECT_EQ(loaded.value()->action_text(*resolve), "resolve b5 c2") << "a room is named by its first cell";
  auto won = loaded.value()->apply(*resolve);
  ASSERT_TRUE(won.ok()) << won.error().message;
  EXPECT_TRUE(won.value()->is_terminal());
  EXPECT_EQ(won.value()->returns(), std::vector<double>{1.0});
  const std::string text = won.value()->to_json(kViewAll);
  const Json end = Json::parse(text);
  EXPECT_EQ(end["end"], "won");
  EXPECT_EQ(end["research"], 14);
  EXPECT_EQ(end["energy"], 1);
  EXPECT_TRUE(end["failure"].is_null());
  auto back = game->state_from_json(text);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_TRUE(back.value()->equals(*won.value()));
  EXPECT_EQ(back.value()->hash(), won.value()->hash());
  EXPECT_TRUE(contains(won.value()->render(0), "Next: game over: you win"));
}

/// Random edits of valid snapshots: never a crash; whatever loads is consistent and playable.
TEST(UfsSnapshotRejects, RandomMutationsNeverYieldAnUnplayableState) {
  auto game = ufs_game(R"({"hard":["base_top","research"]})");
  ASSERT_TRUE(game);
  const ufs::Game& rules = ufs_rules(*game);
  Rng rng(77);
  const std::vector<Json> values = {0, 1, 2, 5, 6, 7, 13, 14, 16, -1, nullptr, true, "used", "unplaced", "b1 c2",
                                    "b3 c3", "s4 c2", "spawn c1", "city c5", "sky", "waiting", "supply", "over"};
  int accepted = 0, refused = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const auto states = ufs_playout(rules, seed);
    for (std::size_t i = 0; i < states.size(); i += 3) {
      const Json original = Json::parse(ufs_wrap(*game, states[i])->to_json(kViewAll));
      for (int k = 0; k < 6; ++k) {
        Json j = original;
        set_random_leaf(j, values, rng);
        auto r = game->state_from_json(j.dump());
        if (!r.ok()) {
          ++refused;
          EXPECT_FALSE(r.error().message.empty());
          continue;
        }
        ++accepted;
        const ufs::State& s = ufs_state(*r.value());
        EXPECT_EQ(ufs_codec::state_problem(rules, s), "");
        if (!r.value()->is_terminal()) {
          EXPECT_FALSE(r.value()->applicable_actions().empty()) << j.dump();
        }
      }
    }
  }
  EXPECT_GT(refused, 100);
  EXPECT_GT(accepted, 10);
}

}  // namespace
}  // namespace bgb::test
