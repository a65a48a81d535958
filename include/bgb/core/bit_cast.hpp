// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// std::bit_cast for every toolchain we build with: emscripten 3.1.6's libc++ lacks it, while
/// g++, clang and MSVC all have the builtin behind it. Its namespace is its own, not
/// `bgb::detail`: sources bring a game's `detail` into scope with a using-directive, and a
/// second `detail` in reach would make every such use ambiguous.
#include <bit>
#include <type_traits>

namespace bgb::cast_detail {

/// The bytes of `from` read as a To (the same size, both trivially copyable); constexpr.
template <class To, class From>
  requires(sizeof(To) == sizeof(From) && std::is_trivially_copyable_v<To> && std::is_trivially_copyable_v<From>)
constexpr To bit_cast(const From& from) noexcept {
#if defined(__cpp_lib_bit_cast)
  return std::bit_cast<To>(from);
#else
  return __builtin_bit_cast(To, from);
#endif
}

}  // namespace bgb::cast_detail
