package dojo

import (
	"menagerie/game"
	"menagerie/games/internal/contract"
)

// eventNames are the kinds' names in the contract's events.
var eventNames = [...]string{
	EventTurn: "turn", EventPlace: "place", EventPlay: "play", EventDiscard: "discard",
	EventAnimal: "animal", EventAttack: "attack", EventExercise: "exercise", EventFail: "fail",
	EventDodge: "dodge", EventDamage: "damage", EventHeal: "heal", EventDefeat: "defeat",
	EventBurn: "burn", EventUpgrade: "upgrade", EventReshuffle: "reshuffle", EventFlip: "flip",
	EventWin: "win", EventCap: "cap", EventFirstPlayer: "first_player", EventPass: "pass",
}

// String returns the kind's name.
func (k EventKind) String() string {
	if int(k) < len(eventNames) && eventNames[k] != "" {
		return eventNames[k]
	}
	return "unknown"
}

// Values of a game.Event (docs/dojo.md, "Events"): the zone position, then
// the typed event's N.
const (
	valPos = 0
	valN   = 1
)

// data encodes the event as the contract's data; a secret placement hides
// its position with its card.
func (e Event) data() game.Event {
	d := game.Event{
		Kind:   e.Kind.String(),
		Round:  int32(e.Turn),
		Seat:   contract.Seat(e.Seat),
		Target: game.Nobody,
		Cards:  [4]game.Card{game.Card(e.Card), game.Card(e.Other)},
		Choice: e.Choice,
	}
	d.Values[valPos], d.Values[valN] = int32(e.Pos), int32(e.N)
	if e.Private {
		d.Private = game.SeatSet(game.Player(e.Seat))
		d.Secret = 1 << valPos
	}
	return d
}

// EventOf decodes an event of this game from the contract's data (as data
// encoded it); an unknown kind decodes to kind 0.
func EventOf(d game.Event) Event {
	e := Event{
		Kind:    EventKind(contract.Kind(eventNames[:], d.Kind)),
		Turn:    int(d.Round),
		Seat:    contract.SeatOf(d.Seat),
		Pos:     int(d.Values[valPos]),
		Card:    CardID(d.Cards[0]),
		Other:   CardID(d.Cards[1]),
		N:       int(d.Values[valN]),
		Private: d.Private != 0,
		Choice:  d.Choice,
	}
	return e
}
