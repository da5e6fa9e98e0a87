package cardbattle

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"menagerie/gametest"
)

// TestWholeGamesGolden plays whole games with random legal actions and
// compares the full play-by-play and final state with files under
// testdata/golden (go test -update rewrites them after a deliberate rule
// change).
func TestWholeGamesGolden(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			var b strings.Builder
			s := g.newState(seed)
			gametest.PlayRandom(t, s, seed, &b)
			gametest.Golden(t, filepath.Join("testdata", "golden", fmt.Sprintf("game-seed%d.txt", seed)), b.String())
		})
	}
}
