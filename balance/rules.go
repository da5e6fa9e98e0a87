package balance

import (
	"fmt"

	"menagerie/game"
)

// rules says, for one game, what its events and views mean to the lab,
// as its declared model says: which labelled actions offer a card to the
// seat to act, which events mean the seat took a card, which seat is the
// First Player and which cards a seat still holds at the end. Everything
// else is the same for every game.
type rules struct {
	// offers are the label kinds whose cards are offered to the seat to
	// act (the first card of each such label): the game's declared Offer
	// labels.
	offers []string
	// picks are the event kinds whose first card the event's seat took:
	// the game's declared taking events.
	picks []string
	// first is the table counter that names the seat going first, read
	// from the spectator's table view before the first action ("": none).
	first string
	// kept are the zones whose cards a seat holds at the end, read from
	// the seat's table view of the game's end.
	kept []string
	// keeping are the event kinds that give a seat's card back as the
	// game ends (Tableau sells every stack at the end): their first card
	// counts as kept when no event of a settling kind follows them.
	keeping, settling []string
}

// rulesFor returns the lab's rules for a game, read from its declared
// model.
func rulesFor(def *game.Definition) (*rules, error) {
	s := def.Schema
	if s == nil {
		return nil, fmt.Errorf("the game %q declares no model for the balance lab to read", def.Name)
	}
	return &rules{offers: s.LabelsOf(game.Offer), picks: s.Taking(), first: s.FirstSeat, kept: s.KeptZones(),
		keeping: s.Keeping(), settling: s.Settling()}, nil
}
