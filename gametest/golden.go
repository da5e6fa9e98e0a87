package gametest

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"menagerie/game"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// Golden compares got with the golden file at path; run the tests with
// -update to write the file instead, after a deliberate change (then review
// the diff).
func Golden(t testing.TB, path, got string) {
	t.Helper()
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
		t.Errorf("the output differs from %s; if the change is deliberate, run with -update and review the diff", path)
	}
}

// PlayRandom plays s to the end with uniformly random legal actions and
// chance outcomes drawn from an RNG seeded with seed, writing each seat's
// choice to w as "> Pn: action", the events each action records as the
// game's sentences (but the Choice events, which only repeat the choice,
// and the events that have no sentence), and
// the final state as "final: ...". s must not have been played yet, so that
// its set-up events come first.
func PlayRandom(t testing.TB, s game.State, seed uint64, w io.Writer) {
	t.Helper()
	rng := game.NewRNG(seed)
	s.RecordEvents(true)
	var events []game.Event
	printEvents := func() {
		events = s.DrainEvents(events[:0])
		for _, e := range events {
			if text := s.Game().EventText(e); text != "" && !e.Choice {
				fmt.Fprintln(w, text)
			}
		}
	}
	printEvents()
	for !s.IsTerminal() {
		var a game.Action
		if s.CurrentPlayer() == game.Chance {
			o := s.ChanceOutcomes(nil)
			a = o[rng.Pick(o)].Action
		} else {
			l := s.LegalActions(nil)
			a = l[rng.IntN(len(l))]
			fmt.Fprintf(w, "> P%d: %s\n", s.CurrentPlayer()+1, s.ActionString(a))
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		printEvents()
	}
	fmt.Fprintf(w, "final: %s", s)
}
