package game_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPurityCheckCatchesViolations shows that the purity check reports
// each kind of violation, and passes a pure file.
func TestPurityCheckCatchesViolations(t *testing.T) {
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
		{name: "the global generator of math/rand/v2", src: `package engine

import mr "math/rand/v2"

func Roll() int { return mr.IntN(6) }
`, want: []string{"uses mr.IntN"}},
		{name: "third-party module", src: `package engine

import "github.com/example/net"

var _ = net.Dial
`, want: []string{`third-party "github.com/example/net"`}},
		{name: "not Go", src: "package engine\nfunc {\n", want: []string{"expected"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "engine.go")
			if err := os.WriteFile(path, []byte(tt.src), 0o644); err != nil {
				t.Fatal(err)
			}
			got := strings.Join(impurities(path), "\n")
			if len(tt.want) == 0 && got != "" {
				t.Errorf("the check rejected a pure file:\n%s", got)
			}
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("the check does not report %q; it said:\n%s", w, got)
				}
			}
		})
	}
}
