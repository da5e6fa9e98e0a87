package vec

import (
	"fmt"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/registry"
)

// BenchmarkStep measures steps of every game, its default configuration,
// the caller choosing random legal indices: one game, and 256 games on one
// and on two goroutines, the caller playing every seat, or seat 0 against
// the random bot. One op is one Step call; steps/s counts the games' steps
// (B per call).
func BenchmarkStep(b *testing.B) {
	for _, name := range registry.Names() {
		for _, c := range []struct {
			size, workers int
			bot           bool
		}{{1, 1, false}, {256, 1, false}, {256, 2, false}, {1, 1, true}, {256, 2, true}} {
			seats := "all"
			if c.bot {
				seats = "vs-random"
			}
			b.Run(fmt.Sprintf("%s/%s/B=%d/workers=%d", name, seats, c.size, c.workers), func(b *testing.B) {
				g := mustGame(b, name, nil)
				var bots []agent.Agent
				if c.bot {
					bots = make([]agent.Agent, g.NumPlayers())
					for p := 1; p < len(bots); p++ {
						bots[p] = agent.Random{}
					}
				}
				bt, err := New(Config{Game: g, Size: c.size, Seed: 1, Workers: c.workers, Bots: bots})
				if err != nil {
					b.Fatal(err)
				}
				defer bt.Close()
				out := newOut(bt)
				if err := bt.Reset(out); err != nil {
					b.Fatal(err)
				}
				rng := game.NewRNG(5)
				idx := make([]int32, c.size)
				b.ReportAllocs()
				b.ResetTimer()
				for range b.N {
					for i := range idx {
						legal := bt.slots[i].legal
						k, _ := bt.space.Index(legal[rng.IntN(len(legal))])
						idx[i] = int32(k)
					}
					if err := bt.Step(idx, out); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(b.N*c.size)/b.Elapsed().Seconds(), "steps/s")
			})
		}
	}
}
