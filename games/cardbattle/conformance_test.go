package cardbattle

import (
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

func TestConformance(t *testing.T) {
	for _, opts := range []game.Options{nil, {"first_player": "random"}, {"dice": "0,1,2,3"}} {
		t.Run(opts.String(), func(t *testing.T) {
			g, err := New(nil, opts)
			if err != nil {
				t.Fatal(err)
			}
			games := 150
			if testing.Short() {
				games = 20
			}
			gametest.Run(t, g, gametest.Config{Games: games, Seed: 1000})
		})
	}
}
