// Each game's knowledge for the search bots (heuristics.hpp beside its rules), tested against
// the rule it leans on.
#include <algorithm>

#include "support.hpp"

namespace bgb::bottest {
namespace {

TEST(UfsHeuristics, TheRolloutNeverSendsAShipIntoTheCityWhenAnotherPlacementExists) {
  // "Se uma nave atingir o espaço mais baixo de sua coluna, sua base sofre 1 dano": a ship two
  // rows above the city in c1; a 3 there would hit the base, anywhere else it would not.
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.ships[0] = ufs::Ship{ufs::ShipAt::sky, 14, 0};
  s.phase = ufs::Phase::place;
  s.die_value = {3, 1, 1, 1, 1};
  s.die_cell = {ufs::kUnplaced, ufs::kUsed, ufs::kUsed, ufs::kUsed, ufs::kUsed};
  Rng rng(1);
  for (int i = 0; i < 200; ++i) {
    const ActionId a = g.rollout_action(s, rng);
    ASSERT_EQ(ufs::act::kind_of(a), ufs::act::Kind::place);
    EXPECT_NE(ufs::act::cell_of(a) % ufs::kColumns, 0) << g.action_text(s, a);
  }
}

TEST(UfsHeuristics, TheRolloutResolvesReadyRoomsBeforeEndingTheRound) {
  // "resolva-os um de cada vez": a die on the research room b1 c5 with energy to pay for it;
  // `end` would discard it.
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.phase = ufs::Phase::resolve;
  s.die_value = {5, 1, 1, 1, 1};
  s.die_cell = {static_cast<std::uint8_t>(ufs::kColumns + 4), ufs::kUsed, ufs::kUsed, ufs::kUsed, ufs::kUsed};
  Rng rng(2);
  EXPECT_EQ(g.action_text(s, g.rollout_action(s, rng)), "resolve b1 c5");
  s.energy = 0;  // it cannot be paid: only end (or discard) remains
  EXPECT_EQ(g.action_text(s, g.rollout_action(s, rng)), "end");
}

TEST(UfsHeuristics, TheRolloutDigsWhereTheDigOpensARoom) {
  // "Um dado pode ser colocado em um espaço ainda não acessível para mover o escavador": a 4
  // reaches b2 c1 (path index 4), which opens the fighters b2 c4 and the energy room b2 c2-c3.
  // The other placements of a 4 are worth less than two rooms: b1's rooms (research 3, a robot
  // of 3, energy 3 while there is energy) and the anti-air row.
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.phase = ufs::Phase::place;
  s.die_value = {4, 1, 1, 1, 1};
  s.die_cell = {ufs::kUnplaced, ufs::kUsed, ufs::kUsed, ufs::kUsed, ufs::kUsed};
  s.energy = 5;
  Rng rng(3);
  EXPECT_EQ(g.action_text(s, g.rollout_action(s, rng)), "place black 4 b2 c1");
}

TEST(UfsHeuristics, TheSearchConsidersTheBestEightPlacementsOnly) {
  // Five dice to place at the start offer 5 kinds on 28 cells; a search tries the eight the
  // rollout policy scores best, among them the one it would play.
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.phase = ufs::Phase::place;
  s.die_value = {1, 3, 5, 2, 6};
  ufs::ActionList legal, searched;
  g.legal_actions(s, legal);
  g.search_actions(s, searched);
  ASSERT_GT(legal.size(), 40);
  ASSERT_EQ(searched.size(), ufs::kSearchPlacements);
  EXPECT_TRUE(std::is_sorted(searched.begin(), searched.end()));
  for (ActionId a : searched) EXPECT_TRUE(legal.contains(a)) << g.action_text(s, a);
  Rng rng(5);
  for (int i = 0; i < 20; ++i) EXPECT_TRUE(searched.contains(g.rollout_action(s, rng)));
  // The other decisions are searched in full: a resolution offers every legal action.
  s.phase = ufs::Phase::resolve;
  s.die_cell = {0, 1, 2, 3, 4};  // every die on the anti-air row
  g.legal_actions(s, legal);
  g.search_actions(s, searched);
  EXPECT_TRUE(std::equal(searched.begin(), searched.end(), legal.begin(), legal.end()));
}

TEST(UfsHeuristics, ASearchWithTheGamesKnowledgeGrowsOnlyTheShortList) {
  // The tree asks the game which decisions to try (bgb/bots/policy.hpp, search_actions); with
  // uniform rollouts it tries every placement.
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.phase = ufs::Phase::place;
  s.die_value = {1, 3, 5, 2, 6};
  ufs::ActionList searched;
  g.search_actions(s, searched);
  for (const bots::Rollout rollout : {bots::Rollout::game, bots::Rollout::random}) {
    bots::Mcts<ufs::Game> bot(g, small(400, rollout));
    Rng rng(9);
    int tried = 0;
    for (const bots::ActionStats& a : bot.analyse(s, 0, rng)) {
      if (a.visits == 0) continue;
      ++tried;
      if (rollout == bots::Rollout::game) {
        EXPECT_TRUE(searched.contains(a.action)) << g.action_text(s, a.action);
      }
    }
    if (rollout == bots::Rollout::game) {
      EXPECT_EQ(tried, ufs::kSearchPlacements);
    } else {
      EXPECT_GT(tried, 100);
    }
  }
}

TEST(UfsHeuristics, AFinishedRolloutScoresTheResearchItReached) {
  // "A vitória é sua se você conseguir levar o seu marcador de pesquisa até o último espaço":
  // a win scores 1; a loss scores the share of the track's pips entered, which grows with the
  // research reached and stays below a win's.
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.phase = ufs::Phase::over;
  s.end = ufs::End::base_destroyed;
  Returns r;
  double last = -1;
  for (int research = 0; research < ufs::kResearchSpaces; ++research) {
    s.research = static_cast<std::uint8_t>(research);
    g.rollout_outcome(s, r);
    ASSERT_EQ(r.size(), 1);
    EXPECT_GT(r[0], last) << "research " << research;
    EXPECT_LT(r[0], 1.0);
    last = r[0];
  }
  s.research = ufs::kResearchSpaces;
  s.end = ufs::End::won;
  g.rollout_outcome(s, r);
  EXPECT_EQ(r[0], 1.0);
}

TEST(UfsHeuristics, TheEvaluationIsAChanceAndGrowsWithResearchAndFallsWithDamage) {
  const ufs::Game g;
  ufs::State s = g.initial_state();
  s.phase = ufs::Phase::place;
  Returns r;
  g.evaluate(s, r);
  ASSERT_EQ(r.size(), 1);
  const double start = r[0];
  EXPECT_GE(start, 0.0);
  EXPECT_LE(start, 1.0);
  s.research = 8;
  g.evaluate(s, r);
  const double researched = r[0];
  EXPECT_GT(researched, start);
  s.damage = 4;
  g.evaluate(s, r);
  EXPECT_LT(r[0], researched);
  s.end = ufs::End::won;
  s.phase = ufs::Phase::over;
  g.evaluate(s, r);
  EXPECT_EQ(r[0], 1.0);
}

}  // namespace
}  // namespace bgb::bottest

namespace bgb::bottest {
namespace {

/// A Red November state where seat `active` acts in room `room` at the start of its turn.
rn::State rn_turn(const rn::Game& g, int room) {
  Rng rng(4);
  rn::State s = g.initial_state();
  while (s.phase != rn::Phase::move) s = g.apply_unchecked(s, sample_chance(g, s, rng));
  s.seats[s.active].room = static_cast<std::uint8_t>(room);
  return s;
}

TEST(RnHeuristics, TheRolloutPutsOutTheFireItStandsIn) {
  // "Если комната, в которой находится гном, совершающий ход, охвачена огнем, то единственное
  // действие, которое можно сделать, это Тушение Пожара": any other action kills the gnome.
  const rn::Game g = rn_game(4);
  rn::State s = rn_turn(g, 3);
  s.fire = static_cast<std::uint16_t>(1U << 3);
  Rng rng(1);
  for (int i = 0; i < 50; ++i) {
    const ActionId a = rn::rollout_action(s, g.content(), g.board(), rng);
    const rn::act::Kind k = rn::act::kind_of(a);
    EXPECT_TRUE(k == rn::act::Kind::play || (k == rn::act::Kind::fix && rn::act::fix_target(a) == rn::Target::fire))
        << g.action_text(s, a);
  }
}

TEST(RnHeuristics, TheRolloutFixesAMachineBeyondItsStarWithMinutesEnoughToLikelySucceed) {
  // "успешно выполненное действие" moves the marker back to its star: worth it only beyond it.
  const rn::Game g = rn_game(4);
  rn::State s = rn_turn(g, g.content().engine_room);
  s.disaster[static_cast<std::size_t>(rn::Track::pressure)] = 6;
  s.fire = 0;
  s.water = {};
  s.seats[s.active].items = {};  // no item to play first
  Rng rng(2);
  const ActionId a = rn::rollout_action(s, g.content(), g.board(), rng);
  ASSERT_EQ(rn::act::kind_of(a), rn::act::Kind::fix) << g.action_text(s, a);
  EXPECT_EQ(rn::act::fix_target(a), rn::Target::engine);
  EXPECT_GE(rn::act::fix_minutes(a), 5) << g.action_text(s, a);
}

TEST(RnHeuristics, TheEvaluationFallsWithTheDisastersAndIsOppositeForADeserter) {
  const rn::Game g = rn_game(4);
  rn::State s = rn_turn(g, 5);
  Returns calm, hot;
  g.evaluate(s, calm);
  ASSERT_EQ(calm.size(), 4);
  for (double v : calm) {
    EXPECT_GT(v, 0.0);
    EXPECT_LE(v, 1.0);
  }
  s.disaster[static_cast<std::size_t>(rn::Track::heat)] = 6;
  g.evaluate(s, hot);
  EXPECT_LT(hot[0], calm[0]);
  s.seats[1].status = rn::Status::abandoned;  // returns are opposite for a gnome that left
  g.evaluate(s, hot);
  EXPECT_DOUBLE_EQ(hot[1], 1 - hot[0]);
}

TEST(RnHeuristics, AFinishedRolloutScoresTheMinutesTheCrewSurvived) {
  // "Игрок, у которого Временная Метка стоит позже всех по времени ... всегда ходит следующим"
  // and "Игра считается выигранной, если все Временные Метки оставшихся в живых игроков достигли
  // клетки «Спасены!»": a lost crew scores how far its last Time Keeper got, below a rescue; a
  // gnome that abandoned ship scores its return ("проигрывает, если оставшиеся игроки спасаются").
  const rn::Game g = rn_game(4);
  rn::State s = rn_turn(g, 5);
  s.phase = rn::Phase::over;
  s.end = rn::End::disaster;
  s.seats[1].status = rn::Status::abandoned;
  Returns r;
  double last = -1;
  for (int minute = 40; minute >= 1; minute -= 13) {
    for (int i = 0; i < 4; ++i)
      s.seats[static_cast<std::size_t>(i)].keeper = static_cast<std::uint8_t>(i == 2 ? minute : 1);
    g.rollout_outcome(s, r);
    ASSERT_EQ(r.size(), 4);
    EXPECT_GT(r[0], last) << "the last Time Keeper at minute " << minute;
    EXPECT_LT(r[0], 1.0);
    EXPECT_EQ(r[2], r[0]);  // one crew, one score
    EXPECT_EQ(r[1], 1.0);   // the deserter: the submarine is lost
    last = r[0];
  }
  s.end = rn::End::won;
  g.rollout_outcome(s, r);
  EXPECT_EQ(r[0], 1.0);
  EXPECT_EQ(r[1], 0.0);
  Returns returns = g.returns(s);
  EXPECT_TRUE(std::equal(r.begin(), r.end(), returns.begin(), returns.end()));
}

}  // namespace
}  // namespace bgb::bottest

namespace bgb::bottest {
namespace {

TEST(CrewHeuristics, TheRolloutNeverTakesAnotherSeatsTaskWhenItCanDuck) {
  // "Se um jogador ganhar nem que seja uma carta correspondente à carta de tarefa de outro
  // jogador, a missão é dada como perdida": the last card of a trick that holds another seat's
  // task card must not win it when a smaller card can follow. Found on random mission-1 games.
  const crew::Game g = crew_game(4, 1);
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 3000 && checked < 20; ++seed) {
    Rng rng(seed);
    crew::State s = g.initial_state();
    while (!g.is_terminal(s)) {
      if (s.phase == crew::Phase::play && s.in_trick == s.seats - 1) {
        crew::ActionList legal;
        g.legal_actions(s, legal);
        bool some_fail = false, some_safe = false;
        for (ActionId a : legal) {
          const crew::State n = g.apply_unchecked(s, a);
          (g.is_terminal(n) && g.returns(n)[0] == 0 ? some_fail : some_safe) = true;
        }
        if (some_fail && some_safe) {
          Rng pick(seed);
          for (int k = 0; k < 10; ++k) {
            const crew::State n = g.apply_unchecked(s, g.rollout_action(s, pick));
            EXPECT_FALSE(g.is_terminal(n) && g.returns(n)[0] == 0) << "seed " << seed;
          }
          ++checked;
          break;
        }
      }
      s = g.apply_unchecked(s, g.current_player(s) == kChance ? sample_chance(g, s, rng) : random_action(g, s, rng));
    }
  }
  EXPECT_GE(checked, 10);
}

TEST(CrewHeuristics, RolloutsStaySilentAndDeclineTheDistressSignal) {
  const crew::Game g = crew_game(4, 3);
  Rng rng(2);
  crew::State s = g.initial_state();
  int windows = 0, distress = 0;
  while (!g.is_terminal(s)) {
    if (g.current_player(s) == kChance) {
      s = g.apply_unchecked(s, sample_chance(g, s, rng));
      continue;
    }
    const ActionId a = g.rollout_action(s, rng);
    if (s.phase == crew::Phase::comm) {
      EXPECT_EQ(a, crew::act::kPass);
      ++windows;
    }
    if (s.phase == crew::Phase::distress) {
      EXPECT_EQ(a, crew::act::kNoDistress);
      ++distress;
    }
    s = g.apply_unchecked(s, a);
  }
  EXPECT_GT(windows, 0);
  EXPECT_EQ(distress, 1);
}

/// Mission 1 with a known deal: seat 0 (r4, commander) takes the task b8-of-suit-0 (card 7),
/// which seat 1 holds as its highest card of that suit; seat 0 holds the suit's 9 (card 8).
struct CrewDeal {
  crew::Game g;
  crew::State s;
};
CrewDeal crew_task_deal() {
  crew::Options o;
  o.players = 4;
  o.mission = 1;
  o.hands = {{39, 0, 8, 9, 10, 11, 12, 18, 19, 20},
             {2, 7, 13, 14, 15, 16, 21, 22, 23, 24},
             {3, 4, 5, 17, 25, 26, 27, 28, 29, 30},
             {1, 6, 31, 32, 33, 34, 35, 36, 37, 38}};
  o.tasks = {7};
  const crew::Game g = crew::Game::make(o).value();
  crew::State s = g.initial_state();
  Rng rng(1);
  while (g.current_player(s) == kChance) s = g.apply_unchecked(s, sample_chance(g, s, rng));
  s = g.apply(s, crew::act::pick(7)).value();
  if (s.phase == crew::Phase::distress) s = g.apply(s, crew::act::kNoDistress).value();
  return {g, s};
}

TEST(CrewHeuristics, TheSearchCommunicatesOnlyWhatATaskNeeds) {
  // The convention: a seat tells where another seat's task card is (3), or that it can win
  // its own task's suit (2); a seat with nothing a task depends on passes. Each window offers
  // the search one decision, so its budget goes to card play.
  const CrewDeal deal = crew_task_deal();
  const crew::Game* g = &deal.g;
  crew::State s = deal.s;
  ASSERT_EQ(s.phase, crew::Phase::comm);
  ASSERT_EQ(s.actor, 0);
  ASSERT_EQ(s.tasks[0].owner, 0);
  crew::ActionList out;
  g->search_actions(s, out);
  ASSERT_EQ(out.size(), 1);
  EXPECT_EQ(g->action_text(s, out[0]), g->action_text(s, crew::act::comm(8)));  // its top card above its task
  s = g->apply(s, out[0]).value();
  ASSERT_EQ(s.actor, 1);
  g->search_actions(s, out);
  ASSERT_EQ(out.size(), 1);
  EXPECT_EQ(out[0], crew::act::comm(7));  // seat 0's task card, its highest of the suit
  s = g->apply(s, out[0]).value();
  for (int seat : {2, 3}) {  // nothing of theirs bears on the task
    ASSERT_EQ(s.phase, crew::Phase::comm);
    ASSERT_EQ(s.actor, seat);
    g->search_actions(s, out);
    ASSERT_EQ(out.size(), 1);
    EXPECT_EQ(out[0], crew::act::kPass);
    s = g->apply(s, out[0]).value();
  }
  EXPECT_EQ(s.phase, crew::Phase::play);
  g->search_actions(s, out);  // card play: every legal card
  crew::ActionList legal;
  g->legal_actions(s, legal);
  EXPECT_EQ(out.size(), legal.size());
}

TEST(CrewHeuristics, WithoutTaskCardsTheSearchChoosesItsCommunication) {
  // Mission 5 has no task card, so the convention has nothing to say: the search keeps every
  // communication (its choice still narrows the others' deals).
  const crew::Game g = crew_game(4, 5);
  Rng rng(3);
  crew::State s = g.initial_state();
  while (!g.is_terminal(s) && s.phase != crew::Phase::comm)
    s = g.apply_unchecked(s, g.current_player(s) == kChance ? sample_chance(g, s, rng) : random_action(g, s, rng));
  ASSERT_EQ(s.phase, crew::Phase::comm);
  crew::ActionList out, legal;
  g.search_actions(s, out);
  g.legal_actions(s, legal);
  EXPECT_GT(out.size(), 1);
  EXPECT_TRUE(std::equal(out.begin(), out.end(), legal.begin(), legal.end()));
}

TEST(CrewHeuristics, ATaskOwnerLeadsTheSuitsTopCardWhenAnotherSeatHoldsItsTask) {
  // Seat 0 owns the task card 7 that seat 1 holds, and its 9 (card 8) beats every card of the
  // suit left: leading it gives seat 1 a trick to drop the task card into.
  const CrewDeal deal = crew_task_deal();
  const crew::Game* g = &deal.g;
  crew::State s = deal.s;
  while (s.phase == crew::Phase::comm) s = g->apply(s, crew::act::kPass).value();
  ASSERT_EQ(s.phase, crew::Phase::play);
  ASSERT_EQ(s.actor, 0);
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    Rng rng(seed);
    EXPECT_EQ(g->rollout_action(s, rng), crew::act::play(8)) << "seed " << seed;
  }
  // Seat 1, following with the task card into seat 0's winning trick, sends it to its owner.
  s = g->apply(s, crew::act::play(8)).value();
  ASSERT_EQ(s.actor, 1);
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    Rng rng(seed);
    EXPECT_EQ(g->rollout_action(s, rng), crew::act::play(7)) << "seed " << seed;
  }
}

TEST(Dp6Heuristics, TheRolloutActsRatherThanEndingItsTurn) {
  // "cada jogador deve realizar até 3 ações": ending early is allowed, and never what the
  // rollout does while anything else is possible.
  const dp6::Game g = dp6_game(3);
  for (const dp6::State& s : decision_states(g, 40, 2)) {
    dp6::ActionList legal;
    g.legal_actions(s, legal);
    Rng rng(1);
    for (int k = 0; k < 20; ++k) {
      const ActionId a = g.rollout_action(s, rng);
      ASSERT_TRUE(legal.contains(a));
      if (legal.size() > 1) {
        EXPECT_NE(a, dp6::act::kEnd);
      }
    }
  }
}

TEST(Dp6Heuristics, TheEvaluationRewardsCrewInTheCapsuleAgainstTheOthers) {
  // "conseguir colocar o maior número deles dentro da Cápsula de Fuga antes dela ser disparada"
  const dp6::Game g = dp6_game(2);
  dp6::State s = decision_states(g, 1).front();
  Returns even, ahead;
  g.evaluate(s, even);
  ASSERT_EQ(even.size(), 2);
  s.tracks[0].crew[0] = dp6::kCapsule;
  g.evaluate(s, ahead);
  EXPECT_GT(ahead[0], even[0]);
  EXPECT_LT(ahead[1], even[1]);
  for (double v : ahead) {
    EXPECT_GE(v, 0.0);
    EXPECT_LE(v, 1.0);
  }
}

/// A decision state of a 2-player game with the acting seat's rooms 1-2 face up (Tools,
/// Control), crew 0 standing in room 2, crew 1 in the start area, every door closed but the one
/// between rooms 1 and 2, and no marker to program with.
dp6::State dp6_corridor(const dp6::Game& g) {
  dp6::State s = decision_states(g, 1).front();
  dp6::Track& t = s.tracks[s.player];
  t.room = {dp6::Card::tools, dp6::Card::control, dp6::Card::hidden, dp6::Card::hidden, dp6::Card::hidden};
  t.crew = {2, dp6::kStart, dp6::kAside, dp6::kAside};
  t.lying = 0;
  t.aberration = 0;
  t.prog = 0;
  s.doors = static_cast<std::uint8_t>(1U << (t.gap_door[0] - 1));
  s.actions = 0;
  s.pending = 0;
  s.ignored = 0;
  s.activated = 0;
  s.capsule = 0;
  return s;
}

TEST(Dp6Heuristics, TheSearchWalksBackOnlyToFleeTheAberration) {
  const dp6::Game g = dp6_game(2);
  dp6::State s = dp6_corridor(g);
  dp6::ActionList legal, searched;
  g.legal_actions(s, legal);
  g.search_actions(s, searched);
  ASSERT_TRUE(legal.contains(dp6::act::walk(0, 1)));
  EXPECT_FALSE(searched.contains(dp6::act::walk(0, 1)));  // back to room 1: nothing gained
  EXPECT_TRUE(searched.contains(dp6::act::walk(1, 1)));
  EXPECT_TRUE(searched.contains(dp6::act::kDecode));
  for (ActionId a : searched) EXPECT_TRUE(legal.contains(a));
  // The Aberration in room 3 behind an open door reaches room 2 after the turn: fleeing is kept.
  dp6::Track& t = s.tracks[s.player];
  t.room[2] = dp6::Card::aberration;
  t.aberration = 3;
  s.doors = static_cast<std::uint8_t>(s.doors | 1U << (t.gap_door[1] - 1));
  g.search_actions(s, searched);
  EXPECT_TRUE(searched.contains(dp6::act::walk(0, 1)));
}

TEST(Dp6Heuristics, TheSearchDecodesOnlyWhenAResultCanServeTheSeat) {
  // "um resultado 6 jamais pode ser ignorado" and every used 6 advances the Capsule: with the
  // way open and nobody aboard, a decode can only run the clock down.
  const dp6::Game g = dp6_game(2);
  dp6::State s = dp6_corridor(g);
  dp6::Track& t = s.tracks[s.player];
  dp6::ActionList legal, searched;
  g.search_actions(s, searched);
  EXPECT_TRUE(searched.contains(dp6::act::kDecode));  // the door ahead of crew 0 is closed
  for (int r = 1; r < dp6::kRooms; ++r) s.doors = static_cast<std::uint8_t>(s.doors | 1U << (t.gap_door[r] - 1));
  s.doors = static_cast<std::uint8_t>(s.doors | 1U << (dp6::kCapsuleDoor - 1));
  g.legal_actions(s, legal);
  g.search_actions(s, searched);
  ASSERT_TRUE(legal.contains(dp6::act::kDecode));
  EXPECT_FALSE(searched.contains(dp6::act::kDecode));
  EXPECT_TRUE(searched.contains(dp6::act::walk(1, 1)));
  // With a crew aboard a 6 may win the game: decoding is searched again.
  t.crew[1] = dp6::kCapsule;
  g.search_actions(s, searched);
  EXPECT_TRUE(searched.contains(dp6::act::kDecode));
}

TEST(Dp6Heuristics, TheSearchKeepsOnlyTheResultsThatServeTheSeatsPath) {
  const dp6::Game g = dp6_game(2);
  dp6::State s = dp6_corridor(g);
  const dp6::Track& t = s.tracks[s.player];
  const int ahead = t.gap_door[1], behind = t.gap_door[0];  // the door ahead of crew 0 is closed
  s.actions = 1;
  s.pending = static_cast<std::uint8_t>(ahead);
  dp6::ActionList legal, searched;
  g.legal_actions(s, legal);
  g.search_actions(s, searched);
  ASSERT_TRUE(legal.contains(dp6::act::kIgnore));
  EXPECT_TRUE(searched.contains(dp6::act::kUse));
  EXPECT_FALSE(searched.contains(dp6::act::kIgnore));  // it opens the way
  EXPECT_FALSE(searched.contains(dp6::act::tilt(behind)));  // a door behind the crew
  EXPECT_FALSE(searched.contains(dp6::act::tilt(6)));  // nobody aboard: a 6 only runs the clock
  EXPECT_TRUE(searched.contains(dp6::act::tilt(dp6::kCapsuleDoor)));  // closed, still to pass
  // Open already, using it would close the way: only ignoring it is searched.
  s.doors = static_cast<std::uint8_t>(s.doors | 1U << (ahead - 1));
  g.search_actions(s, searched);
  EXPECT_FALSE(searched.contains(dp6::act::kUse));
  EXPECT_TRUE(searched.contains(dp6::act::kIgnore));
  // With a crew aboard and the other seat's none, a 6 is what the seat wants.
  s.tracks[s.player].crew[1] = dp6::kCapsule;
  g.search_actions(s, searched);
  EXPECT_TRUE(searched.contains(dp6::act::tilt(6)));
}

TEST(Dp6Heuristics, AFinishedRolloutScoresALossByTheTrackReached) {
  const dp6::Game g = dp6_game(2);
  dp6::State s = dp6_corridor(g);
  const int me = s.player, other = 1 - me;
  s.phase = dp6::Phase::over;
  s.end = dp6::End::launched;
  s.tracks[static_cast<std::size_t>(other)].crew = {dp6::kCapsule, dp6::kStart, dp6::kAside, dp6::kAside};
  Returns near, far;
  g.rollout_outcome(s, near);
  ASSERT_EQ(near.size(), 2);
  EXPECT_EQ(near[static_cast<std::size_t>(other)], 1.0);
  dp6::Track& t = s.tracks[static_cast<std::size_t>(me)];
  t.room[2] = dp6::Card::cryo;
  t.room[3] = dp6::Card::flooded;
  t.crew[0] = 4;
  g.rollout_outcome(s, far);
  EXPECT_GT(far[static_cast<std::size_t>(me)], near[static_cast<std::size_t>(me)]);
  EXPECT_LE(far[static_cast<std::size_t>(me)], 0.4);  // every loss below every win
  t.crew[0] = dp6::kCapsule;  // one aboard each: a shared win
  g.rollout_outcome(s, far);
  EXPECT_EQ(far[0], 1.0);
  EXPECT_EQ(far[1], 1.0);
}

TEST(Dp6Heuristics, TheRolloutPolicyAloneBeatsARandomSeat) {
  // Alone against a random seat, on these games, the policy won 39 of 400 before it dodged the
  // Aberration and steered the doors, and 103 after.
  dp6::Options o;
  o.max_turns = 100;
  const dp6::Game g = dp6::Game::make(o).value();
  Rng rng(2026);
  int wins = 0;
  const int games = 400;
  for (int i = 0; i < games; ++i) {
    dp6::State s = g.initial_state();
    while (!g.is_terminal(s)) {
      const PlayerId p = g.current_player(s);
      const ActionId a = p == kChance ? g.sample_chance(s, rng) : p == 0 ? g.rollout_action(s, rng) : random_action(g, s, rng);
      g.apply_in_place(s, a);
    }
    wins += g.returns(s)[0] > 0 ? 1 : 0;
  }
  EXPECT_GE(wins, games / 5);
}

}  // namespace
}  // namespace bgb::bottest
