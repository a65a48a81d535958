#pragma once
/// \file
/// The C ABI's per-action calls on a built-in game's typed code. A state handle holds an
/// AnyState; calling it is a virtual call, and a C playout loop makes three or four per action
/// on top of its own calls into libbgb (about half of DP6's overhead per action over the C++
/// API, measured with a loop calling the virtuals directly). with_typed() compares the state's
/// type tag with the built-in games' (at most four compares) and hands the body the
/// ErasedState<G> itself: ErasedState is final, so the body's calls bind statically and inline
/// into the entry point, as in a C++ caller's loop. A state of any other implementation gets
/// the virtual calls.
#include "crew/codec.hpp"
#include "dp6/codec.hpp"
#include "erased.hpp"
#include "registry.hpp"
#include "rn/codec.hpp"
#include "ufs/codec.hpp"

namespace bgb::capi::detail {

/// `body(typed)`, flattened: the typed calls inline, with everything they call.
template <class Typed, class Body>
BGB_DETAIL_FLATTEN decltype(auto) call_typed(const AnyState& s, Body& body) {
  return body(static_cast<const Typed&>(s));
}

/// `body(s)` through the virtual calls: no built-in game left to try.
template <class Body>
decltype(auto) with_typed_among(const AnyState& s, Body&& body) {
  return body(s);
}

/// `body(s)`, with s as its ErasedState<G> if G is the first of Games whose state s is.
template <class G, class... Rest, class Body>
decltype(auto) with_typed_among(const AnyState& s, Body&& body) {
  if (s.type_tag() == &erased_detail::kTypeTag<G>) return call_typed<ErasedState<G>>(s, body);
  return with_typed_among<Rest...>(s, body);
}

/// `body(s)`, with s as its ErasedState<G> when G is a built-in game (a game added to the
/// registry belongs here too: a capi test checks that every registered game is).
template <class Body>
decltype(auto) with_typed(const AnyState& s, Body&& body) {
  return with_typed_among<crew::Game, ufs::Game, dp6::Game, rn::Game>(s, body);
}

}  // namespace bgb::capi::detail
