"""Go's runtime does not survive fork: a child forked after the engine
library was loaded plays with a copy of its own, a batch its parent made is
refused there with a clear error, a child forked before loads its own, and
the spawn start method works."""

import multiprocessing
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

import menagerie


def play(seed):
    """The record of a Tableau game from seed, first legal index each turn."""
    env = menagerie.env("tableau")
    env.reset(seed=seed)
    for agent in env.agent_iter():
        obs, _, terminated, truncated, _ = env.last()
        env.step(None if terminated or truncated else int(obs["action_mask"].argmax()))
    return env.record()


def test_spawned_workers_play_the_same_games():
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        records = pool.map(play, [1, 2, 3])
    assert records == [play(1), play(2), play(3)]


@pytest.mark.skipif(sys.platform == "win32", reason="no fork")
def test_children_forked_after_loading_play_the_same_games():
    want = [play(1), play(2), play(3)]  # the library is loaded in this process
    with multiprocessing.get_context("fork").Pool(2) as pool:
        assert pool.map(play, [1, 2, 3]) == want


def batch_returns(seed):
    """The returns of 64 Card Battle games of four on two worker threads
    over 500 steps, first legal index each step."""
    with menagerie.Batch("cardbattle", 64, seed, workers=2, players=4) as batch:
        mask, total = batch.reset().mask, np.zeros(4)
        for _ in range(500):
            step = batch.step(mask.argmax(axis=1))
            mask, total = step.mask, total + step.rewards.sum(axis=0)
        return total.tolist()


@pytest.mark.skipif(sys.platform == "win32", reason="no fork")
def test_forked_children_step_batches_on_worker_threads():
    want = [batch_returns(1), batch_returns(2)]
    with multiprocessing.get_context("fork").Pool(2) as pool:
        assert pool.map(batch_returns, [1, 2]) == want


def step_parents_batch(_):
    """Step the batch made before this process was forked."""
    PARENTS["batch"].step(PARENTS["batch"].reset().mask.argmax(axis=1))


#: what the parent made before forking, for its children to find
PARENTS = {}


@pytest.mark.skipif(sys.platform == "win32", reason="no fork")
def test_a_batch_made_before_the_fork_is_the_parents():
    with menagerie.Batch("dojo", 2, 1) as batch:
        PARENTS["batch"] = batch
        with multiprocessing.get_context("fork").Pool(1) as pool:
            with pytest.raises(menagerie.ForkError, match="made before this process was forked.*context='spawn'"):
                pool.apply(step_parents_batch, (0,))
        PARENTS.clear()
        batch.step(batch.reset().mask.argmax(axis=1))  # the parent's own goes on


@pytest.mark.skipif(sys.platform == "win32", reason="no fork")
def test_children_forked_before_loading_load_their_own():
    # A fresh interpreter: this one has loaded the library already.
    script = textwrap.dedent(
        """
        import multiprocessing
        import menagerie
        from test_fork import play

        if __name__ == "__main__":
            with multiprocessing.get_context("fork").Pool(2) as pool:
                records = pool.map(play, [4, 5])
            assert records == [play(4), play(5)], "the children's games differ"
            print("ok")
        """
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                         cwd=Path(__file__).parent)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
