// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Result<T>: a value or an error with a code and a readable message. No exceptions anywhere.
#include <string>
#include <utility>

namespace bgb {

/// Error categories; they map one-to-one onto the C ABI's BGB_E_* codes.
enum class Errc : int {
  ok = 0,
  invalid_argument = -1,
  illegal_action = -2,
  buffer_too_small = -3,
  parse = -4,
  unknown_game = -5,
  out_of_memory = -6,
  unsupported = -7,
  internal = -100,
};

/// What went wrong and where, in words a user can act on.
struct Error {
  Errc code = Errc::internal;
  std::string message;
};

/// Holds a T or an Error; never throws. Check ok() before value().
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)), ok_(true) {}  // NOLINT: implicit by design
  Result(Error error) : error_(std::move(error)), ok_(false) {}  // NOLINT

  bool ok() const noexcept { return ok_; }
  explicit operator bool() const noexcept { return ok_; }
  const T& value() const& noexcept { return value_; }
  T& value() & noexcept { return value_; }
  T&& value() && noexcept { return std::move(value_); }
  const T& operator*() const& noexcept { return value_; }
  const T* operator->() const noexcept { return &value_; }
  const Error& error() const noexcept { return error_; }

 private:
  T value_{};
  Error error_{};
  bool ok_;
};

/// Builds an Error; the message should say what was wrong and where.
inline Error make_error(Errc code, std::string message) { return Error{code, std::move(message)}; }

}  // namespace bgb
