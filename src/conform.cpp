/// \file
/// The conformance-scenario runner. A scenario is validated as a whole first (so a typo in a
/// late step is reported even when an early step already fails), then run step by step.
#include "conform.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <utility>

#include <nlohmann/json.hpp>

#include "json_util.hpp"
#include "registry.hpp"

namespace bgb::conform {

using nlohmann::json;

namespace detail {

/// A failure message; empty means "fine so far".
using Problem = std::optional<std::string>;

constexpr const char* kTopKeys[] = {"name", "rule", "game", "options", "steps", "end"};
constexpr const char* kStepKeys[] = {"do", "reject", "expect"};
constexpr const char* kExpectKeys[] = {"player", "terminal", "returns", "legal",
                                       "legal_has", "legal_lacks", "state"};

template <std::size_t N>
bool one_of(const std::string& key, const char* const (&allowed)[N]) {
  return std::any_of(std::begin(allowed), std::end(allowed), [&](const char* k) { return key == k; });
}

template <std::size_t N>
std::string list_of(const char* const (&allowed)[N]) {
  std::string out;
  for (const char* k : allowed) out += (out.empty() ? "" : ", ") + std::string(k);
  return out;
}

/// Quotes a text for a message: 'play g5'.
std::string quote_text(std::string_view text) { return "'" + std::string(text) + "'"; }

/// [a, b, c] of quoted texts.
std::string text_list(const std::vector<std::string>& texts) {
  std::string out = "[";
  for (std::size_t i = 0; i < texts.size(); ++i) out += (i ? ", " : "") + quote_text(texts[i]);
  return out + "]";
}

bool is_string_or_strings(const json& v) {
  if (v.is_string()) return true;
  if (!v.is_array() || v.empty()) return false;
  return std::all_of(v.begin(), v.end(), [](const json& e) { return e.is_string(); });
}

bool is_strings(const json& v) {
  return v.is_array() && std::all_of(v.begin(), v.end(), [](const json& e) { return e.is_string(); });
}

/// The texts of a `do`/`reject` value (a string or an array of strings).
std::vector<std::string> texts_of(const json& v) {
  if (v.is_string()) return {v.get<std::string>()};
  std::vector<std::string> out;
  for (const json& e : v) out.push_back(e.get<std::string>());
  return out;
}

Problem validate_expect(const json& e, const std::string& where) {
  if (!e.is_object()) return where + ": \"expect\" must be an object";
  for (const auto& [key, v] : e.items()) {
    if (!one_of(key, kExpectKeys))
      return where + ": unknown expect key \"" + key + "\" (allowed: " + list_of(kExpectKeys) + ")";
    const bool ok = key == "player"     ? v.is_number_integer() || v == "chance" || v == "terminal"
                    : key == "terminal" ? v.is_boolean()
                    : key == "returns"  ? v.is_array() && std::all_of(v.begin(), v.end(),
                                                                      [](const json& x) { return x.is_number(); })
                    : key == "state"    ? v.is_object()
                                        : is_strings(v);
    if (!ok) {
      const char* want = key == "player"     ? "a seat number, \"chance\" or \"terminal\""
                         : key == "terminal" ? "true or false"
                         : key == "returns"  ? "an array of numbers"
                         : key == "state"    ? "an object"
                                             : "an array of action texts";
      return where + ": \"" + key + "\" must be " + want + ", got " + v.dump();
    }
  }
  return std::nullopt;
}

/// Checks the shape of a whole scenario before anything runs.
Problem validate(const json& sc) {
  for (const auto& [key, v] : sc.items())
    if (!one_of(key, kTopKeys)) return "unknown key \"" + key + "\" (allowed: " + list_of(kTopKeys) + ")";
  if (!sc.contains("game") || !sc["game"].is_string()) return "\"game\" (a registry name) is required";
  if (sc.contains("rule") && !sc["rule"].is_string()) return "\"rule\" must be a string";
  if (sc.contains("options") && !sc["options"].is_object()) return "\"options\" must be an object";
  if (!sc.contains("steps") || !sc["steps"].is_array()) return "\"steps\" (an array) is required";
  const json& steps = sc["steps"];
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string where = "step " + std::to_string(i + 1);
    const json& st = steps[i];
    if (!st.is_object()) return where + ": a step is an object with one of " + list_of(kStepKeys);
    for (const auto& [key, v] : st.items())
      if (!one_of(key, kStepKeys)) return where + ": unknown key \"" + key + "\" (allowed: " + list_of(kStepKeys) + ")";
    if (st.size() != 1) return where + ": a step has exactly one of " + list_of(kStepKeys) + ", got " + std::to_string(st.size());
    const std::string key = st.begin().key();
    const json& v = st.begin().value();
    if (key == "expect") {
      if (Problem p = validate_expect(v, where)) return p;
    } else if (!is_string_or_strings(v)) {
      return where + ": \"" + key + "\" must be an action text or a non-empty array of them";
    }
  }
  if (sc.contains("end")) return validate_expect(sc["end"], "end");
  return std::nullopt;
}

std::string player_text(PlayerId p) {
  if (p == kChance) return "chance";
  if (p == kTerminal) return "terminal";
  return std::to_string(p);
}

/// The texts of what may be applied now: legal decisions, or chance outcomes with weight > 0.
std::vector<std::string> applicable_texts(const AnyState& s) {
  std::vector<std::string> out;
  if (s.current_player() == kChance) {
    for (const ChanceOutcome& o : s.chance_outcomes())
      if (o.weight > 0) out.push_back(normalize_text(s.action_text(o.action)));
  } else {
    for (ActionId a : s.legal_actions()) out.push_back(normalize_text(s.action_text(a)));
  }
  return out;
}

/// Where `expected` is not a subset of `actual`: objects recursively, arrays of equal length
/// element by element, anything else equal.
Problem subset_mismatch(const json& expected, const json& actual, const std::string& path) {
  if (expected.is_object()) {
    if (!actual.is_object()) return path + ": expected an object, got " + actual.dump();
    for (const auto& [key, v] : expected.items()) {
      const std::string sub = path + "." + key;
      if (!actual.contains(key)) return sub + ": expected " + v.dump() + ", but there is no such key";
      if (Problem p = subset_mismatch(v, actual[key], sub)) return p;
    }
    return std::nullopt;
  }
  if (expected.is_array()) {
    if (!actual.is_array()) return path + ": expected an array, got " + actual.dump();
    if (expected.size() != actual.size())
      return path + ": expected " + std::to_string(expected.size()) + " elements, got " +
             std::to_string(actual.size()) + " " + actual.dump();
    for (std::size_t i = 0; i < expected.size(); ++i)
      if (Problem p = subset_mismatch(expected[i], actual[i], path + "[" + std::to_string(i) + "]")) return p;
    return std::nullopt;
  }
  if (expected != actual) return path + ": expected " + expected.dump() + ", got " + actual.dump();
  return std::nullopt;
}

std::string returns_text(const std::vector<double>& r) {
  json j = json::array();
  for (double x : r) j.push_back(x);
  return j.dump();
}

/// Checks an `expect` (or `end`) object against a state; the first mismatch wins.
Problem check_expect(const json& e, const AnyState& s) {
  const PlayerId p = s.current_player();
  if (e.contains("player")) {
    const json& want = e["player"];
    const bool same = want.is_number_integer() ? want.get<std::int64_t>() == p : want.get<std::string>() == player_text(p);
    if (!same) return "expected player " + (want.is_string() ? want.get<std::string>() : want.dump()) + ", got " + player_text(p);
  }
  if (e.contains("terminal") && e["terminal"].get<bool>() != s.is_terminal())
    return std::string("expected terminal ") + (s.is_terminal() ? "false, but the game is over" : "true, but player " + player_text(p) + " is to act");
  if (e.contains("returns")) {
    if (!s.is_terminal()) return "expected returns " + e["returns"].dump() + ", but the game is not over (player " + player_text(p) + " to act)";
    const std::vector<double> got = s.returns();
    const json& want = e["returns"];
    bool same = want.size() == got.size();
    for (std::size_t i = 0; same && i < got.size(); ++i) same = std::fabs(want[i].get<double>() - got[i]) < 1e-9;
    if (!same) return "expected returns " + want.dump() + ", got " + returns_text(got);
  }
  const bool wants_legal = e.contains("legal") || e.contains("legal_has") || e.contains("legal_lacks");
  if (wants_legal) {
    const std::vector<std::string> got = applicable_texts(s);
    const std::set<std::string> have(got.begin(), got.end());
    if (e.contains("legal")) {
      std::set<std::string> want;
      for (const json& t : e["legal"]) want.insert(normalize_text(t.get<std::string>()));
      if (want != have) {
        std::vector<std::string> missing, extra;
        std::set_difference(want.begin(), want.end(), have.begin(), have.end(), std::back_inserter(missing));
        std::set_difference(have.begin(), have.end(), want.begin(), want.end(), std::back_inserter(extra));
        std::string msg = "expected legal " + text_list({want.begin(), want.end()}) + ", got " +
                          text_list({have.begin(), have.end()});
        if (!missing.empty()) msg += "; missing " + text_list(missing);
        if (!extra.empty()) msg += "; unexpected " + text_list(extra);
        return msg;
      }
    }
    if (e.contains("legal_has"))
      for (const json& t : e["legal_has"]) {
        const std::string want = normalize_text(t.get<std::string>());
        if (!have.count(want)) return "expected " + quote_text(want) + " to be legal, got " + text_list(got);
      }
    if (e.contains("legal_lacks"))
      for (const json& t : e["legal_lacks"]) {
        const std::string want = normalize_text(t.get<std::string>());
        if (have.count(want)) return "expected " + quote_text(want) + " not to be legal, but it is";
      }
  }
  if (e.contains("state")) {
    const json actual = json::parse(s.to_json(kViewAll), nullptr, false);
    if (actual.is_discarded()) return std::string("the game's state JSON could not be parsed");
    if (Problem p = subset_mismatch(e["state"], actual, "state")) return "expected " + *p;
  }
  return std::nullopt;
}

/// Applies the `do` texts in order; the state advances only on success of each.
Problem run_do(const json& v, std::unique_ptr<AnyState>& s) {
  const std::vector<std::string> texts = texts_of(v);
  for (std::size_t k = 0; k < texts.size(); ++k) {
    const std::string text = normalize_text(texts[k]);
    const std::string which = texts.size() > 1 ? " (action " + std::to_string(k + 1) + " of " + std::to_string(texts.size()) + ")" : "";
    Result<ActionId> id = s->parse_action(text);
    if (!id) return "expected " + quote_text(text) + which + " to be legal, but it cannot be read: " + id.error().message;
    Result<std::unique_ptr<AnyState>> next = s->apply(id.value());
    if (!next) return "expected " + quote_text(text) + which + " to be legal, but " + next.error().message;
    s = std::move(next).value();
  }
  return std::nullopt;
}

/// Checks that each `reject` text is refused (unreadable or not legal); the state never moves.
Problem run_reject(const json& v, const AnyState& s) {
  for (const std::string& raw : texts_of(v)) {
    const std::string text = normalize_text(raw);
    Result<ActionId> id = s.parse_action(text);
    if (!id) continue;
    if (s.apply(id.value()))
      return "expected " + quote_text(text) + " to be rejected, but it is legal (player " + player_text(s.current_player()) + ")";
  }
  return std::nullopt;
}

Verdict fail(std::string name, std::string detail) { return Verdict{std::move(name), false, std::move(detail)}; }

Verdict run_parsed(const json& sc, std::string_view fallback_name) {
  if (!sc.is_object()) return fail(std::string(fallback_name), "a scenario is one JSON object");
  const bool named = sc.contains("name") && sc["name"].is_string() && !sc["name"].get<std::string>().empty();
  const std::string name = named ? sc["name"].get<std::string>() : std::string(fallback_name);
  if (!named) return fail(name, "\"name\" (a non-empty string) is required");
  if (Problem p = validate(sc)) return fail(name, *p);

  const std::string options = sc.contains("options") ? sc["options"].dump() : "{}";
  auto game = make_game(sc["game"].get<std::string>(), options);
  if (!game) return fail(name, "setup: expected the game to start, but " + game.error().message);
  std::unique_ptr<AnyState> s = game.value()->initial_state();

  const json& steps = sc["steps"];
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const std::string key = steps[i].begin().key();
    const json& v = steps[i].begin().value();
    Problem p = key == "do" ? run_do(v, s) : key == "reject" ? run_reject(v, *s) : check_expect(v, *s);
    if (p) return fail(name, "step " + std::to_string(i + 1) + ": " + *p);
  }
  if (sc.contains("end"))
    if (Problem p = check_expect(sc["end"], *s)) return fail(name, "end: " + *p);
  return Verdict{name, true, ""};
}

std::optional<std::string> read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream buf;
  buf << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return buf.str();
}

Verdict run_file(const std::filesystem::path& path) {
  const std::string label = path.generic_string();
  const std::optional<std::string> text = read_file(path);
  if (!text) return fail(label, "cannot read the file");
  return run_scenario(*text, label);
}

}  // namespace detail

std::string Verdict::line() const { return passed ? "PASS " + name : "FAIL " + name + ": " + detail; }

int Report::passed() const noexcept {
  return static_cast<int>(std::count_if(verdicts.begin(), verdicts.end(), [](const Verdict& v) { return v.passed; }));
}

int Report::failed() const noexcept { return static_cast<int>(verdicts.size()) - passed(); }

std::string Report::summary() const {
  return std::to_string(passed()) + " passed, " + std::to_string(failed()) + " failed";
}

void Report::append(const Report& other) {
  verdicts.insert(verdicts.end(), other.verdicts.begin(), other.verdicts.end());
}

std::string normalize_text(std::string_view text) {
  std::string out;
  for (char ch : text) {
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') {
      if (!out.empty() && out.back() != ' ') out.push_back(' ');
    } else {
      out.push_back(ch);
    }
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

Verdict run_scenario(std::string_view json_text, std::string_view fallback_name) {
  try {
    if (bgb::json::too_deep(json_text))  // nlohmann recurses per level: refuse before parsing
      return detail::fail(std::string(fallback_name), "not valid JSON: nested deeper than " +
                                                          std::to_string(bgb::json::kMaxDepth) + " levels");
    const json sc = json::parse(json_text, nullptr, /*allow_exceptions=*/false);
    if (sc.is_discarded()) {
      // Parse again with exceptions only to get the position of the error for the message.
      try {
        [[maybe_unused]] const json again = json::parse(json_text);
      } catch (const json::exception& e) {
        return detail::fail(std::string(fallback_name), "not valid JSON: " + bgb::json::parse_error_text(e));
      }
      return detail::fail(std::string(fallback_name), "not valid JSON");
    }
    return detail::run_parsed(sc, fallback_name);
  } catch (const std::exception& e) {
    // The JSON library throws on some misuse; a scenario must never take the runner down.
    return detail::fail(std::string(fallback_name), std::string("internal error: ") + e.what());
  }
}

Report run_path(const std::string& path) {
  namespace fs = std::filesystem;
  Report report;
  std::error_code ec;
  const fs::path root(path);
  if (fs::is_regular_file(root, ec)) {
    report.verdicts.push_back(detail::run_file(root));
    return report;
  }
  if (!fs::is_directory(root, ec)) {
    report.verdicts.push_back(detail::fail(path, "no such file or directory"));
    return report;
  }
  std::vector<fs::path> files;
  for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec))
    if (it->is_regular_file(ec) && it->path().extension() == ".json") files.push_back(it->path());
  if (ec) {
    report.verdicts.push_back(detail::fail(path, "cannot list the directory: " + ec.message()));
    return report;
  }
  if (files.empty()) {
    report.verdicts.push_back(detail::fail(path, "no *.json scenario in this directory"));
    return report;
  }
  std::sort(files.begin(), files.end(),
            [](const fs::path& a, const fs::path& b) { return a.generic_string() < b.generic_string(); });
  for (const fs::path& f : files) report.verdicts.push_back(detail::run_file(f));
  return report;
}

Report run_paths(std::span<const std::string> paths) {
  Report report;
  for (const std::string& p : paths) report.append(run_path(p));
  return report;
}

void print_report(const Report& report, std::ostream& out) {
  for (const Verdict& v : report.verdicts) out << v.line() << '\n';
  out << report.summary() << '\n';
}

}  // namespace bgb::conform
