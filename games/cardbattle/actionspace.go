package cardbattle

import (
	"slices"

	"menagerie/game"
)

// ActionSpace appends every action a seat may be offered with this card
// set, in increasing order: the shop's fixed moves, a sale and a placement
// per card, each card's own ability and its set-aside effects, and every
// Triple of three pets (ids a <= b <= c) that share a hat. Actions keep
// their numbers, so records are unchanged; the list gives each an index.
func (g *Game) ActionSpace(dst []game.Action) []game.Action {
	start := len(dst)
	for a := actBuyDisplay; a <= actKeepSecond; a++ {
		dst = append(dst, a)
	}
	cards := g.set.Cards
	for id := 1; id < len(cards); id++ {
		c := &cards[id]
		if c.Kind == KindPet {
			dst = append(dst, actSellBase+game.Action(id))
		}
		dst = append(dst, actPlaceBase+game.Action(id))
		if c.Ability.Trigger != TriggerNone {
			dst = append(dst, abilityAction(CardID(id), c.Ability.Trigger, false))
		}
		dst = append(dst, abilityAction(CardID(id), TriggerPlay, true))
	}
	dst = g.tripleSpace(dst)
	slices.Sort(dst[start:])
	return dst
}

// tripleSpace appends every Triple the card set allows: each multiset of
// three pets wearing the same hat.
func (g *Game) tripleSpace(dst []game.Action) []game.Action {
	cards := g.set.Cards
	hatted := func(id int) bool { return cards[id].Kind == KindPet && cards[id].Hat >= 0 }
	for a := 1; a < len(cards); a++ {
		if !hatted(a) {
			continue
		}
		for b := a; b < len(cards); b++ {
			if !hatted(b) || cards[b].Hat != cards[a].Hat {
				continue
			}
			for c := b; c < len(cards); c++ {
				if hatted(c) && cards[c].Hat == cards[a].Hat {
					dst = append(dst, tripleAction(CardID(a), CardID(b), CardID(c)))
				}
			}
		}
	}
	return dst
}
