"""Every registered game as a Gymnasium single-agent environment: one seat
played by the caller, bots in the others.

>>> import menagerie.gym
>>> env = menagerie.gym.make("cardbattle", opponents="medium", players=2)
>>> obs, info = env.reset(seed=7)
>>> obs, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))
"""

from __future__ import annotations


import gymnasium
import numpy as np
from gymnasium import spaces

from . import outcome
from .actions import action_index, illegal_error
from .batch import Batch
from ._native import MenagerieError
from .spaces import observation_space


class MenagerieGymEnv(gymnasium.Env):
    """One game of Menagerie against bots, as a Gymnasium environment.

    The caller plays seat ``seat`` (0 by default); ``opponents`` gives the
    other seats' bots: one spec for all (``"medium"``) or a list with one
    per other seat, in seat order. An observation is a dict: the seat's
    numeric observation (float32, docs/numeric.md) under ``"observation"``
    and its legal actions under ``"action_mask"`` (int8, 1 at each legal
    index of the game's fixed action space), and ``info["action_mask"]``
    is the same mask. The reward is 0 until the game ends, then the seat's
    ``reward=`` choice (``"win_loss"``, the game's return, or
    ``"zero_sum"``); ``illegal=`` says what an action whose mask entry is 0
    does: ``"lose"`` (the default: the game ends, the seat losing with -1,
    so that any action of the action space can be stepped, as Gymnasium's
    ``check_env`` does) or ``"raise"`` (MenagerieError, nothing played).

    ``reset(seed=s)`` plays the game with seed s, as ``menagerie game
    --seed s`` does for the same moves; a ``reset()`` without a seed draws
    the game's seed from the environment's generator.
    """

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(
        self,
        game: str,
        *,
        opponents="medium",
        seat: int = 0,
        reward: str = "win_loss",
        illegal: str = "lose",
        render_mode: str | None = None,
        **options,
    ):
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise MenagerieError(f"render_mode {render_mode!r}: want one of {self.metadata['render_modes']}")
        with Batch(game, 1, 0, **options) as probe:  # the engine checks the game and options
            players = probe.players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
            raise MenagerieError(f"seat={seat!r}: want a seat from 0 to {players - 1}")
        if isinstance(opponents, str):
            others = [opponents] * (players - 1)
        else:
            others = list(opponents)
            if len(others) != players - 1:
                raise MenagerieError(f"opponents: want one bot spec or {players - 1} (one per other seat), got {len(others)}")
        if not all(isinstance(spec, str) and spec for spec in others):
            raise MenagerieError(f"opponents: {opponents!r}: every other seat needs a bot spec (random, easy, medium, hard, ...)")
        bots = others[:seat] + [None] + others[seat:]
        self._batch = Batch(game, 1, 0, bots=bots, **options)
        b = self._batch
        outcome.check_choices(reward, illegal, b.players)
        self.game = game
        self.seat = seat
        self.agent = f"player_{seat}"
        self.reward = reward
        self.illegal = illegal
        self.render_mode = render_mode
        self.observation_space = observation_space(b.observation_max, b.action_size)
        self.action_space = spaces.Discrete(b.action_size)
        self._mask = b._mask.view(np.int8)
        self._no_mask = np.zeros(b.action_size, np.int8)
        self._started = False
        self._over = False
        self._forfeit = False

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        game_seed = int(seed) % (1 << 64) if seed is not None else int(self.np_random.integers(1 << 63))
        self._batch.start(0, game_seed)
        self._started, self._over, self._forfeit = True, False, False
        return self._observation()

    def step(self, action):
        if not self._started:
            raise MenagerieError(f"{self.game}: step() before reset(); call reset() first")
        if self._over:
            raise MenagerieError(f"{self.game}: step() after the game ended; call reset() to play the next")
        b = self._batch
        index = action_index(self.agent, action, self.game, b.action_size)
        if not self._mask[0, index]:
            if self.illegal == "raise":
                raise illegal_error(self.agent, index, self.game, self._mask[0])
            self._over = self._forfeit = True
            reward = outcome.forfeit_rewards(self.seat, b.players, self.reward)[self.seat]
        else:
            b._actions[0] = index
            b._play()
            reward = 0.0
            if b._done[0]:
                self._over = True
                reward = outcome.rewards(b._rewards[0], self.reward)[self.seat]
        obs, info = self._observation()
        return obs, reward, self._over, False, info

    def _observation(self):
        """The seat's observation and info now: at the end of the game, its
        final view with an empty mask."""
        b = self._batch
        if self._over:
            obs = {"observation": b.observe(0, self.seat, final=not self._forfeit), "action_mask": self._no_mask.copy()}
        else:
            obs = {"observation": b._obs[0].copy(), "action_mask": self._mask[0].copy()}
        return obs, {"action_mask": obs["action_mask"]}

    def record(self) -> str:
        """The game's JSON record, sealed once the game has ended by the
        rules, for ``menagerie replay``."""
        if not self._started:
            raise MenagerieError(f"{self.game}: record() before reset(); call reset() first")
        return self._batch.last_record(0) if self._over and not self._forfeit else self._batch.record(0)

    def render(self):
        """The game as the seat sees it, in the game's words."""
        if self.render_mode is None or not self._started:
            return None
        text = self._batch.text(0, self.seat, final=self._over and not self._forfeit)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self._batch.close()


def make(game: str, **kwargs) -> MenagerieGymEnv:
    """A Gymnasium environment of the game called game against bots:
    ``opponents`` (a bot spec, or one per other seat), ``seat``,
    ``reward``, ``illegal``, ``render_mode`` and rule options
    (``players=2``, ``packs="classic,golden"``) are keyword arguments."""
    return MenagerieGymEnv(game, **kwargs)


__all__ = ["MenagerieGymEnv", "make"]
