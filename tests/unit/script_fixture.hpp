#pragma once
/// \file
/// Game-independent test drivers over the bgb::Game concept: apply action texts through the
/// checked API (a wrong step fails the test with the game's reason), and list the legal texts.
/// Each game's fixture brings them into its namespace with using-declarations.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/core/game.hpp"

namespace bgbtest {

/// Applies `text` with the checked API; a parse or legality error fails the test (state kept).
template <bgb::Game G>
typename G::State step(const G& g, const typename G::State& s, std::string_view text) {
  const auto id = g.parse_action(s, text);
  if (!id) {
    ADD_FAILURE() << "cannot parse '" << text << "': " << id.error().message;
    return s;
  }
  const auto next = g.apply(s, *id);
  if (!next) {
    ADD_FAILURE() << "'" << text << "' rejected: " << next.error().message;
    return s;
  }
  return next.value();
}

/// Applies a ';'-separated script of action texts ("pick b7; no-distress; pass").
template <bgb::Game G>
typename G::State run(const G& g, typename G::State s, std::string_view script) {
  while (!script.empty()) {
    const std::size_t cut = script.find(';');
    std::string_view one = script.substr(0, cut);
    while (!one.empty() && one.front() == ' ') one.remove_prefix(1);
    while (!one.empty() && one.back() == ' ') one.remove_suffix(1);
    if (!one.empty()) s = step(g, s, one);
    if (cut == std::string_view::npos) break;
    script.remove_prefix(cut + 1);
  }
  return s;
}

/// Whether the action text parses and is legal now.
template <bgb::Game G>
bool legal(const G& g, const typename G::State& s, std::string_view text) {
  const auto id = g.parse_action(s, text);
  return id.ok() && g.is_legal(s, *id);
}

/// The legal action texts in the state (or its chance outcomes), in action-id order.
template <bgb::Game G>
std::vector<std::string> legal_texts(const G& g, const typename G::State& s) {
  std::vector<bgb::ActionId> ids;
  if (g.current_player(s) == bgb::kChance) {
    typename G::ChanceList list;
    g.chance_outcomes(s, list);
    for (const auto& o : list) ids.push_back(o.action);
  } else {
    typename G::ActionList list;
    g.legal_actions(s, list);
    ids.assign(list.begin(), list.end());
  }
  std::sort(ids.begin(), ids.end());
  std::vector<std::string> out;
  for (bgb::ActionId a : ids) out.push_back(g.action_text(s, a));
  return out;
}

/// The legal texts that start with `prefix` + " ", without the prefix, joined by ", ":
/// legal_after(g, s, "place black 3") -> "b0 c1, b0 c2, ...".
template <bgb::Game G>
std::string legal_after(const G& g, const typename G::State& s, std::string_view prefix) {
  std::string out;
  const std::string head = std::string(prefix) + " ";
  for (const std::string& t : legal_texts(g, s)) {
    if (t.rfind(head, 0) != 0) continue;
    if (!out.empty()) out += ", ";
    out += t.substr(head.size());
  }
  return out;
}

}  // namespace bgbtest
