"""Every registered game as a PettingZoo AEC environment."""

from __future__ import annotations

import operator
import secrets

import numpy as np
from gymnasium import logger, spaces
from pettingzoo import AECEnv

from ._native import MenagerieError
from .batch import Batch


class MenagerieEnv(AECEnv):
    """One game of Menagerie as a PettingZoo AEC environment.

    Agents are ``player_0``, ``player_1``, ... for the seats without a bot.
    ``observe(agent)`` is a dict: ``"observation"``, the seat's numeric
    observation (float32, the layout in docs/numeric.md), and
    ``"action_mask"`` (int8, 1 at each legal index of the game's fixed
    action space; all 0 for an agent not to act). Rewards are the game's
    returns, given when it ends. Chance, and the seats given to ``bots``,
    play inside ``step``.

    ``reset(seed=s)`` plays the game with seed s, the same game as
    ``menagerie game GAME --seed s`` for the same moves; ``reset()`` then
    plays seeds s+1, s+2, ...
    """

    metadata = {"render_modes": ["ansi", "human"], "name": "menagerie_v0", "is_parallelizable": False}

    def __init__(self, game: str, *, bots=None, render_mode: str | None = None, **options):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise MenagerieError(f"render_mode {render_mode!r}: want one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self._batch = Batch(game, 1, 0, bots=bots, **options)
        self.game = game
        self.metadata = dict(self.metadata, name=f"menagerie_{game}_v0")
        b = self._batch
        played = [seat for seat in range(b.players) if not (b.bots and b.bots[seat])]
        self._agent_of = {seat: f"player_{seat}" for seat in played}
        self._seat_of = {agent: seat for seat, agent in self._agent_of.items()}
        self.possible_agents = [self._agent_of[seat] for seat in played]
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(-np.inf, np.inf, (b.observation_size,), np.float32),
                "action_mask": spaces.Box(0, 1, (b.action_size,), np.int8),
            }
        )
        act_space = spaces.Discrete(b.action_size)
        self.observation_spaces = {agent: obs_space for agent in self.possible_agents}
        self.action_spaces = {agent: act_space for agent in self.possible_agents}
        self._no_mask = np.zeros(b.action_size, np.int8)
        # Views of the batch's buffers read at every step: memoryviews give
        # Python numbers faster than numpy's indexing does.
        self._mask = b._mask.view(np.int8)
        self._done = memoryview(b._done)
        self._to_act_view = memoryview(b._to_act)
        self._to_act = 0
        self._seed = None
        self._games = 0
        self._over = False
        self.agents = []

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._seed, self._games = int(seed) % (1 << 64), 0
        elif self._seed is None:
            self._seed, self._games = secrets.randbits(63), 0
        self._batch.start(0, (self._seed + self._games) % (1 << 64))
        self._games += 1
        self._over = False
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._to_act = self._to_act_view[0]
        self.agent_selection = self._agent_of[self._to_act]

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        b = self._batch
        try:
            index = operator.index(action)
        except TypeError:
            raise MenagerieError(f"{agent}: action {action!r} is not an action index") from None
        if not 0 <= index < b.action_size:
            raise MenagerieError(f"{agent}: action index {index} is outside {self.game}'s action space [0, {b.action_size})")
        b._actions[0] = index
        b._play()
        self._cumulative_rewards[agent] = 0.0
        if self._done[0]:
            self._over = True
            for other in self.agents:
                self.rewards[other] = float(b._rewards[0, self._seat_of[other]])
                self.terminations[other] = True
        else:
            self._to_act = self._to_act_view[0]
            self.agent_selection = self._agent_of[self._to_act]
        self._accumulate_rewards()

    def observe(self, agent) -> dict:
        seat = self._seat_of[agent]
        b = self._batch
        if self._over:
            return {"observation": b.observe(0, seat, final=True), "action_mask": self._no_mask.copy()}
        if seat == self._to_act:
            return {"observation": b._obs[0].copy(), "action_mask": self._mask[0].copy()}
        return {"observation": b.observe(0, seat), "action_mask": self._no_mask.copy()}

    def observe_structured(self, agent) -> dict:
        """What agent's seat knows, as the engine's structured observation
        (its JSON, decoded): the same facts as ``observe`` with names."""
        return self._batch.observation(0, self._seat_of[agent], final=self._over)

    def record(self) -> str:
        """The game's JSON record (seed and every action, chance and bots
        included): sealed once the game is over, for ``menagerie replay``."""
        return self._batch.last_record(0) if self._over else self._batch.record(0)

    def action_index(self, action: int) -> int:
        """The index of an engine action, as records hold them."""
        return self._batch.action_index(action)

    def render(self):
        """The game as the agent to act sees it (at the end, as the first
        agent does), in the game's words."""
        if self.render_mode is None:
            logger.warn("render() called without a render_mode; give render_mode='ansi' or 'human'")
            return None
        if not self.agents:
            return None
        seat = self._seat_of[self.possible_agents[0] if self._over else self.agent_selection]
        text = self._batch.text(0, seat, final=self._over)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self._batch.close()


def env(game: str, **kwargs) -> MenagerieEnv:
    """A PettingZoo AEC environment of the game called game; rule options
    (``players=2``, ``packs="classic,golden"``), ``bots`` and
    ``render_mode`` are keyword arguments."""
    return MenagerieEnv(game, **kwargs)
