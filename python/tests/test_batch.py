"""The batch: the same games as single environments, on any number of
threads."""

import json

import numpy as np
import pytest

import menagerie
from conftest import CONFIGS, config_id


def random_legal(rng, mask):
    """A uniformly random legal index per row of mask."""
    return np.array([rng.choice(np.flatnonzero(row)) for row in mask], dtype=np.int32)


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_the_batch_plays_the_games_single_environments_play(config):
    game, options = config
    n, seed = 3, 5
    rng = np.random.default_rng(1)
    batch = menagerie.Batch(game, n, seed, **options)
    # Each slot's first game, step by step: (obs, mask, action) and its end.
    steps = [[] for _ in range(n)]
    ends = [None] * n
    obs, mask, rewards, done, to_act = batch.reset()
    while any(end is None for end in ends):
        actions = random_legal(rng, mask)
        for i in range(n):
            if ends[i] is None:
                steps[i].append((obs[i].copy(), mask[i].copy(), int(to_act[i]), int(actions[i])))
        obs, mask, rewards, done, to_act = batch.step(actions)
        for i in np.flatnonzero(done):
            if ends[i] is None:
                ends[i] = rewards[i].copy()
    batch.close()
    for i in range(n):
        env = menagerie.env(game, **options)
        env.reset(seed=menagerie.mix(seed, i))
        for want_obs, want_mask, seat, action in steps[i]:
            assert env.agent_selection == f"player_{seat}"
            got = env.observe(env.agent_selection)
            np.testing.assert_array_equal(got["observation"], want_obs)
            np.testing.assert_array_equal(got["action_mask"], want_mask)
            env.step(action)
        assert all(env.terminations.values())
        assert [env.rewards[f"player_{s}"] for s in range(len(ends[i]))] == list(ends[i])


@pytest.mark.parametrize("game", ["cardbattle", "tableau", "dojo"])
def test_threads_do_not_change_the_games(game):
    runs = []
    for workers in (1, 2):
        rng = np.random.default_rng(2)
        with menagerie.Batch(game, 8, seed=9, bots={1: "random"}, workers=workers) as batch:
            obs, mask, rewards, done, _ = batch.reset()
            seen = []
            for _ in range(300):
                obs, mask, rewards, done, _ = batch.step(random_legal(rng, mask))
                seen.append((obs.copy(), rewards.copy(), done.copy()))
            runs.append(seen)
    for a, b in zip(*runs):
        for x, y in zip(a, b):
            np.testing.assert_array_equal(x, y)


def test_the_buffers_have_the_documented_shapes():
    with menagerie.Batch("cardbattle", 4, seed=1, players=2) as batch:
        out = batch.reset()
        assert out.obs.shape == (4, batch.observation_size) and out.obs.dtype == np.float32
        assert out.mask.shape == (4, batch.action_size) and out.mask.dtype == np.int8
        assert out.rewards.shape == (4, 2) and out.rewards.dtype == np.float32
        assert out.done.shape == (4,) and out.done.dtype == np.bool_
        assert out.to_act.shape == (4,) and out.to_act.dtype == np.int32
        assert (out.mask.sum(axis=1) >= 1).all()
        assert batch.observe(0, 1).shape == (batch.observation_size,)
        assert batch.observation(0, 1)["seat"] == 1


@pytest.mark.parametrize("game", ["tableau", "dojo"])
def test_advise_gives_the_move_the_bot_would_play(game):
    # Either seat played by what medium advises, medium in the other: both
    # are medium's game against itself, move for move (it draws with the
    # move's seed in these games).
    records = []
    for seats in ([None, "medium"], ["medium", None]):
        with menagerie.Batch(game, 1, seed=3, bots=seats) as batch:
            out = batch.reset()
            while not out.done[0]:
                index = batch.advise(0, "medium")
                assert out.mask[0, index] and batch.advise(0, "medium") == index
                out = batch.step(np.array([index], np.int32))
            records.append(json.loads(batch.last_record(0))["actions"])
    assert records[0] == records[1]


def test_advise_names_a_bad_bot():
    with menagerie.Batch("dojo", 1, seed=1, bots=[None, "medium"]) as batch:
        batch.reset()
        with pytest.raises(menagerie.MenagerieError, match="nosuchbot"):
            batch.advise(0, "nosuchbot")
