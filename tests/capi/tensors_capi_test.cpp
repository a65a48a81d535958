/// \file
/// Observation tensors and legal masks through the C ABI (ABI 1.5): The Crew's tensor decoded
/// back into the facts of its JSON observation at many states of random games, for every
/// viewer; the leak test (a resampled state gives the seat the same tensor); the mask equal to
/// the legal actions in every game; the buffer protocol and the refusals.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "bgb/bgb.h"
#include "bgb/crew/tensor.hpp"
#include "capi_helpers.hpp"
#include "crew/codec.hpp"
#include "playout_games.hpp"

namespace {

using bgb::testing::GamePtr;
using bgb::testing::StatePtr;
using nlohmann::json;
using namespace bgb::crew;
using tensor::Part;

std::vector<float> c_tensor(const bgb_state* s, int viewer) {
  std::int32_t len = 0;
  EXPECT_EQ(bgb_state_observation_tensor(s, viewer, nullptr, 0, &len), BGB_OK) << bgb_last_error();
  std::vector<float> t(static_cast<std::size_t>(len), -1.0f);
  EXPECT_EQ(bgb_state_observation_tensor(s, viewer, t.data(), len, &len), BGB_OK) << bgb_last_error();
  return t;
}

json c_observation(const bgb_state* s, int viewer) {
  std::int32_t len = 0;
  EXPECT_EQ(bgb_state_to_json(s, viewer, nullptr, 0, &len), BGB_OK);
  std::string text(static_cast<std::size_t>(len) + 1, '\0');
  EXPECT_EQ(bgb_state_to_json(s, viewer, text.data(), len + 1, &len), BGB_OK);
  text.resize(static_cast<std::size_t>(len));
  return json::parse(text);
}

/// The cards of `count` floats from `base` that are 1, as texts; every float must be 0 or 1.
json cards_at(const std::vector<float>& t, int base, int count) {
  json out = json::array();
  for (int c = 0; c < count; ++c) {
    const float x = t[static_cast<std::size_t>(base + c)];
    EXPECT_TRUE(x == 0.0f || x == 1.0f) << "float " << base + c << " is " << x;
    if (x == 1.0f) out.push_back(card_text(static_cast<Card>(c)));
  }
  return out;
}

/// The single index set among `count` floats from `base` (null if none; fails if several).
json one_hot(const std::vector<float>& t, int base, int count) {
  json out = nullptr;
  for (int i = 0; i < count; ++i) {
    const float x = t[static_cast<std::size_t>(base + i)];
    EXPECT_TRUE(x == 0.0f || x == 1.0f) << "float " << base + i << " is " << x;
    if (x == 1.0f) {
      EXPECT_TRUE(out.is_null()) << "two indices set in the one-hot at " << base;
      out = i;
    }
  }
  return out;
}

int count_at(const std::vector<float>& t, int at) { return static_cast<int>(t[static_cast<std::size_t>(at)]); }
int off(Part p) { return tensor::at(p); }

/// A card slot (one-hot card, then the hidden flag) as the observation writes it.
json card_slot(const std::vector<float>& t, int base) {
  if (t[static_cast<std::size_t>(base + kNumCards)] == 1.0f) return "hidden";
  const json c = cards_at(t, base, kNumCards);
  EXPECT_LE(c.size(), 1U);
  return c.empty() ? json(nullptr) : c[0];
}

/// Decodes the tensor into the keys of the observation JSON (docs/json.md) that it holds.
json decode(const std::vector<float>& t) {
  using bgb::crew_codec::phase_name;
  json d;
  const json viewer = one_hot(t, off(Part::viewer), tensor::kSeatSlots);
  d["view"] = viewer.is_null() ? json("public") : viewer;
  const int players = one_hot(t, off(Part::players), 4).get<int>() + 2;
  const int seats = players == 2 ? 3 : players;
  d["players"] = players;
  d["mission"] = one_hot(t, off(Part::mission), kNumMissions).get<int>() + 1;
  d["phase"] = phase_name(static_cast<Phase>(one_hot(t, off(Part::phase), tensor::kPhases).get<int>()));
  d["success"] = t[static_cast<std::size_t>(off(Part::success))] == 1.0f;
  d["commander"] = one_hot(t, off(Part::commander), tensor::kSeatSlots);
  d["actor"] = one_hot(t, off(Part::actor), tensor::kSeatSlots);
  const json leader = one_hot(t, off(Part::leader), tensor::kSeatSlots);
  d["leader"] = leader;
  d["own_hand"] = cards_at(t, off(Part::own_hand), kNumCards);
  d["jarvis_up"] = cards_at(t, off(Part::jarvis_up), kNumCards);
  d["jarvis_covered"] = cards_at(t, off(Part::jarvis_covered), kNumCards);
  d["jarvis_hidden"] = count_at(t, off(Part::jarvis_hidden));
  json sizes = json::array(), won = json::array(), voids = json::array(), comms = json::array(), passed = json::array(),
       gives = json::array(), drawn = json::array(), answers = json::array();
  for (int k = 0; k < seats; ++k) {
    sizes.push_back(count_at(t, off(Part::hand_sizes) + k));
    won.push_back(count_at(t, off(Part::tricks_won) + k));
    json v = json::array();
    for (int suit = 0; suit < kNumSuits; ++suit)
      if (t[static_cast<std::size_t>(off(Part::voids) + k * kNumSuits + suit)] == 1.0f) v.push_back(std::string(kSuitNames[suit]));
    voids.push_back(v);
    const int c = off(Part::comms) + k * tensor::kCommSlot;
    const json card = cards_at(t, c + tensor::kCommCard, kNumColourCards);
    if (card.empty()) {
      comms.push_back(nullptr);
    } else {
      const json pos = one_hot(t, c + tensor::kCommPosition, tensor::kCommPositions);
      comms.push_back({{"card", card[0]},
                       {"position", pos.is_null() ? json(nullptr)
                                                  : json(bgb::crew_codec::comm_pos_name(static_cast<CommPos>(pos.get<int>() + 1)))},
                       {"stale", t[static_cast<std::size_t>(c + tensor::kCommStale)] == 1.0f}});
    }
    if (t[static_cast<std::size_t>(c + tensor::kCommPassed)] == 1.0f) passed.push_back(k);
    gives.push_back(card_slot(t, off(Part::gives) + k * tensor::kCardSlot));
    drawn.push_back(card_slot(t, off(Part::drawn) + k * tensor::kCardSlot));
    const json a = one_hot(t, off(Part::answers) + k * tensor::kAnswers, tensor::kAnswers);
    answers.push_back(a.is_null() ? json(nullptr) : json(bgb::crew_codec::answer_name(a.get<int>())));
  }
  d["hand_sizes"] = sizes;
  d["tricks_won"] = won;
  d["voids"] = voids;
  d["comms"] = comms;
  d["comm_passed"] = passed;
  d["gives"] = gives;
  d["drawn"] = drawn;
  d["answers"] = answers;
  d["dealt"] = count_at(t, off(Part::dealt));
  d["revealed"] = count_at(t, off(Part::revealed));
  d["tricks_completed"] = count_at(t, off(Part::tricks_completed));
  d["played"] = cards_at(t, off(Part::played), kNumCards);
  // The trick in play order: seat by seat from its leader.
  json trick = json::array();
  for (int i = 0; !leader.is_null() && i < seats; ++i) {
    const int k = (leader.get<int>() + i) % seats;
    const json c = cards_at(t, off(Part::trick) + k * kNumCards, kNumCards);
    if (!c.empty()) trick.push_back(c[0]);
  }
  d["trick"] = trick;
  const json last_leader = one_hot(t, off(Part::last_leader), tensor::kSeatSlots);
  d["last_trick_leader"] = last_leader;
  json last = json::array();
  for (int i = 0; !last_leader.is_null() && i < seats; ++i) {
    const json c = cards_at(t, off(Part::last_trick) + ((last_leader.get<int>() + i) % seats) * kNumCards, kNumCards);
    last.push_back(c.empty() ? json(nullptr) : c[0]);
  }
  d["last_trick_order"] = last;
  json tasks = json::array();
  const int num_tasks = count_at(t, off(Part::num_tasks));
  for (int i = 0; i < kMaxTasks; ++i) {
    const int b = off(Part::tasks) + i * tensor::kTaskSlot;
    const json card = cards_at(t, b + tensor::kTaskCard, kNumColourCards);
    const bool hidden = t[static_cast<std::size_t>(b + tensor::kTaskHidden)] == 1.0f;
    if (i >= num_tasks) {  // past the mission's tasks: an empty slot
      for (int k = 0; k < tensor::kTaskSlot; ++k) EXPECT_EQ(t[static_cast<std::size_t>(b + k)], 0.0f) << "task slot " << i;
      continue;
    }
    const json token = one_hot(t, b + tensor::kTaskToken, kNumTokenKinds - 1);
    const int done = count_at(t, b + tensor::kTaskDoneTrick);
    EXPECT_EQ(t[static_cast<std::size_t>(b + tensor::kTaskDone)] == 1.0f, done != 0);
    tasks.push_back({{"card", hidden ? json("hidden") : card.empty() ? json(nullptr) : card[0]},
                     {"token", token.is_null() ? json(nullptr) : json(token_text(static_cast<Token>(token.get<int>() + 1)))},
                     {"owner", one_hot(t, b + tensor::kTaskOwner, tensor::kSeatSlots)},
                     {"done_trick", done == 0 ? json(nullptr) : json(done)}});
  }
  d["tasks"] = tasks;
  d["preset_tasks"] = t[static_cast<std::size_t>(off(Part::preset_tasks))] == 1.0f;
  const json distress = one_hot(t, off(Part::distress), 3);
  d["distress"] = bgb::crew_codec::distress_name(distress.is_null() ? 0 : distress.get<int>() + 1);
  d["handed_over"] = t[static_cast<std::size_t>(off(Part::handed_over))] == 1.0f;
  d["chosen"] = one_hot(t, off(Part::chosen), tensor::kSeatSlots);
  d["chosen_last"] = one_hot(t, off(Part::chosen_last), tensor::kSeatSlots);
  json ones = json::array(), rockets = json::array();
  for (int b = 0; b < 4; ++b) {
    if (t[static_cast<std::size_t>(off(Part::ones_won) + b)] == 1.0f) ones.push_back(card_text(static_cast<Card>(b * 9)));
    if (t[static_cast<std::size_t>(off(Part::rockets_won) + b)] == 1.0f) rockets.push_back(card_text(static_cast<Card>(36 + b)));
  }
  d["ones_won"] = ones;
  d["rockets_won"] = rockets;
  const json rule = one_hot(t, off(Part::failure_rule), tensor::kFailRules);
  if (rule.is_null()) {
    d["failure"] = nullptr;
  } else {
    const json card = cards_at(t, off(Part::failure_card), kNumCards);
    d["failure"] = {{"rule", fail_rule_name(static_cast<FailRule>(rule.get<int>() + 1))},
                    {"trick", count_at(t, off(Part::failure_trick))},
                    {"card", card.empty() ? json(nullptr) : card[0]},
                    {"seat", one_hot(t, off(Part::failure_seat), tensor::kSeatSlots)}};
  }
  return d;
}

/// Compares the decoded tensor with the observation JSON, key by key.
void expect_agrees(const json& d, const json& o, const std::string& where) {
  for (const char* key : {"view", "players", "mission", "phase", "success", "commander", "actor", "leader", "hand_sizes",
                          "tricks_won", "voids", "gives", "drawn", "answers", "dealt", "revealed", "tricks_completed",
                          "played", "trick", "last_trick_leader", "last_trick_order", "tasks", "preset_tasks", "comm_passed",
                          "distress", "handed_over", "chosen", "chosen_last", "ones_won", "rockets_won"})
    EXPECT_EQ(d[key], o[key]) << where << ": " << key;
  for (std::size_t k = 0; k < o["comms"].size(); ++k) EXPECT_EQ(d["comms"][k], o["comms"][k]) << where << ": comms " << k;
  if (o["failure"].is_null()) {
    EXPECT_TRUE(d["failure"].is_null()) << where;
  } else {
    for (const char* key : {"rule", "trick", "card", "seat"})
      EXPECT_EQ(d["failure"][key], o["failure"][key]) << where << ": failure." << key;
  }
  const json& view = o["view"];
  EXPECT_EQ(d["own_hand"], view.is_number() ? o["hands"][view.get<std::size_t>()] : json::array()) << where;
  if (o.contains("jarvis")) {
    // Piles whose face-up card is still there and still covers a face-down card.
    std::vector<std::string> cov;
    for (std::size_t p = 0; p < kJarvisPiles; ++p) {
      const json& up = o["jarvis"]["up"][p];
      if (up.is_null() || o["jarvis"]["down"][p].is_null()) continue;
      if (std::find(o["hands"][2].begin(), o["hands"][2].end(), up) != o["hands"][2].end()) cov.push_back(up);
    }
    // Card lists in id order, as cards_at reads them.
    auto by_id = [](std::vector<std::string> v) {
      std::sort(v.begin(), v.end(), [](const std::string& a, const std::string& b) { return *parse_card(a) < *parse_card(b); });
      return json(v);
    };
    EXPECT_EQ(d["jarvis_up"], o["hands"][2]) << where;
    EXPECT_EQ(d["jarvis_covered"], by_id(cov)) << where;
    EXPECT_EQ(d["jarvis_hidden"], o["jarvis"]["hidden_count"]) << where;
  } else {
    EXPECT_EQ(d["jarvis_up"], json::array()) << where;
    EXPECT_EQ(d["jarvis_hidden"], 0) << where;
  }
}

/// Random games of The Crew over players 2..5 and every mission; `visit` sees each state.
template <class Visit>
void random_crew_states(int games, Visit&& visit) {
  std::uint64_t rng = 0;
  bgb_rng_seed(20, &rng);
  for (int g = 0; g < games; ++g) {
    const int players = 2 + g % 4;
    const int mission = 1 + (g * 7) % kNumMissions;
    const GamePtr game = bgb::testing::c_game(R"({"players":)" + std::to_string(players) + R"(,"mission":)" +
                                              std::to_string(mission) + "}");
    StatePtr s = bgb::testing::c_initial(game.get());
    std::vector<std::int32_t> legal(512);
    for (int step = 0;; ++step) {
      visit(s.get(), players, "game " + std::to_string(g) + " step " + std::to_string(step));
      const std::int32_t a = bgb::testing::c_random_action(s.get(), rng, legal);
      if (a < 0) break;
      ASSERT_EQ(bgb_state_apply_into(s.get(), a, s.get()), BGB_OK) << bgb_last_error();
    }
  }
}

TEST(CapiTensor, CrewShapeIsTheSumOfItsParts) {
  const GamePtr g = bgb::testing::c_game(R"({"players":3})");
  std::int32_t ndims = 0, dims[2] = {0, 0};
  ASSERT_EQ(bgb_game_observation_shape(g.get(), nullptr, 0, &ndims), BGB_OK);
  EXPECT_EQ(ndims, 1);
  EXPECT_EQ(bgb_game_observation_shape(g.get(), dims, 0, &ndims), BGB_E_BUFFER_TOO_SMALL);
  EXPECT_EQ(dims[0], 0);
  ASSERT_EQ(bgb_game_observation_shape(g.get(), dims, 2, &ndims), BGB_OK);
  EXPECT_EQ(dims[0], tensor::kSize);
  int sum = 0;
  for (const tensor::LayoutPart& p : tensor::kParts) {
    EXPECT_EQ(p.offset, sum) << p.name;
    sum += p.length;
  }
  EXPECT_EQ(sum, tensor::kSize);
  EXPECT_EQ(bgb_game_observation_shape(g.get(), dims, -1, &ndims), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_game_observation_shape(nullptr, dims, 2, &ndims), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_game_observation_shape(g.get(), dims, 2, nullptr), BGB_E_INVALID_ARGUMENT);
}

TEST(CapiTensor, CrewTensorDecodesToTheObservation) {
  int checked = 0;
  random_crew_states(24, [&](const bgb_state* s, int players, const std::string& where) {
    for (int viewer = BGB_VIEW_PUBLIC; viewer < players; ++viewer) {
      if (viewer == BGB_VIEW_ALL) continue;
      expect_agrees(decode(c_tensor(s, viewer)), c_observation(s, viewer), where + " viewer " + std::to_string(viewer));
      ++checked;
    }
  });
  EXPECT_GT(checked, 3000);
}

TEST(CapiTensor, ResampledStatesGiveTheSeatTheSameTensor) {
  std::uint64_t rng = 0;
  bgb_rng_seed(7, &rng);
  int checked = 0;
  random_crew_states(16, [&](const bgb_state* s, int players, const std::string& where) {
    for (int seat = 0; seat < players; ++seat) {
      bgb_state* other = nullptr;
      ASSERT_EQ(bgb_state_resample(s, seat, &rng, &other), BGB_OK) << bgb_last_error();
      const StatePtr keep(other);
      ASSERT_EQ(c_tensor(s, seat), c_tensor(other, seat)) << where << " seat " << seat;
      ASSERT_EQ(c_tensor(s, BGB_VIEW_PUBLIC), c_tensor(other, BGB_VIEW_PUBLIC)) << where;
      ++checked;
    }
  });
  EXPECT_GT(checked, 2000);
}

TEST(CapiTensor, ViewersAndBuffers) {
  const GamePtr g = bgb::testing::c_game(R"({"players":2})");
  const StatePtr s = bgb::testing::c_initial(g.get());
  std::vector<float> t(static_cast<std::size_t>(tensor::kSize) + 1, 5.0f);
  std::int32_t len = 0;
  // JARVIS (seat 2) and the omniscient view are not viewers of a tensor.
  for (int viewer : {BGB_VIEW_ALL, 2, 3, -3}) {
    EXPECT_EQ(bgb_state_observation_tensor(s.get(), viewer, t.data(), tensor::kSize, &len), BGB_E_INVALID_ARGUMENT);
    EXPECT_NE(std::string(bgb_last_error()).find("viewer"), std::string::npos);
  }
  EXPECT_EQ(bgb_state_observation_tensor(s.get(), 0, t.data(), tensor::kSize - 1, &len), BGB_E_BUFFER_TOO_SMALL);
  EXPECT_EQ(len, tensor::kSize);
  EXPECT_EQ(t[0], 5.0f);  // nothing written
  EXPECT_EQ(bgb_state_observation_tensor(s.get(), 0, t.data(), -1, &len), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_state_observation_tensor(s.get(), 0, t.data(), tensor::kSize + 1, nullptr), BGB_E_INVALID_ARGUMENT);
  ASSERT_EQ(bgb_state_observation_tensor(s.get(), 0, t.data(), tensor::kSize + 1, &len), BGB_OK);
  EXPECT_EQ(t[static_cast<std::size_t>(tensor::kSize)], 5.0f);  // past the tensor: untouched
}

TEST(CapiTensor, GamesWithoutAnEncoderSayUnsupported) {
  for (const auto& pg : bgb::testing::kPlayoutGames) {
    const GamePtr g = bgb::testing::c_game_named(pg.name, pg.options);
    std::int32_t ndims = 0;
    const std::int32_t st = bgb_game_observation_shape(g.get(), nullptr, 0, &ndims);
    const StatePtr s = bgb::testing::c_initial(g.get());
    std::int32_t len = 0;
    const std::int32_t st2 = bgb_state_observation_tensor(s.get(), 0, nullptr, 0, &len);
    EXPECT_EQ(st, st2) << pg.name;
    if (st == BGB_E_UNSUPPORTED) {
      EXPECT_NE(std::string(bgb_last_error()).find(pg.name), std::string::npos);
    } else {
      EXPECT_EQ(st, BGB_OK) << pg.name;
    }
  }
}

TEST(CapiMask, EqualsTheLegalActionsInEveryGame) {
  int checked = 0;
  for (const auto& pg : bgb::testing::kPlayoutGames) {
    const GamePtr g = bgb::testing::c_game_named(pg.name, pg.options);
    std::int32_t distinct = 0;
    bgb_game_num_distinct_actions(g.get(), &distinct);
    std::uint64_t rng = 0;
    bgb_rng_seed(3, &rng);
    for (int game = 0; game < 3; ++game) {
      StatePtr s = bgb::testing::c_initial(g.get());
      for (int step = 0; step < 3000; ++step) {
        std::vector<std::uint8_t> mask(static_cast<std::size_t>(distinct) + 1, 7);
        std::int32_t len = 0;
        ASSERT_EQ(bgb_state_legal_mask(s.get(), nullptr, 0, &len), BGB_OK);
        ASSERT_EQ(len, distinct);
        ASSERT_EQ(bgb_state_legal_mask(s.get(), mask.data(), distinct - 1, &len), BGB_E_BUFFER_TOO_SMALL);
        ASSERT_EQ(mask[0], 7);
        ASSERT_EQ(bgb_state_legal_mask(s.get(), mask.data(), distinct, &len), BGB_OK);
        ASSERT_EQ(mask.back(), 7);
        std::vector<std::int32_t> legal(4096);
        std::int32_t n = 0;
        ASSERT_EQ(bgb_state_legal_actions(s.get(), legal.data(), 4096, &n), BGB_OK);
        std::vector<std::uint8_t> want(static_cast<std::size_t>(distinct), 0);
        for (std::int32_t i = 0; i < n; ++i) want[static_cast<std::size_t>(legal[static_cast<std::size_t>(i)])] = 1;
        mask.pop_back();
        ASSERT_EQ(mask, want) << pg.name << " step " << step;
        ++checked;
        const std::int32_t a = bgb::testing::c_random_action(s.get(), rng, legal);
        if (a < 0) break;
        ASSERT_EQ(bgb_state_apply_into(s.get(), a, s.get()), BGB_OK) << bgb_last_error();
      }
    }
  }
  EXPECT_GT(checked, 1000);
}

/// One documented row: the part's name, offset, length and encoding (the slot tables' rows are
/// compared without encodings: their constants carry none).
struct DocRow {
  std::string name;
  int offset = -1, length = -1;
  std::string encoding;
};

std::string trimmed(const std::string& s) {
  const auto b = s.find_first_not_of(' ');
  return b == std::string::npos ? "" : s.substr(b, s.find_last_not_of(' ') - b + 1);
}

/// The rows of each table of docs/tensors.md's "## The Crew" section ("| offset | length |
/// `name` | encoding | meaning |"), keyed by the heading above the table.
std::map<std::string, std::vector<DocRow>> documented_crew_tables(std::string& section) {
  std::ifstream in(std::string(BGB_DOCS_DIR) + "/tensors.md");
  EXPECT_TRUE(in.good()) << "cannot read docs/tensors.md";
  std::map<std::string, std::vector<DocRow>> tables;
  std::string line, heading;
  bool crew = false;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) crew = line == "## The Crew";
    if (!crew) continue;
    section += line + "\n";
    if (line.rfind("#", 0) == 0) heading = line;
    if (line.rfind("| ", 0) != 0 || line.find('`') == std::string::npos) continue;
    std::vector<std::string> cells;
    std::stringstream row(line.substr(1));
    for (std::string cell; std::getline(row, cell, '|');) cells.push_back(trimmed(cell));
    if (cells.size() < 4 || cells[2].size() < 3 || cells[2].front() != '`' || cells[2].back() != '`') continue;
    tables[heading].push_back({cells[2].substr(1, cells[2].size() - 2), std::stoi(cells[0]), std::stoi(cells[1]), cells[3]});
  }
  return tables;
}

/// A code part as a documented row (the slot tables pass no encoding and are compared without).
DocRow code_row(std::string_view name, int length, int offset, std::string_view encoding = {}) {
  return {std::string(name), offset, length, std::string(encoding)};
}

void expect_rows(const std::vector<DocRow>& doc, const std::vector<DocRow>& code, const std::string& table) {
  ASSERT_EQ(doc.size(), code.size()) << table << ": rows";
  for (std::size_t i = 0; i < doc.size(); ++i) {
    EXPECT_EQ(doc[i].name, code[i].name) << table << " row " << i;
    EXPECT_EQ(doc[i].offset, code[i].offset) << table << ": " << code[i].name;
    EXPECT_EQ(doc[i].length, code[i].length) << table << ": " << code[i].name;
    if (!code[i].encoding.empty()) {
      EXPECT_EQ(doc[i].encoding, code[i].encoding) << table << ": " << code[i].name;
    }
  }
}

TEST(CapiTensor, DocsTablesAgreeWithTheEncoder) {
  std::string section;
  auto tables = documented_crew_tables(section);
  std::vector<DocRow> parts;
  for (const tensor::LayoutPart& p : tensor::kParts) parts.push_back(code_row(p.name, p.length, p.offset, p.encoding));
  expect_rows(tables["## The Crew"], parts, "The Crew");
  using namespace tensor;
  expect_rows(tables["### Task slot (54 floats, offsets within the slot)"],
              {code_row("card", kNumColourCards, kTaskCard), code_row("hidden", 1, kTaskHidden),
               code_row("token", kNumTokenKinds - 1, kTaskToken), code_row("owner", kSeatSlots, kTaskOwner),
               code_row("done", 1, kTaskDone), code_row("done_trick", 1, kTaskDoneTrick)},
              "task slot");
  EXPECT_EQ(kTaskSlot, 54);
  expect_rows(tables["### Comm slot (42 floats, offsets within the slot)"],
              {code_row("card", kNumColourCards, kCommCard), code_row("position", kCommPositions, kCommPosition),
               code_row("stale", 1, kCommStale), code_row("used", 1, kCommUsed), code_row("passed", 1, kCommPassed)},
              "comm slot");
  EXPECT_EQ(kCommSlot, 42);
  EXPECT_EQ(kCardSlot, 41);
  EXPECT_NE(section.find(std::to_string(kSize) + " floats"), std::string::npos) << "the section states another length";
}

}  // namespace
