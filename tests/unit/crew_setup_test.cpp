// The Crew, seed 002, "Preparação": the deal, JARVIS's rows, the commander, the task reveal
// with its tokens and the picking order. Chance steps are driven through chance_outcomes().
#include <gtest/gtest.h>

#include <span>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

/// Deals the whole deck by chance (seeded), recording which pile each d-th card went to:
/// a seat 0..4, or 10 + pile for JARVIS's face-down row.
struct DealLog {
  std::vector<int> target;
  std::vector<Card> card;
  State final_state;
};

DealLog deal_by_chance(const Game& g, std::uint64_t seed) {
  DealLog log;
  bgb::Rng rng(seed);
  State s = g.initial_state();
  while (s.phase == Phase::deal) {
    const ActionId a = bgb::sample_chance(g, s, rng);
    const Card c = act::card_of(a);
    const State next = g.apply_unchecked(s, a);
    int where = -1;
    for (int i = 0; i < next.seats; ++i)
      if (has(next.hand[static_cast<std::size_t>(i)], c)) where = i;
    for (int p = 0; p < kJarvisPiles; ++p)
      if (next.pile_down[static_cast<std::size_t>(p)] == c) where = 10 + p;
    log.target.push_back(where);
    log.card.push_back(c);
    s = next;
  }
  log.final_state = s;
  return log;
}

// "Embaralhe as 40 cartas ... e distribua-as igualmente ... Se forem três jogadores, um ficará
// com uma carta a mais." Dealt round-robin from seat 0, so seat 0 is the one with 14.
TEST(CrewSeed_Preparacao, ThreePlayersDeal14_13_13RoundRobinFromSeat0) {
  const Game g = make(opts(3));
  const DealLog log = deal_by_chance(g, 7);
  ASSERT_EQ(log.target.size(), 40U);
  for (std::size_t d = 0; d < 40; ++d) EXPECT_EQ(log.target[d], static_cast<int>(d % 3)) << "card " << d;
  EXPECT_EQ(count(log.final_state.hand[0]), 14);
  EXPECT_EQ(count(log.final_state.hand[1]), 13);
  EXPECT_EQ(count(log.final_state.hand[2]), 13);
}

// "distribua-as igualmente, viradas para baixo, entre todos os membros da tripulação"
TEST(CrewSeed_Preparacao, FourPlayersDeal10EachRoundRobin) {
  const Game g = make(opts(4));
  const DealLog log = deal_by_chance(g, 11);
  ASSERT_EQ(log.target.size(), 40U);
  for (std::size_t d = 0; d < 40; ++d) EXPECT_EQ(log.target[d], static_cast<int>(d % 4));
  for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(count(log.final_state.hand[i]), 10);
}

// "distribua-as igualmente, viradas para baixo, entre todos os membros da tripulação"
TEST(CrewSeed_Preparacao, FivePlayersDeal8EachRoundRobin) {
  const Game g = make(opts(5));
  const DealLog log = deal_by_chance(g, 12);
  ASSERT_EQ(log.target.size(), 40U);
  for (std::size_t d = 0; d < 40; ++d) EXPECT_EQ(log.target[d], static_cast<int>(d % 5));
  for (std::size_t i = 0; i < 5; ++i) EXPECT_EQ(count(log.final_state.hand[i]), 8);
}

// The deal is uniform: every card not yet dealt is an outcome, each with the same weight.
TEST(CrewSeed_Preparacao, EachDealIsUniformOverTheUndealtCards) {
  const Game g = make(opts(4));
  State s = g.initial_state();
  for (int d = 0; d < 40; ++d) {
    Game::ChanceList list;
    g.chance_outcomes(s, list);
    ASSERT_EQ(list.size(), 40 - d);
    for (const auto& o : list) {
      EXPECT_EQ(o.weight, 1U);
      EXPECT_EQ(act::kind_of(o.action), act::Kind::deal);
      EXPECT_FALSE(has(detail::dealt_cards(s), act::card_of(o.action)));
    }
    s = g.apply_unchecked(s, list[d % list.size()].action);
  }
  EXPECT_NE(s.phase, Phase::deal);
}

// "1. Separe o 4 de foguetes. 2. ... ponha sete em fila, viradas para baixo. A seguir, cubra-as
// com outras sete viradas para cima. 3. Embaralhe o 4 de foguetes com as cartas restantes e
// distribua-as ... de modo a que cada um fique com 13 cartas."
TEST(CrewSeed_Preparacao2Jogadores, JarvisGetsSevenDownThenSevenUpThen13EachToTheCrew) {
  const Game g = make(opts(2));
  for (std::uint64_t seed : {1ULL, 2ULL, 3ULL}) {
    const DealLog log = deal_by_chance(g, seed);
    ASSERT_EQ(log.target.size(), 40U);
    for (std::size_t d = 0; d < 7; ++d) EXPECT_EQ(log.target[d], 10 + static_cast<int>(d));
    for (std::size_t d = 7; d < 14; ++d) {
      EXPECT_EQ(log.target[d], kJarvis);
      EXPECT_EQ(log.final_state.pile_up[d - 7], log.card[d]) << "face-up card " << d - 7 << " covers pile " << d - 7;
    }
    for (std::size_t d = 14; d < 40; ++d) EXPECT_EQ(log.target[d], static_cast<int>((d - 14) % 2));
    for (std::size_t d = 0; d < 14; ++d) EXPECT_NE(log.card[d], kRocket4) << "r4 is set aside";
    const State& s = log.final_state;
    EXPECT_EQ(count(s.hand[0]), 13);
    EXPECT_EQ(count(s.hand[1]), 13);
    EXPECT_EQ(count(s.hand[kJarvis]), 7);
    EXPECT_EQ(count(s.jarvis_hidden), 7);
    EXPECT_TRUE(has(s.hand[0] | s.hand[1], kRocket4));
  }
}

// "1. Separe o 4 de foguetes." — r4 is not an outcome while JARVIS's 14 cards are dealt, and is
// one from the first crew card on.
TEST(CrewSeed_Preparacao2Jogadores, RocketFourIsNotDealtToJarvis) {
  const Game g = make(opts(2));
  State s = g.initial_state();
  for (int d = 0; d < 15; ++d) {
    EXPECT_EQ(g.is_legal(s, act::deal(kRocket4)), d >= 14) << "deal " << d;
    Game::ChanceList list;
    g.chance_outcomes(s, list);
    EXPECT_EQ(list.size(), d < 14 ? 39 - d : 40 - d);
    s = g.apply_unchecked(s, list[0].action);
  }
}

// "Quem tiver o 4 de foguetes assim o declara e torna-se o comandante da missão atual."
TEST(CrewSeed_IdentificacaoDoComandante, HolderOfRocketFourCommands) {
  for (int seat = 0; seat < 4; ++seat) {
    std::vector<std::string_view> hands(4);
    hands[static_cast<std::size_t>(seat)] = "r4";
    const Game g = make(deal(4, 1, hands, "b7"));
    const State s = g.initial_state();
    EXPECT_EQ(s.commander, seat);
    EXPECT_EQ(g.current_player(s), seat) << "the commander picks first";
  }
}

// The same after a chance deal: whoever ends with r4 commands.
TEST(CrewSeed_IdentificacaoDoComandante, ChanceDealCommanderHoldsRocketFour) {
  for (int players = 2; players <= 5; ++players) {
    const Game g = make(opts(players));
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
      const State s = deal_by_chance(g, seed).final_state;
      ASSERT_LT(s.commander, s.seats);
      EXPECT_TRUE(has(s.hand[s.commander], kRocket4));
      EXPECT_FALSE(detail::is_jarvis(s, s.commander)) << "JARVIS is never commander";
    }
  }
}

// "Tire o número indicado de cartas de tarefa do monte e coloque-as, viradas para cima"
// Tasks are revealed by chance after the deal, one outcome per colour card not yet shown.
TEST(CrewSeed_DistribuicaoDeTarefas, TasksAreRevealedByChanceFromTheColourCards) {
  const Game g = make(deal(4, 4, {}));
  State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::reveal);
  EXPECT_EQ(g.current_player(s), bgb::kChance);
  for (int i = 0; i < 3; ++i) {
    Game::ChanceList list;
    g.chance_outcomes(s, list);
    ASSERT_EQ(list.size(), 36 - i);
    for (const auto& o : list) {
      EXPECT_EQ(act::kind_of(o.action), act::Kind::task);
      EXPECT_FALSE(is_rocket(act::card_of(o.action))) << "no rocket tasks";
      EXPECT_EQ(o.weight, 1U);
    }
    s = g.apply_unchecked(s, list[5].action);
  }
  EXPECT_EQ(s.phase, Phase::pick);
  EXPECT_EQ(s.revealed, 3);
  EXPECT_EQ(s.tasks[0].card, parse_card("p6"));
  EXPECT_EQ(s.tasks[1].card, parse_card("p7")) << "p6 is no longer an outcome";
  EXPECT_EQ(s.tasks[2].card, parse_card("p8"));
}

// "Se houver fichas de tarefa ... tire as cartas de tarefa e coloque-as da esquerda para a
// direita, começando pela primeira ficha de tarefa."
TEST(CrewSeed_DistribuicaoDeTarefas, TokensGoOnTheFirstRevealedTasksInTableOrder) {
  struct Case {
    int mission;
    std::vector<Token> want;
  };
  const std::vector<Case> cases = {
      {3, {Token::n1, Token::n2}},
      {7, {Token::omega, Token::none, Token::none}},
      {22, {Token::a1, Token::a2, Token::a3, Token::a4, Token::none}},
      {28, {Token::n1, Token::omega, Token::none, Token::none, Token::none, Token::none}},
  };
  for (const Case& c : cases) {
    const Game g = make(deal(4, c.mission, {}));
    bgb::Rng rng(static_cast<std::uint64_t>(c.mission));
    State s = g.initial_state();
    std::vector<Card> order;
    while (s.phase == Phase::reveal) {
      const ActionId a = bgb::sample_chance(g, s, rng);
      order.push_back(act::card_of(a));
      s = g.apply_unchecked(s, a);
    }
    ASSERT_EQ(order.size(), c.want.size()) << "mission " << c.mission;
    for (std::size_t i = 0; i < order.size(); ++i) {
      EXPECT_EQ(s.tasks[i].card, order[i]);
      EXPECT_EQ(s.tasks[i].token, c.want[i]) << "mission " << c.mission << " task " << i;
    }
  }
}

// Explicit tasks (option `tasks`) are revealed in the given order with the same tokens.
TEST(CrewSeed_DistribuicaoDeTarefas, ExplicitTasksKeepTheirOrderAndTokens) {
  const Game g = make(deal(4, 8, {}, "y3 b7 g1"));
  const State s = g.initial_state();
  ASSERT_EQ(s.phase, Phase::pick);
  EXPECT_EQ(s.tasks[0].card, parse_card("y3"));
  EXPECT_EQ(s.tasks[0].token, Token::n1);
  EXPECT_EQ(s.tasks[1].card, parse_card("b7"));
  EXPECT_EQ(s.tasks[1].token, Token::n2);
  EXPECT_EQ(s.tasks[2].card, parse_card("g1"));
  EXPECT_EQ(s.tasks[2].token, Token::n3);
}

// Explicit tasks with a chance deal: the deal stays random and the tasks come right after it.
TEST(CrewSeed_DistribuicaoDeTarefas, ExplicitTasksAfterAChanceDeal) {
  const Game g = make(opts(3, 2, "p1 p2"));
  const State s = deal_by_chance(g, 5).final_state;
  EXPECT_EQ(s.phase, Phase::pick);
  EXPECT_EQ(s.tasks[0].card, parse_card("p1"));
  EXPECT_EQ(s.tasks[1].card, parse_card("p2"));
}

// "Tire o número indicado de cartas de tarefa": as many as the logbook row says, in every
// mission, also those where the commander then chooses (11, 20, 27, 37) or distributes (24, 32,
// 36, 43). Decisions are taken as the first legal action until the distress decision.
TEST(CrewSeed_DistribuicaoDeTarefas, AsManyTasksAsTheLogbookSays) {
  for (int m = 1; m <= kNumMissions; ++m) {
    const Game g = make(deal(4, m, {}));
    State s = g.initial_state();
    bgb::Rng rng(3);
    int revealed = 0;
    bool picked_after_reveal = false;
    for (int guard = 0; guard < 200 && s.phase != Phase::distress; ++guard) {
      if (s.phase == Phase::reveal) {
        s = g.apply_unchecked(s, bgb::sample_chance(g, s, rng));
        ++revealed;
        if (s.revealed == s.num_tasks) picked_after_reveal = s.phase == Phase::pick;
        continue;
      }
      Game::ActionList actions;
      g.legal_actions(s, actions);
      ASSERT_GT(actions.size(), 0) << "mission " << m;
      s = g.apply_unchecked(s, actions[0]);
    }
    EXPECT_EQ(s.phase, Phase::distress) << "mission " << m;
    EXPECT_EQ(revealed, mission(m).tasks) << "mission " << m;
    EXPECT_EQ(s.revealed, mission(m).tasks) << "mission " << m;
    for (int i = 0; i < s.num_tasks; ++i)
      EXPECT_NE(s.tasks[static_cast<std::size_t>(i)].owner, kNoSeat) << "mission " << m << ", task " << i;
    const Special sp = mission(m).special;
    const bool plain = sp == Special::none || sp == Special::draw_after_first ||
                       sp == Special::no_nine_wins_tasks || sp == Special::omega_last_trick;
    if (plain && mission(m).tasks > 0) {
      EXPECT_TRUE(picked_after_reveal) << "mission " << m << ": picking follows";
    }
  }
}

// "Tire o número indicado de cartas de tarefa do monte e coloque-as, viradas para cima, no centro
// da mesa" is setup step 5; the commander is found in step 6 and acts in step 7. So in every
// mission with tasks (and every player count) the chance reveals of all its tasks come right
// after the deal, before any decision: a question, a choice, a distribution, a token move or a
// pick. Decisions are taken at random until the distress decision.
TEST(CrewSeed_DistribuicaoDeTarefas, EveryMissionLaysItsTasksFaceUpBeforeTheCommanderActs) {
  for (int players = 2; players <= 5; ++players)
    for (int m = 1; m <= kNumMissions; ++m) {
      const Game g = make(opts(players, m));
      bgb::Rng rng(static_cast<std::uint64_t>(m * 7 + players));
      State s = g.initial_state();
      for (int guard = 0; guard < 200 && s.phase != Phase::distress; ++guard) {
        if (g.current_player(s) != bgb::kChance) {
          ASSERT_EQ(s.revealed, s.num_tasks) << players << " players, mission " << m << ": a decision before the reveal";
          for (int i = 0; i < s.num_tasks; ++i)
            ASSERT_NE(observe(s, s.commander).view.tasks[static_cast<std::size_t>(i)].card, kHiddenCard);
        }
        s = g.apply_unchecked(s, g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng)
                                                                     : bgb::random_action(g, s, rng));
      }
      ASSERT_EQ(s.phase, Phase::distress) << players << " players, mission " << m;
    }
}

// "O comandante será o primeiro a escolher uma carta de tarefa ... Depois, todos os outros
// jogadores, no sentido horário, tirarão uma carta de tarefa. Um jogador pode obter várias
// tarefas"
TEST(CrewSeed_EscolhaDasTarefas, CommanderPicksFirstThenClockwiseAround) {
  // Mission 18: 5 tasks for 4 players, commander seat 2: pickers 2, 3, 0, 1, 2.
  const Game g = make(deal(4, 18, {"", "", "r4"}, "p1 p2 p3 p4 p5"));
  State s = g.initial_state();
  const std::vector<std::string> picks = {"p3", "p1", "p5", "p2", "p4"};
  const std::vector<int> seats = {2, 3, 0, 1, 2};
  for (std::size_t i = 0; i < picks.size(); ++i) {
    ASSERT_EQ(s.phase, Phase::pick);
    EXPECT_EQ(g.current_player(s), seats[i]) << "pick " << i;
    s = step(g, s, "pick " + picks[i]);
    EXPECT_EQ(owner_of(s, picks[i]), seats[i]);
  }
  EXPECT_EQ(s.phase, Phase::distress);
}

// The legal picks are exactly the tasks nobody has taken yet.
TEST(CrewSeed_EscolhaDasTarefas, OnlyOpenTasksMayBePicked) {
  const Game g = make(deal(4, 4, {}, "b1 b2 b3"));
  State s = step(g, g.initial_state(), "pick b2");
  EXPECT_EQ(legal_texts(g, s), (std::vector<std::string>{"pick b1", "pick b3"}));
  const auto again = g.apply(s, act::pick(*parse_card("b2")));
  ASSERT_FALSE(again.ok());
  EXPECT_EQ(again.error().code, bgb::Errc::illegal_action);
  EXPECT_NE(again.error().message.find("b2 is not an open task"), std::string::npos) << again.error().message;
}

// "O comandante (o jogador com o 4 de foguetes) também administra o JARVIS, escolhendo as
// tarefas" — JARVIS's pick is in its clockwise turn, decided by the commander.
TEST(CrewSeed_Preparacao2Jogadores, CommanderPicksForJarvisInJarvisTurn) {
  const Game g = make(deal(2, 4, {"", "r4"}, "g1 g2 g3"));
  State s = g.initial_state();
  ASSERT_EQ(s.commander, 1);
  EXPECT_EQ(g.current_player(s), 1);
  s = step(g, s, "pick g1");
  EXPECT_EQ(s.actor, kJarvis);
  EXPECT_EQ(g.current_player(s), 1) << "the commander decides for JARVIS";
  s = step(g, s, "pick g2");
  EXPECT_EQ(owner_of(s, "g2"), kJarvis);
  EXPECT_EQ(g.current_player(s), 0);
  s = step(g, s, "pick g3");
  EXPECT_EQ(owner_of(s, "g1"), 1);
  EXPECT_EQ(owner_of(s, "g3"), 0);
  EXPECT_EQ(g.returns(s).size(), 2) << "JARVIS is not a player";
}

// Explicit hands replace the deal: the game starts at the task reveal (or picks if preset).
TEST(CrewSpec_Options, ExplicitHandsSkipTheDeal) {
  const Options o = deal(4, 2, {"p1 p2 p3 p4 p5 p6 p7 p8 p9 b1"});
  const Game g = make(o);
  const State s = g.initial_state();
  EXPECT_EQ(s.phase, Phase::reveal);
  EXPECT_EQ(s.dealt, 40);
  EXPECT_EQ(s.hand[0], set_of("p1 p2 p3 p4 p5 p6 p7 p8 p9 b1"));
  for (std::size_t i = 0; i < 4; ++i) {
    CardSet h = 0;
    for (Card c : o.hands[i]) h |= bit(c);
    EXPECT_EQ(s.hand[i], h);
  }
}

// JARVIS's explicit rows: jarvis_up[i] lies on jarvis_down[i].
TEST(CrewSpec_Options, ExplicitJarvisRowsArePiles) {
  const Game g = make(deal(2, 1, {}, "b9", "p1 p2 p3 p4 p5 p6 p7", "g1 g2 g3 g4 g5 g6 g7"));
  const State s = g.initial_state();
  for (std::size_t p = 0; p < 7; ++p) {
    EXPECT_EQ(s.pile_up[p], make_card(0, static_cast<int>(p) + 1));
    EXPECT_EQ(s.pile_down[p], make_card(2, static_cast<int>(p) + 1));
  }
  EXPECT_EQ(s.hand[kJarvis], set_of("p1 p2 p3 p4 p5 p6 p7"));
  EXPECT_EQ(s.jarvis_hidden, set_of("g1 g2 g3 g4 g5 g6 g7"));
}

// The deal draws the r-th undealt card with nth_card and counts the undealt cards with count;
// both must agree with walking the set bit by bit, for every n and sets of every density.
TEST(CrewCards, NthCardAndCountAgreeWithABitWalk) {
  bgb::Rng rng(4040);
  for (int i = 0; i < 20000; ++i) {
    CardSet s = rng.next() & (i % 4 == 0 ? ~CardSet{0} : kAllCards);
    if (i % 3 == 0) s &= rng.next();
    if (i % 7 == 0) s |= rng.next() & kAllCards;
    int n = 0;
    for (CardSet m = s; m; m &= m - 1, ++n) ASSERT_EQ(nth_card(s, n), lowest(m)) << std::hex << s << std::dec << " n " << n;
    ASSERT_EQ(count(s), n) << std::hex << s;
  }
  static_assert(nth_card(kAllCards, 39) == kRocket4 && nth_card(bit(3) | bit(60), 1) == 60 && count(kAllCards) == 40);
}

// sample_chance draws a deal's card with the bound the `dealt` counter implies (40 - dealt,
// one fewer while JARVIS's rows keep r4 aside); where the hands hold another number of cards
// (a state written by hand) it falls back to counting them, so it still draws what the generic
// sampler draws over chance_outcomes.
TEST(CrewSeed_Preparacao, ADealDrawsWhatTheListedOutcomesGiveEvenWhenTheCounterDisagrees) {
  for (int players : {2, 4}) {
    Options o;  // no hands: the deal is chance's
    o.players = players;
    const Game g = make(o);
    for (int dealt = 0; dealt < kNumCards; ++dealt) {
      for (int skew : {0, -1, 1, 5}) {
        State s = g.initial_state();
        bgb::Rng rng(static_cast<std::uint64_t>(dealt));
        for (int i = 0; i < dealt; ++i) s = g.apply_unchecked(s, bgb::sample_chance(g, s, rng));
        if (dealt + skew < 0 || dealt + skew >= kNumCards) continue;
        ASSERT_EQ(s.phase, Phase::deal);
        s.dealt = static_cast<std::uint8_t>(dealt + skew);
        Game::ChanceList outcomes;
        g.chance_outcomes(s, outcomes);
        for (int k = 0; k < 8; ++k) {
          bgb::Rng fast(static_cast<std::uint64_t>(1000 * dealt + k)), slow = fast;
          const ActionId want = bgb::draw_weighted(std::span<const bgb::ChanceOutcome>(outcomes.begin(), outcomes.end()), slow);
          ASSERT_EQ(bgb::sample_chance(g, s, fast), want) << players << " players, " << dealt << " dealt, skew " << skew;
          ASSERT_EQ(fast.state(), slow.state());
        }
      }
    }
  }
}

}  // namespace
