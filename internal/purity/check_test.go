package purity

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// pureGame is the game package of every test module unless a case gives
// its own: a state that owns its generator, as the real one does.
const pureGame = `package game

import "math/rand/v2"

// RNG is a generator held by value.
type RNG struct{ pcg rand.PCG }

// NewRNG seeds an RNG.
func NewRNG(seed uint64) RNG {
	var r RNG
	r.pcg.Seed(seed, seed)
	return r
}

// IntN draws from the generator.
func (r *RNG) IntN(n int) int { return int(r.pcg.Uint64() % uint64(n)) }
`

// TestCheck runs the check on small modules laid out like this one (game,
// games/..., other packages beside them) and requires every want among the
// violations it reports, or none at all when want is empty.
func TestCheck(t *testing.T) {
	tests := []struct {
		name    string
		files   map[string]string // path in the module: source
		want    []string
		wantErr string // the check must fail to load with this
	}{
		{name: "pure engine", files: map[string]string{
			"games/dice/dice.go": `package dice

import (
	"crypto/sha256"
	_ "embed"
	"fmt"
	"math/rand/v2"
	"strings"

	"fake/game"
	"fake/games/internal/names"
	"github.com/goccy/go-yaml/parser"
)

//go:embed faces.txt
var faces []byte

var table = [...]string{"one", "two", "three"}

var squares = func() map[int]int {
	m := map[int]int{}
	for i := range 6 {
		m[i] = i * i
	}
	return m
}()

var total int

func init() { total = len(table) }

// State is a game state.
type State struct {
	rng  game.RNG
	pcg  *rand.PCG
	seen map[string]int
}

// Roll draws a face and writes only the state.
func (s *State) Roll() string {
	if s.pcg == nil {
		s.pcg = rand.NewPCG(1, 2)
	}
	s.seen = map[string]int{}
	face := table[s.rng.IntN(len(table))]
	s.seen[face]++
	var b strings.Builder
	fmt.Fprintf(&b, "%s %d %d %s", face, squares[2], total, names.Join(table[:]))
	return b.String()
}

// Hash hashes the embedded faces.
func Hash() string {
	h := sha256.New()
	fmt.Fprintf(h, "%s", faces)
	return fmt.Sprintf("%x", h.Sum(nil))
}

// Parse parses YAML from bytes.
func Parse(data []byte) error {
	_, err := parser.ParseBytes(data, 0)
	if err != nil {
		return fmt.Errorf("dice: %w", err)
	}
	return nil
}
`,
			"games/dice/faces.txt": "1 2 3\n",
			"games/internal/names/names.go": `package names

import "strings"

// Join joins names.
func Join(n []string) string { return strings.Join(n, ", ") }
`,
		}},
		{name: "printing", files: map[string]string{"games/dice/dice.go": `package dice

import "fmt"

// Roll prints.
func Roll() { fmt.Println("rolled") }
`}, want: []string{"uses fmt.Println, which does I/O"}},
		{name: "printing through a variable", files: map[string]string{"games/dice/dice.go": `package dice

import "fmt"

var say = fmt.Println

// Roll prints.
func Roll() { say("rolled") }
`}, want: []string{"uses fmt.Println, which does I/O"}},
		{name: "printing to a caller's writer", files: map[string]string{"games/dice/dice.go": `package dice

import (
	"fmt"
	"io"
)

// Dump writes to w.
func Dump(w io.Writer) { fmt.Fprintf(w, "rolled") }
`}, want: []string{"calls fmt.Fprintf on a io.Writer"}},
		{name: "builtin println", files: map[string]string{"games/dice/dice.go": `package dice

// Roll prints.
func Roll() { println("rolled") }
`}, want: []string{"calls builtin println"}},
		{name: "the network", files: map[string]string{"games/dice/dice.go": `package dice

import "net"

// Call dials.
func Call() { _, _ = net.Dial("tcp", "example.com:80") }
`}, want: []string{`imports "net"`, "uses net.Dial: package \"net\" is not on the allowlist"}},
		{name: "dot-imported global generator", files: map[string]string{"games/dice/dice.go": `package dice

import . "math/rand/v2"

// Roll draws from the global generator.
func Roll() int { return IntN(6) }
`}, want: []string{"uses math/rand/v2.IntN, which draws from the global"}},
		{name: "renamed global generator", files: map[string]string{"games/dice/dice.go": `package dice

import mr "math/rand/v2"

// Roll draws from the global generator.
func Roll() int { return mr.N(6) }
`}, want: []string{"uses math/rand/v2.N, which draws from the global"}},
		{name: "generator in a package variable", files: map[string]string{"games/dice/dice.go": `package dice

import (
	"math/rand/v2"

	"fake/game"
)

var gen = rand.New(rand.NewPCG(1, 2))

var state struct{ rng game.RNG }

// Roll draws from shared generators.
func Roll() int { return gen.IntN(6) + state.rng.IntN(6) }
`}, want: []string{"variable gen holds a random generator", "variable state holds a random generator",
			"calls pointer method IntN on, and so takes the address of, package-level variable state"}},
		{name: "the clock through a package of the module", files: map[string]string{
			"clock/clock.go": `package clock

import "time"

// Now reads the clock.
func Now() int64 { return time.Now().Unix() }
`,
			"games/dice/dice.go": `package dice

import "fake/clock"

// Seed reads the clock.
func Seed() int64 { return clock.Now() }
`}, want: []string{`imports "fake/clock", which is not an engine package`, `uses fake/clock.Now from "fake/clock"`}},
		{name: "the clock through a shared engine package", files: map[string]string{
			"games/internal/clock/clock.go": `package clock

import clk "time"

// Now reads the clock.
func Now() int64 { return clk.Now().Unix() }
`,
			"games/dice/dice.go": `package dice

import "fake/games/internal/clock"

// Seed reads the clock.
func Seed() int64 { return clock.Now() }
`}, want: []string{`games/internal/clock/clock.go:3:8: imports "time"`, "uses time.Now"}},
		{name: "a test helper beside the engines", files: map[string]string{
			"games/internal/dicetest/dicetest.go": `package dicetest

import "testing"

// Check fails t.
func Check(t *testing.T) { t.Helper(); t.Fatal("checked") }
`,
			"games/dice/dice.go": `package dice

// Six is a die's largest face.
const Six = 6
`}},
		{name: "engine code importing a test helper", files: map[string]string{
			"games/internal/dicetest/dicetest.go": `package dicetest

// Faces is a die's number of faces.
const Faces = 6
`,
			"games/dice/dice.go": `package dice

import "fake/games/internal/dicetest"

// Six is a die's largest face.
const Six = dicetest.Faces
`}, want: []string{`imports the test helper "fake/games/internal/dicetest": engine code never uses test helpers`}},
		{name: "a counter", files: map[string]string{"games/dice/dice.go": `package dice

var rolls int

// Roll counts.
func Roll() int {
	rolls++
	return rolls
}
`}, want: []string{"increments or decrements package-level variable rolls"}},
		{name: "a cache filled at run time", files: map[string]string{"games/dice/dice.go": `package dice

var cache = map[int]int{}

// Square caches.
func Square(n int) int {
	if v, ok := cache[n]; ok {
		return v
	}
	cache[n] = n * n
	return cache[n]
}
`}, want: []string{"assigns to package-level variable cache"}},
		{name: "writes hidden in run-time code", files: map[string]string{"games/dice/dice.go": `package dice

type tally struct{ n [6]int }

// Add adds.
func (t *tally) Add(i int) { t.n[i]++ }

var (
	best  tally
	named = map[string]*tally{"best": {}}
	last  *int
)

var reset = func() { best = tally{} }

func init() {
	keep := func() { best.n[0] = 1 }
	_ = keep
}

// Roll writes shared state in every way the check knows.
func Roll(i int) *int {
	best.Add(i)
	named["best"].n[i] = 2
	delete(named, "best")
	for _, last = range []*int{&i} {
	}
	reset()
	return &best.n[i]
}
`}, want: []string{
			"calls pointer method Add on, and so takes the address of, package-level variable best",
			"assigns to package-level variable named",
			"passes to delete, which writes it, package-level variable named",
			"assigns to package-level variable last",
			"dice.go:14:22: assigns to package-level variable best",
			"dice.go:17:19: assigns to package-level variable best",
			"takes the address of package-level variable best",
		}},
		{name: "os and a goroutine", files: map[string]string{"games/dice/dice.go": `package dice

import "os"

// Leak starts a goroutine.
func Leak() {
	go func() { _ = os.Getenv("HOME") }()
}
`}, want: []string{`imports "os"`, "uses os.Getenv", "starts a goroutine"}},
		{name: "channels", files: map[string]string{"games/dice/dice.go": `package dice

// Pass uses a channel.
func Pass(c chan int) int {
	c <- 1
	for range c {
	}
	return <-c
}
`}, want: []string{"sends on a channel", "ranges over a channel", "receives from a channel"}},
		{name: "math/rand and sync", files: map[string]string{"game/game.go": `package game

import (
	"math/rand"
	"sync"
)

var mu sync.Mutex

// Roll locks and draws.
func Roll() int { mu.Lock(); defer mu.Unlock(); return rand.Intn(6) }
`}, want: []string{`imports "math/rand"`, "uses math/rand.Intn", `uses sync.Mutex: of package "sync" engines may use only OnceValue and OnceValues`, "uses (*sync.Mutex).Lock"}},
		{name: "sync's other helpers", files: map[string]string{"games/dice/dice.go": `package dice

import "sync"

var roll = sync.OnceFunc(func() {})

// Count waits for nothing.
func Count() { var wg sync.WaitGroup; wg.Wait(); roll() }
`}, want: []string{"uses sync.OnceFunc", "uses sync.WaitGroup", "uses (*sync.WaitGroup).Wait"}},
		{name: "card sets parsed on first use", files: map[string]string{"games/dice/dice.go": `package dice

import "sync"

var (
	faces = sync.OnceValue(func() []int { return []int{1, 2, 3, 4, 5, 6} })
	named = sync.OnceValues(func() (map[string]int, error) { return map[string]int{"six": 6}, nil })
)

// Face returns a face.
func Face(i int) (int, error) {
	m, err := named()
	return faces()[i] + m["six"], err
}
`}},
		{name: "reflect and unsafe", files: map[string]string{"games/dice/dice.go": `package dice

import (
	"reflect"
	"unsafe"
)

// Size measures.
func Size(v any) uintptr { return unsafe.Sizeof(v) + uintptr(reflect.TypeOf(v).Size()) }
`}, want: []string{`imports "reflect"`, `imports "unsafe"`}},
		{name: "a file read through go-yaml", files: map[string]string{"games/dice/dice.go": `package dice

import "github.com/goccy/go-yaml/parser"

// Load reads a file.
func Load() error {
	_, err := parser.ParseFile("dice.yaml", 0)
	return err
}
`}, want: []string{"uses github.com/goccy/go-yaml/parser.ParseFile, which reads a file"}},
		{name: "a third-party module", files: map[string]string{
			"go.mod":             "module fake\n\ngo 1.26\n\nrequire example.com/dice v0.0.0\n\nreplace example.com/dice => ./dice\n",
			"dice/go.mod":        "module example.com/dice\n\ngo 1.26\n",
			"dice/dice.go":       "// Package dice is another module.\npackage dice\n\n// Six is six.\nconst Six = 6\n",
			"games/dice/dice.go": "package dice\n\nimport \"example.com/dice\"\n\n// Sides is six.\nconst Sides = dice.Six\n",
		}, want: []string{`imports third-party "example.com/dice"`}},
		{name: "game importing a game", files: map[string]string{
			"game/game.go":       "package game\n\nimport \"fake/games/dice\"\n\n// Sides is six.\nconst Sides = dice.Sides\n",
			"games/dice/dice.go": "package dice\n\n// Sides is six.\nconst Sides = 6\n",
		}, want: []string{`imports "fake/games/dice": game is the bottom layer`}},
		{name: "a game importing another game", files: map[string]string{
			"games/coin/coin.go": "package coin\n\n// Sides is two.\nconst Sides = 2\n",
			"games/dice/dice.go": "package dice\n\nimport \"fake/games/coin\"\n\n// Sides is three.\nconst Sides = coin.Sides + 1\n",
		}, want: []string{`imports "fake/games/coin": a game imports only game`}},
		{name: "not Go", files: map[string]string{"games/dice/dice.go": "package dice\nfunc {\n"}, wantErr: "expected"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeModule(t, tt.files)
			r, err := Check(dir)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v, want one saying %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, v := range r.Violations {
				got = append(got, v.String())
			}
			all := strings.Join(got, "\n")
			if len(tt.want) == 0 && all != "" {
				t.Errorf("the check rejected a pure engine:\n%s", all)
			}
			for _, w := range tt.want {
				if !strings.Contains(all, w) {
					t.Errorf("the check does not report %q; it said:\n%s", w, all)
				}
			}
		})
	}
}

// writeModule lays out a module named fake in a temporary directory: the
// given files over a pure game package and a go.mod that requires go-yaml
// at this module's version.
func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	sum, err := os.ReadFile("../../go.sum")
	if err != nil {
		t.Fatal(err)
	}
	var yamlSum []string
	for line := range strings.Lines(string(sum)) {
		if strings.HasPrefix(line, "github.com/goccy/go-yaml ") {
			yamlSum = append(yamlSum, line)
		}
	}
	if len(yamlSum) == 0 {
		t.Fatal("go.sum names no go-yaml version")
	}
	version := strings.Fields(yamlSum[0])[1]
	all := map[string]string{
		"go.mod":       "module fake\n\ngo 1.26\n\nrequire github.com/goccy/go-yaml " + version + "\n",
		"go.sum":       strings.Join(yamlSum, ""),
		"game/game.go": pureGame,
	}
	for name, src := range files {
		all[name] = src
	}
	dir := t.TempDir()
	for name, src := range all {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
