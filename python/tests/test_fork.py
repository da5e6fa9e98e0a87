"""Go's runtime does not survive fork: a child forked after the engine
library was loaded is refused with a clear error, a child forked before
loads its own, and the spawn start method works."""

import multiprocessing
import subprocess
import sys
import textwrap
from pathlib import Path

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
def test_a_child_forked_after_loading_is_refused():
    play(1)  # the library is loaded in this process
    with multiprocessing.get_context("fork").Pool(1) as pool:
        with pytest.raises(menagerie.ForkError, match="spawn"):
            pool.apply(play, (1,))


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
