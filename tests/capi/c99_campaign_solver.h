/* The campaign log (ABI 1.1) and The Crew solver (ABI 1.3) from strict C99. Included once by
** c99_smoke.c after its own helpers (one translation unit: it shares the check counters and
** play_game). */
#ifndef BGB_TESTS_C99_CAMPAIGN_SOLVER_H
#define BGB_TESTS_C99_CAMPAIGN_SOLVER_H

/* ------------------------------------------------------------------------------------------ */
/* The campaign log (ABI 1.1): recording finished games and hand-given results, the logbook's
** arithmetic, the JSON round trip with the buffer protocol, and every error path. */

static char* read_campaign_json(const bgb_campaign* c) {
  int32_t len = -1, len2 = -1;
  char* buf;
  if (bgb_campaign_to_json(c, NULL, 0, &len) != BGB_OK || len < 0) return NULL;
  buf = (char*)malloc((size_t)len + 1);
  if (buf == NULL) return NULL;
  if (bgb_campaign_to_json(c, buf, len + 1, &len2) != BGB_OK || len2 != len || buf[len] != '\0') {
    free(buf);
    return NULL;
  }
  return buf;
}

static void test_campaign_log(void) {
  bgb_campaign* empty = NULL;
  bgb_campaign* a = NULL;
  bgb_campaign* b = NULL;
  bgb_campaign* back = NULL;
  bgb_campaign* bad = (bgb_campaign*)&a; /* non-NULL garbage: failures must reset it */
  bgb_game* g = NULL;
  bgb_state* start = NULL;
  bgb_state* end = play_game("{\"players\":3,\"mission\":2}", 4242u, 0);
  int32_t next = -1, att = -1, dis = -1, suc = -1, len = 0, len2 = 0, ended_well = 0;
  double ret[8];
  char small[8];
  char* json = NULL;
  char* json2 = NULL;

  CHECK_OK(bgb_campaign_new(&empty));
  CHECK_OK(bgb_campaign_next_mission(empty, &next));
  CHECK(next == 1);
  /* A finished game adds 1 attempt (2 with the distress signal) to its mission. */
  CHECK(end != NULL);
  CHECK_OK(bgb_campaign_record(empty, end, &a));
  CHECK_OK(bgb_campaign_mission(a, 2, &att, &dis, &suc));
  CHECK((att == 1 && dis == 0) || (att == 2 && dis == 1));
  CHECK_OK(bgb_state_returns(end, ret, 8, &len));
  ended_well = ret[0] > 0 ? 1 : 0;
  CHECK(suc == ended_well);
  CHECK_OK(bgb_campaign_mission(empty, 2, &att, &dis, &suc));
  CHECK(att == 0 && dis == 0 && suc == 0); /* recording made a new handle */
  /* By hand: mission 1 with the distress signal (2 attempts), then accomplished. */
  CHECK_OK(bgb_campaign_record_result(a, 1, 0, 1, &b));
  bgb_campaign_free(a);
  a = b;
  CHECK_OK(bgb_campaign_record_result(a, 1, 1, 0, &b));
  bgb_campaign_free(a);
  a = b;
  CHECK_OK(bgb_campaign_mission(a, 1, &att, &dis, &suc));
  CHECK(att == 3 && dis == 1 && suc == 1);
  CHECK_OK(bgb_campaign_next_mission(a, &next));
  CHECK(next == (ended_well ? 3 : 2));
  CHECK(BGB_CAMPAIGN_COMPLETE == 0);

  /* JSON: size query, a short buffer gets nothing, then the text reads back to the same text. */
  CHECK_OK(bgb_campaign_to_json(a, NULL, 0, &len));
  memset(small, 'X', sizeof small);
  CHECK_STATUS(bgb_campaign_to_json(a, small, (int32_t)sizeof small, &len2), BGB_E_BUFFER_TOO_SMALL,
               "bgb_campaign_to_json");
  CHECK(len2 == len && small[0] == 'X');
  json = read_campaign_json(a);
  CHECK(json != NULL && (int32_t)strlen(json) == len);
  if (json != NULL) {
    CHECK(strstr(json, "\"mission\":1,\"attempts\":3,\"distress\":1,\"success\":true") != NULL);
    CHECK_OK(bgb_campaign_from_json(json, &back));
    json2 = read_campaign_json(back);
    CHECK(json2 != NULL && strcmp(json, json2) == 0);
  }
  free(json);
  free(json2);
  bgb_campaign_free(back);

  /* Errors: each names the function and leaves handle outputs NULL. */
  CHECK_OK(bgb_game_new("the-crew", "{\"players\":4}", &g));
  CHECK_OK(bgb_state_new(g, &start));
  CHECK_STATUS(bgb_campaign_record(a, start, &bad), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record");
  CHECK_ERROR_HAS("is not finished");
  CHECK(bad == NULL);
  CHECK_STATUS(bgb_campaign_record(NULL, end, &bad), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record");
  CHECK_STATUS(bgb_campaign_record(a, NULL, &bad), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record");
  CHECK_ERROR_HAS("'finished' is NULL");
  CHECK_STATUS(bgb_campaign_record(a, end, NULL), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record");
  CHECK_STATUS(bgb_campaign_record_result(a, 51, 1, 0, &bad), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record_result");
  CHECK_ERROR_HAS("mission 51 is not a logbook mission (1..50)");
  CHECK_STATUS(bgb_campaign_record_result(a, 1, 1, 3, &bad), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record_result");
  CHECK_ERROR_HAS("distress_used must be 0 or 1, got 3");
  CHECK_STATUS(bgb_campaign_record_result(NULL, 1, 1, 0, &bad), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record_result");
  CHECK_STATUS(bgb_campaign_record_result(a, 1, 1, 0, NULL), BGB_E_INVALID_ARGUMENT, "bgb_campaign_record_result");
  CHECK_STATUS(bgb_campaign_new(NULL), BGB_E_INVALID_ARGUMENT, "bgb_campaign_new");
  CHECK_STATUS(bgb_campaign_next_mission(NULL, &next), BGB_E_INVALID_ARGUMENT, "bgb_campaign_next_mission");
  CHECK_STATUS(bgb_campaign_next_mission(a, NULL), BGB_E_INVALID_ARGUMENT, "bgb_campaign_next_mission");
  CHECK_STATUS(bgb_campaign_mission(a, 0, &att, &dis, &suc), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission");
  CHECK_STATUS(bgb_campaign_mission(NULL, 1, &att, &dis, &suc), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission");
  CHECK_STATUS(bgb_campaign_mission(a, 1, NULL, &dis, &suc), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission");
  CHECK_STATUS(bgb_campaign_mission(a, 1, &att, NULL, &suc), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission");
  CHECK_STATUS(bgb_campaign_mission(a, 1, &att, &dis, NULL), BGB_E_INVALID_ARGUMENT, "bgb_campaign_mission");
  CHECK_STATUS(bgb_campaign_to_json(NULL, NULL, 0, &len), BGB_E_INVALID_ARGUMENT, "bgb_campaign_to_json");
  CHECK_STATUS(bgb_campaign_to_json(a, NULL, 0, NULL), BGB_E_INVALID_ARGUMENT, "bgb_campaign_to_json");
  CHECK_STATUS(bgb_campaign_to_json(a, small, -1, &len), BGB_E_INVALID_ARGUMENT, "bgb_campaign_to_json");
  bad = (bgb_campaign*)&a;
  CHECK_STATUS(bgb_campaign_from_json("{\"game\":", &bad), BGB_E_PARSE, "bgb_campaign_from_json");
  CHECK(bad == NULL);
  CHECK_STATUS(bgb_campaign_from_json("{\"game\":\"the-crew\",\"missions\":[],\"next\":2}", &bad),
               BGB_E_INVALID_ARGUMENT, "bgb_campaign_from_json");
  CHECK_ERROR_HAS("next: 2 does not agree");
  CHECK_STATUS(bgb_campaign_from_json(NULL, &bad), BGB_E_INVALID_ARGUMENT, "bgb_campaign_from_json");
  CHECK_STATUS(bgb_campaign_from_json("{}", NULL), BGB_E_INVALID_ARGUMENT, "bgb_campaign_from_json");
  bgb_campaign_free(NULL);

  bgb_state_free(start);
  bgb_game_free(g);
  bgb_state_free(end);
  bgb_campaign_free(a);
  bgb_campaign_free(empty);
}

/* ------------------------------------------------------------------------------------------ */
/* The Crew solver (ABI 1.3): a seeded deal of mission 3 solved from the task picks, its line
** replayed to a won mission, the hint's size query and answer, and the solver's errors. */

static void test_crew_solver(void) {
  bgb_game* g = NULL;
  bgb_state* s = NULL;
  uint64_t rng = 0, before = 0;
  int32_t player = 0, action = 0, verdict = -7, len = -7, count = -7, i;
  int32_t line[BGB_CREW_MAX_LINE], actions[64], solved[64];
  double probability = -7, shares[64], returns[4];
  uint64_t nodes = 0;
  CHECK_OK(bgb_game_new("the-crew", "{\"players\":4,\"mission\":3}", &g));
  CHECK_OK(bgb_state_new(g, &s));
  bgb_rng_seed(3, &rng);
  while (s != NULL && bgb_state_current_player(s, &player) == BGB_OK && player == BGB_CHANCE) {
    bgb_state* next = NULL;
    CHECK_OK(bgb_state_sample_chance(s, &rng, &action));
    CHECK_OK(bgb_state_apply(s, action, &next));
    bgb_state_free(s);
    s = next;
  }
  CHECK(s != NULL && player >= 0);
  if (s == NULL) {
    bgb_game_free(g);
    return;
  }
  CHECK_OK(bgb_crew_solve(s, NULL, &verdict, &probability, line, BGB_CREW_MAX_LINE, &len, &nodes));
  CHECK(verdict == BGB_CREW_WINNABLE && probability == 1.0 && len > 0 && nodes > 0);
  {
    bgb_state* at = NULL;
    CHECK_OK(bgb_state_clone(s, &at));
    for (i = 0; i < len && at != NULL; ++i) {
      bgb_state* next = NULL;
      CHECK_OK(bgb_state_apply(at, line[i], &next));
      bgb_state_free(at);
      at = next;
    }
    CHECK(at != NULL && bgb_state_returns(at, returns, 4, &count) == BGB_OK && count == 4 && returns[0] == 1.0);
    bgb_state_free(at);
  }
  /* Only the verdict; a limit that stops it. */
  verdict = -7;
  CHECK_OK(bgb_crew_solve(s, "{\"max_nodes\":1}", &verdict, NULL, NULL, 0, NULL, NULL));
  CHECK(verdict == BGB_CREW_UNKNOWN);
  verdict = -7;
  CHECK_STATUS(bgb_crew_solve(s, NULL, &verdict, NULL, line, 0, &len, NULL), BGB_E_BUFFER_TOO_SMALL, "bgb_crew_solve");
  CHECK_STATUS(bgb_crew_solve(s, "{\"table_bits\":9}", &verdict, NULL, NULL, 0, NULL, NULL), BGB_E_INVALID_ARGUMENT,
               "bgb_crew_solve");
  CHECK_ERROR_HAS("table_bits: 9 is out of range 10..28");
  CHECK_STATUS(bgb_crew_solve(NULL, NULL, &verdict, NULL, NULL, 0, NULL, NULL), BGB_E_INVALID_ARGUMENT, "bgb_crew_solve");
  CHECK(verdict == -7);

  /* The hint: a size query draws nothing; the answer lists the legal actions in id order. */
  bgb_rng_seed(9, &rng);
  before = rng;
  CHECK_OK(bgb_crew_hint(s, player, "{\"samples\":2}", &rng, NULL, NULL, NULL, 0, &count));
  CHECK(count > 0 && count <= 64 && rng == before);
  if (count > 0 && count <= 64) {
    CHECK_OK(bgb_crew_hint(s, player, "{\"samples\":2}", &rng, actions, shares, solved, 64, &count));
    CHECK(rng != before);
    for (i = 0; i < count; ++i) CHECK(shares[i] >= 0 && shares[i] <= 1 && solved[i] >= 0 && solved[i] <= 2);
  }
  rng = before;
  CHECK_STATUS(bgb_crew_hint(s, (player + 1) % 4, NULL, &rng, actions, shares, solved, 64, &count), BGB_E_INVALID_ARGUMENT,
               "bgb_crew_hint");
  CHECK_ERROR_HAS("is not the seat to act");
  CHECK(rng == before);
  bgb_state_free(s);
  bgb_game_free(g);
}


#endif
