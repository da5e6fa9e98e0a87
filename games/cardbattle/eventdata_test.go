package cardbattle

import (
	"fmt"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/gametest"
)

// drained hands out the events s recorded since the last drain, decoded.
func drained(s *State) []Event {
	var out []Event
	for _, d := range s.DrainEvents(nil) {
		out = append(out, eventOf(d))
	}
	return out
}

// TestEventDataRoundTrips: every event of whole random games decodes
// back to itself and encodes as JSON.
func TestEventDataRoundTrips(t *testing.T) {
	for _, players := range []int{2, 4, 6} {
		g, err := New(nil, game.Options{"players": fmt.Sprint(players), "packs": strings.Join(PackNames, ",")})
		if err != nil {
			t.Fatal(err)
		}
		roundTrip := func(d game.Event) game.Event { return eventOf(d).data() }
		if n := gametest.EventRoundTrips(t, g.NewState, 10, roundTrip); n < 20 {
			t.Errorf("%v: only %d kinds of event seen", g.Options(), n)
		}
	}
}

// TestCloneMidBattleRecordsNothingIntoTheOriginal: a clone taken while a
// battle waits for rocks shares no log with its original, so its rock rolls
// are not told to the original's listeners.
func TestCloneMidBattleRecordsNothingIntoTheOriginal(t *testing.T) {
	g, err := New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 50; seed++ {
		s := g.newState(seed)
		s.RecordEvents(true)
		rng := game.NewRNG(seed)
		for !s.IsTerminal() && s.phase != phaseBattle {
			l := s.LegalActions(nil)
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
		if s.IsTerminal() {
			continue
		}
		s.DrainEvents(nil)
		c := s.Clone()
		c.RecordEvents(true)
		for !c.IsTerminal() {
			if c.CurrentPlayer() == game.Chance {
				o := c.ChanceOutcomes(nil)
				c.ApplyUnchecked(o[rng.Pick(o)].Action)
			} else {
				l := c.LegalActions(nil)
				c.ApplyUnchecked(l[rng.IntN(len(l))])
			}
		}
		if got := s.DrainEvents(nil); len(got) != 0 {
			t.Fatalf("seed %d: the original recorded %d events of its clone's game, first %+v", seed, len(got), got[0])
		}
		if len(c.DrainEvents(nil)) == 0 {
			t.Fatalf("seed %d: the clone recorded nothing", seed)
		}
		return
	}
	t.Fatal("no game reached a battle waiting for rocks")
}
