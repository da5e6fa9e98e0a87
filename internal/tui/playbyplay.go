package tui

import (
	"fmt"
	"io"

	"menagerie/games/cardbattle"
)

// PlayByPlay lays out a Card Battle play-by-play one event a line: a
// header when a new round begins, and a blank line before each battle and
// before each of its Play steps. The battle calculator prints a battle
// with it, and the narrator every event a seat sees.
type PlayByPlay struct {
	W io.Writer
	// Round is the round of the last header; events of another round
	// print a new one.
	Round int
	prev  cardbattle.EventKind
}

// Line writes text, the sentence of event e, where the layout puts it.
func (p *PlayByPlay) Line(e cardbattle.Event, text string) {
	if e.Round != p.Round {
		fmt.Fprintf(p.W, "\n== round %d ==\n", e.Round)
		p.Round = e.Round
	}
	switch {
	case e.Kind == cardbattle.EventShopOpens:
		// The round header says it.
		return
	case e.Kind == cardbattle.EventBattleStarts:
		fmt.Fprintln(p.W)
	case isPlay(e.Kind) && !isPlay(p.prev):
		fmt.Fprintln(p.W)
	}
	fmt.Fprintln(p.W, text)
	p.prev = e.Kind
}

// isPlay reports whether an event belongs to a battle's Play step, in which
// cards enter an empty active zone.
func isPlay(k cardbattle.EventKind) bool {
	return k == cardbattle.EventPlayFood || k == cardbattle.EventPlayPet || k == cardbattle.EventPerkReplaced
}
