/* Plays one seeded random game of The Crew through the installed C ABI (C99). */
#include <bgb/bgb.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int ok(int32_t status, const char* what) {
  if (status == BGB_OK) return 1;
  fprintf(stderr, "%s: %s: %s\n", what, bgb_status_string(status), bgb_last_error());
  return 0;
}

int main(void) {
  bgb_game* game = NULL;
  bgb_state* state = NULL;
  int32_t* actions = NULL;
  int32_t max_actions = 0, steps = 0, player = 0, count = 0;
  uint64_t rng = 2024;
  double returns[8];
  int status = 1;

  printf("libbgb %s, ABI %u\n", bgb_version_string(), (unsigned)bgb_abi_version());
  if (!ok(bgb_game_new("the-crew", "{\"players\":3,\"mission\":2}", &game), "bgb_game_new")) goto done;
  if (!ok(bgb_game_max_legal_actions(game, &max_actions), "bgb_game_max_legal_actions")) goto done;
  actions = (int32_t*)malloc(sizeof(int32_t) * (size_t)max_actions);
  if (!actions || !ok(bgb_state_new(game, &state), "bgb_state_new")) goto done;

  for (;;) {
    int32_t action = 0;
    bgb_state* next = NULL;
    if (!ok(bgb_state_current_player(state, &player), "bgb_state_current_player")) goto done;
    if (player == BGB_TERMINAL) break;
    if (player == BGB_CHANCE) {
      if (!ok(bgb_state_sample_chance(state, &rng, &action), "bgb_state_sample_chance")) goto done;
    } else {
      if (!ok(bgb_state_legal_actions(state, actions, max_actions, &count), "bgb_state_legal_actions")) goto done;
      if (count <= 0) { fprintf(stderr, "seat %d has no legal action\n", (int)player); goto done; }
      rng = rng * 6364136223846793005u + 1442695040888963407u;
      action = actions[(rng >> 33) % (uint64_t)count];
    }
    if (!ok(bgb_state_apply(state, action, &next), "bgb_state_apply")) goto done;
    bgb_state_free(state);
    state = next;
    ++steps;
  }

  /* A rejected action must fail cleanly with a message. */
  {
    bgb_state* after = NULL;
    int32_t rejected = bgb_state_apply(state, 0, &after);
    if (rejected == BGB_OK || after != NULL || bgb_last_error()[0] == '\0') {
      fprintf(stderr, "applying an action to a finished game was not rejected\n");
      goto done;
    }
  }
  if (!ok(bgb_state_returns(state, returns, 8, &count), "bgb_state_returns")) goto done;
  printf("the-crew mission 2, 3 players: %d actions, return %g\n", (int)steps, returns[0]);
  status = 0;

done:
  bgb_state_free(state);
  bgb_game_free(game);
  free(actions);
  return status;
}
