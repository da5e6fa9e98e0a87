package cardbattle

import (
	"fmt"
	"slices"

	"menagerie/game"
)

// WithSeatCard returns a copy of the game in which seat's copies of the
// named card play without their ability ("vanilla": the same name, tier,
// power, hat and copies), every other seat's as printed. The tier decks are
// shared, so a card cannot be taken out for one seat only ("remove").
func (g *Game) WithSeatCard(seat int, card, change string) (game.Game, error) {
	if seat < 0 || seat >= g.players {
		return nil, fmt.Errorf("seat %d is not one of the %d seats", seat, g.players)
	}
	id, ok := g.set.Lookup(card)
	if !ok {
		return nil, fmt.Errorf("the card set has no card %q", card)
	}
	if change != "vanilla" {
		return nil, fmt.Errorf("a card can be changed for one seat only by making it vanilla (the tier decks are shared); %q is not that", change)
	}
	if g.set.Cards[id].Ability.Trigger == TriggerNone {
		return nil, fmt.Errorf("%s has no ability to take away", g.set.Cards[id].Name)
	}
	out := *g
	out.seatCards = slices.Clone(g.seatCards)
	out.seatCards[seat] = slices.Clone(g.seatCards[seat])
	out.seatCards[seat][id].Ability = Ability{}
	out.variant += fmt.Sprintf("+P%d %s vanilla", seat+1, g.set.Cards[id].Name)
	return &out, nil
}

// cardsOf are the cards as seat p's copies play.
func (g *Game) cardsOf(p int) []Card { return g.seatCards[p] }
