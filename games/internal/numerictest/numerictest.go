// Package numerictest checks an engine's numeric observation against the
// size and the bounds its game declares.
package numerictest

import (
	"math"
	"testing"

	"menagerie/game"
)

// Encode is an engine's observation encoder that also returns the number
// of values its layout has; it holds no value to the declared bounds, so
// that the check sees what the game reaches.
type Encode func(s game.State, seat game.Player, dst []float32) int

// CheckLayout plays games random games of g and requires, at every state
// and for every seat, that the layout encode writes is exactly
// ObservationSize values long, that every value is finite and within the
// bounds of its segment in segs (the game's Schema.Numeric: from 0 to its
// Max), and that EncodeObservation allocates nothing.
func CheckLayout(t *testing.T, g game.Game, segs []game.Segment, encode Encode, games int) {
	t.Helper()
	size := g.(game.Numeric).ObservationSize()
	buf := make([]float32, size)
	ceil := game.Ceilings(g, segs)
	if len(ceil) != size {
		t.Fatalf("the declared segments hold %d values, ObservationSize says %d", len(ceil), size)
	}
	names := segmentNames(g, segs)
	states := 0
	for k := range games {
		seed := uint64(k + 1)
		s := g.NewState(seed)
		rng := game.NewRNG(seed)
		var legal []game.Action
		var outs []game.ChanceOutcome
		for n := 0; ; n++ {
			states++
			for p := range g.NumPlayers() {
				seat := game.Player(p)
				if got := encode(s, seat, buf); got != size {
					t.Fatalf("seed %d, action %d, seat %d: the layout has %d values, ObservationSize says %d", seed, n, seat, got, size)
				}
				for i, v := range buf {
					if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
						t.Fatalf("seed %d, action %d, seat %d: value %d is %v", seed, n, seat, i, v)
					}
					if v < 0 || v > ceil[i] {
						t.Fatalf("seed %d, action %d, seat %d: value %d (segment %s) is %v, outside [0, %v]",
							seed, n, seat, i, names[i], v, ceil[i])
					}
				}
				if n%50 == 0 {
					num := s.(game.NumericState)
					if a := testing.AllocsPerRun(3, func() { num.EncodeObservation(seat, buf) }); a != 0 {
						t.Fatalf("EncodeObservation allocates %v times", a)
					}
				}
			}
			if s.IsTerminal() {
				break
			}
			var a game.Action
			if s.CurrentPlayer() == game.Chance {
				outs = s.ChanceOutcomes(outs[:0])
				a = outs[rng.Pick(outs)].Action
			} else {
				legal = s.LegalActions(legal[:0])
				a = legal[rng.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	if states == 0 {
		t.Fatal("no state was checked")
	}
}

// segmentNames names the segment of each position of g's observation.
func segmentNames(g game.Game, segs []game.Segment) []string {
	var out []string
	for _, s := range segs {
		for range s.Size(g) {
			out = append(out, s.Name)
		}
	}
	return out
}
