package agent_test

import (
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/cardbattle"
)

// BenchmarkISMCTS measures search iterations per second on one core from
// the first decision of a Card Battle game (playouts to the end of the game
// with the Card Battle playout policy).
func BenchmarkISMCTS(b *testing.B) {
	g, err := cardbattle.New(nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	bot, err := newBot("ismcts:iters=1000", g)
	if err != nil {
		b.Fatal(err)
	}
	m := bot.(*agent.ISMCTS)
	m.Prior, m.Expert = nil, nil // the search alone
	s := g.NewState(1)
	v := game.NewView(s)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := m.Act(v, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(m.Iterations)*float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
}
