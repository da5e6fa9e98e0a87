package tableau

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
)

// CardSet is a validated, immutable set of card types.
type CardSet struct {
	// File names the card file the set was read from ("+" joins the files
	// of a set with its extension).
	File string
	// Set is the set's name.
	Set string
	// Cards is indexed by CardID; Cards[0] is an unused placeholder.
	Cards []Card

	byName map[string]CardID
	traits []traits
	// chocolate is the food that counts as a card of its stack (level_up),
	// or 0; a set has at most one.
	chocolate CardID
	hash      string
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

// Hash identifies the set's content (every rule-relevant field of every
// card).
func (cs *CardSet) Hash() string { return cs.hash }

// IDs returns every card id in the set, in file order.
func (cs *CardSet) IDs() []CardID {
	ids := make([]CardID, 0, len(cs.Cards)-1)
	for i := 1; i < len(cs.Cards); i++ {
		ids = append(ids, CardID(i))
	}
	return ids
}

// Count returns the number of cards of a kind, copies included.
func (cs *CardSet) Count(kind Kind) int {
	n := 0
	for i := 1; i < len(cs.Cards); i++ {
		if cs.Cards[i].Kind == kind {
			n += cs.Cards[i].Copies
		}
	}
	return n
}

// DeckCards returns the whole deck (copies expanded) in id order.
func (cs *CardSet) DeckCards() []CardID {
	var out []CardID
	for i := 1; i < len(cs.Cards); i++ {
		for k := 0; k < cs.Cards[i].Copies; k++ {
			out = append(out, CardID(i))
		}
	}
	return out
}

// With returns a new set holding cs's cards followed by ext's; a name in
// both is an error.
func (cs *CardSet) With(ext *CardSet) (*CardSet, error) {
	out := &CardSet{File: cs.File + "+" + ext.File, Set: cs.Set + "+" + ext.Set, Cards: append([]Card(nil), cs.Cards...)}
	for _, c := range ext.Cards[1:] {
		if _, dup := cs.Lookup(c.Name); dup {
			return nil, fmt.Errorf("card %q of set %s is also in set %s", c.Name, ext.Set, cs.Set)
		}
		if len(out.Cards) > MaxCardTypes {
			return nil, fmt.Errorf("sets %s and %s together have more than %d card types", cs.Set, ext.Set, MaxCardTypes)
		}
		c.ID = CardID(len(out.Cards))
		out.Cards = append(out.Cards, c)
	}
	out.finish()
	if cs.chocolate != 0 && ext.chocolate != 0 {
		return nil, fmt.Errorf("sets %s and %s both have a level_up food; a game has at most one", cs.Set, ext.Set)
	}
	return out, nil
}

// finish indexes the set by name, compiles the abilities and computes the
// hash.
func (cs *CardSet) finish() {
	cs.byName = make(map[string]CardID, len(cs.Cards))
	cs.traits = make([]traits, len(cs.Cards))
	for i := 1; i < len(cs.Cards); i++ {
		c := &cs.Cards[i]
		cs.byName[strings.ToLower(c.Name)] = c.ID
		cs.traits[i] = compileTraits(c)
		if cs.traits[i].levelUp {
			cs.chocolate = c.ID
		}
	}
	cs.hash = cs.computeHash()
}

// computeHash digests every rule-relevant field of every card (not the file
// name, the line numbers or the players' text).
func (cs *CardSet) computeHash() string {
	h := sha256.New()
	fmt.Fprintf(h, "set=%s\n", cs.Set)
	for i := 1; i < len(cs.Cards); i++ {
		c := &cs.Cards[i]
		fmt.Fprintf(h, "%s|%s|%v|%d|%s|%d[", c.Name, c.Kind, c.Power, c.Copies, c.Source, c.Ability.Trigger)
		for _, e := range c.Ability.Effects {
			fmt.Fprintf(h, "%d,%v,%d,%v,%d,%d,%d,%d;", e.Kind, e.Amount, e.Target, e.Optional, e.Count, e.Per, e.If, e.Immune)
		}
		fmt.Fprintf(h, "]\n")
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
