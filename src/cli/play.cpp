/// \file
/// `bgb play`: a person at one seat against bots (random, or the kind --bots names), or bots at
/// every seat with a transcript (--watch, or --bots alone). Without either the person plays
/// seat 0. `hint` asks a search bot for the person's three best moves.
#include <algorithm>
#include <cstdio>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "bot_factory.hpp"
#include "bot_spec.hpp"
#include "bots.hpp"
#include "commands.hpp"
#include "conform.hpp"
#include "hooks.hpp"
#include "narrator.hpp"
#include "transcript.hpp"

namespace bgb::cli {

namespace {

void print_choices(const std::vector<ActionId>& legal, const AnyState& s, std::ostream& out) {
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const std::string note = hooks::choice_note(s, legal[i]);
    out << "  " << i + 1 << ") " << s.action_text(legal[i]) << (note.empty() ? "" : " (" + note + ")") << '\n';
  }
}

void print_intro(const AnyGame& game, std::ostream& out) {
  const std::string example = hooks::action_example(game.name());
  const std::string choose = "Type the number of a choice or its text" + (example.empty() ? "" : " (e.g. `" + example + "`)") + ",";
  const std::string help = "`help` for the actions possible now,";
  // Within 100 columns: a long example pushes `help` to the second line.
  if (choose.size() + 1 + help.size() <= 100) {
    out << choose << ' ' << help << "\nor `quit` to leave. ";
  } else {
    out << choose << '\n' << help << " or `quit` to leave. ";
  }
  out << (game.num_players() == 1 ? "You play alone against chance.\n" : "You see only what your seat may know.\n")
      << "`hint` shows the three moves a search bot likes best"
      << (game.name() == "the-crew" ? ", and what the solver makes of the deals your seat cannot tell apart.\n" : ".\n");
}

/// `hint`: the three moves the hint bot likes best for the person's seat, with their values.
void print_hint(const AnyState& s, AnyBot& hinter, Rng& rng, std::ostream& out) {
  Result<std::vector<bots::ActionStats>> stats = hinter.analyse(s, rng);
  if (!stats) {
    out << "no hint: " << stats.error().message << '\n';
    return;
  }
  std::vector<bots::ActionStats> list = std::move(stats).value();
  if (list.size() == 1) {
    out << "hint: " << s.action_text(list[0].action) << " is the only legal action\n";
    return;
  }
  std::stable_sort(list.begin(), list.end(), [](const bots::ActionStats& a, const bots::ActionStats& b) {
    return a.visits != b.visits ? a.visits > b.visits : a.value > b.value;
  });
  std::uint64_t total = 0;
  for (const bots::ActionStats& a : list) total += a.visits;
  out << "hint (" << bot_kind_name(hinter.kind()) << ", " << total << " playouts; value = the chance of "
      << (s.game()->num_players() == 1 ? "winning" : "a good result for your seat") << " as the search sees it):\n";
  for (std::size_t i = 0; i < list.size() && i < 3; ++i) {
    char value[16];
    std::snprintf(value, sizeof value, "%.2f", list[i].value);
    out << "  " << i + 1 << ". " << s.action_text(list[i].action) << "  value " << value << "  (" << list[i].visits
        << " playouts)\n";
  }
}

/// `help`: what may be typed now (the verbs of the legal actions, each with an example) and how
/// the game writes its cards.
void print_help(const AnyState& s, const std::vector<ActionId>& legal, std::ostream& out) {
  print_intro(*s.game(), out);
  std::vector<std::string> verbs, examples;
  for (ActionId a : legal) {
    const std::string text = s.action_text(a);
    const std::string verb = text.substr(0, text.find(' '));
    bool known = false;
    for (const std::string& v : verbs) known = known || v == verb;
    if (known) continue;
    verbs.push_back(verb);
    examples.push_back(text == verb ? verb : verb + " (e.g. `" + text + "`)");
  }
  out << "Possible now: ";
  for (std::size_t i = 0; i < examples.size(); ++i) out << (i ? ", " : "") << examples[i];
  out << '\n';
  const std::string hint = hooks::notation_hint(s.game()->name());
  if (!hint.empty()) out << "Notation: " << hint << '\n';
}

/// The engine's "action N (TEXT) is not legal: REASON" without the internal id N (it would
/// read like a menu number): "TEXT is not legal: REASON". Other messages are unchanged.
std::string without_action_id(const std::string& message) {
  constexpr std::string_view kAction = "action ", kOpen = " (", kNotLegal = ") is not legal: ";
  if (message.rfind(kAction, 0) != 0) return message;
  std::size_t i = kAction.size();
  while (i < message.size() && message[i] >= '0' && message[i] <= '9') ++i;
  if (i == kAction.size()) return message;
  if (message.compare(i, kOpen.size(), kOpen) == 0) {
    const std::size_t close = message.find(kNotLegal, i);
    if (close != std::string::npos) {
      const std::size_t text = i + kOpen.size();
      return message.substr(text, close - text) + message.substr(close + 1);
    }
  }
  if (message.compare(i, 15, " is not legal: ") == 0) return "that action" + message.substr(i);
  return message;
}

/// What `hint` uses: the bot and its own random stream (so asking changes nothing in the game).
struct Hinter {
  AnyBot* bot = nullptr;
  Rng rng;
};

/// Asks the person for one legal action; nullopt when they quit or the input ends.
std::optional<ActionId> ask(const AnyState& s, PlayerId seat, Io io, Hinter& hinter) {
  const std::vector<ActionId> legal = s.legal_actions();
  io.out << "\n--- seat " << seat << " to act ---\n" << s.render(seat) << '\n';
  print_choices(legal, s, io.out);
  for (;;) {
    io.out << "seat " << seat << "> " << std::flush;
    std::string line;
    if (!std::getline(io.in, line)) {
      io.out << "\nend of input: leaving the game\n";
      return std::nullopt;
    }
    const std::string text = conform::normalize_text(line);
    if (text.empty()) continue;
    if (text == "quit") {
      io.out << "you left the game\n";
      return std::nullopt;
    }
    if (text == "help") {
      print_help(s, legal, io.out);
      print_choices(legal, s, io.out);
      continue;
    }
    if (text == "hint") {
      print_hint(s, *hinter.bot, hinter.rng, io.out);
      io.out << hooks::solver_hint(s, seat, hinter.rng);
      continue;
    }
    ActionId a = kInvalidAction;
    if (text.find_first_not_of("0123456789") == std::string::npos) {
      const auto k = parse_integer(text, 1, static_cast<std::int64_t>(legal.size()));
      if (!k) {
        io.out << "error: there is no choice " << text << " (1.." << legal.size() << ")\n";
        continue;
      }
      a = legal[static_cast<std::size_t>(*k - 1)];
    } else {
      const Result<ActionId> parsed = s.parse_action(text);
      if (!parsed) {
        io.out << "error: " << without_action_id(parsed.error().message) << '\n';
        continue;
      }
      a = parsed.value();
    }
    // apply() explains why an action is not legal; only a legal one leaves this loop.
    if (auto next = s.apply(a); !next) {
      io.out << "error: " << without_action_id(next.error().message) << '\n';
      continue;
    }
    return a;
  }
}

/// The options as the person may see them: not an explicit deal, which holds other seats' cards.
std::string visible_options(const AnyGame& game) {
  const std::string options = game.options_json();
  const nlohmann::json j = nlohmann::json::parse(options, nullptr, false);
  const bool explicit_deal = j.is_object() && j.contains("hands") && j["hands"].is_array() && !j["hands"].empty();
  return explicit_deal ? "explicit deal" : options;
}

int play_human(const AnyGame& game, std::uint64_t seed, PlayerId seat, SeatBots& bots, AnyBot& hint_bot, Io io) {
  io.out << game.name() << ": you are seat " << seat
         << (game.num_players() == 1 ? std::string(", the only one") + (bots.searches() ? " (--watch lets the bot play it)" : "") + "\n"
                                     : ", " + bots.describe() + " bots play the other seats\n")
         << "options: " << visible_options(game) << '\n'
         << "seed: " << seed << " (the same " << (game.num_players() == 1 ? "chance" : "bots and deal") << " again with --seed "
         << seed << ")\n";
  print_intro(game, io.out);
  Rng rng(seed);
  Hinter hinter{&hint_bot, Rng(seed ^ 0x68696e7473ULL)};
  Narrator narrator(io.out, seat);
  std::unique_ptr<AnyState> s = game.initial_state();
  while (!s->is_terminal()) {
    narrator.catch_up(*s);
    const PlayerId p = s->current_player();
    ActionId a = kInvalidAction;
    if (p == seat) {
      const std::optional<ActionId> chosen = ask(*s, seat, io, hinter);
      if (!chosen) return kExitOk;
      a = *chosen;
    } else if (p == kChance) {
      a = s->sample_chance(rng);
    } else {
      Result<ActionId> chosen = bots.choose(*s, rng);
      if (!chosen) {
        io.err << "bgb: seat " << p << "'s bot: " << chosen.error().message << '\n';
        return kExitFailure;
      }
      a = chosen.value();
    }
    narrator.action(*s, a);
    auto next = s->apply(a);
    if (!next) {
      io.err << "bgb: " << next.error().message << '\n';
      return kExitFailure;
    }
    s = std::move(next).value();
  }
  narrator.end(*s);
  io.out << "\n--- game over ---\n" << s->render(kViewAll) << '\n' << "result: " << result_text(*s) << '\n';
  return kExitOk;
}

}  // namespace

int cmd_play(const Args& args, Io io) {
  const auto game = make_game_or_report(args.game, args.options, io);
  if (!game) return kExitUsage;
  if (args.seat && *args.seat >= game->num_players() && game->num_players() == 1)
    return usage_error("--seat " + std::to_string(*args.seat) + ": " + std::string(game->name()) +
                           " is a solo game: its one seat is 0 (leave --seat out)",
                       io);
  if (args.seat && *args.seat >= game->num_players())
    return usage_error("--seat " + std::to_string(*args.seat) + ": " + std::string(game->name()) + " with these options has seats 0.." +
                           std::to_string(game->num_players() - 1),
                       io);
  const std::uint64_t seed = args.seed ? *args.seed : fresh_seed();
  Result<std::vector<BotSpec>> specs = parse_bot_specs(args.bot.empty() ? "random" : args.bot);
  if (!specs) return usage_error("--bots: " + specs.error().message, io);
  Result<SeatBots> bots = SeatBots::make(*game, specs.value(), args.bot_options);
  if (!bots) return usage_error(bots.error().message, io);
  // `play` is for a person: seat 0 unless --seat picks another or --watch asks for the bots'
  // transcript (what scripts and tests use; `demo` prints the same for every game). --bots
  // alone, as before, is random bots at every seat.
  if (args.watch) return print_bot_game(*game, seed, io.out, io.err, args.bot.empty() ? nullptr : &bots.value());
  // Hints come from the searching bot of the other seats, or from a default mcts bot.
  std::unique_ptr<AnyBot> own_hinter;
  AnyBot* hint_bot = nullptr;
  const PlayerId seat = args.seat.value_or(0);
  if (bots.value().searches() && bots.value().bot(seat).kind() != BotKind::random) {
    hint_bot = &bots.value().bot(seat);
  } else {
    Result<std::unique_ptr<AnyBot>> made = make_bot(*game, "mcts", args.bot_options);
    if (!made) return usage_error("--bot-options: " + made.error().message, io);
    own_hinter = std::move(made).value();
    hint_bot = own_hinter.get();
  }
  return play_human(*game, seed, seat, bots.value(), *hint_bot, io);
}

}  // namespace bgb::cli
