/// \file
/// Random bots over AnyState.
#include "bots.hpp"

#include <string>
#include <utility>

namespace bgb::bots {

ActionId sample_chance(const AnyState& s, Rng& rng) { return s.sample_chance(rng); }

ActionId random_decision(const AnyState& s, Rng& rng) {
  const PlayerId p = s.current_player();
  if (p == kChance || p == kTerminal) return kInvalidAction;
  return s.random_action(rng);  // legal_actions()[rng.below(n)], drawn without the list
}

ActionId random_action(const AnyState& s, Rng& rng) { return s.random_action(rng); }

Result<Playout> random_playout(const AnyState& start, Rng& rng, const ActionObserver& observer,
                               std::int64_t max_actions) {
  Playout out;
  std::unique_ptr<AnyState> s = start.clone();
  while (!s->is_terminal()) {
    if (static_cast<std::int64_t>(out.actions.size()) >= max_actions)
      return make_error(Errc::internal, "random_playout: no end after " + std::to_string(max_actions) + " actions");
    const ActionId a = random_action(*s, rng);
    if (a == kInvalidAction)
      return make_error(Errc::internal, "random_playout: player " + std::to_string(s->current_player()) +
                                            " is to act but nothing is legal");
    if (observer) observer(*s, a);
    Result<std::unique_ptr<AnyState>> next = s->apply(a);
    if (!next) return make_error(next.error().code, "random_playout: " + next.error().message);
    s = std::move(next).value();
    out.actions.push_back(a);
  }
  out.final_state = std::move(s);
  return out;
}

}  // namespace bgb::bots
