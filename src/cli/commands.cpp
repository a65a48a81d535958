/// \file
/// `bgb` dispatch and the short commands: list, simulate, conform, demo.
#include "commands.hpp"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <istream>
#include <mutex>
#include <optional>
#include <ostream>
#include <random>
#include <utility>
#include <vector>

#include "bots.hpp"
#include "conform.hpp"
#include "hooks.hpp"
#include "json_util.hpp"
#include "progress.hpp"
#include "simulate_bots.hpp"
#include "transcript.hpp"

#ifndef BGB_VERSION
#define BGB_VERSION "unknown"
#endif

namespace bgb::cli {

int usage_error(const std::string& why, Io io, Command command) {
  io.err << "bgb: " << why << '\n';
  if (command == Command::help)
    io.err << "see `bgb --help`\n";
  else
    io.err << "see `bgb " << command_word(command) << " --help`\n";
  return kExitUsage;
}

std::shared_ptr<const AnyGame> make_game_or_report(const std::string& name, const std::string& options, Io io,
                                                   Command command) {
  auto game = make_game(name, options);
  if (!game) {
    std::string why = game.error().message;
    if (game.error().code == Errc::unknown_game) why += " (see `bgb list`)";
    usage_error(why, io, command);
    return nullptr;
  }
  return std::move(game).value();
}

std::uint64_t fresh_seed() {
  std::random_device dev;
  return (static_cast<std::uint64_t>(dev()) << 32) ^ dev();
}

int cmd_list(Io io) {
  std::size_t width = 0;
  for (const GameInfo& g : registered_games()) width = std::max(width, g.name.size());
  for (const GameInfo& g : registered_games())
    io.out << g.name << std::string(width + 2 - g.name.size(), ' ') << g.summary << '\n';
  io.out << "(`bgb options GAME` lists a game's options)\n";
  return kExitOk;
}

/// The options table of one game: the ranges are the readers' own (GameInfo::options), the
/// defaults what the game reports for "{}".
int cmd_options(const Args& args, Io io) {
  const GameInfo* info = find_game_info(args.game);
  const auto game = make_game_or_report(args.game, "{}", io, args.command);
  if (!game || info == nullptr) return kExitUsage;
  const json::Json defaults = json::parse(game->options_json());
  struct Line {
    std::string name, kind, fallback;
    std::string_view meaning;
  };
  std::vector<Line> lines;
  std::size_t w_name = 3, w_kind = 4, w_default = 7;  // the headers: key, type, default
  for (const OptionHelp& o : info->options) {
    Line l{std::string(o.name), std::string(o.type), "", o.meaning};
    if (o.is_integer()) l.kind += " " + std::to_string(o.min) + ".." + std::to_string(o.max);
    const auto it = defaults.find(o.name);
    l.fallback = it == defaults.end() ? "(built in)" : it->dump();
    w_name = std::max(w_name, l.name.size());
    w_kind = std::max(w_kind, l.kind.size());
    w_default = std::max(w_default, l.fallback.size());
    lines.push_back(std::move(l));
  }
  io.out << info->name << " options (a JSON object for --options; every key may be left out):\n";
  auto pad = [](const std::string& s, std::size_t w) { return s + std::string(w - s.size() + 2, ' '); };
  io.out << "  " << pad("key", w_name) << pad("type", w_kind) << pad("default", w_default) << "meaning\n";
  for (const Line& l : lines)
    io.out << "  " << pad(l.name, w_name) << pad(l.kind, w_kind) << pad(l.fallback, w_default) << l.meaning << '\n';
  json::Json example = json::Json::object();
  for (const OptionHelp& o : info->options)
    if (o.is_integer() && defaults.contains(o.name)) example[std::string(o.name)] = defaults[std::string(o.name)];
  io.out << "e.g. bgb play " << info->name << " --options '" << example.dump() << "'\n";
  return kExitOk;
}

int cmd_conform(const Args& args, Io io) {
  const conform::Report report = conform::run_paths(args.paths);
  conform::print_report(report, io.out);
  return report.failed() == 0 ? kExitOk : kExitFailure;
}

int cmd_demo(const Args& args, Io io) {
  const std::uint64_t seed = args.seed.value_or(1);
  for (const GameInfo& info : registered_games()) {
    io.out << "=== " << info.name << ": " << info.summary << " ===\n";
    const auto game = make_game_or_report(std::string(info.name), "{}", io, args.command);
    if (!game) return kExitFailure;  // a registered game must start with its defaults
    if (int rc = print_bot_game(*game, seed, io.out, io.err); rc != kExitOk) return rc;
    io.out << '\n';
  }
  return kExitOk;
}

namespace {

/// How often each failure rule (in a competitive game: each kind of end) ended a game, and when
/// on average: in which trick (a trick-taking game) or in which round (a game played in rounds),
/// as far as the game says.
struct RuleTally {
  std::string rule;
  std::int64_t games = 0;
  std::int64_t trick_sum = 0;
  std::int64_t round_sum = 0;
};

/// "failures: 7 of 40 (17.50%), by rule (...)", or for a competitive game, where every game is
/// tallied, "endings by rule (...)".
void print_endings(std::vector<RuleTally> tallies, std::optional<std::int64_t> failures, std::int64_t games,
                   std::ostream& out) {
  const double n = static_cast<double>(games);
  if (failures)
    out << "failures: " << *failures << " of " << games << " (" << 100.0 * static_cast<double>(*failures) / n << "%)";
  if (tallies.empty()) {
    out << '\n';
    return;
  }
  out << (failures ? ", by rule" : "endings by rule");
  bool tricks = false, rounds = false;
  for (const RuleTally& t : tallies) {
    tricks = tricks || t.trick_sum > 0;
    rounds = rounds || t.round_sum > 0;
  }
  // The header names only the columns that follow ("mean trick" means nothing in a dice game).
  out << " (share of all games" << (tricks ? ", mean trick of the failure" : "")
      << (rounds ? ", mean round of the failure" : "") << "):\n";
  std::stable_sort(tallies.begin(), tallies.end(), [](const RuleTally& a, const RuleTally& b) { return a.games > b.games; });
  std::size_t width = 0;
  for (const RuleTally& t : tallies) width = std::max(width, t.rule.size());
  for (const RuleTally& t : tallies) {
    out << "  " << std::left << std::setw(static_cast<int>(width)) << t.rule << std::right << ' ' << std::setw(7) << t.games
        << ' ' << std::setw(6) << 100.0 * static_cast<double>(t.games) / n << "%";
    if (t.trick_sum > 0) out << "  trick " << static_cast<double>(t.trick_sum) / static_cast<double>(t.games);
    if (t.round_sum > 0) out << "  round " << static_cast<double>(t.round_sum) / static_cast<double>(t.games);
    out << '\n';
  }
}

}  // namespace

int cmd_simulate(const Args& args, Io io) {
  const auto game = make_game_or_report(args.game, args.options, io, args.command);
  if (!game) return kExitUsage;
  // Bots, JSON or CSV: every game through the registry from its own seed (simulate_bots.cpp).
  // Plain random play runs as one typed batch (AnyState::playouts) on --threads threads.
  if (!args.bot.empty() || args.json || args.csv || !args.bot_options.empty())
    return simulate_with_bots(args, *game, io);
  const bool competitive = hooks::competitive(game->name());
  const std::uint64_t seed = args.seed ? *args.seed : fresh_seed();
  const std::unique_ptr<AnyState> start = game->initial_state();
  // The chance kinds are named from a few games played through the registry beside the timed
  // batch, to keep the throughput honest; several games, because some chance events (mission
  // 12's draws) need the game to get that far.
  constexpr std::int64_t kGamesNamingChance = 20;
  std::vector<std::string> chance_kinds;
  {
    Rng kinds_rng(seed);
    const bots::ActionObserver name_chance = [&](const AnyState& before, ActionId a) {
      if (before.current_player() != kChance) return;
      const std::string text = before.action_text(a);
      const std::string kind = text.substr(0, text.find(' '));
      if (std::find(chance_kinds.begin(), chance_kinds.end(), kind) == chance_kinds.end()) chance_kinds.push_back(kind);
    };
    for (std::int64_t i = 0; i < std::min(args.games, kGamesNamingChance); ++i)
      if (auto playout = bots::random_playout(*start, kinds_rng, name_chance); !playout) {
        io.err << "bgb: " << playout.error().message << '\n';
        return kExitFailure;
      }
  }
  // Failures (in a competitive game: every end) by rule, tallied as the workers finish games;
  // ties keep the order of the first game that ended so, as one thread would meet them.
  struct Tally : RuleTally {
    std::int64_t first = 0;
  };
  std::vector<Tally> tallies;
  std::mutex tallies_lock;
  std::int64_t done = 0;
  Progress progress(io.err_is_terminal ? &io.err : nullptr, args.games);
  const PlayoutVisitor tally = [&](std::int64_t index, const AnyState& end, std::int64_t) {
    const std::vector<double> r = end.returns();
    const bool success = !r.empty() && std::all_of(r.begin(), r.end(), [](double x) { return x > 0; });
    hooks::FailureRule why;
    if (!success || competitive) {
      why = hooks::failure_rule(end);  // outside the lock: it may read the state's JSON
      if (why.rule.empty()) why.rule = success ? "all_seats_won" : "unnamed";  // games name only bad ends
    }
    const std::lock_guard<std::mutex> hold(tallies_lock);
    progress.update(++done);
    if (success && !competitive) return;
    auto t = std::find_if(tallies.begin(), tallies.end(), [&](const Tally& x) { return x.rule == why.rule; });
    if (t == tallies.end()) t = tallies.insert(tallies.end(), Tally{{why.rule, 0, 0, 0}, index});
    ++t->games;
    t->trick_sum += why.trick;
    t->round_sum += why.round;
    t->first = std::min(t->first, index);
  };
  // Game i plays from game_seed(seed, i), like every game of the bots' path (--csv prints it),
  // so a plain run and a --csv run of the same seed play the same games.
  const auto t0 = std::chrono::steady_clock::now();
  const PlayoutStats stats = start->playouts(args.games, seed, args.threads, &tally);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  progress.finish();
  std::sort(tallies.begin(), tallies.end(), [](const Tally& a, const Tally& b) { return a.first < b.first; });
  const std::vector<RuleTally> by_first(tallies.begin(), tallies.end());
  const std::int64_t successes = stats.all_won, actions = stats.actions, chance = stats.actions - stats.decisions;
  const double n = static_cast<double>(args.games);
  io.out << game->name() << ' ' << game->options_json() << ": " << args.games << " random games, seed " << seed << '\n'
         << std::fixed << std::setprecision(2);
  if (competitive) {
    print_endings(by_first, std::nullopt, args.games, io.out);
    for (const std::string& line : hooks::summary_legend(game->name())) io.out << line << '\n';
  } else {
    io.out << "successes: " << successes << " of " << args.games << " (" << 100.0 * static_cast<double>(successes) / n
           << "%)\n";
    print_endings(by_first, args.games - successes, args.games, io.out);
  }
  const auto players = static_cast<std::size_t>(game->num_players());
  if (stats.split > 0) {  // a competitive game: who won the games that not every seat won
    // A game whose seats' returns are all equal was won by every seat or by none, so a seat's
    // wins in the split games are its wins less the games everyone won.
    io.out << "won by some seats only: " << stats.split << " of " << args.games << " ("
           << 100.0 * static_cast<double>(stats.split) / n << "%), wins by seat:";
    for (std::size_t k = 0; k < players; ++k) io.out << (k ? ", seat " : " seat ") << k << ' ' << stats.wins[k] - stats.all_won;
    io.out << '\n';
  }
  io.out << "mean return per seat:";
  for (std::size_t k = 0; k < players; ++k) io.out << ' ' << std::setprecision(4) << stats.return_sums[k] / n;
  io.out << std::setprecision(2) << "\nmean length: " << static_cast<double>(actions) / n << " actions";
  if (chance > 0) {
    // "(41 of them chance: deal and task)": a whole number when every game has as many.
    const double per_game = static_cast<double>(chance) / n;
    io.out << " (" << std::setprecision(chance % args.games == 0 ? 0 : 2) << per_game << " of them chance: ";
    for (std::size_t k = 0; k < chance_kinds.size(); ++k)
      io.out << (k == 0 ? "" : k + 1 == chance_kinds.size() ? " and " : ", ") << chance_kinds[k];
    io.out << ')';
  }
  io.out << '\n' << std::setprecision(0) << "throughput: " << (secs > 0 ? static_cast<double>(actions) / secs : 0.0)
         << " actions/s, " << (secs > 0 ? n / secs : 0.0) << " games/s in " << std::setprecision(3) << secs
         << " s (typed playouts, " << args.threads << (args.threads == 1 ? " thread" : " threads") << ")\n";
  return kExitOk;
}

int run(std::span<const std::string_view> argv, Io io) {
  Result<Args> parsed = parse_args(argv);
  if (!parsed) {
    // The command the words name, when they name one, so the hint points at its own help.
    const std::optional<Command> said = argv.empty() ? std::nullopt : command_named(argv[0]);
    return usage_error(parsed.error().message, io, said.value_or(Command::help));
  }
  const Args& args = parsed.value();
  switch (args.command) {
    case Command::help: io.out << (args.help_text.empty() ? usage() : args.help_text); return kExitOk;
    case Command::version: io.out << "bgb " << BGB_VERSION << '\n'; return kExitOk;
    case Command::list: return cmd_list(io);
    case Command::options: return cmd_options(args, io);
    case Command::play: return cmd_play(args, io);
    case Command::simulate: return cmd_simulate(args, io);
    case Command::conform: return cmd_conform(args, io);
    case Command::demo: return cmd_demo(args, io);
    case Command::solve: return cmd_solve(args, io);
  }
  return kExitUsage;
}

}  // namespace bgb::cli
