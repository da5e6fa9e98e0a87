package cardbattle

import (
	"strconv"

	"menagerie/game"
)

// Action encoding. Shop actions are small numbers; actions naming a card add
// its id to a base; a Triple packs three card ids.
const (
	actBuyDisplay  game.Action = 0 // + display slot 0-3
	actBuyBlind    game.Action = 4
	actPass        game.Action = 5
	actSellDone    game.Action = 6
	actKeepFirst   game.Action = 7
	actKeepSecond  game.Action = 8
	actSellBase    game.Action = 256  // + card id: reveal this pet for the sale
	actPlaceBase   game.Action = 512  // + card id: put it next in the battle deck
	actRockBase    game.Action = 1024 // + total rocks rolled (chance)
	actCoinBase    game.Action = 1536 // + 0 or 1: which seat of the pair is First Player (chance)
	actAbilityBase game.Action = 2048 // + card id<<5 | set-aside<<4 | trigger: resolve this ability next
	actTripleBase  game.Action = 1 << 24
)

func tripleAction(a, b, c CardID) game.Action {
	return actTripleBase + game.Action(a)<<16 + game.Action(b)<<8 + game.Action(c)
}

// abilityAction is the choice to resolve a waiting ability next.
func abilityAction(card CardID, trig Trigger, later bool) game.Action {
	return actAbilityBase + game.Action(card)<<5 + game.Action(b2u(later))<<4 + game.Action(trig)
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
		return "buy " + cs.Name(s.display[slot]) + " (display slot " + strconv.Itoa(slot+1) + ")"
	case a == actBuyBlind:
		return "buy the top card of the shop deck, unseen"
	case a == actPass:
		return "pass"
	case a == actSellDone:
		return "finish selling"
	case a == actKeepFirst || a == actKeepSecond:
		i := int(a - actKeepFirst)
		return "keep " + cs.Name(s.tripleDraw[i])
	case a >= actSellBase && a < actSellBase+256:
		return "sell " + cs.Name(CardID(a-actSellBase))
	case a >= actPlaceBase && a < actPlaceBase+256:
		return "place " + cs.Name(CardID(a-actPlaceBase)) + " next in the deck"
	case a >= actRockBase && a < actRockBase+256:
		return "roll " + strconv.Itoa(int(a-actRockBase)) + " rocks"
	case a == actCoinBase || a == actCoinBase+1:
		if s.phase == phaseCoin {
			return "coin flip: P" + strconv.Itoa(int(s.pairing()[a-actCoinBase])+1) + " is First Player"
		}
		return "coin flip " + strconv.Itoa(int(a-actCoinBase))
	case a >= actAbilityBase && a < actAbilityBase+256<<5:
		m, _ := DecodeAction(a)
		return "resolve " + AbilityName(cs, m.Card, m.Trigger, m.Later) + " next"
	case a >= actTripleBase:
		x, y, z := tripleCards(a)
		return "triple " + cs.Name(x) + ", " + cs.Name(y) + " and " + cs.Name(z)
	}
	return "action " + strconv.Itoa(int(a))
}

// MoveKind is the kind of a decoded action.
type MoveKind uint8

// Move kinds.
const (
	MoveBuyDisplay MoveKind = iota + 1
	MoveBuyBlind
	MovePass
	MoveSell     // reveal one more pet for the Sell action in progress
	MoveSellDone // finish the Sell action
	MoveTriple
	MoveKeep // keep one of the two cards drawn by a Triple
	MovePlace
	MoveRocks // a chance outcome: rocks rolled
	MoveCoin  // a chance outcome: Slot 0 or 1 of the battle's pair plays first
	// MoveAbility resolves one of the player's waiting simultaneous
	// abilities next: Card's Trigger ability, or with Later the effects of
	// the set-aside Card.
	MoveAbility
)

// Move is an action decoded: Slot for display buys and keeps (0-based),
// Card for sells and placements, Cards for a Triple, Rocks for a roll, Card,
// Trigger and Later for the ability to resolve next.
type Move struct {
	Kind    MoveKind
	Slot    int
	Card    CardID
	Cards   [3]CardID
	Rocks   int
	Trigger Trigger
	Later   bool
}

// DecodeAction says what an action does; ok is false for a number that is no
// Card Battle action.
func DecodeAction(a game.Action) (m Move, ok bool) {
	ok = m.Decode(a)
	return m, ok
}

// Decode sets m to what a does, as DecodeAction returns it, and reports
// whether a is a Card Battle action. Decoding in place spares a hot loop
// the copy of a returned Move.
func (m *Move) Decode(a game.Action) bool {
	*m = Move{}
	switch {
	case a < 0:
		return false
	case a < actBuyDisplay+displaySize:
		m.Kind, m.Slot = MoveBuyDisplay, int(a-actBuyDisplay)
	case a == actBuyBlind:
		m.Kind = MoveBuyBlind
	case a == actPass:
		m.Kind = MovePass
	case a == actSellDone:
		m.Kind = MoveSellDone
	case a == actKeepFirst || a == actKeepSecond:
		m.Kind, m.Slot = MoveKeep, int(a-actKeepFirst)
	case a >= actSellBase && a < actSellBase+256:
		m.Kind, m.Card = MoveSell, CardID(a-actSellBase)
	case a >= actPlaceBase && a < actPlaceBase+256:
		m.Kind, m.Card = MovePlace, CardID(a-actPlaceBase)
	case a >= actRockBase && a < actRockBase+256:
		m.Kind, m.Rocks = MoveRocks, int(a-actRockBase)
	case a == actCoinBase || a == actCoinBase+1:
		m.Kind, m.Slot = MoveCoin, int(a-actCoinBase)
	case a >= actAbilityBase && a < actAbilityBase+256<<5:
		v := a - actAbilityBase
		trig := Trigger(v & 15)
		if trig == TriggerNone || int(trig) >= len(triggerNames) {
			return false
		}
		m.Kind, m.Card, m.Trigger, m.Later = MoveAbility, CardID(v>>5), trig, v&16 != 0
	case a >= actTripleBase && a < actTripleBase+1<<24:
		x, y, z := tripleCards(a)
		m.Kind, m.Cards = MoveTriple, [3]CardID{x, y, z}
	default:
		return false
	}
	return true
}

// Action encodes a move; it is the inverse of DecodeAction.
func (m Move) Action() game.Action {
	switch m.Kind {
	case MoveBuyDisplay:
		return actBuyDisplay + game.Action(m.Slot)
	case MoveBuyBlind:
		return actBuyBlind
	case MovePass:
		return actPass
	case MoveSell:
		return actSellBase + game.Action(m.Card)
	case MoveSellDone:
		return actSellDone
	case MoveTriple:
		return tripleAction(m.Cards[0], m.Cards[1], m.Cards[2])
	case MoveKeep:
		return actKeepFirst + game.Action(m.Slot)
	case MovePlace:
		return actPlaceBase + game.Action(m.Card)
	case MoveRocks:
		return actRockBase + game.Action(m.Rocks)
	case MoveCoin:
		return actCoinBase + game.Action(m.Slot)
	case MoveAbility:
		return abilityAction(m.Card, m.Trigger, m.Later)
	}
	return -1
}
