"""Many games of one game and configuration, stepped together by action index."""

from __future__ import annotations

import ctypes
import json
import os
import weakref
from typing import Mapping, NamedTuple

import numpy as np

from . import _native
from ._native import FORK_FIX, ForkError, MenagerieError, call_string, check, error_of, take_string

#: the open batches of this process, for a forked child to disown
_open = weakref.WeakSet()


def _disown_after_fork() -> None:
    """In a forked child, the parent's batches live in the parent's copy
    of the library, whose runtime the child does not have: their handles
    are dropped (a new batch of the child's own copy could be given the
    same number) and their use raises ForkError."""
    for batch in list(_open):
        batch._handle, batch._parents = 0, True
    _open.clear()


os.register_at_fork(after_in_child=_disown_after_fork)


class Step(NamedTuple):
    """What :meth:`Batch.reset` and :meth:`Batch.step` return: views of the
    batch's own buffers, overwritten by its next call (copy what you keep).
    Row i is game slot i."""

    #: the observation of the seat to act, float32 (n, observation_size)
    obs: np.ndarray
    #: 1 at each legal action index of the seat to act, int8 (n, action_size)
    mask: np.ndarray
    #: each seat's return in a game that ended at this step, else 0,
    #: float32 (n, players)
    rewards: np.ndarray
    #: True where a game ended at this step (a new one has started), (n,)
    done: np.ndarray
    #: the seat to act, int32 (n,)
    to_act: np.ndarray


def option_lines(options: Mapping[str, object]) -> str:
    """Rule options as the library reads them: key=value, one a line."""
    lines = []
    for key, value in options.items():
        if isinstance(value, bool):
            value = "true" if value else "false"
        elif isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        text = f"{key}={value}"
        if "\n" in text:
            raise MenagerieError(f"option {key}: a value on one line, please")
        lines.append(text)
    return "\n".join(lines)


def seat_bots(bots, players: int | None) -> list[str]:
    """A bot spec per seat ("" for a seat the caller plays), from None (the
    caller plays every seat: no list), a list with a spec or None per seat,
    or a dict from seat to spec."""
    if bots is None:
        return []
    if isinstance(bots, Mapping):
        if not bots:
            return []
        if players is None:
            raise MenagerieError("bots given by seat need the number of players (players=N)")
        seats = [None] * players
        for seat, spec in bots.items():
            if not isinstance(seat, int) or not 0 <= seat < players:
                raise MenagerieError(f"bots: no seat {seat!r} in a game of {players}")
            seats[seat] = spec
        bots = seats
    if isinstance(bots, str):
        raise MenagerieError("bots: give a list with a spec (or None) per seat, or a dict from seat to spec")
    specs = []
    for seat, spec in enumerate(bots):
        spec = spec or ""
        if not isinstance(spec, str) or "\n" in spec:
            raise MenagerieError(f"bots: seat {seat}: {spec!r} is not a bot spec")
        specs.append(spec)
    return specs


class Batch:
    """n games of one game and configuration, stepped together with one call
    into the engines per step.

    The caller plays the seats without a bot; bots and chance play inside. A
    game that ends starts again at once: slot i's k-th game has the seed
    ``menagerie.mix(seed, k * n + i)``, unless :meth:`start` gives it one.

    >>> b = Batch("tableau", 256, seed=1, players=2)
    >>> obs, mask, rewards, done, to_act = b.reset()
    >>> actions = mask.argmax(axis=1)  # any policy: an index with mask 1 per row
    >>> obs, mask, rewards, done, to_act = b.step(actions)

    Rule options are keyword arguments (``players=4``, ``packs="classic,golden"``);
    ``bots`` is a bot spec per seat (``[None, "heuristic"]``, ``{1: "random"}``),
    None for seats the caller plays; ``workers`` steps the games on that many
    threads without changing any result. A Batch is not for use by two
    threads at once, and must be closed (or used as a context manager).
    """

    def __init__(
        self,
        game: str,
        n: int = 1,
        seed: int = 0,
        *,
        bots=None,
        workers: int = 1,
        max_actions: int = 0,
        **options,
    ):
        lib = _native.lib()
        for name, value, lo in (("n", n, 1), ("workers", workers, 0), ("max_actions", max_actions, 0)):
            if not isinstance(value, (int, np.integer)) or isinstance(value, bool) or not lo <= value < 1 << 62:
                raise MenagerieError(f"{name}={value!r}: want a whole number from {lo}")
        if not isinstance(seed, (int, np.integer)) or isinstance(seed, bool) or not 0 <= seed < 1 << 64:
            raise MenagerieError(f"seed={seed!r}: want a whole number from 0 to 2**64-1")
        if not isinstance(game, str):
            raise MenagerieError(f"game {game!r}: want a game's name")
        #: the bot spec of each seat, "" for the caller's; empty when the
        #: caller plays every seat
        self.bots = seat_bots(bots, _players(game, options))
        handle = ctypes.c_int64()
        check(
            lib.mng_new(
                game.encode(),
                option_lines(options).encode(),
                "\n".join(self.bots).encode(),
                int(n),
                int(seed),
                int(workers),
                int(max_actions),
                ctypes.byref(handle),
            )
        )
        self._handle = handle.value
        self._parents = False
        _open.add(self)
        self.game = game
        self.options = dict(options)
        sizes = (ctypes.c_int64 * 4)()
        check(lib.mng_sizes(self._handle, sizes))
        self.n, self.players, self.observation_size, self.action_size = (int(s) for s in sizes)
        #: the largest value of each position of an observation, as the
        #: game declares its segments (every smallest value is 0)
        self.observation_max = np.zeros(self.observation_size, np.float32)
        check(lib.mng_bounds(self._handle, self.observation_max.ctypes.data))
        self._obs = np.zeros((self.n, self.observation_size), np.float32)
        self._mask = np.zeros((self.n, self.action_size), np.uint8)
        self._rewards = np.zeros((self.n, self.players), np.float32)
        self._done = np.zeros(self.n, np.uint8)
        self._to_act = np.zeros(self.n, np.int32)
        self._actions = np.zeros(self.n, np.int32)
        self._actions_ptr = self._actions.ctypes.data
        check(
            lib.mng_bind(
                self._handle,
                self._obs.ctypes.data,
                self._mask.ctypes.data,
                self._rewards.ctypes.data,
                self._done.ctypes.data,
                self._to_act.ctypes.data,
            )
        )
        self._out = Step(self._obs, self._mask.view(np.int8), self._rewards, self._done.view(np.bool_), self._to_act)

    def reset(self) -> Step:
        """Start every slot's next game (the first, the first time)."""
        handle = self._live()
        check(_native._lib.mng_reset(handle))
        return self._out

    def start(self, i: int, seed: int) -> Step:
        """Start slot i's next game from seed; only row i changes."""
        if not isinstance(seed, (int, np.integer)) or not 0 <= seed < 1 << 64:
            raise MenagerieError(f"seed={seed!r}: want a whole number from 0 to 2**64-1")
        handle = self._live()
        check(_native._lib.mng_start(handle, _index(i), int(seed)))
        return self._out

    def step(self, actions) -> Step:
        """Play actions[i], an action index, in each slot i for its seat to
        act, then chance and bots until a seat the caller plays is to act
        again. Every index is checked before any is played: a bad one raises
        MenagerieError and leaves the batch unchanged. A bug in an engine or
        a bot raises EngineError and stops the slot it happened in (the other
        slots have played): step then raises MenagerieError until reset, or
        start of that slot, begins it again."""
        actions = np.asarray(actions)
        if actions.shape != (self.n,) or actions.dtype.kind not in "iu":
            raise MenagerieError(f"actions: want {self.n} whole numbers, got shape {actions.shape} of {actions.dtype}")
        if actions.dtype != np.int32 and (actions.min() < -(1 << 31) or actions.max() >= 1 << 31):
            raise MenagerieError(f"actions: an index outside the action space [0, {self.action_size})")
        np.copyto(self._actions, actions, casting="unsafe")
        return self._play()

    def _play(self) -> Step:
        """Step with the indices already in self._actions."""
        handle = self._handle or self._live()
        err = _native._lib.mng_step(handle, self._actions_ptr)
        if err is not None:
            message = take_string(err)
            self._live()
            raise error_of(message)
        return self._out

    def observe(self, i: int, seat: int, final: bool = False) -> np.ndarray:
        """What seat knows in slot i's game as a new float32 vector; with
        final, at the end of the last game that ended in the slot."""
        handle, dst = self._live(), np.empty(self.observation_size, np.float32)
        check(_native._lib.mng_observe(handle, _index(i), _index(seat), int(bool(final)), dst.ctypes.data))
        return dst

    def observation(self, i: int, seat: int, final: bool = False) -> dict:
        """What seat knows in slot i's game as the engine's structured
        observation (its JSON, decoded)."""
        return json.loads(call_string("mng_observation", self._live(), _index(i), _index(seat), int(bool(final))))

    def text(self, i: int, seat: int, final: bool = False) -> str:
        """What seat sees of slot i's game in the game's words."""
        return call_string("mng_text", self._live(), _index(i), _index(seat), int(bool(final)))

    def record(self, i: int) -> str:
        """The JSON record of slot i's game in progress (seed and every
        action so far, chance and bots included)."""
        return call_string("mng_record", self._live(), _index(i), 0)

    def last_record(self, i: int) -> str:
        """The sealed JSON record of the last game that ended in slot i, for
        ``menagerie replay``."""
        return call_string("mng_record", self._live(), _index(i), 1)

    def action_index(self, action: int) -> int:
        """The index of an engine action (as records hold them)."""
        handle, out = self._live(), ctypes.c_int64()
        check(_native._lib.mng_action_index(handle, _index(action), ctypes.byref(out)))
        return out.value

    def advise(self, i: int, bot: str) -> int:
        """The action index the bot ``bot`` (a spec such as "hard") would play
        in slot i's game now, for the seat to act; the game does not move.
        The batch keeps the bot for the next questions."""
        handle, out = self._live(), ctypes.c_int64()
        check(_native._lib.mng_advise(handle, _index(i), str(bot).encode(), ctypes.byref(out)))
        return out.value

    def close(self) -> None:
        """Stop the batch's threads and free its games. Closing twice is fine."""
        handle, self._handle = getattr(self, "_handle", 0), 0
        if handle:
            _open.discard(self)
            check(_native._lib.mng_close(handle))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()

    def _live(self) -> int:
        if not self._handle:
            if self._parents:
                raise ForkError(
                    f"menagerie: this {self.game} batch (or environment) was made before this process "
                    "was forked and lives in the parent: make a new one here, or "
                    + FORK_FIX
                )
            raise MenagerieError(f"this {self.game} batch is closed")
        return self._handle


def _index(value) -> int:
    """A whole number for the library, checked to fit its 64-bit argument."""
    if not isinstance(value, (int, np.integer)) or isinstance(value, bool) or not -(1 << 63) <= value < 1 << 63:
        raise MenagerieError(f"{value!r}: want a whole number")
    return int(value)


def _players(game: str, options: Mapping[str, object]) -> int | None:
    """The number of seats the options give, or the game's default; None
    when neither is known (the engine then reports the problem)."""
    from .catalog import games

    if "players" in options:
        try:
            return int(options["players"])
        except (TypeError, ValueError):
            return None
    for g in games():
        if g["name"] == game:
            return g["players"][0]
    return None


__all__ = ["Batch", "Step"]
