// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Which moves the Crew solver (solver.hpp) tries at a node, and in what order: the moves full
/// knowledge makes moot are played at once, equivalent cards are one move, and the rest are
/// ordered by how their trick bodes for the task cards. Internal to the solver.
#include <array>
#include <utility>

#include "bgb/crew/heuristics.hpp"
#include "bgb/crew/rules.hpp"
#include "bgb/crew/solver_cuts.hpp"
#include "bgb/crew/solver_key.hpp"

namespace bgb::crew::detail::solver {

/// The cards a mission's rules tell apart beyond their suit and their rank among the live
/// cards: swapping two such cards could change the outcome, so they are never merged.
constexpr CardSet distinct_cards(const State& s) noexcept {
  CardSet m = 0;
  for (int i = 0; i < s.num_tasks; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].card < kNumCards) m |= bit(s.tasks[static_cast<std::size_t>(i)].card);
  switch (special_of(s)) {
    case Special::colour_one_wins:
    case Special::two_colour_ones: m |= kColourOnes; break;
    case Special::no_nine_wins:
    case Special::no_nine_wins_tasks: m |= kNines; break;
    case Special::each_rocket_wins:
    case Special::rockets_in_order: m |= kRockets; break;
    case Special::draw_after_first:  // a communicated card cannot be drawn
      for (Card c : s.comm_card)
        if (c < kNumCards) m |= bit(c);
      break;
    default: break;
  }
  // Playing a JARVIS card turns up the card beneath it: which one depends on the pile.
  if (has_jarvis(s))
    for (int p = 0; p < kJarvisPiles; ++p)
      if (s.pile_up[static_cast<std::size_t>(p)] < kNumCards && s.pile_down[static_cast<std::size_t>(p)] != kNoCard)
        m |= bit(s.pile_up[static_cast<std::size_t>(p)]);
  return m;
}

/// The playable cards with equivalent ones removed: of a run of cards of one suit in the
/// actor's hand with no live card between neighbours, only the lowest stays (unless the
/// mission tells a card of the run apart, which then stands alone). Inside a trick, the cards
/// already in it but its best one do not separate two cards: the cards still to come are not
/// between them either, so both compare alike with every card of the trick (only the best one
/// matters for who wins it), and once the trick is over the two have the same rank among the
/// live cards, so the renamed positions after it are the same.
constexpr CardSet representative_plays(const State& s, CardSet distinct) noexcept {
  const CardSet playable = playable_cards(s);
  CardSet live = live_cards(s);
  if (s.phase == Phase::play && s.in_trick > 0) {
    for (int i = 0; i < s.in_trick; ++i) live &= ~bit(s.trick_cards[static_cast<std::size_t>(i)]);
    live |= bit(s.trick_cards[static_cast<std::size_t>(leading_index(s, s.in_trick))]);
  }
  CardSet keep = 0;
  for (int suit = 0; suit < kNumSuits; ++suit) {
    Card prev = kNoCard;
    for (CardSet m = playable & suit_mask(suit); m; m &= m - 1) {
      const Card c = lowest(m);
      bool same = prev != kNoCard && !has(distinct, prev) && !has(distinct, c);
      if (same) {
        const CardSet between = (bit(c) - 1) & ~((bit(prev) << 1) - 1);
        same = (between & live) == 0;
      }
      if (!same) keep |= bit(c);
      prev = c;
    }
  }
  return keep;
}

constexpr CardSet representative_plays(const State& s) noexcept { return representative_plays(s, distinct_cards(s)); }

/// What the search reads at every node of a trick and what stays the same through it,
/// gathered once at the trick's start and handed down to the nodes inside it.
struct Facts {
  TrickFacts tasks;
  CardSet distinct = 0;  ///< distinct_cards()
};

constexpr Facts facts_of(const State& s) noexcept { return {trick_facts(s), distinct_cards(s)}; }

/// heuristic::lead_outlook and heuristic::trick_outlook for every card the actor may play,
/// with what they read of the position gathered once per node rather than once per card
/// (the scores are the same; tests/solver/ compares them).
class Outlook {
 public:
  constexpr explicit Outlook(const State& s) noexcept : Outlook(s, trick_facts(s)) {}
  constexpr Outlook(const State& s, const TrickFacts& f) noexcept
      : open_(f.open), owned_(f.owned), leader_(s.leader), seats_(s.seats), in_trick_(s.in_trick) {
    if (in_trick_ > 0) {
      best_index_ = leading_index(s, in_trick_);
      top_ = s.trick_cards[static_cast<std::size_t>(best_index_)];
      for (int i = 0; i < in_trick_; ++i) trick_ |= bit(s.trick_cards[static_cast<std::size_t>(i)]);
      return;
    }
    CardSet others = 0;
    for (int i = 0; i < s.seats; ++i)
      if (i != s.actor) others |= s.hand[static_cast<std::size_t>(i)];
    // A lead of suit m is sure when it beats every other card of m in the others' hands, and
    // counts when m holds an open colour task card of the leader's in another hand.
    const CardSet mine_elsewhere = others & owned_[s.actor] & kColourCards;
    for (int m = 0; m < kRocketSuit; ++m) {
      const CardSet theirs = others & suit_mask(m);
      lead_above_[static_cast<std::size_t>(m)] = (mine_elsewhere & suit_mask(m)) == 0 ? kNoCard
                                                 : theirs                              ? highest(theirs)
                                                                                       : Card{0};
    }
  }

  /// heuristic::lead_outlook(s, c).
  constexpr int lead(Card c) const noexcept {
    if (in_trick_ != 0 || c >= kNumColourCards) return 0;
    const Card above = lead_above_[static_cast<std::size_t>(suit_of(c))];
    return above != kNoCard && c >= above ? 1 : 0;
  }

  /// heuristic::trick_outlook(s, c).
  constexpr int trick(Card c) const noexcept {
    const int best = in_trick_ > 0 && !beats(c, top_) ? best_index_ : in_trick_;
    const CardSet winners = owned_[static_cast<std::size_t>((leader_ + best) % seats_)];
    int score = 0;
    for (CardSet m = (trick_ | bit(c)) & open_; m; m &= m - 1) score += has(winners, lowest(m)) ? 1 : -1;
    return score;
  }

 private:
  CardSet open_ = 0, trick_ = 0;
  std::array<CardSet, kMaxSeats + 1> owned_{};  // by owner; the last for an owner not yet known
  std::array<Card, kRocketSuit> lead_above_{};   // a sure lead of the suit is at or above it; kNoCard: none counts
  int leader_, seats_, in_trick_, best_index_ = 0;
  Card top_ = kNoCard;
};

/// The card that stands for c among the actor's plays `keep` (representative_plays(s)): c
/// itself or the lowest of its run.
constexpr Card representative_of(CardSet keep, Card c) noexcept {
  Card r = c;
  while (!has(keep, r)) --r;  // the run's cards are below c in the same suit
  return r;
}

/// The decision that full knowledge makes moot at s — `pass` in a communication window,
/// `no-distress`, the first answer to a question — or kInvalidAction when s is a real decision.
constexpr ActionId moot_action(const State& s) noexcept {
  if (s.phase == Phase::comm) return act::kPass;
  if (s.phase == Phase::distress) return act::kNoDistress;
  if (s.phase == Phase::question) {
    ActionList legal;
    legal_actions(s, legal);
    return legal[0];
  }
  return kInvalidAction;
}

/// Plays the moot decisions until a real one, chance or the end. A communication window
/// where every seat passes ends as the rules' close_window() ends it, so it is closed at once:
/// a pass at a time asked every seat after it again who may speak (a tenth of a solve).
constexpr void settle(State& s) noexcept {
  for (ActionId a = moot_action(s); a != kInvalidAction; a = moot_action(s)) {
    if (s.phase == Phase::comm) close_window(s);
    else apply_in_place(s, a);
  }
}

/// Sorts moves by descending score, stably (insertion sort: at most 41 moves).
inline void sort_by(ActionList& moves, std::array<int, kMaxLegalActions>& score) noexcept {
  for (int i = 1; i < moves.size(); ++i)
    for (int j = i; j > 0 && score[static_cast<std::size_t>(j)] > score[static_cast<std::size_t>(j - 1)]; --j) {
      std::swap(score[static_cast<std::size_t>(j)], score[static_cast<std::size_t>(j - 1)]);
      std::swap(moves[j], moves[j - 1]);
    }
}

/// Picks: a task its picker holds, or one it holds high cards of the suit for, first.
inline void order_picks(const State& s, ActionList& moves) noexcept {
  std::array<int, kMaxLegalActions> score{};
  CardSet own = s.hand[s.actor];
  if (is_jarvis(s, s.actor)) own |= s.jarvis_hidden;
  for (int i = 0; i < moves.size(); ++i) {
    const Card c = act::card_of(moves[i]);
    const CardSet above = suit_mask(suit_of(c)) & ~((bit(c) << 1) - 1);
    score[static_cast<std::size_t>(i)] = (has(own, c) ? 8 : 0) + 2 * count(own & above) + count(own & kRockets);
  }
  sort_by(moves, score);
}

/// The decisions worth trying at a real decision s, most promising first; `facts` are s's
/// trick's (facts_of()).
inline void ordered_moves(const State& s, const Facts& facts, ActionList& out) noexcept {
  out.clear();
  if (s.phase != Phase::play) {
    legal_actions(s, out);
    if (s.phase == Phase::pick) order_picks(s, out);
    return;
  }
  // A lead that surely wins a suit in which another seat holds the leader's task card
  // first; then cards whose trick looks best for its task cards; among equals, a card that
  // can still take the trick (a high one) before a low one.
  const Outlook outlook(s, facts.tasks);
  std::array<int, kMaxLegalActions> score;
  for (CardSet m = representative_plays(s, facts.distinct); m; m &= m - 1) {
    const Card c = lowest(m);
    score[static_cast<std::size_t>(out.size())] = 32 * outlook.lead(c) + 16 * outlook.trick(c) + value_of(c);
    out.push_back(act::play(c));
  }
  sort_by(out, score);
}

/// The same, gathering the facts itself.
inline void ordered_moves(const State& s, ActionList& out) noexcept { ordered_moves(s, facts_of(s), out); }

}  // namespace bgb::crew::detail::solver
