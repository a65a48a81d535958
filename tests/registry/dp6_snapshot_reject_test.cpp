// DP6's snapshot reader refuses anything the rules cannot reach, with a message naming the
// field; random mutations of valid snapshots never crash it nor yield a state the rules cannot
// continue.
#include <functional>
#include <string>
#include <vector>

#include "dp6_support.hpp"

namespace bgb::test {
namespace {

using json::Json;

/// A 2-player state in the middle of a turn with some rooms face up, as JSON.
struct MidGame {
  std::shared_ptr<const AnyGame> game = dp6_game();
  Json json;
  MidGame() {
    const dp6::Game& g = dp6_rules(*game);
    dp6::State s = g.initial_state();
    for (const char* t : {"doors 0 1234", "doors 1 4321", "first 0", "walk c0 r1", "reveal control", "decode", "roll 1", "use"})
      s = g.apply_unchecked(s, *g.parse_action(s, t));
    json = Json::parse(dp6_wrap(*game, s)->to_json(kViewAll));
  }
};

struct Spoil {
  std::function<void(Json&)> edit;
  std::string message;
};

TEST(Dp6SnapshotRejects, EachInconsistencyIsNamed) {
  MidGame m;
  ASSERT_TRUE(m.game->state_from_json(m.json.dump()).ok());
  const std::vector<Spoil> spoils = {
      {[](Json& j) { j["game"] = "the-crew"; }, "game: this snapshot is for 'the-crew', not 'dp6'"},
      {[](Json& j) { j["view"] = 0; }, "view: this is an observation"},
      {[](Json& j) { j["players"] = 3; }, "players: the snapshot has 3 players but this game has 2"},
      {[](Json& j) { j["phase"] = "dance"; }, "phase: 'dance' is not one of doors, first, play, reveal, roll, over"},
      {[](Json& j) { j["tracks"][0]["rooms"][1] = "control"; }, "tracks[0].rooms: 'control' appears twice"},
      {[](Json& j) { j["tracks"][0]["rooms"][1] = "aberration"; }, "the Aberration room is dealt among rooms 3..5 only"},
      {[](Json& j) { j["tracks"][0]["rooms"][1] = "kitchen"; }, "tracks[0].rooms[1]: 'kitchen' is not one of"},
      {[](Json& j) { j["tracks"][0]["crew"][2] = "r1"; }, "c2 and c3 wait aside until Cryogenics is revealed"},
      {[](Json& j) { j["tracks"][0]["crew"][1] = "r3"; }, "a crew stands only in face-up rooms"},
      {[](Json& j) { j["tracks"][0]["crew"][0] = "r1 lying"; }, "only c2 and c3 lie, in the Cryogenics room"},
      {[](Json& j) { j["tracks"][0]["crew"][0] = "r9"; }, "is not a crew place"},
      {[](Json& j) { j["tracks"][0]["tilt"] = 1; }, "tilt + tilt_used is the 2 Tilt markers"},
      {[](Json& j) { j["tracks"][0]["prog"] = 1; }, "the 2 Programming markers"},
      {[](Json& j) { j["tracks"][0]["prog_on"] = Json::array({"tools"}); }, "prog_on: Tools is face down"},
      {[](Json& j) { j["tracks"][0]["aberration"] = "r3"; }, "the Aberration is in play exactly when its room is face up"},
      {[](Json& j) { j["tracks"][0]["doors"] = "1224"; }, "'1224' is not an order of the doors 1234"},
      {[](Json& j) { j["tracks"][0]["colour"] = "black"; }, "seat 0 plays red"},
      {[](Json& j) { j["tracks"][1]["saved"] = 2; }, "tracks[1].saved: says 2 but 0 crew are in the capsule"},
      {[](Json& j) { j["actions"] = 3; }, "actions: the turn ends after the third action"},
      {[](Json& j) { j["tracks"][0]["rooms"][2] = "flooded"; },
       "tracks[0].rooms: r3 is face up behind the face-down r2 (rooms are revealed one step at a time"},
      {[](Json& j) {
         j["tracks"][0]["crew"][0] = "capsule";
         j["tracks"][0]["saved"] = 1;
       }, "crew[0]: a crew reaches the Capsule through r5, so r5 is face up"},
      {[](Json& j) { j["tracks"][0]["crew"][1] = "devoured"; }, "crew[1]: only the Aberration devours, so its room is face up"},
      {[](Json& j) { j["activated"] = true; }, "activated: a marker changes a pending result"},
      {[](Json& j) { j["actions"] = 0; j["pending"] = 2; }, "pending: a result is decoded by an action of this turn"},
      {[](Json& j) { j["pending"] = 7; }, "pending: 7 is out of range 1..6"},
      {[](Json& j) {
         j["ignored"] = true;
         j["pending"] = 3;
       },
       "ignored: a result was ignored this turn, in phase 'play', and nothing is pending since"},
      {[](Json& j) { j["ignored"] = 1; }, "ignored"},
      {[](Json& j) { j["open_doors"] = Json::array({1, 1}); }, "open_doors[1]: door 1 appears twice"},
      {[](Json& j) { j["open_doors"] = Json::array({6}); }, "open_doors[0]: 6 is out of range 1..5"},
      {[](Json& j) { j["capsule"] = 6; }, "capsule: 6 is out of range 0..5"},
      {[](Json& j) { j["reveal_room"] = "r2"; }, "reveal_room: a room is being revealed exactly in phase 'reveal'"},
      // Found by RandomMutationsNeverYieldAnUnplayableState under UBSan: the reveal weights were
      // computed (indexing room 0 - 1) before the turn check refused the missing room.
      {[](Json& j) {
         j["phase"] = "reveal";
         j["current_player"] = -1;
       },
       "reveal_room: a room is being revealed exactly in phase 'reveal'"},
      {[](Json& j) { j["terminal"] = true; }, "terminal: says true but the phase is 'play'"},
      {[](Json& j) { j["current_player"] = 1; }, "current_player: says 1 but the state gives 0"},
      {[](Json& j) { j["end"] = "launched"; }, "end: the game is not over, so end is null"},
      {[](Json& j) { j["phase"] = "over"; j["end"] = "launched"; }, "end: the capsule launches from the counter's 6th position"},
      {[](Json& j) { j["setup_seat"] = 1; }, "setup_seat: the setup deals every seat's doors first"},
      {[](Json& j) { j["tracks"].erase(1); }, "tracks: expected one per player (2), got 1"},
      {[](Json& j) { j["extra"] = 1; }, "unknown key 'extra'"},
      {[](Json& j) { j.erase("capsule"); }, "missing key 'capsule'"},
  };
  for (const Spoil& spoil : spoils) {
    Json j = m.json;
    spoil.edit(j);
    auto r = m.game->state_from_json(j.dump());
    ASSERT_FALSE(r.ok()) << "accepted: " << j.dump();
    EXPECT_TRUE(contains(r.error().message, spoil.message)) << "want: " << spoil.message << "\ngot: " << r.error().message;
    EXPECT_EQ(r.error().message.rfind("dp6 state: ", 0), 0U) << r.error().message;
  }
}

TEST(Dp6SnapshotRejects, GarbageIsRefusedNotCrashed) {
  auto game = dp6_game();
  for (const char* text : {"", "null", "[]", "{", "{\"game\":\"dp6\"}", "12", "\"dp6\"", "{\"game\":1}"}) {
    auto r = game->state_from_json(text);
    EXPECT_FALSE(r.ok()) << text;
  }
}

TEST(Dp6SnapshotRejects, RandomMutationsNeverYieldAnUnplayableState) {
  auto game = dp6_game(R"({"players":3,"max_turns":40})");
  ASSERT_TRUE(game);
  const dp6::Game& rules = dp6_rules(*game);
  Rng rng(77);
  const std::vector<Json> values = {0,       1,      2,         3,       5,        6,        7,       40,     -1,
                                    nullptr, true,   "r1",      "r5",    "start",  "capsule", "aside", "devoured",
                                    "r2 lying", "hidden", "aberration", "cryo", "flooded", "over", "play", "reveal",
                                    "roll",  "1234", "launched", "stranded", "turn_limit", Json::array()};
  int accepted = 0, refused = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const auto states = dp6_playout(rules, seed);
    for (std::size_t i = 0; i < states.size(); i += 3) {
      const Json original = Json::parse(dp6_wrap(*game, states[i])->to_json(kViewAll));
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
        const dp6::State& s = dp6_state(*r.value());
        EXPECT_EQ(dp6_codec::state_problem(rules, s), "");
        if (!r.value()->is_terminal()) {
          ASSERT_FALSE(r.value()->applicable_actions().empty()) << j.dump();
          // Play on to the end: the rules can continue from whatever was accepted.
          Rng play(seed + static_cast<std::uint64_t>(k));
          const dp6::State end = random_playout(rules, s, play);
          EXPECT_TRUE(rules.is_terminal(end));
        }
      }
    }
  }
  EXPECT_GT(refused, 100);
  EXPECT_GT(accepted, 10);
}

}  // namespace
}  // namespace bgb::test
