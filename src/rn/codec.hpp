#pragma once
/// \file
/// Red November's JSON codecs (options with the `content` replacement, omniscient snapshot,
/// per-seat observation), its snapshot validator and its text picture, plugged into the registry
/// through GameTraits<rn::Game>. Formats: docs/json.md ("Red November"). Another seat's items and
/// the item deck's make-up are hidden from a seat (decision D24 of docs/rules/red-november.md).
/// The functions may throw json::JsonError (and nlohmann exceptions); GameTraits and the erased
/// layer turn them into Result errors.
#include <optional>
#include <string>
#include <string_view>

#include "bgb/rn/game.hpp"
#include "bgb/rn/tensor.hpp"  // before erased.hpp: the registry detects the encoder
#include "erased.hpp"
#include "json_util.hpp"

namespace bgb {

namespace rn_codec {

using json::Json;

/// Reads {"players": 3..8, "content": {...}}; both optional. `content` replaces the default
/// content piece by piece ("board", "time_track", "tracks", "events", "items", "hand_limits");
/// throws JsonError naming the key ("content.board.hatches[3]: ...").
rn::Options options_from_json(const Json& j);

/// {"players": N} plus "content" with the pieces that differ from the defaults, each spelled out.
Json options_to_json(const rn::Options& o);

/// Every piece of a content, spelled out (the format `content` reads).
Json content_to_json(const rn::Content& c);

/// The snapshot (docs/json.md); state_from_json(g, state_to_json(g, s)) == s exactly.
Json state_to_json(const rn::Game& g, const rn::State& s);

/// What `viewer` sees (a seat or kViewPublic): other seats' items and the item deck are null.
Json observation_to_json(const rn::Game& g, const rn::State& s, Viewer viewer);

/// Reads and validates a snapshot for game g; throws JsonError on anything inconsistent.
rn::State state_from_json(const rn::Game& g, const Json& j);

/// Why s could not be a state of g (the first problem found), or "" when it is consistent.
std::string state_problem(const rn::Game& g, const rn::State& s);

/// The text picture for the CLI: the submarine, the tracks, the Time Track, what comes next.
std::string render(const rn::Game& g, const rn::State& s, Viewer viewer);

/// Words of the JSON.
std::string_view phase_name(rn::Phase p) noexcept;
std::string_view end_name(rn::End e) noexcept;
/// "every gnome is rescued", "a disaster track reached its end", ...; "" while playing.
std::string_view end_text(rn::End e) noexcept;
std::string_view status_name(rn::Status s) noexcept;
std::string_view water_name(rn::Water w) noexcept;
/// "fire 3", "respite -": an event card type of the content.
std::string card_text(const rn::Content& c, int type);

/// How a lost game failed: the rule ("fire_track", "token_flooding", "drowned", ...) and its
/// sentence; the snapshot's "failure" object. nullopt while playing and for a rescue.
struct Failure {
  std::string rule;
  std::string text;
};
std::optional<Failure> failure(const rn::Content& c, const rn::State& s);

inline constexpr int kNumPhases = static_cast<int>(rn::Phase::over) + 1;

}  // namespace rn_codec

/// Red November in the registry.
template <>
struct GameTraits<rn::Game> {
  static constexpr std::string_view kSummary =
      "Red November — gnomes save a sinking submarine, 3–8 players, co-operative with a traitor's exit";

  static constexpr std::array<OptionHelp, 2> kOptions = {{
      {"players", "integer", rn::kMinPlayers, rn::kMaxPlayers, "gnomes at the table"},
      {"content", "object", 0, -1, "the board and decks as data (given parts replace the built-in)"},
  }};

  static Result<rn::Game> make(const json::Json& options);
  static json::Json options_to_json(const rn::Game& g) { return rn_codec::options_to_json(g.options()); }
  static json::Json state_to_json(const rn::Game& g, const rn::State& s) { return rn_codec::state_to_json(g, s); }
  static Result<rn::State> state_from_json(const rn::Game& g, const json::Json& j);
  static json::Json observation_to_json(const rn::Game& g, const rn::State& s, Viewer v) {
    return rn_codec::observation_to_json(g, s, v);
  }
  static std::string render(const rn::Game& g, const rn::State& s, Viewer v) { return rn_codec::render(g, s, v); }
};

}  // namespace bgb
