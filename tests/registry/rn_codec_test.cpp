// Red November's JSON codecs through the registry: every state of random playouts (3..8 gnomes,
// the default and a replaced content) round-trips through the snapshot and is accepted by the
// validator; observations hide other seats' items and the item deck's make-up and cannot be
// loaded; the options read `players` and `content` piece by piece, normalize to the pieces that
// differ from the defaults, and refuse mistakes naming the field.
#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "rn_support.hpp"

#ifndef BGB_DOCS_DIR
#error "BGB_DOCS_DIR must name the docs/ directory of the source tree"
#endif

namespace bgb::test {
namespace {

using json::Json;

/// Round-trips every state of `games` seeded playouts of the game made from `options`.
void round_trip_playouts(const std::string& options, int games) {
  const auto game = rn_game(options);
  ASSERT_TRUE(game);
  const rn::Game& g = rn_rules(*game);
  for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
    for (const rn::State& s : rn_playout(g, seed)) {
      const auto wrapped = rn_wrap(*game, s);
      const std::string text = wrapped->to_json(kViewAll);
      auto back = game->state_from_json(text);
      ASSERT_TRUE(back.ok()) << options << " seed " << seed << ": " << back.error().message << "\n" << text;
      ASSERT_TRUE(rn_state(*back.value()) == s) << text;
      ASSERT_EQ(back.value()->to_json(kViewAll), text);
    }
  }
}

TEST(RnCodec, EveryStateOfRandomPlayoutsRoundTripsForEveryPlayerCount) {
  for (int players = 3; players <= 8; ++players) round_trip_playouts("{\"players\":" + std::to_string(players) + "}", 6);
}

TEST(RnCodec, EveryStateRoundTripsWithAReplacedContent) {
  // A small event deck (quick reshuffles, the Kraken joining), a short item deck, a different
  // board and Time Track.
  round_trip_playouts(R"({"players":5,"content":{
      "events":[{"kind":"fire","faint":2,"count":3},{"kind":"hatch-blocked","faint":null,"count":2},
                {"kind":"kraken","faint":1,"count":1},{"kind":"turbulence","faint":4,"count":2},
                {"kind":"fire-spreads","faint":3,"count":2},{"kind":"friendly-fire","faint":0,"count":1},
                {"kind":"leak","faint":null,"count":1},{"kind":"stumble","faint":4,"count":1}],
      "items":{"tool-box":{"count":2},"lucky-charm":{"count":2},"fire-extinguisher":{"count":2},
               "water-pump":{"count":2},"crowbar":{"count":2},"engine-manual":{"count":1},"pump-manual":{"count":1},
               "reactor-manual":{"count":1},"deactivation-code":{"count":1},"aqualung":{"count":2},"diving-gun":{"count":0},
               "grog":{"count":3}},
      "time_track":{"event_spaces":[50,40,30,20,10,5,2],"item_spaces":[45,25]},
      "tracks":{"heat":{"star":1,"end":4}},
      "hand_limits":{"stumble":0}}})",
                      8);
}

TEST(RnCodec, ObservationsHideOtherSeatsItemsAndTheItemDeck) {
  const auto game = rn_game("{\"players\":4}");
  const rn::Game& g = rn_rules(*game);
  int checked = 0;
  for (const rn::State& s : rn_playout(g, 3)) {
    if (s.phase != rn::Phase::move) continue;
    const auto w = rn_wrap(*game, s);
    for (Viewer v = 0; v < 4; ++v) {
      const Json o = Json::parse(w->to_json(v));
      EXPECT_EQ(o["view"], v);
      EXPECT_TRUE(o["item_deck"].is_null());
      EXPECT_EQ(o["item_deck_size"], rn::detail::item_deck_size(s));
      for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(o["seats"][static_cast<std::size_t>(i)]["hand_size"], rn::hand_size(s, i));
        EXPECT_EQ(o["seats"][static_cast<std::size_t>(i)]["items"].is_null(), i != v) << i << " seen by " << v;
      }
      EXPECT_FALSE(game->state_from_json(o.dump()).ok());
    }
    const Json pub = Json::parse(w->to_json(kViewPublic));
    EXPECT_EQ(pub["view"], "public");
    for (const Json& seat : pub["seats"]) EXPECT_TRUE(seat["items"].is_null());
    ++checked;
  }
  EXPECT_GT(checked, 5);
}

TEST(RnCodec, AnItemDrawnByAnotherSeatReadsItemQuestionMark) {
  const auto game = rn_game("{\"players\":3}");
  std::unique_ptr<AnyState> s = game->initial_state();
  Rng rng(4);
  while (rn_state(*s).phase != rn::Phase::deal) s = std::move(s->apply(s->sample_chance(rng))).value();
  const ActionId a = s->sample_chance(rng);
  EXPECT_EQ(s->action_text_for(a, 1), "item ?");
  EXPECT_EQ(s->action_text_for(a, kViewPublic), "item ?");
  EXPECT_EQ(s->action_text_for(a, 0).rfind("item ", 0), 0U);
  EXPECT_NE(s->action_text_for(a, 0), "item ?");
}

TEST(RnCodec, RenderShowsTheSubmarineTheTracksAndTheTimeTrack) {
  const auto game = rn_game("{\"players\":4}");
  const rn::Game& g = rn_rules(*game);
  for (const rn::State& s : rn_playout(g, 2)) {
    const std::string r = rn_wrap(*game, s)->render(0);
    ASSERT_TRUE(contains(r, "room 10 (cabin)")) << r;
    ASSERT_TRUE(contains(r, "tracks: asphyxiation")) << r;
    ASSERT_TRUE(contains(r, "Time Track")) << r;
    ASSERT_TRUE(contains(r, "Next: ")) << r;
    std::size_t start = 0;
    while (start < r.size()) {
      const std::size_t nl = r.find('\n', start);
      const std::size_t len = (nl == std::string::npos ? r.size() : nl) - start;
      ASSERT_LE(len, 100U) << r;
      start = nl == std::string::npos ? r.size() : nl + 1;
    }
  }
}

TEST(RnOptions, DefaultsNormalizeToThePlayerCountAlone) {
  EXPECT_EQ(rn_game("{}")->options_json(), R"({"players":4})");
  EXPECT_EQ(rn_game("{\"players\":8}")->options_json(), R"({"players":8})");
  EXPECT_EQ(rn_game("{\"players\":7,\"content\":{}}")->options_json(), R"({"players":7})");
  EXPECT_EQ(rn_game("")->options_json(), R"({"players":4})");
  EXPECT_EQ(rn_game("{\"players\":4}")->num_players(), 4);
  EXPECT_EQ(rn_game("{\"players\":6}")->num_players(), 6);
}

TEST(RnOptions, AReplacedPieceIsSpelledOutAndRecreatesTheGame) {
  const auto game = rn_game(R"({"players":3,"content":{"tracks":{"heat":{"end":9}}}})");
  const Json o = Json::parse(game->options_json());
  ASSERT_TRUE(o.contains("content"));
  EXPECT_EQ(o["content"].size(), 1U);
  EXPECT_EQ(o["content"]["tracks"]["heat"]["end"], 9);
  EXPECT_EQ(o["content"]["tracks"]["heat"]["star"], 2);
  EXPECT_EQ(o["content"]["tracks"]["pressure"]["end"], 7);
  const auto again = rn_game(game->options_json());
  EXPECT_EQ(again->options_json(), game->options_json());
  EXPECT_EQ(rn_rules(*again).content(), rn_rules(*game).content());
  // Every piece spelled out reads back as the default content.
  const Json full = rn_codec::content_to_json(rn::kDefaultContent);
  const auto spelled = rn_game("{\"content\":" + full.dump() + "}");
  EXPECT_EQ(rn_rules(*spelled).content(), rn::kDefaultContent);
  EXPECT_EQ(spelled->options_json(), R"({"players":4})");
}

TEST(RnOptions, TheItemsPieceSetsCountsBonusesAndFixes) {
  const auto game = rn_game(R"({"content":{"items":{"grog":{"count":2},"crowbar":{"bonus":5,"fix":"any"},"aqualung":{"fix":"fire"}}}})");
  const rn::Content& c = rn_rules(*game).content();
  EXPECT_EQ(c.cabin_grog, 2);
  EXPECT_EQ(c.items[static_cast<std::size_t>(rn::Item::crowbar)].bonus, 5);
  EXPECT_TRUE(c.items[static_cast<std::size_t>(rn::Item::crowbar)].any_fix);
  EXPECT_EQ(c.items[static_cast<std::size_t>(rn::Item::aqualung)].target, rn::Target::fire);
  EXPECT_EQ(rn_state(*game->initial_state()).cabin_grog, 2);
}

TEST(RnOptions, MistakesAreRefusedNamingTheField) {
  struct Bad {
    std::string options;
    std::string message;
  };
  const std::vector<Bad> bad = {
      {R"({"players":9})", "red-november options: players: 9 is out of range 3..8"},
      {R"({"players":"4"})", "players: expected an integer"},
      {R"({"player":4})", "unknown key 'player'"},
      {R"({"content":[]})", "content: expected a JSON object"},
      {R"({"content":{"deck":{}}})", "content: unknown key 'deck'"},
      {R"({"content":{"board":{"hatches":[[1,2],[2,11]]}}})", "content.board.hatches[1][1]: 11 is out of range 1..10"},
      {R"({"content":{"board":{"hatches":[[1,2],[2,2]]}}})", "content: board: hatch 1 (2-2): joins a room to itself"},
      {R"({"content":{"board":{"hatches":[[1,2,3]]}}})", "content.board.hatches[0]: a hatch joins two rooms"},
      {R"({"content":{"board":{"rooms":{"engine":"sea"}}}})", "content.board.rooms.engine: expected a room 1..10"},
      {R"({"content":{"board":{"rooms":{"galley":3}}}})", "content.board.rooms: unknown key 'galley'"},
      {R"({"content":{"time_track":{"event_spaces":[10,10]}}})", "content.time_track.event_spaces[1]: minute 10 is listed twice"},
      {R"({"content":{"time_track":{"event_spaces":[0]}}})", "content.time_track.event_spaces[0]: 0 is out of range 1..60"},
      {R"({"content":{"time_track":{"start":{"9":60}}}})", "content.time_track.start: unknown key '9'"},
      {R"({"content":{"time_track":{"tokens_ahead":{"kraken":0}}}})", "content.time_track.tokens_ahead.kraken: 0 is out of range"},
      {R"({"content":{"tracks":{"heat":{"star":7}}}})", "content: tracks: heat needs 0 <= star < end <= 30"},
      {R"({"content":{"tracks":{"oxygen":{}}}})", "content.tracks: unknown key 'oxygen'"},
      {R"({"content":{"events":[{"kind":"meteor","faint":1,"count":1}]}})", "content.events[0].kind: 'meteor' is not an event"},
      {R"({"content":{"events":[{"kind":"fire","faint":10,"count":1}]}})", "content.events[0].faint: 10 is out of range 0..9"},
      {R"({"content":{"events":[{"kind":"fire","count":1}]}})", "content.events[0]: missing key 'faint'"},
      {R"({"content":{"events":[{"kind":"fire","faint":1,"count":1},{"kind":"fire","faint":1,"count":2}]}})",
       "content: events[1]: fire with this faint number is listed twice"},
      {R"({"content":{"events":[{"kind":"kraken","faint":1,"count":1}]}})", "the deck needs at least one card besides the Kraken"},
      {R"({"content":{"items":{"tool-box":{"count":16}}}})", "content.items.tool-box.count: 16 is out of range 0..15"},
      {R"({"content":{"items":{"crowbar":{"fix":"door"}}}})", "content.items.crowbar.fix: 'door' is not a fix"},
      {R"({"content":{"items":{"rum":{}}}})", "content.items: unknown key 'rum'"},
      {R"({"content":{"items":{"fire-extinguisher":{"count":0},"water-pump":{"count":0},"crowbar":{"count":0},"tool-box":{"count":0},"engine-manual":{"count":0},"pump-manual":{"count":0},"reactor-manual":{"count":0},"lucky-charm":{"count":0},"deactivation-code":{"count":0}}}})",
       "items: the deck needs at least 16 cards"},
      {R"({"content":{"hand_limits":{"stumble":-1}}})", "content.hand_limits.stumble: -1 is out of range 0..60"},
  };
  for (const Bad& b : bad) {
    auto g = make_game("red-november", b.options);
    ASSERT_FALSE(g.ok()) << b.options;
    EXPECT_EQ(g.error().code, Errc::invalid_argument) << g.error().message;
    EXPECT_TRUE(contains(g.error().message, b.message)) << b.options << "\nwant: " << b.message << "\ngot:  " << g.error().message;
  }
}

/// The legal action texts of a loaded state.
std::vector<std::string> legal_texts(const AnyState& s) {
  std::vector<std::string> out;
  for (ActionId a : s.legal_actions()) out.push_back(s.action_text(a));
  return out;
}
bool has_text(const std::vector<std::string>& texts, const std::string& t) {
  return std::find(texts.begin(), texts.end(), t) != texts.end();
}

// Seed, movement step 2: "Перелить воду (0 минут) из комнаты с фишкой «Затоплено» в комнату, в
// которой нет воды через открытый люк." Pouring is the player's choice (decision D8), and the
// snapshot needs no new field for it: the open hatch is `opened` and the water says the rest. A
// snapshot between `open` and `pour` round-trips and offers `pour`; one with both rooms low water
// behind the open hatch (what the earlier, automatic pouring left) still loads and offers `enter`.
TEST(RnCodec, SnapshotsAroundAPourLoadAndPlayOn) {
  auto opened = replay_log(R"({"game":"red-november","options":{"players":3},"actions":["place 5","place 5","place 5",
      "stack 2","stack 1","stack 0","item coffee","item crowbar","item aqualung","item tool-box","item lucky-charm",
      "item water-pump","open 6","open 4","rest","event leak -","room 6","open 6"]})");
  ASSERT_TRUE(opened.ok()) << opened.error().message;
  const std::string text = opened.value()->to_json(kViewAll);
  Json j = Json::parse(text);
  EXPECT_EQ(j["opened"], 6);
  EXPECT_EQ(j["rooms"][4]["water"], "none");
  EXPECT_EQ(j["rooms"][5]["water"], "high");
  const auto game = rn_game(R"({"players":3})");
  auto back = game->state_from_json(text);
  ASSERT_TRUE(back.ok()) << back.error().message;
  EXPECT_TRUE(back.value()->equals(*opened.value()));
  EXPECT_TRUE(has_text(legal_texts(*back.value()), "pour"));
  EXPECT_FALSE(has_text(legal_texts(*back.value()), "enter"));
  // The old automatic pour's result: both rooms low water, the hatch still open.
  j["rooms"][4]["water"] = "low";
  j["rooms"][5]["water"] = "low";
  auto old = game->state_from_json(j.dump());
  ASSERT_TRUE(old.ok()) << old.error().message;
  EXPECT_TRUE(has_text(legal_texts(*old.value()), "enter"));
  EXPECT_FALSE(has_text(legal_texts(*old.value()), "pour"));
  // And after the pour itself: the same snapshot the rules make.
  auto pour = back.value()->parse_action("pour");
  ASSERT_TRUE(pour.ok()) << pour.error().message;
  auto poured = back.value()->apply(*pour);
  ASSERT_TRUE(poured.ok()) << poured.error().message;
  EXPECT_EQ(Json::parse(poured.value()->to_json(kViewAll)), j);
}

// The snapshot example of docs/json.md loads, and is what the rules make of its actions.
TEST(RnDocs, SnapshotInJsonMdLoads) {
  std::ifstream in(std::string(BGB_DOCS_DIR) + "/json.md", std::ios::binary);
  std::ostringstream buf;
  buf << in.rdbuf();
  const std::string text = buf.str();
  const std::size_t at = text.find("<!-- docs:rn-snapshot -->");
  ASSERT_NE(at, std::string::npos);
  const std::size_t body = text.find('\n', text.find("```", at));
  const std::size_t end = text.find("\n```", body);
  ASSERT_NE(end, std::string::npos);
  const std::string block = text.substr(body + 1, end - body);
  const auto game = rn_game("{\"players\":3}");
  auto s = game->state_from_json(block);
  ASSERT_TRUE(s.ok()) << s.error().message;
  auto replayed = replay_log(R"({"game":"red-november","options":{"players":3},"actions":["place 5","place 5","place 3",
      "stack 2","stack 1","stack 0","item coffee","item crowbar","item aqualung","item tool-box","item lucky-charm",
      "item water-pump","rest","rest","rest","open 4","rest","event fire 2","room 6"]})");
  ASSERT_TRUE(replayed.ok()) << replayed.error().message;
  EXPECT_TRUE(replayed.value()->equals(*s.value()));
  EXPECT_EQ(Json::parse(block), Json::parse(s.value()->to_json(kViewAll)));
}

}  // namespace
}  // namespace bgb::test
