package cardbattle

import (
	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Values of a game.Event, by kind (docs/cardbattle.md, "Events"): N is
// always first; the other slots are shared by kinds that never use them
// together.
const (
	valN       = 0 // amount: slot, power, rocks, damage dealt, trophies
	valN2      = 1 // attack: damage to the second pet; rocks: dice thrown
	valPower   = 2
	valDamage  = 3
	valPower2  = 4 // attack: the second pet's power; ability: trigger; gain, pay: resource; rocks: faces
	valDamage2 = 5 // attack: the second pet's damage; ability: 1 for set aside
)

// data encodes the event as the contract's data.
func (e Event) data() game.Event {
	d := game.Event{Cards: [4]game.Card{game.Card(e.Card), game.Card(e.Card2), game.Card(e.Card3)}}
	contract.Head{Kind: int(e.Kind), Round: e.Round, Seat: e.Seat, Private: e.Private, Choice: e.Choice}.Put(&d, eventNames[:])
	d.Values[valN] = int32(e.N)
	d.Values[valPower], d.Values[valDamage] = int32(e.Power), int32(e.Damage)
	switch e.Kind {
	case EventBattleStarts, EventAddDeck:
		d.Target = contract.Seat(e.Target)
	case EventAttack:
		d.Target = contract.Seat(e.Target)
		d.Values[valN2] = int32(e.N2)
		d.Values[valPower2], d.Values[valDamage2] = int32(e.Power2), int32(e.Damage2)
	case EventRocks:
		d.Values[valN2], d.Values[valPower2] = int32(e.Dice), int32(e.Faces)
	case EventAbility, EventChoose:
		d.Cause = game.Card(e.Card)
		d.Values[valPower2], d.Values[valDamage2] = int32(e.Trigger), int32(b2u(e.Later))
	case EventGain, EventPay:
		d.Values[valPower2] = int32(e.Resource)
	}
	return d
}

// eventOf decodes what data encoded; an unknown kind decodes to kind 0.
func eventOf(d game.Event) Event {
	h := contract.HeadOf(d, eventNames[:])
	e := Event{Kind: EventKind(h.Kind), Round: h.Round, Seat: h.Seat, Private: h.Private, Choice: h.Choice,
		Card: CardID(d.Cards[0]), Card2: CardID(d.Cards[1]), Card3: CardID(d.Cards[2]),
		N: int(d.Values[valN]), Power: int(d.Values[valPower]), Damage: int(d.Values[valDamage])}
	if d.Target != game.Nobody {
		e.Target = int(d.Target)
	}
	switch e.Kind {
	case EventAttack:
		e.N2 = int(d.Values[valN2])
		e.Power2, e.Damage2 = int(d.Values[valPower2]), int(d.Values[valDamage2])
	case EventRocks:
		e.Dice, e.Faces = int(d.Values[valN2]), uint32(d.Values[valPower2])
	case EventAbility, EventChoose:
		e.Trigger, e.Later = Trigger(d.Values[valPower2]), d.Values[valDamage2] != 0
	case EventGain, EventPay:
		e.Resource = Resource(d.Values[valPower2])
	}
	return e
}

// EventOf decodes a Card Battle event from the contract's data, for
// front-ends that narrate in their own way; a redacted event's cards are
// not in the set (check game.Event.Redacted first).
func EventOf(d game.Event) Event { return eventOf(d) }
