package tableau

import (
	"testing"

	"menagerie/game"
)

// TestVPBreakdownAddsUp: in every state of random games, each seat's VP
// counted by source in the table view add up to its VP, and each source
// is met; at each combat, the stacks' stack_power events add up to their
// seat's power event.
func TestVPBreakdownAddsUp(t *testing.T) {
	met := [numVPSources]bool{}
	for _, opts := range [][]string{{"start_vp=0,1"}, {"players=3", "start_vp=1"}, {"players=4", "final_sale=none"}} {
		g := newTestGame(t, opts...)
		for seed := uint64(1); seed <= 6; seed++ {
			s := g.newState(seed)
			rng := game.NewRNG(seed)
			var stacks [MaxSeats]int
			powers := 0
			drain := onEvents(s, func(e Event) {
				switch e.Kind {
				case EventStackPower:
					stacks[e.Seat] += e.N
				case EventPower:
					powers++
					if stacks[e.Seat] != e.N {
						t.Fatalf("%v seed %d round %d: P%d's stacks add %d power, its power event says %d", opts, seed, e.Round, e.Seat+1, stacks[e.Seat], e.N)
					}
					stacks[e.Seat] = 0
				}
			})
			check := func() {
				drain()
				tv := s.TableView(game.Spectator)
				vp, _ := tv.Counter("vp")
				for p, want := range vp.Values {
					sum := 0
					for src, id := range vpCounters {
						c, ok := tv.Counter(id)
						if !ok || len(c.Values) != len(vp.Values) {
							t.Fatalf("%v: the table view has no counter %s for each seat", opts, id)
						}
						sum += c.Values[p]
						met[src] = met[src] || c.Values[p] > 0
					}
					if sum != want {
						t.Fatalf("%v seed %d round %d: P%d's VP by source add up to %d, not its %d VP", opts, seed, s.round, p+1, sum, want)
					}
				}
			}
			game.PlayoutUntil(s, &rng, func() bool {
				check()
				return false
			}, nil, func(l []game.Action) game.Action { return l[rng.IntN(len(l))] })
			check() // the game's end and its final sale
			if powers != g.r.rounds*g.r.players {
				t.Errorf("%v seed %d: %d power events, want one a seat a round", opts, seed, powers)
			}
		}
	}
	for src, ok := range met {
		if !ok {
			t.Errorf("no game met VP from %s", vpCounters[src])
		}
	}
}
