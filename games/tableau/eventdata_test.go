package tableau

import (
	"encoding/json"
	"fmt"
	"testing"

	"menagerie/game"
)

// onEvents turns recording on and returns a function that drains the
// events recorded since and hands each, decoded, to fn.
func onEvents(s *State, fn func(e Event)) func() {
	s.RecordEvents(true)
	return func() {
		for _, d := range s.DrainEvents(nil) {
			fn(eventOf(d))
		}
	}
}

// TestEventDataRoundTrips: every event of whole games decodes back to
// itself and encodes as JSON.
func TestEventDataRoundTrips(t *testing.T) {
	for players := 2; players <= MaxSeats; players++ {
		g, err := New(nil, game.Options{"players": fmt.Sprint(players)})
		if err != nil {
			t.Fatal(err)
		}
		kinds := map[EventKind]bool{}
		for seed := uint64(0); seed < 10; seed++ {
			s := g.newState(seed)
			s.RecordEvents(true)
			rng := game.NewRNG(seed)
			for !s.IsTerminal() {
				var a game.Action
				if s.CurrentPlayer() == game.Chance {
					o := s.ChanceOutcomes(nil)
					a = o[rng.Pick(o)].Action
				} else {
					l := s.LegalActions(nil)
					a = l[rng.IntN(len(l))]
				}
				s.ApplyUnchecked(a)
				for _, d := range s.DrainEvents(nil) {
					e := eventOf(d)
					kinds[e.Kind] = true
					if e.data() != d {
						t.Fatalf("%s does not round-trip: %+v decodes to %+v", d.Kind, d, e)
					}
					if _, err := json.Marshal(d); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		if len(kinds) < 15 {
			t.Errorf("%d players: only %d kinds of event seen", players, len(kinds))
		}
	}
}
