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

namespace bgb::cli::hooks {

using Json = nlohmann::json;

/// "seat 2", or the game's own name for a seat ("JARVIS" in a 2-player game of The Crew).
std::string seat_name(const Json& obs, int seat);

/// An integer field of the observation, or nullopt (absent, null, not a number).
std::optional<int> int_field(const Json& obs, const char* key);

/// The card texts of an array field (hands[i], trick, ...); nullopt when it is not an array.
std::optional<std::vector<std::string>> card_list(const Json& j);

/// The trick fields of a trick-taking game's observation ("tricks_completed", "leader",
/// "trick" in play order, "last_trick"); nullopt when the game has none.
struct Tricks {
  int completed = 0;
  int leader = -1;                   ///< leads the current trick (after a trick: its winner)
  std::vector<std::string> current;  ///< cards of the trick in progress, in play order
  std::vector<std::string> last;     ///< cards of the last completed trick (any order)
};
std::optional<Tricks> tricks(const Json& obs);

/// A card exchange between neighbours that is in progress or just resolved: cards go to
/// seat+step; `label` names it ("distress left"). Nullopt when there is none.
struct Exchange {
  int step = 0;
  std::string label;
};
std::optional<Exchange> exchange(const Json& obs);

/// A short reminder of how the game writes its cards or pieces ("" when there is none).
std::string notation_hint(std::string_view game);

}  // namespace bgb::cli::hooks
