// Red November's observation tensor (include/bgb/rn/tensor.hpp): its size per player count, that
// it decodes back into every seat's JSON observation field by field, that it leaks nothing (a
// state resampled for the seat — other hands and the deck redrawn — gives the same tensor), and
// that it is a function of the observation and tells different observations apart.
#include <map>
#include <string>
#include <vector>

#include "bgb/rn.hpp"
#include "bgb/rn/tensor.hpp"
#include "rn/codec.hpp"
#include "rn_support.hpp"
#include "tensor_support.hpp"

namespace bgb::test {
namespace {

namespace L = rn::tensor_layout;
using json::Json;

rn::Game rn_with(int players) {
  rn::Options o;
  o.players = players;
  return rn::Game::make(o).value();
}

std::vector<rn::State> rn_states(const rn::Game& g, int games) {
  std::vector<rn::State> all;
  for (int i = 0; i < games; ++i) {
    const std::vector<rn::State> one = rn_playout(g, 4400 + static_cast<std::uint64_t>(i));
    all.insert(all.end(), one.begin(), one.end());
  }
  return all;
}

Json room_json(int r) { return r == rn::kSea ? Json("sea") : Json(r); }

/// Per-kind counts of a scaled block as the JSON writes them: an object of the kinds held.
Json items_of(const TensorReader& r, int at) {
  Json j = Json::object();
  for (int k = 0; k < rn::kItemKinds; ++k)
    if (const int n = r.scaled(at + k, L::kCountScale); n > 0) j[std::string(rn::kItemNames[static_cast<std::size_t>(k)])] = n;
  return j;
}

Json kinds_of(const TensorReader& r, int at) {
  Json j = Json::array();
  for (int k = 0; k < rn::kItemKinds; ++k)
    if (r.flag(at + k)) j.push_back(std::string(rn::kItemNames[static_cast<std::size_t>(k)]));
  return j;
}

/// Seat i's place in its stack as the JSON's heights give it (see tensor_layout::stack_rank).
int json_stack_rank(const Json& seats, std::size_t i) {
  int below = 0;
  for (std::size_t j = 0; j < seats.size(); ++j)
    if (j != i && seats[j]["status"] == "aboard" && seats[j]["minute"] == seats[i]["minute"] &&
        seats[j]["height"].get<int>() > 0 && seats[j]["height"].get<int>() < seats[i]["height"].get<int>())
      ++below;
  return below;
}

void expect_decodes_to_json(const rn::Game& g, const rn::State& s, int viewer) {
  const int players = g.num_players();
  const rn::Content& c = g.content();
  const std::vector<float> t = checked_tensor(g, s, viewer);
  const TensorReader r(t);
  const Json j = rn_codec::observation_to_json(g, s, viewer);
  auto seat = [&](int rel) { return (rel + viewer) % players; };
  EXPECT_EQ(rn_codec::phase_name(static_cast<rn::Phase>(r.one_hot(L::kPhaseAt, L::kPhase))), j["phase"].get<std::string>());
  const int end = r.one_hot(L::kEndAt, L::kEnd);
  EXPECT_EQ(end == 0 ? Json(nullptr) : Json(rn_codec::end_name(static_cast<rn::End>(end))), j["end"]);
  EXPECT_EQ(seat(r.one_hot(L::kActiveAt, L::kActive)), j["active"].get<int>());
  EXPECT_EQ(r.one_hot(L::kCursorAt, L::kCursor), j["cursor"].get<int>());
  EXPECT_EQ(r.scaled(L::kGhostAt, L::kMinuteScale), j["ghost"].get<int>());
  const int opened = r.one_hot(L::kOpenedAt, L::kOpened);
  EXPECT_EQ(opened == 0 ? Json(nullptr) : room_json(opened - 1), j["opened"]);
  EXPECT_EQ(r.flag(L::kBeganInSeaAt), j["began_in_sea"].get<bool>());
  EXPECT_EQ(r.flag(L::kSoberAt), j["sober"].get<bool>());
  EXPECT_EQ(items_of(r, L::kPlayedAt), j["played"]);
  const int target = r.one_hot(L::kFixTargetAt, L::kFixTarget);
  EXPECT_EQ(target == rn::kTargetKinds ? Json(nullptr) : Json(std::string(rn::kTargetNames[static_cast<std::size_t>(target)])),
            j["fix"]["target"]);
  EXPECT_EQ(r.one_hot(L::kFixRoomAt, L::kFixRoom), j["fix"]["hatch_room"].get<int>());
  EXPECT_EQ(r.one_hot(L::kFixMinutesAt, L::kFixMinutes), j["fix"]["minutes"].get<int>());
  EXPECT_EQ(r.scaled(L::kFixBonusAt, L::kBonusScale), j["fix"]["bonus"].get<int>());
  const int partner = r.one_hot(L::kPartnerAt, L::kPartner);
  EXPECT_EQ(partner == 0 ? Json(nullptr) : Json(seat(partner - 1)), j["partner"]);
  // gave/got are null for a seat outside the trade; the tensor then holds zeros.
  EXPECT_EQ(kinds_of(r, L::kGaveAt), j["gave"].is_null() ? Json::array() : j["gave"]);
  EXPECT_EQ(kinds_of(r, L::kGotAt), j["got"].is_null() ? Json::array() : j["got"]);
  const Json& ev = j["event"];
  const int kind = r.one_hot(L::kEventKindAt, L::kEventKind);
  EXPECT_EQ(std::string(rn::kEventNames[static_cast<std::size_t>(kind)]), ev["kind"].get<std::string>());
  if (r.flag(L::kEventCardAt)) {
    const int faint = r.one_hot(L::kEventFaintAt, L::kEventFaint);
    const std::string text = std::string(rn::kEventNames[static_cast<std::size_t>(kind)]) + " " +
                             (faint == 0 ? std::string("-") : std::to_string(faint - 1));
    EXPECT_EQ(Json(text), ev["card"]);
  } else {
    EXPECT_TRUE(ev["card"].is_null());
    EXPECT_EQ(r.one_hot(L::kEventFaintAt, L::kEventFaint), -1);
  }
  EXPECT_EQ(r.one_hot(L::kEventStepAt, L::kEventStep), ev["step"].get<int>());
  EXPECT_EQ(r.one_hot(L::kEventRoomAt, L::kEventRoom), ev["room"].get<int>());
  EXPECT_EQ(r.scaled(L::kEventSpaceAt, L::kMinuteScale), ev["space"].get<int>());
  EXPECT_EQ(r.scaled(L::kEventLimitAt, L::kCountScale), ev["limit"].get<int>());
  EXPECT_EQ(r.flag(L::kEventStageAt) ? "event_done" : "step", ev["stage"].get<std::string>());
  for (const Json& room : j["rooms"]) {
    const int at = room["room"].get<int>() - 1;
    EXPECT_EQ(rn_codec::water_name(static_cast<rn::Water>(r.one_hot(L::kWaterAt + 3 * at, 3))), room["water"].get<std::string>());
    EXPECT_EQ(r.flag(L::kFireAt + at), room["fire"].get<bool>());
  }
  Json blocked = Json::array();
  for (int h = 0; h < L::kBlocked; ++h)
    if (r.flag(L::kBlockedAt + h)) {
      ASSERT_LT(h, c.num_hatches);
      blocked.push_back(Json::array({room_json(c.hatches[static_cast<std::size_t>(h)].a), room_json(c.hatches[static_cast<std::size_t>(h)].b)}));
    }
  EXPECT_EQ(blocked, j["blocked"]);
  for (int tr = 0; tr < rn::kTracks; ++tr) {
    const int marker = r.scaled(L::kDisasterAt + 2 * tr, c.tracks[static_cast<std::size_t>(tr)].end);
    EXPECT_EQ(marker, j["tracks"][std::string(rn::kTrackNames[static_cast<std::size_t>(tr)])].get<int>());
    EXPECT_EQ(r.flag(L::kDisasterAt + 2 * tr + 1), marker > c.tracks[static_cast<std::size_t>(tr)].star);
  }
  for (int k = 0; k < rn::kTokens; ++k) {
    const Json& want = j["tokens"][std::string(rn::kTokenNames[static_cast<std::size_t>(k)])];
    EXPECT_EQ(r.flag(L::kTokensAt + 2 * k) ? Json(r.scaled(L::kTokensAt + 2 * k + 1, L::kMinuteScale)) : Json(nullptr), want);
  }
  EXPECT_EQ(r.flag(L::kReshuffledAt), j["reshuffled"].get<bool>());
  EXPECT_EQ(r.scaled(L::kCabinGrogAt, L::kCountScale), j["cabin_grog"].get<int>());
  EXPECT_TRUE(j["item_deck"].is_null()) << "a seat never sees the deck's make-up";
  EXPECT_EQ(r.scaled(L::kItemDeckSizeAt, L::kDeckScale), j["item_deck_size"].get<int>());
  EXPECT_EQ(items_of(r, L::kItemDiscardsAt), j["item_discards"]);
  Json events = Json::object();
  for (int type = 0; type < c.num_event_types; ++type) events[rn_codec::card_text(c, type)] = r.scaled(L::kEventDeckAt + type, L::kCountScale);
  for (int type = c.num_event_types; type < L::kEventDeck; ++type) EXPECT_EQ(r.get(L::kEventDeckAt + type), 0.0F);
  EXPECT_EQ(events, j["event_deck"]);
  EXPECT_EQ(r.scaled(L::kEventDeckSizeAt, L::kDeckScale), j["event_deck_size"].get<int>());
  const Json& seats = j["seats"];
  for (int k = 0; k < players; ++k) {
    const std::size_t i = static_cast<std::size_t>(seat(k));
    const Json& sj = seats[i];
    const int at = L::seat_at(k);
    EXPECT_EQ(room_json(r.one_hot(at + L::kRoomAt, L::kRoom)), sj["room"]) << "seat " << i;
    EXPECT_EQ(r.scaled(at + L::kMinuteAt, L::kMinuteScale), sj["minute"].get<int>()) << "seat " << i;
    const bool stacked = r.flag(at + L::kStackedAt);
    EXPECT_EQ(stacked, sj["height"].get<int>() > 0) << "seat " << i;
    EXPECT_EQ(r.one_hot(at + L::kStackRankAt, L::kStackRank), stacked ? json_stack_rank(seats, i) : -1) << "seat " << i;
    EXPECT_EQ(r.one_hot(at + L::kIntoxAt, L::kIntox), sj["intoxication"].get<int>()) << "seat " << i;
    const int took = r.one_hot(at + L::kTookAt, L::kTook);
    EXPECT_EQ(took == 0 ? Json(nullptr) : Json(took), sj["took"]) << "seat " << i;
    EXPECT_EQ(rn_codec::status_name(static_cast<rn::Status>(r.one_hot(at + L::kStatusAt, L::kStatus))), sj["status"].get<std::string>());
    EXPECT_EQ(r.flag(at + L::kFaintedAt), sj["fainted"].get<bool>()) << "seat " << i;
    EXPECT_EQ(r.scaled(at + L::kHandSizeAt, L::kCountScale), sj["hand_size"].get<int>()) << "seat " << i;
    const bool known = r.flag(at + L::kItemsKnownAt);
    EXPECT_EQ(known, !sj["items"].is_null()) << "seat " << i << " of viewer " << viewer;
    EXPECT_EQ(items_of(r, at + L::kItemsAt), known ? sj["items"] : Json::object()) << "seat " << i;
  }
}

TEST(RnTensor, PartsTileTheSizeForEveryPlayerCount) {
  for (int players = rn::kMinPlayers; players <= rn::kMaxPlayers; ++players) {
    int count = 0;
    const auto parts = L::parts(players, count);
    expect_parts_tile(std::span<const tensor::Part>(parts.data(), static_cast<std::size_t>(count)), L::size(players));
    EXPECT_EQ(observation_tensor_size(rn_with(players)), L::size(players));
  }
  EXPECT_EQ(observation_tensor_size(rn::Game()), 578) << "the size docs/tensors.md gives for 4 players";
}

TEST(RnTensor, EveryFloatIsWrittenAndFiniteForEverySeat) {
  for (int players : {3, 5, 8}) {
    const rn::Game g = rn_with(players);
    for (const rn::State& s : rn_states(g, 2))
      for (int v = 0; v < players; ++v) checked_tensor(g, s, v);
    if (::testing::Test::HasFailure()) return;
  }
}

TEST(RnTensor, DecodesToEverySeatsJsonObservationFieldByField) {
  for (int players : {3, 4, 8}) {
    const rn::Game g = rn_with(players);
    std::size_t n = 0;
    for (const rn::State& s : rn_states(g, 3)) {
      for (int v = 0; v < players; ++v) expect_decodes_to_json(g, s, v);
      ++n;
      if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GT(n, 100U);
  }
}

TEST(RnTensor, ResampledStatesGiveTheSeatTheSameTensor) {
  const rn::Game g = rn_with(4);
  Rng rng(77);
  int changed = 0, trades = 0;
  for (const rn::State& s : rn_states(g, 4)) {
    trades += s.phase == rn::Phase::trade ? 1 : 0;
    for (int seat = 0; seat < 4; ++seat) {
      const std::vector<float> t = checked_tensor(g, s, seat);
      for (int k = 0; k < 3; ++k) {
        const rn::State other = g.resample(s, seat, rng);
        changed += other == s ? 0 : 1;
        ASSERT_EQ(checked_tensor(g, other, seat), t) << "seat " << seat << " tells a resampled state apart";
      }
    }
  }
  EXPECT_GT(changed, 100) << "the resampler must move hidden cards, or this test proves nothing";
  EXPECT_GT(trades, 0) << "the playouts reach a trade, where the partner's hand is on the table";
}

TEST(RnTensor, AViewerOffTheTableSeesNoHand) {
  const rn::Game g = rn_with(4);
  Rng rng(5);
  for (const rn::State& s : rn_states(g, 1)) {
    const std::vector<float> t = checked_tensor(g, s, kViewPublic);
    const TensorReader r(t);
    for (int k = 0; k < 4; ++k) {
      ASSERT_FALSE(r.flag(L::seat_at(k) + L::kItemsKnownAt)) << "seat " << k;
      ASSERT_EQ(items_of(r, L::seat_at(k) + L::kItemsAt), Json::object()) << "seat " << k;
    }
    EXPECT_EQ(kinds_of(r, L::kGaveAt), Json::array());
    ASSERT_EQ(checked_tensor(g, g.resample(s, 0, rng), kViewPublic), t);
  }
}

TEST(RnTensor, HiddenHandsAndDeckDoNotChangeTheTensor) {
  // A hand-made difference the resampler might not produce: swap one card between another
  // seat's hand and the deck (a kind the deck keeps), leaving every size the same.
  const rn::Game g = rn_with(4);
  int tried = 0;
  for (const rn::State& s : rn_states(g, 2)) {
    if (s.phase == rn::Phase::trade) continue;  // the partner's hand is then on the active seat's table
    for (int k = 0; k < rn::kItemKinds; ++k)
      for (int l = 0; l < rn::kItemKinds; ++l) {
        if (k == l || s.seats[2].items[static_cast<std::size_t>(k)] == 0 || s.item_deck[static_cast<std::size_t>(l)] == 0) continue;
        rn::State o = s;
        o.seats[2].items.add(static_cast<std::size_t>(k), -1);
        o.seats[2].items.add(static_cast<std::size_t>(l), 1);
        --o.item_deck[static_cast<std::size_t>(l)];
        ++o.item_deck[static_cast<std::size_t>(k)];
        EXPECT_EQ(checked_tensor(g, o, 0), checked_tensor(g, s, 0));
        EXPECT_NE(checked_tensor(g, o, 2), checked_tensor(g, s, 2)) << "seat 2 sees its own hand";
        ++tried;
        k = l = rn::kItemKinds;  // one swap per state is enough
      }
  }
  EXPECT_GT(tried, 50);
}

TEST(RnTensor, SameObservationGivesSameTensorAndDifferentOnesDiffer) {
  const rn::Game g = rn_with(4);
  ObservationTensorMatch match;
  for (const rn::State& s : rn_states(g, 4)) {
    Json j = rn_codec::observation_to_json(g, s, 1);
    // The tensor keeps each Time Keeper's place in its stack, not the raw heights.
    std::vector<int> place(j["seats"].size());
    for (std::size_t i = 0; i < place.size(); ++i)
      place[i] = j["seats"][i]["height"].get<int>() > 0 ? 1 + json_stack_rank(j["seats"], i) : 0;
    for (std::size_t i = 0; i < place.size(); ++i) j["seats"][i]["height"] = place[i];
    const std::string key = j.dump();
    const std::vector<float> t = checked_tensor(g, s, 1);
    match.add(key, t);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(match.observations(), 200U);
}

}  // namespace
}  // namespace bgb::test
