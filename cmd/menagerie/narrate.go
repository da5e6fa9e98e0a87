package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"menagerie/game"
)

// everyone is the receiver of a full narration: every event in full,
// hidden cards included.
const everyone = game.Nobody

// deckKind is the kind of the events that carry a seat's battle deck as a
// battle starts, up to three cards an event, top first, without a sentence
// (Card Battle's "deck"); the decks lie face up, so every receiver is told
// them.
const deckKind = "deck"

// narrator writes a game's events one sentence a line, in the engine's
// words, under a header each time a new round begins, as one receiver may
// know them: a seat sees its own hidden cards and another seat's hidden
// moves without their cards; everyone sees everything.
type narrator struct {
	w        io.Writer
	g        game.Game
	receiver game.Player // a seat, or everyone
	round    int32       // the round of the last event told
	turns    bool        // the game counts turns, which need no header
	// decks are the battle decks gathered from deck events, in their
	// order, to tell before the next sentence.
	decks []seatDeck
	// choice is a seat's choice to print before the events it causes,
	// under their round's header, or "".
	choice string
	// lines counts the lines written.
	lines int
}

// seatDeck is one seat's battle deck, card names top first.
type seatDeck struct {
	seat  game.Player
	names []string
}

// newNarrator narrates g's events to w as receiver (a seat, or everyone)
// may know them, with round headers unless s, g's declared model, says
// its events count turns (Dojo's "-- turn 3: P2" would only repeat them).
func newNarrator(w io.Writer, g game.Game, s *game.Schema, receiver game.Player) *narrator {
	return &narrator{w: w, g: g, receiver: receiver, turns: s != nil && s.Turns}
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
// other seats'. Events without a sentence are left out, but the battle
// decks, told one line a seat before the next sentence.
func (n *narrator) events(batch []game.Event) {
	for _, e := range batch {
		if n.receiver == everyone {
			if e.Choice {
				continue
			}
		} else {
			e = e.For(n.receiver)
		}
		text := n.g.EventText(e)
		if text == "" {
			if e.Kind == deckKind {
				n.gather(e)
			}
			continue
		}
		n.tellDecks()
		n.header(e.Round)
		n.flush()
		n.line(text)
	}
	n.tellDecks()
	n.flush()
}

// gather adds a deck event's cards to its seat's deck.
func (n *narrator) gather(e game.Event) {
	if k := len(n.decks); k == 0 || n.decks[k-1].seat != e.Seat {
		n.decks = append(n.decks, seatDeck{seat: e.Seat})
	}
	d := &n.decks[len(n.decks)-1]
	for _, c := range e.Cards {
		if c != 0 {
			d.names = append(d.names, n.g.CardName(c))
		}
	}
}

// tellDecks writes a line a seat for the decks gathered ("none" for an
// empty one) and forgets them.
func (n *narrator) tellDecks() {
	for _, d := range n.decks {
		deck := "none"
		if len(d.names) > 0 {
			deck = strings.Join(d.names, ", ")
		}
		n.line(fmt.Sprintf("P%d's deck (top first): %s", d.seat+1, deck))
	}
	n.decks = n.decks[:0]
}

// header starts a new round's section when round is not the last one,
// unless the game counts turns.
func (n *narrator) header(round int32) {
	if round != n.round && !n.turns {
		n.line("\n== round " + strconv.Itoa(int(round)) + " ==")
	}
	n.round = round
}

// line writes one line of text.
func (n *narrator) line(text string) {
	fmt.Fprintln(n.w, text)
	n.lines++
}
