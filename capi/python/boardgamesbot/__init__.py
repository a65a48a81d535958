"""boardgamesbot: BoardGamesBot's rules library (libbgb) from Python, over its stable C ABI.

    import boardgamesbot as bgb

    with bgb.Game("the-crew", {"players": 4, "mission": 3}) as game:   # the C ABI, one to one
        ...
    env = bgb.env("the-crew", players=4)          # PettingZoo AEC conventions
    game = bgb.load_game("dp6", players=3)        # OpenSpiel-style games and states
    venv = bgb.VectorEnv("the-crew", 1024)        # N games stepped by one C call

Pure Python (ctypes): one package works with every libbgb of ABI major version 1. libbgb is
found through BGB_LIBRARY, else inside this package (pip install puts it there), else on the
system library path. The core (Game, State, Rng, Bot, Campaign, the solver) needs nothing but
the standard library; tensors, masks and the three environments need numpy.
"""
from __future__ import annotations

from typing import Any

from ._lib import (ABI_MAJOR, BgbError, BufferTooSmallError, IllegalActionError, InternalError,
                   InvalidArgumentError, OutOfMemoryError, ParseError, PlayoutStats, UnknownGameError,
                   UnsupportedError, library_path)
from .core import (CAMPAIGN_COMPLETE, CHANCE, CREW_MAX_LINE, TERMINAL, VIEW_ALL, VIEW_PUBLIC, Bot, Campaign,
                   Game, MissionRecord, Rng, Solution, State, abi_version, crew_hint, crew_solve, games,
                   last_error, playout_seed, replay, status_string, version)

__all__ = [
    "ABI_MAJOR", "BgbError", "BufferTooSmallError", "IllegalActionError", "InternalError", "InvalidArgumentError",
    "OutOfMemoryError", "ParseError", "UnknownGameError", "UnsupportedError", "PlayoutStats", "library_path",
    "CAMPAIGN_COMPLETE", "CHANCE", "CREW_MAX_LINE", "TERMINAL", "VIEW_ALL", "VIEW_PUBLIC", "Bot", "Campaign",
    "Game", "MissionRecord", "Rng", "Solution", "State", "abi_version", "crew_hint", "crew_solve", "games",
    "last_error", "playout_seed", "replay", "status_string", "version",
    "env", "AECEnv", "load_game", "VectorEnv", "Batch",
]

# The numpy-backed interfaces load on first use (PEP 562), so the core imports without numpy.
_LAZY = {"env": "aec", "AECEnv": "aec", "load_game": "openspiel", "VectorEnv": "vector", "Batch": "vector"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'boardgamesbot' has no attribute {name!r}")
    import importlib
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value
