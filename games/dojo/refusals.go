package dojo

import (
	"strconv"

	"menagerie/game"
)

// notFront is why an animal behind the front row does not attack when
// only front animals may (the front_row_only option).
const notFront = "Only the animal at the front of a column can attack in this game."

// Refusals appends why each animal of the seat attacking cannot attack:
// a resting one (rule 5.4) until its rest is over, one behind the front
// row when only front animals attack. Each names the animal's zone
// position, as its attacks' labels begin.
func (s *State) Refusals(dst []game.Refusal) []game.Refusal {
	if s.phase != phaseAttack {
		return dst
	}
	q := int(s.active)
	if !s.hasFront(1 - q) {
		return dst
	}
	for pos, a := range s.p[q].zone {
		var why string
		switch {
		case a.card == 0:
			continue
		case s.g.r.frontRowOnly && pos%NumRows != 0:
			why = notFront
		case a.rest > 0:
			why = restingText(int(a.rest))
		default:
			continue
		}
		dst = append(dst, game.Refusal{Kind: "attack", Slots: []int{pos}, Text: why})
	}
	return dst
}

// restingText says when a resting animal attacks again, from its rest
// marker in the attack phase: the turns of its owner it still rests,
// this one included.
func restingText(rest int) string {
	if rest == 1 {
		return "This animal is resting: it cannot attack until your next turn."
	}
	return "This animal is resting: it cannot attack for " + strconv.Itoa(rest) + " of your turns, this one included."
}

// hasFront reports whether seat q has an animal at the front of a column,
// one an attack could hit.
func (s *State) hasFront(q int) bool {
	for col := 0; col < NumCols; col++ {
		if s.p[q].zone[col*NumRows].card != 0 {
			return true
		}
	}
	return false
}
