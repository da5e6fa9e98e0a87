#!/usr/bin/env bash
# Builds the menagerie program for Linux, macOS and Windows on amd64 and
# arm64, without cgo, as one archive each (tar.gz; zip for Windows) holding
# the program and README.md, with a SHA256SUMS file for them:
#
#   scripts/release.sh [OUT]     (OUT: dist/release by default)
#
# Archives are named menagerie-VERSION-OS-ARCH, VERSION being what
# `git describe --tags --always --dirty` says of the checkout. It needs Go at
# go.mod's version, and nothing else. OUT is emptied of archives first; it
# prints OUT's files last. A platform that does not build is named at the end,
# after the others are built, and the script then exits 1.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
out="${1:-dist/release}"
PLATFORMS="linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64"

version="$(git describe --tags --always --dirty)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$out"
out="$(cd "$out" && pwd)"
rm -f "$out"/menagerie-*.tar.gz "$out"/menagerie-*.zip "$out/SHA256SUMS"

failed=()
for platform in $PLATFORMS; do
	os="${platform%/*}"
	arch="${platform#*/}"
	name="menagerie-$version-$os-$arch"
	exe=menagerie
	if [[ "$os" == windows ]]; then
		exe=menagerie.exe
	fi
	mkdir -p "$stage/$name"
	echo "building $name"
	if ! CGO_ENABLED=0 GOOS="$os" GOARCH="$arch" go build -trimpath -ldflags='-s -w' -o "$stage/$name/$exe" ./cmd/menagerie; then
		failed+=("$platform")
		continue
	fi
	cp README.md "$stage/$name/"
	if [[ "$os" == windows ]]; then
		(cd "$stage" && zip -qr "$out/$name.zip" "$name")
	else
		tar -C "$stage" -czf "$out/$name.tar.gz" "$name"
	fi
done

(cd "$out" && sha256sum menagerie-* >SHA256SUMS)
ls -l "$out"
if ((${#failed[@]} > 0)); then
	echo "the program did not build for ${failed[*]}"
	exit 1
fi
