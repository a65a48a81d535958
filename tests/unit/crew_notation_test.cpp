// The Crew, spec "Decisions (player actions) and their notation": the exact text of every
// action kind, the round trip text -> id for every id, clear parse errors, and the reason
// given when a well-formed action is not legal (the state is never changed).
#include <gtest/gtest.h>

#include "crew_fixture.hpp"

namespace {

using namespace bgb::crew;
using namespace crewtest;

const std::vector<std::string_view> kHands = {"p1 p2 p3 b5 b7 g1 g2 g3 g4 r4"};

/// States in every phase that has actions: deal, reveal, pick, distress, give, comm, play.
std::vector<State> sample_states() {
  std::vector<State> out;
  const Game chance = make(opts(4, 3));
  out.push_back(chance.initial_state());
  const Game g = make(deal(4, 1, kHands, "y9"));
  const Game dz = make(deal(4, 6, kHands, "y7 y8 y9"));
  const Game two = make(deal(2, 4, {"r4"}, "y7 y8 y9"));
  out.push_back(g.initial_state());
  out.push_back(step(g, g.initial_state(), "pick y9"));
  out.push_back(run(g, g.initial_state(), "pick y9; distress left"));
  out.push_back(run(g, g.initial_state(), "pick y9; no-distress"));
  out.push_back(run(dz, dz.initial_state(), "pick y7; pick y8; pick y9; no-distress"));
  out.push_back(play(g, run(g, g.initial_state(), "pick y9; no-distress"), "p1"));
  out.push_back(run(two, two.initial_state(), "pick y7"));
  return out;
}

// Every id in [0, 610) has a text, and that text reads back as the same id in the same state.
TEST(CrewSpec_Notation, EveryIdRoundTripsThroughItsText) {
  for (const State& s : sample_states()) {
    for (ActionId a = 0; a < act::kNumDistinct; ++a) {
      const std::string text = action_text(s, a);
      const auto back = parse_action(s, text);
      ASSERT_TRUE(back.ok()) << "id " << a << " '" << text << "': " << back.error().message;
      EXPECT_EQ(*back, a) << "'" << text << "' in phase " << static_cast<int>(s.phase);
    }
  }
}

// The texts of the spec, exactly.
TEST(CrewSpec_Notation, ExactTextsOfEveryActionKind) {
  const Game g = make(deal(4, 1, kHands, "y9"));
  const State s = run(g, g.initial_state(), "pick y9; no-distress");  // seat 0's window
  const Card b7 = *parse_card("b7");
  EXPECT_EQ(action_text(s, act::comm(b7)), "comm b7 top");
  EXPECT_EQ(action_text(s, act::comm(*parse_card("b5"))), "comm b5 bottom");
  EXPECT_EQ(action_text(s, act::comm(*parse_card("g1"))), "comm g1 bottom");
  EXPECT_EQ(action_text(s, act::comm(*parse_card("y9"))), "comm y9");  // not in hand: no position
  EXPECT_EQ(action_text(s, act::play(*parse_card("g5"))), "play g5");
  EXPECT_EQ(action_text(s, act::deal(kRocket4)), "deal r4");
  EXPECT_EQ(action_text(s, act::task(b7)), "task b7");
  EXPECT_EQ(action_text(s, act::pick(b7)), "pick b7");
  EXPECT_EQ(action_text(s, act::give(b7)), "give b7");
  EXPECT_EQ(action_text(s, act::draw(b7)), "draw b7");
  EXPECT_EQ(action_text(s, act::handover(b7, 3)), "handover b7 3");
  EXPECT_EQ(action_text(s, act::kPass), "pass");
  EXPECT_EQ(action_text(s, act::kDistressLeft), "distress left");
  EXPECT_EQ(action_text(s, act::kDistressRight), "distress right");
  EXPECT_EQ(action_text(s, act::kNoDistress), "no-distress");
  EXPECT_EQ(action_text(s, act::answer(act::Answer::yes)), "yes");
  EXPECT_EQ(action_text(s, act::answer(act::Answer::bad)), "bad");
  EXPECT_EQ(action_text(s, act::answer(act::Answer::first4)), "first4");
  EXPECT_EQ(action_text(s, act::answer(act::Answer::last)), "last");
  EXPECT_EQ(action_text(s, act::choose(2)), "choose 2");
  EXPECT_EQ(action_text(s, act::assign(3)), "assign 3");
  EXPECT_EQ(action_text(s, act::kSwap + 2), "swap 1 4");
  EXPECT_EQ(action_text(s, act::kNoSwap), "no-swap");
  EXPECT_EQ(action_text(s, act::kMove + kNumColourCards + b7), "move 2 b7");
  EXPECT_EQ(action_text(s, act::kNoMove), "no-move");
  EXPECT_EQ(action_text(s, act::roles(0, 4)), "roles 0 4");
  EXPECT_EQ(action_text(s, -1), "action -1");
  EXPECT_EQ(action_text(s, act::kNumDistinct), "action 610");
}

// Every card text and id agree: p1..p9, b1..b9, g1..g9, y1..y9, r1..r4.
TEST(CrewSpec_Notation, CardTextsCoverTheFortyCards) {
  for (int c = 0; c < kNumCards; ++c) {
    const std::string t = card_text(static_cast<Card>(c));
    EXPECT_EQ(parse_card(t), static_cast<Card>(c)) << t;
  }
  EXPECT_EQ(card_text(0), "p1");
  EXPECT_EQ(card_text(9), "b1");
  EXPECT_EQ(card_text(35), "y9");
  EXPECT_EQ(card_text(39), "r4");
  for (std::string_view bad : {"r5", "r0", "x1", "p0", "p10", "P1", "", "p"})
    EXPECT_FALSE(parse_card(bad).has_value()) << bad;
}

// Scenario texts are compared after trimming, collapsing spaces and lower-casing.
TEST(CrewSpec_Notation, ParsingIgnoresCaseAndExtraSpaces) {
  const State s = Game{}.initial_state();
  EXPECT_EQ(parse_action(s, "  PLAY   B7 ").value(), act::play(*parse_card("b7")));
  EXPECT_EQ(parse_action(s, "Distress\tLeft").value(), act::kDistressLeft);
  EXPECT_EQ(parse_action(s, "swap 4 1").value(), act::kSwap + 2) << "the pair is unordered";
}

// Malformed texts fail with Errc::parse and a message that quotes the text and says why.
TEST(CrewSpec_Notation, ParseErrorsSayWhatIsWrong) {
  const State s = Game{}.initial_state();
  struct Case {
    std::string_view text;
    std::string_view why;
  };
  const std::vector<Case> cases = {
      {"", "empty action"},
      {"   ", "empty action"},
      {"jump", "unknown action"},
      {"fly b7", "unknown action 'fly'"},
      {"foo bar", "unknown action 'foo'"},
      {"play", "'play' needs more"},
      {"play x9", "'x9' is not a card"},
      {"play r5", "'r5' is not a card"},
      {"play b7 b8", "unknown action"},
      {"distress up", "distress goes left or right"},
      {"choose 7", "a seat is a number 0..4"},
      {"roles 0 x", "a seat is a number 0..4"},
      {"swap 2 2", "two different tokens"},
      {"move 4 b7", "token 1..3"},
      {"move 1 r2", "token 1..3"},
      {"handover r1 2", "a task card and a seat"},
      {"handover b7 9", "a task card and a seat"},
      {"task r1", "not a rocket"},
      {"pick r2", "not a rocket"},
      {"comm r3 top", "rockets can never be communicated"},
      {"play b7 b8 b9 b1 b2", "unknown action"},
  };
  for (const Case& c : cases) {
    const auto r = parse_action(s, c.text);
    ASSERT_FALSE(r.ok()) << "'" << c.text << "'";
    EXPECT_EQ(r.error().code, bgb::Errc::parse) << "'" << c.text << "'";
    EXPECT_EQ(r.error().message.rfind("cannot read '" + std::string(c.text) + "'", 0), 0U) << r.error().message;
    EXPECT_NE(r.error().message.find(c.why), std::string::npos) << "'" << c.text << "': " << r.error().message;
  }
}

// An illegal action is refused with Errc::illegal_action, names the action and the reason, and
// leaves the state as it was (apply takes it by const reference and returns a new one).
TEST(CrewSpec_Notation, IllegalActionsExplainWhyAndChangeNothing) {
  const Game g = make(deal(4, 1, {"p1 p2", "p3 b1", "p4", "r4 p9"}, "y9"));
  State s = run(g, g.initial_state(), "pick y9; no-distress");
  s = play(g, s, "p9");  // seat 3 (commander) leads pink
  ASSERT_EQ(g.current_player(s), 0);
  struct Case {
    ActionId a;
    std::string message;
  };
  const std::vector<Case> cases = {
      {act::play(*parse_card("g5")), "action 22 (play g5) is not legal: seat 0 does not hold g5"},
      {act::kPass, "action 188 (pass) is not legal: seat 0 must play a card"},
      {act::kNumDistinct, "action 610 is not legal: the id is outside [0, 610)"},
      {-5, "action -5 is not legal: the id is outside [0, 610)"},
  };
  for (const Case& c : cases) {
    const State before = s;
    const auto r = g.apply(s, c.a);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, bgb::Errc::illegal_action);
    EXPECT_EQ(r.error().message, c.message);
    EXPECT_EQ(s, before);
    EXPECT_EQ(g.hash(s), g.hash(before));
  }
  const State seat1 = play(g, s, "p1");
  const auto r = g.apply(seat1, act::play(*parse_card("b1")));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "action 9 (play b1) is not legal: seat 1 must follow pink");
}

// Once the mission is over nothing is legal, and the reason says so.
TEST(CrewSpec_Notation, NothingIsLegalAfterTheEnd) {
  const Game g = make(deal(4, 1, {"p1", "p2", "p3", "p9 r4"}, "p1"));
  const State s = play(g, run(g, g.initial_state(), "pick p1; no-distress"), "p9 p1 p2 p3");
  ASSERT_TRUE(g.is_terminal(s));
  EXPECT_TRUE(legal_texts(g, s).empty());
  for (ActionId a = 0; a < act::kNumDistinct; ++a) ASSERT_FALSE(g.is_legal(s, a)) << a;
  const auto r = g.apply(s, act::play(*parse_card("p4")));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("the mission is over"), std::string::npos) << r.error().message;
}

// At chance nodes only the listed outcomes apply; a decision there is refused.
TEST(CrewSpec_Notation, ChanceNodesRefuseDecisions) {
  const Game g;
  const State s = g.initial_state();
  EXPECT_EQ(g.current_player(s), bgb::kChance);
  const auto r = g.apply(s, act::play(0));
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().message.find("a card must be dealt next"), std::string::npos) << r.error().message;
  const State one = g.apply_unchecked(s, act::deal(5));
  const auto twice = g.apply(one, act::deal(5));
  ASSERT_FALSE(twice.ok());
  EXPECT_NE(twice.error().message.find("p6 is already dealt"), std::string::npos) << twice.error().message;
}

}  // namespace
