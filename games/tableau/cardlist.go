package tableau

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/game"
)

// CardView is one card as the card list gives it to programs (JSON): Card
// Battle's fields where they apply, with power and values per level.
type CardView struct {
	Name    string `json:"name"`
	Pack    string `json:"pack"`
	Kind    string `json:"kind"`
	Power   []int  `json:"power"`
	Copies  int    `json:"copies"`
	Trigger string `json:"trigger"`
	Values  []int  `json:"values"`
	Source  string `json:"source"`
	Ability string `json:"ability"`
	// Icon is the icon the card file names for the card's art, if any.
	Icon string `json:"icon,omitempty"`
}

// listCards lays out a card set, or without one the built-in classic set
// and the designed extension, a blank line between sets; power and ability
// values are given per level as L1/L2/L3.
func listCards(cards game.CardSet, _ game.Options) (game.CardList, error) {
	sets := []*CardSet{Classic(), Designed()}
	if set, ok := cards.(*CardSet); ok && set != nil {
		sets = []*CardSet{set}
	}
	table := game.Table{Header: []string{"NAME", "PACK", "KIND", "POWER", "COPIES", "TRIGGER", "VALUES", "SOURCE", "ABILITY"}}
	var views []CardView
	var footer strings.Builder
	for i, set := range sets {
		if i > 0 {
			table.Rows = append(table.Rows, nil)
		}
		for _, id := range set.IDs() {
			c := set.Card(id)
			v := CardView{Name: c.Name, Pack: c.Set, Kind: c.Kind.String(), Copies: c.Copies,
				Trigger: c.Ability.Trigger.String(), Source: c.Source, Ability: c.Text, Icon: c.Icon}
			power, values, trigger := "-", "-", v.Trigger
			if c.IsAnimal() {
				v.Power = c.Power[:]
				power = levelsText(c.Power)
			}
			if vals, ok := abilityValues(c); ok {
				v.Values = vals[:]
				values = levelsText(vals)
			}
			if trigger == "" {
				trigger = "-"
			}
			views = append(views, v)
			table.Rows = append(table.Rows, []string{c.Name, c.Set, c.Kind.String(), power, strconv.Itoa(c.Copies),
				trigger, values, c.Source, c.Text})
		}
		animals, foods := set.types()
		fmt.Fprintf(&footer, "%s: %d animals (%d cards) and %d foods (%d cards)\n", set.Set,
			animals, set.Count(KindAnimal), foods, set.Count(KindFood))
	}
	return game.CardList{Tables: []game.Table{table}, Footer: footer.String(), JSON: views}, nil
}

// abilityValues returns the per-level values of a card's ability (its
// first effect with a value), if it has any.
func abilityValues(c *Card) ([MaxLevel]int, bool) {
	for _, e := range c.Ability.Effects {
		if e.Amount != [MaxLevel]int{} {
			return e.Amount, true
		}
	}
	return [MaxLevel]int{}, false
}

// levelsText writes values as "1/2/3".
func levelsText(v [MaxLevel]int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, "/")
}
