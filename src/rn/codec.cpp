/// \file
/// Red November's words, the options JSON with its `content` replacement (read piece by piece,
/// every field range-checked, then content_error() for the consistency of the whole), and the
/// GameTraits glue. The snapshot is in codec_state.cpp, the validator in check.cpp
/// and the picture in view.cpp.
#include <string>
#include <utility>

#include "rn/codec.hpp"

namespace bgb {

namespace rn_codec {

using namespace bgb::rn;
using rn::Game;  // not the bgb::Game concept
using json::at;
using json::fail;

std::string_view phase_name(Phase p) noexcept {
  switch (p) {
    case Phase::place: return "place";
    case Phase::stack: return "stack";
    case Phase::deal: return "deal";
    case Phase::move: return "move";
    case Phase::trade: return "trade";
    case Phase::flee: return "flee";
    case Phase::fix_roll: return "fix_roll";
    case Phase::take_draw: return "take_draw";
    case Phase::faint_choice: return "faint_choice";
    case Phase::faint_draw: return "faint_draw";
    case Phase::event_draw: return "event_draw";
    case Phase::event_room: return "event_room";
    case Phase::event_choice: return "event_choice";
    case Phase::item_draw: return "item_draw";
    case Phase::over: return "over";
  }
  return "?";
}

std::string_view end_name(End e) noexcept {
  switch (e) {
    case End::none: return "";
    case End::won: return "won";
    case End::disaster: return "disaster";
    case End::destruction: return "destruction";
    case End::no_gnome: return "no_gnome";
  }
  return "?";
}

std::string_view end_text(End e) noexcept {
  switch (e) {
    case End::none: return "";
    case End::won: return "every gnome aboard is rescued";
    case End::disaster: return "a disaster track reached its end";
    case End::destruction: return "every Time Keeper aboard passed a Destruction token";
    case End::no_gnome: return "no gnome is left aboard";
  }
  return "?";
}

std::string_view status_name(Status s) noexcept {
  switch (s) {
    case Status::aboard: return "aboard";
    case Status::dead: return "dead";
    case Status::abandoned: return "abandoned";
  }
  return "?";
}

std::string_view water_name(Water w) noexcept {
  switch (w) {
    case Water::none: return "none";
    case Water::low: return "low";
    case Water::high: return "high";
  }
  return "?";
}

std::string card_text(const Content& c, int type) {
  const EventCard& e = c.events[z(type)];
  std::string t(kEventNames[z(static_cast<int>(e.kind))]);
  t += ' ';
  if (e.faint == kNoFaint) {
    t += '-';
  } else {
    t += std::to_string(e.faint);
  }
  return t;
}

// ---------------------------------------------------------------------------------------------
// Content

namespace {

constexpr std::array<std::string_view, 4> kLimitNames = {"turbulence", "stumble", "kraken", "friendly_fire"};

std::uint8_t* limit_field(Content& c, int i) {
  switch (i) {
    case 0: return &c.limit_turbulence;
    case 1: return &c.limit_stumble;
    case 2: return &c.limit_kraken;
    default: return &c.limit_friendly_fire;
  }
}

Json room_json(int r) { return r == kSea ? Json("sea") : Json(r); }

/// A room 1..10, or "sea" when allowed.
int read_room(const Json& j, const std::string& path, bool sea) {
  if (sea && j.is_string() && j.get<std::string>() == "sea") return kSea;
  if (!j.is_number_integer()) fail(path + ": expected a room 1..10" + (sea ? " or \"sea\"" : "") + ", got " + json::brief(j));
  return static_cast<int>(json::get_int(j, path, 1, 10));
}

Json spaces_json(std::uint64_t mask) {
  Json a = Json::array();
  for (int m = kMinutes; m >= 0; --m)
    if ((mask >> m) & 1U) a.push_back(m);
  return a;
}

std::uint64_t read_spaces(const Json& j, const std::string& path) {
  json::get_array(j, path);
  std::uint64_t mask = 0;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const int m = static_cast<int>(json::get_int(j[i], at(path, i), 1, kMinutes));
    if ((mask >> m) & 1U) fail(at(path, i) + ": minute " + std::to_string(m) + " is listed twice");
    mask |= std::uint64_t{1} << m;
  }
  return mask;
}

Json board_json(const Content& c) {
  Json j = Json::object();
  Json h = Json::array();
  for (int i = 0; i < c.num_hatches; ++i)
    h.push_back(Json::array({room_json(c.hatches[z(i)].a), room_json(c.hatches[z(i)].b)}));
  j["hatches"] = std::move(h);
  Json r = Json::object();
  r["engine"] = c.engine_room;
  r["pumps"] = c.pumps_room;
  r["reactor"] = c.reactor_room;
  r["missile"] = c.missile_room;
  r["stores"] = c.stores_room;
  r["cabin"] = c.cabin_room;
  j["rooms"] = std::move(r);
  return j;
}

void read_board(const Json& j, Content& c) {
  json::ObjectReader r(j, "content.board");
  if (const Json* h = r.find_non_null("hatches")) {
    const std::string path = "content.board.hatches";
    json::get_array(*h, path);
    if (h->size() > static_cast<std::size_t>(kMaxHatches))
      fail(path + ": at most " + std::to_string(kMaxHatches) + " hatches, got " + std::to_string(h->size()));
    c.hatches = {};
    c.num_hatches = u8(static_cast<int>(h->size()));
    for (std::size_t i = 0; i < h->size(); ++i) {
      const Json& pair = (*h)[i];
      json::get_array(pair, at(path, i));
      if (pair.size() != 2) fail(at(path, i) + ": a hatch joins two rooms: [a, b] (b may be \"sea\")");
      c.hatches[i] = Hatch{u8(read_room(pair[0], at(at(path, i), 0), true)), u8(read_room(pair[1], at(at(path, i), 1), true))};
    }
  }
  if (const Json* rooms = r.find_non_null("rooms")) {
    json::ObjectReader rr(*rooms, "content.board.rooms");
    for (const auto& [name, field] : {std::pair<const char*, std::uint8_t*>{"engine", &c.engine_room}, {"pumps", &c.pumps_room},
                                      {"reactor", &c.reactor_room}, {"missile", &c.missile_room},
                                      {"stores", &c.stores_room}, {"cabin", &c.cabin_room}})
      if (const Json* v = rr.find_non_null(name)) *field = u8(read_room(*v, rr.path(name), false));
    rr.finish();
  }
  r.finish();
}

Json time_track_json(const Content& c) {
  Json j = Json::object();
  j["event_spaces"] = spaces_json(c.event_spaces);
  j["item_spaces"] = spaces_json(c.item_spaces);
  Json start = Json::object();
  for (int p = rn::kMinPlayers; p <= rn::kMaxPlayers; ++p) start[std::to_string(p)] = c.start[z(p)];
  j["start"] = std::move(start);
  Json tokens = Json::object();
  for (int k = 0; k < kTokens; ++k) tokens[std::string(kTokenNames[z(k)])] = c.token_ahead[z(k)];
  j["tokens_ahead"] = std::move(tokens);
  return j;
}

void read_time_track(const Json& j, Content& c) {
  json::ObjectReader r(j, "content.time_track");
  if (const Json* v = r.find_non_null("event_spaces")) c.event_spaces = read_spaces(*v, "content.time_track.event_spaces");
  if (const Json* v = r.find_non_null("item_spaces")) c.item_spaces = read_spaces(*v, "content.time_track.item_spaces");
  if (const Json* v = r.find_non_null("start")) {
    json::ObjectReader sr(*v, "content.time_track.start");
    for (int p = rn::kMinPlayers; p <= rn::kMaxPlayers; ++p) {
      const std::string key = std::to_string(p);
      if (const Json* m = sr.find_non_null(key)) c.start[z(p)] = u8(static_cast<int>(json::get_int(*m, sr.path(key), 1, kMinutes)));
    }
    sr.finish();
  }
  if (const Json* v = r.find_non_null("tokens_ahead")) {
    json::ObjectReader tr(*v, "content.time_track.tokens_ahead");
    for (int k = 0; k < kTokens; ++k) {
      const std::string key(kTokenNames[z(k)]);
      if (const Json* m = tr.find_non_null(key))
        c.token_ahead[z(k)] = u8(static_cast<int>(json::get_int(*m, tr.path(key), 1, kMinutes)));
    }
    tr.finish();
  }
  r.finish();
}

Json tracks_json(const Content& c) {
  Json j = Json::object();
  for (int t = 0; t < kTracks; ++t) {
    Json d = Json::object();
    d["star"] = c.tracks[z(t)].star;
    d["end"] = c.tracks[z(t)].end;
    j[std::string(kTrackNames[z(t)])] = std::move(d);
  }
  return j;
}

void read_tracks(const Json& j, Content& c) {
  json::ObjectReader r(j, "content.tracks");
  for (int t = 0; t < kTracks; ++t) {
    const std::string key(kTrackNames[z(t)]);
    const Json* v = r.find_non_null(key);
    if (!v) continue;
    json::ObjectReader tr(*v, r.path(key));
    if (const Json* s = tr.find_non_null("star")) c.tracks[z(t)].star = u8(static_cast<int>(json::get_int(*s, tr.path("star"), 0, 29)));
    if (const Json* e = tr.find_non_null("end")) c.tracks[z(t)].end = u8(static_cast<int>(json::get_int(*e, tr.path("end"), 1, 30)));
    tr.finish();
  }
  r.finish();
}

Json events_json(const Content& c) {
  Json a = Json::array();
  for (int i = 0; i < c.num_event_types; ++i) {
    const EventCard& e = c.events[z(i)];
    Json card = Json::object();
    card["kind"] = std::string(kEventNames[z(static_cast<int>(e.kind))]);
    card["faint"] = e.faint == kNoFaint ? Json(nullptr) : Json(static_cast<int>(e.faint));
    card["count"] = e.count;
    a.push_back(std::move(card));
  }
  return a;
}

std::string event_kinds() {
  std::string out;
  for (std::string_view n : kEventNames) out += (out.empty() ? "" : ", ") + std::string(n);
  return out;
}

void read_events(const Json& j, Content& c) {
  const std::string path = "content.events";
  json::get_array(j, path);
  if (j.size() > static_cast<std::size_t>(kMaxEventTypes))
    fail(path + ": at most " + std::to_string(kMaxEventTypes) + " distinct cards (kind and faint number), got " +
         std::to_string(j.size()));
  c.events = {};
  c.num_event_types = u8(static_cast<int>(j.size()));
  for (std::size_t i = 0; i < j.size(); ++i) {
    json::ObjectReader r(j[i], at(path, i));
    const std::string kind = json::get_string(r.need("kind"), r.path("kind"));
    int k = -1;
    for (int e = 0; e < kEventKinds; ++e)
      if (kEventNames[z(e)] == kind) k = e;
    if (k < 0) fail(r.path("kind") + ": '" + kind + "' is not an event (" + event_kinds() + ")");
    const Json& faint = r.need("faint");
    EventCard& card = c.events[i];
    card.kind = static_cast<EventKind>(k);
    card.faint = faint.is_null() ? kNoFaint : u8(static_cast<int>(json::get_int(faint, r.path("faint"), 0, 9)));
    card.count = u8(static_cast<int>(json::get_int(r.need("count"), r.path("count"), 1, 60)));
    r.finish();
  }
}

Json items_json(const Content& c) {
  Json j = Json::object();
  for (int k = 0; k < kItemKinds; ++k) {
    const ItemDef& d = c.items[z(k)];
    Json item = Json::object();
    item["count"] = k == static_cast<int>(Item::grog) ? c.cabin_grog : d.deck;
    item["bonus"] = d.bonus;
    item["fix"] = d.any_fix ? Json("any") : d.target == Target::none ? Json(nullptr) : Json(std::string(kTargetNames[z(static_cast<int>(d.target))]));
    j[std::string(kItemNames[z(k)])] = std::move(item);
  }
  return j;
}

void read_items(const Json& j, Content& c) {
  json::ObjectReader r(j, "content.items");
  for (int k = 0; k < kItemKinds; ++k) {
    const std::string key(kItemNames[z(k)]);
    const Json* v = r.find_non_null(key);
    if (!v) continue;
    json::ObjectReader ir(*v, r.path(key));
    ItemDef& d = c.items[z(k)];
    if (const Json* n = ir.find_non_null("count")) {
      const int count = static_cast<int>(json::get_int(*n, ir.path("count"), 0, kMaxItemsOfKind));
      if (k == static_cast<int>(Item::grog)) {
        c.cabin_grog = u8(count);
      } else {
        d.deck = u8(count);
      }
    }
    if (const Json* b = ir.find_non_null("bonus")) d.bonus = u8(static_cast<int>(json::get_int(*b, ir.path("bonus"), 0, 20)));
    if (const Json* f = ir.find("fix")) {
      if (f->is_null()) {
        d.target = Target::none;
        d.any_fix = false;
      } else {
        const std::string t = json::get_string(*f, ir.path("fix"));
        d.any_fix = t == "any";
        d.target = Target::none;
        if (!d.any_fix) {
          int found = -1;
          for (int i = 0; i < kTargetKinds; ++i)
            if (kTargetNames[z(i)] == t) found = i;
          if (found < 0)
            fail(ir.path("fix") + ": '" + t + "' is not a fix (any, hatch, fire, water, engine, pumps, reactor, missile, kraken) or null");
          d.target = static_cast<Target>(found);
        }
      }
    }
    ir.finish();
  }
  r.finish();
}

Json limits_json(const Content& c) {
  Json j = Json::object();
  Content copy = c;
  for (int i = 0; i < 4; ++i) j[std::string(kLimitNames[z(i)])] = *limit_field(copy, i);
  return j;
}

void read_limits(const Json& j, Content& c) {
  json::ObjectReader r(j, "content.hand_limits");
  for (int i = 0; i < 4; ++i) {
    const std::string key(kLimitNames[z(i)]);
    if (const Json* v = r.find_non_null(key)) *limit_field(c, i) = u8(static_cast<int>(json::get_int(*v, r.path(key), 0, 60)));
  }
  r.finish();
}

/// The pieces of a content in their order, as (key, JSON).
std::array<std::pair<const char*, Json>, 6> pieces(const Content& c) {
  return {{{"board", board_json(c)},
           {"time_track", time_track_json(c)},
           {"tracks", tracks_json(c)},
           {"events", events_json(c)},
           {"items", items_json(c)},
           {"hand_limits", limits_json(c)}}};
}

Content read_content(const Json& j) {
  Content c = kDefaultContent;
  json::ObjectReader r(j, "content");
  if (const Json* v = r.find_non_null("board")) read_board(*v, c);
  if (const Json* v = r.find_non_null("time_track")) read_time_track(*v, c);
  if (const Json* v = r.find_non_null("tracks")) read_tracks(*v, c);
  if (const Json* v = r.find_non_null("events")) read_events(*v, c);
  if (const Json* v = r.find_non_null("items")) read_items(*v, c);
  if (const Json* v = r.find_non_null("hand_limits")) read_limits(*v, c);
  r.finish();
  const std::string why = content_error(c);
  if (!why.empty()) fail("content: " + why);
  return c;
}

}  // namespace

Json content_to_json(const Content& c) {
  Json j = Json::object();
  for (auto& [key, value] : pieces(c)) j[key] = std::move(value);
  return j;
}

Options options_from_json(const Json& j) {
  json::ObjectReader r(j, "");
  Options o;
  if (const Json* p = r.find_non_null("players")) o.players = static_cast<int>(json::get_int(*p, "players", rn::kMinPlayers, rn::kMaxPlayers));
  if (const Json* c = r.find_non_null("content")) o.content = read_content(*c);
  r.finish();
  return o;
}

Json options_to_json(const Options& o) {
  Json j = Json::object();
  j["players"] = o.players;
  Json content = Json::object();
  auto mine = pieces(o.content);
  auto defaults = pieces(kDefaultContent);
  for (std::size_t i = 0; i < mine.size(); ++i)
    if (mine[i].second != defaults[i].second) content[mine[i].first] = std::move(mine[i].second);
  if (!content.empty()) j["content"] = std::move(content);
  return j;
}

}  // namespace rn_codec

Result<rn::Game> GameTraits<rn::Game>::make(const json::Json& options) {
  return json::guard("red-november options", [&]() -> Result<rn::Game> {
    return rn::Game::make(rn_codec::options_from_json(options));
  });
}

Result<rn::State> GameTraits<rn::Game>::state_from_json(const rn::Game& g, const json::Json& j) {
  return json::guard("red-november state", [&]() -> Result<rn::State> { return rn_codec::state_from_json(g, j); });
}

}  // namespace bgb
