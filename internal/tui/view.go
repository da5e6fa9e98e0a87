package tui

import (
	"fmt"

	"menagerie/games/cardbattle"
)

// cardInfo describes a card for the "i NAME" command.
func cardInfo(cs *cardbattle.CardSet, name string) string {
	id, ok := cs.Lookup(name)
	if !ok {
		return fmt.Sprintf("no card is called %q", name)
	}
	c := cs.Card(id)
	tier := fmt.Sprintf("tier %d", c.Tier)
	if c.Supply() {
		tier = "supply card"
	}
	kind := c.Kind.String()
	if c.Perk {
		kind = "perk food"
	}
	return fmt.Sprintf("%s: %s, %s, power %d. %s", c.Name, kind, tier, c.Power, c.Text)
}

// labelLegend explains the labels cardLabel writes.
const labelLegend = `Card labels: "Ant (1)" is a pet with power 1; "Apple (+1)" is food that adds 1 power
to the next pet for this battle; "Honey (perk)" is food that stays with the next pet.`
