package tableau_test

import (
	"os"
	"path/filepath"
	"testing"

	"menagerie/game"
	"menagerie/games/internal/cardfiletest"
	"menagerie/games/tableau"
)

// FuzzCardFile checks that no input makes the card file loader panic, that
// every error names the file and a line inside it, and that a file that
// loads is a playable set.
func FuzzCardFile(f *testing.F) {
	f.Add(tableau.ClassicYAML())
	f.Add(tableau.DesignedYAML())
	f.Add([]byte(""))
	f.Add([]byte("game: tableau\nset: x\ncards: []\n"))
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

// FuzzActions applies arbitrary action numbers: the engine must never
// panic, must reject what is illegal, and must still finish the game.
func FuzzActions(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 200, 48, 56, 9})
	f.Add(uint64(7), []byte{24, 25, 26, 27, 28, 29, 30, 31, 32, 40, 72, 80, 128, 255})
	g, err := tableau.New(nil, game.Options{"players": "4", "extension": "true"})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, seed uint64, moves []byte) {
		s := g.NewState(seed)
		for _, b := range moves {
			if s.IsTerminal() {
				break
			}
			var legal []game.Action
			if s.CurrentPlayer() == game.Chance {
				for _, o := range s.ChanceOutcomes(nil) {
					legal = append(legal, o.Action)
				}
			} else {
				legal = s.LegalActions(nil)
			}
			// Half the bytes pick a legal action, half are raw numbers.
			a := game.Action(b) * 2
			if b%2 == 0 {
				a = legal[int(b/2)%len(legal)]
			}
			h := s.Hash()
			err := s.Apply(a)
			isLegal := false
			for _, l := range legal {
				isLegal = isLegal || l == a
			}
			if (err == nil) != isLegal {
				t.Fatalf("action %d: legal %v, Apply error %v", a, isLegal, err)
			}
			if err != nil && s.Hash() != h {
				t.Fatalf("a rejected action changed the state")
			}
		}
	})
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
