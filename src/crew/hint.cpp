/// \file
/// The Crew's part of `hint` in `bgb play`: the solver's seat-view hint (bgb/crew/hint.hpp).
/// The hidden hands are redrawn as the person's seat may see them, each redrawn deal is solved
/// after each legal action, and the moves are listed by the share of deals still winnable.
#include <algorithm>
#include <cstdio>
#include <string>

#include "bgb/crew/hint.hpp"
#include "crew/codec.hpp"
#include "hooks.hpp"

namespace bgb::cli::hooks {

namespace {
constexpr int kHintSamples = 12;
constexpr std::uint64_t kHintNodes = 100'000;  // per solve: a hint answers in about a second
}  // namespace

std::string solver_hint(const AnyState& s, PlayerId seat, Rng& rng) {
  const auto* typed = dynamic_cast<const ErasedState<crew::Game>*>(&s);
  if (typed == nullptr) return "";
  const crew::State& state = typed->state();
  if (crew::current_player(state) != seat) return "";
  if (state.phase == crew::Phase::comm)
    return "solver: with every hand known a communication changes nothing; ask again for your card\n";
  auto solver = crew::Solver::make({.max_nodes = kHintNodes, .table_bits = 18, .classify_moves = false});
  if (!solver) return "no solver hint: " + solver.error().message + '\n';
  auto hint = crew::solve_for(solver.value(), state, seat, kHintSamples, rng);
  if (!hint) return "no solver hint: " + hint.error().message + '\n';
  auto moves = hint.value().moves;
  std::stable_sort(moves.begin(), moves.end(),
                   [](const crew::HintMove& a, const crew::HintMove& b) { return a.share > b.share; });
  std::string out = "solver (" + std::to_string(kHintSamples) +
                    " deals your seat cannot tell apart, every hand then known; share of them still winnable "
                    "after the move):\n";
  for (int i = 0; i < moves.size() && i < 5; ++i) {
    char share[16];
    std::snprintf(share, sizeof share, "%3.0f%%", 100 * moves[i].share);
    out += "  " + s.action_text(moves[i].action) + "  " + share;
    if (moves[i].solved < hint.value().samples)
      out += "  (" + std::to_string(hint.value().samples - moves[i].solved) + " deals too long to solve)";
    out += '\n';
  }
  return out;
}

}  // namespace bgb::cli::hooks
