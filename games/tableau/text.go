package tableau

import "menagerie/game"

// CardName names a card of the set: "-" for none, "a hidden card" for one
// withheld from the receiver.
func (g *Game) CardName(c game.Card) string {
	if c == game.Hidden {
		return "a hidden card"
	}
	return g.set.Name(CardID(c))
}

// EventText renders an event as one sentence; Tableau's events are public.
func (g *Game) EventText(d game.Event) string { return eventOf(d).Describe(g.set) }
