// Under Falling Skies through the registry: the options JSON and its errors, the exact snapshot
// (every state of random playouts at every level round-trips with the same hash, so the
// validator refuses no reachable state), the observation (the snapshot: nothing is hidden),
// the ASCII picture and replay logs.
#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "ufs_support.hpp"

namespace bgb::test {
namespace {

using json::Json;

// --- options -------------------------------------------------------------------------------------

TEST(UfsOptions, BlankEmptyObjectAndNullAllMeanLevelOne) {
  for (const char* text : {"", "{}", "null", "  "}) {
    auto g = make_game("under-falling-skies", text);
    ASSERT_TRUE(g.ok()) << text << ": " << g.error().message;
    EXPECT_EQ(g.value()->options_json(), R"({"hard":[],"level":1})");
    EXPECT_EQ(g.value()->num_players(), 1);
    EXPECT_FALSE(g.value()->has_hidden_information());
    EXPECT_FALSE(g.value()->supports_resample());
  }
}

TEST(UfsOptions, HardCardsAreWrittenInCardOrderWithTheLevel) {
  auto g = ufs_game(R"({"hard":["research","sky1","base_top"]})");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->options_json(), R"({"hard":["sky1","base_top","research"],"level":4})");
  EXPECT_EQ(ufs_rules(*g).options().hard, 0b1010001);
  // The normalized options (level included) make the same game.
  auto again = ufs_game(g->options_json());
  ASSERT_TRUE(again);
  EXPECT_EQ(again->options_json(), g->options_json());
  auto all = ufs_game(R"({"hard":["sky1","sky2","sky3","sky4","base_top","base_bottom","research"],"level":8})");
  ASSERT_TRUE(all);
  EXPECT_EQ(Json::parse(all->options_json())["level"], 8);
  EXPECT_EQ(ufs_game(R"({"hard":null})")->options_json(), R"({"hard":[],"level":1})");
}

TEST(UfsOptions, BadOptionsAreRefusedNamingTheKey) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"hard":["sky9"]})", "under-falling-skies options: hard[0]: 'sky9' is not a flippable card (sky1, sky2, sky3, "
                               "sky4, base_top, base_bottom, research)"},
      {R"({"hard":["sky1","sky1"]})", "under-falling-skies options: hard[1]: 'sky1' appears twice"},
      {R"({"hard":"sky1"})", "under-falling-skies options: hard: expected an array, got string"},
      {R"({"hard":[3]})", "under-falling-skies options: hard[0]: expected a string, got integer"},
      {R"({"level":3})", "under-falling-skies options: level: 3 does not match hard (level = 1 + 0 flipped cards = 1)"},
      {R"({"hard":["sky2"],"level":9})", "under-falling-skies options: level: 9 is out of range 1..8"},
      {R"({"hard":[],"players":2})", "under-falling-skies options: unknown key 'players' (known keys: hard, level)"},
      {R"([1])", "under-falling-skies options: expected a JSON object, got array"},
  };
  for (const auto& [options, message] : cases) {
    auto g = make_game("under-falling-skies", options);
    ASSERT_FALSE(g.ok()) << options;
    EXPECT_EQ(g.error().code, Errc::invalid_argument) << options;
    EXPECT_TRUE(g.error().message.rfind(message, 0) == 0) << options << "\ngot: " << g.error().message;
  }
  auto bad_json = make_game("under-falling-skies", R"({"hard":[)");
  ASSERT_FALSE(bad_json.ok());
  EXPECT_EQ(bad_json.error().code, Errc::parse);
}

// --- snapshot round trip -------------------------------------------------------------------------

struct Seen {
  std::set<ufs::Phase> phases;
  std::set<ufs::End> ends;
  int states = 0;
  bool robots = false, red = false, waiting = false, excavated = false;
};

/// Round-trips every state of one playout; false (and a failure) at the first problem.
bool round_trip_playout(const AnyGame& game, std::uint64_t seed, bool careful, Seen& seen) {
  for (const ufs::State& s : ufs_playout(ufs_rules(game), seed, careful)) {
    ++seen.states;
    seen.phases.insert(s.phase);
    seen.ends.insert(s.end);
    seen.robots = seen.robots || s.robots[0].cell != ufs::kNoCell;
    seen.red = seen.red || s.ships[5].at == ufs::ShipAt::sky;
    seen.waiting = seen.waiting || s.ships[0].at == ufs::ShipAt::waiting;
    seen.excavated = seen.excavated || s.excavator > 0;
    const auto original = ufs_wrap(game, s);
    const std::string text = original->to_json(kViewAll);
    auto back = game.state_from_json(text);
    if (!back.ok()) {
      ADD_FAILURE() << game.options_json() << " seed " << seed << ": " << back.error().message << "\n" << text;
      return false;
    }
    if (!(ufs_state(*back.value()) == s) || back.value()->hash() != original->hash() ||
        back.value()->to_json(kViewAll) != text) {
      ADD_FAILURE() << "not identical after the round trip\n" << text << "\n" << back.value()->to_json(kViewAll);
      return false;
    }
  }
  return true;
}

TEST(UfsSnapshot, EveryStateOfRandomPlayoutsAtEveryLevelComesBackIdentical) {
  Seen seen;
  for (unsigned hard = 0; hard < 128; ++hard) {
    auto game = ufs_game(ufs_options(static_cast<std::uint8_t>(hard)));
    ASSERT_TRUE(game);
    for (std::uint64_t seed = 1; seed <= 3; ++seed)
      ASSERT_TRUE(round_trip_playout(*game, hard * 977 + seed, seed == 3, seen));
  }
  EXPECT_GT(seen.states, 30000);
  for (int p = 0; p < ufs_codec::kNumPhases; ++p)
    EXPECT_TRUE(seen.phases.count(static_cast<ufs::Phase>(p))) << "no state in phase " << ufs_codec::phase_name(static_cast<ufs::Phase>(p));
  // Random play never researches far enough to win; UfsSnapshot.AHandMadeWinLoadsPlaysOnAndRoundTrips
  // round-trips a won game.
  for (ufs::End e : {ufs::End::base_destroyed, ufs::End::skull_covered})
    EXPECT_TRUE(seen.ends.count(e)) << "no game ended " << ufs_codec::end_name(e);
  EXPECT_TRUE(seen.robots && seen.red && seen.waiting && seen.excavated);
}

TEST(UfsSnapshot, LongCarefulGamesComeBackIdentical) {
  Seen seen;
  for (std::uint8_t hard : {std::uint8_t{0}, std::uint8_t{0x7F}, std::uint8_t{0x30}, std::uint8_t{0x0F}}) {
    auto game = ufs_game(ufs_options(hard));
    ASSERT_TRUE(game);
    for (std::uint64_t seed = 100; seed < 160; ++seed) ASSERT_TRUE(round_trip_playout(*game, seed, true, seen));
  }
  EXPECT_GT(seen.states, 10000);
}

TEST(UfsSnapshot, IsReadableWithWordsAndCellTexts) {
  auto game = ufs_game(R"({"hard":["sky3"]})");
  ASSERT_TRUE(game);
  const Json start = Json::parse(game->initial_state()->to_json(kViewAll));
  EXPECT_EQ(start["game"], "under-falling-skies");
  EXPECT_EQ(start["view"], "all");
  EXPECT_EQ(start["hard"], Json::array({"sky3"}));
  EXPECT_EQ(start["level"], 2);
  EXPECT_EQ(start["phase"], "roll");
  EXPECT_EQ(start["current_player"], kChance);
  EXPECT_EQ(start["terminal"], false);
  EXPECT_TRUE(start["end"].is_null());
  EXPECT_EQ(start["round"], 1);
  EXPECT_EQ(start["energy"], 2);
  EXPECT_EQ(start["excavator"], Json::parse(R"({"index":0,"cell":"b2 c5"})"));
  EXPECT_EQ(start["mothership"], 0);
  EXPECT_EQ(start["dice"][0], Json::parse(R"({"colour":"black","value":null,"cell":"unplaced","excavation":false})"));
  EXPECT_EQ(start["dice"][4]["colour"], "white");
  EXPECT_EQ(start["robots"], Json::parse("[null,null]"));
  EXPECT_EQ(start["ships"][2], Json::parse(R"({"colour":"green","where":"sky","cell":"spawn c3"})"));
  EXPECT_EQ(start["ships"][6], Json::parse(R"({"colour":"red","where":"supply","cell":null})"));
  EXPECT_TRUE(start["robot_value"].is_null());
  EXPECT_TRUE(start["failure"].is_null());
  EXPECT_FALSE(start.contains("returns"));

  const auto states = ufs_playout(ufs_rules(*game), 5);
  const Json end = Json::parse(ufs_wrap(*game, states.back())->to_json(kViewAll));
  EXPECT_EQ(end["phase"], "over");
  EXPECT_EQ(end["terminal"], true);
  EXPECT_EQ(end["current_player"], kTerminal);
  ASSERT_EQ(end["returns"].size(), 1U);
  if (states.back().end == ufs::End::won) {
    EXPECT_EQ(end["returns"][0], 1);
    EXPECT_TRUE(end["failure"].is_null());
  } else {
    EXPECT_EQ(end["returns"][0], 0);
    EXPECT_EQ(end["failure"]["rule"], end["end"]);
    EXPECT_EQ(end["failure"]["text"], ufs_codec::end_text(states.back().end));
  }
}

// --- observation and picture ---------------------------------------------------------------------

TEST(UfsObservation, EveryViewerSeesTheSnapshotAndOnlyTheSnapshotLoads) {
  auto game = ufs_game(R"({"hard":["base_bottom"]})");
  ASSERT_TRUE(game);
  const auto states = ufs_playout(ufs_rules(*game), 11);
  for (std::size_t i = 0; i < states.size(); i += 7) {
    const auto s = ufs_wrap(*game, states[i]);
    Json all = Json::parse(s->to_json(kViewAll));
    Json seat = Json::parse(s->to_json(0));
    Json pub = Json::parse(s->to_json(kViewPublic));
    EXPECT_EQ(seat["view"], 0);
    EXPECT_EQ(pub["view"], "public");
    EXPECT_EQ(s->to_json(5), s->to_json(kViewPublic)) << "an unknown viewer gets the public view";
    EXPECT_EQ(s->to_json(-9), s->to_json(kViewPublic));
    seat["view"] = "all";
    pub["view"] = "all";
    EXPECT_EQ(seat, all);
    EXPECT_EQ(pub, all);
    auto refused = game->state_from_json(s->to_json(0));
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(contains(refused.error().message, "this is an observation")) << refused.error().message;
    EXPECT_EQ(s->render(0), s->render(kViewAll));
    EXPECT_EQ(s->render(3), s->render(kViewPublic));
  }
}

TEST(UfsRender, EveryLineFitsInOneHundredColumns) {
  std::size_t widest = 0;
  for (std::uint8_t hard : {std::uint8_t{0}, std::uint8_t{0x7F}, std::uint8_t{0x12}}) {
    auto game = ufs_game(ufs_options(hard));
    ASSERT_TRUE(game);
    for (std::uint64_t seed = 1; seed <= 4; ++seed)
      for (const ufs::State& s : ufs_playout(ufs_rules(*game), seed, seed % 2 == 0)) {
        std::istringstream lines(ufs_wrap(*game, s)->render(0));
        for (std::string line; std::getline(lines, line);) widest = std::max(widest, line.size());
      }
  }
  EXPECT_LE(widest, 100U);
}

TEST(UfsRender, ShowsSkyBaseTracksAndWhatToDo) {
  auto game = ufs_game();
  ASSERT_TRUE(game);
  const std::string start = game->initial_state()->render(0);
  for (const char* part : {"Under Falling Skies, level 1 (every card easy), round 1",
                           "  spawn s0     G    G    G    G    G    <- spawn spots of the mothership card",
                           "  s1           .    .    .    .    .    -   <- next", "  s3           .   x1    >    .    .    red ship joins",
                           "  s12          .    <    M    .    <    SKULL", "  city     ====",
                           "  b0 | AA        | AA        | AA        | AA        | AA        |",
                           "  b1 | E-1       | B-1 $1    | F-1 $1    | +x        | R-1 $1    |",
                           "  b2 |~R $1      |~E          ~E         |~F $2      |~+x     X  |",
                           "Energy    0  1 (2) 3  4  5  6  7   2 of 7", "Damage   [ ][ ][ ][ ][ ]  0 of 5",
                           "Research space 0 of 14: | 3 1 4 2 3 2 6 2 1 4 7 4 2 12  (space costs; you are at '|')",
                           "Mothership covers nothing yet; the skull is at s12 (12 rows to go)",
                           "Dice: black ? to roll, black ? to roll", "Robots: none",
                           "Next: chance rolls a black die"})
    EXPECT_TRUE(contains(start, part)) << "missing: " << part << "\n" << start;
}

// --- replay ---------------------------------------------------------------------------------------

TEST(UfsReplay, AFullLogReproducesTheStateAndHash) {
  auto game = ufs_game(R"({"hard":["sky2","research"]})");
  ASSERT_TRUE(game);
  Rng rng(21);
  std::vector<ActionId> log;
  std::unique_ptr<AnyState> s = game->initial_state();
  while (!s->is_terminal()) {
    const ActionId a = s->current_player() == kChance ? s->sample_chance(rng)
                                                      : s->legal_actions()[rng.below(s->legal_actions().size())];
    log.push_back(a);
    s = std::move(s->apply(a)).value();
  }
  auto text = make_replay_log(*game, log);
  ASSERT_TRUE(text.ok()) << text.error().message;
  auto replayed = replay_log(text.value());
  ASSERT_TRUE(replayed.ok()) << replayed.error().message;
  EXPECT_TRUE(replayed.value()->equals(*s));
  EXPECT_EQ(replayed.value()->hash(), s->hash());
  EXPECT_TRUE(contains(text.value(), R"("game":"under-falling-skies","options":{"hard":["sky2","research"],"level":3})"));
  EXPECT_TRUE(contains(text.value(), R"("roll )")) << "dice rolls are logged as texts";
}

// --- docs ---------------------------------------------------------------------------------------

#ifdef BGB_DOCS_DIR
TEST(UfsDocs, SnapshotInJsonMdLoads) {
  std::ifstream in(std::string(BGB_DOCS_DIR) + "/json.md", std::ios::binary);
  ASSERT_TRUE(in.good());
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::size_t at = text.find("<!-- docs:ufs-snapshot -->");
  ASSERT_NE(at, std::string::npos) << "docs/json.md has no <!-- docs:ufs-snapshot --> marker";
  const std::size_t body = text.find('\n', text.find("```", at));
  const std::size_t end = text.find("\n```", body);
  ASSERT_NE(end, std::string::npos);
  const std::string block = text.substr(body + 1, end - body);
  auto game = ufs_game(R"({"hard":["sky3"]})");
  ASSERT_TRUE(game);
  auto s = game->state_from_json(block);
  ASSERT_TRUE(s.ok()) << s.error().message << "\n" << block;
  EXPECT_EQ(Json::parse(s.value()->to_json(kViewAll)), Json::parse(block)) << "the example is what the library writes";
  // It is the state the replay log under it reaches.
  auto replayed = replay_log(R"({"game":"under-falling-skies","options":{"hard":["sky3"]},"actions":["roll 3","roll 5",)"
                             R"("roll 1","roll 6","roll 2","place black 3 b1 c1","place black 5 b1 c3","place black 1 b0 c2",)"
                             R"("place white 6 b1 c5","roll 4","place white 4 b2 c4"]})");
  ASSERT_TRUE(replayed.ok()) << replayed.error().message;
  EXPECT_TRUE(replayed.value()->equals(*s.value()));
}
#endif

}  // namespace
}  // namespace bgb::test
