package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/registry"
)

// testForms are the named forms of a model of two kinds: an attack with
// a target, a cause, two cards and a secret value, and a draw of one card.
func testForms(log *slog.Logger) *eventForms {
	return newEventForms(&game.Schema{Version: 1, Events: []game.EventKind{
		{Kind: "attack", Target: true, Cause: true, Private: true, Fields: []game.EventField{
			game.CardAt("pet", 0), game.CardAt("other_pet", 1),
			game.ValueAt("damage", game.NumberField, 0), game.SecretValueAt("roll", game.NumberField, 2)}},
		{Kind: "draw", Fields: []game.EventField{game.CardAt("card", 0)}},
	}}, log)
}

// TestEventsAreWrittenByFieldName checks the named form of events: their
// kind, round and seat, the target and cause only of kinds that have
// them, each declared field at its position, and the flags when set.
func TestEventsAreWrittenByFieldName(t *testing.T) {
	f := testForms(slog.New(slog.DiscardHandler))
	tests := []struct {
		name string
		e    game.Event
		want string
	}{
		{"every field", game.Event{Kind: "attack", Round: 3, Seat: 0, Target: 1, Cause: 44, Cards: [4]game.Card{12, 13}, Values: [6]int32{3, 9, 5}},
			`{"kind":"attack","round":3,"seat":0,"target":1,"cause":44,"pet":12,"other_pet":13,"damage":3,"roll":5}`},
		{"redacted", game.Event{Kind: "attack", Round: 1, Seat: 1, Target: 0, Cause: game.Hidden, Cards: [4]game.Card{game.Hidden, 0}, Values: [6]int32{2}, Redacted: true},
			`{"kind":"attack","round":1,"seat":1,"target":0,"cause":-1,"pet":-1,"other_pet":0,"damage":2,"roll":0,"redacted":true}`},
		{"no target, no cause", game.Event{Kind: "draw", Round: 2, Seat: game.Nobody, Target: game.Nobody, Cards: [4]game.Card{7}, Choice: true},
			`{"kind":"draw","round":2,"seat":-4,"card":7,"choice":true}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := f.appendEvent([]byte("x"), tc.e)
			if string(got) != "x"+tc.want {
				t.Errorf("got  %s\nwant x%s", got, tc.want)
			}
		})
	}
}

// TestAnUndeclaredKindIsSentByPositionAndLoggedOnce sends events of a
// kind the model does not declare twice: each is written in the
// positional form, and the kind is logged once.
func TestAnUndeclaredKindIsSentByPositionAndLoggedOnce(t *testing.T) {
	var logged bytes.Buffer
	f := testForms(slog.New(slog.NewTextHandler(&logged, nil)))
	e := game.Event{Kind: "surprise", Round: 1, Seat: 0, Target: game.Nobody, Cards: [4]game.Card{3}, Values: [6]int32{1, 2}}
	want, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if got := f.appendEvent(nil, e); !bytes.Equal(got, want) {
			t.Errorf("got %s, want the positional form %s", got, want)
		}
	}
	if n := strings.Count(logged.String(), "kind=surprise"); n != 1 {
		t.Errorf("logged %q: the kind %d times, want once", logged.String(), n)
	}
}

// TestNamedEventsHoldWhatTheReceiverMaySee plays a game of every
// registered game between bots and reads every update as each seat and a
// spectator are sent it in protocol version 2: each event names exactly
// its kind's declared fields (and target and cause when the kind has
// them), and reading the fields back to their positions gives the event
// as the receiver may see it.
func TestNamedEventsHoldWhatTheReceiverMaySee(t *testing.T) {
	for _, e := range registry.Games() {
		t.Run(e.Name, func(t *testing.T) {
			seats := make([]SeatSetup, e.Players[0])
			for i := range seats {
				seats[i].Bot = "random"
			}
			r := playedRoom(t, Setup{Game: e.Name, Seats: seats})
			updates := append([]Update{r.opening}, r.history...)
			receivers := []game.Player{game.Spectator}
			for i := range seats {
				receivers = append(receivers, game.Player(i))
			}
			events := 0
			for _, seat := range receivers {
				want := r.seen(seat, updates)
				b, err := json.Marshal(r.events.named(r.seen(seat, updates)))
				if err != nil {
					t.Fatal(err)
				}
				var got []wireUpdate
				if err := json.Unmarshal(b, &got); err != nil {
					t.Fatal(err)
				}
				for i, u := range got {
					for j, named := range u.named(t) {
						events++
						if err := namedEventError(e.Schema, named, want[i].Events[j]); err != nil {
							t.Fatalf("seat %d, version %d: %v", seat, u.Version, err)
						}
					}
				}
			}
			if events == 0 {
				t.Fatal("the game told no event")
			}
		})
	}
}

// namedEventError says how an event in its named form differs from
// want, read by the declaration s; nil when it holds want as the named
// form should (Private and Secret are not sent).
func namedEventError(s *game.Schema, named map[string]any, want game.Event) error {
	kind, ok := s.Event(want.Kind)
	if !ok {
		return fmt.Errorf("the engine emitted an undeclared %q event", want.Kind)
	}
	var got game.Event
	keys := map[string]bool{}
	number := func(key string) int32 {
		keys[key] = true
		f, _ := named[key].(float64)
		return int32(f)
	}
	got.Kind, _ = named["kind"].(string)
	keys["kind"] = true
	got.Round, got.Seat, got.Target = number("round"), game.Player(number("seat")), game.Nobody
	if kind.Target {
		got.Target = game.Player(number("target"))
	}
	if kind.Cause {
		got.Cause = game.Card(number("cause"))
	}
	for _, f := range kind.Fields {
		if _, ok := named[f.Name]; !ok {
			return fmt.Errorf("%q event %v: no field %q", want.Kind, named, f.Name)
		}
		if f.Card >= 0 {
			got.Cards[f.Card] = game.Card(number(f.Name))
		} else {
			got.Values[f.Value] = number(f.Name)
		}
	}
	got.Redacted, got.Choice = named["redacted"] == true, named["choice"] == true
	keys["redacted"], keys["choice"] = got.Redacted, got.Choice
	for k := range named {
		if !keys[k] {
			return fmt.Errorf("%q event %v: key %q is not declared", want.Kind, named, k)
		}
	}
	want.Private, want.Secret = 0, 0
	if !kind.Target && want.Target != game.Nobody {
		return fmt.Errorf("%q event %+v names a target its kind does not declare", want.Kind, want)
	}
	if got != want {
		return fmt.Errorf("named %v reads back as\n%+v, want\n%+v", named, got, want)
	}
	return nil
}

// checkNamedEvents fails unless every event of updates is in its named
// form: a kind the game declares with exactly its declared keys.
func checkNamedEvents(t *testing.T, gameName string, updates []wireUpdate) {
	t.Helper()
	s := schemaOf(gameName)
	for _, u := range updates {
		for _, named := range u.named(t) {
			kind, _ := named["kind"].(string)
			k, ok := s.Event(kind)
			if !ok {
				t.Fatalf("version %d: an event %v of no declared kind", u.Version, named)
			}
			want := []string{"kind", "round", "seat"}
			if k.Target {
				want = append(want, "target")
			}
			if k.Cause {
				want = append(want, "cause")
			}
			for _, f := range k.Fields {
				want = append(want, f.Name)
			}
			var got []string
			for key := range named {
				if key != "redacted" && key != "choice" {
					got = append(got, key)
				}
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("version %d: a %q event with keys %s, want %s", u.Version, kind, strings.Join(got, " "), strings.Join(want, " "))
			}
		}
	}
}

// TestPositionalUpdatesAreWhatEncodingJSONWrites writes updates in the
// positional form (protocol version 1) without reflection and holds the
// bytes equal to encoding/json's: the updates of a game of every
// registered game as kept (private and secret bits set) and as seat 0
// and a spectator are sent them, and updates made to need escapes.
func TestPositionalUpdatesAreWhatEncodingJSONWrites(t *testing.T) {
	var updates []Update
	for _, e := range registry.Games() {
		seats := make([]SeatSetup, e.Players[0])
		for i := range seats {
			seats[i].Bot = "random"
		}
		r := playedRoom(t, Setup{Game: e.Name, Seats: seats})
		all := append([]Update{r.opening}, r.history...)
		updates = append(updates, all...)
		updates = append(updates, r.seen(0, all)...)
		updates = append(updates, r.seen(game.Spectator, all)...)
	}
	updates = append(updates,
		Update{Version: 3, Actor: game.Chance},
		Update{Version: 4, Actor: 1, Events: []game.Event{{Kind: "odd \"kind\" <é>", Cause: 2, Private: 3, Secret: 5, Choice: true}},
			Texts: []string{"a \"quote\", a \\ and a tab\t", "<b>&</b>", "Café \u2028 \xff", ""}})
	for _, u := range updates {
		want, err := json.Marshal(positionalUpdate(u))
		if err != nil {
			t.Fatal(err)
		}
		if got := u.appendJSON(nil); !bytes.Equal(got, want) {
			t.Fatalf("version %d:\ngot  %s\nwant %s", u.Version, got, want)
		}
	}
}
