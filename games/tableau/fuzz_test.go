package tableau_test

import (
	"os"
	"path/filepath"
	"testing"

	"menagerie/game"
	"menagerie/games/internal/cardfiletest"
	"menagerie/games/tableau"
	"menagerie/gametest"
)

// FuzzCardFile checks that no input makes the card file loader panic, that
// every error names the file and a line inside it, and that a file that
// loads is a playable set.
func FuzzCardFile(f *testing.F) {
	f.Add(tableau.ClassicYAML())
	f.Add(tableau.DesignedYAML())
	f.Add([]byte(""))
	f.Add([]byte("game: tableau\nset: x\ncards: []\n"))
	f.Add([]byte("game: tableau\nset: x\ncards:\n  - {name: \"P\\u200big\", kind: animal, power: [1, 2, 99999999999999999999], copies: 010, source: designed, text: p}\n"))
	f.Add([]byte(cardfiletest.Crasher))
	f.Add(cardfiletest.AliasBomb())
	f.Add(cardfiletest.DepthBomb(1000))
	files, _ := filepath.Glob(filepath.Join("testdata", "cards", "*.yaml"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		const file = "fuzz.yaml"
		cs, err := tableau.ParseCardFile(file, data)
		if err != nil {
			if cs != nil {
				t.Fatalf("a card set and an error: %v", err)
			}
			cardfiletest.CheckError(t, file, data, err)
			return
		}
		for _, id := range cs.IDs() {
			if got, ok := cs.Lookup(cs.Name(id)); !ok || got != id {
				t.Errorf("Lookup(%q) = %d, %v", cs.Name(id), got, ok)
			}
		}
		g, err := tableau.New(cs, game.Options{"players": "3"})
		if err != nil {
			return // a valid file may still make no valid game (e.g. with the extension)
		}
		playRandom(t, g, 1)
	})
}

// FuzzActions plays the action sequences the fuzzer writes (see
// gametest.FuzzActions) with 2, 3 and 4 players, the extension, and the
// options that change a turn's flow the most.
func FuzzActions(f *testing.F) {
	var games []game.Game
	for _, opts := range []game.Options{
		{"players": "2"},
		{"players": "3"},
		{"players": "4", "extension": "true"},
		{"players": "3", "puffin": "each_draft", "frog_on_upgrade": "true", "ops_per_draft": "unlimited", "overflow_upgrade": "true"},
		{"players": "2", "pass": "permanent", "voluntary_pass": "true", "placement": "empty_slot", "market": "2x2", "refills": "3"},
	} {
		g, err := tableau.New(nil, opts)
		if err != nil {
			f.Fatal(err)
		}
		games = append(games, g)
	}
	f.Add(uint8(2), uint64(1), []byte{0, 1, 2, 3, 200, 48, 56, 9})
	f.Add(uint8(2), uint64(7), []byte{24, 25, 26, 27, 28, 29, 30, 31, 32, 40, 72, 80, 128, 255})
	gametest.FuzzActions(f, tableau.Schema, games...)
}

// playRandom plays a game to the end with random legal actions.
func playRandom(t *testing.T, g game.Game, seed uint64) game.State {
	t.Helper()
	s := g.NewState(seed)
	rng := game.NewRNG(seed)
	for n := 0; !s.IsTerminal(); n++ {
		if n > 100000 {
			t.Fatalf("game not over after %d actions", n)
		}
		if s.CurrentPlayer() == game.Chance {
			o := s.ChanceOutcomes(nil)
			s.ApplyUnchecked(o[rng.Pick(o)].Action)
			continue
		}
		l := s.LegalActions(nil)
		if len(l) == 0 {
			t.Fatalf("no legal action at\n%s", s)
		}
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}
