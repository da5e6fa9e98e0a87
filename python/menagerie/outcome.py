"""How an environment scores a game: the ``reward=`` and ``illegal=``
choices every environment takes."""

from __future__ import annotations

import numpy as np

from ._native import MenagerieError

#: reward=: "win_loss" gives each seat the game's own return (+1 for a win,
#: -1 for a loss, 0 for a draw; with more than two players every loser gets
#: -1), "zero_sum" each seat's return less the mean of all seats' returns,
#: so that the rewards of a game sum to zero
REWARDS = ("win_loss", "zero_sum")

#: illegal=: "raise" refuses an action whose mask entry is 0 with
#: MenagerieError and plays nothing; "lose" ends the game there, the seat
#: that chose it losing with -1
ILLEGAL = ("raise", "lose")


def check_choices(reward: str, illegal: str, players: int) -> None:
    """Refuse an unknown reward= or illegal= choice, and zero_sum for a game
    of one seat (whose rewards cannot sum to zero and say anything)."""
    if reward not in REWARDS:
        raise MenagerieError(f"reward={reward!r}: want one of {', '.join(REWARDS)}")
    if illegal not in ILLEGAL:
        raise MenagerieError(f"illegal={illegal!r}: want one of {', '.join(ILLEGAL)}")
    if reward == "zero_sum" and players < 2:
        raise MenagerieError("reward='zero_sum' needs two or more players; this game has one")


def rewards(returns: np.ndarray, reward: str) -> list[float]:
    """Each seat's reward for a game that ended with these returns."""
    values = np.asarray(returns, np.float64)
    if reward == "zero_sum":
        values = values - values.mean()
    return [float(v) for v in values]


def forfeit_rewards(seat: int, players: int, reward: str) -> list[float]:
    """Each seat's reward when seat lost by an illegal action: -1 for it,
    and 0 for the others (win_loss) or an equal share of +1 (zero_sum)."""
    others = 1 / (players - 1) if reward == "zero_sum" else 0.0
    return [-1.0 if s == seat else others for s in range(players)]

