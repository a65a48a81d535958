/* C99 smoke test of libbgb: compiled as C with -std=c99 -pedantic -Werror, it calls every
** function of bgb.h, walks every error path the header documents (NULL pointers, size queries,
** short buffers, illegal actions, unknown games, bad JSON), checks the JSON snapshot and replay
** round trips by hash, and plays full games. Exits non-zero on any failure. */
#include <bgb/bgb.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "c99_check.h"

/* ------------------------------------------------------------------------------------------ */

static void test_versions_and_statuses(void) {
  static const int32_t codes[] = {BGB_OK,         BGB_E_INVALID_ARGUMENT, BGB_E_ILLEGAL_ACTION,
                                  BGB_E_BUFFER_TOO_SMALL, BGB_E_PARSE,    BGB_E_UNKNOWN_GAME,
                                  BGB_E_OUT_OF_MEMORY,    BGB_E_UNSUPPORTED, BGB_E_INTERNAL};
  static const char* const names[] = {"ok",          "invalid_argument", "illegal_action",
                                      "buffer_too_small", "parse",       "unknown_game",
                                      "out_of_memory",    "unsupported", "internal"};
  size_t i;
  /* Before any failure the message is empty, never NULL. */
  CHECK(bgb_last_error() != NULL);
  CHECK(strcmp(bgb_last_error(), "") == 0);
  CHECK(bgb_abi_version() == BGB_ABI_VERSION);
  CHECK((bgb_abi_version() >> 16) == BGB_ABI_VERSION_MAJOR);
  CHECK(bgb_version_string() != NULL && strlen(bgb_version_string()) > 0);
  CHECK(BGB_E_UNSUPPORTED == -7);
  for (i = 0; i < sizeof codes / sizeof codes[0]; ++i) CHECK(strcmp(bgb_status_string(codes[i]), names[i]) == 0);
  CHECK(strcmp(bgb_status_string(-55), "unknown") == 0);
  CHECK(strcmp(bgb_status_string(1), "unknown") == 0);
}

static void test_rng(void) {
  uint64_t a = 7, b = 7, x = 0, y = 0;
  int i;
  /* The generator is SplitMix64: seeding is the identity and each draw advances the state by
  ** the golden-ratio increment (the numbers drawn are checked against C++ in capi_tests). */
  bgb_rng_seed(0, &a);
  CHECK(a == 0);
  CHECK_OK(bgb_rng_below(&a, (uint64_t)1 << 32, &x));
  CHECK(x < ((uint64_t)1 << 32));
  CHECK(a == 0x9E3779B97F4A7C15u);
  bgb_rng_seed(12345, &a);
  bgb_rng_seed(12345, &b);
  for (i = 0; i < 100; ++i) {
    CHECK_OK(bgb_rng_below(&a, 10, &x));
    CHECK_OK(bgb_rng_below(&b, 10, &y));
    CHECK(x == y && x < 10);
  }
  bgb_rng_seed(1, NULL); /* no-op, but reported */
  CHECK_ERROR_HAS("bgb_rng_seed: argument 'rng_state' is NULL");
  b = a;
  CHECK_STATUS(bgb_rng_below(&a, 0, &x), BGB_E_INVALID_ARGUMENT, "bgb_rng_below");
  CHECK(a == b); /* unchanged on failure */
  CHECK_STATUS(bgb_rng_below(NULL, 3, &x), BGB_E_INVALID_ARGUMENT, "bgb_rng_below");
  CHECK_ERROR_HAS("'rng_state' is NULL");
  CHECK_STATUS(bgb_rng_below(&a, 3, NULL), BGB_E_INVALID_ARGUMENT, "bgb_rng_below");
  CHECK_ERROR_HAS("'out' is NULL");
}

/* The string protocol on bgb_games_list: query, short cap, exact cap, NULL out_len, cap < 0. */
static void test_games_list(void) {
  char buf[256];
  int32_t len = -1, len2 = -1;
  CHECK_OK(bgb_games_list(NULL, 0, &len));
  CHECK(len > 2 && len < (int32_t)sizeof buf);
  memset(buf, 'X', sizeof buf);
  CHECK_STATUS(bgb_games_list(buf, len, &len2), BGB_E_BUFFER_TOO_SMALL, "bgb_games_list");
  CHECK(len2 == len);
  CHECK(buf[0] == 'X' && buf[len - 1] == 'X'); /* nothing written */
  CHECK_OK(bgb_games_list(buf, len + 1, &len2));
  CHECK(len2 == len && buf[len] == '\0' && (int32_t)strlen(buf) == len);
  CHECK(buf[0] == '[' && buf[len - 1] == ']');
  CHECK(strstr(buf, "\"the-crew\"") != NULL);
  CHECK_STATUS(bgb_games_list(buf, sizeof buf, NULL), BGB_E_INVALID_ARGUMENT, "bgb_games_list");
  CHECK_ERROR_HAS("'out_len' is NULL");
  CHECK_STATUS(bgb_games_list(buf, -1, &len2), BGB_E_INVALID_ARGUMENT, "bgb_games_list");
  CHECK_ERROR_HAS("cap");
}

static void test_game_new_errors(void) {
  bgb_game* g = (bgb_game*)&g; /* non-NULL garbage: failures must reset it */
  CHECK_STATUS(bgb_game_new("no-such-game", NULL, &g), BGB_E_UNKNOWN_GAME, "bgb_game_new");
  CHECK(g == NULL);
  CHECK_ERROR_HAS("no-such-game");
  CHECK_STATUS(bgb_game_new("the-crew", "{\"players\": 4,", &g), BGB_E_PARSE, "bgb_game_new");
  CHECK(g == NULL);
  CHECK_STATUS(bgb_game_new("the-crew", "{\"players\": 7}", &g), BGB_E_INVALID_ARGUMENT, "bgb_game_new");
  CHECK_ERROR_HAS("players");
  CHECK_STATUS(bgb_game_new("the-crew", "{\"mission\": 51}", &g), BGB_E_INVALID_ARGUMENT, "bgb_game_new");
  CHECK_ERROR_HAS("mission must be 1..50");
  CHECK_STATUS(bgb_game_new(NULL, NULL, &g), BGB_E_INVALID_ARGUMENT, "bgb_game_new");
  CHECK_ERROR_HAS("'name' is NULL");
  CHECK_STATUS(bgb_game_new("the-crew", NULL, NULL), BGB_E_INVALID_ARGUMENT, "bgb_game_new");
  CHECK_ERROR_HAS("'out' is NULL");
  bgb_game_free(NULL);
  bgb_state_free(NULL);
}

static void test_game_queries(void) {
  bgb_game* g = NULL;
  bgb_game* g2 = NULL;
  char name[64], opts[1024], opts2[1024];
  int32_t n = 0, len = 0, len2 = 0;
  CHECK_OK(bgb_game_new("the-crew", NULL, &g)); /* defaults: 4 players, mission 1 */
  if (g == NULL) return;
  CHECK_OK(bgb_game_num_players(g, &n));
  CHECK(n == 4);
  CHECK_OK(bgb_game_num_distinct_actions(g, &n));
  CHECK(n == 610);
  CHECK_OK(bgb_game_max_legal_actions(g, &n));
  CHECK(n == 48);
  CHECK_OK(bgb_game_name(g, NULL, 0, &len));
  CHECK(len == 8);
  CHECK_STATUS(bgb_game_name(g, name, 8, &len), BGB_E_BUFFER_TOO_SMALL, "bgb_game_name");
  CHECK(len == 8);
  CHECK_OK(bgb_game_name(g, name, 9, &len));
  CHECK(strcmp(name, "the-crew") == 0);
  CHECK_OK(bgb_game_options_json(g, opts, sizeof opts, &len));
  CHECK(strstr(opts, "\"players\"") != NULL && strstr(opts, "\"mission\"") != NULL);
  /* The normalized options make an equal game. */
  CHECK_OK(bgb_game_new("the-crew", opts, &g2));
  CHECK_OK(bgb_game_options_json(g2, opts2, sizeof opts2, &len2));
  CHECK(len == len2 && strcmp(opts, opts2) == 0);
  bgb_game_free(g2);
  /* "" and "{}" are the defaults too. */
  CHECK_OK(bgb_game_new("the-crew", "{}", &g2));
  CHECK_OK(bgb_game_options_json(g2, opts2, sizeof opts2, &len2));
  CHECK(strcmp(opts, opts2) == 0);
  bgb_game_free(g2);
  CHECK_OK(bgb_game_new("the-crew", "", &g2));
  bgb_game_free(g2);

  CHECK_STATUS(bgb_game_num_players(NULL, &n), BGB_E_INVALID_ARGUMENT, "bgb_game_num_players");
  CHECK_ERROR_HAS("'game' is NULL");
  CHECK_STATUS(bgb_game_num_players(g, NULL), BGB_E_INVALID_ARGUMENT, "bgb_game_num_players");
  CHECK_STATUS(bgb_game_num_distinct_actions(NULL, &n), BGB_E_INVALID_ARGUMENT, "bgb_game_num_distinct_actions");
  CHECK_STATUS(bgb_game_num_distinct_actions(g, NULL), BGB_E_INVALID_ARGUMENT, "bgb_game_num_distinct_actions");
  CHECK_STATUS(bgb_game_max_legal_actions(NULL, &n), BGB_E_INVALID_ARGUMENT, "bgb_game_max_legal_actions");
  CHECK_STATUS(bgb_game_max_legal_actions(g, NULL), BGB_E_INVALID_ARGUMENT, "bgb_game_max_legal_actions");
  CHECK_STATUS(bgb_game_name(NULL, name, 9, &len), BGB_E_INVALID_ARGUMENT, "bgb_game_name");
  CHECK_STATUS(bgb_game_name(g, name, 9, NULL), BGB_E_INVALID_ARGUMENT, "bgb_game_name");
  CHECK_STATUS(bgb_game_name(g, name, -3, &len), BGB_E_INVALID_ARGUMENT, "bgb_game_name");
  CHECK_STATUS(bgb_game_options_json(NULL, NULL, 0, &len), BGB_E_INVALID_ARGUMENT, "bgb_game_options_json");
  CHECK_STATUS(bgb_game_options_json(g, NULL, 0, NULL), BGB_E_INVALID_ARGUMENT, "bgb_game_options_json");
  CHECK_STATUS(bgb_game_options_json(g, opts, 2, &len), BGB_E_BUFFER_TOO_SMALL, "bgb_game_options_json");
  CHECK(len == len2);
  bgb_game_free(g);
}

/* Every NULL-pointer path of the state functions, and the viewer / range checks. */
static void test_state_argument_errors(bgb_game* g) {
  bgb_state* s = NULL;
  bgb_state* out = (bgb_state*)&s;
  bgb_game* gout = (bgb_game*)&s;
  int32_t n = 0, acts[4];
  double probs[4];
  uint64_t h = 0, rng = 1;
  char buf[16];
  CHECK_STATUS(bgb_state_new(NULL, &s), BGB_E_INVALID_ARGUMENT, "bgb_state_new");
  CHECK_STATUS(bgb_state_new(g, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_new");
  CHECK_OK(bgb_state_new(g, &s));
  if (s == NULL) return;
  CHECK_STATUS(bgb_state_clone(NULL, &out), BGB_E_INVALID_ARGUMENT, "bgb_state_clone");
  CHECK(out == NULL);
  CHECK_STATUS(bgb_state_clone(s, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_clone");
  CHECK_STATUS(bgb_state_game(NULL, &gout), BGB_E_INVALID_ARGUMENT, "bgb_state_game");
  CHECK(gout == NULL);
  CHECK_STATUS(bgb_state_game(s, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_game");
  CHECK_STATUS(bgb_state_current_player(NULL, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_current_player");
  CHECK_STATUS(bgb_state_current_player(s, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_current_player");
  CHECK_STATUS(bgb_state_is_terminal(NULL, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_is_terminal");
  CHECK_STATUS(bgb_state_is_terminal(s, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_is_terminal");
  CHECK_STATUS(bgb_state_legal_actions(NULL, acts, 4, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_legal_actions");
  CHECK_STATUS(bgb_state_legal_actions(s, acts, 4, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_legal_actions");
  CHECK_STATUS(bgb_state_legal_actions(s, acts, -1, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_legal_actions");
  CHECK_STATUS(bgb_state_chance_outcomes(NULL, acts, probs, 4, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_chance_outcomes");
  CHECK_STATUS(bgb_state_chance_outcomes(s, acts, probs, 4, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_chance_outcomes");
  CHECK_STATUS(bgb_state_chance_outcomes(s, acts, NULL, 4, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_chance_outcomes");
  CHECK_ERROR_HAS("'probs' is NULL");
  CHECK_STATUS(bgb_state_chance_outcomes(s, NULL, probs, 4, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_chance_outcomes");
  CHECK_ERROR_HAS("'actions' is NULL");
  CHECK_STATUS(bgb_state_chance_outcomes(s, acts, probs, -2, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_chance_outcomes");
  CHECK_STATUS(bgb_state_sample_chance(NULL, &rng, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_sample_chance");
  CHECK_STATUS(bgb_state_sample_chance(s, NULL, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_sample_chance");
  CHECK_STATUS(bgb_state_sample_chance(s, &rng, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_sample_chance");
  CHECK_STATUS(bgb_state_random_action(NULL, &rng, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_random_action");
  CHECK_STATUS(bgb_state_random_action(s, NULL, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_random_action");
  CHECK_STATUS(bgb_state_random_action(s, &rng, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_random_action");
  CHECK(rng == 1);
  CHECK_STATUS(bgb_state_resample(NULL, 0, &rng, &out), BGB_E_INVALID_ARGUMENT, "bgb_state_resample");
  CHECK(out == NULL);
  CHECK_STATUS(bgb_state_resample(s, 0, NULL, &out), BGB_E_INVALID_ARGUMENT, "bgb_state_resample");
  CHECK_ERROR_HAS("'rng_state' is NULL");
  CHECK_STATUS(bgb_state_resample(s, 0, &rng, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_resample");
  CHECK_STATUS(bgb_state_resample(s, 4, &rng, &out), BGB_E_INVALID_ARGUMENT, "bgb_state_resample");
  CHECK_ERROR_HAS("seat 4");
  CHECK_STATUS(bgb_state_resample(s, BGB_VIEW_PUBLIC, &rng, &out), BGB_E_INVALID_ARGUMENT, "bgb_state_resample");
  CHECK(out == NULL && rng == 1);
  CHECK_STATUS(bgb_state_apply(NULL, 40, &out), BGB_E_INVALID_ARGUMENT, "bgb_state_apply");
  CHECK_STATUS(bgb_state_apply(s, 40, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_apply");
  CHECK_STATUS(bgb_state_apply_text(NULL, "deal p1", &out), BGB_E_INVALID_ARGUMENT, "bgb_state_apply_text");
  CHECK_STATUS(bgb_state_apply_text(s, NULL, &out), BGB_E_INVALID_ARGUMENT, "bgb_state_apply_text");
  CHECK_ERROR_HAS("'action_text' is NULL");
  CHECK_STATUS(bgb_state_apply_text(s, "deal p1", NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_apply_text");
  CHECK_STATUS(bgb_state_parse_action(NULL, "deal p1", &n), BGB_E_INVALID_ARGUMENT, "bgb_state_parse_action");
  CHECK_STATUS(bgb_state_parse_action(s, NULL, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_parse_action");
  CHECK_STATUS(bgb_state_parse_action(s, "deal p1", NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_parse_action");
  CHECK_STATUS(bgb_state_action_text(NULL, 0, buf, 16, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text");
  CHECK_STATUS(bgb_state_action_text(s, 0, buf, 16, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text");
  CHECK_STATUS(bgb_state_action_text(s, -1, buf, 16, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text");
  CHECK_STATUS(bgb_state_action_text(s, 610, buf, 16, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text");
  CHECK_ERROR_HAS("610");
  CHECK_STATUS(bgb_state_action_text(s, 0, buf, -16, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text");
  CHECK_STATUS(bgb_state_action_text_for(NULL, 0, 0, buf, 16, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text_for");
  CHECK_STATUS(bgb_state_action_text_for(s, 0, 0, buf, 16, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text_for");
  CHECK_STATUS(bgb_state_action_text_for(s, 610, 0, buf, 16, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text_for");
  CHECK_STATUS(bgb_state_action_text_for(s, 0, 3, buf, 16, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text_for");
  CHECK_ERROR_HAS("viewer 3 is not a seat");
  CHECK_STATUS(bgb_state_action_text_for(s, 0, 0, buf, -16, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_action_text_for");
  CHECK_STATUS(bgb_state_returns(NULL, probs, 4, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_returns");
  CHECK_STATUS(bgb_state_returns(s, probs, 4, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_returns");
  CHECK_STATUS(bgb_state_returns(s, probs, -4, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_returns");
  CHECK_STATUS(bgb_state_to_json(NULL, BGB_VIEW_ALL, NULL, 0, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_to_json");
  CHECK_STATUS(bgb_state_to_json(s, BGB_VIEW_ALL, NULL, 0, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_to_json");
  CHECK_STATUS(bgb_state_to_json(s, BGB_VIEW_ALL, buf, -1, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_to_json");
  CHECK_STATUS(bgb_state_to_json(s, 4, NULL, 0, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_to_json");
  CHECK_ERROR_HAS("viewer 4");
  CHECK_STATUS(bgb_state_to_json(s, -3, NULL, 0, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_to_json");
  CHECK_STATUS(bgb_state_render(NULL, 0, NULL, 0, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_render");
  CHECK_STATUS(bgb_state_render(s, 0, NULL, 0, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_render");
  CHECK_STATUS(bgb_state_render(s, 0, buf, -1, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_render");
  CHECK_STATUS(bgb_state_render(s, 9, NULL, 0, &n), BGB_E_INVALID_ARGUMENT, "bgb_state_render");
  CHECK_STATUS(bgb_state_from_json(NULL, "{}", &out), BGB_E_INVALID_ARGUMENT, "bgb_state_from_json");
  CHECK_STATUS(bgb_state_from_json(g, NULL, &out), BGB_E_INVALID_ARGUMENT, "bgb_state_from_json");
  CHECK_STATUS(bgb_state_from_json(g, "{}", NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_from_json");
  CHECK_STATUS(bgb_state_from_json(g, "{not json", &out), BGB_E_PARSE, "bgb_state_from_json");
  CHECK(out == NULL);
  CHECK_STATUS(bgb_state_hash(NULL, &h), BGB_E_INVALID_ARGUMENT, "bgb_state_hash");
  CHECK_STATUS(bgb_state_hash(s, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_hash");
  CHECK_STATUS(bgb_replay(NULL, &out), BGB_E_INVALID_ARGUMENT, "bgb_replay");
  CHECK_STATUS(bgb_replay("{\"game\":\"the-crew\"}", NULL), BGB_E_INVALID_ARGUMENT, "bgb_replay");
  CHECK_STATUS(bgb_replay("[1, 2", &out), BGB_E_PARSE, "bgb_replay");
  CHECK_STATUS(bgb_replay("{\"game\":\"nope\",\"options\":{},\"actions\":[]}", &out), BGB_E_UNKNOWN_GAME, "bgb_replay");
  CHECK_STATUS(bgb_replay("{\"game\":\"the-crew\",\"options\":{},\"actions\":[\"fly away\"]}", &out), BGB_E_PARSE,
               "bgb_replay");
  CHECK_STATUS(bgb_replay("{\"game\":\"the-crew\",\"options\":{},\"actions\":[\"deal p1\",\"deal p1\"]}", &out),
               BGB_E_ILLEGAL_ACTION, "bgb_replay");
  CHECK(out == NULL);
  bgb_state_free(s);
}

/* ------------------------------------------------------------------------------------------ */

static uint64_t hash_of(const bgb_state* s) {
  uint64_t h = 0;
  CHECK_OK(bgb_state_hash(s, &h));
  return h;
}

/* Per-state checks that do not change the game: texts round-trip, snapshots round-trip,
** observations exist for every viewer, an illegal id is refused with the state unchanged. */
static void check_state(const bgb_game* g, const bgb_state* s, int32_t players, int32_t distinct) {
  int32_t v, n = 0, player = 0;
  char* json = read_state_text(bgb_state_to_json, s, BGB_VIEW_ALL);
  bgb_state* back = NULL;
  CHECK(json != NULL);
  if (json != NULL) {
    CHECK_OK(bgb_state_from_json(g, json, &back));
    CHECK(back != NULL && hash_of(back) == hash_of(s));
    bgb_state_free(back);
    free(json);
  }
  for (v = BGB_VIEW_PUBLIC; v < players; ++v) {
    char* obs = read_state_text(bgb_state_to_json, s, v);
    char* pic = read_state_text(bgb_state_render, s, v);
    CHECK(obs != NULL && obs[0] == '{');
    CHECK(pic != NULL);
    free(obs);
    free(pic);
  }
  /* A resample for seat v shows v the same observation, and advances the generator. */
  for (v = 0; v < players; ++v) {
    uint64_t rng = 99 + (uint64_t)v;
    bgb_state* r = NULL;
    CHECK_OK(bgb_state_resample(s, v, &rng, &r));
    CHECK(r != NULL && rng != 99 + (uint64_t)v);
    if (r != NULL) {
      char* want = read_state_text(bgb_state_to_json, s, v);
      char* got = read_state_text(bgb_state_to_json, r, v);
      CHECK(want != NULL && got != NULL && strcmp(want, got) == 0);
      free(want);
      free(got);
      bgb_state_free(r);
    }
  }
  CHECK_OK(bgb_state_current_player(s, &player));
  CHECK(player == BGB_CHANCE || player == BGB_TERMINAL || (player >= 0 && player < players));
  /* An illegal id (the chance outcome "deal p1" is never legal after the deal starts, and no
  ** id is legal at the end) is refused with a message naming the action and the state kept. */
  {
    bgb_state* next = (bgb_state*)&n;
    int32_t bad = player == BGB_CHANCE ? 0 : 40; /* "play p1" at a chance node, else "deal p1" */
    char expect[64];
    const uint64_t before = hash_of(s);
    CHECK_STATUS(bgb_state_apply(s, bad, &next), BGB_E_ILLEGAL_ACTION, "bgb_state_apply");
    CHECK(next == NULL);
    sprintf(expect, "bgb_state_apply: action %d (", (int)bad);
    CHECK(strncmp(bgb_last_error(), expect, strlen(expect)) == 0);
    CHECK_ERROR_HAS("is not legal: ");
    CHECK_STATUS(bgb_state_apply(s, distinct, &next), BGB_E_ILLEGAL_ACTION, "bgb_state_apply");
    CHECK_STATUS(bgb_state_apply(s, -5, &next), BGB_E_ILLEGAL_ACTION, "bgb_state_apply");
    CHECK(hash_of(s) == before);
  }
}

/* Plays one seeded game, checking every step; returns the final state (caller frees). */
static bgb_state* play_game(const char* options, uint64_t seed, int verbose) {
  bgb_game* g = NULL;
  bgb_state* s = NULL;
  int32_t players = 0, distinct = 0, max_legal = 0, steps = 0, terminal = 0;
  int32_t* acts;
  double* probs;
  uint64_t rng = 0;
  char opts[2048];
  int32_t opts_len = 0;
  text_buf log = {NULL, 0, 0};

  if (bgb_game_new("the-crew", options, &g) != BGB_OK) {
    CHECK(!"bgb_game_new failed");
    return NULL;
  }
  CHECK_OK(bgb_game_num_players(g, &players));
  CHECK_OK(bgb_game_num_distinct_actions(g, &distinct));
  CHECK_OK(bgb_game_max_legal_actions(g, &max_legal));
  CHECK_OK(bgb_game_options_json(g, opts, sizeof opts, &opts_len));
  acts = (int32_t*)malloc(sizeof(int32_t) * (size_t)max_legal);
  probs = (double*)malloc(sizeof(double) * (size_t)max_legal);
  if (acts == NULL || probs == NULL) exit(2);
  CHECK_OK(bgb_state_new(g, &s));
  tb_append(&log, "{\"game\":\"the-crew\",\"options\":");
  tb_append(&log, opts);
  tb_append(&log, ",\"actions\":[");
  bgb_rng_seed(seed, &rng);

  while (s != NULL && bgb_state_is_terminal(s, &terminal) == BGB_OK && !terminal) {
    int32_t player = 0, n = 0, n2 = 0, action = -1, parsed = -1, len = 0, i, drawn = -1;
    uint64_t drawn_rng = rng;
    char text[64];
    bgb_state* next = NULL;
    CHECK_OK(bgb_state_current_player(s, &player));
    /* ABI 1.7: one call draws what the outcome sample or the pick from the list below draws. */
    CHECK_OK(bgb_state_random_action(s, &drawn_rng, &drawn));
    if (steps % 7 == 0) check_state(g, s, players, distinct);
    if (player == BGB_CHANCE) {
      double total = 0;
      uint64_t before = rng;
      CHECK_OK(bgb_state_legal_actions(s, NULL, 0, &n));
      CHECK(n == 0);
      CHECK_OK(bgb_state_chance_outcomes(s, NULL, NULL, 0, &n));
      CHECK(n > 0 && n <= max_legal);
      if (n > 1) {
        acts[0] = -77;
        CHECK_STATUS(bgb_state_chance_outcomes(s, acts, probs, n - 1, &n2), BGB_E_BUFFER_TOO_SMALL,
                     "bgb_state_chance_outcomes");
        CHECK(n2 == n && acts[0] == -77);
      }
      CHECK_OK(bgb_state_chance_outcomes(s, acts, probs, max_legal, &n2));
      CHECK(n2 == n);
      for (i = 0; i < n; ++i) {
        CHECK(probs[i] > 0);
        total += probs[i];
      }
      CHECK(fabs(total - 1.0) < 1e-9);
      CHECK_OK(bgb_state_sample_chance(s, &rng, &action));
      CHECK(rng != before);
      for (i = 0; i < n && acts[i] != action; ++i) {
      }
      CHECK(i < n); /* the sample is one of the outcomes */
    } else {
      CHECK(player >= 0 && player < players);
      CHECK_OK(bgb_state_legal_actions(s, NULL, 0, &n));
      CHECK(n > 0 && n <= max_legal);
      acts[0] = -77;
      CHECK_STATUS(bgb_state_legal_actions(s, acts, n - 1, &n2), BGB_E_BUFFER_TOO_SMALL, "bgb_state_legal_actions");
      CHECK(n2 == n && acts[0] == -77);
      CHECK_OK(bgb_state_legal_actions(s, acts, n, &n2));
      CHECK(n2 == n);
      for (i = 1; i < n; ++i) CHECK(acts[i - 1] < acts[i]);
      {
        uint64_t pick = 0;
        CHECK_OK(bgb_rng_below(&rng, (uint64_t)n, &pick));
        action = acts[pick];
      }
      CHECK_STATUS(bgb_state_sample_chance(s, &rng, &n2), BGB_E_INVALID_ARGUMENT, "bgb_state_sample_chance");
      CHECK_ERROR_HAS("not a chance node");
    }
    CHECK(drawn == action && drawn_rng == rng);
    CHECK_OK(bgb_state_action_text(s, action, text, sizeof text, &len));
    CHECK((int32_t)strlen(text) == len);
    {
      /* The omniscient viewer reads the same text; a seat or the public reads it or a masked one. */
      char seen[64];
      int32_t seen_len = -1;
      CHECK_OK(bgb_state_action_text_for(s, action, BGB_VIEW_ALL, seen, sizeof seen, &seen_len));
      CHECK(seen_len == len && strcmp(seen, text) == 0);
      CHECK_OK(bgb_state_action_text_for(s, action, BGB_VIEW_PUBLIC, seen, sizeof seen, &seen_len));
      CHECK(strcmp(seen, text) == 0 || strchr(seen, '?') != NULL);
    }
    CHECK_OK(bgb_state_parse_action(s, text, &parsed));
    CHECK(parsed == action);
    if (verbose) printf("%4d  %s\n", (int)steps, text);
    if (steps > 0) tb_append(&log, ",");
    tb_append(&log, "\"");
    tb_append(&log, text);
    tb_append(&log, "\"");
    /* Alternate between the id and the text entry points; both must agree. */
    if (steps % 2 == 0) {
      CHECK_OK(bgb_state_apply(s, action, &next));
    } else {
      CHECK_OK(bgb_state_apply_text(s, text, &next));
    }
    if (next == NULL) break;
    bgb_state_free(s);
    s = next;
    ++steps;
    if (steps > 1000) {
      CHECK(!"the game does not end");
      break;
    }
  }
  tb_append(&log, "]}");

  if (s != NULL) {
    double ret[8];
    int32_t n = 0, i, player = 0, zero = -1;
    bgb_state* replayed = NULL;
    check_state(g, s, players, distinct);
    CHECK_OK(bgb_state_current_player(s, &player));
    CHECK(player == BGB_TERMINAL);
    {
      uint64_t at_end = rng;
      int32_t drawn = -1;
      CHECK_STATUS(bgb_state_random_action(s, &rng, &drawn), BGB_E_INVALID_ARGUMENT, "bgb_state_random_action");
      CHECK_ERROR_HAS("terminal");
      CHECK(drawn == -1 && rng == at_end);
    }
    CHECK_OK(bgb_state_legal_actions(s, NULL, 0, &zero));
    CHECK(zero == 0);
    CHECK_OK(bgb_state_chance_outcomes(s, NULL, NULL, 0, &zero));
    CHECK(zero == 0);
    CHECK_OK(bgb_state_returns(s, NULL, 0, &n));
    CHECK(n == players);
    CHECK_STATUS(bgb_state_returns(s, ret, n - 1, &n), BGB_E_BUFFER_TOO_SMALL, "bgb_state_returns");
    CHECK(n == players);
    CHECK_OK(bgb_state_returns(s, ret, 8, &n));
    for (i = 0; i < n; ++i) CHECK(ret[i] == ret[0] && (ret[0] == 0.0 || ret[0] == 1.0));
    /* The log of action texts reproduces the same state. */
    CHECK_OK(bgb_replay(log.data, &replayed));
    CHECK(replayed != NULL && hash_of(replayed) == hash_of(s));
    bgb_state_free(replayed);
    if (verbose) printf("result after %d actions: %s\n", (int)steps, ret[0] == 1.0 ? "success" : "failure");
  }
  free(log.data);
  free(acts);
  free(probs);
  bgb_game_free(g); /* the state keeps the game alive */
  return s;
}

/* The exact message of an illegal play: 3 players with a fixed deal; the commander (seat 2,
** who holds r4) leads y6 and seat 0, who holds yellows, tries p1. */
static void test_illegal_action_message(void) {
  static const char* const opts =
      "{\"players\":3,\"mission\":1,\"tasks\":[\"g9\"],\"hands\":["
      "[\"p1\",\"p2\",\"p3\",\"p4\",\"p5\",\"p6\",\"p7\",\"p8\",\"p9\",\"y1\",\"y2\",\"y3\",\"y4\",\"y5\"],"
      "[\"b1\",\"b2\",\"b3\",\"b4\",\"b5\",\"b6\",\"b7\",\"b8\",\"b9\",\"g1\",\"g2\",\"g3\",\"g4\"],"
      "[\"g5\",\"g6\",\"g7\",\"g8\",\"g9\",\"y6\",\"y7\",\"y8\",\"y9\",\"r1\",\"r2\",\"r3\",\"r4\"]]}";
  bgb_game* g = NULL;
  bgb_state* s = NULL;
  bgb_state* next = NULL;
  int32_t guard = 0, play_p1 = -1, player = -1;
  char expect[160];
  CHECK_OK(bgb_game_new("the-crew", opts, &g));
  if (g == NULL) return;
  CHECK_OK(bgb_state_new(g, &s));
  /* Reveal, pick, decline the distress signal and pass every communication until y6 is playable. */
  while (s != NULL && guard++ < 50) {
    int32_t p = 0, a = -1;
    uint64_t rng = 1;
    const char* choice = NULL;
    if (bgb_state_parse_action(s, "play y6", &a) == BGB_OK && bgb_state_apply(s, a, &next) == BGB_OK) {
      bgb_state_free(next);
      break;
    }
    CHECK_OK(bgb_state_current_player(s, &p));
    if (p == BGB_CHANCE) {
      CHECK_OK(bgb_state_sample_chance(s, &rng, &a));
      CHECK_OK(bgb_state_apply(s, a, &next));
    } else {
      int32_t acts[64], n = 0;
      CHECK_OK(bgb_state_legal_actions(s, acts, 64, &n));
      if (bgb_state_apply_text(s, "no-distress", &next) == BGB_OK) choice = "no-distress";
      else if (bgb_state_apply_text(s, "pass", &next) == BGB_OK) choice = "pass";
      else CHECK_OK(bgb_state_apply(s, acts[0], &next));
      (void)choice;
    }
    bgb_state_free(s);
    s = next;
    next = NULL;
  }
  CHECK_OK(bgb_state_current_player(s, &player));
  CHECK(player == 2);
  CHECK_OK(bgb_state_apply_text(s, "play y6", &next));
  bgb_state_free(s);
  s = next;
  CHECK_OK(bgb_state_current_player(s, &player));
  CHECK(player == 0);
  CHECK_OK(bgb_state_parse_action(s, "PLAY   p1 ", &play_p1));
  CHECK(play_p1 == 0);
  CHECK_STATUS(bgb_state_apply(s, play_p1, &next), BGB_E_ILLEGAL_ACTION, "bgb_state_apply");
  sprintf(expect, "bgb_state_apply: action %d (play p1) is not legal: seat 0 must follow yellow", (int)play_p1);
  CHECK(strcmp(bgb_last_error(), expect) == 0);
  if (strcmp(bgb_last_error(), expect) != 0) fprintf(stderr, "  expected: %s\n", expect);
  CHECK_STATUS(bgb_state_apply_text(s, "play p1", &next), BGB_E_ILLEGAL_ACTION, "bgb_state_apply_text");
  CHECK_ERROR_HAS("must follow yellow");
  CHECK_STATUS(bgb_state_apply_text(s, "play z9", &next), BGB_E_PARSE, "bgb_state_apply_text");
  CHECK_ERROR_HAS("z9");
  CHECK_STATUS(bgb_state_parse_action(s, "dance", &play_p1), BGB_E_PARSE, "bgb_state_parse_action");
  CHECK(play_p1 == 0); /* unchanged on failure */
  CHECK_OK(bgb_state_apply_text(s, "play y1", &next));
  bgb_state_free(next);
  bgb_state_free(s);
  bgb_game_free(g);
}

/* Handles: clone and state_game give independent handles; a state outlives its game. */
static void test_handles(void) {
  bgb_game* g = NULL;
  bgb_game* g2 = NULL;
  bgb_state* s = NULL;
  bgb_state* c = NULL;
  bgb_state* next = NULL;
  char name[32];
  int32_t len = 0, n = 0;
  CHECK_OK(bgb_game_new("the-crew", "{\"players\":5,\"mission\":3}", &g));
  if (g == NULL) return;
  CHECK_OK(bgb_state_new(g, &s));
  bgb_game_free(g); /* s lives on */
  CHECK_OK(bgb_state_clone(s, &c));
  CHECK(c != NULL && c != s && hash_of(c) == hash_of(s));
  bgb_state_free(s);
  CHECK_OK(bgb_state_game(c, &g2));
  CHECK_OK(bgb_game_num_players(g2, &n));
  CHECK(n == 5);
  CHECK_OK(bgb_game_name(g2, name, sizeof name, &len));
  CHECK(strcmp(name, "the-crew") == 0);
  CHECK_OK(bgb_state_new(g2, &s)); /* the game handle from a state makes states too */
  CHECK(hash_of(s) == hash_of(c));
  CHECK_OK(bgb_state_apply_text(c, "deal b3", &next));
  CHECK(hash_of(next) != hash_of(c)); /* apply made a new state... */
  CHECK(hash_of(s) == hash_of(c));    /* ...and left the old one alone */
  bgb_game_free(g2);
  bgb_state_free(next);
  bgb_state_free(c);
  bgb_state_free(s);
}

#include "c99_campaign_solver.h" /* the campaign log (ABI 1.1), The Crew solver (ABI 1.3) */
#include "c99_bots_into.h"       /* search bots (ABI 1.2), apply_into and playouts (ABI 1.4) */
#include "c99_learning.h"        /* tensors, masks and batches (ABI 1.5) */

int main(void) {
  static const char* const games[] = {
      "{\"players\":3,\"mission\":1}", "{\"players\":2,\"mission\":3}", "{\"players\":4,\"mission\":8}",
      "{\"players\":5,\"mission\":25}", "{\"players\":3,\"mission\":22}", "{\"players\":4,\"mission\":49}",
  };
  size_t i;
  bgb_game* g = NULL;
  test_versions_and_statuses();
  test_rng();
  test_games_list();
  test_game_new_errors();
  test_game_queries();
  if (bgb_game_new("the-crew", "{\"players\":3}", &g) == BGB_OK) {
    test_state_argument_errors(g);
    bgb_game_free(g);
  } else {
    CHECK(!"cannot create the-crew");
  }
  test_handles();
  test_illegal_action_message();
  for (i = 0; i < sizeof games / sizeof games[0]; ++i) {
    bgb_state* end = play_game(games[i], 1000u + i, i == 0);
    CHECK(end != NULL);
    bgb_state_free(end);
  }
  /* Same options and seed: the same game, to the bit. */
  {
    bgb_state* a = play_game(games[0], 77, 0);
    bgb_state* b = play_game(games[0], 77, 0);
    CHECK(a != NULL && b != NULL && hash_of(a) == hash_of(b));
    bgb_state_free(a);
    bgb_state_free(b);
  }
  test_campaign_log();
  test_crew_solver();
  test_bots();
  test_into();
  test_playouts();
  test_tensor_and_mask();
  test_batch();
  printf("%d checks, %d failures\n", g_checks, g_failures);
  return g_failures == 0 ? 0 : 1;
}
