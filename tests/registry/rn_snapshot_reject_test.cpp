// Red November's snapshot reader refuses what the rules cannot reach, with a message naming the
// field; random mutations of valid snapshots never crash it, and whatever it accepts round-trips
// and lets the game go on (a decision or a chance outcome, then play to the end).
#include <functional>
#include <string>
#include <vector>

#include "../unit/rn_fixture.hpp"
#include "rn_support.hpp"

namespace bgb::test {
namespace {

using json::Json;

/// A 4-gnome state in the move phase of a later turn (seat 0 not the active one), as JSON.
struct MidGame {
  std::shared_ptr<const AnyGame> game = rn_game("{\"players\":4}");
  rn::State state;
  Json json;
  MidGame() {
    for (std::uint64_t seed = 1;; ++seed)
      for (const rn::State& s : rn_playout(rn_rules(*game), seed))
        if (s.phase == rn::Phase::move && s.active != 0 && s.seats[s.active].keeper < 50 && s.opened == rn::kNone &&
            rn::aboard(s, 0) && rn::hand_size(s, 0) > 0 && s.reshuffled == false) {
          state = s;
          json = Json::parse(rn_wrap(*game, s)->to_json(kViewAll));
          return;
        }
  }
};

void expect_refused(const AnyGame& game, const Json& j, const std::string& part) {
  auto r = game.state_from_json(j.dump());
  ASSERT_FALSE(r.ok()) << "accepted (want " << part << "): " << j.dump();
  EXPECT_EQ(r.error().code, Errc::invalid_argument) << r.error().message;
  EXPECT_TRUE(contains(r.error().message, part)) << "want: " << part << "\ngot: " << r.error().message;
  EXPECT_EQ(r.error().message.rfind("red-november state: ", 0), 0U) << r.error().message;
}

struct Spoil {
  std::function<void(Json&)> edit;
  std::string message;
};

TEST(RnSnapshotRejects, EachSpoilIsRefusedNamingTheField) {
  const MidGame m;
  const int active = m.state.active;
  const std::size_t a = static_cast<std::size_t>(active);
  const std::vector<Spoil> spoils = {
      {[](Json& j) { j["game"] = "dp6"; }, "game: this snapshot is for 'dp6'"},
      {[](Json& j) { j["view"] = 0; }, "view: this is an observation"},
      {[](Json& j) { j["players"] = 5; }, "players: the snapshot has 5 gnomes but this game 4"},
      {[](Json& j) { j["colour"] = "red"; }, "unknown key 'colour'"},
      {[](Json& j) { j.erase("ghost"); }, "missing key 'ghost'"},
      {[](Json& j) { j["phase"] = "lunch"; }, "phase: 'lunch' is not one of"},
      {[](Json& j) { j["seats"][0]["items"] = nullptr; }, "seats[0].items: null in an observation"},
      {[](Json& j) { j["item_deck"] = nullptr; }, "item_deck: null in an observation"},
      {[](Json& j) { j["seats"].erase(1); }, "seats: expected 4 entries"},
      {[](Json& j) { j["seats"][0]["minute"] = 61; }, "seats[0].minute: 61 is out of range 0..60"},
      {[](Json& j) { j["seats"][0]["intoxication"] = 5; }, "seats[0].intoxication: 5 is out of range 0..4"},
      {[](Json& j) { j["seats"][0]["room"] = 11; }, "seats[0].room: 11 is out of range 1..10"},
      {[](Json& j) { j["seats"][0]["took"] = 3; }, "seats[0].took: items are taken only in the Equipment Stores"},
      {[](Json& j) { j["seats"][0]["status"] = "dead"; }, "seats[0]: a gnome that left the game"},
      {[](Json& j) { j["seats"][0]["items"]["crowbar"] = 0; }, "seats[0].items.crowbar: 0 is out of range 1..15"},
      // A hand holds at most 15 of a kind (a nibble; the content allows no more in the game).
      {[](Json& j) { j["seats"][0]["items"]["crowbar"] = 16; }, "seats[0].items.crowbar: 16 is out of range 1..15"},
      {[](Json& j) {
         j["seats"][0]["items"]["crowbar"] = 12;
         j["seats"][0].erase("hand_size");
       }, "crowbar card(s) in the game, but the deck, the hands"},
      {[](Json& j) { j["seats"][0]["hand_size"] = 40; }, "seats[0].hand_size: says 40"},
      {[](Json& j) { j["item_deck"]["grog"] = 9; }, "grog card(s) in the game, but the deck, the hands and the cabin hold more"},
      {[](Json& j) { j["cabin_grog"] = 7; }, "cabin_grog: 7 is out of range 0..6"},
      {[](Json& j) { j["event_deck"]["kraken 1"] = 1; }, "the Kraken is set aside until the first reshuffle"},
      {[](Json& j) { j["event_deck"]["fire 2"] = 3; }, "event_deck.fire 2: 3 is out of range 0..2"},
      {[](Json& j) { j["event_deck"].erase("fire 2"); }, "event_deck: missing key 'fire 2'"},
      {[](Json& j) { j["rooms"][0]["water"] = "deep"; }, "rooms[0].water: 'deep' is not one of none, low, high"},
      {[](Json& j) { j["rooms"][2]["room"] = 4; }, "rooms[2].room: the rooms are listed in order"},
      {[](Json& j) {
         j["rooms"][4]["water"] = "low";
         j["rooms"][4]["fire"] = true;
       },
       "water puts a fire out"},
      {[](Json& j) { j["blocked"] = Json::parse(R"([[3,"sea"]])"); }, "blocked[0]: exterior hatches are never blocked"},
      {[](Json& j) { j["blocked"] = Json::parse(R"([[1,10]])"); }, "blocked[0]: no hatch joins 1 and 10"},
      {[](Json& j) { j["blocked"] = Json::parse(R"([[1,2],[2,1]])"); }, "blocked[1]: listed twice"},
      {[](Json& j) { j["tracks"]["heat"] = 7; }, "tracks.heat: a marker at its end loses at once"},
      {[](Json& j) { j["tracks"]["heat"] = 8; }, "tracks.heat: 8 is out of range 0..7"},
      {[](Json& j) { j["tokens"]["kraken"] = 61; }, "tokens.kraken: 61 is out of range 0..60"},
      {[](Json& j) { j["end"] = "won"; }, "end: the game is not over"},
      {[](Json& j) { j["cursor"] = 3; }, "cursor: 0 outside the setup"},
      {[](Json& j) { j["partner"] = 0; }, "partner: only during a trade"},
      {[&](Json& j) {
         const std::size_t other = active == 1 ? 2 : 1;
         j["active"] = other;
         j["ghost"] = j["seats"][other]["minute"];
       }, "acts next on the Time Track"},
      {[&](Json& j) { j["seats"][a]["fainted"] = true; }, "a gnome stands up at the start of its turn"},
      {[](Json& j) { j["ghost"] = 60; }, "ghost: the Ghost Time Keeper is never above"},
      {[&](Json& j) {
         int far = 1;
         while (rn::hatch_between(rn::kDefaultContent, m.state.seats[a].room, far) >= 0 || far == m.state.seats[a].room) ++far;
         j["opened"] = far;
       }, "opened: no hatch joins"},
      {[](Json& j) { j["event"]["card"] = "fire 2"; }, "event.card: no event is being resolved"},
      {[](Json& j) { j["event"]["card"] = "fire 9"; }, "event.card: 'fire 9' is not an event card"},
      {[](Json& j) { j["event"]["step"] = 1; }, "event.step: only Friendly Fire has steps"},
      {[](Json& j) { j["fix"]["target"] = "door"; }, "fix.target: 'door' is not one of"},
      {[](Json& j) { j["fix"]["minutes"] = 3; }, "fix: no target, no fix"},
      {[](Json& j) { j["sober"] = true; }, "sober: Coffee was played this turn"},
      {[](Json& j) { j["phase"] = "faint_draw"; }, "phase: 'faint_draw' follows Grog played"},
      {[](Json& j) { j["phase"] = "faint_choice"; }, "phase: 'faint_choice' comes before a faint check that is due"},
      {[](Json& j) { j["phase"] = "trade"; }, "partner: only during a trade"},
      {[](Json& j) { j["phase"] = "over"; }, "end: a finished game says how it ended"},
      {[](Json& j) { j["phase"] = "deal"; }, "is the setup"},
      {[](Json& j) { j["current_player"] = -1; }, "current_player: says -1"},
      {[](Json& j) { j["terminal"] = true; }, "terminal: says true"},
      {[](Json& j) { j["item_deck_size"] = 0; }, "item_deck_size: says 0"},
      {[](Json& j) { j["returns"] = Json::array({1, 1, 1, 1}); }, "returns: says an array"},
  };
  for (const Spoil& spoil : spoils) {
    Json j = m.json;
    spoil.edit(j);
    expect_refused(*m.game, j, spoil.message);
  }
}

TEST(RnSnapshotRejects, TheRulesEndsAreAcceptedOnlyWhenTheyHold) {
  const auto game = rn_game("{\"players\":3}");
  const rn::Game& g = rn_rules(*game);
  int ends = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    const rn::State last = rn_playout(g, seed).back();
    Json j = Json::parse(rn_wrap(*game, last)->to_json(kViewAll));
    ASSERT_TRUE(game->state_from_json(j.dump()).ok());
    ++ends;
    // Any other ending is refused.
    const std::string end = j["end"].get<std::string>();
    for (const char* other : {"won", "disaster", "destruction", "no_gnome"}) {
      if (end == other) continue;
      Json k = j;
      k["end"] = std::string(other);
      k.erase("returns");
      EXPECT_FALSE(game->state_from_json(k.dump()).ok()) << other << " for " << end;
    }
  }
  EXPECT_EQ(ends, 30);
}

/// Random edits of a value: integers nudged, booleans flipped, strings swapped, nulls set.
void mutate(Json& j, Rng& rng) {
  if (j.is_object() || j.is_array()) {
    if (j.empty()) return;
    std::size_t i = static_cast<std::size_t>(rng.below(j.size()));
    auto it = j.begin();
    std::advance(it, static_cast<std::ptrdiff_t>(i));
    mutate(*it, rng);
    return;
  }
  switch (rng.below(6)) {
    case 0: j = nullptr; return;
    case 1: j = static_cast<int>(rng.below(12)); return;
    case 2:
      if (j.is_number_integer()) j = j.get<int>() + (rng.below(2) ? 1 : -1);
      return;
    case 3:
      if (j.is_boolean()) j = !j.get<bool>();
      return;
    case 4: j = "sea"; return;
    default: j = static_cast<int>(rng.below(61)); return;
  }
}

TEST(RnSnapshotRejects, RandomMutationsNeverCrashAndWhatIsAcceptedPlaysOn) {
  const auto game = rn_game("{\"players\":5}");
  const rn::Game& g = rn_rules(*game);
  Rng rng(99);
  int accepted = 0, tried = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const std::vector<rn::State> states = rn_playout(g, seed);
    for (std::size_t i = 0; i < states.size(); i += 7) {
      const Json base = Json::parse(rn_wrap(*game, states[i])->to_json(kViewAll));
      for (int k = 0; k < 12; ++k) {
        Json j = base;
        const int edits = 1 + static_cast<int>(rng.below(3));
        for (int e = 0; e < edits; ++e) mutate(j, rng);
        ++tried;
        auto r = game->state_from_json(j.dump());
        if (!r.ok()) {
          EXPECT_FALSE(r.error().message.empty());
          continue;
        }
        ++accepted;
        rn::State s = rn_state(*r.value());
        ASSERT_EQ(r.value()->to_json(kViewAll), game->state_from_json(r.value()->to_json(kViewAll)).value()->to_json(kViewAll));
        for (int step = 0; step < 3000 && !g.is_terminal(s); ++step) {
          ASSERT_FALSE(r.value()->applicable_actions().empty());
          const ActionId a = g.current_player(s) == kChance ? sample_chance(g, s, rng) : random_action(g, s, rng);
          ASSERT_TRUE(g.is_legal(s, a)) << j.dump();
          s = g.apply_unchecked(s, a);
          const std::string problem = rn_codec::state_problem(g, s);
          ASSERT_EQ(problem, "") << "after step " << step << " from the accepted " << j.dump();
        }
        ASSERT_TRUE(g.is_terminal(s));
      }
    }
  }
  EXPECT_GT(accepted, 10);
  EXPECT_GT(tried, accepted);
}

// Decision D9: the flight after a failed `fix fire` is entered only where some room is
// enterable, counting an Aqualung, a Grog and a Fire Extinguisher as played; which cards the
// gnome holds does not matter (its hand may even be empty after plays during the flight: `stay`
// is then legal). A snapshot in the flight with no such room is refused. A snapshot of the
// earlier rules (the flight entered because an Aqualung was in hand) still loads.
TEST(RnSnapshotRejects, AFlightWithoutAWayOutIsRefused) {
  const rn::Game g = rntest::make(4, rntest::quiet());
  rn::State s = rntest::table(g, {3, 5, 5, 5});
  rntest::burn(s, 3);
  rntest::block(g, s, 3, 1);
  rntest::block(g, s, 3, 2);
  rntest::block(g, s, 3, 4);
  rntest::hold(s, 0, rn::Item::aqualung);
  s = rntest::run(g, s, "fix fire 3; roll 9");
  ASSERT_EQ(s.phase, rn::Phase::flee);
  EXPECT_EQ(rn_codec::state_problem(g, s), "");
  rn::State empty = s;
  empty.seats[0].items.set(rn::z(static_cast<int>(rn::Item::aqualung)), 0);  // played in the flight, say
  EXPECT_EQ(rn_codec::state_problem(g, empty), "");
  rn::State shut = s;
  shut.ghost = 0;  // no minute left for the open: not even the Sea
  EXPECT_EQ(rn_codec::state_problem(g, shut),
            "phase: 'flee' needs a room to flee to, counting an Aqualung, a Grog and a Fire Extinguisher as played");
}

// Decision D26: 'faint_choice' (a faint check due) loads and plays on, with or without a Coffee in
// the active gnome's hand: the phase comes with every due check and implies nothing about the
// hand. Without a due check, or after an action other than `fix fire` in a burning room (which
// kills, decision D22), it is refused, naming the rule. A snapshot written before the phase
// existed, the faint card about to be drawn with a Coffee in hand (or without one), still loads:
// it is the state `check` leads to.
TEST(RnSnapshotRejects, FaintChoiceNeedsADueCheckButNoCoffee) {
  const auto game = rn_game("{\"players\":4}");
  const rn::Game& g = rn_rules(*game);
  rn::State s = rntest::table(g, {5, 5, 5, 5}, {60, 30, 30, 30});
  rntest::hold(s, 0, rn::Item::grog);
  rntest::hold(s, 0, rn::Item::coffee);
  s = rntest::run(g, s, "play grog; rest");
  ASSERT_EQ(s.phase, rn::Phase::faint_choice);
  const Json j = Json::parse(rn_wrap(*game, s)->to_json(kViewAll));
  EXPECT_EQ(j["phase"], "faint_choice");
  const auto back = game->state_from_json(j.dump());
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_EQ(rn_state(*back.value()), s);
  Json old = j;
  old["phase"] = "faint_draw";
  old["current_player"] = kChance;
  EXPECT_TRUE(game->state_from_json(old.dump()).ok());
  Json sober = j;
  sober["sober"] = true;
  sober["played"]["coffee"] = 1;
  sober["seats"][0]["items"].erase("coffee");
  sober["seats"][0].erase("hand_size");
  expect_refused(*game, sober, "phase: 'faint_choice' comes before a faint check that is due (Grog played, no Coffee after");
  Json none = j;  // no Coffee in hand: the same question, `check` its only answer
  none["seats"][0]["items"].erase("coffee");
  none["seats"][0].erase("hand_size");
  none.erase("item_discards");  // derived: the Coffee is now a discard
  const auto asked = game->state_from_json(none.dump());
  ASSERT_TRUE(asked.ok()) << asked.error().message;
  EXPECT_EQ(asked.value()->current_player(), 0);
  ASSERT_EQ(asked.value()->legal_actions().size(), 1U);
  EXPECT_EQ(asked.value()->action_text(asked.value()->legal_actions()[0]), "check");
  Json burning = j;  // the `rest` in a burning room would have killed the gnome
  burning["rooms"][4]["fire"] = true;
  expect_refused(*game, burning, "phase: 'faint_choice' in a burning room follows only `fix fire`");
  burning["phase"] = "faint_draw";
  burning["current_player"] = kChance;
  expect_refused(*game, burning, "phase: 'faint_draw' in a burning room follows only `fix fire`");
}

// The event draws sum every one of the deck's 64 types, whatever the content's size
// (rn/decks.hpp): a card of a type past the content's would be drawable. The JSON cannot name
// one, so the validator is asked directly.
TEST(RnSnapshotRejects, NoEventCardPastTheContentsTypes) {
  const auto game = rn_game("{\"players\":4}");
  const rn::Game& g = rn_rules(*game);
  rn::State s = g.initial_state();
  ASSERT_EQ(rn_codec::state_problem(g, s), "");
  ASSERT_LT(g.content().num_event_types, rn::kMaxEventTypes);
  s.event_deck[static_cast<std::size_t>(rn::kMaxEventTypes - 1)] = 1;
  EXPECT_EQ(rn_codec::state_problem(g, s), "event_deck: only the content's cards");
}

}  // namespace
}  // namespace bgb::test
