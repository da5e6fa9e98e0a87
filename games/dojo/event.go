package dojo

import "strconv"

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
	p := "P" + strconv.Itoa(e.Seat+1)
	c, o := cs.Name(e.Card), cs.Name(e.Other)
	switch e.Kind {
	case EventTurn:
		return "-- turn " + strconv.Itoa(e.N) + ": " + p
	case EventPlace:
		return p + " places " + c + " at " + e.place()
	case EventPlay:
		switch {
		case e.N == playSweeps:
			return p + " plays " + c + " on P" + strconv.Itoa(2-e.Seat) + "'s " + o
		case e.Pos >= 0:
			return p + " plays " + c + " on " + o + " at " + e.place()
		}
		return p + " plays " + c
	case EventSwap:
		return p + " swaps " + c + ", now at " + e.place() + ", and " + o + ", now at column " +
			strconv.Itoa(e.N/NumRows+1) + " row " + strconv.Itoa(e.N%NumRows+1)
	case EventDiscard:
		ids := [4]CardID{e.Card, e.Other, e.More[0], e.More[1]}
		n := 0
		for n < len(ids) && ids[n] != 0 {
			n++
		}
		list := make([]byte, 0, 80)
		for i, id := range ids[:n] {
			switch {
			case i == n-1 && i > 0:
				list = append(list, " and "...)
			case i > 0:
				list = append(list, ", "...)
			}
			list = append(list, cs.Name(id)...)
		}
		return e.discardText(n, string(list))
	case EventAnimal:
		return p + " adds " + c + " at " + e.place()
	case EventAttack:
		return p + "'s " + c + " attacks " + o
	case EventExercise:
		return p + " does " + strconv.Itoa(e.N) + " of " + c + "'s exercise"
	case EventFail:
		if e.N == 1 {
			return p + " cancels " + c + "'s exercise"
		}
		return p + " fails " + c + "'s exercise"
	case EventDodge:
		return p + " dodges with " + c
	case EventDamage:
		return p + "'s " + c + " takes " + strconv.Itoa(e.N) + " damage"
	case EventHeal:
		return p + "'s " + c + " heals " + strconv.Itoa(e.N)
	case EventDefeat:
		return p + "'s " + c + " is defeated"
	case EventBurn:
		return p + "'s " + c + " goes to the defeated pile"
	case EventUpgrade:
		return p + " upgrades " + o + " to " + c
	case EventReshuffle:
		return p + " reshuffles " + strconv.Itoa(e.N) + " discarded cards into the deck"
	case EventFlip:
		return "flip: " + c
	case EventWin:
		return p + " wins: the opponent's zone is empty"
	case EventFirstPlayer:
		return firstReason(e)
	case EventPass:
		return p + " " + [...]string{passPlay: "plays nothing", passAttack: "makes no attack",
			passResponse: "does not respond", passUpgrade: "keeps the attacker as it is"}[e.N]
	case EventCap:
		if e.Seat < 0 {
			return "turn cap of " + strconv.Itoa(e.N) + " turns: a draw"
		}
		return "turn cap of " + strconv.Itoa(e.N) + " turns: " + p + " wins on health left"
	}
	return "?"
}

// discardText tells a discard event of n cards, listed as list: "P1
// discards A and B to draw again", and for the cards past the fourth, "P1
// then discards E to draw again".
func (e Event) discardText(n int, list string) string {
	verb, end := " discards ", ""
	if e.Pos > 0 {
		verb = " then discards "
	}
	if e.Pos+n >= e.N {
		end = " to draw again"
	}
	return "P" + strconv.Itoa(e.Seat+1) + verb + list + end
}

// place names the event's position: "column 2 row 3".
func (e Event) place() string {
	return "column " + strconv.Itoa(e.Pos/NumRows+1) + " row " + strconv.Itoa(e.Pos%NumRows+1)
}
