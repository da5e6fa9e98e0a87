package cardbattle

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
)

// MaxCopies is the most copies of one card a pack may hold.
const MaxCopies = 40

// CardSet is a validated, immutable set of card types.
type CardSet struct {
	// File names the card file the set was read from.
	File string
	// Pack is the pack name of the file.
	Pack string
	// Hats lists the hats pets may wear.
	Hats []string
	// Cards is indexed by CardID; Cards[0] is an unused placeholder.
	Cards []Card

	byName map[string]CardID
	// payment is the card the Sell action pays with (sale_payment).
	payment CardID
	// reserve is the pet a side out of cards plays while it holds Trumpets
	// (reserve: trumpets), 0 when the set has none.
	reserve CardID
	hash    string
}

// Card returns the card with the given id.
func (cs *CardSet) Card(id CardID) *Card { return &cs.Cards[id] }

// Name returns the name of a card, or "-" for no card.
func (cs *CardSet) Name(id CardID) string {
	if id == 0 || int(id) >= len(cs.Cards) {
		return "-"
	}
	return cs.Cards[id].Name
}

// Lookup finds a card by name, ignoring case and surrounding space.
func (cs *CardSet) Lookup(name string) (CardID, bool) {
	id, ok := cs.byName[strings.ToLower(strings.TrimSpace(name))]
	return id, ok
}

// Hash identifies the set's content (every field of every card).
func (cs *CardSet) Hash() string { return cs.hash }

// SalePayment is the supply food the Sell action pays with (the Apple in
// the built-in cards): the card marked sale_payment.
func (cs *CardSet) SalePayment() CardID { return cs.payment }

// IDs returns every card id in the set in file order.
func (cs *CardSet) IDs() []CardID {
	ids := make([]CardID, 0, len(cs.Cards)-1)
	for i := 1; i < len(cs.Cards); i++ {
		ids = append(ids, CardID(i))
	}
	return ids
}

// TierCards returns the cards of a tier deck (copies expanded) in id order.
func (cs *CardSet) TierCards(tier int) []CardID {
	var out []CardID
	for i := 1; i < len(cs.Cards); i++ {
		c := &cs.Cards[i]
		if c.Tier == tier {
			for k := 0; k < c.Copies; k++ {
				out = append(out, c.ID)
			}
		}
	}
	return out
}

// checkTierDecks reports a tier whose cards (copies counted) do not fit in
// a tier deck. A card file is checked with it as it is read, and New checks
// any set it is given the same way.
func (cs *CardSet) checkTierDecks() error {
	for t := 1; t <= NumRounds; t++ {
		n := 0
		for i := 1; i < len(cs.Cards); i++ {
			if c := &cs.Cards[i]; c.Tier == t {
				n += c.Copies
			}
		}
		if n > pileCap {
			return fmt.Errorf("tier %d has %d cards (copies counted); at most %d fit in a tier deck", t, n, pileCap)
		}
	}
	return nil
}

// Count returns the number of cards (copies included) of a kind in tiers 1-6.
func (cs *CardSet) Count(kind Kind) int {
	n := 0
	for i := 1; i < len(cs.Cards); i++ {
		if c := &cs.Cards[i]; c.Kind == kind && c.Tier > 0 {
			n += c.Copies
		}
	}
	return n
}

// finish indexes the set by name and finds the cards the rules use by
// their fields: the Sell action's payment and the reserve pet.
func (cs *CardSet) finish() {
	cs.byName = make(map[string]CardID, len(cs.Cards))
	for i := 1; i < len(cs.Cards); i++ {
		c := &cs.Cards[i]
		cs.byName[strings.ToLower(c.Name)] = c.ID
		if c.SalePayment && cs.payment == 0 {
			cs.payment = c.ID
		}
		if c.Reserve && cs.reserve == 0 {
			cs.reserve = c.ID
		}
	}
}

// computeHash digests every rule-relevant field of every card (not the file
// name, the line numbers or the players' text).
func (cs *CardSet) computeHash() string {
	h := sha256.New()
	fmt.Fprintf(h, "pack=%s hats=%v\n", cs.Pack, cs.Hats)
	for i := 1; i < len(cs.Cards); i++ {
		c := &cs.Cards[i]
		fmt.Fprintf(h, "%s|%s|%s|%d|%d|%d|%d|%v|%s|%d|%d|%d|%d|%d|%d|%d\n", c.Name, c.Pack, c.Kind, c.Tier, c.Power, c.Hat,
			c.Copies, c.Perk, c.Source, c.TakenWhenAttacked, c.DealtWhenAttacking, c.Ability.Trigger, c.Ability.Cond, c.Ability.CondArg,
			c.Ability.Cost, c.Ability.CostN)
		fmt.Fprintf(h, "%v|%v|%d|%d|%v|%v\n", c.PowerFromTrumpets, c.Reserve, c.Ailment.Taken, c.Ailment.Dealt, c.Apples, c.SalePayment)
		for _, list := range [][]Effect{c.Ability.Effects, c.Ability.Later} {
			fmt.Fprintf(h, "[")
			for _, e := range list {
				fmt.Fprintf(h, "%d,%d,%d,%d,%d,%d,%d;", e.Kind, e.Card, e.Count, e.Place, e.Target, e.Per, e.Max)
			}
			fmt.Fprintf(h, "]")
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
