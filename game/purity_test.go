package game_test

import (
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

// TestEnginesArePure fails if package game or any package under games/
// imports a package that does I/O or reads the clock, starts a goroutine,
// or calls time or os functions through any alias.
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
			checkPureFile(t, path)
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

func checkPureFile(t *testing.T, path string) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if forbiddenImports[p] {
			t.Errorf("%s imports %q: engines must not do I/O, read the clock or use global state", fset.Position(imp.Pos()), p)
		}
		if strings.Contains(strings.SplitN(p, "/", 2)[0], ".") && !allowedModule(p) {
			t.Errorf("%s imports third-party %q, which is not on the purity allowlist", fset.Position(imp.Pos()), p)
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if g, ok := n.(*ast.GoStmt); ok {
			t.Errorf("%s starts a goroutine: engines are single-threaded", fset.Position(g.Pos()))
		}
		return true
	})
}

func allowedModule(p string) bool {
	for _, m := range allowedModules {
		if p == m || strings.HasPrefix(p, m+"/") {
			return true
		}
	}
	return false
}
