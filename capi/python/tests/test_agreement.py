"""Hypothesis plays random games of every registered game through the C ABI wrapper (core),
env, load_game and VectorEnv at once, and checks that all four agree move for move: the seat to
act, the legal actions and mask, the observation tensor where the game has one, the hash, and
the returns at the end."""
from __future__ import annotations

from typing import Any, Dict, List

import numpy as np
import pytest
from hypothesis import given, strategies as st

import boardgamesbot as bgb
from conftest import game_cases, has_abi, has_tensor

MAX_DECISIONS = 400
ROWS = 2


def pick(legal: List[int], choices: List[int], k: int) -> int:
    return legal[choices[k % len(choices)] % len(legal)]


class Raw:
    """One game through the core wrapper, chance from Rng(seed) like env and the batch."""

    def __init__(self, game: bgb.Game, seed: int):
        self.rng = bgb.Rng(seed)
        self.state = game.initial_state()
        self.resolve()

    def resolve(self) -> None:
        while self.state.current_player == bgb.CHANCE:
            self.state.apply_into(self.state.sample_chance(self.rng), self.state)


def check_row(raw: Raw, env: bgb.AECEnv, os_state: Any, tensor: bool, vec: Any = None, row: int = 0) -> None:
    seat = raw.state.current_player
    legal = raw.state.legal_actions()
    assert os_state.current_player() == seat and os_state.legal_actions() == legal
    assert env.agent_selection == f"player_{seat}"
    assert list(np.flatnonzero(env.action_mask())) == legal
    assert env.state.hash == raw.state.hash == os_state.state.hash
    if tensor:
        t = raw.state.observation_tensor(seat)
        assert (env.observe(env.agent_selection)["observation"].ravel() == t).all()
        assert (os_state.observation_array(seat) == t).all()
    if vec is not None:
        assert vec.current_players()[row] == seat
        assert list(np.flatnonzero(vec.action_masks()[row])) == legal
        if tensor:
            assert (vec._obs[row].ravel() == raw.state.observation_tensor(seat)).all()
        with vec.state(row) as s:
            assert s.hash == raw.state.hash


@pytest.mark.parametrize("name,options", game_cases(), ids=[c[0] for c in game_cases()])
@given(base=st.integers(0, 2 ** 64 - 1), choices=st.lists(st.integers(0, 2 ** 16), min_size=1, max_size=64))
def test_four_ways_agree_move_for_move(name: str, options: Dict[str, Any], base: int, choices: List[int]):
    game = bgb.Game(name, options)
    tensor = has_abi(5) and has_tensor(game)
    assert tensor or not has_abi(5), f"{name}: every registered game has an observation tensor"
    vec = bgb.VectorEnv(name, ROWS, seed=base, **options) if has_abi(5) else None
    seeds = [bgb.playout_seed(base, i) for i in range(ROWS)]
    raws = [Raw(game, s) for s in seeds]
    envs = [bgb.env(name, **options) for _ in seeds]
    for env, s in zip(envs, seeds):
        env.reset(seed=s)
    os_game = bgb.load_game(name, **options)
    os_states, os_rngs = [os_game.new_initial_state() for _ in seeds], [bgb.Rng(s) for s in seeds]

    def os_resolve(i: int) -> None:
        st_ = os_states[i]
        while st_.is_chance_node():
            outcomes = dict(st_.chance_outcomes())
            action = st_.state.sample_chance(os_rngs[i])
            assert action in outcomes
            st_.apply_action(action)

    for i in range(ROWS):
        os_resolve(i)
    live = [True] * ROWS
    for k in range(MAX_DECISIONS):
        if not any(live):
            break
        actions = np.zeros(ROWS, dtype=np.int32)
        for i in range(ROWS):
            if not live[i]:  # the batch has started game i again: any legal move keeps it going
                actions[i] = int(np.flatnonzero(vec.action_masks()[i])[0]) if vec is not None else 0
                continue
            check_row(raws[i], envs[i], os_states[i], tensor, vec, i)
            action = pick(raws[i].state.legal_actions(), choices, k + i)
            actions[i] = action
            raws[i].state.apply_into(action, raws[i].state)
            raws[i].resolve()
            envs[i].step(action)
            os_states[i].apply_action(action)
            os_resolve(i)
        if vec is not None:
            _, rewards, terminations, _, _ = vec.step(actions)
        for i in range(ROWS):
            if not live[i]:
                continue
            over = raws[i].state.is_terminal
            assert envs[i].state.is_terminal == os_states[i].is_terminal() == over
            if vec is not None:
                assert bool(terminations[i]) == over
            if over:
                returns = raws[i].state.returns()
                assert os_states[i].returns() == returns
                assert [envs[i].rewards[a] for a in envs[i].possible_agents] == returns
                assert all(envs[i].terminations.values())
                if vec is not None:
                    assert list(rewards[i]) == [np.float32(r) for r in returns]
                live[i] = False
    if vec is not None:
        vec.close()
    game.close()


@pytest.mark.parametrize("name,options", game_cases(), ids=[c[0] for c in game_cases()])
@given(seed=st.integers(0, 2 ** 64 - 1))
def test_random_action_draws_the_sample_or_the_pick_from_the_list(name: str, options: Dict[str, Any], seed: int):
    """ABI 1.7: State.random_action draws what sample_chance or legal[rng.below(n)] draws, with
    the same use of the generator, at every state of a random game from any seed."""
    if not has_abi(7):
        pytest.skip("libbgb older than ABI 1.7")
    with bgb.Game(name, options) as game:
        rng = bgb.Rng(seed)
        state = game.initial_state()
        for _ in range(MAX_DECISIONS):
            if state.is_terminal:
                break
            drawn_rng = bgb.Rng.from_state(rng.state)
            drawn = state.random_action(drawn_rng)
            if state.current_player == bgb.CHANCE:
                action = state.sample_chance(rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
            assert (drawn, drawn_rng.state) == (action, rng.state)
            state.apply_into(action, state)
