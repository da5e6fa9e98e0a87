package game_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// forbiddenImports are standard packages that do I/O, read the clock, start
// processes or use global randomness. The rules engines may import none.
var forbiddenImports = map[string]bool{
	"os": true, "os/exec": true, "os/signal": true, "os/user": true,
	"time": true, "log": true, "log/slog": true, "log/syslog": true,
	"syscall": true, "io/ioutil": true, "io/fs": true, "path/filepath": true,
	"math/rand": true, "crypto/rand": true, "runtime": true, "unsafe": true,
	"sync": true, "sync/atomic": true, "plugin": true, "database/sql": true,
}

// allowedModules are third-party packages the engines may import. Each must
// be used only on in-memory data: go-yaml parses the embedded card files
// from bytes (its own os and time imports serve file paths and timestamp
// parsing, which card files never reach).
var allowedModules = []string{"github.com/goccy/go-yaml"}

// allowedRand lists what engines may use from math/rand/v2: the generator
// type that states own by value, never the package's global functions.
var allowedRand = map[string]bool{"PCG": true, "NewPCG": true}

// TestEnginesArePure fails if package game or any package under games/
// imports a package that does I/O, reads the clock or shares state between
// goroutines, starts a goroutine, or uses math/rand/v2's global generator.
func TestEnginesArePure(t *testing.T) {
	roots := []string{".", "../games"}
	checked := 0
	for _, root := range roots {
		err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			checked++
			for _, p := range impurities(path) {
				t.Error(p)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checked < 5 {
		t.Fatalf("checked only %d files; the walk is broken", checked)
	}
}

// impurities lists what makes a Go source file impure, one message each.
func impurities(path string) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		return []string{err.Error()}
	}
	var out []string
	randName := ""
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if forbiddenImports[p] {
			out = append(out, fmt.Sprintf("%s imports %q: engines must not do I/O, read the clock or share state", fset.Position(imp.Pos()), p))
		}
		if strings.Contains(strings.SplitN(p, "/", 2)[0], ".") && !allowedModule(p) {
			out = append(out, fmt.Sprintf("%s imports third-party %q, which is not on the purity allowlist", fset.Position(imp.Pos()), p))
		}
		if p == "math/rand/v2" {
			randName = "rand"
			if imp.Name != nil {
				randName = imp.Name.Name
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GoStmt:
			out = append(out, fmt.Sprintf("%s starts a goroutine: engines are single-threaded", fset.Position(n.Pos())))
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok && randName != "" && id.Name == randName && !allowedRand[n.Sel.Name] {
				out = append(out, fmt.Sprintf("%s uses %s.%s: engines use their own seeded generator, never the global one", fset.Position(n.Pos()), randName, n.Sel.Name))
			}
		}
		return true
	})
	return out
}

func allowedModule(p string) bool {
	for _, m := range allowedModules {
		if p == m || strings.HasPrefix(p, m+"/") {
			return true
		}
	}
	return false
}
