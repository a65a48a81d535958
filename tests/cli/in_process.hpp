#pragma once
/// \file
/// Runs the `bgb` commands in-process for the CLI test suites: the exit status and both output
/// streams of one call, and helpers to pick lines out of a transcript.
#include <initializer_list>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"

namespace bgb::cli::test {

struct Outcome {
  int rc = -1;
  std::string out, err;
};

/// `bgb WORDS...` with `input` as standard input.
inline Outcome bgb(std::initializer_list<std::string_view> words, const std::string& input = "") {
  const std::vector<std::string_view> args(words);
  std::istringstream in(input);
  std::ostringstream out, err;
  Outcome r;
  r.rc = run(args, Io{in, out, err});
  r.out = out.str();
  r.err = err.str();
  return r;
}

/// The lines of `text` for which `keep(line)` holds, in order.
template <class Keep>
std::vector<std::string> lines_where(const std::string& text, Keep keep) {
  std::vector<std::string> found;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (keep(line)) found.push_back(line);
  return found;
}

/// The lines of `text` that start with `prefix`.
inline std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
  return lines_where(text, [&](const std::string& line) { return line.rfind(prefix, 0) == 0; });
}

/// The lines of `text` that contain `part`.
inline std::vector<std::string> lines_containing(const std::string& text, const std::string& part) {
  return lines_where(text, [&](const std::string& line) { return line.find(part) != std::string::npos; });
}

/// `text` with every wrapped line read as one: a line break followed by the continuation
/// indent (two or more spaces) becomes one space. For narration and The Crew's board, whose
/// own lines never start indented (not for DP6's board, whose track rows do).
inline std::string unwrapped(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const std::size_t spaces = text[i] == '\n' ? text.find_first_not_of(' ', i + 1) - (i + 1) : 0;
    if (spaces >= 2 && i + 1 + spaces < text.size()) {
      out += ' ';
      i += spaces;
    } else {
      out += text[i];
    }
  }
  return out;
}

/// `n` answers "1", one a line: always taking the first choice finishes a game.
inline std::string ones(int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += "1\n";
  return s;
}

}  // namespace bgb::cli::test
