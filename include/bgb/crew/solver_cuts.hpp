// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// The solver's necessary conditions (solver.hpp): tests that prove a position lost without
/// searching it. Each is an argument about what every winning line must do; a wrong "lost"
/// would be a wrong verdict, so each states its argument, and tests/solver/ checks them
/// against a plain exhaustive search and on hand-built positions. Internal to the solver.
#include <bit>

#include "bgb/crew/rules.hpp"

namespace bgb::crew::detail::solver {

/// Whether the mission's tokens forbid completing task u in a trick before task t's (the same
/// trick is allowed). Beside the arrows' and numbers' own order and Ω: no task without a number
/// comes before a numbered one, n_r. Were u completed in trick T_u before T_r, take the lowest
/// rank j <= r whose trick comes after T_u: n_1 .. n_{j-1} are done by T_u, so with u at least
/// j tasks are done before n_j's trick, and n_j had to be done with fewer. (Every rank below r
/// must be a task for that: the logbook numbers from 1 without gaps; the state is checked.)
constexpr bool must_follow(const State& s, const Task& t, const Task& u) noexcept {
  if (u.token == Token::omega || t.token == Token::n1) return true;
  if (is_numbered(t.token) && is_numbered(u.token)) return token_rank(u.token) > token_rank(t.token);
  if (is_numbered(t.token)) {
    int below = 0;  // tasks numbered below t
    for (int i = 0; i < s.num_tasks; ++i) {
      const Token k = s.tasks[static_cast<std::size_t>(i)].token;
      below += is_numbered(k) && token_rank(k) < token_rank(t.token);
    }
    return below == token_rank(t.token) - 1;
  }
  if (is_arrow(t.token) && is_arrow(u.token)) return token_rank(u.token) > token_rank(t.token);
  return false;
}

/// The cards a seat may still play, JARVIS's face-down ones included.
constexpr CardSet holding(const State& s, int seat) noexcept {
  CardSet m = s.hand[static_cast<std::size_t>(seat)];
  if (is_jarvis(s, seat)) m |= s.jarvis_hidden;
  return m;
}

/// A necessary condition at a trick's start; true when it fails. A task held by its owner must
/// win its trick by itself (its owner plays no other card there), so its suit is led and every
/// other seat follows with a lower card or has none of the suit left. A seat that holds, in
/// its hand, a higher task card of that suit which the tokens say must be completed later, and
/// no card of the suit below the task, can do neither: it still holds the later task then, so
/// it must follow, and every card it could follow with wins the trick. (An owner that does not
/// hold its task card gives no such cut: the card may be discarded on any trick the owner
/// wins.) Hands only shrink during play; mission 12's draw waits until after it.
constexpr bool hopeless(const State& s) noexcept {
  if (special_of(s) == Special::draw_after_first && s.trick == 0) return false;
  for (int i = 0; i < s.num_tasks; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    if (t.done_trick || t.owner >= s.seats || !has(holding(s, t.owner), t.card)) continue;
    const CardSet suit = suit_mask(suit_of(t.card));
    const CardSet above = suit & ~((bit(t.card) << 1) - 1), below = suit & (bit(t.card) - 1);
    for (int j = 0; j < s.num_tasks; ++j) {
      const Task& u = s.tasks[static_cast<std::size_t>(j)];
      if (j == i || u.done_trick || !has(above, u.card) || !must_follow(s, t, u)) continue;
      // In the hand: JARVIS's face-down cards may still be covered when the task's trick comes.
      for (int x = 0; x < s.seats; ++x)
        if (x != t.owner && has(s.hand[static_cast<std::size_t>(x)], u.card) && !(holding(s, x) & below)) return true;
    }
  }
  return false;
}

/// What stays the same through a trick, gathered once at its start (tasks are completed,
/// JARVIS's cards turned up and words spoken only between tricks).
struct TrickFacts {
  CardSet open = 0;                             ///< the open task cards
  std::array<CardSet, kMaxSeats + 1> owned{};  ///< the open task cards by owner; the last: no owner yet
};

constexpr TrickFacts trick_facts(const State& s) noexcept {
  TrickFacts f;
  for (int i = 0; i < s.num_tasks; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    if (t.done_trick || t.card >= kNumCards) continue;
    f.open |= bit(t.card);
    f.owned[t.owner < kMaxSeats ? t.owner : kMaxSeats] |= bit(t.card);
  }
  return f;
}

/// During a trick: whether a task card already in it can no longer go to its owner. The
/// trick's best card only ever gets better, so an owner who has played and is not winning now
/// never will, and one still to play must be able to beat the best card with what it may play.
constexpr bool trick_lost(const State& s, const TrickFacts& f) noexcept {
  CardSet in_trick = 0;
  for (int i = 0; i < s.in_trick; ++i) in_trick |= bit(s.trick_cards[static_cast<std::size_t>(i)]);
  in_trick &= f.open;
  if (!in_trick) return false;
  const int best = leading_index(s, s.in_trick);
  const Card top = s.trick_cards[static_cast<std::size_t>(best)];
  const int led = suit_of(s.trick_cards[0]);
  for (int owner = 0; owner < s.seats; ++owner) {
    if (!(in_trick & f.owned[static_cast<std::size_t>(owner)])) continue;
    const int offset = (owner - s.leader + s.seats) % s.seats;
    if (offset < s.in_trick) {
      if (offset != best) return true;
      continue;
    }
    const CardSet hand = s.hand[static_cast<std::size_t>(owner)];
    const CardSet follow = hand & suit_mask(led);
    const CardSet may = follow ? follow : hand;
    const CardSet higher = suit_mask(suit_of(top)) & ~((bit(top) << 1) - 1);
    const CardSet beats = is_rocket(top) ? higher : higher | kRockets;
    if (!(may & beats)) return true;
  }
  return false;
}

constexpr bool trick_lost(const State& s) noexcept { return trick_lost(s, trick_facts(s)); }

/// Tricks still to play, this one included (s between tricks).
constexpr int tricks_left(const State& s) noexcept { return total_tricks(s) - s.trick; }

/// Whether every card still in play will be played: each seat holds exactly one card per
/// trick left (not so with 3 seats, where one card of the 40 is never played).
constexpr bool all_cards_played(const State& s) noexcept {
  return count(dealt_cards(s)) == tricks_left(s) * s.seats;
}

/// A necessary condition at a trick's start, beside hopeless(); true when it fails. A "duty" is
/// a card that must fall in a trick its owner wins: an open task's card, and in mission 46
/// every pink card still out, the guard's (when all of them will be played). For each duty:
///  - held by its owner: the owner plays no other card in that trick, so the card itself must
///    win it: its suit is led, and every other seat plays a lower card of the suit or, void
///    of it, a card of another colour (a rocket would win). A seat with no lower card of the
///    suit must therefore have played its higher ones before (one trick each: the tricks left
///    must exceed them) and must still hold a card of another colour; in missions 16 and 17
///    the duty itself may not be a 9 (it would win its trick with a 9);
///  - held by another seat: the owner wins that trick with another card. With no rocket and
///    no higher card of the suit, the owner cannot win a trick of the duty's suit (nor a
///    rocket trick), so the holder must discard the card, void, on a trick of another colour
///    that the owner wins: the owner holds a card of that colour and the holder plays all of
///    its own first, which takes a trick each;
///  - counting: a seat wins a separate trick for each duty in its own hand (it plays one card
///    per trick), and at least one when it has any duty; seats win separate tricks. When no
///    other seat holds a card of the suit below such a duty, every other seat is void of the
///    suit in its trick, so the owner leads it: when that holds for all its own duties and it
///    does not lead now, it also wins the trick before the first of them.
/// Missions 5, 33 and 41 forbid the named member a trick, or one won with a rocket: when every
/// card will be played, each of its rockets must fall under a higher rocket of another seat.
/// Missions 29 and 34 end with tricks won that differ by at most one, so no seat more than
/// the tricks divided by the seats, rounded up: when every card will be played, a seat wins
/// every trick it plays a rocket in but for one per higher rocket of another seat (only that
/// can beat it; one card a trick), beside the tricks it has won.
/// Hands only shrink during play; mission 12's draw waits until after the first trick.
constexpr bool doomed(const State& s) noexcept {
  if (special_of(s) == Special::draw_after_first && s.trick == 0) return false;
  const int left = tricks_left(s);
  const Special sp = special_of(s);
  if ((sp == Special::sick_member || sp == Special::one_trick_member || sp == Special::first_last_member) &&
      s.chosen < s.seats && all_cards_played(s)) {
    // Each of the member's rockets needs a higher one of another seat in its trick, a
    // different one for each (a trick holds one card per seat): from the top, the member's
    // rockets so far may not outnumber the others' above them.
    const CardSet mine = holding(s, s.chosen) & kRockets, theirs = dealt_cards(s) & kRockets & ~mine;
    for (CardSet m = mine; m; m &= ~bit(highest(m)))
      if (count(mine & ~(bit(highest(m)) - 1)) > count(theirs & ~(bit(highest(m)) - 1))) return true;
  }
  if ((sp == Special::balanced || sp == Special::balanced_commander) && all_cards_played(s)) {
    const int most_wins = (total_tricks(s) + s.seats - 1) / s.seats;
    const CardSet rockets = dealt_cards(s) & kRockets;
    for (int x = 0; x < s.seats; ++x) {
      const CardSet mine = holding(s, x) & kRockets;
      if (!mine) continue;
      const int sure = count(mine) - count(rockets & ~mine & ~(bit(lowest(mine)) - 1));
      if (s.tricks_won[static_cast<std::size_t>(x)] + sure > most_wins) return true;
    }
  }
  const bool nines_lose = sp == Special::no_nine_wins || sp == Special::no_nine_wins_tasks;
  std::array<int, kMaxSeats> own{}, any{}, led{};
  auto duty = [&](Card c, int owner) {
    any[static_cast<std::size_t>(owner)] = 1;
    const int suit = suit_of(c);
    const CardSet same = suit_mask(suit);
    const CardSet above = same & ~((bit(c) << 1) - 1), below = same & (bit(c) - 1);
    const CardSet other_colours = kColourCards & ~same;
    if (has(holding(s, owner), c)) {
      if (nines_lose && has(kNines, c)) return true;  // it would win its trick with a 9
      ++own[static_cast<std::size_t>(owner)];
      bool alone = true;
      for (int x = 0; x < s.seats; ++x) {
        if (x == owner || (holding(s, x) & below)) {
          alone = alone && (x == owner);
          continue;
        }
        // Face-up cards only: JARVIS's face-down ones may still be covered then.
        if (count(s.hand[static_cast<std::size_t>(x)] & above) >= left) return true;
        if (!(holding(s, x) & other_colours)) return true;
      }
      if (alone) ++led[static_cast<std::size_t>(owner)];
      return false;
    }
    const CardSet mine = holding(s, owner);
    if (mine & (above | kRockets)) return false;
    for (int x = 0; x < s.seats; ++x) {
      if (x == owner || !has(holding(s, x), c)) continue;
      for (int m = 0; m < kRocketSuit; ++m)
        if (m != suit && (mine & suit_mask(m)) && count(s.hand[static_cast<std::size_t>(x)] & suit_mask(m)) < left)
          return false;
      return true;
    }
    return false;  // unreachable: a live card is in some seat's holding
  };
  for (int i = 0; i < s.num_tasks; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    if (t.done_trick || t.owner >= s.seats || t.card >= kNumCards) continue;
    if (duty(t.card, t.owner)) return true;
  }
  if (sp == Special::pink_nine_guard && s.chosen < s.seats && all_cards_played(s))
    for (CardSet m = dealt_cards(s) & kPink; m; m &= m - 1)
      if (duty(lowest(m), s.chosen)) return true;
  int wins = 0;
  for (std::size_t x = 0; x < static_cast<std::size_t>(s.seats); ++x) {
    wins += own[x] > 0 ? own[x] : any[x];
    if (own[x] > 0 && led[x] == own[x] && x != std::size_t{s.leader}) ++wins;
  }
  return wins > left;
}

/// The seat whose holding has c, or kNoSeat.
constexpr int holder_of(const State& s, Card c) noexcept {
  int holder = kNoSeat;  // a select, not a branch, per seat: which seat it is cannot be predicted
  for (int x = 0; x < s.seats; ++x) holder = has(holding(s, x), c) ? x : holder;
  return holder;
}

inline constexpr std::uint8_t kNotWorkedOut = 0xFF;

/// The largest set of pairwise clashing tasks within `set` (bit a: open task a), by its last
/// task: the best set without it, or it with clashing partners from the rest. memo[S] keeps
/// each answer (kNotWorkedOut until then), so a set is worked out once.
constexpr int most_clashing(unsigned set, const std::array<unsigned, kMaxTasks>& clash,
                            std::array<std::uint8_t, std::size_t{1} << kMaxTasks>& memo) noexcept {
  if (set == 0) return 0;
  if (memo[set] != kNotWorkedOut) return memo[set];
  const unsigned v = static_cast<unsigned>(std::bit_width(set)) - 1;
  const unsigned rest = set & ~(1U << v);
  const int without = most_clashing(rest, clash, memo);
  const int with = 1 + most_clashing(rest & clash[v], clash, memo);
  memo[set] = static_cast<std::uint8_t>(with > without ? with : without);
  return memo[set];
}

/// A necessary condition at a trick's start, beside hopeless() and doomed(); true when it
/// fails. It bounds from below the trick in which each open task t is completed (0 = this
/// trick) and fails when a bound reaches the tricks left. A task card leaves a hand only in
/// the trick that completes its task (a trick's task cards all go to its winner; another
/// owner would fail the mission), so "x must have played its task card u" means "u's task
/// is completed in an earlier trick":
///  - t held by its owner o must win its trick by itself: its suit is led, and every other
///    seat plays a lower card of the suit or none. A lower card it may play there is one that
///    is not an open task of another owner. A seat with none must be void of the suit by
///    then: each card of the suit in its hand goes in an earlier trick (t's trick comes
///    after as many of them), task cards among them in earlier tasks' tricks. When no other
///    seat has a lower card it may play, o leads t's trick, so o won the trick before unless
///    it leads now;
///  - t held by another seat h, its owner o without a rocket or a higher card of the suit:
///    o cannot win a trick of t's suit, so h discards t on a trick of another colour that o
///    wins (o holds that colour) and h, void of it, has played all of its own cards of it in
///    earlier tricks, task cards among them in earlier tasks' tricks; so has every other seat
///    with no card of that colour below o's highest that may fall in o's trick. The bound is
///    the least over the colours o holds. (A card that o may win a trick with is not another
///    owner's task card, which it would win too.);
///  - the tokens: a task u that may not be completed before t (must_follow) is completed in
///    t's trick or later, and strictly later when the two cannot share a trick: different
///    owners or both cards held by one seat (it plays one card a trick).
/// The bounds are raised along these links until nothing moves; a cycle with a strict link
/// raises them until one reaches the tricks left. Latest tricks follow back along the links
/// from the last trick. A seat that surely still holds a suit in the tricks of several own
/// task cards of it needs a different lower card it may play for each (Hall's condition). Then, for every run of tricks, the tasks that must fall in it need a
/// trick each for the largest set of them that pairwise "clash": different owners, one seat
/// holding both (it plays one card a trick), or an owner's own card and a card that beats it.
/// Last, the tricks each seat must win, summed, must fit: its clashing tasks, one more when it
/// can win them only by leading (it won the trick before, with no task of its own) unless it
/// leads now and one of them may be done now, and, when
/// every card will be played, the tricks its rockets surely win. Hands only shrink during play, so
/// what a seat lacks now it lacks then; JARVIS's face-down cards count as held (they may be
/// played) but not as in the hand (they may still be covered). Mission 12's draw waits.
constexpr bool unschedulable(const State& s) noexcept {
  if (special_of(s) == Special::draw_after_first && s.trick == 0) return false;
  const int left = tricks_left(s), n = s.num_tasks;
  using Row = std::array<int, kMaxTasks>;
  Row earliest{}, seat{};
  std::array<Row, kMaxTasks> after{};  // after[a][b]: b's trick is 1: a's or later, 2: later
  // The links also as bit masks (into[b]: every a with after[a][b]; out_of[a]: every such b),
  // so the passes below visit the links only, in the same order as over the whole matrix.
  std::array<unsigned, kMaxTasks> into{}, out_of{};
  auto link = [&](std::size_t a, std::size_t b, int how) {
    if (after[a][b] >= how) return;
    after[a][b] = how;
    into[b] |= 1U << a;
    out_of[a] |= 1U << b;
  };
  // A discard's colours: the cards of it in h's hand, and the task cards among them.
  std::array<std::array<int, 3>, kMaxTasks> shed{};
  std::array<std::array<CardSet, 3>, kMaxTasks> shed_tasks{};
  Row colours{};  // -1: no discard needed
  // Seats that win each of their tasks' tricks only as its leader (bit per seat), and seats
  // with an open task of which that is not sure.
  unsigned leads = 0, may_follow = 0;
  CardSet open = 0;
  std::array<CardSet, kMaxSeats> owned{};  // the open task cards of each owner
  bool tokens = false;                     // an open task has a token (no link without one)
  std::array<std::uint8_t, kNumCards> task_at;  // the task of each open task card (only those are read)
  for (int i = 0; i < n; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    seat[static_cast<std::size_t>(i)] = kNoSeat;
    colours[static_cast<std::size_t>(i)] = -1;
    if (t.done_trick || t.owner >= s.seats || t.card >= kNumCards) continue;
    open |= bit(t.card);
    owned[t.owner] |= bit(t.card);
    tokens |= t.token != Token::none;
    task_at[t.card] = static_cast<std::uint8_t>(i);
    seat[static_cast<std::size_t>(i)] = holder_of(s, t.card);
  }
  auto index_of = [&](Card c) { return std::size_t{task_at[c]}; };
  for (int i = 0; i < n; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    const std::size_t ti = static_cast<std::size_t>(i);
    if (!has(open, t.card) || seat[ti] == kNoSeat) continue;
    const CardSet foreign = open & ~owned[t.owner];  // open task cards of other owners
    for (int j = 0; j < n && tokens; ++j) {
      const Task& u = s.tasks[static_cast<std::size_t>(j)];
      const std::size_t uj = static_cast<std::size_t>(j);
      if (j == i || !has(open, u.card) || !must_follow(s, t, u)) continue;
      link(ti, uj, u.owner != t.owner || seat[ti] == seat[uj] ? 2 : 1);
    }
    const CardSet suit = suit_mask(suit_of(t.card)), below = suit & (bit(t.card) - 1);
    const CardSet above = suit & ~((bit(t.card) << 1) - 1);
    if (seat[ti] != t.owner) {
      // o cannot win a trick with another owner's task card: it would win that card too.
      const CardSet mine = holding(s, t.owner) & ~foreign, theirs = s.hand[static_cast<std::size_t>(seat[ti])];
      if (mine & (above | kRockets)) {
        may_follow |= 1U << t.owner;
        continue;
      }
      int k = 0;
      for (int m = 0; m < kRocketSuit; ++m) {
        if (m == suit_of(t.card) || !(mine & suit_mask(m))) continue;
        // o wins with a card of m no higher than its highest: a seat with no card below it
        // that may fall in o's trick must be void of m too.
        const CardSet under = suit_mask(m) & (bit(highest(mine & suit_mask(m))) - 1);
        // Another seat may lead m for o to overtake: not h, which discards t in that trick.
        for (int x = 0; x < s.seats; ++x)
          if (x != t.owner && x != seat[ti] && (holding(s, x) & under & ~foreign)) may_follow |= 1U << t.owner;
        int need = count(theirs & suit_mask(m));
        CardSet waits = theirs & suit_mask(m) & open;
        for (int x = 0; x < s.seats; ++x) {
          if (x == t.owner || x == seat[ti] || (holding(s, x) & under & ~foreign)) continue;
          const CardSet void_of = s.hand[static_cast<std::size_t>(x)] & suit_mask(m);
          need = count(void_of) > need ? count(void_of) : need;
          waits |= void_of & open;
        }
        shed[ti][static_cast<std::size_t>(k)] = need;
        shed_tasks[ti][static_cast<std::size_t>(k++)] = waits;
      }
      if (k == 0) return true;  // o can win no trick that t may fall in
      leads |= 1U << t.owner;
      colours[ti] = k;
      continue;
    }
    bool alone = true;
    for (int x = 0; x < s.seats; ++x) {
      if (x == t.owner) continue;
      if (holding(s, x) & below & ~foreign) {
        alone = false;
        continue;
      }
      const CardSet mine = s.hand[static_cast<std::size_t>(x)] & suit;
      if (count(mine) > earliest[ti]) earliest[ti] = count(mine);
      for (CardSet m = mine & open; m; m &= m - 1) link(index_of(lowest(m)), ti, 2);
    }
    if (alone && t.owner != s.leader && earliest[ti] < 1) earliest[ti] = 1;
    (alone ? leads : may_follow) |= 1U << t.owner;
  }
  for (bool moved = true; moved;) {
    moved = false;
    for (std::size_t b = 0; b < static_cast<std::size_t>(n); ++b) {
      int bound = earliest[b];
      for (unsigned m = into[b]; m; m &= m - 1) {
        const std::size_t a = static_cast<std::size_t>(std::countr_zero(m));
        if (earliest[a] + after[a][b] - 1 > bound) bound = earliest[a] + after[a][b] - 1;
      }
      if (colours[b] > 0) {
        int least = left;
        for (std::size_t k = 0; k < static_cast<std::size_t>(colours[b]); ++k) {
          int need = shed[b][k];
          for (CardSet m = shed_tasks[b][k]; m; m &= m - 1)
            if (earliest[index_of(lowest(m))] + 1 > need) need = earliest[index_of(lowest(m))] + 1;
          if (need < least) least = need;
        }
        if (least > bound) bound = least;
      }
      if (bound >= left) return true;
      if (bound > earliest[b]) {
        earliest[b] = bound;
        moved = true;
      }
    }
  }
  // Latest tricks, back along the same links from the last trick.
  Row latest{};
  latest.fill(left - 1);
  for (bool moved = true; moved;) {
    moved = false;
    for (std::size_t a = 0; a < static_cast<std::size_t>(n); ++a)
      for (unsigned m = out_of[a]; m; m &= m - 1) {
        const std::size_t b = static_cast<std::size_t>(std::countr_zero(m));
        if (latest[b] - after[a][b] + 1 < latest[a]) {
          latest[a] = latest[b] - after[a][b] + 1;
          if (latest[a] < earliest[a]) return true;
          moved = true;
        }
      }
  }
  // Each task card held by its owner wins its trick by itself, so every other seat that
  // still holds the suit then plays a lower card of it there that is not another owner's
  // task. A seat surely still holds the suit in t's trick when it has more cards of it than
  // tricks come before t's, or holds a task card of it whose task comes strictly after t's.
  // Two such tasks never share a trick (one card wins it), so the seat plays a different
  // lower card in each: by Hall's theorem, every set of them needs as many such cards.
  // Read once for every seat and suit: the open tasks whose card their owner holds (bit i:
  // task i), by suit, and the open task cards of each owner.
  std::array<unsigned, kRocketSuit> owner_holds{};
  for (int i = 0; i < n; ++i) {
    const Task& t = s.tasks[static_cast<std::size_t>(i)];
    if (!has(open, t.card)) continue;
    if (suit_of(t.card) < kRocketSuit && seat[static_cast<std::size_t>(i)] == t.owner && !is_jarvis(s, t.owner))
      owner_holds[static_cast<std::size_t>(suit_of(t.card))] |= 1U << i;
  }
  for (int x = 0; x < s.seats; ++x) {
    if (is_jarvis(s, x)) continue;  // face-down cards: what it must follow with is unknown
    for (int suit = 0; suit < kRocketSuit; ++suit) {
      const CardSet mine = s.hand[static_cast<std::size_t>(x)] & suit_mask(suit);
      if (!mine) continue;
      std::array<CardSet, kMaxTasks> lower{};  // the cards x may play under each such task
      int k = 0;
      for (unsigned q = owner_holds[static_cast<std::size_t>(suit)]; q; q &= q - 1) {
        const std::size_t ti = static_cast<std::size_t>(std::countr_zero(q));
        const Task& t = s.tasks[ti];
        if (t.owner == x) continue;
        bool holds = count(mine) > latest[ti];
        for (CardSet m = mine & open; m && !holds; m &= m - 1) holds = after[ti][index_of(lowest(m))] == 2;
        if (!holds) continue;
        // The open task cards of owners other than t's.
        const CardSet theirs = open & ~owned[t.owner];
        lower[static_cast<std::size_t>(k++)] = mine & (bit(t.card) - 1) & ~theirs;
      }
      for (unsigned set = 1; set < (1U << k); ++set) {
        CardSet cards = 0;
        for (unsigned m = set; m; m &= m - 1) cards |= lower[static_cast<std::size_t>(std::countr_zero(m))];
        if (count(cards) < std::popcount(set)) return true;
      }
    }
  }
  // Tricks first..last hold every task that must fall in them. Two tasks need different
  // tricks ("clash") when their owners differ, when one seat holds both (it plays one card a
  // trick), or when one is in its owner's hand and the other beats it (a higher card of its
  // suit, or a rocket over a colour): the owner's own card must win its trick. A run needs a
  // trick for each task of the largest set of pairwise clashing tasks that must fall in it.
  std::array<std::size_t, kMaxTasks> task_of{};  // the open tasks, numbered 0..m-1
  std::array<std::uint8_t, kNumCards> number_of;  // the number of each open task's card
  // By number: the tasks of each owner, of each holder, and those their owner holds.
  std::array<unsigned, kMaxSeats> of_owner{}, of_holder{};
  unsigned held_own = 0;
  CardSet numbered = 0;
  int m = 0;
  for (int i = 0; i < n; ++i) {
    const std::size_t ti = static_cast<std::size_t>(i);
    if (seat[ti] == kNoSeat) continue;
    const Task& t = s.tasks[ti];
    number_of[t.card] = static_cast<std::uint8_t>(m);
    numbered |= bit(t.card);
    of_owner[t.owner] |= 1U << m;
    of_holder[static_cast<std::size_t>(seat[ti])] |= 1U << m;
    if (seat[ti] == t.owner) held_own |= 1U << m;
    task_of[static_cast<std::size_t>(m++)] = ti;
  }
  const unsigned all = (1U << m) - 1;
  std::array<unsigned, kMaxTasks> clash{};
  for (std::size_t a = 0; a < static_cast<std::size_t>(m); ++a) {
    const Task& t = s.tasks[task_of[a]];
    clash[a] |= (all & ~of_owner[t.owner]) | (of_holder[static_cast<std::size_t>(seat[task_of[a]])] & ~(1U << a));
    // With t's card in its owner's hand, it clashes both ways with every open task card that
    // beats it (a higher one of its suit, or a rocket over a colour).
    if (!((held_own >> a) & 1U)) continue;
    const CardSet suit = suit_mask(suit_of(t.card));
    for (CardSet b = numbered & ((suit & ~((bit(t.card) << 1) - 1)) | (is_rocket(t.card) ? 0 : kRockets)); b; b &= b - 1) {
      clash[a] |= 1U << number_of[lowest(b)];
      clash[number_of[lowest(b)]] |= 1U << a;
    }
  }
  // most(S): the largest clashing set within the tasks of S (see most_clashing), worked out
  // only for the sets asked about below, not for all 2^m.
  std::array<std::uint8_t, std::size_t{1} << kMaxTasks> memo;
  memo.fill(kNotWorkedOut);
  auto most = [&](unsigned set) { return most_clashing(set, clash, memo); };
  // Tricks won by different seats are different tricks, so the tricks each seat must win
  // have to fit in the tricks left (a trick a seat wins holds no other owner's task card):
  //  - a trick for each task of its largest clashing set;
  //  - one more when it wins its tasks' tricks only by leading them and does not lead now, or
  //    leads now but none of them can be done in this trick (its bound is 1 or more): it won
  //    the trick before the first of them, which completed none of its tasks;
  //  - when every card will be played, each trick it plays a rocket in, but for one trick per
  //    higher rocket of another seat (only that can beat it), and beside them a trick for each
  //    task card it holds of its own (it plays that card there, not a rocket).
  std::array<unsigned, kMaxSeats> owns{};
  std::array<int, kMaxSeats> own_held{};
  for (std::size_t a = 0; a < static_cast<std::size_t>(m); ++a) {
    const std::size_t o = s.tasks[task_of[a]].owner;
    owns[o] |= 1U << a;
    own_held[o] += seat[task_of[a]] == static_cast<int>(o);
  }
  const bool every_card = all_cards_played(s);
  const CardSet rockets = dealt_cards(s) & kRockets;
  int wins = 0;
  for (int x = 0; x < s.seats; ++x) {
    int w = most(owns[static_cast<std::size_t>(x)]);
    bool none_now = true;
    for (unsigned m = owns[static_cast<std::size_t>(x)]; m; m &= m - 1)
      none_now = none_now && earliest[task_of[static_cast<std::size_t>(std::countr_zero(m))]] >= 1;
    if ((x != s.leader || none_now) && (leads & ~may_follow & (1U << x))) ++w;
    const CardSet mine = holding(s, x) & kRockets;
    if (every_card && mine) {
      const int sure = count(mine) - count(rockets & ~mine & ~(bit(lowest(mine)) - 1)) + own_held[static_cast<std::size_t>(x)];
      w = sure > w ? sure : w;
    }
    wins += w;
  }
  if (wins > left) return true;
  // The tasks by their latest trick, and those whose earliest is at least each trick.
  constexpr std::size_t kMostTricks = kNumCards / 3;  // three seats at least
  std::array<unsigned, kMostTricks> latest_at{}, from{};
  for (std::size_t a = 0; a < static_cast<std::size_t>(m); ++a) {
    latest_at[static_cast<std::size_t>(latest[task_of[a]])] |= 1U << a;
    for (int first = 0; first <= earliest[task_of[a]]; ++first) from[static_cast<std::size_t>(first)] |= 1U << a;
  }
  for (int first = 0; first < left; ++first) {
    unsigned set = 0;  // the tasks that must fall in first..last (a latest is never before its earliest)
    for (int last = first; last < left; ++last) {
      set |= from[static_cast<std::size_t>(first)] & latest_at[static_cast<std::size_t>(last)];
      if (most(set) > last - first + 1) return true;
    }
  }
  return false;
}

/// Every necessary condition of a trick's start: true when one fails.
constexpr bool lost_at_start(const State& s) noexcept { return hopeless(s) || doomed(s) || unschedulable(s); }

}  // namespace bgb::crew::detail::solver
