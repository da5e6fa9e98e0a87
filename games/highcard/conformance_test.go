package highcard

import (
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// The engine's types implement the contract and the declared table view.
var (
	_ game.Game        = (*Game)(nil)
	_ game.State       = (*State)(nil)
	_ game.TableViewer = (*State)(nil)
	_ game.Phased      = (*Observation)(nil)
)

// TestConformance runs the conformance suite and the schema check with
// the default target and the shortest and longest games.
func TestConformance(t *testing.T) {
	for _, opts := range []game.Options{{}, {"target": "1"}, {"target": "6"}} {
		t.Run(opts.String(), func(t *testing.T) {
			g, err := New(opts)
			if err != nil {
				t.Fatal(err)
			}
			games := 60
			if testing.Short() {
				games = 6
			}
			gametest.Run(t, g, gametest.Config{Games: games, Seed: 300, CheckEvery: 1, HiddenWorld: HiddenWorld})
			gametest.RunSchema(t, Definition(), g, games, 300)
			gametest.RunTranscript(t, g, games/6+1, 300)
		})
	}
}
