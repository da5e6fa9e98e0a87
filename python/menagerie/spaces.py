"""The observation space both kinds of environment declare."""

from __future__ import annotations

import numpy as np
from gymnasium import spaces


def observation_space(observation_size: int, action_size: int) -> spaces.Dict:
    """A seat's observation: its numeric vector and its action mask.

    Every value of the numeric vector is at least 0: one-hot fields, counts
    of cards and numbers divided by a scale (docs/numeric.md), none of them
    negative. Counts and scaled numbers are not clipped, so the vector has
    no upper bound the space could state truly; the mask is 0 or 1."""
    return spaces.Dict(
        {
            "observation": spaces.Box(0, np.inf, (observation_size,), np.float32),
            "action_mask": spaces.Box(0, 1, (action_size,), np.int8),
        }
    )
