package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"menagerie/game"
)

func testRoom(id, code string, created time.Time) *Room {
	return &Room{ID: id, Code: code, Game: "tableau", Options: game.Options{"players": "2"},
		Seats: []Seat{{Name: "Ann"}, {Bot: "random"}}, Created: created}
}

// TestMemoryRooms checks the memory store's rooms: conflicts, lookups,
// appends in order with their changes, and copies in and out.
func TestMemoryRooms(t *testing.T) {
	ctx := context.Background()
	m := NewMemory()
	now := time.Now()
	if err := m.CreateRoom(ctx, testRoom("a", "AAA", now)); err != nil {
		t.Fatal(err)
	}
	for _, r := range []*Room{testRoom("a", "BBB", now), testRoom("b", "AAA", now)} {
		if err := m.CreateRoom(ctx, r); !errors.Is(err, ErrConflict) {
			t.Errorf("room %s code %s: %v, want a conflict", r.ID, r.Code, err)
		}
	}
	if _, err := m.Room(ctx, "zz"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown room: %v", err)
	}
	if _, err := m.RoomByCode(ctx, "ZZZ"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown code: %v", err)
	}
	appends := []struct {
		version int
		action  game.Action
		change  Change
		err     error
	}{
		{0, 5, Change{}, nil},
		{0, 6, Change{}, ErrConflict},
		{2, 6, Change{}, ErrConflict},
		{1, 7, Change{Seats: []Seat{{Name: "Ann", TokenHash: []byte{1}}, {Bot: "random"}}}, nil},
		{2, 8, Change{Over: true, Outcome: &game.Outcome{Over: true, Returns: []float64{1, -1}, StateHash: "0123456789abcdef"}}, nil},
	}
	for _, a := range appends {
		if err := m.Append(ctx, "a", a.version, a.action, a.change); !errors.Is(err, a.err) || (a.err == nil) != (err == nil) {
			t.Errorf("append %d at %d: %v, want %v", a.action, a.version, err, a.err)
		}
	}
	got, err := m.Actions(ctx, "a", 1)
	if err != nil || len(got) != 2 || got[0] != 7 || got[1] != 8 {
		t.Fatalf("actions from 1: %v %v", got, err)
	}
	r, err := m.RoomByCode(ctx, "AAA")
	if err != nil || r.Version != 3 || !r.Over || r.Outcome.Returns[0] != 1 || r.Seats[0].TokenHash[0] != 1 {
		t.Fatalf("room after appends: %+v %v", r, err)
	}
	r.Seats[0].TokenHash[0] = 9
	r.Options["players"] = "4"
	r.Outcome.Returns[0] = 0
	again, _ := m.Room(ctx, "a")
	if again.Seats[0].TokenHash[0] != 1 || again.Options["players"] != "2" || again.Outcome.Returns[0] != 1 {
		t.Fatalf("changing a returned room changed the stored one: %+v", again)
	}
	if _, err := m.Actions(ctx, "a", 4); err == nil {
		t.Error("actions from past the end: no error")
	}
}

// TestMemoryListsAndLeases checks listing, unfinished rooms, leases and
// closing.
func TestMemoryListsAndLeases(t *testing.T) {
	ctx := context.Background()
	m := NewMemory()
	start := time.Now()
	for i, id := range []string{"a", "b", "c"} {
		r := testRoom(id, id+"X", start.Add(time.Duration(i)*time.Second))
		if id == "c" {
			r.Game = "dojo"
		}
		if err := m.CreateRoom(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Append(ctx, "b", 0, 1, Change{Over: true}); err != nil {
		t.Fatal(err)
	}
	lists := []struct {
		f    Filter
		want []string
	}{
		{Filter{}, []string{"c", "a"}},
		{Filter{Over: true}, []string{"b"}},
		{Filter{Game: "tableau"}, []string{"a"}},
		{Filter{Limit: 1}, []string{"c"}},
	}
	for _, l := range lists {
		rooms, err := m.List(ctx, l.f)
		var ids []string
		for _, r := range rooms {
			ids = append(ids, r.ID)
		}
		if err != nil || len(ids) != len(l.want) || (len(ids) > 0 && ids[0] != l.want[0]) {
			t.Errorf("list %+v: %v %v, want %v", l.f, ids, err, l.want)
		}
	}
	if ids, err := m.Unfinished(ctx); err != nil || len(ids) != 2 || ids[0] != "a" || ids[1] != "c" {
		t.Errorf("unfinished: %v %v", ids, err)
	}
	leases := []struct {
		owner string
		ttl   time.Duration
		want  bool
	}{
		{"p1", time.Hour, true},
		{"p2", time.Hour, false},
		{"p1", time.Nanosecond, true},
		{"p2", time.Hour, true}, // p1's lease ran out
	}
	for _, l := range leases {
		time.Sleep(time.Millisecond)
		if got, err := m.Lease(ctx, "a", l.owner, l.ttl); err != nil || got != l.want {
			t.Errorf("lease for %s: %v %v, want %v", l.owner, got, err, l.want)
		}
	}
	if err := m.Release(ctx, "a", "p2"); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.Lease(ctx, "a", "p1", time.Hour); !got {
		t.Error("a released lease was not free")
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Room(ctx, "a"); err == nil {
		t.Error("a closed store answered")
	}
}
