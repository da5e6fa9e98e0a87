package purity

import (
	"go/ast"
	"strconv"
	"strings"
)

// layout classifies import paths by where they come from: the standard
// library, an engine package of the module, another package of the module,
// or a third-party module.
type layout struct {
	module string // the module path, e.g. "menagerie"
}

// origin is where a package comes from.
type origin int

const (
	fromStd        origin = iota // the standard library
	fromEngine                   // game or a package under games/
	fromModule                   // another package of the module
	fromThirdParty               // another module
)

// origin classifies an import path.
func (l layout) origin(path string) origin {
	switch {
	case path == l.module+"/game" || strings.HasPrefix(path, l.module+"/games/"):
		return fromEngine
	case path == l.module || strings.HasPrefix(path, l.module+"/"):
		return fromModule
	case !strings.Contains(strings.SplitN(path, "/", 2)[0], "."):
		return fromStd
	}
	return fromThirdParty
}

// subtree returns the root of the engine tree that holds path: the module's
// game package, or games/NAME for any package under games/NAME.
func (l layout) subtree(path string) string {
	rest, ok := strings.CutPrefix(path, l.module+"/games/")
	if !ok {
		return path
	}
	if name, _, found := strings.Cut(rest, "/"); found && name != "internal" {
		return l.module + "/games/" + name
	}
	return path
}

// importProblem says what is wrong with engine package from importing to,
// or returns "" if the import is allowed. The layering: game imports no
// other package of the module; a package under games/ imports game,
// packages under games/internal/ and its own game's packages, never another
// game and never a package outside game and games/.
func (l layout) importProblem(from, to string) string {
	switch l.origin(to) {
	case fromStd:
		if !stdAllowed[to] {
			return "imports " + strconv.Quote(to) + ", which is not on the allowlist of pure standard packages"
		}
	case fromThirdParty:
		if !moduleAllowed(to) {
			return "imports third-party " + strconv.Quote(to) + ", which is not on the allowlist"
		}
	case fromModule:
		return "imports " + strconv.Quote(to) + ", which is not an engine package: engines import only game, games/... and allowlisted libraries"
	case fromEngine:
		if isTestHelper(to) {
			return "imports the test helper " + strconv.Quote(to) + ": engine code never uses test helpers"
		}
		if from == l.module+"/game" {
			return "imports " + strconv.Quote(to) + ": game is the bottom layer and imports no other package of the module"
		}
		internal := l.module + "/games/internal/"
		own := l.subtree(from)
		if to != l.module+"/game" && !strings.HasPrefix(to, internal) && to != own && !strings.HasPrefix(to, own+"/") {
			return "imports " + strconv.Quote(to) + ": a game imports only game, games/internal/... and its own packages, never another game"
		}
	}
	return ""
}

// imports reports every import of the file that the layering or the
// allowlists forbid.
func (c *checker) imports(f *ast.File) {
	for _, spec := range f.Imports {
		path, err := strconv.Unquote(spec.Path.Value)
		if err != nil {
			c.report(spec.Pos(), "import path %s is not a valid string", spec.Path.Value)
			continue
		}
		if msg := c.layout.importProblem(c.pkg.Path(), path); msg != "" {
			c.report(spec.Pos(), "%s", msg)
		}
	}
}

// isTestHelper reports whether an engine-tree package is a helper for tests,
// named like the standard library's fstest and iotest (its last path element
// ends in "test"). Such a package may import testing; it is not judged, and
// engine code may not import it.
func isTestHelper(path string) bool {
	return strings.HasSuffix(path[strings.LastIndex(path, "/")+1:], "test")
}
