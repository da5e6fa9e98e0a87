"""Shared fixtures: the repository's `menagerie` command, built once."""

import shutil
import subprocess
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]

#: the games' configurations the tests play: each game's defaults and a
#: variant that changes the seats or the cards
CONFIGS = [
    ("cardbattle", {}),
    ("cardbattle", {"players": 4, "packs": "classic,golden"}),
    ("tableau", {}),
    ("tableau", {"players": 3, "market": "4x4"}),
    ("dojo", {}),
    ("dojo", {"mode": "solo"}),
]


def config_id(config):
    game, options = config
    return game + "".join(f"-{k}={v}" for k, v in options.items())


@pytest.fixture(scope="session")
def menagerie_cli(tmp_path_factory) -> Path:
    """The `menagerie` command built from this checkout."""
    go = shutil.which("go")
    if go is None:
        pytest.fail("these tests need Go, to build the menagerie command")
    path = tmp_path_factory.mktemp("bin") / "menagerie"
    subprocess.run([go, "build", "-o", str(path), "./cmd/menagerie"], cwd=REPOSITORY, check=True)
    return path
