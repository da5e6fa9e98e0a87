package tui

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/internal/syncbuf"
)

// TestScaleAmount: children are asked for half, rounded up, never below
// 1; adults (or no level) for the card's amount; any other level is an
// error.
func TestScaleAmount(t *testing.T) {
	for _, tc := range []struct {
		level  string
		amount int
		want   int
		err    bool
	}{
		{"", 12, 12, false}, {LevelAdults, 5, 5, false},
		{LevelChildren, 1, 1, false}, {LevelChildren, 2, 1, false}, {LevelChildren, 5, 3, false},
		{LevelChildren, 10, 5, false}, {LevelChildren, 15, 8, false},
		{"kids", 5, 0, true},
	} {
		got, err := scaleAmount(tc.level, tc.amount)
		if got != tc.want || (err != nil) != tc.err {
			t.Errorf("%q %d: %d, %v; want %d (error %v)", tc.level, tc.amount, got, err, tc.want, tc.err)
		}
	}
}

// TestExerciseClockLine: the clock counts the seconds of an exercise
// measured in seconds and counts the limit down, rounding what is left up.
func TestExerciseClockLine(t *testing.T) {
	s := time.Second
	for _, tc := range []struct {
		clock   exerciseClock
		elapsed time.Duration
		want    string
	}{
		{exerciseClock{limit: 30 * s}, 0, "time left: 30 s"},
		{exerciseClock{limit: 30 * s}, 1500 * time.Millisecond, "time left: 29 s"},
		{exerciseClock{limit: 30 * s}, 26 * s, "time left: 4 s"},
		{exerciseClock{limit: 30 * s}, 31 * s, "time is up"},
		{exerciseClock{measure: 10 * s}, 7 * s, "clock: 7 of 10 seconds"},
		{exerciseClock{measure: 10 * s}, 10 * s, "clock: 10 seconds, done!"},
		{exerciseClock{measure: 10 * s, limit: 30 * s}, 12 * s, "clock: 12 seconds, done! · time left: 18 s"},
	} {
		if got := tc.clock.line(tc.elapsed, style{}); got != tc.want {
			t.Errorf("%+v after %v: %q, want %q", tc.clock, tc.elapsed, got, tc.want)
		}
	}
}

// TestTickerRedrawsAboveThePrompt: each tick rewrites the line above the
// cursor with the clock read from the injected clock (here a second per
// tick), between save and restore cursor sequences; halt stops the
// writing.
func TestTickerRedrawsAboveThePrompt(t *testing.T) {
	var out syncbuf.Buffer
	clock := &stepClock{step: time.Second}
	start := clock.Now()
	tk := startTicker(&out, clock, start, time.Millisecond, exerciseClock{limit: 30 * time.Second}, style{})
	deadline := time.Now().Add(2 * time.Second)
	for strings.Count(out.String(), "\x1b7") < 3 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	tk.halt()
	text := out.String()
	for _, want := range []string{
		"\x1b7\x1b[1A\rtime left: 29 s\x1b[K\x1b8",
		"\x1b7\x1b[1A\rtime left: 28 s\x1b[K\x1b8",
		"\x1b7\x1b[1A\rtime left: 27 s\x1b[K\x1b8",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q: %q", want, text)
		}
	}
	time.Sleep(3 * time.Millisecond)
	if out.String() != text {
		t.Error("the ticker wrote after halt")
	}
}

// TestDojoSoloChildren: the solo mission shows its progress, asks children
// for half of each exercise (rounded up) with the limit of that amount,
// and sums what they did in the workout.
func TestDojoSoloChildren(t *testing.T) {
	g := newDojo(t, game.Options{"mode": "solo", "exercise": "timed"})
	var out bytes.Buffer
	_, err := Play(Config{Game: g, Seed: 1, Bots: make([]agent.Agent, 1), In: strings.NewReader(strings.Repeat("\n", 27)),
		Out: &out, Clock: &stepClock{step: time.Second}, Level: LevelChildren})
	if err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, want := range []string{
		"solo mission, animal 1 of 27, 0 defeated, 0 missed",
		"solo mission, animal 27 of 27, 26 defeated, 0 missed",
		"(children: the card says ",
		"solo mission: 27 animals defeated, 0 missed",
		"workout summary:\n  P1: 27 exercises: Bear crawl 13 steps, ",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	// Bear crawl is 5, 8 and 12 steps: children do 3, 4 and 6, in 10+2*3,
	// 10+2*4 and 10+2*6 seconds.
	for _, want := range []string{"do 3 steps of Bear crawl", "do 4 steps of Bear crawl", "do 6 steps of Bear crawl",
		"you have 16 seconds", "you have 18 seconds", "you have 22 seconds"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	_, err = Play(Config{Game: g, Seed: 1, Bots: make([]agent.Agent, 1), In: strings.NewReader("\n"), Out: &out, Level: "kids"})
	if err == nil || !strings.Contains(err.Error(), `exercise level "kids"`) {
		t.Errorf("level kids: %v", err)
	}
}
