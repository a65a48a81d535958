/// \file
/// The Crew's state JSON: the writer shared by the snapshot and the observation, and the strict
/// snapshot reader. Every State field is written (or derived from what is written), so reading a
/// snapshot back reproduces the state byte for byte.
#include <string>
#include <utility>

#include "crew/codec.hpp"

namespace bgb::crew_codec {

using namespace bgb::crew;

namespace detail {

Json card_list(CardSet set) {
  Json a = Json::array();
  for (; set; set &= set - 1) a.push_back(card_text(lowest(set)));
  return a;
}

namespace {

Json card_or_null(Card c) {
  if (c == kNoCard) return nullptr;
  if (c == kHiddenCard) return "hidden";
  return card_text(c);
}

Json seat_or_null(std::uint8_t seat) { return seat == kNoSeat ? Json(nullptr) : Json(static_cast<int>(seat)); }

Json token_json(Token t) { return t == Token::none ? Json(nullptr) : Json(token_text(t)); }

/// special_wins bits 0..3 are the colour 1s (card 9·c), bits 4..7 the rockets r1..r4.
CardSet ones_won_cards(std::uint8_t bits) {
  CardSet set = 0;
  for (int c = 0; c < kRocketSuit; ++c)
    if ((bits >> c) & 1U) set |= bit(static_cast<Card>(c * 9));
  return set;
}
CardSet rockets_won_cards(std::uint8_t bits) { return CardSet{static_cast<std::uint8_t>(bits >> 4)} << kNumColourCards; }

Json suits_json(std::uint8_t bits) {
  Json a = Json::array();
  for (int suit = 0; suit < kNumSuits; ++suit)
    if ((bits >> suit) & 1U) a.push_back(std::string(kSuitNames[suit]));
  return a;
}

}  // namespace

Json write_state(const State& s, const Observation* obs) {
  const auto seats = static_cast<std::size_t>(s.seats);
  // A seat's hand is hidden in an observation unless it is the viewer's or JARVIS's face-up row.
  auto hidden_hand = [&](std::size_t i) {
    return obs && obs->viewer != kViewAll && static_cast<Viewer>(i) != obs->viewer &&
           !crew::detail::is_jarvis(s, static_cast<int>(i));
  };
  Json j = Json::object();
  j["game"] = "the-crew";
  if (!obs || obs->viewer == kViewAll) {
    j["view"] = "all";
  } else if (obs->viewer >= 0) {
    j["view"] = obs->viewer;
  } else {
    j["view"] = "public";
  }
  j["players"] = s.players;
  j["mission"] = s.mission;
  j["phase"] = phase_name(s.phase);
  j["terminal"] = is_terminal(s);
  j["current_player"] = current_player(s);
  j["commander"] = seat_or_null(s.commander);
  j["actor"] = seat_or_null(s.actor);
  j["leader"] = seat_or_null(s.leader);
  j["dealt"] = s.dealt;
  j["revealed"] = s.revealed;
  j["asked"] = s.asked;
  j["tricks_completed"] = s.trick;

  Json hands = Json::array();
  for (std::size_t i = 0; i < seats; ++i) hands.push_back(hidden_hand(i) ? Json(nullptr) : card_list(s.hand[i]));
  j["hands"] = std::move(hands);
  if (obs) {
    Json sizes = Json::array();
    for (std::size_t i = 0; i < seats; ++i) sizes.push_back(obs->hand_size[i]);
    j["hand_sizes"] = std::move(sizes);
  }
  if (crew::detail::has_jarvis(s)) {
    Json jarvis = Json::object();
    Json up = Json::array(), down = Json::array();
    for (std::size_t p = 0; p < kJarvisPiles; ++p) {
      up.push_back(card_or_null(s.pile_up[p]));
      down.push_back(card_or_null(s.pile_down[p]));
    }
    jarvis["up"] = std::move(up);
    jarvis["down"] = std::move(down);
    if (obs) jarvis["hidden_count"] = obs->jarvis_hidden_count;
    j["jarvis"] = std::move(jarvis);
  }

  Json trick = Json::array();
  for (std::size_t i = 0; i < s.in_trick && i < kMaxSeats; ++i) trick.push_back(card_or_null(s.trick_cards[i]));
  j["trick"] = std::move(trick);
  j["last_trick"] = card_list(s.last_trick);
  // Who played which card of the last trick: its leader and its cards in play order (null and
  // [] before the first trick), like "leader" and "trick" for the trick on the table.
  j["last_trick_leader"] = seat_or_null(s.last_leader);
  Json last_order = Json::array();
  for (std::size_t i = 0; s.last_leader != kNoSeat && i < seats; ++i) last_order.push_back(card_or_null(s.last_cards[i]));
  j["last_trick_order"] = std::move(last_order);
  j["played"] = card_list(s.played);

  Json tasks = Json::array();
  for (std::size_t i = 0; i < s.num_tasks && i < kMaxTasks; ++i) {
    const Task& t = s.tasks[i];
    Json task = Json::object();
    task["card"] = card_or_null(t.card);
    task["token"] = token_json(t.token);
    task["owner"] = seat_or_null(t.owner);
    task["done_trick"] = t.done_trick == 0 ? Json(nullptr) : Json(static_cast<int>(t.done_trick));
    tasks.push_back(std::move(task));
  }
  j["tasks"] = std::move(tasks);
  j["preset_tasks"] = s.preset_tasks;

  Json comms = Json::array();
  for (std::size_t i = 0; i < seats; ++i) {
    if (s.comm_card[i] == kNoCard) {
      comms.push_back(nullptr);
      continue;
    }
    Json c = Json::object();
    c["card"] = card_or_null(s.comm_card[i]);
    c["position"] = s.comm_pos[i] == CommPos::none ? Json(nullptr) : Json(comm_pos_name(s.comm_pos[i]));
    c["stale"] = ((s.comm_stale >> i) & 1U) != 0;
    comms.push_back(std::move(c));
  }
  j["comms"] = std::move(comms);
  Json passed = Json::array();
  for (int i = 0; i < s.seats; ++i)
    if ((s.comm_passed >> i) & 1U) passed.push_back(i);
  j["comm_passed"] = std::move(passed);
  j["distress"] = distress_name(s.distress);
  Json gives = Json::array();
  for (std::size_t i = 0; i < seats; ++i) gives.push_back(card_or_null(s.give[i]));
  j["gives"] = std::move(gives);
  Json voids = Json::array();
  for (std::size_t i = 0; i < seats; ++i) voids.push_back(suits_json(s.voids[i]));
  j["voids"] = std::move(voids);
  Json won = Json::array();
  for (std::size_t i = 0; i < seats; ++i) won.push_back(s.tricks_won[i]);
  j["tricks_won"] = std::move(won);
  j["handed_over"] = s.handed_over != 0;
  // The special missions' record. Always written, so every snapshot has the same keys.
  j["chosen"] = seat_or_null(s.chosen);
  j["chosen_last"] = seat_or_null(s.chosen_last);
  Json answers = Json::array();
  for (std::size_t i = 0; i < seats; ++i)
    answers.push_back(s.answers[i] == kNoAnswer ? Json(nullptr) : Json(answer_name(s.answers[i])));
  j["answers"] = std::move(answers);
  Json drawn = Json::array();
  for (std::size_t i = 0; i < seats; ++i) drawn.push_back(card_or_null(s.drawn[i]));
  j["drawn"] = std::move(drawn);
  j["ones_won"] = card_list(ones_won_cards(s.special_wins));
  j["rockets_won"] = card_list(rockets_won_cards(s.special_wins));
  j["success"] = s.success;
  if (s.failure.rule == FailRule::none) {
    j["failure"] = nullptr;
  } else {
    Json f = Json::object();
    f["rule"] = fail_rule_name(s.failure.rule);
    f["trick"] = s.failure.trick;
    f["card"] = card_or_null(s.failure.card);
    f["seat"] = seat_or_null(s.failure.seat);
    f["text"] = failure_text(s);
    j["failure"] = std::move(f);
  }
  if (is_terminal(s)) {
    Json r = Json::array();
    for (int i = 0; i < s.players; ++i) r.push_back(mission_return(s));
    j["returns"] = std::move(r);
  }
  return j;
}

}  // namespace detail

Json state_to_json(const State& s) { return detail::write_state(s, nullptr); }

namespace {

using json::at;
using json::fail;

Card read_card(const Json& j, const std::string& path) {
  if (!j.is_string()) fail(path + ": expected a card text like \"b7\", got " + json::type_name(j));
  const std::string t = j.get<std::string>();
  const auto c = parse_card(t);
  if (!c) fail(path + ": '" + t + "' is not a card");
  return *c;
}

Card read_card_or_null(const Json& j, const std::string& path) { return j.is_null() ? kNoCard : read_card(j, path); }

/// A set of card texts (any order, no repeats).
CardSet read_card_set(const Json& j, const std::string& path) {
  json::get_array(j, path);
  CardSet set = 0;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const Card c = read_card(j[i], at(path, i));
    if (has(set, c)) fail(at(path, i) + ": " + card_text(c) + " appears twice");
    set |= bit(c);
  }
  return set;
}

std::uint8_t read_seat(const Json& j, const std::string& path, int seats) {
  if (j.is_null()) return kNoSeat;
  return static_cast<std::uint8_t>(json::get_int(j, path, 0, seats - 1));
}

std::uint8_t read_count(const Json& j, const std::string& path, int hi) {
  return static_cast<std::uint8_t>(json::get_int(j, path, 0, hi));
}

/// An array with exactly `n` entries.
const Json& read_array(const Json& j, const std::string& path, std::size_t n, std::string_view what) {
  json::get_array(j, path);
  if (j.size() != n)
    fail(path + ": expected " + std::to_string(n) + " entries (" + std::string(what) + "), got " + std::to_string(j.size()));
  return j;
}

Token read_token(const Json& j, const std::string& path) {
  if (j.is_null()) return Token::none;
  const std::string w = json::get_string(j, path);
  for (int i = 1; i < kNumTokenKinds; ++i)
    if (w == token_text(static_cast<Token>(i))) return static_cast<Token>(i);
  fail(path + ": '" + w + "' is not a token (1..5, > .. >>>>, omega or null)");
}

CommPos read_comm_pos(const Json& j, const std::string& path) {
  if (j.is_null()) return CommPos::none;
  const std::string w = json::get_string(j, path);
  for (CommPos p : {CommPos::top, CommPos::only, CommPos::bottom})
    if (w == comm_pos_name(p)) return p;
  fail(path + ": '" + w + "' is not a position (top, only, bottom or null)");
}

std::uint8_t read_suits(const Json& j, const std::string& path) {
  json::get_array(j, path);
  std::uint8_t bits = 0;
  for (std::size_t i = 0; i < j.size(); ++i) {
    const std::string w = json::get_string(j[i], at(path, i));
    int suit = -1;
    for (int k = 0; k < kNumSuits; ++k)
      if (w == kSuitNames[k]) suit = k;
    if (suit < 0) fail(at(path, i) + ": '" + w + "' is not a suit (pink, blue, green, yellow, rocket)");
    if ((bits >> suit) & 1U) fail(at(path, i) + ": " + w + " appears twice");
    bits = static_cast<std::uint8_t>(bits | (1U << suit));
  }
  return bits;
}

std::uint8_t read_answer(const Json& j, const std::string& path) {
  if (j.is_null()) return kNoAnswer;
  return static_cast<std::uint8_t>(json::get_word<int>(j, path, 0, kNumAnswers, answer_name));
}

/// The inverse of ones_won_cards / rockets_won_cards: which cards may stand in each list.
std::uint8_t read_special_wins(const Json& ones, const Json& rockets) {
  std::uint8_t bits = 0;
  const CardSet one_cards = read_card_set(ones, "ones_won");
  for (int c = 0; c < kRocketSuit; ++c)
    if (has(one_cards, static_cast<Card>(c * 9))) bits = static_cast<std::uint8_t>(bits | (1U << c));
  if (one_cards != detail::ones_won_cards(bits))
    fail("ones_won: '" + card_text(lowest(one_cards & ~detail::ones_won_cards(bits))) + "' is not a colour 1 (p1, b1, g1, y1)");
  const CardSet rocket_cards = read_card_set(rockets, "rockets_won");
  if (rocket_cards & ~kRockets) fail("rockets_won: '" + card_text(lowest(rocket_cards & ~kRockets)) + "' is not a rocket");
  return static_cast<std::uint8_t>(bits | ((rocket_cards >> kNumColourCards) << 4));
}

/// A snapshot written before `comm_passed` existed walked a window once from the leader, with
/// `asked` the offset of the seat to speak: the seats before it that could speak have passed
/// (or spoken, and then cannot any more). Those are the passes the window still counts, and
/// `asked` is 0 in a window now. Reads only fields read before it (hands, comms, chosen).
std::uint8_t legacy_comm_passed(State& s) {
  if (s.phase != Phase::comm || s.leader >= s.seats) return 0;
  std::uint8_t passed = 0;
  for (int k = 0; k < s.asked; ++k) {
    const int seat = (s.leader + k) % s.seats;
    if (crew::detail::may_communicate(s, seat)) passed = static_cast<std::uint8_t>(passed | (1U << seat));
  }
  s.asked = 0;
  return passed;
}

void read_failure(const Json& j, State& s, int total_tricks) {
  if (j.is_null()) return;
  json::ObjectReader r(j, "failure");
  s.failure.rule = json::get_word<FailRule>(r.need("rule"), "failure.rule", 0, kNumFailRules, fail_rule_name);
  if (s.failure.rule == FailRule::none) fail("failure.rule: write \"failure\": null when the mission has not failed");
  s.failure.trick = read_count(r.need("trick"), "failure.trick", total_tricks);
  s.failure.card = read_card_or_null(r.need("card"), "failure.card");
  s.failure.seat = read_seat(r.need("seat"), "failure.seat", s.seats);
  r.find("text");  // derived; compared once the whole state is read
  r.finish();
}

}  // namespace

State state_from_json(const crew::Game& g, const Json& j) {
  json::ObjectReader r(j, "");
  const std::string game = json::get_string(r.need("game"), "game");
  if (game != "the-crew") fail("game: this snapshot is for '" + game + "', not 'the-crew'");
  const Json& view = r.need("view");
  if (view != "all")
    fail("view: this is an observation (view " + json::brief(view) +
         "), not a snapshot; only an omniscient snapshot (\"view\": \"all\") can be loaded");
  const int players = static_cast<int>(json::get_int(r.need("players"), "players", 2, 5));
  if (players != g.num_players())
    fail("players: the snapshot has " + std::to_string(players) + " players but this game has " +
         std::to_string(g.num_players()));
  const int mission_number = static_cast<int>(json::get_int(r.need("mission"), "mission", 1, kNumMissions));
  if (mission_number != g.options().mission)
    fail("mission: the snapshot is of mission " + std::to_string(mission_number) + " but this game plays mission " +
         std::to_string(g.options().mission));

  State s = new_state(players, mission_number);
  const int seats = s.seats;
  const int total = crew::detail::total_tricks(s);
  const std::size_t useats = static_cast<std::size_t>(seats);
  s.phase = json::get_word<Phase>(r.need("phase"), "phase", 0, kNumPhases, phase_name);
  const Json* terminal = r.find("terminal");
  const Json* current = r.find("current_player");
  s.commander = read_seat(r.need("commander"), "commander", seats);
  s.actor = read_seat(r.need("actor"), "actor", seats);
  s.leader = read_seat(r.need("leader"), "leader", seats);
  s.dealt = read_count(r.need("dealt"), "dealt", kNumCards);
  s.revealed = read_count(r.need("revealed"), "revealed", s.num_tasks);
  s.asked = read_count(r.need("asked"), "asked", seats - 1);
  s.trick = read_count(r.need("tricks_completed"), "tricks_completed", total);

  const std::string seat_entries = "one per seat";
  const Json& hands = read_array(r.need("hands"), "hands", useats, seat_entries);
  for (std::size_t i = 0; i < useats; ++i) {
    if (hands[i].is_null()) fail(at("hands", i) + ": a snapshot shows every hand (null is for observations)");
    s.hand[i] = read_card_set(hands[i], at("hands", i));
  }
  const Json* jarvis = r.find_non_null("jarvis");
  if (players == 2) {
    if (!jarvis) fail("missing key 'jarvis' (2 players: JARVIS's piles)");
    json::ObjectReader jr(*jarvis, "jarvis");
    const Json& up = read_array(jr.need("up"), "jarvis.up", kJarvisPiles, "one per pile");
    const Json& down = read_array(jr.need("down"), "jarvis.down", kJarvisPiles, "one per pile");
    jr.finish();
    for (std::size_t p = 0; p < kJarvisPiles; ++p) {
      s.pile_up[p] = read_card_or_null(up[p], at("jarvis.up", p));
      s.pile_down[p] = read_card_or_null(down[p], at("jarvis.down", p));
      if (s.pile_down[p] == kNoCard) continue;
      if (has(s.jarvis_hidden, s.pile_down[p])) fail(at("jarvis.down", p) + ": " + card_text(s.pile_down[p]) + " appears twice");
      s.jarvis_hidden |= bit(s.pile_down[p]);
    }
  } else if (jarvis) {
    fail("jarvis: only 2-player games have JARVIS");
  }

  const Json& trick = json::get_array(r.need("trick"), "trick");
  if (trick.size() >= useats) fail("trick: a trick in play holds at most " + std::to_string(seats - 1) + " cards");
  s.in_trick = static_cast<std::uint8_t>(trick.size());
  for (std::size_t i = 0; i < trick.size(); ++i) s.trick_cards[i] = read_card(trick[i], at("trick", i));
  s.last_trick = read_card_set(r.need("last_trick"), "last_trick");
  // Optional: a snapshot written before they existed leaves the order unknown (kNoSeat).
  const Json* last_leader = r.find_non_null("last_trick_leader");
  const Json* last_order = r.find("last_trick_order");
  if (last_leader) {
    s.last_leader = read_seat(*last_leader, "last_trick_leader", seats);
    if (!last_order) fail("missing key 'last_trick_order' (it goes with last_trick_leader)");
    const Json& order = read_array(*last_order, "last_trick_order", useats, "one card per seat");
    for (std::size_t i = 0; i < useats; ++i) s.last_cards[i] = read_card(order[i], at("last_trick_order", i));
  } else if (last_order && !(last_order->is_array() && last_order->empty())) {
    fail("last_trick_order: the order of the last trick needs its last_trick_leader");
  }
  s.played = read_card_set(r.need("played"), "played");

  const Json& tasks = read_array(r.need("tasks"), "tasks", s.num_tasks,
                                 "mission " + std::to_string(mission_number) + "'s task count");
  for (std::size_t i = 0; i < tasks.size(); ++i) {
    const std::string path = at("tasks", i);
    json::ObjectReader tr(tasks[i], path);
    Task& t = s.tasks[i];
    t.card = read_card_or_null(tr.need("card"), json::at(path, "card"));
    t.token = read_token(tr.need("token"), json::at(path, "token"));
    t.owner = read_seat(tr.need("owner"), json::at(path, "owner"), seats);
    const Json& done = tr.need("done_trick");
    t.done_trick = done.is_null() ? 0 : static_cast<std::uint8_t>(json::get_int(done, json::at(path, "done_trick"), 1, total));
    tr.finish();
  }
  s.preset_tasks = json::get_bool(r.need("preset_tasks"), "preset_tasks");

  const Json& comms = read_array(r.need("comms"), "comms", useats, seat_entries);
  for (std::size_t i = 0; i < useats; ++i) {
    if (comms[i].is_null()) continue;
    const std::string path = at("comms", i);
    json::ObjectReader cr(comms[i], path);
    s.comm_card[i] = read_card(cr.need("card"), json::at(path, "card"));
    s.comm_pos[i] = read_comm_pos(cr.need("position"), json::at(path, "position"));
    const bool stale = json::get_bool(cr.need("stale"), json::at(path, "stale"));
    cr.finish();
    s.comm_used = static_cast<std::uint8_t>(s.comm_used | (1U << i));
    if (stale) s.comm_stale = static_cast<std::uint8_t>(s.comm_stale | (1U << i));
  }
  s.distress = static_cast<std::uint8_t>(json::get_word<int>(r.need("distress"), "distress", 0, 4, distress_name));
  const Json& gives = read_array(r.need("gives"), "gives", useats, seat_entries);
  for (std::size_t i = 0; i < useats; ++i) s.give[i] = read_card_or_null(gives[i], at("gives", i));
  const Json& voids = read_array(r.need("voids"), "voids", useats, seat_entries);
  for (std::size_t i = 0; i < useats; ++i) s.voids[i] = read_suits(voids[i], at("voids", i));
  const Json& won = read_array(r.need("tricks_won"), "tricks_won", useats, seat_entries);
  for (std::size_t i = 0; i < useats; ++i) s.tricks_won[i] = read_count(won[i], at("tricks_won", i), total);
  s.handed_over = json::get_bool(r.need("handed_over"), "handed_over") ? 1 : 0;
  s.chosen = read_seat(r.need("chosen"), "chosen", seats);
  s.chosen_last = read_seat(r.need("chosen_last"), "chosen_last", seats);
  // After the hands, comms and `chosen`, which say who may still communicate.
  if (const Json* passed = r.find("comm_passed")) {
    json::get_array(*passed, "comm_passed");
    for (std::size_t i = 0; i < passed->size(); ++i) {
      const std::uint8_t seat = static_cast<std::uint8_t>(json::get_int((*passed)[i], at("comm_passed", i), 0, seats - 1));
      if ((s.comm_passed >> seat) & 1U) fail(at("comm_passed", i) + ": seat " + std::to_string(seat) + " appears twice");
      s.comm_passed = static_cast<std::uint8_t>(s.comm_passed | (1U << seat));
    }
  } else {
    s.comm_passed = legacy_comm_passed(s);
  }
  const Json& answers = read_array(r.need("answers"), "answers", useats, seat_entries);
  for (std::size_t i = 0; i < useats; ++i) s.answers[i] = read_answer(answers[i], at("answers", i));
  const Json& drawn = read_array(r.need("drawn"), "drawn", useats, seat_entries);
  for (std::size_t i = 0; i < useats; ++i) s.drawn[i] = read_card_or_null(drawn[i], at("drawn", i));
  s.special_wins = read_special_wins(r.need("ones_won"), r.need("rockets_won"));
  s.success = json::get_bool(r.need("success"), "success");
  read_failure(r.need("failure"), s, total);
  const Json* returns = r.find("returns");
  r.finish();

  const std::string problem = state_problem(g, s);
  if (!problem.empty()) fail(problem);

  // Derived keys are optional, but when present they must agree with the state.
  if (terminal && json::get_bool(*terminal, "terminal") != is_terminal(s))
    fail("terminal: says " + terminal->dump() + " but the phase is '" + std::string(phase_name(s.phase)) + "'");
  if (current && json::get_int(*current, "current_player", kTerminal, seats - 1) != current_player(s))
    fail("current_player: says " + current->dump() + " but the state gives " + std::to_string(current_player(s)));
  if (const auto f = j.find("failure"); f != j.end() && f->is_object() && f->contains("text")) {
    if (json::get_string(f->at("text"), "failure.text") != failure_text(s))
      fail("failure.text: does not match the failure (expected \"" + failure_text(s) + "\")");
  }
  if (returns && !returns->is_null()) {
    const Json expected = detail::write_state(s, nullptr).value("returns", Json());
    if (expected.is_null()) fail("returns: only a terminal state has returns");
    json::get_array(*returns, "returns");
    bool same = returns->size() == expected.size();
    for (std::size_t i = 0; same && i < expected.size(); ++i)
      same = (*returns)[i].is_number() && (*returns)[i].get<double>() == expected[i].get<double>();
    if (!same) fail("returns: do not match the state, expected " + expected.dump());
  }
  return s;
}

}  // namespace bgb::crew_codec
