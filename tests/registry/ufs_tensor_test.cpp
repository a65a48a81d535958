// Under Falling Skies' observation tensor (include/bgb/ufs/tensor.hpp): its size, that it decodes
// back into the JSON observation field by field, and that it is exactly as informative as the
// observation (the game hides nothing but the dice still to roll, which no State holds).
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "bgb/ufs.hpp"
#include "bgb/ufs/tensor.hpp"
#include "tensor_support.hpp"
#include "ufs/codec.hpp"
#include "ufs_support.hpp"

namespace bgb::test {
namespace {

namespace L = ufs::tensor_layout;
using json::Json;

std::vector<ufs::State> ufs_states(const ufs::Game& g, int games) {
  std::vector<ufs::State> all;
  for (int i = 0; i < games; ++i) {
    const std::vector<ufs::State> one = ufs_playout(g, 9100 + static_cast<std::uint64_t>(i), i % 2 == 1);
    all.insert(all.end(), one.begin(), one.end());
  }
  return all;
}

ufs::Game ufs_with(std::uint8_t hard) { return ufs::Game::make(ufs::Options{hard}).value(); }

/// Decodes every part and compares it with the observation's JSON.
void expect_decodes_to_json(const ufs::Game& g, const ufs::State& s) {
  const std::vector<float> t = checked_tensor(g, s, 0);
  const TensorReader r(t);
  const Json j = ufs_codec::observation_to_json(g, s, 0);
  Json hard = Json::array();
  for (int c = 0; c < L::kHard; ++c)
    if (r.flag(L::kHardAt + c)) hard.push_back(std::string(ufs::kCardNames[c]));
  EXPECT_EQ(hard, j["hard"]);
  EXPECT_EQ(ufs_codec::phase_name(static_cast<ufs::Phase>(r.one_hot(L::kPhaseAt, L::kPhase))), j["phase"].get<std::string>());
  const int end = r.one_hot(L::kEndAt, L::kEnd);
  EXPECT_EQ(end == 0 ? Json(nullptr) : Json(ufs_codec::end_name(static_cast<ufs::End>(end))), j["end"]);
  EXPECT_EQ(r.one_hot(L::kRoundAt, L::kRound) + 1, j["round"].get<int>());
  EXPECT_EQ(r.one_hot(L::kEnergyAt, L::kEnergy), j["energy"].get<int>());
  EXPECT_EQ(r.one_hot(L::kDamageAt, L::kDamage), j["damage"].get<int>());
  EXPECT_EQ(r.one_hot(L::kResearchAt, L::kResearch), j["research"].get<int>());
  const int excavator = r.one_hot(L::kExcavatorAt, L::kExcavator);
  EXPECT_EQ(excavator, j["excavator"]["index"].get<int>());
  for (int cell = 0; cell < ufs::kBaseCells; ++cell)
    EXPECT_EQ(r.flag(L::kExcavatedAt + cell), ufs::excavated(g.board(), cell, excavator)) << "cell " << cell;
  const int mothership = r.one_hot(L::kMothershipAt, L::kMothership);
  EXPECT_EQ(mothership, j["mothership"].get<int>());
  const int robot_value = r.one_hot(L::kRobotValueAt, L::kRobotValue);
  EXPECT_EQ(robot_value == 0 ? Json(nullptr) : Json(robot_value), j["robot_value"]);
  for (int d = 0; d < ufs::kDice; ++d) {
    const int at = L::kDiceAt + d * L::kDie;
    const Json& die = j["dice"][static_cast<std::size_t>(d)];
    const int value = r.one_hot(at + L::kDieValueAt, L::kDieValue);
    EXPECT_EQ(value == 0 ? Json(nullptr) : Json(value), die["value"]) << "die " << d;
    const int where = r.one_hot(at + L::kDieWhereAt, L::kDieWhere);
    const int cell = r.one_hot(at + L::kDieCellAt, L::kDieCell);
    const std::string text = where == 0 ? "unplaced" : where == 2 ? "used" : ufs_codec::base_cell_text(cell);
    EXPECT_EQ(text, die["cell"].get<std::string>()) << "die " << d;
    EXPECT_EQ(where == 1, cell >= 0) << "die " << d << ": a cell is written exactly when the die is on one";
    EXPECT_EQ(r.flag(at + L::kDieExcavationAt), die["excavation"].get<bool>()) << "die " << d;
  }
  for (int i = 0; i < ufs::kRobots; ++i) {
    const int at = L::kRobotsAt + i * L::kRobot;
    const Json& robot = j["robots"][static_cast<std::size_t>(i)];
    const int cell = r.one_hot(at + L::kRobotCellAt, L::kRobotCell);
    const int value = r.one_hot(at + L::kRobotPipsAt, L::kRobotPips);
    const bool exhausted = r.flag(at + L::kRobotExhaustedAt);
    if (robot.is_null()) {
      EXPECT_TRUE(cell < 0 && value == 0 && !exhausted) << "robot " << i;
    } else {
      EXPECT_EQ(cell < 0 ? Json(nullptr) : Json(ufs_codec::base_cell_text(cell)), robot["cell"]) << "robot " << i;
      EXPECT_EQ(value, robot["value"].get<int>()) << "robot " << i;
      EXPECT_EQ(exhausted, robot["exhausted"].get<bool>()) << "robot " << i;
    }
  }
  // Ships: the planes and counts against the JSON's ships, as multisets per colour.
  std::map<std::string, int> want, got;
  int waiting[2] = {0, 0}, supply = 0;
  for (const Json& ship : j["ships"]) {
    const int red = ship["colour"] == "red" ? 1 : 0;
    if (ship["where"] == "sky") ++want[ship["colour"].get<std::string>() + " " + ship["cell"].get<std::string>()];
    if (ship["where"] == "waiting") ++waiting[red];
    if (ship["where"] == "supply") ++supply;
  }
  for (int red = 0; red < 2; ++red)
    for (int row = 0; row <= ufs::kSkyRows; ++row)
      for (int col = 0; col < ufs::kColumns; ++col)
        if (r.flag((red ? L::kRedSkyAt : L::kGreenSkyAt) + row * ufs::kColumns + col))
          ++got[std::string(red ? "red " : "green ") +
                (row == mothership ? "spawn c" + std::to_string(col + 1) : ufs_codec::sky_text(row, col))];
  EXPECT_EQ(got, want);
  EXPECT_EQ(r.one_hot(L::kGreenWaitingAt, L::kGreenWaiting), waiting[0]);
  EXPECT_EQ(r.one_hot(L::kRedWaitingAt, L::kRedWaiting), waiting[1]);
  EXPECT_EQ(r.one_hot(L::kRedSupplyAt, L::kRedSupply), supply);
}

/// The observation with the ships listed in a canonical order within each colour: ships of one
/// colour are interchangeable, so the tensor keeps where they are, not which is which.
std::string canonical_observation(const ufs::Game& g, const ufs::State& s) {
  Json j = ufs_codec::observation_to_json(g, s, 0);
  std::vector<Json> green, red;
  for (const Json& ship : j["ships"]) (ship["colour"] == "red" ? red : green).push_back(ship);
  auto by_text = [](const Json& a, const Json& b) { return a.dump() < b.dump(); };
  std::sort(green.begin(), green.end(), by_text);
  std::sort(red.begin(), red.end(), by_text);
  Json ships = Json::array();
  for (const Json& ship : green) ships.push_back(ship);
  for (const Json& ship : red) ships.push_back(ship);
  j["ships"] = ships;
  return j.dump();
}

TEST(UfsTensor, PartsTileTheSizeInOrder) {
  expect_parts_tile(L::kParts, L::kSize);
  EXPECT_EQ(observation_tensor_size(ufs::Game()), L::kSize);
  EXPECT_EQ(observation_tensor_size(ufs_with(0x7F)), L::kSize) << "the hard cards do not change the size";
}

TEST(UfsTensor, EveryFloatIsWrittenAndFiniteAtEveryState) {
  for (std::uint8_t hard : {std::uint8_t{0}, std::uint8_t{0x7F}, std::uint8_t{0x30}}) {
    const ufs::Game g = ufs_with(hard);
    for (const ufs::State& s : ufs_states(g, 6)) {
      checked_tensor(g, s, 0);
      if (::testing::Test::HasFailure()) return;
    }
  }
}

TEST(UfsTensor, DecodesToTheJsonObservationFieldByField) {
  for (std::uint8_t hard : {std::uint8_t{0}, std::uint8_t{0x7F}, std::uint8_t{0x10}}) {
    const ufs::Game g = ufs_with(hard);
    int n = 0;
    for (const ufs::State& s : ufs_states(g, 8)) {
      expect_decodes_to_json(g, s);
      ++n;
      if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GT(n, 100) << "the playouts reach enough states";
  }
}

TEST(UfsTensor, SameObservationGivesSameTensorAndDifferentOnesDiffer) {
  const ufs::Game g = ufs_with(0);
  ObservationTensorMatch match;
  for (const ufs::State& s : ufs_states(g, 12)) {
    const std::string key = canonical_observation(g, s);
    const std::vector<float> t = checked_tensor(g, s, 0);
    match.add(key, t);
    if (::testing::Test::HasFatalFailure()) return;
  }
  EXPECT_GT(match.observations(), 200U);
}

}  // namespace
}  // namespace bgb::test
