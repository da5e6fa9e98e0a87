package tableau

import (
	"fmt"
	"testing"

	"menagerie/game"
)

// BenchmarkGame measures a whole game with uniformly random legal actions
// and sampled Mosquito rolls, through the checked Apply, for 2, 3 and 4
// players.
func BenchmarkGame(b *testing.B) {
	for _, players := range []int{2, 3, 4} {
		b.Run(fmt.Sprintf("players=%d", players), func(b *testing.B) {
			g, err := New(nil, game.Options{"players": fmt.Sprint(players)})
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
					var a game.Action
					if s.phase == phaseRoll {
						a = actRoll + game.Action(rng.IntN(dieFaces))
					} else {
						legal = s.LegalActions(legal[:0])
						a = legal[rng.IntN(len(legal))]
					}
					if err := s.Apply(a); err != nil {
						b.Fatal(err)
					}
					actions++
				}
			}
			b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
		})
	}
}

// BenchmarkGameUnchecked measures a whole random 4-player game through
// ApplyUnchecked, the fast path search uses.
func BenchmarkGameUnchecked(b *testing.B) {
	g, err := New(nil, game.Options{"players": "4"})
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
			if s.phase == phaseRoll {
				s.ApplyUnchecked(actRoll + game.Action(rng.IntN(dieFaces)))
				continue
			}
			legal = s.LegalActions(legal[:0])
			s.ApplyUnchecked(legal[rng.IntN(len(legal))])
		}
	}
}

// BenchmarkDeterminize measures one resample of a 4-player state in the
// middle of a game (the deck shuffled again), as search does per iteration.
func BenchmarkDeterminize(b *testing.B) {
	g, err := New(nil, game.Options{"players": "4"})
	if err != nil {
		b.Fatal(err)
	}
	s := g.newState(1)
	rng := game.NewRNG(1)
	for s.round < 3 {
		if s.phase == phaseRoll {
			s.ApplyUnchecked(actRoll)
			continue
		}
		l := s.LegalActions(nil)
		s.ApplyUnchecked(l[rng.IntN(len(l))])
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Determinize(0, uint64(i))
	}
}
