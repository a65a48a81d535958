#pragma once
/// \file
/// Shared by the libFuzzer targets and the seed-corpus generator: reading fuzz input, owning
/// C ABI handles, and the checks every call and every state must pass. Everything goes through
/// the C ABI (bgb.h) and loops over bgb_games_list, so a newly registered game is fuzzed
/// without touching this directory.
///
/// A failed check prints what went wrong and calls abort(), which libFuzzer reports as a crash
/// and saves the input for.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bgb/bgb.h"

namespace bgb::fuzz {

[[noreturn]] inline void die(const char* what, const std::string& detail) {
  std::fprintf(stderr, "\n*** bgb fuzz check failed: %s\n%s\n", what, detail.c_str());
  std::fflush(stderr);
  std::abort();
}

#define BGB_FUZZ_CHECK(cond, detail)                     \
  do {                                                   \
    if (!(cond)) ::bgb::fuzz::die(#cond, (detail));      \
  } while (0)

// --- handles ---------------------------------------------------------------------------------

struct GameFree {
  void operator()(bgb_game* g) const noexcept { bgb_game_free(g); }
};
struct StateFree {
  void operator()(bgb_state* s) const noexcept { bgb_state_free(s); }
};
struct CampaignFree {
  void operator()(bgb_campaign* c) const noexcept { bgb_campaign_free(c); }
};
using GamePtr = std::unique_ptr<bgb_game, GameFree>;
using StatePtr = std::unique_ptr<bgb_state, StateFree>;
using CampaignPtr = std::unique_ptr<bgb_campaign, CampaignFree>;

// --- statuses and errors ---------------------------------------------------------------------

inline std::string last_error() { return bgb_last_error(); }

/// A call that must succeed.
inline void expect_ok(std::int32_t status, const char* fn) {
  if (status != BGB_OK)
    die(fn, std::string("status ") + bgb_status_string(status) + ": " + last_error());
}

/// A refused call: a documented error code (internal means a bug in the library), and a fresh
/// message that names the function -- "fn: why", the why not empty.
inline void expect_refused(std::int32_t status, const char* fn) {
  BGB_FUZZ_CHECK(status != BGB_OK, std::string(fn) + " was expected to fail");
  BGB_FUZZ_CHECK(status != BGB_E_INTERNAL, std::string(fn) + ": " + last_error());
  BGB_FUZZ_CHECK(std::string_view(bgb_status_string(status)) != "unknown",
                 std::string(fn) + " returned an undocumented status " + std::to_string(status));
  const std::string msg = last_error();
  const std::string prefix = std::string(fn) + ": ";
  BGB_FUZZ_CHECK(msg.size() > prefix.size() && msg.compare(0, prefix.size(), prefix) == 0,
                 std::string(fn) + " failed (" + bgb_status_string(status) + ") with the message '" + msg + "'");
}

/// Either outcome may be right; a refusal must still be a proper one. True on success.
inline bool ok_or_refused(std::int32_t status, const char* fn) {
  if (status == BGB_OK) return true;
  expect_refused(status, fn);
  return false;
}

/// A string through the buffer protocol: one call into a roomy buffer (serializing twice, for
/// a size query first, would halve the fuzzers' speed), and a second one of the exact size
/// when it was too small. The length must agree with the text, which holds no NUL before its
/// end. fuzz_driver checks the size query and the short-buffer answer on their own.
template <class Call>
std::string read_string(const char* fn, Call&& call) {
  thread_local std::string buf(std::size_t{1} << 16, '\0');
  std::int32_t len = -1;
  std::int32_t st = call(buf.data(), static_cast<std::int32_t>(buf.size()), &len);
  if (st == BGB_E_BUFFER_TOO_SMALL) {
    BGB_FUZZ_CHECK(len >= static_cast<std::int32_t>(buf.size()), std::string(fn) + ": too small for " + std::to_string(len));
    buf.assign(static_cast<std::size_t>(len) + 1, '\0');
    st = call(buf.data(), len + 1, &len);
  }
  expect_ok(st, fn);
  BGB_FUZZ_CHECK(len >= 0 && static_cast<std::size_t>(len) < buf.size() && buf[static_cast<std::size_t>(len)] == '\0' &&
                     std::strlen(buf.c_str()) == static_cast<std::size_t>(len),
                 std::string(fn) + ": the text and its length disagree");
  return std::string(buf.data(), static_cast<std::size_t>(len));
}

// --- the registry ----------------------------------------------------------------------------

/// The registered games, from bgb_games_list (a JSON array of plain identifiers).
inline const std::vector<std::string>& games() {
  static const std::vector<std::string> names = [] {
    const std::string list =
        read_string("bgb_games_list", [](char* b, std::int32_t c, std::int32_t* n) { return bgb_games_list(b, c, n); });
    std::vector<std::string> out;
    for (std::size_t i = list.find('"'); i != std::string::npos; i = list.find('"', i)) {
      const std::size_t j = list.find('"', i + 1);
      if (j == std::string::npos) break;
      out.push_back(list.substr(i + 1, j - i - 1));
      i = j + 1;
    }
    if (out.empty()) die("games()", "bgb_games_list names no game: " + list);
    return out;
  }();
  return names;
}

// --- fuzz input ------------------------------------------------------------------------------

/// Consumes fuzz bytes front to back; past the end every read gives zeros / empty text, so any
/// input is a complete program.
class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : p_(data), n_(size) {}

  bool empty() const noexcept { return n_ == 0; }
  std::uint8_t byte() noexcept {
    if (n_ == 0) return 0;
    --n_;
    return *p_++;
  }
  std::uint64_t u64() noexcept {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(byte()) << (8 * i);
    return v;
  }
  /// Text up to the next NUL (consumed) or the end.
  std::string until_nul() {
    const void* z = std::memchr(p_, 0, n_);
    const std::size_t len = z ? static_cast<std::size_t>(static_cast<const std::uint8_t*>(z) - p_) : n_;
    std::string s(reinterpret_cast<const char*>(p_), len);
    const std::size_t used = z ? len + 1 : len;
    p_ += used;
    n_ -= used;
    return s;
  }
  /// Up to `len` bytes as text, cut at a NUL (C strings cannot hold one).
  std::string text(std::size_t len) {
    len = len < n_ ? len : n_;
    std::string s(reinterpret_cast<const char*>(p_), len);
    p_ += len;
    n_ -= len;
    return s.substr(0, s.find('\0'));
  }
  std::string rest() { return text(n_); }

 private:
  const std::uint8_t* p_;
  std::size_t n_;
};

/// The head every target but fuzz_options shares: [game byte][options JSON]\0. The game byte
/// picks a registered game (modulo their number).
struct Setup {
  std::string game;
  std::string options;
};

inline Setup read_setup(Input& in) {
  const auto& names = games();
  Setup s;
  s.game = names[in.byte() % names.size()];
  s.options = in.until_nul();
  return s;
}

/// The bytes of such a head, for the corpus generator.
inline std::string setup_bytes(std::size_t game_index, std::string_view options) {
  std::string out(1, static_cast<char>(game_index));
  out.append(options);
  out.push_back('\0');
  return out;
}

/// The game of a setup, or null when its options are refused (properly).
inline GamePtr make_game(const Setup& setup) {
  bgb_game* g = nullptr;
  const std::int32_t st = bgb_game_new(setup.game.c_str(), setup.options.c_str(), &g);
  if (!ok_or_refused(st, "bgb_game_new")) {
    BGB_FUZZ_CHECK(g == nullptr, "bgb_game_new failed but set *out");
    return nullptr;
  }
  BGB_FUZZ_CHECK(g != nullptr, "bgb_game_new succeeded without a handle");
  return GamePtr(g);
}

// --- reading states --------------------------------------------------------------------------

inline std::uint64_t hash_of(const bgb_state* s) {
  std::uint64_t h = 0;
  expect_ok(bgb_state_hash(s, &h), "bgb_state_hash");
  return h;
}

inline std::int32_t player_of(const bgb_state* s) {
  std::int32_t p = 0;
  expect_ok(bgb_state_current_player(s, &p), "bgb_state_current_player");
  return p;
}

inline std::int32_t players_of(const bgb_game* g) {
  std::int32_t n = 0;
  expect_ok(bgb_game_num_players(g, &n), "bgb_game_num_players");
  return n;
}

inline std::string json_of(const bgb_state* s, std::int32_t viewer) {
  return read_string("bgb_state_to_json",
                     [&](char* b, std::int32_t c, std::int32_t* n) { return bgb_state_to_json(s, viewer, b, c, n); });
}

inline std::string action_text_of(const bgb_state* s, std::int32_t action) {
  return read_string("bgb_state_action_text", [&](char* b, std::int32_t c, std::int32_t* n) {
    return bgb_state_action_text(s, action, b, c, n);
  });
}

inline std::string action_text_for_of(const bgb_state* s, std::int32_t action, std::int32_t viewer) {
  return read_string("bgb_state_action_text_for", [&](char* b, std::int32_t c, std::int32_t* n) {
    return bgb_state_action_text_for(s, action, viewer, b, c, n);
  });
}

/// Legal decisions, or at a chance node the outcomes' actions (ascending for decisions).
inline std::vector<std::int32_t> applicable(const bgb_state* s) {
  std::int32_t n = 0;
  if (player_of(s) == BGB_CHANCE) {
    expect_ok(bgb_state_chance_outcomes(s, nullptr, nullptr, 0, &n), "bgb_state_chance_outcomes");
    std::vector<std::int32_t> ids(static_cast<std::size_t>(n));
    std::vector<double> probs(static_cast<std::size_t>(n));
    expect_ok(bgb_state_chance_outcomes(s, ids.data(), probs.data(), n, &n), "bgb_state_chance_outcomes");
    return ids;
  }
  expect_ok(bgb_state_legal_actions(s, nullptr, 0, &n), "bgb_state_legal_actions");
  std::vector<std::int32_t> ids(static_cast<std::size_t>(n));
  expect_ok(bgb_state_legal_actions(s, ids.data(), n, &n), "bgb_state_legal_actions");
  return ids;
}

inline StatePtr apply_ok(const bgb_state* s, std::int32_t action) {
  bgb_state* next = nullptr;
  const std::int32_t st = bgb_state_apply(s, action, &next);
  if (st != BGB_OK)
    die("bgb_state_apply of an applicable action",
        "action " + std::to_string(action) + " (" + action_text_of(s, action) + "): " + last_error() +
            "\nstate: " + json_of(s, BGB_VIEW_ALL));
  return StatePtr(next);
}

/// Plays up to `steps` actions from s: chance outcomes drawn with bgb_state_sample_chance,
/// decisions uniformly with bgb_rng_below, both from one generator seeded with `seed`. Stops
/// at the end of the game. The corpus generator uses it too, so its seeds reach these states.
inline StatePtr random_play(StatePtr s, std::uint64_t seed, int steps) {
  std::uint64_t rng = 0;
  bgb_rng_seed(seed, &rng);
  for (int i = 0; i < steps; ++i) {
    const std::int32_t p = player_of(s.get());
    if (p == BGB_TERMINAL) break;
    std::int32_t a = 0;
    if (p == BGB_CHANCE) {
      expect_ok(bgb_state_sample_chance(s.get(), &rng, &a), "bgb_state_sample_chance");
    } else {
      const std::vector<std::int32_t> legal = applicable(s.get());
      BGB_FUZZ_CHECK(!legal.empty(), "seat " + std::to_string(p) + " has no legal action:\n" + json_of(s.get(), BGB_VIEW_ALL));
      std::uint64_t pick = 0;
      expect_ok(bgb_rng_below(&rng, legal.size(), &pick), "bgb_rng_below");
      a = legal[pick];
    }
    s = apply_ok(s.get(), a);
  }
  return s;
}

// --- what every state must satisfy -----------------------------------------------------------

struct CheckOptions {
  bool apply_each = true;  ///< apply every legal action / chance outcome once
  /// For resampled states: with hands or tasks fixed by the game's options, a resample redraws
  /// them and the game may refuse the snapshot for not matching its options (documented in
  /// docs/abi.md, "Information-set resampling"). A refusal must still be a proper one.
  bool snapshot_may_be_refused = false;
  /// Serialize and render every viewer's observation (fuzz_driver leaves that to its `views`
  /// opcode, which picks one viewer, so that a full check stays cheap).
  bool every_view = true;
};

/// The cheap part of check_state: the seat to act is a seat, chance or the end, and agrees
/// with is_terminal.
inline void check_turn(const bgb_game* game, const bgb_state* s) {
  const std::int32_t players = players_of(game);
  const std::int32_t p = player_of(s);
  std::int32_t terminal = -1;
  expect_ok(bgb_state_is_terminal(s, &terminal), "bgb_state_is_terminal");
  BGB_FUZZ_CHECK((terminal == 1) == (p == BGB_TERMINAL), "is_terminal disagrees with current_player");
  BGB_FUZZ_CHECK(p == BGB_CHANCE || p == BGB_TERMINAL || (p >= 0 && p < players),
                 "current player " + std::to_string(p) + " of " + std::to_string(players));
}

/// The invariants of a state of `game` (which made it, loaded it or resampled it):
///  - the seat to act agrees with is_terminal; a seat to act has a legal action, a chance node
///    has outcomes whose probabilities add up to 1, a terminal state has neither;
///  - its snapshot (BGB_VIEW_ALL) loads back into the game with the same hash and writes the
///    same text again;
///  - with every_view, every seat's and the public observation serialize, and so does the
///    rendering;
///  - there is one return per player;
///  - with apply_each, every applicable action is accepted.
/// Returns whether the snapshot loaded (always true unless opt.snapshot_may_be_refused).
inline bool check_state(const bgb_game* game, const bgb_state* s, CheckOptions opt = {}) {
  check_turn(game, s);
  const std::int32_t players = players_of(game);
  const std::int32_t p = player_of(s);

  const std::string snapshot = json_of(s, BGB_VIEW_ALL);
  bgb_state* loaded = nullptr;
  const std::int32_t st = bgb_state_from_json(game, snapshot.c_str(), &loaded);
  const StatePtr back(loaded);
  if (st == BGB_OK) {
    BGB_FUZZ_CHECK(hash_of(back.get()) == hash_of(s), "the reloaded snapshot has another hash:\n" + snapshot);
    BGB_FUZZ_CHECK(json_of(back.get(), BGB_VIEW_ALL) == snapshot, "the reloaded snapshot writes other text:\n" + snapshot);
  } else if (opt.snapshot_may_be_refused) {
    expect_refused(st, "bgb_state_from_json");
    BGB_FUZZ_CHECK(st == BGB_E_INVALID_ARGUMENT && loaded == nullptr, "a resample's snapshot refused oddly");
  } else {
    die("its own snapshot loads", last_error() + "\nsnapshot: " + snapshot);
  }

  for (std::int32_t v = BGB_VIEW_PUBLIC; opt.every_view && v < players; ++v) {
    if (v == BGB_VIEW_ALL) continue;
    (void)json_of(s, v);
    (void)read_string("bgb_state_render",
                      [&](char* b, std::int32_t c, std::int32_t* n) { return bgb_state_render(s, v, b, c, n); });
  }

  std::int32_t count = -1;
  expect_ok(bgb_state_returns(s, nullptr, 0, &count), "bgb_state_returns");
  BGB_FUZZ_CHECK(count == players, "returns has " + std::to_string(count) + " entries");

  std::int32_t n_legal = 0, n_chance = 0;
  expect_ok(bgb_state_legal_actions(s, nullptr, 0, &n_legal), "bgb_state_legal_actions");
  expect_ok(bgb_state_chance_outcomes(s, nullptr, nullptr, 0, &n_chance), "bgb_state_chance_outcomes");
  if (p == BGB_TERMINAL) {
    BGB_FUZZ_CHECK(n_legal == 0 && n_chance == 0, "a finished game offers actions");
    return st == BGB_OK;
  }
  if (p == BGB_CHANCE) {
    BGB_FUZZ_CHECK(n_legal == 0 && n_chance > 0, "a chance node without outcomes:\n" + snapshot);
    std::vector<std::int32_t> ids(static_cast<std::size_t>(n_chance));
    std::vector<double> probs(static_cast<std::size_t>(n_chance));
    expect_ok(bgb_state_chance_outcomes(s, ids.data(), probs.data(), n_chance, &n_chance), "bgb_state_chance_outcomes");
    double sum = 0;
    for (double x : probs) {
      BGB_FUZZ_CHECK(x > 0 && x <= 1, "a chance probability of " + std::to_string(x));
      sum += x;
    }
    BGB_FUZZ_CHECK(std::fabs(sum - 1.0) < 1e-9, "chance probabilities add up to " + std::to_string(sum));
  } else {
    BGB_FUZZ_CHECK(n_legal > 0 && n_chance == 0, "seat " + std::to_string(p) + " has no legal action:\n" + snapshot);
  }
  if (opt.apply_each)
    for (std::int32_t a : applicable(s)) (void)apply_ok(s, a);
  return st == BGB_OK;
}

}  // namespace bgb::fuzz
