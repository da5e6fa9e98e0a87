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

// TestOpeningEvent: recording turned on before the first action reports
// round 1's start and its first player; turned on later, or again, it
// reports nothing of the kind.
func TestOpeningEvent(t *testing.T) {
	for _, tc := range []struct {
		name    string
		before  func(s *State)
		opening bool
	}{
		{"a new game", func(*State) {}, true},
		{"on, off and on again", func(s *State) { s.RecordEvents(true); s.RecordEvents(false) }, true},
		{"after an action", func(s *State) { s.ApplyUnchecked(s.LegalActions(nil)[0]) }, false},
	} {
		g := newTestGame(t, "first_player=1")
		s := g.newState(3)
		tc.before(s)
		s.DrainEvents(nil)
		s.RecordEvents(true)
		s.RecordEvents(true) // already on: nothing more
		events := s.DrainEvents(nil)
		if !tc.opening {
			if len(events) != 0 {
				t.Errorf("%s: %v", tc.name, events)
			}
			continue
		}
		if len(events) != 1 || g.EventText(events[0]) != "P2 is first player in round 1; the market is filled" {
			t.Errorf("%s: %v", tc.name, events)
		}
	}
}
