package tableau

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// renamedCards are new names for the cards Tableau's phases, state and
// options were once named after; the rules know them by their abilities.
var renamedCards = []struct{ old, new string }{
	{"Puffin", "Auk"},
	{"Frog", "Toad"},
	{"Scorpion", "Hornet"},
	{"Mosquito", "Gnat"},
}

// TestRenamedCardsPlayAlike renames those cards in a copy of the classic
// card file and plays the golden games (and games with every option about
// them changed) with both sets: the play-by-play, final state and returns
// are the same but for the names.
func TestRenamedCardsPlayAlike(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("data", "classic.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	orig, err := ParseCardFile("classic.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	renamedData := string(data)
	for _, r := range renamedCards {
		renamedData = strings.ReplaceAll(renamedData, "name: "+r.old+"\n", "name: "+r.new+"\n")
	}
	renamed, err := ParseCardFile("renamed.yaml", []byte(renamedData))
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range renamedCards {
		if _, ok := renamed.Lookup(r.old); ok {
			t.Fatalf("%s was not renamed", r.old)
		}
	}
	seen := map[string]bool{}
	changed := "drawing=each_draft,swap_in_on_upgrade=true,column_wound_self=true,rolled_wound_levels=exact,rolled_wound_self=false"
	for _, players := range []int{2, 3, 4} {
		for _, rules := range []string{"", changed} {
			t.Run(fmt.Sprintf("players=%d/%s", players, rules), func(t *testing.T) {
				args := []string{fmt.Sprintf("players=%d,first_player=random", players)}
				if rules != "" {
					args = append(args, rules)
				}
				opts, err := game.ParseOptions(args)
				if err != nil {
					t.Fatal(err)
				}
				want, wantHash, wantReturns := playRenamed(t, orig, opts)
				got, gotHash, gotReturns := playRenamed(t, renamed, opts)
				for _, r := range renamedCards {
					seen[r.old] = seen[r.old] || strings.Contains(got, r.new)
					got = strings.ReplaceAll(got, r.new, r.old)
				}
				if got != want {
					t.Errorf("play-by-play differs beyond the names")
				}
				if gotHash != wantHash || fmt.Sprint(gotReturns) != fmt.Sprint(wantReturns) {
					t.Errorf("hash %x, returns %v with the renamed cards; want %x, %v", gotHash, gotReturns, wantHash, wantReturns)
				}
			})
		}
	}
	for _, r := range renamedCards {
		if !seen[r.old] {
			t.Errorf("%s never appears in the games: the test does not exercise it", r.old)
		}
	}
}

// playRenamed plays seed 1 with random legal actions, as the golden games
// do, and returns the play-by-play, the final hash and the returns.
func playRenamed(t *testing.T, cs *CardSet, opts game.Options) (string, uint64, []float64) {
	t.Helper()
	g, err := New(cs, opts)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	s := g.newState(1)
	gametest.PlayRandom(t, s, 1, &b)
	return b.String(), s.Hash(), s.Returns(nil)
}
