package cardbattlebot

import (
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// BenchmarkPlayout measures the search's playout policy on a four-player
// game (Classic, Golden and Magic packs) from round 3's Battle Prep, over
// eight such positions in turn: to the start of round 5, where the win
// model values it.
func BenchmarkPlayout(b *testing.B) {
	g, err := cb.New(nil, game.Options{"players": "4", "packs": "classic,golden,magic"})
	if err != nil {
		b.Fatal(err)
	}
	states := arrangeStates(b, g, 3, 8)
	playout := Playout(g)
	rng := game.NewRNG(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		returns := playout(states[i%len(states)].Clone(), &rng)
		if len(returns) != 4 {
			b.Fatalf("%d returns for 4 players", len(returns))
		}
	}
}
