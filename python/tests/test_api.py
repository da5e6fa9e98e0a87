"""PettingZoo's own API test, for every game and configuration."""

import json
import warnings

import pytest
from pettingzoo.test import api_test

import menagerie
from conftest import CONFIGS, config_id


def test_every_registered_game_is_tested():
    assert {game for game, _ in CONFIGS} == set(menagerie.names())


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_pettingzoo_api(config):
    game, options = config
    env = menagerie.env(game, render_mode="ansi", **options)
    with warnings.catch_warnings():
        # The API test warns about every dict observation (with its action
        # mask) as it does for PettingZoo's own card games.
        warnings.simplefilter("ignore")
        api_test(env, num_cycles=200)
    env.close()


@pytest.mark.parametrize("game", ["cardbattle", "tableau", "dojo"])
def test_pettingzoo_api_against_a_bot(game):
    env = menagerie.env(game, bots=[None, "random"], render_mode="ansi")
    assert env.possible_agents == ["player_0"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env, num_cycles=200)
    env.close()


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_a_game_plays_to_its_end(config):
    game, options = config
    env = menagerie.env(game, render_mode="ansi", **options)
    env.reset(seed=11)
    assert env.render().strip()
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        assert obs["observation"].dtype == "float32" and obs["action_mask"].dtype == "int8"
        if terminated or truncated:
            env.step(None)
            continue
        assert obs["action_mask"].sum() >= 1
        assert isinstance(env.observe_structured(agent), dict)
        env.step(int(obs["action_mask"].argmax()))
    assert not env.agents
    outcome = json.loads(env.record())["outcome"]
    assert outcome["over"]
    assert [totals[f"player_{seat}"] for seat in range(len(totals))] == outcome["returns"]
    env.close()
