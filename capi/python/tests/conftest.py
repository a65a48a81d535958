"""Shared fixtures: the games every test runs against, and helpers that play them."""
from __future__ import annotations

import os
from typing import Any, Dict, List, Tuple

import pytest
from hypothesis import HealthCheck, settings

import boardgamesbot as bgb

# ctest runs these tests on CI's two cores: few examples, no deadline (the machine is shared),
# no example database written into the source tree.
settings.register_profile("ci", max_examples=int(os.environ.get("BGB_HYPOTHESIS_EXAMPLES", "8")), deadline=None,
                          database=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci")

# Every registered game, with options that keep a game short; a game registered later gets its
# defaults (the test below insists that no game is left out).
CASES: Dict[str, Dict[str, Any]] = {
    "the-crew": {"players": 4, "mission": 3},
    "under-falling-skies": {},
    "dp6": {"players": 3, "max_turns": 60},
    "red-november": {"players": 4},
}


def game_cases() -> List[Tuple[str, Dict[str, Any]]]:
    return [(name, CASES.get(name, {})) for name in bgb.games()]


@pytest.fixture(params=game_cases(), ids=lambda case: case[0])
def case(request: Any) -> Tuple[str, Dict[str, Any]]:
    return request.param


def has_tensor(game: bgb.Game) -> bool:
    """Whether the game has an observation tensor (ABI 1.5 and an encoder for this game)."""
    try:
        game.observation_shape()
        return True
    except bgb.UnsupportedError:
        return False


def has_abi(minor: int) -> bool:
    return bgb.abi_version()[1] >= minor


def random_game(game: bgb.Game, seed: int, limit: int = 10_000) -> Tuple[bgb.State, List[int]]:
    """A seeded random game as C's example plays it: chance by sample_chance, each decision
    legal[rng.below(len(legal))] from the same generator."""
    rng = bgb.Rng(seed)
    state = game.initial_state()
    actions: List[int] = []
    while not state.is_terminal and len(actions) < limit:
        if state.current_player == bgb.CHANCE:
            action = state.sample_chance(rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
        actions.append(action)
        state.apply_into(action, state)
    return state, actions
