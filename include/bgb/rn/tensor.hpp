// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's observation tensor: a fixed-size float vector of what one seat may know. It is
/// written from rn::observe(s, viewer), which has already dropped the other seats' items, the
/// item deck's make-up and another pair's trade; from the State it adds only what the JSON
/// observation also shows: the partner's items to the active gnome during its trade, hand and
/// deck sizes, and the item discards (every card not in a hand, the deck or the Cabin: public,
/// since played and discarded items are seen by all). Seats are relative to the viewer (the
/// viewer's block first, then viewer + 1, ...). Parts sized by the content (hatches, event card
/// types) take their maxima, so the size depends on the player count only.
/// docs/tensors.md ("Red November") lists the layout below row by row; a test checks the two agree.
#include <array>
#include <cstdint>
#include <span>

#include "bgb/core/tensor_parts.hpp"
#include "bgb/core/types.hpp"
#include "bgb/rn/game.hpp"

namespace bgb::rn {

namespace tensor_layout {

// Scales of the scaled parts (value / scale, not clipped).
inline constexpr int kMinuteScale = kMinutes;  ///< minutes 0..60
inline constexpr int kCountScale = 8;          ///< item and event card counts, bonuses' hand limits
inline constexpr int kDeckScale = 64;          ///< deck sizes
inline constexpr int kBonusScale = 16;         ///< a fix's bonus

// The shared part (its length does not depend on the player count).
inline constexpr int kPhase = 15;              ///< one-hot Phase (place .. over)
inline constexpr int kEnd = 5;                 ///< one-hot End: none, won, disaster, destruction, no_gnome
inline constexpr int kActive = kMaxPlayers;    ///< one-hot active seat, relative
inline constexpr int kCursor = 2 * kMaxPlayers + 1;  ///< one-hot 0..16
inline constexpr int kGhost = 1;               ///< minute / 60
inline constexpr int kOpened = kRooms + 1;     ///< one-hot 0 none, 1 + room (Sea 0, rooms 1..10)
inline constexpr int kBeganInSea = 1;          ///< flag
inline constexpr int kSober = 1;               ///< flag
inline constexpr int kPlayed = kItemKinds;     ///< per item kind: played this turn / 8
inline constexpr int kFixTarget = kTargetKinds + 1;  ///< one-hot hatch, fire, water, engine, pumps, reactor, missile, kraken, none
inline constexpr int kFixRoom = kRooms;        ///< one-hot 0..10 (the hatch's room)
inline constexpr int kFixMinutes = 11;         ///< one-hot 0..10
inline constexpr int kFixBonus = 1;            ///< bonus / 16
inline constexpr int kPartner = kMaxPlayers + 1;  ///< one-hot 0 none, 1 + relative seat
inline constexpr int kGave = kItemKinds;       ///< flag per kind; only for the two trading gnomes
inline constexpr int kGot = kItemKinds;        ///< flag per kind; only for the two trading gnomes
inline constexpr int kEventCard = 1;           ///< flag: an event card is being resolved
inline constexpr int kEventFaint = 11;         ///< one-hot its faint number: 0 "-", 1 + digit 0..9
inline constexpr int kEventKind = kEventKinds; ///< one-hot EventKind
inline constexpr int kEventStep = 3;           ///< one-hot 0..2
inline constexpr int kEventRoom = kRooms;      ///< one-hot 0..10
inline constexpr int kEventSpace = 1;          ///< minute / 60
inline constexpr int kEventLimit = 1;          ///< hand limit / 8
inline constexpr int kEventStage = 1;          ///< flag: event_done
inline constexpr int kWater = (kRooms - 1) * 3;  ///< per room 1..10, one-hot none, low, high
inline constexpr int kFire = kRooms - 1;       ///< flag per room 1..10
inline constexpr int kBlocked = kMaxHatches;   ///< flag per hatch id of the content
inline constexpr int kDisaster = kTracks * 2;  ///< per track: marker / end, flag marker > star
inline constexpr int kTokens = rn::kTokens * 2;  ///< per token: flag on the track, minute / 60
inline constexpr int kReshuffled = 1;          ///< flag
inline constexpr int kCabinGrog = 1;           ///< count / 8
inline constexpr int kItemDeckSize = 1;        ///< count / 64
inline constexpr int kItemDiscards = kItemKinds;  ///< per kind: count / 8
inline constexpr int kEventDeck = kMaxEventTypes; ///< per event card type of the content: count / 8
inline constexpr int kEventDeckSize = 1;       ///< count / 64
// One seat block, repeated for each seat in relative order.
inline constexpr int kRoom = kRooms;           ///< one-hot Sea 0, rooms 1..10
inline constexpr int kMinute = 1;              ///< Time Keeper minute / 60
inline constexpr int kStacked = 1;             ///< flag: its Time Keeper is in a stack (height > 0)
inline constexpr int kStackRank = kMaxPlayers; ///< one-hot: Time Keepers aboard under it on its space
inline constexpr int kIntox = kMaxIntoxication + 1;  ///< one-hot 0..4
inline constexpr int kTook = kRooms;           ///< one-hot 0 none, room of the last take
inline constexpr int kStatus = 3;              ///< one-hot aboard, dead, abandoned
inline constexpr int kFainted = 1;             ///< flag
inline constexpr int kHandSize = 1;            ///< count / 8
inline constexpr int kItemsKnown = 1;          ///< flag: the items below are this seat's hand
inline constexpr int kItems = kItemKinds;      ///< per kind: count / 8 (0 when not known)

inline constexpr int kPhaseAt = 0;
inline constexpr int kEndAt = kPhaseAt + kPhase;
inline constexpr int kActiveAt = kEndAt + kEnd;
inline constexpr int kCursorAt = kActiveAt + kActive;
inline constexpr int kGhostAt = kCursorAt + kCursor;
inline constexpr int kOpenedAt = kGhostAt + kGhost;
inline constexpr int kBeganInSeaAt = kOpenedAt + kOpened;
inline constexpr int kSoberAt = kBeganInSeaAt + kBeganInSea;
inline constexpr int kPlayedAt = kSoberAt + kSober;
inline constexpr int kFixTargetAt = kPlayedAt + kPlayed;
inline constexpr int kFixRoomAt = kFixTargetAt + kFixTarget;
inline constexpr int kFixMinutesAt = kFixRoomAt + kFixRoom;
inline constexpr int kFixBonusAt = kFixMinutesAt + kFixMinutes;
inline constexpr int kPartnerAt = kFixBonusAt + kFixBonus;
inline constexpr int kGaveAt = kPartnerAt + kPartner;
inline constexpr int kGotAt = kGaveAt + kGave;
inline constexpr int kEventCardAt = kGotAt + kGot;
inline constexpr int kEventFaintAt = kEventCardAt + kEventCard;
inline constexpr int kEventKindAt = kEventFaintAt + kEventFaint;
inline constexpr int kEventStepAt = kEventKindAt + kEventKind;
inline constexpr int kEventRoomAt = kEventStepAt + kEventStep;
inline constexpr int kEventSpaceAt = kEventRoomAt + kEventRoom;
inline constexpr int kEventLimitAt = kEventSpaceAt + kEventSpace;
inline constexpr int kEventStageAt = kEventLimitAt + kEventLimit;
inline constexpr int kWaterAt = kEventStageAt + kEventStage;
inline constexpr int kFireAt = kWaterAt + kWater;
inline constexpr int kBlockedAt = kFireAt + kFire;
inline constexpr int kDisasterAt = kBlockedAt + kBlocked;
inline constexpr int kTokensAt = kDisasterAt + kDisaster;
inline constexpr int kReshuffledAt = kTokensAt + kTokens;
inline constexpr int kCabinGrogAt = kReshuffledAt + kReshuffled;
inline constexpr int kItemDeckSizeAt = kCabinGrogAt + kCabinGrog;
inline constexpr int kItemDiscardsAt = kItemDeckSizeAt + kItemDeckSize;
inline constexpr int kEventDeckAt = kItemDiscardsAt + kItemDiscards;
inline constexpr int kEventDeckSizeAt = kEventDeckAt + kEventDeck;
inline constexpr int kShared = kEventDeckSizeAt + kEventDeckSize;
// Within a seat block, which starts at seat_at(k).
inline constexpr int kRoomAt = 0;
inline constexpr int kMinuteAt = kRoomAt + kRoom;
inline constexpr int kStackedAt = kMinuteAt + kMinute;
inline constexpr int kStackRankAt = kStackedAt + kStacked;
inline constexpr int kIntoxAt = kStackRankAt + kStackRank;
inline constexpr int kTookAt = kIntoxAt + kIntox;
inline constexpr int kStatusAt = kTookAt + kTook;
inline constexpr int kFaintedAt = kStatusAt + kStatus;
inline constexpr int kHandSizeAt = kFaintedAt + kFainted;
inline constexpr int kItemsKnownAt = kHandSizeAt + kHandSize;
inline constexpr int kItemsAt = kItemsKnownAt + kItemsKnown;
inline constexpr int kSeat = kItemsAt + kItems;

/// The block of seat viewer + k starts here.
constexpr int seat_at(int k) noexcept { return kShared + k * kSeat; }
/// Floats for a player count (the content does not change it).
constexpr int size(int players) noexcept { return kShared + players * kSeat; }

inline constexpr int kSharedParts = 35;
inline constexpr int kSeatParts = 11;
inline constexpr std::array<tensor::Part, kSharedParts> kSharedLayout = {{
    {"phase", -1, kPhaseAt, kPhase, "one-hot: place, stack, deal, move, trade, flee, fix_roll, take_draw, faint_choice, faint_draw, event_draw, event_room, event_choice, item_draw, over"},
    {"end", -1, kEndAt, kEnd, "one-hot: none, won, disaster, destruction, no_gnome"},
    {"active", -1, kActiveAt, kActive, "one-hot active seat, relative (0 = viewer)"},
    {"cursor", -1, kCursorAt, kCursor, "one-hot 0..16 (setup progress, items left to take)"},
    {"ghost", -1, kGhostAt, kGhost, "the Ghost's minute / 60"},
    {"opened", -1, kOpenedAt, kOpened, "one-hot 0 none, 1 + room (Sea 0, rooms 1..10)"},
    {"began_in_sea", -1, kBeganInSeaAt, kBeganInSea, "flag"},
    {"sober", -1, kSoberAt, kSober, "flag"},
    {"played", -1, kPlayedAt, kPlayed, "per item kind (Item order): played this turn / 8"},
    {"fix.target", -1, kFixTargetAt, kFixTarget, "one-hot: hatch, fire, water, engine, pumps, reactor, missile, kraken, none"},
    {"fix.hatch_room", -1, kFixRoomAt, kFixRoom, "one-hot 0..10"},
    {"fix.minutes", -1, kFixMinutesAt, kFixMinutes, "one-hot 0..10"},
    {"fix.bonus", -1, kFixBonusAt, kFixBonus, "bonus / 16"},
    {"partner", -1, kPartnerAt, kPartner, "one-hot 0 none, 1 + relative seat"},
    {"gave", -1, kGaveAt, kGave, "flag per item kind; all 0 unless the viewer trades"},
    {"got", -1, kGotAt, kGot, "flag per item kind; all 0 unless the viewer trades"},
    {"event.card", -1, kEventCardAt, kEventCard, "flag: a card is being resolved"},
    {"event.faint", -1, kEventFaintAt, kEventFaint, "one-hot its faint number: 0 for -, 1 + digit"},
    {"event.kind", -1, kEventKindAt, kEventKind, "one-hot EventKind (respite .. overheated)"},
    {"event.step", -1, kEventStepAt, kEventStep, "one-hot 0..2"},
    {"event.room", -1, kEventRoomAt, kEventRoom, "one-hot 0..10"},
    {"event.space", -1, kEventSpaceAt, kEventSpace, "minute / 60"},
    {"event.limit", -1, kEventLimitAt, kEventLimit, "hand limit / 8"},
    {"event.stage", -1, kEventStageAt, kEventStage, "flag: event_done"},
    {"water", -1, kWaterAt, kWater, "per room 1..10, one-hot [3]: none, low, high"},
    {"fire", -1, kFireAt, kFire, "flag per room 1..10"},
    {"blocked", -1, kBlockedAt, kBlocked, "flag per hatch id of the content (0..31)"},
    {"tracks", -1, kDisasterAt, kDisaster, "per track asphyxiation, heat, pressure [2]: marker / end, flag marker > star"},
    {"tokens", -1, kTokensAt, kTokens, "per token asphyxiated, crushed, missile, kraken [2]: flag on the track, minute / 60"},
    {"reshuffled", -1, kReshuffledAt, kReshuffled, "flag"},
    {"cabin_grog", -1, kCabinGrogAt, kCabinGrog, "count / 8"},
    {"item_deck_size", -1, kItemDeckSizeAt, kItemDeckSize, "count / 64"},
    {"item_discards", -1, kItemDiscardsAt, kItemDiscards, "per item kind: count / 8"},
    {"event_deck", -1, kEventDeckAt, kEventDeck, "per event card type of the content (0..63): count / 8"},
    {"event_deck_size", -1, kEventDeckSizeAt, kEventDeckSize, "count / 64"},
}};
/// Offsets relative to the start of a seat block.
inline constexpr std::array<tensor::Part, kSeatParts> kSeatLayout = {{
    {"room", 0, kRoomAt, kRoom, "one-hot Sea 0, rooms 1..10"},
    {"minute", 0, kMinuteAt, kMinute, "Time Keeper minute / 60"},
    {"stacked", 0, kStackedAt, kStacked, "flag: height > 0"},
    {"stack_rank", 0, kStackRankAt, kStackRank, "one-hot: stacked Time Keepers aboard below it on its space"},
    {"intoxication", 0, kIntoxAt, kIntox, "one-hot 0..4"},
    {"took", 0, kTookAt, kTook, "one-hot 0 none, room of the last take"},
    {"status", 0, kStatusAt, kStatus, "one-hot: aboard, dead, abandoned"},
    {"fainted", 0, kFaintedAt, kFainted, "flag"},
    {"hand_size", 0, kHandSizeAt, kHandSize, "count / 8"},
    {"items_known", 0, kItemsKnownAt, kItemsKnown, "flag: the viewer's own hand, or the partner's in the viewer's trade"},
    {"items", 0, kItemsAt, kItems, "per item kind: count / 8; all 0 unless items_known"},
}};

/// Every part for a player count, seats included (group k: the seat viewer + k).
inline constexpr int kMaxParts = kSharedParts + kMaxPlayers * kSeatParts;
constexpr std::array<tensor::Part, kMaxParts> parts(int players, int& count) noexcept {
  return tensor::expand<kMaxParts>(kSharedLayout, kSeatLayout, kShared, kSeat, players < kMaxPlayers ? players : kMaxPlayers, count);
}

/// How many stacked Time Keepers aboard sit under seat i's on its space (its place in the
/// stack, which decides who acts first; the raw heights only grow and carry nothing more).
constexpr int stack_rank(const State& s, int i) noexcept {
  const Seat& me = s.seats[z(i)];
  int below = 0;
  for (int j = 0; j < s.players; ++j) {
    const Seat& o = s.seats[z(j)];
    if (j != i && o.status == Status::aboard && o.keeper == me.keeper && o.height > 0 && o.height < me.height) ++below;
  }
  return below;
}

}  // namespace tensor_layout

/// Floats in the tensor: shared part + one seat block per player (4 players: 578).
inline int observation_tensor_size(const Game& game) noexcept { return tensor_layout::size(game.num_players()); }

/// Writes the tensor of `s` as seat `viewer` (0..players-1) may know it into out[0..size); any
/// other viewer gets what a spectator sees (seat 0's block first, no hand).
inline void write_observation_tensor(const Game& game, const State& s, PlayerId viewer, std::span<float> out) noexcept {
  namespace L = tensor_layout;
  const int players = game.num_players();
  const std::size_t n = static_cast<std::size_t>(L::size(players));
  tensor::Writer w(out.first(out.size() < n ? out.size() : n));
  // A viewer outside the table gets the spectator's view: seats from 0, no hand known.
  const bool seated = viewer >= 0 && viewer < players;
  const int me = seated ? viewer : 0;
  auto rel = [&](int seat) { return (seat - me + players) % players; };
  const Content& c = game.content();
  const Observation o = observe(s, seated ? me : kViewPublic);
  const State& v = o.view;
  w.one_hot(L::kPhaseAt, L::kPhase, static_cast<int>(v.phase));
  w.one_hot(L::kEndAt, L::kEnd, static_cast<int>(v.end));
  if (v.active < players) w.one_hot(L::kActiveAt, L::kActive, rel(v.active));
  w.one_hot(L::kCursorAt, L::kCursor, v.cursor);
  w.scaled(L::kGhostAt, v.ghost, L::kMinuteScale);
  w.one_hot(L::kOpenedAt, L::kOpened, v.opened == kNone ? 0 : 1 + v.opened);
  w.flag(L::kBeganInSeaAt, v.began_in_sea);
  w.flag(L::kSoberAt, v.sober);
  for (int k = 0; k < kItemKinds; ++k) w.scaled(L::kPlayedAt + k, v.played[z(k)], L::kCountScale);
  w.one_hot(L::kFixTargetAt, L::kFixTarget, static_cast<int>(v.fix_target));
  w.one_hot(L::kFixRoomAt, L::kFixRoom, v.fix_room);
  w.one_hot(L::kFixMinutesAt, L::kFixMinutes, v.fix_minutes);
  w.scaled(L::kFixBonusAt, v.fix_bonus, L::kBonusScale);
  w.one_hot(L::kPartnerAt, L::kPartner, v.partner < players ? 1 + rel(v.partner) : 0);
  for (int k = 0; k < kItemKinds; ++k) {
    w.flag(L::kGaveAt + k, (v.gave >> k) & 1U);  // observe() cleared both unless the viewer trades
    w.flag(L::kGotAt + k, (v.got >> k) & 1U);
  }
  if (v.ev_type < c.num_event_types) {
    const std::uint8_t faint = c.events[z(v.ev_type)].faint;
    w.flag(L::kEventCardAt, true);
    w.one_hot(L::kEventFaintAt, L::kEventFaint, faint == kNoFaint ? 0 : 1 + faint);
  }
  w.one_hot(L::kEventKindAt, L::kEventKind, static_cast<int>(v.ev_kind));
  w.one_hot(L::kEventStepAt, L::kEventStep, v.ev_step);
  w.one_hot(L::kEventRoomAt, L::kEventRoom, v.ev_room);
  w.scaled(L::kEventSpaceAt, v.ev_space, L::kMinuteScale);
  w.scaled(L::kEventLimitAt, v.ev_limit, L::kCountScale);
  w.flag(L::kEventStageAt, v.stage == Stage::event_done);
  for (int r = 1; r < kRooms; ++r) {
    w.one_hot(L::kWaterAt + (r - 1) * 3, 3, static_cast<int>(v.water[z(r)]));
    w.flag(L::kFireAt + r - 1, on_fire(v, r));
  }
  for (int h = 0; h < c.num_hatches && h < kMaxHatches; ++h) w.flag(L::kBlockedAt + h, is_blocked(v, h));
  for (int t = 0; t < kTracks; ++t) {
    const TrackDef& def = c.tracks[z(t)];
    w.scaled(L::kDisasterAt + 2 * t, v.disaster[z(t)], def.end > 0 ? def.end : 1);
    w.flag(L::kDisasterAt + 2 * t + 1, v.disaster[z(t)] > def.star);
  }
  for (int k = 0; k < rn::kTokens; ++k) {
    if (v.token[z(k)] == kNone) continue;
    w.flag(L::kTokensAt + 2 * k, true);
    w.scaled(L::kTokensAt + 2 * k + 1, v.token[z(k)], L::kMinuteScale);
  }
  w.flag(L::kReshuffledAt, v.reshuffled);
  w.scaled(L::kCabinGrogAt, v.cabin_grog, L::kCountScale);
  w.scaled(L::kItemDeckSizeAt, o.item_deck_size, L::kDeckScale);
  // The discards come from the full state: hands and deck enter only through their sum, which is public.
  for (int k = 0; k < kItemKinds; ++k) {
    const int d = detail::item_discards(s, c, k);
    w.scaled(L::kItemDiscardsAt + k, d < 0 ? 0 : d, L::kCountScale);
  }
  for (int t = 0; t < c.num_event_types && t < kMaxEventTypes; ++t) w.scaled(L::kEventDeckAt + t, v.event_deck[z(t)], L::kCountScale);
  w.scaled(L::kEventDeckSizeAt, detail::event_deck_size(v), L::kDeckScale);
  // The JSON observation shows the partner's hand to the active gnome while they trade.
  const int shown_partner = seated && s.phase == Phase::trade && me == s.active && s.partner < players ? s.partner : -1;
  for (int k = 0; k < players; ++k) {
    const int i = (me + k) % players;
    const Seat& g = v.seats[z(i)];
    const int at = L::seat_at(k);
    w.one_hot(at + L::kRoomAt, L::kRoom, g.room);
    w.scaled(at + L::kMinuteAt, g.keeper, L::kMinuteScale);
    w.flag(at + L::kStackedAt, g.height > 0);
    if (g.height > 0) w.one_hot(at + L::kStackRankAt, L::kStackRank, L::stack_rank(v, i));
    w.one_hot(at + L::kIntoxAt, L::kIntox, g.intox);
    w.one_hot(at + L::kTookAt, L::kTook, g.took);
    w.one_hot(at + L::kStatusAt, L::kStatus, static_cast<int>(g.status));
    w.flag(at + L::kFaintedAt, g.fainted);
    w.scaled(at + L::kHandSizeAt, o.hand_size[z(i)], L::kCountScale);
    const bool known = (seated && i == me) || i == shown_partner;
    w.flag(at + L::kItemsKnownAt, known);
    if (!known) continue;
    const Seat& holder = i == me ? g : s.seats[z(i)];
    for (int kind = 0; kind < kItemKinds; ++kind) w.scaled(at + L::kItemsAt + kind, holder.items[z(kind)], L::kCountScale);
  }
}

}  // namespace bgb::rn
