/* SPDX-License-Identifier: MIT */
/*
** bgb.h -- the stable C ABI of BoardGamesBot (libbgb).
**
** An embeddable rules library for tabletop games. This header is valid C99 (and C++), uses only
** fixed-width integer types, doubles and pointers in its signatures (no bool, size_t, long or
** struct passed by value), and is the whole interface of the shared library: only the bgb_*
** functions declared here are exported.
**
** Overview
** --------
**   bgb_game   an immutable game with fixed options, created by name from a JSON options
**              string ("the-crew", "{\"players\":4,\"mission\":7}").
**   bgb_state  an immutable state of a game. Applying an action returns a NEW state handle;
**              the input state is never changed. A state keeps its game alive, so a state may
**              be used after the bgb_game it came from has been freed. For hot loops (ABI 1.4),
**              bgb_state_apply_into and bgb_state_copy_into overwrite a handle the caller
**              owns instead of allocating a new one; no other function changes a handle.
**   bgb_bot    a search bot of one game (ABI 1.2). Unlike games and states it is mutable: it
**              reuses its search trees, so one thread at a time per bot (see "Bots").
**   bgb_batch  n games of one game stepped together for learning loops (ABI 1.5); mutable like
**              a bot (see "Batched environments").
**
** Conventions shared by every function (docs/abi.md has the long form)
** --------------------------------------------------------------------
** STATUS   Functions that can fail return an int32_t status: BGB_OK (0) on success, a
**          negative BGB_E_* code on failure. On failure the calling thread's bgb_last_error()
**          message names the function and the cause, e.g.
**            "bgb_state_apply: action 26 (play g9) is not legal: seat 2 must follow pink".
**          Messages about an action are meant for the seat to act: they may name its cards.
**          Successful calls leave bgb_last_error() unchanged.
** POINTERS Every pointer argument is checked. A NULL where a pointer is required returns
**          BGB_E_INVALID_ARGUMENT with a message naming the function and the argument. The
**          only pointers that may be NULL are the output buffers of size queries (below), the
**          options_json of bgb_game_new and bgb_bot_new, and the handles passed to the *_free
**          functions.
** OUTPUTS  On failure, handle outputs (bgb_game** / bgb_state** / bgb_bot**) are set to NULL when the
**          out pointer itself is not NULL; other outputs are left unchanged unless the
**          function says otherwise (BGB_E_BUFFER_TOO_SMALL sets the needed size).
** BUFFERS  Variable-size results are written into caller-provided buffers:
**          - buf == NULL is a size query: returns BGB_OK and sets *out_len / *out_count to the
**            size needed; cap is ignored.
**          - cap < 0 is BGB_E_INVALID_ARGUMENT.
**          - a cap too small returns BGB_E_BUFFER_TOO_SMALL, sets the needed size and writes
**            nothing into buf.
**          - strings are UTF-8; lengths exclude the terminating NUL, which is always written,
**            so a string of length len needs cap >= len + 1.
** MEMORY   Handles returned through bgb_game** / bgb_state** / bgb_bot** belong to the caller,
**          who releases them with bgb_game_free / bgb_state_free / bgb_bot_free (all accept NULL). Returned
**          const char* strings belong to the library and must not be freed.
**          The calls of a playout loop allocate nothing unless they fail (since ABI 1.4):
**          bgb_state_current_player, bgb_state_is_terminal, bgb_state_legal_actions,
**          bgb_state_sample_chance, bgb_state_returns, bgb_state_hash, bgb_rng_below, and
**          bgb_state_apply_into / bgb_state_copy_into on a dst that owns its state; since ABI
**          1.5 also bgb_state_observation_tensor, bgb_state_legal_mask, bgb_batch_step and
**          bgb_batch_observe; since ABI 1.7 bgb_state_random_action.
** THREADS  Games and states are immutable: any number of threads may call any function on the
**          same handles at the same time. The exceptions: a handle must not be freed while
**          another thread is still using that same handle; the dst handle of
**          bgb_state_apply_into / bgb_state_copy_into must not be used by another thread
**          during that call (its clones may: they are never changed); and a bgb_bot serves one
**          call at a time (give each thread its own bot). Error messages are per thread.
** ERRORS   No C++ exception ever crosses this interface: allocation failure is reported as
**          BGB_E_OUT_OF_MEMORY, any other unexpected failure as BGB_E_INTERNAL.
*/
#ifndef BGB_BGB_H
#define BGB_BGB_H

#include <stdint.h>

/* BGB_API marks the exported functions. The library itself is compiled with hidden visibility
** and a linker version script, so nothing but these functions is visible from outside. */
#if defined(_WIN32) || defined(__CYGWIN__)
#  if defined(BGB_BUILDING_LIBRARY)
#    define BGB_API __declspec(dllexport)
#  else
#    define BGB_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) && __GNUC__ >= 4
#  define BGB_API __attribute__((visibility("default")))
#else
#  define BGB_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------------------------------------
** Versions
** -------------------------------------------------------------------------------------------*/

/** The ABI this header describes. The major number changes only when an existing function
** changes or disappears (the shared library's SONAME is libbgb.so.MAJOR); the minor number
** grows when functions or status codes are added. BGB_ABI_VERSION packs both as
** (major << 16) | minor, the same encoding bgb_abi_version() returns. */
#define BGB_ABI_VERSION_MAJOR 1
#define BGB_ABI_VERSION_MINOR 7
#define BGB_ABI_VERSION ((BGB_ABI_VERSION_MAJOR << 16) | BGB_ABI_VERSION_MINOR)

/** The ABI version of the loaded library, encoded like BGB_ABI_VERSION. A program compiled
** against this header can use the library if
**   (bgb_abi_version() >> 16) == BGB_ABI_VERSION_MAJOR &&
**   (bgb_abi_version() & 0xFFFF) >= BGB_ABI_VERSION_MINOR.
** Never fails; thread-safe. */
BGB_API uint32_t bgb_abi_version(void);

/** The library's release version, e.g. "1.3.0": MAJOR.MINOR is the ABI version, PATCH counts
** fix releases. Never NULL; a static string owned by the library. Thread-safe. */
BGB_API const char* bgb_version_string(void);

/* ---------------------------------------------------------------------------------------------
** Status codes and errors
** -------------------------------------------------------------------------------------------*/

/* Pseudo-players returned by bgb_state_current_player. */
#define BGB_CHANCE (-1)   /* the state waits for a chance outcome */
#define BGB_TERMINAL (-2) /* the game is over */

/* Viewers for bgb_state_to_json / bgb_state_render, besides a seat number 0..players-1. */
#define BGB_VIEW_ALL (-1)    /* omniscient: everything, hidden cards included */
#define BGB_VIEW_PUBLIC (-2) /* spectator: only what is public */

/** Status codes. 0 is success, every error is negative. New codes may be added in a minor
** ABI version; treat any unknown negative value as an error. */
enum {
  BGB_OK = 0,
  BGB_E_INVALID_ARGUMENT = -1, /* a NULL pointer, negative capacity, bad option, bad viewer... */
  BGB_E_ILLEGAL_ACTION = -2,   /* the action is not legal in this state */
  BGB_E_BUFFER_TOO_SMALL = -3, /* the needed size was stored; nothing was written */
  BGB_E_PARSE = -4,            /* text that is not valid JSON; an unreadable action text */
  BGB_E_UNKNOWN_GAME = -5,     /* no game by that name */
  BGB_E_OUT_OF_MEMORY = -6,    /* an allocation failed */
  BGB_E_UNSUPPORTED = -7,      /* valid, but the game does not offer it (e.g. resampling) */
  BGB_E_INTERNAL = -100        /* a bug in the library; please report the message */
};

/** A short static name for a status code: "ok", "invalid_argument", "illegal_action",
** "buffer_too_small", "parse", "unknown_game", "out_of_memory", "unsupported", "internal";
** "unknown" for any other value. Never NULL; never free it. Thread-safe. */
BGB_API const char* bgb_status_string(int32_t status);

/** The message of the last failed call made by the calling thread, naming the function and
** the cause; "" if no call on this thread has failed yet. Successful calls do not clear it.
** Never NULL. The string belongs to the library and stays valid until the next failing call
** on the same thread (or the thread's exit); copy it to keep it. Thread-safe: each thread
** has its own message. */
BGB_API const char* bgb_last_error(void);

/* ---------------------------------------------------------------------------------------------
** Random numbers (the pinned SplitMix64 generator of the C++ library)
** -------------------------------------------------------------------------------------------*/

/** Stores in *rng_state the generator state that C++ bgb::Rng(seed) starts from, so that
** bgb_state_sample_chance and bgb_rng_below draw exactly the numbers the C++ library draws
** for the same seed. The whole generator state is this one uint64_t: copy it to fork the
** stream. A NULL rng_state is a no-op (and sets bgb_last_error). Thread-safe (it touches
** only *rng_state). */
BGB_API void bgb_rng_seed(uint64_t seed, uint64_t* rng_state);

/** Draws a uniform integer in [0, bound) into *out and advances *rng_state, exactly like C++
** bgb::Rng::below (unbiased: it draws again rather than favour some values). Picking a legal action as
** actions[value] with bound = the number of legal actions reproduces bgb::random_action.
** Errors: BGB_E_INVALID_ARGUMENT if rng_state or out is NULL or bound is 0 (*rng_state is
** then unchanged). Thread-safe (it touches only *rng_state and *out). */
BGB_API int32_t bgb_rng_below(uint64_t* rng_state, uint64_t bound, uint64_t* out);

/* ---------------------------------------------------------------------------------------------
** Games
** -------------------------------------------------------------------------------------------*/

typedef struct bgb_game bgb_game;
typedef struct bgb_state bgb_state;

/** Writes the names of the registered games as a JSON array of strings, e.g. ["the-crew"].
** Buffer protocol as described at the top (buf NULL = size query; len excludes the NUL).
** Errors: BGB_E_INVALID_ARGUMENT (out_len NULL, cap < 0), BGB_E_BUFFER_TOO_SMALL.
** Thread-safe. */
BGB_API int32_t bgb_games_list(char* buf, int32_t cap, int32_t* out_len);

/** Creates the game `name` with the options in the JSON object `options_json` (NULL, "" or "{}"
** for the defaults; docs/json.md lists the options of each game). On success *out is a new
** handle the caller frees with bgb_game_free.
** Errors: BGB_E_INVALID_ARGUMENT (name or out NULL; options_json is valid JSON but not an
** object; an unknown key or an option with a wrong value, e.g. "bgb_game_new: the-crew options:
** players must be 2..5, got 7"), BGB_E_PARSE (options_json is not valid JSON),
** BGB_E_UNKNOWN_GAME (no such game), BGB_E_UNSUPPORTED (options the game's rules do not
** implement; none of the registered games has such an option today), BGB_E_OUT_OF_MEMORY.
** Thread-safe. */
BGB_API int32_t bgb_game_new(const char* name, const char* options_json, bgb_game** out);

/** Releases a game handle. States made from it stay valid (each keeps the game alive).
** NULL is a no-op. Must not race with other calls using the same handle. */
BGB_API void bgb_game_free(bgb_game* game);

/** Writes the game's registry name (e.g. "the-crew"). Buffer protocol as at the top.
** Errors: BGB_E_INVALID_ARGUMENT (game or out_len NULL, cap < 0), BGB_E_BUFFER_TOO_SMALL.
** Thread-safe. */
BGB_API int32_t bgb_game_name(const bgb_game* game, char* buf, int32_t cap, int32_t* out_len);

/** Writes the game's options as normalized JSON (every option spelled out, defaults included);
** passing it back to bgb_game_new makes an equal game. Buffer protocol as at the top.
** Errors: BGB_E_INVALID_ARGUMENT (game or out_len NULL, cap < 0), BGB_E_BUFFER_TOO_SMALL.
** Thread-safe. */
BGB_API int32_t bgb_game_options_json(const bgb_game* game, char* buf, int32_t cap, int32_t* out_len);

/** Stores the number of players (seats that receive returns) in *out.
** Errors: BGB_E_INVALID_ARGUMENT (game or out NULL). Thread-safe. */
BGB_API int32_t bgb_game_num_players(const bgb_game* game, int32_t* out);

/** Stores the number of distinct action ids in *out: every action, chance outcomes included,
** is an id in [0, *out). Errors: BGB_E_INVALID_ARGUMENT (game or out NULL). Thread-safe. */
BGB_API int32_t bgb_game_num_distinct_actions(const bgb_game* game, int32_t* out);

/** Stores in *out the most legal actions (or chance outcomes) any state can have: a buffer of
** this capacity never gets BGB_E_BUFFER_TOO_SMALL from bgb_state_legal_actions or
** bgb_state_chance_outcomes. Errors: BGB_E_INVALID_ARGUMENT (game or out NULL). Thread-safe. */
BGB_API int32_t bgb_game_max_legal_actions(const bgb_game* game, int32_t* out);

/* ---------------------------------------------------------------------------------------------
** States
** -------------------------------------------------------------------------------------------*/

/** Creates the game's initial state (usually a chance node: the deal). On success *out is a
** new handle the caller frees with bgb_state_free; it lives on after the game is freed.
** Errors: BGB_E_INVALID_ARGUMENT (game or out NULL), BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_state_new(const bgb_game* game, bgb_state** out);

/** Releases a state handle. NULL is a no-op. Must not race with other calls using the same
** handle; other handles (clones, successors, the game) are unaffected. */
BGB_API void bgb_state_free(bgb_state* state);

/** Creates a second handle to the same (immutable) state; free both independently.
** Errors: BGB_E_INVALID_ARGUMENT (s or out NULL), BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_state_clone(const bgb_state* s, bgb_state** out);

/** Creates a new handle to the game the state belongs to, which the caller frees with
** bgb_game_free. Errors: BGB_E_INVALID_ARGUMENT (s or out NULL), BGB_E_OUT_OF_MEMORY.
** Thread-safe. */
BGB_API int32_t bgb_state_game(const bgb_state* s, bgb_game** out);

/** Stores in *out the seat to act (0..players-1), BGB_CHANCE at a chance node or BGB_TERMINAL
** when the game is over. The Crew with 2 players: when JARVIS is to act this is the
** commander's seat, who decides for JARVIS (the snapshot's "actor" is then 2).
** Errors: BGB_E_INVALID_ARGUMENT (s or out NULL). Thread-safe. */
BGB_API int32_t bgb_state_current_player(const bgb_state* s, int32_t* out);

/** Stores 1 in *out if the game is over, else 0.
** Errors: BGB_E_INVALID_ARGUMENT (s or out NULL). Thread-safe. */
BGB_API int32_t bgb_state_is_terminal(const bgb_state* s, int32_t* out);

/** Writes the legal actions of the seat to act, in ascending id order, into buf[0..count) and
** stores count in *out_count. At chance and terminal states the count is 0 (use
** bgb_state_chance_outcomes at chance nodes). Buffer protocol as at the top, in elements; a
** buffer of bgb_game_max_legal_actions elements always fits. Allocates nothing unless it
** fails (since ABI 1.4), so a playout loop may call it for every action.
** Errors: BGB_E_INVALID_ARGUMENT (s or out_count NULL, cap < 0), BGB_E_BUFFER_TOO_SMALL.
** Thread-safe. */
BGB_API int32_t bgb_state_legal_actions(const bgb_state* s, int32_t* buf, int32_t cap, int32_t* out_count);

/** At a chance node, writes each outcome's action id to actions[i] and its probability to
** probs[i] (its integer weight divided by the sum of the weights; they add up to 1) and stores
** the number of outcomes in *out_count; elsewhere the count is 0. actions and probs are both
** NULL for a size query, or both non-NULL with room for cap elements each.
** Errors: BGB_E_INVALID_ARGUMENT (s or out_count NULL, exactly one of actions/probs NULL,
** cap < 0), BGB_E_BUFFER_TOO_SMALL. Thread-safe. */
BGB_API int32_t bgb_state_chance_outcomes(const bgb_state* s, int32_t* actions, double* probs, int32_t cap,
                                          int32_t* out_count);

/** At a chance node, draws an outcome in proportion to the weights using the SplitMix64 state
** in *rng_state (see bgb_rng_seed), stores it in *out_action and advances *rng_state, drawing
** exactly what C++ bgb::sample_chance draws from a bgb::Rng in the same state.
** Errors: BGB_E_INVALID_ARGUMENT (a NULL pointer, or the state is not a chance node; then
** *rng_state is unchanged). Thread-safe (it touches only *rng_state and *out_action). */
BGB_API int32_t bgb_state_sample_chance(const bgb_state* s, uint64_t* rng_state, int32_t* out_action);

/** The action a uniformly random playout takes from s, drawn with the SplitMix64 state in
** *rng_state (see bgb_rng_seed): at a chance node the outcome bgb_state_sample_chance draws; at
** a seat's turn legal[k] of bgb_state_legal_actions' list with k drawn as bgb_rng_below(rng_state,
** count) draws it. Stores the id in *out_action and advances *rng_state exactly as those calls
** would, so a loop written with either plays the same games: those C++ bgb::random_playout and
** bgb_playouts play from the same generator. Faster than listing and picking where the game
** draws without a list (every game here does for its commonest decisions). Allocates nothing.
** Added in ABI 1.7.
** Errors: BGB_E_INVALID_ARGUMENT (a NULL pointer, or a terminal state), with *rng_state and
** *out_action unchanged. Thread-safe (it touches only *rng_state and *out_action). */
BGB_API int32_t bgb_state_random_action(const bgb_state* s, uint64_t* rng_state, int32_t* out_action);

/** Information-set resampling (determinization, e.g. for IS-MCTS bots): stores in *out a NEW
** state that `seat` cannot tell apart from s -- bgb_state_to_json(result, seat) equals
** bgb_state_to_json(s, seat) -- in which every card and record hidden from that seat (the other
** hands, face-down cards, unseen distress cards and draws, unrevealed preset tasks of The Crew)
** is redrawn at random, consistently with everything the seat may know (hand sizes, voids shown
** by not following suit, communicated cards and token positions, cards it saw pass), so that
** play can continue from the result. Nothing else of s leaks into the result: two states the
** seat cannot tell apart give the same result for the same *rng_state.
** s is unchanged; on success *out is a new handle the caller frees with bgb_state_free. The
** draws use the SplitMix64 state in *rng_state (see bgb_rng_seed), which is advanced like
** bgb_state_sample_chance advances it: the same *rng_state gives the same result on every
** platform, and calling again with the advanced state gives another.
** The Crew with 2 players: JARVIS (seat 2) is not a viewer and is refused. Added in ABI 1.1.
** Errors: BGB_E_INVALID_ARGUMENT (s, rng_state or out NULL; seat not in 0..players-1),
** BGB_E_UNSUPPORTED (a game without hidden information, or one that cannot resample),
** BGB_E_OUT_OF_MEMORY; on failure *out is NULL (when out is not) and *rng_state is unchanged.
** Thread-safe (it touches only *rng_state and *out). */
BGB_API int32_t bgb_state_resample(const bgb_state* s, int32_t seat, uint64_t* rng_state, bgb_state** out);

/** Applies a legal action (a decision of the seat to act, or at a chance node one of its
** outcomes) and stores the resulting NEW state in *out, which the caller frees; s is unchanged.
** Errors: BGB_E_INVALID_ARGUMENT (s or out NULL), BGB_E_ILLEGAL_ACTION (the message names the
** action, its text and why, e.g. "bgb_state_apply: action 26 (play g9) is not legal: seat 2
** must follow pink"; ids outside [0, num_distinct_actions) too, unlike bgb_state_action_text),
** BGB_E_OUT_OF_MEMORY.
** Thread-safe. */
BGB_API int32_t bgb_state_apply(const bgb_state* s, int32_t action, bgb_state** out);

/** Applies a legal action like bgb_state_apply, but writes the resulting state into dst, a
** handle the caller already owns, instead of a new handle: afterwards dst holds exactly the
** state bgb_state_apply would have returned (the same hash), and s is unchanged unless it is
** dst. dst must be a state of the same game as s (the same game name and options); what it
** held before is overwritten. dst == s is allowed and applies the action to s itself.
** Clones are never affected: if dst shares its state with other handles (bgb_state_clone), dst
** first gets a copy of its own (one allocation; the next calls on dst reuse it), and the other
** handles keep what they see. Meant for playout loops: on a dst that owns its state (any handle
** made by bgb_state_new, bgb_state_apply, bgb_state_from_json... and not cloned since) it
** allocates nothing and costs about what the C++ library's apply_in_place costs plus the
** legality check. Like bgb_state_apply it checks the action (with the game's own legality test,
** without listing every legal action). Added in ABI 1.4.
** Errors: BGB_E_INVALID_ARGUMENT (s or dst NULL; dst is a state of another game, e.g.
** "bgb_state_apply_into: dst is a state of another game (dp6 {...}) than the source
** (the-crew {...})"), BGB_E_ILLEGAL_ACTION (the message names the action, its text and why,
** as bgb_state_apply's does, e.g. "bgb_state_apply_into: action 26 (play g9) is not legal:
** seat 2 must follow pink"; ids outside [0, num_distinct_actions) too), BGB_E_OUT_OF_MEMORY
** (only when dst shared its state). On failure dst (and s) are unchanged.
** Thread-safe for s; dst is written: no other thread may use the dst handle during the call. */
BGB_API int32_t bgb_state_apply_into(const bgb_state* s, int32_t action, bgb_state* dst);

/** Overwrites dst, a handle the caller owns, with the state of src: afterwards dst equals src
** (the same hash) and is independent of it, e.g. to restart playouts from one root without
** allocating a handle per playout. dst must be a state of the same game as src (the same game
** name and options); src == dst does nothing. As with bgb_state_apply_into, clones of dst are
** never affected (a dst that shares its state gets a copy of its own, one allocation), and a
** dst that owns its state is overwritten without allocating. Added in ABI 1.4.
** Errors: BGB_E_INVALID_ARGUMENT (src or dst NULL; dst is a state of another game),
** BGB_E_OUT_OF_MEMORY (only when dst shared its state). On failure dst is unchanged.
** Thread-safe for src; no other thread may use the dst handle during the call. */
BGB_API int32_t bgb_state_copy_into(const bgb_state* src, bgb_state* dst);

/** Parses action_text in this state (the game's notation, e.g. "play g5"; case and extra
** spaces do not matter) and applies it like bgb_state_apply.
** Errors: BGB_E_INVALID_ARGUMENT (a NULL pointer), BGB_E_PARSE (not an action of this game),
** BGB_E_ILLEGAL_ACTION (an action, but not legal now), BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_state_apply_text(const bgb_state* s, const char* action_text, bgb_state** out);

/** Parses action_text in this state and stores its id in *out_action without applying it; the
** action may still be illegal (bgb_state_apply checks). Errors: BGB_E_INVALID_ARGUMENT (a NULL
** pointer), BGB_E_PARSE (not readable as an action), BGB_E_ILLEGAL_ACTION (readable but false
** in this state, e.g. a communication with the wrong token position). Thread-safe. */
BGB_API int32_t bgb_state_parse_action(const bgb_state* s, const char* text, int32_t* out_action);

/** Writes the text of an action id as seen in this state (e.g. "play g5", "comm b7 top"). Any
** id in [0, num_distinct_actions) has a text, legal or not. Buffer protocol as at the top.
** Errors: BGB_E_INVALID_ARGUMENT (s or out_len NULL, cap < 0, action outside
** [0, num_distinct_actions) -- bgb_state_apply reports such an id as BGB_E_ILLEGAL_ACTION),
** BGB_E_BUFFER_TOO_SMALL. Thread-safe. */
BGB_API int32_t bgb_state_action_text(const bgb_state* s, int32_t action, char* buf, int32_t cap,
                                      int32_t* out_len);

/** Writes the text of an action id as one viewer may read it when the action is taken from this
** state, for transcripts shown to a seat: what the viewer may not know reads "?". In The Crew a
** dealt card reads "deal ?" except to the seat that receives it (JARVIS's face-up cards: to
** everyone), a distress card "give ?" except to the seat that gives it, and mission 12's drawn
** card "draw ?" except to the seat that draws and the seat drawn from; in Red November an item
** reads "item ?" except to the seat that receives it. Every other action of the four games is
** public, so its text is bgb_state_action_text's. viewer is a seat (0..players-1),
** BGB_VIEW_PUBLIC (what a spectator may read) or BGB_VIEW_ALL (the omniscient text, exactly
** bgb_state_action_text's). Like bgb_state_action_text, any id in [0, num_distinct_actions) has a
** text, legal or not. Buffer protocol as at the top. Added in ABI 1.6.
** Errors: BGB_E_INVALID_ARGUMENT (s or out_len NULL, cap < 0, action outside
** [0, num_distinct_actions), viewer not a seat, BGB_VIEW_ALL or BGB_VIEW_PUBLIC),
** BGB_E_BUFFER_TOO_SMALL. Thread-safe. */
BGB_API int32_t bgb_state_action_text_for(const bgb_state* s, int32_t action, int32_t viewer, char* buf,
                                          int32_t cap, int32_t* out_len);

/** Writes one return per player (count = bgb_game_num_players) into buf and stores the count.
** At a terminal state these are the final returns (The Crew: 1 for every seat on success, 0 on
** failure); before that, what the game scores so far (The Crew: 0). Buffer protocol as at the
** top, in elements; allocates nothing unless it fails (since ABI 1.4).
** Errors: BGB_E_INVALID_ARGUMENT (s or out_count NULL, cap < 0), BGB_E_BUFFER_TOO_SMALL.
** Thread-safe. */
BGB_API int32_t bgb_state_returns(const bgb_state* s, double* buf, int32_t cap, int32_t* out_count);

/** Writes the state as JSON for a viewer: BGB_VIEW_ALL gives the exact snapshot that
** bgb_state_from_json reads back; a seat (0..players-1) or BGB_VIEW_PUBLIC gives that viewer's
** observation, with nothing it may not see. Buffer protocol as at the top.
** Errors: BGB_E_INVALID_ARGUMENT (s or out_len NULL, cap < 0, viewer not a seat,
** BGB_VIEW_ALL or BGB_VIEW_PUBLIC), BGB_E_BUFFER_TOO_SMALL. Thread-safe. */
BGB_API int32_t bgb_state_to_json(const bgb_state* s, int32_t viewer, char* buf, int32_t cap, int32_t* out_len);

/** Writes a short human-readable picture of the state for a viewer (as bgb_state_to_json
** chooses what to show). Meant for people; the format may change. Buffer protocol as at the
** top. Errors: as bgb_state_to_json. Thread-safe. */
BGB_API int32_t bgb_state_render(const bgb_state* s, int32_t viewer, char* buf, int32_t cap, int32_t* out_len);

/** Reads an omniscient snapshot written by bgb_state_to_json(..., BGB_VIEW_ALL, ...) for a
** game with the same options; on success *out is a new state equal to the one written (same
** hash). Errors: BGB_E_PARSE (json is not valid JSON), BGB_E_INVALID_ARGUMENT (a NULL pointer;
** valid JSON that is not an object; an observation rather than a BGB_VIEW_ALL snapshot; a
** missing or unknown key, a wrong type or value; a snapshot inconsistent with the rules or with
** the game's options), BGB_E_OUT_OF_MEMORY. Snapshots load into the same or a newer library,
** not an older one (it refuses keys it does not know). Thread-safe. */
BGB_API int32_t bgb_state_from_json(const bgb_game* game, const char* json, bgb_state** out);

/** Stores a 64-bit hash of the whole state in *out: equal states have equal hashes on every
** platform and in every language binding (it is the C++ library's hash). Errors:
** BGB_E_INVALID_ARGUMENT (s or out NULL). Thread-safe. */
BGB_API int32_t bgb_state_hash(const bgb_state* s, uint64_t* out);

/** Replays a log and stores the final state in *out, a new handle the caller frees. Two forms
** (docs/json.md, "Replay log"):
**   {"game": NAME, "options": {...}, "actions": ["deal p1", ...]}
**     every action text, chance outcomes included, applied in order from the initial state;
**   {"game": NAME, "options": {...}, "seed": 42, "actions": ["pick g2", ...]}
**     decisions only: before each decision and after the last one, chance nodes are resolved
**     with the generator of bgb_rng_seed(seed) as bgb_state_sample_chance draws. The seed is
**     an unsigned 64-bit integer, as a JSON number or a decimal string.
** Errors: BGB_E_INVALID_ARGUMENT (a NULL pointer; valid JSON that is not an object; a bad key,
** option or seed), BGB_E_PARSE (not valid JSON; an unreadable action text),
** BGB_E_UNKNOWN_GAME, BGB_E_UNSUPPORTED, BGB_E_ILLEGAL_ACTION (the message gives the 0-based
** step, e.g. "bgb_replay: replay_log: step 9 ('play g9'): action 26 (play g9) is not legal: seat
** 2 must follow pink"), BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_replay(const char* log_json, bgb_state** out);

/* ---------------------------------------------------------------------------------------------
** Batch playouts (ABI 1.4)
**
** Whole uniformly random games played inside the library, on the typed C++ game with no call
** back across this interface per action: the fastest way to measure a position, balance a
** game or warm a cache from C, C#, Python or JavaScript.
** -------------------------------------------------------------------------------------------*/

#define BGB_PLAYOUT_MAX_SEATS 8     /* seats of bgb_playout_stats: the most any game has */
#define BGB_PLAYOUT_LENGTH_BUCKETS 64 /* bucket b: games of 8*b .. 8*b+7 actions; the last: 504+ */
#define BGB_PLAYOUT_BUCKET_WIDTH 8

/** What bgb_playouts adds up. Fixed-width fields only; seats past the game's players stay 0.
** A seat *wins* a game when its return is positive: every registered game returns 0 or 1 per
** seat, so a co-operative success (The Crew, Under Falling Skies, Red November) is a win for
** every seat, a Red November gnome who abandoned ship wins exactly when the crew loses, and
** in DP6 every seat tied for the most crew in a launched Capsule wins. */
typedef struct bgb_playout_stats {
  int64_t games;     /* games played (n) */
  int64_t actions;   /* every action applied, chance outcomes included */
  int64_t decisions; /* the actions a seat chose; actions - decisions were chance outcomes */
  int64_t all_won;   /* games every seat won (a co-operative game's successes) */
  int64_t split;     /* games whose seats' returns differ (someone won, someone did not) */
  int32_t num_players; /* the game's seats: wins[0..num_players) and return_sums[...] are used */
  int32_t reserved;    /* 0 */
  int64_t wins[BGB_PLAYOUT_MAX_SEATS];         /* per seat: games it won */
  double return_sums[BGB_PLAYOUT_MAX_SEATS];   /* per seat: its returns summed */
  int64_t lengths[BGB_PLAYOUT_LENGTH_BUCKETS]; /* games by length in actions (see above) */
} bgb_playout_stats;

/** Plays n uniformly random games from `start` (each decision uniform over the legal actions,
** each chance outcome by its weight, exactly as bgb_state_sample_chance and a uniform pick of
** bgb_state_legal_actions would) and writes their totals into *out. Draws one number from
** *rng_state and advances it once, whatever n and threads are: that number is the batch's
** base seed, and game i plays from its own generator (C++ bgb::playout_seed(base, i)), so the
** totals are the same for every thread count, on every platform. threads > 1 plays the games
** on that many threads inside the call (clamped to the work there is); they have all finished
** when it returns. A terminal start gives n games of 0 actions. start is unchanged.
** Errors: BGB_E_INVALID_ARGUMENT (start, rng_state or out NULL; n < 0; threads < 1), with
** *out and *rng_state unchanged; BGB_E_OUT_OF_MEMORY. Thread-safe: any number of threads may
** run batches from the same start at once (each with its own rng_state and out). Added in
** ABI 1.4. */
BGB_API int32_t bgb_playouts(const bgb_state* start, int32_t n, uint64_t* rng_state, int32_t threads,
                             bgb_playout_stats* out);

/* ---------------------------------------------------------------------------------------------
** Observation tensors and legal-action masks (ABI 1.5)
**
** Numbers for learning agents. Each game with fixed options has ONE flat float32 tensor shape
** (a 1-D tensor whose length the options fix), and a state gives every seat its tensor: what
** that seat may know and nothing else (it is built from the seat's observation, the same one
** bgb_state_to_json writes for that seat, so it cannot leak), with history only where the
** observation itself keeps it. docs/tensors.md lays out every game's tensor field by field
** (offset, length, meaning, encoding). A game that has no tensor encoder yet answers
** BGB_E_UNSUPPORTED; the legal-action mask works for every game.
** -------------------------------------------------------------------------------------------*/

/** Writes the shape of the game's observation tensor: dims[0..*out_ndims) (today always one
** dimension, dims[0] = the tensor's length in floats). Buffer protocol as at the top, in
** elements: dims NULL is a size query (*out_ndims = the number of dimensions, cap ignored); a
** cap below the number of dimensions is BGB_E_BUFFER_TOO_SMALL (*out_ndims set, nothing
** written). Added in ABI 1.5.
** Errors: BGB_E_INVALID_ARGUMENT (g or out_ndims NULL, cap < 0), BGB_E_BUFFER_TOO_SMALL,
** BGB_E_UNSUPPORTED (the game has no tensor encoder; the message names the game).
** Thread-safe. */
BGB_API int32_t bgb_game_observation_shape(const bgb_game* g, int32_t* dims, int32_t cap, int32_t* out_ndims);

/** Writes the observation tensor of `viewer` at s into buf[0..*out_len): a seat 0..players-1
** (everything that seat may know) or BGB_VIEW_PUBLIC (what a spectator sees; the fields of a
** seat's own cards are then all 0). BGB_VIEW_ALL is refused: a tensor is a seat's knowledge.
** Every float is written, zeros included; the length is the product of the dims of
** bgb_game_observation_shape and the layout is in docs/tensors.md. Works at every state,
** chance nodes and terminal states included. Buffer protocol as at the top, in floats (buf
** NULL = size query). Allocates nothing unless it fails. Added in ABI 1.5.
** Errors: BGB_E_INVALID_ARGUMENT (s or out_len NULL, cap < 0, viewer not a seat nor
** BGB_VIEW_PUBLIC), BGB_E_BUFFER_TOO_SMALL, BGB_E_UNSUPPORTED (the game has no tensor encoder).
** Thread-safe. */
BGB_API int32_t bgb_state_observation_tensor(const bgb_state* s, int32_t viewer, float* buf, int32_t cap,
                                             int32_t* out_len);

/** Writes the legal-action mask of s into buf[0..*out_len), *out_len = bgb_game_num_distinct_actions:
** buf[a] = 1 if action a is a legal decision of the seat to act, else 0 (exactly the ids of
** bgb_state_legal_actions). At a chance node or a terminal state every entry is 0. Every game
** has a mask. Buffer protocol as at the top, in bytes (buf NULL = size query). Allocates
** nothing unless it fails. Added in ABI 1.5.
** Errors: BGB_E_INVALID_ARGUMENT (s or out_len NULL, cap < 0), BGB_E_BUFFER_TOO_SMALL.
** Thread-safe. */
BGB_API int32_t bgb_state_legal_mask(const bgb_state* s, uint8_t* buf, int32_t cap, int32_t* out_len);

/* ---------------------------------------------------------------------------------------------
** Batched environments (ABI 1.5)
**
** n games of one game stepped together by one call, for vectorised learning loops (like a
** Gymnasium vector environment or the Hanabi Learning Environment's parallel one): chance is
** played inside, every game always waits for a decision, and a finished game starts again.
**
** RANDOMNESS Game i owns its own SplitMix64 generator, seeded bgb::playout_seed(seed, i) (the
**          per-game seed of bgb_playouts; C++ include/bgb/core/playouts.hpp). Every chance node
**          is resolved with that generator exactly as bgb_state_sample_chance would resolve it,
**          so replaying game i with bgb_state_apply and bgb_state_sample_chance on that
**          generator gives the same states. A game that ends starts again from the initial
**          state, drawing from the same generator (its stream goes on).
** DECISIONS After bgb_batch_new, bgb_batch_reset and every bgb_batch_step, each game waits for
**          a decision of its seat to act (bgb_batch_observe's players[i]); a fresh game's
**          opening chance nodes (the deal...) have been played.
** MEMORY   A batch is a handle the caller owns and frees with bgb_batch_free. It keeps its
**          game alive. bgb_batch_step and bgb_batch_observe allocate nothing unless they fail.
** THREADS  A batch is mutable: bgb_batch_step and bgb_batch_reset must not run while any other
**          call uses the same batch. Calls that only read it (bgb_batch_size,
**          bgb_batch_observe, bgb_batch_state) may run on several threads at once. Different
**          batches are independent.
** -------------------------------------------------------------------------------------------*/

typedef struct bgb_batch bgb_batch;

/** Creates a batch of n games of g (1 <= n <= 1048576), game i seeded bgb::playout_seed(seed, i),
** each played from its initial state to its first decision. On success *out is a new handle
** the caller frees with bgb_batch_free. Added in ABI 1.5.
** Errors: BGB_E_INVALID_ARGUMENT (g or out NULL, n out of range), BGB_E_OUT_OF_MEMORY.
** Thread-safe. */
BGB_API int32_t bgb_batch_new(const bgb_game* g, int32_t n, uint64_t seed, bgb_batch** out);

/** Releases a batch. NULL is a no-op. Must not race with other calls using the same batch.
** Added in ABI 1.5. */
BGB_API void bgb_batch_free(bgb_batch* b);

/** Stores the number of games n in *out_n. Errors: BGB_E_INVALID_ARGUMENT (b or out_n NULL).
** Added in ABI 1.5. Thread-safe. */
BGB_API int32_t bgb_batch_size(const bgb_batch* b, int32_t* out_n);

/** Starts every game again from its initial state, game i's generator re-seeded
** bgb::playout_seed(seed, i), and plays each to its first decision: afterwards the batch is
** exactly what bgb_batch_new(g, n, seed) makes. Added in ABI 1.5.
** Errors: BGB_E_INVALID_ARGUMENT (b NULL). Not thread-safe for the same batch. */
BGB_API int32_t bgb_batch_reset(bgb_batch* b, uint64_t seed);

/** Applies actions[i] for the seat to act of game i, for every i < n, then plays the chance
** nodes that follow with game i's generator. If game i is then over, rewards[i*P + p] (P =
** bgb_game_num_players) receives the returns of seat p in the finished game, dones[i] = 1, and
** game i starts again from its initial state (played to its first decision with the same
** generator); otherwise its rewards are 0 and dones[i] = 0. rewards (n*P floats) and dones (n
** bytes) may each be NULL to skip that output. n must be the batch's size.
** All actions are checked before any game moves: if any is not a legal decision of its game,
** the call returns BGB_E_ILLEGAL_ACTION naming the first such game, the action, its text and
** why, e.g. "bgb_batch_step: game 3: action 26 (play g9) is not legal: seat 2 must follow
** pink", and NO game, output or generator changes. Allocates nothing unless it fails.
** Added in ABI 1.5.
** Errors: BGB_E_INVALID_ARGUMENT (b or actions NULL, n not the batch's size),
** BGB_E_ILLEGAL_ACTION. Not thread-safe for the same batch. */
BGB_API int32_t bgb_batch_step(bgb_batch* b, const int32_t* actions, int32_t n, float* rewards, uint8_t* dones);

/** Fills, for every game i of the batch, row i of each output that is not NULL:
**   obs[i*L .. (i+1)*L)      the observation tensor of game i's seat to act
**                            (bgb_state_observation_tensor with viewer = players[i]),
**                            L = the tensor length of bgb_game_observation_shape;
**   masks[i*A .. (i+1)*A)    its legal-action mask (bgb_state_legal_mask), A =
**                            bgb_game_num_distinct_actions;
**   players[i]               its seat to act (n int32_t; with The Crew's JARVIS, the commander).
** obs_cap and mask_cap are the capacities of obs (floats) and masks (bytes); each must be at
** least n*L and n*A when its buffer is given (ignored when it is NULL). Any output may be NULL
** to skip it. A capacity too small returns BGB_E_BUFFER_TOO_SMALL and writes nothing at all.
** Allocates nothing unless it fails. Added in ABI 1.5.
** Errors: BGB_E_INVALID_ARGUMENT (b NULL, a negative capacity with its buffer),
** BGB_E_BUFFER_TOO_SMALL, BGB_E_UNSUPPORTED (obs given for a game without a tensor encoder;
** nothing is written). Thread-safe for readers (see above). */
BGB_API int32_t bgb_batch_observe(const bgb_batch* b, float* obs, int64_t obs_cap, uint8_t* masks, int64_t mask_cap,
                                  int32_t* players);

/** Stores in *out a NEW state handle holding game i's current state (a copy: later steps of the
** batch do not change it), which the caller frees with bgb_state_free; e.g. to render a game
** or to replay it with the single-state calls. Added in ABI 1.5.
** Errors: BGB_E_INVALID_ARGUMENT (b or out NULL, i outside [0, n)), BGB_E_OUT_OF_MEMORY.
** Thread-safe for readers (see above). */
BGB_API int32_t bgb_batch_state(const bgb_batch* b, int32_t i, bgb_state** out);

/* ---------------------------------------------------------------------------------------------
** Campaign log (The Crew)
**
** What the printed logbook keeps across a campaign of The Crew's 50 missions: per mission the
** number of attempts, how many of them used the distress signal, and whether it succeeded.
** Every attempt counts 1, and the distress signal adds 1 once per mission: the first attempt
** that uses it counts 2, later ones 1 (its token stays active until the mission is
** accomplished, and the logbook has one distress symbol per mission). Once a mission is
** accomplished its row is frozen (the logbook keeps the attempts its success took): recording a
** replay of it, won or failed, succeeds and returns a log equal to the input; call
** bgb_campaign_mission first to tell a replay apart. The next mission is the lowest-numbered one
** without a success: played in order, the mission after the last success; the rulebook allows
** any order, and then it is the first gap a returning crew would fill.
**
** bgb_campaign is an immutable value like bgb_state: recording returns a NEW handle and leaves
** the input as it was. Any number of threads may use the same handle at the same time; a
** handle must not be freed while another thread uses it. Handles returned through
** bgb_campaign** belong to the caller, who frees each exactly once with bgb_campaign_free.
** Added in ABI 1.1. JSON format: docs/json.md, "Campaign log".
** -------------------------------------------------------------------------------------------*/

typedef struct bgb_campaign bgb_campaign;

/* bgb_campaign_next_mission when all 50 missions have succeeded: there is no next mission. */
#define BGB_CAMPAIGN_COMPLETE 0

/** Creates an empty campaign log (no attempts; the next mission is 1). On success *out is a
** new handle the caller frees with bgb_campaign_free.
** Errors: BGB_E_INVALID_ARGUMENT (out NULL), BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_campaign_new(bgb_campaign** out);

/** Releases a campaign handle. NULL is a no-op. Must not race with other calls using the same
** handle; other handles (including those recorded from it) are unaffected. */
BGB_API void bgb_campaign_free(bgb_campaign* campaign);

/** Records the attempt that ended in `finished`, a terminal state of The Crew: one attempt of
** its mission (two if it is the mission's first use of the distress signal), and its success if it succeeded;
** nothing if the mission is already accomplished (a replay: the new handle equals campaign).
** On success *out is a NEW handle the caller frees; campaign is unchanged.
** Errors: BGB_E_INVALID_ARGUMENT (a NULL pointer; the state is not a game of The Crew; the game
** is not over, e.g. "bgb_campaign_record: the-crew campaign: the state is not finished (mission
** 3 is still being played); only a finished mission can be recorded"; the mission already has
** 65535 attempts), BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_campaign_record(const bgb_campaign* campaign, const bgb_state* finished, bgb_campaign** out);

/** Records an attempt given by hand, for crews that play with the physical cards: mission
** 1..50, success 1 (accomplished) or 0 (failed), distress_used 1 (the distress signal was used:
** the attempt counts 2 if it is the mission's first use) or 0. A replay of an accomplished mission
** changes nothing. On success *out is a NEW handle the caller frees; campaign is unchanged.
** Errors: BGB_E_INVALID_ARGUMENT (a NULL pointer; mission outside 1..50; success or
** distress_used other than 0 or 1; the mission already has 65535 attempts),
** BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_campaign_record_result(const bgb_campaign* campaign, int32_t mission, int32_t success,
                                           int32_t distress_used, bgb_campaign** out);

/** Stores in *out the lowest-numbered mission (1..50) without a success, or
** BGB_CAMPAIGN_COMPLETE (0) when all 50 have succeeded.
** Errors: BGB_E_INVALID_ARGUMENT (campaign or out NULL). Thread-safe. */
BGB_API int32_t bgb_campaign_next_mission(const bgb_campaign* campaign, int32_t* out);

/** Stores one mission's row of the log: *attempts (as the logbook counts them: the distress
** signal's one extra included), *distress_attempts (how many attempts used the distress signal) and
** *success (1 if the mission has been accomplished, else 0). A mission never attempted gives
** 0, 0, 0. All three outputs are required.
** Errors: BGB_E_INVALID_ARGUMENT (a NULL pointer, mission outside 1..50; the outputs are then
** unchanged). Thread-safe. */
BGB_API int32_t bgb_campaign_mission(const bgb_campaign* campaign, int32_t mission, int32_t* attempts,
                                     int32_t* distress_attempts, int32_t* success);

/** Writes the log as JSON, e.g.
**   {"game":"the-crew","missions":[{"mission":1,"attempts":3,"distress":1,"success":true}],
**    "next":2,"total_attempts":3}
** listing only missions with attempts, in mission order ("next" is null once all 50 have
** succeeded). bgb_campaign_from_json reads it back to an equal log. Buffer protocol as at the
** top (buf NULL = size query; len excludes the NUL).
** Errors: BGB_E_INVALID_ARGUMENT (campaign or out_len NULL, cap < 0), BGB_E_BUFFER_TOO_SMALL,
** BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_campaign_to_json(const bgb_campaign* campaign, char* buf, int32_t cap, int32_t* out_len);

/** Reads a log written by bgb_campaign_to_json (or by hand, docs/json.md). On success *out is
** a new handle the caller frees. Reading is strict: unknown keys, a game other than
** "the-crew", missions outside 1..50 or listed twice, attempts outside 1..65535, distress attempts
** that do not leave room for the signal's extra attempt (distress + 1 > attempts), and "next" or "total_attempts" that disagree with the rows
** are refused with a message naming the field, e.g. "bgb_campaign_from_json: the-crew campaign:
** missions[2].attempts: 0 is out of range 1..65535".
** Errors: BGB_E_INVALID_ARGUMENT (a NULL pointer; valid JSON that is not such a log),
** BGB_E_PARSE (json is not valid JSON), BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_campaign_from_json(const char* json, bgb_campaign** out);

/* ---------------------------------------------------------------------------------------------
** Bots
**
** A bot chooses the move of the seat to act in a state of its game. Kinds:
**   "random"  a uniformly random legal action;
**   "uct"     Monte Carlo tree search (UCT) over the whole state: for games whose seats see
**             everything (under-falling-skies, dp6); refused for a game that hides something;
**   "ismcts"  information-set MCTS: every iteration searches a state resampled for the seat to
**             act (bgb_state_resample), so the bot never uses what that seat may not know;
**   "mcts"    the right search for the game: "uct" where every seat sees everything, "ismcts"
**             where the game hides something (the-crew, red-november).
** Options (a JSON object; NULL, "" or "{}" for the defaults; unknown keys are refused):
**   "iterations"     playouts per decision over all threads, 0..100000000 (default 1000;
**                    under-falling-skies with "rollout": "game" 2000, where strength still
**                    grows with the budget: docs/bots.md; 0 = no cap, which needs time_ms);
**   "time_ms"        a wall-clock limit per decision, 0..600000 (default 0 = none);
**   "threads"        independent searches run in parallel and merged, 1..64 (default 1);
**   "exploration"    the UCB constant, 0..100 (default 0.7; under-falling-skies with
**                    "rollout": "game" 0.15, which suits its rollout scores: docs/bots.md);
**   "rollout"        "game" (default: the game's own knowledge: its rollout policy, its
**                    evaluation of rollouts cut short, and where it has them its short list
**                    of decisions to search and its score of a finished rollout, as Under
**                    Falling Skies has: there a value is the mean share of the research track
**                    reached, a win counting 1) or "random" (uniformly random rollouts to the
**                    end, every legal action searched, scored by the returns);
**   "rollout_cutoff" with "game", for a game that has an evaluation (all but the-crew, whose
**                    rollouts always play to the end): rollout actions before the evaluation
**                    scores the state (default 0 = the game's own choice);
**   "max_nodes"      tree nodes per thread, 0..2^24 and at most 2^26 over all threads (default
**                    0 = enough for the iterations, at most 2^22). A node takes 32 bytes and
**                    each thread reserves its pool when it searches; a full tree keeps
**                    searching but stops growing.
** DETERMINISM With an iteration budget and no time_ms, the same state, rng state and options
**          (the number of threads included: it changes how the search is split) give the
**          same move and the same analysis on every platform. A time limit makes the result
**          depend on the machine.
** THREADS  A bot reuses its search trees, so it is NOT safe to call the same bot from two
**          threads at once; use one bot per thread (bots of one game may run in parallel, and
**          states stay shareable). A bot keeps its game alive.
** Added in ABI 1.2. More in docs/bots.md.
** -------------------------------------------------------------------------------------------*/

typedef struct bgb_bot bgb_bot;

/** Creates a bot of `kind` (above) for `game` with the options in `options_json` (NULL for the
** defaults). On success *out is a new handle the caller frees with bgb_bot_free.
** Errors: BGB_E_INVALID_ARGUMENT (game, kind or out NULL; an unknown kind; options that are not
** an object, an unknown key or a bad value, e.g. "bgb_bot_new: bot options: threads: 0 is out
** of range 1..64"), BGB_E_PARSE (options_json is not valid JSON), BGB_E_UNSUPPORTED ("uct"
** for a game that hides information), BGB_E_OUT_OF_MEMORY. Thread-safe. */
BGB_API int32_t bgb_bot_new(const bgb_game* game, const char* kind, const char* options_json, bgb_bot** out);

/** Releases a bot. NULL is a no-op. Must not race with other calls using the same bot. */
BGB_API void bgb_bot_free(bgb_bot* bot);

/** Searches s for the seat to act and stores its chosen legal action in *out_action, drawing
** from and advancing the SplitMix64 state *rng_state (see bgb_rng_seed).
** Errors: BGB_E_INVALID_ARGUMENT (a NULL pointer; s is at a chance node or over; s belongs to
** a game with other rules than the bot's; *rng_state and *out_action are then unchanged),
** BGB_E_OUT_OF_MEMORY. Not thread-safe for the same bot (see above). */
BGB_API int32_t bgb_bot_choose(bgb_bot* bot, const bgb_state* s, uint64_t* rng_state, int32_t* out_action);

/** Searches s like bgb_bot_choose and reports what the bot thinks of every legal action of the
** seat to act, in ascending id order: actions[i], visits[i] (playouts through it, all threads)
** and values[i] (the mean return of the seat to act in [0, 1], or the game's rollout score with
** "rollout":"game" where it has one (see bgb_bot_new); 0 if unvisited; a random bot
** reports 0 visits and 0). A searching bot's choice is the most visited (ties: higher value,
** then lower id); a random bot's is a uniform draw. Visits saturate at 2^31-1. *out_count
** receives the number of legal actions; actions, visits and values are all NULL for a size
** query (no search is run and *rng_state is unchanged), or all non-NULL with room for cap
** elements each.
** Errors: BGB_E_INVALID_ARGUMENT (bot, s, rng_state or out_count NULL; some but not all of the
** three arrays NULL; cap < 0; s at a chance node, over, or of another game),
** BGB_E_BUFFER_TOO_SMALL (nothing searched, *out_count set), BGB_E_OUT_OF_MEMORY. Not
** thread-safe for the same bot. */
BGB_API int32_t bgb_bot_analyse(bgb_bot* bot, const bgb_state* s, uint64_t* rng_state, int32_t* actions, int32_t* visits,
                                double* values, int32_t cap, int32_t* out_count);

/* ---------------------------------------------------------------------------------------------
** The Crew solver
**
** bgb_crew_solve answers "can this mission still be won?" with every hand known (a double-
** dummy solve): from any state of the-crew from the task picks on, it searches every line of
** play of the whole crew. bgb_crew_hint asks the same from one seat's view: it redraws the
** hands that seat cannot see (bgb_state_resample), solves each redrawn deal after each legal
** action, and reports the share of deals still winnable after it. Mission 12's draws are the
** one chance in play: the solver averages over them (exactly, unless "chance_samples" says).
** Options (a JSON object; NULL, "" or "{}" for the defaults; unknown keys are refused):
**   "max_nodes"   search nodes per solve, 0..2^53 (default 10000000 for bgb_crew_solve, about
**                 1.5 s on one core; 100000 per solve for bgb_crew_hint; 0 = no cap, which needs
**                 time_ms);
**   "time_ms"     a wall-clock limit per solve, 0..3600000 (default 0 = none);
**   "table_bits"  the transposition table holds 2^table_bits entries of 16 bytes, 10..28
**                 (default 20, 16 MiB, for bgb_crew_solve; 18, 4 MiB, for bgb_crew_hint);
**   "chance_samples" mission 12's draws: 0 (default) averages every outcome of each draw,
**                 exactly but often beyond any node cap; k in 1..64 averages k outcomes of each
**                 draw, chosen by the position: when some draw met has more than k outcomes,
**                 bgb_crew_solve answers BGB_CREW_ESTIMATE, with P in 0..1 (optimistic: each
**                 first-trick line is judged by the draws sampled after it), and a hint's shares
**                 are estimates too; otherwise the answer is exact;
**   "samples"     bgb_crew_hint only: redrawn deals, 1..1000 (default 12).
** DETERMINISM Without time_ms, the same state, options (and rng state) give the same answer
**          on every platform; a time limit makes it depend on the machine.
** THREADS  Both functions are thread-safe: each call allocates its own table, which it frees.
** Added in ABI 1.3. More in docs/solver.md.
** -------------------------------------------------------------------------------------------*/

/* Verdicts of bgb_crew_solve. */
#define BGB_CREW_UNKNOWN 0      /* a limit stopped the search */
#define BGB_CREW_NOT_WINNABLE 1 /* no line of play succeeds */
#define BGB_CREW_WINNABLE 2     /* some line succeeds, whatever chance does */
#define BGB_CREW_PROBABILITY 3  /* mission 12 only: success with probability 0 < P < 1 */
#define BGB_CREW_ESTIMATE 4     /* mission 12 with "chance_samples": P estimated from sampled draws */

/* The longest line bgb_crew_solve returns: a line buffer of this many actions always fits. */
#define BGB_CREW_MAX_LINE 256

/** Solves s (a the-crew state from the task picks on) with every hand known. Stores the verdict
** (BGB_CREW_*) in *out_verdict; if out_probability is not NULL, the success probability under
** perfect play in *out_probability (1 winnable, 0 not winnable, P for BGB_CREW_PROBABILITY or
** BGB_CREW_ESTIMATE, -1 unknown); if line is not NULL, a winning line from s (every decision's action id, chance
** outcomes of mission 12 excluded: the line stops at the first draw) in line[0..*out_line_len)
** — empty unless the verdict is winnable, a probability or an estimate above 0; if out_nodes is not NULL, the search
** nodes visited. line and out_line_len are both NULL or both non-NULL; cap is line's capacity.
** Errors: BGB_E_INVALID_ARGUMENT (s or out_verdict NULL; only one of line and out_line_len
** NULL; cap < 0 with a line buffer; bad options, e.g. "bgb_crew_solve: solve options: table_bits: 30 is out of
** range 10..28"), BGB_E_PARSE (options_json is not valid JSON), BGB_E_UNSUPPORTED (s is not of
** the-crew, or still in the deal or the task reveal), BGB_E_BUFFER_TOO_SMALL (cap shorter than
** the line: nothing is written), BGB_E_OUT_OF_MEMORY (no room for the table). On failure every
** output is unchanged. Thread-safe. */
BGB_API int32_t bgb_crew_solve(const bgb_state* s, const char* options_json, int32_t* out_verdict, double* out_probability,
                               int32_t* line, int32_t cap, int32_t* out_line_len, uint64_t* out_nodes);

/** The solver's hint for `seat`, which must be the seat to act at s (with JARVIS, the
** commander decides for it): for every legal action, in ascending id order, actions[i], the
** mean success probability over the redrawn deals in which the solve finished, in shares[i]
** (0..1; 0 if none finished), and the number of those deals in solved[i] (less than "samples"
** when a limit stopped some). The deals are drawn from and advance the SplitMix64 state
** *rng_state. *out_count receives the number of legal actions; actions, shares and solved are
** all NULL for a size query (nothing is solved and *rng_state is unchanged), or all non-NULL
** with room for cap elements each.
** Errors: BGB_E_INVALID_ARGUMENT (s, rng_state or out_count NULL; some but not all of the three
** arrays NULL; cap < 0 with the arrays; bad options; s at a chance node (the deal, the task
** reveal) or over; seat not the seat to act), BGB_E_PARSE (options_json is not valid JSON),
** BGB_E_UNSUPPORTED (s is not of the-crew), BGB_E_BUFFER_TOO_SMALL (nothing solved, *out_count
** set), BGB_E_OUT_OF_MEMORY. On failure the arrays and *rng_state are unchanged. Thread-safe. */
BGB_API int32_t bgb_crew_hint(const bgb_state* s, int32_t seat, const char* options_json, uint64_t* rng_state,
                              int32_t* actions, double* shares, int32_t* solved, int32_t cap, int32_t* out_count);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* BGB_BGB_H */
