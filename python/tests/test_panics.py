"""A bug in an engine or a bot (a Go panic) raises EngineError, with the
panic's message, on a batch's worker threads too; the interpreter goes on
and a reset plays again. The broken games exist only in a library built
with the faultygames build tag, which each case loads in a fresh
interpreter (one process holds one Go runtime)."""

import os
import shutil
import subprocess
import sys
import textwrap

import pytest

from conftest import REPOSITORY


@pytest.fixture(scope="session")
def faulty_library(tmp_path_factory):
    """The engine library with faulty-dojo (its states panic after 40
    actions) and panicking-dojo (its heuristic bot panics after 1,000
    decisions), built from this checkout."""
    go = shutil.which("go")
    if go is None:
        # An installed wheel's tests run where there is no Go; its library
        # is the one built without the faulty games, which never ships.
        pytest.skip("needs Go, to build the engine library with -tags faultygames")
    path = tmp_path_factory.mktemp("lib") / "libmenagerie.so"
    subprocess.run(
        [go, "build", "-trimpath", "-tags", "faultygames", "-buildmode=c-shared", "-o", str(path), "./cmd/libmenagerie"],
        cwd=REPOSITORY,
        env=dict(os.environ, CGO_ENABLED="1"),
        check=True,
    )
    return path


#: loads the faulty library in place of the package's, then defines the
#: functions the cases share
PRELUDE = """
import sys
from pathlib import Path

import numpy as np
import pytest

import menagerie
from menagerie import _native, EngineError, MenagerieError

setattr(_native, "library_path", lambda: Path(sys.argv[1]))  # the faulty library in the package's place


def step_until_the_panic(batch):
    _, mask, *_ = batch.reset()
    for _ in range(1000):
        try:
            _, mask, *_ = batch.step(mask.argmax(axis=1))
        except EngineError as e:
            return str(e)
    raise AssertionError("no panic in 1,000 steps")


def plays_on_after_reset(batch):
    with pytest.raises(MenagerieError, match="stopped at an error"):
        batch.step(batch._out.mask.argmax(axis=1))
    _, mask, *_ = batch.reset()
    batch.step(mask.argmax(axis=1))
"""

CASES = {
    "engine": """
        with menagerie.Batch("faulty-dojo", 64, seed=2, workers=1, bots=[None, "random"]) as b:
            message = step_until_the_panic(b)
            assert "game slot " in message and "faulty-dojo: a deliberate panic at action 41" in message, message
            plays_on_after_reset(b)
        """,
    "engine on workers": """
        with menagerie.Batch("faulty-dojo", 64, seed=2, workers=4, bots=[None, "random"]) as b:
            message = step_until_the_panic(b)
            assert "faulty-dojo: a deliberate panic at action 41" in message, message
            plays_on_after_reset(b)
        """,
    "bot on workers": """
        with menagerie.Batch("panicking-dojo", 64, seed=2, workers=4, bots=[None, "heuristic"]) as b:
            message = step_until_the_panic(b)
            assert "panicking: a deliberate panic at decision" in message, message
            with pytest.raises(MenagerieError, match="stopped at an error"):
                b.step(b._out.mask.argmax(axis=1))
            # The bot panics at every decision now, in reset too.
            with pytest.raises(EngineError, match="panicking: a deliberate panic"):
                b.reset()
        """,
    "environment": """
        env = menagerie.env("faulty-dojo")
        env.reset(seed=1)
        with pytest.raises(EngineError, match="faulty-dojo: a deliberate panic at action 41"):
            for _ in env.agent_iter():
                obs, _, terminated, truncated, _ = env.last()
                env.step(None if terminated or truncated else int(obs["action_mask"].argmax()))
        env.reset(seed=2)
        env.step(int(env.observe(env.agent_selection)["action_mask"].argmax()))
        """,
}


@pytest.mark.parametrize("case", CASES)
def test_a_panic_raises_engine_error(faulty_library, case):
    script = PRELUDE + textwrap.dedent(CASES[case]) + '\nprint("ok")\n'
    out = subprocess.run([sys.executable, "-c", script, str(faulty_library)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-3000:]
