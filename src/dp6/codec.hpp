#pragma once
/// \file
/// DP6's JSON codecs (options, omniscient snapshot, observation), its snapshot validator and
/// its ASCII picture, plugged into the registry through GameTraits<dp6::Game>. Formats:
/// docs/rules/dp6.md. Nothing in a DP6 state is hidden (face-down rooms are drawn when
/// revealed), so the observation is the snapshot with another "view". The functions may throw
/// json::JsonError (and nlohmann exceptions); GameTraits and the erased layer turn them into
/// Result errors.
#include <string>
#include <string_view>

#include "bgb/dp6/game.hpp"
#include "bgb/dp6/tensor.hpp"  // before erased.hpp: the registry detects the encoder
#include "erased.hpp"
#include "json_util.hpp"

namespace bgb {

namespace dp6_codec {

using json::Json;

/// Reads the options object {"players": 2..4, "max_turns": 0..10000}; throws JsonError naming the key.
dp6::Options options_from_json(const Json& j);
Json options_to_json(const dp6::Options& o);

/// The snapshot; state_from_json(g, state_to_json(g, s)) == s exactly.
Json state_to_json(const dp6::Game& g, const dp6::State& s);
/// The snapshot with "view" set to the viewer (a seat or "public"): nothing is hidden.
Json observation_to_json(const dp6::Game& g, const dp6::State& s, Viewer viewer);
/// Reads and validates a snapshot for game g; throws JsonError on anything inconsistent.
dp6::State state_from_json(const dp6::Game& g, const Json& j);

/// Why s could not be a state of g (the first problem found), or "" when it is consistent.
std::string state_problem(const dp6::Game& g, const dp6::State& s);

/// The ASCII picture for the CLI: one line per track, the doors, the capsule, whose turn.
std::string render(const dp6::Game& g, const dp6::State& s);

/// Words of the JSON: "doors", "first", "play", "reveal", "roll", "over"; "launched",
/// "stranded", "turn_limit" ("" for none); a crew's place: "start", "r3", "r3 lying",
/// "capsule", "aside", "devoured".
std::string_view phase_name(dp6::Phase p) noexcept;
std::string_view end_name(dp6::End e) noexcept;
std::string crew_place(const dp6::Track& t, int k);
/// "the capsule launches", "nobody can act any more", "the turn limit is reached"; "" while playing.
std::string_view end_text(dp6::End e) noexcept;
/// How a finished game came out: "the capsule launches; saved: red 2, yellow 0; red wins".
std::string outcome_text(const dp6::Game& g, const dp6::State& s);
/// "seat 1 (yellow)".
std::string seat_text(int seat);
/// "3142": the doors of gaps 1..4.
std::string door_digits(const dp6::Track& t);

inline constexpr int kNumPhases = static_cast<int>(dp6::Phase::over) + 1;

}  // namespace dp6_codec

/// DP6 in the registry.
template <>
struct GameTraits<dp6::Game> {
  static constexpr std::string_view kSummary = "DP6 — 2–4 players race their scientists into the escape capsule";

  static constexpr std::array<OptionHelp, 2> kOptions = {{
      {"players", "integer", dp6::kMinPlayers, dp6::kMaxSeats, "players at the table"},
      {"max_turns", "integer", 0, dp6::kMaxTurnsLimit, "end after this many turns, scored as a launch (0: no limit)"},
  }};

  static Result<dp6::Game> make(const json::Json& options);
  static json::Json options_to_json(const dp6::Game& g) { return dp6_codec::options_to_json(g.options()); }
  static json::Json state_to_json(const dp6::Game& g, const dp6::State& s) { return dp6_codec::state_to_json(g, s); }
  static Result<dp6::State> state_from_json(const dp6::Game& g, const json::Json& j);
  static json::Json observation_to_json(const dp6::Game& g, const dp6::State& s, Viewer v) {
    return dp6_codec::observation_to_json(g, s, v);
  }
  static std::string render(const dp6::Game& g, const dp6::State& s, Viewer) { return dp6_codec::render(g, s); }
};

}  // namespace bgb
