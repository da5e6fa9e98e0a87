package server

import (
	"fmt"
	"slices"
	"strings"
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
			r, err := newRoom(tc.setup, nil, time.Now())
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
				r, err := newRoom(Setup{Game: g, Seats: []SeatSetup{{}, {Bot: level}}}, nil, time.Now())
				if err != nil {
					t.Fatal(err)
				}
				_, bots, err := roomGame(r, nil)
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

// TestRoomsSeatTheLearnedLevelWhereItIsTrained: the lobby offers the
// learned level in the games with a network, a room seats it in the
// configuration it was trained for, and a room of another configuration or
// game is refused with a sentence saying so.
func TestRoomsSeatTheLearnedLevelWhereItIsTrained(t *testing.T) {
	tests := []struct {
		game    string
		options map[string]string
		want    string // "" for a room that seats it
	}{
		{"cardbattle", nil, ""},
		{"dojo", nil, ""},
		{"cardbattle", map[string]string{"players": "4"}, "trained for players=2 and the other options"},
		{"cardbattle", map[string]string{"packs": "classic,golden"}, "trained for players=2 and the other options"},
		{"tableau", nil, ""},
		{"dojo", map[string]string{"players": "1"}, "trained for players=2 and the other options"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprint(tc.game, tc.options), func(t *testing.T) {
			seats := []SeatSetup{{}, {Bot: "learned"}}
			switch tc.options["players"] {
			case "1":
				seats = []SeatSetup{{Bot: "learned"}}
			case "4":
				seats = append(seats, SeatSetup{Bot: "medium"}, SeatSetup{Bot: "medium"})
			}
			r, err := newRoom(Setup{Game: tc.game, Options: tc.options, Seats: seats}, nil, time.Now())
			if tc.want != "" {
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("error %v, want one saying %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if _, bots, err := roomGame(r, nil); err != nil || bots[1] == nil || bots[1].Name() != "learned" {
				t.Fatalf("bots %v, %v; want learned in seat 2", bots, err)
			}
		})
	}
}

// TestRoomsRefuseABotTheirGameDoesNotOffer: a game without a network
// does not offer the learned level, and a seat asking for it is refused
// with the bots that game's rooms seat.
func TestRoomsRefuseABotTheirGameDoesNotOffer(t *testing.T) {
	err := checkSeat(SeatSetup{Bot: "learned"}, 1, roomBots)
	if err == nil || !strings.Contains(err.Error(), `seat 2: bot "learned": rooms of this game seat [random easy medium hard]`) {
		t.Fatalf("error %v, want one naming the bots offered", err)
	}
}
