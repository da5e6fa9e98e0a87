"""Loading the engine library (libmenagerie, built from Go) and calling it.

The library is loaded at the first use, not at import. Go's runtime does not
survive ``fork``: a process forked after the library was loaded cannot call
it, so every call from such a child raises :class:`ForkError` instead of
hanging or crashing. Children started with the ``spawn`` or ``forkserver``
method, or forked before the first environment was made, load their own.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path


class MenagerieError(ValueError):
    """A request the engines refused: an unknown game, a bad option or bot,
    an action index outside the action space or not legal now."""


class EngineError(RuntimeError):
    """A bug in an engine or a bot: a Go panic, recovered where it happened
    (on a batch's worker thread too), with the panic's message and the game
    slot and seed it happened in. The slot's game is stopped: reset the
    batch or environment, or start the slot again, to play on."""


class ForkError(RuntimeError):
    """The engine library was used in a process forked after it was loaded."""


_FORK_MESSAGE = (
    "menagerie: this process was forked after the engine library was loaded, "
    "and Go's runtime does not survive fork; start worker processes with "
    "multiprocessing's 'spawn' (or 'forkserver') method, e.g. "
    "multiprocessing.get_context('spawn').Pool(...), and Gymnasium's vector "
    "environments with gymnasium.vector.AsyncVectorEnv(env_fns, context='spawn'), "
    "or make the first environment only in the children"
)

_P = ctypes.c_void_p
_I64 = ctypes.c_int64
_U64 = ctypes.c_uint64
_STR = ctypes.c_char_p
_OUT = ctypes.POINTER(ctypes.c_void_p)

# Each function's argument types; every one but mng_mix and mng_free
# returns an error string (NULL for success).
_SIGNATURES = {
    "mng_catalog": [_OUT],
    "mng_new": [_STR, _STR, _STR, _I64, _U64, _I64, _I64, ctypes.POINTER(_I64)],
    "mng_close": [_I64],
    "mng_sizes": [_I64, ctypes.POINTER(_I64)],
    "mng_bind": [_I64, _P, _P, _P, _P, _P],
    "mng_reset": [_I64],
    "mng_start": [_I64, _I64, _U64],
    "mng_step": [_I64, _P],
    "mng_observe": [_I64, _I64, _I64, ctypes.c_int, _P],
    "mng_observation": [_I64, _I64, _I64, ctypes.c_int, _OUT],
    "mng_text": [_I64, _I64, _I64, ctypes.c_int, _OUT],
    "mng_record": [_I64, _I64, ctypes.c_int, _OUT],
    "mng_action_index": [_I64, _I64, ctypes.POINTER(_I64)],
}


def library_path() -> Path:
    """The path of the engine library inside the installed package."""
    suffix = {"darwin": ".dylib", "win32": ".dll"}.get(sys.platform, ".so")
    return Path(__file__).with_name("libmenagerie" + suffix)


class _Forked:
    """Stands for the library in a forked child: every use raises."""

    def __getattr__(self, name):
        raise ForkError(_FORK_MESSAGE)


_lib = None


def _after_fork_in_child() -> None:
    global _lib
    if _lib is not None:
        _lib = _Forked()


os.register_at_fork(after_in_child=_after_fork_in_child)


def lib():
    """The loaded library, loading it the first time."""
    global _lib
    if _lib is None:
        path = library_path()
        if not path.exists():
            raise ImportError(
                f"menagerie: the engine library {path.name} is missing from the "
                "package; install it with `pip install ./python` from a checkout "
                "of the repository, with Go installed"
            )
        loaded = ctypes.CDLL(str(path))
        for name, args in _SIGNATURES.items():
            fn = getattr(loaded, name)
            fn.argtypes = args
            fn.restype = _P
        loaded.mng_free.argtypes = [_P]
        loaded.mng_free.restype = None
        loaded.mng_mix.argtypes = [_U64, _U64]
        loaded.mng_mix.restype = _U64
        _lib = loaded
    return _lib


#: begins the library's error string for a bug (a Go panic, recovered)
_INTERNAL_TAG = "internal: "


def check(err) -> None:
    """Raise the library's error, if any: an EngineError for a bug, else a
    MenagerieError."""
    if err is not None:
        raise error_of(take_string(err))


def error_of(message: str) -> Exception:
    """The exception for an error string of the library."""
    if message.startswith(_INTERNAL_TAG):
        return EngineError(message[len(_INTERNAL_TAG) :])
    return MenagerieError(message)


def take_string(p) -> str:
    """Read a string the library returned and free it."""
    try:
        return ctypes.string_at(p).decode("utf-8")
    finally:
        lib().mng_free(p)


def call_string(name: str, *args) -> str:
    """Call a library function that stores a string in its last argument."""
    out = ctypes.c_void_p()
    check(getattr(lib(), name)(*args, ctypes.byref(out)))
    return take_string(out)


def mix(seed: int, index: int) -> int:
    """The engines' seed mixer: a batch of size n gives its slot i's k-th
    game the seed ``mix(seed, k * n + i)``."""
    return lib().mng_mix(seed, index)
