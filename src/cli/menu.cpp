/// \file
/// The numbered choices of `bgb play` (menu.hpp).
#include "menu.hpp"

#include <algorithm>
#include <cctype>

#include "hooks.hpp"

namespace bgb::cli {

namespace {

std::string lower(std::string text) {
  for (char& ch : text) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return text;
}

}  // namespace

std::string wrap(const std::string& text, std::size_t indent) {
  std::string out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    std::string line = text.substr(start, end - start);
    // Break at the last space that keeps the line within the width; a word longer than the
    // width stays whole rather than being cut.
    while (line.size() > kMaxColumns) {
      std::size_t cut = line.rfind(' ', kMaxColumns);
      const std::size_t lead = line.find_first_not_of(' ');
      if (cut == std::string::npos || cut <= lead || cut <= indent) break;
      out += line.substr(0, cut);
      out += '\n';
      line = std::string(indent, ' ') + line.substr(line.find_first_not_of(' ', cut) == std::string::npos ? line.size()
                                                                                                         : line.find_first_not_of(' ', cut));
    }
    out += line;
    if (end == text.size()) break;
    out += '\n';
    start = end + 1;
  }
  return out;
}

Menu::Menu(const AnyState& s) {
  std::vector<Entry> useful, futile;
  for (ActionId a : s.legal_actions()) {
    const hooks::ChoiceGroup g = hooks::choice_group(s, a);
    Entry e{a, s.action_text(a), g.rest, hooks::choice_note(s, a), hooks::choice_warning(s, a), g.group,
            hooks::choice_futile(s, a)};
    (e.futile ? futile : useful).push_back(std::move(e));
  }
  entries_ = std::move(useful);
  for (Entry& e : futile) entries_.push_back(std::move(e));
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    const Entry& e = entries_[i];
    if (e.group.empty() || e.futile) continue;
    auto it = std::find_if(groups_.begin(), groups_.end(), [&](const Group& g) { return g.name == e.group; });
    if (it == groups_.end()) it = groups_.insert(groups_.end(), Group{e.group, {}});
    it->entries.push_back(i);
  }
  grouped_ = entries_.size() > kMenuFlatLimit && groups_.size() >= 2;
}

void Menu::reset(bool all) {
  open_.reset();
  if (all) grouped_ = false;
}

bool Menu::open(const std::string& name) {
  const std::string wanted = lower(name);
  for (std::size_t g = 0; g < groups_.size(); ++g)
    if (lower(groups_[g].name) == wanted) {
      open_ = g;
      return true;
    }
  return false;
}

std::vector<Menu::Line> Menu::lines() const {
  std::vector<Line> out;
  if (open_) {
    for (std::size_t i : groups_[*open_].entries) out.push_back({false, i});
    return out;
  }
  std::vector<bool> shown(groups_.size(), false);
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    const Entry& e = entries_[i];
    if (!grouped_ || e.group.empty() || e.futile) {
      out.push_back({false, i});
      continue;
    }
    const auto g = static_cast<std::size_t>(
        std::find_if(groups_.begin(), groups_.end(), [&](const Group& gr) { return gr.name == e.group; }) - groups_.begin());
    if (!shown[g]) out.push_back({true, g});
    shown[g] = true;
  }
  return out;
}

void Menu::print_entry(std::ostream& out, std::size_t number, const Entry& e, bool short_text) const {
  std::string line = "  " + std::to_string(number) + ") ";
  line += short_text && !e.rest.empty() ? e.rest : e.text;
  if (!e.note.empty()) line += " (" + e.note + ")";
  out << wrap(line, 6) << '\n';
}

void Menu::print(std::ostream& out) const {
  const std::vector<Line> shown = lines();
  if (open_) out << groups_[*open_].name << ":\n";
  bool futile_said = false;
  for (std::size_t n = 0; n < shown.size(); ++n) {
    const Line& l = shown[n];
    if (l.is_group) {
      const Group& g = groups_[l.index];
      std::size_t warned = 0;
      for (std::size_t i : g.entries) warned += entries_[i].warning.empty() ? 0 : 1;
      std::string line = "  " + std::to_string(n + 1) + ") " + g.name + " ...  (" + std::to_string(g.entries.size()) + " choices";
      if (warned) line += ", " + std::to_string(warned) + " with a warning";
      out << line << ")\n";
      continue;
    }
    const Entry& e = entries_[l.index];
    if (e.futile && !futile_said) {
      out << "  these cannot change anything and only spend time:\n";
      futile_said = true;
    }
    print_entry(out, n + 1, e, open_.has_value());
  }
  if (open_) {
    out << "(`moves` shows every group again)\n";
  } else if (grouped_) {
    out << "(a group's number or text lists its choices; `moves all` lists all " << entries_.size() << ")\n";
  }
}

Menu::Pick Menu::pick(std::int64_t k) {
  const std::vector<Line> shown = lines();
  if (k < 1 || static_cast<std::size_t>(k) > shown.size())
    return {std::nullopt, false, "there is no choice " + std::to_string(k) + " (1.." + std::to_string(shown.size()) + ")"};
  const Line& l = shown[static_cast<std::size_t>(k - 1)];
  if (l.is_group) {
    open_ = l.index;
    return {std::nullopt, true, ""};
  }
  return {entries_[l.index].action, false, ""};
}

}  // namespace bgb::cli
