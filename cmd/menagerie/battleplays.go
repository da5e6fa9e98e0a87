package main

import (
	"fmt"
	"io"

	"menagerie/games/cardbattle"
)

// playByPlay prints a Card Battle battle's events one per line for the
// battle calculator, with a blank line before the battle and before each
// of its plays.
type playByPlay struct {
	w io.Writer
	// round is the round of the last header; events of another round
	// print a new one.
	round int
	prev  cardbattle.EventKind
}

// line writes the sentence text of event e.
func (p *playByPlay) line(e cardbattle.Event, text string) {
	if e.Round != p.round {
		fmt.Fprintf(p.w, "\n== round %d ==\n", e.Round)
		p.round = e.Round
	}
	switch {
	case e.Kind == cardbattle.EventShopOpens:
		// The round header says it.
		return
	case e.Kind == cardbattle.EventBattleStarts:
		fmt.Fprintln(p.w)
	case isPlay(e.Kind) && !isPlay(p.prev):
		fmt.Fprintln(p.w)
	}
	fmt.Fprintln(p.w, text)
	p.prev = e.Kind
}

// isPlay reports whether an event belongs to a battle's Play step, in which
// cards enter an empty active zone.
func isPlay(k cardbattle.EventKind) bool {
	return k == cardbattle.EventPlayFood || k == cardbattle.EventPlayPet || k == cardbattle.EventPerkReplaced
}

// resultText names the winner of a battle, or says it is a draw.
func resultText(winner int) string {
	if winner < 0 {
		return "draw"
	}
	return fmt.Sprintf("P%d wins the battle", winner+1)
}
