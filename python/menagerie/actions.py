"""Checking the action an agent chose, with errors naming the agent and
the action."""

from __future__ import annotations

import operator

import numpy as np

from ._native import MenagerieError


def action_index(agent: str, action, game: str, action_size: int) -> int:
    """action as an index of the game's action space, or MenagerieError
    when it is not a whole number or is outside the space."""
    try:
        index = operator.index(action)
    except TypeError:
        raise MenagerieError(f"{agent}: action {action!r} is not an action index") from None
    if not 0 <= index < action_size:
        raise MenagerieError(f"{agent}: action {index} is outside {game}'s action space [0, {action_size})")
    return index


def illegal_error(agent: str, index: int, game: str, mask: np.ndarray) -> MenagerieError:
    """The error for agent choosing action index, in the game's action
    space but not legal now."""
    legal = np.flatnonzero(mask)
    shown = ", ".join(str(i) for i in legal[:12]) + (", ..." if len(legal) > 12 else "")
    return MenagerieError(
        f"{agent}: action {index} is not legal now in this {game} game; "
        f"the legal actions are the mask's 1s ({len(legal)}: {shown})"
    )
