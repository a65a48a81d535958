// Red November, random games for 3..8 gnomes: uniform legal decisions and weighted chance must
// end, and every state on the way must keep the table sound — items and event cards conserved
// (deck + held + cabin + discards = the content's counts, no discard pile negative), minutes
// within 0..60 and the Ghost never above the active Time Keeper, disaster markers within their
// tracks, water and fire never in one room, intoxication 0..4, at most one Destruction token of
// each kind. Every decision's text reads back as itself, and observations hide other seats' items.
#include "rn_fixture.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "bgb/core/rng.hpp"
#include "../digest.hpp"

namespace {

using namespace rntest;
namespace detail = bgb::rn::detail;

constexpr int kGamesPerCount = 300;
/// Far above any game: at most 8 gnomes x 60 minutes of turns, each with a handful of steps.
constexpr int kMaxSteps = 20000;

std::string problem(const Game& g, const State& s) {
  const Content& c = g.content();
  std::ostringstream why;
  for (int k = 0; k < bgb::rn::kItemKinds; ++k)
    if (detail::item_discards(s, c, k) < 0) why << "item kind " << k << " over-counted; ";
  if (s.cabin_grog > c.cabin_grog) why << "cabin grog " << int{s.cabin_grog} << "; ";
  for (int t = 0; t < c.num_event_types; ++t)
    if (detail::event_discards(s, c, t) < 0 || s.event_deck[z(t)] > c.events[z(t)].count)
      why << "event type " << t << " over-counted; ";
  for (int t = c.num_event_types; t < bgb::rn::kMaxEventTypes; ++t)
    if (s.event_deck[z(t)] != 0) why << "unused event type " << t << " in the deck; ";
  for (int t = 0; t < bgb::rn::kTracks; ++t)
    if (s.disaster[z(t)] > c.tracks[z(t)].end) why << "track " << t << " at " << int{s.disaster[z(t)]} << "; ";
  for (int r = 0; r < bgb::rn::kRooms; ++r)
    if (bgb::rn::on_fire(s, r) && s.water[z(r)] != Water::none) why << "fire and water in room " << r << "; ";
  if (bgb::rn::on_fire(s, kSea) || s.water[z(kSea)] != Water::none) why << "the Sea burns or floods; ";
  for (std::uint8_t t : s.token)
    if (t != bgb::rn::kNone && t > 60) why << "token at " << int{t} << "; ";
  for (int i = 0; i < s.players; ++i) {
    const auto& p = s.seats[z(i)];
    if (p.keeper > 60) why << "keeper " << i << " at " << int{p.keeper} << "; ";
    if (p.intox > bgb::rn::kMaxIntoxication) why << "intoxication " << i << "; ";
    if (p.room >= bgb::rn::kRooms) why << "room " << i << "; ";
    if (p.status != Status::aboard && bgb::rn::hand_size(s, i) != 0) why << "gone seat " << i << " holds items; ";
  }
  if (s.phase != Phase::place && s.phase != Phase::stack && s.phase != Phase::deal && s.phase != Phase::over) {
    if (s.ghost > s.seats[z(s.active)].keeper) why << "ghost above the keeper; ";
    if (s.seats[z(s.active)].status != Status::aboard && s.phase != Phase::over) why << "a gone seat acts; ";
  }
  if ((s.phase == Phase::over) != (s.end != End::none)) why << "phase/end mismatch; ";
  return why.str();
}

TEST(RnProperty, RandomGamesEndSoundlyForEveryPlayerCount) {
  for (int players = 3; players <= 8; ++players) {
    const Game g = make(players);
    int won = 0;
    for (int game = 0; game < kGamesPerCount; ++game) {
      bgb::Rng rng(static_cast<std::uint64_t>(players * 100003 + game));
      State s = g.initial_state();
      int steps = 0;
      while (!g.is_terminal(s) && steps < kMaxSteps) {
        ActionId a;
        if (g.current_player(s) == bgb::kChance) {
          a = bgb::sample_chance(g, s, rng);
        } else {
          Game::ActionList list;
          g.legal_actions(s, list);
          ASSERT_FALSE(list.empty()) << players << " players, game " << game << ": no decision in phase "
                                     << static_cast<int>(s.phase);
          // Ascending ids, as the C ABI lists them: a uniform pick from either is the same pick.
          ASSERT_TRUE(std::adjacent_find(list.begin(), list.end(), std::greater_equal<>()) == list.end())
              << players << " players, game " << game << ": decisions out of id order in phase " << static_cast<int>(s.phase);
          a = list[static_cast<int>(rng.below(static_cast<std::uint64_t>(list.size())))];
          const std::string text = g.action_text(s, a);
          const auto back = g.parse_action(s, text);
          ASSERT_TRUE(back.ok() && *back == a) << text;
        }
        const auto next = g.apply(s, a);
        ASSERT_TRUE(next.ok()) << next.error().message;
        EXPECT_EQ(g.hash(g.apply_unchecked(s, a)), g.hash(next.value()));
        s = next.value();
        ++steps;
        const std::string p = problem(g, s);
        ASSERT_EQ(p, "") << players << " players, game " << game << ", step " << steps;
      }
      ASSERT_TRUE(g.is_terminal(s)) << players << " players, game " << game;
      EXPECT_EQ(g.returns(s).size(), players);
      if (s.end == End::won) ++won;
    }
    RecordProperty("won_" + std::to_string(players), won);
  }
}

// Content replaced piece by piece: a two-card event deck (plus the Kraken) and a 16-card item
// deck reshuffle all the time, run dry with 8 gnomes, and must still end soundly.
TEST(RnProperty, RandomGamesWithTinyDecksReshuffleSoundly) {
  Content c = bgb::rn::kDefaultContent;
  c.num_event_types = 3;
  c.events[0] = bgb::rn::EventCard{EventKind::respite, 4, 1};
  c.events[1] = bgb::rn::EventCard{EventKind::fire, bgb::rn::kNoFaint, 1};
  c.events[2] = bgb::rn::EventCard{EventKind::kraken, 1, 1};
  for (auto& d : c.items) d.deck = 0;
  c.items[z(ki(Item::aqualung))].deck = 8;
  c.items[z(ki(Item::tool_box))].deck = 8;
  c.cabin_grog = 2;
  ASSERT_EQ(bgb::rn::content_error(c), "");
  for (int players : {3, 8}) {
    const Game g = make(players, c);
    for (int game = 0; game < 200; ++game) {
      bgb::Rng rng(static_cast<std::uint64_t>(31 * players + game));
      State s = g.initial_state();
      int steps = 0;
      while (!g.is_terminal(s) && steps < kMaxSteps) {
        const ActionId a =
            g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng) : bgb::random_action(g, s, rng);
        ASSERT_TRUE(g.is_legal(s, a));
        s = g.apply_unchecked(s, a);
        ++steps;
        const std::string p = problem(g, s);
        ASSERT_EQ(p, "") << players << " players, game " << game << ", step " << steps;
      }
      ASSERT_TRUE(g.is_terminal(s));
    }
  }
}

// The generic move-generator check runs through setup and a first turn's every branch.
TEST(RnProperty, PerftThroughSetupAndATurn) {
  const Game g = make(3, quiet());
  EXPECT_EQ(bgb::perft(g, g.initial_state(), 3), 1000U);  // three d10 placements
  const State s = table(g, {5, 5, 5});
  const std::uint64_t n = bgb::perft(g, s, 3);
  EXPECT_GT(n, 100U);
  RecordProperty("perft3_turn", static_cast<int>(n));
}

// The same seed replays the same game (chance included), state hash for state hash.
TEST(RnProperty, ReplayFromTheLogReproducesTheHash) {
  const Game g = make(5);
  bgb::Rng rng(42);
  std::vector<ActionId> log;
  State s = g.initial_state();
  while (!g.is_terminal(s)) {
    const ActionId a = g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng) : bgb::random_action(g, s, rng);
    log.push_back(a);
    s = g.apply_unchecked(s, a);
  }
  const auto again = bgb::replay(g, std::span<const ActionId>(log));
  ASSERT_TRUE(again.ok()) << again.error().message;
  EXPECT_EQ(g.hash(again.value()), g.hash(s));
  EXPECT_EQ(again.value(), s);
}

// Issue: "each seat's items are visible only to that seat (the faint and item draws are chance)".
TEST(RnSpec, ObservationsHideOtherSeatsItems) {
  const Game g = make();
  State s = g.initial_state();
  s = run(g, s, "place 1; place 2; place 3; place 4; stack 0; stack 1; stack 2; stack 3");
  s = run(g, s, "item coffee; item crowbar; item aqualung; item aqualung; item tool-box; item crowbar; "
                "item lucky-charm; item diving-gun");
  const auto mine = g.observation(s, 1);
  EXPECT_EQ(mine.view.seats[1].items[z(ki(Item::aqualung))], 2);
  EXPECT_EQ(bgb::rn::hand_size(mine.view, 0), 0);
  EXPECT_EQ(mine.hand_size[0], 2);
  EXPECT_EQ(mine.view.item_deck, (std::array<std::uint8_t, bgb::rn::kItemKinds>{}));
  EXPECT_EQ(mine.item_deck_size, 40);
  const auto pub = g.observation(s, bgb::kViewPublic);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(bgb::rn::hand_size(pub.view, i), 0);
  EXPECT_EQ(g.observation(s, bgb::kViewAll).view, s);
  // The draw of another seat's item reads `item ?`.
  State d = run(g, g.initial_state(), "place 1; place 2; place 3; place 4; stack 0; stack 1; stack 2; stack 3");
  EXPECT_EQ(g.action_text_for(d, bgb::rn::act::item(Item::coffee), 0), "item coffee");
  EXPECT_EQ(g.action_text_for(d, bgb::rn::act::item(Item::coffee), 1), "item ?");
  EXPECT_EQ(g.action_text_for(d, bgb::rn::act::item(Item::coffee), bgb::kViewAll), "item coffee");
}

// Errors name the action and leave the state alone.
TEST(RnSpec, IllegalActionsAreRejectedWithTheirText) {
  const Game g = make();
  const State s = table(g, {5, 5, 5, 5});
  const auto r = g.apply(s, bgb::rn::act::take_grog(1));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "action 310 (take grog 1) is not legal: Grog is taken in the cabin, room 10");
  EXPECT_FALSE(g.apply(s, -3).ok());
  EXPECT_FALSE(g.apply(s, g.num_distinct_actions()).ok());
}

// The state stays small and trivially copyable.
TEST(RnSpec, StateIsCompact) {
  static_assert(std::is_trivially_copyable_v<State>);
  EXPECT_LE(sizeof(State), 384U);
  RecordProperty("state_bytes", static_cast<int>(sizeof(State)));
}

}  // namespace

namespace {

using namespace rntest;

// Resampling for a seat keeps everything that seat observes and conserves every card.
TEST(RnProperty, ResampleKeepsTheSeatsObservation) {
  for (int players = 3; players <= 8; ++players) {
    const Game g = make(players);
    for (int game = 0; game < 20; ++game) {
      bgb::Rng rng(static_cast<std::uint64_t>(7919 * players + game));
      State s = g.initial_state();
      int steps = 0;
      while (!g.is_terminal(s)) {
        const ActionId a =
            g.current_player(s) == bgb::kChance ? bgb::sample_chance(g, s, rng) : bgb::random_action(g, s, rng);
        s = g.apply_unchecked(s, a);
        if (++steps % 7 != 0 || g.current_player(s) < 0) continue;
        const int seat = g.current_player(s);
        const State r = g.resample(s, seat, rng);
        ASSERT_EQ(g.observation(r, seat), g.observation(s, seat));
        for (int k = 0; k < bgb::rn::kItemKinds; ++k)
          ASSERT_EQ(bgb::rn::detail::item_discards(r, g.content(), k), bgb::rn::detail::item_discards(s, g.content(), k));
        Game::ActionList mine, theirs;
        g.legal_actions(s, mine);
        g.legal_actions(r, theirs);
        ASSERT_EQ(std::vector<ActionId>(mine.begin(), mine.end()), std::vector<ActionId>(theirs.begin(), theirs.end()));
      }
    }
  }
}

}  // namespace

namespace {

using namespace rntest;

/// A board other than the default (rooms, hatches, machines and spaces moved): the speed work
/// precomputes per Game from the content, so the pinned games must cover replaced data too.
Content moved_board() {
  Content c = bgb::rn::kDefaultContent;
  constexpr std::array<bgb::rn::Hatch, 16> h = {{{1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {7, 8}, {8, 9},
                                                 {9, 10}, {10, 1}, {1, 6}, {3, 8}, {2, 7}, {1, kSea}, {kSea, 5},
                                                 {8, kSea}}};
  c.hatches = {};
  c.num_hatches = static_cast<std::uint8_t>(h.size());
  for (std::size_t i = 0; i < h.size(); ++i) c.hatches[i] = h[i];
  c.engine_room = 6;
  c.pumps_room = 9;
  c.reactor_room = 3;
  c.missile_room = 2;
  c.stores_room = 5;
  c.cabin_room = 7;
  c.event_spaces |= std::uint64_t{1} << 59;
  c.item_spaces |= std::uint64_t{1} << 44;
  return c;
}

/// FNV-1a over 64-bit words: the transcript of a seeded game in one number.
using bgb::test::Digest;

/// Seeded random games through the public API: every legal list (ids in order), every chance
/// list (ids and weights), the sampled outcome, every eighth state's is_legal over all ids and
/// one refusal message, and the final state's hash.
std::uint64_t transcript(const Game& g, int games, std::uint64_t seed) {
  Digest d;
  for (int game = 0; game < games; ++game) {
    bgb::Rng rng(seed + static_cast<std::uint64_t>(game));
    State s = g.initial_state();
    int step = 0;
    while (!g.is_terminal(s)) {
      ActionId a;
      if (g.current_player(s) == bgb::kChance) {
        Game::ChanceList out;
        g.chance_outcomes(s, out);
        for (const bgb::ChanceOutcome& o : out) {
          d.add(static_cast<std::uint64_t>(o.action));
          d.add(o.weight);
        }
        a = bgb::sample_chance(g, s, rng);
      } else {
        Game::ActionList out;
        g.legal_actions(s, out);
        d.add(static_cast<std::uint64_t>(out.size()));
        for (ActionId x : out) d.add(static_cast<std::uint64_t>(x));
        a = out[static_cast<int>(rng.below(static_cast<std::uint64_t>(out.size())))];
      }
      d.add(static_cast<std::uint64_t>(a));
      if (step % 8 == 0) {
        std::uint64_t bits = 0;
        for (ActionId x = -1; x <= g.num_distinct_actions(); ++x) {
          bits = (bits << 1) | (g.is_legal(s, x) ? 1U : 0U);
          if (x % 32 == 31) {
            d.add(bits);
            bits = 0;
          }
        }
        d.add(bits);
        const ActionId wrong = static_cast<ActionId>((step * 37 + game) % g.num_distinct_actions());
        const auto r = g.apply(s, wrong);
        if (!r.ok())
          for (char ch : r.error().message) d.add(static_cast<unsigned char>(ch));
      }
      s = g.apply_unchecked(s, a);
      ++step;
    }
    d.add(g.hash(s));
    d.add(static_cast<std::uint64_t>(step));
  }
  return d.h;
}

// Speed work (issue 19) must never change what a seed plays: these numbers were computed with
// the rules as they were before it (commit 311e2ff), list by list and draw by draw, with each
// legal list sorted: since then the typed list is in ascending id order like every game's (and
// like the C ABI's, so bgb_playouts picks what a uniform pick from bgb_state_legal_actions does).
TEST(RnSpeed, SeededRandomGamesArePinned) {
  const std::uint64_t expected[] = {1412575956716520381ULL, 14545870737986045154ULL, 7177617220075465501ULL,
                                    13389425473224729245ULL, 11546507452285352350ULL, 3007178451864744722ULL};
  for (int players = 3; players <= 8; ++players)
    EXPECT_EQ(transcript(make(players), 40, 1000U * static_cast<std::uint64_t>(players)), expected[players - 3])
        << players << " players";
  EXPECT_EQ(transcript(make(5, moved_board()), 60, 77), 10502027798399885374ULL) << "the moved board";
  EXPECT_EQ(transcript(make(8, quiet()), 20, 5), 9520191191471637376ULL) << "no Event or Item spaces";
}

// The deck draws count 16 card kinds at once with SSE2 where the target has it, and one at a
// time elsewhere (WebAssembly, constant evaluation): both must draw the same card from the same
// generator on any deck, full bytes included, or a seed would play differently across platforms.
TEST(RnSpeed, DeckDrawsAreTheSameOnEveryPath) {
  static_assert(detail::event_deck_size(State{}) == 0 && !detail::event_deck_left(State{}));
  static_assert([] {
    State s;
    s.event_deck[63] = 1;
    return detail::event_deck_left(s) && detail::event_groups(s)[3] == 1 && detail::rank16_at(s.event_deck.data() + 48, 0) == 15;
  }());
  static_assert([] {
    State s;
    for (std::size_t t = 0; t < s.event_deck.size(); ++t) s.event_deck[t] = static_cast<std::uint8_t>(t);
    return detail::event_groups(s)[3] == (48 + 63) * 8;
  }());
  bgb::Rng rng(19);
  for (int round = 0; round < 4000; ++round) {
    State s;
    const std::uint64_t top = round % 4 == 0 ? 256 : round % 4 == 1 ? 4 : 2;  // full bytes, small counts, 0/1
    for (std::uint8_t& n : s.event_deck) n = static_cast<std::uint8_t>(rng.below(top));
    for (std::uint8_t& n : s.item_deck) n = static_cast<std::uint8_t>(rng.below(top));
    if (round % 7 == 0) s.event_deck = {};  // an empty deck draws nothing
    if (round % 11 == 0) s.item_deck = {};
    // What the generic draw takes: the outcome list of each deck, kinds in order, weighted by count.
    std::vector<bgb::ChanceOutcome> event_list, item_list;
    for (std::size_t t = 0; t < s.event_deck.size(); ++t)
      if (s.event_deck[t] > 0) event_list.push_back({bgb::rn::act::event(static_cast<int>(t)), s.event_deck[t]});
    for (std::size_t k = 0; k < s.item_deck.size(); ++k)
      if (s.item_deck[k] > 0) item_list.push_back({bgb::rn::act::kItem + static_cast<bgb::ActionId>(k), s.item_deck[k]});
    const detail::EventGroups fast = detail::event_groups(s), portable = detail::event_groups_portable(s);
    int events = 0;
    for (std::size_t g = 0; g < fast.size(); ++g) {
      int group = 0;
      for (std::size_t t = 16 * g; t < 16 * g + 16; ++t) group += s.event_deck[t];
      ASSERT_EQ(fast[g], static_cast<std::uint32_t>(group)) << "round " << round << ", group " << g;
      ASSERT_EQ(portable[g], static_cast<std::uint32_t>(group)) << "round " << round << ", group " << g;
      events += group;
    }
    ASSERT_EQ(detail::event_deck_size(s), events);
    ASSERT_EQ(detail::event_deck_left(s), events != 0);
    for (int draw = 0; draw < 8; ++draw) {
      bgb::Rng a(rng.next()), b = a, generic = a;
      const ActionId event = detail::draw_event(s, a);
      ASSERT_EQ(event, detail::draw_event<true>(s, b)) << "round " << round;
      ASSERT_EQ(event, bgb::draw_weighted(event_list, generic)) << "round " << round;
      ASSERT_EQ(a.state(), b.state()) << "the same numbers drawn";
      ASSERT_EQ(a.state(), generic.state()) << "the same numbers drawn";
      const ActionId item = detail::draw_item(s, a);
      ASSERT_EQ(item, detail::draw_item<true>(s, b)) << "round " << round;
      ASSERT_EQ(item, bgb::draw_weighted(item_list, generic)) << "round " << round;
      ASSERT_EQ(a.state(), b.state()) << "the same numbers drawn";
      ASSERT_EQ(a.state(), generic.state()) << "the same numbers drawn";
    }
    // Every count and bound up to the deck's size ranks as the running totals say, and so does
    // one past the largest 16-bit lane (every total is below it: the SSE2 rank clamps r there).
    std::vector<std::uint32_t> bounds{0x7FFFU, 0x8000U, 0xFFFFU, 0x10000U, 0xFFFFFFFFU};
    for (std::uint32_t r = 0; r <= static_cast<std::uint32_t>(events) + 1; r += 1 + static_cast<std::uint32_t>(events) / 40) bounds.push_back(r);
    for (const std::uint32_t r : bounds) {
      int g = 0;
      std::uint32_t before = 0;
      while (g < 3 && before + fast[static_cast<std::size_t>(g)] <= r) before += fast[static_cast<std::size_t>(g++)];
      const std::uint8_t* group = s.event_deck.data() + 16 * g;
      ASSERT_EQ(detail::rank_portable(group, 16, r - before), detail::rank16_at(group, r - before)) << "r " << r;
    }
  }
}

}  // namespace
