package store

import (
	"context"
	"crypto/sha256"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"menagerie/game"
)

// TestMemoryCopies checks that the memory store shares no memory with its
// callers: changing what was handed in, or what was handed out, after the
// call changes nothing stored. (The SQL stores get this from encoding
// rooms; the store suite checks everything else.)
func TestMemoryCopies(t *testing.T) {
	ctx := context.Background()
	fresh := func() *Room {
		hash := sha256.Sum256([]byte("alice"))
		return &Room{ID: "a", Code: "AAA", Game: "tableau", Options: game.Options{"players": "2"},
			Seats: []Seat{{Name: "Ann", TokenHash: hash[:]}, {Bot: "random"}}, Created: time.Now()}
	}
	outcome := func() *game.Outcome {
		return &game.Outcome{Over: true, Returns: []float64{1, -1}, StateHash: "0123456789abcdef"}
	}
	tests := []struct {
		name   string
		change func(t *testing.T, m *Memory) // changes a caller's copy after a call
	}{
		{"the room created", func(t *testing.T, m *Memory) {
			r := fresh()
			if err := m.CreateRoom(ctx, r); err != nil {
				t.Fatal(err)
			}
			r.Options["players"] = "4"
			r.Seats[0].TokenHash[0]++
			r.Seats[1].Bot = "greedy"
		}},
		{"a room read", func(t *testing.T, m *Memory) {
			mustCreateMemory(t, m, fresh())
			r, err := m.Room(ctx, "a")
			if err != nil {
				t.Fatal(err)
			}
			r.Options["players"] = "4"
			r.Seats[0].TokenHash[0]++
		}},
		{"the seats set", func(t *testing.T, m *Memory) {
			mustCreateMemory(t, m, fresh())
			seats := fresh().Seats
			if err := m.SetSeats(ctx, "a", fresh().Seats, seats); err != nil {
				t.Fatal(err)
			}
			seats[0].TokenHash[0]++
		}},
		{"the change appended", func(t *testing.T, m *Memory) {
			mustCreateMemory(t, m, fresh())
			c := Change{Seats: fresh().Seats, Was: fresh().Seats, Over: true, Outcome: outcome()}
			if err := m.Append(ctx, "a", 0, 1, c); err != nil {
				t.Fatal(err)
			}
			c.Seats[0].TokenHash[0]++
			c.Outcome.Returns[0] = 0
		}},
		{"the actions and outcome read", func(t *testing.T, m *Memory) {
			mustCreateMemory(t, m, fresh())
			if err := m.Append(ctx, "a", 0, 1, Change{Over: true, Outcome: outcome()}); err != nil {
				t.Fatal(err)
			}
			actions, err := m.Actions(ctx, "a", 0)
			if err != nil {
				t.Fatal(err)
			}
			actions[0] = 9
			rooms, err := m.List(ctx, Filter{Over: true})
			if err != nil || len(rooms) != 1 {
				t.Fatalf("List = %v, %v", rooms, err)
			}
			rooms[0].Outcome.Returns[0] = 0
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := NewMemory()
			tt.change(t, m)
			got, err := m.Room(ctx, "a")
			if err != nil {
				t.Fatal(err)
			}
			want := fresh()
			if got.Over {
				want.Outcome = outcome()
			}
			if d := cmp.Diff(want.Options, got.Options); d != "" {
				t.Errorf("options (-want +got):\n%s", d)
			}
			if d := cmp.Diff(want.Seats, got.Seats); d != "" {
				t.Errorf("seats (-want +got):\n%s", d)
			}
			if d := cmp.Diff(want.Outcome, got.Outcome); d != "" {
				t.Errorf("outcome (-want +got):\n%s", d)
			}
			if actions, err := m.Actions(ctx, "a", 0); err != nil || len(actions) != got.Version || got.Version == 1 && actions[0] != 1 {
				t.Errorf("actions %v, %v at version %d", actions, err, got.Version)
			}
		})
	}
}

// mustCreateMemory stores r in m or ends the test.
func mustCreateMemory(t *testing.T, m *Memory, r *Room) {
	t.Helper()
	if err := m.CreateRoom(context.Background(), r); err != nil {
		t.Fatal(err)
	}
}
