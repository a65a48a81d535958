"""boardgamesbot.env(name, **options): one game with PettingZoo's AEC conventions.

    env = boardgamesbot.env("the-crew", players=4, mission=3)
    env.reset(seed=42)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        action = None if termination or truncation else pick(observation["action_mask"])
        env.step(action)

Agents are "player_0".."player_{n-1}" (seat k is player_k). Chance nodes (deals, draws, dice)
are played inside from the seed given to reset(); rewards are the game's returns, given once, at
the end. An illegal action raises IllegalActionError and leaves the environment unchanged.
PettingZoo itself is not needed (Debian does not ship it); the attributes and methods follow
its AECEnv so that code written for it runs unchanged.
"""
from __future__ import annotations

import ctypes
import operator
import os
from typing import Any, Dict, Iterator, List, Optional, Tuple

import numpy as np

from . import _lib as L
from ._lib import IllegalActionError, UnsupportedError, check
from .core import CHANCE, TERMINAL, VIEW_ALL, Game, Rng, State


class Discrete:
    """The action space: ids 0..n-1 (Gymnasium's Discrete, without Gymnasium)."""

    def __init__(self, n: int, seed: Optional[int] = None):
        self.n = n
        self.shape: Tuple[int, ...] = ()
        self.dtype = np.int64
        self._rng = np.random.default_rng(seed)

    def sample(self, mask: Optional[np.ndarray] = None) -> int:
        """A uniform id, or a uniform id among mask's nonzero entries."""
        if mask is None:
            return int(self._rng.integers(self.n))
        return int(self._rng.choice(np.flatnonzero(mask)))

    def contains(self, x: Any) -> bool:
        return isinstance(x, (int, np.integer)) and 0 <= int(x) < self.n

    def __repr__(self) -> str:
        return f"Discrete({self.n})"


class Box:
    """The observation space: float32 tensors of one shape in [low, high] (flags, one-hots and
    unscaled counts: docs/tensors.md)."""

    def __init__(self, shape: Tuple[int, ...], low: float = 0.0, high: float = float("inf")):
        self.shape = shape
        self.low, self.high = low, high
        self.dtype = np.float32

    def __repr__(self) -> str:
        return f"Box({self.low}, {self.high}, {self.shape}, float32)"


class AECEnv:
    """One game in PettingZoo's agent-environment-cycle form (see the module docstring).

    observe(agent) gives {"observation": float32 tensor of what that seat may know,
    "action_mask": uint8 over every action id}; every game has a tensor today (docs/tensors.md).
    Only a game without an encoder (a libbgb older than ABI 1.5, or a future game) raises
    UnsupportedError from observe(), and last(observe=False) still works then. `state` is the
    current boardgamesbot.State, for everything else the C ABI offers (JSON, render,
    resampling...); the environment writes into it in place, so clone() it to keep a position.
    """

    metadata = {"render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, name: str, render_mode: Optional[str] = None, **options: Any):
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', got {render_mode!r}")
        self.render_mode = render_mode
        self.game = Game(name, options)
        self.metadata = dict(self.metadata, name=name)
        self.num_players = self.game.num_players
        self.num_actions = self.game.num_distinct_actions
        self.possible_agents: List[str] = [f"player_{k}" for k in range(self.num_players)]
        self.agent_name_mapping = {a: k for k, a in enumerate(self.possible_agents)}
        try:
            self.observation_shape: Optional[Tuple[int, ...]] = self.game.observation_shape()
        except UnsupportedError:
            self.observation_shape = None
        self._action_spaces = {a: Discrete(self.num_actions) for a in self.possible_agents}
        self._observation_spaces = {a: Box(self.observation_shape or (0,)) for a in self.possible_agents}
        lib = L.lib()
        self._current_player = lib.bgb_state_current_player
        self._sample_chance = lib.bgb_state_sample_chance
        self._apply_into = L.require("bgb_state_apply_into")
        self._legal_mask = getattr(lib, "bgb_state_legal_mask", None)
        self._seat = L.i32(0)
        self._chance = L.i32(0)
        self._len = L.i32(0)
        # byref() objects made once: the hot path (step, action_mask) makes no ctypes objects.
        self._seat_ref, self._chance_ref, self._len_ref = (ctypes.byref(self._seat), ctypes.byref(self._chance),
                                                          ctypes.byref(self._len))
        self._mask = np.zeros(self.num_actions, dtype=np.uint8)
        self._mask_ptr = self._mask.ctypes.data
        self._rewarded = False
        if self.observation_shape is not None:
            self._tensor = lib.bgb_state_observation_tensor
            self._obs_buf = np.zeros(int(np.prod(self.observation_shape)), dtype=np.float32)
            self._obs_ptr = self._obs_buf.ctypes.data
        self.state: Optional[State] = None
        self.agents: List[str] = []

    # --- PettingZoo API -------------------------------------------------------------------
    def observation_space(self, agent: str) -> Box:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> Discrete:
        return self._action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        """Starts a new game; chance is drawn from Rng(seed) (a random seed when None)."""
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "little")
        self._rng = Rng(seed)
        self._rng_ref = ctypes.byref(self._rng._state)
        if self.state is None:
            self.state = self.game.initial_state()
        else:
            self.game.initial_state().copy_into(self.state)
        self._handle = self.state._handle
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self.num_moves = 0
        self._advance()

    def _advance(self) -> None:
        """Plays chance nodes, then points agent_selection at the seat to act (or, when the
        game is over, hands out the returns)."""
        h, seat, seat_ref, rng, chance = self._handle, self._seat, self._seat_ref, self._rng_ref, self._chance
        check(self._current_player(h, seat_ref))
        while seat.value == CHANCE:
            check(self._sample_chance(h, rng, self._chance_ref))
            check(self._apply_into(h, chance.value, h))
            check(self._current_player(h, seat_ref))
        if seat.value == TERMINAL:
            self._rewarded = True
            for agent, r in zip(self.possible_agents, self.state.returns()):
                if agent in self.rewards:
                    self.rewards[agent] = r
                    self._cumulative_rewards[agent] += r
                    self.terminations[agent] = True
            if self.agents:
                self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[seat.value]

    def step(self, action: Optional[int]) -> None:
        """Applies the selected agent's action; None for an agent that is done (which then
        leaves `agents`). An illegal action raises IllegalActionError, changing nothing."""
        if self.state is None:
            raise RuntimeError("step: call reset(seed=...) before the first step")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise ValueError(f"step: {agent} is done; step(None) removes it, got action {action}")
            self.agents.remove(agent)
            for table in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations, self.infos):
                del table[agent]
            if self.agents:
                self.agent_selection = self.agents[0]
            return
        if action is None:
            raise IllegalActionError(L.E_ILLEGAL_ACTION, f"step: {agent} is to act and must choose an action, got None")
        status = self._apply_into(self._handle, operator.index(action), self._handle)
        if status:
            check(status)
        self._cumulative_rewards[agent] = 0.0
        if self._rewarded:  # rewards come only at the end: nothing to clear before that
            for a in self.rewards:
                self.rewards[a] = 0.0
            self._rewarded = False
        self.num_moves += 1
        self._advance()

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        """{"observation": what `agent`'s seat may know, "action_mask": its legal actions (all 0
        when it is not to act)}."""
        if self.observation_shape is None:
            raise UnsupportedError(L.E_UNSUPPORTED, f"observe: {self.game.name} has no observation tensor "
                                                    "in this libbgb (use last(observe=False), "
                                                    "env.state.to_json(seat) or action_mask())")
        seat = self.agent_name_mapping[agent]
        check(self._tensor(self._handle, seat, self._obs_ptr, self._obs_buf.size, self._len_ref))
        # a copy: the caller may keep an observation past the next step
        return {"observation": self._obs_buf.reshape(self.observation_shape).copy(),
                "action_mask": self.action_mask(agent)}

    def action_mask(self, agent: Optional[str] = None) -> np.ndarray:
        """The legal-action mask (uint8 over every id) of `agent` (default: the selected one)."""
        agent = self.agent_selection if agent is None else agent
        if agent != self.agent_selection or self.terminations.get(agent, True):
            return np.zeros(self.num_actions, dtype=np.uint8)
        if self._legal_mask is not None:
            check(self._legal_mask(self._handle, self._mask_ptr, self.num_actions, self._len_ref))
            return self._mask.copy()
        mask = np.zeros(self.num_actions, dtype=np.uint8)
        mask[self.state.legal_actions()] = 1
        return mask

    def last(self, observe: bool = True) -> Tuple[Optional[Dict[str, np.ndarray]], float, bool, bool, Dict[str, Any]]:
        """(observation, reward, termination, truncation, info) of the selected agent."""
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent],
                self.infos[agent])

    def agent_iter(self, max_iter: int = 2 ** 63) -> Iterator[str]:
        """Yields the agent to act until every agent is done (or max_iter steps)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def render(self) -> Optional[str]:
        """The whole table as text: returned with render_mode "ansi", printed with "human"."""
        text = self.state.render(VIEW_ALL)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Frees the game and the state."""
        if self.state is not None:
            self.state.close()
        self.game.close()

    def __enter__(self) -> "AECEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    @property
    def unwrapped(self) -> "AECEnv":
        return self

    @property
    def num_agents(self) -> int:
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        return len(self.possible_agents)


def env(name: str, render_mode: Optional[str] = None, **options: Any) -> AECEnv:
    """A PettingZoo-style AEC environment of game `name` with the given options, e.g.
    env("the-crew", players=4, mission=3). Call reset(seed=...) before playing."""
    return AECEnv(name, render_mode=render_mode, **options)
