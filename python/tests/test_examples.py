"""The README's example and the examples (a random agent, PPO in numpy and in PyTorch when it is
installed, a saved policy against the bots) run as shown."""

import os
import re
import subprocess
import sys
from xml.etree import ElementTree

import numpy
import pytest

from conftest import REPOSITORY


def test_the_readme_example_runs(tmp_path, menagerie_cli):
    readme = (REPOSITORY / "README.md").read_text()
    section = readme[readme.index("## Python") :]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    subprocess.run([sys.executable, "-c", code], cwd=tmp_path, check=True, timeout=120)
    out = subprocess.run([str(menagerie_cli), "replay", "--all", "game7.json"], cwd=tmp_path,
                         check=True, capture_output=True, text=True)
    assert "wins" in out.stdout


EXAMPLES = REPOSITORY / "python" / "examples"

#: a training budget that finishes in seconds: a few Card Battle games, a network of 16
TINY = ["--game", "cardbattle", "--iterations", "2", "--envs", "8", "--steps", "64", "--hidden", "16",
        "--seed", "3"]


def run(*args, cwd=None, check=True):
    return subprocess.run([sys.executable, *map(str, args)], cwd=cwd, check=check, capture_output=True, text=True,
                          timeout=120)


def test_the_random_agent_plays_every_game():
    for game in ["cardbattle", "tableau", "dojo"]:
        out = run(EXAMPLES / "random_agent.py", "--game", game, "--seed", "5").stdout
        returns = re.fullmatch(r"player_0: ([+-]\d+) player_1: ([+-]\d+)\n", out)
        assert returns, out
        assert sorted(int(r) for r in returns.groups()) in ([-1, 1], [0, 0]), out


def test_ppo_prints_its_curve_and_saves_its_policy(tmp_path):
    out = run(EXAMPLES / "ppo.py", *TINY, "--save", "p.npz", "--svg", "curve.svg", cwd=tmp_path).stdout
    lines = out.strip().splitlines()
    assert lines[0] == "iteration,games,win_rate,entropy,value_loss,approx_kl,clip_fraction"
    assert len(lines) == 3
    for number, line in enumerate(lines[1:], 1):
        iteration, games, win_rate, entropy, value_loss, kl, clipped = line.split(",")
        assert int(iteration) == number and int(games) >= 1
        assert 0.0 <= float(win_rate) <= 1.0 and 0.0 < float(entropy) < 6.0
        assert float(value_loss) >= 0.0 and float(kl) > -1e-3 and 0.0 <= float(clipped) <= 1.0
    svg = ElementTree.parse(tmp_path / "curve.svg").getroot()
    points = svg.find("{http://www.w3.org/2000/svg}polyline").get("points").split()
    assert len(points) == 2
    with numpy.load(tmp_path / "p.npz", allow_pickle=False) as policy:
        assert str(policy["game"]) == "cardbattle"
        assert policy["pi.0.w"].shape == (policy["obs_mean"].shape[0], 16)
    # The same seed gives the same curve.
    assert run(EXAMPLES / "ppo.py", *TINY, cwd=tmp_path).stdout == out
    # Files are never overwritten.
    again = run(EXAMPLES / "ppo.py", *TINY, "--save", "p.npz", cwd=tmp_path, check=False)
    assert again.returncode != 0 and "p.npz already exists; refusing to overwrite it" in again.stderr


def test_a_saved_policy_plays_the_bots_and_its_records_replay(tmp_path, menagerie_cli):
    run(EXAMPLES / "ppo.py", *TINY, "--iterations", "1", "--save", "p.npz", cwd=tmp_path)
    out = run(EXAMPLES / "play_policy.py", "p.npz", "--against", "random,medium", "--games", "3",
              "--record", "records", cwd=tmp_path).stdout
    lines = out.strip().splitlines()
    assert lines[0].startswith("p.npz: cardbattle, the policy playing its most likely legal action")
    for line, bot in zip(lines[1:], ["random", "medium"]):
        m = re.fullmatch(r"against (\w+): (\d) wins, (\d) draws, (\d) losses in 3 games; "
                         r"wins (\d+\.\d)% \(95% Wilson interval (\d+\.\d)% to (\d+\.\d)%; "
                         r"(\d) of 2 in seat 0, (\d) of 1 in seat 1\)", line)
        assert m and m.group(1) == bot, line
        wins, draws, losses = (int(m.group(k)) for k in (2, 3, 4))
        assert wins + draws + losses == 3 and int(m.group(8)) + int(m.group(9)) == wins
        assert float(m.group(6)) <= float(m.group(5)) <= float(m.group(7))
    assert len(lines) == 3
    records = sorted((tmp_path / "records").iterdir())
    assert [r.name for r in records] == [
        "cardbattle-medium-seat0-0001.json", "cardbattle-medium-seat0-0002.json", "cardbattle-medium-seat1-0001.json",
        "cardbattle-random-seat0-0001.json", "cardbattle-random-seat0-0002.json", "cardbattle-random-seat1-0001.json",
    ]
    for record in records:
        replay = subprocess.run([str(menagerie_cli), "replay", "--all", str(record)], check=True,
                                capture_output=True, text=True)
        assert "wins" in replay.stdout
    again = run(EXAMPLES / "play_policy.py", "p.npz", "--against", "random", "--games", "2",
                "--record", "records", cwd=tmp_path, check=False)
    assert again.returncode != 0 and "already exists; refusing to overwrite it" in again.stderr


def test_the_wilson_interval():
    sys.path.insert(0, str(EXAMPLES))
    try:
        from play_policy import wilson
    finally:
        sys.path.remove(str(EXAMPLES))
    lo, hi = wilson(90, 100)
    assert round(lo, 4) == 0.8256 and round(hi, 4) == 0.9448
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_the_pytorch_ppo_prints_its_curve_and_saves_a_policy_play_policy_plays(tmp_path):
    pytest.importorskip("torch", reason="PyTorch is optional (pip install torch)")
    out = run(EXAMPLES / "ppo_torch.py", *TINY, "--save", "p.npz", "--svg", "curve.svg", cwd=tmp_path).stdout
    lines = out.strip().splitlines()
    assert lines[0] == "iteration,games,win_rate,entropy,value_loss,approx_kl,clip_fraction"
    assert len(lines) == 3
    for number, line in enumerate(lines[1:], 1):
        iteration, games, win_rate, entropy, value_loss, kl, clipped = line.split(",")
        assert int(iteration) == number and int(games) >= 1
        assert 0.0 <= float(win_rate) <= 1.0 and 0.0 < float(entropy) < 6.0
        assert float(value_loss) >= 0.0 and float(kl) > -1e-3 and 0.0 <= float(clipped) <= 1.0
    assert run(EXAMPLES / "ppo_torch.py", *TINY, cwd=tmp_path).stdout == out
    with numpy.load(tmp_path / "p.npz", allow_pickle=False) as policy:
        assert policy["pi.0.w"].shape == (policy["obs_mean"].shape[0], 16)
    played = run(EXAMPLES / "play_policy.py", "p.npz", "--against", "random", "--games", "2", cwd=tmp_path).stdout
    assert re.search(r"against random: \d wins, \d draws, \d losses in 2 games", played), played


def test_the_pytorch_ppo_says_how_to_install_pytorch_when_it_is_missing(tmp_path):
    # A module named torch that cannot be imported stands for PyTorch's absence.
    (tmp_path / "torch.py").write_text("raise ImportError('no torch here')\n")
    out = subprocess.run([sys.executable, str(EXAMPLES / "ppo_torch.py"), *TINY], capture_output=True, text=True,
                         timeout=120, env={**os.environ, "PYTHONPATH": str(tmp_path)})
    assert out.returncode != 0 and "pip install torch" in out.stderr
