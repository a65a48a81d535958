// Bots through the type-erased registry (what the C ABI and the CLI use): made by name with
// JSON options, unknown keys and bad values refused with the key named, uct refused where a
// game hides information, and the erased choice equal to the typed one.
#include "bot_factory.hpp"
#include "crew/codec.hpp"
#include "erased.hpp"
#include "support.hpp"

namespace bgb::bottest {
namespace {

std::shared_ptr<const AnyGame> game(std::string_view name, std::string_view options = "{}") {
  auto g = make_game(name, options);
  EXPECT_TRUE(g.ok()) << g.error().message;
  return g.value();
}

TEST(ErasedBots, MctsIsUctWhereEverySeatSeesEverythingAndIsMctsElsewhere) {
  EXPECT_EQ(*parse_bot_kind(*game("under-falling-skies"), "mcts"), BotKind::uct);
  EXPECT_EQ(*parse_bot_kind(*game("dp6"), "mcts"), BotKind::uct);
  EXPECT_EQ(*parse_bot_kind(*game("the-crew"), "mcts"), BotKind::ismcts);
  EXPECT_EQ(*parse_bot_kind(*game("red-november"), "mcts"), BotKind::ismcts);
  const auto uct = make_bot(*game("the-crew"), "uct", "");
  ASSERT_FALSE(uct.ok());
  EXPECT_EQ(uct.error().code, Errc::unsupported);
  EXPECT_NE(uct.error().message.find("uct would read it"), std::string::npos) << uct.error().message;
  EXPECT_TRUE(make_bot(*game("dp6"), "ismcts", "").ok()) << "nothing to hide: ismcts searches as uct does";
}

TEST(ErasedBots, OptionsAreCheckedKeyByKey) {
  const auto g = game("under-falling-skies");
  struct Case {
    const char* options;
    const char* message;
  };
  for (const Case& c : {Case{R"({"iterations":-1})", "iterations: -1 is out of range"},
                        Case{R"({"threads":0})", "threads: 0 is out of range 1..64"},
                        Case{R"({"rollout":"smart"})", "rollout: 'smart' is not one of random, game"},
                        Case{R"({"exploration":"high"})", "exploration: expected a number"},
                        Case{R"({"iterations":0})", "needs a time_ms limit"},
                        Case{R"({"max_nodes":16777216,"threads":8})", "is more than 2^26 nodes (2 GiB) in all"},
                        Case{R"({"iteration":5})", "unknown key 'iteration' (known keys: iterations, time_ms, threads"},
                        Case{R"([1])", "expected a JSON object"}}) {
    const auto bot = make_bot(*g, "mcts", c.options);
    ASSERT_FALSE(bot.ok()) << c.options;
    EXPECT_NE(bot.error().message.find(c.message), std::string::npos) << bot.error().message;
  }
  const auto bad_json = make_bot(*g, "mcts", "{");
  ASSERT_FALSE(bad_json.ok());
  EXPECT_EQ(bad_json.error().code, Errc::parse);
  const auto kind = make_bot(*g, "minimax", "");
  ASSERT_FALSE(kind.ok());
  EXPECT_NE(kind.error().message.find("unknown bot kind 'minimax' (known: random, mcts, uct, ismcts)"), std::string::npos);
  const auto ok = make_bot(*g, "mcts", R"({"iterations":50,"threads":2,"exploration":1.2,"rollout":"random"})");
  ASSERT_TRUE(ok.ok()) << ok.error().message;
  EXPECT_EQ(ok.value()->options().iterations, 50);
  EXPECT_EQ(ok.value()->options().rollout, bots::Rollout::random);
  EXPECT_EQ(make_bot(*g, "mcts", "").value()->options().rollout, bots::Rollout::game) << "bots made by name play their best";
}

TEST(ErasedBots, TheErasedChoiceIsTheTypedOne) {
  const auto g = game("the-crew", R"({"players":4,"mission":2})");
  const crew::Game& typed = dynamic_cast<const ErasedGame<crew::Game>&>(*g).game();
  auto bot = make_bot(*g, "mcts", R"({"iterations":64})").value();
  bots::SearchOptions o = default_bot_options();
  o.iterations = 64;
  bots::IsMcts<crew::Game> direct(typed, o);
  for (const crew::State& s : decision_states(typed, 6)) {
    const auto erased = dynamic_cast<const ErasedGame<crew::Game>&>(*g).wrap(s);
    Rng a(8), b(8);
    const Result<ActionId> x = bot->choose(*erased, a);
    ASSERT_TRUE(x.ok()) << x.error().message;
    EXPECT_EQ(x.value(), direct.choose(s, typed.current_player(s), b));
  }
}

TEST(ErasedBots, StatesWhereNobodyDecidesOrOfAnotherGameAreRefused) {
  const auto g = game("the-crew", R"({"players":3,"mission":1})");
  auto bot = make_bot(*g, "mcts", R"({"iterations":8})").value();
  Rng rng(1);
  const auto start = g->initial_state();  // the deal: chance
  const auto at_chance = bot->choose(*start, rng);
  ASSERT_FALSE(at_chance.ok());
  EXPECT_NE(at_chance.error().message.find("waits for a chance outcome"), std::string::npos);
  const auto other = game("the-crew", R"({"players":4,"mission":1})")->initial_state();
  const auto foreign = bot->choose(*other, rng);
  ASSERT_FALSE(foreign.ok());
  EXPECT_NE(foreign.error().message.find("belongs to another game"), std::string::npos);
  const auto ufs_state = game("under-falling-skies")->initial_state();
  EXPECT_FALSE(bot->analyse(*ufs_state, rng).ok());
}

}  // namespace
}  // namespace bgb::bottest
