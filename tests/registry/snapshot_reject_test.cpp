// state_from_json refuses anything inconsistent with a clear message, and never crashes or yields
// a state the rules cannot continue: targeted corruptions, then random mutations of valid JSON.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "support.hpp"

namespace bgb::test {
namespace {

using json::Json;

/// A 4-player mission-8 state in the middle of the third trick, as JSON.
struct MidGame {
  std::shared_ptr<const AnyGame> game = crew_game(4, 8);
  crew::State state;
  Json json;
  MidGame() {
    for (std::uint64_t seed = 1;; ++seed) {
      for (const crew::State& s : playout_states(rules_of(*game), seed))
        if (s.phase == crew::Phase::play && s.trick == 2 && s.in_trick == 2) {
          state = s;
          json = Json::parse(wrap(*game, s)->to_json(kViewAll));
          return;
        }
    }
  }
};

/// Loads `j` and expects a refusal whose message contains `part`.
void expect_refused(const AnyGame& game, const Json& j, const std::string& part, Errc code = Errc::invalid_argument) {
  auto r = game.state_from_json(j.dump());
  ASSERT_FALSE(r.ok()) << "accepted: " << j.dump();
  EXPECT_EQ(r.error().code, code) << r.error().message;
  EXPECT_TRUE(contains(r.error().message, part)) << "got: " << r.error().message;
  EXPECT_TRUE(contains(r.error().message, "the-crew state")) << "got: " << r.error().message;
}

TEST(SnapshotRejects, MalformedJsonWithParseError) {
  MidGame m;
  auto r = m.game->state_from_json(m.json.dump().substr(0, 100));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, Errc::parse);
  EXPECT_TRUE(contains(r.error().message, "malformed JSON"));
}

TEST(SnapshotRejects, ObservationsWithAMessageSayingSo) {
  MidGame m;
  const auto s = wrap(*m.game, m.state);
  for (Viewer v : {0, 3, kViewPublic}) {
    auto r = m.game->state_from_json(s->to_json(v));
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(contains(r.error().message, "this is an observation")) << r.error().message;
  }
}

TEST(SnapshotRejects, AnotherGameOrOtherOptions) {
  MidGame m;
  Json j = m.json;
  j["game"] = "dp6";
  expect_refused(*m.game, j, "for 'dp6', not 'the-crew'");
  auto three = crew_game(3, 8);
  expect_refused(*three, m.json, "players: the snapshot has 4 players but this game has 3");
  auto other_mission = crew_game(4, 7);
  expect_refused(*other_mission, m.json, "mission: the snapshot is of mission 8 but this game plays mission 7");
}

TEST(SnapshotRejects, MissingAndUnknownKeys) {
  MidGame m;
  Json j = m.json;
  j.erase("hands");
  expect_refused(*m.game, j, "missing key 'hands'");
  j = m.json;
  j["colour"] = 1;
  expect_refused(*m.game, j, "unknown key 'colour'");
  j = m.json;
  j["tasks"][0].erase("owner");
  expect_refused(*m.game, j, "tasks[0]: missing key 'owner'");
}

TEST(SnapshotRejects, WrongTypesAndOutOfRangeCounts) {
  MidGame m;
  Json j = m.json;
  j["dealt"] = 41;
  expect_refused(*m.game, j, "dealt: 41 is out of range 0..40");
  j = m.json;
  j["actor"] = 4;
  expect_refused(*m.game, j, "actor: 4 is out of range 0..3");
  j = m.json;
  j["tricks_completed"] = "2";
  expect_refused(*m.game, j, "tricks_completed: expected an integer, got string");
  j = m.json;
  j["phase"] = "dance";
  expect_refused(*m.game, j, "phase: 'dance' is not one of deal, reveal, pick");
  j = m.json;
  j["hands"][1][0] = "z1";
  expect_refused(*m.game, j, "hands[1][0]: 'z1' is not a card");
  j = m.json;
  j["tasks"][0]["token"] = "6";
  expect_refused(*m.game, j, "tasks[0].token: '6' is not a token");
  j = m.json;
  j["voids"][0] = {"purple"};
  expect_refused(*m.game, j, "voids[0][0]: 'purple' is not a suit");
  j = m.json;
  j["hands"].push_back(Json::array());
  expect_refused(*m.game, j, "hands: expected 4 entries");
}

TEST(SnapshotRejects, ACardInTwoPlaces) {
  MidGame m;
  Json j = m.json;
  const Json card = j["hands"][0][0];
  j["hands"][1].push_back(card);
  expect_refused(*m.game, j, "card " + card.get<std::string>() + " appears twice (hands[0] and hands[1])");
}

TEST(SnapshotRejects, AMissingCard) {
  MidGame m;
  Json j = m.json;
  const std::string card = j["hands"][2][0];
  j["hands"][2].erase(0);
  expect_refused(*m.game, j, "card " + card + " is missing");
}

TEST(SnapshotRejects, AHandOfTheWrongSize) {
  MidGame m;
  Json j = m.json;
  // Move one card from seat 0 to seat 1: conservation holds, the sizes do not.
  const Json card = j["hands"][0][0];
  j["hands"][0].erase(0);
  j["hands"][1].push_back(card);
  expect_refused(*m.game, j, "holds");
}

TEST(SnapshotRejects, InconsistentTurnTricksAndResult) {
  MidGame m;
  Json j = m.json;
  j["actor"] = (m.state.actor + 1) % 4;
  expect_refused(*m.game, j, "actor: after 2 cards from the leader");
  j = m.json;
  j["tricks_won"][0] = j["tricks_won"][0].get<int>() + 1;
  expect_refused(*m.game, j, "tricks_won: adds up to 3, but 2 tricks are finished");
  j = m.json;
  j["success"] = true;
  expect_refused(*m.game, j, "success: the mission is not over");
  j = m.json;
  j["distress"] = "undecided";
  expect_refused(*m.game, j, "distress: the commander decides before the first trick");
  j = m.json;
  j["commander"] = (m.state.commander + 1) % 4;
  if (!crew::has(m.state.played, crew::kRocket4)) expect_refused(*m.game, j, "commander: r4 is in hands");
  j = m.json;
  j["tasks"][1]["owner"] = nullptr;
  expect_refused(*m.game, j, "tasks[1].owner: every task has an owner");
}

TEST(SnapshotRejects, ACommunicationWhosePositionCannotHaveBeenTrue) {
  // A communicated card still in hand with another card of its colour: flip top <-> bottom.
  auto game = crew_game(4, 10);
  ASSERT_TRUE(game);
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    for (const crew::State& s : playout_states(rules_of(*game), seed)) {
      for (std::size_t i = 0; i < 4; ++i) {
        const crew::Card c = s.comm_card[i];
        if (c == crew::kNoCard || !crew::has(s.hand[i], c) || s.comm_pos[i] == crew::CommPos::only) continue;
        if (crew::count(s.hand[i] & crew::suit_mask(crew::suit_of(c))) < 2) continue;
        Json j = Json::parse(wrap(*game, s)->to_json(kViewAll));
        j["comms"][i]["position"] = s.comm_pos[i] == crew::CommPos::top ? "bottom" : "top";
        expect_refused(*game, j, "comms[" + std::to_string(i) + "].position: " + crew::card_text(c) + " is still in hand");
        return;
      }
    }
  }
  FAIL() << "no communicated card with company in hand found";
}

TEST(SnapshotRejects, DerivedFieldsThatDisagree) {
  MidGame m;
  Json j = m.json;
  j["terminal"] = true;
  expect_refused(*m.game, j, "terminal: says true");
  j = m.json;
  j["current_player"] = (crew::current_player(m.state) + 1) % 4;
  expect_refused(*m.game, j, "current_player: says");
  j = m.json;
  j["returns"] = {1, 1, 1, 1};
  expect_refused(*m.game, j, "returns: only a terminal state has returns");
  // Derived keys may be left out.
  j = m.json;
  j.erase("terminal");
  j.erase("current_player");
  auto r = m.game->state_from_json(j.dump());
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(crew_state(*r.value()), m.state);
}

TEST(SnapshotRejects, AStateThatContradictsTheGamesPresetOptions) {
  MidGame m;
  // The same players and mission, but the options fix the tasks or the deal.
  auto preset_tasks = crew_game(R"({"players":4,"mission":8,"tasks":["b1","b2","b3"]})");
  ASSERT_TRUE(preset_tasks);
  expect_refused(*preset_tasks, m.json, "preset_tasks: this game's options fix the tasks");
  std::string hands = "[";
  for (int seat = 0; seat < 4; ++seat) {
    hands += seat ? ",[" : "[";
    for (int c = seat; c < 40; c += 4) hands += (c == seat ? "\"" : ",\"") + crew::card_text(static_cast<crew::Card>(c)) + "\"";
    hands += "]";
  }
  auto preset_deal = crew_game(R"({"players":4,"mission":8,"hands":)" + hands + "]}");
  ASSERT_TRUE(preset_deal);
  Json deal = Json::parse(m.game->initial_state()->to_json(kViewAll));
  expect_refused(*preset_deal, deal, "this game's options deal the hands, so there is no deal phase");
}

/// The first state of a random playout (seeds 1, 2...) of the game that `want` accepts, as JSON.
template <class Want>
std::pair<crew::State, Json> first_state(const AnyGame& game, Want want) {
  for (std::uint64_t seed = 1; seed < 500; ++seed)
    for (const crew::State& s : playout_states(rules_of(game), seed))
      if (want(s)) return {s, Json::parse(wrap(game, s)->to_json(kViewAll))};
  ADD_FAILURE() << "no such state";
  return {};
}

TEST(SnapshotRejects, SpecialMissionFieldsThatTheRulesCannotReach) {
  auto plain = crew_game(4, 1);
  ASSERT_TRUE(plain);
  auto [p, pj] = first_state(*plain, [](const crew::State& s) { return s.phase == crew::Phase::play && s.trick == 2; });
  Json j = pj;
  j["phase"] = "question";
  expect_refused(*plain, j, "phase: 'question' is not a step of mission 1");
  j = pj;
  j["chosen"] = 1;
  expect_refused(*plain, j, "chosen: mission 1 names no crew member");
  j = pj;
  j["answers"][1] = "yes";
  expect_refused(*plain, j, "answers[1]: mission 1 asks no question");
  j = pj;
  j["answers"][1] = "maybe";
  expect_refused(*plain, j, "answers[1]: 'maybe' is not one of yes, no, good, bad, first4, middle, last");
  j = pj;
  j["drawn"][0] = pj["hands"][0][0];
  expect_refused(*plain, j, "drawn[0]: only mission 12 draws cards");
  j = pj;
  j["ones_won"] = {"b1"};
  expect_refused(*plain, j, "ones_won: only missions 9 and 26");
  j = pj;
  j["ones_won"] = {"b2"};
  expect_refused(*plain, j, "ones_won: 'b2' is not a colour 1");
  j = pj;
  j["rockets_won"] = {"b7"};
  expect_refused(*plain, j, "rockets_won: 'b7' is not a rocket");
  j = pj;
  // A card that seat 0 still holds cannot be the one it passed.
  const std::string kept = pj["hands"][0][0];
  j["gives"][0] = kept;
  expect_refused(*plain, j,
                 p.distress == 3 ? "gives[0]: the distress signal was declined"
                                 : "gives[0]: " + kept + " went to seat " + (p.distress == 1 ? "1" : "3") + ", so it is in its hand or played");

  // Mission 5: the sick member.
  auto sick = crew_game(4, 5);
  ASSERT_TRUE(sick);
  auto [s5, j5] = first_state(*sick, [](const crew::State& s) { return s.phase == crew::Phase::play && s.trick == 1; });
  j = j5;
  j["chosen"] = s5.commander;
  expect_refused(*sick, j, "chosen: the commander cannot choose himself");
  j = j5;
  j["chosen"] = nullptr;
  expect_refused(*sick, j, "chosen: the commander has chosen a member in mission 5");
  j = j5;
  const int answerer = (s5.commander + 1) % 4;
  j["answers"][static_cast<std::size_t>(answerer)] = "yes";
  expect_refused(*sick, j, "answers[" + std::to_string(answerer) + "]: the question of mission 5 is answered good or bad");
  j = j5;
  j["answers"][s5.commander] = "good";
  expect_refused(*sick, j, "the commander asks, he does not answer");
  j = j5;
  j["tricks_won"][s5.chosen] = 1;
  j["tricks_won"][s5.leader] = j["tricks_won"][s5.leader].get<int>() - 1;
  if (s5.chosen != s5.leader) expect_refused(*sick, j, "the sick member won a trick");
  j = j5;
  j["phase"] = "choose";
  expect_refused(*sick, j, "tricks_completed: no trick is played before the communication window");

  // Mission 13: the rockets that won.
  auto rockets = crew_game(4, 13);
  ASSERT_TRUE(rockets);
  auto [s13, j13] = first_state(*rockets, [](const crew::State& s) {
    return s.phase == crew::Phase::play && crew::count(s.played & crew::kRockets) == 1 && s.in_trick == 0;
  });
  j = j13;
  j["rockets_won"] = Json::array();
  expect_refused(*rockets, j, "rockets_won: must be [\"" + crew::card_text(crew::lowest(s13.played & crew::kRockets)) + "\"]");
  j = j13;
  j["failure"] = {{"rule", "unbalanced"}, {"trick", s13.trick}, {"card", nullptr}, {"seat", nullptr}};
  j["phase"] = "over";
  j.erase("terminal");
  j.erase("current_player");
  expect_refused(*rockets, j, "failure.rule: 'unbalanced' is not a rule of mission 13");

  // Mission 12: draws and stale tokens.
  auto draw = crew_game(3, 12);
  ASSERT_TRUE(draw);
  auto [s12, j12] = first_state(*draw, [](const crew::State& s) { return s.phase == crew::Phase::draw && s.asked == 1; });
  j = j12;
  j["drawn"][1] = j12["hands"][1][0];
  expect_refused(*draw, j, "drawn[1]: seat 1 has not drawn yet");
  j = j12;
  j["drawn"][0] = nullptr;
  expect_refused(*draw, j, "drawn[0]: seat 0 has drawn a card from seat 2");
  j = j12;
  j["actor"] = 2;
  expect_refused(*draw, j, "actor: the draw is at seat 1 (asked 1)");
  for (std::size_t i = 0; i < 3; ++i)
    if (!j12["comms"][i].is_null()) {
      j = j12;
      j["comms"][i]["stale"] = true;
      expect_refused(*draw, j, "comms[" + std::to_string(i) + "].stale: tokens go stale at mission 12's draws");
    }

  // Mission 23: only one swap of two tokens.
  auto swap = crew_game(4, 23);
  ASSERT_TRUE(swap);
  auto [s23, j23] = first_state(*swap, [](const crew::State& s) { return s.phase == crew::Phase::swap; });
  j = j23;
  j["tasks"][0]["token"] = "2";
  j["tasks"][1]["token"] = "1";
  expect_refused(*swap, j, "tasks[0].token: mission 23 puts token 1 here (the commander has not swapped yet)");
  j["phase"] = "pick";
  auto swapped = swap->state_from_json(j.dump());
  EXPECT_TRUE(swapped.ok()) << "a swap before picking is a reachable state: " << swapped.error().message;

  // Mission 24: the commander's distribution stays even.
  auto dist = crew_game(3, 24);
  ASSERT_TRUE(dist);
  auto [s24, j24] =
      first_state(*dist, [](const crew::State& s) { return s.phase == crew::Phase::assign && crew::detail::next_unassigned_task(s) == 3; });
  j = j24;
  for (std::size_t i = 0; i < 3; ++i) j["tasks"][i]["owner"] = 0;
  expect_refused(*dist, j, "tasks: seat 0 holds 3 tasks; 6 tasks for 3 seats end at most 2 each");
}

// Snapshots written by the rules before the seed's setup order was followed: the commander acting
// while tasks lay face down (mission 11's choice, 20/27/37's question and choice, 24/32/36/43's
// one-at-a-time reveals). "Tire o número indicado de cartas de tarefa do monte e coloque-as,
// viradas para cima, no centro da mesa" (setup step 5) comes before the commander acts, so they
// are refused with a message that names that rule.
TEST(SnapshotRejects, TasksFaceDownWhileTheCommanderActsNameSetupStep5) {
  const std::string why = "comes after every task is revealed: the mission's task cards are laid face up right after the "
                          "deal, before the commander acts (rulebook, setup step 5)";
  auto hide_tasks = [](Json j, std::size_t from) {
    for (std::size_t i = from; i < j["tasks"].size(); ++i) j["tasks"][i] = {{"card", nullptr}, {"token", nullptr}, {"owner", nullptr}, {"done_trick", nullptr}};
    j["revealed"] = from;
    return j;
  };
  for (int mission : {11, 20, 27, 37}) {
    auto game = crew_game(4, mission);
    ASSERT_TRUE(game);
    const crew::Phase first = mission == 11 ? crew::Phase::choose : crew::Phase::question;
    auto [s, j] = first_state(*game, [&](const crew::State& x) { return x.phase == first; });
    ASSERT_EQ(s.revealed, s.num_tasks) << "the rules reveal first";
    expect_refused(*game, hide_tasks(j, 0), "revealed: phase '" + std::string(mission == 11 ? "choose" : "question") + "' " + why);
    if (mission == 11) continue;
    auto [c, cj] = first_state(*game, [](const crew::State& x) { return x.phase == crew::Phase::choose; });
    expect_refused(*game, hide_tasks(cj, 0), "revealed: phase 'choose' " + why);
  }
  for (int mission : {24, 32, 36, 43}) {
    auto game = crew_game(3, mission);
    ASSERT_TRUE(game);
    auto [s, j] = first_state(*game, [](const crew::State& x) {
      return x.phase == crew::Phase::assign && crew::detail::next_unassigned_task(x) == 1;
    });
    expect_refused(*game, hide_tasks(j, 2), "revealed: phase 'assign' " + why);
    // The old order revealed the next task after each assignment: a reveal with an owner.
    Json old = hide_tasks(j, 2);
    old["phase"] = "reveal";
    old["actor"] = nullptr;
    for (auto& a : old["answers"]) a = nullptr;
    expect_refused(*game, old, "tasks[0].owner: the commander assigns the tasks after they are all revealed");
  }
}

// "Pode ser usada a qualquer momento antes de se jogar uma vaza": the seats that passed since the
// last communication are those asked just before the seat to speak; anything else is refused.
TEST(SnapshotRejects, CommunicationPassesThePlayCannotHaveMade) {
  auto game = crew_game(4, 1);
  ASSERT_TRUE(game);
  auto [s, j] = first_state(*game, [](const crew::State& x) {
    return x.phase == crew::Phase::comm && x.comm_passed == 0 && crew::detail::speakers(x) == 0b1111;
  });
  const int a = s.actor, next = (a + 1) % 4, prev = (a + 3) % 4;
  Json k = j;
  k["comm_passed"] = {a};
  expect_refused(*game, k, "comm_passed: seat " + std::to_string(a) + " is to speak, so it has not passed since the last communication");
  k = j;
  k["comm_passed"] = {(a + 2) % 4};
  expect_refused(*game, k, "comm_passed: seat " + std::to_string(prev) + " sits between the seats that passed and seat " +
                               std::to_string(a) + ", so it would have been asked before seat " + std::to_string(a));
  k = j;
  k["comm_passed"] = {prev, next};
  expect_refused(*game, k, "comm_passed: seat " + std::to_string((a + 2) % 4) + " sits between");
  k = j;
  k["comm_passed"] = {prev, prev};
  expect_refused(*game, k, "comm_passed[1]: seat " + std::to_string(prev) + " appears twice");
  k = j;
  k["comm_passed"] = {prev, (a + 2) % 4};
  auto ok = game->state_from_json(k.dump());
  EXPECT_TRUE(ok.ok()) << "two passes just before the seat to speak: " << ok.error().message;
  auto [p, pj] = first_state(*game, [](const crew::State& x) { return x.phase == crew::Phase::play; });
  k = pj;
  k["comm_passed"] = {0};
  expect_refused(*game, k, "comm_passed: passes are counted only during a communication window");
  k = j;
  k["asked"] = 1;
  expect_refused(*game, k, "asked: must be 0 in phase 'comm'");
}

TEST(SnapshotRejects, DeeplyNestedJsonWithoutRecursingIntoIt) {
  MidGame m;
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  for (const std::string& text : {deep, R"({"game":"the-crew","view":)" + deep + "}"}) {
    auto r = m.game->state_from_json(text);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, Errc::parse);
    EXPECT_TRUE(contains(r.error().message, "nested deeper than 64 levels")) << r.error().message;
  }
  auto g = make_game("the-crew", R"({"hands":)" + deep + "}");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().code, Errc::parse);
  auto log = replay_log(R"({"game":"the-crew","options":{"a":)" + deep + R"(},"actions":[]})");
  ASSERT_FALSE(log.ok());
  EXPECT_EQ(log.error().code, Errc::parse);
}

// ---- random mutations ----------------------------------------------------------------------

/// Plays from an accepted state to the end with random legal actions; the rules must never be
/// stuck (a live state without applicable actions) and every chosen action must apply.
void expect_playable(const AnyState& start, std::uint64_t seed) {
  Rng rng(seed);
  std::unique_ptr<AnyState> s = start.clone();
  for (int step = 0; step < 400 && !s->is_terminal(); ++step) {
    const std::vector<ActionId> actions = s->applicable_actions();
    ASSERT_FALSE(actions.empty()) << "a live state without actions:\n" << s->to_json(kViewAll);
    const ActionId a = actions[static_cast<std::size_t>(rng.below(actions.size()))];
    auto next = s->apply(a);
    ASSERT_TRUE(next.ok()) << next.error().message;
    s = std::move(next).value();
  }
  EXPECT_TRUE(s->is_terminal()) << "a mission must end within 400 actions";
}

/// A few values of every JSON kind, to drop anywhere.
std::vector<Json> junk_values() {
  return {nullptr, 0, 1, 2, 3, -1, 255, 40, true, false, "b7", "r4", "x", "all", "hidden", "top",
          Json::array(), Json::array({"b7"}), Json::object(), Json::array({nullptr}), 1.5};
}

/// Every path to a leaf or container in j, as JSON pointers.
void collect_paths(const Json& j, const Json::json_pointer& here, std::vector<Json::json_pointer>& out) {
  out.push_back(here);
  if (j.is_object()) {
    for (auto it = j.begin(); it != j.end(); ++it) collect_paths(it.value(), here / it.key(), out);
  } else if (j.is_array()) {
    for (std::size_t i = 0; i < j.size(); ++i) collect_paths(j[i], here / i, out);
  }
}

/// True when q is p or lies inside it.
bool nested(const Json::json_pointer& p, const Json::json_pointer& q) {
  const std::string a = p.to_string(), b = q.to_string();
  return b == a || b.rfind(a + "/", 0) == 0;
}

TEST(SnapshotFuzz, MutatedSnapshotsAreRefusedOrYieldPlayableStates) {
  const std::vector<Json> junk = junk_values();
  int accepted = 0, refused = 0;
  Rng rng(2024);
  for (int players = 2; players <= 5; ++players) {
    for (int mission : {1, 3, 5, 7, 12, 13, 14, 19, 24, 28, 35, 41, 46, 50}) {
      auto game = crew_game(players, mission);
      ASSERT_TRUE(game);
      const auto states = playout_states(rules_of(*game), rng.next());
      for (std::size_t k = 0; k < states.size(); k += 3) {
        const Json valid = Json::parse(wrap(*game, states[k])->to_json(kViewAll));
        std::vector<Json::json_pointer> paths;
        collect_paths(valid, Json::json_pointer(), paths);
        for (int round = 0; round < 6; ++round) {
          Json j = valid;
          const Json::json_pointer& p = paths[static_cast<std::size_t>(rng.below(paths.size()))];
          switch (rng.below(4)) {
            case 0:  // replace with junk
              if (!p.empty()) j[p] = junk[static_cast<std::size_t>(rng.below(junk.size()))];
              break;
            case 1:  // replace with another value of the same snapshot
              if (!p.empty()) j[p] = valid[paths[static_cast<std::size_t>(rng.below(paths.size()))]];
              break;
            case 2:  // remove it
              if (!p.empty()) {
                Json& parent = j[p.parent_pointer()];
                if (parent.is_object()) {
                  parent.erase(p.back());
                } else {
                  parent.erase(static_cast<std::size_t>(std::stoul(p.back())));
                }
              }
              break;
            default: {  // swap two values
              const Json::json_pointer& q = paths[static_cast<std::size_t>(rng.below(paths.size()))];
              if (!p.empty() && !q.empty() && !nested(p, q) && !nested(q, p)) {
                const Json a = j[p];
                j[p] = j[q];
                j[q] = a;
              }
            }
          }
          auto r = game->state_from_json(j.dump());
          if (!r.ok()) {
            ++refused;
            EXPECT_FALSE(r.error().message.empty());
            continue;
          }
          ++accepted;
          auto again = game->state_from_json(r.value()->to_json(kViewAll));
          ASSERT_TRUE(again.ok()) << again.error().message;
          EXPECT_TRUE(again.value()->equals(*r.value()));
          expect_playable(*r.value(), rng.next());
        }
        // Byte-level damage of the text: any outcome but a crash, and a refusal must say why.
        std::string text = valid.dump();
        constexpr std::string_view kChars = "{}[]\",:0123456789abnrt ";
        for (int flips = 0; flips < 3; ++flips)
          text[static_cast<std::size_t>(rng.below(text.size()))] = kChars[static_cast<std::size_t>(rng.below(kChars.size()))];
        auto r = game->state_from_json(text);
        if (r.ok()) {
          expect_playable(*r.value(), rng.next());
        } else {
          EXPECT_FALSE(r.error().message.empty());
        }
      }
    }
  }
  EXPECT_GT(refused, 1000) << "mutations should mostly be caught";
  EXPECT_GT(accepted, 10) << "harmless mutations (an equal value, a derived key removed) stay loadable";
}

TEST(SnapshotFuzz, CardsMovedBetweenPlacesAreRefused) {
  // Moving one card from a hand to anywhere else breaks the conservation or the hand sizes.
  Rng rng(7);
  int checked = 0;
  for (int players = 2; players <= 5; ++players) {
    auto game = crew_game(players, 10);
    ASSERT_TRUE(game);
    for (const crew::State& s : playout_states(rules_of(*game), rng.next())) {
      if (s.phase == crew::Phase::deal) continue;
      Json j = Json::parse(wrap(*game, s)->to_json(kViewAll));
      const std::size_t from = static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(s.seats)));
      if (j["hands"][from].empty()) continue;
      const Json card = j["hands"][from][0];
      j["hands"][from].erase(0);
      const std::size_t to = (from + 1 + static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(s.seats - 1)))) % s.seats;
      if (rng.below(2)) {
        j["hands"][to].push_back(card);
      } else {
        j["played"].push_back(card);
      }
      auto r = game->state_from_json(j.dump());
      EXPECT_FALSE(r.ok()) << "moved " << card << " from hands[" << from << "]";
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace bgb::test
