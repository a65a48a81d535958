/// \file
/// The Crew's special missions in words: the questions, the commander's choices, token moves,
/// mission 12's draws and mission 46's announcement. Everything is read from crew::observe() of
/// the viewer, so a person is never told more than their seat may know; the typed state is
/// reached the way the C ABI's campaign code does, through ErasedState<crew::Game>.
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "bgb/crew/failure.hpp"
#include "bgb/crew/game.hpp"
#include "crew/codec.hpp"
#include "hooks.hpp"
#include "stories.hpp"

namespace bgb::cli::hooks {

namespace {

using crew::Special;
using crew::State;

const State* crew_state(const AnyState& s) {
  const auto* typed = dynamic_cast<const ErasedState<crew::Game>*>(&s);
  return typed ? &typed->state() : nullptr;
}

/// What `viewer` may know of s: observe() for a seat, the state itself for kViewAll.
State view_of(const State& s, Viewer viewer) {
  return crew::observe(s, viewer == kViewAll || viewer >= 0 ? viewer : kViewPublic).view;
}

Special special(const State& v) { return crew::mission(v.mission).special; }

/// "seat 2", "seat 2 (you)", "JARVIS".
std::string seat(const State& v, int s, Viewer viewer) {
  const std::string n = crew::seat_name(v, s);
  return s == viewer ? n + " (you)" : n;
}

/// The grammatical subject for a seat: "you" for the viewer's own seat.
std::string subject(const State& v, int s, Viewer viewer) { return s == viewer ? "you" : crew::seat_name(v, s); }

std::string commander(const State& v, Viewer viewer) {
  return viewer == v.commander ? "you (commander)" : "commander (" + crew::seat_name(v, v.commander) + ")";
}

std::string asker(const State& v, Viewer viewer) {
  return viewer == v.commander ? "you (commander)" : "the commander (" + crew::seat_name(v, v.commander) + ")";
}

/// "seat 1 answers", "you answer": the verb agrees with a subject that starts with "you".
std::string says(const std::string& subject, std::string_view verb) {
  const bool you = subject.rfind("you", 0) == 0;
  return subject + " " + std::string(you ? verb.substr(0, verb.size() - 1) : verb);
}

/// What the chosen seat of the mission is ("" where nobody is chosen).
std::string chosen_role(Special sp) {
  switch (sp) {
    case Special::sick_member: return "the sick member, who must win no trick";
    case Special::silenced_member: return "the member without radio, who may not communicate";
    case Special::commander_decides: return "who takes every task";
    case Special::one_trick_member: return "who must win exactly one trick, not with a rocket";
    case Special::first_last_member: return "who must win the first and the last trick and no other, neither with a rocket";
    case Special::pink_nine_guard: return "who must win every trick with pink in it";
    default: return "";
  }
}

/// The question and the possible answers, for the current question round.
std::string question(const State& v) {
  switch (special(v)) {
    case Special::sick_member: return "how do you feel: good or bad?";
    case Special::commander_decides: return "do you feel up to all the tasks on the table: yes or no?";
    case Special::commander_distributes: {
      const crew::Card c = v.tasks[static_cast<std::size_t>(crew::detail::next_unassigned_task(v))].card;
      return "do you want task " + crew::card_text(c) + ": yes or no?";
    }
    case Special::one_trick_member: return "can you win exactly one trick, not with a rocket: yes or no?";
    case Special::first_last_member: return "can you win the first and the last trick and no other: yes or no?";
    case Special::roles: return "which tricks would you win: first4 (the first four), middle (those between) or last?";
    default: return "yes or no?";
  }
}

std::string token_card(const State& v, int token) {
  const int i = crew::detail::task_with_token(v, static_cast<crew::Token>(token));
  return i < 0 ? std::string("?") : crew::card_text(v.tasks[static_cast<std::size_t>(i)].card);
}

/// Mission 46: "seat 1 holds p9" (or JARVIS, also when p9 lies face down under its cards).
std::string pink_nine_news(const State& v, Viewer viewer) {
  const int holder = crew::detail::prev_seat(v, v.chosen);
  return seat(v, holder, viewer) + " holds p9, so " + seat(v, v.chosen, viewer) +
         " must win every trick with pink in it";
}

std::string draw_sentence(const AnyState& before, const State& v, ActionId a, Viewer viewer) {
  const int drawer = v.asked, source = crew::detail::draw_source(v, v.asked);
  const std::string text = before.action_text_for(a, viewer);
  if (text == "draw ?") return says(subject(v, drawer, viewer), "draws") + " a card from " + seat(v, source, viewer);
  const std::string card = text.substr(text.find(' ') + 1);
  if (drawer == viewer) return "you draw " + card + " from " + seat(v, source, viewer);
  if (source == viewer) return seat(v, drawer, viewer) + " draws " + card + " from you";
  return seat(v, drawer, viewer) + " draws " + card + " from " + seat(v, source, viewer);
}

}  // namespace

std::optional<std::string> crew_action_sentence(const AnyState& before, ActionId a, Viewer viewer) {
  const State* s = crew_state(before);
  if (!s) return std::nullopt;
  const State v = view_of(*s, viewer);
  namespace act = crew::act;
  switch (act::kind_of(a)) {
    case act::Kind::answer: {
      const std::string answer = act::kAnswerTexts[a - act::kAnswer];
      if (crew::detail::is_jarvis(v, v.actor)) return says(commander(v, viewer), "answers") + " for JARVIS: " + answer;
      return says(subject(v, v.actor, viewer), "answers") + " " + answer;
    }
    case act::Kind::choose: {
      const int chosen = a - act::kChoose;
      return says(commander(v, viewer), "chooses") + " " + seat(v, chosen, viewer) + ": " + chosen_role(special(v));
    }
    case act::Kind::assign: {
      const crew::Card c = v.tasks[static_cast<std::size_t>(crew::detail::next_unassigned_task(v))].card;
      return says(commander(v, viewer), "assigns") + " " + crew::card_text(c) + " to " + seat(v, a - act::kAssign, viewer);
    }
    case act::Kind::swap: {
      int t1 = 0, t2 = 0;
      crew::detail::swap_pair(a, t1, t2);
      const std::string c1 = token_card(v, t1), c2 = token_card(v, t2);
      return says(commander(v, viewer), "swaps") + " tokens " + std::to_string(t1) + " and " + std::to_string(t2) +
             ": token " + std::to_string(t1) + " now lies on " + c2 + ", token " + std::to_string(t2) + " on " + c1;
    }
    case act::Kind::move: {
      const int t = (a - act::kMove) / crew::kNumColourCards + 1;
      return says(commander(v, viewer), "moves") + " token " + std::to_string(t) + " from " + token_card(v, t) + " to " +
             crew::card_text(act::card_of(a));
    }
    case act::Kind::no_swap:
    case act::Kind::no_move: return says(commander(v, viewer), "leaves") + " the tokens where they are";
    case act::Kind::roles: {
      const int first = (a - act::kRoles) / 5, last = (a - act::kRoles) % 5;
      return says(commander(v, viewer), "names") + " " + seat(v, first, viewer) + " to win the first four tricks and " +
             seat(v, last, viewer) + " the last; the tricks between go to the others";
    }
    case act::Kind::draw: return draw_sentence(before, v, a, viewer);
    default: return std::nullopt;
  }
}

std::vector<std::string> crew_news(const AnyState* before, const AnyState& now, Viewer viewer) {
  std::vector<std::string> lines;
  const State* s = crew_state(now);
  if (!s) return lines;
  const State v = view_of(*s, viewer);
  const Special sp = special(v);
  const State* b = before ? crew_state(*before) : nullptr;
  if (!b) {
    const std::string rule(crew::special_rule_text(sp));
    if (!rule.empty()) lines.push_back("mission " + std::to_string(v.mission) + ": " + rule);
    return lines;
  }
  const State w = view_of(*b, viewer);
  if (v.phase == crew::Phase::question && w.phase != crew::Phase::question)
    lines.push_back("question from " + asker(v, viewer) + " to every other seat: " + question(v));
  if (v.phase == crew::Phase::draw && w.phase != crew::Phase::draw)
    lines.push_back(crew::detail::has_jarvis(v) ? "seat 0 and seat 1 now each draw a random card from the other"
                                                : "every seat now draws a random card from the seat to its right");
  // Missions 20/27/37: the tasks, face up since the deal, all go to the chosen seat at once.
  if (sp == Special::commander_decides && w.tasks[0].owner == crew::kNoSeat && v.tasks[0].owner != crew::kNoSeat) {
    std::string cards;
    for (int i = 0; i < v.num_tasks; ++i) {
      cards += ' ';  // appended piecewise: `" " + string` trips g++ 12's -Wrestrict false positive
      cards += crew::card_text(v.tasks[static_cast<std::size_t>(i)].card);
    }
    lines.push_back(says(subject(v, v.chosen, viewer), "takes") + " every task:" + cards);
  }
  if (sp == Special::pink_nine_guard && v.chosen != crew::kNoSeat && w.chosen == crew::kNoSeat)
    lines.push_back("mission 46: " + pink_nine_news(v, viewer));
  return lines;
}

std::string crew_choice_note(const AnyState& s, ActionId a) {
  const State* st = crew_state(s);
  if (!st) return "";
  namespace act = crew::act;
  switch (act::kind_of(a)) {
    case act::Kind::choose:
    case act::Kind::assign: {
      const int target = a - (act::kind_of(a) == act::Kind::choose ? act::kChoose : act::kAssign);
      return crew::detail::is_jarvis(*st, target) ? "JARVIS" : "";
    }
    case act::Kind::roles:
      return crew::seat_name(*st, (a - act::kRoles) / 5) + ": first four tricks, " +
             crew::seat_name(*st, (a - act::kRoles) % 5) + ": last trick";
    default: return "";
  }
}

FailureRule failure_rule(const AnyState& terminal) {
  if (const State* s = crew_state(terminal))  // the fast paths: simulate asks after every game
    return s->failure.rule == crew::FailRule::none
               ? FailureRule{}
               : FailureRule{std::string(crew::fail_rule_name(s->failure.rule)), s->failure.trick};
  for (auto typed : {ufs_failure, dp6_failure, rn_failure})
    if (std::optional<FailureRule> r = typed(terminal)) return *std::move(r);
  return failure_rule_from_json(terminal);
}

FailureRule failure_rule_from_json(const AnyState& terminal) {
  const Json j = Json::parse(terminal.to_json(kViewAll), nullptr, false);
  if (!j.is_object() || !j.contains("failure") || !j["failure"].is_object()) return {};
  const Json& f = j["failure"];
  FailureRule r;
  if (f.contains("rule") && f["rule"].is_string()) r.rule = f["rule"].get<std::string>();
  if (f.contains("trick") && f["trick"].is_number_integer()) r.trick = f["trick"].get<int>();
  // A game played in rounds (Under Falling Skies) names the round it ended in.
  if (r.trick == 0) r.round = int_field(j, "round").value_or(0);
  return r;
}

}  // namespace bgb::cli::hooks
