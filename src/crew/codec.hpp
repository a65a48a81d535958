#pragma once
/// \file
/// The Crew's JSON codecs (options, omniscient snapshot, observation), its state validator and
/// its text rendering, plugged into the registry through GameTraits<crew::Game>.
/// Formats: docs/json.md. The functions in crew_codec may throw json::JsonError (and nlohmann
/// exceptions); GameTraits and the erased layer turn them into Result errors.
#include <string>
#include <string_view>

#include "bgb/crew/game.hpp"
#include "bgb/crew/tensor.hpp"  // before erased.hpp: the registry detects the encoder
#include "erased.hpp"
#include "json_util.hpp"

namespace bgb {

namespace crew_codec {

using json::Json;

/// Reads the options object; throws JsonError naming the key ("hands[1][3]: 'x9' is not a card").
/// Ranges (players 2..5, mission 1..50, counts) are left to crew::Game::make.
crew::Options options_from_json(const Json& j);

/// Every option spelled out; empty arrays mean "by chance".
Json options_to_json(const crew::Options& o);

/// The omniscient snapshot (docs/json.md); state_from_json(to_json(s)) == s exactly.
Json state_to_json(const crew::State& s);

/// Reads and validates a snapshot for game g; throws JsonError on anything inconsistent.
crew::State state_from_json(const crew::Game& g, const Json& j);

/// Why s could not be a state of g (first problem found), or "" when it is consistent.
/// Checks every field against the phase, the card conservation and the hand sizes.
std::string state_problem(const crew::Game& g, const crew::State& s);

/// The JSON of crew::observe(s, viewer): hidden cards read "hidden", hidden hands null.
Json observation_to_json(const crew::State& s, Viewer viewer);

/// A compact multi-line description for the CLI, masked like the observation.
std::string render(const crew::State& s, Viewer viewer);

/// Words used in the JSON ("play", "distress_give"...; "undecided"/"left"/"right"/"declined";
/// "yes", "good", "first4"...).
std::string_view phase_name(crew::Phase p) noexcept;
std::string_view distress_name(int distress) noexcept;
std::string_view comm_pos_name(crew::CommPos p) noexcept;
std::string_view answer_name(int answer) noexcept;

/// How many Phase / act::Answer values there are, for reading their names back.
inline constexpr int kNumPhases = static_cast<int>(crew::Phase::draw) + 1;
inline constexpr int kNumAnswers = static_cast<int>(crew::act::Answer::last) + 1;


namespace detail {
/// The writer behind state_to_json and observation_to_json; `obs` null means omniscient.
Json write_state(const crew::State& s, const crew::Observation* obs);
/// Card texts of a set, in id order (p1..p9, b1.., g.., y.., r1..r4).
Json card_list(crew::CardSet set);
}  // namespace detail

}  // namespace crew_codec

/// The Crew in the registry.
template <>
struct GameTraits<crew::Game> {
  static constexpr std::string_view kSummary =
      "The Crew: The Quest for Planet Nine — co-operative trick-taking, 2–5 players, all 50 missions";

  /// Checked by crew::Game::make with the same constants.
  static constexpr std::array<OptionHelp, 6> kOptions = {{
      {"players", "integer", crew::kMinPlayers, crew::kMaxPlayers, "crew members at the table (2: JARVIS takes the third seat)"},
      {"mission", "integer", 1, crew::kNumMissions, "the logbook mission"},
      {"hands", "array", 0, -1, "the deal: one list of card texts per seat ([]: by chance)"},
      {"jarvis_up", "array", 0, -1, "2 players with hands: JARVIS's 7 face-up cards, pile order"},
      {"jarvis_down", "array", 0, -1, "2 players with hands: the 7 face-down cards under them"},
      {"tasks", "array", 0, -1, "explicit task cards in reveal order ([]: by chance)"},
  }};

  static Result<crew::Game> make(const json::Json& options);
  static json::Json options_to_json(const crew::Game& g) { return crew_codec::options_to_json(g.options()); }
  static json::Json state_to_json(const crew::Game&, const crew::State& s) { return crew_codec::state_to_json(s); }
  static Result<crew::State> state_from_json(const crew::Game& g, const json::Json& j);
  static json::Json observation_to_json(const crew::Game&, const crew::State& s, Viewer v) {
    return crew_codec::observation_to_json(s, v);
  }
  static std::string render(const crew::Game&, const crew::State& s, Viewer v) { return crew_codec::render(s, v); }
};

}  // namespace bgb
