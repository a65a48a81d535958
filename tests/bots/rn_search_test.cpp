// Red November's short list for the search tree (rn::search_actions): the race to a Destruction
// token's machine, and to a disaster track's near its end. Tests are named after the rule they
// rely on.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "support.hpp"

namespace bgb::bottest {
namespace {

/// The first move phase of a seeded game, the active gnome moved to `room`, the missile token
/// (fixed in room 7, Missile Control) on minute `token` (kNone: off the track).
rn::State missile_turn(const rn::Game& g, int room, std::uint8_t token) {
  Rng rng(4);
  rn::State s = g.initial_state();
  while (s.phase != rn::Phase::move) s = g.apply_unchecked(s, sample_chance(g, s, rng));
  s.seats[s.active].room = static_cast<std::uint8_t>(room);
  s.token[static_cast<std::size_t>(rn::Token::missile)] = token;
  return s;
}

rn::ActionList legal_of(const rn::Game& g, const rn::State& s) {
  rn::ActionList out;
  g.legal_actions(s, out);
  return out;
}

rn::ActionList searched_of(const rn::Game& g, const rn::State& s) {
  rn::ActionList out;
  g.search_actions(s, out);
  return out;
}

/// The fixes the tree searches at s, checking that it searches nothing but fixes and items and
/// that every fix is of `target` with `least`..`most` minutes; returns how many fixes.
int searched_fixes(const rn::Game& g, const rn::State& s, rn::Target target, int least, int most) {
  int fixes = 0;
  for (ActionId a : searched_of(g, s)) {
    const rn::act::Kind k = rn::act::kind_of(a);
    EXPECT_TRUE(k == rn::act::Kind::fix || k == rn::act::Kind::play) << g.action_text(s, a);
    if (k != rn::act::Kind::fix) continue;
    ++fixes;
    EXPECT_EQ(rn::act::fix_target(a), target) << g.action_text(s, a);
    EXPECT_GE(rn::act::fix_minutes(a), least) << g.action_text(s, a);
    EXPECT_LE(rn::act::fix_minutes(a), most) << g.action_text(s, a);
  }
  return fixes;
}

TEST(RnSearch, WithoutATokenEveryLegalDecisionIsSearched) {
  const rn::Game g = rn_game(4);
  const rn::State s = missile_turn(g, 5, rn::kNone);
  const rn::ActionList legal = legal_of(g, s), searched = searched_of(g, s);
  EXPECT_TRUE(std::equal(legal.begin(), legal.end(), searched.begin(), searched.end()));
}

TEST(RnSearch, AGnomeThatCanBeatTheMissileTokenOnlyWalksTowardMissileControl) {
  // Room 5 opens onto 2, 4, 6, 7 and 8; Missile Control is room 7. On minute 60 with the token
  // on 50 there is time for the walk and a fix: only `open 7` is searched.
  const rn::Game g = rn_game(4);
  const rn::State s = missile_turn(g, 5, 50);
  ASSERT_EQ(s.ghost, 60);
  const rn::ActionList searched = searched_of(g, s);
  ASSERT_EQ(searched.size(), 1);
  EXPECT_EQ(g.action_text(s, searched[0]), "open 7");
  // Once the hatch is open: `enter` (rest, another hatch or a take would waste the minute).
  const rn::State opened = g.apply_unchecked(s, searched[0]);
  const rn::ActionList next = searched_of(g, opened);
  ASSERT_EQ(next.size(), 1);
  EXPECT_EQ(rn::act::kind_of(next[0]), rn::act::Kind::enter);
}

TEST(RnSearch, InMissileControlOnlyFixesThatKeepTheGhostOnTheTokensSideAreSearched) {
  // "Игрок автоматически проваливает Ремонт этого события, если Призрачная Временная Метка
  // проходит через фишку Разрушения": with the token on 55 and the Ghost on 60, a fix of 6 or
  // more minutes fails without a roll, and 1 minute cannot succeed (a d10 below 1).
  const rn::Game g = rn_game(4);
  const rn::State s = missile_turn(g, 7, 55);
  EXPECT_EQ(searched_fixes(g, s, rn::Target::missile, 2, 5), 4);  // fix missile 2..5
}

TEST(RnSearch, ATokenTooCloseToBeatLeavesTheGnomeFree) {
  // From room 5 one hatch to Missile Control, and the token two minutes away: no fix of at
  // least 3 minutes fits, so the gnome's every decision is searched.
  const rn::Game g = rn_game(4);
  const rn::State s = missile_turn(g, 5, 58);
  const rn::ActionList legal = legal_of(g, s), searched = searched_of(g, s);
  EXPECT_TRUE(std::equal(legal.begin(), legal.end(), searched.begin(), searched.end()));
}

TEST(RnSearch, TheBotSpendsItsBudgetOnTheRaceOnly) {
  // With the game's knowledge the root's playouts all go through `open 7`; with random
  // rollouts (no short list) they spread over every legal decision.
  const rn::Game g = rn_game(4);
  const rn::State s = missile_turn(g, 5, 50);
  for (const bots::Rollout r : {bots::Rollout::game, bots::Rollout::random}) {
    bots::IsMcts<rn::Game> bot(g, small(200, r));
    Rng rng(7);
    int visited = 0, racing = 0;
    for (const bots::ActionStats& a : bot.analyse(s, s.active, rng)) {
      visited += a.visits > 0 ? 1 : 0;
      racing += a.visits > 0 && g.action_text(s, a.action) == "open 7" ? 1 : 0;
    }
    EXPECT_EQ(racing, 1);
    EXPECT_EQ(visited, r == bots::Rollout::game ? 1 : legal_of(g, s).size());
  }
}

/// The first move phase of a seeded game, the active gnome in `room`, the heat track's marker on
/// `cell` (the Reactor is room 4; room 5 opens onto it), no token on the track.
rn::State heat_turn(const rn::Game& g, int room, std::uint8_t cell) {
  rn::State s = missile_turn(g, room, rn::kNone);
  s.disaster[static_cast<std::size_t>(rn::Track::heat)] = cell;
  return s;
}

TEST(RnSearch, AHeatMarkerFiveCellsAlongSendsTheGnomeTowardTheReactor) {
  // Cell 5 of 7: a Reactor Malfunction (2 cells) would end the game. From room 5 only `open 4`.
  const rn::Game g = rn_game(4);
  const rn::State s = heat_turn(g, 5, rn::kTrackRaceAt);
  const rn::ActionList searched = searched_of(g, s);
  ASSERT_EQ(searched.size(), 1);
  EXPECT_EQ(g.action_text(s, searched[0]), "open 4");
  const rn::Race race = rn::track_race(s, g.content());
  EXPECT_EQ(race.target, rn::Target::reactor);
  EXPECT_EQ(race.token, rn::kNone);
}

TEST(RnSearch, AMarkerBelowTheRaceCellLeavesTheGnomeFree) {
  const rn::Game g = rn_game(4);
  const rn::State s = heat_turn(g, 5, rn::kTrackRaceAt - 1);
  const rn::ActionList legal = legal_of(g, s), searched = searched_of(g, s);
  EXPECT_TRUE(std::equal(legal.begin(), legal.end(), searched.begin(), searched.end()));
  EXPECT_EQ(rn::track_race(s, g.content()).target, rn::Target::none);
}

TEST(RnSearch, InTheReactorRoomOnlyFixesLikelyToSucceedAreSearched) {
  // "Если выпало < суммы времени и модификаторов, то действие удалось": 7 minutes or more
  // succeed on a d10 below 7, and more than 10 with the bonus would be wasted.
  const rn::Game g = rn_game(4);
  const rn::State s = heat_turn(g, g.content().reactor_room, 6);
  EXPECT_EQ(searched_fixes(g, s, rn::Target::reactor, 7, 10), 4);  // fix reactor 7..10
}

TEST(RnSearch, WithFewMinutesLeftTheTrackFixSpendsThemAll) {
  // "Вы не можете потратить больше минут на действие, чем есть на Шкале Времени": on minute 5
  // no fix of 7 fits, so the most the gnome may spend is searched, and no smaller one.
  const rn::Game g = rn_game(4);
  rn::State s = heat_turn(g, g.content().reactor_room, 6);
  s.ghost = 5;
  int fixes = 0;
  for (ActionId a : searched_of(g, s))
    if (rn::act::kind_of(a) == rn::act::Kind::fix) {
      ++fixes;
      EXPECT_EQ(g.action_text(s, a), "fix reactor 5");
    }
  EXPECT_EQ(fixes, 1);
}

TEST(RnSearch, ATokenComesBeforeATrack) {
  // The missile token on 50 and the heat marker on 6: from room 5 the race is to Missile
  // Control (room 7), not to the Reactor (room 4).
  const rn::Game g = rn_game(4);
  rn::State s = heat_turn(g, 5, 6);
  s.token[static_cast<std::size_t>(rn::Token::missile)] = 50;
  const rn::ActionList searched = searched_of(g, s);
  ASSERT_EQ(searched.size(), 1);
  EXPECT_EQ(g.action_text(s, searched[0]), "open 7");
}

/// missile_turn with Missile Control (room 7) on fire and the active gnome holding only `item`
/// (Item count 0: nothing).
rn::State burning_missile_turn(const rn::Game& g, int room, std::uint8_t token, rn::Item item, int count) {
  rn::State s = missile_turn(g, room, token);
  s.fire = static_cast<std::uint16_t>(1U << 7);
  s.water[7] = rn::Water::none;
  s.seats[s.active].items = {};
  s.seats[s.active].items.set(static_cast<std::size_t>(item), count);
  return s;
}

TEST(RnSearch, ABurningMachineRoomIsRacedForOnlyWithAGrogOrAnExtinguisher) {
  // "Если комната охвачена огнем, то войти в неё ... можно, только если была сыграна карточка
  // Огнетушителя или Грога": without one the gnome cannot reach Missile Control, so it races for
  // no token; it heads for the Captain's Cabin (room 10, through room 8) to take a Grog instead.
  const rn::Game g = rn_game(4);
  const rn::State s = burning_missile_turn(g, 5, 50, rn::Item::grog, 0);
  EXPECT_EQ(rn::token_race(s, g.content()).target, rn::Target::none);
  const rn::ActionList searched = searched_of(g, s);
  ASSERT_EQ(searched.size(), 1);
  EXPECT_EQ(g.action_text(s, searched[0]), "open 8");
}

/// Checks that the tree searches only `play ITEM`, then only `open 7`, then only `enter` (the
/// walk into the burning Missile Control of burning_missile_turn).
void expect_play_open_enter(const rn::Game& g, const rn::State& s, const std::string& play) {
  rn::ActionList searched = searched_of(g, s);
  ASSERT_EQ(searched.size(), 1);
  EXPECT_EQ(g.action_text(s, searched[0]), play);
  const rn::State played = g.apply_unchecked(s, searched[0]);
  searched = searched_of(g, played);
  ASSERT_EQ(searched.size(), 1);
  EXPECT_EQ(g.action_text(played, searched[0]), "open 7");
  const rn::State opened = g.apply_unchecked(played, searched[0]);
  searched = searched_of(g, opened);
  ASSERT_EQ(searched.size(), 1);
  EXPECT_EQ(rn::act::kind_of(searched[0]), rn::act::Kind::enter);
}

TEST(RnSearch, AGnomeWithAGrogPlaysItBeforeOpeningIntoTheFire) {
  // The hatch closes at a play, so the Grog comes first, then `open 7`, then `enter`.
  const rn::Game g = rn_game(4);
  const rn::State s = burning_missile_turn(g, 5, 50, rn::Item::grog, 1);
  EXPECT_EQ(rn::token_race(s, g.content()).target, rn::Target::missile);
  expect_play_open_enter(g, s, "play grog");
}

TEST(RnSearch, InABurningMachineRoomTheGnomeFightsTheFireOrFixesTheMachineAndDies) {
  // "Вы можете совершить другое действие, но в этом случае гном погибнет героической смертью":
  // with other gnomes aboard both the fire's fix and the missile's are searched; the last gnome
  // aboard only fights the fire.
  const rn::Game g = rn_game(4);
  rn::State s = burning_missile_turn(g, 7, 50, rn::Item::grog, 0);
  EXPECT_EQ(rn::token_race(s, g.content()).target, rn::Target::missile);
  auto fixes_of = [&](const rn::State& st, rn::Target t) {
    int n = 0;
    for (ActionId a : searched_of(g, st)) {
      EXPECT_NE(rn::act::kind_of(a), rn::act::Kind::rest) << g.action_text(st, a);
      n += rn::act::kind_of(a) == rn::act::Kind::fix && rn::act::fix_target(a) == t ? 1 : 0;
    }
    return n;
  };
  EXPECT_GT(fixes_of(s, rn::Target::fire), 0);
  EXPECT_GT(fixes_of(s, rn::Target::missile), 0);
  for (int i = 0; i < s.players; ++i)
    if (i != s.active) s.seats[static_cast<std::size_t>(i)].status = rn::Status::dead;
  EXPECT_GT(fixes_of(s, rn::Target::fire), 0);
  EXPECT_EQ(fixes_of(s, rn::Target::missile), 0);
}

TEST(RnSearch, AGnomeWithAnExtinguisherGoesToPutOutABurningMachineRoom) {
  // No token and no track to race for, Missile Control on fire: a gnome holding a Fire
  // Extinguisher plays it, opens the hatch and enters; without one, every decision is searched.
  const rn::Game g = rn_game(4);
  const rn::State s = burning_missile_turn(g, 5, rn::kNone, rn::Item::fire_extinguisher, 1);
  EXPECT_EQ(rn::fire_race(s, g.content()).target, rn::Target::fire);
  EXPECT_EQ(rn::fire_race(s, g.content()).room, 7);
  expect_play_open_enter(g, s, "play fire-extinguisher");
}

TEST(RnSearch, WithoutAWayIntoTheFireTheGnomeFetchesAGrogFromTheCabin) {
  // "Если комната охвачена огнем, то войти в неё ... можно, только если была сыграна карточка
  // Огнетушителя или Грога": from room 8, next to the Captain's Cabin (room 10, where the Grog
  // lies), a gnome holding neither goes in and takes Grog while Missile Control burns.
  const rn::Game g = rn_game(4);
  const rn::State s = burning_missile_turn(g, 8, rn::kNone, rn::Item::grog, 0);
  const rn::Race race = rn::fire_race(s, g.content());
  EXPECT_TRUE(race.grog);
  EXPECT_EQ(race.room, g.content().cabin_room);
  rn::ActionList searched = searched_of(g, s);
  ASSERT_EQ(searched.size(), 1);
  EXPECT_EQ(g.action_text(s, searched[0]), "open 10");
  rn::State at = g.apply_unchecked(s, searched[0]);
  searched = searched_of(g, at);
  ASSERT_EQ(searched.size(), 1);
  at = g.apply_unchecked(at, searched[0]);  // enter
  ASSERT_EQ(at.seats[at.active].room, g.content().cabin_room);
  searched = searched_of(g, at);
  ASSERT_FALSE(searched.empty());
  for (ActionId a : searched) EXPECT_EQ(rn::act::kind_of(a), rn::act::Kind::take_grog) << g.action_text(at, a);
  // Nothing burns: nothing to fetch it for.
  rn::State calm = s;
  calm.fire = 0;
  EXPECT_EQ(rn::fire_race(calm, g.content()).target, rn::Target::none);
}

TEST(RnSearch, WhileAnyRoomBurnsAGnomeWithoutAWayIntoFireFetchesAGrog) {
  // Fire Spreads sets fire to "a room without fire or water next to a burning room", so a fire
  // anywhere may reach a machine room: a gnome holding neither a Grog nor an Extinguisher heads
  // for the Captain's Cabin (room 10, next to room 8) while room 3, no machine's, burns. One
  // holding an Extinguisher has nothing to race for.
  const rn::Game g = rn_game(4);
  rn::State s = missile_turn(g, 8, rn::kNone);
  s.fire = static_cast<std::uint16_t>(1U << 3);
  s.water[3] = rn::Water::none;
  s.seats[s.active].items = {};
  EXPECT_TRUE(rn::fire_race(s, g.content()).grog);
  const rn::ActionList searched = searched_of(g, s);
  ASSERT_EQ(searched.size(), 1);
  EXPECT_EQ(g.action_text(s, searched[0]), "open 10");
  s.seats[s.active].items.set(static_cast<std::size_t>(rn::Item::fire_extinguisher), 1);
  EXPECT_EQ(rn::fire_race(s, g.content()).target, rn::Target::none);
}

}  // namespace
}  // namespace bgb::bottest
