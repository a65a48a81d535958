// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// Red November's action notation (the spec's exact texts): `place 7`, `stack 2`, `item crowbar`,
/// `event fire 3` / `event respite -`, `roll 4`, `room 9`, `open 5` / `open sea`, `enter`,
/// `play aqualung`, `fix hatch-5 3` / `fix engine 6`, `take grog 2`, `take items 4`, `trade 1`,
/// `give coffee`, `get crowbar`, `done`, `rest`, `abandon`, `flee 8` / `flee sea`, `block 3`,
/// `spread 6`, `discard tool-box`, `pour`, `check`, `stay`.
#include <string>
#include <string_view>

#include "bgb/core/result.hpp"
#include "bgb/core/words.hpp"
#include "bgb/rn/rules.hpp"

namespace bgb::rn {

/// "sea" or the room number.
inline std::string room_text(int room) { return room == kSea ? std::string("sea") : std::to_string(room); }

inline std::string item_text(int kind) { return std::string(kItemNames[z(kind)]); }

/// The text of any id in [0, num_distinct); event ids name the Content's card types.
inline std::string action_text(const Content& c, ActionId a) {
  const int arg = act::arg_of(a);
  std::string t;
  switch (act::kind_of(a)) {
    case act::Kind::place: t = "place "; t += std::to_string(arg + 1); return t;
    case act::Kind::stack: t = "stack "; t += std::to_string(arg); return t;
    case act::Kind::item: t = "item "; t += item_text(arg); return t;
    case act::Kind::event: {
      if (arg >= c.num_event_types) break;
      const EventCard& e = c.events[z(arg)];
      t = "event ";
      t += kEventNames[z(static_cast<int>(e.kind))];
      t += ' ';
      t += e.faint == kNoFaint ? '-' : static_cast<char>('0' + e.faint);
      return t;
    }
    case act::Kind::roll: t = "roll "; t += std::to_string(arg + 1); return t;
    case act::Kind::room: t = "room "; t += std::to_string(arg + 1); return t;
    case act::Kind::open: t = "open "; t += room_text(arg); return t;
    case act::Kind::enter: return "enter";
    case act::Kind::play: t = "play "; t += item_text(arg); return t;
    case act::Kind::fix: {
      const Target tg = act::fix_target(a);
      t = "fix ";
      if (tg == Target::hatch) {
        t += "hatch-";
        t += std::to_string(act::fix_hatch_room(a));
      } else {
        t += kTargetNames[z(static_cast<int>(tg))];
      }
      t += ' ';
      t += std::to_string(act::fix_minutes(a));
      return t;
    }
    case act::Kind::take_grog: t = "take grog "; t += std::to_string(arg + 1); return t;
    case act::Kind::take_items: t = "take items "; t += std::to_string(arg + 1); return t;
    case act::Kind::trade: t = "trade "; t += std::to_string(arg); return t;
    case act::Kind::give: t = "give "; t += item_text(arg); return t;
    case act::Kind::get: t = "get "; t += item_text(arg); return t;
    case act::Kind::done: return "done";
    case act::Kind::rest: return "rest";
    case act::Kind::abandon: return "abandon";
    case act::Kind::flee: t = "flee "; t += room_text(arg); return t;
    case act::Kind::block: t = "block "; t += room_text(arg); return t;
    case act::Kind::spread: t = "spread "; t += room_text(arg); return t;
    case act::Kind::discard: t = "discard "; t += item_text(arg); return t;
    case act::Kind::pour: return "pour";
    case act::Kind::check: return "check";
    case act::Kind::stay: return "stay";
    case act::Kind::invalid: break;
  }
  t = "action ";
  t += std::to_string(a);
  return t;
}

namespace detail {

/// Lower-cased words of a text, runs of blanks as one separator; at most 4 kept (n counts all).
using Words = bgb::TextWords<4>;
inline Words words(std::string_view text) { return bgb::split_lower_words<4>(text); }

/// A decimal number lo..hi, or -1.
inline int number(std::string_view w, int lo, int hi) {
  if (w.empty() || w.size() > 2) return -1;
  int v = 0;
  for (char ch : w) {
    if (ch < '0' || ch > '9') return -1;
    v = v * 10 + (ch - '0');
  }
  return v >= lo && v <= hi ? v : -1;
}
/// "sea" (0) or a room 1..10, or -1.
inline int room_word(std::string_view w) { return w == "sea" ? kSea : number(w, 1, 10); }
inline int item_word(std::string_view w) {
  for (int k = 0; k < kItemKinds; ++k)
    if (kItemNames[z(k)] == w) return k;
  return -1;
}
inline int target_word(std::string_view w) {
  for (int k = 1; k < kTargetKinds; ++k)
    if (kTargetNames[z(k)] == w) return k;
  return -1;
}

}  // namespace detail

/// The id of an action text (any case, any blanks), or a parse error saying what is wrong.
inline Result<ActionId> parse_action(const Content& c, std::string_view text) {
  const detail::Words w = detail::words(text);
  auto bad = [&](const std::string& why) {
    return make_error(Errc::parse, "cannot read '" + std::string(text) + "': " + why);
  };
  if (w.n == 0) return bad("empty action");
  if (w.n > 3) return bad("too many words");
  const std::string& v = w.w[0];
  const std::string& a1 = w.w[1];
  if (w.n == 1) {
    if (v == "enter") return act::kEnter;
    if (v == "done") return act::kDone;
    if (v == "rest") return act::kRest;
    if (v == "abandon") return act::kAbandon;
    if (v == "pour") return act::kPour;
    if (v == "check") return act::kCheck;
    if (v == "stay") return act::kStay;
  }
  auto ranged = [&](ActionId base, int lo, int hi, const char* what) -> Result<ActionId> {
    const int n = detail::number(a1, lo, hi);
    if (n < 0) return bad(what);
    return base + n - lo;
  };
  auto item = [&](ActionId base) -> Result<ActionId> {
    const int k = detail::item_word(a1);
    if (k < 0) return bad("unknown item '" + a1 + "'");
    return base + k;
  };
  auto room = [&](ActionId base, bool sea) -> Result<ActionId> {
    const int r = detail::room_word(a1);
    if (r < 0 || (r == kSea && !sea)) return bad(sea ? "a room is 1..10 or sea" : "a room is 1..10");
    return base + r;
  };
  if (w.n == 2) {
    if (v == "place") return ranged(act::kPlace, 1, 10, "a d10 shows 1..10");
    if (v == "roll") return ranged(act::kRoll, 1, 10, "a d10 shows 1..10");
    if (v == "room") return ranged(act::kRoom, 1, 10, "a d10 shows 1..10");
    if (v == "stack") return ranged(act::kStack, 0, kMaxPlayers - 1, "a seat is 0..7");
    if (v == "trade") return ranged(act::kTrade, 0, kMaxPlayers - 1, "a seat is 0..7");
    if (v == "item") return item(act::kItem);
    if (v == "play") return item(act::kPlay);
    if (v == "give") return item(act::kGive);
    if (v == "get") return item(act::kGet);
    if (v == "discard") return item(act::kDiscard);
    if (v == "open") return room(act::kOpen, true);
    if (v == "flee") return room(act::kFlee, true);
    if (v == "block") return room(act::kBlock - 1, false);
    if (v == "spread") return room(act::kSpread - 1, false);
  }
  if (w.n == 3) {
    const std::string& a2 = w.w[2];
    if (v == "take" && (a1 == "grog" || a1 == "items")) {
      const int n = detail::number(a2, 1, a1 == "grog" ? 2 : 4);
      if (n < 0) return bad(a1 == "grog" ? "take grog 1..2" : "take items 1..4");
      return (a1 == "grog" ? act::kTakeGrog : act::kTakeItems) + n - 1;
    }
    if (v == "fix") {
      const int m = detail::number(a2, 1, 10);
      if (m < 0) return bad("a fix spends 1..10 minutes");
      if (a1.rfind("hatch-", 0) == 0) {
        const int r = detail::number(std::string_view(a1).substr(6), 1, 10);
        if (r < 0) return bad("hatch-R names the room R (1..10) behind the blocked hatch");
        return act::fix(Target::hatch, m, r);
      }
      const int t = detail::target_word(a1);
      if (t < 0) return bad("a fix target is hatch-R, fire, water, engine, pumps, reactor, missile or kraken");
      return act::fix(static_cast<Target>(t), m);
    }
    if (v == "event") {
      int faint = kNoFaint;
      if (a2 != "-") {
        faint = detail::number(a2, 0, 9);
        if (faint < 0) return bad("a faint number is a digit or -");
      }
      for (int i = 0; i < c.num_event_types; ++i) {
        const EventCard& e = c.events[z(i)];
        if (kEventNames[z(static_cast<int>(e.kind))] == a1 && e.faint == faint) return act::event(i);
      }
      return bad("no event card '" + a1 + " " + a2 + "' in this game's deck");
    }
  }
  return bad("unknown action (place, stack, item, event, roll, room, open, enter, play, fix, take, trade, give, "
             "get, done, rest, abandon, flee, block, spread, discard, pour, check, stay)");
}

}  // namespace bgb::rn
