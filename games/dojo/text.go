package dojo

import (
	"fmt"

	"menagerie/game"
	"menagerie/games/internal/eventcodec"
)

// CardName names a card of the set: "-" for none, "a hidden card" for one
// withheld from the receiver.
func (g *Game) CardName(c game.Card) string {
	return eventcodec.CardName(c, func(id int) string { return g.set.Name(CardID(id)) })
}

// EventText renders an event as one sentence, as its receiver may know it:
// an opponent's secret placement reads "P2 places a starting animal".
func (g *Game) EventText(d game.Event) string {
	e := eventOf(d)
	if d.Redacted && e.Kind == EventPlace {
		return fmt.Sprintf("P%d places a starting animal", e.Seat+1)
	}
	return e.Describe(g.set)
}
