// `bgb` with Red November, in-process: the bots' transcript tells the setup, the events and what
// they do to the submarine, fixes and their rolls, and the end; a seat sees only its own items
// (another seat's draws read "an item"); a person sees the picture, the Time Track and notes on
// the choices; simulate runs for 3..8 gnomes; bad options get clear errors.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "hooks.hpp"
#include "in_process.hpp"
#include "registry.hpp"

namespace bgb::cli {
namespace {

using namespace test;

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(RnCli, BotTranscriptTellsTheSetupTheEventsAndTheEnd) {
  const Outcome a = bgb({"play", "red-november", "--bots", "--seed", "3"});
  ASSERT_EQ(a.rc, 0) << a.err;
  EXPECT_EQ(a.out, bgb({"play", "red-november", "--bots", "--seed", "3"}).out) << "the same seed, the same game";
  EXPECT_NE(a.out, bgb({"play", "red-november", "--bots", "--seed", "4"}).out);
  EXPECT_EQ(a.out.rfind("red-november {\"players\":4} seed 3\nred november, 4 gnomes on a sinking submarine\n", 0), 0U) << a.out;
  EXPECT_EQ(lines_starting(a.out, "gnome 0 starts in room ").size(), 1U);
  EXPECT_EQ(lines_where(a.out, [](const std::string& l) { return has(l, " is dealt "); }).size(), 8U);
  EXPECT_EQ(lines_where(a.out, [](const std::string& l) { return has(l, "(on top: it acts first)"); }).size(), 1U);
  EXPECT_FALSE(lines_starting(a.out, "event on minute 57: ").empty()) << a.out;
  EXPECT_FALSE(lines_starting(a.out, "d10 rolls ").empty()) << a.out;
  EXPECT_FALSE(lines_starting(a.out, "next: gnome ").empty()) << a.out;
  EXPECT_EQ(lines_starting(a.out, "result: ").size(), 1U);
  EXPECT_TRUE(has(a.out, "\nthe submarine is lost: ") || has(a.out, "\nrescued! ")) << a.out;
}

TEST(RnCli, FiresWaterTracksTokensAndDeathsAreToldAcrossSeeds) {
  std::string all;
  for (const char* seed : {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"})
    all += bgb({"play", "red-november", "--bots", "--seed", seed}).out;
  for (const char* part : {" catches fire\n", ": flooded (high water)\n", " track rises to ", " token lands on minute ",
                           "\nthe event strikes room ", " is blocked\n", " dies: ", " the fix of ", " takes ",
                           "\nresult: failure: "})
    EXPECT_TRUE(has(all, part)) << "never told: " << part;
  // Every death says why (a fire or flood in its room, the Sea, fainting), never a bare "dies".
  for (const std::string& line : lines_containing(all, " dies"))
    EXPECT_NE(line.find(" dies: it "), std::string::npos) << line;
}

TEST(RnCli, ASeatSeesItsOwnItemsOnlyAndThePicture) {
  const Outcome r = bgb({"play", "red-november", "--seed", "5", "--seat", "0"}, "help\n" + ones(800));
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out.rfind("red-november: you are seat 0", 0), 0U) << r.out;
  EXPECT_TRUE(has(r.out, "(e.g. `fix engine 4`)")) << r.out;
  EXPECT_TRUE(has(r.out, "\ngnome 0 (you) is dealt ")) << r.out;
  EXPECT_TRUE(has(r.out, "\ngnome 1 is dealt an item\n")) << r.out;
  EXPECT_TRUE(has(r.out, "\n--- seat 0 to act ---\nRed November, 4 gnomes\nroom 1 (engine)")) << r.out;
  EXPECT_TRUE(has(r.out, "\ngnome 0: minute 60, intoxication 0, items: ")) << r.out;
  EXPECT_TRUE(has(r.out, "\nTime Track (E event space")) << r.out;
  EXPECT_TRUE(has(r.out, "; succeeds on a d10 below ")) << r.out;
  EXPECT_TRUE(has(r.out, "\n--- game over ---\nRed November, 4 gnomes")) << r.out;
  EXPECT_TRUE(has(r.out, "\nresult: ")) << r.out;
}

// Seed, movement step 2: "Перелить воду (0 минут) из комнаты с фишкой «Затоплено» в комнату, в
// которой нет воды через открытый люк." The transcript tells the pour and what it did, the menu
// says what `open` and `pour` would do, and the reminder of the notation names it.
TEST(RnCli, APourIsToldAndExplained) {
  auto before = replay_log(R"({"game":"red-november","options":{"players":3},"actions":["place 5","place 5","place 5",
      "stack 2","stack 1","stack 0","item coffee","item crowbar","item aqualung","item tool-box","item lucky-charm",
      "item water-pump","open 6","open 4","rest","event leak -","room 6"]})");
  ASSERT_TRUE(before.ok()) << before.error().message;
  const auto open6 = before.value()->parse_action("open 6");
  ASSERT_TRUE(open6.ok());
  EXPECT_EQ(hooks::choice_note(*before.value(), *open6), "room 6: high water (no entry); then `pour` may make both rooms low water");
  auto opened = before.value()->apply(*open6);
  ASSERT_TRUE(opened.ok());
  const auto pour = opened.value()->parse_action("pour");
  ASSERT_TRUE(pour.ok());
  EXPECT_EQ(hooks::choice_note(*opened.value(), *pour), "0 minutes: room 5 and room 6 both low water");
  for (Viewer v : {kViewAll, Viewer{0}, Viewer{1}, kViewPublic}) {
    const auto told = hooks::action_sentence(*opened.value(), *pour, v);
    ASSERT_TRUE(told.has_value());
    EXPECT_EQ(*told, std::string("gnome 1") + (v == 1 ? " (you)" : "") +
                         " pours the high water of room 6 into room 5 through the open hatch\nroom 5: low water\nroom 6: low water");
  }
  EXPECT_TRUE(has(hooks::notation_hint("red-november"), "`pour` (0 minutes)"));
}

// Seed: "В свой ход может быть сыграно любое количество Предметов" and "Если во время своего хода
// Кофе было использовано после того, как был использован Грог, то не требуется проходить
// проверку на слабость" (decision D26). The transcript says that the faint check is due and a
// Coffee may still be played first — the same words whether or not the gnome holds one (every
// seat reads them, and the others may not know: the item just drawn reads "an item" for them),
// the picture's "Next:" line likewise; the menu explains `play coffee` and `check`, and the
// reminder of the notation names them.
TEST(RnCli, ACoffeeBeforeTheFaintCheckIsToldAndExplained) {
  auto before = replay_log(R"({"game":"red-november","options":{"players":3},"actions":["place 10","place 5","place 5",
      "stack 2","stack 1","stack 0","item crowbar","item crowbar","item aqualung","item tool-box","item lucky-charm",
      "item water-pump","take grog 2","rest","rest","rest","rest","rest","event respite -","rest","event respite -",
      "open 8","enter","play grog","play grog","take items 1"]})");
  ASSERT_TRUE(before.ok()) << before.error().message;
  const auto coffee = before.value()->parse_action("item coffee");
  const auto crowbar = before.value()->parse_action("item crowbar");
  ASSERT_TRUE(coffee.ok() && crowbar.ok());
  const std::string asked = " played Grog: the faint check is due (`check`), unless it drinks a Coffee first (`play coffee`)";
  EXPECT_EQ(hooks::action_sentence(*before.value(), *coffee, 0).value_or(""), "gnome 0 (you) takes coffee\ngnome 0 (you)" + asked);
  EXPECT_EQ(hooks::action_sentence(*before.value(), *coffee, 1).value_or(""), "gnome 0 takes an item\ngnome 0" + asked);
  EXPECT_EQ(hooks::action_sentence(*before.value(), *crowbar, 1).value_or(""), "gnome 0 takes an item\ngnome 0" + asked);
  auto choice = before.value()->apply(*coffee);
  auto plain = before.value()->apply(*crowbar);
  ASSERT_TRUE(choice.ok() && plain.ok());
  for (Viewer v : {Viewer{1}, Viewer{2}, kViewPublic}) {
    EXPECT_EQ(choice.value()->render(v), plain.value()->render(v)) << v;
    EXPECT_EQ(choice.value()->to_json(v), plain.value()->to_json(v)) << v;
  }
  EXPECT_TRUE(has(plain.value()->render(1), "Next: gnome 0 played Grog: `check` (the faint check), or first `play coffee` if "
                                            "it holds one"));
  const auto play = choice.value()->parse_action("play coffee");
  const auto check = choice.value()->parse_action("check");
  ASSERT_TRUE(play.ok() && check.ok());
  EXPECT_EQ(hooks::choice_note(*choice.value(), *play), "intoxication to 0 and no faint check");
  EXPECT_EQ(hooks::choice_note(*choice.value(), *check),
            "an event card is drawn: you faint if its number is below your intoxication 2; your Coffee stays in your hand");
  EXPECT_EQ(hooks::choice_note(*plain.value(), *check),
            "an event card is drawn: you faint if its number is below your intoxication 2");
  EXPECT_EQ(hooks::action_sentence(*choice.value(), *play, 0).value_or(""),
            "gnome 0 (you): play coffee\nCoffee after the last Grog: no faint check\ngnome 0 (you): intoxication 0");
  EXPECT_EQ(hooks::action_sentence(*choice.value(), *check, 1).value_or(""), "gnome 0 takes the faint check");
  EXPECT_EQ(hooks::action_sentence(*plain.value(), *check, 1).value_or(""), "gnome 0 takes the faint check");
  EXPECT_TRUE(has(hooks::notation_hint("red-november"), "`check` (the faint check), or `play coffee` first (no check)"));
}

// Decision D9: after a failed `fix fire` the flight is entered and told alike whatever the
// gnome holds (here a Crowbar and a Lucky Charm, nothing that opens the Sea), `stay` is told and
// explained, and the reminder of the notation names it.
TEST(RnCli, AFlightIsToldAlikeWhateverTheHand) {
  auto before = replay_log(R"({"game":"red-november","options":{"players":3},"actions":["place 9","place 1","place 1",
      "stack 2","stack 1","stack 0","item crowbar","item lucky-charm","item aqualung","item tool-box","item water-pump",
      "item tool-box","rest","fix engine 10","roll 10","event fire 1","room 9","event fire 2","room 7","event fire 3",
      "room 8","item coffee","fix engine 3","roll 10","event fire 4","room 10","fix fire 1"]})");
  ASSERT_TRUE(before.ok()) << before.error().message;
  const auto roll = before.value()->parse_action("roll 9");
  ASSERT_TRUE(roll.ok());
  EXPECT_EQ(hooks::action_sentence(*before.value(), *roll, 1).value_or(""),
            "d10 rolls 9 (below 1 needed): the fix of fire fails\ngnome 0 must flee the fire if a room is enterable (items "
            "may be played first)");
  auto flight = before.value()->apply(*roll);
  ASSERT_TRUE(flight.ok());
  EXPECT_TRUE(has(flight.value()->render(1), "Next: gnome 0 failed to fix the fire: `flee` if a room is enterable (play "
                                             "items first), else `stay`"));
  const auto stay = flight.value()->parse_action("stay");
  ASSERT_TRUE(stay.ok());
  EXPECT_EQ(hooks::choice_note(*flight.value(), *stay),
            "no room is enterable with the items played: stay in the fire and die at the updates");
  EXPECT_TRUE(has(hooks::action_sentence(*flight.value(), *stay, 1).value_or(""),
                  "gnome 0 stays in the fire: no room is enterable with the items played\ngnome 0 dies"));
  EXPECT_TRUE(has(hooks::notation_hint("red-november"), "or `stay` if none"));
}

TEST(RnCli, SimulateRunsEveryPlayerCount) {
  for (int players = 3; players <= 8; ++players) {
    const std::string options = "{\"players\":" + std::to_string(players) + "}";
    const Outcome r = bgb({"simulate", "red-november", "--games", "20", "--seed", "1", "--options", options});
    ASSERT_EQ(r.rc, 0) << r.err;
    EXPECT_TRUE(has(r.out, "red-november " + options + ": 20 random games, seed 1\n")) << r.out;
    EXPECT_TRUE(has(r.out, "\nmean length: ")) << r.out;
    EXPECT_FALSE(has(r.out, "unnamed")) << "every loss names its rule:\n" << r.out;
  }
}

TEST(RnCli, BadOptionsAndActionsGetClearErrors) {
  const Outcome bad = bgb({"play", "red-november", "--options", "{\"players\":9}"});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_TRUE(has(bad.err, "red-november options: players: 9 is out of range 3..8")) << bad.err;
  const Outcome content = bgb({"simulate", "red-november", "--games", "2", "--options", "{\"content\":{\"tracks\":{\"heat\":{\"end\":0}}}}"});
  EXPECT_EQ(content.rc, 2);
  EXPECT_TRUE(has(content.err, "content.tracks.heat.end: 0 is out of range 1..30")) << content.err;
  const Outcome r = bgb({"play", "red-november", "--seed", "5", "--seat", "0"}, "fix kraken 3\nswim\nquit\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(has(r.out, "error: ")) << r.out;
}

}  // namespace
}  // namespace bgb::cli
