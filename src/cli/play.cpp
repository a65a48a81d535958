/// \file
/// `bgb play`: a person at one seat against bots (random, or the kind --bots names), or bots at
/// every seat with a transcript (--watch, or --bots alone). Without either the person plays
/// seat 0. Commands beside the choices: `hint` (a search bot's three best moves), `board`,
/// `moves`, `help`, `undo`, `save FILE` (resumed by --load FILE), `quit`.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <istream>
#include <memory>
#include <sstream>
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
#include "menu.hpp"
#include "narrator.hpp"
#include "transcript.hpp"

namespace bgb::cli {

namespace {

std::string lower(std::string text) {
  for (char& ch : text) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return text;
}

void print_intro(const AnyGame& game, std::ostream& out) {
  const std::string example = hooks::action_example(game.name());
  out << "Type the number of a choice or its text" << (example.empty() ? "" : " (e.g. `" + example + "`)") << ",\n"
      << "`help` for the rules in short and every command, `quit` to leave.\n"
      << (game.num_players() == 1 ? "You play alone against chance." : "You see only what your seat may know.") << '\n'
      << wrap(std::string("`hint` shows the three moves a search bot likes best") +
              (game.name() == "the-crew" ? ", and what the solver makes of the deals your seat cannot tell apart." : "."))
      << '\n';
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
  out << wrap("hint (" + std::string(bot_kind_name(hinter.kind())) + ", " + std::to_string(total) +
              " playouts; value = the chance of " +
              (s.game()->num_players() == 1 ? "winning" : "a good result for your seat") + " as the search sees it):")
      << '\n';
  for (std::size_t i = 0; i < list.size() && i < 3; ++i) {
    char value[16];
    std::snprintf(value, sizeof value, "%.2f", list[i].value);
    out << "  " << i + 1 << ". " << s.action_text(list[i].action) << "  value " << value << "  (" << list[i].visits
        << " playouts)\n";
  }
}

/// `help`: the game in a few lines, the commands, what may be typed now (the verbs of the legal
/// actions, each with an example) and how the game writes its cards.
void print_help(const AnyState& s, std::ostream& out) {
  for (const std::string& line : hooks::rules_summary(s.game()->name())) out << wrap(line) << '\n';
  out << "Commands (any case): a choice's number or an action's text; `board` draws the table again;\n"
         "  `moves` lists the choices again (`moves all`: every one, also in a long list); `hint`;\n"
         "  `undo` goes back to your previous decision; `save FILE` writes the game so far as a\n"
         "  replay log (`bgb play GAME --load FILE` resumes it); `quit` leaves.\n";
  std::vector<std::string> verbs, examples;
  for (ActionId a : s.legal_actions()) {
    const std::string text = s.action_text(a);
    const std::string verb = text.substr(0, text.find(' '));
    if (std::find(verbs.begin(), verbs.end(), verb) != verbs.end()) continue;
    verbs.push_back(verb);
    examples.push_back(text == verb ? verb : verb + " (e.g. `" + text + "`)");
  }
  std::string now = "Possible now: ";
  for (std::size_t i = 0; i < examples.size(); ++i) now += (i ? ", " : "") + examples[i];
  out << wrap(now) << '\n';
  const std::string hint = hooks::notation_hint(s.game()->name());
  if (!hint.empty()) out << wrap("Notation: " + hint) << '\n';
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

/// The options as the person may see them: not an explicit deal, which holds other seats' cards.
std::string visible_options(const AnyGame& game) {
  const std::string options = game.options_json();
  const nlohmann::json j = nlohmann::json::parse(options, nullptr, false);
  const bool explicit_deal = j.is_object() && j.contains("hands") && j["hands"].is_array() && !j["hands"].empty();
  return explicit_deal ? "explicit deal" : options;
}

/// One game at the table: the person's seat, the bots, the history (for `undo` and `save`).
class Table {
 public:
  Table(const AnyGame& game, std::uint64_t seed, PlayerId seat, SeatBots& bots, AnyBot& hint_bot, Io io)
      : game_(game), seat_(seat), bots_(bots), io_(io), rng_(seed), hinter_(hint_bot), hint_rng_(seed ^ 0x68696e7473ULL) {}

  /// Plays from `s`, reached by `history` from the initial state, to the end or until the person leaves.
  int run(std::unique_ptr<AnyState> s, std::vector<ActionId> history);

 private:
  /// A point where the person decided: what `undo` returns to.
  struct Decision {
    std::unique_ptr<AnyState> state;
    Rng rng;
    std::size_t history;
  };
  enum class Reply { act, quit, undo };
  /// Asks the person for one legal action (stored in `chosen`), a quit or an undo.
  Reply ask(const AnyState& s, ActionId& chosen);
  void save(const std::string& path);

  const AnyGame& game_;
  PlayerId seat_;
  SeatBots& bots_;
  Io io_;
  Rng rng_;
  AnyBot& hinter_;
  Rng hint_rng_;  ///< `hint` draws from its own stream, so asking changes nothing in the game
  std::vector<ActionId> history_;
  std::vector<Decision> decisions_;
  bool loaded_ = false;  ///< the game came from --load, so its first decisions are not undoable
};

Table::Reply Table::ask(const AnyState& s, ActionId& chosen) {
  Menu menu(s);
  io_.out << "\n--- seat " << seat_ << " to act ---\n" << s.render(seat_) << '\n';
  menu.print(io_.out);
  for (;;) {
    io_.out << "seat " << seat_ << "> " << std::flush;
    std::string line;
    if (!std::getline(io_.in, line)) {
      io_.out << "\nend of input: leaving the game\n";
      return Reply::quit;
    }
    const std::string text = conform::normalize_text(line);
    const std::string command = lower(text);
    const std::string verb = command.substr(0, command.find(' '));
    const std::string rest = verb.size() < text.size() ? text.substr(verb.size() + 1) : "";
    if (text.empty()) continue;
    if (command == "quit" || command == "exit") {
      io_.out << "you left the game\n";
      return Reply::quit;
    }
    if (command == "help") {
      print_help(s, io_.out);
      continue;
    }
    if (command == "hint") {
      print_hint(s, hinter_, hint_rng_, io_.out);
      io_.out << hooks::solver_hint(s, seat_, hint_rng_);
      continue;
    }
    if (command == "board") {
      io_.out << s.render(seat_) << '\n';
      menu.print(io_.out);
      continue;
    }
    if (command == "moves" || command == "moves all") {
      menu.reset(command == "moves all");
      menu.print(io_.out);
      continue;
    }
    if (command == "undo") return Reply::undo;
    if (verb == "save") {
      if (rest.empty()) {
        io_.out << "error: `save FILE` needs the file to write\n";
      } else {
        save(rest);
      }
      continue;
    }
    ActionId a = kInvalidAction;
    if (text.find_first_not_of("0123456789") == std::string::npos) {
      const auto k = parse_integer(text, 1, 1 << 20);
      Menu::Pick pick = menu.pick(k ? *k : 0);
      if (pick.opened) {
        menu.print(io_.out);
        continue;
      }
      if (!pick.action) {
        io_.out << "error: " << pick.error << '\n';
        continue;
      }
      a = *pick.action;
    } else if (menu.open(text)) {
      menu.print(io_.out);
      continue;
    } else {
      Result<ActionId> parsed = s.parse_action(text);
      if (!parsed && !menu.open_group().empty()) {
        // Within an open group its choices read without the group: `b0 c1` for `place black 4 b0 c1`.
        if (Result<ActionId> in_group = s.parse_action(menu.open_group() + ' ' + text)) parsed = in_group;
      }
      if (!parsed) {
        io_.out << wrap("error: " + without_action_id(parsed.error().message)) << '\n';
        continue;
      }
      a = parsed.value();
    }
    // apply() explains why an action is not legal; only a legal one leaves this loop.
    if (auto next = s.apply(a); !next) {
      io_.out << wrap("error: " + without_action_id(next.error().message)) << '\n';
      continue;
    }
    chosen = a;
    return Reply::act;
  }
}

void Table::save(const std::string& path) {
  Result<std::string> log = make_replay_log(game_, history_);
  if (!log) {
    io_.out << "error: " << log.error().message << '\n';
    return;
  }
  std::ofstream file(path, std::ios::binary);
  file << log.value() << '\n';
  file.close();
  if (!file) {
    io_.out << "error: cannot write " << path << '\n';
    return;
  }
  io_.out << "saved " << history_.size() << " actions to " << path << "\n  resume with: bgb play " << game_.name()
          << " --load " << path << '\n';
}

int Table::run(std::unique_ptr<AnyState> s, std::vector<ActionId> history) {
  history_ = std::move(history);
  loaded_ = !history_.empty();
  auto narrator = std::make_unique<Narrator>(io_.out, seat_);
  while (!s->is_terminal()) {
    narrator->catch_up(*s);
    const PlayerId p = s->current_player();
    ActionId a = kInvalidAction;
    if (p == seat_) {
      decisions_.push_back(Decision{s->clone(), rng_, history_.size()});
      const Reply reply = ask(*s, a);
      if (reply == Reply::quit) return kExitOk;
      if (reply == Reply::undo) {
        decisions_.pop_back();  // this decision; the loop asks it again if nothing is undone
        if (decisions_.empty()) {
          io_.out << "nothing to undo: this is your first decision"
                  << (loaded_ ? " since the game was loaded" : "") << '\n';
          continue;
        }
        // The chance and the bots' draws come again from the same point of the stream, so
        // choosing the same again replays the same game.
        Decision back = std::move(decisions_.back());
        decisions_.pop_back();
        s = std::move(back.state);
        rng_ = back.rng;
        history_.resize(back.history);
        narrator = std::make_unique<Narrator>(io_.out, seat_);
        narrator->resume_at(*s);
        io_.out << "undone: back to your previous decision\n";
        continue;
      }
    } else if (p == kChance) {
      a = s->sample_chance(rng_);
    } else {
      Result<ActionId> chosen = bots_.choose(*s, rng_);
      if (!chosen) {
        io_.err << "bgb: seat " << p << "'s bot: " << chosen.error().message << '\n';
        return kExitFailure;
      }
      a = chosen.value();
    }
    narrator->action(*s, a);
    auto next = s->apply(a);
    if (!next) {
      io_.err << "bgb: " << next.error().message << '\n';
      return kExitFailure;
    }
    history_.push_back(a);
    s = std::move(next).value();
  }
  narrator->end(*s);
  io_.out << "\n--- game over ---\n" << s->render(kViewAll) << '\n' << wrap("result: " + result_text(*s)) << '\n';
  return kExitOk;
}

/// The game a `--load FILE` replay log holds, played up to its last action.
Result<ReplayedLog> load_game(const std::string& path, std::string_view expected_game) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return make_error(Errc::invalid_argument, "--load " + path + ": cannot open the file");
  std::ostringstream text;
  text << file.rdbuf();
  Result<ReplayedLog> replayed = replay_log_steps(text.str());
  if (!replayed) return make_error(replayed.error().code, "--load " + path + ": " + replayed.error().message);
  const std::string_view name = replayed.value().state->game()->name();
  if (name != expected_game)
    return make_error(Errc::invalid_argument,
                      "--load " + path + ": the file holds a game of " + std::string(name) + ", not " + std::string(expected_game));
  return replayed;
}

}  // namespace

int cmd_play(const Args& args, Io io) {
  std::optional<ReplayedLog> loaded;
  std::shared_ptr<const AnyGame> game;
  if (!args.load.empty()) {
    if (args.watch) return usage_error("--load resumes a game for a person; --watch cannot take it", io, args.command);
    if (args.options != "{}") return usage_error("--load: the saved game carries its options; leave --options out", io, args.command);
    Result<ReplayedLog> replayed = load_game(args.load, args.game);
    if (!replayed) return usage_error(replayed.error().message, io, args.command);
    loaded.emplace(std::move(replayed).value());
    game = loaded->state->game();
  } else {
    game = make_game_or_report(args.game, args.options, io, args.command);
  }
  if (!game) return kExitUsage;
  if (args.seat && *args.seat >= game->num_players() && game->num_players() == 1)
    return usage_error("--seat " + std::to_string(*args.seat) + ": " + std::string(game->name()) +
                           " is a solo game: its one seat is 0 (leave --seat out)",
                       io, args.command);
  if (args.seat && *args.seat >= game->num_players())
    return usage_error("--seat " + std::to_string(*args.seat) + ": " + std::string(game->name()) + " with these options has seats 0.." +
                           std::to_string(game->num_players() - 1),
                       io, args.command);
  const std::uint64_t seed = args.seed ? *args.seed : fresh_seed();
  Result<std::vector<BotSpec>> specs = parse_bot_specs(args.bot.empty() ? "random" : args.bot);
  if (!specs) return usage_error("--bots: " + specs.error().message, io, args.command);
  Result<SeatBots> bots = SeatBots::make(*game, specs.value(), args.bot_options);
  if (!bots) return usage_error(bots.error().message, io, args.command);
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
    if (!made) return usage_error("--bot-options: " + made.error().message, io, args.command);
    own_hinter = std::move(made).value();
    hint_bot = own_hinter.get();
  }
  io.out << game->name() << ": you are seat " << seat
         << (game->num_players() == 1 ? std::string(", the only one") + (bots.value().searches() ? " (--watch lets the bot play it)" : "") + "\n"
                                      : ", " + bots.value().describe() + " bots play the other seats\n")
         << "options: " << visible_options(*game) << '\n'
         << "seed: " << seed << " (the same " << (game->num_players() == 1 ? "chance" : "bots and deal") << " again with --seed "
         << seed << ")\n";
  if (loaded)
    io.out << "loaded " << args.load << ": " << loaded->actions.size() << " actions"
           << (loaded->state->is_terminal() ? ", a finished game" : ", the game goes on from there") << '\n';
  print_intro(*game, io.out);
  Table table(*game, seed, seat, bots.value(), *hint_bot, io);
  if (!loaded) return table.run(game->initial_state(), {});
  return table.run(std::move(loaded->state), std::move(loaded->actions));
}

}  // namespace bgb::cli
