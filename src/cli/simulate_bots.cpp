/// \file
/// `bgb simulate GAME --bot ...`: whole games played by bots, each from its own seed, optionally
/// several at a time (--threads), reported with 95% Wilson intervals (text or --json), or one row
/// per game (--csv).
#include "simulate_bots.hpp"

#include "bgb/core/playouts.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <map>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "bot_spec.hpp"
#include "hooks.hpp"
#include "progress.hpp"

namespace bgb::cli {

Interval wilson_interval(std::int64_t successes, std::int64_t n) {
  if (n <= 0) return {0, 0};
  constexpr double z = 1.959963984540054;  // the normal quantile of 97.5%
  const double p = static_cast<double>(successes) / static_cast<double>(n), nn = static_cast<double>(n);
  const double centre = (p + z * z / (2 * nn)) / (1 + z * z / nn);
  const double half = z / (1 + z * z / nn) * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn));
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

std::uint64_t game_seed(std::uint64_t seed, std::int64_t index) { return playout_seed(seed, index); }

namespace {

/// Actions after which a game is given up as endless (DP6 without max_turns lets a player
/// that keeps ending its turns stall it; no other game comes near).
constexpr std::int64_t kMaxActions = 200'000;

/// One finished game.
struct Outcome {
  std::vector<double> returns;
  std::string rule;  ///< how it ended, for failures (and every end of a competitive game)
  std::int64_t actions = 0, decisions = 0, searched = 0;
  double search_seconds = 0;  ///< time the bots spent on decisions with a choice
  std::string error;
};

Outcome play_one(const AnyGame& game, SeatBots& bots, std::uint64_t seed) {
  Outcome out;
  Rng rng(seed);
  std::unique_ptr<AnyState> s = game.initial_state();
  while (!s->is_terminal()) {
    if (out.actions >= kMaxActions) {
      out.error = "no end after " + std::to_string(kMaxActions) + " actions (DP6: set max_turns)";
      return out;
    }
    ActionId a = kInvalidAction;
    if (s->current_player() == kChance) {
      a = s->sample_chance(rng);
    } else {
      // A lone legal action is played without a search: only real choices are timed.
      const bool choice = s->legal_actions().size() > 1;
      const auto t0 = std::chrono::steady_clock::now();
      Result<ActionId> chosen = bots.choose(*s, rng);
      if (choice) {
        out.search_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        ++out.searched;
      }
      if (!chosen) {
        out.error = chosen.error().message;
        return out;
      }
      a = chosen.value();
      ++out.decisions;
    }
    auto next = s->apply(a);
    if (!next) {
      out.error = next.error().message;
      return out;
    }
    s = std::move(next).value();
    ++out.actions;
  }
  out.returns = s->returns();
  out.rule = hooks::failure_rule(*s).rule;
  return out;
}

/// What the games add up to; games are added in any order, so only order-free sums are kept.
struct Totals {
  std::int64_t successes = 0, actions = 0, decisions = 0, searched = 0, mixed = 0;
  double search_seconds = 0;
  std::vector<std::int64_t> seat_wins;
  std::vector<double> return_sums;
  std::map<std::string, std::int64_t> rules;
  std::int64_t first_error = -1;  ///< the lowest game index that failed
  std::string error;

  void add(const Outcome& o, std::int64_t index, bool competitive) {
    if (!o.error.empty()) {
      if (first_error < 0 || index < first_error) {
        first_error = index;
        error = o.error;
      }
      return;
    }
    // A co-operative game succeeds when it names no failure: all seats win, or (Red November)
    // all but a gnome that abandoned ship, whose return is the opposite.
    const bool success = competitive ? false : o.rule.empty();
    for (std::size_t k = 0; k < seat_wins.size() && k < o.returns.size(); ++k) {
      return_sums[k] += o.returns[k];
      seat_wins[k] += o.returns[k] > 0 ? 1 : 0;
    }
    successes += success ? 1 : 0;
    mixed += std::any_of(o.returns.begin(), o.returns.end(), [&](double x) { return x != o.returns.front(); }) ? 1 : 0;
    actions += o.actions;
    decisions += o.decisions;
    searched += o.searched;
    search_seconds += o.search_seconds;
    if (success) return;
    ++rules[o.rule.empty() ? "unnamed" : o.rule];
  }
};

/// `--csv`: one row per game, written in game order whatever order the threads finish them in,
/// so a run prints the same bytes with any --threads. The seed replays the game on its own
/// (`bgb play GAME --seed S --watch` with the same bots).
class CsvRows {
 public:
  CsvRows(std::ostream* out, std::size_t players, bool competitive) : out_(out), competitive_(competitive) {
    if (!out_) return;
    *out_ << "game,seed," << (competitive_ ? "winners" : "success") << ",ending,actions,decisions";
    for (std::size_t k = 0; k < players; ++k) *out_ << ",return_" << k;
    *out_ << '\n';
  }

  void add(std::int64_t index, std::uint64_t seed, const Outcome& o) {
    if (!out_ || !o.error.empty()) return;  // a failed game stops the run; its error goes to stderr
    std::ostringstream row;
    row << index << ',' << seed << ',';
    if (competitive_) {
      // The seats that won, space-separated ("0 2"); empty when nobody did.
      for (std::size_t k = 0, n = 0; k < o.returns.size(); ++k)
        if (o.returns[k] > 0) row << (n++ ? " " : "") << k;
    } else {
      row << (o.rule.empty() ? 1 : 0);
    }
    row << ',' << o.rule << ',' << o.actions << ',' << o.decisions;
    for (double r : o.returns) row << ',' << r;
    pending_.emplace(index, row.str());
    for (auto it = pending_.begin(); it != pending_.end() && it->first == next_; it = pending_.erase(it), ++next_)
      *out_ << it->second << '\n';
  }

 private:
  std::ostream* out_;
  bool competitive_;
  std::int64_t next_ = 0;
  std::map<std::int64_t, std::string> pending_;
};

std::string percent(double x) {
  std::ostringstream o;
  o << std::fixed << std::setprecision(2) << 100 * x << '%';
  return o.str();
}

}  // namespace

int simulate_with_bots(const Args& args, const AnyGame& game, Io io) {
  const std::uint64_t seed = args.seed ? *args.seed : fresh_seed();
  Result<std::vector<BotSpec>> specs = parse_bot_specs(args.bot.empty() ? "random" : args.bot);
  if (!specs) return usage_error("--bot: " + specs.error().message, io, args.command);
  // One set of bots per thread: a bot reuses its trees and is not thread-safe.
  std::vector<SeatBots> workers;
  for (int t = 0; t < args.threads; ++t) {
    Result<SeatBots> bots = SeatBots::make(game, specs.value(), args.bot_options);
    if (!bots) return usage_error(bots.error().message, io, args.command);
    workers.push_back(std::move(bots).value());
  }
  const std::string bots_text = workers[0].describe();
  const auto players = static_cast<std::size_t>(game.num_players());
  const bool competitive = hooks::competitive(game.name());
  Totals totals;
  totals.seat_wins.assign(players, 0);
  totals.return_sums.assign(players, 0);
  std::mutex totals_lock;
  std::atomic<std::int64_t> next{0};
  const auto t0 = std::chrono::steady_clock::now();
  Progress progress(io.err_is_terminal ? &io.err : nullptr, args.games);
  std::int64_t done = 0;
  CsvRows csv(args.csv ? &io.out : nullptr, players, competitive);
  auto work = [&](int t) {
    for (std::int64_t i = next++; i < args.games; i = next++) {
      const Outcome o = play_one(game, workers[static_cast<std::size_t>(t)], game_seed(seed, i));
      const std::lock_guard<std::mutex> hold(totals_lock);
      totals.add(o, i, competitive);
      csv.add(i, game_seed(seed, i), o);
      progress.update(++done);  // under the lock: one writer at a time
    }
  };
  {
    std::vector<std::jthread> pool;
    for (int t = 1; t < args.threads; ++t) pool.emplace_back(work, t);
    work(0);
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  progress.finish();
  if (totals.first_error >= 0) {
    io.err << "bgb: game " << totals.first_error + 1 << " (seed " << game_seed(seed, totals.first_error) << "): " << totals.error
           << '\n';
    return kExitFailure;
  }
  const std::int64_t successes = totals.successes, actions = totals.actions, decisions = totals.decisions;
  const std::vector<std::int64_t>& seat_wins = totals.seat_wins;
  std::vector<std::pair<std::string, std::int64_t>> rules(totals.rules.begin(), totals.rules.end());
  std::stable_sort(rules.begin(), rules.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  const double ms_per_decision = totals.searched ? 1000 * totals.search_seconds / static_cast<double>(totals.searched) : 0.0;
  const Interval ci = wilson_interval(successes, args.games);
  if (args.csv) return kExitOk;  // the rows are the report

  if (args.json) {
    nlohmann::json j;
    j["game"] = game.name();
    j["options"] = nlohmann::json::parse(game.options_json());
    j["games"] = args.games;
    j["seed"] = seed;
    j["bots"] = bots_text;
    j["threads"] = args.threads;
    j["successes"] = successes;
    j["success_rate"] = static_cast<double>(successes) / static_cast<double>(args.games);
    j["success_interval"] = {ci.lo, ci.hi};
    nlohmann::json wins = nlohmann::json::array(), rates = nlohmann::json::array(), intervals = nlohmann::json::array();
    for (std::size_t k = 0; k < players; ++k) {
      const Interval w = wilson_interval(seat_wins[k], args.games);
      wins.push_back(seat_wins[k]);
      rates.push_back(static_cast<double>(seat_wins[k]) / static_cast<double>(args.games));
      intervals.push_back({w.lo, w.hi});
    }
    j["wins_by_seat"] = wins;
    j["win_rate_by_seat"] = rates;
    j["win_interval_by_seat"] = intervals;
    nlohmann::json ends = nlohmann::json::object();
    for (const auto& [rule, n] : rules) ends[rule] = n;
    j[competitive ? "endings_by_rule" : "failures_by_rule"] = ends;
    nlohmann::json means = nlohmann::json::array();
    for (double r : totals.return_sums) means.push_back(r / static_cast<double>(args.games));
    j["mean_return_by_seat"] = means;
    j["won_by_some_seats_only"] = totals.mixed;
    j["mean_length"] = static_cast<double>(actions) / static_cast<double>(args.games);
    j["decisions"] = decisions;
    j["searched_decisions"] = totals.searched;
    j["ms_per_decision"] = ms_per_decision;
    j["seconds"] = secs;
    io.out << j.dump() << '\n';
    return kExitOk;
  }
  io.out << game.name() << ' ' << game.options_json() << ": " << args.games << " games, bots " << bots_text << ", seed "
         << seed << (args.threads > 1 ? ", " + std::to_string(args.threads) + " games at a time" : "") << '\n';
  if (!competitive)
    io.out << "successes: " << successes << " of " << args.games << " (" << percent(static_cast<double>(successes) / static_cast<double>(args.games))
           << ", 95% interval " << percent(ci.lo) << " to " << percent(ci.hi) << ")\n";
  if (competitive || totals.mixed > 0) {  // a co-operative game only when someone abandoned ship
    io.out << "wins by seat (a shared win counts for each):";
    for (std::size_t k = 0; k < players; ++k) {
      const Interval w = wilson_interval(seat_wins[k], args.games);
      io.out << (k ? ";" : "") << " seat " << k << ' ' << seat_wins[k] << " ("
             << percent(static_cast<double>(seat_wins[k]) / static_cast<double>(args.games)) << ", " << percent(w.lo) << " to "
             << percent(w.hi) << ")";
    }
    io.out << '\n';
  }
  if (!rules.empty()) {
    io.out << (competitive ? "endings by rule (share of all games):\n" : "failures by rule (share of all games):\n");
    std::size_t width = 0, digits = 1;
    for (const auto& [rule, n] : rules) {
      width = std::max(width, rule.size());
      digits = std::max(digits, std::to_string(n).size());
    }
    for (const auto& [rule, n] : rules)
      io.out << "  " << std::left << std::setw(static_cast<int>(width)) << rule << std::right << "  "
             << std::setw(static_cast<int>(digits)) << n << "  " << std::setw(7)
             << percent(static_cast<double>(n) / static_cast<double>(args.games)) << '\n';
  }
  for (const std::string& line : hooks::summary_legend(game.name())) io.out << line << '\n';
  io.out << "mean return per seat:";
  for (double r : totals.return_sums) io.out << ' ' << std::fixed << std::setprecision(4) << r / static_cast<double>(args.games);
  io.out << '\n'
         << std::fixed << std::setprecision(2) << "mean length: " << static_cast<double>(actions) / static_cast<double>(args.games)
         << " actions; " << decisions << " decisions, " << totals.searched << " with a choice: " << ms_per_decision
         << " ms each (each game on one thread" << (workers[0].bot_threads() > 1 ? ", each search on several" : "") << ")\n"
         << "time: " << secs << " s\n";
  return kExitOk;
}

}  // namespace bgb::cli
