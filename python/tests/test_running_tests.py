"""The tests run from inside python/ too, with `python -m pytest`, on the
installed package rather than the source beside them."""

import subprocess
import sys
from pathlib import Path

PYTHON_DIR = Path(__file__).resolve().parents[1]


def test_python_m_pytest_from_the_package_directory():
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_api.py::test_every_registered_game_is_tested"],
        cwd=PYTHON_DIR,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "1 passed" in out.stdout
