/// \file
/// Red November told in words for the CLI: where the gnomes start, the items they draw (another
/// seat's draws only as "an item"), the events and what they do to the submarine, fixes and their
/// rolls, deaths, desertions and Time Keepers moving on, and notes on the choices (the chance of
/// a fix, what lies behind a hatch). The typed state is reached through ErasedState<rn::Game>;
/// each sentence compares the state before the action with the state after it.
#include <optional>
#include <string>
#include <vector>

#include "bgb/rn/game.hpp"
#include "bgb/rn/picture.hpp"
#include "erased.hpp"
#include "rn/codec.hpp"
#include "stories.hpp"

namespace bgb::cli::hooks {

namespace {

using namespace bgb::rn;
using rn::Game;

const ErasedState<Game>* rn_of(const AnyState& s) { return dynamic_cast<const ErasedState<Game>*>(&s); }

std::string n2s(int v) { return std::to_string(v); }
std::string gnome(int i, Viewer viewer) { return "gnome " + n2s(i) + (i == viewer ? " (you)" : ""); }
std::string minutes(int m) { return n2s(m) + (m == 1 ? " minute" : " minutes"); }
std::string room(const Content& c, int r) { return rn::detail::room_name(c, r); }
std::string item(int k) { return std::string(kItemNames[z(k)]); }

std::string hatch_text(const Content& c, int h) {
  const Hatch& x = c.hatches[z(h)];
  return "hatch " + room_text(x.a) + "-" + room_text(x.b);
}

/// Why gnome i, aboard in s, is dead in n: the rulebook's causes, read off the two states.
std::string death_cause(const Content& c, const State& s, const State& n, int i) {
  const Seat& a = s.seats[z(i)];
  const int r = a.room;
  if (r == kSea)
    return s.phase == Phase::faint_draw ? "it fainted in the Sea" : "it began and ended its turn in the Sea";
  // "Если ... в комнате с гномом, потерявшим сознание, возникает Пожар или она Затапливается,
  // то гном умирает."
  if (a.fainted && on_fire(n, r) && !on_fire(s, r)) return "it lay fainted in " + room(c, r) + " when fire broke out";
  if (a.fainted && n.water[z(r)] == Water::high && s.water[z(r)] != Water::high)
    return "it lay fainted in " + room(c, r) + " when it flooded";
  // "...если активный гном все еще находится в комнате с фишкой «Затоплено» или «Пожар»..."
  if (on_fire(s, r) || on_fire(n, r)) return "it ended its action in " + room(c, r) + ", which is on fire";
  if (s.water[z(r)] == Water::high || n.water[z(r)] == Water::high)
    return "it ended its action in " + room(c, r) + ", which is flooded";
  return "";
}

/// What changed on the board and among the gnomes between s and n.
void effects(const Content& c, const State& s, const State& n, Viewer viewer, std::vector<std::string>& lines) {
  for (int t = 0; t < kTracks; ++t)
    if (n.disaster[z(t)] != s.disaster[z(t)])
      lines.push_back(std::string(kTrackNames[z(t)]) + " track " + (n.disaster[z(t)] > s.disaster[z(t)] ? "rises" : "falls back") +
                      " to " + n2s(n.disaster[z(t)]) + "/" + n2s(c.tracks[z(t)].end));
  for (int r = 1; r < kRooms; ++r) {
    if (on_fire(n, r) && !on_fire(s, r)) lines.push_back(room(c, r) + " catches fire");
    if (!on_fire(n, r) && on_fire(s, r)) lines.push_back("the fire in " + room(c, r) + " goes out");
    if (n.water[z(r)] != s.water[z(r)])
      lines.push_back(room(c, r) + (n.water[z(r)] == Water::high  ? ": flooded (high water)"
                                    : n.water[z(r)] == Water::low ? ": low water"
                                                                  : ": pumped dry"));
  }
  for (int h = 0; h < c.num_hatches; ++h) {
    if (is_blocked(n, h) && !is_blocked(s, h)) lines.push_back(hatch_text(c, h) + " is blocked");
    if (!is_blocked(n, h) && is_blocked(s, h)) lines.push_back(hatch_text(c, h) + " is open again");
  }
  for (int k = 0; k < kTokens; ++k) {
    if (n.token[z(k)] == s.token[z(k)]) continue;
    const std::string name = "the " + std::string(kTokenNames[z(k)]) + " token";
    lines.push_back(n.token[z(k)] == kNone ? name + " is removed" : name + " lands on minute " + n2s(n.token[z(k)]));
  }
  for (int i = 0; i < n.players; ++i) {
    const Seat& a = s.seats[z(i)];
    const Seat& b = n.seats[z(i)];
    if (b.status == Status::dead && a.status == Status::aboard) {
      const std::string why = death_cause(c, s, n, i);
      lines.push_back(gnome(i, viewer) + " dies" + (why.empty() ? "" : ": " + why));
    }
    if (b.status == Status::abandoned && a.status == Status::aboard) lines.push_back(gnome(i, viewer) + " abandons ship");
    if (b.fainted && !a.fainted) lines.push_back(gnome(i, viewer) + " faints");
    if (b.status == Status::aboard && b.intox != a.intox && n.phase != Phase::place)
      lines.push_back(gnome(i, viewer) + ": intoxication " + n2s(b.intox));
  }
  // Any gnome's death ends the updates (decision D10): say why the draws stop here.
  bool died = false;
  for (int i = 0; i < n.players; ++i)
    if (n.seats[z(i)].status == Status::dead && s.seats[z(i)].status == Status::aboard) died = true;
  if (died && n.phase != Phase::over && (s.phase == Phase::event_room || s.phase == Phase::event_choice))
    lines.push_back("a death ends the updates: no more draws this turn");
  // Decision D26: before every faint check that is due, a Coffee may still be played. Every
  // viewer reads this line, so it says nothing of what the gnome holds.
  if (n.phase == Phase::faint_choice && s.phase != Phase::faint_choice)
    lines.push_back(gnome(n.active, viewer) + " played Grog: the faint check is due (`check`), unless it drinks a "
                    "Coffee first (`play coffee`)");
  // The turn ends: the Time Keeper moved on, and the next gnome's turn begins.
  const int me = s.active;
  const Seat& was = s.seats[z(me)];
  const Seat& now = n.seats[z(me)];
  const bool setup = s.phase == Phase::place || s.phase == Phase::stack || s.phase == Phase::deal;
  if (!setup && now.status == Status::aboard && now.keeper != was.keeper && n.phase != Phase::event_draw &&
      n.phase != Phase::item_draw && n.phase != Phase::event_room && n.phase != Phase::event_choice)
    lines.push_back(gnome(me, viewer) + " is now on minute " + n2s(now.keeper));
  if (n.phase == Phase::over) {
    lines.push_back(n.end == End::won ? "rescued! " + std::string(rn_codec::end_text(n.end))
                                      : "the submarine is lost: " + std::string(rn_codec::end_text(n.end)));
  } else if (n.phase == Phase::move && (s.phase != Phase::move || n.active != s.active || setup)) {
    lines.push_back("next: " + gnome(n.active, viewer) + " on minute " + n2s(n.seats[z(n.active)].keeper));
  }
}

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += (out.empty() ? "" : "\n") + l;
  return out;
}

}  // namespace

std::optional<std::string> rn_action_sentence(const AnyState& before, ActionId a, Viewer viewer) {
  const ErasedState<Game>* typed = rn_of(before);
  if (!typed) return std::nullopt;
  const Game& g = typed->rules();
  const Content& c = g.content();
  const State& s = typed->state();
  if (!g.is_legal(s, a)) return std::nullopt;
  const State n = g.apply_unchecked(s, a);
  std::vector<std::string> lines;
  const int arg = act::arg_of(a);
  switch (act::kind_of(a)) {
    case act::Kind::place: lines.push_back("gnome " + n2s(s.cursor) + " starts in " + room(c, arg + 1)); break;
    case act::Kind::stack:
      lines.push_back("gnome " + n2s(arg) + "'s Time Keeper goes on the start stack" +
                      (s.cursor + 1 == s.players ? " (on top: it acts first)" : ""));
      break;
    case act::Kind::item: {
      const int who = item_receiver(s);
      const bool seen = viewer == kViewAll || viewer == who;
      const std::string what = seen ? item(arg) : std::string("an item");
      const std::string how = s.phase == Phase::deal ? " is dealt " : s.phase == Phase::take_draw ? " takes " : " finds ";
      lines.push_back(gnome(who, viewer) + how + what + (s.phase == Phase::item_draw ? " on the Item space" : ""));
      break;
    }
    case act::Kind::event: {
      const std::string card = rn_codec::card_text(c, arg);
      if (s.phase == Phase::faint_draw) {
        const Seat& me = s.seats[z(s.active)];
        lines.push_back("faint check: " + card + " against intoxication " + n2s(me.intox) +
                        (n.seats[z(s.active)].fainted || n.seats[z(s.active)].status != Status::aboard
                             ? ": " + gnome(s.active, viewer) + " passes out, the Ghost drops to minute " + n2s(n.ghost)
                             : ": " + gnome(s.active, viewer) + " stays awake"));
      } else {
        lines.push_back("event on minute " + n2s(s.seats[z(s.active)].keeper) + ": " + card);
      }
      break;
    }
    case act::Kind::roll: {
      const int need = s.fix_minutes + s.fix_bonus;
      const bool ok = arg + 1 < need;
      std::string target = s.fix_target == Target::hatch ? "the hatch to room " + n2s(s.fix_room)
                                                          : std::string(kTargetNames[z(static_cast<int>(s.fix_target))]);
      lines.push_back("d10 rolls " + n2s(arg + 1) + " (below " + n2s(need) + " needed): the fix of " + target +
                      (ok ? " succeeds" : " fails"));
      // Decision D9: the flight is entered on public facts alone, so this line says nothing of the hand.
      if (!ok && n.phase == Phase::flee)
        lines.push_back(gnome(s.active, viewer) + " must flee the fire if a room is enterable (items may be played first)");
      break;
    }
    case act::Kind::room: lines.push_back("the event strikes " + room(c, arg + 1)); break;
    case act::Kind::fix: {
      lines.push_back(gnome(s.active, viewer) + ": " + before.action_text(a));
      if (n.phase != Phase::fix_roll)
        lines.push_back("the fix fails at once: the Ghost would pass the Destruction token");
      break;
    }
    case act::Kind::pour: {
      // Seed step 2: the high water spreads through the open hatch, half to each room.
      const int here = s.seats[z(s.active)].room;
      const bool mine = s.water[z(here)] == Water::high;
      lines.push_back(gnome(s.active, viewer) + " pours the high water of " + room(c, mine ? here : s.opened) + " into " +
                      room(c, mine ? s.opened : here) + " through the open hatch");
      break;
    }
    case act::Kind::stay:
      lines.push_back(gnome(s.active, viewer) + " stays in the fire: no room is enterable with the items played");
      break;
    case act::Kind::check:
      // Said alike whether or not the gnome holds a Coffee: the others may not know.
      lines.push_back(gnome(s.active, viewer) + " takes the faint check");
      break;
    case act::Kind::play:
      lines.push_back(gnome(s.active, viewer) + ": " + before.action_text(a));
      if (s.phase == Phase::faint_choice) lines.push_back("Coffee after the last Grog: no faint check");
      break;
    case act::Kind::get:
    case act::Kind::give:
      // Both sides of a trade see what changes hands; the others only that something did.
      if (viewer == kViewAll || viewer == s.active || viewer == s.partner) {
        lines.push_back(gnome(s.active, viewer) + ": " + before.action_text(a) +
                        (act::kind_of(a) == act::Kind::give ? " to " : " from ") + gnome(s.partner, viewer));
      } else {
        lines.push_back(gnome(s.active, viewer) + (act::kind_of(a) == act::Kind::give ? " gives an item to " : " gets an item from ") +
                        gnome(s.partner, viewer));
      }
      break;
    default: lines.push_back(gnome(s.active, viewer) + ": " + before.action_text(a)); break;
  }
  effects(c, s, n, viewer, lines);
  return join(lines);
}

std::vector<std::string> rn_news(const AnyState* before, const AnyState& now, Viewer) {
  const ErasedState<Game>* typed = rn_of(now);
  if (!typed || before) return {};
  const State& s = typed->state();
  return {"red november, " + n2s(s.players) + " gnomes on a sinking submarine",
          "win when every gnome aboard reaches minute 0; lose when a disaster track reaches its end, when every gnome "
          "passes a Destruction token, or when no gnome is left aboard"};
}

std::string rn_choice_note(const AnyState& st, ActionId a) {
  const ErasedState<Game>* typed = rn_of(st);
  if (!typed) return "";
  const Content& c = typed->rules().content();
  const State& s = typed->state();
  const Seat& me = s.seats[z(s.active)];
  switch (act::kind_of(a)) {
    case act::Kind::fix: {
      const Target t = act::fix_target(a);
      const int m = act::fix_minutes(a);
      const int extra = t == Target::water ? 0 : rn::detail::water_extra(s, me.room);
      const int need = m + rn::detail::bonus(s, c, typed->rules().board(), t);
      const int chance = need - 1 < 0 ? 0 : need - 1 > 10 ? 10 : need - 1;
      const int tok = rn::detail::token_of(t);
      if (tok >= 0 && s.token[z(tok)] != kNone && s.ghost - m - extra < s.token[z(tok)])
        return "fails at once: the Ghost would pass the token on minute " + n2s(s.token[z(tok)]);
      return minutes(m + extra) + "; succeeds on a d10 below " + n2s(need) + " (" + n2s(chance) + " in 10)";
    }
    case act::Kind::open: {
      const int r = act::arg_of(a);
      if (r == kSea) return "the Sea (enter with an Aqualung played)";
      std::string note = room(c, r);
      if (on_fire(s, r)) note += ": fire (enter with Grog or a Fire Extinguisher played)";
      if (s.water[z(r)] == Water::high) note += ": high water (no entry)";
      if (s.water[z(r)] == Water::low) note += ": low water (+1 minute to enter)";
      if (rn::detail::pour_between(s, me.room, r)) note += "; then `pour` may make both rooms low water";
      return note;
    }
    case act::Kind::trade: {
      const int j = act::arg_of(a);
      return "gnome " + n2s(j) + " holds " + n2s(hand_size(s, j)) + " items";
    }
    case act::Kind::take_items: return minutes(act::arg_of(a) + 1 + rn::detail::water_extra(s, me.room));
    case act::Kind::flee: {
      const int r = act::arg_of(a);
      std::string note = minutes(rn::detail::flee_cost_with(s, r, rn::detail::played(s, Item::aqualung), rn::detail::fire_pass(s)));
      if (r != kSea && s.water[z(r)] == Water::high)
        note += ": the flight pours the high water (both rooms low water, the fire here goes out)";
      return note;
    }
    case act::Kind::pour: {
      const int dry = s.water[z(me.room)] == Water::none ? me.room : s.opened;
      return std::string("0 minutes: ") + room(c, me.room) + " and " + room(c, s.opened) + " both low water" +
             (on_fire(s, dry) ? "; the fire in " + room(c, dry) + " goes out" : "");
    }
    case act::Kind::abandon: return "leave the game: you win only if the others lose";
    case act::Kind::stay: return "no room is enterable with the items played: stay in the fire and die at the updates";
    case act::Kind::check:
      return "an event card is drawn: you faint if its number is below your intoxication " + n2s(me.intox) +
             (me.items[z(static_cast<int>(Item::coffee))] > 0 ? "; your Coffee stays in your hand" : "");
    case act::Kind::play:
      if (s.phase == Phase::faint_choice) return "intoxication to 0 and no faint check";
      return "";
    default: return "";
  }
}

bool rn_choice_futile(const AnyState& st, ActionId a) {
  // A fix that cannot succeed spends minutes and changes nothing else: the note says why
  // ("0 in 10", or the Ghost passing the token first), so the note is the one test of it.
  if (!rn_of(st) || act::kind_of(a) != act::Kind::fix) return false;
  // A failed fire fix forces a flight (the gnome moves), so it may still be wanted.
  if (act::fix_target(a) == Target::fire) return false;
  const std::string note = rn_choice_note(st, a);
  return note.find("(0 in 10)") != std::string::npos || note.rfind("fails at once", 0) == 0;
}

std::optional<FailureRule> rn_failure(const AnyState& terminal) {
  const ErasedState<Game>* typed = rn_of(terminal);
  if (!typed) return std::nullopt;
  const std::optional<rn_codec::Failure> f = rn_codec::failure(typed->rules().content(), typed->state());
  return f ? FailureRule{f->rule, 0, 0} : FailureRule{};
}

}  // namespace bgb::cli::hooks
