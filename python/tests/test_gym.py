"""The Gymnasium single-agent environments: Gymnasium's own check, the
mask in the observation and in info, the opponents' seats, and vector
environments."""

import functools
import sys
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import menagerie
import menagerie.gym
from conftest import CONFIGS, config_id


def play_out(env, seed):
    """Play env's game of seed with the first legal action each step,
    checking every observation; the last reward and the steps taken."""
    obs, info = env.reset(seed=seed)
    steps = 0
    while True:
        assert env.observation_space.contains(obs)
        np.testing.assert_array_equal(info["action_mask"], obs["action_mask"])
        assert obs["action_mask"].sum() >= 1
        obs, reward, terminated, truncated, info = env.step(int(obs["action_mask"].argmax()))
        steps += 1
        assert not truncated
        if terminated:
            assert env.observation_space.contains(obs)
            assert obs["action_mask"].sum() == 0
            return reward, steps
        assert reward == 0


def test_the_readme_call_passes_check_env():
    env = menagerie.gym.make("cardbattle", opponents="medium", players=2)
    check_env(env)
    assert env.observation_space["observation"].shape == (1214,)
    reward, _ = play_out(env, 7)
    assert reward in (-1.0, 0.0, 1.0)
    env.close()


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_every_game_passes_check_env(config):
    game, options = config
    env = menagerie.gym.make(game, opponents="random", render_mode="ansi", **options)
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message=".*(infinity|bounds)")  # the space is bounded
        check_env(env)
    play_out(env, 3)
    assert env.render().strip()
    env.close()


def test_the_same_seed_plays_the_same_game():
    env = menagerie.gym.make("tableau", opponents="easy")
    first = play_out(env, 5), env.record()
    assert (play_out(env, 5), env.record()) == first
    env.close()


def test_opponents_by_seat():
    env = menagerie.gym.make("tableau", players=3, seat=1, opponents=["random", "easy"])
    play_out(env, 2)
    assert env.agent == "player_1"
    env.close()


@pytest.mark.parametrize(
    "kwargs,match",
    [
        ({"game": "chess"}, 'unknown game "chess"'),
        ({"game": "dojo", "opponents": "wizard"}, 'unknown kind "wizard"'),
        ({"game": "tableau", "players": 3, "opponents": ["random"]}, "want one bot spec or 2"),
        ({"game": "dojo", "opponents": [None]}, "every other seat needs a bot spec"),
        ({"game": "dojo", "seat": 2}, "seat=2"),
        ({"game": "dojo", "illegal": "ignore"}, "illegal='ignore'"),
        ({"game": "dojo", "reward": "score"}, "reward='score'"),
    ],
)
def test_bad_arguments(kwargs, match):
    with pytest.raises(menagerie.MenagerieError, match=match):
        menagerie.gym.make(**kwargs)


def test_step_before_reset_says_so():
    env = menagerie.gym.make("dojo", opponents="random")
    with pytest.raises(menagerie.MenagerieError, match=r"step\(\) before reset\(\)"):
        env.step(0)
    env.close()


def test_an_illegal_action_loses_or_raises():
    lose = menagerie.gym.make("cardbattle", opponents="random", players=4, packs="classic,golden", reward="zero_sum")
    obs, _ = lose.reset(seed=1)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs, reward, terminated, truncated, info = lose.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["action_mask"].sum() == 0
    with pytest.raises(menagerie.MenagerieError, match="after the game ended"):
        lose.step(0)
    lose.close()

    strict = menagerie.gym.make("cardbattle", opponents="random", illegal="raise")
    obs, _ = strict.reset(seed=1)
    with pytest.raises(menagerie.MenagerieError, match=f"player_0: action {illegal} is not legal now"):
        strict.step(illegal)
    strict.step(int(obs["action_mask"].argmax()))
    strict.close()


#: every game at each of its player counts
PLAYER_COUNTS = [(g["name"], players) for g in menagerie.games() for players in g["players"]]

#: the longest wait, in seconds, for a vector environment's workers
WAIT = 60


class BoundedAsyncVectorEnv(gymnasium.vector.AsyncVectorEnv):
    """An AsyncVectorEnv whose every wait for its workers ends in WAIT
    seconds: a worker that hangs fails the test with a TimeoutError instead
    of stalling it (closing then stops the workers)."""

    def reset_wait(self, timeout=None):
        return super().reset_wait(WAIT if timeout is None else timeout)

    def step_wait(self, timeout=None):
        return super().step_wait(WAIT if timeout is None else timeout)


def vector_play(kind, game, players, steps, **kwargs):
    """The observations of a vector environment of kind over two of game's
    environments against the random bot, over steps steps from seed 1 with
    the first legal action each step."""
    envs = kind([functools.partial(menagerie.gym.make, game, opponents="random", players=players)] * 2, **kwargs)
    try:
        obs, _ = envs.reset(seed=1)
        seen = [obs["observation"].copy()]
        for _ in range(steps):
            obs, *_ = envs.step(obs["action_mask"].argmax(axis=1))
            seen.append(obs["observation"].copy())
    finally:
        envs.close()
    return np.stack(seen)


# Gymnasium makes one environment in this process, which has loaded the
# engines already (menagerie.games() above), then starts its workers: fork,
# Linux's default, leaves them a copy of a runtime without threads.
@pytest.mark.parametrize("game,players", PLAYER_COUNTS, ids=[f"{g}-{p}" for g, p in PLAYER_COUNTS])
def test_async_vector_env_with_the_default_start_method_plays_every_game(game, players):
    want = vector_play(gymnasium.vector.SyncVectorEnv, game, players, 20)
    np.testing.assert_array_equal(vector_play(BoundedAsyncVectorEnv, game, players, 20), want)


@pytest.mark.parametrize(
    "context",
    [
        pytest.param("fork", marks=pytest.mark.skipif(sys.platform == "win32", reason="no fork")),
        pytest.param("spawn"),
    ],
)
def test_async_vector_env_plays_as_the_sync_one_with_each_start_method(context):
    want = vector_play(gymnasium.vector.SyncVectorEnv, "dojo", 2, 40)
    np.testing.assert_array_equal(vector_play(BoundedAsyncVectorEnv, "dojo", 2, 40, context=context), want)
