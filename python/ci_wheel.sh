#!/usr/bin/env bash
# CI for what people install without a toolchain: builds the wheel
# (python/build_wheel.sh) and the release archives (scripts/release.sh),
# checks the archives' SHA256SUMS and runs the linux/amd64 program (--help
# and a short sim); then installs the wheel in a fresh virtual environment
# and, with Go taken off the PATH, runs the Python tests and a smoke test of
# `menagerie serve` from it (loopback, a free port, /healthz, then stopped).
# Run from anywhere; it needs what the two builds need (Go, a C compiler,
# Python 3 with venv, PyPI) and writes only under dist/ and .tools/.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
repo="$PWD"
work="$(mktemp -d)"
server=""
cleanup() {
	if [[ -n "$server" ]]; then
		kill "$server" 2>/dev/null || true
		wait "$server" 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT

echo "==> python/build_wheel.sh"
wheel="$(python/build_wheel.sh | tail -n 1)"
echo "built $wheel"

echo "==> scripts/release.sh"
scripts/release.sh "$work/release"
(cd "$work/release" && sha256sum --check SHA256SUMS)
tar -C "$work" -xzf "$work"/release/menagerie-*-linux-amd64.tar.gz
program="$(echo "$work"/menagerie-*-linux-amd64/menagerie)"
"$program" --help >/dev/null
"$program" sim cardbattle --bots heuristic,random --games 20

# The PATH without the directories that hold a go command.
nogo=""
IFS=: read -ra dirs <<<"$PATH"
for dir in "${dirs[@]}"; do
	if [[ -n "$dir" && ! -x "$dir/go" ]]; then
		nogo="${nogo:+$nogo:}$dir"
	fi
done

echo "==> the wheel in a fresh virtual environment, without Go"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install --quiet "$wheel[online]" -r python/requirements-test.txt
export PATH="$work/venv/bin:$nogo"
if command -v go >/dev/null; then
	echo "go is still on the PATH: $(command -v go)"
	exit 1
fi
menagerie --version

# From outside python/, so that the tests import the installed package.
(cd "$work" && python -m pytest -q -p no:cacheprovider "$repo/python/tests")

echo "==> menagerie serve from the wheel"
port="$(python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
menagerie serve --addr "127.0.0.1:$port" --data :memory: >"$work/serve.log" 2>&1 &
server=$!
python - "$port" <<'PY' || { cat "$work/serve.log"; exit 1; }
import json, sys, time, urllib.request

url = f"http://127.0.0.1:{sys.argv[1]}/healthz"
deadline = time.monotonic() + 30
while True:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            print(url, response.status, json.load(response))
            break
    except OSError as err:
        if time.monotonic() > deadline:
            sys.exit(f"{url}: no answer in 30 s ({err})")
        time.sleep(0.2)
PY
kill -TERM "$server"
status=0
wait "$server" || status=$?
server=""
if ((status != 0)); then
	echo "menagerie serve exited with status $status after SIGTERM"
	cat "$work/serve.log"
	exit 1
fi
echo "menagerie serve answered /healthz and stopped"
