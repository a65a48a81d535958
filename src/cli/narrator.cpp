/// \file
/// The narrator: deal summaries, action lines, trick winners and card exchanges.
#include "narrator.hpp"

#include <algorithm>
#include <ostream>
#include <sstream>
#include <utility>

#include "text_wrap.hpp"

namespace bgb::cli {

namespace {

using hooks::Json;

/// The entries of `a` that are not in `b`, in the order of `a`.
std::vector<std::string> minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  for (const std::string& x : a)
    if (std::find(b.begin(), b.end(), x) == b.end()) out.push_back(x);
  return out;
}

std::string cards_count(std::size_t n) { return std::to_string(n) + (n == 1 ? " card" : " cards"); }

constexpr std::string_view kDeal = "deal ";

}  // namespace

std::string join_words(const std::vector<std::string>& words) {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

Json Narrator::observe(const AnyState& s) const {
  return Json::parse(s.to_json(viewer_), nullptr, /*allow_exceptions=*/false);
}

std::string Narrator::name(const Json& obs, int seat) const {
  const std::string n = hooks::seat_name(obs, seat);
  return seat == viewer_ ? n + " (you)" : n;
}

std::string Narrator::who(const Json& obs, PlayerId p) const {
  if (p == kChance) return "chance";
  // A seat may decide for another one (the commander for JARVIS): the observation's actor.
  const int actor = hooks::int_field(obs, "actor").value_or(p);
  if (p == viewer_) return actor == p ? "you" : "you (" + hooks::seat_name(obs, actor) + ")";
  return hooks::seat_name(obs, actor);
}

void Narrator::catch_up(const AnyState& s) {
  if (announced_) {
    announced_ = false;
    Json after = observe(s);
    // A told action's sentence already says what it did (a draw is no distress exchange).
    if (before_ && !told_) report(*before_, after);
    before_ = std::move(after);
  }
  // A deal is complete once the state waits for something other than chance.
  if (deals_ > 0 && s.current_player() != kChance) {
    if (!before_) before_ = observe(s);
    sum_up_deal(*before_);
  }
  tell_news(s);
}

void Narrator::tell_news(const AnyState& s) {
  if (seen_ && seen_->equals(s)) return;
  for (const std::string& line : hooks::news(seen_.get(), s, viewer_)) say(line);
  seen_ = s.clone();
}

void Narrator::action(const AnyState& s, ActionId a) {
  catch_up(s);
  const PlayerId p = s.current_player();
  const std::string text = s.action_text_for(a, viewer_);
  if (p == kChance && text.rfind(kDeal, 0) == 0) {
    ++deals_;
    if (text != "deal ?") dealt_.push_back(text.substr(kDeal.size()));
    before_.reset();
    return;
  }
  if (!before_) before_ = observe(s);
  if (deals_ > 0) sum_up_deal(*before_);
  const std::optional<std::string> sentence = hooks::action_sentence(s, a, viewer_);
  told_ = sentence.has_value();
  if (sentence) {
    if (!sentence->empty()) say(*sentence);  // "": told later (a run of dice rolls)
  } else {
    say(who(*before_, p) + ": " + text);
  }
  announced_ = true;
}

void Narrator::say(const std::string& lines) { out_ << text::wrap(lines) << '\n'; }

void Narrator::report(const Json& before, const Json& after) {
  report_trick(before, after);
  report_exchange(before, after);
}

/// "trick 3: seat 2 wins with g9": the winner leads the next trick. The observation's last
/// trick in play order says which card it played; without it (a game whose JSON lacks the
/// order), the cards before the last one in play order from the leader, plus the last.
void Narrator::report_trick(const Json& before, const Json& after) {
  const auto was = hooks::tricks(before), now = hooks::tricks(after);
  if (!was || !now || now->completed != was->completed + 1 || now->leader < 0) return;
  std::string line = "trick " + std::to_string(now->completed) + ": " + name(after, now->leader) + " wins";
  std::vector<std::string> order = now->last_leader >= 0 ? now->last : was->current;
  int leader = now->last_leader >= 0 ? now->last_leader : was->leader;
  if (now->last_leader < 0) {
    const std::vector<std::string> last_card = minus(now->last, order);
    if (last_card.size() == 1 && order.size() + 1 == now->last.size()) {
      order.push_back(last_card[0]);
    } else {
      order.clear();
    }
  }
  if (!order.empty() && leader >= 0) {
    const int n = static_cast<int>(order.size());
    const int k = ((now->leader - leader) % n + n) % n;
    line += " with " + order[static_cast<std::size_t>(k)];
  }
  say(line);
}

/// "distress left: you gave b2 to seat 1 and received g4 from seat 3".
void Narrator::report_exchange(const Json& before, const Json& after) {
  if (viewer_ < 0 || !before.contains("hands") || !after.contains("hands")) return;
  const std::size_t me = static_cast<std::size_t>(viewer_);
  if (me >= before["hands"].size() || me >= after["hands"].size()) return;
  const auto had = hooks::card_list(before["hands"][me]), has = hooks::card_list(after["hands"][me]);
  if (!had || !has) return;
  const std::vector<std::string> got = minus(*has, *had);
  if (got.empty()) return;
  const std::vector<std::string> gave = minus(*had, *has);
  const auto ex = hooks::exchange(after);
  const int n = static_cast<int>(after["hands"].size());
  auto neighbour = [&](int step) { return ((viewer_ + step) % n + n) % n; };
  std::string line = (ex ? ex->label : std::string("exchange")) + ": you ";
  if (!gave.empty()) {
    line += "gave " + join_words(gave);
    if (ex) line += " to " + hooks::seat_name(after, neighbour(ex->step));
    line += " and ";
  }
  line += "received " + join_words(got);
  if (ex) line += " from " + hooks::seat_name(after, neighbour(-ex->step));
  say(line);
}

/// A person: "dealt: seat 0 (you) gets p1 p5 ... (10 cards); seats 1-3: 10 cards each".
/// Everything shown (kViewAll): one "dealt: seat K gets ..." line per seat.
void Narrator::sum_up_deal(const Json& obs) {
  const Json hands = obs.contains("hands") && obs["hands"].is_array() ? obs["hands"] : Json::array();
  const Json sizes = obs.contains("hand_sizes") && obs["hand_sizes"].is_array() ? obs["hand_sizes"] : Json::array();
  std::vector<std::string> parts, in_hands;
  std::size_t held = 0;
  for (std::size_t i = 0; i < hands.size();) {
    const int seat = static_cast<int>(i);
    if (const auto cards = hooks::card_list(hands[i])) {
      parts.push_back(name(obs, seat) + " gets " + join_words(*cards) + " (" + cards_count(cards->size()) + ")");
      in_hands.insert(in_hands.end(), cards->begin(), cards->end());
      held += cards->size();
      ++i;
      continue;
    }
    // Hidden hands: a run of seats with the same number of cards reads as one part.
    const auto size_of = [&](std::size_t k) { return k < sizes.size() && sizes[k].is_number_integer() ? sizes[k].get<int>() : -1; };
    std::size_t j = i + 1;
    while (j < hands.size() && hands[j].is_null() && size_of(j) == size_of(i)) ++j;
    const int size = size_of(i);
    const std::string count = size < 0 ? "cards unseen" : cards_count(static_cast<std::size_t>(size));
    if (size > 0) held += static_cast<std::size_t>(size) * (j - i);
    parts.push_back(j - i == 1 ? hooks::seat_name(obs, seat) + ": " + count
                               : "seats " + std::to_string(i) + "-" + std::to_string(j - 1) + ": " + count + " each");
    i = j;
  }
  // Cards dealt but in no hand (JARVIS's face-down row in The Crew).
  const std::vector<std::string> aside = minus(dealt_, in_hands);
  if (viewer_ == kViewAll && !aside.empty()) {
    parts.push_back(cards_count(aside.size()) + " face down: " + join_words(aside));
  } else if (static_cast<std::size_t>(deals_) > held) {
    parts.push_back(cards_count(static_cast<std::size_t>(deals_) - held) + " face down");
  }
  if (viewer_ == kViewAll) {
    for (const std::string& part : parts) say("dealt: " + part);
  } else {
    std::string line = "dealt: ";
    for (std::size_t k = 0; k < parts.size(); ++k) line += (k ? "; " : "") + parts[k];
    say(line);
  }
  deals_ = 0;
  dealt_.clear();
}

}  // namespace bgb::cli
