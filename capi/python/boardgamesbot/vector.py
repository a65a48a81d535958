"""VectorEnv(name, n, **options): n games stepped by one C call each (bgb_batch_*, ABI 1.5).

    venv = boardgamesbot.VectorEnv("the-crew", 1024, players=4)
    obs = venv.reset(seed=1)
    rng = np.random.default_rng(0)
    for _ in range(1000):
        actions = venv.sample_actions(rng)          # uniform over each row's mask
        obs, rewards, terminations, truncations, infos = venv.step(actions)

Row i is game i's seat to act (current_players() says which seat); chance is played inside
with game i's own generator, seeded playout_seed(seed, i); a finished game starts again at once
(auto-reset), its returns in that step's rewards[i] and terminations[i] True. The arrays are
the environment's own buffers, filled in place by the library without copies: copy them to
keep them past the next step.
"""
from __future__ import annotations

import ctypes
from typing import Any, Dict, Optional, Tuple

import numpy as np

from . import _lib as L
from ._lib import UnsupportedError, check, require
from .core import Game, State


class Batch:
    """The raw bgb_batch handle: n games of one Game (see bgb.h, "Batched environments")."""

    def __init__(self, game: Game, n: int, seed: int = 0):
        out = L.vp()
        check(require("bgb_batch_new")(game._handle, n, seed & (2 ** 64 - 1), ctypes.byref(out)))
        self._h = out
        self._free = L.lib().bgb_batch_free

    def close(self) -> None:
        if self._h:
            self._free(self._h)
            self._h = L.vp()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # interpreter shutdown: the library may be gone already
            pass

    def __enter__(self) -> "Batch":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    @property
    def handle(self) -> ctypes.c_void_p:
        if not self._h:
            raise ValueError("Batch is closed")
        return self._h

    def size(self) -> int:
        out = L.i32(0)
        check(L.lib().bgb_batch_size(self.handle, ctypes.byref(out)))
        return out.value

    def reset(self, seed: int) -> None:
        check(L.lib().bgb_batch_reset(self.handle, seed & (2 ** 64 - 1)))

    def step(self, actions: np.ndarray, rewards: Optional[np.ndarray], dones: Optional[np.ndarray]) -> None:
        """actions: int32 (n,); rewards: float32 (n, players) or None; dones: uint8 (n,) or None."""
        check(L.lib().bgb_batch_step(self.handle, actions.ctypes.data, actions.size,
                                     None if rewards is None else rewards.ctypes.data,
                                     None if dones is None else dones.ctypes.data))

    def observe(self, obs: Optional[np.ndarray], masks: Optional[np.ndarray], players: Optional[np.ndarray]) -> None:
        """Fills obs (float32 (n, L)), masks (uint8 (n, A)) and players (int32 (n,)); any None."""
        check(L.lib().bgb_batch_observe(self.handle, None if obs is None else obs.ctypes.data,
                                        0 if obs is None else obs.size,
                                        None if masks is None else masks.ctypes.data,
                                        0 if masks is None else masks.size,
                                        None if players is None else players.ctypes.data))

    def state(self, i: int) -> State:
        """A copy of game i's current state."""
        out = L.vp()
        check(L.lib().bgb_batch_state(self.handle, i, ctypes.byref(out)))
        return State(out)


class VectorEnv:
    """n games of `name` stepped together (see the module docstring). Every game has an
    observation tensor today; for one without (a libbgb older than ABI 1.5, or a future game),
    "observation" is an (n, 0) array and the masks still work."""

    def __init__(self, name: str, n: int, seed: int = 0, **options: Any):
        self.game = Game(name, options)
        self.num_envs = n
        self.num_players = self.game.num_players
        self.num_actions = self.game.num_distinct_actions
        try:
            self.observation_shape: Tuple[int, ...] = self.game.observation_shape()
            self.has_observation = True
        except UnsupportedError:
            self.observation_shape, self.has_observation = (0,), False
        self.batch = Batch(self.game, n, seed)
        self._obs = np.zeros((n,) + tuple(self.observation_shape), dtype=np.float32)
        self._masks = np.zeros((n, self.num_actions), dtype=np.uint8)
        self._players = np.zeros(n, dtype=np.int32)
        self._rewards = np.zeros((n, self.num_players), dtype=np.float32)
        self._dones = np.zeros(n, dtype=np.uint8)
        self._truncations = np.zeros(n, dtype=bool)
        self._actions = np.zeros(n, dtype=np.int32)
        lib = L.lib()
        # The C calls of step(), bound once: a step is two calls into the library.
        h = self.batch.handle
        self._step_args = (h, self._actions.ctypes.data, n, self._rewards.ctypes.data, self._dones.ctypes.data)
        self._observe_args = (h, self._obs.ctypes.data if self.has_observation else None,
                              self._obs.size if self.has_observation else 0,
                              self._masks.ctypes.data, self._masks.size, self._players.ctypes.data)
        self._c_step = lib.bgb_batch_step
        self._c_observe = lib.bgb_batch_observe
        self._observe()

    def _observe(self) -> Dict[str, np.ndarray]:
        check(self._c_observe(*self._observe_args))
        return {"observation": self._obs, "action_mask": self._masks}

    def reset(self, seed: int = 0) -> Dict[str, np.ndarray]:
        """Starts every game again (game i from playout_seed(seed, i)); the first observations."""
        self.batch.reset(seed)
        return self._observe()

    def step(self, actions: Any) -> Tuple[Dict[str, np.ndarray], np.ndarray, np.ndarray, np.ndarray, Dict[str, Any]]:
        """Applies actions[i] in game i; returns (observations, rewards (n, players): the returns
        of each game that just ended, else 0, terminations (n,) bool, truncations (n,) bool
        (always False), infos {"current_players": (n,) int32}). An illegal action raises
        IllegalActionError naming the game, and no game moves."""
        if actions is not self._actions:
            np.copyto(self._actions, actions, casting="same_kind")
        check(self._c_step(*self._step_args))
        obs = self._observe()
        return obs, self._rewards, self._dones.view(bool), self._truncations, {"current_players": self._players}

    def current_players(self) -> np.ndarray:
        """The seat to act of each game (int32, n)."""
        return self._players

    def action_masks(self) -> np.ndarray:
        return self._masks

    def sample_actions(self, rng: Optional[np.random.Generator] = None) -> np.ndarray:
        """One uniformly random legal action per game, chosen from the masks with numpy (into
        the environment's action buffer, which step() then reads without a copy)."""
        rng = np.random.default_rng() if rng is None else rng
        legal = self._legal_ids()
        rows = legal // self.num_actions
        counts = np.bincount(rows, minlength=self.num_envs)
        starts = np.cumsum(counts) - counts
        picks = starts + (rng.random(self.num_envs) * counts).astype(np.int64)
        np.subtract(legal[picks], rows[picks] * self.num_actions, out=self._actions, casting="unsafe")
        return self._actions

    def _legal_ids(self) -> np.ndarray:
        """The flat indices of the masks' nonzero bytes, ascending. Masks are sparse (a few legal
        ids among hundreds), so the scan reads them eight bytes at a time and looks into the
        nonzero words only: several times faster than np.flatnonzero over the bytes."""
        flat = self._masks.reshape(-1)
        words = flat.size // 8
        nz = np.flatnonzero(flat[: words * 8].view(np.uint64) != 0)  # a bool scan: numpy's fast path
        inner = np.flatnonzero(flat[: words * 8].reshape(words, 8)[nz].reshape(-1).view(bool))
        ids = nz[inner // 8] * 8 + inner % 8
        if words * 8 != flat.size:  # a tail shorter than a word
            ids = np.concatenate([ids, words * 8 + np.flatnonzero(flat[words * 8:].view(bool))])
        return ids

    def state(self, i: int) -> State:
        """A copy of game i's current state (render it, read its JSON, replay from it)."""
        return self.batch.state(i)

    def close(self) -> None:
        self.batch.close()
        self.game.close()

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
