package tableau

import (
	"testing"

	"menagerie/game"
)

// TestTableViewCarriesTheDecisions: in every state of random games, the
// table view holds what the observation shows of the decision at hand:
// whether the card being placed is a stack a Frog moved, the slot of the
// Frog that may swap in and the slot whose ability awaits. Each of them
// must be met.
func TestTableViewCarriesTheDecisions(t *testing.T) {
	met := map[string]bool{}
	for _, opts := range [][]string{{"swap_in_on_upgrade=true"}, {"players=3", "drawing=each_draft"}} {
		g := newTestGame(t, opts...)
		for seed := uint64(1); seed <= 8; seed++ {
			s := g.newState(seed)
			rng := game.NewRNG(seed)
			game.PlayoutUntil(s, &rng, func() bool {
				o, tv := s.Observation(-1), s.TableView(game.Spectator)
				count := func(id string) int {
					if c, ok := tv.Counter(id); ok && len(c.Values) == 1 {
						return c.Values[0]
					}
					return -2 // a table counter, not laid out
				}
				if count("moved") != int(b2i(o.Moved)) || count("swap_slot") != o.SwapSlot || count("acting_slot") != o.ActingSlot {
					t.Fatalf("%v seed %d, phase %s: moved %d, swap slot %d, acting slot %d; the observation's %v, %d, %d", opts, seed,
						o.Phase, count("moved"), count("swap_slot"), count("acting_slot"), o.Moved, o.SwapSlot, o.ActingSlot)
				}
				met["moved"] = met["moved"] || o.Moved
				met["swap_slot"] = met["swap_slot"] || o.SwapSlot >= 0
				met["acting_slot"] = met["acting_slot"] || o.ActingSlot >= 0
				return false
			}, nil, func(l []game.Action) game.Action { return l[rng.IntN(len(l))] })
		}
	}
	for _, id := range []string{"moved", "swap_slot", "acting_slot"} {
		if !met[id] {
			t.Errorf("no game met a state with %s set", id)
		}
	}
}
