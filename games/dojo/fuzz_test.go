package dojo

import (
	"testing"

	"menagerie/game"
)

// FuzzActions plays the choices the bytes pick (each byte an index into the
// legal actions, or an illegal action when it is 255) and checks that no
// sequence panics, that illegal actions are rejected without a change, and
// that clones replay to the same hash.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, uint8(0))
	f.Add([]byte{255, 3, 255, 7, 1, 1, 1, 1}, uint8(5))
	f.Fuzz(func(t *testing.T, choices []byte, variant uint8) {
		opts := []game.Options{{}, {"exercise": "honor"}, {"mode": "solo"}, {"setup": "random", "animals_only": "true"}}
		g, err := New(nil, opts[int(variant)%len(opts)])
		if err != nil {
			t.Fatal(err)
		}
		s := g.newState(uint64(variant))
		var legal []game.Action
		for _, c := range choices {
			if s.IsTerminal() {
				return
			}
			legal = s.LegalActions(legal[:0])
			if c == 255 {
				h := s.Hash()
				if err := s.Apply(-5); err == nil || s.Hash() != h {
					t.Fatalf("an illegal action was accepted or changed the state")
				}
				continue
			}
			a := legal[int(c)%len(legal)]
			clone := s.clone()
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			clone.ApplyUnchecked(a)
			if clone.Hash() != s.Hash() {
				t.Fatalf("a clone diverged")
			}
		}
	})
}
