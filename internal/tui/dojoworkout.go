package tui

import (
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/games/dojo"
)

// dojoNarrator writes a person's play-by-play as the engine's sentences
// (but a person's exercise, told at their level) and, once the game is
// over, the workout summary: the exercises the people did, never a bot's.
type dojoNarrator struct {
	eventLines
	u    *dojoUI
	seat game.Player
	// units counts, per seat and animal family, the units of exercise
	// asked of that seat's person; done counts their exercises.
	units [][dojo.MaxFamilies]int
	done  []int
	ended bool
}

// Events writes the batch's sentences, tallies the people's exercises,
// and after the last batch writes the summary.
func (n *dojoNarrator) Events(batch []game.Event) {
	if n.units == nil {
		n.units = make([][dojo.MaxFamilies]int, n.u.g.NumPlayers())
		n.done = make([]int, n.u.g.NumPlayers())
	}
	for i, e := range batch {
		ev := dojo.EventOf(e)
		if ev.Kind != dojo.EventExercise || ev.Seat < 0 || ev.Seat >= len(n.units) || n.u.p.cfg.Bots[ev.Seat] != nil {
			n.eventLines.Events(batch[i : i+1])
			continue
		}
		amount, err := scaleAmount(n.u.p.cfg.Level, ev.N)
		if err != nil {
			amount = ev.N // the next decision reports the unknown level
		}
		ex := &n.u.cs.Families[n.u.cs.Card(ev.Card).Family].Exercise
		fmt.Fprintf(n.w, "%s does %d %s of %s (%s)\n", n.u.seatName(ev.Seat), amount, ex.Unit, ex.Name, n.u.cs.Name(ev.Card))
		n.units[ev.Seat][n.u.cs.Card(ev.Card).Family] += amount
		n.done[ev.Seat]++
	}
	if !n.ended && n.u.p.sess.Over() {
		n.ended = true
		fmt.Fprintln(n.w, n.summary())
	}
}

// summary lists each person's exercises: "P1: 4 exercises: Bear crawl 13
// steps, Frog jumps 5 reps".
func (n *dojoNarrator) summary() string {
	var b strings.Builder
	b.WriteString("\nworkout summary:")
	for q, bot := range n.u.p.cfg.Bots {
		if bot != nil {
			continue
		}
		var parts []string
		for f, k := range n.units[q] {
			if k > 0 {
				ex := &n.u.cs.Families[f].Exercise
				parts = append(parts, fmt.Sprintf("%s %d %s", ex.Name, k, ex.Unit))
			}
		}
		if len(parts) == 0 {
			parts = []string{"nothing"}
		}
		line := fmt.Sprintf("%s: %d exercises: %s", n.u.seatName(q), n.done[q], strings.Join(parts, ", "))
		b.WriteString("\n  " + strings.Join(wrap(line, n.u.p.style.cols()-4), "\n    "))
	}
	return b.String()
}
