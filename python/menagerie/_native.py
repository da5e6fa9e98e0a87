"""Loading the engine library (libmenagerie, built from Go) and calling it.

The library is loaded at the first use, not at import. Go's runtime does not
survive ``fork``: in a process forked after the library was loaded, the
loaded copy's runtime has no threads left and a call into it would hang. Such
a child loads a private copy of the library file at its first use instead,
with a runtime of its own, so that ``fork`` (Linux's default start method,
and Gymnasium's ``AsyncVectorEnv``'s) works; the batches the parent made
stay the parent's (see batch.py). Children started with the ``spawn`` or
``forkserver`` method load the library as any process does.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import sys
import tempfile
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
    """A process forked after the engine library was loaded cannot do what
    was asked: use a batch or environment its parent made, or load its own
    copy of the library."""


#: how to start processes that need no copy of the library
FORK_FIX = (
    "start worker processes with multiprocessing's 'spawn' (or 'forkserver') "
    "method, e.g. multiprocessing.get_context('spawn').Pool(...), and Gymnasium's "
    "vector environments with gymnasium.vector.AsyncVectorEnv(env_fns, context='spawn')"
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
    "mng_bounds": [_I64, _P],
    "mng_bind": [_I64, _P, _P, _P, _P, _P],
    "mng_reset": [_I64],
    "mng_start": [_I64, _I64, _U64],
    "mng_step": [_I64, _P],
    "mng_observe": [_I64, _I64, _I64, ctypes.c_int, _P],
    "mng_observation": [_I64, _I64, _I64, ctypes.c_int, _OUT],
    "mng_text": [_I64, _I64, _I64, ctypes.c_int, _OUT],
    "mng_record": [_I64, _I64, ctypes.c_int, _OUT],
    "mng_action_index": [_I64, _I64, ctypes.POINTER(_I64)],
    "mng_advise": [_I64, _I64, _STR, ctypes.POINTER(_I64)],
}


def library_path() -> Path:
    """The path of the engine library inside the installed package."""
    suffix = {"darwin": ".dylib", "win32": ".dll"}.get(sys.platform, ".so")
    return Path(__file__).with_name("libmenagerie" + suffix)


_lib = None

#: whether a library was loaded in this process's parent before it forked
#: this one: the file's own mapping then holds a runtime without threads
_forked_after_loading = False


def _after_fork_in_child() -> None:
    global _lib, _forked_after_loading
    if _lib is not None:
        _lib, _forked_after_loading = None, True


os.register_at_fork(after_in_child=_after_fork_in_child)


def _load_private_copy(path: Path) -> ctypes.CDLL:
    """Load a copy of the library file, whose runtime starts afresh, as the
    dynamic loader would return the inherited mapping for path itself. The
    copy is removed once loaded: the process keeps its mapping."""
    try:
        with tempfile.TemporaryDirectory(prefix="menagerie-") as directory:
            copy = Path(directory) / path.name
            shutil.copyfile(path, copy)
            return ctypes.CDLL(str(copy))
    except OSError as err:
        raise ForkError(
            "menagerie: this process was forked after the engine library was loaded, "
            f"and could not load a copy of its own ({err}); {FORK_FIX}"
        ) from None


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
        loaded = _load_private_copy(path) if _forked_after_loading else ctypes.CDLL(str(path))
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
