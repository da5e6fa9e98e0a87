"""Every registered game as a PettingZoo AEC environment."""

from __future__ import annotations

import secrets

import numpy as np
from gymnasium import logger, spaces
from pettingzoo import AECEnv

from . import outcome
from .actions import action_index, illegal_error
from ._native import MenagerieError
from .batch import Batch
from .spaces import observation_space


class MenagerieEnv(AECEnv):
    """One game of Menagerie as a PettingZoo AEC environment.

    Agents are ``player_0``, ``player_1``, ... for the seats without a bot.
    ``observe(agent)`` is a dict: ``"observation"``, the seat's numeric
    observation (float32, the layout in docs/numeric.md), and
    ``"action_mask"`` (int8, 1 at each legal index of the game's fixed
    action space; all 0 for an agent not to act). Rewards are given when
    the game ends: its returns (``reward="win_loss"``, the default) or each
    seat's return less their mean (``reward="zero_sum"``). An action whose
    mask entry is 0 raises MenagerieError (``illegal="raise"``, the
    default) or ends the game, the agent losing with -1 and the others
    getting 0, or an equal share of +1 for zero_sum (``illegal="lose"``).
    Chance, and the seats given to ``bots``, play inside ``step``.

    ``reset(seed=s)`` plays the game with seed s, the same game as
    ``menagerie game GAME --seed s`` for the same moves; ``reset()`` then
    plays seeds s+1, s+2, ...
    """

    metadata = {"render_modes": ["ansi", "human"], "name": "menagerie_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        *,
        bots=None,
        render_mode: str | None = None,
        reward: str = "win_loss",
        illegal: str = "raise",
        **options,
    ):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise MenagerieError(f"render_mode {render_mode!r}: want one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self._batch = Batch(game, 1, 0, bots=bots, **options)
        outcome.check_choices(reward, illegal, self._batch.players)
        self.reward = reward
        self.illegal = illegal
        self.game = game
        self.metadata = dict(self.metadata, name=f"menagerie_{game}_v0")
        b = self._batch
        played = [seat for seat in range(b.players) if not (b.bots and b.bots[seat])]
        self._agent_of = {seat: f"player_{seat}" for seat in played}
        self._seat_of = {agent: seat for seat, agent in self._agent_of.items()}
        self.possible_agents = [self._agent_of[seat] for seat in played]
        obs_space = observation_space(b.observation_max, b.action_size)
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
        # the agent that lost by an illegal action, with illegal="lose"
        self._forfeit = None
        self._started = False
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
        self._forfeit = None
        self._started = True
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self._to_act = self._to_act_view[0]
        self.agent_selection = self._agent_of[self._to_act]

    def step(self, action) -> None:
        self._check_started("step")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        b = self._batch
        index = action_index(agent, action, self.game, b.action_size)
        legal = self._mask[0, index]
        if not legal and self.illegal == "raise":
            raise illegal_error(agent, index, self.game, self._mask[0])
        self._cumulative_rewards[agent] = 0.0
        if not legal:
            self._forfeit = agent
            self._end(outcome.forfeit_rewards(self._to_act, b.players, self.reward))
        else:
            b._actions[0] = index
            b._play()
            if self._done[0]:
                self._end(outcome.rewards(b._rewards[0], self.reward))
            else:
                self._to_act = self._to_act_view[0]
                self.agent_selection = self._agent_of[self._to_act]
        self._accumulate_rewards()

    def _end(self, seat_rewards: list[float]) -> None:
        """End the game with these rewards per seat."""
        self._over = True
        for agent in self.agents:
            self.rewards[agent] = seat_rewards[self._seat_of[agent]]
            self.terminations[agent] = True

    def _check_started(self, call: str) -> None:
        if not self._started:
            raise MenagerieError(f"{self.game}: {call}() before reset(); call reset() first")

    def _final(self) -> bool:
        """Whether the game reached its end by the rules (not by a forfeit):
        the views of its end are then the engine's final ones."""
        return self._over and self._forfeit is None

    def last(self, observe: bool = True):
        self._check_started("last")
        return super().last(observe)

    def observe(self, agent) -> dict:
        self._check_started("observe")
        seat = self._seat_of[agent]
        b = self._batch
        if self._over:
            return {"observation": b.observe(0, seat, final=self._final()), "action_mask": self._no_mask.copy()}
        if seat == self._to_act:
            return {"observation": b._obs[0].copy(), "action_mask": self._mask[0].copy()}
        return {"observation": b.observe(0, seat), "action_mask": self._no_mask.copy()}

    def observe_structured(self, agent) -> dict:
        """What agent's seat knows, as the engine's structured observation
        (its JSON, decoded): the same facts as ``observe`` with names."""
        self._check_started("observe_structured")
        return self._batch.observation(0, self._seat_of[agent], final=self._final())

    def record(self) -> str:
        """The game's JSON record (seed and every action, chance and bots
        included): sealed once the game is over, for ``menagerie replay``
        (a game ended by an illegal action is unfinished: its record has
        the actions played before it)."""
        self._check_started("record")
        return self._batch.last_record(0) if self._final() else self._batch.record(0)

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
        text = self._batch.text(0, seat, final=self._final())
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self._batch.close()


def env(game: str, **kwargs) -> MenagerieEnv:
    """A PettingZoo AEC environment of the game called game; rule options
    (``players=2``, ``packs="classic,golden"``), ``bots``, ``reward``,
    ``illegal`` and ``render_mode`` are keyword arguments."""
    return MenagerieEnv(game, **kwargs)
