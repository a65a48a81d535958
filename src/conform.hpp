#pragma once
/// \file
/// The conformance-scenario runner (docs/conformance.md): drives a registered game from
/// its initial state with action texts and checks what the scenario expects. Used by
/// `bgb conform` and by the tests.
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bgb::conform {

/// The verdict on one scenario.
struct Verdict {
  std::string name;    ///< the scenario's "name", or the file path when it has none
  bool passed = false;
  std::string detail;  ///< why it failed ("step 3: expected ..., got ..."); empty on a pass

  /// "PASS name" or "FAIL name: detail".
  std::string line() const;
};

/// The verdicts of a run, in the order the scenarios ran.
struct Report {
  std::vector<Verdict> verdicts;

  int passed() const noexcept;
  int failed() const noexcept;
  /// True when at least one scenario ran and none failed.
  bool ok() const noexcept { return failed() == 0 && passed() > 0; }
  /// "N passed, N failed".
  std::string summary() const;
  /// Appends another report's verdicts.
  void append(const Report& other);
};

/// Runs one scenario given as JSON text. `fallback_name` names the verdict when the text has no
/// usable "name" (a malformed file). Never throws; every problem becomes a FAIL verdict.
Verdict run_scenario(std::string_view json_text, std::string_view fallback_name);

/// Runs a scenario file, or every `*.json` file under a directory (recursively, sorted by path).
/// A missing path, an unreadable file or a directory without scenarios is a FAIL verdict.
Report run_path(const std::string& path);

/// Runs each path in the order given.
Report run_paths(std::span<const std::string> paths);

/// Writes one line per verdict, then the summary line.
void print_report(const Report& report, std::ostream& out);

/// Trims a text and collapses runs of white space to one space, as scenario texts are compared.
std::string normalize_text(std::string_view text);

}  // namespace bgb::conform
