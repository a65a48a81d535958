/// \file
/// DP6's options JSON, the snapshot writer and reader, and the GameTraits glue; the validator
/// lives in check.cpp and the picture in view.cpp. Every State field is
/// written, so reading a snapshot back reproduces the state byte for byte.
#include <string>
#include <utility>

#include "dp6/codec.hpp"

namespace bgb {

namespace dp6_codec {

using namespace bgb::dp6;
using dp6::Game;  // not the bgb::Game concept
using json::at;
using json::fail;

std::string_view phase_name(Phase p) noexcept {
  switch (p) {
    case Phase::doors: return "doors";
    case Phase::first: return "first";
    case Phase::play: return "play";
    case Phase::reveal: return "reveal";
    case Phase::roll: return "roll";
    case Phase::over: return "over";
  }
  return "?";
}

std::string_view end_name(End e) noexcept {
  switch (e) {
    case End::none: return "";
    case End::launched: return "launched";
    case End::stranded: return "stranded";
    case End::turn_limit: return "turn_limit";
  }
  return "?";
}

std::string_view end_text(End e) noexcept {
  switch (e) {
    case End::none: return "";
    case End::launched: return "the capsule launches";
    case End::stranded: return "nobody can act any more";
    case End::turn_limit: return "the turn limit is reached";
  }
  return "?";
}

std::string seat_text(int seat) {
  std::string out = "seat ";
  out += std::to_string(seat);
  out += " (";
  out += kColours[static_cast<std::size_t>(seat)];
  out += ')';
  return out;
}

std::string door_digits(const Track& t) {
  std::string out;
  for (std::uint8_t d : t.gap_door) out += static_cast<char>('0' + d);
  return out;
}

std::string crew_place(const Track& t, int k) {
  const std::uint8_t p = t.crew[static_cast<std::size_t>(k)];
  switch (p) {
    case kStart: return "start";
    case kCapsule: return "capsule";
    case kAside: return "aside";
    case kDevoured: return "devoured";
    default: break;
  }
  std::string out = "r";
  out += static_cast<char>('0' + p);
  if ((t.lying >> k) & 1U) out += " lying";
  return out;
}

Options options_from_json(const Json& j) {
  json::ObjectReader r(j, "");
  Options o;
  if (const Json* v = r.find_non_null("players")) o.players = static_cast<int>(json::get_int(*v, "players", kMinPlayers, kMaxSeats));
  if (const Json* v = r.find_non_null("max_turns"))
    o.max_turns = static_cast<int>(json::get_int(*v, "max_turns", 0, kMaxTurnsLimit));
  r.finish();
  return o;
}

Json options_to_json(const Options& o) {
  Json j = Json::object();
  j["players"] = o.players;
  j["max_turns"] = o.max_turns;
  return j;
}

std::string outcome_text(const Game& g, const State& s) {
  std::string out(end_text(s.end));
  out += "; saved:";
  std::string winners;
  const Returns r = g.returns(s);
  for (int p = 0; p < s.players; ++p) {
    out += p ? ", " : " ";
    out += kColours[static_cast<std::size_t>(p)];
    out += ' ';
    out += std::to_string(crew_in_capsule(s.tracks[static_cast<std::size_t>(p)]));
    if (r[p] > 0) winners += (winners.empty() ? "" : " and ") + std::string(kColours[static_cast<std::size_t>(p)]);
  }
  out += winners.empty() ? "; nobody wins" : "; " + winners + (winners.find(" and ") == std::string::npos ? " wins" : " win");
  return out;
}

namespace {

std::string room_text(int r) {
  std::string out = "r";
  out += static_cast<char>('0' + r);
  return out;
}

Json write_track(const State& s, int seat) {
  const Track& t = s.tracks[static_cast<std::size_t>(seat)];
  Json j = Json::object();
  j["colour"] = std::string(kColours[static_cast<std::size_t>(seat)]);
  j["doors"] = t.gap_door[0] == 0 ? Json(nullptr) : Json(door_digits(t));
  Json rooms = Json::array();
  for (Card c : t.room) rooms.push_back(std::string(card_word(c)));
  j["rooms"] = std::move(rooms);
  Json crew = Json::array();
  for (int k = 0; k < kCrew; ++k) crew.push_back(crew_place(t, k));
  j["crew"] = std::move(crew);
  j["aberration"] = t.aberration ? Json(room_text(t.aberration)) : Json(nullptr);
  j["tilt"] = t.tilt;
  j["tilt_used"] = t.tilt_used;
  j["prog"] = t.prog;
  Json on = Json::array();
  if (t.prog_on & 1U) on.push_back("control");
  if (t.prog_on & 2U) on.push_back("tools");
  j["prog_on"] = std::move(on);
  j["prog_used"] = t.prog_used;
  j["saved"] = crew_in_capsule(t);
  return j;
}

Json write_state(const Game& g, const State& s, Json view) {
  Json j = Json::object();
  j["game"] = std::string(Game::kName);
  j["view"] = std::move(view);
  j["players"] = static_cast<int>(s.players);
  j["max_turns"] = g.options().max_turns;
  j["phase"] = phase_name(s.phase);
  j["terminal"] = is_terminal(s);
  j["current_player"] = current_player(s);
  j["end"] = s.end == End::none ? Json(nullptr) : Json(end_name(s.end));
  j["setup_seat"] = s.setup_seat;
  j["player"] = s.player;
  j["turns"] = s.turns;
  j["actions"] = s.actions;
  j["pending"] = s.pending ? Json(static_cast<int>(s.pending)) : Json(nullptr);
  j["ignored"] = s.ignored != 0;
  j["activated"] = s.activated != 0;
  j["reveal_room"] = s.reveal_room ? Json(room_text(s.reveal_room)) : Json(nullptr);
  Json open = Json::array();
  for (int d = 1; d <= kDoors; ++d)
    if (door_open(s, d)) open.push_back(d);
  j["open_doors"] = std::move(open);
  j["capsule"] = s.capsule;
  Json tracks = Json::array();
  for (int p = 0; p < s.players; ++p) tracks.push_back(write_track(s, p));
  j["tracks"] = std::move(tracks);
  // "failure" is the CLI's word for how a game ended badly (docs/json.md); a competitive game
  // writes it at every end that not every seat wins, naming the end and the winners.
  bool everyone_wins = is_terminal(s);
  for (double v : g.returns(s)) everyone_wins = everyone_wins && v > 0;
  if (is_terminal(s) && !everyone_wins) {
    Json f = Json::object();
    f["rule"] = end_name(s.end);
    f["text"] = outcome_text(g, s);
    j["failure"] = std::move(f);
  } else {
    j["failure"] = nullptr;
  }
  if (is_terminal(s)) {
    Json r = Json::array();
    for (double v : g.returns(s)) r.push_back(static_cast<int>(v));
    j["returns"] = std::move(r);
  }
  return j;
}

/// "r1".."r5" -> 1..5.
std::uint8_t read_room(const Json& j, const std::string& path) {
  const std::string t = json::get_string(j, path);
  if (t.size() != 2 || t[0] != 'r' || t[1] < '1' || t[1] > '5') fail(path + ": '" + t.substr(0, 40) + "' is not a room (r1..r5)");
  return static_cast<std::uint8_t>(t[1] - '0');
}

/// One crew place: "start", "capsule", "aside", "devoured", "rN" or "rN lying".
void read_crew(const Json& j, const std::string& path, Track& t, int k) {
  const std::string w = json::get_string(j, path);
  std::uint8_t& p = t.crew[static_cast<std::size_t>(k)];
  if (w == "start") { p = kStart; return; }
  if (w == "capsule") { p = kCapsule; return; }
  if (w == "aside") { p = kAside; return; }
  if (w == "devoured") { p = kDevoured; return; }
  const bool lying = w.size() == 8 && w.substr(2) == " lying";
  if ((w.size() == 2 || lying) && w[0] == 'r' && w[1] >= '1' && w[1] <= '5') {
    p = static_cast<std::uint8_t>(w[1] - '0');
    if (lying) t.lying = static_cast<std::uint8_t>(t.lying | (1U << k));
    return;
  }
  fail(path + ": '" + w.substr(0, 40) + "' is not a crew place (start, r1..r5, \"r3 lying\", capsule, aside, devoured)");
}

Track read_track(const Json& j, const std::string& path, int seat) {
  json::ObjectReader r(j, path);
  Track t;
  const std::string colour = json::get_string(r.need("colour"), at(path, "colour"));
  if (colour != kColours[static_cast<std::size_t>(seat)])
    fail(at(path, "colour") + ": seat " + std::to_string(seat) + " plays " + std::string(kColours[static_cast<std::size_t>(seat)]));
  const Json& doors = r.need("doors");
  if (!doors.is_null()) {
    const std::string d = json::get_string(doors, at(path, "doors"));
    int found = -1;
    for (int o = 0; o < kDoorOrderCount; ++o) {
      std::string digits;
      for (std::uint8_t x : kDoorOrders[static_cast<std::size_t>(o)]) digits += static_cast<char>('0' + x);
      if (digits == d) found = o;
    }
    if (found < 0) fail(at(path, "doors") + ": '" + d.substr(0, 40) + "' is not an order of the doors 1234 (e.g. \"3142\")");
    t.gap_door = kDoorOrders[static_cast<std::size_t>(found)];
  }
  const Json& rooms = json::get_array(r.need("rooms"), at(path, "rooms"));
  if (rooms.size() != kRooms) fail(at(path, "rooms") + ": expected 5 entries (r1..r5), got " + std::to_string(rooms.size()));
  for (std::size_t i = 0; i < rooms.size(); ++i)
    t.room[i] = json::get_word<Card>(rooms[i], at(at(path, "rooms"), i), 0, kCards + 1, card_word);
  const Json& crew = json::get_array(r.need("crew"), at(path, "crew"));
  if (crew.size() != kCrew) fail(at(path, "crew") + ": expected 4 entries (c0..c3), got " + std::to_string(crew.size()));
  for (std::size_t k = 0; k < crew.size(); ++k) read_crew(crew[k], at(at(path, "crew"), k), t, static_cast<int>(k));
  const Json& ab = r.need("aberration");
  t.aberration = ab.is_null() ? 0 : read_room(ab, at(path, "aberration"));
  t.tilt = static_cast<std::uint8_t>(json::get_int(r.need("tilt"), at(path, "tilt"), 0, kTilts));
  t.tilt_used = static_cast<std::uint8_t>(json::get_int(r.need("tilt_used"), at(path, "tilt_used"), 0, kTilts));
  t.prog = static_cast<std::uint8_t>(json::get_int(r.need("prog"), at(path, "prog"), 0, kProgs));
  const Json& on = json::get_array(r.need("prog_on"), at(path, "prog_on"));
  t.prog_on = 0;
  for (std::size_t i = 0; i < on.size(); ++i) {
    const std::string w = json::get_string(on[i], at(at(path, "prog_on"), i));
    const unsigned bit = w == "control" ? 1U : w == "tools" ? 2U : 0U;
    if (!bit) fail(at(at(path, "prog_on"), i) + ": a Programming marker lies in \"control\" or \"tools\"");
    if (t.prog_on & bit) fail(at(at(path, "prog_on"), i) + ": '" + w + "' appears twice");
    t.prog_on = static_cast<std::uint8_t>(t.prog_on | bit);
  }
  t.prog_used = static_cast<std::uint8_t>(json::get_int(r.need("prog_used"), at(path, "prog_used"), 0, kProgs));
  if (const Json* saved = r.find("saved"); saved && json::get_int(*saved, at(path, "saved"), 0, kCrew) != crew_in_capsule(t))
    fail(at(path, "saved") + ": says " + saved->dump() + " but " + std::to_string(crew_in_capsule(t)) + " crew are in the capsule");
  r.finish();
  return t;
}

void check_derived(const Json* terminal, const Json* current, const Json* failure, const Json* returns, const Game& g,
                   const State& s) {
  if (failure && *failure != write_state(g, s, "all")["failure"])
    fail("failure: does not match the end of the game, expected " + write_state(g, s, "all")["failure"].dump());
  if (terminal && json::get_bool(*terminal, "terminal") != is_terminal(s))
    fail("terminal: says " + terminal->dump() + " but the phase is '" + std::string(phase_name(s.phase)) + "'");
  if (current && json::get_int(*current, "current_player", kTerminal, kMaxSeats) != current_player(s))
    fail("current_player: says " + json::brief(*current) + " but the state gives " + std::to_string(current_player(s)));
  if (returns && !returns->is_null()) {
    const Json expected = write_state(g, s, "all");
    if (!expected.contains("returns")) fail("returns: only a terminal state has returns");
    json::get_array(*returns, "returns");
    bool same = returns->size() == expected["returns"].size();
    for (std::size_t i = 0; same && i < returns->size(); ++i)
      same = (*returns)[i].is_number() && (*returns)[i].get<double>() == expected["returns"][i].get<double>();
    if (!same) fail("returns: do not match the state, expected " + expected["returns"].dump());
  }
}

}  // namespace

Json state_to_json(const Game& g, const State& s) { return write_state(g, s, "all"); }

Json observation_to_json(const Game& g, const State& s, Viewer viewer) {
  return write_state(g, s, viewer >= 0 ? Json(viewer) : Json("public"));
}

State state_from_json(const Game& g, const Json& j) {
  json::ObjectReader r(j, "");
  const std::string game = json::get_string(r.need("game"), "game");
  if (game != Game::kName) fail("game: this snapshot is for '" + game.substr(0, 40) + "', not '" + std::string(Game::kName) + "'");
  const Json& view = r.need("view");
  if (view != "all")
    fail("view: this is an observation (view " + json::brief(view) +
         "), not a snapshot; only an omniscient snapshot (\"view\": \"all\") can be loaded");
  const int players = static_cast<int>(json::get_int(r.need("players"), "players", kMinPlayers, kMaxSeats));
  if (players != g.num_players())
    fail("players: the snapshot has " + std::to_string(players) + " players but this game has " + std::to_string(g.num_players()));
  if (const Json* mt = r.find_non_null("max_turns"); mt && json::get_int(*mt, "max_turns", 0, kMaxTurnsLimit) != g.options().max_turns)
    fail("max_turns: the snapshot is of a game with max_turns " + mt->dump() + ", this game has " +
         std::to_string(g.options().max_turns));
  State s = new_state(players);
  s.phase = json::get_word<Phase>(r.need("phase"), "phase", 0, kNumPhases, phase_name);
  const Json* terminal = r.find("terminal");
  const Json* current = r.find("current_player");
  const Json& end = r.need("end");
  s.end = end.is_null() ? End::none : json::get_word<End>(end, "end", 1, 4, end_name);
  s.setup_seat = static_cast<std::uint8_t>(json::get_int(r.need("setup_seat"), "setup_seat", 0, players));
  s.player = static_cast<std::uint8_t>(json::get_int(r.need("player"), "player", 0, players - 1));
  s.turns = static_cast<std::uint16_t>(json::get_int(r.need("turns"), "turns", 0, 65535));
  s.actions = static_cast<std::uint8_t>(json::get_int(r.need("actions"), "actions", 0, kActions));
  const Json& pending = r.need("pending");
  s.pending = pending.is_null() ? 0 : static_cast<std::uint8_t>(json::get_int(pending, "pending", 1, 6));
  // Optional (false when absent): snapshots written before the key existed still load.
  if (const Json* ignored = r.find("ignored")) s.ignored = json::get_bool(*ignored, "ignored") ? 1 : 0;
  if (const Json* activated = r.find("activated")) s.activated = json::get_bool(*activated, "activated") ? 1 : 0;
  const Json& reveal = r.need("reveal_room");
  s.reveal_room = reveal.is_null() ? 0 : read_room(reveal, "reveal_room");
  const Json& open = json::get_array(r.need("open_doors"), "open_doors");
  for (std::size_t i = 0; i < open.size(); ++i) {
    const int d = static_cast<int>(json::get_int(open[i], at("open_doors", i), 1, kDoors));
    if (door_open(s, d)) fail(at("open_doors", i) + ": door " + std::to_string(d) + " appears twice");
    s.doors = static_cast<std::uint8_t>(s.doors | (1U << (d - 1)));
  }
  s.capsule = static_cast<std::uint8_t>(json::get_int(r.need("capsule"), "capsule", 0, kCapsulePositions - 1));
  const Json& tracks = json::get_array(r.need("tracks"), "tracks");
  if (tracks.size() != static_cast<std::size_t>(players))
    fail("tracks: expected one per player (" + std::to_string(players) + "), got " + std::to_string(tracks.size()));
  for (int p = 0; p < players; ++p) s.tracks[static_cast<std::size_t>(p)] = read_track(tracks[static_cast<std::size_t>(p)], at("tracks", static_cast<std::size_t>(p)), p);
  const Json* failure = r.find("failure");
  const Json* returns = r.find("returns");
  r.finish();

  const std::string problem = state_problem(g, s);
  if (!problem.empty()) fail(problem);
  check_derived(terminal, current, failure, returns, g, s);
  return s;
}

}  // namespace dp6_codec

Result<dp6::Game> GameTraits<dp6::Game>::make(const json::Json& options) {
  return json::guard("dp6 options", [&]() -> Result<dp6::Game> { return dp6::Game::make(dp6_codec::options_from_json(options)); });
}

Result<dp6::State> GameTraits<dp6::Game>::state_from_json(const dp6::Game& g, const json::Json& j) {
  return json::guard("dp6 state", [&]() -> Result<dp6::State> { return dp6_codec::state_from_json(g, j); });
}

}  // namespace bgb
