package server

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
)

// BenchmarkNews encodes what seat 0 of a Card Battle game between two
// bots, played to its end, is told in each protocol version: of one
// action's updates (a round's last shop action and its battles), and of
// every update (a sync from the set-up).
func BenchmarkNews(b *testing.B) {
	r := playedRoom(b, Setup{Game: "cardbattle", Seats: []SeatSetup{{Bot: "heuristic"}, {Bot: "heuristic"}}})
	busiest := 0
	for i, u := range r.history {
		if len(u.Events) > len(r.history[busiest].Events) {
			busiest = i
		}
	}
	for _, bc := range []struct {
		name    string
		updates []Update
	}{
		{"action", r.history[busiest : busiest+1]},
		{"sync", append([]Update{r.opening}, r.history...)},
	} {
		for _, protocol := range []int{ProtocolSplit, ProtocolUpdate} {
			b.Run(fmt.Sprintf("%s/v%d", bc.name, protocol), func(b *testing.B) {
				l := listener{seat: game.Player(0), protocol: protocol}
				b.ReportAllocs()
				for b.Loop() {
					r.news(l, bc.updates)
				}
			})
		}
	}
}

// BenchmarkUpdates writes every update of the game of BenchmarkNews as
// seat 0 is sent them: through encoding/json's reflection (the positional
// form as it was written before the named form), through Update's
// MarshalJSON (which encoding/json re-scans), and by appending them
// (appendJSON), in each protocol version's form.
func BenchmarkUpdates(b *testing.B) {
	r := playedRoom(b, Setup{Game: "cardbattle", Seats: []SeatSetup{{Bot: "heuristic"}, {Bot: "heuristic"}}})
	all := append([]Update{r.opening}, r.history...)
	forms := map[int][]Update{ProtocolSplit: r.seen(0, all), ProtocolUpdate: r.events.named(r.seen(0, all))}
	plain := make([]positionalUpdate, len(all))
	for i, u := range forms[ProtocolSplit] {
		plain[i] = positionalUpdate(u)
	}
	b.Run("reflect/v1", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := json.Marshal(plain); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, protocol := range []int{ProtocolSplit, ProtocolUpdate} {
		updates := forms[protocol]
		b.Run(fmt.Sprintf("marshaler/v%d", protocol), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := json.Marshal(updates); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("append/v%d", protocol), func(b *testing.B) {
			b.ReportAllocs()
			var buf []byte
			for b.Loop() {
				buf = append(buf[:0], '[')
				for i, u := range updates {
					if i > 0 {
						buf = append(buf, ',')
					}
					buf = u.appendJSON(buf)
				}
				buf = append(buf, ']')
			}
		})
	}
}

// playedRoom is a room of setup with seed 1 over a memory store, played
// by its bots as far as they go.
func playedRoom(tb testing.TB, setup Setup) *room {
	tb.Helper()
	st := store.NewMemory()
	srv, err := New(Config{Store: st})
	if err != nil {
		tb.Fatal(err)
	}
	meta, err := newRoom(setup, nil, time.Now())
	if err != nil {
		tb.Fatal(err)
	}
	meta.Seed = 1
	if err := st.CreateRoom(context.Background(), meta); err != nil {
		tb.Fatal(err)
	}
	r, err := loadRoom(srv, meta, nil)
	if err != nil {
		tb.Fatal(err)
	}
	r.advance(nil)
	return r
}
