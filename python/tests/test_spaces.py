"""The observation space's bounds: each position's declared segment bound,
finite, and true of what random games show every seat."""

import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import menagerie
import menagerie.gym
from menagerie import _schema

#: every game at each of its player counts
PLAYER_COUNTS = [(g["name"], players) for g in menagerie.games() for players in g["players"]]


@pytest.mark.parametrize("game,players", PLAYER_COUNTS, ids=[f"{g}-{p}" for g, p in PLAYER_COUNTS])
def test_random_games_stay_inside_the_declared_bounds(game, players):
    env = menagerie.env(game, players=players)
    space = env.observation_space(env.possible_agents[0])["observation"]
    assert np.isfinite(space.high).all() and (space.low == 0).all()
    assert (space.high >= 1).any()
    rng = np.random.default_rng(players)
    for seed in range(3):
        env.reset(seed=seed)
        for agent in env.agent_iter():
            for other in env.possible_agents:
                obs = env.observe(other)["observation"]
                outside = np.flatnonzero((obs < space.low) | (obs > space.high))
                assert not len(outside), f"seed {seed}: {other}'s values at {outside[:5]} are {obs[outside[:5]]}"
            obs, _, terminated, truncated, _ = env.last()
            env.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    env.close()


@pytest.mark.parametrize("game,players", PLAYER_COUNTS, ids=[f"{g}-{p}" for g, p in PLAYER_COUNTS])
def test_check_env_finds_nothing_wrong_with_the_bounds(game, players):
    env = menagerie.gym.make(game, opponents="random", players=players)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env)
    # Gymnasium's words for a bad space: infinite or equal bounds, low above
    # high, an observation not within the space.
    about_bounds = [str(w.message) for w in caught if any(
        word in str(w.message) for word in ("observation space", "infinity", "bound"))]
    assert not about_bounds
    aec = menagerie.env(game, players=players)
    np.testing.assert_array_equal(env.observation_space["observation"].high,
                                  aec.observation_space(aec.possible_agents[0])["observation"].high)
    aec.close()
    env.close()


#: every configuration whose segments are mapped (each player count, each preset)
MAPPED = [(game, config["options"]) for game, configs in _schema.SEGMENTS.items() for config in configs]


@pytest.mark.parametrize("game,options", MAPPED, ids=[g + "".join(f"-{k}={v}" for k, v in o.items()) for g, o in MAPPED])
def test_the_bounds_are_the_declared_segments(game, options):
    env = menagerie.env(game, **options)
    high = env.observation_space(env.possible_agents[0])["observation"].high
    for segment in menagerie.segments(game, **options):
        np.testing.assert_array_equal(high[segment.offset : segment.offset + segment.size], np.float32(segment.max),
                                      err_msg=segment.name)
    env.close()
