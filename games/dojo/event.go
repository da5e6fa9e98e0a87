package dojo

import (
	"fmt"
	"strings"
)

// EventKind says what happened.
type EventKind uint8

// Event kinds.
const (
	EventTurn        EventKind = iota + 1 // Seat's turn N begins
	EventPlace                            // Seat placed Card at Pos (setup)
	EventPlay                             // Seat played Card: on its Other at Pos (-1: no animal), or N=playSweeps on the opponent's stay card Other
	EventDiscard                          // Seat discarded Card, Other and More, cards Pos on of the N it discarded to draw again (private)
	EventAnimal                           // Seat added Card at Pos
	EventAttack                           // Seat's animal at Pos attacks Other
	EventExercise                         // Seat did N units of Card's exercise
	EventFail                             // Seat failed or cancelled (N=1) Card's exercise
	EventDodge                            // Seat dodged the attack with Card
	EventDamage                           // Seat's Card at Pos took N damage
	EventHeal                             // Seat's Card at Pos healed N
	EventDefeat                           // Seat's Card at Pos was defeated
	EventBurn                             // Seat's Card went to the defeated pile (its animal is defeated)
	EventUpgrade                          // Seat's Other at Pos was upgraded to Card
	EventReshuffle                        // Seat reshuffled N discarded cards into the deck
	EventFlip                             // solo: Card is flipped
	EventWin                              // Seat wins
	EventCap                              // the turn cap (N turns) ended the game; Seat wins (-1: draw)
	EventFirstPlayer                      // Seat goes first: N the rock, paper, scissors throws (P1's×3+P2's; -1: an option), Pos the ties
	EventPass                             // Seat's choice to let a step go by: N says which (the pass* constants)
	EventSwap                             // Seat's Rope swapped Card, now at Pos, and Other, now at N
)

// playSweeps marks an EventPlay aimed at the opponent's stay card.
const playSweeps = 1

// What an EventPass lets go by.
const (
	passPlay     = iota // play nothing
	passAttack          // make no attack
	passResponse        // no response to the attack
	passUpgrade         // keep the attacker as it is
)

// Event is one thing that happened, for logs and play-by-play. A Private
// event (a starting animal placed in secret) may be shown in full only to
// Seat; a Choice event only reports Seat's own choice.
type Event struct {
	Kind  EventKind
	Turn  int
	Seat  int
	Pos   int
	Card  CardID
	Other CardID
	// More are a discard's third and fourth cards.
	More    [2]CardID
	N       int
	Private bool
	Choice  bool
}

// Describe renders the event for people.
func (e Event) Describe(cs *CardSet) string {
	p := fmt.Sprintf("P%d", e.Seat+1)
	at := fmt.Sprintf("column %d row %d", e.Pos/NumRows+1, e.Pos%NumRows+1)
	c, o := cs.Name(e.Card), cs.Name(e.Other)
	switch e.Kind {
	case EventTurn:
		return fmt.Sprintf("-- turn %d: %s", e.N, p)
	case EventPlace:
		return fmt.Sprintf("%s places %s at %s", p, c, at)
	case EventPlay:
		switch {
		case e.N == playSweeps:
			return fmt.Sprintf("%s plays %s on P%d's %s", p, c, 2-e.Seat, o)
		case e.Pos >= 0:
			return fmt.Sprintf("%s plays %s on %s at %s", p, c, o, at)
		}
		return fmt.Sprintf("%s plays %s", p, c)
	case EventSwap:
		return fmt.Sprintf("%s swaps %s, now at %s, and %s, now at column %d row %d", p, c, at, o, e.N/NumRows+1, e.N%NumRows+1)
	case EventDiscard:
		var names []string
		for _, id := range []CardID{e.Card, e.Other, e.More[0], e.More[1]} {
			if id != 0 {
				names = append(names, cs.Name(id))
			}
		}
		list := strings.Join(names, ", ")
		if k := len(names) - 1; k > 0 {
			list = strings.Join(names[:k], ", ") + " and " + names[k]
		}
		return e.discardText(len(names), list)
	case EventAnimal:
		return fmt.Sprintf("%s adds %s at %s", p, c, at)
	case EventAttack:
		return fmt.Sprintf("%s's %s attacks %s", p, c, o)
	case EventExercise:
		return fmt.Sprintf("%s does %d of %s's exercise", p, e.N, c)
	case EventFail:
		if e.N == 1 {
			return fmt.Sprintf("%s cancels %s's exercise", p, c)
		}
		return fmt.Sprintf("%s fails %s's exercise", p, c)
	case EventDodge:
		return fmt.Sprintf("%s dodges with %s", p, c)
	case EventDamage:
		return fmt.Sprintf("%s's %s takes %d damage", p, c, e.N)
	case EventHeal:
		return fmt.Sprintf("%s's %s heals %d", p, c, e.N)
	case EventDefeat:
		return fmt.Sprintf("%s's %s is defeated", p, c)
	case EventBurn:
		return fmt.Sprintf("%s's %s goes to the defeated pile", p, c)
	case EventUpgrade:
		return fmt.Sprintf("%s upgrades %s to %s", p, o, c)
	case EventReshuffle:
		return fmt.Sprintf("%s reshuffles %d discarded cards into the deck", p, e.N)
	case EventFlip:
		return fmt.Sprintf("flip: %s", c)
	case EventWin:
		return fmt.Sprintf("%s wins: the opponent's zone is empty", p)
	case EventFirstPlayer:
		return firstReason(e)
	case EventPass:
		return fmt.Sprintf("%s %s", p, [...]string{passPlay: "plays nothing", passAttack: "makes no attack",
			passResponse: "does not respond", passUpgrade: "keeps the attacker as it is"}[e.N])
	case EventCap:
		if e.Seat < 0 {
			return fmt.Sprintf("turn cap of %d turns: a draw", e.N)
		}
		return fmt.Sprintf("turn cap of %d turns: %s wins on health left", e.N, p)
	}
	return "?"
}

// discardText tells a discard event of n cards, listed as list: "P1
// discards A and B to draw again", and for the cards past the fourth, "P1
// then discards E to draw again".
func (e Event) discardText(n int, list string) string {
	text := fmt.Sprintf("P%d discards %s", e.Seat+1, list)
	if e.Pos > 0 {
		text = fmt.Sprintf("P%d then discards %s", e.Seat+1, list)
	}
	if e.Pos+n >= e.N {
		text += " to draw again"
	}
	return text
}
