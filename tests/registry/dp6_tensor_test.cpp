// DP6's observation tensor (include/bgb/dp6/tensor.hpp): its size per player count, that it
// decodes back into every seat's JSON observation field by field, that the tracks start at the
// viewer, and that it is exactly as informative as the observation (a face-down room is never
// in a State, so nothing hidden can be in the tensor).
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "bgb/dp6.hpp"
#include "bgb/dp6/tensor.hpp"
#include "dp6/codec.hpp"
#include "dp6_support.hpp"
#include "tensor_support.hpp"

namespace bgb::test {
namespace {

namespace L = dp6::tensor_layout;
using json::Json;

dp6::Game dp6_with(int players, int max_turns = 0) { return dp6::Game::make(dp6::Options{players, max_turns}).value(); }

/// The states of a few seeded random playouts, at most `cap` from each.
std::vector<dp6::State> dp6_states(const dp6::Game& g, int games, std::size_t cap = 400) {
  std::vector<dp6::State> all;
  for (int i = 0; i < games; ++i) {
    const std::vector<dp6::State> one = dp6_playout(g, 6600 + static_cast<std::uint64_t>(i));
    const std::size_t step = one.size() / cap + 1;
    for (std::size_t k = 0; k < one.size(); k += step) all.push_back(one[k]);
    all.push_back(one.back());
  }
  return all;
}

// Appended, not `"r" + std::to_string(r)`: that trips g++ 12's -Wrestrict false positive at -O3.
std::string room_word(int r) {
  std::string out = "r";
  out += static_cast<char>('0' + r);
  return out;
}

void expect_decodes_to_json(const dp6::Game& g, const dp6::State& s, int viewer) {
  const int players = g.num_players();
  const std::vector<float> t = checked_tensor(g, s, viewer);
  const TensorReader r(t);
  const Json j = dp6_codec::observation_to_json(g, s, viewer);
  auto seat = [&](int rel) { return (rel + viewer) % players; };
  EXPECT_EQ(r.one_hot(L::kPlayersAt, L::kPlayers) + dp6::kMinPlayers, j["players"].get<int>());
  EXPECT_EQ(dp6_codec::phase_name(static_cast<dp6::Phase>(r.one_hot(L::kPhaseAt, L::kPhase))), j["phase"].get<std::string>());
  const int end = r.one_hot(L::kEndAt, L::kEnd);
  EXPECT_EQ(end == 0 ? Json(nullptr) : Json(dp6_codec::end_name(static_cast<dp6::End>(end))), j["end"]);
  EXPECT_EQ(seat(r.one_hot(L::kPlayerAt, L::kPlayer)), j["player"].get<int>());
  const int setup = r.one_hot(L::kSetupSeatAt, L::kSetupSeat);
  EXPECT_EQ(setup == dp6::kMaxSeats ? players : seat(setup), j["setup_seat"].get<int>());
  EXPECT_EQ(r.one_hot(L::kActionsAt, L::kActions), j["actions"].get<int>());
  const int pending = r.one_hot(L::kPendingAt, L::kPending);
  EXPECT_EQ(pending == 0 ? Json(nullptr) : Json(pending), j["pending"]);
  EXPECT_EQ(r.flag(L::kIgnoredAt), j["ignored"].get<bool>());
  EXPECT_EQ(r.flag(L::kActivatedAt), j["activated"].get<bool>());
  const int reveal = r.one_hot(L::kRevealRoomAt, L::kRevealRoom);
  EXPECT_EQ(reveal == 0 ? Json(nullptr) : Json(room_word(reveal)), j["reveal_room"]);
  Json open = Json::array();
  for (int d = 1; d <= dp6::kDoors; ++d)
    if (r.flag(L::kOpenDoorsAt + d - 1)) open.push_back(d);
  EXPECT_EQ(open, j["open_doors"]);
  EXPECT_EQ(r.one_hot(L::kCapsuleAt, L::kCapsule), j["capsule"].get<int>());
  EXPECT_EQ(r.scaled(L::kTurnsAt, 256), j["turns"].get<int>());
  const int limit = j["max_turns"].get<int>();
  EXPECT_EQ(r.flag(L::kTurnLimitAt), limit > 0);
  if (limit > 0) {
    EXPECT_EQ(limit - r.scaled(L::kTurnLimitAt + 1, limit), j["turns"].get<int>());
  }
  for (int k = 0; k < players; ++k) {
    const Json& tj = j["tracks"][static_cast<std::size_t>(seat(k))];
    const int at = L::track_at(k);
    Json rooms = Json::array();
    for (int room = 0; room < dp6::kRooms; ++room)
      rooms.push_back(std::string(dp6::kCardWords[static_cast<std::size_t>(
          r.one_hot(at + L::kRoomCardsAt + room * (dp6::kCards + 1), dp6::kCards + 1))]));
    EXPECT_EQ(rooms, tj["rooms"]) << "track " << k;
    std::string doors;
    for (int gap = 0; gap < dp6::kGaps; ++gap)
      doors += static_cast<char>('0' + r.one_hot(at + L::kGapDoorsAt + gap * (dp6::kGaps + 1), dp6::kGaps + 1));
    EXPECT_EQ(doors == "0000" ? Json(nullptr) : Json(doors), tj["doors"]) << "track " << k;
    for (int c = 0; c < dp6::kCrew; ++c) {
      const int crew_at = at + L::kCrewAt + c * (L::kCrewPlaces + 1);
      dp6::Track one;
      one.crew[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(r.one_hot(crew_at, L::kCrewPlaces));
      one.lying = static_cast<std::uint8_t>(r.flag(crew_at + L::kCrewPlaces) ? 1U << c : 0U);
      EXPECT_EQ(dp6_codec::crew_place(one, c), tj["crew"][static_cast<std::size_t>(c)].get<std::string>()) << "track " << k;
    }
    const int aberration = r.one_hot(at + L::kAberrationAt, L::kAberration);
    EXPECT_EQ(aberration == 0 ? Json(nullptr) : Json(room_word(aberration)), tj["aberration"]) << "track " << k;
    const int tilt = r.one_hot(at + L::kTiltAt, L::kTilt);
    EXPECT_EQ(tilt, tj["tilt"].get<int>());
    EXPECT_EQ(dp6::kTilts - tilt, tj["tilt_used"].get<int>()) << "tilt_used is what is not held";
    EXPECT_EQ(r.one_hot(at + L::kProgAt, L::kProg), tj["prog"].get<int>());
    Json on = Json::array();
    if (r.flag(at + L::kProgOnAt)) on.push_back("control");
    if (r.flag(at + L::kProgOnAt + 1)) on.push_back("tools");
    EXPECT_EQ(on, tj["prog_on"]);
    EXPECT_EQ(r.one_hot(at + L::kProgUsedAt, L::kProgUsed), tj["prog_used"].get<int>());
  }
}

TEST(Dp6Tensor, PartsTileTheSizeForEveryPlayerCount) {
  for (int players = 2; players <= 4; ++players) {
    int count = 0;
    const auto parts = L::parts(players, count);
    expect_parts_tile(std::span<const tensor::Part>(parts.data(), static_cast<std::size_t>(count)), L::size(players));
    EXPECT_EQ(observation_tensor_size(dp6_with(players)), L::size(players));
  }
  EXPECT_EQ(observation_tensor_size(dp6::Game()), 269) << "the size docs/tensors.md gives for 2 players";
}

TEST(Dp6Tensor, EveryFloatIsWrittenAndFiniteForEverySeat) {
  for (int players = 2; players <= 4; ++players) {
    const dp6::Game g = dp6_with(players, players == 3 ? 40 : 0);
    for (const dp6::State& s : dp6_states(g, 3))
      for (int v = 0; v < players; ++v) checked_tensor(g, s, v);
    if (::testing::Test::HasFailure()) return;
  }
}

TEST(Dp6Tensor, DecodesToEverySeatsJsonObservationFieldByField) {
  for (int players = 2; players <= 4; ++players) {
    const dp6::Game g = dp6_with(players, players == 4 ? 30 : 0);
    std::size_t n = 0;
    for (const dp6::State& s : dp6_states(g, 4, 150)) {
      for (int v = 0; v < players; ++v) expect_decodes_to_json(g, s, v);
      ++n;
      if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GT(n, 100U);
  }
}

TEST(Dp6Tensor, TracksStartAtTheViewer) {
  const dp6::Game g = dp6_with(3);
  for (const dp6::State& s : dp6_states(g, 2, 100)) {
    const std::vector<float> seat0 = checked_tensor(g, s, 0);
    for (int v = 1; v < 3; ++v) {
      const std::vector<float> t = checked_tensor(g, s, v);
      for (int k = 0; k < 3; ++k) {
        const auto mine = t.begin() + L::track_at(k);
        const auto theirs = seat0.begin() + L::track_at((v + k) % 3);
        ASSERT_TRUE(std::equal(mine, mine + L::kTrack, theirs)) << "viewer " << v << " track " << k;
      }
    }
  }
}

TEST(Dp6Tensor, SameObservationGivesSameTensorAndDifferentOnesDiffer) {
  const dp6::Game g = dp6_with(2, 60);
  ObservationTensorMatch match;
  for (const dp6::State& s : dp6_states(g, 6)) {
    const std::string key = dp6_codec::observation_to_json(g, s, 1).dump();
    const std::vector<float> t = checked_tensor(g, s, 1);
    match.add(key, t);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(match.observations(), 200U);
}

}  // namespace
}  // namespace bgb::test
