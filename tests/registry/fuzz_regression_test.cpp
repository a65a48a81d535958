// Regression tests for what the fuzzers of tests/fuzz found, one test per finding, named after
// it, with the input (or its essence) that reproduced it. docs/fuzzing.md lists the findings.
#include <string>
#include <string_view>

#include "crew/campaign_codec.hpp"
#include "support.hpp"

namespace bgb::test {
namespace {

// fuzz_action_text, options '{"players":33333333e33333}': nlohmann-json reads a number too large
// for a double as an out_of_range exception (406 "number overflow"), not a parse_error, so it
// escaped json::parse and every reader reported BGB_E_INTERNAL ("internal error: ...").
// Such text cannot be read: it is a parse error, wherever JSON comes in.
TEST(FuzzRegression, NumberTooLargeForADoubleIsAParseErrorNotAnInternalError) {
  for (const std::string_view huge : {"33333333e33333", "1e999", "-1e400"}) {
    const std::string h(huge);
    for (const GameInfo& info : registered_games()) {
      auto game = make_game(info.name, "{\"players\":" + h + "}");
      ASSERT_FALSE(game.ok()) << info.name << ' ' << h;
      EXPECT_EQ(game.error().code, Errc::parse) << game.error().message;
      EXPECT_TRUE(contains(game.error().message, "number overflow")) << game.error().message;

      auto defaults = make_game(info.name, "");
      ASSERT_TRUE(defaults.ok());
      auto state = defaults.value()->state_from_json("{\"players\":" + h + "}");
      ASSERT_FALSE(state.ok());
      EXPECT_EQ(state.error().code, Errc::parse) << state.error().message;

      auto replayed = replay_log("{\"game\":\"" + std::string(info.name) + "\",\"seed\":" + h + ",\"actions\":[]}");
      ASSERT_FALSE(replayed.ok());
      EXPECT_EQ(replayed.error().code, Errc::parse) << replayed.error().message;
    }
    auto campaign = crew_campaign_from_json("{\"game\":\"the-crew\",\"next\":" + h + "}");
    ASSERT_FALSE(campaign.ok());
    EXPECT_EQ(campaign.error().code, Errc::parse) << campaign.error().message;
  }
}

// fuzz_snapshot (long run): an Under Falling Skies snapshot in round 1's spawn phase with the
// mothership still at s0 loaded, although the mothership phase descends before ships spawn; the
// spawn choice then began round 2 at s0, a state whose own snapshot the validator refused. The
// validator now counts this round's descent in the spawn phase.
TEST(FuzzRegression, UfsSpawnPhaseBeforeTheRoundsDescentIsRefused) {
  auto game = make_game("under-falling-skies", "{}");
  ASSERT_TRUE(game.ok());
  const std::string spawning =
      R"({"game":"under-falling-skies","view":"all","hard":[],"level":1,"phase":"spawn","terminal":false,)"
      R"("current_player":0,"end":null,"round":1,"energy":1,"damage":0,"research":0,)"
      R"("excavator":{"index":0,"cell":"b2 c5"},"mothership":MOTHERSHIP,"dice":[)"
      R"({"colour":"black","value":5,"cell":"used","excavation":false},{"colour":"black","value":3,"cell":"used","excavation":false},)"
      R"({"colour":"black","value":3,"cell":"used","excavation":false},{"colour":"white","value":1,"cell":"used","excavation":false},)"
      R"({"colour":"white","value":1,"cell":"used","excavation":false}],"robots":[null,null],"ships":[)"
      R"({"colour":"green","where":"waiting","cell":null},{"colour":"green","where":"sky","cell":"spawn c2"},)"
      R"({"colour":"green","where":"sky","cell":"s6 c4"},{"colour":"green","where":"sky","cell":"spawn c4"},)"
      R"({"colour":"green","where":"sky","cell":"spawn c5"},{"colour":"red","where":"supply","cell":null},)"
      R"({"colour":"red","where":"supply","cell":null}],"robot_value":null,"failure":null})";
  auto with = [&](const char* mothership) {
    std::string text = spawning;
    text.replace(text.find("MOTHERSHIP"), 10, mothership);
    return game.value()->state_from_json(text);
  };
  auto refused = with("0");
  ASSERT_FALSE(refused.ok());
  EXPECT_TRUE(contains(refused.error().message, "spawning, need the mothership at s1")) << refused.error().message;
  // At s1 the same spawn is a state play reaches, and every successor's snapshot loads again.
  auto loaded = with("1");
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  for (ActionId a : loaded.value()->legal_actions()) {
    auto next = loaded.value()->apply(a);
    ASSERT_TRUE(next.ok());
    EXPECT_TRUE(game.value()->state_from_json(next.value()->to_json(kViewAll)).ok()) << next.value()->to_json(kViewAll);
  }
}

// fuzz_snapshot (long run, 2.57 million executions): a 3-player Red November snapshot with two
// Time Keepers on minute 46 at heights 1 and 3 loaded, although only two had reached that
// minute (seat 0 still stood on 47). Seat 0's move then put it on top at height 4, and the
// validator refused that state's own snapshot ("height: at most 3"). The validator now bounds
// a height by the Time Keepers that have reached its minute.
TEST(FuzzRegression, RnTimeKeeperAboveTheArrivalsOnItsMinuteIsRefused) {
  auto game = make_game("red-november", R"({"players":3})");
  ASSERT_TRUE(game.ok());
  const std::string found =
      R"({"game":"red-november","view":"all","players":3,"phase":"move","terminal":false,"current_player":0,"end":null,)"
      R"("active":0,"cursor":0,"ghost":47,"opened":null,"began_in_sea":false,"sober":false,"played":{},"fix":{"target":)"
      R"(null,"hatch_room":0,"minutes":0,"bonus":0},"partner":null,"gave":[],"got":[],"event":{"card":null,"kind":"desc)"
      R"(ent","step":0,"room":0,"space":0,"limit":0,"stage":"step"},"rooms":[{"room":1,"water":"none","fire":false},{"r)"
      R"(oom":2,"water":"none","fire":false},{"room":3,"water":"none","fire":false},{"room":4,"water":"none","fire":fal)"
      R"(se},{"room":5,"water":"none","fire":false},{"room":6,"water":"none","fire":false},{"room":7,"water":"none","fi)"
      R"(re":false},{"room":8,"water":"none","fire":false},{"room":9,"water":"none","fire":false},{"room":10,"water":"n)"
      R"(one","fire":false}],"blocked":[],"tracks":{"asphyxiation":0,"heat":0,"pressure":3},"tokens":{"asphyxiated":nul)"
      R"(l,"crushed":47,"missile":null,"kraken":null},"reshuffled":false,"cabin_grog":6,"item_deck":{"fire-extinguisher)"
      R"(":6,"water-pump":4,"crowbar":1,"tool-box":5,"engine-manual":3,"pump-manual":3,"reactor-manual":3,"deactivation)"
      R"(-code":3,"aqualung":3,"diving-gun":3,"lucky-charm":5},"item_deck_size":39,"item_discards":{},"event_deck":{"re)"
      R"(spite -":0,"respite 1":0,"respite 2":0,"respite 3":0,"respite 4":0,"hatch-blocked -":1,"hatch-blocked 1":2,"ha)"
      R"(tch-blocked 2":3,"hatch-blocked 3":1,"hatch-blocked 4":3,"fire -":2,"fire 1":1,"fire 2":2,"fire 3":1,"fire 4":)"
      R"(2,"fire-spreads -":1,"fire-spreads 3":1,"fire-spreads 4":1,"leak -":1,"leak 2":1,"underwater-current 3":1,"fri)"
      R"(endly-fire 3":1,"descent -":0,"descent 2":0,"descent 3":1,"descent 4":2,"fast-descent 1":1,"reactor-warmup -":)"
      R"(1,"reactor-warmup 1":1,"reactor-warmup 2":1,"reactor-warmup 3":2,"reactor-warmup 4":1,"reactor-malfunction 1":)"
      R"(1,"reactor-malfunction 4":1,"oxygen-pumps-down -":1,"engine-down 4":0,"missile-countdown -":1,"missile-countdo)"
      R"(wn 3":1,"turbulence 3":1,"turbulence 4":1,"stumble 2":1,"stumble 4":1,"overheated 2":1,"kraken 1":0},"event_de)"
      R"(ck_size":45,"seats":[{"room":1,"minute":47,"height":1,"intoxication":0,"took":null,"status":"aboard","fainted")"
      R"(:false,"hand_size":3,"items":{"coffee":1,"crowbar":2}},{"room":1,"minute":46,"height":3,"intoxication":0,"took)"
      R"(":null,"status":"aboard","fainted":false,"hand_size":3,"items":{"crowbar":1,"tool-box":1,"aqualung":1}},{"room)"
      R"(":1,"minute":46,"height":1,"intoxication":0,"took":null,"status":"aboard","fainted":false,"hand_size":3,"items)"
      R"(":{"water-pump":1,"crowbar":1,"lucky-charm":1}}],"failure":null})";
  auto refused = game.value()->state_from_json(found);
  ASSERT_FALSE(refused.ok());
  EXPECT_TRUE(contains(refused.error().message, "seats[1].height: 3 on minute 46, which only 2 Time Keepers have reached"))
      << refused.error().message;
  // With heights 1 and 2 the same table is reachable, and every successor's snapshot loads.
  std::string fixed = found;
  const std::string seat1 = R"("minute":46,"height":3)";
  ASSERT_NE(fixed.find(seat1), std::string::npos);
  fixed.replace(fixed.find(seat1), seat1.size(), R"("minute":46,"height":2)");
  auto loaded = game.value()->state_from_json(fixed);
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  for (ActionId a : loaded.value()->legal_actions()) {
    auto next = loaded.value()->apply(a);
    ASSERT_TRUE(next.ok());
    EXPECT_TRUE(game.value()->state_from_json(next.value()->to_json(kViewAll)).ok()) << next.value()->to_json(kViewAll);
  }
}

// fuzz_snapshot, after the fix above: seat 0 alone on minute 57 at height 2 loaded while the
// active seat 1 was still walking there during the updates (its height is stale until it
// lands, so the check above skips it). It then landed on top at height 3 on a minute only two
// Time Keepers had reached, and the validator refused that successor's snapshot. The
// validator now asks the stack on the Ghost's minute to leave room for the active arrival.
TEST(FuzzRegression, RnStackOnTheGhostsMinuteLeavesRoomForTheActiveTimeKeeper) {
  auto game = make_game("red-november", R"({"players":3})");
  ASSERT_TRUE(game.ok());
  const std::string found =
      R"({"game":"red-november","view":"all","players":3,"phase":"event_draw","end":null,"active":1,"cursor":0,"ghost":57)"
      R"(,"opened":null,"began_in_sea":false,"sober":false,"played":{},"fix":{"target":null,"hatch_room":0,"minutes":0,"b)"
      R"(onus":0},"partner":null,"gave":[],"got":[],"event":{"card":null,"kind":"respite","step":0,"room":0,"space":57,"l)"
      R"(imit":0,"stage":"event_done"},"rooms":[{"room":1,"water":"none","fire":true},{"room":2,"water":"none","fire":fal)"
      R"(se},{"room":3,"water":"none","fire":false},{"room":4,"water":"none","fire":false},{"room":5,"water":"none","fire)"
      R"(":false},{"room":6,"water":"none","fire":false},{"room":7,"water":"none","fire":false},{"room":8,"water":"none",)"
      R"("fire":false},{"room":9,"water":"none","fire":false},{"room":10,"water":"none","fire":false}],"blocked":[],"trac)"
      R"(ks":{"asphyxiation":2,"heat":0,"pressure":0},"tokens":{"asphyxiated":null,"crushed":null,"missile":null,"kraken")"
      R"(:null},"reshuffled":false,"cabin_grog":6,"item_deck":{"fire-extinguisher":6,"water-pump":4,"crowbar":4,"tool-box)"
      R"(":5,"engine-manual":3,"pump-manual":3,"reactor-manual":3,"deactivation-code":3,"aqualung":3,"diving-gun":3,"luck)"
      R"(y-charm":5},"event_deck":{"respite -":3,"respite 1":2,"respite 2":1,"respite 3":1,"respite 4":1,"hatch-blocked -)"
      R"(":1,"hatch-blocked 1":2,"hatch-blocked 2":3,"hatch-blocked 3":1,"hatch-blocked 4":3,"fire -":1,"fire 1":1,"fire )"
      R"(2":2,"fire 3":1,"fire 4":2,"fire-spreads -":1,"fire-spreads 3":1,"fire-spreads 4":1,"leak -":1,"leak 2":1,"under)"
      R"(water-current 3":1,"friendly-fire 3":1,"descent -":1,"descent 2":2,"descent 3":1,"descent 4":2,"fast-descent 1":)"
      R"(1,"reactor-warmup -":1,"reactor-warmup 1":1,"reactor-warmup 2":1,"reactor-warmup 3":2,"reactor-warmup 4":1,"reac)"
      R"(tor-malfunction 1":1,"reactor-malfunction 4":1,"oxygen-pumps-down -":1,"engine-down 4":1,"missile-countdown -":1)"
      R"(,"missile-countdown 3":1,"turbulence 3":1,"turbulence 4":1,"stumble 2":1,"stumble 4":1,"overheated 2":1,"kraken )"
      R"(1":0},"seats":[{"room":5,"minute":57,"height":2,"intoxication":0,"took":null,"status":"aboard","fainted":false,")"
      R"(items":{"coffee":1,"crowbar":1}},{"room":5,"minute":57,"height":1,"intoxication":0,"took":null,"status":"aboard")"
      R"(,"fainted":false,"items":{"tool-box":1,"aqualung":1}},{"room":4,"minute":60,"height":1,"intoxication":0,"took":n)"
      R"(ull,"status":"aboard","fainted":false,"items":{"water-pump":1,"lucky-charm":1}}],"failure":null})";
  auto refused = game.value()->state_from_json(found);
  ASSERT_FALSE(refused.ok());
  EXPECT_TRUE(contains(refused.error().message,
                       "seats[1]: its Time Keeper lands on the Ghost's minute 57 at height 3 (on top of height 2), but "
                       "only 2 Time Keepers will have reached that minute"))
      << refused.error().message;
  // With seat 0 at height 1 the table is reachable, and every event drawn there leads to a
  // state whose snapshot loads.
  std::string fixed = found;
  const std::string seat0 = R"("minute":57,"height":2)";
  ASSERT_NE(fixed.find(seat0), std::string::npos);
  fixed.replace(fixed.find(seat0), seat0.size(), R"("minute":57,"height":1)");
  auto loaded = game.value()->state_from_json(fixed);
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  const auto outcomes = loaded.value()->chance_outcomes();
  ASSERT_FALSE(outcomes.empty());
  for (const ChanceOutcome& o : outcomes) {
    auto next = loaded.value()->apply(o.action);
    ASSERT_TRUE(next.ok());
    EXPECT_TRUE(game.value()->state_from_json(next.value()->to_json(kViewAll)).ok()) << next.value()->to_json(kViewAll);
  }
}

}  // namespace
}  // namespace bgb::test
