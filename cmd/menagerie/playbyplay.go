package main

import (
	"fmt"
	"io"

	"menagerie/games/cardbattle"
)

// playByPlay prints Card Battle events one per line as they happen, with a
// header when a new round starts and a blank line before the battle and
// before each of its plays.
type playByPlay struct {
	w  io.Writer
	cs *cardbattle.CardSet
	// round is the round of the last header; events of another round
	// print a new one.
	round int
	prev  cardbattle.EventKind
}

// print writes one event.
func (p *playByPlay) print(e cardbattle.Event) {
	if e.Round != p.round {
		fmt.Fprintf(p.w, "\n== round %d ==\n", e.Round)
		p.round = e.Round
	}
	switch {
	case e.Kind == cardbattle.EventShopOpens:
		// The round header says it; the first round's event comes before
		// any sink can be attached, so printing it would be uneven.
		return
	case e.Kind == cardbattle.EventBattleStarts:
		fmt.Fprintln(p.w)
	case isPlay(e.Kind) && !isPlay(p.prev):
		fmt.Fprintln(p.w)
	}
	fmt.Fprintln(p.w, e.Describe(p.cs))
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
