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
// and the events that have no sentence), and the final state as
// "final: ...". s must not have been played yet, so that its set-up events
// come first.
func PlayRandom(t testing.TB, s game.State, seed uint64, w io.Writer) {
	t.Helper()
	playRandom(t, s, seed, func(a game.Action) {
		fmt.Fprintf(w, "> P%d: %s\n", s.CurrentPlayer()+1, s.ActionString(a))
	}, func(e game.Event) {
		if text := s.Game().EventText(e); text != "" && !e.Choice {
			fmt.Fprintln(w, text)
		}
	})
	fmt.Fprintf(w, "final: %s", s)
}

// PlayRandomEvents plays s to the end as PlayRandom does and hands every
// event it records, unredacted, to fn.
func PlayRandomEvents(t testing.TB, s game.State, seed uint64, fn func(game.Event)) {
	t.Helper()
	playRandom(t, s, seed, func(game.Action) {}, fn)
}

// playRandom plays s to the end, telling choice each seat's action before
// it is applied and event each event recorded.
func playRandom(t testing.TB, s game.State, seed uint64, choice func(game.Action), event func(game.Event)) {
	t.Helper()
	rng := game.NewRNG(seed)
	s.RecordEvents(true)
	var events []game.Event
	drain := func() {
		events = s.DrainEvents(events[:0])
		for _, e := range events {
			event(e)
		}
	}
	drain()
	for !s.IsTerminal() {
		var a game.Action
		if s.CurrentPlayer() == game.Chance {
			o := s.ChanceOutcomes(nil)
			a = o[rng.Pick(o)].Action
		} else {
			l := s.LegalActions(nil)
			a = l[rng.IntN(len(l))]
			choice(a)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		drain()
	}
}
