/// \file
/// Argument parsing for `bgb`: CLI11 reads the words (subcommands, `--flag value` and
/// `--flag=value`, per-command help, unknown words); the values are checked here, so each mistake
/// is reported with the flag, the bad value and what would be right.
#include "args.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <charconv>
#include <limits>
#include <memory>

#include "bot_spec.hpp"

namespace bgb::cli {

namespace {

Error bad(std::string why) { return make_error(Errc::invalid_argument, std::move(why)); }

/// One --flag of a command: its value's name in the help (nullptr for a flag without a value).
struct FlagDoc {
  const char* name;
  const char* value;
  const char* help;
};

/// One command: its word, what it does, its positional (if any) and its flags.
struct CommandDoc {
  Command command;
  const char* word;
  const char* summary;
  const char* positional;       ///< "game" or nullptr; conform takes its paths separately
  std::vector<FlagDoc> flags;
  const char* note = nullptr;  ///< a line under the flags
};

constexpr const char* kBotNote = "BOT: random, mcts, uct or ismcts, optionally :ITERATIONS (mcts:2000); mcts is uct\n"
                                 "where every seat sees everything and ismcts where the game hides something";

const FlagDoc kOptions{"--options", "JSON", "the game's options, e.g. '{\"players\":4}' (see `bgb options GAME`)"};
const FlagDoc kSeed{"--seed", "N", "the seed (0..2^64-1); without it a fresh one is drawn and printed"};
const FlagDoc kBotOptions{"--bot-options", "JSON", "settings of the searching bots, e.g. '{\"iterations\":500}'"};

const std::vector<CommandDoc>& commands() {
  static const std::vector<CommandDoc> docs = {
      {Command::list, "list", "the registered games", nullptr, {}},
      {Command::options, "options", "every option of GAME: type, range, default, meaning", "game", {}},
      {Command::play, "play",
       "play a seat against bots (type `help` in the game), or watch bots play every seat",
       "game",
       {kOptions, kSeed,
        {"--seat", "K", "the seat you play (default 0)"},
        {"--watch", nullptr, "bots play every seat; the transcript is printed"},
        {"--bots", "BOT", "bots at the other seats (e.g. mcts:2000); alone: random bots play all"},
        kBotOptions,
        {"--load", "FILE", "resume a game that `save FILE` wrote (it carries its options)"}},
       kBotNote},
      {Command::simulate, "simulate",
       "N games by random play or by bots: results with 95% intervals, endings by rule, throughput",
       "game",
       {{"--games", "N", "how many games (required)"}, kSeed, kOptions,
        {"--bot,--bots", "BOT[,BOT...]", "one bot for every seat, or one per seat (default random)"},
        kBotOptions,
        {"--threads", "N", "games played at a time (1..256); the results do not depend on it"},
        {"--json", nullptr, "one JSON object with the results instead of the text"},
        {"--csv", nullptr, "one CSV row per game: seed, ending, length, returns"}},
       kBotNote},
      {Command::solve, "solve", "can a Crew mission still be won with every hand known?", "game",
       {kOptions, {"--seed", "N", "solve the deal `bgb play --seed N` gives"},
        {"--state", "FILE", "solve an omniscient snapshot instead"},
        {"--max-nodes", "N", "stop after N search nodes (default: no cap)"},
        {"--time-ms", "MS", "stop after MS milliseconds, then `unknown` (default 60000, 0 = none)"},
        {"--chance-samples", "K", "mission 12: estimate from K outcomes of each draw (1..64)"}}},
      {Command::conform, "conform", "run conformance scenarios (FILE_OR_DIR..., directories recursively)", nullptr, {}},
      {Command::demo, "demo", "one seeded game of every registered game", nullptr, {kSeed}},
      {Command::version, "version", "the version of bgb", nullptr, {}},
      {Command::help, "help", "this overview, or `bgb help COMMAND` for one command", nullptr, {}},
  };
  return docs;
}

/// Stores one flag's value; errors name the flag and the bad value.
std::optional<Error> set_flag(Args& a, std::string_view flag, std::string_view value) {
  if (flag == "--options") {
    a.options = std::string(value);
  } else if (flag == "--load") {
    if (value.empty()) return bad("--load needs the file a `save` wrote");
    a.load = std::string(value);
  } else if (flag == "--seed") {
    std::uint64_t seed = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), seed);
    if (value.empty() || ec != std::errc{} || end != value.data() + value.size())
      return bad("--seed needs a non-negative integer below 2^64, got '" + std::string(value) + "'");
    a.seed = seed;
  } else if (flag == "--seat") {
    const auto seat = parse_integer(value, 0, 63);
    if (!seat) return bad("--seat needs a seat number (0, 1, ...), got '" + std::string(value) + "'");
    a.seat = static_cast<int>(*seat);
  } else if (flag == "--games") {
    const auto games = parse_integer(value, 1, 1'000'000'000);
    if (!games) return bad("--games needs a positive integer (at most 10^9), got '" + std::string(value) + "'");
    a.games = *games;
  } else if (flag == "--bot" || flag == "--bots") {
    if (auto specs = parse_bot_specs(value); !specs) return bad(std::string(flag) + ": " + specs.error().message);
    a.bot = std::string(value);
  } else if (flag == "--bot-options") {
    a.bot_options = std::string(value);
  } else if (flag == "--state") {
    a.state_path = std::string(value);
  } else if (flag == "--max-nodes") {
    const auto n = parse_integer(value, 1, std::numeric_limits<std::int64_t>::max());
    if (!n) return bad("--max-nodes needs a positive number of search nodes, got '" + std::string(value) + "'");
    a.max_nodes = static_cast<std::uint64_t>(*n);
  } else if (flag == "--chance-samples") {
    const auto n = parse_integer(value, 1, 64);
    if (!n) return bad("--chance-samples needs outcomes per draw (1..64), got '" + std::string(value) + "'");
    a.chance_samples = static_cast<int>(*n);
  } else if (flag == "--time-ms") {
    const auto n = parse_integer(value, 0, 86'400'000);
    if (!n) return bad("--time-ms needs milliseconds (0..86400000, 0 = no limit), got '" + std::string(value) + "'");
    a.time_ms = static_cast<int>(*n);
  } else if (flag == "--threads") {
    const auto threads = parse_integer(value, 1, 256);
    if (!threads) return bad("--threads needs a number of threads (1..256), got '" + std::string(value) + "'");
    a.threads = static_cast<int>(*threads);
  } else if (flag == "--watch") {
    a.watch = true;
  } else if (flag == "--json") {
    a.json = true;
  } else if (flag == "--csv") {
    a.csv = true;
  }
  return std::nullopt;
}

/// What a lone `--bots` becomes for CLI11: a value nobody types (a space and parentheses).
constexpr const char* kEverySeat = "(random at every seat)";

bool names_a_bot(std::string_view word) {
  return word.starts_with("random") || word.starts_with("mcts") || word.starts_with("uct") || word.starts_with("ismcts");
}

/// The one place the words are reshaped before CLI11 reads them: `--bots` takes a kind only when
/// one follows (`--bots mcts:500`), so `play --bots GAME` keeps GAME as the game; and every word
/// after `conform` is a path, even one that starts with `--`.
Result<std::vector<std::string>> reshape(std::span<const std::string_view> argv) {
  std::vector<std::string> words(argv.begin(), argv.end());
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (words.front() == "play" && words[i] == "--bots" && (i + 1 >= words.size() || !names_a_bot(words[i + 1])))
      words[i] = std::string("--bots=") + kEverySeat;
    if (words.front() == "simulate" && (words[i] == "--bots" || words[i] == "--bot") &&
        (i + 1 >= words.size() || words[i + 1].starts_with("--")))
      return bad(words[i] + " needs a bot for simulate (random, mcts, uct or ismcts)");
  }
  return words;
}

/// The CLI11 app: one subcommand per entry of commands(), in that order.
struct Parser {
  CLI::App app{"bgb: list, play, simulate, solve and check the registered board games", "bgb"};
  std::vector<CLI::App*> subs;
  std::vector<CLI::Option*> game_positionals;

  Parser() {
    app.allow_extras();  // an unknown first word is reported here as "unknown command"
    app.set_help_flag("-h,--help", "this overview");
    app.add_flag("--version", version_flag, "the version of bgb");
    for (const CommandDoc& doc : commands()) {
      CLI::App* sub = app.add_subcommand(doc.word, doc.summary);
      sub->allow_extras();  // unknown words are reported below, in our wording
      sub->set_help_flag("-h,--help", "what this command takes");
      sub->footer(std::string(doc.note ? doc.note + std::string("\n") : "") +
                  "exit status: 0 ok, 1 a rules error or a failing scenario, 2 bad arguments");
      game_positionals.push_back(doc.positional ? sub->add_option(doc.positional, "the game (see `bgb list`)")->type_name("GAME")
                                                : nullptr);
      for (const FlagDoc& f : doc.flags) {
        CLI::Option* o = f.value ? sub->add_option(f.name, f.help)->type_name(f.value)
                                 : sub->add_flag(f.name, f.help)->disable_flag_override();
        // Every value is kept, so a flag given twice is reported instead of silently replaced.
        o->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
        if (std::string_view(f.name) == "--bots") o->expected(0, 1);
      }
      subs.push_back(sub);
    }
  }
  bool version_flag = false;
};

/// CLI11's complaint about a value, in the words the rest of bgb uses.
Error reword(const CLI::ParseError& e) {
  const std::string what = e.what();
  const std::size_t colon = what.find(':');
  if (what.find("disallowed flag override") != std::string::npos)
    return bad("--" + what.substr(0, what.find(' ')) + " takes no value");
  if (colon != std::string::npos && what.starts_with("--") && what.find("required", colon) != std::string::npos)
    return bad(what.substr(0, colon) + " needs a value");
  return bad(what);
}

/// The words CLI11 did not take: an unknown --flag, or a word where none belongs.
Error unexpected(std::string_view word) {
  if (word.starts_with("-")) return bad("unknown option '" + std::string(word.substr(0, word.find('='))) + "' for this command");
  return bad("unexpected argument '" + std::string(word) + "'");
}

std::string help_of(const CLI::App& sub) { return sub.help("bgb"); }

std::size_t index_of(Command c) {
  const auto& docs = commands();
  return static_cast<std::size_t>(std::find_if(docs.begin(), docs.end(), [&](const CommandDoc& d) { return d.command == c; }) -
                                  docs.begin());
}

}  // namespace

std::optional<std::int64_t> parse_integer(std::string_view text, std::int64_t lo, std::int64_t hi) {
  std::int64_t v = 0;
  if (text.empty() || text[0] == '+' || text[0] == '-') return std::nullopt;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc{} || end != text.data() + text.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

std::string_view command_word(Command c) { return commands()[index_of(c)].word; }

std::optional<Command> command_named(std::string_view word) {
  for (const CommandDoc& doc : commands())
    if (word == doc.word) return doc.command;
  return std::nullopt;
}

Result<Args> parse_args(std::span<const std::string_view> argv) {
  if (argv.empty()) return bad("no command given");
  Args a;
  Parser p;
  Result<std::vector<std::string>> reshaped = reshape(argv);
  if (!reshaped) return reshaped.error();
  std::vector<std::string> words = std::move(reshaped).value();
  if (words.front() == "help") {
    // `bgb help play` is `bgb play --help`; `bgb help` alone is the overview.
    a.command = Command::help;
    if (words.size() > 2) return unexpected(words[2]);
    if (words.size() == 2) {
      const std::optional<Command> asked = command_named(words[1]);
      if (!asked) return bad("unknown command '" + words[1] + "'");
      a.help_text = help_of(*p.subs[index_of(*asked)]);
    }
    return a;
  }
  if (words.front() == "conform") {
    // Paths may look like anything: only a lone --help is read as a request for help.
    a.command = Command::conform;
    for (std::size_t i = 1; i < words.size(); ++i) {
      if (words[i] == "--help" || words[i] == "-h") {
        a.command = Command::help;
        a.help_text = help_of(*p.subs[index_of(Command::conform)]);
        return a;
      }
      a.paths.push_back(words[i]);
    }
    if (a.paths.empty()) return bad("conform needs at least one file or directory");
    return a;
  }
  std::reverse(words.begin(), words.end());  // CLI11 reads a vector from its back
  try {
    p.app.parse(words);
  } catch (const CLI::CallForHelp&) {
    a.command = Command::help;
    const std::vector<CLI::App*> asked = p.app.get_subcommands();
    if (!asked.empty()) a.help_text = help_of(*asked.back());
    return a;
  } catch (const CLI::ParseError& e) {
    return reword(e);
  }
  if (p.version_flag) {
    a.command = Command::version;
    return a;
  }
  const std::vector<CLI::App*> chosen = p.app.get_subcommands();
  if (chosen.empty()) {
    const std::vector<std::string> rest = p.app.remaining();
    if (rest.empty()) return bad("no command given");
    if (rest.front().starts_with("-")) return bad("unknown option '" + rest.front() + "'");
    return bad("unknown command '" + rest.front() + "'");
  }
  const auto k = static_cast<std::size_t>(std::find(p.subs.begin(), p.subs.end(), chosen.front()) - p.subs.begin());
  const CommandDoc& doc = commands()[k];
  a.command = doc.command;
  const std::vector<std::string> rest = chosen.front()->remaining();
  if (!rest.empty()) return unexpected(rest.front());
  if (const CLI::Option* game = p.game_positionals[k]; game && game->count() > 0) a.game = game->results().front();
  for (const FlagDoc& f : doc.flags) {
    const CLI::Option* o = chosen.front()->get_option(std::string(f.name).substr(0, std::string_view(f.name).find(',')));
    if (o->count() == 0) continue;
    const std::string name = o->get_name();
    if (o->count() > 1) return bad(name + " is given twice");
    if (name == "--bots" && doc.command == Command::play && o->results().front() == kEverySeat) {
      a.bots = true;  // --bots alone: random bots at every seat, as it always has been
      continue;
    }
    if (auto err = set_flag(a, name, f.value ? o->results().front() : "")) return *err;
  }
  if ((doc.command == Command::play || doc.command == Command::simulate || doc.command == Command::solve ||
       doc.command == Command::options) &&
      a.game.empty())
    return bad("which game? (see `bgb list`)");
  if (a.command == Command::simulate && a.games == 0) return bad("simulate needs --games N");
  if (a.json && a.csv) return bad("--json and --csv exclude each other (one report, in one format)");
  if (a.bots && a.seat) return bad("--bots and --seat exclude each other (bots at every seat, or a person at one)");
  if (a.watch && a.seat) return bad("--watch and --seat exclude each other (bots at every seat, or a person at one)");
  if (a.bots) a.watch = true;  // --bots alone: random bots at every seat
  return a;
}
std::string usage() {
  return "usage:\n"
         "  bgb list                           the registered games\n"
         "  bgb options GAME                   every option of GAME: type, range, default, meaning\n"
         "  bgb play GAME [--options JSON] [--seed N] [--seat K | --watch] [--bots BOT] [--bot-options JSON]\n"
         "                                     play seat K (default 0) against bots (random unless\n"
         "                                     --bots names one; type `help` or `hint` in the game);\n"
         "                                     with --watch (or --bots alone) bots play every seat\n"
         "                                     and the transcript is printed; --load FILE resumes a\n"
         "                                     game that `save FILE` wrote\n"
         "  bgb simulate GAME --games N [--seed S] [--options JSON] [--bot BOT[,BOT...]]\n"
         "                   [--bot-options JSON] [--threads N] [--json | --csv]\n"
         "                                     N games by random play or by bots (one for every\n"
         "                                     seat, or one per seat): results with 95% intervals,\n"
         "                                     failures by rule (DP6: endings and wins by seat),\n"
         "                                     mean length, throughput; --threads plays games in\n"
         "                                     parallel (same results for any N); --csv prints one\n"
         "                                     row per game\n"
         "  BOT is random, mcts, uct or ismcts, optionally :ITERATIONS (mcts:2000); mcts is uct\n"
         "  where every seat sees everything and ismcts where the game hides something\n"
         "  bgb solve the-crew (--seed N [--options JSON] | --state SNAPSHOT.json)\n"
         "                  [--max-nodes N] [--time-ms MS] [--chance-samples K]\n"
         "                                     can the mission still be won with every hand known?\n"
         "                                     the verdict on the first line (winnable, not winnable,\n"
         "                                     winnable with probability P, an estimate, unknown),\n"
         "                                     then a line,\n"
         "                                     the moves that keep it and the search figures; --seed\n"
         "                                     solves the deal `bgb play --seed N` gives, from the\n"
         "                                     task picks (default limit 60000 ms: then unknown);\n"
         "                                     --chance-samples estimates mission 12 from K outcomes\n"
         "                                     of each draw instead of averaging all of them\n"
         "  bgb conform FILE_OR_DIR...         run conformance scenarios (directories recursively)\n"
         "  bgb demo [--seed N]                one seeded game of every registered game\n"
         "  bgb help COMMAND | bgb COMMAND --help   every flag of one command\n"
         "  bgb --help | --version\n"
         "exit status: 0 ok, 1 a rules error or a failing scenario, 2 bad arguments\n";
}

}  // namespace bgb::cli
