"""The observation space both kinds of environment declare."""

from __future__ import annotations

import numpy as np
from gymnasium import spaces


def observation_space(observation_max: np.ndarray, action_size: int) -> spaces.Dict:
    """A seat's observation: its numeric vector and its action mask.

    Each value of the numeric vector lies between 0 and its position's
    largest value, observation_max (Batch.observation_max): the bound of its
    segment that the game declares, which its encoder holds values to
    (docs/numeric.md); the mask is 0 or 1."""
    high = np.asarray(observation_max, np.float32)
    return spaces.Dict(
        {
            "observation": spaces.Box(np.zeros_like(high), high, dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (action_size,), np.int8),
        }
    )
