package tui

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

func newDojo(t *testing.T, opts game.Options) *dojo.Game {
	t.Helper()
	g, err := dojo.New(nil, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// dojoBots makes a bot of spec in every seat but person's.
func dojoBots(t *testing.T, g *dojo.Game, spec string, person int) []agent.Agent {
	t.Helper()
	bots := make([]agent.Agent, g.NumPlayers())
	for p := range bots {
		if p == person {
			continue
		}
		b, err := agent.New(spec, g, dojobot.Bots())
		if err != nil {
			t.Fatal(err)
		}
		bots[p] = b
	}
	return bots
}

// TestDojoSoloTimed: answers within the limit defeat each animal; answers
// after it (the injected clock jumps) are timeouts, and so missed.
func TestDojoSoloTimed(t *testing.T) {
	for _, tc := range []struct {
		name     string
		step     time.Duration
		input    string
		defeated string
	}{
		{"in time", time.Second, strings.Repeat("\n", 27), "27 animals defeated, 0 missed"},
		{"too slow", 10 * time.Minute, strings.Repeat("1\n", 27), "0 animals defeated, 27 missed"},
		{"could not finish", time.Second, strings.Repeat("3\n", 27), "0 animals defeated, 27 missed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			rec, err := Play(Config{Game: newDojo(t, game.Options{"mode": "solo", "exercise": "timed"}), Seed: 1,
				Bots: make([]agent.Agent, 1), In: strings.NewReader(tc.input), Out: &out, Clock: &stepClock{step: tc.step}})
			if err != nil {
				t.Fatal(err)
			}
			text := out.String()
			if len(rec.Actions) < 27 || !strings.Contains(text, "solo mission: "+tc.defeated) {
				t.Errorf("%d actions; output lacks %q:\n%s", len(rec.Actions), tc.defeated, text)
			}
			if tc.step > time.Minute != strings.Contains(text, "time is up") {
				t.Errorf("a timeout message only when too slow:\n%s", text)
			}
			if !strings.Contains(text, "workout summary:\n  P1: ") || !strings.Contains(text, "you have ") {
				t.Errorf("output:\n%s", text)
			}
		})
	}
}

// TestDojoDuelHonor: a person who takes the first choice everywhere (Done
// at every exercise) plays a whole duel against the heuristic, shown
// through the label menu and the exercise prompt.
func TestDojoDuelHonor(t *testing.T) {
	g := newDojo(t, game.Options{"exercise": "honor"})
	var out bytes.Buffer
	input := strings.Repeat("1\n", 5000)
	rec, err := Play(Config{Game: g, Bots: dojoBots(t, g, "heuristic", 0), Seed: 4,
		In: strings.NewReader(input), Out: &out, Clock: &stepClock{step: time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{"---- P1, your turn: ", "c1 Bear Cub", "*** ", "Cancel: choose again", "workout summary:", "== turn 2 =="} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	s, err := game.Replay(g, rec)
	if err != nil || !s.IsTerminal() || s.(*dojo.State).Exercises(0) == 0 {
		t.Errorf("the record does not replay to the end with exercises done: %v", err)
	}
}

// TestDojoStops: q or the end of the input stops the game, at the menu and
// at the exercise prompt.
func TestDojoStops(t *testing.T) {
	for _, tc := range []struct {
		input string
		want  error
	}{
		{"q\n", ErrQuit},
		{"", ErrInputClosed},
		{"9\nx\n", ErrInputClosed},
	} {
		_, err := Play(Config{Game: newDojo(t, game.Options{"mode": "solo", "exercise": "honor"}), Bots: make([]agent.Agent, 1),
			In: strings.NewReader(tc.input), Out: &bytes.Buffer{}})
		if !errors.Is(err, tc.want) {
			t.Errorf("input %q: %v, want %v", tc.input, err, tc.want)
		}
	}
}

// TestDojoFirstPlayerShown: rule 2.1 ("Rock, Paper, Scissors to determine
// who goes first") is told before the first decision: the throws, or the
// first player set by the rule option.
func TestDojoFirstPlayerShown(t *testing.T) {
	for _, tc := range []struct {
		opts game.Options
		seat int
		want string
	}{
		{game.Options{}, 0, "rock, paper, scissors"},
		{game.Options{"first_player": "1"}, 0, "P2 goes first (the first_player rule option)"},
		{game.Options{"first_player": "1"}, 1, "P2 goes first (the first_player rule option)"},
	} {
		g := newDojo(t, tc.opts)
		var out bytes.Buffer
		_, err := Play(Config{Game: g, Bots: dojoBots(t, g, "random", tc.seat), Seed: 2, In: strings.NewReader(""), Out: &out})
		if !errors.Is(err, ErrInputClosed) {
			t.Fatal(err)
		}
		first, _, _ := strings.Cut(strings.TrimLeft(out.String(), "\n"), "\n---- ")
		if !strings.Contains(first, tc.want) || !strings.Contains(first, " goes first") {
			t.Errorf("%v seat %d: before the first decision %q, want %q", tc.opts, tc.seat, first, tc.want)
		}
	}
}
