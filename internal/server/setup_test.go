package server

import (
	"slices"
	"testing"
	"time"
)

// TestNewRoomNamesTheSides: every side a set-up leaves unnamed gets a team
// name from the rulebook's generator, all different; a name given is kept.
func TestNewRoomNamesTheSides(t *testing.T) {
	tests := []struct {
		name  string
		setup Setup
		kept  map[int]string
	}{
		{"no seats given", Setup{Game: "dojo"}, nil},
		{"six players", Setup{Game: "cardbattle", Options: map[string]string{"players": "6"}}, nil},
		{"one name given", Setup{Game: "tableau", Seats: []SeatSetup{{Name: "Zoe"}, {Bot: "random"}, {}}}, map[int]string{0: "Zoe"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := newRoom(tc.setup, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for i, s := range r.Seats {
				if want, ok := tc.kept[i]; ok && s.Name != want {
					t.Errorf("seat %d is named %q, want %q", i+1, s.Name, want)
				}
				if s.Name == "" || slices.Contains(names, s.Name) {
					t.Errorf("seat %d: name %q is missing or taken (names %q)", i+1, s.Name, names)
				}
				names = append(names, s.Name)
			}
		})
	}
}

// TestRoomsSeatTheLevels: a room seats each level a person picks by name,
// in every game, and plays it with the bot of that spec.
func TestRoomsSeatTheLevels(t *testing.T) {
	for _, g := range []string{"cardbattle", "tableau", "dojo"} {
		for _, level := range []string{"easy", "medium", "hard"} {
			t.Run(g+" "+level, func(t *testing.T) {
				r, err := newRoom(Setup{Game: g, Seats: []SeatSetup{{}, {Bot: level}}}, time.Now())
				if err != nil {
					t.Fatal(err)
				}
				_, bots, err := roomGame(r)
				if err != nil {
					t.Fatal(err)
				}
				if bots[0] != nil || bots[1] == nil || bots[1].Name() != level {
					t.Fatalf("bots %v, want none in seat 1 and %q in seat 2", bots, level)
				}
			})
		}
	}
}
