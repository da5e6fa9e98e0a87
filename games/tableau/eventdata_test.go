package tableau

import (
	"fmt"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
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

// TestEventDataRoundTrips: every event of whole random games decodes
// back to itself and encodes as JSON.
func TestEventDataRoundTrips(t *testing.T) {
	for players := 2; players <= MaxSeats; players++ {
		g, err := New(nil, game.Options{"players": fmt.Sprint(players)})
		if err != nil {
			t.Fatal(err)
		}
		roundTrip := func(d game.Event) game.Event { return eventOf(d).data() }
		if n := gametest.EventRoundTrips(t, g.NewState, 10, roundTrip); n < 15 {
			t.Errorf("%v: only %d kinds of event seen", g.Options(), n)
		}
	}
}
