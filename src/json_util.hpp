#pragma once
/// \file
/// Small JSON helpers shared by the codecs: strict readers that name the offending key, and a
/// guard that turns anything thrown inside src/ into a Result error. nlohmann-json throws; these
/// helpers throw too (JsonError), and every public entry point catches at its boundary.
#include <cstdint>
#include <exception>
#include <initializer_list>
#include <new>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "bgb/core/result.hpp"

namespace bgb::json {

/// Every codec uses the insertion-ordered flavour so keys come out in a stable, readable order.
using Json = nlohmann::ordered_json;

/// A decoding failure; thrown by the readers below, caught by guard(). Never leaves src/.
struct JsonError {
  Errc code = Errc::invalid_argument;
  std::string message;
};

/// Throws a JsonError (invalid_argument unless told otherwise).
[[noreturn]] inline void fail(std::string message, Errc code = Errc::invalid_argument) {
  throw JsonError{code, std::move(message)};
}

/// "object", "string", "integer"... for error messages.
inline std::string type_name(const Json& j) {
  if (j.is_number_integer()) return "integer";
  if (j.is_number_float()) return "number";
  return j.type_name();
}

/// A value for an error message: scalars as JSON, containers by kind only (dumping a hostile,
/// deeply nested value would recurse without bound).
inline std::string brief(const Json& j) {
  if (j.is_array()) return "an array";
  if (j.is_object()) return "an object";
  std::string text = j.dump();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}

/// Appends a key to a path: "hands" + 1 -> "hands[1]", "tasks[0]" + "card" -> "tasks[0].card".
inline std::string at(const std::string& path, std::size_t index) {
  return path + "[" + std::to_string(index) + "]";
}
inline std::string at(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}

/// Our formats nest a few levels; deeper text is refused before parsing, because the parser
/// and the ordered containers copy nested values recursively (hostile input would overflow the stack).
inline constexpr int kMaxDepth = 64;

/// Whether brackets outside strings nest deeper than kMaxDepth.
inline bool too_deep(std::string_view text) noexcept {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxDepth) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

/// The JSON library's error without its tag: "line 3, column 5: syntax error while parsing ...",
/// so every reader of JSON text (options, snapshots, scenarios) points at the place the same way.
inline std::string parse_error_text(const Json::exception& e) {
  std::string why = e.what();
  if (const std::size_t tag_end = why.find("] "); why.starts_with("[json.exception.") && tag_end != std::string::npos)
    why.erase(0, tag_end + 2);
  if (why.starts_with("parse error at ")) why.erase(0, std::string_view("parse error at ").size());
  return why;
}

/// Parses JSON text; blank text reads as `empty_value`. Malformed text -> Errc::parse.
inline Json parse(std::string_view text, const Json& empty_value = Json::object()) {
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) return empty_value;
  if (too_deep(text)) fail("malformed JSON: nested deeper than " + std::to_string(kMaxDepth) + " levels", Errc::parse);
  try {
    return Json::parse(text.begin(), text.end());
  } catch (const Json::exception& e) {
    // A parse_error ("[json.exception.parse_error.101] parse error at line 1, column 5: ..."),
    // or an out_of_range for a number too large for a double ("[json.exception.out_of_range.406]
    // number overflow parsing '1e999'"): either way the text cannot be read.
    fail("malformed JSON: " + parse_error_text(e), Errc::parse);
  }
}

/// An integer in [lo, hi]; anything else (float, bool, string, out of range) is an error.
inline std::int64_t get_int(const Json& j, const std::string& path, std::int64_t lo, std::int64_t hi) {
  if (!j.is_number_integer()) fail(path + ": expected an integer, got " + type_name(j));
  if (j.is_number_unsigned() && j.get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
    fail(path + ": " + brief(j) + " is out of range " + std::to_string(lo) + ".." + std::to_string(hi));
  const std::int64_t v = j.get<std::int64_t>();
  if (v < lo || v > hi)
    fail(path + ": " + std::to_string(v) + " is out of range " + std::to_string(lo) + ".." + std::to_string(hi));
  return v;
}

inline bool get_bool(const Json& j, const std::string& path) {
  if (!j.is_boolean()) fail(path + ": expected true or false, got " + type_name(j));
  return j.get<bool>();
}

inline std::string get_string(const Json& j, const std::string& path) {
  if (!j.is_string()) fail(path + ": expected a string, got " + type_name(j));
  return j.get<std::string>();
}

/// One of the words name_of(Enum(first)) .. name_of(Enum(count - 1)); the error lists them all
/// (and echoes at most 40 characters of a wrong word).
template <class Enum, class NameOf>
Enum get_word(const Json& j, const std::string& path, int first, int count, NameOf name_of) {
  const std::string w = get_string(j, path);
  std::string known;
  for (int i = first; i < count; ++i) {
    const auto e = static_cast<Enum>(i);
    if (w == name_of(e)) return e;
    if (!known.empty()) known += ", ";
    known += name_of(e);
  }
  fail(path + ": '" + w.substr(0, 40) + "' is not one of " + known);
}

inline const Json& get_array(const Json& j, const std::string& path) {
  if (!j.is_array()) fail(path + ": expected an array, got " + type_name(j));
  return j;
}

/// Reads an object's keys one by one and, at the end, rejects any key nobody asked for.
class ObjectReader {
 public:
  ObjectReader(const Json& j, std::string path) : j_(j), path_(std::move(path)) {
    if (!j.is_object()) fail((path_.empty() ? "" : path_ + ": ") + "expected a JSON object, got " + type_name(j));
  }

  /// The value of `key`, or nullptr when absent.
  const Json* find(std::string_view key) {
    used_.emplace_back(key);
    const auto it = j_.find(std::string(key));
    return it == j_.end() ? nullptr : &*it;
  }

  /// The value of `key`, or nullptr when absent or null.
  const Json* find_non_null(std::string_view key) {
    const Json* v = find(key);
    return v && !v->is_null() ? v : nullptr;
  }

  /// The value of `key`; its absence is an error.
  const Json& need(std::string_view key) {
    const Json* v = find(key);
    if (!v) fail(prefix() + "missing key '" + std::string(key) + "'");
    return *v;
  }

  /// The full path of a key for error messages.
  std::string path(std::string_view key) const { return at(path_, key); }

  /// Rejects keys that were never looked up, listing the ones that are known.
  void finish() const {
    for (auto it = j_.begin(); it != j_.end(); ++it) {
      bool known = false;
      for (const std::string& k : used_) known = known || k == it.key();
      if (known) continue;
      std::string list;
      for (const std::string& k : used_) list += (list.empty() ? "" : ", ") + k;
      fail(prefix() + "unknown key '" + it.key() + "' (known keys: " + list + ")");
    }
  }

 private:
  std::string prefix() const { return path_.empty() ? "" : path_ + ": "; }
  const Json& j_;
  std::string path_;
  std::vector<std::string> used_;
};

/// Runs f(), returning its Result; a JsonError, a nlohmann exception or any other exception
/// becomes an Error whose message starts with `context` (out of memory keeps its own code).
template <class F>
auto guard(std::string_view context, F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const JsonError& e) {
    return make_error(e.code, std::string(context) + ": " + e.message);
  } catch (const std::bad_alloc&) {
    return make_error(Errc::out_of_memory, std::string(context) + ": out of memory");
  } catch (const std::exception& e) {
    return make_error(Errc::internal, std::string(context) + ": internal error: " + e.what());
  } catch (...) {
    return make_error(Errc::internal, std::string(context) + ": internal error");
  }
}

}  // namespace bgb::json
