/* random_playout: plays one seeded random game of any registered game through the C ABI and
** prints it, ending with the final state's hash (the same in every language binding: the C#
** tests compare with it).
**
**   random_playout [--game NAME] [SEED] [OPTIONS_JSON]
**     e.g.  random_playout 42 '{"players":3,"mission":1}'          (The Crew, the default)
**           random_playout --game under-falling-skies 7 '{"hard":["sky1"]}'
**           random_playout --game dp6 3 '{"players":3,"max_turns":100}'
**           random_playout --game red-november 5 '{"players":4}'
**
** Chance outcomes are drawn with bgb_state_sample_chance and decisions picked uniformly with
** bgb_rng_below, from one generator seeded with bgb_rng_seed: the same seed plays the same game
** as bgb::random_playout in C++. */
#include <bgb/bgb.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char* const kUsage =
    "usage: random_playout [--game NAME] [SEED] [OPTIONS_JSON]\n"
    "  plays one seeded random game through libbgb and prints every action and the result.\n"
    "  NAME: the-crew (default), under-falling-skies, dp6 or red-november; SEED: a number\n"
    "  (default 42); OPTIONS_JSON: the game's options (default: The Crew with 3 players,\n"
    "  mission 1; {} for another game's defaults).\n";

/* Prints the failing call and the library's message, then exits. */
static void check(int32_t status, const char* what) {
  if (status != BGB_OK) {
    fprintf(stderr, "%s failed (%s): %s\n", what, bgb_status_string(status), bgb_last_error());
    exit(1);
  }
}

int main(int argc, char** argv) {
  const char* name = "the-crew";
  const char* options = NULL;
  uint64_t seed = 42u;
  int arg = 1;
  char* end = NULL;
  bgb_game* game = NULL;
  bgb_state* state = NULL;
  int32_t max_legal = 0, players = 0, terminal = 0, steps = 0, n = 0, i;
  int32_t* legal;
  double returns[8];
  uint64_t rng = 0, hash = 0;
  char text[128];

  if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
    fputs(kUsage, stdout);
    return 0;
  }
  if (argc > 2 && strcmp(argv[1], "--game") == 0) {
    name = argv[2];
    arg = 3;
  }
  if (argc > arg) {
    seed = (uint64_t)strtoull(argv[arg], &end, 10);
    if (*argv[arg] == '\0' || *end != '\0') {  /* not a number: say so rather than play seed 0 */
      fprintf(stderr, "random_playout: '%s' is not a seed\n%s", argv[arg], kUsage);
      return 2;
    }
  }
  if (argc > arg + 1) options = argv[arg + 1];
  if (options == NULL) options = strcmp(name, "the-crew") == 0 ? "{\"players\":3,\"mission\":1}" : "{}";

  check(bgb_game_new(name, options, &game), "bgb_game_new");
  check(bgb_game_max_legal_actions(game, &max_legal), "bgb_game_max_legal_actions");
  check(bgb_game_num_players(game, &players), "bgb_game_num_players");
  legal = (int32_t*)malloc(sizeof(int32_t) * (size_t)max_legal);
  if (legal == NULL) return 1;
  check(bgb_state_new(game, &state), "bgb_state_new");
  bgb_game_free(game); /* the state keeps the game alive */
  bgb_rng_seed(seed, &rng);
  printf("%s %s, seed %llu (libbgb %s)\n", name, options, (unsigned long long)seed, bgb_version_string());

  for (;;) {
    int32_t player = 0, action = -1, len = 0;
    bgb_state* next = NULL;
    check(bgb_state_is_terminal(state, &terminal), "bgb_state_is_terminal");
    if (terminal) break;
    check(bgb_state_current_player(state, &player), "bgb_state_current_player");
    if (player == BGB_CHANCE) {
      check(bgb_state_sample_chance(state, &rng, &action), "bgb_state_sample_chance");
    } else {
      uint64_t pick = 0;
      check(bgb_state_legal_actions(state, legal, max_legal, &n), "bgb_state_legal_actions");
      check(bgb_rng_below(&rng, (uint64_t)n, &pick), "bgb_rng_below");
      action = legal[pick];
    }
    check(bgb_state_action_text(state, action, text, (int32_t)sizeof text, &len), "bgb_state_action_text");
    if (player == BGB_CHANCE) printf("%4d  chance  %s\n", (int)steps, text);
    else printf("%4d  seat %d  %s\n", (int)steps, (int)player, text);
    check(bgb_state_apply(state, action, &next), "bgb_state_apply");
    bgb_state_free(state);
    state = next;
    ++steps;
  }

  check(bgb_state_returns(state, returns, 8, &n), "bgb_state_returns");
  printf("result after %d actions: returns", (int)steps);
  for (i = 0; i < n; ++i) printf(" %g", returns[i]);
  printf(" (%s)\n", n > 0 && returns[0] > 0 ? "success" : "failure");
  check(bgb_state_hash(state, &hash), "bgb_state_hash");
  printf("final state hash: %016llx\n", (unsigned long long)hash);
  bgb_state_free(state);
  free(legal);
  return 0;
}
