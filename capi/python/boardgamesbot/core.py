"""The C ABI one to one: games, states, the pinned generator, replay, JSON, render, resampling,
in-place application, batch playouts, campaigns, bots and The Crew's solver.

Game, State, Bot and Campaign each own one C handle, freed by close(), by leaving a `with`
block, or when the object is garbage-collected. Games, states and campaigns are immutable:
apply() and record() return new objects (apply_into/copy_into are the only writers, into a
state the caller names). Every failure raises a BgbError subclass carrying bgb_last_error().
"""
from __future__ import annotations

import ctypes
import json
import weakref
from typing import TYPE_CHECKING, Any, Dict, List, NamedTuple, Optional, Tuple, Union

from . import _lib as L
from ._lib import PlayoutStats, check, encode, read_string, require

if TYPE_CHECKING:  # numpy is needed only by the tensor calls
    import numpy as np

CHANCE = -1
TERMINAL = -2
VIEW_ALL = -1
VIEW_PUBLIC = -2
CAMPAIGN_COMPLETE = 0
CREW_MAX_LINE = 256
_VERDICTS = ("unknown", "not_winnable", "winnable", "probability", "estimate")

Options = Union[None, str, Dict[str, Any]]


def _options(options: Options) -> Optional[bytes]:
    return None if options is None else encode(options if isinstance(options, str) else json.dumps(options))


def abi_version() -> Tuple[int, int]:
    """(major, minor) of the loaded library's ABI."""
    v = L.lib().bgb_abi_version()
    return v >> 16, v & 0xFFFF


def version() -> str:
    """The library's release version, e.g. "1.4.0" (MAJOR.MINOR is the ABI version)."""
    return L.lib().bgb_version_string().decode()


def status_string(status: int) -> str:
    """The library's short name of a status code ("illegal_action"; "unknown" for others)."""
    return L.lib().bgb_status_string(status).decode()


def last_error() -> str:
    """The message of this thread's last failed call ("" if none); BgbError carries it already."""
    return L.lib().bgb_last_error().decode("utf-8", "replace")


def games() -> List[str]:
    """Names of the registered games."""
    return json.loads(read_string(L.lib().bgb_games_list))


def replay(log: Union[str, Dict[str, Any]]) -> "State":
    """The state a replay log leads to: {"game", "options", "actions": [texts]} (every action,
    chance included) or the same with "seed" and the decisions only (docs/json.md)."""
    out = L.vp()
    check(L.lib().bgb_replay(encode(log if isinstance(log, str) else json.dumps(log)), ctypes.byref(out)))
    return State(out)


_MASK64 = (1 << 64) - 1


def playout_seed(base: int, index: int) -> int:
    """The seed game `index` of a batch with base seed `base` plays from (C++ bgb::playout_seed):
    bgb_playouts' games and the games of a bgb_batch use it, so Python can replay any one."""
    s = (base + 0x9E3779B97F4A7C15 * (index + 1)) & _MASK64
    z = (s + 0x9E3779B97F4A7C15) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


class Rng:
    """The library's pinned SplitMix64 generator: the same seed draws the same numbers as the C
    and C++ libraries, on every platform. Its whole state is one 64-bit integer (`state`)."""

    __slots__ = ("_state",)

    def __init__(self, seed: int = 0):
        self._state = L.u64(0)
        L.lib().bgb_rng_seed(seed & _MASK64, ctypes.byref(self._state))

    @property
    def state(self) -> int:
        """The raw generator state; Rng.from_state(rng.state) forks the stream."""
        return self._state.value

    @classmethod
    def from_state(cls, state: int) -> "Rng":
        rng = cls.__new__(cls)
        rng._state = L.u64(state & _MASK64)
        return rng

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound) (unbiased), like C++ bgb::Rng::below."""
        out = L.u64(0)
        check(L.lib().bgb_rng_below(ctypes.byref(self._state), bound, ctypes.byref(out)))
        return out.value


class _Handle:
    """Owns one C handle; frees it on close(), on leaving `with`, or when collected."""

    _free_name = ""

    def __init__(self, handle: ctypes.c_void_p):
        if not handle:
            raise ValueError("NULL handle")
        self._h = handle
        self._finalizer = weakref.finalize(self, getattr(L.lib(), self._free_name), handle)

    def close(self) -> None:
        """Frees the C handle now (idempotent); any later use raises ValueError."""
        self._finalizer()

    @property
    def closed(self) -> bool:
        return not self._finalizer.alive

    @property
    def _handle(self) -> ctypes.c_void_p:
        if not self._finalizer.alive:
            raise ValueError(f"{type(self).__name__} is closed")
        return self._h

    def __enter__(self):
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


class Game(_Handle):
    """A game with fixed options: Game("the-crew", {"players": 4, "mission": 7}). The options
    are a dict or a JSON string (docs/json.md lists each game's); None for the defaults."""

    _free_name = "bgb_game_free"

    def __init__(self, name: str = "the-crew", options: Options = None):
        out = L.vp()
        check(L.lib().bgb_game_new(encode(name), _options(options), ctypes.byref(out)))
        super().__init__(out)

    @classmethod
    def _adopt(cls, handle: ctypes.c_void_p) -> "Game":
        game = cls.__new__(cls)
        _Handle.__init__(game, handle)
        return game

    def _int(self, fn: Any) -> int:
        out = L.i32(0)
        check(fn(self._handle, ctypes.byref(out)))
        return out.value

    @property
    def name(self) -> str:
        """The registry name, e.g. "the-crew"."""
        return read_string(L.lib().bgb_game_name, self._handle)

    @property
    def options(self) -> Dict[str, Any]:
        """Every option, defaults included (Game(name, options) makes an equal game)."""
        return json.loads(read_string(L.lib().bgb_game_options_json, self._handle))

    @property
    def num_players(self) -> int:
        return self._int(L.lib().bgb_game_num_players)

    @property
    def num_distinct_actions(self) -> int:
        """Every action id, chance outcomes included, lies in [0, num_distinct_actions)."""
        return self._int(L.lib().bgb_game_num_distinct_actions)

    @property
    def max_legal_actions(self) -> int:
        """The most legal actions (or chance outcomes) any state of this game can have."""
        return self._int(L.lib().bgb_game_max_legal_actions)

    def observation_shape(self) -> Tuple[int, ...]:
        """The shape of every observation tensor of this game (ABI 1.5; docs/tensors.md).
        Every game has one today; UnsupportedError remains the contract for a game without an
        encoder (a libbgb older than ABI 1.5, or a future game)."""
        fn = require("bgb_game_observation_shape")
        ndims = L.i32(0)
        check(fn(self._handle, None, 0, ctypes.byref(ndims)))
        dims = (L.i32 * max(ndims.value, 1))()
        check(fn(self._handle, dims, ndims.value, ctypes.byref(ndims)))
        return tuple(dims[: ndims.value])

    def initial_state(self) -> "State":
        """The initial state (usually a chance node: the deal)."""
        out = L.vp()
        check(L.lib().bgb_state_new(self._handle, ctypes.byref(out)))
        return State(out)

    def state_from_json(self, snapshot: str) -> "State":
        """Reads a snapshot written by State.to_json(VIEW_ALL) for a game with these options."""
        out = L.vp()
        check(L.lib().bgb_state_from_json(self._handle, encode(snapshot), ctypes.byref(out)))
        return State(out)

    def __repr__(self) -> str:
        return "<boardgamesbot.Game closed>" if self.closed else f"<boardgamesbot.Game {self.name} {self.options}>"


class State(_Handle):
    """An immutable state of a game; apply() and friends return new States."""

    _free_name = "bgb_state_free"

    def _new(self, fn: Any, *args: Any) -> "State":
        out = L.vp()
        check(fn(self._handle, *args, ctypes.byref(out)))
        return State(out)

    def _int(self, fn: Any) -> int:
        out = L.i32(0)
        check(fn(self._handle, ctypes.byref(out)))
        return out.value

    @property
    def current_player(self) -> int:
        """The seat to act (0..players-1), CHANCE or TERMINAL."""
        return self._int(L.lib().bgb_state_current_player)

    @property
    def is_terminal(self) -> bool:
        return self._int(L.lib().bgb_state_is_terminal) != 0

    @property
    def hash(self) -> int:
        """64-bit hash of the whole state, the same on every platform and in every binding."""
        out = L.u64(0)
        check(L.lib().bgb_state_hash(self._handle, ctypes.byref(out)))
        return out.value

    def legal_actions(self) -> List[int]:
        """The seat to act's legal actions in ascending id order ([] at chance and terminal)."""
        count = L.i32(0)
        check(L.lib().bgb_state_legal_actions(self._handle, None, 0, ctypes.byref(count)))
        buf = (L.i32 * max(count.value, 1))()
        check(L.lib().bgb_state_legal_actions(self._handle, buf, count.value, ctypes.byref(count)))
        return list(buf[: count.value])

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        """(action, probability) pairs at a chance node; [] elsewhere."""
        count = L.i32(0)
        check(L.lib().bgb_state_chance_outcomes(self._handle, None, None, 0, ctypes.byref(count)))
        n = count.value
        actions = (L.i32 * max(n, 1))()
        probs = (ctypes.c_double * max(n, 1))()
        check(L.lib().bgb_state_chance_outcomes(self._handle, actions, probs, n, ctypes.byref(count)))
        return list(zip(actions[:n], probs[:n]))

    def sample_chance(self, rng: Rng) -> int:
        """A chance outcome drawn from rng by the weights (what C++ bgb::sample_chance draws)."""
        out = L.i32(0)
        check(L.lib().bgb_state_sample_chance(self._handle, ctypes.byref(rng._state), ctypes.byref(out)))
        return out.value

    def random_action(self, rng: Rng) -> int:
        """The action a uniformly random playout takes here, drawn from rng (ABI 1.7): at a chance
        node what :meth:`sample_chance` draws, at a seat's turn ``legal_actions()[rng.below(n)]``,
        with the same use of rng but without building the list. InvalidArgumentError at the end."""
        out = L.i32(0)
        check(require("bgb_state_random_action")(self._handle, ctypes.byref(rng._state), ctypes.byref(out)))
        return out.value

    def resample(self, seat: int, rng: Rng) -> "State":
        """A state `seat` cannot tell apart from this one, everything hidden from it redrawn
        from rng (ABI 1.1). UnsupportedError for a game without hidden information."""
        out = L.vp()
        check(require("bgb_state_resample")(self._handle, seat, ctypes.byref(rng._state), ctypes.byref(out)))
        return State(out)

    def apply(self, action: int) -> "State":
        """The state after a legal action (a decision, or a chance outcome at a chance node).
        IllegalActionError names the action and why; this state is unchanged either way."""
        return self._new(L.lib().bgb_state_apply, action)

    def apply_into(self, action: int, dst: "State") -> None:
        """Like apply(), but writes the result into dst (a state of the same game; may be self)
        without allocating (ABI 1.4). Clones of dst never change. On error dst is unchanged."""
        check(require("bgb_state_apply_into")(self._handle, action, dst._handle))

    def copy_into(self, dst: "State") -> None:
        """Overwrites dst, a state of the same game, with this state (ABI 1.4)."""
        check(require("bgb_state_copy_into")(self._handle, dst._handle))

    def apply_text(self, text: str) -> "State":
        """Parses an action in the game's notation ("play g5") and applies it."""
        return self._new(L.lib().bgb_state_apply_text, encode(text))

    def parse_action(self, text: str) -> int:
        """The id of an action text, without applying it (it may still be illegal)."""
        out = L.i32(0)
        check(L.lib().bgb_state_parse_action(self._handle, encode(text), ctypes.byref(out)))
        return out.value

    def action_text(self, action: int) -> str:
        """The text of any id in [0, num_distinct_actions) as seen in this state."""
        return read_string(L.lib().bgb_state_action_text, self._handle, action)

    def action_text_for(self, action: int, viewer: int) -> str:
        """The text of an action taken from this state as ``viewer`` (a seat, VIEW_PUBLIC or
        VIEW_ALL) may read it: a card or item it may not know reads ``?`` (``deal ?``,
        ``give ?``, ``draw ?``, ``item ?``); VIEW_ALL reads :meth:`action_text`'s text. ABI 1.6."""
        return read_string(L.lib().bgb_state_action_text_for, self._handle, action, viewer)

    def returns(self) -> List[float]:
        """One return per player: final at a terminal state, the score so far before."""
        count = L.i32(0)
        check(L.lib().bgb_state_returns(self._handle, None, 0, ctypes.byref(count)))
        buf = (ctypes.c_double * max(count.value, 1))()
        check(L.lib().bgb_state_returns(self._handle, buf, count.value, ctypes.byref(count)))
        return list(buf[: count.value])

    def to_json(self, viewer: int = VIEW_ALL) -> str:
        """VIEW_ALL: the snapshot Game.state_from_json reads back; a seat or VIEW_PUBLIC: that
        viewer's observation, with nothing it may not see."""
        return read_string(L.lib().bgb_state_to_json, self._handle, viewer)

    def render(self, viewer: int = VIEW_ALL) -> str:
        """A short picture of the state for people (the format may change)."""
        return read_string(L.lib().bgb_state_render, self._handle, viewer)

    def observation_tensor(self, viewer: int, out: "Optional[np.ndarray]" = None) -> "np.ndarray":
        """What `viewer` may know, as a float32 array of Game.observation_shape() (ABI 1.5;
        docs/tensors.md). `out`, a C-contiguous float32 array of that size, is filled in place.
        UnsupportedError only for a game without an encoder (a libbgb older than ABI 1.5, or a
        future game): every game has one today."""
        import numpy as np
        fn = require("bgb_state_observation_tensor")
        length = L.i32(0)
        if out is None:
            check(fn(self._handle, viewer, None, 0, ctypes.byref(length)))
            out = np.empty(length.value, dtype=np.float32)
        elif out.dtype != np.float32 or not out.flags.c_contiguous:
            raise TypeError("observation_tensor: out must be a C-contiguous float32 array")
        check(fn(self._handle, viewer, out.ctypes.data, out.size, ctypes.byref(length)))
        return out

    def legal_mask(self, out: "Optional[np.ndarray]" = None) -> "np.ndarray":
        """1 for each legal action of the seat to act over [0, num_distinct_actions), as a uint8
        array (all 0 at chance and terminal states). ABI 1.5; `out` is filled in place."""
        import numpy as np
        fn = require("bgb_state_legal_mask")
        length = L.i32(0)
        if out is None:
            check(fn(self._handle, None, 0, ctypes.byref(length)))
            out = np.empty(length.value, dtype=np.uint8)
        elif out.dtype != np.uint8 or not out.flags.c_contiguous:
            raise TypeError("legal_mask: out must be a C-contiguous uint8 array")
        check(fn(self._handle, out.ctypes.data, out.size, ctypes.byref(length)))
        return out

    def playouts(self, games: int, rng: Rng, threads: int = 1) -> PlayoutStats:
        """Plays `games` uniformly random games from this state inside the library on `threads`
        threads and returns their totals (ABI 1.4). Draws one number from rng: the same rng
        state gives the same totals with any thread count. This state is unchanged."""
        out = PlayoutStats()
        check(require("bgb_playouts")(self._handle, games, ctypes.byref(rng._state), threads, ctypes.byref(out)))
        return out

    def clone(self) -> "State":
        """A second handle to the same state (apply_into on one never changes the other)."""
        return self._new(L.lib().bgb_state_clone)

    def game(self) -> Game:
        """The game this state belongs to (a new handle)."""
        out = L.vp()
        check(L.lib().bgb_state_game(self._handle, ctypes.byref(out)))
        return Game._adopt(out)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return self.hash

    def __repr__(self) -> str:
        if self.closed:
            return "<boardgamesbot.State closed>"
        return f"<boardgamesbot.State player={self.current_player} hash={self.hash:#018x}>"


class Bot(_Handle):
    """A search bot of one game (ABI 1.2): Bot(game, "mcts", {"iterations": 2000}). Kinds:
    "random", "mcts" (the right search for the game), "uct", "ismcts"; options in bgb.h, "Bots".
    One thread at a time per bot. With an iteration budget its moves depend only on the state,
    the rng and the options."""

    _free_name = "bgb_bot_free"

    def __init__(self, game: Game, kind: str = "mcts", options: Options = None):
        out = L.vp()
        check(require("bgb_bot_new")(game._handle, encode(kind), _options(options), ctypes.byref(out)))
        super().__init__(out)

    def choose(self, state: State, rng: Rng) -> int:
        """The bot's action for the seat to act in `state` (draws from rng)."""
        out = L.i32(0)
        check(L.lib().bgb_bot_choose(self._handle, state._handle, ctypes.byref(rng._state), ctypes.byref(out)))
        return out.value

    def analyse(self, state: State, rng: Rng) -> List[Tuple[int, int, float]]:
        """(action, visits, value) for every legal action of the seat to act, in id order."""
        fn = L.lib().bgb_bot_analyse
        count = L.i32(0)
        check(fn(self._handle, state._handle, ctypes.byref(rng._state), None, None, None, 0, ctypes.byref(count)))
        n = count.value
        actions, visits, values = (L.i32 * max(n, 1))(), (L.i32 * max(n, 1))(), (ctypes.c_double * max(n, 1))()
        check(fn(self._handle, state._handle, ctypes.byref(rng._state), actions, visits, values, n,
                 ctypes.byref(count)))
        return list(zip(actions[:n], visits[:n], values[:n]))


class MissionRecord(NamedTuple):
    """One row of a campaign log: attempts as the logbook counts them, how many used the
    distress signal, and whether the mission was accomplished."""

    attempts: int
    distress_attempts: int
    success: bool


class Campaign(_Handle):
    """The Crew's campaign log (ABI 1.1): attempts per mission, distress signals, successes.
    Immutable like a State: record() returns a new Campaign. Campaign() is an empty log;
    Campaign.from_json(text) reads one written by to_json()."""

    _free_name = "bgb_campaign_free"

    def __init__(self, _handle: Optional[ctypes.c_void_p] = None):
        if _handle is None:
            _handle = L.vp()
            check(require("bgb_campaign_new")(ctypes.byref(_handle)))
        super().__init__(_handle)

    @classmethod
    def from_json(cls, text: Union[str, Dict[str, Any]]) -> "Campaign":
        """Reads a log (docs/json.md, "Campaign log"); strict: a bad field is an error naming it."""
        out = L.vp()
        check(require("bgb_campaign_from_json")(encode(text if isinstance(text, str) else json.dumps(text)),
                                                ctypes.byref(out)))
        return cls(out)

    def record(self, finished: State) -> "Campaign":
        """The log with the attempt that ended in `finished` (a terminal state of The Crew)."""
        out = L.vp()
        check(L.lib().bgb_campaign_record(self._handle, finished._handle, ctypes.byref(out)))
        return Campaign(out)

    def record_result(self, mission: int, success: bool, distress_used: bool = False) -> "Campaign":
        """The log with an attempt played with the physical cards."""
        out = L.vp()
        check(L.lib().bgb_campaign_record_result(self._handle, mission, int(bool(success)), int(bool(distress_used)),
                                                 ctypes.byref(out)))
        return Campaign(out)

    @property
    def next_mission(self) -> int:
        """The lowest mission (1..50) without a success; CAMPAIGN_COMPLETE (0) when all are won."""
        out = L.i32(0)
        check(L.lib().bgb_campaign_next_mission(self._handle, ctypes.byref(out)))
        return out.value

    def mission(self, mission: int) -> MissionRecord:
        """One mission's row (0, 0, False if never attempted)."""
        a, d, s = L.i32(0), L.i32(0), L.i32(0)
        check(L.lib().bgb_campaign_mission(self._handle, mission, ctypes.byref(a), ctypes.byref(d), ctypes.byref(s)))
        return MissionRecord(a.value, d.value, bool(s.value))

    def to_json(self) -> str:
        return read_string(L.lib().bgb_campaign_to_json, self._handle)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Campaign) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


class Solution(NamedTuple):
    """What crew_solve() found: verdict ("winnable", "not_winnable", "probability" for mission
    12's draws, "estimate" with chance_samples, "unknown" when a limit stopped it), probability
    (1, 0, P, or -1 for unknown), line (a winning line of action ids from the state) and nodes."""

    verdict: str
    probability: float
    line: List[int]
    nodes: int


def crew_solve(state: State, options: Options = None) -> Solution:
    """Can this The Crew mission still be won, with every hand known? (ABI 1.3; options
    max_nodes, time_ms, table_bits, chance_samples; docs/solver.md)"""
    verdict, probability, length, nodes = L.i32(0), ctypes.c_double(0), L.i32(0), L.u64(0)
    line = (L.i32 * CREW_MAX_LINE)()
    check(require("bgb_crew_solve")(state._handle, _options(options), ctypes.byref(verdict), ctypes.byref(probability),
                                    line, CREW_MAX_LINE, ctypes.byref(length), ctypes.byref(nodes)))
    return Solution(_VERDICTS[verdict.value], probability.value, list(line[: length.value]), nodes.value)


def crew_hint(state: State, seat: int, rng: Rng, options: Options = None) -> List[Tuple[int, float, int]]:
    """(action, share, solved) for every legal action of `seat` (the seat to act), in id order:
    the mean success probability after the action over redrawn deals ("samples", default 12)."""
    fn = require("bgb_crew_hint")
    opts = _options(options)
    count = L.i32(0)
    check(fn(state._handle, seat, opts, ctypes.byref(rng._state), None, None, None, 0, ctypes.byref(count)))
    n = count.value
    actions, shares, solved = (L.i32 * max(n, 1))(), (ctypes.c_double * max(n, 1))(), (L.i32 * max(n, 1))()
    check(fn(state._handle, seat, opts, ctypes.byref(rng._state), actions, shares, solved, n, ctypes.byref(count)))
    return list(zip(actions[:n], shares[:n], solved[:n]))
