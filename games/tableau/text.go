package tableau

import (
	"menagerie/game"
	"menagerie/games/internal/eventcodec"
)

// CardName names a card of the set: "-" for none, "a hidden card" for one
// withheld from the receiver.
func (g *Game) CardName(c game.Card) string {
	return eventcodec.CardName(c, func(id int) string { return g.set.Name(CardID(id)) })
}

// EventText renders an event as one sentence; Tableau's events are public.
func (g *Game) EventText(d game.Event) string { return eventOf(d).Describe(g.set) }
