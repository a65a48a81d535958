#pragma once
/// \file
/// The definitions of the opaque game and state handles, shared by every C ABI translation unit.
#include <atomic>
#include <memory>

#include "registry.hpp"

struct bgb_game {
  std::shared_ptr<const bgb::AnyGame> impl;
};

// A handle may share its state with clones (bgb_state_clone hands out the same state). Only
// bgb_state_apply_into and bgb_state_copy_into write a state, and only one that no other handle
// shares (`exclusive`); otherwise they give their handle a copy of its own first. Everything
// else treats the state as immutable.
struct bgb_state {
  /// A handle to a state of its own (exclusive) or to one it shares with other handles.
  explicit bgb_state(std::shared_ptr<bgb::AnyState> s, bool own = true) noexcept : impl(std::move(s)), exclusive(own) {}

  std::shared_ptr<bgb::AnyState> impl;
  // False once impl has been shared with another handle (share()); set again when the handle
  // gets a copy of its own. A flag rather than impl.use_count() == 1: that count is read
  // without ordering, so it could not prove that a thread which just released the last other
  // handle has finished reading the state. Atomic because several threads may clone one handle
  // at once.
  mutable std::atomic<bool> exclusive;

  /// Another owner of this handle's state: from now on neither handle writes it in place.
  std::shared_ptr<bgb::AnyState> share() const noexcept {
    exclusive.store(false, std::memory_order_relaxed);
    return impl;
  }
};

// A batch of games stepped together (ABI 1.5). Mutable, unlike games and states.
struct bgb_batch {
  std::unique_ptr<bgb::AnyBatch> impl;
};
