// Observations (a seat or the public) and the CLI rendering never reveal other seats' hands,
// JARVIS's face-down cards, other seats' pending distress cards or unrevealed preset tasks.
#include <cctype>
#include <set>
#include <string>

#include "support.hpp"

namespace bgb::test {
namespace {

using json::Json;

/// Cards `viewer` may not know the place of: other crew members' hands and JARVIS's face-down
/// cards, minus what is public anyway (task cards and communicated cards are shown to all).
crew::CardSet secret_cards(const crew::State& s, Viewer viewer) {
  crew::CardSet secret = s.jarvis_hidden;
  for (int i = 0; i < s.seats; ++i)
    if (i != viewer && !crew::detail::is_jarvis(s, i)) secret |= s.hand[static_cast<std::size_t>(i)];
  for (int i = 0; i < s.num_tasks; ++i)
    if (i < s.revealed) secret &= ~crew::bit(s.tasks[static_cast<std::size_t>(i)].card);
  for (crew::Card c : s.comm_card)
    if (c != crew::kNoCard) secret &= ~crew::bit(c);
  return secret;
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
      // Another seat's distress card shows only that it has chosen.
      if (!own && s.give[k] != crew::kNoCard) {
        EXPECT_EQ(j["gives"][k], "hidden");
      }
    }
    if (s.players == 2) {
      for (const Json& d : j["jarvis"]["down"]) EXPECT_TRUE(d.is_null() || d == "hidden") << d;
      EXPECT_EQ(j["jarvis"]["hidden_count"], crew::count(s.jarvis_hidden));
    }
    for (int i = s.revealed; i < s.num_tasks; ++i)
      EXPECT_TRUE(j["tasks"][static_cast<std::size_t>(i)]["card"].is_null() || j["tasks"][static_cast<std::size_t>(i)]["card"] == "hidden");
    const std::string picture = any->render(v);
    const std::set<std::string> seen = card_words(picture);
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
  for (int mission : {1, 4, 8, 14, 25, 39}) {
    auto game = crew_game(players, mission);
    ASSERT_TRUE(game);
    for (std::uint64_t seed = 1; seed <= 3; ++seed)
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
