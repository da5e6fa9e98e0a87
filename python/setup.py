"""Builds the engine library from the Go module around this directory.

`pip install ./python` runs this: build_py compiles ../cmd/libmenagerie with
`go build -buildmode=c-shared` into the package, so an install needs Go and
a C compiler (for cgo), but no binary is kept in the repository. The wheel
holds a native library, so it is marked as specific to the platform.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
LIBRARY = "libmenagerie" + {"darwin": ".dylib", "win32": ".dll"}.get(sys.platform, ".so")


def go_module() -> Path:
    """The Go module's root: the directory above this one, holding go.mod."""
    root = HERE.parent
    if not (root / "go.mod").is_file() or not (root / "cmd" / "libmenagerie").is_dir():
        sys.exit(
            f"menagerie: the Go module is not at {root}: build the package from a "
            "checkout of the repository (pip install ./python)"
        )
    return root


class BuildWithGo(build_py):
    """build_py, then `go build -buildmode=c-shared` into the package."""

    def run(self):
        super().run()
        go = shutil.which("go")
        if go is None:
            sys.exit("menagerie: building the engine library needs Go (https://go.dev/dl/) on the PATH")
        cc = subprocess.run([go, "env", "CC"], capture_output=True, text=True, check=True).stdout.split()
        if not cc or shutil.which(cc[0]) is None:
            sys.exit(
                "menagerie: building the engine library needs a C compiler for cgo "
                f"({cc[0] if cc else 'go env CC is empty'}: not found; e.g. apt-get install gcc)"
            )
        target = Path(self.build_lib).resolve() / "menagerie" / LIBRARY
        target.parent.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, CGO_ENABLED="1")
        command = [go, "build", "-trimpath", "-buildmode=c-shared", "-o", str(target), "./cmd/libmenagerie"]
        print("menagerie:", " ".join(command), flush=True)
        subprocess.run(command, cwd=go_module(), env=env, check=True)
        # cgo writes a C header beside the library; the package does not use it.
        target.with_suffix(".h").unlink(missing_ok=True)


class NativeDistribution(Distribution):
    """A distribution with a native library: its wheel names the platform."""

    def has_ext_modules(self):
        return True


setup(cmdclass={"build_py": BuildWithGo}, distclass=NativeDistribution)
