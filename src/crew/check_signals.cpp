/// \file
/// The snapshot validator's part for the signals between the crew: the distress signal and the
/// cards passed with it, the 5-player handover flag, the radio tokens, and who may still speak in
/// a communication window. Messages name fields as the snapshot JSON does.
#include <string>

#include "crew/check.hpp"

namespace bgb::crew_codec::check {

using namespace bgb::crew;
using json::fail;

namespace {

int seat_at(const State& s, int from, int k) { return (from + k) % s.seats; }

/// After the exchange each seat's give stays as a record: the colour card it passed, which only a
/// play (or mission 12's draws) can take out of the receiver's hand.
void check_given(const State& s, int seat) {
  const Card c = s.give[static_cast<std::size_t>(seat)];
  const std::string key = "gives[" + num(seat) + "]";
  if (s.distress == 3) {
    if (c != kNoCard) fail(key + ": the distress signal was declined, nobody gave a card");
    return;
  }
  // Every hand holds at least 4 colour cards at the distress round (8+ cards, 4 rockets).
  if (c == kNoCard) fail(key + ": after the distress signal every seat has passed a colour card");
  if (is_rocket(c)) fail(key + ": rockets are never passed");
  for (int other = 0; other < seat; ++other)
    if (s.give[static_cast<std::size_t>(other)] == c) fail(key + ": " + card_text(c) + " was also given by " + seat_text(s, other));
  if (s.phase == Phase::draw || draws_done(s)) return;
  const int to = s.distress == 1 ? crew::detail::next_seat(s, seat) : crew::detail::prev_seat(s, seat);
  if (!has(s.hand[static_cast<std::size_t>(to)] | s.played, c))
    fail(key + ": " + card_text(c) + " went to " + seat_text(s, to) + ", so it is in its hand or played");
}

}  // namespace

/// Distress signal, gives, handover flag and communications.
void check_signals(const State& s) {
  const Phase ph = s.phase;
  const bool started = rank(s) >= kRankTricks;
  if (rank(s) < kRankGive && s.distress != 0) fail("distress: decided after the tasks are assigned");
  if (ph == Phase::distress_give && s.distress != 1 && s.distress != 2) fail("distress: cards are given only left or right");
  if (started && s.distress == 0) fail("distress: the commander decides before the first trick");
  for (int k = 0; k < s.seats; ++k) {
    const int seat = seat_at(s, s.commander == kNoSeat ? 0 : s.commander, k);
    const std::size_t i = static_cast<std::size_t>(seat);
    const Card c = s.give[i];
    const std::string key = "gives[" + num(seat) + "]";
    if (started) {
      check_given(s, seat);
      continue;
    }
    if (ph != Phase::distress_give) {
      if (c != kNoCard) fail(key + ": cards are chosen only during the distress round");
      continue;
    }
    const bool can_give = (s.hand[i] & kColourCards) != 0;
    if (k < s.asked && can_give) {
      if (c == kNoCard) fail(key + ": " + seat_text(s, seat) + " has already chosen a card (asked " + num(s.asked) + ")");
      if (!has(s.hand[i] & kColourCards, c)) fail(key + ": " + card_text(c) + " is not a colour card of " + seat_text(s, seat));
    } else if (c != kNoCard) {
      fail(key + ": " + seat_text(s, seat) + " has not chosen yet");
    }
    if (k == s.asked && !can_give) fail("actor: " + seat_text(s, seat) + " has no colour card to give");
  }
  const bool handover_game = s.players == 5 && s.mission >= 25 && s.num_tasks > 0;
  const bool handed = handover_game && rank(s) >= kRankDistress;
  if ((s.handed_over != 0) != handed)
    fail(std::string("handed_over: must be ") + (handed ? "true" : "false") + " in " + std::string(phase_name(ph)) +
         (handover_game ? "" : " (no handover round in this game)"));

  const Mission& m = mission(s.mission);
  bool any = false;
  for (int i = 0; i < s.seats; ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    const Card c = s.comm_card[k];
    const bool used = (s.comm_used >> i) & 1U;
    const std::string key = "comms[" + num(i) + "]";
    if ((c != kNoCard) != used) fail(key + ": the radio token is used exactly when a card is communicated");
    if (c == kNoCard) {
      if (s.comm_pos[k] != CommPos::none) fail(key + ": a position without a card");
      continue;
    }
    any = true;
    if (!started) fail(key + ": nobody communicates before the first communication window");
    if (crew::detail::is_jarvis(s, i)) fail(key + ": JARVIS never communicates");
    if (is_rocket(c)) fail(key + ": rockets can never be communicated");
    if (m.dead_zone && s.comm_pos[k] != CommPos::none) fail(key + ".position: mission " + num(s.mission) + " is a dead zone");
    if (!m.dead_zone && s.comm_pos[k] == CommPos::none) fail(key + ".position: top, only or bottom");
    if (comm_may_be_stale(s, i)) continue;  // mission 12's draws moved cards in and out of hands
    if (!has(s.hand[k] | s.played, c)) fail(key + ": " + card_text(c) + " is neither in " + seat_text(s, i) + "'s hand nor played");
    // Hands only shrink after the distress round, so a communicated card still in hand is
    // still the highest (top), the lowest (bottom) or the only card (only) of its colour.
    const CardSet same = s.hand[k] & suit_mask(suit_of(c));
    const bool still = s.comm_pos[k] == CommPos::top ? c == highest(same)
                     : s.comm_pos[k] == CommPos::bottom ? c == lowest(same)
                     : s.comm_pos[k] == CommPos::only ? count(same) == 1
                                                      : true;
    if (has(s.hand[k], c) && !still)
      fail(key + ".position: " + card_text(c) + " is still in hand, so it cannot have been '" +
           std::string(comm_pos_name(s.comm_pos[k])) + "'");
  }
  if (any && (ph == Phase::over ? s.trick : s.trick + 1) < m.comm_from)
    fail("comms: mission " + num(s.mission) + " allows communication from trick " + num(m.comm_from));
}

/// A communication window: the seat to speak may, and the passes since the last communication
/// (or since the window opened) are those of the seats asked just before it, clockwise.
void check_comm_window(const State& s) {
  const int actor = s.actor;
  if (actor >= s.seats || !crew::detail::may_communicate(s, actor)) fail("actor: " + seat_text(s, actor) + " cannot communicate");
  if (s.trick + 1 < mission(s.mission).comm_from)
    fail("phase: mission " + num(s.mission) + " allows communication from trick " + num(mission(s.mission).comm_from));
  const std::uint8_t can = crew::detail::speakers(s);
  if (s.comm_passed & ~can)
    fail("comm_passed: " + seat_text(s, lowest(CardSet{static_cast<std::uint8_t>(s.comm_passed & ~can)})) +
         " cannot communicate, so it is never asked in a window");
  if ((s.comm_passed >> actor) & 1U)
    fail("comm_passed: " + seat_text(s, actor) + " is to speak, so it has not passed since the last communication");
  // "a qualquer momento antes de se jogar uma vaza": a communication reopens the window for every
  // seat, so the seats that passed since are the ones that may speak just before the actor.
  int left = count(CardSet{s.comm_passed});
  for (int k = 1; k < s.seats && left > 0; ++k) {
    const int seat = (actor - k + s.seats) % s.seats;
    if (!((can >> seat) & 1U)) continue;
    if (!((s.comm_passed >> seat) & 1U))
      fail("comm_passed: " + seat_text(s, seat) + " sits between the seats that passed and " + seat_text(s, actor) +
           ", so it would have been asked before " + seat_text(s, actor));
    --left;
  }
}

}  // namespace bgb::crew_codec::check
