package cardbattle

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// renamedCards are new names for the cards whose behaviour the rules once
// found by name; their behaviour now comes from fields of the card files.
var renamedCards = []struct{ old, new string }{
	{"Five Apples", "Five Quinces"}, // before Apple: its name holds Apple's
	{"Apple", "Quince"},
	{"Golden Retriever", "Brass Hound"},
	{"Exposed", "Marked"},
	{"Spooked", "Rattled"},
}

// renameCards renames the cards of renamedCards where a card file defines
// them (name:) or an effect refers to them (card:).
func renameCards(data []byte) []byte {
	out := string(data)
	for _, r := range renamedCards {
		re := regexp.MustCompile(`\b(name|card): ` + regexp.QuoteMeta(r.old) + `\b`)
		out = re.ReplaceAllString(out, "$1: "+r.new)
	}
	return []byte(out)
}

// unrenameText writes the old names back into a play-by-play.
func unrenameText(s string) string {
	for _, r := range renamedCards {
		s = strings.ReplaceAll(s, withArticle(r.new), withArticle(r.old))
		s = strings.ReplaceAll(s, r.new, r.old)
	}
	return s
}

// readPackFiles reads the supply file and the named packs from data/,
// renamed or not.
func readPackFiles(t *testing.T, packs []string, rename bool) *CardSet {
	t.Helper()
	var files []CardFile
	for _, name := range append([]string{"supply"}, packs...) {
		data, err := os.ReadFile(filepath.Join("data", name+".yaml"))
		if err != nil {
			t.Fatal(err)
		}
		if rename {
			data = renameCards(data)
		}
		files = append(files, CardFile{Name: name + ".yaml", Data: data})
	}
	cs, err := ParseCardFiles(files...)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// TestRenamedCardsPlayAlike renames the Apple, Five Apples, Golden
// Retriever, Exposed and Spooked in copies of the card files and plays the
// golden seeds (and games of every pack, two and six players) with both sets:
// the play-by-play, final state and returns are the same but for the names.
func TestRenamedCardsPlayAlike(t *testing.T) {
	for _, tc := range []struct {
		packs   []string
		players string
		seeds   int
	}{
		{[]string{"classic"}, "2", 3}, // the golden games
		{[]string{"classic", "golden", "magic"}, "2", 12},
		{[]string{"classic", "golden", "magic"}, "6", 12},
	} {
		orig := readPackFiles(t, tc.packs, false)
		renamed := readPackFiles(t, tc.packs, true)
		for _, r := range renamedCards {
			if _, still := renamed.Lookup(r.old); still {
				t.Fatalf("%s: %q was not renamed", tc.packs, r.old)
			}
			_, inOrig := orig.Lookup(r.old)
			if _, ok := renamed.Lookup(r.new); ok != inOrig {
				t.Fatalf("%s: %q renamed to %q: found %v; want %v", tc.packs, r.old, r.new, ok, inOrig)
			}
		}
		seen := map[string]bool{}
		for seed := uint64(1); seed <= uint64(tc.seeds); seed++ {
			name := fmt.Sprintf("%s/players=%s/seed=%d", strings.Join(tc.packs, "+"), tc.players, seed)
			t.Run(name, func(t *testing.T) {
				opts := game.Options{"players": tc.players}
				a, b := playTranscript(t, orig, opts, seed), playTranscript(t, renamed, opts, seed)
				if a.hash != b.hash || fmt.Sprint(a.returns) != fmt.Sprint(b.returns) {
					t.Errorf("hash %x, returns %v with the renamed cards; want %x, %v", b.hash, b.returns, a.hash, a.returns)
				}
				if got := unrenameText(b.text); got != a.text {
					t.Errorf("play-by-play differs beyond the names:\n%s", firstDifference(a.text, got))
				}
				for _, r := range renamedCards {
					if strings.Contains(b.text, r.new) {
						seen[r.old] = true
					}
				}
			})
		}
		if len(tc.packs) == 3 {
			for _, r := range renamedCards {
				if !seen[r.old] {
					t.Errorf("%s never appears in the games of every pack: the test does not exercise its rule", r.old)
				}
			}
		}
	}
}

// transcript is a played game's play-by-play, final hash and returns.
type transcript struct {
	text    string
	hash    uint64
	returns []float64
}

func playTranscript(t *testing.T, cs *CardSet, opts game.Options, seed uint64) transcript {
	t.Helper()
	g, err := New(cs, opts)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	s := g.newState(seed)
	gametest.PlayRandom(t, s, seed, &b)
	return transcript{text: b.String(), hash: s.Hash(), returns: s.Returns(nil)}
}

// firstDifference shows the first line where two texts differ.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) && i < len(g); i++ {
		if w[i] != g[i] {
			return fmt.Sprintf("line %d:\nwant %s\ngot  %s", i+1, w[i], g[i])
		}
	}
	return fmt.Sprintf("lengths differ: %d and %d lines", len(w), len(g))
}
