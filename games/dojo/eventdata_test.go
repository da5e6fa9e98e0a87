package dojo

import (
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// TestEventDataRoundTrips: every event of whole random games (duels and
// solo missions) decodes back to itself and encodes as JSON.
func TestEventDataRoundTrips(t *testing.T) {
	for _, opts := range []game.Options{nil, {"mode": "solo"}} {
		g, err := New(nil, opts)
		if err != nil {
			t.Fatal(err)
		}
		roundTrip := func(d game.Event) game.Event { return EventOf(d).data() }
		if n := gametest.EventRoundTrips(t, g.NewState, 10, roundTrip); n < 3 {
			t.Errorf("%v: only %d kinds of event seen", g.Options(), n)
		}
	}
}
