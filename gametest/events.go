package gametest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"menagerie/game"
)

// maxEventWorlds is how many hidden worlds the event leak check builds for
// a receiver until the next action is legal in one of them.
const maxEventWorlds = 4

// checkEventLeaks applies a, the action about to be played at s, to
// recording clones of s and of states a receiver cannot tell apart from s,
// and requires that when the receiver's observation afterwards is the same
// in both, so are the events it is given (each redacted for it with For,
// compared as JSON): an event may tell a seat nothing its observation does
// not let it tell apart. The spectator, who knows less than any seat, is
// checked in the worlds of every seat, against its own (public)
// observation. A redacted event must name no card.
func checkEventLeaks(t testing.TB, s game.State, a game.Action, where string, cfg Config, tl *tally, rng *game.RNG) {
	t.Helper()
	real, ok := recordedBatch(s, a)
	if !ok {
		t.Errorf("%s: action %d was rejected by a clone", where, a)
		return
	}
	n := s.Game().NumPlayers()
	for seat := 0; seat < n; seat++ {
		p := game.Player(seat)
		for _, receiver := range [...]game.Player{p, game.Spectator} {
			for k := 0; k < maxEventWorlds; k++ {
				w := cfg.HiddenWorld(s, p, rng)
				moved, ok := recordedBatch(w, a)
				if !ok {
					continue // a is not legal in this world: try another
				}
				if !bytes.Equal(mustJSON(t, real.after.Observe(receiver)), mustJSON(t, moved.after.Observe(receiver))) {
					break // the receiver can tell the worlds apart afterwards
				}
				tl.eventChecks++
				x, y := mustJSON(t, seen(real.events, receiver)), mustJSON(t, seen(moved.events, receiver))
				if !bytes.Equal(x, y) {
					t.Errorf("%s: the events of action %d, as %s sees them, differ when only cards hidden from seat %d move: an event shows hidden information\nreal:  %s\nmoved: %s", where, a, who(receiver), p, x, y)
					return
				}
				break
			}
		}
	}
	for _, receiver := range append(seatList(n), game.Spectator) {
		for _, e := range seen(real.events, receiver) {
			if !e.Redacted {
				continue
			}
			if e.Cause > 0 || slices.ContainsFunc(e.Cards[:], func(c game.Card) bool { return c > 0 }) {
				t.Errorf("%s: a %q event redacted for %s still names a card: %+v", where, e.Kind, who(receiver), e)
				return
			}
		}
	}
}

// batch is what applying an action to a recording clone gave.
type batch struct {
	after  game.State
	events []game.Event
}

// recordedBatch applies a to a recording clone of s and returns the clone
// and its events; ok is false when a is not legal there.
func recordedBatch(s game.State, a game.Action) (batch, bool) {
	c := s.Clone()
	c.RecordEvents(true)
	c.DrainEvents(nil) // set-up events are not a's
	if err := c.Apply(a); err != nil {
		return batch{}, false
	}
	return batch{after: c, events: c.DrainEvents(nil)}, true
}

// seen redacts events for receiver.
func seen(events []game.Event, receiver game.Player) []game.Event {
	out := make([]game.Event, len(events))
	for i, e := range events {
		out[i] = e.For(receiver)
	}
	return out
}

func seatList(n int) []game.Player {
	seats := make([]game.Player, n)
	for i := range seats {
		seats[i] = game.Player(i)
	}
	return seats
}

func who(p game.Player) string {
	if p == game.Spectator {
		return "the spectator"
	}
	return fmt.Sprintf("seat %d", p)
}

// checkLabels requires the labels of the seat to act to follow its legal
// actions in order, each with a kind and the action's text, and to encode
// as JSON.
func checkLabels(t testing.TB, s game.State, where string) bool {
	t.Helper()
	legal := s.LegalActions(nil)
	labels := s.Labels(nil)
	if len(labels) != len(legal) {
		t.Errorf("%s: %d labels for %d legal actions", where, len(labels), len(legal))
		return false
	}
	for i, l := range labels {
		switch {
		case l.Action != legal[i]:
			t.Errorf("%s: label %d is for action %d, the legal action there is %d", where, i, l.Action, legal[i])
			return false
		case l.Kind == "" || l.Text == "":
			t.Errorf("%s: the label of action %d has no kind or no text: %+v", where, l.Action, l)
			return false
		case l.Text != s.ActionString(l.Action):
			t.Errorf("%s: the label of action %d reads %q, ActionString %q", where, l.Action, l.Text, s.ActionString(l.Action))
			return false
		}
	}
	if _, err := json.Marshal(labels); err != nil {
		t.Errorf("%s: labels do not encode as JSON: %v", where, err)
		return false
	}
	return true
}

// sameObservations requires every seat's encoded observation of a and b to
// be equal, so that a field a hash leaves out cannot hide a difference.
func sameObservations(t testing.TB, a, b game.State, where, what string) bool {
	t.Helper()
	for seat := 0; seat < a.Game().NumPlayers(); seat++ {
		x, y := mustJSON(t, a.Observe(game.Player(seat))), mustJSON(t, b.Observe(game.Player(seat)))
		if !bytes.Equal(x, y) {
			t.Errorf("%s: %s: seat %d's observations differ\n%s\n%s", where, what, seat, x, y)
			return false
		}
	}
	return true
}

// EventRoundTrips plays a random game from newState(seed) for each of the
// seeds 0 to games-1, recording events, and requires every event to come
// back unchanged through roundTrip (the engine's decoding then encoding)
// and to encode as JSON. It returns how many kinds of event it saw.
func EventRoundTrips(t testing.TB, newState func(seed uint64) game.State, games int, roundTrip func(game.Event) game.Event) int {
	t.Helper()
	kinds := map[string]bool{}
	for seed := uint64(0); seed < uint64(games); seed++ {
		PlayRandomEvents(t, newState(seed), seed, func(e game.Event) {
			kinds[e.Kind] = true
			if back := roundTrip(e); back != e {
				t.Fatalf("seed %d: a %q event does not come back through its engine's codec: %+v became %+v", seed, e.Kind, e, back)
			}
			if _, err := json.Marshal(e); err != nil {
				t.Fatalf("seed %d: a %q event does not encode as JSON: %v", seed, e.Kind, err)
			}
		})
	}
	return len(kinds)
}
