/// \file
/// bgb_crew_solve and bgb_crew_hint through the C ABI: the same answers as the C++ solver and
/// solve_for (verdict, probability, line, nodes; shares, solved counts, rng advance), a winning
/// line that wins when replayed through bgb_state_apply, a proven loss, and the documented
/// errors (NULL pointers, buffer pairs, short buffers, bad options, other games, the deal, the
/// wrong seat), each leaving the outputs as they were.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bgb/bgb.h"
#include "bgb/crew/hint.hpp"
#include "bgb/crew/solver.hpp"
#include "capi_helpers.hpp"
#include "crew/codec.hpp"

namespace {

using bgb::testing::c_game;
using bgb::testing::GamePtr;
using bgb::testing::require_ok;
using bgb::testing::StatePtr;

/// A seeded deal of `mission` for 4 players, played by the rng through chance to the first
/// decision (the task picks, or mission 1's first card), then `decisions` seeded random moves.
StatePtr deal(int mission, std::uint64_t seed, int decisions = 0) {
  const GamePtr g = c_game("{\"players\":4,\"mission\":" + std::to_string(mission) + "}");
  bgb_state* raw = nullptr;
  require_ok(bgb_state_new(g.get(), &raw), "bgb_state_new");
  StatePtr s(raw);
  std::uint64_t rng = 0;
  bgb_rng_seed(seed, &rng);
  for (;;) {
    std::int32_t player = 0, action = 0;
    require_ok(bgb_state_current_player(s.get(), &player), "bgb_state_current_player");
    if (player == BGB_TERMINAL) return s;
    if (player == BGB_CHANCE) {
      require_ok(bgb_state_sample_chance(s.get(), &rng, &action), "bgb_state_sample_chance");
    } else {
      if (decisions-- <= 0) return s;
      std::int32_t actions[512], n = 0;
      require_ok(bgb_state_legal_actions(s.get(), actions, 512, &n), "bgb_state_legal_actions");
      std::uint64_t pick = 0;
      require_ok(bgb_rng_below(&rng, static_cast<std::uint64_t>(n), &pick), "bgb_rng_below");
      action = actions[pick];
    }
    bgb_state* next = nullptr;
    require_ok(bgb_state_apply(s.get(), action, &next), "bgb_state_apply");
    s.reset(next);
  }
}

std::string snapshot(const bgb_state* s) {
  std::int32_t len = 0;
  require_ok(bgb_state_to_json(s, BGB_VIEW_ALL, nullptr, 0, &len), "bgb_state_to_json");
  std::string text(static_cast<std::size_t>(len) + 1, '\0');
  require_ok(bgb_state_to_json(s, BGB_VIEW_ALL, text.data(), len + 1, &len), "bgb_state_to_json");
  text.resize(static_cast<std::size_t>(len));
  return text;
}

/// The C++ state behind a handle, read back from its snapshot.
bgb::crew::State cpp_state(const bgb_state* s) {
  const bgb::json::Json j = bgb::json::parse(snapshot(s));
  bgb::json::Json options;
  options["players"] = j["players"];
  options["mission"] = j["mission"];
  auto game = bgb::GameTraits<bgb::crew::Game>::make(options);
  if (!game) throw bgb::testing::CapiFailure(game.error().message);
  auto st = bgb::GameTraits<bgb::crew::Game>::state_from_json(game.value(), j);
  if (!st) throw bgb::testing::CapiFailure(st.error().message);
  return st.value();
}

StatePtr load(const char* game_name, const std::string& json) {
  bgb_game* g = nullptr;
  require_ok(bgb_game_new(game_name, "{\"players\":4}", &g), "bgb_game_new");
  const GamePtr game(g);
  bgb_state* raw = nullptr;
  require_ok(bgb_state_from_json(game.get(), json.c_str(), &raw), "bgb_state_from_json");
  return StatePtr(raw);
}

std::string fixture(const char* name) {
  std::ifstream in(std::string(BGB_CLI_FIXTURES) + "/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Solved {
  std::int32_t verdict = -7;
  double probability = -7;
  std::vector<std::int32_t> line;
  std::uint64_t nodes = 0;
};

Solved c_solve(const bgb_state* s, const char* options) {
  Solved r;
  std::int32_t line[BGB_CREW_MAX_LINE], len = -7;
  require_ok(bgb_crew_solve(s, options, &r.verdict, &r.probability, line, BGB_CREW_MAX_LINE, &len, &r.nodes),
             "bgb_crew_solve");
  r.line.assign(line, line + len);
  return r;
}

bool error_names(const char* what) { return std::string(bgb_last_error()).find(what) != std::string::npos; }

TEST(CapiCrewSolver, SolveAgreesWithTheCppSolverOnSeededDeals) {
  for (int mission : {1, 4, 8, 20, 33}) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const StatePtr s = deal(mission, seed, /*decisions=*/mission == 1 ? 4 : 0);
      const Solved c = c_solve(s.get(), "{\"max_nodes\":2000000}");
      auto cpp = bgb::crew::solve(bgb::crew::Game{}, cpp_state(s.get()),
                                  {.max_nodes = 2'000'000, .table_bits = 20, .classify_moves = false});
      ASSERT_TRUE(cpp.ok()) << cpp.error().message;
      const bgb::crew::SolveResult& r = cpp.value();
      SCOPED_TRACE("mission " + std::to_string(mission) + " seed " + std::to_string(seed));
      EXPECT_EQ(c.verdict, static_cast<std::int32_t>(r.verdict));
      EXPECT_EQ(c.probability, r.verdict == bgb::crew::Verdict::unknown ? -1.0 : r.probability);
      EXPECT_EQ(c.line, std::vector<std::int32_t>(r.line.begin(), r.line.end()));
      EXPECT_EQ(c.nodes, r.nodes);
    }
  }
}

TEST(CapiCrewSolver, AWinningLineWinsWhenReplayed) {
  int wins = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    StatePtr s = deal(3, seed);
    const Solved c = c_solve(s.get(), nullptr);
    if (c.verdict != BGB_CREW_WINNABLE) continue;
    ++wins;
    EXPECT_EQ(c.probability, 1.0);
    for (std::int32_t a : c.line) {
      bgb_state* next = nullptr;
      require_ok(bgb_state_apply(s.get(), a, &next), "bgb_state_apply");  // every step legal
      s.reset(next);
    }
    double returns[8];
    std::int32_t n = 0;
    require_ok(bgb_state_returns(s.get(), returns, 8, &n), "bgb_state_returns");
    ASSERT_EQ(n, 4);
    EXPECT_EQ(returns[0], 1.0) << "the line ends in a won mission";
  }
  EXPECT_GT(wins, 0) << "mission 3 is winnable in most deals";
}

TEST(CapiCrewSolver, AProvenLossHasNoLine) {
  const StatePtr s = load("the-crew", fixture("crew-lost-end.json"));
  const Solved c = c_solve(s.get(), "{}");
  EXPECT_EQ(c.verdict, BGB_CREW_NOT_WINNABLE);
  EXPECT_EQ(c.probability, 0.0);
  EXPECT_TRUE(c.line.empty());
  EXPECT_GT(c.nodes, 0U);
  // A one-card end: the only line is that card.
  const StatePtr one = load("the-crew", fixture("crew-one-card-end.json"));
  const Solved w = c_solve(one.get(), "{}");
  EXPECT_EQ(w.verdict, BGB_CREW_WINNABLE);
  EXPECT_FALSE(w.line.empty());
}

TEST(CapiCrewSolver, ALimitGivesUnknownAndTheLineAndNodesAreOptional) {
  const StatePtr s = deal(40, 7);
  std::int32_t verdict = -7;
  double p = -7;
  std::uint64_t nodes = 0;
  require_ok(bgb_crew_solve(s.get(), "{\"max_nodes\":10}", &verdict, &p, nullptr, 0, nullptr, &nodes), "bgb_crew_solve");
  EXPECT_EQ(verdict, BGB_CREW_UNKNOWN);
  EXPECT_EQ(p, -1.0);
  EXPECT_GE(nodes, 10U);
  // Only the verdict.
  verdict = -7;
  require_ok(bgb_crew_solve(s.get(), "{\"max_nodes\":10}", &verdict, nullptr, nullptr, 0, nullptr, nullptr),
             "bgb_crew_solve");
  EXPECT_EQ(verdict, BGB_CREW_UNKNOWN);
}

TEST(CapiCrewSolver, SolveErrorsLeaveTheOutputsUnchanged) {
  const StatePtr s = load("the-crew", fixture("crew-one-card-end.json"));
  std::int32_t verdict = -7, line[4] = {-7, -7, -7, -7}, len = -7;
  double p = -7;
  std::uint64_t nodes = 7;
  auto unchanged = [&] { return verdict == -7 && p == -7 && line[0] == -7 && len == -7 && nodes == 7; };

  EXPECT_EQ(bgb_crew_solve(nullptr, nullptr, &verdict, &p, line, 4, &len, &nodes), BGB_E_INVALID_ARGUMENT);
  EXPECT_TRUE(error_names("bgb_crew_solve: argument 's' is NULL"));
  EXPECT_EQ(bgb_crew_solve(s.get(), nullptr, nullptr, &p, line, 4, &len, &nodes), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_crew_solve(s.get(), nullptr, &verdict, &p, line, 4, nullptr, &nodes), BGB_E_INVALID_ARGUMENT);
  EXPECT_TRUE(error_names("both NULL"));
  EXPECT_EQ(bgb_crew_solve(s.get(), nullptr, &verdict, &p, line, -1, &len, &nodes), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_crew_solve(s.get(), nullptr, &verdict, &p, line, 0, &len, &nodes), BGB_E_BUFFER_TOO_SMALL);
  EXPECT_TRUE(error_names("BGB_CREW_MAX_LINE"));
  EXPECT_EQ(bgb_crew_solve(s.get(), "{\"table_bits\":30}", &verdict, &p, line, 4, &len, &nodes), BGB_E_INVALID_ARGUMENT);
  EXPECT_TRUE(error_names("bgb_crew_solve: solve options: table_bits: 30 is out of range 10..28"));
  EXPECT_EQ(bgb_crew_solve(s.get(), "{\"nodes\":5}", &verdict, &p, line, 4, &len, &nodes), BGB_E_INVALID_ARGUMENT);
  EXPECT_TRUE(error_names("nodes"));
  EXPECT_EQ(bgb_crew_solve(s.get(), "{\"max_nodes\":0}", &verdict, &p, line, 4, &len, &nodes), BGB_E_INVALID_ARGUMENT);
  EXPECT_TRUE(error_names("time_ms"));
  EXPECT_EQ(bgb_crew_solve(s.get(), "{max", &verdict, &p, line, 4, &len, &nodes), BGB_E_PARSE);
  EXPECT_TRUE(unchanged());

  // Another game, and The Crew's deal.
  bgb_game* g = nullptr;
  require_ok(bgb_game_new("dp6", "{}", &g), "bgb_game_new");
  const GamePtr dp6(g);
  bgb_state* raw = nullptr;
  require_ok(bgb_state_new(dp6.get(), &raw), "bgb_state_new");
  const StatePtr other(raw);
  EXPECT_EQ(bgb_crew_solve(other.get(), nullptr, &verdict, &p, line, 4, &len, &nodes), BGB_E_UNSUPPORTED);
  EXPECT_TRUE(error_names("only the-crew has a solver (this state is of 'dp6')"));
  const GamePtr crew = c_game("{\"players\":4}");
  require_ok(bgb_state_new(crew.get(), &raw), "bgb_state_new");
  const StatePtr dealing(raw);
  EXPECT_EQ(bgb_crew_solve(dealing.get(), nullptr, &verdict, &p, line, 4, &len, &nodes), BGB_E_UNSUPPORTED);
  EXPECT_TRUE(error_names("deal"));
  EXPECT_TRUE(unchanged());
}

TEST(CapiCrewSolver, HintAgreesWithSolveForAndIsDeterministic) {
  const StatePtr s = deal(3, 6, 18);  // mid-game: some cards keep the mission, one loses it
  std::int32_t seat = -1, n = -7;
  require_ok(bgb_state_current_player(s.get(), &seat), "bgb_state_current_player");
  std::uint64_t rng = 0;
  bgb_rng_seed(99, &rng);
  const std::uint64_t before = rng;
  const char* options = "{\"samples\":3,\"max_nodes\":200000}";
  require_ok(bgb_crew_hint(s.get(), seat, options, &rng, nullptr, nullptr, nullptr, 0, &n), "size query");
  EXPECT_EQ(rng, before) << "a size query draws nothing";
  std::int32_t legal[512], legal_n = 0;
  require_ok(bgb_state_legal_actions(s.get(), legal, 512, &legal_n), "bgb_state_legal_actions");
  ASSERT_EQ(n, legal_n);

  std::vector<std::int32_t> actions(n), solved(n);
  std::vector<double> shares(n);
  require_ok(bgb_crew_hint(s.get(), seat, options, &rng, actions.data(), shares.data(), solved.data(), n, &n), "bgb_crew_hint");
  EXPECT_NE(rng, before);

  auto solver = bgb::crew::Solver::make({.max_nodes = 200'000, .table_bits = 18, .classify_moves = false});
  ASSERT_TRUE(solver.ok());
  bgb::Rng cpp_rng(before);
  auto hint = bgb::crew::solve_for(solver.value(), cpp_state(s.get()), seat, 3, cpp_rng);
  ASSERT_TRUE(hint.ok()) << hint.error().message;
  ASSERT_EQ(hint.value().moves.size(), n);
  for (std::int32_t i = 0; i < n; ++i) {
    EXPECT_EQ(actions[i], legal[i]) << "id order";
    EXPECT_EQ(actions[i], hint.value().moves[i].action);
    EXPECT_EQ(shares[i], hint.value().moves[i].share);
    EXPECT_EQ(solved[i], hint.value().moves[i].solved);
    EXPECT_GE(shares[i], 0.0);
    EXPECT_LE(shares[i], 1.0);
  }
  EXPECT_EQ(rng, cpp_rng.state());
  EXPECT_NE(std::find(shares.begin(), shares.end(), 0.0), shares.end()) << "a card that loses the mission";
  EXPECT_NE(std::find(shares.begin(), shares.end(), 1.0), shares.end()) << "a card that keeps it";

  // The same rng state gives the same hint.
  std::uint64_t again = before;
  std::vector<double> shares2(n);
  require_ok(bgb_crew_hint(s.get(), seat, options, &again, actions.data(), shares2.data(), solved.data(), n, &n),
             "bgb_crew_hint");
  EXPECT_EQ(shares2, shares);
  EXPECT_EQ(again, rng);
}

TEST(CapiCrewSolver, HintErrorsLeaveTheOutputsUnchanged) {
  const StatePtr s = deal(5, 11);
  std::int32_t seat = -1;
  require_ok(bgb_state_current_player(s.get(), &seat), "bgb_state_current_player");
  std::uint64_t rng = 5;
  std::int32_t actions[2] = {-7, -7}, solved[2] = {-7, -7}, n = -7;
  double shares[2] = {-7, -7};
  auto unchanged = [&] { return rng == 5 && actions[0] == -7 && shares[0] == -7 && solved[0] == -7; };

  EXPECT_EQ(bgb_crew_hint(nullptr, seat, nullptr, &rng, actions, shares, solved, 2, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_crew_hint(s.get(), seat, nullptr, nullptr, actions, shares, solved, 2, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_crew_hint(s.get(), seat, nullptr, &rng, actions, shares, solved, 2, nullptr), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_crew_hint(s.get(), seat, nullptr, &rng, actions, nullptr, solved, 2, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_TRUE(error_names("all NULL"));
  EXPECT_EQ(bgb_crew_hint(s.get(), seat, nullptr, &rng, actions, shares, solved, -2, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_EQ(bgb_crew_hint(s.get(), (seat + 1) % 4, nullptr, &rng, actions, shares, solved, 2, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_TRUE(error_names("is not the seat to act"));
  EXPECT_EQ(bgb_crew_hint(s.get(), seat, "{\"samples\":0}", &rng, actions, shares, solved, 2, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_TRUE(error_names("bgb_crew_hint: hint options: samples: 0 is out of range 1..1000"));
  EXPECT_EQ(n, -7);
  // A short buffer: the count is stored, nothing solved.
  EXPECT_EQ(bgb_crew_hint(s.get(), seat, nullptr, &rng, actions, shares, solved, 1, &n), BGB_E_BUFFER_TOO_SMALL);
  EXPECT_GT(n, 1);
  EXPECT_TRUE(unchanged());

  // A chance node (the deal) and another game.
  const GamePtr crew = c_game("{\"players\":4}");
  bgb_state* raw = nullptr;
  require_ok(bgb_state_new(crew.get(), &raw), "bgb_state_new");
  const StatePtr dealing(raw);
  EXPECT_EQ(bgb_crew_hint(dealing.get(), 0, nullptr, &rng, actions, shares, solved, 2, &n), BGB_E_INVALID_ARGUMENT);
  EXPECT_TRUE(error_names("nobody decides now"));
  bgb_game* g = nullptr;
  require_ok(bgb_game_new("under-falling-skies", "{}", &g), "bgb_game_new");
  const GamePtr ufs(g);
  require_ok(bgb_state_new(ufs.get(), &raw), "bgb_state_new");
  const StatePtr other(raw);
  EXPECT_EQ(bgb_crew_hint(other.get(), 0, nullptr, &rng, actions, shares, solved, 2, &n), BGB_E_UNSUPPORTED);
  EXPECT_TRUE(unchanged());
}

}  // namespace
