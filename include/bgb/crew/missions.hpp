// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The 50-mission logbook as constexpr data, row by row as the printed logbook has them
/// (docs/rules/the-crew.md, "The logbook").
#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace bgb::crew {

/// Task token: 1..5 absolute order, arrows relative order, omega last. Stored as one byte.
enum class Token : std::uint8_t {
  none = 0,
  n1 = 1, n2 = 2, n3 = 3, n4 = 4, n5 = 5,
  a1 = 6, a2 = 7, a3 = 8, a4 = 9,  // >, >>, >>>, >>>>
  omega = 10,
};
inline constexpr int kNumTokenKinds = 11;

constexpr bool is_numbered(Token t) noexcept { return t >= Token::n1 && t <= Token::n5; }
constexpr bool is_arrow(Token t) noexcept { return t >= Token::a1 && t <= Token::a4; }
/// 1..5 for numbered tokens, 1..4 for arrows, 0 otherwise.
constexpr int token_rank(Token t) noexcept {
  return is_numbered(t) ? static_cast<int>(t) : is_arrow(t) ? static_cast<int>(t) - 5 : 0;
}

/// `1`..`5`, `>`..`>>>>`, `omega`; empty for none.
inline std::string token_text(Token t) {
  if (is_numbered(t)) return std::string(1, static_cast<char>('0' + token_rank(t)));
  if (is_arrow(t)) return std::string(static_cast<std::size_t>(token_rank(t)), '>');
  return t == Token::omega ? "omega" : "";
}

/// What a mission adds to "win your tasks"; one kind per logbook row with a special rule.
enum class Special : std::uint8_t {
  none,
  sick_member,            ///< 5: good/bad, commander picks a member who must win no trick
  colour_one_wins,        ///< 9: a colour 1 must win a trick
  silenced_member,        ///< 11: commander picks a member who may not communicate
  draw_after_first,       ///< 12: after trick 1 each seat draws from its right
  each_rocket_wins,       ///< 13: every rocket wins a trick, never two in one trick
  no_nine_wins,           ///< 16: no trick won with a 9
  no_nine_wins_tasks,     ///< 17: as 16, plus tasks
  commander_decides,      ///< 20, 27, 37: yes/no, commander gives all tasks to one member
  swap_tokens,            ///< 23: commander may swap two tokens
  commander_distributes,  ///< 24, 32, 36, 43: even distribution
  two_colour_ones,        ///< 26: two different colour 1s each win a trick
  balanced,               ///< 29: no seat 2 tricks ahead of another
  one_trick_member,       ///< 33: a chosen member wins exactly 1 trick, not with a rocket
  balanced_commander,     ///< 34: balanced, commander wins first and last trick
  move_token,             ///< 40: commander may move one token
  first_last_member,      ///< 41: a chosen member wins only the first and last trick
  rockets_in_order,       ///< 44: rockets win tricks in order 1..4
  pink_nine_guard,        ///< 46: the seat left of p9's holder wins every pink trick
  omega_last_trick,       ///< 48: the omega task is won in the last trick
  roles,                  ///< 50: first four / middle / last trick roles
};

/// One logbook row.
struct Mission {
  std::uint8_t tasks = 0;
  std::array<Token, 5> tokens{};
  std::uint8_t num_tokens = 0;
  bool dead_zone = false;
  std::uint8_t comm_from = 1;  ///< first trick before which communication is allowed
  Special special = Special::none;
};

namespace detail {
using T = Token;
using S = Special;
constexpr Mission m(int tasks, std::initializer_list<Token> toks = {}, S special = S::none,
                    bool dz = false, int comm_from = 1) {
  Mission r;
  r.tasks = static_cast<std::uint8_t>(tasks);
  for (Token t : toks) r.tokens[r.num_tokens++] = t;
  r.special = special;
  r.dead_zone = dz;
  r.comm_from = static_cast<std::uint8_t>(comm_from);
  return r;
}
}  // namespace detail

inline constexpr int kNumMissions = 50;

/// kMissions[n-1] is mission n.
inline constexpr std::array<Mission, kNumMissions> kMissions = [] {
  using namespace detail;
  return std::array<Mission, kNumMissions>{
      m(1), m(2), m(2, {T::n1, T::n2}), m(3), m(0, {}, S::sick_member),                 // 1-5
      m(3, {T::a1, T::a2}, S::none, true), m(3, {T::omega}), m(3, {T::n1, T::n2, T::n3}),  // 6-8
      m(0, {}, S::colour_one_wins), m(4),                                                // 9-10
      m(4, {T::n1}, S::silenced_member), m(4, {T::omega}, S::draw_after_first),          // 11-12
      m(0, {}, S::each_rocket_wins), m(4, {T::a1, T::a2, T::a3}, S::none, true),         // 13-14
      m(4, {T::n1, T::n2, T::n3, T::n4}), m(0, {}, S::no_nine_wins),                     // 15-16
      m(2, {}, S::no_nine_wins_tasks), m(5, {}, S::none, false, 2),                      // 17-18
      m(5, {T::n1}, S::none, false, 3), m(2, {}, S::commander_decides),                  // 19-20
      m(5, {T::n1, T::n2}, S::none, true), m(5, {T::a1, T::a2, T::a3, T::a4}),           // 21-22
      m(5, {T::n1, T::n2, T::n3, T::n4, T::n5}, S::swap_tokens),                         // 23
      m(6, {}, S::commander_distributes), m(6, {T::a1, T::a2}, S::none, true),           // 24-25
      m(0, {}, S::two_colour_ones), m(3, {}, S::commander_decides),                      // 26-27
      m(6, {T::n1, T::omega}, S::none, false, 3), m(0, {}, S::balanced, true),           // 28-29
      m(6, {T::a1, T::a2, T::a3}, S::none, false, 2), m(6, {T::n1, T::n2, T::n3}),       // 30-31
      m(7, {}, S::commander_distributes), m(0, {}, S::one_trick_member),                 // 32-33
      m(0, {}, S::balanced_commander), m(7, {T::a1, T::a2, T::a3}),                      // 34-35
      m(7, {T::n1, T::n2}, S::commander_distributes), m(4, {}, S::commander_decides),    // 36-37
      m(8, {}, S::none, false, 3), m(8, {T::a1, T::a2, T::a3}, S::none, true),           // 38-39
      m(8, {T::n1, T::n2, T::n3}, S::move_token), m(0, {}, S::first_last_member),        // 40-41
      m(9), m(9, {}, S::commander_distributes), m(0, {}, S::rockets_in_order),           // 42-44
      m(9, {T::a1, T::a2, T::a3}), m(0, {}, S::pink_nine_guard), m(10),                  // 45-47
      m(3, {T::omega}, S::omega_last_trick), m(10, {T::a1, T::a2, T::a3}),               // 48-49
      m(0, {}, S::roles),                                                                // 50
  };
}();

/// The logbook row of mission n (1..50).
constexpr const Mission& mission(int n) noexcept { return kMissions[static_cast<std::size_t>(n - 1)]; }

/// Whether this version of the rules implements the mission: every logbook row, 1..50.
constexpr bool mission_supported(int n) noexcept { return n >= 1 && n <= kNumMissions; }

/// The mission's special rule in one line, as the docs' logbook table and the renders say it;
/// empty for a mission without one.
constexpr std::string_view special_rule_text(Special sp) noexcept {
  switch (sp) {
    case Special::none: return "";
    case Special::sick_member:
      return "the crew answers good or bad; the commander names a sick member (not himself) who must win no trick";
    case Special::colour_one_wins: return "a colour 1 must win a trick";
    case Special::silenced_member: return "the commander names a member (not himself, not JARVIS) who may not communicate";
    case Special::draw_after_first: return "after trick 1 each seat draws a random card from the seat to its right";
    case Special::each_rocket_wins: return "each rocket must win a trick; never two rockets in one trick";
    case Special::no_nine_wins:
    case Special::no_nine_wins_tasks: return "no trick may be won with a 9";
    case Special::commander_decides:
      return "the crew answers yes or no; the commander gives all tasks to one member (not himself)";
    case Special::swap_tokens: return "the commander may swap two task tokens before the tasks are picked";
    case Special::commander_distributes:
      return "for each task the crew answers yes or no and the commander assigns it; the tasks end up evenly spread";
    case Special::two_colour_ones: return "two different colour 1s must each win a trick";
    case Special::balanced: return "no seat may ever have won two tricks more than another";
    case Special::one_trick_member:
      return "the crew answers yes or no; the commander names a member (not himself) who must win exactly one trick, not with a rocket";
    case Special::balanced_commander:
      return "no seat may ever have won two tricks more than another; the commander must win the first and the last trick";
    case Special::move_token: return "the commander may move one task token onto a task without one before the tasks are picked";
    case Special::first_last_member:
      return "the crew answers yes or no; the commander names a member (not himself) who must win the first and the last "
             "trick and no other, neither with a rocket";
    case Special::rockets_in_order: return "the rockets must win tricks in order r1, r2, r3, r4; never two rockets in one trick";
    case Special::pink_nine_guard: return "the seat left of p9's holder must win every trick that contains pink";
    case Special::omega_last_trick: return "the omega task must be won in the last trick";
    case Special::roles:
      return "the crew answers first4, middle or last; the commander names who wins exactly the first four tricks and who "
             "the last one; the others win all tricks between";
  }
  return "";
}

}  // namespace bgb::crew

namespace bgb::crew::detail {
// A short initializer list would zero-fill the tail silently; pin both ends and a middle row.
static_assert(kMissions[0].tasks == 1 && kMissions[49].special == Special::roles);
static_assert(kMissions[47].special == Special::omega_last_trick && kMissions[46].tasks == 10);
static_assert(kMissions[22].num_tokens == 5 && kMissions[28].dead_zone);
}  // namespace bgb::crew::detail
