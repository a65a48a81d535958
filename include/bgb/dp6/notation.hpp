// SPDX-License-Identifier: MIT
#pragma once
/// \file
/// DP6's action notation (docs/rules/dp6.md): `doors 0 3142`, `first 1`, `reveal cryo`, `roll 4`,
/// `walk c0 r1`, `walk c1 capsule`, `take r3`, `wake c2`, `decode`, `tilt 6`, `prog +1`,
/// `prog -1`, `use`, `ignore`, `end`.
#include <string>
#include <string_view>

#include "bgb/core/result.hpp"
#include "bgb/core/words.hpp"
#include "bgb/dp6/actions.hpp"

namespace bgb::dp6 {

/// The text of any id in [0, num_distinct).
inline std::string action_text(ActionId a) {
  std::string t;
  switch (act::kind_of(a)) {
    case act::Kind::doors: {
      t = "doors ";
      t += static_cast<char>('0' + act::seat_of(a));
      t += ' ';
      for (std::uint8_t d : kDoorOrders[static_cast<std::size_t>(act::order_of(a))]) t += static_cast<char>('0' + d);
      return t;
    }
    case act::Kind::first: t = "first "; t += static_cast<char>('0' + act::seat_of(a)); return t;
    case act::Kind::reveal: t = "reveal "; t += card_word(act::card_of(a)); return t;
    case act::Kind::roll: t = "roll "; t += static_cast<char>('0' + act::value_of(a)); return t;
    case act::Kind::walk:
      t = "walk c";
      t += static_cast<char>('0' + act::crew_of(a));
      if (act::dest_of(a) == act::kCapsuleDest) {
        t += " capsule";
      } else {
        t += " r";
        t += static_cast<char>('0' + act::dest_of(a));
      }
      return t;
    case act::Kind::take: t = "take r"; t += static_cast<char>('0' + act::room_of_take(a)); return t;
    case act::Kind::wake: t = "wake c"; t += static_cast<char>('0' + act::crew_of(a)); return t;
    case act::Kind::decode: return "decode";
    case act::Kind::tilt: t = "tilt "; t += static_cast<char>('0' + act::value_of(a)); return t;
    case act::Kind::prog_up: return "prog +1";
    case act::Kind::prog_down: return "prog -1";
    case act::Kind::use: return "use";
    case act::Kind::ignore: return "ignore";
    case act::Kind::end: return "end";
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

/// "X" followed by one digit in [lo, hi] ("c2", "r5"; prefix "" for a bare digit) -> digit, or -1.
inline int prefixed_digit(const std::string& w, char prefix, int lo, int hi) {
  const std::size_t at = prefix ? 1 : 0;
  if (w.size() != at + 1 || (prefix && w[0] != prefix)) return -1;
  const int d = w[at] - '0';
  return d >= lo && d <= hi ? d : -1;
}

}  // namespace detail

/// The id of an action text (legal or not: Game::apply checks). Errors say what a word should be.
inline Result<ActionId> parse_action(std::string_view text) {
  using detail::prefixed_digit;
  const detail::Words w = detail::words(text);
  auto bad = [&](const std::string& why) {
    return make_error(Errc::parse, "cannot read '" + std::string(text.substr(0, 60)) + "': " + why);
  };
  if (w.n == 0) return bad("empty action");
  if (w.n > 3) return bad("too many words");
  const std::string& verb = w.w[0];
  if (w.n == 1) {
    if (verb == "decode") return act::kDecode;
    if (verb == "use") return act::kUse;
    if (verb == "ignore") return act::kIgnore;
    if (verb == "end") return act::kEnd;
  }
  if (verb == "doors" && w.n == 3) {
    const int seat = prefixed_digit(w.w[1], 0, 0, kMaxSeats - 1);
    if (seat < 0) return bad("a seat is 0..3");
    for (int o = 0; o < kDoorOrderCount; ++o) {
      std::string digits;
      for (std::uint8_t d : kDoorOrders[static_cast<std::size_t>(o)]) digits += static_cast<char>('0' + d);
      if (digits == w.w[2]) return act::doors(seat, o);
    }
    return bad("the doors of gaps 1..4 are an order of 1234, e.g. 3142");
  }
  if (verb == "first" && w.n == 2) {
    const int seat = prefixed_digit(w.w[1], 0, 0, kMaxSeats - 1);
    if (seat < 0) return bad("a seat is 0..3");
    return act::first(seat);
  }
  if (verb == "reveal" && w.n == 2) {
    for (int c = 1; c <= kCards; ++c)
      if (w.w[1] == kCardWords[static_cast<std::size_t>(c)]) return act::reveal(static_cast<Card>(c));
    return bad("a room card is flooded, tools, control, aberration or cryo");
  }
  if ((verb == "roll" || verb == "tilt") && w.n == 2) {
    const int v = prefixed_digit(w.w[1], 0, 1, 6);
    if (v < 0) return bad("a die shows 1..6");
    return verb == "roll" ? act::roll(v) : act::tilt(v);
  }
  if (verb == "prog" && w.n == 2) {
    if (w.w[1] == "+1") return act::kProgUp;
    if (w.w[1] == "-1") return act::kProgDown;
    return bad("a Programming marker changes the result by +1 or -1");
  }
  if (verb == "walk" && w.n == 3) {
    const int k = prefixed_digit(w.w[1], 'c', 0, kCrew - 1);
    if (k < 0) return bad("a crew is c0..c3");
    if (w.w[2] == "capsule") return act::walk(k, act::kCapsuleDest);
    const int r = prefixed_digit(w.w[2], 'r', 1, kRooms);
    if (r < 0) return bad("a crew walks to a room r1..r5 or to the capsule");
    return act::walk(k, r);
  }
  if (verb == "take" && w.n == 2) {
    const int r = prefixed_digit(w.w[1], 'r', 1, kRooms);
    if (r < 0) return bad("a room is r1..r5");
    return act::take(r);
  }
  if (verb == "wake" && w.n == 2) {
    const int k = prefixed_digit(w.w[1], 'c', 0, kCrew - 1);
    if (k < 0) return bad("a crew is c0..c3");
    return act::wake(k);
  }
  return bad("unknown action (doors, first, reveal, roll, walk, take, wake, decode, tilt, prog, use, ignore, end)");
}

}  // namespace bgb::dp6
