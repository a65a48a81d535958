#pragma once
/// \file
/// The definitions of the opaque game and state handles, shared by every C ABI translation unit.
#include <memory>

#include "registry.hpp"

// States are immutable, so a handle may share its state with clones.
struct bgb_game {
  std::shared_ptr<const bgb::AnyGame> impl;
};
struct bgb_state {
  std::shared_ptr<const bgb::AnyState> impl;
};
