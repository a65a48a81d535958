// Red November: the default content against the spec (board, Time Track, tracks, decks), the
// validation of replaced content, the setup chance nodes and the notation.
#include "rn_fixture.hpp"

#include <array>
#include <string>

namespace {

using namespace rntest;
using bgb::rn::EventCard;
using bgb::rn::Hatch;
using bgb::rn::ItemDef;
using bgb::rn::Target;
using bgb::rn::kDefaultContent;
using bgb::rn::kEventKinds;
using bgb::rn::kItemKinds;
using bgb::rn::kNoFaint;
namespace act = bgb::rn::act;

TEST(RnSpec, DefaultContentIsValid) { EXPECT_EQ(bgb::rn::content_error(kDefaultContent), ""); }

// Spec: "Interior hatches (15, can be blocked): 1–2, ... 9–10. Exterior hatches (never blocked):
// 3–sea, 6–sea, 9–sea."
TEST(RnSpec, BoardHas15InteriorAnd3ExteriorHatches) {
  const Content& c = kDefaultContent;
  ASSERT_EQ(c.num_hatches, 18);
  int interior = 0;
  std::string exits;
  for (int h = 0; h < c.num_hatches; ++h) {
    const Hatch& x = c.hatches[z(h)];
    if (bgb::rn::is_exterior(x)) {
      exits += std::to_string(x.a == kSea ? x.b : x.a) + " ";
    } else {
      ++interior;
      EXPECT_LT(h, 15) << "interior hatches come first";
    }
  }
  EXPECT_EQ(interior, 15);
  EXPECT_EQ(exits, "3 6 9 ");
  EXPECT_GE(bgb::rn::hatch_between(c, 8, 10), 0);
  EXPECT_GE(bgb::rn::hatch_between(c, 10, 8), 0);
  EXPECT_LT(bgb::rn::hatch_between(c, 1, 4), 0);
  EXPECT_EQ(c.engine_room, 1);
  EXPECT_EQ(c.pumps_room, 2);
  EXPECT_EQ(c.reactor_room, 4);
  EXPECT_EQ(c.missile_room, 7);
  EXPECT_EQ(c.stores_room, 8);
  EXPECT_EQ(c.cabin_room, 10);
}

// Spec: "Event spaces (a): 57 54 ... 15 13, [default] 11 9 7 5 3 1. Item spaces (a): 50 40 30 20,
// [default] 10. Start space: 60 for 3–5 players, 55 for 6, 49 for 7, 46 for 8."
TEST(RnSpec, TimeTrackSpaces) {
  const Content& c = kDefaultContent;
  std::string events, items;
  for (int m = 60; m >= 0; --m) {
    if (bgb::rn::is_event_space(c, m)) events += std::to_string(m) + " ";
    if (bgb::rn::is_item_space(c, m)) items += std::to_string(m) + " ";
  }
  EXPECT_EQ(events, "57 54 51 48 45 42 39 36 33 30 27 24 21 18 15 13 11 9 7 5 3 1 ");
  EXPECT_EQ(items, "50 40 30 20 10 ");
  constexpr std::array<int, 9> kStart = {0, 0, 0, 60, 60, 60, 55, 49, 46};
  for (int p = 3; p <= 8; ++p) {
    const Game g = make(p);
    for (int i = 0; i < p; ++i)
      EXPECT_EQ(g.initial_state().seats[z(i)].keeper, kStart[z(p)]);
  }
}

// Spec: "Deck [default ...], 58 cards": the counts and faint numbers per kind.
TEST(RnSpec, EventDeckHas58CardsWithFaintNumbers) {
  const Content& c = kDefaultContent;
  EXPECT_EQ(bgb::rn::event_cards(c), 58);
  std::array<std::string, kEventKinds> faints{};
  for (int t = 0; t < c.num_event_types; ++t) {
    const EventCard& e = c.events[z(t)];
    for (int n = 0; n < e.count; ++n)
      faints[z(static_cast<int>(e.kind))] += e.faint == kNoFaint ? '-' : static_cast<char>('0' + e.faint);
  }
  auto f = [&](EventKind k) { return faints[z(static_cast<int>(k))]; };
  EXPECT_EQ(f(EventKind::respite), "---11234");
  EXPECT_EQ(f(EventKind::hatch_blocked), "-112223444");
  EXPECT_EQ(f(EventKind::fire), "--122344");
  EXPECT_EQ(f(EventKind::fire_spreads), "-34");
  EXPECT_EQ(f(EventKind::leak), "-2");
  EXPECT_EQ(f(EventKind::underwater_current), "3");
  EXPECT_EQ(f(EventKind::friendly_fire), "3");
  EXPECT_EQ(f(EventKind::descent), "-22344");
  EXPECT_EQ(f(EventKind::fast_descent), "1");
  EXPECT_EQ(f(EventKind::reactor_warmup), "-12334");
  EXPECT_EQ(f(EventKind::reactor_malfunction), "14");
  EXPECT_EQ(f(EventKind::oxygen_pumps_down), "-");
  EXPECT_EQ(f(EventKind::engine_down), "4");
  EXPECT_EQ(f(EventKind::missile_countdown), "-3");
  EXPECT_EQ(f(EventKind::turbulence), "34");
  EXPECT_EQ(f(EventKind::stumble), "24");
  EXPECT_EQ(f(EventKind::overheated), "2");
  EXPECT_EQ(f(EventKind::kraken), "1");
}

// Spec: "the item deck [default], 48: fire-extinguisher ×6 (+3 fire; enter fire), ...".
TEST(RnSpec, ItemDeckHas48CardsWithBonuses) {
  const Content& c = kDefaultContent;
  EXPECT_EQ(bgb::rn::item_cards(c), 48);
  EXPECT_EQ(c.cabin_grog, 6);
  struct Row { Item k; int deck; int bonus; Target t; bool any; };
  for (const Row& r : {Row{Item::grog, 0, 3, Target::none, true}, Row{Item::coffee, 1, 0, Target::none, false},
                       Row{Item::fire_extinguisher, 6, 3, Target::fire, false},
                       Row{Item::water_pump, 5, 3, Target::water, false}, Row{Item::crowbar, 5, 3, Target::hatch, false},
                       Row{Item::tool_box, 6, 2, Target::none, true}, Row{Item::engine_manual, 3, 3, Target::engine, false},
                       Row{Item::pump_manual, 3, 3, Target::pumps, false},
                       Row{Item::reactor_manual, 3, 3, Target::reactor, false},
                       Row{Item::deactivation_code, 3, 3, Target::missile, false},
                       Row{Item::aqualung, 4, 0, Target::none, false}, Row{Item::diving_gun, 3, 3, Target::kraken, false},
                       Row{Item::lucky_charm, 6, 1, Target::none, true}}) {
    const ItemDef& d = c.items[z(ki(r.k))];
    EXPECT_EQ(d.deck, r.deck) << bgb::rn::kItemNames[z(ki(r.k))];
    EXPECT_EQ(d.bonus, r.bonus) << bgb::rn::kItemNames[z(ki(r.k))];
    EXPECT_EQ(d.target, r.t);
    EXPECT_EQ(d.any_fix, r.any);
  }
}

// Spec: "cells 0–7 [default], marker on 0, star on 2, end 7".
TEST(RnSpec, DisasterTracksStartOnZero) {
  const Game g = make();
  for (int t = 0; t < bgb::rn::kTracks; ++t) {
    EXPECT_EQ(g.initial_state().disaster[z(t)], 0);
    EXPECT_EQ(g.content().tracks[z(t)].star, 2);
    EXPECT_EQ(g.content().tracks[z(t)].end, 7);
  }
}

TEST(RnDecision, ReplacedContentIsValidatedWithClearErrors) {
  auto error = [](auto change) {
    Content c = kDefaultContent;
    change(c);
    Options o;
    o.content = c;
    auto g = Game::make(o);
    return g.ok() ? std::string() : g.error().message;
  };
  EXPECT_EQ(error([](Content& c) { c.hatches[3] = Hatch{2, 2}; }),
            "red-november: content: board: hatch 3 (2-2): joins a room to itself");
  EXPECT_EQ(error([](Content& c) { c.hatches[3] = Hatch{2, 1}; }),
            "red-november: content: board: hatch 3 (2-1): the same rooms as hatch 0");
  EXPECT_EQ(error([](Content& c) { c.hatches[3] = Hatch{2, 11}; }),
            "red-november: content: board: hatch 3 (2-11): rooms are 1..10 or the Sea");
  EXPECT_EQ(error([](Content& c) { c.cabin_room = 0; }), "red-november: content: board: the cabin room must be 1..10, got 0");
  EXPECT_EQ(error([](Content& c) { c.start[6] = 61; }),
            "red-november: content: time track: the start space for 6 players must be 1..60");
  EXPECT_EQ(error([](Content& c) { c.tracks[1].star = 7; }), "red-november: content: tracks: heat needs 0 <= star < end <= 30");
  EXPECT_EQ(error([](Content& c) { c.events[1] = c.events[0]; }),
            "red-november: content: events[1]: respite with this faint number is listed twice");
  EXPECT_EQ(error([](Content& c) { c.items[0].deck = 1; }),
            "red-november: content: items: Grog lies by the Captain's Cabin (cabin_grog), not in the item deck");
  // A gnome's hand counts a kind in 4 bits, so no kind may have 16 cards in the game.
  EXPECT_EQ(error([](Content& c) { c.items[2].deck = 16; }),
            "red-november: content: items: at most 15 cards of a kind; fire-extinguisher has 16");
  EXPECT_EQ(error([](Content& c) { c.cabin_grog = 16; }), "red-november: content: items: at most 15 cards of a kind; grog has 16 (cabin_grog)");
  EXPECT_EQ(error([](Content& c) { c.items[2].deck = 15; }), "");
  EXPECT_EQ(error([](Content& c) { c.event_spaces |= 1; }),
            "red-november: content: time track: minute 0 is \"Rescued!\", not an event or item space");
  Options o;
  o.players = 9;
  EXPECT_EQ(Game::make(o).error().message, "red-november: players must be 3..8, got 9");
  // A replaced piece is used: a board with one more hatch lets a gnome open it.
  Content c = kDefaultContent;
  c.hatches[c.num_hatches++] = Hatch{1, 4};
  const Game g = make(4, c);
  const State s = table(g, {1, 2, 3, 5});
  EXPECT_TRUE(legal(g, s, "open 4"));
}

// Seed: "Каждая фигурка гнома помещается в комнату, которая определяется броском кубика." Spec:
// "`place N` — each gnome's room by d10, seats 0..n-1; `stack SEAT` — the start stack built
// bottom-up ... (the last one is on top, so it acts first); `item NAME` — 2 items to each seat".
TEST(RnSpec, SetupPlacesStacksAndDeals) {
  const Game g = make(3);
  State s = g.initial_state();
  EXPECT_EQ(g.current_player(s), bgb::kChance);
  EXPECT_EQ(legal_texts(g, s).size(), 10U);
  s = run(g, s, "place 7; place 10; place 3");
  EXPECT_EQ(s.seats[0].room, 7);
  EXPECT_EQ(s.seats[1].room, 10);
  EXPECT_EQ(s.seats[2].room, 3);
  EXPECT_EQ(legal_after(g, s, "stack"), "0, 1, 2");
  s = run(g, s, "stack 1; stack 2");
  EXPECT_EQ(legal_after(g, s, "stack"), "0");
  s = run(g, s, "stack 0");
  EXPECT_EQ(s.phase, Phase::deal);
  // Weighted by the cards left: 6 fire extinguishers of 48.
  Game::ChanceList list;
  g.chance_outcomes(s, list);
  std::uint32_t total = 0, fx = 0;
  for (const auto& o : list) {
    total += o.weight;
    if (o.action == act::item(Item::fire_extinguisher)) fx = o.weight;
  }
  EXPECT_EQ(total, 48U);
  EXPECT_EQ(fx, 6U);
  s = run(g, s, "item coffee; item crowbar; item aqualung; item aqualung; item tool-box; item crowbar");
  EXPECT_EQ(s.seats[0].items[z(ki(Item::coffee))], 1);
  EXPECT_EQ(s.seats[0].items[z(ki(Item::crowbar))], 1);
  EXPECT_EQ(s.seats[1].items[z(ki(Item::aqualung))], 2);
  EXPECT_EQ(s.seats[2].items[z(ki(Item::tool_box))], 1);
  EXPECT_EQ(s.item_deck[z(ki(Item::coffee))], 0);
  EXPECT_FALSE(legal(g, s, "item coffee"));
  // Seat 0 was stacked last: on top of the shared start space, it acts first.
  EXPECT_EQ(s.phase, Phase::move);
  EXPECT_EQ(g.current_player(s), 0);
  EXPECT_EQ(s.ghost, 60);
}

// Seed: "Отложите в сторону карту события «Кракен» и затем перемешайте оставшиеся карты событий".
TEST(RnSeed, KrakenIsSetAsideAtSetup) {
  const Game g = make();
  const State s = g.initial_state();
  EXPECT_EQ(s.event_deck[z(event_type(g, EventKind::kraken, 1))], 0);
  EXPECT_EQ(bgb::rn::detail::event_deck_size(s), 57);
  EXPECT_FALSE(s.reshuffled);
}

// The notation reads back every id and its texts are the spec's.
TEST(RnSpec, NotationRoundTripsEveryId) {
  const Game g = make();
  const State s = g.initial_state();
  for (ActionId a = 0; a < g.num_distinct_actions(); ++a) {
    if (bgb::rn::act::kind_of(a) == bgb::rn::act::Kind::event && a - act::kEvent >= g.content().num_event_types) continue;
    const std::string t = g.action_text(s, a);
    const auto back = g.parse_action(s, t);
    ASSERT_TRUE(back.ok()) << t << ": " << back.error().message;
    EXPECT_EQ(*back, a) << t;
  }
  EXPECT_EQ(g.action_text(s, act::fix(Target::hatch, 3, 5)), "fix hatch-5 3");
  EXPECT_EQ(g.action_text(s, act::fix(Target::kraken, 10)), "fix kraken 10");
  EXPECT_EQ(g.action_text(s, act::open(kSea)), "open sea");
  // `pour`, `check` and then `stay` came after the first release: each took the next id at the
  // end, so every older id keeps its meaning.
  EXPECT_EQ(act::kPour, 397);
  EXPECT_EQ(act::kCheck, 398);
  EXPECT_EQ(act::kStay, 399);
  EXPECT_EQ(g.num_distinct_actions(), 400);
  EXPECT_EQ(g.action_text(s, act::kPour), "pour");
  EXPECT_EQ(g.action_text(s, act::kCheck), "check");
  EXPECT_EQ(g.action_text(s, act::kStay), "stay");
  EXPECT_EQ(g.action_text(s, act::discard(Item::lucky_charm)), "discard lucky-charm");
  EXPECT_EQ(act::discard(Item::lucky_charm), 396);
  EXPECT_EQ(g.action_text(s, act::event(event_type(g, EventKind::respite))), "event respite -");
  EXPECT_EQ(g.action_text(s, act::event(event_type(g, EventKind::fire, 3))), "event fire 3");
  EXPECT_EQ(*g.parse_action(s, "  TAKE   items 4 "), act::take_items(4));
  EXPECT_EQ(g.parse_action(s, "fix gearbox 3").error().message,
            "cannot read 'fix gearbox 3': a fix target is hatch-R, fire, water, engine, pumps, reactor, missile or kraken");
  EXPECT_EQ(g.parse_action(s, "event kraken 3").error().message,
            "cannot read 'event kraken 3': no event card 'kraken 3' in this game's deck");
  EXPECT_EQ(g.parse_action(s, "take grog 3").error().message, "cannot read 'take grog 3': take grog 1..2");
}

// Issue: "CLI play with a picture": the table as a seat sees it (its own items only).
TEST(RnSpec, PictureShowsTheTableAsASeatSeesIt) {
  const Game g = make(3);
  State s = table(g, {1, 8, kSea}, {60, 55, 54});
  s.fire = 1U << 4;
  s.water[6] = Water::low;
  s.blocked = 1U << bgb::rn::hatch_between(g.content(), 5, 6);
  s.disaster[1] = 3;
  s.token[static_cast<int>(bgb::rn::Token::crushed)] = 47;
  hold(s, 0, Item::crowbar);
  hold(s, 1, Item::coffee);
  s.seats[1].intox = 2;
  const std::string p = bgb::rn::picture(s, g.content(), 0);
  EXPECT_EQ(p,
            "room 1 (engine)                     gnome 0             hatches to 2 3\n"
            "room 2 (pumps)                                          hatches to 1 3 4 5\n"
            "room 3                                                  hatches to 1 2 4 sea\n"
            "room 4 (reactor)        FIRE                            hatches to 2 3 5\n"
            "room 5                                                  hatches to 2 4 6x 7 8\n"
            "room 6                  low water                       hatches to 5x sea\n"
            "room 7 (missile)                                        hatches to 5 8 9\n"
            "room 8 (stores)                     gnome 1             hatches to 5 7 9 10\n"
            "room 9                                                  hatches to 7 8 10 sea\n"
            "room 10 (cabin)                                         hatches to 8 9\n"
            "the Sea                             gnome 2             hatches to 3 6 9\n"
            "(hatches to N: the rooms this room opens into; Nx: that hatch is blocked)\n"
            "blocked hatches: 5-6\n"
            "tracks: asphyxiation 0/7 (star 2), heat 3/7 (star 2), pressure 0/7 (star 2)\n"
            "destruction tokens: crushed at 47\n"
            "gnome 0: minute 60, intoxication 0, items: crowbar\n"
            "gnome 1: minute 55, intoxication 2, 1 item\n"
            "gnome 2: minute 54, intoxication 0, 0 items\n"
            "decks: 57 events, 46 items, 6 Grog in the cabin\n"
            "gnome 0's turn, ghost at minute 60: move or act\n");
}

// Seed: "Карточки Гномов кладутся перед игроками, трезвой стороной вверх." and "Фаза 1 – Движение:
// Поместите белую Призрачную Временную Отметку на вершину Временной Метки игрока."
TEST(RnSeed, GnomesStartSoberAndTheGhostStartsOnTheActiveKeeper) {
  for (int p = 3; p <= 8; ++p) {
    const Game g = make(p);
    State s = g.initial_state();
    while (g.current_player(s) == bgb::kChance) s = step(g, s, legal_texts(g, s).back());  // the setup
    ASSERT_EQ(s.phase, Phase::move) << p;
    for (int i = 0; i < p; ++i) EXPECT_EQ(s.seats[z(i)].intox, 0) << p << " " << i;
    EXPECT_EQ(s.ghost, s.seats[z(s.active)].keeper) << p;
    EXPECT_EQ(s.ghost, g.content().start[z(p)]) << p;
  }
  // Every turn: the Ghost starts on the new active gnome's Time Keeper, not where the last one left it.
  const Game g = make(4, quiet());
  State s = table(g, {5, 5, 5, 5}, {50, 55, 40, 55});
  s = run(g, s, "open 4; open 6");  // seat 1: the Ghost on 53
  EXPECT_EQ(s.ghost, 53);
  s = step(g, s, "rest");
  ASSERT_EQ(g.current_player(s), 3);
  EXPECT_EQ(s.ghost, 55);
  EXPECT_EQ(s.ghost, s.seats[3].keeper);
  s = run(g, s, "open 4; open 6; open 7; rest");  // seat 3: its Time Keeper on 51
  ASSERT_EQ(g.current_player(s), 1);
  EXPECT_EQ(s.ghost, 52);
  EXPECT_EQ(s.ghost, s.seats[1].keeper);
}

}  // namespace
