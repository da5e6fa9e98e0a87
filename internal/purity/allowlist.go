package purity

import (
	"go/types"
	"strings"
)

// stdAllowed are the standard packages engines may use: each computes on
// values in memory. Left out on purpose, among others: os, io/fs, net,
// time, most of sync, runtime, unsafe, reflect (reaches around the type system),
// log, math/rand (global generator), crypto/rand and hash/maphash (seeded
// from the system), bufio (wraps a caller's reader or writer).
var stdAllowed = map[string]bool{
	"bytes": true, "cmp": true, "container/heap": true, "container/list": true, "crypto/sha256": true,
	"embed": true, "encoding/base64": true, "encoding/binary": true, "encoding/hex": true,
	"encoding/json": true, "errors": true, "fmt": true, "hash": true, "hash/crc32": true, "hash/fnv": true,
	"io": true, "iter": true, "maps": true, "math": true, "math/bits": true, "math/rand/v2": true,
	"slices": true, "sort": true, "strconv": true, "strings": true, "unicode": true,
	"unicode/utf16": true, "unicode/utf8": true, "sync": true,
}

// stdOnly are the standard packages on stdAllowed of which engines may use
// only the names listed. Of sync, only the memoizing OnceValue and
// OnceValues: they run a pure function once, on first use, in the caller's
// goroutine (an embedded card file parsed when a game first needs it).
// Locks, pools, maps and wait groups remain denied.
var stdOnly = map[string]map[string]bool{
	"sync": {"OnceValue": true, "OnceValues": true},
}

// modulesAllowed are the third-party modules engines may use. go-yaml parses
// the card files from bytes; the few functions of it that open files are
// denied one by one in denied.
var modulesAllowed = []string{"github.com/goccy/go-yaml"}

// moduleAllowed reports whether path is a package of an allowed module.
func moduleAllowed(path string) bool {
	for _, m := range modulesAllowed {
		if path == m || strings.HasPrefix(path, m+"/") {
			return true
		}
	}
	return false
}

// denied are package-level functions of allowed packages that engines may
// not call, keyed by package path and name, with the reason.
var denied = map[string]string{
	"github.com/goccy/go-yaml/parser.ParseFile": "reads a file",
	"github.com/goccy/go-yaml.ReferenceFiles":   "makes the decoder read files",
	"github.com/goccy/go-yaml.ReferenceDirs":    "makes the decoder read directories",
}

// randAllowed are the package-level functions of math/rand/v2 that engines
// may call: constructors of generators the caller owns. Every other one
// draws from the package's global, randomly seeded generator.
var randAllowed = map[string]bool{"New": true, "NewPCG": true, "NewChaCha8": true, "NewZipf": true}

// memoryWriters are the static types fmt.Fprint* may write to, and
// memoryReaders those fmt.Fscan* may read from: values that keep their bytes
// in memory. Any other writer, an io.Writer above all, may be a file or a
// terminal.
var (
	memoryWriters = map[string]bool{"*strings.Builder": true, "*bytes.Buffer": true, "hash.Hash": true, "hash.Hash32": true, "hash.Hash64": true}
	memoryReaders = map[string]bool{"*strings.Reader": true, "*bytes.Reader": true, "*bytes.Buffer": true}
)

// deniedFunc says why an engine may not use fn, a package-level function of
// an allowed package, or returns "" if it may. fmt's functions that read or
// write through a reader or writer are judged at the call, by fmtStream.
func deniedFunc(fn *types.Func) string {
	if fn.Type().(*types.Signature).Recv() != nil {
		return ""
	}
	path, name := fn.Pkg().Path(), fn.Name()
	if why, ok := denied[path+"."+name]; ok {
		return why
	}
	switch {
	case path == "fmt" && (strings.HasPrefix(name, "Print") || strings.HasPrefix(name, "Scan")):
		return "does I/O on the standard streams"
	case path == "math/rand/v2" && !randAllowed[name]:
		return "draws from the global, randomly seeded generator"
	}
	return ""
}

// fmtStream tells whether fn is one of fmt's functions that write to a
// writer (Fprint*) or read from a reader (Fscan*), and which static types
// that first argument may have.
func fmtStream(fn *types.Func) (allowed map[string]bool, ok bool) {
	if fn.Pkg() == nil || fn.Pkg().Path() != "fmt" {
		return nil, false
	}
	switch {
	case strings.HasPrefix(fn.Name(), "Fprint"):
		return memoryWriters, true
	case strings.HasPrefix(fn.Name(), "Fscan"):
		return memoryReaders, true
	}
	return nil, false
}
