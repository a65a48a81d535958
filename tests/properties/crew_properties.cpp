// The generic properties instantiated for The Crew (2..5 players, every supported mission,
// chance or explicit deals), plus The Crew's own: the 40 cards are conserved, observations
// and action texts never reveal what a seat may not know, and returns are shared and binary.
#include <ostream>
#include <sstream>
#include <vector>

#include "bgb/crew.hpp"
#include "game_properties.hpp"

namespace {

using namespace bgb::crew;

/// The missions this version plays (the others are refused as unsupported).
std::vector<int> supported_missions() {
  std::vector<int> out;
  for (int m = 1; m <= kNumMissions; ++m)
    if (mission_supported(m)) out.push_back(m);
  return out;
}

/// One generated game: options and the seed of its random course.
struct CrewCase {
  int players = 4;
  int mission = 1;
  std::uint64_t seed = 0;
  bool explicit_deal = false;  ///< hands (and JARVIS rows) and tasks given as options
  bool careful = false;        ///< decisions avoid immediate failure, so games run longer

  Options options() const {
    Options o;
    o.players = players;
    o.mission = mission;
    if (!explicit_deal) return o;
    bgb::Rng rng(seed ^ 0x5EEDC0DEULL);
    std::vector<Card> deck;
    for (int c = 0; c < kNumCards; ++c)
      if (players != 2 || c != kRocket4) deck.push_back(static_cast<Card>(c));
    bgb::props::shuffle(deck, rng);
    o.hands.resize(static_cast<std::size_t>(players));
    std::size_t next = 0;
    if (players == 2) {
      o.jarvis_down.assign(deck.begin(), deck.begin() + kJarvisPiles);
      o.jarvis_up.assign(deck.begin() + kJarvisPiles, deck.begin() + 2 * kJarvisPiles);
      deck.erase(deck.begin(), deck.begin() + 2 * kJarvisPiles);
      deck.push_back(kRocket4);
      bgb::props::shuffle(deck, rng);
    }
    for (; next < deck.size(); ++next) o.hands[next % static_cast<std::size_t>(players)].push_back(deck[next]);
    std::vector<Card> tasks;
    for (int c = 0; c < kNumColourCards; ++c) tasks.push_back(static_cast<Card>(c));
    bgb::props::shuffle(tasks, rng);
    o.tasks.assign(tasks.begin(), tasks.begin() + bgb::crew::mission(mission).tasks);
    return o;
  }

  Game game() const {
    const bgb::Result<Game> g = Game::make(options());
    if (!g) RC_FAIL("Game::make: " + g.error().message);
    return g.value();
  }

  bgb::props::Walk walk() const { return {seed, 400, careful}; }
};

std::ostream& operator<<(std::ostream& os, const CrewCase& c) {
  return os << "{players " << c.players << ", mission " << c.mission << ", seed " << c.seed
            << (c.explicit_deal ? ", explicit deal" : ", chance deal") << (c.careful ? ", careful" : ", random")
            << "}";
}

rc::Gen<CrewCase> crew_case() {
  return rc::gen::apply(
      [](int players, int mission, std::uint64_t seed, bool explicit_deal, bool careful) {
        return CrewCase{players, mission, seed, explicit_deal, careful};
      },
      rc::gen::inRange(2, 6), rc::gen::elementOf(supported_missions()), rc::gen::arbitrary<std::uint64_t>(),
      rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>());
}

}  // namespace

BGB_GAME_PROPERTIES(CrewProperties, crew_case());

namespace {

// Every card is in exactly one place: a hand, JARVIS's face-down row, or played (the cards not
// yet dealt are the rest); after the deal all 40 are accounted for.
RC_GTEST_PROP(CrewProperties, FortyCardsAreConservedAtEveryStep, ()) {
  const CrewCase c = *crew_case();
  const Game g = c.game();
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    CardSet seen = 0;
    int total = 0;
    auto place = [&](CardSet cards) {
      RC_ASSERT((seen & cards) == 0U);
      seen |= cards;
      total += count(cards);
    };
    for (int i = 0; i < s.seats; ++i) place(s.hand[static_cast<std::size_t>(i)]);
    place(s.jarvis_hidden);
    place(s.played);
    RC_ASSERT(total == s.dealt);
    if (s.dealt == kNumCards) RC_ASSERT(seen == kAllCards);
    for (int i = 0; i < s.in_trick; ++i) RC_ASSERT(has(s.played, s.trick_cards[static_cast<std::size_t>(i)]));
    RC_ASSERT(count(s.played) == s.trick * s.seats + s.in_trick);
    if (s.players == 2 && s.dealt == kNumCards) {
      CardSet piles = 0;
      for (std::size_t p = 0; p < kJarvisPiles; ++p) {
        if (s.pile_up[p] != kNoCard) piles |= bit(s.pile_up[p]);
        if (s.pile_down[p] != kNoCard) RC_ASSERT(has(s.jarvis_hidden, s.pile_down[p]));
        if (s.pile_down[p] != kNoCard) RC_ASSERT(s.pile_up[p] != kNoCard);
      }
      RC_ASSERT((s.hand[kJarvis] & ~piles) == 0U);
    }
  });
}

/// The viewers of a game: the public, then every crew member.
std::vector<bgb::Viewer> viewers(int players) {
  std::vector<bgb::Viewer> out = {bgb::kViewPublic};
  for (int k = 0; k < players; ++k) out.push_back(k);
  return out;
}

// A seat's (or the public) observation holds no other crew member's hand, none of JARVIS's
// face-down cards and no unrevealed task; and what it does show is the truth.
RC_GTEST_PROP(CrewProperties, ObservationsHideOtherHandsAndHiddenCards, ()) {
  const CrewCase c = *crew_case();
  const Game g = c.game();
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    RC_ASSERT(g.observation(s, bgb::kViewAll).view == s);
    for (bgb::Viewer k : viewers(c.players)) {
      const Observation o = g.observation(s, k);
      const State& v = o.view;
      RC_ASSERT(o.viewer == k);
      for (int j = 0; j < s.seats; ++j) {
        const std::size_t i = static_cast<std::size_t>(j);
        const bool jarvis = s.players == 2 && j == kJarvis;
        RC_ASSERT(v.hand[i] == (j == k || jarvis ? s.hand[i] : 0U));
        RC_ASSERT(o.hand_size[i] == count(s.hand[i]));
      }
      RC_ASSERT(v.jarvis_hidden == 0U);
      RC_ASSERT(o.jarvis_hidden_count == count(s.jarvis_hidden));
      for (std::size_t p = 0; p < kJarvisPiles; ++p) {
        RC_ASSERT(v.pile_up[p] == s.pile_up[p]);
        RC_ASSERT(v.pile_down[p] == (s.pile_down[p] == kNoCard ? kNoCard : kHiddenCard));
      }
      for (int t = 0; t < kMaxTasks; ++t) {
        const std::size_t i = static_cast<std::size_t>(t);
        if (t < s.revealed) {
          RC_ASSERT(v.tasks[i] == s.tasks[i]);
        } else {
          RC_ASSERT(v.tasks[i].card == (s.tasks[i].card == kNoCard ? kNoCard : kHiddenCard));
        }
      }
      RC_ASSERT(v.played == s.played);
      RC_ASSERT(v.trick_cards == s.trick_cards);
      RC_ASSERT(v.comm_card == s.comm_card);
      RC_ASSERT(v.comm_pos == s.comm_pos);
      RC_ASSERT(v.phase == s.phase);
      RC_ASSERT(v.actor == s.actor);
    }
  });
}

/// Whether `viewer` may see the distress card of `giver`. While the seats choose: its own, and
/// (2 players) JARVIS's for the commander, who chose it. After the exchange the card stays as a
/// record: also its receiver knows it, and everyone when it left or reached JARVIS's open row.
bool sees_give(const State& s, bgb::Viewer viewer, int giver) {
  const bool jarvis = s.players == 2 && giver == kJarvis;
  if (viewer == giver || (jarvis && viewer == s.commander)) return true;
  const bool exchanged = (s.distress == 1 || s.distress == 2) && s.phase != Phase::distress_give;
  if (!exchanged) return false;
  const int to = s.distress == 1 ? (giver + 1) % s.seats : (giver + s.seats - 1) % s.seats;
  return to == viewer || jarvis || (s.players == 2 && to == kJarvis);
}

// Distress choices stay hidden until all have chosen: nobody sees another's pending card. After
// the exchange each card is known to its giver and its receiver only (to all if JARVIS's open
// row gave or took it).
RC_GTEST_PROP(CrewProperties, ObservationsHidePendingDistressCards, ()) {
  const CrewCase c = *crew_case();
  const Game g = c.game();
  int pending = 0, exchanged = 0;
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    for (bgb::Viewer k : viewers(c.players)) {
      const State v = g.observation(s, k).view;
      for (int j = 0; j < s.seats; ++j) {
        const std::size_t i = static_cast<std::size_t>(j);
        if (s.give[i] == kNoCard) {
          RC_ASSERT(v.give[i] == kNoCard);
          continue;
        }
        ++(s.phase == Phase::distress_give ? pending : exchanged);
        if (v.give[i] != (sees_give(s, k, j) ? s.give[i] : kHiddenCard))
          RC_FAIL(seat_name(s, j) + "'s " + (s.phase == Phase::distress_give ? "pending " : "given ") + card_text(s.give[i]) +
                  " is " + (v.give[i] == kHiddenCard ? "hidden from" : "shown to") + " viewer " + std::to_string(k));
      }
    }
  });
  RC_TAG(pending > 0 ? "distress cards pending" : exchanged > 0 ? "distress exchanged" : "no distress");
}

/// The cards seat k may know: its hand, JARVIS's face-up cards, played cards, revealed tasks,
/// communicated cards — all read from its own observation.
CardSet known_cards(const Observation& o) {
  const State& v = o.view;
  CardSet known = v.played;
  for (CardSet h : v.hand) known |= h;
  for (int t = 0; t < v.revealed; ++t) known |= bit(v.tasks[static_cast<std::size_t>(t)].card);
  for (Card c : v.comm_card)
    if (c < kNumCards) known |= bit(c);
  return known;
}

// The texts of the acting seat's legal actions name only cards that seat may know.
RC_GTEST_PROP(CrewProperties, LegalActionTextsNameOnlyCardsTheSeatKnows, ()) {
  const CrewCase c = *crew_case();
  const Game g = c.game();
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    const bgb::PlayerId p = g.current_player(s);
    if (p < 0) return;
    const CardSet known = known_cards(g.observation(s, p));
    Game::ActionList actions;
    g.legal_actions(s, actions);
    for (bgb::ActionId a : actions) {
      std::istringstream words(g.action_text(s, a));
      std::string w;
      while (words >> w) {
        const auto card = parse_card(w);
        if (card && !has(known, *card)) RC_FAIL("seat " + std::to_string(p) + " is offered '" + g.action_text(s, a) +
                                                "' but may not know " + w);
      }
    }
  });
}

// Co-operative: every seat gets the same return, 1 on success and 0 otherwise; the outcome
// agrees with the tasks and the structured failure reason.
RC_GTEST_PROP(CrewProperties, ReturnsAreSharedAndBinary, ()) {
  const CrewCase c = *crew_case();
  const Game g = c.game();
  State end{};
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    const bgb::Returns r = g.returns(s);
    RC_ASSERT(r.size() == c.players);
    for (double x : r) RC_ASSERT(x == r[0]);
    RC_ASSERT(r[0] == 0.0 || r[0] == 1.0);
    RC_ASSERT(r[0] == (g.is_terminal(s) && s.success ? 1.0 : 0.0));
    end = s;
  });
  int done = 0;
  for (int t = 0; t < end.num_tasks; ++t) done += end.tasks[static_cast<std::size_t>(t)].done_trick > 0;
  if (end.success) {
    RC_ASSERT(done == end.num_tasks);
    RC_ASSERT(end.failure.rule == FailRule::none);
  } else {
    RC_ASSERT(end.failure.rule != FailRule::none);
    RC_ASSERT(!failure_text(end).empty());
    RC_ASSERT(end.failure.trick == end.trick);
  }
  RC_TAG(end.success ? "success" : std::string(fail_rule_name(end.failure.rule)),
         end.trick < 4 ? "tricks 0-3" : end.trick < 8 ? "tricks 4-7" : "tricks 8-13");
}

}  // namespace
