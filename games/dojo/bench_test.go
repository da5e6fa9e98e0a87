package dojo

import (
	"testing"

	"menagerie/game"
)

// BenchmarkGame measures a whole duel with uniformly random legal actions
// through the checked Apply (exercises off, secret pick setup).
func BenchmarkGame(b *testing.B) {
	for _, opts := range []game.Options{{"setup": "pick"}, {"animals_only": "true"}} {
		b.Run(opts.String(), func(b *testing.B) {
			g, err := New(nil, opts)
			if err != nil {
				b.Fatal(err)
			}
			rng := game.NewRNG(1)
			legal := make([]game.Action, 0, 256)
			actions := 0
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s := g.newState(uint64(i))
				for s.phase != phaseOver {
					legal = s.LegalActions(legal[:0])
					if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
						b.Fatal(err)
					}
					actions++
				}
			}
			b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
		})
	}
}

// BenchmarkGameUnchecked measures a whole random duel through
// ApplyUnchecked, the fast path search uses.
func BenchmarkGameUnchecked(b *testing.B) {
	g, err := New(nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	rng := game.NewRNG(1)
	legal := make([]game.Action, 0, 256)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := g.newState(uint64(i))
		for s.phase != phaseOver {
			legal = s.LegalActions(legal[:0])
			s.ApplyUnchecked(legal[rng.IntN(len(legal))])
		}
	}
}

// BenchmarkDeterminize measures one resample of a state in the middle of a
// game, as search does per iteration.
func BenchmarkDeterminize(b *testing.B) {
	g, err := New(nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	s := g.newState(1)
	rng := game.NewRNG(1)
	for s.turn < 10 {
		l := s.LegalActions(nil)
		s.ApplyUnchecked(l[rng.IntN(len(l))])
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Determinize(0, uint64(i))
	}
}
