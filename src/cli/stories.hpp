#pragma once
/// \file
/// Each game's own words for the CLI, behind the dispatchers in hooks.cpp (hooks::action_sentence,
/// hooks::news, hooks::choice_note): every function answers nothing (nullopt, no lines, "") for
/// a state of another game. The Crew: src/crew/story.cpp; Under Falling Skies: src/ufs/story.cpp.
#include <optional>
#include <string>
#include <vector>

#include "bgb/core/types.hpp"
#include "hooks.hpp"
#include "registry.hpp"

namespace bgb::cli::hooks {

std::optional<std::string> crew_action_sentence(const AnyState& before, ActionId a, Viewer viewer);
std::vector<std::string> crew_news(const AnyState* before, const AnyState& now, Viewer viewer);
std::string crew_choice_note(const AnyState& s, ActionId a);

/// Under Falling Skies: the action's line and what it brought about ("ships in c3 move 4",
/// "ship hits the city: damage 2/5", "research +2 (space 5 of 14)", "the mothership descends to
/// s4", ...); "" for a die roll that is not the last of its run (the last one says "rolled: ...").
std::optional<std::string> ufs_action_sentence(const AnyState& before, ActionId a, Viewer viewer);
/// The level and the cards at the start of a game.
std::vector<std::string> ufs_news(const AnyState* before, const AnyState& now, Viewer viewer);
/// Where a die would go ("energy room; 2 ships in c2 move 3"), what a room would do.
std::string ufs_choice_note(const AnyState& s, ActionId a);
/// A placement that sends ships into the city, a room that would do nothing.
std::string ufs_choice_warning(const AnyState& s, ActionId a);

/// DP6: the deal, each action and what it brought about ("door 4 opens on every track", "room r3
/// of seat 0 (red) is Cryogenics: c2 and c3 lie asleep in it"), the Aberration's turn, skipped
/// seats and the end.
std::optional<std::string> dp6_action_sentence(const AnyState& before, ActionId a, Viewer viewer);
/// The goal and the turn at the start of a game.
std::vector<std::string> dp6_news(const AnyState* before, const AnyState& now, Viewer viewer);
/// What a walk, a decode or a use would do.
std::string dp6_choice_note(const AnyState& s, ActionId a);

/// Red November (src/rn/story.cpp): the setup, each action and event and what it did to the
/// submarine (fires, water, blocked hatches, tracks, tokens, deaths), the rolls of fixes, the
/// Time Keepers moving on; another seat's item draws only as "an item".
std::optional<std::string> rn_action_sentence(const AnyState& before, ActionId a, Viewer viewer);
/// The goal at the start of a game.
std::vector<std::string> rn_news(const AnyState* before, const AnyState& now, Viewer viewer);
/// The chance and cost of a fix, what lies behind a hatch, a partner's hand size.
std::string rn_choice_note(const AnyState& s, ActionId a);
/// A fix whose roll cannot succeed and other choices that only spend minutes.
bool rn_choice_futile(const AnyState& s, ActionId a);

/// How a finished game failed, from the typed state (what the snapshot's "failure" and "round"
/// say, without writing the snapshot: `bgb simulate` asks after every game). nullopt for a state
/// of another game; an empty rule for a game that did not fail.
std::optional<FailureRule> ufs_failure(const AnyState& terminal);
std::optional<FailureRule> dp6_failure(const AnyState& terminal);
std::optional<FailureRule> rn_failure(const AnyState& terminal);

}  // namespace bgb::cli::hooks
