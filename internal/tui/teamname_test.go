package tui

import (
	"slices"
	"strings"
	"testing"

	"menagerie/game"
	"menagerie/games/tableau"
)

// TestTeamNames checks that the names are the same for the same seed,
// distinct within a game, and made of a first word and a second word of
// the table, and that different seeds give different names.
func TestTeamNames(t *testing.T) {
	distinctGames := map[string]bool{}
	for seed := range uint64(200) {
		for _, n := range []int{1, 2, 4, 6} {
			names := TeamNames(seed, n)
			if !slices.Equal(names, TeamNames(seed, n)) {
				t.Fatalf("seed %d: two calls name the sides differently", seed)
			}
			if len(names) != n {
				t.Fatalf("seed %d: %d names for %d sides", seed, len(names), n)
			}
			for i, name := range names {
				if !inTable(name) {
					t.Errorf("seed %d: %q is not a name of the table", seed, name)
				}
				if slices.Contains(names[:i], name) {
					t.Errorf("seed %d: %q names two sides: %v", seed, name, names)
				}
			}
			if n == 2 {
				distinctGames[strings.Join(names, "|")] = true
			}
		}
	}
	if len(distinctGames) < 100 {
		t.Errorf("200 seeds gave only %d pairs of names", len(distinctGames))
	}
}

// inTable reports whether name is a first word and a second word of the
// table.
func inTable(name string) bool {
	for _, row := range nameFirstWords {
		for _, first := range row {
			second, ok := strings.CutPrefix(name, first+" ")
			if !ok {
				continue
			}
			for _, srow := range nameSecondWords {
				if slices.Contains(srow[:], second) {
					return true
				}
			}
		}
	}
	return false
}

// TestNameRowsFollowTheRockDie checks that the rows are rolled with the
// rock die: each row comes up about a third of the time.
func TestNameRowsFollowTheRockDie(t *testing.T) {
	var count [3]int
	const sides = 6000
	for _, q := range namePicks(1, sides) {
		for r, row := range nameFirstWords {
			if q.first == row {
				count[r]++
			}
		}
	}
	for r, c := range count {
		if c < sides/3-300 || c > sides/3+300 {
			t.Errorf("first-word row %d rolled %d times in %d, want about %d", r+1, c, sides, sides/3)
		}
	}
}

func TestNamePickAnswer(t *testing.T) {
	q := namePick{first: nameFirstWords[1], second: nameSecondWords[1], rolled: "The Fizzy Robots"}
	tests := []struct {
		line  string
		taken []string
		want  string
		err   string
	}{
		{"", nil, "The Fizzy Robots", ""},
		{"  ", nil, "The Fizzy Robots", ""},
		{"1 3", nil, "The Smooth Turtles", ""},
		{" 3  1 ", []string{"The Fizzy Robots"}, "The Gasping Burglars", ""},
		{"", []string{"The Fizzy Robots"}, "", "The Fizzy Robots is already taken"},
		{"2 2", []string{"The Fizzy Robots"}, "", "already taken"},
		{"4 1", nil, "", "type two numbers from 1 to 3"},
		{"0 1", nil, "", "type two numbers from 1 to 3"},
		{"a b", nil, "", `"a b": type two numbers`},
		{"2", nil, "", `"2": type two numbers from 1 to 3, e.g. "2 3", or just Enter`},
		{"1 2 3", nil, "", "or just Enter"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			got, err := q.answer(tt.line, tt.taken)
			switch {
			case tt.err == "" && (err != nil || got != tt.want):
				t.Errorf("got %q, %v; want %q", got, err, tt.want)
			case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
				t.Errorf("got %q, %v; want an error with %q", got, err, tt.err)
			}
		})
	}
}

// TestNamePickQuestion checks that the question shows both rolled rows
// and the name Enter gives, within the screen's width.
func TestNamePickQuestion(t *testing.T) {
	q := namePicks(7, 1)[0]
	text := strings.Join(q.question(), "\n")
	for _, word := range append(append([]string{q.rolled}, q.first[:]...), q.second[:]...) {
		if !strings.Contains(text, word) {
			t.Errorf("the question lacks %q:\n%s", word, text)
		}
	}
	for _, l := range q.question() {
		if visibleWidth(l) > panelWidth {
			t.Errorf("%q is wider than %d columns", l, panelWidth)
		}
	}
}

func TestFirstFreeName(t *testing.T) {
	if got := firstFreeName(nil); got != "The Rude Bagels" {
		t.Errorf("first free name of an empty table: %q", got)
	}
	if got := firstFreeName([]string{"The Rude Bagels", "The Rude Teapots"}); got != "The Rude Fuddy-Duddies" {
		t.Errorf("first free name after two: %q", got)
	}
	if got := firstFreeName(TeamNames(3, 81)); got != "Team 82" {
		t.Errorf("with every name taken: %q", got)
	}
}

// TestPickNames checks that people pick their team names in seat order,
// are asked again after a wrong answer or a name taken, and that the names
// picked replace theirs in the caller's slice.
func TestPickNames(t *testing.T) {
	g, err := tableau.New(nil, game.Options{"players": "3"})
	if err != nil {
		t.Fatal(err)
	}
	rolled := TeamNames(9, 3)
	first := namePicks(9, 3)[0]
	mine := first.first[0] + " " + first.second[0]
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
	q := namePicks(4, 2)[0]
	names := []string{"", q.first[1] + " " + q.second[2]}
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
	if want := q.first[0] + " " + q.second[0]; names[0] != want {
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
