#pragma once
/// \file
/// End positions built by hand for the solver's tests: the hands and tasks given, every other
/// card played.
#include <string_view>
#include <vector>

#include "bgb/crew.hpp"

namespace solvertest {

using namespace bgb;
using namespace bgb::crew;

struct TaskSpec {
  std::string_view card;
  int owner;
  int done_trick = 0;
};

inline Card C(std::string_view t) { return *parse_card(t); }

inline CardSet set_of(std::string_view text) {
  CardSet m = 0;
  for (std::size_t i = 0; i + 1 < text.size() + 1; i += 3) m |= bit(C(text.substr(i, 2)));
  return m;
}

/// An end position built by hand: the hands given, every other card played, seat 0 commands,
/// `leader` leads the next trick, the tasks as given (tokens from the logbook).
inline State end_position(int players, int mission_number, std::vector<std::string_view> hands, int leader,
                   std::vector<TaskSpec> tasks) {
  State s = new_state(players, mission_number);
  s.dealt = kNumCards;
  s.commander = 0;
  s.distress = 3;
  CardSet held = 0;
  for (std::size_t i = 0; i < hands.size(); ++i) {
    s.hand[i] = hands[i].empty() ? 0 : set_of(hands[i]);
    held |= s.hand[i];
  }
  s.played = kAllCards & ~held;
  const int per_hand = count(s.hand[0]);
  s.trick = static_cast<std::uint8_t>(kNumCards / s.seats - per_hand);
  s.revealed = s.num_tasks;
  const Mission& m = mission(mission_number);
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    s.tasks[i].card = C(tasks[i].card);
    s.tasks[i].owner = static_cast<std::uint8_t>(tasks[i].owner);
    s.tasks[i].token = i < m.num_tokens ? m.tokens[i] : Token::none;
    s.tasks[i].done_trick = static_cast<std::uint8_t>(tasks[i].done_trick);
  }
  s.phase = Phase::play;
  s.leader = s.actor = static_cast<std::uint8_t>(leader);
  return s;
}

}  // namespace solvertest
