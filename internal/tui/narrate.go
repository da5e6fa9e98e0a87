// Package tui is Menagerie's line-oriented terminal interface: the game in
// which people play any registered game against bots or each other over a
// session (with Card Battle's and Dojo's own dialogs) and Card Battle's
// play-by-play narrator that shows a game as one seat sees it. It reads
// lines and writes plain text, so it works as well through a pipe as on a
// terminal.
package tui

import (
	"fmt"
	"io"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
)

// Narrator writes a Card Battle play-by-play as one seat sees it, from
// the events a session hands that seat (already redacted for it): every
// public event, the seat's own private events and the card it keeps after
// a Triple, and in place of another seat's hidden card a sentence that
// does not name it.
type Narrator struct {
	w     io.Writer
	g     *cardbattle.Game
	cs    *cardbattle.CardSet
	round int
	prev  cardbattle.EventKind
	// decks gathers each seat's battle deck from the deck events that
	// follow a battle's start, until the next event prints them.
	decks    [][]cardbattle.CardID
	hasDecks bool
}

// newSeatNarrator narrates g to w from the events a seat may see, as a
// session hands them out.
func newSeatNarrator(w io.Writer, g *cardbattle.Game) *Narrator {
	return &Narrator{w: w, g: g, cs: g.Cards(), decks: make([][]cardbattle.CardID, g.NumPlayers())}
}

// header starts a new round's section when round changes.
func (n *Narrator) header(round int) {
	if round != n.round {
		fmt.Fprintf(n.w, "\n== round %d ==\n", round)
		n.round = round
	}
}

// Events narrates a batch of events as the seat may see them. Choice
// events are left out but for the keep after a Triple, which no other
// event tells.
func (n *Narrator) Events(batch []game.Event) {
	for _, d := range batch {
		if d.Choice && cardbattle.EventOf(d).Kind != cardbattle.EventKeep {
			continue
		}
		n.event(d)
	}
	n.printDecks()
}

// event narrates one event.
func (n *Narrator) event(d game.Event) {
	e := cardbattle.EventOf(d)
	if e.Kind == cardbattle.EventDeck {
		for _, id := range [...]cardbattle.CardID{e.Card, e.Card2, e.Card3} {
			if id != 0 {
				n.decks[e.Seat] = append(n.decks[e.Seat], id)
			}
		}
		n.hasDecks = true
		return
	}
	n.printDecks()
	n.header(e.Round)
	switch {
	case e.Kind == cardbattle.EventShopOpens:
		// The round header says it.
		return
	case e.Kind == cardbattle.EventBattleStarts:
		fmt.Fprintln(n.w)
	case isPlay(e.Kind) && !isPlay(n.prev):
		fmt.Fprintln(n.w)
	}
	n.prev = e.Kind
	n.line("%s", n.g.EventText(d))
}

// printDecks prints the battle decks gathered since the battle started:
// they are placed face up, so from here every order is public.
func (n *Narrator) printDecks() {
	if !n.hasDecks {
		return
	}
	for p, d := range n.decks {
		n.line("P%d's deck (top first): %s", p+1, cardList(n.cs, d))
		n.decks[p] = d[:0]
	}
	n.hasDecks = false
}

func (n *Narrator) line(format string, args ...any) {
	fmt.Fprintf(n.w, format+"\n", args...)
}

// isPlay reports whether an event belongs to a battle's Play step, in which
// cards enter an empty active zone.
func isPlay(k cardbattle.EventKind) bool {
	return k == cardbattle.EventPlayFood || k == cardbattle.EventPlayPet || k == cardbattle.EventPerkReplaced
}

// cardList joins card names with commas, or says "none".
func cardList(cs *cardbattle.CardSet, ids []cardbattle.CardID) string {
	if len(ids) == 0 {
		return "none"
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = cs.Name(id)
	}
	return strings.Join(names, ", ")
}
