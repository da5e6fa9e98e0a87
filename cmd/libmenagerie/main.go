// Command libmenagerie is Menagerie's engines as a C shared library, for
// the Python package: batches of games (package vec) made by game name,
// rule options and bot specs, stepped by action index into buffers the
// caller owns. Build it with
//
//	go build -buildmode=c-shared -o libmenagerie.so ./cmd/libmenagerie
//
// A function that can fail returns its error as a C string that the caller
// frees with mng_free, or NULL on success. A Go panic never crosses into
// the caller: one in the engines or bots, on the caller's thread or a
// batch's worker, is returned as an error beginning with "internal: " (a
// bug, not a refused request), and stops the game slot it happened in
// until the batch is reset or the slot started again. The library is the
// one part of the program that needs cgo; without it (CGO_ENABLED=0) this
// package has nothing to build.
package main

import "C"

// main is never called: a shared library starts from its exports.
func main() {}
