/// \file
/// The Crew's state validator: a snapshot is accepted only if every field agrees with the phase,
/// the 40 cards are conserved, the hand sizes match the tricks played and the task tokens are
/// not already broken. The rules rely on these invariants (a seat with no card to play while
/// others still hold cards would leave a live state without legal actions), so nothing read
/// from JSON reaches them unchecked. Messages name fields as the snapshot JSON does.
#include <array>
#include <string>

#include "crew/check.hpp"

namespace bgb::crew_codec {

using namespace bgb::crew;

namespace check {

std::string num(int v) { return std::to_string(v); }
std::string task_key(int i) { return "tasks[" + num(i) + "]"; }
std::string seat_text(const State& s, int seat) {
  return seat == kNoSeat ? std::string("nobody") : crew::seat_name(s, seat);
}
CardSet trick_set(const State& s) noexcept {
  CardSet set = 0;
  for (int j = 0; j < s.in_trick; ++j) set |= bit(s.trick_cards[static_cast<std::size_t>(j)]);
  return set;
}

}  // namespace check

namespace {

using namespace check;
using json::fail;

std::string hands_key(int i) { return "hands[" + num(i) + "]"; }
bool is_card(Card c) { return c < kNumCards; }
int offset(const State& s, int from, int seat) { return (seat - from + s.seats) % s.seats; }
int seat_at(const State& s, int from, int k) { return (from + k) % s.seats; }

/// Every byte in range, so the checks below may index with it.
void check_ranges(const State& s) {
  if (s.players < 2 || s.players > 5) fail("players must be 2..5");
  if (s.seats != (s.players == 2 ? 3 : s.players)) fail("seats do not match the player count");
  if (s.mission < 1 || s.mission > kNumMissions) fail("mission must be 1..50");
  if (s.num_tasks != mission(s.mission).tasks) fail("the task count does not match the mission");
  if (static_cast<int>(s.phase) >= kNumPhases) fail("phase: not a phase");
  const int seats = s.seats;
  auto seat_ok = [&](std::uint8_t v) { return v == kNoSeat || v < seats; };
  if (!seat_ok(s.commander)) fail("commander: not a seat");
  if (!seat_ok(s.actor)) fail("actor: not a seat");
  if (!seat_ok(s.leader)) fail("leader: not a seat");
  if (s.dealt > kNumCards) fail("dealt: at most 40");
  if (s.revealed > s.num_tasks) fail("revealed: more than the mission's tasks");
  if (s.asked >= seats) fail("asked: must be below the seat count");
  if (s.trick > crew::detail::total_tricks(s)) fail("tricks_completed: more tricks than cards allow");
  if (s.in_trick >= seats) fail("trick: too many cards");
  if (s.distress > 3) fail("distress: not a distress state");
  if (s.handed_over > 1) fail("handed_over: must be 0 or 1");
  if (static_cast<int>(s.failure.rule) >= kNumFailRules) fail("failure.rule: not a rule");
  if (!seat_ok(s.chosen)) fail("chosen: not a seat");
  if (!seat_ok(s.chosen_last)) fail("chosen_last: not a seat");
  if (s.comm_stale >> seats) fail("comms: a seat that is not at the table has a stale token");
  for (std::size_t i = 0; i < kMaxSeats; ++i) {
    const bool seat = static_cast<int>(i) < seats;
    if (s.hand[i] & ~kAllCards) fail(hands_key(static_cast<int>(i)) + ": not a card set");
    if (static_cast<int>(s.comm_pos[i]) > static_cast<int>(CommPos::bottom)) fail("comms: not a position");
    const bool blank = s.hand[i] == 0 && s.comm_card[i] == kNoCard && s.comm_pos[i] == CommPos::none &&
                       s.give[i] == kNoCard && s.voids[i] == 0 && s.tricks_won[i] == 0 &&
                       s.answers[i] == kNoAnswer && s.drawn[i] == kNoCard;
    if (!seat && !blank) fail("seat " + num(static_cast<int>(i)) + " is not at the table but has data");
    if (s.comm_card[i] != kNoCard && !is_card(s.comm_card[i])) fail("comms: not a card");
    if (s.give[i] != kNoCard && !is_card(s.give[i])) fail("gives: not a card");
    if (s.drawn[i] != kNoCard && !is_card(s.drawn[i])) fail("drawn: not a card");
    if (s.answers[i] != kNoAnswer && s.answers[i] >= kNumAnswers) fail("answers: not an answer");
    if (s.voids[i] >> kNumSuits) fail("voids: not a suit set");
    const bool on_table = static_cast<int>(i) < s.in_trick;
    if (on_table ? !is_card(s.trick_cards[i]) : s.trick_cards[i] != kNoCard)
      fail("trick[" + num(static_cast<int>(i)) + "]: " + (on_table ? "not a card" : "past the cards on the table"));
  }
  if (s.comm_used >> seats) fail("comms: a seat that is not at the table communicated");
  if (s.comm_passed >> seats) fail("comm_passed: a seat that is not at the table passed");
  if ((s.jarvis_hidden | s.played | s.last_trick) & ~kAllCards) fail("not a card set");
  for (std::size_t p = 0; p < kJarvisPiles; ++p)
    if ((s.pile_up[p] != kNoCard && !is_card(s.pile_up[p])) || (s.pile_down[p] != kNoCard && !is_card(s.pile_down[p])))
      fail("jarvis: not a card");
  for (std::size_t i = 0; i < kMaxTasks; ++i) {
    const Task& t = s.tasks[i];
    if (t.card != kNoCard && !is_card(t.card)) fail(task_key(static_cast<int>(i)) + ".card: not a card");
    if (static_cast<int>(t.token) >= kNumTokenKinds) fail(task_key(static_cast<int>(i)) + ".token: not a token");
    if (!seat_ok(t.owner)) fail(task_key(static_cast<int>(i)) + ".owner: not a seat");
    if (t.done_trick > s.trick) fail(task_key(static_cast<int>(i)) + ".done_trick: later than the tricks completed");
    if (i >= s.num_tasks && !(t == Task{})) fail(task_key(static_cast<int>(i)) + ": the mission has fewer tasks");
  }
  if (s.failure.card != kNoCard && !is_card(s.failure.card)) fail("failure.card: not a card");
  if (!seat_ok(s.failure.seat)) fail("failure.seat: not a seat");
}

/// Each card in at most one place; past the deal in exactly one; during the deal, each seat
/// holds what the dealing order gives it.
void check_cards(const State& s) {
  std::array<std::string, kNumCards> where{};
  auto place = [&](CardSet set, const std::string& name) {
    for (; set; set &= set - 1) {
      const Card c = lowest(set);
      std::string& w = where[c];
      if (!w.empty()) fail("card " + card_text(c) + " appears twice (" + w + " and " + name + ")");
      w = name;
    }
  };
  for (int i = 0; i < s.seats; ++i) place(s.hand[static_cast<std::size_t>(i)], hands_key(i));
  place(s.jarvis_hidden, "jarvis.down");
  place(s.played, "played");
  if (s.phase != Phase::deal) {
    for (Card c = 0; c < kNumCards; ++c)
      if (where[c].empty())
        fail("card " + card_text(c) + " is missing: after the deal every card is in a hand, under JARVIS or played");
    return;
  }
  if (s.played) fail("played: no card is played during the deal");
  std::array<int, kMaxSeats> want{};
  int want_hidden = 0;
  for (int d = 0; d < s.dealt; ++d) {
    const int target = crew::detail::deal_target(s, d);
    if (target >= 10) {
      ++want_hidden;
    } else {
      ++want[static_cast<std::size_t>(target)];
    }
  }
  for (int i = 0; i < s.seats; ++i)
    if (count(s.hand[static_cast<std::size_t>(i)]) != want[static_cast<std::size_t>(i)])
      fail(hands_key(i) + ": holds " + num(count(s.hand[static_cast<std::size_t>(i)])) + " cards, but " +
           num(want[static_cast<std::size_t>(i)]) + " of the first " + num(s.dealt) + " dealt cards go to " +
           seat_text(s, i));
  if (count(s.jarvis_hidden) != want_hidden)
    fail("jarvis.down: holds " + num(count(s.jarvis_hidden)) + " cards, but the deal has put " + num(want_hidden) + " there");
  if (crew::detail::has_jarvis(s) && s.dealt < 2 * kJarvisPiles && has(crew::detail::dealt_cards(s), kRocket4))
    fail("r4 is set aside until JARVIS's 14 cards are dealt");
  if (crew::detail::has_jarvis(s))
    for (int p = 0; p < kJarvisPiles; ++p) {
      const std::size_t i = static_cast<std::size_t>(p);
      if ((s.pile_down[i] != kNoCard) != (p < s.dealt))
        fail("jarvis.down[" + num(p) + "]: the deal fills the face-down row first, pile by pile");
      if ((s.pile_up[i] != kNoCard) != (p + kJarvisPiles < s.dealt))
        fail("jarvis.up[" + num(p) + "]: the deal fills the face-up row after the face-down one, pile by pile");
    }
}

/// JARVIS's piles agree with its face-up hand and hidden cards; no piles without JARVIS.
void check_jarvis(const State& s) {
  if (!crew::detail::has_jarvis(s)) {
    for (std::size_t p = 0; p < kJarvisPiles; ++p)
      if (s.pile_up[p] != kNoCard || s.pile_down[p] != kNoCard) fail("jarvis: only 2-player games have JARVIS");
    if (s.jarvis_hidden) fail("jarvis: only 2-player games have JARVIS");
    return;
  }
  CardSet up = 0, down = 0;
  for (int p = 0; p < kJarvisPiles; ++p) {
    const Card u = s.pile_up[static_cast<std::size_t>(p)], d = s.pile_down[static_cast<std::size_t>(p)];
    if (d != kNoCard && u == kNoCard && s.phase != Phase::deal)
      fail("jarvis.up[" + num(p) + "]: empty, but a face-down card lies on pile " + num(p) + " (it would be face up)");
    if (u != kNoCard) {
      if (has(up, u)) fail("jarvis.up: " + card_text(u) + " appears twice");
      up |= bit(u);
    }
    if (d != kNoCard) down |= bit(d);
  }
  if (down != s.jarvis_hidden) fail("jarvis.down: does not match JARVIS's hidden cards");
  if (has(up | down, kRocket4)) fail("jarvis: r4 is set aside for the crew; JARVIS never holds it");
  if ((up & ~s.played) != s.hand[kJarvis])
    fail("hands[2] (JARVIS): must be exactly the face-up cards of jarvis.up that are not played");
  const CardSet up_played = up & s.played & ~trick_set(s);
  if (up_played)
    fail("jarvis.up: " + card_text(lowest(up_played)) +
         " was played in a finished trick; the card under it turns face up when the trick ends");
}

/// Tasks: revealed ones are colour cards, owners follow the picking, done tasks were won.
/// The tokens and the commander's assignments are check_tokens' and check_setup_owners'.
void check_tasks(const crew::Game& g, const State& s) {
  const int n = s.num_tasks;
  const bool preset = s.preset_tasks;  // state_problem: as the options say
  const int pick_rank = flow_rank(s, Phase::pick);  // -1: the commander gives the tasks
  CardSet cards = 0;
  for (int i = 0; i < n; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    const std::string key = task_key(i);
    if (preset && t.card != g.options().tasks[static_cast<std::size_t>(i)])
      fail(key + ".card: this game's options fix this task to " + card_text(g.options().tasks[static_cast<std::size_t>(i)]));
    if (i < s.revealed && (t.card == kNoCard || is_rocket(t.card))) fail(key + ".card: a revealed task is a colour card");
    if (i >= s.revealed && !preset && t.card != kNoCard) fail(key + ".card: this task is not revealed yet");
    if (t.card != kNoCard) {
      if (has(cards, t.card)) fail(key + ".card: " + card_text(t.card) + " is a task twice");
      cards |= bit(t.card);
    }
    if (pick_rank >= 0 && rank(s) < pick_rank && t.owner != kNoSeat)
      fail(key + ".owner: tasks are picked after they are all revealed");
    if (rank(s) >= kRankHandover && t.owner == kNoSeat) fail(key + ".owner: every task has an owner once picking is over");
    if (rank(s) < kRankTricks && t.done_trick != 0) fail(key + ".done_trick: no trick has been played");
  }
  // Picking goes round from the commander, one task per turn (the handover round changes
  // nothing until its first handover, which ends it).
  if (pick_rank >= 0 && (s.phase == Phase::pick || s.phase == Phase::handover)) {
    int picked = 0;
    std::array<int, kMaxSeats> owned{};
    for (int i = 0; i < n; ++i)
      if (s.tasks[static_cast<std::size_t>(i)].owner != kNoSeat) {
        ++picked;
        ++owned[s.tasks[static_cast<std::size_t>(i)].owner];
      }
    if (s.phase == Phase::pick && picked == n) fail("phase: every task is taken, picking is over");
    if (s.phase == Phase::pick && s.actor != seat_at(s, s.commander, picked))
      fail("actor: after " + num(picked) + " picks from the commander, " + seat_text(s, seat_at(s, s.commander, picked)) + " picks");
    for (int seat = 0; seat < s.seats; ++seat) {
      int want = 0;
      for (int j = 0; j < picked; ++j) want += j % s.seats == offset(s, s.commander, seat);
      if (owned[static_cast<std::size_t>(seat)] != want)
        fail("tasks: " + seat_text(s, seat) + " owns " + num(owned[static_cast<std::size_t>(seat)]) + " tasks, but " +
             num(picked) + " picks in turn from the commander give it " + num(want));
    }
  }
}

/// Won tasks were in finished tricks; in a running or won mission the tokens are respected.
void check_task_progress(const State& s) {
  if (rank(s) < kRankTricks) return;  // check_tasks: nothing is done before play
  const int n = s.num_tasks;
  const bool over = s.phase == Phase::over;
  const CardSet finished = s.played & ~trick_set(s);
  int done_total = 0;
  for (int i = 0; i < n; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    const std::string key = task_key(i);
    if (t.done_trick) {
      ++done_total;
      if (!has(finished, t.card)) fail(key + ".done_trick: " + card_text(t.card) + " has not been won in a finished trick");
      if ((t.done_trick == s.trick) != has(s.last_trick, t.card))
        fail(key + ".done_trick: " + card_text(t.card) + (has(s.last_trick, t.card) ? " is in" : " is not in") +
             " the last trick, trick " + num(s.trick));
    } else if (!over && has(finished, t.card)) {
      fail(key + ": " + card_text(t.card) + " was won in a finished trick but the task is not done");
    }
  }
  // Mission 17 also waits for the four 9s (or the last trick) once its tasks are done.
  const bool nines_pending = crew::detail::special_of(s) == Special::no_nine_wins_tasks &&
                             (finished & crew::detail::kNines) != crew::detail::kNines;
  if (!over && n > 0 && done_total == n && !nines_pending) fail("tasks: every task is done, so the mission is over");
  if (over && !s.success) return;  // a failed mission stops at the first broken rule
  auto done_by = [&](int trick, bool strictly_before) {
    int k = 0;
    for (int i = 0; i < n; ++i) {
      const int d = s.tasks[static_cast<std::size_t>(i)].done_trick;
      if (d && (strictly_before ? d < trick : d <= trick)) ++k;
    }
    return k;
  };
  for (int i = 0; i < n; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    const int rank = token_rank(t.token);
    const std::string key = task_key(i);
    if (is_numbered(t.token)) {
      const bool ok = t.done_trick ? done_by(t.done_trick, true) < rank && rank <= done_by(t.done_trick, false)
                                   : rank > done_total;
      if (!ok) fail(key + ": token " + token_text(t.token) + " is already out of order, the mission would have failed");
    } else if (is_arrow(t.token) && t.done_trick) {
      for (int j = 0; j < n; ++j) {
        const Task& u = s.tasks[static_cast<std::size_t>(j)];
        if (is_arrow(u.token) && token_rank(u.token) < rank && (!u.done_trick || u.done_trick > t.done_trick))
          fail(key + ": arrow " + token_text(t.token) + " was done before arrow " + token_text(u.token) +
               ", the mission would have failed");
      }
    } else if (t.token == Token::omega && t.done_trick && done_by(t.done_trick, false) < n) {
      fail(key + ": the omega task was done before the others, the mission would have failed");
    }
  }
}

/// The last trick in play order: unknown (an old snapshot) or exactly last_trick, led by a seat
/// from which its winner, who leads now, follows.
void check_last_order(const State& s) {
  if (s.last_leader == kNoSeat) {
    for (Card c : s.last_cards)
      if (c != kNoCard) fail("last_trick_order: cards without a last_trick_leader");
    return;
  }
  if (s.trick == 0) fail("last_trick_leader: no trick is finished");
  if (s.last_leader >= s.seats) fail("last_trick_leader: not a seat at the table");
  CardSet order = 0;
  int best = 0;
  for (int i = 0; i < kMaxSeats; ++i) {
    const Card c = s.last_cards[static_cast<std::size_t>(i)];
    if (i >= s.seats) {
      if (c != kNoCard) fail("last_trick_order: more cards than seats");
      continue;
    }
    if (!is_card(c) || has(order, c)) fail("last_trick_order: " + num(s.seats) + " different cards, one per seat");
    order |= bit(c);
    if (i > 0 && crew::detail::beats(c, s.last_cards[static_cast<std::size_t>(best)])) best = i;
  }
  if (order != s.last_trick) fail("last_trick_order: not the cards of last_trick");
  const int winner = (s.last_leader + best) % s.seats;
  if (winner != s.leader)
    fail("last_trick_order: led by " + seat_text(s, s.last_leader) + ", the trick goes to " + seat_text(s, winner) +
         ", who would lead now");
}

/// Tricks: counts, the cards on the table, hand sizes, following suit and shown voids.
void check_tricks(const State& s) {
  const bool started = rank(s) >= kRankTricks;
  if (!started) {
    if (s.trick || s.in_trick || s.played || s.last_trick) fail("tricks_completed: no trick is played before the communication window");
    if (s.leader != kNoSeat) fail("leader: nobody leads before the tricks start");
    for (int i = 0; i < s.seats; ++i) {
      if (s.tricks_won[static_cast<std::size_t>(i)]) fail("tricks_won: no trick is played yet");
      if (s.voids[static_cast<std::size_t>(i)]) fail("voids: no card is played yet");
    }
  } else if (s.leader == kNoSeat) {
    fail("leader: somebody leads once the tricks have started");
  }
  if (s.phase != Phase::play && s.in_trick) fail("trick: cards lie on the table only while the trick is played");
  const CardSet current = trick_set(s);
  for (int j = 0; j < s.in_trick; ++j) {
    const Card c = s.trick_cards[static_cast<std::size_t>(j)];
    if (!has(s.played, c)) fail("trick[" + num(j) + "]: " + card_text(c) + " is on the table but not in played");
  }
  if (count(current) != s.in_trick) fail("trick: a card appears twice");
  if (count(s.played) != s.trick * s.seats + s.in_trick)
    fail("played: " + num(count(s.played)) + " cards, but " + num(s.trick) + " finished tricks and " + num(s.in_trick) +
         " cards on the table make " + num(s.trick * s.seats + s.in_trick));
  if (s.trick == 0 && s.last_trick) fail("last_trick: no trick is finished");
  if (s.trick > 0 && (count(s.last_trick) != s.seats || (s.last_trick & ~s.played) || (s.last_trick & current)))
    fail("last_trick: must be " + num(s.seats) + " played cards that are not on the table");
  check_last_order(s);
  int won = 0;
  for (int i = 0; i < s.seats; ++i) won += s.tricks_won[static_cast<std::size_t>(i)];
  if (won != s.trick) fail("tricks_won: adds up to " + num(won) + ", but " + num(s.trick) + " tricks are finished");
  const bool over = s.phase == Phase::over;
  const int total = crew::detail::total_tricks(s);
  if (over && s.trick == 0) fail("phase: a mission ends after a trick");
  if (!over && s.trick >= total) fail("tricks_completed: after the last trick the mission is over");

  if (s.phase == Phase::deal) return;
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    const bool jarvis = crew::detail::is_jarvis(s, i);
    const int have = count(s.hand[k]) + (jarvis ? count(s.jarvis_hidden) : 0);
    const bool on_table = s.in_trick > 0 && offset(s, s.leader, i) < s.in_trick;
    const int shift = draw_size_shift(s, i);
    const int want = hand_size_after_deal(s.players, i) - s.trick - (on_table ? 1 : 0) + shift;
    if (have != want)
      fail(hands_key(i) + ": " + seat_text(s, i) + " holds " + num(have) + " cards but should hold " + num(want) +
           " after " + num(s.trick) + " tricks" + (on_table ? " and its card on the table" : "") +
           (shift ? " and mission 12's draws so far" : ""));
    // JARVIS may turn up a card of a suit it showed void in; a human hand never grows in play,
    // except by mission 12's draws, which clear the drawers' voids once all have drawn.
    if (s.phase == Phase::draw && i < s.asked) continue;
    CardSet void_cards = 0;
    for (int suit = 0; suit < kNumSuits; ++suit)
      if ((s.voids[k] >> suit) & 1U) void_cards |= suit_mask(suit);
    if (!jarvis && (s.hand[k] & void_cards))
      fail("voids[" + num(i) + "]: " + seat_text(s, i) + " showed it had no " +
           std::string(kSuitNames[suit_of(lowest(s.hand[k] & void_cards))]) + " but holds " +
           card_text(lowest(s.hand[k] & void_cards)));
  }
  for (int j = 1; j < s.in_trick; ++j) {
    const int lead = suit_of(s.trick_cards[0]);
    const int seat = seat_at(s, s.leader, j);
    if (suit_of(s.trick_cards[static_cast<std::size_t>(j)]) != lead && !((s.voids[static_cast<std::size_t>(seat)] >> lead) & 1U))
      fail("trick[" + num(j) + "]: " + seat_text(s, seat) + " did not follow " + std::string(kSuitNames[lead]) +
           " but voids[" + num(seat) + "] does not show it");
  }
}

/// Who acts, and the counters of each phase.
void check_turn(const State& s) {
  if (s.phase != Phase::comm && s.comm_passed)
    fail("comm_passed: passes are counted only during a communication window");
  const Phase ph = s.phase;
  const std::string phase = "phase '" + std::string(phase_name(ph)) + "'";
  if (ph == Phase::deal) {
    if (s.dealt >= kNumCards) fail("dealt: all 40 cards are dealt, the deal is over");
    if (s.commander != kNoSeat) fail("commander: known only when the deal is over");
  } else {
    if (s.dealt != kNumCards) fail("dealt: " + phase + " comes after all 40 cards are dealt");
    if (s.commander == kNoSeat || crew::detail::is_jarvis(s, s.commander)) fail("commander: must be a crew member");
    for (int i = 0; i < s.seats; ++i)
      if (has(s.hand[static_cast<std::size_t>(i)], kRocket4) && s.commander != r4_origin(s, i))
        fail("commander: r4 is in hands[" + num(i) + "], so " + seat_text(s, r4_origin(s, i)) + " is the commander" +
             (r4_origin(s, i) != i ? " (" + seat_text(s, i) + " drew it)" : ""));
  }
  if (ph == Phase::deal && s.revealed != 0) fail("revealed: tasks are revealed after the deal");
  if (ph == Phase::reveal && s.revealed >= s.num_tasks) fail("revealed: every task is revealed, the reveal is over");
  // "Tire o número indicado de cartas de tarefa do monte e coloque-as, viradas para cima, no
  // centro da mesa" (setup step 5) comes before the commander acts (step 7), in every mission.
  if (ph != Phase::deal && ph != Phase::reveal && s.revealed != s.num_tasks)
    fail("revealed: " + phase + " comes after every task is revealed: the mission's task cards are laid face up "
         "right after the deal, before the commander acts (rulebook, setup step 5)");
  const bool asked_free = ph == Phase::handover || ph == Phase::distress || ph == Phase::distress_give ||
                          ph == Phase::question || ph == Phase::draw;
  if (!asked_free && s.asked != 0) fail("asked: must be 0 in " + phase);
  switch (ph) {
    case Phase::deal:
    case Phase::reveal:
      if (s.actor != kNoSeat) fail("actor: nobody acts at a chance node");
      break;
    case Phase::pick: break;  // checked with the tasks
    case Phase::handover: {  // check_flow: only where the mission has the round
      const int seat = seat_at(s, s.commander, s.asked);
      if (s.actor != seat) fail("actor: the handover round is at " + seat_text(s, seat) + " (asked " + num(s.asked) + ")");
      bool owns = false;
      for (int i = 0; i < s.num_tasks; ++i) owns = owns || s.tasks[static_cast<std::size_t>(i)].owner == seat;
      if (!owns) fail("actor: " + seat_text(s, seat) + " has no task to hand over");
      break;
    }
    case Phase::distress:
      if (s.actor != s.commander) fail("actor: the commander decides on the distress signal");
      break;
    case Phase::distress_give: {
      const int seat = seat_at(s, s.commander, s.asked);
      if (s.actor != seat) fail("actor: the distress round is at " + seat_text(s, seat) + " (asked " + num(s.asked) + ")");
      break;
    }
    case Phase::comm: check_comm_window(s); break;
    case Phase::play: {
      const int seat = seat_at(s, s.leader, s.in_trick);
      if (s.actor != seat) fail("actor: after " + num(s.in_trick) + " cards from the leader, " + seat_text(s, seat) + " plays");
      break;
    }
    case Phase::over:
      if (s.actor == kNoSeat) fail("actor: the seat that played the last card");
      break;
    case Phase::question:
    case Phase::choose:
    case Phase::assign:
    case Phase::swap:
    case Phase::move:
    case Phase::roles:
    case Phase::draw: check_setup_turn(s); break;
  }
}

/// A finished mission says why; a running one has no result yet.
void check_result(const State& s) {
  const Failure& f = s.failure;
  if (s.phase != Phase::over) {
    if (s.success) fail("success: the mission is not over");
    if (!(f == Failure{})) fail("failure: the mission is not over");
    return;
  }
  if (s.success) {
    if (!(f == Failure{})) fail("failure: a successful mission has no failure");
    int last = 0;
    for (int i = 0; i < s.num_tasks; ++i) {
      const int d = s.tasks[static_cast<std::size_t>(i)].done_trick;
      if (!d) fail(task_key(i) + ": a successful mission has every task done");
      last = d > last ? d : last;
    }
    // Mission 17 may still wait for its 9s after the last task.
    const bool later = crew::detail::special_of(s) == Special::no_nine_wins_tasks && last < s.trick;
    if (s.num_tasks > 0 && last != s.trick && !later)
      fail("tricks_completed: the mission succeeds in the trick that completes the last task (" + num(last) + ")");
    return;
  }
  if (f.rule == FailRule::none) fail("failure: a failed mission says why");
  if (f.trick != s.trick) fail("failure.trick: the mission failed in the last finished trick, " + num(s.trick));
  if (!is_task_rule(f.rule)) return check_special_failure(s);
  if (s.num_tasks == 0) fail("failure.rule: mission " + num(s.mission) + " has no tasks, so no '" + std::string(fail_rule_name(f.rule)) + "'");
  int task = -1;
  for (int i = 0; i < s.num_tasks; ++i)
    if (s.tasks[static_cast<std::size_t>(i)].card == f.card) task = i;
  if (task < 0) fail("failure.card: must be one of the tasks");
  const Task& t = s.tasks[static_cast<std::size_t>(task)];
  if (f.seat == kNoSeat) fail("failure.seat: must be a seat");
  if (f.rule == FailRule::task_won_by_other) {
    if (t.owner == f.seat || t.done_trick) fail("failure: " + card_text(f.card) + " was won by its owner");
    if (!has(s.last_trick, f.card) || f.seat != s.leader)
      fail("failure: " + card_text(f.card) + " must be in the last trick, won by its leader-to-be " + seat_text(s, s.leader));
  } else if (f.seat != t.owner) {
    fail("failure.seat: names the owner of " + card_text(f.card));
  }
  if (f.rule == FailRule::tasks_unfinished && (s.trick != crew::detail::total_tricks(s) || t.done_trick))
    fail("failure: tasks_unfinished is decided after the last trick, with that task open");
}

/// With options that deal the hands, the state starts from that deal.
void check_preset_hands(const crew::Game& g, const State& s) {
  const Options& o = g.options();
  if (o.hands.empty()) return;
  if (s.phase == Phase::deal) fail("phase: this game's options deal the hands, so there is no deal phase");
  if (rank(s) >= kRankTricks) return;  // play and the distress signal move cards
  for (int i = 0; i < o.players; ++i) {
    CardSet want = 0;
    for (Card c : o.hands[static_cast<std::size_t>(i)]) want |= bit(c);
    if (s.hand[static_cast<std::size_t>(i)] != want) fail(hands_key(i) + ": differs from the hand dealt by this game's options");
  }
  if (o.players == 2)
    for (std::size_t p = 0; p < kJarvisPiles; ++p)
      if (s.pile_up[p] != o.jarvis_up[p] || s.pile_down[p] != o.jarvis_down[p])
        fail("jarvis: differs from the piles dealt by this game's options");
}

}  // namespace

std::string state_problem(const crew::Game& g, const State& s) {
  try {
    check_ranges(s);
    if (s.players != g.num_players()) fail("players: this game has " + num(g.num_players()) + " players");
    if (s.mission != g.options().mission) fail("mission: this game plays mission " + num(g.options().mission));
    if (s.preset_tasks != !g.options().tasks.empty())
      fail(std::string("preset_tasks: this game's options ") + (s.preset_tasks ? "do not fix" : "fix") + " the tasks");
    check_flow(s);
    check_cards(s);
    check_jarvis(s);
    check_draws(s);
    check_tricks(s);
    check_turn(s);
    check_tokens(s);
    check_tasks(g, s);
    check_task_progress(s);
    check_signals(s);
    check_choices(s);
    check_setup_owners(s);
    check_special_progress(s);
    check_result(s);
    check_preset_hands(g, s);
  } catch (const json::JsonError& e) {
    return e.message;
  }
  return "";
}

}  // namespace bgb::crew_codec
