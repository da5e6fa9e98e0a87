package cardbattle

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

// EventText renders an event as one sentence, as its receiver may know it;
// a deck event, data for programs that the battle's plays tell in words,
// has none ("").
func (g *Game) EventText(d game.Event) string {
	e := eventOf(d)
	if e.Kind == EventDeck {
		return ""
	}
	if !d.Redacted {
		return e.Describe(g.set)
	}
	who := fmt.Sprintf("P%d", e.Seat+1)
	switch e.Kind {
	case EventBuyBlind:
		return who + " buys the top card of the shop deck"
	case EventKeep:
		return who + " keeps one of the two cards drawn"
	case EventPlace:
		return fmt.Sprintf("%s places their card number %d in their deck", who, e.N)
	}
	return fmt.Sprintf("%s: something hidden happens (%s)", who, e.Kind)
}
