package vec

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/gametest"
	"menagerie/panics"
)

// TestAPanicStopsItsSlot steps a game whose engine panics, and one with a
// bot that panics, on the caller's goroutine and on workers: Step returns
// the panic as an error naming the slot and seed and refuses to play the
// stopped slot again; Reset begins every game anew, or returns the bot's
// panic again.
func TestAPanicStopsItsSlot(t *testing.T) {
	faulty, err := gametest.Faulty(dojo.Definition(), "faulty-dojo", 30).New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, workers := range []int{1, 4} {
		for _, tc := range []struct {
			name string
			game game.Game
			bot  agent.Agent
			want string
		}{
			{"engine", faulty, nil, "faulty-dojo: a deliberate panic at action 31"},
			{"bot", mustGame(t, "dojo", nil), gametest.PanickingBot(200), "panicking: a deliberate panic"},
		} {
			t.Run(fmt.Sprintf("%s/workers=%d", tc.name, workers), func(t *testing.T) {
				cfg := Config{Game: tc.game, Size: 64, Seed: 5, Workers: workers}
				if tc.bot != nil {
					cfg.Bots = []agent.Agent{nil, tc.bot}
				}
				b, err := New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				defer b.Close()
				out := newOut(b)
				if err := b.Reset(out); err != nil {
					t.Fatal(err)
				}
				rng := game.NewRNG(1)
				idx := make([]int32, b.Size())
				for steps := 0; err == nil; steps++ {
					if steps == 1000 {
						t.Fatal("no panic in 1,000 steps")
					}
					pickIndices(b, out, &rng, idx)
					err = b.Step(idx, out)
				}
				var pe *panics.Error
				if !errors.As(err, &pe) || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "(seed ") {
					t.Fatalf("Step = %v, want a recovered panic naming its slot's seed and %q", err, tc.want)
				}
				t.Logf("Step: %v", err)
				pickIndices(b, out, &rng, idx)
				err = b.Step(idx, out)
				if err == nil || errors.As(err, &pe) || !strings.Contains(err.Error(), "stopped at an error") {
					t.Fatalf("Step after the panic = %v, want a refusal to play the stopped slot", err)
				}
				if tc.bot != nil {
					// Reset plays the bot's first moves on the caller's
					// goroutine: its panic is returned there too.
					if err := b.Reset(out); !errors.As(err, &pe) {
						t.Fatalf("Reset with the panicking bot = %v, want a recovered panic", err)
					}
					return
				}
				if err := b.Reset(out); err != nil {
					t.Fatalf("Reset after the panic: %v", err)
				}
				pickIndices(b, out, &rng, idx)
				if err := b.Step(idx, out); err != nil {
					t.Fatalf("Step after Reset: %v", err)
				}
			})
		}
	}
}
