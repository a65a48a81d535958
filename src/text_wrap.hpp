#pragma once
/// \file
/// Keeps the text the CLI prints within a terminal's width: long lines are broken at spaces and
/// continued two columns deeper than the line's own indent, so a continuation reads as part of
/// the line above it.
#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>

namespace bgb::text {

/// The widest line the CLI prints (issue 21: a board must stay in view on a plain terminal).
inline constexpr std::size_t kColumns = 100;

/// One line (no '\n') broken at spaces into lines of at most `width` columns; a word longer than
/// the room left stays whole, since breaking it would change what it says.
inline std::string wrap_line(std::string_view line, std::size_t width = kColumns) {
  if (line.size() <= width) return std::string(line);
  const std::size_t own = std::min(line.find_first_not_of(' '), line.size());
  const std::string indent(own + 2, ' ');
  std::string out;
  std::string_view rest = line;
  bool first = true;
  while (true) {
    const std::size_t lead = first ? 0 : indent.size();
    if (lead + rest.size() <= width) break;
    // The last space that leaves the piece within the width, past the indent.
    std::size_t cut = rest.rfind(' ', width - lead);
    while (cut != std::string_view::npos && cut > 0 && rest[cut - 1] == ' ') --cut;
    if (cut == std::string_view::npos || cut <= (first ? own : 0)) {
      cut = rest.find(' ', width - lead);  // one long word: break after it
      if (cut == std::string_view::npos) break;
    }
    if (!first) out += indent;
    out += rest.substr(0, cut);
    out += '\n';
    rest = rest.substr(std::min(rest.find_first_not_of(' ', cut), rest.size()));
    first = false;
    if (rest.empty()) return out.substr(0, out.size() - 1);
  }
  if (!first) out += indent;
  out += rest;
  return out;
}

/// Every line of `text` wrapped by wrap_line; the line breaks of `text` are kept.
inline std::string wrap(std::string_view text, std::size_t width = kColumns) {
  std::string out;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    out += wrap_line(text.substr(0, end), width);
    if (end == std::string_view::npos) break;
    out += '\n';
    text.remove_prefix(end + 1);
  }
  return out;
}

}  // namespace bgb::text
