/// \file
/// The snapshot validator's part for the special missions: each mission's flow of phases, the
/// questions and choices, mission 12's draws, the tokens moved in 23 and 40, the commander's
/// distribution and the logbook conditions. Every check is a consequence of the rules
/// (rules.hpp, flow.hpp, conditions.hpp), so no state the rules can reach is refused; each one
/// guards a field the rules would otherwise read unchecked (a chosen seat, a drawn card...).
#include <array>
#include <string>

#include "crew/check.hpp"

namespace bgb::crew_codec::check {

using namespace bgb::crew;
using crew::detail::special_of;
using json::fail;

namespace {

/// The setup steps of s's mission between the deal and the handover, in order (flow.hpp).
struct SetupFlow {
  std::array<Phase, 3> steps{};
  int n = 0;
  void add(Phase p) { steps[static_cast<std::size_t>(n++)] = p; }
};

SetupFlow setup_flow(const State& s) {
  SetupFlow f;
  const bool tasks = s.num_tasks > 0;
  const bool reveal = tasks && !s.preset_tasks;  // preset tasks turn up without a chance node
  switch (special_of(s)) {
    case Special::sick_member:
    case Special::one_trick_member:
    case Special::first_last_member: f.add(Phase::question); f.add(Phase::choose); break;
    case Special::roles: f.add(Phase::question); f.add(Phase::roles); break;
    // Every mission with tasks turns them all up first ("coloque-as, viradas para cima, no
    // centro da mesa", setup step 5); the commander acts after that.
    case Special::silenced_member:
      if (reveal) f.add(Phase::reveal);
      f.add(Phase::choose);
      f.add(Phase::pick);
      break;
    case Special::commander_decides:
      if (reveal) f.add(Phase::reveal);
      f.add(Phase::question);
      f.add(Phase::choose);
      break;
    case Special::swap_tokens:
    case Special::move_token:
      if (reveal) f.add(Phase::reveal);
      f.add(special_of(s) == Special::swap_tokens ? Phase::swap : Phase::move);
      f.add(Phase::pick);
      break;
    case Special::commander_distributes:  // reveal all, then question and assign once per task
      if (reveal) f.add(Phase::reveal);
      f.add(Phase::question);
      f.add(Phase::assign);
      break;
    default:
      if (reveal) f.add(Phase::reveal);
      if (tasks) f.add(Phase::pick);
  }
  return f;
}

bool handover_game(const State& s) { return s.players == 5 && s.mission >= 25 && s.num_tasks > 0; }
bool asks_question(Special sp) {
  return sp == Special::sick_member || sp == Special::commander_decides || sp == Special::commander_distributes ||
         sp == Special::one_trick_member || sp == Special::first_last_member || sp == Special::roles;
}
bool chooses_member(Special sp) {
  return sp == Special::sick_member || sp == Special::silenced_member || sp == Special::commander_decides ||
         sp == Special::one_trick_member || sp == Special::first_last_member;
}
std::string mission_text(const State& s) { return "mission " + num(s.mission); }
int offset_from(const State& s, int from, int seat) { return (seat - from + s.seats) % s.seats; }

/// special_wins bits 0..3: the colour 1s that won a trick; bits 4..7: the rockets r1..r4.
CardSet ones_cards(std::uint8_t bits) {
  CardSet set = 0;
  for (int c = 0; c < kRocketSuit; ++c)
    if ((bits >> c) & 1U) set |= bit(static_cast<Card>(c * 9));
  return set;
}
CardSet rocket_cards(std::uint8_t bits) { return CardSet{static_cast<std::uint8_t>(bits >> 4)} << kNumColourCards; }

/// Whether `card` can have won a finished trick made of `trick`: the highest rocket, or with no
/// rocket the highest card of its colour (the led colour is the only one that can win).
bool could_win(CardSet trick, Card card) {
  if (!has(trick, card)) return false;
  const CardSet rockets = trick & kRockets;
  if (rockets) return card == highest(rockets);
  return card == highest(trick & suit_mask(suit_of(card)));
}

std::pair<int, int> fewest_most_tricks(const State& s) {
  int lo = 255, hi = 0;
  for (int i = 0; i < s.seats; ++i) {
    const int w = s.tricks_won[static_cast<std::size_t>(i)];
    lo = w < lo ? w : lo;
    hi = w > hi ? w : hi;
  }
  return {lo, hi};
}

}  // namespace

int flow_rank(const State& s, Phase p) noexcept {
  switch (p) {
    case Phase::deal: return kRankDeal;
    case Phase::handover: return handover_game(s) ? kRankHandover : -1;
    case Phase::distress: return kRankDistress;
    case Phase::distress_give: return kRankGive;
    case Phase::comm:
    case Phase::play: return kRankTricks;
    case Phase::draw: return special_of(s) == Special::draw_after_first ? kRankTricks : -1;
    case Phase::over: return kRankOver;
    default: break;
  }
  const SetupFlow f = setup_flow(s);
  for (int i = 0; i < f.n; ++i)
    if (f.steps[static_cast<std::size_t>(i)] == p) return kRankSetup + i;
  return -1;
}

bool draws_done(const State& s) noexcept {
  if (special_of(s) != Special::draw_after_first) return false;
  return s.trick >= 2 || (s.trick == 1 && (s.phase == Phase::comm || s.phase == Phase::play));
}

bool comm_may_be_stale(const State& s, int seat) noexcept {
  return ((s.comm_stale >> seat) & 1U) != 0 || s.phase == Phase::draw;
}

int draw_size_shift(const State& s, int seat) noexcept {
  // Drawer k took from k-1 and gave to k+1, so only the last drawer and the first source differ.
  if (s.phase != Phase::draw || s.asked == 0) return 0;
  return (seat == s.asked - 1 ? 1 : 0) - (seat == crew::detail::draw_source(s, 0) ? 1 : 0);
}

int r4_origin(const State& s, int holder) noexcept {
  // A card moves at most once in the draws: a drawer never draws the card its source just drew.
  return s.drawn[static_cast<std::size_t>(holder)] == kRocket4 ? crew::detail::draw_source(s, holder) : holder;
}

void check_flow(const State& s) {
  if (rank(s) >= 0) return;
  const std::string phase(phase_name(s.phase));
  if (s.phase == Phase::reveal && s.preset_tasks) fail("phase: preset tasks are all revealed right after the deal");
  if (s.phase == Phase::handover) fail("phase: the handover round is only for 5 players in missions 25-50 with tasks");
  if (s.phase == Phase::draw) fail("phase: only mission 12 draws cards after the first trick");
  if (s.phase == Phase::reveal || s.phase == Phase::pick) fail("phase: " + mission_text(s) + " has no task to " + phase);
  fail("phase: '" + phase + "' is not a step of " + mission_text(s));
}

void check_setup_turn(const State& s) {
  const std::string phase = "phase '" + std::string(phase_name(s.phase)) + "'";
  auto commander_acts = [&] {
    if (s.actor != s.commander) fail("actor: the commander (" + seat_text(s, s.commander) + ") decides in " + phase);
  };
  switch (s.phase) {
    case Phase::question: {
      if (s.asked < 1) fail("asked: the question round starts at the commander's left (asked 1)");
      const int seat = (s.commander + s.asked) % s.seats;
      if (s.actor != seat) fail("actor: the question round is at " + seat_text(s, seat) + " (asked " + num(s.asked) + ")");
      return;  // check_turn: every task is face up by now
    }
    case Phase::choose:
    case Phase::assign:
    case Phase::swap:
    case Phase::move:
    case Phase::roles: commander_acts(); return;
    case Phase::draw: {
      if (s.trick != 1 || s.in_trick != 0) fail("tricks_completed: mission 12 draws right after trick 1");
      const int drawers = crew::detail::num_drawers(s);
      if (s.asked >= drawers) fail("asked: " + num(drawers) + " seats draw, asked must be below that");
      if (s.actor != s.asked) fail("actor: the draw is at seat " + num(s.asked) + " (asked " + num(s.asked) + ")");
      return;
    }
    default: return;
  }
}

void check_draws(const State& s) {
  if (special_of(s) != Special::draw_after_first) {
    for (int i = 0; i < s.seats; ++i)
      if (s.drawn[static_cast<std::size_t>(i)] != kNoCard) fail("drawn[" + num(i) + "]: only mission 12 draws cards");
    if (s.comm_stale) fail("comms[" + num(lowest(s.comm_stale)) + "].stale: only mission 12's draws make a token stale");
    return;
  }
  const bool drawing = s.phase == Phase::draw, done = draws_done(s);
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    const Card c = s.drawn[k];
    const std::string key = "drawn[" + num(i) + "]";
    const bool drawer = i < crew::detail::num_drawers(s);
    const bool should = drawer && ((drawing && i < s.asked) || done);
    if (!should && c != kNoCard) {
      if (!drawer) fail(key + ": JARVIS never draws");
      fail(key + ": " + seat_text(s, i) + (drawing ? " has not drawn yet" : " draws only right after trick 1"));
    }
    if (!should) continue;
    const int src = crew::detail::draw_source(s, i);
    if (c == kNoCard) fail(key + ": " + seat_text(s, i) + " has drawn a card from " + seat_text(s, src));
    // Nothing but a play moves the card again (the next drawer may not take it).
    if (!has(s.hand[k] | (drawing ? CardSet{0} : s.played), c))
      fail(key + ": " + card_text(c) + " was drawn by " + seat_text(s, i) + ", so it is in its hand" + (drawing ? "" : " or played"));
  }
  if (s.comm_stale & ~s.comm_used)
    fail("comms[" + num(lowest(s.comm_stale & ~s.comm_used)) + "].stale: a token that was never placed cannot be stale");
  if (!done && s.comm_stale)
    fail("comms[" + num(lowest(s.comm_stale)) + "].stale: tokens go stale at mission 12's draws, which have not happened");
}

void check_tokens(const State& s) {
  const Mission& m = mission(s.mission);
  std::array<Token, kMaxTasks> logbook{};
  int first = -1, second = -1, diffs = 0;
  for (int i = 0; i < s.num_tasks; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    logbook[k] = i < s.revealed && i < m.num_tokens ? m.tokens[k] : Token::none;
    if (s.tasks[k].token == logbook[k]) continue;
    (diffs++ == 0 ? first : second) = i;
  }
  if (diffs == 0) return;
  const std::size_t a = static_cast<std::size_t>(first), b = static_cast<std::size_t>(second < 0 ? first : second);
  const Token ta = s.tasks[a].token, tb = s.tasks[b].token;
  if (special_of(s) == Special::swap_tokens && past(s, Phase::swap) && diffs == 2 && ta == logbook[b] && tb == logbook[a])
    return;
  // Mission 40: token T left its task (first, among the logbook's) for a task without one.
  if (special_of(s) == Special::move_token && past(s, Phase::move) && diffs == 2 && ta == Token::none &&
      logbook[b] == Token::none && tb == logbook[a])
    return;
  const Token want = logbook[a];
  std::string why = want == Token::none ? std::string("this task carries no token")
                                        : mission_text(s) + " puts token " + token_text(want) + " here";
  if (special_of(s) == Special::swap_tokens)
    why += past(s, Phase::swap) ? " (the commander may only swap two tokens)" : " (the commander has not swapped yet)";
  if (special_of(s) == Special::move_token)
    why += past(s, Phase::move) ? " (the commander may only move one token onto a task without one)"
                                : " (the commander has not moved a token yet)";
  fail(task_key(first) + ".token: " + why);
}

void check_setup_owners(const State& s) {
  const Special sp = special_of(s);
  const int n = s.num_tasks;
  const bool before_handover = rank(s) <= kRankHandover || !handover_game(s);
  if (sp == Special::commander_decides) {
    int moved = 0;
    for (int i = 0; i < n; ++i) {
      const std::uint8_t owner = s.tasks[static_cast<std::size_t>(i)].owner;
      if (rank(s) < kRankHandover && owner != kNoSeat)
        fail(task_key(i) + ".owner: the chosen member gets the tasks once they are all revealed");
      if (rank(s) < kRankHandover) continue;
      if (owner != s.chosen && before_handover)
        fail(task_key(i) + ".owner: " + mission_text(s) + " gives every task to the chosen member, " + seat_text(s, s.chosen));
      moved += owner != s.chosen;
    }
    if (moved > 1) fail("tasks: only one task can have changed hands in the handover round");
    return;
  }
  if (sp != Special::commander_distributes) return;
  // The tasks are assigned in reveal order, each after its question round, once all are face up.
  const bool asking = s.phase == Phase::question || s.phase == Phase::assign;
  std::array<int, kMaxSeats> held{};
  int assigned = 0;
  for (int i = 0; i < n; ++i) {
    const std::uint8_t owner = s.tasks[static_cast<std::size_t>(i)].owner;
    if (owner == kNoSeat) continue;
    if (assigned != i) fail(task_key(i) + ".owner: the commander assigns the tasks in reveal order, " + task_key(assigned) + " first");
    ++assigned;
    ++held[owner];
  }
  if (rank(s) >= kRankHandover && assigned != n) fail(task_key(assigned) + ".owner: the commander has assigned every task");
  if (!asking && rank(s) < kRankHandover && assigned != 0)
    fail(task_key(0) + ".owner: the commander assigns the tasks after they are all revealed");
  if (asking && assigned == n) fail("phase: every task is assigned, the distribution is over");
  if (!before_handover) return;
  // The commander may only assign so that the final counts still differ by at most one.
  const int q = n / s.seats, r = n % s.seats, most = q + (r ? 1 : 0);
  int above = 0;
  for (int i = 0; i < s.seats; ++i) {
    if (held[static_cast<std::size_t>(i)] > most)
      fail("tasks: " + seat_text(s, i) + " holds " + num(held[static_cast<std::size_t>(i)]) + " tasks; " + num(n) +
           " tasks for " + num(s.seats) + " seats end at most " + num(most) + " each");
    above += held[static_cast<std::size_t>(i)] > q;
  }
  if (above > r)
    fail("tasks: " + num(above) + " seats hold " + num(q + 1) + " tasks; an even distribution of " + num(n) +
         " tasks allows " + num(r));
}

void check_choices(const State& s) {
  const Special sp = special_of(s);
  const std::string mis = mission_text(s);
  if (chooses_member(sp)) {
    const bool made = past(s, Phase::choose);
    if (made && s.chosen == kNoSeat) fail("chosen: the commander has chosen a member in " + mis);
    if (!made && s.chosen != kNoSeat) fail("chosen: the commander has not chosen yet");
    if (made && s.chosen == s.commander) fail("chosen: the commander cannot choose himself");
    if (made && sp == Special::silenced_member && crew::detail::is_jarvis(s, s.chosen))
      fail("chosen: JARVIS never communicates, so it cannot be the one who may not");
    if (sp == Special::silenced_member && made && s.comm_card[s.chosen] != kNoCard)
      fail("comms[" + num(s.chosen) + "]: " + seat_text(s, s.chosen) + " may not communicate in " + mis);
  } else if (sp == Special::roles) {
    const bool made = past(s, Phase::roles);
    if (made != (s.chosen != kNoSeat)) fail(std::string("chosen: ") + (made ? "the roles are given" : "the roles are not given yet"));
    if (made != (s.chosen_last != kNoSeat))
      fail(std::string("chosen_last: ") + (made ? "the roles are given" : "the roles are not given yet"));
    if (made && s.chosen == s.chosen_last) fail("chosen_last: the first four tricks and the last trick go to two different seats");
  } else if (sp == Special::pink_nine_guard) {
    const bool made = rank(s) >= kRankTricks;
    if (made != (s.chosen != kNoSeat))
      fail(std::string("chosen: ") + (made ? "the seat left of p9's holder is named when the tricks start"
                                           : "the seat left of p9's holder is named when the tricks start, not before"));
    constexpr Card kP9 = 8;
    if (made && !has(s.played, kP9)) {
      const int holder = crew::detail::pink_nine_holder(s);
      const int want = crew::detail::next_seat(s, holder);
      if (s.chosen != want)
        fail("chosen: " + seat_text(s, holder) + " holds p9, so the seat to its left, " + seat_text(s, want) +
             ", must win the pink tricks");
    }
  } else if (s.chosen != kNoSeat) {
    fail("chosen: " + mis + " names no crew member");
  }
  if (sp != Special::roles && s.chosen_last != kNoSeat) fail("chosen_last: only mission 50 names a seat for the last trick");

  // Answers: the current round's so far; a finished round's stay until the next one.
  const bool asks = asks_question(sp);
  int lo = static_cast<int>(act::Answer::yes), hi = static_cast<int>(act::Answer::no);
  if (sp == Special::sick_member) lo = static_cast<int>(act::Answer::good), hi = static_cast<int>(act::Answer::bad);
  if (sp == Special::roles) lo = static_cast<int>(act::Answer::first4), hi = static_cast<int>(act::Answer::last);
  bool round_over = past(s, Phase::question);
  if (sp == Special::commander_distributes) round_over = rank(s) >= kRankHandover || s.phase == Phase::assign;
  for (int i = 0; i < s.seats; ++i) {
    const std::uint8_t a = s.answers[static_cast<std::size_t>(i)];
    const std::string key = "answers[" + num(i) + "]";
    if (!asks) {
      if (a != kNoAnswer) fail(key + ": " + mis + " asks no question");
      continue;
    }
    const int k = s.commander == kNoSeat ? 0 : offset_from(s, s.commander, i);
    const bool answered = k > 0 && (s.phase == Phase::question ? k < s.asked : round_over);
    if (answered && a == kNoAnswer) fail(key + ": " + seat_text(s, i) + " has answered the commander's question");
    if (!answered && a != kNoAnswer)
      fail(key + ": " + (k == 0 ? std::string("the commander asks, he does not answer") : seat_text(s, i) + " has not been asked yet"));
    if (a != kNoAnswer && (a < lo || a > hi))
      fail(key + ": the question of " + mis + " is answered " + std::string(answer_name(lo)) +
           (hi - lo == 2 ? ", " + std::string(answer_name(lo + 1)) + " or " : " or ") + std::string(answer_name(hi)));
  }
}

void check_special_progress(const State& s) {
  const Special sp = special_of(s);
  const std::string mis = mission_text(s);
  const bool over = s.phase == Phase::over, failed = over && !s.success;
  const CardSet finished = s.played & ~trick_set(s);
  const int total = crew::detail::total_tricks(s);
  const std::uint8_t ones = s.special_wins & 0x0F, rockets = static_cast<std::uint8_t>(s.special_wins >> 4);
  const bool ones_kept = sp == Special::colour_one_wins || sp == Special::two_colour_ones;
  const bool rockets_kept = sp == Special::each_rocket_wins || sp == Special::rockets_in_order;
  if (ones && !ones_kept) fail("ones_won: only missions 9 and 26 count the colour 1s that won a trick");
  if (rockets && !rockets_kept) fail("rockets_won: only missions 13 and 44 count the rockets that won a trick");
  if (ones_cards(s.special_wins) & ~finished)
    fail("ones_won: " + card_text(lowest(ones_cards(s.special_wins) & ~finished)) + " has not been played in a finished trick");
  if (rocket_cards(s.special_wins) & ~finished)
    fail("rockets_won: " + card_text(lowest(rocket_cards(s.special_wins) & ~finished)) + " has not been played in a finished trick");
  auto ended = [&](const std::string& key, const std::string& why) {
    fail(key + ": " + why + ", so " + mis + " would be over");
  };
  auto tricks = [&](int seat) { return seat == kNoSeat ? 0 : int{s.tricks_won[seat]}; };
  auto won_key = [&](int seat) { return "tricks_won[" + num(seat) + "]"; };
  switch (sp) {
    case Special::colour_one_wins:
      if (!s.success && ones) ended("ones_won", "a colour 1 has won a trick");
      if (s.success && count(CardSet{ones}) != 1) fail("ones_won: mission 9 ends with the first colour 1 that wins a trick");
      if (s.success && !(ones_cards(s.special_wins) & s.last_trick)) fail("ones_won: the winning colour 1 ended mission 9, it is in last_trick");
      if (!over && (finished & crew::detail::kColourOnes) == crew::detail::kColourOnes)
        ended("played", "all four colour 1s are out and none won a trick");
      break;
    case Special::two_colour_ones: {
      const int won = count(CardSet{ones});
      if (!s.success && won > 1) ended("ones_won", "two colour 1s have won a trick");
      if (s.success && (won != 2 || !(ones_cards(s.special_wins) & s.last_trick)))
        fail("ones_won: mission 26 ends when a second colour 1 wins a trick");
      if (!over && won + count(crew::detail::kColourOnes & ~finished) < 2)
        ended("played", "too few colour 1s are left to win two tricks");
      break;
    }
    case Special::each_rocket_wins:
    case Special::rockets_in_order: {
      if (sp == Special::rockets_in_order && (rockets & (rockets + 1)))
        fail("rockets_won: in mission 44 the rockets win in order r1, r2, r3, r4");
      CardSet want = finished & kRockets;  // the only rocket of a trick wins it
      if (failed && (s.failure.rule == FailRule::rockets_together || s.failure.rule == FailRule::rocket_order))
        want &= ~s.last_trick;
      if (s.success) want = kRockets;
      if (rocket_cards(s.special_wins) != want)
        fail("rockets_won: must be " + (want ? detail::card_list(want).dump() : std::string("empty")) +
             ": a rocket alone in a finished trick won it" + (over ? "" : ", two would have ended the mission"));
      if (!over && rockets == 0x0F) ended("rockets_won", "every rocket has won a trick");
      break;
    }
    case Special::no_nine_wins:
      if (!over && (finished & crew::detail::kNines) == crew::detail::kNines) ended("played", "all four 9s are out");
      break;
    case Special::pink_nine_guard:
      if (!over && (finished & crew::detail::kPink) == crew::detail::kPink) ended("played", "every pink card is out");
      break;
    case Special::sick_member:
      if (!failed && tricks(s.chosen) > 0) ended(won_key(s.chosen), "the sick member won a trick");
      break;
    case Special::balanced:
    case Special::balanced_commander: {
      const auto [lo, hi] = fewest_most_tricks(s);
      if (!failed && hi - lo >= 2) ended("tricks_won", "a seat is two tricks ahead of another");
      if (sp == Special::balanced_commander && !failed && s.trick >= 1 && tricks(s.commander) == 0)
        ended(won_key(s.commander), "the commander did not win trick 1");
      break;
    }
    case Special::one_trick_member:
      if (!failed && tricks(s.chosen) > 1) ended(won_key(s.chosen), "the chosen member won a second trick");
      break;
    case Special::first_last_member:
      if (!failed && s.chosen != kNoSeat && tricks(s.chosen) != (s.trick >= 1 ? 1 : 0) + (s.success ? 1 : 0))
        fail(won_key(s.chosen) + ": the chosen member wins trick 1 and the last trick and no other, or " + mis + " fails");
      break;
    case Special::roles:
      if (!failed && s.chosen != kNoSeat && tricks(s.chosen) != (s.trick < 4 ? s.trick : 4))
        fail(won_key(s.chosen) + ": " + seat_text(s, s.chosen) + " wins exactly the first four tricks, or " + mis + " fails");
      if (!failed && s.chosen_last != kNoSeat && tricks(s.chosen_last) != (s.success ? 1 : 0))
        fail(won_key(s.chosen_last) + ": " + seat_text(s, s.chosen_last) + " wins only the last trick, or " + mis + " fails");
      break;
    case Special::omega_last_trick:
      for (int i = 0; i < s.num_tasks; ++i) {
        const Task& t = s.tasks[static_cast<std::size_t>(i)];
        if (!failed && t.token == Token::omega && t.done_trick && t.done_trick != total)
          ended(task_key(i) + ".done_trick", "the omega task was won before the last trick");
      }
      break;
    default: break;
  }
  if (!s.success) return;
  // Constraints kept to the end succeed only then (or when their cards are all out).
  bool met = true;
  switch (sp) {
    case Special::sick_member:
    case Special::balanced:
    case Special::balanced_commander:
    case Special::one_trick_member:
    case Special::first_last_member:
    case Special::roles: met = s.trick == total; break;
    case Special::no_nine_wins:
    case Special::no_nine_wins_tasks: met = s.trick == total || (s.played & crew::detail::kNines) == crew::detail::kNines; break;
    case Special::pink_nine_guard: met = s.trick == total || (s.played & crew::detail::kPink) == crew::detail::kPink; break;
    default: break;
  }
  if (!met) fail("success: the condition of " + mis + " is met only later");
  if (sp == Special::one_trick_member && tricks(s.chosen) != 1) fail(won_key(s.chosen) + ": the chosen member wins exactly one trick");
}

void check_special_failure(const State& s) {
  const Failure& f = s.failure;
  const Special sp = special_of(s);
  const FailRule rule = f.rule;
  const std::string mis = mission_text(s);
  const std::string name(fail_rule_name(rule));
  auto among = [&](std::initializer_list<Special> list) {
    for (Special x : list)
      if (x == sp) return true;
    return false;
  };
  using S = Special;
  bool allowed = false;
  switch (rule) {
    case FailRule::forbidden_winner: allowed = among({S::sick_member, S::one_trick_member, S::first_last_member, S::roles}); break;
    case FailRule::required_winner:
      allowed = among({S::balanced_commander, S::first_last_member, S::roles, S::pink_nine_guard});
      break;
    case FailRule::won_with_rocket: allowed = among({S::one_trick_member, S::first_last_member}); break;
    case FailRule::won_with_nine: allowed = among({S::no_nine_wins, S::no_nine_wins_tasks}); break;
    case FailRule::rockets_together: allowed = among({S::each_rocket_wins, S::rockets_in_order}); break;
    case FailRule::rocket_order: allowed = sp == S::rockets_in_order; break;
    case FailRule::unbalanced: allowed = among({S::balanced, S::balanced_commander}); break;
    case FailRule::condition_unmet:
      allowed = among({S::colour_one_wins, S::two_colour_ones, S::each_rocket_wins, S::rockets_in_order, S::one_trick_member});
      break;
    case FailRule::omega_not_last_trick: allowed = sp == S::omega_last_trick; break;
    default: break;
  }
  if (!allowed) fail("failure.rule: '" + name + "' is not a rule of " + mis);
  const int total = crew::detail::total_tricks(s);
  const bool first = s.trick == 1, last = s.trick == total;
  const int winner = s.leader;  // the winner of the last trick leads the next
  const bool by_winner = rule == FailRule::forbidden_winner || rule == FailRule::won_with_rocket ||
                         rule == FailRule::won_with_nine || rule == FailRule::rockets_together ||
                         rule == FailRule::rocket_order || rule == FailRule::unbalanced;
  if (rule != FailRule::condition_unmet && rule != FailRule::omega_not_last_trick) {
    if (!could_win(s.last_trick, f.card)) fail("failure.card: " + name + " names the card that won the last trick");
    if (by_winner && f.seat != winner) fail("failure.seat: " + name + " names the winner of the last trick, " + seat_text(s, winner));
    if (rule == FailRule::required_winner && f.seat == winner)
      fail("failure.seat: required_winner names the seat that had to win the trick, not its winner");
  }
  auto need = [&](bool ok, const std::string& why) {
    if (!ok) fail("failure: " + name + " in " + mis + ": " + why);
  };
  const bool chosen = s.chosen != kNoSeat && f.seat == s.chosen;
  switch (rule) {
    case FailRule::forbidden_winner:
      if (sp == S::sick_member) need(chosen, "the sick member won");
      if (sp == S::one_trick_member) need(chosen && s.tricks_won[s.chosen] >= 2, "the chosen member won a second trick");
      if (sp == S::first_last_member) need(chosen && !first && !last, "the chosen member won a trick between the first and the last");
      if (sp == S::roles) need((chosen || f.seat == s.chosen_last) && s.trick > 4 && !last, "a named seat won a middle trick");
      break;
    case FailRule::required_winner:
      if (sp == S::balanced_commander) need(f.seat == s.commander && (first || last), "the commander had to win the first or last trick");
      if (sp == S::first_last_member) need(chosen && (first || last), "the chosen member had to win the first or last trick");
      if (sp == S::roles)
        need((s.trick <= 4 && chosen) || (last && f.seat == s.chosen_last), "a named seat had to win one of its tricks");
      if (sp == S::pink_nine_guard) need(chosen && (s.last_trick & crew::detail::kPink), "the seat left of p9's holder had to win a pink trick");
      break;
    case FailRule::won_with_rocket:
      need(is_rocket(f.card) && chosen && (sp == S::one_trick_member || first || last), "the chosen member won its trick with a rocket");
      break;
    case FailRule::won_with_nine: need(!is_rocket(f.card) && value_of(f.card) == 9, "a 9 won the trick"); break;
    case FailRule::rockets_together: need(is_rocket(f.card) && count(s.last_trick & kRockets) >= 2, "two rockets fell in the last trick"); break;
    case FailRule::rocket_order: {
      const unsigned lower = (1U << (value_of(f.card) - 1)) - 1;
      need(is_rocket(f.card) && count(s.last_trick & kRockets) == 1 && ((s.special_wins >> 4) & lower) != lower,
           "a rocket won before every lower one had");
      break;
    }
    case FailRule::unbalanced: {
      const auto [lo, hi] = fewest_most_tricks(s);
      need(hi - lo >= 2, "a seat is two tricks ahead of another");
      break;
    }
    case FailRule::condition_unmet:
      if (sp == S::colour_one_wins || sp == S::two_colour_ones) {
        need(f.card == kNoCard && f.seat == kNoSeat, "the failure names no card and no seat");
        const int won = count(CardSet{static_cast<std::uint8_t>(s.special_wins & 0x0F)});
        const int left = count(crew::detail::kColourOnes & ~s.played);
        need(last || (sp == S::colour_one_wins ? left == 0 : won + left < 2), "the goal could still be reached");
      } else if (sp == S::one_trick_member) {
        need(last && f.card == kNoCard && chosen && s.tricks_won[s.chosen] != 1,
             "after the last trick the chosen member has not won exactly one trick");
      } else {
        const CardSet unwon = kRockets & ~rocket_cards(s.special_wins);
        need(last && f.seat == kNoSeat && unwon && f.card == lowest(unwon), "after the last trick the lowest rocket that never won is named");
      }
      break;
    case FailRule::omega_not_last_trick: {
      int omega = -1;
      for (int i = 0; i < s.num_tasks; ++i)
        if (s.tasks[static_cast<std::size_t>(i)].token == Token::omega) omega = i;
      const Task* t = omega < 0 ? nullptr : &s.tasks[static_cast<std::size_t>(omega)];
      need(t && f.card == t->card && f.seat == t->owner && t->done_trick == s.trick && !last,
           "the omega task, named with its owner, was won in the last trick played, before the mission's last");
      break;
    }
    default: break;
  }
}

}  // namespace bgb::crew_codec::check
