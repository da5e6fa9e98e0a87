package cardbattle

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"menagerie/game"
)

// CardView is one card as the card list gives it to programs (JSON).
type CardView struct {
	Name    string `json:"name"`
	Pack    string `json:"pack"`
	Kind    string `json:"kind"`
	Tier    int    `json:"tier"`
	Power   int    `json:"power"`
	Hat     string `json:"hat"`
	Copies  int    `json:"copies"`
	Perk    bool   `json:"perk"`
	Supply  bool   `json:"supply"`
	Trigger string `json:"trigger"`
	Source  string `json:"source"`
	Ability string `json:"ability"`
	// Icon is the icon the card file names for the card's art, if any.
	Icon string `json:"icon,omitempty"`
}

// listCards lays out a card set, or without one the built-in packs the
// packs option names (all of them when it is not given): supply cards
// first, then tiers 1 to 6, a blank line between tiers.
func listCards(cards game.CardSet, opts game.Options) (game.CardList, error) {
	set, _ := cards.(*CardSet)
	packs, named := opts["packs"]
	switch {
	case set != nil && named:
		return game.CardList{}, errors.New("packs chooses built-in packs and a card file replaces them: give one of them")
	case set == nil && named:
		var err error
		if set, err = Packs(strings.Split(packs, ",")...); err != nil {
			return game.CardList{}, fmt.Errorf("option packs=%s: %w", packs, err)
		}
	case set == nil:
		var err error
		if set, err = Packs(PackNames...); err != nil {
			return game.CardList{}, err
		}
	}
	list := cardsByTier(set)
	table := game.Table{Header: []string{"NAME", "PACK", "KIND", "TIER", "POWER", "HAT", "COPIES", "SOURCE", "ABILITY"}}
	views := make([]CardView, len(list))
	for i, c := range list {
		if i > 0 && c.Tier != list[i-1].Tier {
			table.Rows = append(table.Rows, nil)
		}
		hat := set.hatName(c)
		views[i] = CardView{
			Name: c.Name, Pack: c.Pack, Kind: c.Kind.String(), Tier: c.Tier, Power: c.Power,
			Hat: hat, Copies: c.Copies, Perk: c.Perk, Supply: c.Supply(),
			Trigger: c.Ability.Trigger.String(), Source: c.Source, Ability: c.Text, Icon: c.Icon,
		}
		tier, copies := strconv.Itoa(c.Tier), strconv.Itoa(c.Copies)
		if c.Supply() {
			tier, copies = "supply", "-"
		}
		if hat == "" {
			hat = "-"
		}
		table.Rows = append(table.Rows, []string{c.Name, c.Pack, c.Kind.String(), tier, strconv.Itoa(c.Power),
			hat, copies, c.Source, c.Text})
	}
	footer := fmt.Sprintf("%s: %d card types; tiers 1-6 hold %d pets and %d food (copies counted)\n",
		strings.ReplaceAll(set.Pack, "+", ", "), len(list), set.Count(KindPet), set.Count(KindFood))
	return game.CardList{Tables: []game.Table{table}, Footer: footer, JSON: views}, nil
}

// cardsByTier returns the set's cards ordered by tier, supply (tier 0)
// first, in file order within a tier.
func cardsByTier(set *CardSet) []*Card {
	ids := set.IDs()
	cards := make([]*Card, len(ids))
	for i, id := range ids {
		cards[i] = set.Card(id)
	}
	sort.SliceStable(cards, func(i, j int) bool { return cards[i].Tier < cards[j].Tier })
	return cards
}

// hatName returns the card's hat, or "" when it has none.
func (cs *CardSet) hatName(c *Card) string {
	if c.Hat < 0 || c.Hat >= len(cs.Hats) {
		return ""
	}
	return cs.Hats[c.Hat]
}
