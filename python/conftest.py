"""Makes the tests use the installed package when pytest runs from here.

`python -m pytest` puts the current directory first on sys.path; from
python/ that makes `import menagerie` find the package's source, which has
no engine library nor menagerie program (building puts them in the
installed copy). The tests are of the installed package, so this directory
leaves the path, and pytest stops with what to do when the package is not
installed."""

import importlib.util
import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent


# At import, before the tests' own conftest imports the package.
sys.path[:] = [entry for entry in sys.path if Path(entry or os.curdir).resolve() != HERE]
if importlib.util.find_spec("menagerie") is None:
    pytest.exit(
        f"menagerie is not installed in this Python ({sys.executable}): install it, with "
        "`pip install ./python` from the repository (it needs Go) or `pip install "
        "menagerie-*.whl` (python/build_wheel.sh builds the wheel), then run the tests again",
        returncode=4,
    )
