/// \file
/// Transcripts and results.
#include "transcript.hpp"

#include <cmath>
#include <ostream>
#include <sstream>
#include <vector>

#include <nlohmann/json.hpp>

#include "args.hpp"
#include "bot_spec.hpp"
#include "bots.hpp"
#include "narrator.hpp"
#include "text_wrap.hpp"

namespace bgb::cli {

std::string failure_reason(const AnyState& terminal) {
  const nlohmann::json j = nlohmann::json::parse(terminal.to_json(kViewAll), nullptr, false);
  if (!j.is_object() || !j.contains("failure")) return "";
  const nlohmann::json& f = j["failure"];
  if (f.is_string()) return f.get<std::string>();
  if (f.is_object())
    for (const char* key : {"text", "reason", "message"})
      if (f.contains(key) && f[key].is_string()) return f[key].get<std::string>();
  return "";
}

std::string returns_text(const AnyState& terminal) {
  std::ostringstream out;
  bool first = true;
  for (double r : terminal.returns()) {
    if (!first) out << ' ';
    first = false;
    if (r == std::floor(r) && std::fabs(r) < 1e15) {
      out << static_cast<long long>(r);
    } else {
      out << r;
    }
  }
  return out.str();
}

std::string result_text(const AnyState& terminal) {
  const std::vector<double> returns = terminal.returns();
  bool success = true, mixed = false;
  for (double r : returns) {
    success = success && r > 0;
    mixed = mixed || r != returns.front();
  }
  const std::string why = success ? "" : failure_reason(terminal);
  std::string text;
  if (success) {
    text = "success";
  } else if (!mixed) {
    text = why.empty() ? "failure" : "failure: " + why;
  } else if (!why.empty()) {
    text = why;  // a competitive end: the game's sentence names the winners
  } else {
    text = "won by seat";
    for (std::size_t k = 0; k < returns.size(); ++k)
      if (returns[k] > 0) text += ' ' + std::to_string(k);
  }
  text += " (returns " + returns_text(terminal) + ")";
  // Wrapped as the whole line "result: ..." that every caller prints.
  constexpr std::string_view kLabel = "result: ";
  std::string line(kLabel);
  line += text;
  return text::wrap_line(line).substr(kLabel.size());
}

int print_bot_game(const AnyGame& game, std::uint64_t seed, std::ostream& out, std::ostream& err, SeatBots* bots) {
  out << game.name() << ' ' << game.options_json() << " seed " << seed << '\n';
  if (bots) out << "bots: " << bots->describe() << '\n';
  Rng rng(seed);
  const std::unique_ptr<AnyState> start = game.initial_state();
  Narrator narrator(out, kViewAll);
  if (!bots) {
    auto playout = bots::random_playout(*start, rng, [&](const AnyState& before, ActionId a) { narrator.action(before, a); });
    if (!playout) {
      err << "bgb: " << playout.error().message << '\n';
      return kExitFailure;
    }
    narrator.end(*playout.value().final_state);
    out << "result: " << result_text(*playout.value().final_state) << '\n';
    return kExitOk;
  }
  std::unique_ptr<AnyState> s = start->clone();
  for (std::int64_t steps = 0; !s->is_terminal(); ++steps) {
    if (steps >= 200'000) {  // DP6 without max_turns: bots that keep ending their turns stall it
      err << "bgb: no end after 200000 actions (DP6: set max_turns)\n";
      return kExitFailure;
    }
    Result<ActionId> a = s->current_player() == kChance ? Result<ActionId>(s->sample_chance(rng)) : bots->choose(*s, rng);
    if (!a) {
      err << "bgb: " << a.error().message << '\n';
      return kExitFailure;
    }
    narrator.action(*s, a.value());
    auto next = s->apply(a.value());
    if (!next) {
      err << "bgb: " << next.error().message << '\n';
      return kExitFailure;
    }
    s = std::move(next).value();
  }
  narrator.end(*s);
  out << "result: " << result_text(*s) << '\n';
  return kExitOk;
}

}  // namespace bgb::cli
