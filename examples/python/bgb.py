"""bgb: a small ctypes wrapper around libbgb, the C ABI of BoardGamesBot.

    import bgb
    with bgb.Game("the-crew", {"players": 3, "mission": 1}) as game:
        state = game.initial_state()
        rng = bgb.Rng(7)
        while not state.is_terminal:
            if state.current_player == bgb.CHANCE:
                action = state.sample_chance(rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
            print(state.action_text(action))
            state = state.apply(action)
        print(state.returns())

The library is found through the BGB_LIBRARY environment variable (a path to libbgb.so /
libbgb.dylib / bgb.dll), else next to this module, else on the system library path.

Every failure of the C library raises BgbError, whose message is bgb_last_error(). Game and
State own one C handle each; it is freed by close(), by leaving a `with` block, or when the
object is garbage-collected. States are immutable: apply() returns a new State.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import json
import os
import weakref
from pathlib import Path
from typing import Any, Dict, List, NamedTuple, Optional, Tuple, Union

__all__ = [
    "BgbError", "Game", "State", "Rng", "Bot", "Solution", "crew_solve", "crew_hint", "games", "replay",
    "abi_version", "version", "CHANCE", "TERMINAL", "VIEW_ALL", "VIEW_PUBLIC",
]

CHANCE = -1
TERMINAL = -2
VIEW_ALL = -1
VIEW_PUBLIC = -2

OK = 0
E_INVALID_ARGUMENT = -1
E_ILLEGAL_ACTION = -2
E_BUFFER_TOO_SMALL = -3
E_PARSE = -4
E_UNKNOWN_GAME = -5
E_OUT_OF_MEMORY = -6
E_UNSUPPORTED = -7
E_INTERNAL = -100

# The ABI major version this wrapper was written for (bgb.h: BGB_ABI_VERSION_MAJOR).
ABI_MAJOR = 1


class BgbError(Exception):
    """A failed libbgb call: `status` is the BGB_E_* code, `name` its short name."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.name = _lib().bgb_status_string(status).decode()


# ------------------------------------------------------------------------------------------
# Loading the library and declaring its signatures
# ------------------------------------------------------------------------------------------

_i32 = ctypes.c_int32
_u32 = ctypes.c_uint32
_u64 = ctypes.c_uint64
_p_i32 = ctypes.POINTER(ctypes.c_int32)
_p_u64 = ctypes.POINTER(ctypes.c_uint64)
_p_double = ctypes.POINTER(ctypes.c_double)
_str = ctypes.c_char_p
_vp = ctypes.c_void_p  # opaque handles
_p_vp = ctypes.POINTER(ctypes.c_void_p)

_SIGNATURES = {
    "bgb_abi_version": (_u32, []),
    "bgb_version_string": (_str, []),
    "bgb_status_string": (_str, [_i32]),
    "bgb_last_error": (_str, []),
    "bgb_rng_seed": (None, [_u64, _p_u64]),
    "bgb_rng_below": (_i32, [_p_u64, _u64, _p_u64]),
    "bgb_games_list": (_i32, [ctypes.c_char_p, _i32, _p_i32]),
    "bgb_game_new": (_i32, [_str, _str, _p_vp]),
    "bgb_game_free": (None, [_vp]),
    "bgb_game_name": (_i32, [_vp, ctypes.c_char_p, _i32, _p_i32]),
    "bgb_game_options_json": (_i32, [_vp, ctypes.c_char_p, _i32, _p_i32]),
    "bgb_game_num_players": (_i32, [_vp, _p_i32]),
    "bgb_game_num_distinct_actions": (_i32, [_vp, _p_i32]),
    "bgb_game_max_legal_actions": (_i32, [_vp, _p_i32]),
    "bgb_state_new": (_i32, [_vp, _p_vp]),
    "bgb_state_free": (None, [_vp]),
    "bgb_state_clone": (_i32, [_vp, _p_vp]),
    "bgb_state_game": (_i32, [_vp, _p_vp]),
    "bgb_state_current_player": (_i32, [_vp, _p_i32]),
    "bgb_state_is_terminal": (_i32, [_vp, _p_i32]),
    "bgb_state_legal_actions": (_i32, [_vp, _p_i32, _i32, _p_i32]),
    "bgb_state_chance_outcomes": (_i32, [_vp, _p_i32, _p_double, _i32, _p_i32]),
    "bgb_state_sample_chance": (_i32, [_vp, _p_u64, _p_i32]),
    "bgb_state_apply": (_i32, [_vp, _i32, _p_vp]),
    "bgb_state_apply_text": (_i32, [_vp, _str, _p_vp]),
    "bgb_state_apply_into": (_i32, [_vp, _i32, _vp]),
    "bgb_state_copy_into": (_i32, [_vp, _vp]),
    "bgb_playouts": (_i32, [_vp, _i32, _p_u64, _i32, ctypes.c_void_p]),
    "bgb_state_parse_action": (_i32, [_vp, _str, _p_i32]),
    "bgb_state_action_text": (_i32, [_vp, _i32, ctypes.c_char_p, _i32, _p_i32]),
    "bgb_state_returns": (_i32, [_vp, _p_double, _i32, _p_i32]),
    "bgb_state_to_json": (_i32, [_vp, _i32, ctypes.c_char_p, _i32, _p_i32]),
    "bgb_state_render": (_i32, [_vp, _i32, ctypes.c_char_p, _i32, _p_i32]),
    "bgb_state_from_json": (_i32, [_vp, _str, _p_vp]),
    "bgb_state_hash": (_i32, [_vp, _p_u64]),
    "bgb_replay": (_i32, [_str, _p_vp]),
    "bgb_bot_new": (_i32, [_vp, _str, _str, _p_vp]),
    "bgb_bot_free": (None, [_vp]),
    "bgb_bot_choose": (_i32, [_vp, _vp, _p_u64, _p_i32]),
    "bgb_bot_analyse": (_i32, [_vp, _vp, _p_u64, _p_i32, _p_i32, _p_double, _i32, _p_i32]),
    "bgb_crew_solve": (_i32, [_vp, _str, _p_i32, _p_double, _p_i32, _i32, _p_i32, _p_u64]),
    "bgb_crew_hint": (_i32, [_vp, _i32, _str, _p_u64, _p_i32, _p_double, _p_i32, _i32, _p_i32]),
}

# The verdicts of bgb_crew_solve (bgb.h: BGB_CREW_*), by number.
_VERDICTS = ("unknown", "not_winnable", "winnable", "probability", "estimate")
_CREW_MAX_LINE = 256

_LIB: Optional[ctypes.CDLL] = None


def _library_path() -> str:
    env = os.environ.get("BGB_LIBRARY")
    if env:
        return env
    here = Path(__file__).resolve().parent
    for name in ("libbgb.so", "libbgb.so.1", "libbgb.dylib", "bgb.dll"):
        if (here / name).exists():
            return str(here / name)
    found = ctypes.util.find_library("bgb")
    if found:
        return found
    raise OSError("libbgb not found: set BGB_LIBRARY to its path or put it next to bgb.py")


def _lib() -> ctypes.CDLL:
    """The loaded library, with every function's signature declared (loaded on first use)."""
    global _LIB
    if _LIB is None:
        lib = ctypes.CDLL(_library_path())
        for name, (restype, argtypes) in _SIGNATURES.items():
            fn = getattr(lib, name, None)
            if fn is None:
                if name.startswith("bgb_bot_"):
                    continue  # ABI 1.2: a 1.1 library has no bots; Bot() says so
                if name.startswith("bgb_crew_"):
                    continue  # ABI 1.3: an older library has no solver; crew_solve() says so
                if name.endswith("_into") or name == "bgb_playouts":
                    continue  # ABI 1.4: apply_into(), copy_into() and playouts() say so
                raise OSError(f"libbgb has no {name}: it is older than this wrapper")
            fn.restype = restype
            fn.argtypes = argtypes
        major = lib.bgb_abi_version() >> 16
        if major != ABI_MAJOR:
            raise OSError(f"libbgb has ABI major version {major}, this wrapper needs {ABI_MAJOR}")
        _LIB = lib
    return _LIB


def _need_into() -> None:
    if not hasattr(_lib(), "bgb_state_apply_into"):
        raise OSError("this libbgb cannot write into states: apply_into and copy_into need ABI 1.4 or later")


class PlayoutStats(ctypes.Structure):
    """What State.playouts adds up: bgb_playout_stats of bgb.h, field for field (ABI 1.4). A
    seat wins a game when its return is positive; seats past num_players stay 0. lengths[b]
    counts games of 8*b .. 8*b+7 actions, the last bucket 504 or more."""

    _fields_ = [
        ("games", ctypes.c_int64),
        ("actions", ctypes.c_int64),
        ("decisions", ctypes.c_int64),
        ("all_won", ctypes.c_int64),
        ("split", ctypes.c_int64),
        ("num_players", ctypes.c_int32),
        ("reserved", ctypes.c_int32),
        ("wins", ctypes.c_int64 * 8),
        ("return_sums", ctypes.c_double * 8),
        ("lengths", ctypes.c_int64 * 64),
    ]


def _check(status: int) -> None:
    if status != OK:
        raise BgbError(status, _lib().bgb_last_error().decode("utf-8", "replace"))


def _read_string(fn, *args) -> str:
    """Calls a string-returning function with the size-query protocol."""
    length = _i32(0)
    _check(fn(*args, None, 0, ctypes.byref(length)))
    buf = ctypes.create_string_buffer(length.value + 1)
    _check(fn(*args, buf, len(buf), ctypes.byref(length)))
    return buf.value.decode("utf-8")


def _encode(text: str) -> bytes:
    return text.encode("utf-8")


# ------------------------------------------------------------------------------------------
# Module functions
# ------------------------------------------------------------------------------------------

def abi_version() -> Tuple[int, int]:
    """(major, minor) of the loaded library's ABI."""
    v = _lib().bgb_abi_version()
    return v >> 16, v & 0xFFFF


def version() -> str:
    """The library's release version, e.g. "1.3.0" (MAJOR.MINOR is the ABI version)."""
    return _lib().bgb_version_string().decode()


def games() -> List[str]:
    """Names of the registered games."""
    return json.loads(_read_string(_lib().bgb_games_list))


def replay(log: Union[str, Dict[str, Any]]) -> "State":
    """The state a replay log {"game", "options", "actions": [texts]} leads to."""
    text = log if isinstance(log, str) else json.dumps(log)
    out = _vp()
    _check(_lib().bgb_replay(_encode(text), ctypes.byref(out)))
    return State(out)


class Rng:
    """The library's pinned SplitMix64 generator; the same seed draws the same as C and C++."""

    def __init__(self, seed: int = 0):
        self._state = _u64(0)
        _lib().bgb_rng_seed(seed, ctypes.byref(self._state))

    @property
    def state(self) -> int:
        return self._state.value

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound)."""
        out = _u64(0)
        _check(_lib().bgb_rng_below(ctypes.byref(self._state), bound, ctypes.byref(out)))
        return out.value


class _Handle:
    """Owns one C handle; frees it on close(), on leaving `with`, or when collected."""

    _free_name = ""

    def __init__(self, handle: ctypes.c_void_p):
        if not handle:
            raise ValueError("NULL handle")
        self._h = handle
        self._finalizer = weakref.finalize(self, getattr(_lib(), self._free_name), handle)

    def close(self) -> None:
        self._finalizer()

    @property
    def closed(self) -> bool:
        return not self._finalizer.alive

    @property
    def _handle(self) -> ctypes.c_void_p:
        if self.closed:
            raise ValueError(f"{type(self).__name__} is closed")
        return self._h

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class Game(_Handle):
    """A game with fixed options, e.g. Game("the-crew", {"players": 4, "mission": 7})."""

    _free_name = "bgb_game_free"

    def __init__(self, name: str = "the-crew", options: Union[None, str, Dict[str, Any]] = None):
        opts = None if options is None else _encode(options if isinstance(options, str) else json.dumps(options))
        out = _vp()
        _check(_lib().bgb_game_new(_encode(name), opts, ctypes.byref(out)))
        super().__init__(out)

    @classmethod
    def _adopt(cls, handle: ctypes.c_void_p) -> "Game":
        """Wraps a game handle the library just handed out (State.game())."""
        game = cls.__new__(cls)
        _Handle.__init__(game, handle)
        return game

    def _int(self, fn) -> int:
        out = _i32(0)
        _check(fn(self._handle, ctypes.byref(out)))
        return out.value

    @property
    def name(self) -> str:
        return _read_string(_lib().bgb_game_name, self._handle)

    @property
    def options(self) -> Dict[str, Any]:
        """Every option, defaults included."""
        return json.loads(_read_string(_lib().bgb_game_options_json, self._handle))

    @property
    def num_players(self) -> int:
        return self._int(_lib().bgb_game_num_players)

    @property
    def num_distinct_actions(self) -> int:
        return self._int(_lib().bgb_game_num_distinct_actions)

    @property
    def max_legal_actions(self) -> int:
        return self._int(_lib().bgb_game_max_legal_actions)

    def initial_state(self) -> "State":
        out = _vp()
        _check(_lib().bgb_state_new(self._handle, ctypes.byref(out)))
        return State(out)

    def state_from_json(self, snapshot: str) -> "State":
        """Reads a snapshot written by State.to_json(VIEW_ALL)."""
        out = _vp()
        _check(_lib().bgb_state_from_json(self._handle, _encode(snapshot), ctypes.byref(out)))
        return State(out)


class State(_Handle):
    """An immutable state; apply() and friends return new States."""

    _free_name = "bgb_state_free"

    def _new(self, fn, *args) -> "State":
        out = _vp()
        _check(fn(self._handle, *args, ctypes.byref(out)))
        return State(out)

    def _int(self, fn) -> int:
        out = _i32(0)
        _check(fn(self._handle, ctypes.byref(out)))
        return out.value

    @property
    def current_player(self) -> int:
        """The seat to act, CHANCE or TERMINAL."""
        return self._int(_lib().bgb_state_current_player)

    @property
    def is_terminal(self) -> bool:
        return self._int(_lib().bgb_state_is_terminal) != 0

    @property
    def hash(self) -> int:
        out = _u64(0)
        _check(_lib().bgb_state_hash(self._handle, ctypes.byref(out)))
        return out.value

    def legal_actions(self) -> List[int]:
        count = _i32(0)
        _check(_lib().bgb_state_legal_actions(self._handle, None, 0, ctypes.byref(count)))
        buf = (_i32 * max(count.value, 1))()
        _check(_lib().bgb_state_legal_actions(self._handle, buf, count.value, ctypes.byref(count)))
        return list(buf[: count.value])

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        """(action, probability) pairs at a chance node; empty elsewhere."""
        count = _i32(0)
        _check(_lib().bgb_state_chance_outcomes(self._handle, None, None, 0, ctypes.byref(count)))
        n = count.value
        actions = (_i32 * max(n, 1))()
        probs = (ctypes.c_double * max(n, 1))()
        _check(_lib().bgb_state_chance_outcomes(self._handle, actions, probs, n, ctypes.byref(count)))
        return list(zip(actions[:n], probs[:n]))

    def sample_chance(self, rng: Rng) -> int:
        out = _i32(0)
        _check(_lib().bgb_state_sample_chance(self._handle, ctypes.byref(rng._state), ctypes.byref(out)))
        return out.value

    def apply(self, action: int) -> "State":
        return self._new(_lib().bgb_state_apply, action)

    def apply_into(self, action: int, dst: "State") -> None:
        """Applies a legal action like apply(), but writes the result into dst, a state of the
        same game (dst may be self), instead of a new State: no allocation in the library, for
        playout loops (ABI 1.4). Clones of dst are never changed. Raises BgbError (illegal
        action; dst of another game) and leaves dst unchanged."""
        _need_into()
        _check(_lib().bgb_state_apply_into(self._handle, action, dst._handle))

    def copy_into(self, dst: "State") -> None:
        """Overwrites dst, a state of the same game, with this state (ABI 1.4); clones of dst
        are never changed. Raises BgbError for a dst of another game (dst unchanged)."""
        _need_into()
        _check(_lib().bgb_state_copy_into(self._handle, dst._handle))

    def playouts(self, games: int, rng: Rng, threads: int = 1) -> PlayoutStats:
        """Plays `games` uniformly random games from this state inside the library on `threads`
        threads and returns their totals (ABI 1.4). Draws one number from rng: the same rng
        state gives the same totals with any thread count. This state is unchanged. Raises
        BgbError for games < 0 or threads < 1 (rng unchanged)."""
        if not hasattr(_lib(), "bgb_playouts"):
            raise OSError("this libbgb has no batch playouts: playouts() needs ABI 1.4 or later")
        out = PlayoutStats()
        _check(_lib().bgb_playouts(self._handle, games, ctypes.byref(rng._state), threads, ctypes.byref(out)))
        return out

    def apply_text(self, text: str) -> "State":
        return self._new(_lib().bgb_state_apply_text, _encode(text))

    def parse_action(self, text: str) -> int:
        out = _i32(0)
        _check(_lib().bgb_state_parse_action(self._handle, _encode(text), ctypes.byref(out)))
        return out.value

    def action_text(self, action: int) -> str:
        return _read_string(_lib().bgb_state_action_text, self._handle, action)

    def returns(self) -> List[float]:
        count = _i32(0)
        _check(_lib().bgb_state_returns(self._handle, None, 0, ctypes.byref(count)))
        buf = (ctypes.c_double * max(count.value, 1))()
        _check(_lib().bgb_state_returns(self._handle, buf, count.value, ctypes.byref(count)))
        return list(buf[: count.value])

    def to_json(self, viewer: int = VIEW_ALL) -> str:
        return _read_string(_lib().bgb_state_to_json, self._handle, viewer)

    def render(self, viewer: int = VIEW_ALL) -> str:
        return _read_string(_lib().bgb_state_render, self._handle, viewer)

    def clone(self) -> "State":
        return self._new(_lib().bgb_state_clone)

    def game(self) -> Game:
        out = _vp()
        _check(_lib().bgb_state_game(self._handle, ctypes.byref(out)))
        return Game._adopt(out)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return self.hash

    def __repr__(self) -> str:
        return f"<bgb.State player={self.current_player} hash={self.hash:#018x}>"


class Bot(_Handle):
    """A bot for one game: Bot(game, "mcts", {"iterations": 2000}).

    Kinds: "random", "mcts" (UCT where every seat sees everything, information-set MCTS where
    the game hides something), "uct" and "ismcts". Options: iterations, time_ms, threads,
    exploration, rollout ("game" or "random"), rollout_cutoff, max_nodes (bgb.h, "Bots"). A bot
    is not thread-safe: use one per thread. With an iteration budget its choices depend only on
    the state, the rng and the options.
    """

    _free_name = "bgb_bot_free"

    def __init__(self, game: Game, kind: str = "mcts", options: Union[None, str, Dict[str, Any]] = None):
        if not hasattr(_lib(), "bgb_bot_new"):
            raise OSError("this libbgb has no bots: they need ABI 1.2 or later")
        opts = None if options is None else _encode(options if isinstance(options, str) else json.dumps(options))
        out = _vp()
        _check(_lib().bgb_bot_new(game._handle, _encode(kind), opts, ctypes.byref(out)))
        super().__init__(out)

    def choose(self, state: "State", rng: Rng) -> int:
        """The bot's action for the seat to act in `state` (draws from rng)."""
        out = _i32(0)
        _check(_lib().bgb_bot_choose(self._handle, state._handle, ctypes.byref(rng._state), ctypes.byref(out)))
        return out.value

    def analyse(self, state: "State", rng: Rng) -> List[Tuple[int, int, float]]:
        """(action, visits, value) for every legal action of the seat to act, in id order."""
        count = _i32(0)
        _check(_lib().bgb_bot_analyse(self._handle, state._handle, ctypes.byref(rng._state), None, None, None, 0,
                                      ctypes.byref(count)))
        n = count.value
        actions = (_i32 * max(n, 1))()
        visits = (_i32 * max(n, 1))()
        values = (ctypes.c_double * max(n, 1))()
        _check(_lib().bgb_bot_analyse(self._handle, state._handle, ctypes.byref(rng._state), actions, visits, values, n,
                                      ctypes.byref(count)))
        return list(zip(actions[:n], visits[:n], values[:n]))


# ------------------------------------------------------------------------------------------
# The Crew solver (ABI 1.3)
# ------------------------------------------------------------------------------------------

class Solution(NamedTuple):
    """What crew_solve() found: verdict ("winnable", "not_winnable", "probability" for mission
    12's draws, "estimate" for them with chance_samples, "unknown" when a limit stopped it),
    probability (1, 0, P, or -1 for unknown),
    line (a winning line of action ids from the state; empty unless it can be won) and nodes."""

    verdict: str
    probability: float
    line: List[int]
    nodes: int


def _options_text(options: Union[None, str, Dict[str, Any]]) -> Optional[bytes]:
    return None if options is None else _encode(options if isinstance(options, str) else json.dumps(options))


def _need_solver() -> None:
    if not hasattr(_lib(), "bgb_crew_solve"):
        raise OSError("this libbgb has no solver: it needs ABI 1.3 or later")


def crew_solve(state: "State", options: Union[None, str, Dict[str, Any]] = None) -> Solution:
    """Can the mission of this the-crew state still be won, with every hand known?

    Options: max_nodes (default 10,000,000, about two seconds; 0 = no cap, needs time_ms),
    time_ms, table_bits, chance_samples (mission 12: estimate from k outcomes per draw; bgb.h,
    "The Crew solver"). Without time_ms the answer is the same on
    every machine.
    """
    _need_solver()
    verdict = _i32(0)
    probability = ctypes.c_double(0)
    line = (_i32 * _CREW_MAX_LINE)()
    length = _i32(0)
    nodes = _u64(0)
    _check(_lib().bgb_crew_solve(state._handle, _options_text(options), ctypes.byref(verdict), ctypes.byref(probability),
                                 line, _CREW_MAX_LINE, ctypes.byref(length), ctypes.byref(nodes)))
    return Solution(_VERDICTS[verdict.value], probability.value, list(line[:length.value]), nodes.value)


def crew_hint(state: "State", seat: int, rng: Rng,
              options: Union[None, str, Dict[str, Any]] = None) -> List[Tuple[int, float, int]]:
    """(action, share, solved) for every legal action of `seat` (the seat to act), in id order.

    The hands `seat` cannot see are redrawn "samples" times (default 12) from rng; share is the
    mean success probability after the action over the redrawn deals the solver finished
    (solved of them). Options: samples, max_nodes (per solve, default 100,000), time_ms,
    table_bits, chance_samples (mission 12: the shares become estimates).
    """
    _need_solver()
    opts = _options_text(options)
    count = _i32(0)
    _check(_lib().bgb_crew_hint(state._handle, seat, opts, ctypes.byref(rng._state), None, None, None, 0,
                                ctypes.byref(count)))
    n = count.value
    actions = (_i32 * max(n, 1))()
    shares = (ctypes.c_double * max(n, 1))()
    solved = (_i32 * max(n, 1))()
    _check(_lib().bgb_crew_hint(state._handle, seat, opts, ctypes.byref(rng._state), actions, shares, solved, n,
                                ctypes.byref(count)))
    return list(zip(actions[:n], shares[:n], solved[:n]))
