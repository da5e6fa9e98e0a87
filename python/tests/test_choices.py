"""The choices every PettingZoo environment takes: illegal= (raise or lose)
and reward= (win_loss or zero_sum); and what a call before reset says."""

import numpy as np
import pytest

import menagerie
from menagerie import MenagerieError


def first_illegal(env):
    return int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"] == 0)[0])


def play_to_the_end(env):
    """Each agent's total reward over a game played with the first legal
    action."""
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        env.step(None if terminated or truncated else int(obs["action_mask"].argmax()))
    return totals


def test_an_illegal_action_raises_naming_the_agent_and_the_action():
    env = menagerie.env("cardbattle")
    env.reset(seed=3)
    env.step(int(env.observe("player_0")["action_mask"].argmax()))
    agent, illegal = env.agent_selection, first_illegal(env)
    with pytest.raises(MenagerieError, match=f"^{agent}: action {illegal} is not legal now in this cardbattle game"):
        env.step(illegal)


@pytest.mark.parametrize(
    "options,reward,want_others",
    [
        ({}, "win_loss", 0.0),
        ({}, "zero_sum", 1.0),
        ({"players": 4, "packs": "classic,golden"}, "win_loss", 0.0),
        ({"players": 4, "packs": "classic,golden"}, "zero_sum", 1 / 3),
        ({"players": 6}, "win_loss", 0.0),
        ({"players": 6}, "zero_sum", 1 / 5),
    ],
)
def test_an_illegal_action_loses_with_minus_one(options, reward, want_others):
    env = menagerie.env("cardbattle", illegal="lose", reward=reward, **options)
    env.reset(seed=5)
    loser = env.agent_selection
    env.step(first_illegal(env))
    assert all(env.terminations.values())
    if reward == "zero_sum":
        assert sum(env.rewards.values()) == pytest.approx(0.0, abs=1e-9)
    for agent in env.possible_agents:
        assert env.rewards[agent] == pytest.approx(-1.0 if agent == loser else want_others)
    assert env.observe(loser)["action_mask"].sum() == 0
    totals = play_to_the_end(env)
    assert totals[loser] == -1.0
    assert not env.agents


@pytest.mark.parametrize(
    "game,options",
    [
        ("cardbattle", {"players": 4, "packs": "classic,golden"}),
        ("cardbattle", {"players": 6}),
        ("tableau", {"players": 3}),
        ("tableau", {"players": 4}),
    ],
)
def test_zero_sum_rewards_sum_to_zero(game, options):
    for seed in range(4):
        win_loss = menagerie.env(game, **options)
        win_loss.reset(seed=seed)
        returns = play_to_the_end(win_loss)
        zero_sum = menagerie.env(game, reward="zero_sum", **options)
        zero_sum.reset(seed=seed)
        rewards = play_to_the_end(zero_sum)
        assert sum(rewards.values()) == pytest.approx(0.0, abs=1e-9)
        mean = np.mean(list(returns.values()))
        assert rewards == pytest.approx({agent: r - mean for agent, r in returns.items()})


@pytest.mark.parametrize(
    "make,match",
    [
        (lambda: menagerie.env("dojo", reward="score"), "reward='score': want one of win_loss, zero_sum"),
        (lambda: menagerie.env("dojo", illegal="skip"), "illegal='skip': want one of raise, lose"),
        (lambda: menagerie.env("dojo", mode="solo", reward="zero_sum"), "needs two or more players"),
    ],
)
def test_bad_choices(make, match):
    with pytest.raises(MenagerieError, match=match):
        make()


@pytest.mark.parametrize("call", ["step", "observe", "last"])
def test_a_call_before_reset_says_so(call):
    env = menagerie.env("tableau")
    args = {"step": (0,), "observe": ("player_0",), "last": ()}[call]
    with pytest.raises(MenagerieError, match=r"before reset\(\); call reset\(\) first"):
        getattr(env, call)(*args)
