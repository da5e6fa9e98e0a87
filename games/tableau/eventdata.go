package tableau

import (
	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Values of a game.Event (docs/tableau.md, "Events"): the slot, then the
// typed event's N and N2.
const (
	valSlot = 0
	valN    = 1
	valN2   = 2
)

// data encodes the event as the contract's data. Everything in Tableau
// happens face up: no event is private.
func (e Event) data() game.Event {
	d := game.Event{Cards: [4]game.Card{game.Card(e.Card), game.Card(e.Card2)}}
	contract.Head{Kind: int(e.Kind), Round: e.Round, Seat: e.Seat, Choice: e.Choice}.Put(&d, eventNames[:])
	d.Cause = game.Card(e.Cause)
	if e.Kind == EventAbility {
		d.Cause = game.Card(e.Card) // the card whose ability it is
	}
	d.Values[valSlot], d.Values[valN], d.Values[valN2] = int32(e.Slot), int32(e.N), int32(e.N2)
	return d
}

// eventOf decodes what data encoded; an unknown kind decodes to kind 0.
func eventOf(d game.Event) Event {
	h := contract.HeadOf(d, eventNames[:])
	e := Event{Kind: EventKind(h.Kind), Round: h.Round, Seat: h.Seat, Choice: h.Choice,
		Card: CardID(d.Cards[0]), Card2: CardID(d.Cards[1]),
		Slot: int(d.Values[valSlot]), N: int(d.Values[valN]), N2: int(d.Values[valN2])}
	if e.Kind != EventAbility {
		e.Cause = CardID(d.Cause)
	}
	return e
}
