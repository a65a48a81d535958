// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November: the component data as one trivially copyable `Content` value — the board (rooms,
/// hatches, exits), the Time Track (event, item and start spaces), the disaster tracks, the event
/// deck (kinds, faint numbers, counts) and the item deck (kinds, counts, bonuses).
///
/// `default_content()` fills it with the defaults of the specification
/// (its tables are in docs/rules/red-november.md). Each default is marked as the spec marks it:
///   (a)          read off a scan of the printed board,
///   (published)  published rules text (the seed rulebook),
///   [default]    a designed default, replaceable through the option `content`.
/// docs/rules/red-november.md lists every one of them in its provenance table.
///
/// Rooms: 0 is the Sea, 1..10 the submarine's rooms (`room N` on a d10 names room N).
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace bgb::rn {

inline constexpr int kSea = 0;
inline constexpr int kRooms = 11;      ///< the Sea (0) and rooms 1..10
inline constexpr int kMaxHatches = 32;
inline constexpr int kMinutes = 60;    ///< the Time Track runs 60 -> 0 ("Rescued!")
inline constexpr int kMinPlayers = 3;
inline constexpr int kMaxPlayers = 8;
inline constexpr int kMaxEventTypes = 64;  ///< distinct (kind, faint) event cards
inline constexpr std::uint8_t kNoFaint = 0xFF;  ///< an event card without a faint number ("-")
inline constexpr int kMaxIntoxication = 4;     ///< (published) the gnome card's sides 0..4

// ---------------------------------------------------------------------------------------------
// Items

/// Item kinds. Grog lies in the Captain's Cabin; the others form the item deck.
enum class Item : std::uint8_t {
  grog,
  coffee,
  fire_extinguisher,
  water_pump,
  crowbar,
  tool_box,
  engine_manual,
  pump_manual,
  reactor_manual,
  deactivation_code,
  aqualung,
  diving_gun,
  lucky_charm,
};
inline constexpr int kItemKinds = 13;
inline constexpr int kMaxItemsOfKind = 15;  ///< cards of one item kind in the game, at most (a Hand's nibble)

inline constexpr std::array<std::string_view, kItemKinds> kItemNames = {
    "grog",          "coffee",        "fire-extinguisher", "water-pump",        "crowbar",
    "tool-box",      "engine-manual", "pump-manual",       "reactor-manual",    "deactivation-code",
    "aqualung",      "diving-gun",    "lucky-charm",
};

/// What a fix is aimed at. `hatch` carries the room on the other side of the blocked hatch.
enum class Target : std::uint8_t { hatch, fire, water, engine, pumps, reactor, missile, kraken, none };
inline constexpr int kTargetKinds = 8;
inline constexpr std::array<std::string_view, kTargetKinds> kTargetNames = {
    "hatch", "fire", "water", "engine", "pumps", "reactor", "missile", "kraken"};

/// The fix an item's bonus applies to (`none`: no bonus; tool box, lucky charm and Grog add to
/// any fix, see `applies`).
struct ItemDef {
  std::uint8_t deck = 0;   ///< cards of this kind in the item deck
  std::uint8_t bonus = 0;  ///< added to a fix it applies to
  Target target = Target::none;
  bool any_fix = false;    ///< the bonus adds to every fix
  friend constexpr bool operator==(const ItemDef&, const ItemDef&) = default;
};

constexpr bool applies(const ItemDef& d, Target t) noexcept { return d.any_fix || (d.target == t && t != Target::none); }

// ---------------------------------------------------------------------------------------------
// Events

enum class EventKind : std::uint8_t {
  respite,
  hatch_blocked,
  fire,
  fire_spreads,
  leak,
  underwater_current,
  friendly_fire,
  descent,
  fast_descent,
  reactor_warmup,
  reactor_malfunction,
  oxygen_pumps_down,
  engine_down,
  missile_countdown,
  kraken,
  turbulence,
  stumble,
  overheated,
};
inline constexpr int kEventKinds = 18;

inline constexpr std::array<std::string_view, kEventKinds> kEventNames = {
    "respite",        "hatch-blocked",       "fire",              "fire-spreads",  "leak",
    "underwater-current", "friendly-fire",  "descent",           "fast-descent",  "reactor-warmup",
    "reactor-malfunction", "oxygen-pumps-down", "engine-down",    "missile-countdown", "kraken",
    "turbulence",     "stumble",             "overheated",
};

/// One kind of event card: its kind, its faint number (kNoFaint for "-") and how many there are.
struct EventCard {
  EventKind kind = EventKind::respite;
  std::uint8_t faint = kNoFaint;
  std::uint8_t count = 0;
  friend constexpr bool operator==(const EventCard&, const EventCard&) = default;
};

// ---------------------------------------------------------------------------------------------
// Disaster tracks and Destruction tokens

enum class Track : std::uint8_t { asphyxiation, heat, pressure };
inline constexpr int kTracks = 3;
inline constexpr std::array<std::string_view, kTracks> kTrackNames = {"asphyxiation", "heat", "pressure"};

/// A disaster track: the marker starts on cell 0; a fix sends it back to `star`; `end` loses.
struct TrackDef {
  std::uint8_t star = 2;
  std::uint8_t end = 7;
  friend constexpr bool operator==(const TrackDef&, const TrackDef&) = default;
};

/// Destruction tokens; each is on the track at most once.
enum class Token : std::uint8_t { asphyxiated, crushed, missile, kraken };
inline constexpr int kTokens = 4;
inline constexpr std::array<std::string_view, kTokens> kTokenNames = {"asphyxiated", "crushed", "missile", "kraken"};

// ---------------------------------------------------------------------------------------------
// The board

/// A hatch between two rooms; b == kSea for an exterior hatch (never blocked).
struct Hatch {
  std::uint8_t a = 0;
  std::uint8_t b = 0;
  friend constexpr bool operator==(const Hatch&, const Hatch&) = default;
};

/// All the data of a game. Trivially copyable; the option `content` replaces it piece by piece.
struct Content {
  // Board (a).
  std::uint8_t num_hatches = 0;
  std::array<Hatch, kMaxHatches> hatches{};  ///< interior ones first (ids 0..), then exterior
  std::uint8_t engine_room = 1;    ///< machine `engine`, pressure track (a)
  std::uint8_t pumps_room = 2;     ///< machine `pumps`, asphyxiation track (a)
  std::uint8_t reactor_room = 4;   ///< machine `reactor`, heat track (a)
  std::uint8_t missile_room = 7;   ///< Missile Control (a)
  std::uint8_t stores_room = 8;    ///< Equipment Stores: `take items` (a)
  std::uint8_t cabin_room = 10;    ///< Captain's Cabin: `take grog` (a)
  // Time Track: bit m set = minute m is such a space.
  std::uint64_t event_spaces = 0;
  std::uint64_t item_spaces = 0;
  std::array<std::uint8_t, kMaxPlayers + 1> start{};  ///< start space by player count (3..8)
  // Disaster tracks and Destruction tokens.
  std::array<TrackDef, kTracks> tracks{};
  std::array<std::uint8_t, kTokens> token_ahead{};  ///< minutes ahead of the drawing Event space
  // Hand limits of the events that impose one.
  std::uint8_t limit_turbulence = 4;
  std::uint8_t limit_stumble = 1;
  std::uint8_t limit_kraken = 4;
  std::uint8_t limit_friendly_fire = 4;
  // Decks.
  std::uint8_t num_event_types = 0;
  std::array<EventCard, kMaxEventTypes> events{};
  std::array<ItemDef, kItemKinds> items{};
  std::uint8_t cabin_grog = 6;  ///< Grog cards by the Captain's Cabin (a)

  friend constexpr bool operator==(const Content&, const Content&) = default;
};

namespace detail {

constexpr std::uint64_t spaces(std::initializer_list<int> minutes) noexcept {
  std::uint64_t m = 0;
  for (int v : minutes) m |= std::uint64_t{1} << v;
  return m;
}

}  // namespace detail

/// The specification's defaults.
constexpr Content default_content() noexcept {
  Content c;
  // (a) Interior hatches, 15, in the spec's order: ids 0..14.
  constexpr std::array<Hatch, 18> h = {{{1, 2}, {1, 3}, {2, 3}, {2, 4}, {2, 5}, {3, 4}, {4, 5}, {5, 6}, {5, 7},
                                        {5, 8}, {7, 8}, {7, 9}, {8, 9}, {8, 10}, {9, 10},
                                        // (a) Exterior hatches: ids 15..17.
                                        {3, kSea}, {6, kSea}, {9, kSea}}};
  c.num_hatches = static_cast<std::uint8_t>(h.size());
  for (std::size_t i = 0; i < h.size(); ++i) c.hatches[i] = h[i];
  // (a) Event spaces 57..15 every 3 minutes and 13; [default] 11 9 7 5 3 1.
  c.event_spaces = detail::spaces({57, 54, 51, 48, 45, 42, 39, 36, 33, 30, 27, 24, 21, 18, 15, 13}) |
                   detail::spaces({11, 9, 7, 5, 3, 1});
  // (a) Item spaces 50 40 30 20; [default] 10.
  c.item_spaces = detail::spaces({50, 40, 30, 20}) | detail::spaces({10});
  // [default, implied] 60 for 3-5 players; (a) 55 for 6, 49 for 7, 46 for 8.
  c.start = {60, 60, 60, 60, 60, 60, 55, 49, 46};
  // [default] cells 0..7: the printed end, the star 5 cells before it; marker on 0.
  c.tracks = {TrackDef{2, 7}, TrackDef{2, 7}, TrackDef{2, 7}};
  // (spec) Asphyxiated!, Crushed!, Missile 10 minutes ahead; Kraken 15.
  c.token_ahead = {10, 10, 10, 15};
  // [default] The event deck: an unofficial reconstruction, 58 cards against the printed 56.
  constexpr std::uint8_t X = kNoFaint;
  constexpr std::array<EventCard, 44> e = {{
      {EventKind::respite, X, 3},          {EventKind::respite, 1, 2},          {EventKind::respite, 2, 1},
      {EventKind::respite, 3, 1},          {EventKind::respite, 4, 1},          {EventKind::hatch_blocked, X, 1},
      {EventKind::hatch_blocked, 1, 2},    {EventKind::hatch_blocked, 2, 3},    {EventKind::hatch_blocked, 3, 1},
      {EventKind::hatch_blocked, 4, 3},    {EventKind::fire, X, 2},             {EventKind::fire, 1, 1},
      {EventKind::fire, 2, 2},             {EventKind::fire, 3, 1},             {EventKind::fire, 4, 2},
      {EventKind::fire_spreads, X, 1},     {EventKind::fire_spreads, 3, 1},     {EventKind::fire_spreads, 4, 1},
      {EventKind::leak, X, 1},             {EventKind::leak, 2, 1},             {EventKind::underwater_current, 3, 1},
      {EventKind::friendly_fire, 3, 1},    {EventKind::descent, X, 1},          {EventKind::descent, 2, 2},
      {EventKind::descent, 3, 1},          {EventKind::descent, 4, 2},          {EventKind::fast_descent, 1, 1},
      {EventKind::reactor_warmup, X, 1},   {EventKind::reactor_warmup, 1, 1},   {EventKind::reactor_warmup, 2, 1},
      {EventKind::reactor_warmup, 3, 2},   {EventKind::reactor_warmup, 4, 1},   {EventKind::reactor_malfunction, 1, 1},
      {EventKind::reactor_malfunction, 4, 1}, {EventKind::oxygen_pumps_down, X, 1}, {EventKind::engine_down, 4, 1},
      {EventKind::missile_countdown, X, 1}, {EventKind::missile_countdown, 3, 1}, {EventKind::turbulence, 3, 1},
      {EventKind::turbulence, 4, 1},       {EventKind::stumble, 2, 1},          {EventKind::stumble, 4, 1},
      {EventKind::overheated, 2, 1},       {EventKind::kraken, 1, 1},
  }};
  c.num_event_types = static_cast<std::uint8_t>(e.size());
  for (std::size_t i = 0; i < e.size(); ++i) c.events[i] = e[i];
  // Items. Grog (a): 6 by the Captain's Cabin, +3 any fix. Coffee x1 (a). The rest [default].
  auto item = [&](Item k, int deck, int bonus, Target t, bool any) {
    c.items[static_cast<std::size_t>(k)] = ItemDef{static_cast<std::uint8_t>(deck), static_cast<std::uint8_t>(bonus), t, any};
  };
  item(Item::grog, 0, 3, Target::none, true);
  item(Item::coffee, 1, 0, Target::none, false);
  item(Item::fire_extinguisher, 6, 3, Target::fire, false);
  item(Item::water_pump, 5, 3, Target::water, false);
  item(Item::crowbar, 5, 3, Target::hatch, false);
  item(Item::tool_box, 6, 2, Target::none, true);
  item(Item::engine_manual, 3, 3, Target::engine, false);
  item(Item::pump_manual, 3, 3, Target::pumps, false);
  item(Item::reactor_manual, 3, 3, Target::reactor, false);
  item(Item::deactivation_code, 3, 3, Target::missile, false);
  item(Item::aqualung, 4, 0, Target::none, false);
  item(Item::diving_gun, 3, 3, Target::kraken, false);
  item(Item::lucky_charm, 6, 1, Target::none, true);
  c.cabin_grog = 6;
  return c;
}

inline constexpr Content kDefaultContent = default_content();

// ---------------------------------------------------------------------------------------------
// Queries over a Content

constexpr bool is_event_space(const Content& c, int minute) noexcept {
  return minute >= 0 && minute <= kMinutes && ((c.event_spaces >> minute) & 1U);
}
constexpr bool is_item_space(const Content& c, int minute) noexcept {
  return minute >= 0 && minute <= kMinutes && ((c.item_spaces >> minute) & 1U);
}
constexpr bool is_exterior(const Hatch& h) noexcept { return h.a == kSea || h.b == kSea; }
/// The room on the other side of hatch h from `room`, or -1 if h does not touch it.
constexpr int other_side(const Hatch& h, int room) noexcept {
  if (h.a == room) return h.b;
  if (h.b == room) return h.a;
  return -1;
}
/// The hatch id joining two rooms, or -1.
constexpr int hatch_between(const Content& c, int r1, int r2) noexcept {
  for (int i = 0; i < c.num_hatches; ++i)
    if (other_side(c.hatches[static_cast<std::size_t>(i)], r1) == r2) return i;
  return -1;
}
constexpr int event_cards(const Content& c) noexcept {
  int n = 0;
  for (int i = 0; i < c.num_event_types; ++i) n += c.events[static_cast<std::size_t>(i)].count;
  return n;
}
constexpr int item_cards(const Content& c) noexcept {
  int n = 0;
  for (const ItemDef& d : c.items) n += d.deck;
  return n;
}
/// Every card of an item kind in the game (Grog: the cabin's too).
constexpr int item_total(const Content& c, int kind) noexcept {
  return c.items[static_cast<std::size_t>(kind)].deck + (kind == static_cast<int>(Item::grog) ? c.cabin_grog : 0);
}
/// The machine room of a fix target (engine, pumps, reactor, missile), or -1.
constexpr int machine_room(const Content& c, Target t) noexcept {
  switch (t) {
    case Target::engine: return c.engine_room;
    case Target::pumps: return c.pumps_room;
    case Target::reactor: return c.reactor_room;
    case Target::missile: return c.missile_room;
    default: return -1;
  }
}

/// "" if the content is sound, else the first problem in words (used by the `content` option).
inline std::string content_error(const Content& c) {
  auto num = [](int v) { return std::to_string(v); };
  if (c.num_hatches > kMaxHatches) return "board: at most " + num(kMaxHatches) + " hatches";
  for (int i = 0; i < c.num_hatches; ++i) {
    const Hatch& h = c.hatches[static_cast<std::size_t>(i)];
    const std::string where = "board: hatch " + num(i) + " (" + num(h.a) + "-" + num(h.b) + ")";
    if (h.a >= kRooms || h.b >= kRooms) return where + ": rooms are 1..10 or the Sea";
    if (h.a == h.b) return where + ": joins a room to itself";
    if (h.a == kSea && h.b == kSea) return where + ": joins the Sea to itself";
    for (int j = 0; j < i; ++j) {
      const Hatch& g = c.hatches[static_cast<std::size_t>(j)];
      if (other_side(g, h.a) == h.b) return where + ": the same rooms as hatch " + num(j);
    }
  }
  for (const auto& [name, room] : {std::pair<const char*, int>{"engine", c.engine_room}, {"pumps", c.pumps_room},
                                   {"reactor", c.reactor_room}, {"missile", c.missile_room},
                                   {"stores", c.stores_room}, {"cabin", c.cabin_room}})
    if (room < 1 || room >= kRooms) return std::string("board: the ") + name + " room must be 1..10, got " + num(room);
  if ((c.event_spaces | c.item_spaces) >> (kMinutes + 1))
    return "time track: spaces are minutes 0..60";
  if ((c.event_spaces | c.item_spaces) & 1U) return "time track: minute 0 is \"Rescued!\", not an event or item space";
  for (int p = kMinPlayers; p <= kMaxPlayers; ++p) {
    const int s = c.start[static_cast<std::size_t>(p)];
    if (s < 1 || s > kMinutes) return "time track: the start space for " + num(p) + " players must be 1..60";
  }
  for (int t = 0; t < kTracks; ++t) {
    const TrackDef& d = c.tracks[static_cast<std::size_t>(t)];
    if (d.end < 1 || d.end > 30 || d.star >= d.end)
      return "tracks: " + std::string(kTrackNames[static_cast<std::size_t>(t)]) + " needs 0 <= star < end <= 30";
  }
  for (int k = 0; k < kTokens; ++k)
    if (c.token_ahead[static_cast<std::size_t>(k)] < 1 || c.token_ahead[static_cast<std::size_t>(k)] > kMinutes)
      return "tokens: " + std::string(kTokenNames[static_cast<std::size_t>(k)]) + " must be placed 1..60 minutes ahead";
  if (c.num_event_types > kMaxEventTypes) return "events: at most " + num(kMaxEventTypes) + " distinct cards";
  int cards = 0;
  for (int i = 0; i < c.num_event_types; ++i) {
    const EventCard& e = c.events[static_cast<std::size_t>(i)];
    const std::string where = "events[" + num(i) + "]";
    if (static_cast<int>(e.kind) >= kEventKinds) return where + ": unknown kind";
    if (e.faint != kNoFaint && e.faint > 9) return where + ": a faint number is 0..9 or none";
    if (e.count == 0) return where + ": count must be at least 1";
    for (int j = 0; j < i; ++j) {
      const EventCard& f = c.events[static_cast<std::size_t>(j)];
      if (f.kind == e.kind && f.faint == e.faint)
        return where + ": " + std::string(kEventNames[static_cast<std::size_t>(e.kind)]) + " with this faint number is listed twice";
    }
    if (e.kind != EventKind::kraken) cards += e.count;
  }
  if (cards == 0) return "events: the deck needs at least one card besides the Kraken";
  int items = 0;
  for (int k = 0; k < kItemKinds; ++k) items += c.items[static_cast<std::size_t>(k)].deck;
  if (items + c.cabin_grog > 200) return "items: at most 200 cards";
  // A gnome's hand keeps a count per kind in 4 bits (state.hpp, Hand): no kind may have more
  // cards than that in the game, so no gnome can hold more.
  for (int k = 0; k < kItemKinds; ++k)
    if (item_total(c, k) > kMaxItemsOfKind)
      return "items: at most " + num(kMaxItemsOfKind) + " cards of a kind; " + std::string(kItemNames[static_cast<std::size_t>(k)]) +
             " has " + num(item_total(c, k)) + (k == static_cast<int>(Item::grog) ? " (cabin_grog)" : "");
  if (c.items[static_cast<std::size_t>(Item::grog)].deck != 0)
    return "items: Grog lies by the Captain's Cabin (cabin_grog), not in the item deck";
  if (items < 2 * kMaxPlayers) return "items: the deck needs at least 16 cards to deal 2 to each of 8 gnomes";
  return "";
}

}  // namespace bgb::rn
