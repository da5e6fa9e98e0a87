"""The observation space's bounds: each position's declared segment bound,
finite, and true of what random games show every seat."""

import numpy as np
import pytest

import menagerie
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
