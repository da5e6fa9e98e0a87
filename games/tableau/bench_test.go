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
