package agent_test

import (
	"math"
	"testing"

	"menagerie/agent"
	"menagerie/game"
)

// TestBest: the highest value wins; equal highest values are drawn among
// with the seed, each of them for some seed, the same one for the same
// seed.
func TestBest(t *testing.T) {
	inf := math.Inf(-1)
	for _, tc := range []struct {
		name   string
		values []float64
		want   []int // the indices that may win
	}{
		{"a single best", []float64{1, 3, 2}, []int{1}},
		{"a tie for best", []float64{2, 1, 2, 2}, []int{0, 2, 3}},
		{"never taken actions", []float64{inf, 0, inf}, []int{1}},
		{"one value", []float64{5}, []int{0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			won := map[int]bool{}
			for seed := uint64(0); seed < 60; seed++ {
				i := agent.Best(tc.values, seed)
				if i != agent.Best(tc.values, seed) {
					t.Fatalf("seed %d gave two answers", seed)
				}
				won[i] = true
			}
			if len(won) != len(tc.want) {
				t.Errorf("winners %v, want %v", won, tc.want)
			}
			for _, i := range tc.want {
				if !won[i] {
					t.Errorf("index %d never won (winners %v)", i, won)
				}
			}
		})
	}
	if i := agent.Best(nil, 1); i != -1 {
		t.Errorf("no values gave %d, want -1", i)
	}
}

// TestSoftmax: draws stay among the best few, never take a -Inf value,
// favour the best, and take a close second often.
func TestSoftmax(t *testing.T) {
	inf := math.Inf(-1)
	values := []float64{0, 10, inf, 9.5, 2, 9}
	counts := map[int]int{}
	rng := game.NewRNG(3)
	for range 3000 {
		counts[agent.Softmax(values, 3, 1, &rng)]++
	}
	for i := range values {
		if i != 1 && i != 3 && i != 5 && counts[i] > 0 {
			t.Errorf("drew index %d (value %v) %d times; only the three best may be drawn", i, values[i], counts[i])
		}
	}
	if counts[1] <= counts[3] || counts[3] <= counts[5] || counts[5] == 0 {
		t.Errorf("draws %v: want the best most often, then the second, then the third", counts)
	}
	if counts[3] < 600 {
		t.Errorf("the close second was drawn %d times of 3000", counts[3])
	}
	if i := agent.Softmax([]float64{inf, inf}, 0, 1, &rng); i != -1 {
		t.Errorf("all -Inf gave %d, want -1", i)
	}
}
