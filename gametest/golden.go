package gametest

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"menagerie/game"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// The diff a golden mismatch prints is cut after maxDiffLines lines, each
// line after maxDiffLineBytes bytes.
const (
	maxDiffLines     = 40
	maxDiffLineBytes = 500
)

// Golden compares got with the golden file at path; run the tests with
// -update to write the file instead, after a deliberate change (then review
// the diff). A mismatch prints a line diff of the file and got, and the
// command that rewrites the file.
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
		t.Fatalf("%v; create it with\n\t%s", err, updateCommand(t))
		return
	}
	if got != string(want) {
		t.Errorf("%s differs from the output, %s\nif the change is deliberate, rewrite the file with\n\t%s\nand review its diff",
			path, lineDiff(string(want), got), updateCommand(t))
	}
}

// Frozen compares got with the file at path, a record that once written
// never changes: -update writes it only where it does not exist yet. A
// mismatch prints a line diff and instead, what to change rather than the
// file (a version to raise, so that the new record has a path of its own).
func Frozen(t testing.TB, path, got, instead string) {
	t.Helper()
	want, err := os.ReadFile(path)
	switch {
	case os.IsNotExist(err) && *update:
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	case os.IsNotExist(err):
		t.Errorf("no record %s; write it with\n\t%s", path, updateCommand(t))
	case err != nil:
		t.Fatal(err)
	case got != string(want):
		t.Errorf("%s is a record that does not change, but the output differs, %s\n%s", path, lineDiff(string(want), got), instead)
	}
}

// lineDiff describes how got differs from want line by line: the first
// differing line's number, then the diff of the lines (-want +got), cut
// after maxDiffLines lines of maxDiffLineBytes bytes.
func lineDiff(want, got string) string {
	wantLines, gotLines := strings.Split(want, "\n"), strings.Split(got, "\n")
	first := 0
	for first < len(wantLines) && first < len(gotLines) && wantLines[first] == gotLines[first] {
		first++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "first at line %d (-want +got):\n", first+1)
	lines := strings.Split(strings.TrimRight(cmp.Diff(wantLines, gotLines), "\n"), "\n")
	for i, line := range lines {
		if i == maxDiffLines {
			fmt.Fprintf(&b, "... %d more lines of the diff\n", len(lines)-maxDiffLines)
			break
		}
		if len(line) > maxDiffLineBytes {
			line = strings.ToValidUTF8(line[:maxDiffLineBytes], "") + " ... (line cut)"
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// updateCommand returns the command that reruns t's top-level test with
// -update, from the module's root: go test ./PKG -run '^TestX$' -update.
func updateCommand(t testing.TB) string {
	name, _, _ := strings.Cut(t.Name(), "/")
	return fmt.Sprintf("go test %s -run '^%s$' -update", packageDir(), name)
}

// packageDir returns the directory the test runs in (its package's) as a
// path from the module's root, such as ./games/tableau; "." when no go.mod
// is found above it.
func packageDir() string {
	wd, err := os.Getwd()
	if err != nil {
		return "."
	}
	for root := wd; ; {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			rel, err := filepath.Rel(root, wd)
			if err != nil || rel == "." {
				return "."
			}
			return "./" + filepath.ToSlash(rel)
		}
		parent := filepath.Dir(root)
		if parent == root {
			return "."
		}
		root = parent
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
