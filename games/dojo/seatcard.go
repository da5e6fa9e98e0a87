package dojo

import (
	"fmt"

	"menagerie/game"
)

// WithSeatCard returns a copy of the duel in which seat's deck is dealt
// without the named card ("remove"), the other seat's as printed: the deck
// is shuffled as printed and the card's copies then taken out, so that the
// seat draws its other cards in the same order. Only a
// dojo, health or item card can be left out: an animal's family is in the
// zone from the start. Dojo's cards have no ability to take away, so
// "vanilla" is refused.
func (g *Game) WithSeatCard(seat int, card, change string) (game.Game, error) {
	if g.r.solo || seat < 0 || seat > 1 {
		return nil, fmt.Errorf("seat %d is not one of the duel's 2 seats", seat)
	}
	id, ok := g.set.Lookup(card)
	switch {
	case !ok:
		return nil, fmt.Errorf("the card set has no card %q", card)
	case change != "remove":
		return nil, fmt.Errorf("a card can be changed for one seat only by removing it (its cards have no ability to take away); %q is not that", change)
	case g.set.Card(id).IsAnimal():
		return nil, fmt.Errorf("%s is an animal, whose family is in the zone from the start: it cannot be left out of one seat's cards", g.set.Name(id))
	}
	out := *g
	out.left[seat] = id
	out.variant += fmt.Sprintf("+P%d without %s", seat+1, g.set.Name(id))
	return &out, nil
}
