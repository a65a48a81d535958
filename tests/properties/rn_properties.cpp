// The generic properties instantiated for Red November (3..8 gnomes, the default content or a
// small replaced one that reshuffles often, random or careful play), plus its own: cards are
// conserved (no item or event card is made or lost), the Time Keepers and the Ghost only go
// down, and the disaster markers, intoxication and the cabin stay in range. The speed paths of
// issue 19 against their references: the table-driven move phase against the hatch-list search
// it replaced (on shaken boards too), is_legal against the lists, sample_chance against the
// generic weighted draw (on redrawn decks too), and the counts read a word at a time.
#include <algorithm>
#include <ostream>
#include <span>
#include <vector>

#include "bgb/rn.hpp"
#include "game_properties.hpp"

namespace {

using namespace bgb::rn;

/// A small content: 8 event card types, 20 items, 3 Grog; decks run out and reshuffle.
Content small_content() {
  Content c = kDefaultContent;
  c.num_event_types = 8;
  c.events = {};
  const EventCard e[] = {{EventKind::fire, 2, 2},         {EventKind::hatch_blocked, kNoFaint, 2},
                         {EventKind::kraken, 1, 1},        {EventKind::turbulence, 4, 1},
                         {EventKind::fire_spreads, 3, 1},  {EventKind::friendly_fire, 0, 1},
                         {EventKind::leak, kNoFaint, 1},   {EventKind::overheated, 3, 1}};
  for (std::size_t i = 0; i < 8; ++i) c.events[i] = e[i];
  for (int k = 1; k < kItemKinds; ++k) c.items[static_cast<std::size_t>(k)].deck = k == 1 ? 1 : 2;
  c.items[static_cast<std::size_t>(Item::coffee)].deck = 1;
  c.cabin_grog = 3;
  return c;
}

struct RnCase {
  int players = 4;
  bool small = false;
  std::uint64_t seed = 0;
  bool careful = false;

  Game game() const {
    Options o;
    o.players = players;
    if (small) o.content = small_content();
    const bgb::Result<Game> g = Game::make(o);
    if (!g) RC_FAIL("Game::make: " + g.error().message);
    return g.value();
  }

  bgb::props::Walk walk() const { return {seed, 20000, careful}; }
};

std::ostream& operator<<(std::ostream& os, const RnCase& c) {
  return os << "{players " << c.players << (c.small ? ", small content" : ", default content") << ", seed " << c.seed
            << (c.careful ? ", careful" : ", random") << "}";
}

rc::Gen<RnCase> rn_case() {
  return rc::gen::apply([](int players, bool small, std::uint64_t seed, bool careful) { return RnCase{players, small, seed, careful}; },
                        rc::gen::inRange(3, 9), rc::gen::arbitrary<bool>(), rc::gen::arbitrary<std::uint64_t>(),
                        rc::gen::arbitrary<bool>());
}

}  // namespace

BGB_GAME_PROPERTIES(RnProperties, rn_case());

namespace {

// Every item card is in the deck, a hand, the cabin or the discards (never fewer than none), and
// every event card in the deck or the discards (the Kraken set aside until the first reshuffle).
RC_GTEST_PROP(RnProperties, CardsAreConserved, ()) {
  const RnCase c = *rn_case();
  const Game g = c.game();
  const Content& content = g.content();
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    for (int k = 0; k < kItemKinds; ++k) RC_ASSERT(detail::item_discards(s, content, k) >= 0);
    for (int t = 0; t < content.num_event_types; ++t) {
      RC_ASSERT(s.event_deck[static_cast<std::size_t>(t)] <= content.events[static_cast<std::size_t>(t)].count);
      if (content.events[static_cast<std::size_t>(t)].kind == EventKind::kraken && !s.reshuffled)
        RC_ASSERT(s.event_deck[static_cast<std::size_t>(t)] == 0);
    }
    for (int i = 0; i < s.players; ++i)
      if (s.seats[static_cast<std::size_t>(i)].status != Status::aboard) RC_ASSERT(hand_size(s, i) == 0);
  });
}

// Time Keepers only go down; markers, intoxication and the cabin stay in their ranges.
RC_GTEST_PROP(RnProperties, TimeGoesDownAndTracksStayInRange, ()) {
  const RnCase c = *rn_case();
  const Game g = c.game();
  const Content& content = g.content();
  bool first = true;
  State prev{};
  bgb::props::detail::walk(g, c.walk(), [&](const State& s, bgb::Rng&) {
    for (int t = 0; t < kTracks; ++t) RC_ASSERT(s.disaster[static_cast<std::size_t>(t)] <= content.tracks[static_cast<std::size_t>(t)].end);
    RC_ASSERT(s.cabin_grog <= content.cabin_grog);
    for (int i = 0; i < s.players; ++i) {
      const Seat& seat = s.seats[static_cast<std::size_t>(i)];
      RC_ASSERT(seat.intox <= kMaxIntoxication);
      RC_ASSERT(seat.keeper <= content.start[static_cast<std::size_t>(s.players)]);
      if (!first) {
        RC_ASSERT(seat.keeper <= prev.seats[static_cast<std::size_t>(i)].keeper);
        if (prev.seats[static_cast<std::size_t>(i)].status != Status::aboard) RC_ASSERT(seat.status == prev.seats[static_cast<std::size_t>(i)].status);
      }
    }
    if (s.phase == Phase::move) RC_ASSERT(s.ghost <= s.seats[static_cast<std::size_t>(s.active)].keeper);
    first = false;
    prev = s;
  });
}

}  // namespace

namespace {

/// The move phase as it was generated before the board tables (issue 19): every room pair
/// searched in the hatch list, every fix target asked through `fixable`. The reference the
/// table-driven list_move_phase must match on any state, natural or not.
bgb::FixedVector<bgb::ActionId, kMaxLegalActions> reference_move_phase(const State& s, const Content& c) {
  bgb::FixedVector<bgb::ActionId, kMaxLegalActions> out;
  const Seat& g = s.seats[static_cast<std::size_t>(s.active)];
  const int r = g.room;
  const int ghost = s.ghost;
  if (s.opened != kNone) {
    const int cost = detail::enter_cost(s, s.opened);
    if (cost >= 0 && ghost - cost >= 1) out.push_back(act::kEnter);
  }
  if (ghost >= 2)
    for (int to = 0; to < kRooms; ++to) {
      const int h = hatch_between(c, r, to);
      if (h < 0 || (!is_exterior(c.hatches[static_cast<std::size_t>(h)]) && is_blocked(s, h))) continue;
      out.push_back(act::open(to));
    }
  for (int k = 0; k < kItemKinds; ++k)
    if (g.items[static_cast<std::size_t>(k)] > 0) out.push_back(act::kPlay + k);
  if (!(r != kSea && s.water[static_cast<std::size_t>(r)] == Water::high)) {
    const int extra = detail::water_extra(s, r);
    for (int ti = 0; ti < act::kFixTargets; ++ti) {
      const Target t = ti < 10 ? Target::hatch : static_cast<Target>(ti - 10 + static_cast<int>(Target::fire));
      if (!detail::fixable(s, c, t, ti + 1)) continue;
      const int add = t == Target::water ? 0 : extra;
      for (int m = 1; m <= 10 && m + add <= ghost; ++m) out.push_back(act::kFix + ti * 10 + m - 1);
    }
    if (g.took != r) {
      if (r == c.cabin_room)
        for (int n = 1; n <= 2 && n <= s.cabin_grog && n + extra <= ghost; ++n) out.push_back(act::take_grog(n));
      if (r == c.stores_room) {
        int left = 0;  // deck plus discards, kind by kind (item_cards_left counts it otherwise)
        for (int k = 0; k < kItemKinds; ++k) left += s.item_deck[static_cast<std::size_t>(k)] + detail::item_discards(s, c, k);
        for (int n = 1; n <= 4 && n <= left && n + extra <= ghost; ++n) out.push_back(act::take_items(n));
      }
    }
    if (1 + extra <= ghost)
      for (int j = 0; j < s.players; ++j)
        if (j != s.active && s.seats[static_cast<std::size_t>(j)].status == Status::aboard &&
            s.seats[static_cast<std::size_t>(j)].room == r)
          out.push_back(act::trade(j));
  }
  if (ghost >= 1) out.push_back(act::kRest);
  if (r == kSea && g.keeper < 10 && ghost >= 1) out.push_back(act::kAbandon);
  if (detail::can_pour(s)) out.push_back(act::kPour);
  return out;
}

/// A state of the walk with the board, the minutes and the gnome's room redrawn (water and fire
/// never in one room, as the rules keep them): move generation must not depend on the states
/// random play happens to reach.
State shaken(State s, const Content& c, bgb::Rng& rng) {
  const auto below = [&](int n) { return static_cast<int>(rng.below(static_cast<std::uint64_t>(n))); };
  s.blocked = static_cast<std::uint32_t>(rng.next()) & static_cast<std::uint32_t>(rng.next());
  s.fire = 0;
  for (int r = 1; r < kRooms; ++r) {
    const int v = below(6);
    s.water[static_cast<std::size_t>(r)] = v == 1 ? Water::low : v == 2 ? Water::high : Water::none;
    if (v == 3) s.fire = static_cast<std::uint16_t>(s.fire | (1U << r));
  }
  s.ghost = static_cast<std::uint8_t>(below(14));
  Seat& g = s.seats[static_cast<std::size_t>(s.active)];
  if (below(2)) g.room = static_cast<std::uint8_t>(below(kRooms));
  g.keeper = static_cast<std::uint8_t>(s.ghost + below(12));
  if (below(3) == 0) g.took = g.room;
  for (int t = 0; t < kTokens; ++t) s.token[static_cast<std::size_t>(t)] = below(2) ? kNone : static_cast<std::uint8_t>(below(40));
  s.opened = below(2) && c.num_hatches > 0 ? static_cast<std::uint8_t>(below(kRooms)) : kNone;
  if (s.opened != kNone && hatch_between(c, g.room, s.opened) < 0) s.opened = kNone;
  return s;
}

// The table-driven move phase lists exactly what the hatch-list search listed, in id order (the
// order of every game's list), and is_legal agrees with the list on every id, on natural and
// shaken states.
RC_GTEST_PROP(RnProperties, MovePhaseMatchesTheHatchListSearch, ()) {
  const RnCase c = *rn_case();
  const Game g = c.game();
  bgb::props::detail::walk(g, c.walk(), [&](const State& natural, bgb::Rng& rng) {
    if (natural.phase != Phase::move) return;
    for (const State& s : {natural, shaken(natural, g.content(), rng)}) {
      ActionList fast;
      g.legal_actions(s, fast);
      const auto slow = reference_move_phase(s, g.content());
      std::vector<bgb::ActionId> slow_by_id(slow.begin(), slow.end());
      std::sort(slow_by_id.begin(), slow_by_id.end());
      RC_ASSERT(std::vector<bgb::ActionId>(fast.begin(), fast.end()) == slow_by_id);
      for (bgb::ActionId a = -1; a <= act::kNumDistinct; ++a) RC_ASSERT(g.is_legal(s, a) == slow.contains(a));
      ActionList by_content;
      legal_actions(s, g.content(), make_board(g.content()), by_content);
      RC_ASSERT(std::vector<bgb::ActionId>(by_content.begin(), by_content.end()) == std::vector<bgb::ActionId>(fast.begin(), fast.end()));
    }
  });
}

// The event choices and the flight from the board's tables (Board::inner, blocked_next, next,
// lock, hatch) name the rooms and hatches the hatch-list loops name: the fire's spread targets,
// the blockable hatches of every room, the flight's targets and the hatch to each room, on
// natural and shaken states (fire, water, blocks, minutes and the gnome's room redrawn).
RC_GTEST_PROP(RnProperties, EventChoicesAndFlightFromTheTablesMatchTheHatchList, ()) {
  const RnCase c = *rn_case();
  const Game g = c.game();
  const Board b = make_board(g.content());
  bgb::props::detail::walk(g, c.walk(), [&](const State& natural, bgb::Rng& rng) {
    for (const State& s : {natural, shaken(natural, g.content(), rng)}) {
      RC_ASSERT(detail::spread_targets(s, b) == detail::spread_targets(s, g.content()));
      for (int room = 0; room < kRooms; ++room)
        RC_ASSERT(detail::blockable(s, b, room) == detail::blockable(s, g.content(), room));
      for (int items = 0; items < 4; ++items)  // with and without an Aqualung / a fire pass played
        RC_ASSERT(detail::flee_targets_with(s, b, items & 1, items & 2) ==
                  detail::flee_targets_with(s, g.content(), items & 1, items & 2));
      const int r = s.seats[static_cast<std::size_t>(s.active)].room;
      for (int to = 0; to < kRooms; ++to)
        RC_ASSERT(b.hatch[static_cast<std::size_t>(r)][static_cast<std::size_t>(to)] == hatch_between(g.content(), r, to));
    }
  });
}

// sample_chance draws what draw_weighted draws over chance_outcomes and leaves the rng in the
// same state, also with the decks' counts redrawn (cards anywhere from none to many: up to 60 of
// a type, the content's most, so the 16-type group sums of the event draw reach their largest).
RC_GTEST_PROP(RnProperties, SampleChanceMatchesTheGenericDrawOnRedrawnDecks, ()) {
  const RnCase c = *rn_case();
  const Game g = c.game();
  bgb::props::detail::walk(g, c.walk(), [&](const State& natural, bgb::Rng& rng) {
    if (g.current_player(natural) != bgb::kChance) return;
    State s = natural;
    for (std::uint8_t& v : s.item_deck) v = static_cast<std::uint8_t>(rng.below(3) == 0 ? 0 : rng.below(7));
    for (int t = 0; t < g.content().num_event_types; ++t)
      s.event_deck[static_cast<std::size_t>(t)] =
          static_cast<std::uint8_t>(rng.below(2) == 0 ? 0 : rng.below(4) == 0 ? 60 - rng.below(3) : rng.below(4));
    for (const State& x : {natural, s}) {
      bgb::Rng fast(rng.next());
      bgb::Rng slow = fast;
      Game::ChanceList list;
      g.chance_outcomes(x, list);
      const bgb::ActionId want = bgb::draw_weighted(std::span<const bgb::ChanceOutcome>(list.begin(), list.end()), slow);
      RC_ASSERT(g.sample_chance(x, fast) == want);
      RC_ASSERT(fast.state() == slow.state());
      for (bgb::ActionId a = -1; a <= act::kNumDistinct; ++a) {
        bool listed = false;
        for (const bgb::ChanceOutcome& o : list) listed = listed || o.action == a;
        RC_ASSERT(g.is_legal(x, a) == listed);
      }
    }
  });
}

// The counts read a word at a time (a hand's size and kinds, the item deck's size, whether any
// event card is left) against plain loops: hands of 0 to 15 cards of a kind (a nibble each), decks
// of 0 to 255 in every position, an event deck empty but for at most one type. Each hand count
// set is read back, and setting one kind leaves the others alone.
RC_GTEST_PROP(RnProperties, WordAtATimeCountsMatchPlainLoops, ()) {
  State s;
  const auto items = *rc::gen::container<std::vector<int>>(kItemKinds, rc::gen::inRange(0, Hand::kMaxCount + 1));
  const auto deck = *rc::gen::container<std::vector<std::uint8_t>>(kItemKinds, rc::gen::arbitrary<std::uint8_t>());
  int held = 0, in_deck = 0;
  std::uint16_t kinds = 0;
  for (int k = 0; k < kItemKinds; ++k) {
    s.seats[1].items.set(static_cast<std::size_t>(k), items[static_cast<std::size_t>(k)]);
    s.item_deck[static_cast<std::size_t>(k)] = deck[static_cast<std::size_t>(k)];
    held += items[static_cast<std::size_t>(k)];
    in_deck += deck[static_cast<std::size_t>(k)];
    if (items[static_cast<std::size_t>(k)] > 0) kinds = static_cast<std::uint16_t>(kinds | (1U << k));
  }
  for (int k = 0; k < kItemKinds; ++k) RC_ASSERT(s.seats[1].items[static_cast<std::size_t>(k)] == items[static_cast<std::size_t>(k)]);
  RC_ASSERT(s.seats[1].items.kinds() == kinds);
  RC_ASSERT(s.seats[0].items.kinds() == 0);
  RC_ASSERT(s.seats[2].items.total() == 0);
  RC_ASSERT(hand_size(s, 1) == held);
  RC_ASSERT(detail::item_deck_size(s) == in_deck);
  const int type = *rc::gen::inRange(-1, kMaxEventTypes);  // -1: the deck is empty
  if (type >= 0) s.event_deck[static_cast<std::size_t>(type)] = *rc::gen::inRange<std::uint8_t>(1, 255);
  RC_ASSERT(detail::event_deck_left(s) == (type >= 0));
  RC_ASSERT(detail::event_deck_size(s) == (type >= 0 ? s.event_deck[static_cast<std::size_t>(type)] : 0));
}

}  // namespace
