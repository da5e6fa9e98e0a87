package tableau

import (
	"fmt"
	"slices"

	"menagerie/game"
)

// WithSeatCard returns a copy of the game in which seat's copies of the
// named card play without their ability ("vanilla": the same name, kind,
// power and copies), every other seat's as printed. A seat's copies are the
// cards in its tableau (a stack's animal and food) and the card it takes or
// places. The market is shared, so a card cannot be taken out for one seat
// only ("remove").
func (g *Game) WithSeatCard(seat int, card, change string) (game.Game, error) {
	if seat < 0 || seat >= g.r.players {
		return nil, fmt.Errorf("seat %d is not one of the %d seats", seat, g.r.players)
	}
	id, ok := g.set.Lookup(card)
	if !ok {
		return nil, fmt.Errorf("the card set has no card %q", card)
	}
	c := g.set.Cards[id]
	switch {
	case change != "vanilla":
		return nil, fmt.Errorf("a card can be changed for one seat only by making it vanilla (the market is shared); %q is not that", change)
	case c.Ability.Trigger == TriggerNone && len(c.Ability.Effects) == 0:
		return nil, fmt.Errorf("%s has no ability to take away", c.Name)
	}
	c.Ability = Ability{}
	out := *g
	out.seatTraits = slices.Clone(g.seatTraits)
	out.seatTraits[seat] = slices.Clone(g.seatTraits[seat])
	out.seatTraits[seat][id] = compileTraits(&c)
	out.variant += fmt.Sprintf("+P%d %s vanilla", seat+1, c.Name)
	return &out, nil
}

// traitsOf are the cards' abilities as seat p's copies play.
func (g *Game) traitsOf(p int) []traits { return g.seatTraits[p] }
