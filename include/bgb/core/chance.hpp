// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Chance outcomes carry integer weights, so sampling and probabilities are exact everywhere.
#include <cstdint>

#include "bgb/core/types.hpp"

namespace bgb {

/// One outcome of a chance node; probability = weight / (sum of the node's weights). weight > 0.
struct ChanceOutcome {
  ActionId action = kInvalidAction;
  std::uint32_t weight = 0;
  friend constexpr bool operator==(const ChanceOutcome&, const ChanceOutcome&) = default;
};

}  // namespace bgb
