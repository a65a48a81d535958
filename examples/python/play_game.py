#!/usr/bin/env python3
"""Plays one full seeded game through libbgb and prints every action and the result: The Crew
(3 players, mission 1) unless another game is named.

    PYTHONPATH=capi/python BGB_LIBRARY=build/ci/capi/libbgb.so python3 examples/python/play_game.py [SEED] [GAME [OPTIONS_JSON]]

    e.g. play_game.py 7                                   The Crew, 3 players, mission 1
         play_game.py 3 under-falling-skies '{"hard":["research"]}'
         play_game.py 5 dp6 '{"players":3,"max_turns":100}'
         play_game.py 2 red-november '{"players":5}'

from the repository root after `cmake --workflow --preset ci` (another build directory: its
capi/libbgb.so). Without BGB_LIBRARY, the boardgamesbot package loads the libbgb that `pip install`
put inside it, then one on the system path.

Chance outcomes come from the library's seeded generator and every decision is a uniformly
random legal action drawn from the same generator, so a seed always gives the same game (the
same one as the C example and C++ bgb::random_playout). At the end the script checks the
JSON snapshot and replay round trips, and that a second state advanced in place with
apply_into (ABI 1.4) follows the game hash for hash, and exits non-zero if anything disagrees.
"""
import json
import sys

import boardgamesbot as bgb


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] in ("-h", "--help"):
        print(__doc__)
        return 0
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    name = sys.argv[2] if len(sys.argv) > 2 else "the-crew"
    options = json.loads(sys.argv[3]) if len(sys.argv) > 3 else ({"players": 3, "mission": 1} if name == "the-crew" else {})
    print(f"libbgb {bgb.version()} (ABI {bgb.abi_version()[0]}.{bgb.abi_version()[1]}), games: {bgb.games()}")
    with bgb.Game(name, options) as game:
        print(f"{game.name} {game.options}, seed {seed}")
        rng = bgb.Rng(seed)
        state = game.initial_state()
        in_place = game.initial_state()  # the same game, written in place by apply_into
        texts = []
        while not state.is_terminal:
            player = state.current_player
            if player == bgb.CHANCE:
                action = state.sample_chance(rng)
                who = "chance"
            else:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
                who = f"seat {player}"
            text = state.action_text(action)
            texts.append(text)
            print(f"{len(texts) - 1:4d}  {who:7s} {text}")
            state = state.apply(action)
            in_place.apply_into(action, in_place)
            if in_place.hash != state.hash:
                print(f"apply_into mismatch at action {len(texts) - 1}", file=sys.stderr)
                return 1

        returns = state.returns()
        outcome = "success" if returns and returns[0] > 0 else "failure"
        print(f"result after {len(texts)} actions: returns {returns} ({outcome})")
        print(state.render(bgb.VIEW_PUBLIC))

        # The snapshot and the replay log both lead back to this exact state.
        again = game.state_from_json(state.to_json())
        replayed = bgb.replay({"game": game.name, "options": game.options, "actions": texts})
        if again.hash != state.hash or replayed.hash != state.hash:
            print("round trip mismatch", file=sys.stderr)
            return 1
        # copy_into restarts a state from another; a clone keeps what it had.
        kept = in_place.clone()
        game.initial_state().copy_into(in_place)
        if in_place.hash != game.initial_state().hash or kept.hash != state.hash:
            print("copy_into mismatch", file=sys.stderr)
            return 1
        # Errors come back as exceptions carrying the library's message.
        try:
            state.apply(0)
        except bgb.BgbError as e:
            print(f"as expected, {e.name}: {e}")
        else:
            print("a finished game accepted an action", file=sys.stderr)
            return 1
        before = in_place.hash
        try:
            state.apply_into(0, in_place)
        except bgb.BgbError as e:
            print(f"as expected, {e.name}: {e}")
        else:
            print("a finished game accepted an action into another state", file=sys.stderr)
            return 1
        if in_place.hash != before:
            print("copy_into mismatch: a refused apply_into changed its dst", file=sys.stderr)
            return 1
        # A batch of random games inside the library: the same totals on 1 and 2 threads.
        one_rng, two_rng = bgb.Rng(seed), bgb.Rng(seed)
        one = game.initial_state().playouts(50, one_rng, threads=1)
        two = game.initial_state().playouts(50, two_rng, threads=2)
        if (one.games, one.actions, one.all_won, list(one.wins)) != (two.games, two.actions, two.all_won, list(two.wins)) \
                or one.games != 50 or sum(one.lengths) != 50 or one_rng.state != two_rng.state:
            print("playouts disagree between 1 and 2 threads", file=sys.stderr)
            return 1
        print(f"50 random playouts: {one.all_won} won by every seat, {one.actions / 50:.1f} actions a game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
