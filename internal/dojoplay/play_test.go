package dojoplay

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"menagerie/agent"
	"menagerie/agent/dojobot"
	"menagerie/game"
	"menagerie/games/dojo"
)

// stepClock advances by step at every reading.
type stepClock struct {
	t    time.Time
	step time.Duration
}

func (c *stepClock) Now() time.Time {
	c.t = c.t.Add(c.step)
	return c.t
}

func newGame(t *testing.T, opts game.Options) *dojo.Game {
	t.Helper()
	g, err := dojo.New(nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestSoloTimed: answers within the limit defeat each animal; answers after
// it (the injected clock jumps) are timeouts, and so missed.
func TestSoloTimed(t *testing.T) {
	for _, tc := range []struct {
		name     string
		step     time.Duration
		input    string
		defeated int
	}{
		{"in time", time.Second, strings.Repeat("\n", 27), 27},
		{"too slow", 10 * time.Minute, strings.Repeat("1\n", 27), 0},
		{"could not finish", time.Second, strings.Repeat("3\n", 27), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			s, actions, err := Play(Config{Game: newGame(t, game.Options{"mode": "solo", "exercise": "timed"}), Seed: 1,
				In: strings.NewReader(tc.input), Out: &out, Clock: &stepClock{step: tc.step}})
			if err != nil {
				t.Fatal(err)
			}
			o := s.Observation(0)
			if len(actions) != 27 || o.Solo.Defeated != tc.defeated {
				t.Errorf("%d actions, %d defeated, want %d", len(actions), o.Solo.Defeated, tc.defeated)
			}
			if tc.step > time.Hour/60 && !strings.Contains(out.String(), "time is up") {
				t.Errorf("no timeout message")
			}
			if !strings.Contains(out.String(), "workout summary:\n  P1: ") || !strings.Contains(out.String(), "you have ") {
				t.Errorf("output:\n%s", out.String())
			}
		})
	}
}

// TestDuelHonor: a person who takes the first choice everywhere (Done at
// every exercise) plays a whole duel against the heuristic.
func TestDuelHonor(t *testing.T) {
	g := newGame(t, game.Options{"exercise": "honor"})
	bot, err := agent.New("heuristic", g, dojobot.Bots())
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	input := "2\n" + strings.Repeat("1\n", 5000)
	s, _, err := Play(Config{Game: g, Bot: bot, Seat: 0, Seed: 4, In: strings.NewReader(input), Out: &out, Clock: &stepClock{step: time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"your move (P1)", "column 1 (front first)", "*** ", "Cancel: choose again", "workout summary:"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if !s.IsTerminal() || s.Exercises(0) == 0 {
		t.Errorf("game over %v, %d exercises", s.IsTerminal(), s.Exercises(0))
	}
}

// TestQuit: q or the end of the input stops the game with ErrQuit.
func TestQuit(t *testing.T) {
	for _, input := range []string{"q\n", "", "9\nx\n"} {
		_, _, err := Play(Config{Game: newGame(t, game.Options{"mode": "solo"}), In: strings.NewReader(input), Out: &bytes.Buffer{}})
		if !errors.Is(err, ErrQuit) {
			t.Errorf("input %q: %v", input, err)
		}
	}
}

// TestFirstPlayerShown: rule 2.1 ("Rock, Paper, Scissors to determine who
// goes first") is shown before the first decision: the throws, who goes
// first, and whether that is the person or the bot; a first player set by
// the rule option is shown as such.
func TestFirstPlayerShown(t *testing.T) {
	for _, tc := range []struct {
		opts game.Options
		seat int
		want string
	}{
		{game.Options{}, 0, "rock, paper, scissors"},
		{game.Options{"first_player": "1"}, 0, "P2 goes first (the first_player rule option) (you are P1: the bot goes first)"},
		{game.Options{"first_player": "1"}, 1, "P2 goes first (the first_player rule option) (you are P2: you go first)"},
	} {
		g := newGame(t, tc.opts)
		bot, err := agent.New("random", g, dojobot.Bots())
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		_, _, err = Play(Config{Game: g, Bot: bot, Seat: tc.seat, Seed: 2, In: strings.NewReader(""), Out: &out})
		if !errors.Is(err, ErrQuit) {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(out.String(), "\n")
		if !strings.Contains(first, tc.want) || !strings.Contains(first, " goes first") {
			t.Errorf("%v seat %d: first line %q, want it to contain %q", tc.opts, tc.seat, first, tc.want)
		}
	}
}
