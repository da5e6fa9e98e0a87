"""Shared fixtures: the `menagerie` program, the installed package's or
one built from this checkout."""

import shutil
import subprocess
from pathlib import Path

import pytest

from menagerie.cli import program_path

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
    """The menagerie program the package ships (a wheel's, or one that
    `pip install ./python` built), else one built from this checkout."""
    if program_path().is_file():
        return program_path()
    go = shutil.which("go")
    if go is None:
        pytest.fail("these tests need the menagerie program: install the package with it, or Go to build it")
    path = tmp_path_factory.mktemp("bin") / "menagerie"
    subprocess.run([go, "build", "-o", str(path), "./cmd/menagerie"], cwd=REPOSITORY, check=True)
    return path
