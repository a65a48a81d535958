#pragma once
/// \file
/// The C ABI's plumbing: the thread-local error message, the exception firewall, argument
/// checks and the caller-buffer protocol. Internal to libbgb (hidden visibility).
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <initializer_list>
#include <limits>
#include <new>
#include <span>
#include <string>
#include <string_view>

#include "bgb/bgb.h"
#include "bgb/core/result.hpp"

namespace bgb::capi::detail {

// Error paths are out of line and laid out apart: the per-action entry points then keep only
// their checks and one call on the hot path, with no stack frame built for a message.
#if defined(__GNUC__) || defined(__clang__)
#define BGB_CAPI_COLD [[gnu::cold, gnu::noinline]]
#define BGB_CAPI_NOINLINE [[gnu::noinline]]
#else
#define BGB_CAPI_COLD
#define BGB_CAPI_NOINLINE
#endif

/// The C status code of an Errc; the two enumerations are identical by design.
constexpr std::int32_t status_of(Errc e) noexcept { return static_cast<std::int32_t>(e); }

static_assert(status_of(Errc::ok) == BGB_OK);
static_assert(status_of(Errc::invalid_argument) == BGB_E_INVALID_ARGUMENT);
static_assert(status_of(Errc::illegal_action) == BGB_E_ILLEGAL_ACTION);
static_assert(status_of(Errc::buffer_too_small) == BGB_E_BUFFER_TOO_SMALL);
static_assert(status_of(Errc::parse) == BGB_E_PARSE);
static_assert(status_of(Errc::unknown_game) == BGB_E_UNKNOWN_GAME);
static_assert(status_of(Errc::out_of_memory) == BGB_E_OUT_OF_MEMORY);
static_assert(status_of(Errc::unsupported) == BGB_E_UNSUPPORTED);
static_assert(status_of(Errc::internal) == BGB_E_INTERNAL);

/// This thread's last error. `text` is what bgb_last_error() returns; it points into
/// `message`, or into `fallback` when even storing the message failed for lack of memory.
struct LastError {
  std::string message;
  char fallback[160] = {0};
  const char* text = "";
};

inline LastError& last_error() noexcept {
  thread_local LastError e;
  return e;
}

/// Records "fn: " followed by the parts as this thread's error and returns `status`. Never
/// throws: without memory for the message, a truncated copy goes into a fixed buffer instead.
BGB_CAPI_COLD inline std::int32_t fail(const char* fn, std::int32_t status,
                                       std::initializer_list<std::string_view> parts) noexcept {
  LastError& e = last_error();
  try {
    e.message.assign(fn);
    e.message.append(": ");
    for (std::string_view p : parts) e.message.append(p);
    e.text = e.message.c_str();
  } catch (...) {
    int used = std::snprintf(e.fallback, sizeof e.fallback, "%s: ", fn);
    for (std::string_view p : parts) {
      if (used < 0 || static_cast<std::size_t>(used) >= sizeof e.fallback) break;
      used += std::snprintf(e.fallback + used, sizeof e.fallback - static_cast<std::size_t>(used), "%.*s",
                            static_cast<int>(p.size()), p.data());
    }
    e.text = e.fallback;
  }
  return status;
}

BGB_CAPI_COLD inline std::int32_t fail(const char* fn, std::int32_t status, std::string_view why) noexcept {
  return fail(fn, status, {why});
}

/// Records a library error (its Errc and message) for `fn`.
BGB_CAPI_COLD inline std::int32_t fail(const char* fn, const Error& error) noexcept {
  return fail(fn, status_of(error.code), {error.message});
}

/// A NULL-argument error naming the function and the argument.
BGB_CAPI_COLD inline std::int32_t null_argument(const char* fn, const char* arg) noexcept {
  return fail(fn, BGB_E_INVALID_ARGUMENT, {"argument '", arg, "' is NULL"});
}

/// In an entry point (which names itself in `kFn`): returns the NULL-argument error if `ptr` is
/// NULL.
#define BGB_REQUIRE(ptr)                                                        \
  do {                                                                          \
    if ((ptr) == nullptr) return ::bgb::capi::detail::null_argument(kFn, #ptr); \
  } while (0)

/// Sets a handle output to NULL so that a failed call never leaves garbage behind.
template <class T>
void clear_out(T** out) noexcept {
  if (out != nullptr) *out = nullptr;
}

/// The status and message of the exception being handled (called only from a catch block):
/// bad_alloc is BGB_E_OUT_OF_MEMORY, anything else BGB_E_INTERNAL, each naming the function.
BGB_CAPI_COLD inline std::int32_t exception_status(const char* fn) noexcept {
  try {
    throw;
  } catch (const std::bad_alloc&) {
    return fail(fn, BGB_E_OUT_OF_MEMORY, "out of memory");
  } catch (const std::exception& ex) {
    return fail(fn, BGB_E_INTERNAL, {"internal error: ", ex.what()});
  } catch (...) {
    return fail(fn, BGB_E_INTERNAL, "internal error: unknown exception");
  }
}

/// Runs an entry point's body: no exception leaves it (see exception_status). The handler is
/// out of line, so an entry point's hot path builds no frame for it.
template <class Body>
std::int32_t firewall(const char* fn, Body&& body) noexcept {
  try {
    return body();
  } catch (...) {
    return exception_status(fn);
  }
}

/// Rejects a negative capacity (a NULL buffer is a size query and ignores cap). The helpers
/// below may throw std::bad_alloc while building messages; they run inside firewall().
BGB_CAPI_COLD inline std::int32_t negative_cap(const char* fn, std::int32_t cap) {
  return fail(fn, BGB_E_INVALID_ARGUMENT, "cap is negative (" + std::to_string(cap) + ")");
}
inline std::int32_t check_cap(const char* fn, const void* buf, std::int32_t cap) {
  // The test inline, the message out of line: this runs on every legal-actions call.
  return buf != nullptr && cap < 0 ? negative_cap(fn, cap) : BGB_OK;
}

/// A size as int32_t, or BGB_E_INTERNAL if it does not fit (never for real games).
inline std::int32_t to_size(const char* fn, std::size_t n, std::int32_t& out) noexcept {
  if (n >= static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max()))
    return fail(fn, BGB_E_INTERNAL, "result too large for an int32_t size");
  out = static_cast<std::int32_t>(n);
  return BGB_OK;
}

/// The string buffer protocol: NULL buf is a size query; a short cap writes nothing and
/// reports the length needed; otherwise the text and its NUL are written. len excludes NUL.
inline std::int32_t write_string(const char* fn, std::string_view text, char* buf, std::int32_t cap,
                                 std::int32_t* out_len) {
  std::int32_t len = 0;
  if (const std::int32_t st = to_size(fn, text.size(), len); st != BGB_OK) return st;
  *out_len = len;
  if (buf == nullptr) return BGB_OK;
  if (cap < len + 1)
    return fail(fn, BGB_E_BUFFER_TOO_SMALL, "cap " + std::to_string(cap) + " is too small: " +
                                                std::to_string(len) + " bytes plus the NUL are needed");
  if (len > 0) std::memcpy(buf, text.data(), text.size());
  buf[len] = '\0';
  return BGB_OK;
}

/// BGB_E_BUFFER_TOO_SMALL for an array of `count` elements offered `cap`.
BGB_CAPI_COLD inline std::int32_t too_small(const char* fn, std::int32_t cap, std::int64_t count) {
  return fail(fn, BGB_E_BUFFER_TOO_SMALL, "cap " + std::to_string(cap) + " is too small: " +
                                              std::to_string(count) + " elements are needed");
}

/// The array buffer protocol, for one or two parallel arrays filled by `fill(i)`.
template <class Fill>
std::int32_t write_array(const char* fn, std::size_t n, bool query, std::int32_t cap, std::int32_t* out_count,
                         Fill&& fill) {
  std::int32_t count = 0;
  if (const std::int32_t st = to_size(fn, n, count); st != BGB_OK) return st;
  *out_count = count;
  if (query) return BGB_OK;
  if (cap < count) return too_small(fn, cap, count);
  for (std::size_t i = 0; i < n; ++i) fill(i);
  return BGB_OK;
}

}  // namespace bgb::capi::detail
