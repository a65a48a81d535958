/// \file
/// fuzz_options: bytes -> options JSON for bgb_game_new. The first byte picks a registered game,
/// the rest is the options text (cut at a NUL, as a C string would be).
///
/// Refused options must be refused properly (a documented status and a message naming
/// bgb_game_new). Accepted ones must describe a playable game: the normalized options make an
/// equal game again, the initial state passes every state check, and the chance nodes up to the
/// first decision (the deal, which honours preset hands and tasks) can be played through.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"

using namespace bgb::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Input in(data, size);
  const std::string& name = games()[in.byte() % games().size()];
  const std::string options = in.rest();

  bgb_game* raw = nullptr;
  if (!ok_or_refused(bgb_game_new(name.c_str(), options.c_str(), &raw), "bgb_game_new")) {
    BGB_FUZZ_CHECK(raw == nullptr, "bgb_game_new failed but set *out");
    return 0;
  }
  const GamePtr game(raw);

  // The normalized options recreate the same game (and normalize to themselves).
  const std::string normal = read_string("bgb_game_options_json", [&](char* b, std::int32_t c, std::int32_t* n) {
    return bgb_game_options_json(game.get(), b, c, n);
  });
  bgb_game* again_raw = nullptr;
  if (bgb_game_new(name.c_str(), normal.c_str(), &again_raw) != BGB_OK)
    die("normalized options make a game", last_error() + "\noptions: " + options + "\nnormalized: " + normal);
  const GamePtr again(again_raw);
  const std::string normal2 = read_string("bgb_game_options_json", [&](char* b, std::int32_t c, std::int32_t* n) {
    return bgb_game_options_json(again.get(), b, c, n);
  });
  BGB_FUZZ_CHECK(normal2 == normal, "options normalize differently the second time: " + normal + " vs " + normal2);

  std::int32_t players = 0, distinct = 0, max_legal = 0;
  expect_ok(bgb_game_num_players(game.get(), &players), "bgb_game_num_players");
  expect_ok(bgb_game_num_distinct_actions(game.get(), &distinct), "bgb_game_num_distinct_actions");
  expect_ok(bgb_game_max_legal_actions(game.get(), &max_legal), "bgb_game_max_legal_actions");
  BGB_FUZZ_CHECK(players > 0 && distinct > 0 && max_legal > 0 && max_legal <= distinct, "odd game sizes: " + normal);

  bgb_state* s0 = nullptr;
  expect_ok(bgb_state_new(game.get(), &s0), "bgb_state_new");
  StatePtr s(s0);
  check_state(game.get(), s.get(), CheckOptions{/*apply_each=*/false});
  // Through the chance nodes to the first decision (bounded: a game could chain chance nodes
  // for long; the deal of The Crew is 40 of them plus the task reveals), where the options'
  // preset deal and tasks have all been used.
  for (int i = 0; i < 200 && player_of(s.get()) == BGB_CHANCE; ++i)
    s = random_play(std::move(s), static_cast<std::uint64_t>(i), 1);
  check_state(game.get(), s.get());
  // Every legal action's text reads back as the same action.
  for (std::int32_t a : applicable(s.get())) {
    const std::string text = action_text_of(s.get(), a);
    std::int32_t parsed = -1;
    if (bgb_state_parse_action(s.get(), text.c_str(), &parsed) != BGB_OK || parsed != a)
      die("the text of a legal action parses back to it", text + ": " + last_error());
  }
  return 0;
}
