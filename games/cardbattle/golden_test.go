package cardbattle

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// TestWholeGamesGolden plays whole games with random legal actions and
// compares the full play-by-play and final state with files under
// testdata/golden; run with -update to rewrite them after a deliberate rule
// change (and review the diff).
func TestWholeGamesGolden(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			got := playLogged(t, g, seed)
			path := filepath.Join("testdata", "golden", fmt.Sprintf("game-seed%d.txt", seed))
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("game with seed %d differs from %s; if the change is deliberate, run with -update and review the diff", seed, path)
			}
		})
	}
}

// playLogged plays a random game and returns its play-by-play, the actions
// taken and the final state.
func playLogged(t *testing.T, g *Game, seed uint64) string {
	t.Helper()
	var b strings.Builder
	s := g.newState(seed)
	s.SetEventSink(func(e Event) { fmt.Fprintln(&b, e.Describe(g.set)) })
	rng := game.NewRNG(seed)
	for !s.IsTerminal() {
		var a game.Action
		if s.CurrentPlayer() == game.Chance {
			outs := s.ChanceOutcomes(nil)
			a = outs[rng.Pick(outs)].Action
		} else {
			legal := s.LegalActions(nil)
			a = legal[rng.IntN(len(legal))]
			fmt.Fprintf(&b, "> P%d: %s\n", s.CurrentPlayer()+1, s.ActionString(a))
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	fmt.Fprintf(&b, "final: %s", s)
	return b.String()
}
