package main

import (
	"fmt"
	"io"
	"strconv"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/games/dojo"
)

// everyone is the receiver of a full narration: every event in full,
// hidden cards included.
const everyone = game.Nobody

// narrator writes a game's events one sentence a line, in the engine's
// words, under a header each time a new round begins, as one receiver may
// know them: a seat sees its own hidden cards and another seat's hidden
// moves without their cards; everyone sees everything.
type narrator struct {
	w        io.Writer
	g        game.Game
	receiver game.Player // a seat, or everyone
	round    int32       // the round of the last header
	// turns is set for a game whose events count turns, not rounds, and
	// open each turn with a line of their own (Dojo's "-- turn 3: P2"):
	// it gets no round headers.
	turns bool
	// decks gathers Card Battle's battle decks, which its events carry
	// without a sentence; nil for the other games.
	decks *battleDecks
	// choice is a seat's choice to print before the events it causes,
	// under their round's header, or "".
	choice string
	// lines counts the lines written.
	lines int
}

// newNarrator narrates g's events to w as receiver (a seat, or everyone)
// may know them.
func newNarrator(w io.Writer, g game.Game, receiver game.Player) *narrator {
	n := &narrator{w: w, g: g, receiver: receiver}
	switch g := g.(type) {
	case *cardbattle.Game:
		n.decks = &battleDecks{g: g}
	case *dojo.Game:
		n.turns = true
	}
	return n
}

// action sets the line that tells a seat's choice: it is printed with the
// first event that follows, or by flush.
func (n *narrator) action(line string) { n.choice = line }

// flush prints a choice no event followed.
func (n *narrator) flush() {
	if n.choice != "" {
		n.line(n.choice)
		n.choice = ""
	}
}

// events writes a batch of events. For everyone, the events that only
// report a seat's own choice are left out (a full narration shows the
// choices as actions); a seat is told its own choices and, redacted, the
// other seats'. Events without a sentence are left out, but Card Battle's
// battle decks, told one line a seat before the next sentence.
func (n *narrator) events(batch []game.Event) {
	for _, e := range batch {
		if n.receiver == everyone {
			if e.Choice {
				continue
			}
		} else {
			e = e.For(n.receiver)
		}
		if n.decks.add(e) {
			continue
		}
		if text := n.g.EventText(e); text != "" {
			n.decks.tell(n.line)
			n.header(e.Round)
			n.flush()
			n.line(text)
		}
	}
	n.decks.tell(n.line)
	n.flush()
}

// header starts a new round's section when round is not the last one and
// the game counts rounds.
func (n *narrator) header(round int32) {
	if round != n.round && !n.turns {
		n.line("\n== round " + strconv.Itoa(int(round)) + " ==")
		n.round = round
	}
}

// line writes one line of text.
func (n *narrator) line(text string) {
	fmt.Fprintln(n.w, text)
	n.lines++
}
