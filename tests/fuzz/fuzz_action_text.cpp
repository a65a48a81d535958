/// \file
/// fuzz_action_text: arbitrary action text in states reached by seeded random play. Input:
/// [game byte][options]\0[seed: 8 bytes, little-endian][steps: 1 byte][text...]. The game is
/// played `steps` actions (chance outcomes sampled, decisions drawn uniformly, see
/// random_play), then the rest of the input is the text given to bgb_state_parse_action and
/// bgb_state_apply_text.
///
/// The two calls must agree with each other and with bgb_state_apply of the parsed id: text that
/// does not parse is refused as parse or illegal_action, parsed text is applied exactly when its
/// id is legal, and the state applied through the text is the state applied through the id.
/// A legal id's own text always reads back to it.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_support.hpp"

using namespace bgb::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Input in(data, size);
  const Setup setup = read_setup(in);
  const GamePtr game = make_game(setup);
  if (!game) return 0;
  const std::uint64_t seed = in.u64();
  const int steps = in.byte();
  const std::string text = in.rest();

  bgb_state* s0 = nullptr;
  expect_ok(bgb_state_new(game.get(), &s0), "bgb_state_new");
  const StatePtr s = random_play(StatePtr(s0), seed, steps);
  const std::uint64_t hash = hash_of(s.get());
  const std::vector<std::int32_t> legal = applicable(s.get());

  std::int32_t id = -1;
  const std::int32_t parsed = bgb_state_parse_action(s.get(), text.c_str(), &id);
  if (parsed != BGB_OK) {  // checked at once: the next failing call replaces the message
    expect_refused(parsed, "bgb_state_parse_action");
    BGB_FUZZ_CHECK(parsed == BGB_E_PARSE || parsed == BGB_E_ILLEGAL_ACTION,
                   std::string("parse_action refused '") + text + "' as " + bgb_status_string(parsed));
  }
  bgb_state* via_text = nullptr;
  const std::int32_t applied = bgb_state_apply_text(s.get(), text.c_str(), &via_text);
  const StatePtr owned(via_text);
  BGB_FUZZ_CHECK(hash_of(s.get()) == hash, "parsing or applying text changed the state");

  if (parsed != BGB_OK) {
    expect_refused(applied, "bgb_state_apply_text");
    BGB_FUZZ_CHECK(applied == parsed, "apply_text and parse_action refuse '" + text + "' differently");
    BGB_FUZZ_CHECK(via_text == nullptr, "a refused apply_text set *out");
    return 0;
  }

  std::int32_t distinct = 0;
  expect_ok(bgb_game_num_distinct_actions(game.get(), &distinct), "bgb_game_num_distinct_actions");
  BGB_FUZZ_CHECK(id >= 0 && id < distinct, "'" + text + "' parsed to id " + std::to_string(id));
  const bool is_legal = std::find(legal.begin(), legal.end(), id) != legal.end();
  if (!is_legal) {
    expect_refused(applied, "bgb_state_apply_text");  // the last call: its message is current
    BGB_FUZZ_CHECK(applied == BGB_E_ILLEGAL_ACTION,
                   std::string("an illegal parsed action refused as ") + bgb_status_string(applied));
    bgb_state* via_id = nullptr;
    const std::int32_t st = bgb_state_apply(s.get(), id, &via_id);
    expect_refused(st, "bgb_state_apply");
    BGB_FUZZ_CHECK(via_id == nullptr, "a refused apply set *out");
    return 0;
  }
  expect_ok(applied, "bgb_state_apply_text");
  const StatePtr via_id = apply_ok(s.get(), id);
  BGB_FUZZ_CHECK(hash_of(owned.get()) == hash_of(via_id.get()), "apply_text and apply reach different states");
  // The canonical text of the id reads back to it.
  std::int32_t again = -1;
  const std::string canonical = action_text_of(s.get(), id);
  expect_ok(bgb_state_parse_action(s.get(), canonical.c_str(), &again), "bgb_state_parse_action");
  BGB_FUZZ_CHECK(again == id, "'" + canonical + "' does not read back as action " + std::to_string(id));
  check_state(game.get(), owned.get(), CheckOptions{/*apply_each=*/false});
  return 0;
}
