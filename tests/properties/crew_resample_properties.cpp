// Information-set resampling for The Crew (bgb::crew::resample): for random states of random
// missions and player counts reached by random play, and for every crew member, a resampled
// state (a) gives that seat the same observation, (b) really redraws the hidden cards, (c) never
// contradicts a void, a communication or any other fact the seat knows, checked directly on the
// result, and (d) is a consistent state from which play goes on legally to the end.
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "bgb/crew.hpp"
#include "bgb/crew/resample.hpp"
#include "game_properties.hpp"

namespace {

using namespace bgb::crew;

/// One generated game: options and the seed of its random course.
struct ResampleCase {
  int players = 4;
  int mission = 1;
  std::uint64_t seed = 0;
  bool preset_tasks = false;  ///< tasks given as options, so some lie face down for a while
  bool careful = false;       ///< decisions avoid immediate failure, so games run longer

  Game game() const {
    Options o;
    o.players = players;
    o.mission = mission;
    if (preset_tasks) {
      bgb::Rng rng(seed ^ 0x7A5C5ULL);
      std::vector<Card> tasks;
      for (int c = 0; c < kNumColourCards; ++c) tasks.push_back(static_cast<Card>(c));
      bgb::props::shuffle(tasks, rng);
      o.tasks.assign(tasks.begin(), tasks.begin() + bgb::crew::mission(mission).tasks);
    }
    const bgb::Result<Game> g = Game::make(o);
    if (!g) RC_FAIL("Game::make: " + g.error().message);
    return g.value();
  }

  bgb::props::Walk walk() const { return {seed, 400, careful}; }

  /// A few games per case: states deep in a mission (after mission 12's draws, say) are rare
  /// in random play, and a game costs little next to a rapidcheck case.
  std::vector<bgb::props::Walk> walks() const {
    return {{seed, 400, careful}, {seed + 1, 400, true}, {seed + 2, 400, true}};
  }
};

std::ostream& operator<<(std::ostream& os, const ResampleCase& c) {
  return os << "{players " << c.players << ", mission " << c.mission << ", seed " << c.seed
            << (c.preset_tasks ? ", preset tasks" : "") << (c.careful ? ", careful" : ", random") << "}";
}

/// Every mission, and half the time one whose hidden information is special: mission 12's
/// draws, 46's announced p9 holder, the dead zones, the missions whose commander decides or
/// distributes the tasks.
rc::Gen<ResampleCase> resample_case() {
  std::vector<int> missions;
  for (int m = 1; m <= kNumMissions; ++m)
    if (mission_supported(m)) missions.push_back(m);
  const std::vector<int> special = {12, 12, 46, 6, 14, 21, 29, 20, 24, 27};
  return rc::gen::apply(
      [](int players, int mission, std::uint64_t seed, bool preset, bool careful) {
        return ResampleCase{players, mission, seed, preset, careful};
      },
      rc::gen::inRange(2, 6), rc::gen::oneOf(rc::gen::elementOf(missions), rc::gen::elementOf(special)),
      rc::gen::arbitrary<std::uint64_t>(),
      rc::gen::arbitrary<bool>(), rc::gen::arbitrary<bool>());
}

/// The crew members, who are the viewers a state can be resampled for (JARVIS is not one).
std::vector<int> crew_seats(const State& s) {
  std::vector<int> out;
  for (int k = 0; k < s.players; ++k) out.push_back(k);
  return out;
}

bool is_jarvis(const State& s, int seat) { return s.players == 2 && seat == kJarvis; }
int source_of(const State& s, int drawer) { return s.players == 2 ? 1 - drawer : (drawer + s.seats - 1) % s.seats; }
int receiver_of(const State& s, int giver) {
  return s.distress == 1 ? (giver + 1) % s.seats : (giver + s.seats - 1) % s.seats;
}
bool exchanged(const State& s) { return s.distress != 0 && s.distress != 3 && s.phase != Phase::distress_give; }
bool give_seen(const State& s, int giver, int viewer) {
  const int to = receiver_of(s, giver);
  const bool controls = giver == viewer || (is_jarvis(s, giver) && viewer == s.commander);
  return controls || (exchanged(s) && (to == viewer || is_jarvis(s, giver) || is_jarvis(s, to)));
}
CardSet suits(std::uint8_t mask) {
  CardSet out = 0;
  for (int suit = 0; suit < kNumSuits; ++suit)
    if ((mask >> suit) & 1U) out |= suit_mask(suit);
  return out;
}

/// Each card exactly once among the hands, JARVIS's face-down row and the played cards (the
/// undealt rest during the deal), and JARVIS's piles agree with its cards. "" when all is well.
std::string conservation_problem(const State& r) {
  CardSet seen = 0;
  int total = 0;
  auto place = [&](CardSet cards) {
    if (seen & cards) return false;
    seen |= cards;
    total += count(cards);
    return true;
  };
  for (int i = 0; i < r.seats; ++i)
    if (!place(r.hand[static_cast<std::size_t>(i)])) return "a card is in two hands";
  if (!place(r.jarvis_hidden) || !place(r.played)) return "a card is in two places";
  if (total != r.dealt) return "cards are missing or extra";
  if (r.dealt == kNumCards && seen != kAllCards) return "not every card is somewhere";
  if (r.players == 2) {
    CardSet down = 0;
    for (Card c : r.pile_down)
      if (c != kNoCard) down |= bit(c);
    if (down != r.jarvis_hidden) return "JARVIS's face-down piles disagree with its hidden cards";
    if (has(r.jarvis_hidden | r.hand[kJarvis], kRocket4)) return "JARVIS holds r4";
  }
  return "";
}

/// Every fact seat k may know, checked directly on a resampled state r of the true state s.
/// "" when none is contradicted, else the first contradiction in words.
std::string knowledge_problem(const State& r, const State& s, int k) {
  if (const std::string p = conservation_problem(r); !p.empty()) return p;
  const bool twelve = mission(s.mission).special == Special::draw_after_first;
  const bool draw_phase = s.phase == Phase::draw;
  const bool drew = twelve && s.drawn[0] != kNoCard;
  const bool dead_zone = mission(s.mission).dead_zone;
  // The seat that took seat `from`'s card in mission 12, if any has drawn.
  auto drawer_of = [&](int from) {
    for (int d = 0; d < (s.players == 2 ? 2 : s.seats); ++d)
      if (r.drawn[static_cast<std::size_t>(d)] != kNoCard && source_of(s, d) == from) return d;
    return -1;
  };
  // Whether card c, known to have been in `seat`'s hand before the draws, is where it can be.
  auto still_with = [&](Card c, int seat) {
    if (has(r.played, c) || has(r.hand[static_cast<std::size_t>(seat)], c)) return true;
    const int d = drew ? drawer_of(seat) : -1;
    return d >= 0 && r.drawn[static_cast<std::size_t>(d)] == c && has(r.hand[static_cast<std::size_t>(d)], c);
  };
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t si = static_cast<std::size_t>(i);
    if (i == k || is_jarvis(s, i)) continue;
    const std::string who = "seat " + std::to_string(i);
    const CardSet hand = r.hand[si];
    // During the draws the voids and tokens still describe the hand before them.
    const CardSet before = draw_phase && r.drawn[si] != kNoCard ? hand & ~bit(r.drawn[si]) : hand;
    if (before & suits(s.voids[si])) return who + " holds a card of a suit it showed void in";
    const Card c = s.comm_card[si];
    if (c == kNoCard) continue;
    const bool stale = twelve && ((s.comm_stale >> i) & 1U);
    if (stale || (twelve && draw_phase)) {
      if (!still_with(c, i)) return who + "'s card communicated before the draw is nowhere it could be";
      if (stale) continue;
    } else if (!has(r.played | hand, c)) {
      return who + " communicated " + card_text(c) + " but does not hold it";
    }
    const CardSet same = before & suit_mask(suit_of(c));
    const bool higher = (same & ~((bit(c) << 1) - 1)) != 0, lower = (same & (bit(c) - 1)) != 0;
    const CommPos pos = s.comm_pos[si];
    if (dead_zone && higher && lower) return who + "'s dead-zone card " + card_text(c) + " is in the middle";
    if (pos == CommPos::top && higher) return who + "'s top card " + card_text(c) + " has a higher one";
    if (pos == CommPos::bottom && lower) return who + "'s bottom card " + card_text(c) + " has a lower one";
    if (pos == CommPos::only && (higher || lower)) return who + "'s only card " + card_text(c) + " has company";
  }
  if (s.phase != Phase::deal && !has(r.played, kRocket4) && !still_with(kRocket4, s.commander))
    return "r4 left the commander";
  if (exchanged(s))
    for (int i = 0; i < s.seats; ++i) {
      const Card c = s.give[static_cast<std::size_t>(i)];
      if (c == kNoCard || !give_seen(s, i, k)) continue;
      if (r.give[static_cast<std::size_t>(i)] != c) return "a distress card the seat saw changed";
      const int to = receiver_of(s, i);
      if (!is_jarvis(s, to) && to != k && !still_with(c, to)) return "a distress card the seat saw is not with its receiver";
    }
  if (s.phase == Phase::distress_give)
    for (int i = 0; i < s.seats; ++i) {
      const Card c = r.give[static_cast<std::size_t>(i)];
      if ((c == kNoCard) != (s.give[static_cast<std::size_t>(i)] == kNoCard)) return "a distress choice appeared or vanished";
      if (c != kNoCard && !has(r.hand[static_cast<std::size_t>(i)] & kColourCards, c))
        return "a pending distress card is not a colour card of its giver";
    }
  if (twelve)
    for (int j = 0; j < s.seats; ++j) {
      const std::size_t sj = static_cast<std::size_t>(j);
      const Card c = r.drawn[sj];
      if ((c == kNoCard) != (s.drawn[sj] == kNoCard)) return "a draw appeared or vanished";
      if (c == kNoCard) continue;
      const bool seen = j == k || source_of(s, j) == k;
      if (seen && c != s.drawn[sj]) return "a draw the seat saw changed";
      if (!has(r.played | r.hand[sj], c)) return "seat " + std::to_string(j) + "'s drawn card is neither held nor played";
      if (draw_phase && !has(r.hand[sj], c)) return "a card drawn just now is not in the drawer's hand";
    }
  constexpr Card kP9 = 8;
  if (mission(s.mission).special == Special::pink_nine_guard && s.chosen != kNoSeat && !has(r.played, kP9)) {
    const int holder = (s.chosen + s.seats - 1) % s.seats;
    const CardSet where = r.hand[static_cast<std::size_t>(holder)] | (is_jarvis(s, holder) ? r.jarvis_hidden : 0);
    if (!has(where, kP9)) return "p9 left its announced holder";
  }
  if ((s.phase == Phase::comm || s.phase == Phase::distress_give) && !(r.hand[r.actor] & kColourCards))
    return "the seat to act has no colour card";
  // A seat that passed in the current window was asked, so it could speak: it holds a colour card.
  if (s.phase == Phase::comm)
    for (int i = 0; i < s.seats; ++i)
      if (((s.comm_passed >> i) & 1U) && !(r.hand[static_cast<std::size_t>(i)] & kColourCards))
        return "seat " + std::to_string(i) + " passed in this window but holds no colour card";
  return "";
}

/// Whether the true state itself has two hidden cards in different places that could trade
/// places without breaking anything the seat knows: then the resamples must differ.
bool could_vary(const State& s, int k) {
  CardSet special = bit(kRocket4) | bit(8);  // r4 and mission 46's p9 are pinned down
  for (std::size_t i = 0; i < kMaxSeats; ++i) {
    for (Card c : {s.comm_card[i], s.give[i], s.drawn[i]})
      if (c < kNumCards) special |= bit(c);
  }
  if (s.phase == Phase::draw) return false;
  std::vector<std::pair<Card, int>> loose;  // (card, place: seat, 5 JARVIS's row)
  for (int i = 0; i < s.seats; ++i) {
    if (i == k || is_jarvis(s, i)) continue;
    for (CardSet m = s.hand[static_cast<std::size_t>(i)] & ~special; m; m &= m - 1) loose.emplace_back(lowest(m), i);
  }
  for (CardSet m = s.jarvis_hidden & ~special; m; m &= m - 1) loose.emplace_back(lowest(m), 5);
  for (std::size_t a = 0; a < loose.size(); ++a)
    for (std::size_t b = a + 1; b < loose.size(); ++b) {
      if (loose[a].second == loose[b].second) continue;
      State t = s;
      auto set_of = [&](int place) -> CardSet& { return place == 5 ? t.jarvis_hidden : t.hand[static_cast<std::size_t>(place)]; };
      set_of(loose[a].second) ^= bit(loose[a].first) | bit(loose[b].first);
      set_of(loose[b].second) ^= bit(loose[a].first) | bit(loose[b].first);
      for (Card& c : t.pile_down) {
        if (c == loose[a].first) c = loose[b].first;
        else if (c == loose[b].first) c = loose[a].first;
      }
      if (knowledge_problem(t, s, k).empty()) return true;
    }
  return false;
}

/// Plays r to its end with random decisions and chance, checking at every step that a seat to
/// act has a legal action, a chance node has an outcome, and the cards are conserved.
std::string plays_to_the_end(const Game& g, State r, bgb::Rng& rng) {
  for (int step = 0; step < 400; ++step) {
    if (const std::string p = conservation_problem(r); !p.empty()) return "after " + std::to_string(step) + " steps: " + p;
    if (g.is_terminal(r)) return "";
    if (g.current_player(r) == bgb::kChance) {
      Game::ChanceList outcomes;
      g.chance_outcomes(r, outcomes);
      if (outcomes.empty()) return "a chance node without outcomes";
      r = g.apply_unchecked(r, bgb::sample_chance(g, r, rng));
    } else {
      Game::ActionList actions;
      g.legal_actions(r, actions);
      if (actions.empty()) return "seat " + std::to_string(g.current_player(r)) + " has no legal action";
      r = g.apply_unchecked(r, actions[static_cast<int>(rng.below(static_cast<std::uint64_t>(actions.size())))]);
    }
  }
  return "the game did not end";
}

}  // namespace

// (a) observe(resample(s, k, rng), k) == observe(s, k) for every crew member k, at every state;
// and the result depends on nothing else: resampling the resample gives what resampling the
// true state gives, from the same rng state.
RC_GTEST_PROP(CrewInformationSetResampling, ResampleKeepsTheSeatsObservation, ()) {
  const ResampleCase c = *resample_case();
  const Game g = c.game();
  for (const bgb::props::Walk& w : c.walks()) bgb::props::detail::walk(g, w, [&](const State& s, bgb::Rng& rng) {
    for (int k : crew_seats(s)) {
      const State r = resample(s, k, rng);
      if (!(observe(r, k) == observe(s, k)))
        RC_FAIL("seat " + std::to_string(k) + " observes a difference in phase " + std::to_string(static_cast<int>(s.phase)));
      // Nothing of the truth leaks through: r and s are the same to seat k, so from the same
      // rng state they must resample to the very same state.
      bgb::Rng a(rng.next());
      bgb::Rng b = a;
      if (!(resample(s, k, a) == resample(r, k, b)) || a.state() != b.state())
        RC_FAIL("seat " + std::to_string(k) + ": two states it cannot tell apart resample differently");
    }
    RC_ASSERT(resample(s, bgb::kViewAll, rng) == s);
    const State pub = resample(s, bgb::kViewPublic, rng);
    RC_ASSERT(observe(pub, bgb::kViewPublic) == observe(s, bgb::kViewPublic));
  });
}

// (b) The hidden cards actually vary: where two hidden cards could trade places, 20 draws
// give at least two different states; and one rng state always gives the same draw.
RC_GTEST_PROP(CrewInformationSetResampling, ResampledHiddenCardsActuallyVary, ()) {
  const ResampleCase c = *resample_case();
  const Game g = c.game();
  int checked = 0;
  for (const bgb::props::Walk& w : c.walks()) bgb::props::detail::walk(g, w, [&](const State& s, bgb::Rng& rng) {
    if (rng.below(6) != 0) return;
    for (int k : crew_seats(s)) {
      bgb::Rng a(rng.next());
      bgb::Rng b = a;
      RC_ASSERT(resample(s, k, a) == resample(s, k, b));
      RC_ASSERT(a.state() == b.state());
      if (!could_vary(s, k)) continue;
      ++checked;
      std::set<std::uint64_t> seen;  // everything but the redrawn parts is equal, so the hash tells draws apart
      for (int n = 0; n < 20 && seen.size() < 2; ++n) seen.insert(hash_state(resample(s, k, rng)));
      if (seen.size() < 2) RC_FAIL("20 resamples for seat " + std::to_string(k) + " were all the same");
    }
  });
  RC_TAG(checked > 0 ? "varied" : "nothing could vary");
}

// (c) No resample contradicts a void, a communication (position, dead zone), r4 with the
// commander, a distress card or draw the seat saw, or mission 46's p9 holder.
RC_GTEST_PROP(CrewInformationSetResampling, ResampleNeverContradictsVoidsOrCommunications, ()) {
  const ResampleCase c = *resample_case();
  const Game g = c.game();
  std::set<std::string> seen;
  for (const bgb::props::Walk& w : c.walks()) bgb::props::detail::walk(g, w, [&](const State& s, bgb::Rng& rng) {
    for (int j = 0; j < s.seats; ++j) {
      const std::size_t i = static_cast<std::size_t>(j);
      if (s.drawn[i] != kNoCard && s.players > 2) seen.insert("draws some seat did not see");
      if (s.comm_card[i] != kNoCard) seen.insert(mission(s.mission).dead_zone ? "dead-zone token" : "token");
      if (s.give[i] != kNoCard) seen.insert(s.phase == Phase::distress_give ? "pending distress card" : "given distress card");
    }
    if (s.chosen != kNoSeat && mission(s.mission).special == Special::pink_nine_guard) seen.insert("p9 holder announced");
    if (s.phase == Phase::comm && s.comm_passed) seen.insert("passes in a communication window");
    if (s.preset_tasks && s.revealed < s.num_tasks) seen.insert("preset tasks face down");
    for (int k : crew_seats(s)) {
      // The true state itself passes the checker, so the checker asks nothing play could break.
      if (const std::string p = knowledge_problem(s, s, k); !p.empty()) RC_FAIL("the true state: " + p);
      for (int n = 0; n < 3; ++n) {
        const State r = resample(s, k, rng);
        if (const std::string p = knowledge_problem(r, s, k); !p.empty())
          RC_FAIL("resample for seat " + std::to_string(k) + ": " + p);
      }
    }
  });
  for (const std::string& tag : seen) RC_TAG(tag);
}

// (d) A resample is a legal, consistent state: the 40 cards are each in one place, and random
// play from it never finds a seat without a legal action and reaches the end.
RC_GTEST_PROP(CrewInformationSetResampling, ResampledStateIsLegalAndPlaysToTheEnd, ()) {
  const ResampleCase c = *resample_case();
  const Game g = c.game();
  for (const bgb::props::Walk& w : c.walks()) bgb::props::detail::walk(g, w, [&](const State& s, bgb::Rng& rng) {
    if (rng.below(3) != 0) return;
    for (int k : crew_seats(s)) {
      const State r = resample(s, k, rng);
      if (const std::string p = plays_to_the_end(g, r, rng); !p.empty())
        RC_FAIL("resample for seat " + std::to_string(k) + ": " + p);
    }
  });
}

// With nothing known but the hand sizes and r4 with the commander (right after the deal), every
// other hidden card lands in each hidden hand about in proportion to that hand's free room:
// the matching deals unconstrained cards uniformly.
TEST(CrewInformationSetResampling, UnconstrainedCardsAreDealtInProportionToFreeRoom) {
  for (int players = 3; players <= 5; ++players) {
    Options o;
    o.players = players;
    const Game g = Game::make(o).value();
    bgb::Rng rng(players);
    State s = g.initial_state();
    while (g.current_player(s) == bgb::kChance) s = g.apply_unchecked(s, bgb::sample_chance(g, s, rng));
    const int k = (s.commander + 1) % s.seats;  // a viewer other than the commander
    CardSet hidden = kColourCards | kRockets;
    for (int i = 0; i < s.seats; ++i)
      if (i == k) hidden &= ~s.hand[static_cast<std::size_t>(i)];
    hidden &= ~bit(kRocket4);
    std::vector<double> room(static_cast<std::size_t>(s.seats), 0.0);
    double total = 0;
    for (int i = 0; i < s.seats; ++i) {
      if (i == k) continue;
      room[static_cast<std::size_t>(i)] = count(s.hand[static_cast<std::size_t>(i)]) - (i == s.commander ? 1 : 0);
      total += room[static_cast<std::size_t>(i)];
    }
    constexpr int kDraws = 4000;
    std::vector<std::vector<int>> landed(kNumCards, std::vector<int>(static_cast<std::size_t>(s.seats), 0));
    for (int n = 0; n < kDraws; ++n) {
      const State r = resample(s, k, rng);
      ASSERT_TRUE(has(r.hand[s.commander], kRocket4));
      for (int i = 0; i < s.seats; ++i)
        for (CardSet m = r.hand[static_cast<std::size_t>(i)] & hidden; m; m &= m - 1) ++landed[lowest(m)][static_cast<std::size_t>(i)];
    }
    for (CardSet m = hidden; m; m &= m - 1)
      for (int i = 0; i < s.seats; ++i) {
        if (i == k) continue;
        const double share = landed[lowest(m)][static_cast<std::size_t>(i)] / static_cast<double>(kDraws);
        EXPECT_NEAR(share, room[static_cast<std::size_t>(i)] / total, 0.035)
            << players << " players: " << card_text(lowest(m)) << " in seat " << i;
      }
  }
}
