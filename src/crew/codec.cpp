/// \file
/// The Crew's options JSON and the GameTraits glue; the snapshot, the validator and the views
/// live in codec_state.cpp, check.cpp and view.cpp.
#include "crew/codec.hpp"

#include <climits>
#include <string>
#include <utility>
#include <vector>

namespace bgb {

namespace crew_codec {

using namespace bgb::crew;

namespace {

/// One card text at `path`; the message quotes what was found.
Card read_card(const Json& j, const std::string& path) {
  if (!j.is_string()) json::fail(path + ": expected a card text like \"b7\", got " + json::type_name(j));
  const std::string t = j.get<std::string>();
  const auto c = parse_card(t);
  if (!c) json::fail(path + ": '" + t + "' is not a card (p1..p9, b1..b9, g1..g9, y1..y9, r1..r4)");
  return *c;
}

/// An ordered list of card texts; null reads as the empty list ("by chance").
std::vector<Card> read_cards(const Json* j, const std::string& path) {
  std::vector<Card> out;
  if (!j || j->is_null()) return out;
  if (!j->is_array()) json::fail(path + ": expected an array of card texts, got " + json::type_name(*j));
  for (std::size_t i = 0; i < j->size(); ++i) out.push_back(read_card((*j)[i], json::at(path, i)));
  return out;
}

Json texts(const std::vector<Card>& cards) {
  Json a = Json::array();
  for (Card c : cards) a.push_back(card_text(c));
  return a;
}

}  // namespace

std::string_view phase_name(Phase p) noexcept {
  switch (p) {
    case Phase::deal: return "deal";
    case Phase::reveal: return "reveal";
    case Phase::pick: return "pick";
    case Phase::handover: return "handover";
    case Phase::distress: return "distress";
    case Phase::distress_give: return "distress_give";
    case Phase::comm: return "comm";
    case Phase::play: return "play";
    case Phase::over: return "over";
    case Phase::question: return "question";
    case Phase::choose: return "choose";
    case Phase::assign: return "assign";
    case Phase::swap: return "swap";
    case Phase::move: return "move";
    case Phase::roles: return "roles";
    case Phase::draw: return "draw";
  }
  return "?";
}

std::string_view distress_name(int distress) noexcept {
  switch (distress) {
    case 0: return "undecided";
    case 1: return "left";
    case 2: return "right";
    case 3: return "declined";
    default: return "?";
  }
}

std::string_view comm_pos_name(CommPos p) noexcept {
  switch (p) {
    case CommPos::top: return "top";
    case CommPos::only: return "only";
    case CommPos::bottom: return "bottom";
    case CommPos::none: break;
  }
  return "";
}

std::string_view answer_name(int answer) noexcept {
  return answer >= 0 && answer < kNumAnswers ? act::kAnswerTexts[answer] : "?";
}

Options options_from_json(const Json& j) {
  json::ObjectReader r(j, "");
  Options o;
  if (const Json* v = r.find_non_null("players")) o.players = static_cast<int>(json::get_int(*v, "players", INT_MIN, INT_MAX));
  if (const Json* v = r.find_non_null("mission")) o.mission = static_cast<int>(json::get_int(*v, "mission", INT_MIN, INT_MAX));
  if (const Json* v = r.find_non_null("hands")) {
    if (!v->is_array()) json::fail("hands: expected an array with one card list per seat, got " + json::type_name(*v));
    for (std::size_t i = 0; i < v->size(); ++i) {
      const Json& hand = (*v)[i];
      if (!hand.is_array()) json::fail(json::at("hands", i) + ": expected an array of card texts, got " + json::type_name(hand));
      o.hands.push_back(read_cards(&hand, json::at("hands", i)));
    }
  }
  o.jarvis_up = read_cards(r.find("jarvis_up"), "jarvis_up");
  o.jarvis_down = read_cards(r.find("jarvis_down"), "jarvis_down");
  o.tasks = read_cards(r.find("tasks"), "tasks");
  r.finish();
  return o;
}

Json options_to_json(const Options& o) {
  Json j = Json::object();
  j["players"] = o.players;
  j["mission"] = o.mission;
  Json hands = Json::array();
  for (const std::vector<Card>& h : o.hands) hands.push_back(texts(h));
  j["hands"] = std::move(hands);
  j["jarvis_up"] = texts(o.jarvis_up);
  j["jarvis_down"] = texts(o.jarvis_down);
  j["tasks"] = texts(o.tasks);
  return j;
}

}  // namespace crew_codec

Result<crew::Game> GameTraits<crew::Game>::make(const json::Json& options) {
  return json::guard("the-crew options", [&]() -> Result<crew::Game> {
    Result<crew::Game> g = crew::Game::make(crew_codec::options_from_json(options));
    if (g) return g;
    // Game::make says "the-crew: ..."; name the options like every other message here.
    std::string msg = g.error().message;
    const std::string_view old_prefix = "the-crew: ";
    if (msg.compare(0, old_prefix.size(), old_prefix) == 0) msg = "the-crew options: " + msg.substr(old_prefix.size());
    return make_error(g.error().code, std::move(msg));
  });
}

Result<crew::State> GameTraits<crew::Game>::state_from_json(const crew::Game& g, const json::Json& j) {
  return json::guard("the-crew state", [&]() -> Result<crew::State> { return crew_codec::state_from_json(g, j); });
}

}  // namespace bgb

namespace bgb::crew_codec::detail {
// The summary names how many missions are playable; keep the text in step with the rules.
constexpr int count_supported_missions() {
  int n = 0;
  for (int m = 1; m <= crew::kNumMissions; ++m) n += crew::mission_supported(m) ? 1 : 0;
  return n;
}
static_assert(count_supported_missions() == 50, "update GameTraits<crew::Game>::kSummary");
}  // namespace bgb::crew_codec::detail
