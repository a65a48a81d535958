// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// How every game says no: the checks each game's `illegal_reason` makes before its own (an id
/// that names no action, a finished game) and the error `Game::apply` returns, so the four
/// games word a refusal alike ("action 156 is not legal: the id is outside [0, 150)").
#include <optional>
#include <string>
#include <string_view>

#include "bgb/core/result.hpp"
#include "bgb/core/types.hpp"

namespace bgb {

/// The reasons every game shares, in the order they apply: "" for a legal action, the range for
/// an id outside [0, limit), `over_text` once the game is over; nullopt leaves it to the game.
inline std::optional<std::string> common_refusal(bool legal, ActionId a, ActionId limit, bool over,
                                                 std::string_view over_text) {
  if (legal) return std::string();
  if (a < 0 || a >= limit) {
    std::string why = "the id is outside [0, ";
    why += std::to_string(limit);
    why += ')';
    return why;
  }
  if (over) return std::string(over_text);
  return std::nullopt;
}

/// The error of `Game::apply` for a refused action: "action N (TEXT) is not legal: REASON";
/// `text` is "" for an id that names no action.
inline Error refused_action(ActionId a, std::string_view text, std::string_view reason) {
  std::string message = "action ";
  message += std::to_string(a);
  if (!text.empty()) {
    message += " (";
    message += text;
    message += ')';
  }
  message += " is not legal: ";
  message += reason;
  return make_error(Errc::illegal_action, std::move(message));
}

}  // namespace bgb
