// The generic properties instantiated for Red November (3..8 gnomes, the default content or a
// small replaced one that reshuffles often, random or careful play), plus its own: cards are
// conserved (no item or event card is made or lost), the Time Keepers and the Ghost only go
// down, and the disaster markers, intoxication and the cabin stay in range.
#include <ostream>

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
