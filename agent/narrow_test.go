package agent

import (
	"math"
	"slices"
	"testing"

	"menagerie/game"
)

// TestNarrow: the width best actions by value, in the legal order, the
// kept action among them whatever its value, never-taken actions last,
// equal values in the legal order.
func TestNarrow(t *testing.T) {
	inf := math.Inf(-1)
	legal := []game.Action{10, 11, 12, 13, 14}
	for _, c := range []struct {
		name   string
		values []float64
		width  int
		keep   game.Action
		want   []game.Action
	}{
		{"the best two", []float64{1, 5, 3, 4, 2}, 2, 11, []game.Action{11, 13}},
		{"kept although worst", []float64{1, 5, 3, 4, 2}, 2, 10, []game.Action{10, 11}},
		{"never-taken last", []float64{inf, inf, 0, inf, -7}, 3, 12, []game.Action{10, 12, 14}},
		{"ties in legal order", []float64{2, 2, 2, 2, 2}, 3, 14, []game.Action{10, 11, 14}},
		{"NaN below all", []float64{math.NaN(), inf, 1, 2, 3}, 4, 14, []game.Action{11, 12, 13, 14}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := narrow(legal, c.values, c.width, c.keep); !slices.Equal(got, c.want) {
				t.Errorf("narrow = %v, want %v", got, c.want)
			}
		})
	}
}
