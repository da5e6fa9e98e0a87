package tableau

import (
	"strconv"
	"strings"

	"menagerie/games/internal/contract"
)

// EventKind says what happened.
type EventKind uint8

// Event kinds.
const (
	EventRoundStarts EventKind = iota + 1
	EventReshuffle
	EventRefillRow
	EventRefillColumn
	EventTake
	EventPass
	EventNoTarget
	EventPlace
	EventUpgrade
	EventMerge
	EventOverflow
	EventSwapIn
	EventFood
	EventSell
	EventAbility
	EventDraw
	EventCombatStarts
	EventRoll
	EventColumn
	EventWound
	EventShield
	EventPower
	EventAward
	EventFirstPlayer
	EventGameOver
	// EventDecline reports a seat's choice to let something go by, which no
	// other event tells: N is one of the decline* constants.
	EventDecline
	// EventBonusDraft is a bonus draft's take (a sale's when_sold drafts).
	EventBonusDraft
	// EventSlide is a stack moving to another slot, keeping its order,
	// to make room for a new stack (placement=shift).
	EventSlide
	// EventBonusLost is a seat's N bonus drafts lost because it may take
	// no card now (the market holds none it may take, or with
	// bonus_drafts_count=true it has drafted them all).
	EventBonusLost
	// EventStackPower is a stack's part of its seat's power in the
	// combat: N the power it adds, N2 1 when it is wounded.
	EventStackPower
)

// What an EventDecline lets go by.
const (
	declineBonus  = iota // no (more) bonus drafts
	declineSwapIn        // the swap_in stack (Frog) stays where it is
	declineDraw          // the Puffin stops drawing
	declineSell          // the wounded Honey stack is kept
	declineWound         // the optional wound is not used
)

var eventNames = [...]string{
	EventRoundStarts: "round_starts", EventReshuffle: "reshuffle", EventRefillRow: "refill_row",
	EventRefillColumn: "refill_column", EventTake: "take", EventPass: "pass", EventNoTarget: "no_target",
	EventPlace: "place", EventUpgrade: "upgrade", EventMerge: "merge", EventOverflow: "overflow",
	EventSwapIn: "swap_in", EventFood: "food", EventSell: "sell", EventAbility: "ability", EventDraw: "draw",
	EventCombatStarts: "combat_starts", EventRoll: "roll", EventColumn: "column", EventWound: "wound",
	EventShield: "shield", EventPower: "power", EventAward: "award", EventFirstPlayer: "first_player",
	EventGameOver: "game_over", EventDecline: "decline", EventBonusDraft: "bonus_draft", EventSlide: "slide",
	EventBonusLost: "bonus_lost", EventStackPower: "stack_power",
}

// String returns the kind's name.
func (k EventKind) String() string {
	return contract.KindName(eventNames[:], int(k))
}

// Event is one thing that happened, for play-by-play logs. Seat is the
// player concerned (-1: nobody in particular); Slot a tableau slot (0 is the
// rear); N and N2 amounts whose meaning depends on the kind. Everything in
// Tableau happens face up, so every event may be shown to every seat.
type Event struct {
	Kind  EventKind
	Round int
	Seat  int
	Card  CardID
	Card2 CardID
	Slot  int
	N, N2 int
	// Cause is the card whose ability did it (a draw, a swap_in, a rolled
	// wound), named in the sentence; 0 when a rule or a choice did it.
	Cause CardID
	// Choice marks an event that only reports Seat's own choice.
	Choice bool
}

// Describe renders the event as a sentence, naming seats P1, P2, ...
func (e Event) Describe(cs *CardSet) string {
	who := "P" + strconv.Itoa(e.Seat+1)
	name := cs.Name(e.Card)
	switch e.Kind {
	case EventRoundStarts:
		return who + " is first player in round " + strconv.Itoa(e.Round) + "; the market is filled"
	case EventReshuffle:
		return "the discard pile (" + strconv.Itoa(e.N) + " cards) is shuffled into a new deck"
	case EventRefillRow:
		return who + " refills market row " + strconv.Itoa(e.N)
	case EventRefillColumn:
		return who + " refills market column " + strconv.Itoa(e.N)
	case EventTake:
		return who + " takes " + name + " from market row " + strconv.Itoa(e.N) + ", column " + strconv.Itoa(e.N2)
	case EventBonusDraft:
		return who + " takes " + name + " from market row " + strconv.Itoa(e.N) + ", column " + strconv.Itoa(e.N2) + " as a bonus draft"
	case EventPass:
		return who + " passes"
	case EventBonusLost:
		if e.N == 1 {
			return who + " can take no card for its bonus draft, which is lost"
		}
		return who + " can take no card for its " + strconv.Itoa(e.N) + " bonus drafts, which are lost"
	case EventNoTarget:
		return who + " has no stack for " + name + ", which is discarded"
	case EventPlace:
		return who + " places " + name + " in slot " + strconv.Itoa(e.Slot+1) + " as a new stack (level " + strconv.Itoa(e.N) + ")"
	case EventSlide:
		return who + "'s " + name + " slides from slot " + strconv.Itoa(e.Slot+1) + " to slot " + strconv.Itoa(e.N+1)
	case EventUpgrade:
		return who + " adds " + name + " to its " + name + " stack in slot " + strconv.Itoa(e.Slot+1) + ", now level " + strconv.Itoa(e.N)
	case EventMerge:
		kept := ""
		if e.Card2 != 0 {
			kept = ", keeping " + cs.Name(e.Card2)
		}
		if e.Slot < 0 {
			return who + " merges the moved " + name + " stack into slot " + strconv.Itoa(e.N+1) + ", now level " + strconv.Itoa(e.N2) + kept
		}
		return who + " merges its " + name + " stack from slot " + strconv.Itoa(e.Slot+1) + " into slot " + strconv.Itoa(e.N+1) + ", now level " + strconv.Itoa(e.N2) + kept
	case EventOverflow:
		if e.N == 1 {
			return who + " discards 1 excess " + name + " card for 1 VP"
		}
		return who + " discards " + strconv.Itoa(e.N) + " excess " + name + " cards for 1 VP"
	case EventSwapIn:
		return who + "'s " + cs.Name(e.Cause) + " takes slot " + strconv.Itoa(e.Slot+1) + "; " + name + " is placed again"
	case EventFood:
		whose := "its"
		if e.N != e.Seat {
			whose = "P" + strconv.Itoa(e.N+1) + "'s"
		}
		if cs.traits[e.Card].levelUp {
			return who + " adds " + name + " to " + whose + " " + cs.Name(e.Card2) + " stack in slot " + strconv.Itoa(e.Slot+1) + ", now level " + strconv.Itoa(e.N2)
		}
		return who + " puts " + name + " under " + whose + " " + cs.Name(e.Card2) + " stack in slot " + strconv.Itoa(e.Slot+1)
	case EventSell:
		return who + " sells its " + name + " stack (level " + strconv.Itoa(e.N2) + ", slot " + strconv.Itoa(e.Slot+1) + ") for " + strconv.Itoa(e.N) + " VP"
	case EventAbility:
		trigger := strings.ReplaceAll(cs.Cards[e.Card].Ability.Trigger.String(), "_", "-")
		return who + "'s " + name + " (slot " + strconv.Itoa(e.Slot+1) + ") uses its " + trigger + " ability"
	case EventDraw:
		return who + "'s " + cs.Name(e.Cause) + " draws " + name
	case EventCombatStarts:
		return "round " + strconv.Itoa(e.Round) + " combat: pre-combat abilities from " + who
	case EventRoll:
		return "the " + cs.Name(e.Cause) + " die shows " + strconv.Itoa(e.N)
	case EventColumn:
		return who + "'s " + cs.Name(e.Cause) + " strikes column " + strconv.Itoa(e.Slot+1)
	case EventWound:
		return who + "'s " + name + " (slot " + strconv.Itoa(e.Slot+1) + ") is wounded"
	case EventShield:
		return who + "'s " + name + " (slot " + strconv.Itoa(e.Slot+1) + ") is not wounded: " + cs.Name(e.Card2) + " is used up"
	case EventStackPower:
		if e.N2 == 1 {
			return who + "'s " + name + " (slot " + strconv.Itoa(e.Slot+1) + ") is wounded and adds " + strconv.Itoa(e.N) + " power"
		}
		return who + "'s " + name + " (slot " + strconv.Itoa(e.Slot+1) + ") adds " + strconv.Itoa(e.N) + " power"
	case EventPower:
		return who + "'s power: " + strconv.Itoa(e.N)
	case EventAward:
		return who + " gains " + strconv.Itoa(e.N) + " VP"
	case EventFirstPlayer:
		return who + " will be first player"
	case EventGameOver:
		return "game over"
	case EventDecline:
		switch e.N {
		case declineBonus:
			return who + " takes no more bonus drafts"
		case declineSwapIn:
			return who + "'s " + cs.Name(e.Cause) + " stays where it is"
		case declineDraw:
			return who + "'s " + cs.Name(e.Cause) + " stops drawing"
		case declineSell:
			return who + " keeps the wounded " + cs.Name(e.Cause) + " stack"
		}
		return who + " uses no wound"
	}
	return e.Kind.String()
}
