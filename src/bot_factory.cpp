/// \file
/// Bots by name and JSON options.
#include "bot_factory.hpp"

#include <string>

#include "json_util.hpp"

namespace bgb {

bots::SearchOptions default_bot_options() {
  bots::SearchOptions o;
  o.rollout = bots::Rollout::game;
  return o;
}

Result<bots::SearchOptions> parse_bot_options(std::string_view options_json) {
  return json::guard("bot options", [&]() -> Result<bots::SearchOptions> {
    const json::Json j = json::parse(options_json);
    json::ObjectReader r(j, "");
    bots::SearchOptions o = default_bot_options();
    constexpr std::int64_t kMaxIterations = 100'000'000;
    if (const json::Json* v = r.find_non_null("iterations"))
      o.iterations = static_cast<int>(json::get_int(*v, "iterations", 0, kMaxIterations));
    if (const json::Json* v = r.find_non_null("time_ms")) o.time_ms = static_cast<int>(json::get_int(*v, "time_ms", 0, 600'000));
    if (const json::Json* v = r.find_non_null("threads")) o.threads = static_cast<int>(json::get_int(*v, "threads", 1, 64));
    if (const json::Json* v = r.find_non_null("exploration")) {
      if (!v->is_number()) json::fail("exploration: expected a number, got " + json::type_name(*v));
      const double c = v->get<double>();
      if (!(c >= 0 && c <= 100)) json::fail("exploration: " + json::brief(*v) + " is out of range 0..100");
      o.exploration = c;
    }
    if (const json::Json* v = r.find_non_null("rollout")) {
      const std::string w = json::get_string(*v, "rollout");
      if (w == "random") o.rollout = bots::Rollout::random;
      else if (w == "game") o.rollout = bots::Rollout::game;
      else json::fail("rollout: '" + w.substr(0, 40) + "' is not one of random, game");
    }
    if (const json::Json* v = r.find_non_null("rollout_cutoff"))
      o.rollout_cutoff = static_cast<int>(json::get_int(*v, "rollout_cutoff", 0, 1'000'000));
    if (const json::Json* v = r.find_non_null("max_nodes"))
      o.max_nodes = static_cast<int>(json::get_int(*v, "max_nodes", 0, 1 << 24));
    r.finish();
    // A tree node is 32 bytes and each thread sizes its pool up front: at most 2 GiB in all.
    if (static_cast<std::int64_t>(o.max_nodes) * o.threads > (std::int64_t{1} << 26))
      json::fail("max_nodes: " + std::to_string(o.max_nodes) + " nodes on each of " + std::to_string(o.threads) +
                 " threads is more than 2^26 nodes (2 GiB) in all");
    if (o.iterations == 0 && o.time_ms == 0)
      json::fail("iterations: 0 means no cap, which needs a time_ms limit (or give iterations > 0)");
    return o;
  });
}

Result<BotKind> parse_bot_kind(const AnyGame& game, std::string_view kind) {
  if (kind == "random") return BotKind::random;
  if (kind == "uct") return BotKind::uct;
  if (kind == "ismcts") return BotKind::ismcts;
  if (kind == "mcts") return game.has_hidden_information() ? BotKind::ismcts : BotKind::uct;
  return make_error(Errc::invalid_argument,
                    "unknown bot kind '" + std::string(kind.substr(0, 40)) + "' (known: random, mcts, uct, ismcts)");
}

std::string_view bot_kind_name(BotKind kind) {
  switch (kind) {
    case BotKind::random: return "random";
    case BotKind::uct: return "uct";
    case BotKind::ismcts: return "ismcts";
  }
  return "?";
}

Result<std::unique_ptr<AnyBot>> make_bot(const AnyGame& game, std::string_view kind, std::string_view options_json) {
  Result<BotKind> k = parse_bot_kind(game, kind);
  if (!k) return k.error();
  Result<bots::SearchOptions> o = parse_bot_options(options_json);
  if (!o) return o.error();
  return game.make_bot(*k, *o);
}

}  // namespace bgb
