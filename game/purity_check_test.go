package game_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The purity check (checkPureFile in purity_test.go) reports through the
// *testing.T it is given, so a violation fails that test. To show it catches
// violations without failing this run, this file re-runs the test binary on
// TestPurityCheckChild, which checks the file named by purityFileEnv.

const purityFileEnv = "MENAGERIE_PURITY_CHECK_FILE"

// TestPurityCheckChild only runs inside TestPurityCheckCatchesViolations.
func TestPurityCheckChild(t *testing.T) {
	path := os.Getenv(purityFileEnv)
	if path == "" {
		t.Skip("helper for TestPurityCheckCatchesViolations")
	}
	checkPureFile(t, path)
}

func TestPurityCheckCatchesViolations(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the test binary again")
	}
	tests := []struct {
		name string
		src  string
		want []string // empty: the check must pass; else each must be reported
	}{
		{name: "pure", src: `package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/goccy/go-yaml/ast"
)

var _ ast.Node

func Describe(r *rand.PCG) string { return fmt.Sprint(strings.ToUpper("ok"), r.Uint64()) }
`},
		{name: "os and a goroutine", src: `package engine

import "os"

func Leak() {
	go func() { _ = os.Getenv("HOME") }()
}
`, want: []string{`imports "os"`, "starts a goroutine"}},
		{name: "the clock", src: `package engine

import clock "time"

func Now() int64 { return clock.Now().Unix() }
`, want: []string{`imports "time"`}},
		{name: "global randomness and sync", src: `package engine

import (
	"math/rand"
	"sync"
)

var mu sync.Mutex

func Roll() int { mu.Lock(); defer mu.Unlock(); return rand.Intn(6) }
`, want: []string{`imports "math/rand"`, `imports "sync"`}},
		{name: "third-party module", src: `package engine

import "github.com/example/net"

var _ = net.Dial
`, want: []string{`third-party "github.com/example/net"`}},
		{name: "not Go", src: "package engine\nfunc {\n", want: []string{"expected"}},
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "engine.go")
			if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(exe, "-test.run=^TestPurityCheckChild$", "-test.count=1", "-test.v")
			cmd.Env = append(os.Environ(), purityFileEnv+"="+path)
			out, err := cmd.CombinedOutput()
			var exit *exec.ExitError
			if err != nil && !errors.As(err, &exit) {
				t.Fatalf("running the check: %v", err)
			}
			if !strings.Contains(string(out), "TestPurityCheckChild") || strings.Contains(string(out), "SKIP") {
				t.Fatalf("the check did not run:\n%s", out)
			}
			if len(tt.want) == 0 {
				if err != nil {
					t.Errorf("the check rejected a pure file:\n%s", out)
				}
				return
			}
			if err == nil {
				t.Errorf("the check passed a file that breaks purity:\n%s", out)
			}
			for _, w := range tt.want {
				if !strings.Contains(string(out), w) {
					t.Errorf("the check's output does not mention %q:\n%s", w, out)
				}
			}
		})
	}
}
