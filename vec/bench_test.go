package vec

import (
	"fmt"
	"testing"

	"menagerie/game"
	"menagerie/registry"
)

// BenchmarkStep measures steps of every game, its default configuration,
// the caller playing every seat with random legal indices: one game, and
// 256 games on one and on two goroutines. One op is one Step call; steps/s
// counts the games' steps (B per call).
func BenchmarkStep(b *testing.B) {
	for _, name := range registry.Names() {
		for _, c := range []struct{ size, workers int }{{1, 1}, {256, 1}, {256, 2}} {
			b.Run(fmt.Sprintf("%s/B=%d/workers=%d", name, c.size, c.workers), func(b *testing.B) {
				g := mustGame(b, name, nil)
				bt, err := New(Config{Game: g, Size: c.size, Seed: 1, Workers: c.workers})
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
