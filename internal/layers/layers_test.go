package layers

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestModuleFollowsLayers loads every package of the module and checks
// each non-test import of another module package against the table.
func TestModuleFollowsLayers(t *testing.T) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedImports, Dir: "../.."}, Module+"/...")
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) < 10 {
		t.Fatalf("loaded only %d packages", len(pkgs))
	}
	for _, p := range pkgs {
		for _, e := range p.Errors {
			t.Errorf("%s: %v", p.PkgPath, e)
		}
		from, ok := inModule(p.PkgPath)
		if !ok {
			continue
		}
		for path := range p.Imports {
			to, ok := inModule(path)
			if !ok {
				continue
			}
			if why := Check(from, to); why != "" {
				t.Error(why)
			}
		}
	}
}

// inModule returns a path without the module prefix, if it is the
// module's.
func inModule(path string) (string, bool) {
	return strings.CutPrefix(path, Module+"/")
}

// TestCheck checks the table's reading both ways.
func TestCheck(t *testing.T) {
	tests := []struct {
		from, to string
		ok       bool
	}{
		{"games/dojo", "game", true},
		{"games/dojo", "games/internal/yamlfile", true},
		{"games/cardbattle", "games/tableau", false},
		{"games/cardbattle", "agent", false},
		{"games/internal/yamlfile", "games/dojo", false},
		{"game", "games/dojo", false},
		{"agent", "games/cardbattle", false},
		{"agent", "agent/cardbattlebot", false},
		{"agent/cardbattlebot", "games/cardbattle", true},
		{"agent/cardbattlebot", "games/dojo", false},
		{"agent/cardbattlebot", "agent", true},
		{"sim", "games/cardbattle", false},
		{"sim", "registry", false},
		{"registry", "games/tableau", true},
		{"registry", "agent/tableaubot", true},
		{"registry", "cmd/menagerie", false},
		{"internal/tui", "registry", true},
		{"internal/tui", "cmd/menagerie", false},
		{"cmd/menagerie", "games/cardbattle", true},
		{"cmd/menagerie", "games/tableau", false},
		{"cmd/menagerie", "agent/cardbattlebot", false},
		{"cmd/menagerie", "registry", true},
		{"cmd/menagerie", "session", true},
		{"tools/new", "game", false},
	}
	for _, tt := range tests {
		why := Check(tt.from, tt.to)
		if (why == "") != tt.ok {
			t.Errorf("Check(%s, %s) = %q, want allowed %v", tt.from, tt.to, why, tt.ok)
		}
	}
}
