#!/usr/bin/env python3
"""The Crew's solver through the boardgamesbot package:

    PYTHONPATH=capi/python BGB_LIBRARY=build/ci/capi/libbgb.so python3 examples/python/crew_solver.py 3

Solves seeded deals of mission 3 from the task picks with every hand known, replays each
winning line to a won mission, asks the seat-view hint mid-game and checks that the same rng
gives the same hint, and that a bad option raises BgbError.
"""
import sys

import boardgamesbot as bgb


def first_decision(game: bgb.Game, rng: bgb.Rng, decisions: int = 0) -> bgb.State:
    """Chance drawn from rng up to the first decision, then `decisions` random moves."""
    state = game.initial_state()
    while not state.is_terminal:
        if state.current_player == bgb.CHANCE:
            state = state.apply(state.sample_chance(rng))
            continue
        if decisions == 0:
            break
        decisions -= 1
        legal = state.legal_actions()
        state = state.apply(legal[rng.below(len(legal))])
    return state


def main() -> int:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    with bgb.Game("the-crew", {"players": 4, "mission": 3}) as game:
        verdicts = {}
        for k in range(seed, seed + 5):
            state = first_decision(game, bgb.Rng(k))
            solution = bgb.crew_solve(state)
            verdicts[solution.verdict] = verdicts.get(solution.verdict, 0) + 1
            if solution.verdict == "winnable":
                for action in solution.line:
                    assert action in state.legal_actions(), (action, state.legal_actions())
                    state = state.apply(action)
                if not state.is_terminal or state.returns()[0] != 1.0:
                    print("mismatch: a winning line that does not win")
                    return 1
        print("verdicts:", ", ".join(f"{v} {n}" for v, n in sorted(verdicts.items())))

        state = first_decision(game, bgb.Rng(seed), decisions=12)
        if state.is_terminal:  # the random moves lost the mission already: ask from the picks
            state = first_decision(game, bgb.Rng(seed))
        seat = state.current_player
        hint = bgb.crew_hint(state, seat, bgb.Rng(99), {"samples": 4})
        again = bgb.crew_hint(state, seat, bgb.Rng(99), {"samples": 4})
        if hint != again or [a for a, _, _ in hint] != state.legal_actions():
            print("mismatch: the hint is not the legal actions, or the same rng gave another hint")
            return 1
        for action, share, solved in sorted(hint, key=lambda t: -t[1]):
            print(f"  {state.action_text(action):12} {100 * share:3.0f}%  ({solved} of 4 deals solved)")
        try:
            bgb.crew_solve(state, {"table_bits": 40})
            print("mismatch: a bad option was accepted")
            return 1
        except bgb.BgbError as e:
            print(f"refused as expected: {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
