// Properties every search bot has on every game, written once and instantiated per game: it
// returns a legal action of the seat to act; the same state, rng and iteration budget give the
// same move and the same analysis (with one thread or several); choose() is the analysis' most
// visited action; and it refuses states where no seat decides. For the games that hide
// information: the information-set bot cannot tell apart two states its seat cannot tell apart.
#include <algorithm>

#include "support.hpp"

namespace bgb::bottest {
namespace {

template <class G>
G make_game();
template <>
crew::Game make_game<crew::Game>() { return crew_game(4, 3); }
template <>
ufs::Game make_game<ufs::Game>() { return ufs::Game{}; }
template <>
dp6::Game make_game<dp6::Game>() { return dp6_game(3); }
template <>
rn::Game make_game<rn::Game>() { return rn_game(4); }

/// UCT where every seat sees everything, IS-MCTS where the game hides something.
template <class G>
struct BotOf {
  using type = bots::Mcts<G>;
};
template <class G>
  requires bots::Resamplable<G>
struct BotOf<G> {
  using type = bots::IsMcts<G>;
};
template <class G>
using BotFor = typename BotOf<G>::type;

template <class G>
class EveryGame : public ::testing::Test {};
using Games = ::testing::Types<crew::Game, ufs::Game, dp6::Game, rn::Game>;
TYPED_TEST_SUITE(EveryGame, Games);

TYPED_TEST(EveryGame, BotsReturnOnlyLegalActions) {
  using G = TypeParam;
  const G g = make_game<G>();
  for (bots::Rollout rollout : {bots::Rollout::random, bots::Rollout::game}) {
    BotFor<G> bot(g, small(48, rollout));
    bots::RandomBot<G> random(g);
    Rng rng(5);
    for (const auto& s : decision_states(g, 12)) {
      const int seat = g.current_player(s);
      EXPECT_TRUE(g.is_legal(s, bot.choose(s, seat, rng)));
      EXPECT_TRUE(g.is_legal(s, random.choose(s, seat, rng)));
    }
  }
}

TYPED_TEST(EveryGame, TheSameSeedAndBudgetGiveTheSameMove) {
  using G = TypeParam;
  const G g = make_game<G>();
  for (int threads : {1, 3}) {
    BotFor<G> first(g, small(90, bots::Rollout::game, threads)), second(g, small(90, bots::Rollout::game, threads));
    for (const auto& s : decision_states(g, 6, 11)) {
      const int seat = g.current_player(s);
      Rng a(42), b(42);
      const bots::Analysis<G> x = first.analyse(s, seat, a), y = second.analyse(s, seat, b);
      ASSERT_EQ(x.size(), y.size());
      std::uint32_t total = 0;
      for (int i = 0; i < x.size(); ++i) {
        EXPECT_EQ(x[i].action, y[i].action);
        EXPECT_EQ(x[i].visits, y[i].visits);
        EXPECT_EQ(x[i].value, y[i].value);
        total += x[i].visits;
      }
      EXPECT_EQ(total, 90U) << "every iteration passes through one root action";
      EXPECT_EQ(a.state(), b.state());
      // A bot used again (its trees reused) searches exactly as a fresh one does.
      Rng c(42);
      EXPECT_EQ(first.choose(s, seat, c), bots::best_action(x));
    }
  }
}

TYPED_TEST(EveryGame, TheAnalysisListsEveryLegalActionInAscendingIdOrder) {
  // Some games list their legal actions in another order (Red November offers `enter` before
  // the other hatches to open); the analysis sorts them.
  using G = TypeParam;
  const G g = make_game<G>();
  BotFor<G> bot(g, small(40));
  bots::RandomBot<G> random(g);
  Rng rng(9);
  for (const auto& s : decision_states(g, 24, 3)) {
    typename G::ActionList legal;
    g.legal_actions(s, legal);
    std::sort(legal.begin(), legal.end());
    for (const bots::Analysis<G>& a : {bot.analyse(s, g.current_player(s), rng), random.analyse(s, g.current_player(s), rng)}) {
      ASSERT_EQ(a.size(), legal.size());
      for (int i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].action, legal[i]);
        EXPECT_GE(a[i].value, 0.0);
        EXPECT_LE(a[i].value, 1.0);
      }
    }
  }
}

TYPED_TEST(EveryGame, AFullTreeOrATimeLimitStillGivesALegalMove) {
  using G = TypeParam;
  const G g = make_game<G>();
  bots::SearchOptions tiny = small(200);
  tiny.max_nodes = 3;  // the root and two children: the tree stops growing, the search goes on
  bots::SearchOptions timed = small(0);
  timed.time_ms = 5;
  bots::SearchOptions spread = small(2, bots::Rollout::random, 4);  // more threads than iterations
  for (const bots::SearchOptions& o : {tiny, timed, spread}) {
    BotFor<G> bot(g, o);
    Rng rng(3);
    for (const auto& s : decision_states(g, 3, 9)) {
      const bots::Analysis<G> a = bot.analyse(s, g.current_player(s), rng);
      std::uint64_t total = 0;
      for (const bots::ActionStats& x : a) total += x.visits;
      if (o.iterations) {
        EXPECT_EQ(total, static_cast<std::uint64_t>(o.iterations));
      }
      EXPECT_TRUE(g.is_legal(s, bots::best_action(a)));
    }
  }
}

TYPED_TEST(EveryGame, ABotRefusesStatesWhereItsSeatDoesNotDecide) {
  using G = TypeParam;
  const G g = make_game<G>();
  BotFor<G> bot(g, small(16));
  Rng rng(1);
  const auto s = g.initial_state();  // every game starts with chance
  ASSERT_EQ(g.current_player(s), kChance);
  EXPECT_EQ(bot.choose(s, 0, rng), kInvalidAction);
  EXPECT_EQ(bot.analyse(s, 0, rng).size(), 0);
  const auto d = decision_states(g, 1).front();
  const int other = (g.current_player(d) + 1) % (g.num_players() + 1);
  if (other != g.current_player(d)) {
    EXPECT_EQ(bot.choose(d, other, rng), kInvalidAction);
  }
}

template <class G>
class HiddenInformation : public ::testing::Test {};
using HiddenGames = ::testing::Types<crew::Game, rn::Game>;
TYPED_TEST_SUITE(HiddenInformation, HiddenGames);

TEST(HiddenInformation2, JarvisDecisionsAreSearchedBlindToTheHiddenCardsToo) {
  // With 2 players the commander decides for JARVIS, whose face-down row nobody sees.
  const crew::Game g = crew_game(2, 4);
  bots::IsMcts<crew::Game> bot(g, small(80, bots::Rollout::game));
  Rng redraw(5);
  int jarvis = 0;
  for (const crew::State& s : decision_states(g, 16, 3)) {
    const int seat = g.current_player(s);
    jarvis += s.phase == crew::Phase::play && (s.leader + s.in_trick) % s.seats == crew::kJarvis ? 1 : 0;
    const crew::State other = g.resample(s, seat, redraw);
    Rng a(6), b(6);
    const ActionId x = bot.choose(s, seat, a);
    EXPECT_TRUE(g.is_legal(s, x));
    EXPECT_EQ(x, bot.choose(other, seat, b));
  }
  EXPECT_GT(jarvis, 0) << "some of the decisions searched are JARVIS's";
}

TYPED_TEST(HiddenInformation, WhatTheSeatCannotSeeDoesNotChangeTheMove) {
  // Two states that differ only in what the seat to act may not know (another seat's hand, the
  // order of a deck) give the same move and the same analysis from the same rng: each
  // iteration searches a state resampled from the seat's own information.
  using G = TypeParam;
  const G g = make_game<G>();
  bots::IsMcts<G> bot(g, small(80, bots::Rollout::game));
  Rng redraw(77);
  int differed = 0;
  for (const auto& s : decision_states(g, 8, 5)) {
    const int seat = g.current_player(s);
    const auto other = g.resample(s, seat, redraw);  // the same to `seat`, most likely not the same state
    differed += other == s ? 0 : 1;
    Rng a(3), b(3);
    const bots::Analysis<G> x = bot.analyse(s, seat, a), y = bot.analyse(other, seat, b);
    ASSERT_EQ(x.size(), y.size());
    for (int i = 0; i < x.size(); ++i) {
      EXPECT_EQ(x[i].action, y[i].action);
      EXPECT_EQ(x[i].visits, y[i].visits);
      EXPECT_EQ(x[i].value, y[i].value);
    }
  }
  EXPECT_GT(differed, 0) << "the test must compare states that really differ";
}

}  // namespace
}  // namespace bgb::bottest
