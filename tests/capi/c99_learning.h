/* Observation tensors, legal masks and batched environments (ABI 1.5) from strict C99: the
** shape and buffer protocol, a mask that matches the legal actions, a batch stepped with legal
** actions read from its masks until games finish and restart, and every refusal. Included once
** by c99_smoke.c after c99_check.h (one translation unit: it shares the check counters). */
#ifndef BGB_TESTS_C99_LEARNING_H
#define BGB_TESTS_C99_LEARNING_H

static void test_tensor_and_mask(void) {
  bgb_game* g = NULL;
  bgb_state* s = NULL;
  int32_t dims[2] = {0, 0}, nd = 0, len = 0, distinct = 0, legal[64], n = 0, i, ones = 0;
  float* t;
  uint8_t* mask;
  CHECK_OK(bgb_game_new("the-crew", "{\"players\":4,\"mission\":2}", &g));
  CHECK_OK(bgb_game_observation_shape(g, NULL, 0, &nd));
  CHECK(nd == 1);
  CHECK_STATUS(bgb_game_observation_shape(g, dims, 0, &nd), BGB_E_BUFFER_TOO_SMALL, "bgb_game_observation_shape");
  CHECK_STATUS(bgb_game_observation_shape(NULL, dims, 2, &nd), BGB_E_INVALID_ARGUMENT, "bgb_game_observation_shape");
  CHECK_STATUS(bgb_game_observation_shape(g, dims, -1, &nd), BGB_E_INVALID_ARGUMENT, "bgb_game_observation_shape");
  CHECK_OK(bgb_game_observation_shape(g, dims, 2, &nd));
  CHECK(dims[0] > 100 && dims[1] == 0);
  CHECK_OK(bgb_game_num_distinct_actions(g, &distinct));
  t = (float*)malloc(sizeof(float) * (size_t)dims[0]);
  mask = (uint8_t*)malloc((size_t)distinct);
  CHECK_OK(bgb_state_new(g, &s));
  CHECK_OK(bgb_state_observation_tensor(s, 0, NULL, 0, &len));
  CHECK(len == dims[0]);
  CHECK_STATUS(bgb_state_observation_tensor(s, BGB_VIEW_ALL, t, len, &len), BGB_E_INVALID_ARGUMENT,
               "bgb_state_observation_tensor");
  CHECK_STATUS(bgb_state_observation_tensor(s, 4, t, len, &len), BGB_E_INVALID_ARGUMENT, "bgb_state_observation_tensor");
  CHECK_STATUS(bgb_state_observation_tensor(s, 0, t, len - 1, &len), BGB_E_BUFFER_TOO_SMALL,
               "bgb_state_observation_tensor");
  CHECK_STATUS(bgb_state_observation_tensor(NULL, 0, t, len, &len), BGB_E_INVALID_ARGUMENT,
               "bgb_state_observation_tensor");
  CHECK_OK(bgb_state_observation_tensor(s, BGB_VIEW_PUBLIC, t, len, &len));
  CHECK_OK(bgb_state_observation_tensor(s, 0, t, len, &len));
  /* The deal is a chance node: an all-zero mask. */
  CHECK_OK(bgb_state_legal_mask(s, NULL, 0, &len));
  CHECK(len == distinct);
  CHECK_STATUS(bgb_state_legal_mask(s, mask, distinct - 1, &len), BGB_E_BUFFER_TOO_SMALL, "bgb_state_legal_mask");
  CHECK_STATUS(bgb_state_legal_mask(s, mask, distinct, NULL), BGB_E_INVALID_ARGUMENT, "bgb_state_legal_mask");
  CHECK_OK(bgb_state_legal_mask(s, mask, distinct, &len));
  for (i = 0; i < distinct; ++i) ones += mask[i];
  CHECK(ones == 0);
  bgb_state_free(s);
  /* At a decision: the mask is the legal actions. */
  CHECK_OK(bgb_replay("{\"game\":\"the-crew\",\"options\":{\"players\":4,\"mission\":2},\"seed\":3,\"actions\":[]}", &s));
  CHECK_OK(bgb_state_legal_actions(s, legal, 64, &n));
  CHECK_OK(bgb_state_legal_mask(s, mask, distinct, &len));
  ones = 0;
  for (i = 0; i < distinct; ++i) ones += mask[i];
  CHECK(n > 0 && ones == n);
  for (i = 0; i < n; ++i) CHECK(mask[legal[i]] == 1);
  bgb_state_free(s);
  free(t);
  free(mask);
  bgb_game_free(g);
}

static void test_batch(void) {
  enum { N = 8 };
  bgb_game* g = NULL;
  bgb_batch* b = NULL;
  bgb_state* s = NULL;
  int32_t dims[1] = {0}, nd = 0, distinct = 0, players = 0, size = 0, seats[N], actions[N], step, i, a;
  int finished = 0;
  float* obs;
  float rewards[N * 5];
  uint8_t* masks;
  uint8_t dones[N];
  uint64_t rng = 0;
  CHECK_OK(bgb_game_new("the-crew", "{\"players\":5,\"mission\":1}", &g));
  CHECK_OK(bgb_game_observation_shape(g, dims, 1, &nd));
  CHECK_OK(bgb_game_num_distinct_actions(g, &distinct));
  CHECK_OK(bgb_game_num_players(g, &players));
  obs = (float*)malloc(sizeof(float) * (size_t)dims[0] * N);
  masks = (uint8_t*)malloc((size_t)distinct * N);
  CHECK_STATUS(bgb_batch_new(g, 0, 1, &b), BGB_E_INVALID_ARGUMENT, "bgb_batch_new");
  CHECK(b == NULL);
  CHECK_STATUS(bgb_batch_new(NULL, N, 1, &b), BGB_E_INVALID_ARGUMENT, "bgb_batch_new");
  CHECK_OK(bgb_batch_new(g, N, 99, &b));
  CHECK_OK(bgb_batch_size(b, &size));
  CHECK(size == N);
  CHECK_STATUS(bgb_batch_observe(b, obs, (int64_t)dims[0] * N - 1, NULL, 0, NULL), BGB_E_BUFFER_TOO_SMALL,
               "bgb_batch_observe");
  bgb_rng_seed(4, &rng);
  for (step = 0; step < 200; ++step) {
    CHECK_OK(bgb_batch_observe(b, obs, (int64_t)dims[0] * N, masks, (int64_t)distinct * N, seats));
    for (i = 0; i < N; ++i) {
      int32_t count = 0, k = 0;
      uint64_t pick = 0;
      CHECK(seats[i] >= 0 && seats[i] < players);
      for (a = 0; a < distinct; ++a) count += masks[i * distinct + a];
      CHECK(count > 0);
      bgb_rng_below(&rng, (uint64_t)count, &pick);
      for (a = 0; a < distinct; ++a)
        if (masks[i * distinct + a] && (uint64_t)k++ == pick) actions[i] = a;
    }
    if (step == 0) {
      int32_t bad = actions[3];
      actions[3] = -7;
      CHECK_STATUS(bgb_batch_step(b, actions, N, rewards, dones), BGB_E_ILLEGAL_ACTION, "bgb_batch_step");
      CHECK(strstr(bgb_last_error(), "game 3") != NULL);
      CHECK_STATUS(bgb_batch_step(b, actions, N - 1, rewards, dones), BGB_E_INVALID_ARGUMENT, "bgb_batch_step");
      actions[3] = bad;
    }
    CHECK_OK(bgb_batch_step(b, actions, N, rewards, dones));
    for (i = 0; i < N; ++i) {
      CHECK(dones[i] <= 1);
      CHECK(dones[i] || rewards[i * players] == 0.0f);
      finished += dones[i];
    }
  }
  CHECK(finished > 0);
  CHECK_OK(bgb_batch_state(b, N - 1, &s));
  CHECK(s != NULL);
  bgb_state_free(s);
  CHECK_STATUS(bgb_batch_state(b, N, &s), BGB_E_INVALID_ARGUMENT, "bgb_batch_state");
  CHECK(s == NULL);
  CHECK_OK(bgb_batch_reset(b, 99));
  CHECK_STATUS(bgb_batch_reset(NULL, 99), BGB_E_INVALID_ARGUMENT, "bgb_batch_reset");
  bgb_batch_free(b);
  bgb_batch_free(NULL);
  free(obs);
  free(masks);
  bgb_game_free(g);
}

#endif /* BGB_TESTS_C99_LEARNING_H */
