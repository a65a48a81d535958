#pragma once
/// \file
/// Under Falling Skies' JSON codecs (options, omniscient snapshot, observation), its snapshot
/// validator and its ASCII picture, plugged into the registry through GameTraits<ufs::Game>.
/// Formats: docs/json.md. Nothing is hidden in this solo game, so the observation is the
/// snapshot with another "view". The functions may throw json::JsonError (and nlohmann
/// exceptions); GameTraits and the erased layer turn them into Result errors.
#include <string>
#include <string_view>

#include "bgb/ufs/game.hpp"
#include "bgb/ufs/tensor.hpp"  // before erased.hpp: the registry detects the encoder
#include "erased.hpp"
#include "json_util.hpp"

namespace bgb {

namespace ufs_codec {

using json::Json;

/// Reads the options object {"hard": ["sky1", ...], "level": N}; throws JsonError naming the
/// key ("hard[1]: 'sky9' is not a card ..."). `level` is optional and must agree with `hard`.
ufs::Options options_from_json(const Json& j);

/// {"hard": [...every flipped card, in card order], "level": 1 + their number}.
Json options_to_json(const ufs::Options& o);

/// The snapshot (docs/json.md); state_from_json(g, state_to_json(g, s)) == s exactly.
Json state_to_json(const ufs::Game& g, const ufs::State& s);

/// The snapshot with "view" set to the viewer (0 or "public"): nothing is hidden.
Json observation_to_json(const ufs::Game& g, const ufs::State& s, Viewer viewer);

/// Reads and validates a snapshot for game g; throws JsonError on anything inconsistent.
ufs::State state_from_json(const ufs::Game& g, const Json& j);

/// Why s could not be a state of g (the first problem found), or "" when it is consistent:
/// ranges, the phase against the dice, robots and ships, cells that may hold what they hold.
std::string state_problem(const ufs::Game& g, const ufs::State& s);

/// The ASCII picture for the CLI: mothership, sky, city, base, tracks, what to do next.
std::string render(const ufs::Game& g, const ufs::State& s);

/// Words of the JSON: "roll".."over"; "won", "base_destroyed", "skull_covered" (null: none);
/// "supply", "waiting", "sky".
std::string_view phase_name(ufs::Phase p) noexcept;
std::string_view end_name(ufs::End e) noexcept;
std::string_view ship_at_name(ufs::ShipAt a) noexcept;
/// "the base is destroyed", "the mothership covers the skull", "you win"; "" while playing.
std::string_view end_text(ufs::End e) noexcept;

/// "s7 c3" for a sky row 1..15 (row 0, above the sky, is "s0"), "city c3" for row 16.
std::string sky_text(int row, int col);
/// A ship's cell as the snapshot writes it: "spawn c2" on the mothership's spawn spots (row ==
/// mothership), else sky_text.
std::string ship_cell_text(const ufs::State& s, const ufs::Ship& sh);
/// "b2 c5" for base cell 14, as ufs::cell_text writes it. Built by appending: `"b" +
/// std::to_string(...)` (operator+ of a literal and a temporary) trips g++ 12's -Wrestrict false
/// positive once inlined at -O3, which ufs::cell_text does in these translation units.
std::string base_cell_text(int cell);
/// The number as text with a prefix, built by appending (see base_cell_text).
std::string num(std::string_view prefix, int n);
/// "sky1, base_top" for a hard mask; "" when every card is easy.
std::string hard_list_text(std::uint8_t hard);

inline constexpr int kNumPhases = static_cast<int>(ufs::Phase::over) + 1;

}  // namespace ufs_codec

/// Under Falling Skies in the registry.
template <>
struct GameTraits<ufs::Game> {
  static constexpr std::string_view kSummary =
      "Under Falling Skies (9-card edition) — solo dice placement, levels 1–8";

  static constexpr std::array<OptionHelp, 2> kOptions = {{
      {"hard", "array", 0, -1, "hard sides: any of sky1..sky4, base_top, base_bottom, research"},
      {"level", "integer", 1, 8, "1 + the number of hard cards; may be given only to check it"},
  }};

  static Result<ufs::Game> make(const json::Json& options);
  static json::Json options_to_json(const ufs::Game& g) { return ufs_codec::options_to_json(g.options()); }
  static json::Json state_to_json(const ufs::Game& g, const ufs::State& s) { return ufs_codec::state_to_json(g, s); }
  static Result<ufs::State> state_from_json(const ufs::Game& g, const json::Json& j);
  static json::Json observation_to_json(const ufs::Game& g, const ufs::State& s, Viewer v) {
    return ufs_codec::observation_to_json(g, s, v);
  }
  static std::string render(const ufs::Game& g, const ufs::State& s, Viewer) { return ufs_codec::render(g, s); }
};

}  // namespace bgb
