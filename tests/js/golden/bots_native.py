"""Prints what the search bots think of one position of each game, with 3 root-parallel
threads, on native libbgb (the boardgamesbot package of capi/python; BGB_LIBRARY names the library). The JS test
js.golden prints the same from libbgb.wasm, where the 3 searches run one after another: the
same numbers prove the bots deterministic across platforms and thread scheduling.
Writes bots.txt via regenerate.sh; the ctest python.golden_bots compares."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../capi/python"))
import boardgamesbot as bgb  # noqa: E402

CASES = [("dp6", "{}"), ("red-november", "{}"), ("under-falling-skies", "{}"),
         ("the-crew", '{"players":4,"mission":5}')]

for name, options in CASES:
    game = bgb.Game(name, options)
    rng = bgb.Rng(1)
    state = game.initial_state()
    # The first position with a real choice: chance by rng, forced moves by their one action.
    while state.current_player == bgb.CHANCE or len(state.legal_actions()) < 2:
        state = state.apply(state.sample_chance(rng) if state.current_player == bgb.CHANCE else state.legal_actions()[0])
    bot = bgb.Bot(game, "mcts", {"iterations": 300, "threads": 3})
    row = ", ".join(f"({a}, {n}, {v!r})" for a, n, v in bot.analyse(state, bgb.Rng(7)))
    print(f"{name} {options}: [{row}]")
