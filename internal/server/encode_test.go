package server

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/session"
)

// TestEncodeAsJSON checks that the message encoder writes every message
// as json.Marshal does, byte for byte: hand-made ones with every field
// set (so that a field added to a message, a view, a label or a table
// and not written by the encoder fails here) and strings that need
// escapes, and every message of seeded games of each game, to each seat
// and the spectator, in each protocol version.
func TestEncodeAsJSON(t *testing.T) {
	var e messageEncoder
	check := func(t *testing.T, m ServerMessage) {
		t.Helper()
		want, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		got, err := e.encode(&m)
		if err != nil {
			t.Fatal(err)
		}
		if string(got.b) != string(want) {
			t.Errorf("encoded\n%s\nwant (json.Marshal)\n%s", got.b, want)
		}
	}
	strings := []string{"", "plain", `"quoted" \ back`, "<b>&amp;</b>", "tab\tnew\nline\r\x00\x1f\b\f", "naïve → ✓",
		"bad \xff utf-8", "line\u2028para\u2029", "\ufffd"}
	for i, s := range strings {
		t.Run(fmt.Sprintf("string %d", i), func(t *testing.T) {
			var m ServerMessage
			filled(reflect.ValueOf(&m).Elem(), s)
			check(t, m)
			check(t, errorMessage(i, CodeBadMessage, s))
		})
	}
	t.Run("empty and nil lists", func(t *testing.T) {
		table := &game.TableView{Counters: []game.Tally{{ID: "gold"}}, Zones: []game.ZoneCards{{ID: "hand", Cards: [][]game.Card{nil, {}}}}}
		check(t, ServerMessage{Type: MsgUpdate, Updates: []Update{}, View: &session.SeatView{Table: table, Actions: []game.Label{}}})
		check(t, ServerMessage{Type: MsgState, View: &session.SeatView{Table: &game.TableView{}}})
	})
	t.Run("a draw's winners", func(t *testing.T) {
		check(t, ServerMessage{Type: MsgState, Over: true, Returns: []float64{0, 0}, Winners: []int{}})
	})
	t.Run("features", func(t *testing.T) {
		features := []float32{0, 1, 0.1, 1.0 / 3, 12.5, 1e-6, 9.99e-7, 1e-7, 1.5e-30, 1e20, 1e21, 3.4e38, -2}
		check(t, ServerMessage{Type: MsgUpdate, View: &session.SeatView{Features: features, Legal: []int{0, 7}}})
	})
	srv, err := New(Config{Store: store.NewMemory()})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range actionCPUGames {
		t.Run(name, func(t *testing.T) {
			r, _ := listenedRoom(t, srv, name, 7, ProtocolUpdate)
			rng := game.NewRNG(7)
			var legal []game.Action
			for !r.sess.Over() {
				seat := r.sess.ToAct()
				legal = r.sess.Legal(legal[:0])
				u, err := r.sess.Apply(seat, legal[rng.IntN(len(legal))], r.sess.Version())
				if err != nil {
					t.Fatal(err)
				}
				updates := []Update{keep(u)}
				for {
					u, ok, err := r.sess.Step()
					if err != nil {
						t.Fatal(err)
					}
					if !ok {
						break
					}
					updates = append(updates, keep(u))
				}
				for p := game.Spectator; int(p) < r.game.NumPlayers(); p++ {
					m := r.stateMessage(listener{seat: p, parts: session.ViewObservation | session.ViewTable | session.ViewFeatures})
					check(t, m)
					check(t, r.stateMessage(listener{seat: p, parts: session.ViewObservation}))
					check(t, r.stateMessage(listener{seat: p, parts: session.ViewTable}))
					m.Type, m.Updates = MsgUpdate, r.seen(p, updates)
					check(t, m)
					check(t, ServerMessage{Type: MsgEvents, Version: m.Version, Updates: m.Updates})
				}
			}
		})
	}
}

// filled sets every field of v, and of what it holds, to a value that is
// not zero: strings to s, numbers to a number, lists to one item. An
// interface (a game's observation) stays nil: the games' messages above
// carry real ones.
func filled(v reflect.Value, s string) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(s)
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(-3)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(5)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(0.25)
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		filled(v.Elem(), s)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 2, 2))
		for i := range v.Len() {
			filled(v.Index(i), s)
		}
	case reflect.Array:
		for i := range v.Len() {
			filled(v.Index(i), s)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				filled(v.Field(i), s)
			}
		}
	}
}
