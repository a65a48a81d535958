/* Search bots (ABI 1.2), writing into caller-owned states and batch playouts (ABI 1.4) from
** strict C99. Included once by c99_smoke.c after its own helpers (one translation unit: it
** shares the check counters and play_game). */
#ifndef BGB_TESTS_C99_BOTS_INTO_H
#define BGB_TESTS_C99_BOTS_INTO_H

/* ------------------------------------------------------------------------------------------ */
/* Search bots (ABI 1.2): a bot of Under Falling Skies chooses a legal action, which is the most
** visited of its analysis from the same rng; the size query; the documented errors. */

static void test_bots(void) {
  bgb_game* g = NULL;
  bgb_state* s = NULL;
  bgb_bot* bot = NULL;
  uint64_t rng = 0, again = 0;
  int32_t player = 0, action = -7, chosen = -7, count = -7, n = 0, i, best = 0, legal_n = 0;
  int32_t actions[256], visits[256], legal[256];
  double values[256];
  CHECK_OK(bgb_game_new("under-falling-skies", NULL, &g));
  CHECK_STATUS(bgb_bot_new(g, "alphabeta", NULL, &bot), BGB_E_INVALID_ARGUMENT, "bgb_bot_new");
  CHECK(bot == NULL);
  CHECK_STATUS(bgb_bot_new(g, "mcts", "{\"iteration\":3}", &bot), BGB_E_INVALID_ARGUMENT, "bgb_bot_new");
  CHECK_ERROR_HAS("unknown key 'iteration'");
  CHECK_OK(bgb_bot_new(g, "mcts", "{\"iterations\":48}", &bot));
  CHECK_OK(bgb_state_new(g, &s));
  bgb_rng_seed(5, &rng);
  /* A chance node is refused, the rng untouched. */
  again = rng;
  CHECK_STATUS(bgb_bot_choose(bot, s, &rng, &chosen), BGB_E_INVALID_ARGUMENT, "bgb_bot_choose");
  CHECK(rng == again && chosen == -7);
  while (s != NULL && bgb_state_current_player(s, &player) == BGB_OK && player == BGB_CHANCE) {
    bgb_state* next = NULL;
    CHECK_OK(bgb_state_sample_chance(s, &rng, &action));
    CHECK_OK(bgb_state_apply(s, action, &next));
    bgb_state_free(s);
    s = next;
  }
  CHECK(s != NULL && player >= 0);
  if (s != NULL && player >= 0) {
    again = rng;
    CHECK_OK(bgb_bot_choose(bot, s, &rng, &chosen));
    CHECK_OK(bgb_state_legal_actions(s, legal, 256, &legal_n));
    for (i = 0; i < legal_n && legal[i] != chosen; ++i) {
    }
    CHECK(i < legal_n);
    CHECK_OK(bgb_bot_analyse(bot, s, &again, NULL, NULL, NULL, 0, &count));
    CHECK(count == legal_n);
    CHECK_OK(bgb_bot_analyse(bot, s, &again, actions, visits, values, 256, &n));
    CHECK(n == legal_n && again == rng);
    for (i = 1; i < n; ++i)
      if (visits[i] > visits[best] || (visits[i] == visits[best] && values[i] > values[best])) best = i;
    CHECK(n == 1 || actions[best] == chosen);
    CHECK_STATUS(bgb_bot_analyse(bot, s, &again, actions, visits, values, 0, &n), n > 0 ? BGB_E_BUFFER_TOO_SMALL : BGB_OK,
                 "bgb_bot_analyse");
  }
  CHECK_STATUS(bgb_bot_choose(NULL, s, &rng, &chosen), BGB_E_INVALID_ARGUMENT, "bgb_bot_choose");
  bgb_bot_free(bot);
  bgb_bot_free(NULL);
  bgb_state_free(s);
  bgb_game_free(g);
}

/* ------------------------------------------------------------------------------------------ */
/* Writing into caller-owned states (ABI 1.4): bgb_state_apply_into and bgb_state_copy_into give
** the states bgb_state_apply gives, leave clones alone, and refuse NULLs, another game and
** illegal actions without touching dst. */

static void test_into(void) {
  bgb_game* g = NULL;
  bgb_game* other = NULL;
  bgb_state* root = NULL;
  bgb_state* s = NULL;
  bgb_state* c = NULL;
  bgb_state* far = NULL;
  int32_t acts[64];
  uint64_t rng = 0, h = 0;
  int32_t steps = 0;
  CHECK(BGB_ABI_VERSION_MINOR >= 4);
  CHECK_OK(bgb_game_new("the-crew", "{\"players\":4,\"mission\":1}", &g));
  CHECK_OK(bgb_game_new("dp6", "{\"players\":4}", &other));
  if (g == NULL || other == NULL) return;
  CHECK_OK(bgb_state_new(g, &root));
  CHECK_OK(bgb_state_new(g, &s));
  CHECK_OK(bgb_state_new(other, &far));
  CHECK_STATUS(bgb_state_apply_into(NULL, 40, s), BGB_E_INVALID_ARGUMENT, "bgb_state_apply_into");
  CHECK_ERROR_HAS("'s' is NULL");
  CHECK_STATUS(bgb_state_apply_into(root, 40, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_apply_into");
  CHECK_ERROR_HAS("'dst' is NULL");
  CHECK_STATUS(bgb_state_copy_into(NULL, s), BGB_E_INVALID_ARGUMENT, "bgb_state_copy_into");
  CHECK_ERROR_HAS("'src' is NULL");
  CHECK_STATUS(bgb_state_copy_into(root, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_copy_into");
  CHECK_ERROR_HAS("'dst' is NULL");
  h = hash_of(far);
  CHECK_STATUS(bgb_state_apply_into(root, 40, far), BGB_E_INVALID_ARGUMENT, "bgb_state_apply_into");
  CHECK_ERROR_HAS("another game");
  CHECK_STATUS(bgb_state_copy_into(root, far), BGB_E_INVALID_ARGUMENT, "bgb_state_copy_into");
  CHECK(hash_of(far) == h);

  /* A whole game in one handle, checked against bgb_state_apply at every step. */
  bgb_rng_seed(9, &rng);
  for (;;) {
    int32_t player = 0, action = 0, n = 0;
    bgb_state* next = NULL;
    CHECK_OK(bgb_state_current_player(s, &player));
    if (player == BGB_TERMINAL) break;
    if (player == BGB_CHANCE) {
      CHECK_OK(bgb_state_sample_chance(s, &rng, &action));
    } else {
      uint64_t pick = 0;
      CHECK_OK(bgb_state_legal_actions(s, acts, 64, &n));
      CHECK_OK(bgb_rng_below(&rng, (uint64_t)n, &pick));
      action = acts[pick];
    }
    CHECK_OK(bgb_state_apply(s, action, &next));
    if (next == NULL) break;
    CHECK_OK(bgb_state_apply_into(s, action, s));
    CHECK(hash_of(s) == hash_of(next));
    bgb_state_free(next);
    if (++steps > 1000) {
      CHECK(!"the game does not end");
      break;
    }
  }
  CHECK(steps > 40);

  /* An illegal action: refused like bgb_state_apply, dst unchanged. */
  h = hash_of(s);
  CHECK_STATUS(bgb_state_apply_into(root, -1, s), BGB_E_ILLEGAL_ACTION, "bgb_state_apply_into");
  CHECK_ERROR_HAS("is not legal");
  CHECK(hash_of(s) == h);

  /* copy_into restarts from the root; a clone keeps what it saw. */
  CHECK_OK(bgb_state_clone(s, &c));
  CHECK_OK(bgb_state_copy_into(root, s));
  CHECK(hash_of(s) == hash_of(root));
  CHECK(hash_of(c) == h);
  CHECK_OK(bgb_state_apply_into(root, 40, c));
  CHECK(hash_of(c) != h && hash_of(s) == hash_of(root));
  CHECK_OK(bgb_state_copy_into(s, s));
  CHECK(hash_of(s) == hash_of(root));

  bgb_state_free(c);
  bgb_state_free(far);
  bgb_state_free(s);
  bgb_state_free(root);
  bgb_game_free(other);
  bgb_game_free(g);
}

/* ------------------------------------------------------------------------------------------ */
/* Batch playouts (ABI 1.4): n games counted, one draw from the generator, the same totals on any
** number of threads, and every bad argument refused with the outputs unchanged. */

static void test_playouts(void) {
  static const char* const names[] = {"the-crew", "under-falling-skies", "dp6", "red-november"};
  size_t i;
  for (i = 0; i < sizeof names / sizeof names[0]; ++i) {
    bgb_game* g = NULL;
    bgb_state* s = NULL;
    bgb_playout_stats one, two, untouched;
    uint64_t rng = 0, again = 0, seeded = 0;
    int64_t bucketed = 0, won = 0;
    int b, seat;
    if (bgb_game_new(names[i], NULL, &g) != BGB_OK || bgb_state_new(g, &s) != BGB_OK) {
      CHECK(!"a registered game starts");
      bgb_game_free(g);
      continue;
    }
    bgb_rng_seed(5, &rng);
    seeded = again = rng;
    memset(&untouched, 0x5A, sizeof untouched);
    one = untouched;
    CHECK(bgb_playouts(NULL, 3, &rng, 1, &one) == BGB_E_INVALID_ARGUMENT);
    CHECK(bgb_playouts(s, 3, NULL, 1, &one) == BGB_E_INVALID_ARGUMENT);
    CHECK(bgb_playouts(s, 3, &rng, 1, NULL) == BGB_E_INVALID_ARGUMENT);
    CHECK(bgb_playouts(s, -1, &rng, 1, &one) == BGB_E_INVALID_ARGUMENT);
    CHECK(bgb_playouts(s, 3, &rng, 0, &one) == BGB_E_INVALID_ARGUMENT);
    CHECK(strstr(bgb_last_error(), "bgb_playouts: threads") != NULL);
    CHECK(memcmp(&one, &untouched, sizeof one) == 0 && rng == seeded);
    CHECK(bgb_playouts(s, 40, &rng, 1, &one) == BGB_OK);
    CHECK(bgb_playouts(s, 40, &again, 3, &two) == BGB_OK);
    CHECK(rng == again && rng != seeded);
    CHECK(memcmp(&one, &two, sizeof one) == 0);
    CHECK(one.games == 40 && one.actions > one.decisions && one.decisions > 0 && one.reserved == 0);
    for (b = 0; b < BGB_PLAYOUT_LENGTH_BUCKETS; ++b) bucketed += one.lengths[b];
    CHECK(bucketed == 40);
    for (seat = 0; seat < BGB_PLAYOUT_MAX_SEATS; ++seat) {
      CHECK(one.wins[seat] >= 0 && one.wins[seat] <= 40);
      CHECK(seat < one.num_players || (one.wins[seat] == 0 && one.return_sums[seat] == 0.0));
      won += one.wins[seat];
    }
    CHECK(one.all_won * one.num_players <= won);
    bgb_state_free(s);
    bgb_game_free(g);
  }
}

#endif
