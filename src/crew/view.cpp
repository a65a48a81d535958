/// \file
/// What one viewer sees of a state of The Crew: the observation JSON and the text rendering for
/// the CLI. Both start from crew::observe(), so they hide exactly what the rules hide.
#include <array>
#include <sstream>
#include <string>

#include "crew/codec.hpp"
#include "text_wrap.hpp"

namespace bgb::crew_codec {

using namespace bgb::crew;

Json observation_to_json(const State& s, Viewer viewer) {
  const Observation o = observe(s, viewer);
  return detail::write_state(o.view, &o);
}

namespace {

/// "p2 p5 p9 · b1 · y3 y4 · r2": a hand grouped by suit in suit order.
std::string hand_text(CardSet hand) {
  std::string out;
  for (int suit = 0; suit < kNumSuits; ++suit) {
    const CardSet same = hand & suit_mask(suit);
    if (!same) continue;
    if (!out.empty()) out += "  ";
    std::string group;
    for (CardSet m = same; m; m &= m - 1) {
      if (!group.empty()) group += ' ';
      group += card_text(lowest(m));
    }
    out += group;
  }
  return out.empty() ? "(none)" : out;
}

std::string card_or_hidden(Card c) {
  if (c == kHiddenCard) return "??";
  return c == kNoCard ? "--" : card_text(c);
}

std::string who(const State& s, int seat) {
  std::string name = seat_name(s, seat);
  if (seat == s.commander) name += " (commander)";
  return name;
}

/// What the commander's choice means for the chosen seat; "" before it is made.
std::string chosen_text(const State& s) {
  if (s.chosen == kNoSeat) return "";
  const std::string seat = seat_name(s, s.chosen);
  switch (crew::detail::special_of(s)) {
    case Special::sick_member: return "Chosen: " + seat + " is sick: must win no trick";
    case Special::silenced_member: return "Chosen: " + seat + " may not communicate";
    case Special::commander_decides: return "Chosen: " + seat + " takes all tasks";
    case Special::one_trick_member: return "Chosen: " + seat + " must win exactly one trick, not with a rocket";
    case Special::first_last_member:
      return "Chosen: " + seat + " must win only the first and the last trick, neither with a rocket";
    case Special::pink_nine_guard: return "Chosen: " + seat + " (left of p9's holder) must win every pink trick";
    case Special::roles:
      return "Roles: " + seat + " the first four tricks, " + seat_name(s, s.chosen_last) + " the last";
    default: return "";
  }
}

/// The question's choices, "good or bad"...
std::string answer_choices(Special sp) {
  if (sp == Special::sick_member) return "good or bad";
  if (sp == Special::roles) return "first4, middle or last";
  return "yes or no";
}

/// The current question round (or the last finished one): every seat but the commander.
std::string answers_text(const State& s) {
  bool any = s.phase == Phase::question;
  for (int i = 0; i < s.seats; ++i) any = any || s.answers[static_cast<std::size_t>(i)] != kNoAnswer;
  if (!any || s.commander == kNoSeat) return "";
  const Special sp = crew::detail::special_of(s);
  std::string out = s.phase == Phase::question ? "Question (" : "Answers (";
  out += answer_choices(sp) + ")";
  if (sp == Special::commander_distributes && s.revealed == s.num_tasks) {
    // The task being distributed; once all are, the last one, whose answers stay.
    const int current = crew::detail::next_unassigned_task(s);
    out += " about task " + card_text(s.tasks[static_cast<std::size_t>(current >= 0 ? current : s.num_tasks - 1)].card);
  }
  out += ":";
  for (int k = 1; k < s.seats; ++k) {
    const int seat = (s.commander + k) % s.seats;
    const std::uint8_t a = s.answers[static_cast<std::size_t>(seat)];
    out += (k > 1 ? ", " : " ") + seat_name(s, seat) + " " + (a == kNoAnswer ? std::string("?") : std::string(answer_name(a)));
  }
  return out;
}

/// The commander's distribution so far (missions 24, 32, 36, 43, while it lasts).
std::string distribution_text(const State& s) {
  const bool running = s.phase == Phase::reveal || s.phase == Phase::question || s.phase == Phase::assign;
  if (crew::detail::special_of(s) != Special::commander_distributes || !running) return "";
  std::array<int, kMaxSeats> held{};
  int assigned = 0;
  for (int i = 0; i < s.num_tasks; ++i) {
    const std::uint8_t owner = s.tasks[static_cast<std::size_t>(i)].owner;
    if (owner == kNoSeat) continue;
    ++held[owner];
    ++assigned;
  }
  std::string out = "Distribution: " + std::to_string(assigned) + " of " + std::to_string(s.num_tasks) + " tasks assigned (";
  for (int i = 0; i < s.seats; ++i) out += (i ? ", " : "") + seat_name(s, i) + ": " + std::to_string(held[static_cast<std::size_t>(i)]);
  out += ")";
  const int current = crew::detail::next_unassigned_task(s);
  if (s.phase != Phase::reveal && current >= 0) out += ", now " + card_text(s.tasks[static_cast<std::size_t>(current)].card);
  return out;
}

/// Mission 12's draws as the viewer knows them.
std::string draws_text(const State& s) {
  if (crew::detail::special_of(s) != Special::draw_after_first) return "";
  std::string out;
  for (int i = 0; i < crew::detail::num_drawers(s); ++i) {
    const Card c = s.drawn[static_cast<std::size_t>(i)];
    const std::string from = seat_name(s, crew::detail::draw_source(s, i));
    if (c != kNoCard) {
      out += (out.empty() ? "" : "; ") + seat_name(s, i) + " drew " + (c == kHiddenCard ? std::string("a card") : card_text(c)) +
             " from " + from;
    } else if (s.phase == Phase::draw && i == s.asked) {
      out += (out.empty() ? "" : "; ") + seat_name(s, i) + " draws next, from " + from;
    }
  }
  return out.empty() ? "" : "Draws: " + out;
}

}  // namespace

std::string render(const State& state, Viewer viewer) {
  const Observation o = observe(state, viewer);
  const State& s = o.view;
  const Mission& m = mission(s.mission);
  const int total = crew::detail::total_tricks(s);
  std::ostringstream out;

  out << "The Crew, mission " << int{s.mission} << " (" << int{s.num_tasks} << (s.num_tasks == 1 ? " task" : " tasks");
  if (m.dead_zone) out << ", dead zone";
  if (m.comm_from > 1) out << ", communication from trick " << int{m.comm_from};
  out << "), " << int{s.players} << " players";
  if (viewer == kViewAll) {
    out << " - everything shown\n";
  } else if (viewer == kViewPublic) {
    out << " - spectator view\n";
  } else {
    out << " - view of seat " << viewer << "\n";
  }
  if (m.special != Special::none) out << "Special rule: " << special_rule_text(m.special) << "\n";

  out << "Phase: " << phase_name(s.phase);
  if (s.phase == Phase::comm || s.phase == Phase::play || s.phase == Phase::over)
    out << ", trick " << (s.phase == Phase::over ? int{s.trick} : s.trick + 1) << " of " << total;
  const PlayerId p = current_player(s);
  if (p == kChance) {
    const int done = s.phase == Phase::deal ? s.dealt : s.phase == Phase::draw ? s.asked : s.revealed;
    out << " - chance (" << done << " done)";
  } else if (p >= 0) {
    out << " - " << seat_name(s, s.actor) << " to act";
    if (crew::detail::is_jarvis(s, s.actor)) out << " (the commander, seat " << int{s.commander} << ", decides)";
  }
  out << "\n";
  if (s.commander != kNoSeat) out << "Commander: seat " << int{s.commander} << "\n";
  for (const std::string& line : {answers_text(s), chosen_text(s), distribution_text(s), draws_text(s)})
    if (!line.empty()) out << line << "\n";

  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    const bool shown = viewer == kViewAll || viewer == i || crew::detail::is_jarvis(s, i);
    out << (i == viewer ? "Your hand, " : "Hand, ") << who(s, i) << ": ";
    if (shown) {
      out << hand_text(s.hand[k]);
      if (crew::detail::is_jarvis(s, i)) out << " face up; " << int{o.jarvis_hidden_count} << " face down";
    } else {
      out << int{o.hand_size[k]} << " cards";
    }
    out << "\n";
  }
  if (crew::detail::has_jarvis(s) && s.phase != Phase::deal) {
    out << "JARVIS piles (up/down):";
    for (std::size_t pile = 0; pile < kJarvisPiles; ++pile)
      out << " " << card_or_hidden(s.pile_up[pile]) << "/" << card_or_hidden(s.pile_down[pile]);
    out << "\n";
  }

  if (s.num_tasks > 0) {
    out << "Tasks:";
    for (int i = 0; i < s.num_tasks; ++i) {
      const Task& t = s.tasks[static_cast<std::size_t>(i)];
      if (t.card == kNoCard || t.card == kHiddenCard) {
        out << " [not revealed]";
        continue;
      }
      out << " " << card_text(t.card);
      if (t.token != Token::none) out << "(" << token_text(t.token) << ")";
      if (t.owner != kNoSeat) out << " " << seat_name(s, t.owner);
      if (t.done_trick) {
        out << " done in trick " << int{t.done_trick};
      } else if (s.phase == Phase::over && !s.success && t.card == s.failure.card &&
                 s.failure.rule <= FailRule::tasks_unfinished) {  // a task card broke it
        out << " FAILED (" << failure_text(s) << ")";
      } else if (s.phase == Phase::over) {
        out << " not done";
      } else if (t.owner != kNoSeat) {
        out << " open";
      }
      if (i + 1 < s.num_tasks) out << ";";
    }
    out << "\n";
  }

  std::ostringstream comms;
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    if (s.comm_card[k] == kNoCard) continue;
    comms << (comms.tellp() > 0 ? "; " : "") << seat_name(s, i) << " " << card_text(s.comm_card[k]);
    if (s.comm_pos[k] != CommPos::none) comms << " " << comm_pos_name(s.comm_pos[k]);
    if ((s.comm_stale >> i) & 1U) comms << " (before the draws)";
  }
  if (comms.tellp() > 0) out << "Communications: " << comms.str() << "\n";
  if (s.phase == Phase::distress) {
    out << "Distress signal: undecided - left passes one card each to seat+1, right to seat-1\n";
  } else if (s.distress == 1 || s.distress == 2) {
    out << "Distress signal: " << distress_name(s.distress) << (s.distress == 1 ? " (cards go to seat+1)" : " (cards go to seat-1)")
        << "\n";
  } else if (s.distress != 0) {
    out << "Distress signal: " << distress_name(s.distress) << "\n";
  }
  if (s.phase == Phase::distress_give) {
    out << "Distress cards:";
    for (int i = 0; i < s.seats; ++i) {
      const Card c = s.give[static_cast<std::size_t>(i)];
      out << (i ? ", " : " ") << seat_name(s, i) << ": " << (c == kHiddenCard ? "chosen" : c == kNoCard ? "-" : card_text(c));
    }
    out << "\n";
  } else if (s.distress == 1 || s.distress == 2) {
    out << "Distress cards passed:";
    for (int i = 0; i < s.seats; ++i) {
      const Card c = s.give[static_cast<std::size_t>(i)];
      const int to = s.distress == 1 ? crew::detail::next_seat(s, i) : crew::detail::prev_seat(s, i);
      out << (i ? "; " : " ") << seat_name(s, i) << " to " << seat_name(s, to) << ": "
          << (c == kHiddenCard ? "a card" : c == kNoCard ? "-" : card_text(c));
    }
    out << "\n";
  }

  if (s.phase == Phase::comm || s.phase == Phase::play || s.phase == Phase::over) {
    if (s.in_trick > 0) {
      out << "Trick:";
      for (int j = 0; j < s.in_trick; ++j)
        out << " " << card_text(s.trick_cards[static_cast<std::size_t>(j)]) << " ("
            << seat_name(s, (s.leader + j) % s.seats) << ")";
      out << "\n";
    } else if (s.phase != Phase::over) {
      out << "Trick: " << seat_name(s, s.leader) << " leads\n";
    }
    if (s.trick > 0) {
      out << "Last trick";
      if (s.leader != kNoSeat) out << " (won by " << seat_name(s, s.leader) << ")";  // its winner leads next
      if (s.last_leader != kNoSeat) {  // as it lay on the table: who played which card, from its leader
        for (int j = 0; j < s.seats; ++j)
          out << (j ? ", " : ": ") << seat_name(s, (s.last_leader + j) % s.seats) << ' '
              << card_text(s.last_cards[static_cast<std::size_t>(j)]);
      } else {  // a snapshot that did not record the order
        out << ": " << hand_text(s.last_trick);
      }
      out << "\n";
    }
    out << "Tricks won:";
    for (int i = 0; i < s.seats; ++i)
      out << (i ? ", " : " ") << seat_name(s, i) << ": " << int{s.tricks_won[static_cast<std::size_t>(i)]};
    out << "\n";
  }
  if (s.phase == Phase::over) {
    if (s.success) {
      out << "Mission accomplished\n";
    } else {
      out << "Mission failed: " << failure_text(s) << "\n";
    }
  }
  return text::wrap(out.str());
}

}  // namespace bgb::crew_codec
