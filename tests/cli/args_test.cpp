// The `bgb` argument parser: what each command accepts and the reason given for each mistake.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "args.hpp"

namespace bgb::cli {
namespace {

Result<Args> parse(std::initializer_list<std::string_view> words) {
  const std::vector<std::string_view> v(words);
  return parse_args(v);
}

std::string error_of(std::initializer_list<std::string_view> words) {
  const Result<Args> r = parse(words);
  return r ? std::string("(accepted)") : r.error().message;
}

TEST(CliArgs, PlayTakesGameOptionsSeedAndSeatInAnyOrder) {
  const Result<Args> r = parse({"play", "--seed", "42", "the-crew", "--seat=1", "--options", "{\"players\":3}"});
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->command, Command::play);
  EXPECT_EQ(r->game, "the-crew");
  EXPECT_EQ(r->seed, 42u);
  EXPECT_EQ(r->seat, 1);
  EXPECT_EQ(r->options, "{\"players\":3}");
}

TEST(CliArgs, SeedCoversTheWholeUnsignedRange) {
  EXPECT_EQ(parse({"play", "g", "--seed", "18446744073709551615"})->seed, UINT64_MAX);
  EXPECT_NE(error_of({"play", "g", "--seed", "18446744073709551616"}).find("--seed needs"), std::string::npos);
}

TEST(CliArgs, DefaultsWhenFlagsAreAbsent) {
  const Result<Args> r = parse({"play", "the-crew"});
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->seed.has_value());
  EXPECT_FALSE(r->seat.has_value());
  EXPECT_EQ(r->options, "{}");
}

TEST(CliArgs, BotsAloneIsAFlagForPlayOnlyAndTakesABotKind) {
  const Result<Args> r = parse({"play", "--bots", "under-falling-skies", "--seed", "3"});
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_TRUE(r->bots);
  EXPECT_EQ(r->game, "under-falling-skies");
  EXPECT_FALSE(parse({"play", "the-crew"})->bots);
  EXPECT_EQ(error_of({"play", "g", "--bots=yes"}),
            "--bots: unknown bot 'yes' (random, mcts, uct or ismcts, e.g. mcts:2000)");
  const Result<Args> kind = parse({"play", "under-falling-skies", "--bots", "mcts:300"});
  ASSERT_TRUE(kind) << kind.error().message;
  EXPECT_FALSE(kind->bots) << "a kind: the bots fill the other seats, a person plays";
  EXPECT_FALSE(kind->watch);
  EXPECT_EQ(kind->bot, "mcts:300");
  EXPECT_TRUE(parse({"play", "g", "--bots", "mcts", "--seat", "1"})) << "a kind and a seat go together";
  EXPECT_EQ(error_of({"play", "g", "--bots", "--bots"}), "--bots is given twice");
  EXPECT_EQ(error_of({"play", "g", "--bots", "--seat", "0"}),
            "--bots and --seat exclude each other (bots at every seat, or a person at one)");
  EXPECT_EQ(error_of({"simulate", "g", "--games", "2", "--bots"}), "--bots needs a bot for simulate (random, mcts, uct or ismcts)");
  EXPECT_EQ(parse({"simulate", "g", "--games", "2", "--bots", "mcts"})->bot, "mcts") << "--bots and --bot alike";
}

TEST(CliArgs, SimulateNeedsAPositiveGameCount) {
  const Result<Args> r = parse({"simulate", "the-crew", "--games", "100", "--seed", "7"});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->games, 100);
  EXPECT_EQ(error_of({"simulate", "the-crew"}), "simulate needs --games N");
  EXPECT_NE(error_of({"simulate", "the-crew", "--games", "0"}).find("positive integer"), std::string::npos);
  EXPECT_NE(error_of({"simulate", "the-crew", "--games", "-5"}).find("positive integer"), std::string::npos);
  EXPECT_NE(error_of({"simulate", "the-crew", "--games", "5x"}).find("positive integer"), std::string::npos);
  EXPECT_EQ(error_of({"simulate", "the-crew", "--seat", "1", "--games", "2"}), "unknown option '--seat' for this command");
}

TEST(CliArgs, ConformTakesEveryRemainingWordAsAPath) {
  const Result<Args> r = parse({"conform", "a.json", "dir", "--odd-name.json"});
  ASSERT_TRUE(r);
  EXPECT_EQ(r->paths, (std::vector<std::string>{"a.json", "dir", "--odd-name.json"}));
  EXPECT_EQ(error_of({"conform"}), "conform needs at least one file or directory");
}

TEST(CliArgs, HelpVersionListDemo) {
  EXPECT_EQ(parse({"--help"})->command, Command::help);
  EXPECT_EQ(parse({"-h"})->command, Command::help);
  EXPECT_EQ(parse({"play", "the-crew", "--help"})->command, Command::help);
  EXPECT_EQ(parse({"--version"})->command, Command::version);
  EXPECT_EQ(parse({"list"})->command, Command::list);
  EXPECT_EQ(parse({"demo", "--seed", "3"})->seed, 3u);
  EXPECT_EQ(error_of({"list", "extra"}), "unexpected argument 'extra'");
}

TEST(CliArgs, EachMistakeHasItsReason) {
  EXPECT_EQ(error_of({}), "no command given");
  EXPECT_EQ(error_of({"fly"}), "unknown command 'fly'");
  EXPECT_EQ(error_of({"play"}), "which game? (see `bgb list`)");
  EXPECT_EQ(error_of({"play", "the-crew", "--seed"}), "--seed needs a value");
  EXPECT_EQ(error_of({"play", "the-crew", "--seed", "x1"}),
            "--seed needs a non-negative integer below 2^64, got 'x1'");
  EXPECT_EQ(error_of({"play", "the-crew", "--seed="}), "--seed needs a value");
  EXPECT_EQ(error_of({"play", "the-crew", "--seed", "-1"}), "--seed needs a non-negative integer below 2^64, got '-1'");
  EXPECT_EQ(error_of({"play", "the-crew", "--seat", "+1"}), "--seat needs a seat number (0, 1, ...), got '+1'");
  EXPECT_EQ(error_of({"play", "the-crew", "--seed", "1", "--seed=2"}), "--seed is given twice");
  EXPECT_EQ(error_of({"play", "the-crew", "--turbo"}), "unknown option '--turbo' for this command");
  EXPECT_EQ(error_of({"play", "the-crew", "other"}), "unexpected argument 'other'");
}

TEST(CliArgs, ParseIntegerIsStrict) {
  EXPECT_EQ(parse_integer("12", 0, 100), 12);
  EXPECT_FALSE(parse_integer("", 0, 100));
  EXPECT_FALSE(parse_integer(" 1", 0, 100));
  EXPECT_FALSE(parse_integer("1 ", 0, 100));
  EXPECT_FALSE(parse_integer("101", 0, 100));
  EXPECT_FALSE(parse_integer("99999999999999999999999", 0, 100));
}

TEST(CliArgs, FlagsWithoutAValueRefuseOne) {
  EXPECT_TRUE(parse({"play", "g", "--watch"})->watch);
  EXPECT_EQ(error_of({"play", "g", "--watch=yes"}), "--watch takes no value");
  EXPECT_EQ(error_of({"simulate", "g", "--games", "2", "--json", "--csv"}),
            "--json and --csv exclude each other (one report, in one format)");
  EXPECT_TRUE(parse({"simulate", "g", "--games", "2", "--csv"})->csv);
}

TEST(CliArgs, EveryCommandHasItsOwnHelp) {
  for (const char* command : {"list", "options", "play", "simulate", "solve", "conform", "demo", "version"}) {
    const Result<Args> r = parse({command, "--help"});
    ASSERT_TRUE(r) << command;
    EXPECT_EQ(r->command, Command::help);
    EXPECT_NE(r->help_text.find(std::string("Usage: bgb ") + command), std::string::npos) << r->help_text;
    const Result<Args> same = parse({"help", command});
    ASSERT_TRUE(same) << command;
    EXPECT_EQ(same->help_text, r->help_text) << "`bgb help " << command << "` is `bgb " << command << " --help`";
    std::size_t start = 0;
    for (std::size_t end = r->help_text.find('\n'); end != std::string::npos; end = r->help_text.find('\n', start = end + 1))
      EXPECT_LE(end - start, 100u) << command << ": " << r->help_text.substr(start, end - start);
  }
  EXPECT_EQ(parse({"help"})->help_text, "") << "the overview";
  EXPECT_EQ(error_of({"help", "fly"}), "unknown command 'fly'");
  EXPECT_NE(parse({"simulate", "--help"})->help_text.find("--threads N"), std::string::npos);
}

TEST(CliArgs, UsageNamesEveryCommand) {
  const std::string u = usage();
  for (const char* c : {"bgb list", "bgb play GAME", "bgb simulate GAME --games N", "bgb conform", "bgb demo", "--version"})
    EXPECT_NE(u.find(c), std::string::npos) << c;
}

}  // namespace
}  // namespace bgb::cli
