package tableau

import (
	"fmt"
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
	EventBonusLost: "bonus_lost",
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
	who := fmt.Sprintf("P%d", e.Seat+1)
	name := cs.Name(e.Card)
	switch e.Kind {
	case EventRoundStarts:
		return fmt.Sprintf("%s is first player in round %d; the market is filled", who, e.Round)
	case EventReshuffle:
		return fmt.Sprintf("the discard pile (%d cards) is shuffled into a new deck", e.N)
	case EventRefillRow:
		return fmt.Sprintf("%s refills market row %d", who, e.N)
	case EventRefillColumn:
		return fmt.Sprintf("%s refills market column %d", who, e.N)
	case EventTake:
		return fmt.Sprintf("%s takes %s from market row %d, column %d", who, name, e.N, e.N2)
	case EventBonusDraft:
		return fmt.Sprintf("%s takes %s from market row %d, column %d as a bonus draft", who, name, e.N, e.N2)
	case EventPass:
		return fmt.Sprintf("%s passes", who)
	case EventBonusLost:
		if e.N == 1 {
			return who + " can take no card for its bonus draft, which is lost"
		}
		return fmt.Sprintf("%s can take no card for its %d bonus drafts, which are lost", who, e.N)
	case EventNoTarget:
		return fmt.Sprintf("%s has no stack for %s, which is discarded", who, name)
	case EventPlace:
		return fmt.Sprintf("%s places %s in slot %d as a new stack (level %d)", who, name, e.Slot+1, e.N)
	case EventSlide:
		return fmt.Sprintf("%s's %s slides from slot %d to slot %d", who, name, e.Slot+1, e.N+1)
	case EventUpgrade:
		return fmt.Sprintf("%s adds %s to its %s stack in slot %d, now level %d", who, name, name, e.Slot+1, e.N)
	case EventMerge:
		kept := ""
		if e.Card2 != 0 {
			kept = ", keeping " + cs.Name(e.Card2)
		}
		if e.Slot < 0 {
			return fmt.Sprintf("%s merges the moved %s stack into slot %d, now level %d%s", who, name, e.N+1, e.N2, kept)
		}
		return fmt.Sprintf("%s merges its %s stack from slot %d into slot %d, now level %d%s", who, name, e.Slot+1, e.N+1, e.N2, kept)
	case EventOverflow:
		if e.N == 1 {
			return fmt.Sprintf("%s discards 1 excess %s card for 1 VP", who, name)
		}
		return fmt.Sprintf("%s discards %d excess %s cards for 1 VP", who, e.N, name)
	case EventSwapIn:
		return fmt.Sprintf("%s's %s takes slot %d; %s is placed again", who, cs.Name(e.Cause), e.Slot+1, name)
	case EventFood:
		whose := "its"
		if e.N != e.Seat {
			whose = fmt.Sprintf("P%d's", e.N+1)
		}
		if cs.traits[e.Card].levelUp {
			return fmt.Sprintf("%s adds %s to %s %s stack in slot %d, now level %d", who, name, whose, cs.Name(e.Card2), e.Slot+1, e.N2)
		}
		return fmt.Sprintf("%s puts %s under %s %s stack in slot %d", who, name, whose, cs.Name(e.Card2), e.Slot+1)
	case EventSell:
		return fmt.Sprintf("%s sells its %s stack (level %d, slot %d) for %d VP", who, name, e.N2, e.Slot+1, e.N)
	case EventAbility:
		trigger := strings.ReplaceAll(cs.Cards[e.Card].Ability.Trigger.String(), "_", "-")
		return fmt.Sprintf("%s's %s (slot %d) uses its %s ability", who, name, e.Slot+1, trigger)
	case EventDraw:
		return fmt.Sprintf("%s's %s draws %s", who, cs.Name(e.Cause), name)
	case EventCombatStarts:
		return fmt.Sprintf("round %d combat: pre-combat abilities from %s", e.Round, who)
	case EventRoll:
		return fmt.Sprintf("the %s die shows %d", cs.Name(e.Cause), e.N)
	case EventColumn:
		return fmt.Sprintf("%s's %s strikes column %d", who, cs.Name(e.Cause), e.Slot+1)
	case EventWound:
		return fmt.Sprintf("%s's %s (slot %d) is wounded", who, name, e.Slot+1)
	case EventShield:
		return fmt.Sprintf("%s's %s (slot %d) is not wounded: %s is used up", who, name, e.Slot+1, cs.Name(e.Card2))
	case EventPower:
		return fmt.Sprintf("%s's power: %d", who, e.N)
	case EventAward:
		return fmt.Sprintf("%s gains %d VP", who, e.N)
	case EventFirstPlayer:
		return fmt.Sprintf("%s will be first player", who)
	case EventGameOver:
		return "game over"
	case EventDecline:
		switch e.N {
		case declineBonus:
			return who + " takes no more bonus drafts"
		case declineSwapIn:
			return fmt.Sprintf("%s's %s stays where it is", who, cs.Name(e.Cause))
		case declineDraw:
			return fmt.Sprintf("%s's %s stops drawing", who, cs.Name(e.Cause))
		case declineSell:
			return fmt.Sprintf("%s keeps the wounded %s stack", who, cs.Name(e.Cause))
		}
		return who + " uses no wound"
	}
	return e.Kind.String()
}
