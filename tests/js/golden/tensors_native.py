"""Prints The Crew's observation tensors and legal masks along random games, and batches of
every game stepped with random legal actions, on native libbgb (BGB_LIBRARY names it; the
ABI 1.5 calls through ctypes, as examples/python/bgb.py does not wrap them). js.tensors prints
the same from libbgb.wasm: tensors, masks, seats, rewards and dones equal to the bit across
platforms. Floats are reported as FNV-1a digests of their little-endian bytes.
Writes tensors.txt via regenerate.sh."""
import ctypes
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../examples/python"))
import bgb  # noqa: E402

lib = bgb._lib()
P, I32, U8, F32 = ctypes.c_void_p, ctypes.c_int32, ctypes.c_uint8, ctypes.c_float
for name, args in {
        "bgb_state_observation_tensor": [P, I32, ctypes.POINTER(F32), I32, ctypes.POINTER(I32)],
        "bgb_state_legal_mask": [P, ctypes.POINTER(U8), I32, ctypes.POINTER(I32)],
        "bgb_batch_new": [P, I32, ctypes.c_uint64, ctypes.POINTER(P)],
        "bgb_batch_step": [P, ctypes.POINTER(I32), I32, ctypes.POINTER(F32), ctypes.POINTER(U8)],
        "bgb_batch_observe": [P, ctypes.POINTER(F32), ctypes.c_int64, ctypes.POINTER(U8), ctypes.c_int64,
                              ctypes.POINTER(I32)],
        "bgb_batch_free": [P]}.items():
    getattr(lib, name).argtypes = args
    getattr(lib, name).restype = None if name == "bgb_batch_free" else I32

CREW_LENGTH = 1974
VIEW_PUBLIC = -2
# Games whose tensors this file pins: the others get encoders on other branches, and their
# masks, seats and rewards are pinned here already.
WITH_TENSOR = {"the-crew"}
CREW_GAMES = [(3, '{"players":3,"mission":1}'), (7, '{"players":2,"mission":7}'), (11, '{"players":5,"mission":12}')]
BATCHES = [("the-crew", '{"players":4,"mission":3}'), ("under-falling-skies", "{}"), ("dp6", "{}"),
           ("red-november", "{}")]
BATCH_SEED, BATCH_N, BATCH_STEPS = 12345678901234567890, 4, 30


def fnv(data: bytes) -> str:
    h = 0x811C9DC5
    for b in data:
        h = ((h ^ b) * 0x01000193) & 0xFFFFFFFF
    return f"{h:08x}"


def check(status: int) -> None:
    if status != 0:
        raise RuntimeError(f"status {status}: {lib.bgb_last_error().decode()}")


def tensor(state, viewer: int) -> bytes:
    buf, n = (F32 * CREW_LENGTH)(), I32()
    check(lib.bgb_state_observation_tensor(state._handle, viewer, buf, CREW_LENGTH, ctypes.byref(n)))
    return bytes(buf)


def mask(state, actions: int) -> bytes:
    buf, n = (U8 * actions)(), I32()
    check(lib.bgb_state_legal_mask(state._handle, buf, actions, ctypes.byref(n)))
    return bytes(buf)


for seed, options in CREW_GAMES:
    game = bgb.Game("the-crew", options)
    rng, state, k = bgb.Rng(seed), game.initial_state(), 0
    while True:
        if k % 9 == 0:
            views = " ".join(f"{v}={fnv(tensor(state, v))}" for v in [*range(game.num_players), VIEW_PUBLIC])
            print(f"the-crew {options} seed {seed} state {k}: {views} mask={fnv(mask(state, game.num_distinct_actions))}")
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
    length = CREW_LENGTH if name in WITH_TENSOR else 0
    batch = P()
    check(lib.bgb_batch_new(game._handle, n, BATCH_SEED, ctypes.byref(batch)))
    obs, masks, seats = (F32 * max(1, n * length))(), (U8 * (n * a))(), (I32 * n)()
    actions, rewards, dones = (I32 * n)(), (F32 * (n * p))(), (U8 * n)()
    rng = bgb.Rng(5)
    for step in range(BATCH_STEPS):
        check(lib.bgb_batch_observe(batch, obs if length else None, n * length, masks, n * a, seats))
        for i in range(n):
            legal = [x for x in range(a) if masks[i * a + x]]
            actions[i] = legal[rng.below(len(legal))]
        line = f"{name} {options} batch step {step}: players={list(seats)} masks={fnv(bytes(masks))}"
        if length:
            line += f" obs={fnv(bytes(obs))}"
        check(lib.bgb_batch_step(batch, actions, n, rewards, dones))
        print(f"{line} actions={list(actions)} dones={list(dones)} rewards={fnv(bytes(rewards))}")
    lib.bgb_batch_free(batch)
