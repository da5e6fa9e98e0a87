package dojo

import (
	"testing"

	"menagerie/game"
	"menagerie/games/internal/numerictest"
)

// numericConfigs are the configurations the numeric tests encode.
var numericConfigs = []game.Options{nil, {"mode": "solo"}, {"setup": "random", "turn_cap": "20"}}

func TestObservationLayout(t *testing.T) {
	for _, opts := range numericConfigs {
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
