package cardbattle

import (
	"testing"

	"menagerie/game"
	"menagerie/games/internal/numerictest"
)

func TestObservationLayout(t *testing.T) {
	for _, opts := range []game.Options{
		nil,
		{"players": "4", "packs": "classic,golden"},
		{"players": "6", "packs": "classic,golden,magic"},
	} {
		t.Run(opts.String(), func(t *testing.T) {
			g, err := New(nil, packsForPlayers(nil, opts))
			if err != nil {
				t.Fatal(err)
			}
			numerictest.CheckLayout(t, g, schemaNumeric, func(s game.State, seat game.Player, dst []float32) int {
				return s.(*State).encode(seat, dst, nil)
			}, 3)
		})
	}
}
