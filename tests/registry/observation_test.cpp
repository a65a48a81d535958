// Observations (a seat or the public) and the CLI rendering never reveal other seats' hands,
// JARVIS's face-down cards, other seats' pending distress cards or unrevealed preset tasks.
#include <cctype>
#include <functional>
#include <set>
#include <string>

#include "support.hpp"

namespace bgb::test {
namespace {

using json::Json;

/// Whether `viewer` knows seat i's distress card: its own (the commander also JARVIS's), and
/// after the exchange the card it received, and every card that left or reached JARVIS's open row.
bool knows_give(const crew::State& s, int i, Viewer viewer) {
  const bool exchanged = (s.distress == 1 || s.distress == 2) && s.phase != crew::Phase::distress_give;
  const int to = s.distress == 1 ? crew::detail::next_seat(s, i) : crew::detail::prev_seat(s, i);
  const bool jarvis = crew::detail::is_jarvis(s, i);
  if (i == viewer || (jarvis && viewer == s.commander)) return true;
  return exchanged && (to == viewer || jarvis || crew::detail::is_jarvis(s, to));
}

/// Mission 12: a drawn card is known to the drawer and to the seat it came from.
bool knows_drawn(const crew::State& s, int i, Viewer viewer) {
  return i == viewer || crew::detail::draw_source(s, i) == viewer;
}

/// Cards `viewer` may not know the place of: other crew members' hands and JARVIS's face-down
/// cards, minus what is public anyway (task cards and communicated cards are shown to all) and
/// what the viewer took part in (distress cards, mission 12's draws).
crew::CardSet secret_cards(const crew::State& s, Viewer viewer) {
  crew::CardSet secret = s.jarvis_hidden;
  for (int i = 0; i < s.seats; ++i)
    if (i != viewer && !crew::detail::is_jarvis(s, i)) secret |= s.hand[static_cast<std::size_t>(i)];
  for (int i = 0; i < s.num_tasks; ++i)
    if (i < s.revealed) secret &= ~crew::bit(s.tasks[static_cast<std::size_t>(i)].card);
  for (crew::Card c : s.comm_card)
    if (c != crew::kNoCard) secret &= ~crew::bit(c);
  for (int i = 0; i < s.seats; ++i) {
    const crew::Card g = s.give[static_cast<std::size_t>(i)], d = s.drawn[static_cast<std::size_t>(i)];
    if (g != crew::kNoCard && knows_give(s, i, viewer)) secret &= ~crew::bit(g);
    if (d != crew::kNoCard && knows_drawn(s, i, viewer)) secret &= ~crew::bit(d);
  }
  // A failure names its card to everyone (13, 44: the rocket that never won may be in a hand).
  if (s.failure.card != crew::kNoCard) secret &= ~crew::bit(s.failure.card);
  return secret;
}

/// The rendering without the mission's fixed sentences, whose card names ("p9's holder",
/// "r1, r2") say nothing about where cards are.
std::string without_rule_texts(std::string text, const crew::State& s) {
  const std::string rule(crew::special_rule_text(crew::mission(s.mission).special));
  for (const std::string& fixed : {rule, std::string("p9's holder"), std::string("p9 holder")}) {
    if (fixed.empty()) continue;
    for (std::size_t at = text.find(fixed); at != std::string::npos; at = text.find(fixed)) text.erase(at, fixed.size());
  }
  return text;
}

/// Card texts that appear as words in a rendering.
std::set<std::string> card_words(const std::string& text) {
  auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::set<std::string> out;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    const bool starts = i == 0 || !word_char(text[i - 1]);
    const bool ends = i + 2 == text.size() || !word_char(text[i + 2]);
    if (starts && ends && crew::parse_card(text.substr(i, 2))) out.insert(text.substr(i, 2));
  }
  return out;
}

void check_views(const AnyGame& game, const crew::State& s) {
  const auto any = wrap(game, s);
  std::vector<Viewer> viewers{kViewPublic};
  for (int k = 0; k < game.num_players(); ++k) viewers.push_back(k);
  for (Viewer v : viewers) {
    const std::string text = any->to_json(v);
    const Json j = Json::parse(text);
    ASSERT_EQ(j["view"], v == kViewPublic ? Json("public") : Json(v));
    for (int i = 0; i < s.seats; ++i) {
      const std::size_t k = static_cast<std::size_t>(i);
      const bool own = i == v || crew::detail::is_jarvis(s, i);
      if (own) {
        EXPECT_EQ(j["hands"][k], crew_codec::detail::card_list(s.hand[k]));
      } else {
        EXPECT_TRUE(j["hands"][k].is_null()) << "seat " << v << " sees hands[" << i << "]: " << text;
      }
      EXPECT_EQ(j["hand_sizes"][k], crew::count(s.hand[k]));
      // A distress card the viewer does not know shows only that it was chosen; so does a draw.
      if (s.give[k] != crew::kNoCard) {
        EXPECT_EQ(j["gives"][k], knows_give(s, i, v) ? Json(crew::card_text(s.give[k])) : Json("hidden")) << text;
      }
      if (s.drawn[k] != crew::kNoCard) {
        EXPECT_EQ(j["drawn"][k], knows_drawn(s, i, v) ? Json(crew::card_text(s.drawn[k])) : Json("hidden")) << text;
      }
      // The special missions' choices and answers are public.
      EXPECT_EQ(j["answers"][k], s.answers[k] == crew::kNoAnswer ? Json(nullptr) : Json(crew_codec::answer_name(s.answers[k])));
    }
    EXPECT_EQ(j["chosen"], s.chosen == crew::kNoSeat ? Json(nullptr) : Json(s.chosen));
    if (s.players == 2) {
      for (const Json& d : j["jarvis"]["down"]) EXPECT_TRUE(d.is_null() || d == "hidden") << d;
      EXPECT_EQ(j["jarvis"]["hidden_count"], crew::count(s.jarvis_hidden));
    }
    for (int i = s.revealed; i < s.num_tasks; ++i)
      EXPECT_TRUE(j["tasks"][static_cast<std::size_t>(i)]["card"].is_null() || j["tasks"][static_cast<std::size_t>(i)]["card"] == "hidden");
    const std::string picture = any->render(v);
    const std::set<std::string> seen = card_words(without_rule_texts(picture, s));
    for (crew::CardSet m = secret_cards(s, v); m; m &= m - 1) {
      const std::string card = crew::card_text(crew::lowest(m));
      EXPECT_FALSE(contains(text, "\"" + card + "\"")) << "viewer " << v << " learns " << card << ": " << text;
      EXPECT_EQ(seen.count(card), 0U) << "viewer " << v << " sees " << card << " in:\n" << picture;
    }
  }
}

class ObservationLeaks : public ::testing::TestWithParam<int> {};

TEST_P(ObservationLeaks, NoSeatOrSpectatorSeesAnotherHandOrAHiddenCard) {
  const int players = GetParam();
  for (int mission : supported_missions()) {
    auto game = crew_game(players, mission);
    ASSERT_TRUE(game);
    // Mission 12 (draws) and a few plain missions get more playouts.
    const bool more = mission == 1 || mission == 4 || mission == 8 || mission == 12 || mission == 14 || mission == 25;
    for (std::uint64_t seed = 1; seed <= (more ? 3U : 1U); ++seed)
      for (const crew::State& s : playout_states(rules_of(*game), seed * 31 + static_cast<std::uint64_t>(mission))) check_views(*game, s);
  }
}

INSTANTIATE_TEST_SUITE_P(Players, ObservationLeaks, ::testing::Values(2, 3, 4, 5));

TEST(ObservationLeaks, PresetTasksStayHiddenUntilRevealed) {
  auto game = crew_game(R"({"players":3,"mission":2,"tasks":["b7","g3"]})");
  ASSERT_TRUE(game);
  const auto s = game->initial_state();  // deal phase: the preset tasks are not revealed yet
  ASSERT_EQ(s->current_player(), kChance);
  for (Viewer v : {kViewPublic, 0, 1, 2}) {
    const std::string text = s->to_json(v);
    EXPECT_FALSE(contains(text, "\"b7\"")) << text;
    EXPECT_FALSE(contains(text, "\"g3\"")) << text;
    EXPECT_EQ(card_words(s->render(v)).count("b7"), 0U);
  }
  EXPECT_TRUE(contains(s->to_json(kViewAll), "\"b7\"")) << "the omniscient snapshot keeps them";
}

TEST(ObservationLeaks, ADistressCardIsShownOnlyToItsGiver) {
  auto game = crew_game(4, 1);
  ASSERT_TRUE(game);
  const crew::Game& rules = rules_of(*game);
  // Deal and pick, then signal left and let the commander choose a card.
  Rng rng(11);
  crew::State s = rules.initial_state();
  while (s.phase != crew::Phase::distress)
    s = rules.apply_unchecked(s, rules.current_player(s) == kChance ? sample_chance(rules, s, rng) : random_action(rules, s, rng));
  s = rules.apply_unchecked(s, crew::act::kDistressLeft);
  const int giver = s.actor;
  s = rules.apply_unchecked(s, random_action(rules, s, rng));
  const crew::Card given = s.give[static_cast<std::size_t>(giver)];
  ASSERT_NE(given, crew::kNoCard);
  const auto any = wrap(*game, s);
  EXPECT_EQ(Json::parse(any->to_json(giver))["gives"][static_cast<std::size_t>(giver)], crew::card_text(given));
  for (Viewer v : {kViewPublic, (giver + 1) % 4, (giver + 2) % 4}) {
    const Json j = Json::parse(any->to_json(v));
    EXPECT_EQ(j["gives"][static_cast<std::size_t>(giver)], "hidden");
    EXPECT_TRUE(contains(any->render(v), "chosen"));
  }
}

TEST(ObservationLeaks, AfterTheExchangeGiverAndReceiverKnowEachDistressCard) {
  for (int players : {2, 4}) {
    auto game = crew_game(players, 1);
    ASSERT_TRUE(game);
    const crew::Game& rules = rules_of(*game);
    Rng rng(5);
    crew::State s = rules.initial_state();
    while (s.phase != crew::Phase::distress)
      s = rules.apply_unchecked(s, rules.current_player(s) == kChance ? sample_chance(rules, s, rng) : random_action(rules, s, rng));
    s = rules.apply_unchecked(s, crew::act::kDistressLeft);
    while (s.phase == crew::Phase::distress_give) s = rules.apply_unchecked(s, random_action(rules, s, rng));
    const auto any = wrap(*game, s);
    for (Viewer v = 0; v < players; ++v) {
      const Json j = Json::parse(any->to_json(v));
      for (int i = 0; i < s.seats; ++i) {
        const std::size_t k = static_cast<std::size_t>(i);
        ASSERT_NE(s.give[k], crew::kNoCard) << "the record stays after the exchange";
        const bool jarvis = crew::detail::is_jarvis(s, i) || crew::detail::is_jarvis(s, (i + 1) % s.seats);
        const bool known = i == v || (i + 1) % s.seats == v || jarvis;
        EXPECT_EQ(j["gives"][k], known ? Json(crew::card_text(s.give[k])) : Json("hidden")) << "viewer " << v << ", giver " << i;
      }
      EXPECT_TRUE(contains(any->render(v), "Distress cards passed: seat 0 to seat 1: ")) << any->render(v);
    }
  }
}

/// The first state of a random playout (seeds 1, 2...) of (players, mission) that `want` accepts.
crew::State first_state(int players, int mission, const std::function<bool(const crew::State&)>& want) {
  auto game = crew_game(players, mission);
  for (std::uint64_t seed = 1; game && seed < 500; ++seed)
    for (const crew::State& s : playout_states(rules_of(*game), seed))
      if (want(s)) return s;
  ADD_FAILURE() << "no such state in mission " << mission;
  return crew::State{};
}

TEST(Render, ShowsTheSpecialRuleTheQuestionAndTheChoice) {
  auto text = [](int players, int mission, const crew::State& s, Viewer v = kViewAll) {
    auto game = crew_game(players, mission);
    const std::string board = game ? wrap(*game, s)->render(v) : std::string();
    // A long line continues on the next, indented 2: read it as one (built by appending, which
    // g++ 12's -Wrestrict does not misread as std::string::replace is).
    std::string joined;
    for (std::size_t i = 0; i < board.size(); ++i) {
      if (board.compare(i, 3, "\n  ") == 0) {
        joined += ' ';
        i += 2;
      } else {
        joined += board[i];
      }
    }
    return joined;
  };
  const crew::State asked = first_state(4, 5, [](const crew::State& s) { return s.phase == crew::Phase::question && s.asked == 2; });
  std::string t = text(4, 5, asked);
  EXPECT_TRUE(contains(t, "Special rule: " + std::string(crew::special_rule_text(crew::Special::sick_member)))) << t;
  const int first = (asked.commander + 1) % 4, second = (asked.commander + 2) % 4;
  EXPECT_TRUE(contains(t, "Question (good or bad): seat " + std::to_string(first) + " " +
                              crew_codec::answer_name(asked.answers[static_cast<std::size_t>(first)]).data() + ", seat " +
                              std::to_string(second) + " ?"))
      << t;

  const crew::State sick = first_state(4, 5, [](const crew::State& s) { return s.phase == crew::Phase::play; });
  t = text(4, 5, sick);
  EXPECT_TRUE(contains(t, "Answers (good or bad): ")) << t;
  EXPECT_TRUE(contains(t, "Chosen: seat " + std::to_string(sick.chosen) + " is sick: must win no trick")) << t;

  const crew::State silent = first_state(3, 11, [](const crew::State& s) { return s.phase == crew::Phase::pick; });
  EXPECT_TRUE(contains(text(3, 11, silent), "Chosen: seat " + std::to_string(silent.chosen) + " may not communicate"));
  const crew::State decided = first_state(5, 27, [](const crew::State& s) { return s.phase == crew::Phase::distress; });
  EXPECT_TRUE(contains(text(5, 27, decided), crew::seat_name(decided, decided.chosen) + " takes all tasks"));
  const crew::State one = first_state(4, 33, [](const crew::State& s) { return s.phase == crew::Phase::play; });
  EXPECT_TRUE(contains(text(4, 33, one), "must win exactly one trick, not with a rocket"));
  const crew::State fl = first_state(4, 41, [](const crew::State& s) { return s.phase == crew::Phase::play; });
  EXPECT_TRUE(contains(text(4, 41, fl), "must win only the first and the last trick"));
  const crew::State pink = first_state(2, 46, [](const crew::State& s) { return s.phase == crew::Phase::play; });
  EXPECT_TRUE(contains(text(2, 46, pink), crew::seat_name(pink, pink.chosen) + " (left of p9's holder) must win every pink trick"));
  const crew::State roles = first_state(5, 50, [](const crew::State& s) { return s.phase == crew::Phase::distress; });
  EXPECT_TRUE(contains(text(5, 50, roles), "Roles: " + crew::seat_name(roles, roles.chosen) + " the first four tricks, " +
                                               crew::seat_name(roles, roles.chosen_last) + " the last"));
  EXPECT_TRUE(contains(text(5, 50, roles), "Answers (first4, middle or last): "));

  const crew::State dist =
      first_state(4, 24, [](const crew::State& s) { return s.phase == crew::Phase::assign && crew::detail::next_unassigned_task(s) == 2; });
  t = text(4, 24, dist);
  EXPECT_TRUE(contains(t, "Distribution: 2 of 6 tasks assigned (seat 0: ")) << t;
  EXPECT_TRUE(contains(t, "Answers (yes or no) about task " + crew::card_text(dist.tasks[2].card))) << t;

  // Mission 12: the viewer sees the cards it drew and the one drawn from it, no other.
  const crew::State drawn = first_state(4, 12, [](const crew::State& s) { return s.phase == crew::Phase::comm && s.trick == 1; });
  t = text(4, 12, drawn, 1);
  EXPECT_TRUE(contains(t, "Draws: seat 0 drew a card from seat 3; seat 1 drew " + crew::card_text(drawn.drawn[1]) + " from seat 0; seat 2 drew " +
                              crew::card_text(drawn.drawn[2]) + " from seat 1; seat 3 drew a card from seat 2"))
      << t;
}

TEST(Render, ShowsMissionPhaseOwnHandTasksAndWhoActs) {
  auto game = crew_game(4, 3);
  ASSERT_TRUE(game);
  const auto states = playout_states(rules_of(*game), 3);
  const crew::State* play = nullptr;
  for (const crew::State& s : states)
    if (s.phase == crew::Phase::play && s.in_trick == 1) {
      play = &s;
      break;
    }
  ASSERT_NE(play, nullptr);
  const std::string text = wrap(*game, *play)->render(1);
  EXPECT_TRUE(contains(text, "mission 3")) << text;
  EXPECT_TRUE(contains(text, "Phase: play")) << text;
  EXPECT_TRUE(contains(text, "Your hand, seat 1")) << text;
  EXPECT_TRUE(contains(text, "to act")) << text;
  EXPECT_TRUE(contains(text, "Tasks: " + crew::card_text(play->tasks[0].card) + "(1)")) << text;
  EXPECT_TRUE(contains(text, "Trick: " + crew::card_text(play->trick_cards[0]))) << text;
  EXPECT_TRUE(contains(text, "Tricks won:")) << text;
  for (crew::CardSet m = play->hand[1]; m; m &= m - 1) EXPECT_TRUE(contains(text, crew::card_text(crew::lowest(m)))) << text;
}

}  // namespace
}  // namespace bgb::test
