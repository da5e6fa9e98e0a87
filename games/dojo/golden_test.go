package dojo

import (
	"path/filepath"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestWholeGamesGolden plays whole games with random legal actions (the
// default rules, the publisher's two variants, and the solo mission) and
// compares the play-by-play and final state with files under
// testdata/golden (go test -update rewrites them after a deliberate change).
func TestWholeGamesGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		opts game.Options
	}{
		{"default", nil},
		{"no-modifiers", game.Options{"modifiers": "off"}},
		{"animals-only", game.Options{"animals_only": "true"}},
		{"solo", game.Options{"mode": "solo"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := New(nil, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			s := g.newState(1)
			gametest.PlayRandom(t, s, 1, &b)
			gametest.Golden(t, filepath.Join("testdata", "golden", "game-"+tc.name+"-seed1.txt"), b.String())
		})
	}
}
