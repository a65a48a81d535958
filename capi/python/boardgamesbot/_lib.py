"""Loading libbgb, declaring every C signature, and turning status codes into exceptions.

The library is searched in this order: the BGB_LIBRARY environment variable (a path), the copy
that `pip install ./capi/python` put inside this package, then the system library path. The ABI
major version is checked once, when the library is first loaded.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
from pathlib import Path
from typing import Any, Callable, Dict, Optional, Tuple, Type

# The ABI major version this package was written for (bgb.h: BGB_ABI_VERSION_MAJOR).
ABI_MAJOR = 1

OK = 0
E_INVALID_ARGUMENT = -1
E_ILLEGAL_ACTION = -2
E_BUFFER_TOO_SMALL = -3
E_PARSE = -4
E_UNKNOWN_GAME = -5
E_OUT_OF_MEMORY = -6
E_UNSUPPORTED = -7
E_INTERNAL = -100

_STATUS_NAMES = {
    OK: "ok", E_INVALID_ARGUMENT: "invalid_argument", E_ILLEGAL_ACTION: "illegal_action",
    E_BUFFER_TOO_SMALL: "buffer_too_small", E_PARSE: "parse", E_UNKNOWN_GAME: "unknown_game",
    E_OUT_OF_MEMORY: "out_of_memory", E_UNSUPPORTED: "unsupported", E_INTERNAL: "internal",
}


class BgbError(Exception):
    """A failed libbgb call. `status` is the BGB_E_* code, `name` its short name ("illegal_action")
    and the message is bgb_last_error(): the function and the cause. Each status code has its
    own subclass, so `except IllegalActionError` catches exactly one kind of failure."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.name = _STATUS_NAMES.get(status, "unknown")


class InvalidArgumentError(BgbError, ValueError):
    """BGB_E_INVALID_ARGUMENT: a bad option, viewer, seat, JSON that is not what was asked..."""


class IllegalActionError(BgbError, ValueError):
    """BGB_E_ILLEGAL_ACTION: the action is not legal in this state (the state is unchanged)."""


class BufferTooSmallError(BgbError):
    """BGB_E_BUFFER_TOO_SMALL: only a bug in this package can raise it (it sizes every buffer)."""


class ParseError(BgbError, ValueError):
    """BGB_E_PARSE: text that is not valid JSON, or an unreadable action text."""


class UnknownGameError(BgbError, KeyError):
    """BGB_E_UNKNOWN_GAME: no game by that name (boardgamesbot.games() lists them)."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


class OutOfMemoryError(BgbError, MemoryError):
    """BGB_E_OUT_OF_MEMORY: an allocation inside the library failed."""


class UnsupportedError(BgbError):
    """BGB_E_UNSUPPORTED: valid, but the game or library does not offer it (resampling a game
    without hidden information, a function newer than the loaded libbgb, an observation tensor of
    a game without an encoder: none today, but a libbgb older than ABI 1.5 or a future game)."""


class InternalError(BgbError):
    """BGB_E_INTERNAL: a bug in the library; please report the message."""


_ERRORS: Dict[int, Type[BgbError]] = {
    E_INVALID_ARGUMENT: InvalidArgumentError, E_ILLEGAL_ACTION: IllegalActionError,
    E_BUFFER_TOO_SMALL: BufferTooSmallError, E_PARSE: ParseError, E_UNKNOWN_GAME: UnknownGameError,
    E_OUT_OF_MEMORY: OutOfMemoryError, E_UNSUPPORTED: UnsupportedError, E_INTERNAL: InternalError,
}


def error(status: int, message: str) -> BgbError:
    """The exception for a status code (BgbError itself for a code this package does not know)."""
    return _ERRORS.get(status, BgbError)(status, message)


i32 = ctypes.c_int32
u32 = ctypes.c_uint32
u64 = ctypes.c_uint64
i64 = ctypes.c_int64
f64 = ctypes.c_double
p_i32 = ctypes.POINTER(ctypes.c_int32)
p_u64 = ctypes.POINTER(ctypes.c_uint64)
p_f64 = ctypes.POINTER(ctypes.c_double)
p_f32 = ctypes.POINTER(ctypes.c_float)
p_u8 = ctypes.POINTER(ctypes.c_uint8)
cstr = ctypes.c_char_p
vp = ctypes.c_void_p  # opaque handles
p_vp = ctypes.POINTER(ctypes.c_void_p)


class PlayoutStats(ctypes.Structure):
    """What bgb_playouts adds up: bgb_playout_stats of bgb.h, field for field (ABI 1.4). A seat
    wins a game when its return is positive; seats past num_players stay 0. lengths[b] counts
    games of 8*b .. 8*b+7 actions, the last bucket 504 or more."""

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


# name: (restype, argtypes, ABI minor that added it). Functions of a minor above the loaded
# library's are simply absent; the wrapper that needs one says which version it needs.
SIGNATURES: Dict[str, Tuple[Any, list, int]] = {
    "bgb_abi_version": (u32, [], 0),
    "bgb_version_string": (cstr, [], 0),
    "bgb_status_string": (cstr, [i32], 0),
    "bgb_last_error": (cstr, [], 0),
    "bgb_rng_seed": (None, [u64, p_u64], 0),
    "bgb_rng_below": (i32, [p_u64, u64, p_u64], 0),
    "bgb_games_list": (i32, [cstr, i32, p_i32], 0),
    "bgb_game_new": (i32, [cstr, cstr, p_vp], 0),
    "bgb_game_free": (None, [vp], 0),
    "bgb_game_name": (i32, [vp, cstr, i32, p_i32], 0),
    "bgb_game_options_json": (i32, [vp, cstr, i32, p_i32], 0),
    "bgb_game_num_players": (i32, [vp, p_i32], 0),
    "bgb_game_num_distinct_actions": (i32, [vp, p_i32], 0),
    "bgb_game_max_legal_actions": (i32, [vp, p_i32], 0),
    "bgb_state_new": (i32, [vp, p_vp], 0),
    "bgb_state_free": (None, [vp], 0),
    "bgb_state_clone": (i32, [vp, p_vp], 0),
    "bgb_state_game": (i32, [vp, p_vp], 0),
    "bgb_state_current_player": (i32, [vp, p_i32], 0),
    "bgb_state_is_terminal": (i32, [vp, p_i32], 0),
    "bgb_state_legal_actions": (i32, [vp, p_i32, i32, p_i32], 0),
    "bgb_state_chance_outcomes": (i32, [vp, p_i32, p_f64, i32, p_i32], 0),
    "bgb_state_sample_chance": (i32, [vp, p_u64, p_i32], 0),
    "bgb_state_random_action": (i32, [vp, p_u64, p_i32], 7),
    "bgb_state_resample": (i32, [vp, i32, p_u64, p_vp], 1),
    "bgb_state_apply": (i32, [vp, i32, p_vp], 0),
    "bgb_state_apply_into": (i32, [vp, i32, vp], 4),
    "bgb_state_copy_into": (i32, [vp, vp], 4),
    "bgb_state_apply_text": (i32, [vp, cstr, p_vp], 0),
    "bgb_state_parse_action": (i32, [vp, cstr, p_i32], 0),
    "bgb_state_action_text": (i32, [vp, i32, cstr, i32, p_i32], 0),
    "bgb_state_action_text_for": (i32, [vp, i32, i32, cstr, i32, p_i32], 6),
    "bgb_state_returns": (i32, [vp, p_f64, i32, p_i32], 0),
    "bgb_state_to_json": (i32, [vp, i32, cstr, i32, p_i32], 0),
    "bgb_state_render": (i32, [vp, i32, cstr, i32, p_i32], 0),
    "bgb_state_from_json": (i32, [vp, cstr, p_vp], 0),
    "bgb_state_hash": (i32, [vp, p_u64], 0),
    "bgb_replay": (i32, [cstr, p_vp], 0),
    "bgb_playouts": (i32, [vp, i32, p_u64, i32, ctypes.POINTER(PlayoutStats)], 4),
    "bgb_campaign_new": (i32, [p_vp], 1),
    "bgb_campaign_free": (None, [vp], 1),
    "bgb_campaign_record": (i32, [vp, vp, p_vp], 1),
    "bgb_campaign_record_result": (i32, [vp, i32, i32, i32, p_vp], 1),
    "bgb_campaign_next_mission": (i32, [vp, p_i32], 1),
    "bgb_campaign_mission": (i32, [vp, i32, p_i32, p_i32, p_i32], 1),
    "bgb_campaign_to_json": (i32, [vp, cstr, i32, p_i32], 1),
    "bgb_campaign_from_json": (i32, [cstr, p_vp], 1),
    "bgb_bot_new": (i32, [vp, cstr, cstr, p_vp], 2),
    "bgb_bot_free": (None, [vp], 2),
    "bgb_bot_choose": (i32, [vp, vp, p_u64, p_i32], 2),
    "bgb_bot_analyse": (i32, [vp, vp, p_u64, p_i32, p_i32, p_f64, i32, p_i32], 2),
    "bgb_crew_solve": (i32, [vp, cstr, p_i32, p_f64, p_i32, i32, p_i32, p_u64], 3),
    "bgb_crew_hint": (i32, [vp, i32, cstr, p_u64, p_i32, p_f64, p_i32, i32, p_i32], 3),
    # Observation tensors, legal-action masks and batches (ABI 1.5). The buffers are passed as
    # void pointers so that numpy arrays go in without a copy (ndarray.ctypes.data).
    "bgb_game_observation_shape": (i32, [vp, p_i32, i32, p_i32], 5),
    "bgb_state_observation_tensor": (i32, [vp, i32, vp, i32, p_i32], 5),
    "bgb_state_legal_mask": (i32, [vp, vp, i32, p_i32], 5),
    "bgb_batch_new": (i32, [vp, i32, u64, p_vp], 5),
    "bgb_batch_free": (None, [vp], 5),
    "bgb_batch_size": (i32, [vp, p_i32], 5),
    "bgb_batch_reset": (i32, [vp, u64], 5),
    "bgb_batch_step": (i32, [vp, vp, i32, vp, vp], 5),
    "bgb_batch_observe": (i32, [vp, vp, i64, vp, i64, vp], 5),
    "bgb_batch_state": (i32, [vp, i32, p_vp], 5),
}

_LIB: Optional[ctypes.CDLL] = None
_PACKAGE_DIR = Path(__file__).resolve().parent


def library_path() -> str:
    """Where libbgb is loaded from: BGB_LIBRARY, else the copy inside this package, else the
    system library path (ctypes.util.find_library)."""
    env = os.environ.get("BGB_LIBRARY")
    if env:
        return env
    for name in ("libbgb.so", "libbgb.dylib", "bgb.dll"):
        if (_PACKAGE_DIR / name).exists():
            return str(_PACKAGE_DIR / name)
    found = ctypes.util.find_library("bgb")
    if found:
        return found
    raise OSError("libbgb not found: install the package with `pip install --no-build-isolation ./capi/python` "
                  "(it puts libbgb inside the package) or set BGB_LIBRARY to the library's path")


def lib() -> ctypes.CDLL:
    """The loaded library with every signature declared (loaded on first use)."""
    global _LIB
    if _LIB is None:
        path = library_path()
        loaded = ctypes.CDLL(path)
        loaded.bgb_abi_version.restype = u32
        loaded.bgb_abi_version.argtypes = []
        version = loaded.bgb_abi_version()
        major, minor = version >> 16, version & 0xFFFF
        if major != ABI_MAJOR:
            raise OSError(f"{path} has ABI major version {major}; this package needs {ABI_MAJOR}.x")
        for name, (restype, argtypes, since) in SIGNATURES.items():
            fn = getattr(loaded, name, None)
            if fn is None:
                if since > minor:
                    continue  # a newer call than this library has: require() reports it
                raise OSError(f"{path} (ABI {major}.{minor}) lacks {name}, which ABI 1.{since} has")
            fn.restype = restype
            fn.argtypes = argtypes
        _LIB = loaded
    return _LIB


def require(name: str) -> Callable[..., Any]:
    """The C function `name`, or UnsupportedError naming the ABI version that added it."""
    fn = getattr(lib(), name, None)
    if fn is None:
        since = SIGNATURES[name][2]
        raise UnsupportedError(E_UNSUPPORTED, f"{name} needs libbgb ABI 1.{since} or later; "
                                              f"the loaded library ({library_path()}) is older")
    return fn


def check(status: int) -> None:
    """Raises the BgbError subclass of a failed call, with bgb_last_error() as its message."""
    if status != OK:
        raise error(status, lib().bgb_last_error().decode("utf-8", "replace"))


def read_string(fn: Callable[..., int], *args: Any) -> str:
    """Calls a string-writing function with the size-query protocol of bgb.h."""
    length = i32(0)
    check(fn(*args, None, 0, ctypes.byref(length)))
    buf = ctypes.create_string_buffer(length.value + 1)
    check(fn(*args, buf, len(buf), ctypes.byref(length)))
    return buf.value.decode("utf-8")


def encode(text: str) -> bytes:
    return text.encode("utf-8")
