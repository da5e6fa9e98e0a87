package cardbattle

import (
	"fmt"

	"menagerie/game"
)

// Action encoding. Shop actions are small numbers; actions naming a card add
// its id to a base; a Triple packs three card ids.
const (
	actBuyDisplay game.Action = 0 // + display slot 0-3
	actBuyBlind   game.Action = 4
	actPass       game.Action = 5
	actSellDone   game.Action = 6
	actKeepFirst  game.Action = 7
	actKeepSecond game.Action = 8
	actSellBase   game.Action = 256  // + card id: reveal this pet for the sale
	actPlaceBase  game.Action = 512  // + card id: put it next in the battle deck
	actRockBase   game.Action = 1024 // + total rocks rolled (chance)
	actTripleBase game.Action = 1 << 24
)

func tripleAction(a, b, c CardID) game.Action {
	return actTripleBase + game.Action(a)<<16 + game.Action(b)<<8 + game.Action(c)
}

func tripleCards(a game.Action) (CardID, CardID, CardID) {
	v := a - actTripleBase
	return CardID(v >> 16), CardID(v >> 8), CardID(v)
}

// ActionString describes an action for people.
func (s *State) ActionString(a game.Action) string {
	cs := s.g.set
	switch {
	case a >= actBuyDisplay && a < actBuyDisplay+displaySize:
		slot := int(a - actBuyDisplay)
		return fmt.Sprintf("buy %s (display slot %d)", cs.Name(s.display[slot]), slot+1)
	case a == actBuyBlind:
		return "buy the top card of the shop deck, unseen"
	case a == actPass:
		return "pass"
	case a == actSellDone:
		return "finish selling"
	case a == actKeepFirst || a == actKeepSecond:
		i := int(a - actKeepFirst)
		return fmt.Sprintf("keep %s", cs.Name(s.tripleDraw[i]))
	case a >= actSellBase && a < actSellBase+256:
		return fmt.Sprintf("sell %s", cs.Name(CardID(a-actSellBase)))
	case a >= actPlaceBase && a < actPlaceBase+256:
		return fmt.Sprintf("place %s next in the deck", cs.Name(CardID(a-actPlaceBase)))
	case a >= actRockBase && a < actRockBase+256:
		return fmt.Sprintf("roll %d rocks", int(a-actRockBase))
	case a >= actTripleBase:
		x, y, z := tripleCards(a)
		return fmt.Sprintf("triple %s, %s and %s", cs.Name(x), cs.Name(y), cs.Name(z))
	}
	return fmt.Sprintf("action %d", a)
}
