#pragma once
/// \file
/// What the CLI reads out of a game's observation JSON beyond the registry's interface: the
/// field conventions of trick-taking games and the few per-game words (seat names, the card
/// exchange direction, the notation reminder). Everything degrades to "nothing to say" for a
/// game whose JSON lacks the fields.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "bgb/core/rng.hpp"
#include "bgb/core/types.hpp"
#include "registry.hpp"

namespace bgb::cli::hooks {

using Json = nlohmann::json;

/// "seat 2", or the game's own name for a seat ("JARVIS" in a 2-player game of The Crew).
std::string seat_name(const Json& obs, int seat);

/// An integer field of the observation, or nullopt (absent, null, not a number).
std::optional<int> int_field(const Json& obs, const char* key);

/// The card texts of an array field (hands[i], trick, ...); nullopt when it is not an array.
std::optional<std::vector<std::string>> card_list(const Json& j);

/// The trick fields of a trick-taking game's observation ("tricks_completed", "leader",
/// "trick" in play order, "last_trick", and "last_trick_leader" with "last_trick_order" where
/// the game records who played which card); nullopt when the game has none.
struct Tricks {
  int completed = 0;
  int leader = -1;                   ///< leads the current trick (after a trick: its winner)
  std::vector<std::string> current;  ///< cards of the trick in progress, in play order
  /// Cards of the last completed trick: in play order from last_leader when that is known
  /// (>= 0), else in any order.
  std::vector<std::string> last;
  int last_leader = -1;  ///< led the last completed trick; -1 when the observation does not say
};
std::optional<Tricks> tricks(const Json& obs);

/// A card exchange between neighbours that is in progress or just resolved: cards go to
/// seat+step; `label` names it ("distress left"). Nullopt when there is none.
struct Exchange {
  int step = 0;
  std::string label;
};
std::optional<Exchange> exchange(const Json& obs);

/// The game in a few sentences for `help`: the goal, a turn, how it is lost.
std::vector<std::string> rules_summary(std::string_view game);

/// One action text as an example for the prompt's intro ("play g5"; "" when there is none).
std::string action_example(std::string_view game);

/// A short reminder of how the game writes its cards or pieces ("" when there is none).
std::string notation_hint(std::string_view game);

/// Whether the game's seats play against each other (DP6), so that "every seat won" is no
/// measure of it: a simulation reports how games ended and who won, not successes and failures.
bool competitive(std::string_view game);

/// What a simulation's summary of the game needs said so it explains itself: the meaning of
/// its ending names and of its returns, one line each ("" lines: none).
std::vector<std::string> summary_legend(std::string_view game);

// Decisions and chance events whose notation says little on its own (The Crew's special
// missions: "choose 2", "draw ?"; Under Falling Skies' moving ships and tracks), told as `viewer`
// may know them (stories.hpp: src/crew/story.cpp, src/ufs/story.cpp).

/// A whole line for `a`, about to be applied to `before` ("seat 1 answers yes", "commander
/// (seat 0) chooses seat 2: the sick member, who must win no trick", "you draw b5 from seat 3");
/// nullopt when the generic "who: text" line says it well enough; "" to say nothing now (Under
/// Falling Skies tells a run of dice rolls in one line after the last roll). May span lines.
std::optional<std::string> action_sentence(const AnyState& before, ActionId a, Viewer viewer);

/// Lines on what became known between `before` (null: the game is starting) and `now`: the
/// mission's rule at the start, a question being asked, the draws beginning, mission 46's
/// announcement.
std::vector<std::string> news(const AnyState* before, const AnyState& now, Viewer viewer);

/// The Crew's solver hint for `seat` at s (src/crew/hint.cpp): its moves by the share of the deals
/// the seat cannot tell apart that stay winnable after them; "" for other games, or when
/// `seat` is not to act. Draws from rng.
std::string solver_hint(const AnyState& s, PlayerId seat, Rng& rng);

/// A few words on what a menu choice means where its notation is terse ("JARVIS" for
/// `choose 2` in a 2-player game; "seat 0: first four tricks, JARVIS: last trick" for
/// `roles 0 2`); "" when it needs none.
std::string choice_note(const AnyState& s, ActionId a);

/// Whether a legal choice cannot change anything and only costs time (Red November: a fix whose
/// d10 cannot succeed, "0 in 10"): the menu lists it last, marked. False for most choices.
bool choice_futile(const AnyState& s, ActionId a);

/// What a menu must say even when it groups choices and hides their notes: a choice that hurts
/// ("sends 1 ship into the city") or is wasted ("the fighters room shoots nothing"); "" for
/// most. choice_note includes it.
std::string choice_warning(const AnyState& s, ActionId a);

/// The menu group of a choice in a long list ("place black 4" for `place black 4 b0 c1`), and
/// what is left of its text once the group is known ("b0 c1"); {"", text} when it has none.
struct ChoiceGroup {
  std::string group;
  std::string rest;
};
ChoiceGroup choice_group(const AnyState& s, ActionId a);

/// How a finished game failed: a stable rule name ("" on success or when the game names none),
/// the 1-based trick of a trick-taking game and the round of a game played in rounds (each 0
/// when unknown or not applicable).
struct FailureRule {
  std::string rule;
  int trick = 0;
  int round = 0;
};
FailureRule failure_rule(const AnyState& terminal);
/// The same, read from the state's omniscient snapshot: any game's "failure" object. The typed
/// paths of failure_rule must agree with it (tests/cli check that).
FailureRule failure_rule_from_json(const AnyState& terminal);

}  // namespace bgb::cli::hooks
