/// \file
/// Under Falling Skies' options JSON, the snapshot writer and reader, and the GameTraits glue;
/// the validator lives in check.cpp and the picture in view.cpp. Every
/// State field is written, so reading a snapshot back reproduces the state byte for byte.
#include <string>
#include <utility>

#include "ufs/codec.hpp"

namespace bgb {

namespace ufs_codec {

using namespace bgb::ufs;
using ufs::Game;  // not the bgb::Game concept
using json::at;
using json::fail;

std::string_view phase_name(Phase p) noexcept {
  switch (p) {
    case Phase::roll: return "roll";
    case Phase::place: return "place";
    case Phase::resolve: return "resolve";
    case Phase::robot: return "robot";
    case Phase::spawn: return "spawn";
    case Phase::over: return "over";
  }
  return "?";
}

std::string_view end_name(End e) noexcept {
  switch (e) {
    case End::none: return "";
    case End::won: return "won";
    case End::base_destroyed: return "base_destroyed";
    case End::skull_covered: return "skull_covered";
  }
  return "?";
}

std::string_view end_text(End e) noexcept {
  switch (e) {
    case End::none: return "";
    case End::won: return "you win";
    case End::base_destroyed: return "the base is destroyed";
    case End::skull_covered: return "the mothership covers the skull";
  }
  return "?";
}

std::string_view ship_at_name(ShipAt a) noexcept {
  switch (a) {
    case ShipAt::supply: return "supply";
    case ShipAt::waiting: return "waiting";
    case ShipAt::sky: return "sky";
  }
  return "?";
}

std::string num(std::string_view prefix, int n) {
  std::string out(prefix);
  out += std::to_string(n);
  return out;
}

std::string base_cell_text(int cell) { return num("b", cell / kColumns) + num(" c", cell % kColumns + 1); }

std::string sky_text(int row, int col) {
  return (row >= kCityRow ? std::string("city") : num("s", row)) + num(" c", col + 1);
}

std::string ship_cell_text(const State& s, const Ship& sh) {
  if (sh.row == s.mothership) return num("spawn c", sh.col + 1);
  return sky_text(sh.row, sh.col);
}

std::string hard_list_text(std::uint8_t hard) {
  std::string out;
  for (int i = 0; i < kFlippableCards; ++i)
    if ((hard >> i) & 1U) out += (out.empty() ? "" : ", ") + std::string(kCardNames[i]);
  return out;
}

namespace {

Json hard_json(std::uint8_t hard) {
  Json a = Json::array();
  for (int i = 0; i < kFlippableCards; ++i)
    if ((hard >> i) & 1U) a.push_back(std::string(kCardNames[i]));
  return a;
}

std::string card_names() {
  std::string out;
  for (std::string_view n : kCardNames) out += (out.empty() ? "" : ", ") + std::string(n);
  return out;
}

/// The "hard" list: card names, each at most once, any order.
std::uint8_t read_hard(const Json& j, const std::string& path) {
  json::get_array(j, path);
  std::uint8_t mask = 0;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string name = json::get_string(j[i], at(path, i));
    int card = -1;
    for (int c = 0; c < kFlippableCards; ++c)
      if (name == kCardNames[c]) card = c;
    if (card < 0) fail(at(path, i) + ": '" + name + "' is not a flippable card (" + card_names() + ")");
    if ((mask >> card) & 1U) fail(at(path, i) + ": '" + name + "' appears twice");
    mask = static_cast<std::uint8_t>(mask | (1U << card));
  }
  return mask;
}

/// An optional derived "level" that must agree with the hard mask.
void check_level(const Json* level, std::uint8_t hard, const std::string& what) {
  if (!level) return;
  const int got = static_cast<int>(json::get_int(*level, "level", 1, 8));
  if (got != level_of(hard))
    fail("level: " + std::to_string(got) + " does not match " + what + " (level = 1 + " +
         std::to_string(level_of(hard) - 1) + " flipped cards = " + std::to_string(level_of(hard)) +
         "); choose the level by listing the cards in \"hard\"");
}

}  // namespace

Options options_from_json(const Json& j) {
  json::ObjectReader r(j, "");
  Options o;
  if (const Json* v = r.find_non_null("hard")) o.hard = read_hard(*v, "hard");
  check_level(r.find_non_null("level"), o.hard, "hard");
  r.finish();
  return o;
}

Json options_to_json(const Options& o) {
  Json j = Json::object();
  j["hard"] = hard_json(o.hard);
  j["level"] = level_of(o.hard);
  return j;
}

// ---------------------------------------------------------------------------------------------
// The snapshot

namespace {

Json write_state(const Game& g, const State& s, Json view) {
  const Board& b = g.board();
  Json j = Json::object();
  j["game"] = std::string(Game::kName);
  j["view"] = std::move(view);
  j["hard"] = hard_json(s.hard);
  j["level"] = level_of(s.hard);
  j["phase"] = phase_name(s.phase);
  j["terminal"] = is_terminal(s);
  j["current_player"] = current_player(s);
  j["end"] = s.end == End::none ? Json(nullptr) : Json(end_name(s.end));
  j["round"] = s.round;
  j["energy"] = s.energy;
  j["damage"] = s.damage;
  j["research"] = s.research;
  Json exc = Json::object();
  exc["index"] = s.excavator;
  exc["cell"] = s.excavator < b.path_length ? Json(base_cell_text(b.path[s.excavator])) : Json(nullptr);
  j["excavator"] = std::move(exc);
  j["mothership"] = s.mothership;
  Json dice = Json::array();
  for (int d = 0; d < kDice; ++d) {
    const std::uint8_t cell = s.die_cell[static_cast<std::size_t>(d)];
    const std::uint8_t value = s.die_value[static_cast<std::size_t>(d)];
    Json die = Json::object();
    die["colour"] = is_white(d) ? "white" : "black";
    die["value"] = value == 0 ? Json(nullptr) : Json(static_cast<int>(value));
    die["cell"] = cell == kUnplaced ? std::string("unplaced") : cell == kUsed ? std::string("used") : base_cell_text(cell);
    die["excavation"] = s.excavation_die == d;
    dice.push_back(std::move(die));
  }
  j["dice"] = std::move(dice);
  Json robots = Json::array();
  for (const Robot& r : s.robots) {
    if (r.cell == kNoCell && r.value == 0 && !r.exhausted) {
      robots.push_back(nullptr);
      continue;
    }
    Json robot = Json::object();
    robot["cell"] = r.cell < kBaseCells ? Json(base_cell_text(r.cell)) : Json(nullptr);
    robot["value"] = r.value;
    robot["exhausted"] = r.exhausted;
    robots.push_back(std::move(robot));
  }
  j["robots"] = std::move(robots);
  Json ships = Json::array();
  for (int i = 0; i < kShips; ++i) {
    const Ship& sh = s.ships[static_cast<std::size_t>(i)];
    Json ship = Json::object();
    ship["colour"] = is_red(i) ? "red" : "green";
    ship["where"] = ship_at_name(sh.at);
    if (sh.at == ShipAt::sky) {
      ship["cell"] = ship_cell_text(s, sh);
    } else {
      ship["cell"] = nullptr;  // off the sky a ship has no cell (the rules keep row 0, column 0)
    }
    ships.push_back(std::move(ship));
  }
  j["ships"] = std::move(ships);
  j["robot_value"] = s.robot_value == 0 ? Json(nullptr) : Json(static_cast<int>(s.robot_value));
  if (s.end == End::base_destroyed || s.end == End::skull_covered) {
    Json f = Json::object();
    f["rule"] = end_name(s.end);
    f["text"] = end_text(s.end);
    j["failure"] = std::move(f);
  } else {
    j["failure"] = nullptr;
  }
  if (is_terminal(s)) j["returns"] = Json::array({s.end == End::won ? 1 : 0});
  return j;
}

/// An array with exactly n entries.
const Json& read_array(const Json& j, const std::string& path, std::size_t n, std::string_view what) {
  json::get_array(j, path);
  if (j.size() != n)
    fail(path + ": expected " + std::to_string(n) + " entries (" + std::string(what) + "), got " + std::to_string(j.size()));
  return j;
}

/// "ROW COL" split at its one space; false when it is not two words.
bool split_cell(const std::string& t, std::string& row, std::string& col) {
  const std::size_t sp = t.find(' ');
  if (sp == std::string::npos || t.find(' ', sp + 1) != std::string::npos) return false;
  row = t.substr(0, sp);
  col = t.substr(sp + 1);
  return col.size() == 2 && col[0] == 'c' && col[1] >= '1' && col[1] <= '5';
}

/// A base cell text "b2 c5".
std::uint8_t read_base_cell(const Json& j, const std::string& path) {
  const std::string t = json::get_string(j, path);
  std::string row, col;
  const int cell = split_cell(t, row, col) ? ufs::detail::parse_cell(row, col) : -1;
  if (cell < 0) fail(path + ": '" + t + "' is not a base cell (b0..b5 c1..c5, e.g. \"b2 c5\")");
  return static_cast<std::uint8_t>(cell);
}

/// A sky position "s7 c3" (s0..s15) or "city c3"; with `spawn`, also "spawn c3" (row = spawn).
Ship read_sky(const Json& j, const std::string& path, int spawn) {
  const std::string t = json::get_string(j, path);
  std::string row, col;
  int r = -1;
  if (split_cell(t, row, col)) {
    if (row == "city") {
      r = kCityRow;
    } else if (row == "spawn") {
      r = spawn;
    } else {
      // s0..s15 without leading zeros (s0 is the row above the sky, where the mothership starts).
      for (int k = 0; k <= kSkyRows; ++k)
        if (row == num("s", k)) r = k;
    }
  }
  if (r < 0)
    fail(path + ": '" + t + "' is not a " +
         (spawn >= 0 ? "sky cell (s1..s15 c1..c5 or spawn c1..c5)" : "position (s0..s15 or city, c1..c5)"));
  return Ship{ShipAt::sky, static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(col[1] - '1')};
}

void read_dice(const Json& j, State& s) {
  const Json& dice = read_array(j, "dice", kDice, "three black, then two white");
  s.excavation_die = kUnplaced;
  for (std::size_t d = 0; d < dice.size(); ++d) {
    const std::string path = at("dice", d);
    json::ObjectReader r(dice[d], path);
    const std::string colour = json::get_string(r.need("colour"), at(path, "colour"));
    const std::string want = is_white(static_cast<int>(d)) ? "white" : "black";
    if (colour != want) fail(at(path, "colour") + ": dice 0-2 are black and 3-4 white, so this one is " + want);
    const Json& value = r.need("value");
    s.die_value[d] = value.is_null() ? 0 : static_cast<std::uint8_t>(json::get_int(value, at(path, "value"), 1, 6));
    const Json& cell = r.need("cell");
    if (cell == "unplaced") {
      s.die_cell[d] = kUnplaced;
    } else if (cell == "used") {
      s.die_cell[d] = kUsed;
    } else {
      if (!cell.is_string()) fail(at(path, "cell") + ": expected a base cell, \"unplaced\" or \"used\", got " + json::type_name(cell));
      s.die_cell[d] = read_base_cell(cell, at(path, "cell"));
    }
    if (json::get_bool(r.need("excavation"), at(path, "excavation"))) {
      if (s.excavation_die != kUnplaced) fail(at(path, "excavation") + ": only one die a round excavates");
      s.excavation_die = static_cast<std::uint8_t>(d);
    }
    r.finish();
  }
}

void read_robots(const Json& j, State& s) {
  const Json& robots = read_array(j, "robots", kRobots, "null for a robot not built");
  for (std::size_t i = 0; i < robots.size(); ++i) {
    if (robots[i].is_null()) continue;
    const std::string path = at("robots", i);
    json::ObjectReader r(robots[i], path);
    Robot& robot = s.robots[i];
    robot.cell = read_base_cell(r.need("cell"), at(path, "cell"));
    robot.value = static_cast<std::uint8_t>(json::get_int(r.need("value"), at(path, "value"), 1, 6));
    robot.exhausted = json::get_bool(r.need("exhausted"), at(path, "exhausted"));
    r.finish();
  }
}

void read_ships(const Json& j, State& s) {
  const Json& ships = read_array(j, "ships", kShips, "five green, then two red");
  for (std::size_t i = 0; i < ships.size(); ++i) {
    const std::string path = at("ships", i);
    json::ObjectReader r(ships[i], path);
    const std::string colour = json::get_string(r.need("colour"), at(path, "colour"));
    const std::string want = is_red(static_cast<int>(i)) ? "red" : "green";
    if (colour != want) fail(at(path, "colour") + ": ships 0-4 are green and 5-6 red, so this one is " + want);
    const ShipAt where = json::get_word<ShipAt>(r.need("where"), at(path, "where"), 0, 3, ship_at_name);
    const Json& cell = r.need("cell");
    Ship sh;
    if (where == ShipAt::sky) {
      if (cell.is_null()) fail(at(path, "cell") + ": a ship in the sky has a cell");
      sh = read_sky(cell, at(path, "cell"), s.mothership);
      if (sh.row == s.mothership && cell.get<std::string>().rfind("spawn", 0) != 0)
        fail(at(path, "cell") + ": the mothership covers s1..s" + std::to_string(s.mothership) +
             "; a ship on its spawn spots is written \"spawn c" + std::to_string(sh.col + 1) + "\"");
    } else {
      if (!cell.is_null()) fail(at(path, "cell") + ": a ship in the " + std::string(ship_at_name(where)) + " has no cell (null)");
    }
    sh.at = where;
    s.ships[i] = sh;
    r.finish();
  }
}

void check_derived(const Json* terminal, const Json* current, const Json* failure, const Json* returns,
                   const Game& g, const State& s) {
  if (terminal && json::get_bool(*terminal, "terminal") != is_terminal(s))
    fail("terminal: says " + terminal->dump() + " but the phase is '" + std::string(phase_name(s.phase)) + "'");
  if (current && json::get_int(*current, "current_player", kTerminal, 0) != current_player(s))
    fail("current_player: says " + current->dump() + " but the state gives " + std::to_string(current_player(s)));
  const Json expected = write_state(g, s, "all");
  if (failure && *failure != expected["failure"])
    fail("failure: does not match the end of the game, expected " + expected["failure"].dump());
  if (returns && !returns->is_null()) {
    if (!expected.contains("returns")) fail("returns: only a terminal state has returns");
    json::get_array(*returns, "returns");
    const bool same = returns->size() == 1 && (*returns)[0].is_number() &&
                      (*returns)[0].get<double>() == expected["returns"][0].get<double>();
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
  if (game != Game::kName) fail("game: this snapshot is for '" + game + "', not '" + std::string(Game::kName) + "'");
  const Json& view = r.need("view");
  if (view != "all")
    fail("view: this is an observation (view " + json::brief(view) +
         "), not a snapshot; only an omniscient snapshot (\"view\": \"all\") can be loaded");
  const std::uint8_t hard = read_hard(r.need("hard"), "hard");
  if (hard != g.options().hard) {
    const auto level = [](std::uint8_t h) {
      const std::string cards = hard_list_text(h);
      return "level " + std::to_string(level_of(h)) + " (" + (cards.empty() ? "every card easy" : "hard: " + cards) + ")";
    };
    fail("hard: the snapshot is of " + level(hard) + " but this game is " + level(g.options().hard));
  }
  check_level(r.find_non_null("level"), hard, "hard");
  State s = new_state(hard);
  const Board& b = g.board();
  s.phase = json::get_word<Phase>(r.need("phase"), "phase", 0, kNumPhases, phase_name);
  const Json* terminal = r.find("terminal");
  const Json* current = r.find("current_player");
  const Json& end = r.need("end");
  s.end = end.is_null() ? End::none : json::get_word<End>(end, "end", 1, 4, end_name);
  s.round = static_cast<std::uint8_t>(json::get_int(r.need("round"), "round", 1, kSkyRows));
  s.energy = static_cast<std::uint8_t>(json::get_int(r.need("energy"), "energy", 0, kMaxEnergy));
  s.damage = static_cast<std::uint8_t>(json::get_int(r.need("damage"), "damage", 0, kDamageToLose));
  s.research = static_cast<std::uint8_t>(json::get_int(r.need("research"), "research", 0, kResearchSpaces));
  {
    json::ObjectReader er(r.need("excavator"), "excavator");
    s.excavator = static_cast<std::uint8_t>(json::get_int(er.need("index"), "excavator.index", 0, b.path_length - 1));
    if (const Json* cell = er.find("cell"); cell && !cell->is_null()) {
      if (read_base_cell(*cell, "excavator.cell") != b.path[s.excavator])
        fail("excavator.cell: path index " + std::to_string(s.excavator) + " is " + base_cell_text(b.path[s.excavator]) +
             ", not " + cell->get<std::string>());
    }
    er.finish();
  }
  s.mothership = static_cast<std::uint8_t>(json::get_int(r.need("mothership"), "mothership", 0, b.skull_row));
  read_dice(r.need("dice"), s);
  read_robots(r.need("robots"), s);
  read_ships(r.need("ships"), s);
  const Json& robot_value = r.need("robot_value");
  s.robot_value = robot_value.is_null() ? 0 : static_cast<std::uint8_t>(json::get_int(robot_value, "robot_value", 1, 6));
  const Json* failure = r.find("failure");
  const Json* returns = r.find("returns");
  r.finish();

  const std::string problem = state_problem(g, s);
  if (!problem.empty()) fail(problem);
  check_derived(terminal, current, failure, returns, g, s);
  return s;
}

}  // namespace ufs_codec

Result<ufs::Game> GameTraits<ufs::Game>::make(const json::Json& options) {
  return json::guard("under-falling-skies options", [&]() -> Result<ufs::Game> {
    return ufs::Game::make(ufs_codec::options_from_json(options));
  });
}

Result<ufs::State> GameTraits<ufs::Game>::state_from_json(const ufs::Game& g, const json::Json& j) {
  return json::guard("under-falling-skies state", [&]() -> Result<ufs::State> { return ufs_codec::state_from_json(g, j); });
}

}  // namespace bgb
