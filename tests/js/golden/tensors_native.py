"""Prints every game's observation tensors and legal masks along random games, and batches of
every game stepped with random legal actions, on native libbgb (the boardgamesbot package of
capi/python; BGB_LIBRARY names the library; needs numpy). js.tensors prints the same from
libbgb.wasm: tensors, masks, seats, rewards and dones equal to the bit across platforms.
Floats are reported as FNV-1a digests of their little-endian bytes.
Writes tensors.txt via regenerate.sh; the ctest python.golden_tensors compares."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../capi/python"))
import numpy as np  # noqa: E402

import boardgamesbot as bgb  # noqa: E402

# (game, seed, options): random games whose every 9th state is printed, every seat's tensor
# and the public one. The Crew's first three lines of games predate the other encoders.
GAMES = [("the-crew", 3, '{"players":3,"mission":1}'), ("the-crew", 7, '{"players":2,"mission":7}'),
         ("the-crew", 11, '{"players":5,"mission":12}'), ("under-falling-skies", 1, "{}"),
         ("under-falling-skies", 7, '{"hard":["sky1"]}'), ("dp6", 3, '{"players":3,"max_turns":40}'),
         ("red-november", 5, '{"players":4}')]
BATCHES = [("the-crew", '{"players":4,"mission":3}'), ("under-falling-skies", "{}"), ("dp6", "{}"),
           ("red-november", "{}")]
BATCH_SEED, BATCH_N, BATCH_STEPS = 12345678901234567890, 4, 30
STRIDE = 9


def fnv(array: np.ndarray) -> str:
    h = 0x811C9DC5
    for b in array.astype(array.dtype.newbyteorder("<"), copy=False).tobytes():
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return f"{h:08x}"


for name, seed, options in GAMES:
    game = bgb.Game(name, options)
    rng, state, k = bgb.Rng(seed), game.initial_state(), 0
    viewers = [*range(game.num_players), bgb.VIEW_PUBLIC]
    while True:
        if k % STRIDE == 0:
            views = " ".join(f"{v}={fnv(state.observation_tensor(v))}" for v in viewers)
            print(f"{name} {options} seed {seed} state {k}: {views} mask={fnv(state.legal_mask())}")
        if state.is_terminal:
            break
        if state.current_player == bgb.CHANCE:
            action = state.sample_chance(rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
        state, k = state.apply(action), k + 1

for name, options in BATCHES:
    game = bgb.Game(name, options)
    n, a, p = BATCH_N, game.num_distinct_actions, game.num_players
    length = int(np.prod(game.observation_shape()))
    obs, masks = np.empty((n, length), np.float32), np.empty((n, a), np.uint8)
    seats, actions = np.empty(n, np.int32), np.empty(n, np.int32)
    rewards, dones = np.empty((n, p), np.float32), np.empty(n, np.uint8)
    rng = bgb.Rng(5)
    with bgb.Batch(game, n, BATCH_SEED) as batch:
        for step in range(BATCH_STEPS):
            batch.observe(obs, masks, seats)
            for i in range(n):
                legal = np.flatnonzero(masks[i])
                actions[i] = legal[rng.below(len(legal))]
            line = (f"{name} {options} batch step {step}: players={seats.tolist()} masks={fnv(masks)} "
                    f"obs={fnv(obs)}")
            batch.step(actions, rewards, dones)
            print(f"{line} actions={actions.tolist()} dones={dones.tolist()} rewards={fnv(rewards)}")
