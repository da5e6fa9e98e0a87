package dojobot_test

import (
	"testing"

	"menagerie/agent/dojobot"
	"menagerie/game"
)

// TestPlayoutValuesPositions: from positions of random games the playout
// returns values in [-1, 1], one seat's the other's negative, the same
// with the same seed, and not always the same value.
func TestPlayoutValuesPositions(t *testing.T) {
	g := newGame(t, nil)
	play := dojobot.Playout(g)
	seen := map[float64]bool{}
	for i, s := range positions(g, 4, 9) {
		var got [2][]float64
		for k := range got {
			rng := game.NewRNG(uint64(i))
			got[k] = play(s.Clone(), &rng)
		}
		v := got[0]
		if len(v) != 2 || v[0] < -1 || v[0] > 1 || v[0] != -v[1] {
			t.Fatalf("position %d: values %v, want two opposite values in [-1, 1]:\n%s", i, v, s)
		}
		if got[1][0] != v[0] {
			t.Fatalf("position %d: the same seed gave %v, then %v", i, v, got[1])
		}
		seen[v[0]] = true
	}
	if len(seen) < 3 {
		t.Errorf("only %d different values over all positions", len(seen))
	}
}
