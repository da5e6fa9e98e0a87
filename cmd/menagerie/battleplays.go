package main

import (
	"fmt"
	"io"
	"strings"

	"menagerie/game"
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

// battleDecks gathers the battle decks a Card Battle battle carries in deck
// events as it starts (a seat's deck three cards an event, no sentence of
// their own) and tells each seat's deck in one line: "P1's deck (top
// first): Ant, Fish". The decks lie face up from then on, so every
// receiver gets them.
type battleDecks struct {
	g     *cardbattle.Game
	decks []seatDeck // gathered, in the events' order
}

// seatDeck is one seat's battle deck, card names top first.
type seatDeck struct {
	seat  int
	names []string
}

// add gathers d if it is a deck event and reports whether it was. A nil
// battleDecks (another game) gathers nothing.
func (b *battleDecks) add(d game.Event) bool {
	if b == nil {
		return false
	}
	e := cardbattle.EventOf(d)
	if e.Kind != cardbattle.EventDeck {
		return false
	}
	if n := len(b.decks); n == 0 || b.decks[n-1].seat != e.Seat {
		b.decks = append(b.decks, seatDeck{seat: e.Seat})
	}
	last := &b.decks[len(b.decks)-1]
	for _, c := range [...]cardbattle.CardID{e.Card, e.Card2, e.Card3} {
		if c != 0 {
			last.names = append(last.names, b.g.CardName(game.Card(c)))
		}
	}
	return true
}

// tell writes a line a seat for the decks gathered ("none" for an empty
// one) and forgets them.
func (b *battleDecks) tell(line func(string)) {
	if b == nil {
		return
	}
	for _, d := range b.decks {
		deck := "none"
		if len(d.names) > 0 {
			deck = strings.Join(d.names, ", ")
		}
		line(fmt.Sprintf("P%d's deck (top first): %s", d.seat+1, deck))
	}
	b.decks = b.decks[:0]
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
