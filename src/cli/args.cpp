/// \file
/// Argument parsing for `bgb`: strict, so a typo is reported instead of silently ignored.
#include "args.hpp"

#include <charconv>
#include <limits>

#include "bot_spec.hpp"

namespace bgb::cli {

namespace {

Error bad(std::string why) { return make_error(Errc::invalid_argument, std::move(why)); }

/// Which --flags a command accepts.
bool accepts(Command c, std::string_view flag) {
  switch (c) {
    case Command::play:
      return flag == "--options" || flag == "--seed" || flag == "--seat" || flag == "--bots" || flag == "--watch" ||
             flag == "--bot-options" || flag == "--load";
    case Command::simulate:
      return flag == "--options" || flag == "--seed" || flag == "--games" || flag == "--bot" || flag == "--bots" ||
             flag == "--bot-options" || flag == "--threads" || flag == "--json";
    case Command::demo: return flag == "--seed";
    case Command::solve:
      return flag == "--options" || flag == "--seed" || flag == "--state" || flag == "--max-nodes" || flag == "--time-ms" ||
             flag == "--chance-samples";
    default: return false;
  }
}

std::optional<Command> command_named(std::string_view word) {
  if (word == "list") return Command::list;
  if (word == "options") return Command::options;
  if (word == "play") return Command::play;
  if (word == "simulate") return Command::simulate;
  if (word == "conform") return Command::conform;
  if (word == "demo") return Command::demo;
  if (word == "solve") return Command::solve;
  if (word == "help" || word == "--help" || word == "-h") return Command::help;
  if (word == "version" || word == "--version") return Command::version;
  return std::nullopt;
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
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::int64_t> parse_integer(std::string_view text, std::int64_t lo, std::int64_t hi) {
  std::int64_t v = 0;
  if (text.empty() || text[0] == '+' || text[0] == '-') return std::nullopt;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc{} || end != text.data() + text.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

Result<Args> parse_args(std::span<const std::string_view> argv) {
  Args a;
  if (argv.empty()) return bad("no command given");
  const auto cmd = command_named(argv[0]);
  if (!cmd) return bad("unknown command '" + std::string(argv[0]) + "'");
  a.command = *cmd;
  std::vector<std::string_view> seen;
  for (std::size_t i = 1; i < argv.size(); ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      a.command = Command::help;  // `bgb play --help` shows the usage
      return a;
    }
    const bool is_flag = arg.size() > 2 && arg.substr(0, 2) == "--";
    if (!is_flag || a.command == Command::conform) {
      // Positionals: the game, or the scenario paths (which may start with anything).
      if (a.command == Command::conform) {
        a.paths.emplace_back(arg);
      } else if ((a.command == Command::play || a.command == Command::simulate || a.command == Command::solve ||
                  a.command == Command::options) &&
                 a.game.empty() && !is_flag) {
        a.game = std::string(arg);
      } else {
        return bad("unexpected argument '" + std::string(arg) + "'");
      }
      continue;
    }
    const std::size_t eq = arg.find('=');
    const std::string_view flag = arg.substr(0, eq);
    if (!accepts(a.command, flag)) return bad("unknown option '" + std::string(flag) + "' for this command");
    for (std::string_view s : seen)
      if (s == flag) return bad(std::string(flag) + " is given twice");
    seen.push_back(flag);
    if (flag == "--watch" || flag == "--json") {
      if (eq != std::string_view::npos) return bad(std::string(flag) + " takes no value");
      (flag == "--watch" ? a.watch : a.json) = true;
      continue;
    }
    // --bots takes a kind when one follows (`--bots mcts:500`); alone it means random bots at
    // every seat, as it always has.
    if (flag == "--bots" && eq == std::string_view::npos &&
        (i + 1 >= argv.size() || argv[i + 1].substr(0, 2) == "--" ||
         !(argv[i + 1].starts_with("random") || argv[i + 1].starts_with("mcts") || argv[i + 1].starts_with("uct") ||
           argv[i + 1].starts_with("ismcts")))) {
      a.bots = true;
      continue;
    }
    std::string_view value;
    if (eq != std::string_view::npos) {
      value = arg.substr(eq + 1);
    } else if (i + 1 < argv.size()) {
      value = argv[++i];
    } else {
      return bad(std::string(flag) + " needs a value");
    }
    if (auto err = set_flag(a, flag, value)) return *err;
  }
  if ((a.command == Command::play || a.command == Command::simulate || a.command == Command::solve ||
       a.command == Command::options) &&
      a.game.empty())
    return bad("which game? (see `bgb list`)");
  if (a.command == Command::simulate && a.games == 0) return bad("simulate needs --games N");
  if (a.bots && a.seat) return bad("--bots and --seat exclude each other (bots at every seat, or a person at one)");
  if (a.watch && a.seat) return bad("--watch and --seat exclude each other (bots at every seat, or a person at one)");
  if (a.command == Command::simulate && a.bots) return bad("--bots needs a bot for simulate (random, mcts, uct or ismcts)");
  if (a.bots) a.watch = true;  // --bots alone: random bots at every seat
  if (a.command == Command::conform && a.paths.empty()) return bad("conform needs at least one file or directory");
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
         "                   [--bot-options JSON] [--threads N] [--json]\n"
         "                                     N games by random play or by bots (one for every\n"
         "                                     seat, or one per seat): results with 95% intervals,\n"
         "                                     failures by rule (DP6: endings and wins by seat),\n"
         "                                     mean length, throughput; --threads plays games in\n"
         "                                     parallel\n"
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
         "  bgb --help | --version\n"
         "exit status: 0 ok, 1 a rules error or a failing scenario, 2 bad arguments\n";
}

}  // namespace bgb::cli
