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
	d := game.Event{
		Kind:   e.Kind.String(),
		Round:  int32(e.Round),
		Seat:   contract.Seat(e.Seat),
		Target: game.Nobody,
		Cards:  [4]game.Card{game.Card(e.Card), game.Card(e.Card2)},
		Choice: e.Choice,
	}
	d.Cause = game.Card(e.Cause)
	if e.Kind == EventAbility {
		d.Cause = game.Card(e.Card) // the card whose ability it is
	}
	d.Values[valSlot], d.Values[valN], d.Values[valN2] = int32(e.Slot), int32(e.N), int32(e.N2)
	return d
}

// eventOf decodes what data encoded; an unknown kind decodes to kind 0.
func eventOf(d game.Event) Event {
	e := Event{
		Kind:   EventKind(contract.Kind(eventNames[:], d.Kind)),
		Round:  int(d.Round),
		Seat:   contract.SeatOf(d.Seat),
		Card:   CardID(d.Cards[0]),
		Card2:  CardID(d.Cards[1]),
		Slot:   int(d.Values[valSlot]),
		N:      int(d.Values[valN]),
		N2:     int(d.Values[valN2]),
		Choice: d.Choice,
	}
	if e.Kind != EventAbility {
		e.Cause = CardID(d.Cause)
	}
	return e
}
