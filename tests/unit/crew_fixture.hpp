#pragma once
/// \file
/// Helpers for The Crew's rule tests: explicit deals written as card texts, and drivers that
/// apply action texts through the checked API so a wrong step fails the test with its reason.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/crew.hpp"
#include "script_fixture.hpp"

namespace crewtest {

using bgb::ActionId;
using bgb::crew::Card;
using bgb::crew::CardSet;
using bgb::crew::Game;
using bgb::crew::Options;
using bgb::crew::State;

/// A round-robin deal (card id i to seat i % 4): every seat holds every colour; seat 3 commands.
inline const std::vector<std::string_view> kRoundRobin = {
    "p1 p5 p9 b4 b8 g3 g7 y2 y6 r1", "p2 p6 b1 b5 b9 g4 g8 y3 y7 r2",
    "p3 p7 b2 b6 g1 g5 g9 y4 y8 r3", "p4 p8 b3 b7 g2 g6 y1 y5 y9 r4"};

/// The card named by "p7" (which must be a card).
inline Card C(std::string_view text) { return *bgb::crew::parse_card(text); }

/// Splits "p1 b7 r4" into cards; an unknown card fails the test. A ';' separates like a space,
/// so a card list may be written trick by trick ("p4 p1 p2 p3; p8 p5 p6 p7").
inline std::vector<Card> cards(std::string_view text) {
  std::vector<Card> out;
  std::string spaced(text);
  std::replace(spaced.begin(), spaced.end(), ';', ' ');
  std::istringstream in{spaced};
  std::string word;
  while (in >> word) {
    const auto c = bgb::crew::parse_card(word);
    if (!c) {
      ADD_FAILURE() << "not a card: " << word;
      continue;
    }
    out.push_back(*c);
  }
  return out;
}

/// The set of the cards in "p1 b7 r4".
inline CardSet set_of(std::string_view text) {
  CardSet s = 0;
  for (Card c : cards(text)) s |= bgb::crew::bit(c);
  return s;
}

/// "p1 b7" for a set, in card-id order (for readable failure messages).
inline std::string text_of(CardSet s) {
  std::string out;
  for (; s; s &= s - 1) {
    if (!out.empty()) out += ' ';
    out += bgb::crew::card_text(bgb::crew::lowest(s));
  }
  return out;
}

/// Options with a chance deal; `tasks` ("b7 g1") replaces the task reveal when given.
inline Options opts(int players, int mission = 1, std::string_view tasks = "") {
  Options o;
  o.players = players;
  o.mission = mission;
  o.tasks = cards(tasks);
  return o;
}

/// A full explicit deal from partial hands: every card not named goes, in id order, to the
/// first seat (then JARVIS's face-up row, then its face-down row) that still lacks cards.
/// r4, when not named, goes to the first crew seat with room (seat 0 commands by default).
inline Options deal(int players, int mission, std::vector<std::string_view> hands,
                    std::string_view tasks = "", std::string_view jarvis_up = "",
                    std::string_view jarvis_down = "") {
  using namespace bgb::crew;
  Options o;
  o.players = players;
  o.mission = mission;
  CardSet used = 0;
  hands.resize(static_cast<std::size_t>(players));
  for (std::string_view h : hands) {
    o.hands.push_back(cards(h));
    used |= set_of(h);
  }
  if (players == 2) {
    o.jarvis_up = cards(jarvis_up);
    o.jarvis_down = cards(jarvis_down);
    used |= set_of(jarvis_up) | set_of(jarvis_down);
  }
  std::vector<std::vector<Card>*> piles;
  std::vector<int> want;
  for (int i = 0; i < players; ++i) {
    piles.push_back(&o.hands[static_cast<std::size_t>(i)]);
    want.push_back(hand_size_after_deal(players, i));
  }
  if (players == 2) {
    piles.push_back(&o.jarvis_up);
    piles.push_back(&o.jarvis_down);
    want.push_back(kJarvisPiles);
    want.push_back(kJarvisPiles);
  }
  for (int i = 0; i < players && !has(used, kRocket4); ++i) {
    if (static_cast<int>(o.hands[static_cast<std::size_t>(i)].size()) < want[static_cast<std::size_t>(i)]) {
      o.hands[static_cast<std::size_t>(i)].push_back(kRocket4);
      used |= bit(kRocket4);
    }
  }
  for (int c = 0; c < kNumCards; ++c) {
    if (has(used, static_cast<Card>(c))) continue;
    for (std::size_t p = 0; p < piles.size(); ++p) {
      if (static_cast<int>(piles[p]->size()) < want[p]) {
        piles[p]->push_back(static_cast<Card>(c));
        break;
      }
    }
  }
  o.tasks = cards(tasks);
  return o;
}

/// Game::make that must succeed.
inline Game make(const Options& o) {
  auto g = Game::make(o);
  EXPECT_TRUE(g.ok()) << g.error().message;
  return g.ok() ? g.value() : Game{};
}

using bgbtest::legal_texts;
using bgbtest::run;
using bgbtest::step;

/// Answers every pending communication prompt with `pass`.
inline State skip_comm(const Game& g, State s) {
  while (s.phase == bgb::crew::Phase::comm) s = step(g, s, "pass");
  return s;
}

/// Plays the given cards in order ("p1 p4 p6 p8"), passing communication windows before each.
inline State play(const Game& g, State s, std::string_view card_list) {
  for (Card c : cards(card_list)) {
    s = skip_comm(g, s);
    s = step(g, s, "play " + bgb::crew::card_text(c));
  }
  return s;
}

/// Plays the ';'-separated tricks as play() does; the mission must still be running when the last
/// of them starts, so that the last trick is the one that decides it. Returns the state after it.
inline State play_deciding(const Game& g, State s, std::string_view tricks) {
  const std::size_t cut = tricks.rfind(';');
  if (cut != std::string_view::npos) {
    s = play(g, s, tricks.substr(0, cut));
    EXPECT_FALSE(g.is_terminal(s)) << "over before the last trick: " << bgb::crew::failure_text(s);
    if (g.is_terminal(s)) return s;
    tricks.remove_prefix(cut + 1);
  }
  return play(g, s, tricks);
}

/// The mission is over and failed by `want` (rule, trick, card, seat), told as `text`; every
/// seat gets 0.
inline void expect_failure(const Game& g, const State& s, const bgb::crew::Failure& want, std::string_view text) {
  ASSERT_TRUE(g.is_terminal(s)) << "phase " << static_cast<int>(s.phase);
  EXPECT_FALSE(s.success);
  EXPECT_EQ(s.failure, want) << bgb::crew::failure_text(s);
  EXPECT_EQ(bgb::crew::failure_text(s), text);
  for (double v : g.returns(s)) EXPECT_EQ(v, 0.0);
}

/// The mission is over and succeeded (in trick `trick`, when given); every seat gets 1.
inline void expect_success(const Game& g, const State& s, std::optional<int> trick = std::nullopt) {
  ASSERT_TRUE(g.is_terminal(s)) << "phase " << static_cast<int>(s.phase) << " after trick " << int{s.trick};
  EXPECT_TRUE(s.success) << bgb::crew::failure_text(s);
  EXPECT_EQ(s.failure, bgb::crew::Failure{});
  EXPECT_EQ(bgb::crew::failure_text(s), "");
  if (trick) {
    EXPECT_EQ(s.trick, *trick) << "success the moment the condition is met";
  }
  for (double v : g.returns(s)) EXPECT_EQ(v, 1.0);
}

/// The game of `o`, set up by the `setup` script, then `tricks` played (see play_deciding()):
/// the last trick fails the mission by `want`, told as `text`.
inline void expect_failure_after(const Options& o, std::string_view setup, std::string_view tricks,
                                 const bgb::crew::Failure& want, std::string_view text) {
  const Game g = make(o);
  expect_failure(g, play_deciding(g, run(g, g.initial_state(), setup), tricks), want, text);
}

/// The game of `o`, set up by the `setup` script, then `tricks` played (see play_deciding()):
/// the last trick wins the mission (as trick `trick`, when given).
inline void expect_success_after(const Options& o, std::string_view setup, std::string_view tricks,
                                 std::optional<int> trick = std::nullopt) {
  const Game g = make(o);
  expect_success(g, play_deciding(g, run(g, g.initial_state(), setup), tricks), trick);
}

/// Plays to the end: communication is passed, and each seat plays its lowest legal card that
/// is not in `keep` (if it must, a kept card). Returns the terminal state.
inline State play_out(const Game& g, State s, CardSet keep = 0) {
  using namespace bgb::crew;
  for (int guard = 0; guard < 200 && !g.is_terminal(s); ++guard) {
    s = skip_comm(g, s);
    if (g.is_terminal(s)) break;
    EXPECT_EQ(s.phase, Phase::play);
    if (s.phase != Phase::play) break;
    const CardSet legal = playable_cards(s);
    const CardSet pick_from = (legal & ~keep) ? (legal & ~keep) : legal;
    s = g.apply_unchecked(s, act::play(lowest(pick_from)));
  }
  return s;
}

/// The index of the task with this card, or -1.
inline int task_index(const State& s, std::string_view card) {
  const auto c = bgb::crew::parse_card(card);
  for (int i = 0; i < s.num_tasks; ++i)
    if (c && s.tasks[static_cast<std::size_t>(i)].card == *c) return i;
  return -1;
}

/// The owner of the task with this card (kNoSeat if none).
inline int owner_of(const State& s, std::string_view card) {
  const int i = task_index(s, card);
  return i < 0 ? bgb::crew::kNoSeat : s.tasks[static_cast<std::size_t>(i)].owner;
}

}  // namespace crewtest
