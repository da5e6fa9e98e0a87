package tui

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/session"
)

// The exercise levels of Config.Level: how much of each exercise a person
// is asked to do. The engine's exercise is the same at every level.
const (
	// LevelAdults asks for the amount on the card.
	LevelAdults = "adults"
	// LevelChildren asks for half of it, rounded up, at least 1.
	LevelChildren = "children"
)

// scaleAmount is the amount of an exercise a person of level is asked to
// do for the card's amount ("" is adults).
func scaleAmount(level string, amount int) (int, error) {
	switch level {
	case "", LevelAdults:
		return amount, nil
	case LevelChildren:
		return max(1, (amount+1)/2), nil
	}
	return 0, fmt.Errorf("exercise level %q: want %s or %s", level, LevelChildren, LevelAdults)
}

const exerciseHelp = `Do the exercise shown, then type the number of your answer:
  Done (1, or Enter)   the attack (or the solo mission's animal) counts
  Cancel               before starting: choose again (not in the solo mission)
  I could not finish   the exercise fails
  q, quit              stop the game
With a time limit, Done must come before the time is up. The seated
exercise in brackets may be done instead.`

// tickEvery is how often a terminal's exercise clock is redrawn.
const tickEvery = time.Second

// exercise shows what to do (at the person's level) for the animal of
// the table view's exercise zone and reads Done, Cancel or
// could-not-finish; in timed mode (the view allows seconds) Done after the
// limit counts as a failure. On a terminal a clock above the prompt counts
// down the limit and counts the seconds of an exercise measured in
// seconds.
func (u *dojoUI) exercise(v session.SeatView, r tableRead) (game.Action, error) {
	out := u.p.cfg.Out
	card := u.cs.Card(dojo.CardID(r.cards("exercise", 0)[0]))
	ex, printed := &u.cs.Families[card.Family].Exercise, r.stat("exercise", "amount", 0, 0)
	amount, err := scaleAmount(u.p.cfg.Level, printed)
	if err != nil {
		return 0, err
	}
	clock := exerciseClock{}
	if r.stat("exercise", "seconds", 0, 0) > 0 {
		clock.limit = time.Duration(u.g.TimeLimit(amount)) * time.Second
	}
	if ex.Unit == "seconds" {
		clock.measure = time.Duration(amount) * time.Second
	}
	st := u.style()
	what := fmt.Sprintf("%s: do %d %s of %s!", card.Name, amount, ex.Unit, ex.Name)
	if amount != printed {
		what += fmt.Sprintf(" (%s: the card says %d)", u.p.cfg.Level, printed)
	}
	lines := []string{st.paint(warn, "*** "+what+" ***")}
	if ex.Seated != "" {
		lines = append(lines, "    (seated: "+ex.Seated+")")
	}
	if clock.limit > 0 {
		lines = append(lines, fmt.Sprintf("    you have %d seconds", clock.limit/time.Second))
	}
	// The answers, numbered from 1 without a gap: the solo mission has no
	// Cancel.
	answers := []struct {
		text   string
		action game.Action
	}{{"Done (or Enter)", dojo.ActionDone}, {"Cancel: choose again", dojo.ActionCancel}, {"I could not finish", dojo.ActionFail}}
	if u.g.Solo() {
		answers = slices.Delete(answers, 1, 2)
	}
	for i, a := range answers {
		lines = append(lines, fmt.Sprintf("  %d) %s", i+1, a.text))
	}
	again := fmt.Sprintf("type a number from 1 to %d, or q", len(answers))
	// The clock's line sits just above the prompt, where the ticker
	// rewrites it; the screen counts it among its lines.
	ticking := st.terminal && (clock.limit > 0 || clock.measure > 0)
	if ticking {
		lines = append(lines, clock.line(0, st))
	}
	u.p.screen(v, "", lines)
	start := u.p.cfg.Clock.Now()
	for first := true; ; first = false {
		var tick *ticker
		if ticking {
			if !first {
				fmt.Fprintln(out, clock.line(u.p.cfg.Clock.Now().Sub(start), st))
			}
			tick = startTicker(out, u.p.cfg.Clock, start, tickEvery, clock, st)
		}
		t, err := u.p.ask.ask("exercise> ")
		tick.halt()
		if err != nil {
			return 0, err
		}
		if t == "h" || t == "help" {
			fmt.Fprintln(out, exerciseHelp)
			continue
		}
		if t == "" {
			t = "1"
		}
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 || n > len(answers) {
			fmt.Fprintln(out, again)
			continue
		}
		a := answers[n-1].action
		if a == dojo.ActionDone && clock.limit > 0 && u.p.cfg.Clock.Now().Sub(start) > clock.limit {
			fmt.Fprintln(out, st.paint(bad, "time is up: the exercise is not done in time"))
			return dojo.ActionFail, nil
		}
		return a, nil
	}
}

// exerciseClock is what the clock line above the exercise prompt shows:
// the time left of a limit, and the seconds counted of an exercise
// measured in seconds (zero durations: not shown).
type exerciseClock struct {
	limit   time.Duration
	measure time.Duration
}

// line renders the clock elapsed after the start: "clock: 7 of 10 seconds
// · time left: 23 s".
func (c exerciseClock) line(elapsed time.Duration, st style) string {
	var parts []string
	if c.measure > 0 {
		s := int(elapsed / time.Second)
		if elapsed >= c.measure {
			parts = append(parts, st.paint(good, fmt.Sprintf("clock: %d seconds, done!", s)))
		} else {
			parts = append(parts, fmt.Sprintf("clock: %d of %d seconds", s, int(c.measure/time.Second)))
		}
	}
	if c.limit > 0 {
		left := c.limit - elapsed
		switch {
		case left <= 0:
			parts = append(parts, st.paint(bad, "time is up"))
		case left <= 5*time.Second:
			parts = append(parts, st.paint(warn, fmt.Sprintf("time left: %d s", int((left+time.Second-1)/time.Second))))
		default:
			parts = append(parts, fmt.Sprintf("time left: %d s", int((left+time.Second-1)/time.Second)))
		}
	}
	return strings.Join(parts, " · ")
}

// ticker rewrites the line above the prompt with the clock at every tick,
// saving and restoring the cursor so that what the person types is left
// alone.
type ticker struct {
	stop chan struct{}
	done chan struct{}
}

// startTicker starts redrawing c's line on w every period, reading the time
// from clock, until halt.
func startTicker(w io.Writer, clock Clock, start time.Time, every time.Duration, c exerciseClock, st style) *ticker {
	t := &ticker{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(t.done)
		tk := time.NewTicker(every)
		defer tk.Stop()
		for {
			select {
			case <-t.stop:
				return
			case <-tk.C:
				// Save the cursor, go up a line to its start, write, clear
				// the rest of the line, restore the cursor.
				fmt.Fprint(w, "\x1b7\x1b[1A\r"+c.line(clock.Now().Sub(start), st)+"\x1b[K\x1b8")
			}
		}
	}()
	return t
}

// halt stops the ticker and waits until it has stopped writing; a nil
// ticker is already stopped.
func (t *ticker) halt() {
	if t == nil {
		return
	}
	close(t.stop)
	<-t.done
}
