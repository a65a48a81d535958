/// \file
/// `bgb solve the-crew`: the double-dummy verdict of a seeded deal (the deal `bgb play --seed N`
/// gives, solved from the start of the task picks) or of an omniscient snapshot, then a line
/// that keeps it, the moves that keep it and the search figures.
#include <chrono>
#include <fstream>
#include <iomanip>
#include <sstream>
#include <string>

#include "bgb/crew/solver.hpp"
#include "commands.hpp"
#include "crew/codec.hpp"
#include "json_util.hpp"

namespace bgb::cli {

namespace {

Result<std::string> read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return make_error(Errc::invalid_argument, "--state: cannot read '" + path + "'");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// The game and state to solve: the snapshot's (its players and mission name the game unless
/// --options does), or the seeded deal of --options.
Result<crew::State> state_to_solve(const Args& args, crew::Game& game) {
  return json::guard("solve", [&]() -> Result<crew::State> {
    json::Json options = json::parse(args.options);
    if (!args.state_path.empty()) {
      auto text = read_text(args.state_path);
      if (!text) return text.error();
      const json::Json snapshot = json::parse(text.value());
      if (args.options == "{}" && snapshot.is_object()) {
        if (snapshot.contains("players")) options["players"] = snapshot["players"];
        if (snapshot.contains("mission")) options["mission"] = snapshot["mission"];
      }
      auto g = GameTraits<crew::Game>::make(options);
      if (!g) return g.error();
      game = g.value();
      return GameTraits<crew::Game>::state_from_json(game, snapshot);
    }
    auto g = GameTraits<crew::Game>::make(options);
    if (!g) return g.error();
    game = g.value();
    Rng rng(*args.seed);
    crew::State s = game.initial_state();
    while (game.current_player(s) == kChance) s = game.apply_unchecked(s, game.sample_chance(s, rng));
    return s;
  });
}

std::string hand_text(crew::CardSet m) {
  std::string out;
  for (; m; m &= m - 1) {
    if (!out.empty()) out += ' ';
    out += crew::card_text(crew::lowest(m));
  }
  return out.empty() ? "-" : out;
}

}  // namespace

int cmd_solve(const Args& args, Io io) {
  if (args.game != "the-crew")
    return usage_error("solve: only the-crew has a solver (got '" + args.game + "')", io, args.command);
  if (args.state_path.empty() == !args.seed.has_value())
    return usage_error("solve needs exactly one of --seed N (a seeded deal) and --state FILE (a snapshot)", io, args.command);
  crew::Game game;
  auto state = state_to_solve(args, game);
  if (!state) {
    io.err << "bgb solve: " << state.error().message << '\n';
    return state.error().code == Errc::parse || state.error().code == Errc::invalid_argument ? kExitUsage : kExitFailure;
  }
  crew::SolveLimits limits;
  limits.max_nodes = args.max_nodes;
  limits.time_ms = args.time_ms;
  limits.chance_samples = args.chance_samples;
  limits.table_bits = 22;
  auto solver = crew::Solver::make(limits);
  if (!solver) {
    io.err << "bgb solve: " << solver.error().message << '\n';
    return kExitFailure;
  }
  const auto start = std::chrono::steady_clock::now();
  auto solved = solver.value().solve(state.value());
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (!solved) {
    io.err << "bgb solve: " << solved.error().message << '\n';
    return kExitFailure;
  }
  const crew::SolveResult& r = solved.value();
  io.out << crew::verdict_text(r) << '\n';
  crew::State s = state.value();
  std::string line;
  // Communication is moot with every hand known: the windows' passes are left out.
  for (ActionId a : r.line) {
    if (s.phase != crew::Phase::comm) {
      if (!line.empty()) line += s.phase == crew::Phase::play && s.in_trick > 0 ? " " : ", ";
      line += s.phase == crew::Phase::play && s.in_trick > 0 ? crew::card_text(crew::act::card_of(a)) : game.action_text(s, a);
    }
    s = game.apply_unchecked(s, a);
  }
  if (!r.line.empty())
    io.out << "line: " << line << (game.is_terminal(s) ? "" : " (then mission 12's draws)") << " (passes left out)\n";
  if (!r.keeping.empty()) {
    std::string keep;
    for (ActionId a : r.keeping) {
      if (!keep.empty()) keep += ", ";
      keep += game.action_text(state.value(), a);
    }
    io.out << "moves that keep it: " << keep << '\n';
  }
  io.out << "search: " << r.nodes << " nodes (" << r.table_hits << " answered by the table), " << std::fixed
         << std::setprecision(1) << ms << " ms" << (r.stopped ? ", stopped by a limit" : "") << '\n';
  const crew::State& d = state.value();
  io.out << (args.seed ? "deal: " : "position: ") << int{d.players} << " players, mission " << int{d.mission};
  if (args.seed) io.out << ", seed " << *args.seed;
  io.out << '\n';
  for (int i = 0; i < d.seats; ++i) {
    io.out << "  " << crew::seat_name(d, i) << (i == d.commander ? " (commander)" : "") << ": "
           << hand_text(d.hand[static_cast<std::size_t>(i)]);
    if (crew::detail::is_jarvis(d, i)) io.out << " | face down: " << hand_text(d.jarvis_hidden);
    io.out << '\n';
  }
  if (d.num_tasks > 0) {
    io.out << "  tasks:";
    for (int i = 0; i < d.num_tasks; ++i) {
      const crew::Task& t = d.tasks[static_cast<std::size_t>(i)];
      io.out << ' ' << crew::card_text(t.card);
      if (t.token != crew::Token::none) io.out << '(' << crew::token_text(t.token) << ')';
      if (t.owner != crew::kNoSeat) io.out << '>' << crew::seat_name(d, t.owner);
    }
    io.out << '\n';
  }
  return r.verdict == crew::Verdict::unknown ? kExitFailure : kExitOk;
}

}  // namespace bgb::cli
