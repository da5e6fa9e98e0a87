"""Determinism against the Go side: a record written by `menagerie game`
replays move for move through the Python environment, and records written
in Python replay with `menagerie replay`."""

import json
import subprocess

import pytest

import menagerie


def go_record(cli, game, seed, tmp_path):
    path = tmp_path / f"{game}-{seed}.json"
    subprocess.run([str(cli), "game", game, "--seed", str(seed), "--quiet", "--record", str(path)],
                   check=True, capture_output=True)
    return json.loads(path.read_text())


@pytest.mark.parametrize("game,seed", [("cardbattle", 7), ("tableau", 7), ("dojo", 7), ("dojo", 12)])
def test_a_go_record_replays_by_index(menagerie_cli, tmp_path, game, seed):
    want = go_record(menagerie_cli, game, seed, tmp_path)
    env = menagerie.env(game)
    env.reset(seed=seed)
    returns = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        returns[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        played = json.loads(env.record())["actions"] or []
        # Chance outcomes are played inside the environment, from the seed,
        # as the Go session plays them: the record so far must agree.
        assert played == want["actions"][: len(played)]
        index = env.action_index(want["actions"][len(played)])
        assert obs["action_mask"][index] == 1
        env.step(index)
    got = json.loads(env.record())
    assert got == want
    assert [returns[f"player_{seat}"] for seat in range(len(returns))] == want["outcome"]["returns"]


def test_a_python_record_replays_with_the_command(menagerie_cli, tmp_path):
    env = menagerie.env("cardbattle", players=4, bots=[None, "heuristic", None, "random"])
    env.reset(seed=21)
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else int(obs["action_mask"].argmax()))
    path = tmp_path / "python.json"
    path.write_text(env.record())
    out = subprocess.run([str(menagerie_cli), "replay", "--all", str(path)], check=True, capture_output=True, text=True)
    assert "P2" in out.stdout
    batch = menagerie.Batch("tableau", 2, seed=3)
    _, mask, _, done, _ = batch.reset()
    while not done[1]:
        _, mask, _, done, _ = batch.step(mask.argmax(axis=1))
    path = tmp_path / "batch.json"
    path.write_text(batch.last_record(1))
    subprocess.run([str(menagerie_cli), "replay", "--all", str(path)], check=True, capture_output=True)
    batch.close()
