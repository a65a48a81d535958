// Options JSON of the-crew: defaults, normalization, explicit deals, and every error path with
// a message that names the offending key.
#include <ostream>
#include <string>

#include "support.hpp"

namespace bgb::test {
namespace {

constexpr const char* kDefaults =
    R"({"players":4,"mission":1,"hands":[],"jarvis_up":[],"jarvis_down":[],"tasks":[]})";

TEST(CrewOptions, BlankEmptyObjectAndNullAllMeanTheDefaults) {
  for (const char* text : {"", "  ", "{}", "null"}) {
    auto g = make_game("the-crew", text);
    ASSERT_TRUE(g.ok()) << text << ": " << g.error().message;
    EXPECT_EQ(g.value()->options_json(), kDefaults) << text;
    EXPECT_EQ(g.value()->num_players(), 4);
    EXPECT_EQ(g.value()->name(), "the-crew");
  }
}

TEST(CrewOptions, NormalizedOptionsSpellOutEveryOptionAndRecreateTheSameGame) {
  auto g = crew_game(R"({"mission": 8, "players": 3})");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->options_json(), R"({"players":3,"mission":8,"hands":[],"jarvis_up":[],"jarvis_down":[],"tasks":[]})");
  auto again = crew_game(g->options_json());
  ASSERT_TRUE(again);
  EXPECT_EQ(again->options_json(), g->options_json());
  EXPECT_TRUE(again->initial_state()->equals(*g->initial_state()));
}

TEST(CrewOptions, NullOptionValuesMeanTheirDefaults) {
  auto g = crew_game(R"({"players":null,"mission":null,"hands":null,"tasks":null})");
  ASSERT_TRUE(g);
  EXPECT_EQ(g->options_json(), kDefaults);
}

TEST(CrewOptions, ExplicitDealAndTasksSkipTheChanceSteps) {
  // Round-robin deal of the 40 cards to 4 seats, tasks b7 then g3 for mission 3 (tokens 1, 2).
  std::string hands = "[";
  for (int seat = 0; seat < 4; ++seat) {
    hands += seat ? ",[" : "[";
    for (int c = seat; c < 40; c += 4) hands += (c == seat ? "\"" : ",\"") + crew::card_text(static_cast<crew::Card>(c)) + "\"";
    hands += "]";
  }
  hands += "]";
  auto g = crew_game(R"({"players":4,"mission":3,"tasks":["b7","g3"],"hands":)" + hands + "}");
  ASSERT_TRUE(g);
  const auto s = g->initial_state();
  const crew::State& cs = crew_state(*s);
  EXPECT_EQ(cs.phase, crew::Phase::pick);
  EXPECT_EQ(cs.commander, 3);  // r4 is card 39, dealt to seat 39 % 4
  EXPECT_EQ(crew::card_text(cs.tasks[0].card), "b7");
  EXPECT_EQ(cs.tasks[0].token, crew::Token::n1);
  // The normalized options keep the given cards in the given order.
  auto again = crew_game(g->options_json());
  ASSERT_TRUE(again);
  EXPECT_TRUE(again->initial_state()->equals(*s));
  EXPECT_TRUE(contains(g->options_json(), R"("tasks":["b7","g3"])"));
}

TEST(CrewOptions, TwoPlayerExplicitDealPutsJarvisPilesInPlace) {
  // JARVIS: p1..p7 face down, b1..b7 face up; seats 0/1 share the other 26 cards.
  std::string down, up, h0, h1;
  for (int i = 0; i < 7; ++i) {
    down += std::string(i ? "," : "") + "\"p" + std::to_string(i + 1) + "\"";
    up += std::string(i ? "," : "") + "\"b" + std::to_string(i + 1) + "\"";
  }
  int n = 0;
  for (int c = 0; c < 40; ++c) {
    const crew::Card card = static_cast<crew::Card>(c);
    if ((c < 7) || (c >= 9 && c < 16)) continue;
    std::string& h = (n++ % 2 == 0) ? h0 : h1;
    h += std::string(h.empty() ? "" : ",") + "\"" + crew::card_text(card) + "\"";
  }
  auto g = crew_game(R"({"players":2,"jarvis_down":[)" + down + R"(],"jarvis_up":[)" + up + R"(],"hands":[[)" + h0 +
                     "],[" + h1 + "]]}");
  ASSERT_TRUE(g);
  const auto initial = g->initial_state();
  const crew::State& s = crew_state(*initial);
  EXPECT_EQ(crew::card_text(s.pile_up[3]), "b4");
  EXPECT_EQ(crew::card_text(s.pile_down[3]), "p4");
  EXPECT_EQ(s.phase, crew::Phase::reveal);
}

struct BadOptions {
  const char* json;
  Errc code;
  const char* message_part;
};

// Lets gtest name each case by its JSON instead of a byte dump.
void PrintTo(const BadOptions& p, std::ostream* os) { *os << p.json; }

class CrewOptionsErrors : public ::testing::TestWithParam<BadOptions> {};

TEST_P(CrewOptionsErrors, AreRefusedWithTheCodeAndAMessageNamingTheKey) {
  const BadOptions& p = GetParam();
  auto g = make_game("the-crew", p.json);
  ASSERT_FALSE(g.ok()) << p.json;
  EXPECT_EQ(g.error().code, p.code) << g.error().message;
  EXPECT_TRUE(contains(g.error().message, p.message_part)) << "got: " << g.error().message;
  EXPECT_TRUE(contains(g.error().message, "the-crew options")) << "got: " << g.error().message;
}

INSTANTIATE_TEST_SUITE_P(
    EveryPath, CrewOptionsErrors,
    ::testing::Values(
        BadOptions{R"({"players":4,)", Errc::parse, "malformed JSON"},
        BadOptions{R"([4])", Errc::invalid_argument, "expected a JSON object, got array"},
        BadOptions{R"({"player":4})", Errc::invalid_argument, "unknown key 'player'"},
        BadOptions{R"({"players":"4"})", Errc::invalid_argument, "players: expected an integer, got string"},
        BadOptions{R"({"players":4.5})", Errc::invalid_argument, "players: expected an integer, got number"},
        BadOptions{R"({"players":true})", Errc::invalid_argument, "players: expected an integer, got boolean"},
        BadOptions{R"({"players":99999999999})", Errc::invalid_argument, "players: 99999999999 is out of range"},
        BadOptions{R"({"players":6})", Errc::invalid_argument, "players must be 2..5, got 6"},
        BadOptions{R"({"mission":0})", Errc::invalid_argument, "mission must be 1..50, got 0"},
        BadOptions{R"({"mission":"one"})", Errc::invalid_argument, "mission: expected an integer"},
        BadOptions{R"({"mission":51})", Errc::invalid_argument, "mission must be 1..50, got 51"},
        BadOptions{R"({"hands":{}})", Errc::invalid_argument, "hands: expected an array"},
        BadOptions{R"({"hands":[[],"p1"]})", Errc::invalid_argument, "hands[1]: expected an array of card texts"},
        BadOptions{R"({"hands":[[],["p1","p2","p3","x9"]]})", Errc::invalid_argument,
                   "the-crew options: hands[1][3]: 'x9' is not a card"},
        BadOptions{R"({"hands":[[1]]})", Errc::invalid_argument, "hands[0][0]: expected a card text"},
        BadOptions{R"({"hands":[["p1"]]})", Errc::invalid_argument, "hands: expected 4 lists, got 1"},
        BadOptions{R"({"hands":[["p1"],[],[],[]]})", Errc::invalid_argument, "hands[0]: expected 10 cards, got 1"},
        BadOptions{R"({"tasks":"b7"})", Errc::invalid_argument, "tasks: expected an array of card texts"},
        BadOptions{R"({"tasks":["b0"]})", Errc::invalid_argument, "tasks[0]: 'b0' is not a card"},
        BadOptions{R"({"tasks":["b7","b8"]})", Errc::invalid_argument, "tasks: mission 1 has 1 task, got 2"},
        BadOptions{R"({"tasks":["r1"]})", Errc::invalid_argument, "tasks[0]: task cards are colour cards"},
        BadOptions{R"({"mission":2,"tasks":["b7","b7"]})", Errc::invalid_argument, "tasks[1]: b7 appears twice"},
        BadOptions{R"({"jarvis_up":["p1"]})", Errc::invalid_argument, "jarvis_up/jarvis_down need hands too"},
        BadOptions{R"({"jarvis_down":7})", Errc::invalid_argument, "jarvis_down: expected an array of card texts"}));

TEST(CrewOptions, ACardDealtTwiceIsNamed) {
  std::string hands = "[";
  for (int seat = 0; seat < 4; ++seat) {
    hands += seat ? ",[" : "[";
    for (int c = seat; c < 40; c += 4) {
      const crew::Card card = static_cast<crew::Card>(c == 39 ? 0 : c);  // p1 twice, r4 never
      hands += (c == seat ? "\"" : ",\"") + crew::card_text(card) + "\"";
    }
    hands += "]";
  }
  auto g = make_game("the-crew", R"({"hands":)" + hands + "]}");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().code, Errc::invalid_argument);
  EXPECT_TRUE(contains(g.error().message, "p1 is dealt twice")) << g.error().message;
}

}  // namespace
}  // namespace bgb::test
