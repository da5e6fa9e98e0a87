package teamname

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestTeamNames checks that the names are the same for the same seed,
// distinct within a game, and made of a first word and a second word of
// the table, and that different seeds give different names.
func TestNames(t *testing.T) {
	distinctGames := map[string]bool{}
	for seed := range uint64(200) {
		for _, n := range []int{1, 2, 4, 6} {
			names := Names(seed, n)
			if !slices.Equal(names, Names(seed, n)) {
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
	for _, row := range firstWords {
		for _, first := range row {
			second, ok := strings.CutPrefix(name, first+" ")
			if !ok {
				continue
			}
			for _, srow := range secondWords {
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
	for _, q := range Picks(1, sides) {
		for r, row := range firstWords {
			if q.First == row {
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
	q := Pick{First: firstWords[1], Second: secondWords[1], Rolled: "The Fizzy Robots"}
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
			got, err := q.Answer(tt.line, tt.taken)
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
	q := Picks(7, 1)[0]
	text := strings.Join(q.Question(), "\n")
	for _, word := range append(append([]string{q.Rolled}, q.First[:]...), q.Second[:]...) {
		if !strings.Contains(text, word) {
			t.Errorf("the question lacks %q:\n%s", word, text)
		}
	}
	for _, l := range q.Question() {
		if n := utf8.RuneCountInString(l); n > 76 {
			t.Errorf("%q is %d columns wide, more than a screen's panel (76)", l, n)
		}
	}
}

func TestFirstFreeName(t *testing.T) {
	if got := firstFree(nil); got != "The Rude Bagels" {
		t.Errorf("first free name of an empty table: %q", got)
	}
	if got := firstFree([]string{"The Rude Bagels", "The Rude Teapots"}); got != "The Rude Fuddy-Duddies" {
		t.Errorf("first free name after two: %q", got)
	}
	if got := firstFree(Names(3, 81)); got != "Team 82" {
		t.Errorf("with every name taken: %q", got)
	}
}
