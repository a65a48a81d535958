#pragma once
/// \file
/// Each game's own words for the CLI, behind the dispatchers in hooks.cpp (hooks::action_sentence,
/// hooks::news, hooks::choice_note): every function answers nothing (nullopt, no lines, "") for
/// a state of another game. The Crew: crew_story.cpp; Under Falling Skies: ufs_story.cpp.
#include <optional>
#include <string>
#include <vector>

#include "bgb/core/types.hpp"
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

}  // namespace bgb::cli::hooks
