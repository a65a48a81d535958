/// \file
/// The registry table (one row per game, in a fixed order) and the replay logs. Nothing thrown
/// inside (nlohmann-json, allocation) leaves these functions: every one returns a Result.
#include "registry.hpp"

#include <array>
#include <optional>
#include <string>
#include <utility>

#include "bgb/core/rng.hpp"
#include "crew/codec.hpp"
#include "dp6/codec.hpp"
#include "erased.hpp"
#include "json_util.hpp"
#include "rn/codec.hpp"
#include "ufs/codec.hpp"

namespace bgb {

namespace {

using json::Json;
using Factory = Result<std::shared_ptr<const AnyGame>> (*)(const Json& options);

struct Row {
  GameInfo info;
  Factory make;
};

template <RegisteredGame G>
constexpr Row row() {
  return Row{GameInfo{G::kName, GameTraits<G>::kSummary, GameTraits<G>::kOptions}, &ErasedGame<G>::from_options};
}

// The explicit table: a new game adds its row here (and its GameTraits specialization, and its
// Game to capi/src/typed.hpp's list).
constexpr std::array kRows = {
    row<crew::Game>(),
    row<ufs::Game>(),
    row<dp6::Game>(),
    row<rn::Game>(),
};

constexpr std::array<GameInfo, kRows.size()> kInfos = [] {
  std::array<GameInfo, kRows.size()> infos{};
  for (std::size_t i = 0; i < kRows.size(); ++i) infos[i] = kRows[i].info;
  return infos;
}();

std::string known_games() {
  std::string list;
  for (const GameInfo& g : kInfos) list += (list.empty() ? "" : ", ") + std::string(g.name);
  return list;
}

/// Applies chance outcomes drawn from rng until a seat acts or the game ends.
Result<std::unique_ptr<AnyState>> settle_chance(std::unique_ptr<AnyState> s, Rng& rng, std::vector<ActionId>& applied) {
  while (s->current_player() == kChance) {
    const ActionId a = s->sample_chance(rng);
    applied.push_back(a);
    Result<std::unique_ptr<AnyState>> next = s->apply(a);
    if (!next) return make_error(Errc::internal, "sampled chance outcome was refused: " + next.error().message);
    s = std::move(next).value();
  }
  return s;
}

/// A seed as a JSON integer (0..2^64-1) or a decimal string (for languages whose numbers are doubles).
std::uint64_t read_seed(const Json& j) {
  if (j.is_number_unsigned()) return j.get<std::uint64_t>();
  if (j.is_number_integer()) json::fail("seed: must not be negative");
  if (j.is_string()) {
    const std::string t = j.get<std::string>();
    std::uint64_t v = 0;
    bool ok = !t.empty() && t.size() <= 20;
    for (char c : t) {
      if (c < '0' || c > '9') ok = false;
      if (!ok) break;
      const std::uint64_t d = static_cast<std::uint64_t>(c - '0');
      if (v > (UINT64_MAX - d) / 10) ok = false;
      v = v * 10 + d;
    }
    if (ok) return v;
  }
  json::fail("seed: expected an unsigned 64-bit integer (a number or a decimal string), got " + json::brief(j));
}


/// The registry row of a game, or an unknown_game error listing the known ones.
const Row* find_row(std::string_view name) {
  for (const Row& r : kRows)
    if (r.info.name == name) return &r;
  return nullptr;
}

Error unknown_game(std::string_view name) {
  return make_error(Errc::unknown_game, "unknown game '" + std::string(name) + "' (known games: " + known_games() + ")");
}

}  // namespace

std::span<const GameInfo> registered_games() { return kInfos; }

const GameInfo* find_game_info(std::string_view name) {
  for (const GameInfo& g : kInfos)
    if (g.name == name) return &g;
  return nullptr;
}

Result<std::shared_ptr<const AnyGame>> make_game(std::string_view name, std::string_view options_json) {
  return json::guard("make_game", [&]() -> Result<std::shared_ptr<const AnyGame>> {
    const Row* row = find_row(name);
    if (!row) return unknown_game(name);
    // Blank text (or null) means the defaults; the game's factory names its own errors.
    Result<Json> options = json::guard(std::string(name) + " options", [&]() -> Result<Json> {
      return json::parse(options_json, Json());
    });
    if (!options) return options.error();
    return row->make(options.value());
  });
}

Result<std::unique_ptr<AnyState>> replay_log(std::string_view log_json) {
  Result<ReplayedLog> replayed = replay_log_steps(log_json);
  if (!replayed) return replayed.error();
  return std::move(replayed.value().state);
}

Result<ReplayedLog> replay_log_steps(std::string_view log_json) {
  return json::guard("replay_log", [&]() -> Result<ReplayedLog> {
    const Json j = json::parse(log_json, Json());
    json::ObjectReader r(j, "");
    const std::string name = json::get_string(r.need("game"), "game");
    const Json* options = r.find_non_null("options");
    if (options && !options->is_object()) json::fail("options: expected a JSON object, got " + json::type_name(*options));
    const Json* seed = r.find_non_null("seed");
    const Json& actions = json::get_array(r.need("actions"), "actions");
    r.finish();
    std::optional<Rng> rng;
    if (seed) rng.emplace(read_seed(*seed));

    const Row* row = find_row(name);
    if (!row) return make_error(Errc::unknown_game, "replay_log: " + unknown_game(name).message);
    Result<std::shared_ptr<const AnyGame>> game = row->make(options ? *options : Json());
    if (!game) return make_error(game.error().code, "replay_log: " + game.error().message);
    std::unique_ptr<AnyState> s = game.value()->initial_state();
    std::vector<ActionId> applied;
    for (std::size_t i = 0; i < actions.size(); ++i) {
      const std::string text = json::get_string(actions[i], json::at("actions", i));
      if (rng) {
        Result<std::unique_ptr<AnyState>> settled = settle_chance(std::move(s), *rng, applied);
        if (!settled) return make_error(settled.error().code, "replay_log: step " + std::to_string(i) + ": " + settled.error().message);
        s = std::move(settled).value();
      }
      const std::string step = "replay_log: step " + std::to_string(i) + " ('" + text + "'): ";
      const Result<ActionId> a = s->parse_action(text);
      if (!a) return make_error(a.error().code, step + a.error().message);
      Result<std::unique_ptr<AnyState>> next = s->apply(*a);
      if (!next) return make_error(next.error().code, step + next.error().message);
      applied.push_back(*a);
      s = std::move(next).value();
    }
    if (rng) {
      Result<std::unique_ptr<AnyState>> settled = settle_chance(std::move(s), *rng, applied);
      if (!settled) return make_error(settled.error().code, "replay_log: after the last step: " + settled.error().message);
      s = std::move(settled).value();
    }
    return ReplayedLog{std::move(s), std::move(applied)};
  });
}

Result<std::string> make_replay_log(const AnyGame& game, std::span<const ActionId> actions) {
  return json::guard("make_replay_log", [&]() -> Result<std::string> {
    std::unique_ptr<AnyState> s = game.initial_state();
    Json texts = Json::array();
    for (std::size_t i = 0; i < actions.size(); ++i) {
      const std::string text = s->action_text(actions[i]);
      Result<std::unique_ptr<AnyState>> next = s->apply(actions[i]);
      if (!next)
        return make_error(next.error().code, "make_replay_log: step " + std::to_string(i) + ": " + next.error().message);
      texts.push_back(text);
      s = std::move(next).value();
    }
    Json log = Json::object();
    log["game"] = std::string(game.name());
    log["options"] = Json::parse(game.options_json());
    log["actions"] = std::move(texts);
    return log.dump();
  });
}

}  // namespace bgb
