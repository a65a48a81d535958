/// \file
/// The per-game words of the CLI. The Crew's observation (src/crew/codec_state.cpp, docs/json.md)
/// names JARVIS's seat by the "jarvis" object and the distress signal by "distress"; each game's
/// sentences (stories.hpp) are asked in turn, and only the game of the state answers.
#include "hooks.hpp"

#include "stories.hpp"
#include <algorithm>

#include "bgb/crew/cards.hpp"
#include "bgb/crew/state.hpp"

namespace bgb::cli::hooks {

namespace {

bool is_game(const Json& obs, std::string_view name) {
  return obs.is_object() && obs.contains("game") && obs["game"].is_string() && obs["game"].get<std::string>() == name;
}

}  // namespace

std::string seat_name(const Json& obs, int seat) {
  if (is_game(obs, "the-crew") && obs.contains("jarvis") && seat == crew::kJarvis) return "JARVIS";
  return "seat " + std::to_string(seat);
}

std::optional<int> int_field(const Json& obs, const char* key) {
  if (!obs.is_object() || !obs.contains(key) || !obs[key].is_number_integer()) return std::nullopt;
  return obs[key].get<int>();
}

std::optional<std::vector<std::string>> card_list(const Json& j) {
  if (!j.is_array()) return std::nullopt;
  std::vector<std::string> cards;
  for (const Json& c : j)
    if (c.is_string()) cards.push_back(c.get<std::string>());
  return cards;
}

std::optional<Tricks> tricks(const Json& obs) {
  const auto completed = int_field(obs, "tricks_completed");
  if (!completed || !obs.contains("trick") || !obs.contains("last_trick")) return std::nullopt;
  Tricks t;
  t.completed = *completed;
  t.leader = int_field(obs, "leader").value_or(-1);
  t.current = card_list(obs["trick"]).value_or(std::vector<std::string>{});
  t.last = card_list(obs["last_trick"]).value_or(std::vector<std::string>{});
  const auto last_leader = int_field(obs, "last_trick_leader");
  const auto order = obs.contains("last_trick_order") ? card_list(obs["last_trick_order"]) : std::nullopt;
  if (last_leader && order && order->size() == t.last.size()) {
    t.last_leader = *last_leader;
    t.last = *order;
  }
  return t;
}

std::optional<Exchange> exchange(const Json& obs) {
  if (!is_game(obs, "the-crew") || !obs.contains("distress") || !obs["distress"].is_string()) return std::nullopt;
  const std::string d = obs["distress"].get<std::string>();
  if (d == "left") return Exchange{+1, "distress left"};
  if (d == "right") return Exchange{-1, "distress right"};
  return std::nullopt;
}

std::optional<std::string> action_sentence(const AnyState& before, ActionId a, Viewer viewer) {
  if (std::optional<std::string> s = ufs_action_sentence(before, a, viewer)) return s;
  if (std::optional<std::string> s = dp6_action_sentence(before, a, viewer)) return s;
  if (std::optional<std::string> s = rn_action_sentence(before, a, viewer)) return s;
  return crew_action_sentence(before, a, viewer);
}

std::vector<std::string> news(const AnyState* before, const AnyState& now, Viewer viewer) {
  std::vector<std::string> lines = crew_news(before, now, viewer);
  for (std::string& line : ufs_news(before, now, viewer)) lines.push_back(std::move(line));
  for (std::string& line : dp6_news(before, now, viewer)) lines.push_back(std::move(line));
  for (std::string& line : rn_news(before, now, viewer)) lines.push_back(std::move(line));
  return lines;
}

std::string choice_note(const AnyState& s, ActionId a) {
  if (std::string note = dp6_choice_note(s, a); !note.empty()) return note;
  if (std::string note = rn_choice_note(s, a); !note.empty()) return note;
  const std::string note = ufs_choice_note(s, a);
  return note.empty() ? crew_choice_note(s, a) : note;
}

bool choice_futile(const AnyState& s, ActionId a) { return rn_choice_futile(s, a); }

std::string choice_warning(const AnyState& s, ActionId a) { return ufs_choice_warning(s, a); }

ChoiceGroup choice_group(const AnyState& s, ActionId a) {
  // A long menu is Under Falling Skies' placements (a die, then a cell): the die is the group.
  // Other games' menus stay short enough to list whole.
  const std::string text = s.action_text(a);
  if (s.game()->name() != "under-falling-skies") return {"", text};
  std::vector<std::string> words;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t end = std::min(text.find(' ', i), text.size());
    words.push_back(text.substr(i, end - i));
    i = end + 1;
  }
  if (words.size() != 5 || words[0] != "place") return {"", text};
  return {words[0] + ' ' + words[1] + ' ' + words[2], words[3] + ' ' + words[4]};
}

std::vector<std::string> rules_summary(std::string_view game) {
  if (game == "the-crew")
    return {"The Crew: a co-operative trick-taking game. The tasks on the table each name a card; the seat that "
            "holds a task must win the trick containing that card. Follow the led colour if you can; the highest "
            "card of the led colour wins, unless a rocket (r1-r4) is played: the highest rocket wins.",
            "Talk only by communicating one card (highest, lowest or only of its colour in your hand), once per "
            "mission. The mission fails as soon as a task can no longer be won."};
  if (game == "under-falling-skies")
    return {"Under Falling Skies: solo. Each round roll your dice and place them one by one, one per column; the "
            "ships in that column move down as many rows as the die shows (one less on the anti-air row b0).",
            "Then resolve the rooms: energy, research, fighters (shoot the ships whose explosion needs at most the "
            "room's value), robots, and the excavation. Win by reaching the last research space; lose at 5 "
            "damage (ships reaching the city) or when the mothership covers the skull."};
  if (game == "dp6")
    return {"DP6: bring more of your scientists than anyone else into the escape capsule before it launches.",
            "Each turn: up to 3 crew actions (walk through an open door, take a room's marker, wake a sleeper, "
            "decode), then your Aberration's 2 actions. A decoded 1..5 opens or closes that door on every track; "
            "a 6 advances the capsule counter, and the sixth 6 launches it."};
  if (game == "red-november")
    return {"Red November: co-operative. The gnome with the most minutes left acts (on a tie, the one on top): it moves (opening "
            "hatches, entering rooms) and takes one action, spending minutes; events, fires and water follow as "
            "minutes pass.",
            "Win when every gnome aboard reaches minute 0; lose when a disaster track reaches its end, when every "
            "gnome passes a Destruction token, or when no gnome is left aboard."};
  return {};
}

std::string action_example(std::string_view game) {
  if (game == "the-crew") return "play g5";
  if (game == "under-falling-skies") return "place white 5 b1 c3";
  if (game == "red-november") return "fix engine 4";
  if (game == "dp6") return "walk c0 r1";
  return "";
}

bool competitive(std::string_view game) { return game == "dp6"; }

std::vector<std::string> summary_legend(std::string_view game) {
  if (game != "dp6") return {};
  return {"launched: a 6 used on the Capsule's last position launched it; turn_limit: max_turns reached,",
          "  scored as a launch; stranded: nobody could act any more (everybody scores 0).",
          "A seat wins (return 1) when it has the most crew in a launched Capsule, ties shared; a launch",
          "  with nobody aboard wins nothing, which is why random play's mean returns are so low."};
}

std::string notation_hint(std::string_view game) {
  if (game == "red-november")
    return "rooms are 1..10 and `sea`: `open 5` then `enter` (1 minute; +1 into low water), `play aqualung`,\n"
           "  `pour` (0 minutes) after an `open` between high water and a dry room makes both rooms low water,\n"
           "  one action: `fix engine 4` (4 minutes), `fix hatch-5 3`, `take items 2`, `take grog 1`, `trade 2`, `rest`,\n"
           "  `abandon` (in the Sea below minute 10); a fix succeeds when the d10 is below minutes + bonuses;\n"
           "  a failed `fix fire`: `flee 4` / `flee sea` (play an item first to open a way), or `stay` if none;\n"
           "  after the action, with Grog played: `check` (the faint check), or `play coffee` first (no check)";
  if (game == "under-falling-skies")
    return "a base cell is a row b0..b5 (b0 = anti-air) and a column c1..c5: `place white 5 b1 c3`,\n"
           "  `resolve b2 c1` (any cell of the room), `discard b0 c3`, `robot b1 c2`, `scrap b1 c2`, `end`,\n"
           "  `spawn c3`; sky rows are s1 (top) .. s15, then the city";
  if (game == "dp6")
    return "your crew are c0..c3, rooms r1..r5 from the start area to the capsule:\n"
           "  `walk c0 r1`, `walk c1 capsule`, `take r2`, `wake c2`, `decode`, then `use`, `ignore`,\n"
           "  `tilt 6`, `prog +1` / `prog -1`; `end` ends the turn";
  if (game != "the-crew") return "";
  std::string hint = "a card is a colour letter and a value:";
  for (int suit = 0; suit < crew::kNumSuits; ++suit) {
    hint += ' ';
    hint += crew::kSuitLetters[suit];
    hint += '=';
    hint += crew::kSuitNames[suit];
    if (suit + 1 == crew::kRocketSuit) hint += " (1-9),";
  }
  hint += " (1-4),\n  e.g. g5 or r4; seats are numbered clockwise from 0;\n";
  hint += "  `distress left` passes cards to seat+1, `right` to seat-1";
  return hint;
}

}  // namespace bgb::cli::hooks
