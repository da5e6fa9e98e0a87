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
	EventSwap: "swap",
}

// String returns the kind's name.
func (k EventKind) String() string {
	return contract.KindName(eventNames[:], int(k))
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
	d := game.Event{Cards: [4]game.Card{game.Card(e.Card), game.Card(e.Other), game.Card(e.More[0]), game.Card(e.More[1])}}
	contract.Head{Kind: int(e.Kind), Round: e.Turn, Seat: e.Seat, Private: e.Private, Choice: e.Choice}.Put(&d, eventNames[:])
	d.Values[valPos], d.Values[valN] = int32(e.Pos), int32(e.N)
	if e.Private && e.Kind == EventPlace {
		d.Secret = 1 << valPos
	}
	return d
}

// EventOf decodes an event of this game from the contract's data (as data
// encoded it); an unknown kind decodes to kind 0.
func EventOf(d game.Event) Event {
	h := contract.HeadOf(d, eventNames[:])
	return Event{Kind: EventKind(h.Kind), Turn: h.Round, Seat: h.Seat, Private: h.Private, Choice: h.Choice,
		Card: CardID(d.Cards[0]), Other: CardID(d.Cards[1]), More: [2]CardID{CardID(d.Cards[2]), CardID(d.Cards[3])},
		Pos: int(d.Values[valPos]), N: int(d.Values[valN])}
}
