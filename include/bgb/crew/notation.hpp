// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The Crew's action notation (docs/rules/the-crew.md, "Notation"):
/// texts for ids, ids for texts, and the reason an action is not legal, all for a given state.
#include <optional>
#include <string>
#include <string_view>

#include "bgb/core/result.hpp"
#include "bgb/core/refusal.hpp"
#include "bgb/crew/rules.hpp"

namespace bgb::crew {

namespace detail {

inline constexpr std::string_view kCommPosText[] = {"", "top", "only", "bottom"};

/// Trims, collapses runs of spaces and lower-cases, as scenario texts are compared.
inline std::string normalize_text(std::string_view text) {
  std::string out;
  for (char ch : text) {
    const bool space = ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
    if (space) {
      if (!out.empty() && out.back() != ' ') out.push_back(' ');
    } else {
      out.push_back(ch >= 'A' && ch <= 'Z' ? static_cast<char>(ch - 'A' + 'a') : ch);
    }
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

/// Splits on single spaces (input already normalized); at most 4 words are kept.
struct Words {
  std::string_view w[4];
  int n = 0;
};
inline Words split_words(std::string_view t) {
  Words r;
  while (!t.empty() && r.n < 4) {
    const std::size_t sp = t.find(' ');
    r.w[r.n++] = t.substr(0, sp);
    if (sp == std::string_view::npos) return r;
    t.remove_prefix(sp + 1);
  }
  if (!t.empty()) r.n = 5;  // too many words
  return r;
}

inline int parse_seat(std::string_view t) {
  if (t.size() != 1 || t[0] < '0' || t[0] > '4') return -1;
  return t[0] - '0';
}

/// A numbered token 1..5; -1 otherwise.
inline int parse_token_number(std::string_view t) {
  if (t.size() != 1 || t[0] < '1' || t[0] > '5') return -1;
  return t[0] - '0';
}

}  // namespace detail

/// The text of any id in [0, num_distinct): `play g5`, `comm b7 top`, `deal r4`...
/// A communication shows its true position for the acting seat's hand; in a dead zone none.
inline std::string action_text(const State& s, ActionId a) {
  using act::Kind;
  const Card c = act::card_of(a);
  switch (act::kind_of(a)) {
    case Kind::play: return "play " + card_text(c);
    case Kind::deal: return "deal " + card_text(c);
    case Kind::task: return "task " + card_text(c);
    case Kind::pick: return "pick " + card_text(c);
    case Kind::give: return "give " + card_text(c);
    case Kind::draw: return "draw " + card_text(c);
    case Kind::comm: {
      std::string t = "comm " + card_text(c);
      // The position is the acting seat's to state, and only while it is communicating.
      if (mission(s.mission).dead_zone || s.phase != Phase::comm) return t;
      const CommPos pos = detail::true_comm_pos(s.hand[s.actor], c);
      if (pos != CommPos::none && has(s.hand[s.actor], c))
        t += " " + std::string(detail::kCommPosText[static_cast<int>(pos)]);
      return t;
    }
    case Kind::pass: return "pass";
    case Kind::distress_left: return "distress left";
    case Kind::distress_right: return "distress right";
    case Kind::no_distress: return "no-distress";
    case Kind::answer: return act::kAnswerTexts[a - act::kAnswer];
    case Kind::choose: return "choose " + std::to_string(a - act::kChoose);
    case Kind::assign: return "assign " + std::to_string(a - act::kAssign);
    case Kind::swap: {
      int i = a - act::kSwap;  // pairs (1,2) (1,3) .. (4,5) in order
      for (int t1 = 1; t1 <= 5; ++t1)
        for (int t2 = t1 + 1; t2 <= 5; ++t2)
          if (i-- == 0) return "swap " + std::to_string(t1) + " " + std::to_string(t2);
      return "swap";
    }
    case Kind::no_swap: return "no-swap";
    case Kind::move:
      return "move " + std::to_string((a - act::kMove) / kNumColourCards + 1) + " " + card_text(c);
    case Kind::no_move: return "no-move";
    case Kind::handover: return "handover " + card_text(c) + " " + std::to_string((a - act::kHandover) % 5);
    case Kind::roles:
      return "roles " + std::to_string((a - act::kRoles) / 5) + " " + std::to_string((a - act::kRoles) % 5);
    case Kind::invalid: break;
  }
  return "action " + std::to_string(a);
}

/// The id of an action text in this state. Rejects unknown words, and a communication whose
/// position is not the true one (or is missing, or is given in a dead zone).
inline Result<ActionId> parse_action(const State& s, std::string_view text) {
  const std::string norm = detail::normalize_text(text);
  const detail::Words w = detail::split_words(norm);
  auto bad = [&](const std::string& why) {
    return make_error(Errc::parse, "cannot read '" + std::string(text) + "': " + why);
  };
  if (w.n == 0) return bad("empty action");
  const std::string_view verb = w.w[0];
  constexpr std::string_view kVerbsWithArguments[] = {"play", "deal", "task", "pick", "give", "draw", "comm",
                                                      "handover", "distress", "choose", "assign", "roles",
                                                      "swap", "move"};
  bool takes_arguments = false;
  for (std::string_view v : kVerbsWithArguments) takes_arguments = takes_arguments || v == verb;
  if (w.n == 1 && takes_arguments) return bad("'" + std::string(verb) + "' needs more, e.g. 'play g5' or 'comm b7 top'");
  if (w.n > 1 && !takes_arguments) return bad("unknown action '" + std::string(verb) + "'");
  if (w.n == 1) {
    if (verb == "pass") return act::kPass;
    if (verb == "no-distress") return act::kNoDistress;
    if (verb == "no-swap") return act::kNoSwap;
    if (verb == "no-move") return act::kNoMove;
    for (int i = 0; i < 7; ++i)
      if (verb == act::kAnswerTexts[i]) return act::kAnswer + i;
    return bad("unknown action");
  }
  if (verb == "distress" && w.n == 2) {
    if (w.w[1] == "left") return act::kDistressLeft;
    if (w.w[1] == "right") return act::kDistressRight;
    return bad("distress goes left or right");
  }
  if ((verb == "choose" || verb == "assign") && w.n == 2) {
    const int seat = detail::parse_seat(w.w[1]);
    if (seat < 0) return bad("a seat is a number 0..4");
    return (verb == "choose" ? act::kChoose : act::kAssign) + seat;
  }
  if (verb == "roles" && w.n == 3) {
    const int a = detail::parse_seat(w.w[1]), b = detail::parse_seat(w.w[2]);
    if (a < 0 || b < 0) return bad("a seat is a number 0..4");
    return act::roles(a, b);
  }
  if (verb == "swap" && w.n == 3) {
    const int a = detail::parse_token_number(w.w[1]), b = detail::parse_token_number(w.w[2]);
    if (a < 1 || b < 1 || a == b) return bad("swap names two different tokens 1..5");
    const int lo = a < b ? a : b, hi = a < b ? b : a;
    int i = 0;
    for (int t1 = 1; t1 <= 5; ++t1)
      for (int t2 = t1 + 1; t2 <= 5; ++t2, ++i)
        if (t1 == lo && t2 == hi) return act::kSwap + i;
  }
  if (verb == "move" && w.n == 3) {
    const int t = detail::parse_token_number(w.w[1]);
    const auto c = parse_card(w.w[2]);
    if (t < 1 || t > 3 || !c || is_rocket(*c)) return bad("move names a token 1..3 and a task card");
    return act::kMove + (t - 1) * kNumColourCards + *c;
  }
  const auto card = parse_card(w.w[1]);
  if (!card) return bad("'" + std::string(w.w[1]) + "' is not a card (p1..y9, r1..r4)");
  const Card c = *card;
  if (verb == "handover" && w.n == 3) {
    const int seat = detail::parse_seat(w.w[2]);
    if (seat < 0 || is_rocket(c)) return bad("handover names a task card and a seat");
    return act::handover(c, seat);
  }
  if (verb == "comm" && (w.n == 2 || w.n == 3)) {
    if (is_rocket(c)) return bad("rockets can never be communicated");
    const bool dz = mission(s.mission).dead_zone;
    if (dz && w.n == 3) return bad("this mission is a dead zone: write 'comm " + card_text(c) + "'");
    // Checked before the hand is looked at, so whether a bad word parses reveals nothing.
    if (w.n == 3 && w.w[2] != "top" && w.w[2] != "only" && w.w[2] != "bottom")
      return bad("the position is top, only or bottom");
    if (!dz && s.phase == Phase::comm && has(s.hand[s.actor], c)) {
      const CommPos pos = detail::true_comm_pos(s.hand[s.actor], c);
      const std::string want(detail::kCommPosText[static_cast<int>(pos)]);
      if (w.n == 2 && pos != CommPos::none) return bad("say where the token goes: 'comm " + card_text(c) + " " + want + "'");
      if (w.n == 3 && w.w[2] != want) {
        if (pos == CommPos::none)
          return make_error(Errc::illegal_action, "comm " + card_text(c) + ": a middle card cannot be communicated");
        return make_error(Errc::illegal_action, "comm " + card_text(c) + " " + std::string(w.w[2]) +
                                                    ": the true position is " + want);
      }
    }
    return act::comm(c);
  }
  if (w.n != 2) return bad("unknown action");
  if (verb == "play") return act::play(c);
  if (verb == "deal") return act::deal(c);
  if (verb == "draw") return act::draw(c);
  if (is_rocket(c) && (verb == "task" || verb == "pick" || verb == "give"))
    return bad(std::string(verb) + " takes a colour card, not a rocket");
  if (verb == "task") return act::task(c);
  if (verb == "pick") return act::pick(c);
  if (verb == "give") return act::give(c);
  return bad("unknown action");
}

/// The text of `a`, about to be applied in s, as `viewer` may know it: a dealt card only its
/// recipient sees (JARVIS's face-up cards: everyone; its face-down cards: nobody) and a distress
/// card only its giver's controller sees read `deal ?` / `give ?`. Everything else is public.
inline std::string action_text_for(const State& s, ActionId a, Viewer viewer) {
  if (viewer == kViewAll) return action_text(s, a);
  switch (act::kind_of(a)) {
    case act::Kind::deal: {
      const int to = detail::deal_target(s, s.dealt);
      const bool seen = to == viewer || (to == kJarvis && detail::has_jarvis(s));
      return seen ? action_text(s, a) : "deal ?";
    }
    case act::Kind::give: return viewer == current_player(s) ? action_text(s, a) : "give ?";
    case act::Kind::draw: {
      // Only the drawer and the seat it draws from see the card.
      const bool seen = viewer == s.asked || viewer == detail::draw_source(s, s.asked);
      return seen ? action_text(s, a) : "draw ?";
    }
    default: return action_text(s, a);
  }
}

/// Why `a` is not legal in s, in words (for error messages); empty if it is legal.
inline std::string illegal_reason(const State& s, ActionId a) {
  if (std::optional<std::string> common =
          common_refusal(is_legal(s, a), a, act::kNumDistinct, current_player(s) == kTerminal, "the mission is over"))
    return *common;
  const act::Kind k = act::kind_of(a);
  const bool jarvis = detail::is_jarvis(s, s.actor);
  const std::string who = jarvis ? "JARVIS" : "seat " + std::to_string(s.actor);
  const Card c = act::card_of(a);
  auto not_held = [&] {
    return jarvis ? card_text(c) + " is not one of JARVIS's face-up cards" : who + " does not hold " + card_text(c);
  };
  switch (s.phase) {
    case Phase::deal:
      if (k != act::Kind::deal) return "a card must be dealt next";
      if (c == kRocket4 && detail::has_jarvis(s) && s.dealt < 2 * kJarvisPiles)
        return "r4 is set aside until JARVIS's rows are dealt";
      return card_text(c) + " is already dealt";
    case Phase::reveal:
      return k == act::Kind::task ? "task " + card_text(c) + " is already revealed" : "a task card must be revealed next";
    case Phase::pick: return k == act::Kind::pick ? card_text(c) + " is not an open task" : who + " must pick a task";
    case Phase::handover: return who + " may hand over one of its own tasks to another seat, or pass";
    case Phase::distress: return "the commander decides on the distress signal first";
    case Phase::distress_give:
      if (k != act::Kind::give) return who + " must give a card for the distress signal";
      return not_held();
    case Phase::comm:
      if (k != act::Kind::comm) return who + " may communicate or pass first";
      if (!has(s.hand[s.actor], c)) return not_held();
      return card_text(c) + " is neither the highest, the lowest nor the only card of its colour";
    case Phase::play: {
      if (k != act::Kind::play) return who + " must play a card";
      if (!has(s.hand[s.actor], c)) return not_held();
      return who + " must follow " + std::string(kSuitNames[suit_of(s.trick_cards[0])]);
    }
    case Phase::question: {
      const Special sp = detail::special_of(s);
      const char* answers = sp == Special::sick_member ? "good or bad" : sp == Special::roles ? "first4, middle or last" : "yes or no";
      return who + " must answer " + answers;
    }
    case Phase::choose:
      if (k != act::Kind::choose) return "the commander must choose a crew member";
      if (a - act::kChoose == s.commander) return "the commander cannot choose himself";
      if (a - act::kChoose >= s.seats) return "there is no seat " + std::to_string(a - act::kChoose);
      return "JARVIS never communicates, so it cannot be the one who may not";
    case Phase::assign:
      if (k != act::Kind::assign)
        return "the commander must assign task " + card_text(s.tasks[static_cast<std::size_t>(detail::next_unassigned_task(s))].card);
      if (a - act::kAssign >= s.seats) return "there is no seat " + std::to_string(a - act::kAssign);
      return "the tasks must end evenly: seat " + std::to_string(a - act::kAssign) + " has enough";
    case Phase::swap:
      return k == act::Kind::swap ? "both tokens must be on task cards" : "the commander may swap two tokens, or no-swap";
    case Phase::move:
      if (k != act::Kind::move) return "the commander may move a token, or no-move";
      return "the token moves onto a revealed task card without a token";
    case Phase::roles:
      if (k != act::Kind::roles) return "the commander must name the roles";
      return "the two roles need two different seats at the table";
    case Phase::draw:
      if (k != act::Kind::draw) return "a card must be drawn next";
      return card_text(c) + " cannot be drawn from seat " + std::to_string(detail::draw_source(s, s.asked)) + " now";
    case Phase::over: break;
  }
  return "not legal now";
}

}  // namespace bgb::crew
