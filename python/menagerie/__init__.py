"""Menagerie's three card-battle games for Python: PettingZoo AEC
environments (:func:`env`), Gymnasium environments of one seat against
bots (:func:`gym.make`) and batches stepped with one call into the Go
engines (:class:`Batch`).

>>> import menagerie
>>> e = menagerie.env("cardbattle", players=2)
>>> e.reset(seed=7)
>>> for agent in e.agent_iter():
...     obs, reward, terminated, truncated, info = e.last()
...     e.step(None if terminated else int(obs["action_mask"].argmax()))
"""

from . import gym
from ._native import EngineError, ForkError, MenagerieError, mix
from .batch import Batch, Step
from .catalog import games, names
from .env import MenagerieEnv, env
from .schema import Segment, rule_options, segments

__all__ = [
    "Batch",
    "EngineError",
    "ForkError",
    "MenagerieEnv",
    "MenagerieError",
    "Segment",
    "Step",
    "env",
    "games",
    "gym",
    "mix",
    "names",
    "rule_options",
    "segments",
]
