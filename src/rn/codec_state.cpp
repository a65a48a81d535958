/// \file
/// Red November's snapshot writer and reader, and the observation (the snapshot with another
/// seat's items and the item deck's make-up as null). Every State field is written, so reading a
/// snapshot back reproduces the state byte for byte; derived fields (terminal, current_player,
/// sizes, discards, returns) are checked when present.
#include <optional>
#include <string>
#include <utility>

#include "rn/codec.hpp"

namespace bgb::rn_codec {

using namespace bgb::rn;
using rn::Game;  // not the bgb::Game concept
using json::at;
using json::fail;

std::optional<Failure> failure(const Content& c, const State& s) {
  if (s.phase != Phase::over || s.end == End::won || s.end == End::none) return std::nullopt;
  Failure f{std::string(end_name(s.end)), std::string(end_text(s.end))};
  if (s.end == End::disaster) {
    for (int t = kTracks - 1; t >= 0; --t)
      if (s.disaster[z(t)] >= c.tracks[z(t)].end) {
        f.rule = std::string(kTrackNames[z(t)]) + "_track";
        f.text = "the " + std::string(kTrackNames[z(t)]) + " track reached its end";
      }
  } else if (s.end == End::destruction) {
    for (int k = kTokens - 1; k >= 0; --k) {
      const std::uint8_t at = s.token[z(k)];
      if (at == kNone) continue;
      bool all = true;
      for (int i = 0; i < s.players; ++i)
        if (s.seats[z(i)].status == Status::aboard && s.seats[z(i)].keeper >= at) all = false;
      if (!all) continue;
      f.rule = "token_" + std::string(kTokenNames[z(k)]);
      f.text = "every Time Keeper aboard passed the " + std::string(kTokenNames[z(k)]) + " token on minute " + std::to_string(at);
    }
  }
  return f;
}

namespace {

Json room_json(int r) { return r == kSea ? Json("sea") : Json(r); }

/// Counts per item kind (an array of bytes or a Hand) as {"NAME": count} without the zeros.
template <class Counts>
Json items_json(const Counts& items) {
  Json j = Json::object();
  for (int k = 0; k < kItemKinds; ++k)
    if (items[z(k)] > 0) j[std::string(kItemNames[z(k)])] = int{items[z(k)]};
  return j;
}

/// How a lost game failed: {"rule", "text"} naming the track or token, or null.
Json failure_json(const Content& c, const State& s) {
  const std::optional<Failure> f = failure(c, s);
  if (!f) return nullptr;
  Json j = Json::object();
  j["rule"] = f->rule;
  j["text"] = f->text;
  return j;
}

Json kinds_json(std::uint16_t mask) {
  Json a = Json::array();
  for (int k = 0; k < kItemKinds; ++k)
    if ((mask >> k) & 1U) a.push_back(std::string(kItemNames[z(k)]));
  return a;
}

Json write_state(const Game& g, const State& s, Viewer viewer) {
  const Content& c = g.content();
  const bool all = viewer == kViewAll;
  Json j = Json::object();
  j["game"] = std::string(Game::kName);
  j["view"] = all ? Json("all") : viewer >= 0 ? Json(viewer) : Json("public");
  j["players"] = s.players;
  j["phase"] = phase_name(s.phase);
  j["terminal"] = is_terminal(s);
  j["current_player"] = current_player(s);
  j["end"] = s.end == End::none ? Json(nullptr) : Json(end_name(s.end));
  j["active"] = s.active;
  j["cursor"] = s.cursor;
  j["ghost"] = s.ghost;
  j["opened"] = s.opened == kNone ? Json(nullptr) : room_json(s.opened);
  j["began_in_sea"] = s.began_in_sea;
  j["sober"] = s.sober;
  j["played"] = items_json(s.played);
  Json fix = Json::object();
  fix["target"] = s.fix_target == Target::none ? Json(nullptr) : Json(std::string(kTargetNames[z(static_cast<int>(s.fix_target))]));
  fix["hatch_room"] = s.fix_room;
  fix["minutes"] = s.fix_minutes;
  fix["bonus"] = s.fix_bonus;
  j["fix"] = std::move(fix);
  j["partner"] = s.partner == kNone ? Json(nullptr) : Json(s.partner);
  const bool trader = all || viewer == s.active || viewer == s.partner;
  j["gave"] = trader ? kinds_json(s.gave) : Json(nullptr);
  j["got"] = trader ? kinds_json(s.got) : Json(nullptr);
  Json ev = Json::object();
  ev["card"] = s.ev_type == kNone || s.ev_type >= c.num_event_types ? Json(nullptr) : Json(card_text(c, s.ev_type));
  ev["kind"] = std::string(kEventNames[z(static_cast<int>(s.ev_kind))]);
  ev["step"] = s.ev_step;
  ev["room"] = s.ev_room;
  ev["space"] = s.ev_space;
  ev["limit"] = s.ev_limit;
  ev["stage"] = s.stage == Stage::step ? "step" : "event_done";
  j["event"] = std::move(ev);
  Json rooms = Json::array();
  for (int r = 1; r < kRooms; ++r) {
    Json room = Json::object();
    room["room"] = r;
    room["water"] = water_name(s.water[z(r)]);
    room["fire"] = on_fire(s, r);
    rooms.push_back(std::move(room));
  }
  j["rooms"] = std::move(rooms);
  Json blocked = Json::array();
  for (int h = 0; h < c.num_hatches; ++h)
    if (is_blocked(s, h)) blocked.push_back(Json::array({room_json(c.hatches[z(h)].a), room_json(c.hatches[z(h)].b)}));
  j["blocked"] = std::move(blocked);
  Json tracks = Json::object();
  for (int t = 0; t < kTracks; ++t) tracks[std::string(kTrackNames[z(t)])] = s.disaster[z(t)];
  j["tracks"] = std::move(tracks);
  Json tokens = Json::object();
  for (int k = 0; k < kTokens; ++k)
    tokens[std::string(kTokenNames[z(k)])] = s.token[z(k)] == kNone ? Json(nullptr) : Json(s.token[z(k)]);
  j["tokens"] = std::move(tokens);
  j["reshuffled"] = s.reshuffled;
  j["cabin_grog"] = s.cabin_grog;
  j["item_deck"] = all ? items_json(s.item_deck) : Json(nullptr);
  j["item_deck_size"] = detail::item_deck_size(s);
  std::array<std::uint8_t, kItemKinds> discards{};
  for (int k = 0; k < kItemKinds; ++k) {
    const int d = detail::item_discards(s, c, k);
    discards[z(k)] = u8(d < 0 ? 0 : d);
  }
  j["item_discards"] = items_json(discards);
  Json events = Json::object();
  for (int t = 0; t < c.num_event_types; ++t) events[card_text(c, t)] = s.event_deck[z(t)];
  j["event_deck"] = std::move(events);
  j["event_deck_size"] = detail::event_deck_size(s);
  Json seats = Json::array();
  const bool trading = s.phase == Phase::trade && viewer == s.active;
  for (int i = 0; i < s.players; ++i) {
    const Seat& g0 = s.seats[z(i)];
    Json seat = Json::object();
    seat["room"] = room_json(g0.room);
    seat["minute"] = g0.keeper;
    seat["height"] = g0.height;
    seat["intoxication"] = g0.intox;
    seat["took"] = g0.took == 0 ? Json(nullptr) : Json(g0.took);
    seat["status"] = status_name(g0.status);
    seat["fainted"] = g0.fainted;
    seat["hand_size"] = hand_size(s, i);
    const bool shown = all || viewer == i || (trading && i == s.partner);
    seat["items"] = shown ? items_json(g0.items) : Json(nullptr);
    seats.push_back(std::move(seat));
  }
  j["seats"] = std::move(seats);
  j["failure"] = failure_json(c, s);
  if (is_terminal(s)) {
    const Returns r = g.returns(s);
    Json ret = Json::array();
    for (double v : r) ret.push_back(v == 1.0 ? 1 : 0);
    j["returns"] = std::move(ret);
  }
  return j;
}

std::uint8_t read_u8(const Json& j, const std::string& path, int lo, int hi) {
  return u8(static_cast<int>(json::get_int(j, path, lo, hi)));
}

int read_room(const Json& j, const std::string& path) {
  if (j.is_string() && j.get<std::string>() == "sea") return kSea;
  if (!j.is_number_integer()) fail(path + ": expected a room 1..10 or \"sea\", got " + json::brief(j));
  return static_cast<int>(json::get_int(j, path, 1, 10));
}

std::array<std::uint8_t, kItemKinds> read_items(const Json& j, const std::string& path, int most = 200) {
  json::ObjectReader r(j, path);
  std::array<std::uint8_t, kItemKinds> out{};
  for (int k = 0; k < kItemKinds; ++k) {
    const std::string key(kItemNames[z(k)]);
    if (const Json* v = r.find(key)) out[z(k)] = read_u8(*v, r.path(key), 1, most);
  }
  r.finish();
  return out;
}

/// A gnome's items: at most Hand::kMaxCount of a kind, as the content allows (content_error).
Hand read_hand(const Json& j, const std::string& path) {
  const std::array<std::uint8_t, kItemKinds> counts = read_items(j, path, Hand::kMaxCount);
  Hand h;
  for (int k = 0; k < kItemKinds; ++k) h.set(z(k), counts[z(k)]);
  return h;
}

bool read_bool(const Json& j, const std::string& path) { return json::get_bool(j, path); }

/// A list of item kinds, each at most once.
std::uint16_t read_kinds(const Json& j, const std::string& path) {
  if (j.is_null()) fail(path + ": null in an observation; a snapshot lists the kinds");
  json::get_array(j, path);
  std::uint16_t mask = 0;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string name = json::get_string(j[i], at(path, i));
    int kind = -1;
    for (int k = 0; k < kItemKinds; ++k)
      if (kItemNames[z(k)] == name) kind = k;
    if (kind < 0) fail(at(path, i) + ": '" + name + "' is not an item");
    if ((mask >> kind) & 1U) fail(at(path, i) + ": '" + name + "' is listed twice");
    mask = static_cast<std::uint16_t>(mask | (1U << kind));
  }
  return mask;
}

void read_fix(const Json& j, State& s) {
  json::ObjectReader r(j, "fix");
  const Json& target = r.need("target");
  if (target.is_null()) {
    s.fix_target = Target::none;
  } else {
    s.fix_target = json::get_word<Target>(target, "fix.target", 0, kTargetKinds,
                                     [](Target t) { return kTargetNames[z(static_cast<int>(t))]; });
  }
  s.fix_room = read_u8(r.need("hatch_room"), "fix.hatch_room", 0, 10);
  s.fix_minutes = read_u8(r.need("minutes"), "fix.minutes", 0, 10);
  s.fix_bonus = read_u8(r.need("bonus"), "fix.bonus", 0, 255);
  r.finish();
}

void read_event(const Json& j, const Content& c, State& s) {
  json::ObjectReader r(j, "event");
  const Json& card = r.need("card");
  s.ev_type = kNone;
  if (!card.is_null()) {
    const std::string t = json::get_string(card, "event.card");
    for (int i = 0; i < c.num_event_types; ++i)
      if (card_text(c, i) == t) s.ev_type = u8(i);
    if (s.ev_type == kNone) fail("event.card: '" + t + "' is not an event card of this game's content");
  }
  s.ev_kind = json::get_word<EventKind>(r.need("kind"), "event.kind", 0, kEventKinds,
                                   [](EventKind k) { return kEventNames[z(static_cast<int>(k))]; });
  s.ev_step = read_u8(r.need("step"), "event.step", 0, 2);
  s.ev_room = read_u8(r.need("room"), "event.room", 0, 10);
  s.ev_space = read_u8(r.need("space"), "event.space", 0, kMinutes);
  s.ev_limit = read_u8(r.need("limit"), "event.limit", 0, 255);
  const std::string stage = json::get_string(r.need("stage"), "event.stage");
  if (stage != "step" && stage != "event_done") fail("event.stage: '" + stage + "' is not one of step, event_done");
  s.stage = stage == "step" ? Stage::step : Stage::event_done;
  r.finish();
}

void read_rooms(const Json& j, State& s) {
  json::get_array(j, "rooms");
  if (j.size() != 10) fail("rooms: expected 10 entries (rooms 1..10), got " + std::to_string(j.size()));
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string path = at("rooms", i);
    json::ObjectReader r(j[i], path);
    const int room = static_cast<int>(i) + 1;
    if (json::get_int(r.need("room"), r.path("room"), 1, 10) != room)
      fail(r.path("room") + ": the rooms are listed in order, so this is room " + std::to_string(room));
    s.water[i + 1] = json::get_word<Water>(r.need("water"), r.path("water"), 0, 3, water_name);
    if (read_bool(r.need("fire"), r.path("fire"))) s.fire = static_cast<std::uint16_t>(s.fire | (1U << room));
    r.finish();
  }
}

void read_blocked(const Json& j, const Content& c, State& s) {
  json::get_array(j, "blocked");
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string path = at("blocked", i);
    json::get_array(j[i], path);
    if (j[i].size() != 2) fail(path + ": a hatch is [a, b]");
    const int a = read_room(j[i][0], at(path, 0)), b = read_room(j[i][1], at(path, 1));
    const int h = hatch_between(c, a, b);
    if (h < 0) fail(path + ": no hatch joins " + std::to_string(a) + " and " + std::to_string(b));
    if (is_exterior(c.hatches[z(h)])) fail(path + ": exterior hatches are never blocked");
    if (is_blocked(s, h)) fail(path + ": listed twice");
    s.blocked |= 1U << h;
  }
}

void read_seats(const Json& j, State& s) {
  json::get_array(j, "seats");
  if (j.size() != s.players)
    fail("seats: expected " + std::to_string(s.players) + " entries (one per player), got " + std::to_string(j.size()));
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string path = at("seats", i);
    json::ObjectReader r(j[i], path);
    Seat& g = s.seats[i];
    g.room = u8(read_room(r.need("room"), r.path("room")));
    // Before the placement a gnome has no room: 0 ("sea") in the snapshot.
    g.keeper = read_u8(r.need("minute"), r.path("minute"), 0, kMinutes);
    g.height = read_u8(r.need("height"), r.path("height"), 0, rn::kMaxPlayers);
    g.intox = read_u8(r.need("intoxication"), r.path("intoxication"), 0, kMaxIntoxication);
    const Json& took = r.need("took");
    g.took = took.is_null() ? 0 : read_u8(took, r.path("took"), 1, 10);
    g.status = json::get_word<Status>(r.need("status"), r.path("status"), 0, 3, status_name);
    g.fainted = read_bool(r.need("fainted"), r.path("fainted"));
    const Json* hand = r.find("hand_size");
    const Json& items = r.need("items");
    if (items.is_null()) fail(r.path("items") + ": null in an observation; a snapshot lists every seat's items");
    g.items = read_hand(items, r.path("items"));
    if (hand && json::get_int(*hand, r.path("hand_size"), 0, 100000) != hand_size(s, static_cast<int>(i)))
      fail(r.path("hand_size") + ": says " + hand->dump() + " but the items are " + std::to_string(hand_size(s, static_cast<int>(i))));
    r.finish();
  }
}

/// Derived keys, when present, must be what the state gives.
void check_derived(const Json& j, const Json& expected) {
  for (const char* key : {"terminal", "current_player", "item_deck_size", "item_discards", "event_deck_size", "failure", "returns"}) {
    if (!j.contains(key)) continue;
    const Json& got = j[key];
    const bool same = expected.contains(key) ? got == expected[key] : got.is_null();
    if (!same)
      fail(std::string(key) + ": says " + json::brief(got) + " but the state gives " +
           (expected.contains(key) ? expected[key].dump() : std::string("nothing (only a terminal state has returns)")));
  }
}

}  // namespace

Json state_to_json(const Game& g, const State& s) { return write_state(g, s, kViewAll); }

Json observation_to_json(const Game& g, const State& s, Viewer viewer) {
  return write_state(g, s, viewer >= 0 && viewer < g.num_players() ? viewer : kViewPublic);
}

State state_from_json(const Game& g, const Json& j) {
  const Content& c = g.content();
  json::ObjectReader r(j, "");
  const std::string game = json::get_string(r.need("game"), "game");
  if (game != Game::kName) fail("game: this snapshot is for '" + game + "', not '" + std::string(Game::kName) + "'");
  const Json& view = r.need("view");
  if (view != "all")
    fail("view: this is an observation (view " + json::brief(view) +
         "), not a snapshot; only an omniscient snapshot (\"view\": \"all\") can be loaded");
  const int players = static_cast<int>(json::get_int(r.need("players"), "players", rn::kMinPlayers, rn::kMaxPlayers));
  if (players != g.num_players())
    fail("players: the snapshot has " + std::to_string(players) + " gnomes but this game " + std::to_string(g.num_players()));
  State s = new_state(players, c);
  s.phase = json::get_word<Phase>(r.need("phase"), "phase", 0, kNumPhases, phase_name);
  r.find("terminal");
  r.find("current_player");
  const Json& end = r.need("end");
  s.end = end.is_null() ? End::none : json::get_word<End>(end, "end", 1, 5, end_name);
  s.active = read_u8(r.need("active"), "active", 0, players - 1);
  s.cursor = read_u8(r.need("cursor"), "cursor", 0, 2 * rn::kMaxPlayers);
  s.ghost = read_u8(r.need("ghost"), "ghost", 0, kMinutes);
  const Json& opened = r.need("opened");
  s.opened = opened.is_null() ? kNone : u8(read_room(opened, "opened"));
  s.began_in_sea = read_bool(r.need("began_in_sea"), "began_in_sea");
  s.sober = read_bool(r.need("sober"), "sober");
  s.played = read_items(r.need("played"), "played");
  read_fix(r.need("fix"), s);
  const Json& partner = r.need("partner");
  s.partner = partner.is_null() ? kNone : read_u8(partner, "partner", 0, players - 1);
  s.gave = read_kinds(r.need("gave"), "gave");
  s.got = read_kinds(r.need("got"), "got");
  read_event(r.need("event"), c, s);
  read_rooms(r.need("rooms"), s);
  read_blocked(r.need("blocked"), c, s);
  {
    json::ObjectReader tr(r.need("tracks"), "tracks");
    for (int t = 0; t < kTracks; ++t) {
      const std::string key(kTrackNames[z(t)]);
      s.disaster[z(t)] = read_u8(tr.need(key), tr.path(key), 0, c.tracks[z(t)].end);
    }
    tr.finish();
  }
  {
    json::ObjectReader tr(r.need("tokens"), "tokens");
    for (int k = 0; k < kTokens; ++k) {
      const std::string key(kTokenNames[z(k)]);
      const Json& v = tr.need(key);
      s.token[z(k)] = v.is_null() ? kNone : read_u8(v, tr.path(key), 0, kMinutes);
    }
    tr.finish();
  }
  s.reshuffled = read_bool(r.need("reshuffled"), "reshuffled");
  s.cabin_grog = read_u8(r.need("cabin_grog"), "cabin_grog", 0, c.cabin_grog);
  const Json& deck = r.need("item_deck");
  if (deck.is_null()) fail("item_deck: null in an observation; a snapshot lists the item deck");
  s.item_deck = read_items(deck, "item_deck");
  r.find("item_deck_size");
  r.find("item_discards");
  {
    json::ObjectReader er(r.need("event_deck"), "event_deck");
    for (int t = 0; t < c.num_event_types; ++t) {
      const std::string key = card_text(c, t);
      s.event_deck[z(t)] = read_u8(er.need(key), er.path(key), 0, c.events[z(t)].count);
    }
    er.finish();
  }
  r.find("event_deck_size");
  read_seats(r.need("seats"), s);
  r.find("failure");
  r.find("returns");
  r.finish();

  const std::string problem = state_problem(g, s);
  if (!problem.empty()) fail(problem);
  check_derived(j, write_state(g, s, kViewAll));
  return s;
}

}  // namespace bgb::rn_codec
