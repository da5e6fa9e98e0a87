"""Builds the engine library and the menagerie program from the Go module
around this directory.

`pip install ./python` (and `python/build_wheel.sh`, which makes the wheel
people install without Go) runs this: build_py compiles ../cmd/libmenagerie
with `go build -buildmode=c-shared` into the package, and ../cmd/menagerie
without cgo as the program that the package's `menagerie` command runs. A
build needs Go at the version go.mod names and a C compiler (for cgo), and
checks both before it starts; no binary is kept in the repository. The
package calls the library through ctypes, so its wheel is for any Python 3
but names the platform.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.bdist_wheel import bdist_wheel
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
LIBRARY = "libmenagerie" + {"darwin": ".dylib", "win32": ".dll"}.get(sys.platform, ".so")
PROGRAM = "menagerie" + (".exe" if sys.platform == "win32" else "")


def go_module() -> Path:
    """The Go module's root: the directory above this one, holding go.mod."""
    root = HERE.parent
    if not (root / "go.mod").is_file() or not (root / "cmd" / "libmenagerie").is_dir():
        sys.exit(
            f"menagerie: the Go module is not at {root}: build the package from a "
            "checkout of the repository (pip install ./python)"
        )
    return root


def version_tuple(text: str) -> tuple:
    """(1, 26, 8) from "1.26.8", "go1.26.8" or "go1.26rc1"."""
    return tuple(int(n) for n in re.findall(r"\d+", text.removeprefix("go"))[:3])


def required_go(root: Path) -> str:
    """The Go version go.mod asks for."""
    found = re.search(r"^go\s+(\S+)", (root / "go.mod").read_text(), re.MULTILINE)
    return found.group(1) if found else "1"


def check_toolchain(root: Path) -> str:
    """The go command, once Go's version and the C compiler cgo needs are
    checked; exits naming what is missing before anything is built."""
    want = required_go(root)
    needs = f"menagerie: building the engine library and the menagerie program needs Go {want} or later and a C compiler (for cgo)"
    print(needs, flush=True)
    go = shutil.which("go")
    if go is None:
        sys.exit(f"{needs}: go is not on the PATH (https://go.dev/dl/), or install the prebuilt wheel instead")
    # GOTOOLCHAIN=local: report this Go's version, never fetch another.
    env = dict(os.environ, GOTOOLCHAIN="local")
    have = subprocess.run([go, "env", "GOVERSION"], capture_output=True, text=True, check=True, env=env).stdout.strip()
    if version_tuple(have) < version_tuple(want):
        sys.exit(f"{needs}: this Go is {have}")
    cc = subprocess.run([go, "env", "CC"], capture_output=True, text=True, check=True).stdout.split()
    if not cc or shutil.which(cc[0]) is None:
        sys.exit(f"{needs}: {cc[0] if cc else 'go env CC is empty'} is not found (e.g. apt-get install gcc)")
    return go


class BuildWithGo(build_py):
    """build_py, then the engine library (cgo) and the menagerie program
    (no cgo) into the package."""

    def run(self):
        root = go_module()
        go = check_toolchain(root)
        super().run()
        package = Path(self.build_lib).resolve() / "menagerie"
        package.mkdir(parents=True, exist_ok=True)
        library = package / LIBRARY
        self.go_build(go, root, "1", ["-buildmode=c-shared", "-o", str(library), "./cmd/libmenagerie"])
        # cgo writes a C header beside the library; the package does not use it.
        library.with_suffix(".h").unlink(missing_ok=True)
        self.go_build(go, root, "0", ["-o", str(package / "bin" / PROGRAM), "./cmd/menagerie"])

    @staticmethod
    def go_build(go: str, root: Path, cgo: str, args: list) -> None:
        # -s -w: no symbol table nor debug information, a third smaller.
        command = [go, "build", "-trimpath", "-ldflags=-s -w", *args]
        print(f"menagerie: CGO_ENABLED={cgo}", " ".join(command), flush=True)
        subprocess.run(command, cwd=root, env=dict(os.environ, CGO_ENABLED=cgo), check=True)


class NativeDistribution(Distribution):
    """A distribution with a native library: its wheel names the platform."""

    def has_ext_modules(self):
        return True


class AnyPythonWheel(bdist_wheel):
    """A platform wheel for every Python 3: the library is loaded with
    ctypes, not built against one Python's ABI."""

    def get_tag(self):
        _, _, platform = super().get_tag()
        return "py3", "none", platform


setup(
    cmdclass={"build_py": BuildWithGo, "bdist_wheel": AnyPythonWheel},
    distclass=NativeDistribution,
)
