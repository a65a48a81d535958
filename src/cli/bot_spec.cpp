/// \file
/// Bot specs on the command line, and the bots they make.
#include "bot_spec.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "args.hpp"
#include "bot_factory.hpp"

namespace bgb::cli {

std::string BotSpec::text() const { return iterations ? kind + ":" + std::to_string(iterations) : kind; }

Result<BotSpec> parse_bot_spec(std::string_view text) {
  BotSpec spec;
  const std::size_t colon = text.find(':');
  spec.kind = std::string(text.substr(0, colon));
  if (spec.kind != "random" && spec.kind != "mcts" && spec.kind != "uct" && spec.kind != "ismcts")
    return make_error(Errc::invalid_argument,
                      "unknown bot '" + std::string(text.substr(0, 40)) + "' (random, mcts, uct or ismcts, e.g. mcts:2000)");
  if (colon != std::string_view::npos) {
    const auto n = parse_integer(text.substr(colon + 1), 1, 100'000'000);
    if (!n || spec.kind == "random")
      return make_error(Errc::invalid_argument, "bot '" + std::string(text.substr(0, 40)) +
                                                    "': after ':' comes the iterations per decision (1..100000000)" +
                                                    (spec.kind == "random" ? ", and only a searching bot has them" : ""));
    spec.iterations = static_cast<int>(*n);
  }
  return spec;
}

Result<std::vector<BotSpec>> parse_bot_specs(std::string_view text) {
  std::vector<BotSpec> out;
  for (std::size_t start = 0;;) {
    const std::size_t comma = text.find(',', start);
    Result<BotSpec> s = parse_bot_spec(text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    if (!s) return s.error();
    out.push_back(std::move(s).value());
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

Result<SeatBots> SeatBots::make(const AnyGame& game, const std::vector<BotSpec>& specs, const std::string& options_json) {
  if (specs.size() != 1 && static_cast<int>(specs.size()) != game.num_players())
    return make_error(Errc::invalid_argument, "--bot lists " + std::to_string(specs.size()) + " bots but " +
                                                  std::string(game.name()) + " has " + std::to_string(game.num_players()) +
                                                  " seats (give one bot for all, or one per seat)");
  SeatBots out;
  out.specs_ = specs;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    // The options as written, unless the spec names the iterations (then they are merged in):
    // malformed text reaches the options reader, whose message points at the fault.
    std::string options = options_json;
    if (specs[i].iterations) {
      nlohmann::json o = options_json.empty() ? nlohmann::json::object() : nlohmann::json::parse(options_json, nullptr, false);
      if (o.is_object()) {
        o["iterations"] = specs[i].iterations;
        options = o.dump();
      }
    }
    Result<std::unique_ptr<AnyBot>> bot = make_bot(game, specs[i].kind, options);
    if (!bot) {
      const std::string who = specs.size() == 1 ? "" : "seat " + std::to_string(i) + ": ";
      return make_error(bot.error().code, "--bot " + who + specs[i].text() + ": " + bot.error().message);
    }
    out.searches_ = out.searches_ || bot.value()->kind() != BotKind::random;
    out.bots_.push_back(std::move(bot).value());
  }
  return out;
}

int SeatBots::bot_threads() const noexcept {
  int n = 1;
  for (const auto& b : bots_) n = std::max(n, b->kind() == BotKind::random ? 1 : b->options().threads);
  return n;
}

Result<ActionId> SeatBots::choose(const AnyState& s, Rng& rng) {
  const PlayerId p = s.current_player();
  if (p < 0) return make_error(Errc::internal, "SeatBots::choose: no seat is to act");
  return bot(p).choose(s, rng);
}

std::string SeatBots::describe() const {
  auto one = [&](std::size_t i) {
    // Appended piece by piece: `" (" + std::string(...)` trips g++ 12's -Wrestrict.
    std::string t = specs_[i].text();
    if (bots_[i]->kind() != BotKind::random) {
      if (!specs_[i].iterations) {
        t += ':';
        t += std::to_string(bots_[i]->options().iterations);
      }
      if (specs_[i].kind == "mcts") {
        t += " (";
        t += bot_kind_name(bots_[i]->kind());
        t += ')';
      }
      if (bots_[i]->options().rollout == bots::Rollout::random) t += " random rollouts";
    }
    return t;
  };
  if (bots_.size() == 1) return one(0);
  std::string out;
  for (std::size_t i = 0; i < bots_.size(); ++i) out += (i ? ", seat " : "seat ") + std::to_string(i) + " " + one(i);
  return out;
}

}  // namespace bgb::cli
