#pragma once
/// \file
/// The numbered choices `bgb play` shows a person. A short list is shown whole; a long one
/// (Under Falling Skies' 145 placements) by group, one line each, so the board stays on a
/// 50-line terminal: typing a group's number or name lists that group. Choices that cannot
/// change anything come last, under a line that says so.
#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "bgb/core/types.hpp"
#include "registry.hpp"

namespace bgb::cli {

/// At most this many choices are listed one per line; a longer list is grouped.
inline constexpr std::size_t kMenuFlatLimit = 20;

/// Lines the menu and the prompt keep within, on an ordinary terminal.
inline constexpr std::size_t kMaxColumns = 100;

class Menu {
 public:
  /// The choices of the seat to act at s, in the order they are shown.
  explicit Menu(const AnyState& s);

  /// Prints what the numbers mean now: every choice, the groups, or the open group's choices.
  void print(std::ostream& out) const;

  /// Shows every choice again (`moves`), or with `all` each of them whole even in a long list.
  void reset(bool all = false);

  /// Opens the group named `name` ("place black 4", any case); false if there is none.
  bool open(const std::string& name);

  /// The open group's name ("place black 4"), so `b0 c1` may be typed for its choice; "" when none.
  std::string open_group() const { return open_ ? groups_[*open_].name : std::string(); }

  /// What typing number k (1-based) means now: an action, or nullopt after opening a group
  /// (`opened` says so) or for a number out of range (the error says which numbers exist).
  struct Pick {
    std::optional<ActionId> action;
    bool opened = false;
    std::string error;
  };
  Pick pick(std::int64_t k);

 private:
  struct Entry {
    ActionId action;
    std::string text, rest, note, warning, group;
    bool futile;
  };
  struct Group {
    std::string name;
    std::vector<std::size_t> entries;  ///< indices into entries_
  };
  /// The numbered lines now: each is an entry (index into entries_) or a group (index into groups_).
  struct Line {
    bool is_group;
    std::size_t index;
  };
  std::vector<Line> lines() const;
  void print_entry(std::ostream& out, std::size_t number, const Entry& e, bool short_text) const;

  std::vector<Entry> entries_;
  std::vector<Group> groups_;
  bool grouped_ = false;             ///< the list is long enough to show by group
  std::optional<std::size_t> open_;  ///< the group whose choices are shown
};

/// `text` wrapped at kMaxColumns, continuation lines indented by `indent` spaces; newlines kept.
std::string wrap(const std::string& text, std::size_t indent = 2);

}  // namespace bgb::cli
