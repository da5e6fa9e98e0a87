package tableau

import (
	"testing"

	"menagerie/game"
	"menagerie/games/internal/numerictest"
)

func TestObservationLayout(t *testing.T) {
	for _, opts := range []game.Options{
		nil,
		{"players": "3", "rounds": "2"},
		{"players": "4", "market": "4x4", "extension": "true", "rounds": "2"},
	} {
		t.Run(opts.String(), func(t *testing.T) {
			g, err := New(nil, opts)
			if err != nil {
				t.Fatal(err)
			}
			numerictest.CheckLayout(t, g, numericSegments, func(s game.State, seat game.Player, dst []float32) int {
				return s.(*State).encode(seat, dst, nil)
			}, 3)
		})
	}
}
