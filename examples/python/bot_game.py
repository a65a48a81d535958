#!/usr/bin/env python3
"""A game of The Crew with search bots at every seat, through the boardgamesbot package:

    PYTHONPATH=capi/python BGB_LIBRARY=build/ci/capi/libbgb.so python3 examples/python/bot_game.py 5

Checks what a script relies on: the bot's moves are legal, the same rng gives the same game,
analyse() lists every legal action with its visits and value, and errors raise BgbError.
"""
import sys

import boardgamesbot as bgb


def play(seed: int, iterations: int = 200):
    with bgb.Game("the-crew", {"players": 4, "mission": 2}) as game, bgb.Bot(game, "mcts", {"iterations": iterations}) as bot:
        rng = bgb.Rng(seed)
        state = game.initial_state()
        moves = []
        while not state.is_terminal:
            if state.current_player == bgb.CHANCE:
                action = state.sample_chance(rng)
            else:
                action = bot.choose(state, rng)
                assert action in state.legal_actions(), (action, state.legal_actions())
                moves.append(state.action_text(action))
            state = state.apply(action)
        return moves, state.returns()


def main() -> int:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    moves, returns = play(seed)
    again, _ = play(seed)
    if moves != again:
        print("mismatch: the same seed gave another game")
        return 1
    print(f"{len(moves)} bot decisions, result {'mission accomplished' if returns[0] > 0 else 'mission failed'}")
    with bgb.Game("under-falling-skies") as game, bgb.Bot(game, "mcts", {"iterations": 64}) as bot:
        rng = bgb.Rng(1)
        state = game.initial_state()
        while state.current_player == bgb.CHANCE:
            state = state.apply(state.sample_chance(rng))
        stats = bot.analyse(state, rng)
        assert [a for a, _, _ in stats] == state.legal_actions()
        assert sum(v for _, v, _ in stats) == 64
        best = max(stats, key=lambda t: (t[1], t[2]))
        print(f"analyse: {len(stats)} actions, most visited {state.action_text(best[0])} ({best[1]} playouts, value {best[2]:.2f})")
        try:
            bgb.Bot(game, "mcts", {"iteration": 3})
            print("mismatch: an unknown option was accepted")
            return 1
        except bgb.BgbError as e:
            print(f"refused as expected: {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
