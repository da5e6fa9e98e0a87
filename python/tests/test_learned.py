"""The learned bot's network file, as the Go level reads it."""

import json
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import numpy as np
import pytest

import menagerie
from menagerie import learned


def small_network(rng):
    sizes = [5, 4, 3]
    layers = [(rng.standard_normal((m, n)).astype(np.float32), rng.standard_normal(n).astype(np.float32))
              for m, n in zip(sizes[:-1], sizes[1:])]
    mean = rng.standard_normal(5).astype(np.float32)
    scale = rng.random(5).astype(np.float32)
    return learned.Network("dojo", {"players": "2"}, mean, scale, 5.0, layers, "by hand")


def test_a_written_network_reads_back_the_same(tmp_path):
    net = small_network(np.random.default_rng(1))
    path = tmp_path / "net.mlp"
    learned.write(path, net)
    back = learned.read(path)
    header = json.loads(path.read_bytes().partition(b"\n")[0])
    assert header["layers"] == [5, 4, 3] and header["observation_size"] == 5 and header["action_size"] == 3
    obs = np.random.default_rng(2).standard_normal((7, 5)).astype(np.float32) * 10
    np.testing.assert_array_equal(back.logits(obs), net.logits(obs))
    assert (back.game, back.options, back.trained) == ("dojo", {"players": "2"}, "by hand")


def test_the_file_layout_is_header_then_float32_numbers(tmp_path):
    net = small_network(np.random.default_rng(3))
    path = tmp_path / "net.mlp"
    learned.write(path, net)
    numbers = np.frombuffer(path.read_bytes().partition(b"\n")[2], "<f4")
    (w0, b0), (w1, b1) = net.layers
    np.testing.assert_array_equal(numbers, np.concatenate([net.mean, net.scale, w0.ravel(), b0, w1.ravel(), b1]))


def test_choose_plays_the_legal_action_of_highest_logit():
    net = small_network(np.random.default_rng(4))
    obs = np.random.default_rng(5).standard_normal((50, 5)).astype(np.float32)
    logits = net.logits(obs)
    for row, z in zip(obs, logits):
        for mask in ([1, 1, 1], [0, 1, 1], [1, 0, 0], [0, 0, 1]):
            legal = [i for i in range(3) if mask[i]]
            assert net.choose(row, np.array(mask)) == max(legal, key=lambda i: (z[i], -i))


def test_read_refuses_a_file_of_the_wrong_length(tmp_path):
    path = tmp_path / "net.mlp"
    learned.write(path, small_network(np.random.default_rng(6)))
    path.write_bytes(path.read_bytes()[:-4])
    with pytest.raises(ValueError, match="numbers after the header"):
        learned.read(path)


def test_write_refuses_an_existing_file(tmp_path):
    path = tmp_path / "net.mlp"
    path.write_text("kept")
    with pytest.raises(FileExistsError):
        learned.write(path, small_network(np.random.default_rng(7)))
    assert path.read_text() == "kept"


EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def run(*args, cwd):
    return subprocess.run([sys.executable, *map(str, args)], cwd=cwd, check=True, capture_output=True, text=True,
                          timeout=300)


#: a training budget that finishes in seconds
TINY = ["--game", "dojo", "--teacher-games", "3", "--epochs", "2", "--iterations", "2", "--value-warmup", "1",
        "--envs", "4", "--steps", "16", "--minibatches", "2", "--hidden", "8", "--out", "d.mlp", "--curve", "curve"]


def test_training_writes_a_network_its_curve_and_its_command(tmp_path):
    out = run(EXAMPLES / "train_learned.py", *TINY, cwd=tmp_path).stdout
    rows = [line.split(",") for line in out.strip().splitlines()]
    assert rows[0] == ["stage", "step", "games", "accuracy", "win_rate", "entropy", "cpu_seconds"]
    assert [r[:2] for r in rows[1:]] == [["imitation", "1"], ["imitation", "2"], ["ppo", "1"], ["ppo", "2"]]
    assert all(0.0 <= float(r[3]) <= 1.0 for r in rows[1:3])
    assert (tmp_path / "curve.csv").read_text().splitlines() == out.strip().splitlines()
    ElementTree.parse(tmp_path / "curve.svg")
    net = learned.read(tmp_path / "d.mlp")
    assert (net.game, net.options["players"]) == ("dojo", "2")
    assert [w.shape[1] for w, _ in net.layers[:-1]] == [8]
    assert "--teacher-games 3" in net.trained and "--out d.mlp" in net.trained
    # The same arguments give the same network; an existing file is refused.
    (tmp_path / "again").mkdir()
    run(EXAMPLES / "train_learned.py", *TINY, cwd=tmp_path / "again")
    assert (tmp_path / "again" / "d.mlp").read_bytes() == (tmp_path / "d.mlp").read_bytes()
    refused = subprocess.run([sys.executable, str(EXAMPLES / "train_learned.py"), *TINY], cwd=tmp_path,
                             capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0 and "already exists" in refused.stderr


def test_dagger_rounds_follow_the_imitation_of_the_teachers_games_against_the_opponent(tmp_path):
    args = ["--game", "dojo", "--teacher-games", "0", "--advised-games", "10", "--epochs", "1", "--dagger-rounds", "2",
            "--dagger-games", "2", "--dagger-epochs", "1", "--iterations", "0", "--envs", "2", "--hidden", "8",
            "--out", "d.mlp", "--curve", "curve"]
    out = run(EXAMPLES / "train_learned.py", *args, cwd=tmp_path).stdout
    rows = [line.split(",") for line in out.strip().splitlines()[1:]]
    assert [r[:3] for r in rows] == [["imitation", "1", "0"], ["dagger", "1", "2"], ["dagger", "2", "2"]]
    assert all(0.0 <= float(r[3]) <= 1.0 and 0.0 <= float(r[4]) <= 1.0 for r in rows[1:])
    svg = (tmp_path / "curve.svg").read_text()
    assert "DAgger round" in svg and "PPO iteration" not in svg
    assert "--dagger-rounds 2" in learned.read(tmp_path / "d.mlp").trained
    nothing = subprocess.run([sys.executable, str(EXAMPLES / "train_learned.py"), *args, "--advised-games", "0"],
                             cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert nothing.returncode != 0 and "nothing to imitate" in nothing.stderr


def test_the_fixture_holds_games_played_by_the_network(tmp_path):
    rng = np.random.default_rng(8)
    with menagerie.Batch("dojo", 1, 1, players=2) as b:
        sizes = [b.observation_size, 4, b.action_size]
    layers = [(rng.standard_normal((m, n)).astype(np.float32), np.zeros(n, np.float32))
              for m, n in zip(sizes[:-1], sizes[1:])]
    net = learned.Network("dojo", {"players": "2"}, np.zeros(sizes[0], np.float32),
                          np.ones(sizes[0], np.float32), 5.0, layers)
    learned.write(tmp_path / "n.mlp", net)
    run(EXAMPLES / "learned_fixture.py", "n.mlp", "f.json", "--games", "2", cwd=tmp_path)
    fixture = json.loads((tmp_path / "f.json").read_text())
    assert fixture["game"] == "dojo" and fixture["seat"] == 0 and len(fixture["records"]) == 2
    # Replayed with the network's choice at seat 0, each record is the game it played.
    for record in fixture["records"]:
        with menagerie.Batch("dojo", 1, 0, bots=[None, "medium"], players=2) as b:
            obs, mask, _, done, _ = b.start(0, record["seed"])
            while not done[0]:
                obs, mask, _, done, _ = b.step(net.choose(obs, mask).astype(np.int32))
            assert json.loads(b.last_record(0))["actions"] == record["actions"]


def test_self_imitation_improves_a_network_read_from_a_file(tmp_path):
    run(EXAMPLES / "train_learned.py", *TINY, cwd=tmp_path)
    args = ["--game", "dojo", "--init", "d.mlp", "--teacher-games", "0", "--self-rounds", "2", "--self-games", "4",
            "--self-eval-games", "2", "--envs", "4", "--opponent", "random", "--iterations", "0", "--out", "s.mlp",
            "--curve", "self"]
    out = run(EXAMPLES / "train_learned.py", *args, cwd=tmp_path).stdout
    rows = [line.split(",") for line in out.strip().splitlines()[1:]]
    assert [r[:3] for r in rows] == [["self", "1", "4"], ["self", "2", "4"]]
    assert all(0.0 <= float(r[4]) <= 1.0 for r in rows)
    svg = (tmp_path / "self.svg").read_text()
    assert "self-imitation round" in svg and "epoch" not in svg and "from d.mlp" in svg
    start, net = learned.read(tmp_path / "d.mlp"), learned.read(tmp_path / "s.mlp")
    # The normalisation and the sizes are the starting network's; its weights moved.
    assert np.array_equal(start.mean, net.mean) and np.array_equal(start.scale, net.scale)
    assert [w.shape for w, _ in start.layers] == [w.shape for w, _ in net.layers]
    assert any(not np.array_equal(a, b) for (a, _), (b, _) in zip(start.layers, net.layers))
    assert "--init d.mlp" in net.trained and "--self-rounds 2" in net.trained
    # The same arguments give the same network.
    (tmp_path / "again").mkdir()
    (tmp_path / "again" / "d.mlp").write_bytes((tmp_path / "d.mlp").read_bytes())
    run(EXAMPLES / "train_learned.py", *args, cwd=tmp_path / "again")
    assert (tmp_path / "again" / "s.mlp").read_bytes() == (tmp_path / "s.mlp").read_bytes()


@pytest.mark.parametrize("extra, message", [
    (["--teacher-games", "3"], "--init starts from a network"),
    (["--teacher-games", "0", "--temperature", "0"], "--temperature 0"),
    (["--teacher-games", "0", "--self-games", "0"], "--self-games 0"),
])
def test_self_imitation_refuses_what_it_cannot_train_with(tmp_path, extra, message):
    run(EXAMPLES / "train_learned.py", *TINY, cwd=tmp_path)
    args = ["--game", "dojo", "--init", "d.mlp", "--self-rounds", "1", "--out", "s.mlp", "--curve", "self", *extra]
    refused = subprocess.run([sys.executable, str(EXAMPLES / "train_learned.py"), *args], cwd=tmp_path,
                             capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0 and message in refused.stderr
    assert not (tmp_path / "s.mlp").exists()
