/// \file
/// `bgb play`: a person at one seat against random bots, or bots at every seat with a transcript.
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "bots.hpp"
#include "commands.hpp"
#include "conform.hpp"
#include "transcript.hpp"

namespace bgb::cli {

namespace {

/// The line `viewer` sees for action `a` about to be applied to `before`: hidden parts read `?`
/// (a card dealt to another seat, another seat's distress card), as the game decides.
std::string seen_line(const AnyState& before, ActionId a, PlayerId viewer) {
  const PlayerId p = before.current_player();
  const std::string who = p == kChance ? "chance" : "seat " + std::to_string(p);
  return who + ": " + before.action_text_for(a, viewer);
}

void print_choices(const std::vector<ActionId>& legal, const AnyState& s, std::ostream& out) {
  for (std::size_t i = 0; i < legal.size(); ++i) out << "  " << i + 1 << ") " << s.action_text(legal[i]) << '\n';
}

void print_help(std::ostream& out) {
  out << "Type the number of an action or its text (e.g. `play g5`), `help` for this text, or\n"
         "`quit` to leave. You see only what your seat may know; the bots play at random.\n";
}

/// Asks the person for one legal action; nullopt when they quit or the input ends.
std::optional<ActionId> ask(const AnyState& s, PlayerId seat, Io io) {
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
      print_help(io.out);
      print_choices(legal, s, io.out);
      continue;
    }
    ActionId a = kInvalidAction;
    if (text.find_first_not_of("0123456789") == std::string::npos) {
      const auto k = parse_integer(text, 1, static_cast<std::int64_t>(legal.size()));
      if (!k) {
        io.out << "error: there is no action " << text << "; choose 1.." << legal.size() << '\n';
        continue;
      }
      a = legal[static_cast<std::size_t>(*k - 1)];
    } else {
      const Result<ActionId> parsed = s.parse_action(text);
      if (!parsed) {
        io.out << "error: " << parsed.error().message << '\n';
        continue;
      }
      a = parsed.value();
    }
    // apply() explains why an action is not legal; only a legal one leaves this loop.
    if (auto next = s.apply(a); !next) {
      io.out << "error: " << next.error().message << '\n';
      continue;
    }
    return a;
  }
}

int play_human(const AnyGame& game, std::uint64_t seed, PlayerId seat, Io io) {
  // Not the options: they may hold an explicit deal, which this seat must not see.
  io.out << game.name() << " seed " << seed << ": you are seat " << seat << ", random bots play the other seats\n";
  print_help(io.out);
  Rng rng(seed);
  std::unique_ptr<AnyState> s = game.initial_state();
  while (!s->is_terminal()) {
    const PlayerId p = s->current_player();
    ActionId a = kInvalidAction;
    if (p == seat) {
      const std::optional<ActionId> chosen = ask(*s, seat, io);
      if (!chosen) return kExitOk;
      a = *chosen;
      io.out << "you: " << s->action_text(a) << '\n';
    } else {
      a = bots::random_action(*s, rng);
      if (a == kInvalidAction) {
        io.err << "bgb: player " << p << " is to act but nothing is legal\n";
        return kExitFailure;
      }
      io.out << seen_line(*s, a, seat) << '\n';
    }
    auto next = s->apply(a);
    if (!next) {
      io.err << "bgb: " << next.error().message << '\n';
      return kExitFailure;
    }
    s = std::move(next).value();
  }
  io.out << "\n--- game over ---\n" << s->render(kViewAll) << '\n' << "result: " << result_text(*s) << '\n';
  return kExitOk;
}

}  // namespace

int cmd_play(const Args& args, Io io) {
  const auto game = make_game_or_report(args.game, args.options, io);
  if (!game) return kExitUsage;
  if (args.seat && *args.seat >= game->num_players())
    return usage_error("--seat " + std::to_string(*args.seat) + ": " + std::string(game->name()) + " with these options has seats 0.." +
                           std::to_string(game->num_players() - 1),
                       io);
  const std::uint64_t seed = args.seed ? *args.seed : fresh_seed();
  if (!args.seat) return print_bot_game(*game, seed, io.out, io.err);
  return play_human(*game, seed, *args.seat, io);
}

}  // namespace bgb::cli
