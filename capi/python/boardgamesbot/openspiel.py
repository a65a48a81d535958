"""load_game(name, **options): OpenSpiel's Game/State interface over libbgb.

    game = boardgamesbot.load_game("the-crew", players=4, mission=3)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(int(np.random.choice(actions, p=probs)))
        else:
            state.apply_action(random.choice(state.legal_actions()))
    print(state.returns())

As in OpenSpiel, a State is mutable (apply_action changes it; clone() copies it), the chance
player is -1 and the terminal player -4 (pyspiel.PlayerId). serialize() writes the state's JSON
snapshot and Game.deserialize_state reads it back; resample(player, seed=...) redraws what
`player` cannot see (games with hidden information). The action ids are the library's own.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import numpy as np

from . import _lib as L
from ._lib import UnsupportedError
from .core import CHANCE, TERMINAL as _BGB_TERMINAL, VIEW_PUBLIC, Game as _Game, Rng, State as _State

CHANCE_PLAYER_ID = -1
TERMINAL_PLAYER_ID = -4  # OpenSpiel's kTerminalPlayerId (libbgb says BGB_TERMINAL, -2)
INVALID_PLAYER_ID = -3


class Game:
    """An OpenSpiel-style game: num_players(), num_distinct_actions(), new_initial_state()..."""

    def __init__(self, name: str, **options: Any):
        self.game = _Game(name, options)
        self._name = name
        self._players = self.game.num_players
        self._actions = self.game.num_distinct_actions
        try:
            self._shape: Optional[Tuple[int, ...]] = self.game.observation_shape()
        except UnsupportedError:
            self._shape = None

    def num_players(self) -> int:
        return self._players

    def num_distinct_actions(self) -> int:
        return self._actions

    def max_chance_outcomes(self) -> int:
        """At most this many outcomes (or legal actions) at any node."""
        return self.game.max_legal_actions

    def get_parameters(self) -> Dict[str, Any]:
        """Every option of the game, defaults included."""
        return self.game.options

    def observation_tensor_shape(self) -> List[int]:
        """The shape of observation_tensor() (every game has one today); UnsupportedError only
        for a game without an encoder (a libbgb older than ABI 1.5, or a future game)."""
        if self._shape is None:
            self.game.observation_shape()  # raises the library's message
        return list(self._shape or ())

    def observation_tensor_size(self) -> int:
        return int(np.prod(self.observation_tensor_shape()))

    def new_initial_state(self) -> "State":
        return State(self, self.game.initial_state())

    def deserialize_state(self, text: str) -> "State":
        """The state State.serialize() wrote (a JSON snapshot for a game with these options)."""
        return State(self, self.game.state_from_json(text))

    def __str__(self) -> str:
        return f"{self._name}({self.game.options})"

    def __repr__(self) -> str:
        return f"<boardgamesbot.load_game {self}>"


class State:
    """An OpenSpiel-style state: mutable, with OpenSpiel's method names."""

    def __init__(self, game: Game, state: _State, history: Optional[List[int]] = None):
        self._game = game
        self.state = state  # the boardgamesbot.State underneath (written in place)
        self._history = history if history is not None else []

    def get_game(self) -> Game:
        return self._game

    def current_player(self) -> int:
        """The seat to act, CHANCE_PLAYER_ID (-1) or TERMINAL_PLAYER_ID (-4)."""
        p = self.state.current_player
        return TERMINAL_PLAYER_ID if p == _BGB_TERMINAL else p

    def is_terminal(self) -> bool:
        return self.state.is_terminal

    def is_chance_node(self) -> bool:
        return self.state.current_player == CHANCE

    def is_player_node(self) -> bool:
        return self.state.current_player >= 0

    def is_simultaneous_node(self) -> bool:
        return False

    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        """The legal actions of `player` (default: the seat to act; [] for any other seat). At a
        chance node: the outcomes' ids, as OpenSpiel gives them."""
        if self.is_chance_node():
            return [a for a, _ in self.state.chance_outcomes()] if player in (None, CHANCE) else []
        if player is not None and player != self.state.current_player:
            return []
        return self.state.legal_actions()

    def legal_actions_mask(self, player: Optional[int] = None) -> List[int]:
        """1/0 per action id (OpenSpiel returns a list)."""
        mask = [0] * self._game._actions
        for a in self.legal_actions(player):
            mask[a] = 1
        return mask

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        """(action, probability) pairs at a chance node; [] elsewhere."""
        return self.state.chance_outcomes()

    def apply_action(self, action: int) -> None:
        """Applies a decision or a chance outcome in place (IllegalActionError changes nothing)."""
        self.state.apply_into(int(action), self.state)
        self._history.append(int(action))

    def child(self, action: int) -> "State":
        nxt = self.clone()
        nxt.apply_action(action)
        return nxt

    def returns(self) -> List[float]:
        return self.state.returns()

    def rewards(self) -> List[float]:
        """The returns at a terminal state (every game scores only at the end), else zeros."""
        return self.state.returns() if self.state.is_terminal else [0.0] * self._game._players

    def player_return(self, player: int) -> float:
        return self.state.returns()[player]

    def history(self) -> List[int]:
        """The actions applied through this object and the states it was cloned from."""
        return list(self._history)

    def move_number(self) -> int:
        return len(self._history)

    def observation_tensor(self, player: Optional[int] = None) -> List[float]:
        """What `player` (default: the seat to act) may know, flat (docs/tensors.md). OpenSpiel
        returns a list; observation_array() gives the float32 numpy array without a copy."""
        return self.observation_array(player).tolist()

    def observation_array(self, player: Optional[int] = None) -> np.ndarray:
        return self.state.observation_tensor(self._viewer(player))

    def observation_string(self, player: Optional[int] = None) -> str:
        """What `player` sees, for people (the library's render for that seat)."""
        return self.state.render(self._viewer(player))

    def information_state_string(self, player: Optional[int] = None) -> str:
        """`player`'s observation as JSON (with the history the game's observation keeps)."""
        return self.state.to_json(self._viewer(player))

    def _viewer(self, player: Optional[int]) -> int:
        if player is None:
            player = self.state.current_player
            if player < 0:
                return VIEW_PUBLIC
        if not 0 <= player < self._game._players:
            raise L.error(L.E_INVALID_ARGUMENT, f"player {player} is not a seat (0..{self._game._players - 1})")
        return player

    def action_to_string(self, player: int, action: Optional[int] = None) -> str:
        """The action's text ("play g5"); action_to_string(action) works too."""
        return self.state.action_text(player if action is None else action)

    def string_to_action(self, player: Any, text: Optional[str] = None) -> int:
        return self.state.parse_action(player if text is None else text)

    def clone(self) -> "State":
        return State(self._game, self.state.clone(), list(self._history))

    def serialize(self) -> str:
        """The whole state as a JSON snapshot; game.deserialize_state(text) reads it back."""
        return self.state.to_json()

    def resample(self, player: int, seed: int = 0) -> "State":
        """A state `player` cannot tell apart from this one, everything hidden from it redrawn
        with Rng(seed). UnsupportedError for a game without hidden information."""
        return State(self._game, self.state.resample(player, Rng(seed)))

    def resample_from_infostate(self, player: int, seed: int = 0) -> "State":
        """OpenSpiel's name for resample()."""
        return self.resample(player, seed)

    def __str__(self) -> str:
        return self.state.render()

    def __repr__(self) -> str:
        return f"<boardgamesbot.openspiel.State player={self.current_player()} moves={len(self._history)}>"


def load_game(name: str, **options: Any) -> Game:
    """An OpenSpiel-style game, e.g. load_game("red-november", players=5)."""
    return Game(name, **options)
