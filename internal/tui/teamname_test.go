package tui

import (
	"slices"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/tableau"
	"menagerie/internal/teamname"
)

// TestPickNames checks that people pick their team names in seat order,
// are asked again after a wrong answer or a name taken, and that the names
// picked replace theirs in the caller's slice.
func TestPickNames(t *testing.T) {
	g, err := tableau.New(nil, game.Options{"players": "3"})
	if err != nil {
		t.Fatal(err)
	}
	rolled := teamname.Names(9, 3)
	first := teamname.Picks(9, 3)[0]
	mine := first.First[0] + " " + first.Second[0]
	type asked struct {
		seat int
		note string
	}
	tests := []struct {
		name    string
		pick    bool
		answers []string
		want    []string
		asks    []asked
	}{
		{"no picking", false, nil, rolled, nil},
		{"picked", true, []string{"9 9", "1 1", ""}, []string{mine, rolled[1], rolled[2]},
			[]asked{{0, ""}, {0, `"9 9": type two numbers from 1 to 3`}, {2, ""}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			names := slices.Clone(rolled)
			var got []asked
			answers := tt.answers
			cfg := Config{Game: g, Seed: 9, Names: names, PickNames: tt.pick}
			err := pickNames(cfg, []game.Player{0, 2}, func(seat game.Player, note string, question []string) (string, error) {
				got = append(got, asked{int(seat), note})
				if len(question) != 4 {
					t.Errorf("a question of %d lines", len(question))
				}
				a := answers[0]
				answers = answers[1:]
				return a, nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.asks) {
				t.Fatalf("asked %v, want %v", got, tt.asks)
			}
			for i := range got {
				if got[i].seat != tt.asks[i].seat || !strings.HasPrefix(got[i].note, tt.asks[i].note) {
					t.Errorf("ask %d: %v, want %v", i, got[i], tt.asks[i])
				}
			}
			if !slices.Equal(names, tt.want) {
				t.Errorf("names %q, want %q", names, tt.want)
			}
		})
	}
}

// TestPickNamesTaken checks that a person cannot take another side's
// name, a bot's included.
func TestPickNamesTaken(t *testing.T) {
	g, err := tableau.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	q := teamname.Picks(4, 2)[0]
	names := []string{"", q.First[1] + " " + q.Second[2]}
	var notes []string
	answers := []string{"2 3", "1 1"}
	err = pickNames(Config{Game: g, Seed: 4, Names: names, PickNames: true}, []game.Player{0}, func(_ game.Player, note string, _ []string) (string, error) {
		notes = append(notes, note)
		a := answers[0]
		answers = answers[1:]
		return a, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) != 2 || !strings.Contains(notes[1], "is already taken") {
		t.Errorf("notes %q, want the second to say the name is taken", notes)
	}
	if want := q.First[0] + " " + q.Second[0]; names[0] != want {
		t.Errorf("picked %q, want %q", names[0], want)
	}
}

func TestPickNamesRefusesWrongCount(t *testing.T) {
	g, err := tableau.New(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = pickNames(Config{Game: g, Names: []string{"A"}, PickNames: true}, nil, nil)
	if err == nil || err.Error() != "1 team names for 2 seats" {
		t.Errorf("got %v", err)
	}
}
