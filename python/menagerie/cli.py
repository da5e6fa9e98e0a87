"""The package's `menagerie` command: the Go program shipped inside the
package (``menagerie play``, ``serve``, ``replay``, ...), run with the
command's arguments."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def program_path() -> Path:
    """The path of the menagerie program inside the installed package."""
    return Path(__file__).with_name("bin") / ("menagerie.exe" if sys.platform == "win32" else "menagerie")


def main() -> None:
    """Run the menagerie program in place of this process (on Windows, as
    a child whose exit status becomes this one's)."""
    path = program_path()
    if not path.is_file():
        sys.exit(
            f"menagerie: the program {path.name} is missing from the package; install "
            "the wheel, or the package from a checkout of the repository (pip install ./python)"
        )
    args = [str(path), *sys.argv[1:]]
    if sys.platform == "win32":
        sys.exit(subprocess.call(args))
    os.execv(path, args)


if __name__ == "__main__":
    main()
