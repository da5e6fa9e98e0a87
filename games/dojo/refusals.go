package dojo

import (
	"slices"
	"strconv"

	"menagerie/game"
)

// notFront is why an animal behind the front row does not attack when
// only front animals may (the front_row_only option).
const notFront = "Only the animal at the front of a column can attack in this game."

// Refusals appends why each animal of the seat attacking cannot attack
// (attackRefusals), or why each card in the hand of the seat making its
// play cannot be played now (playRefusals).
func (s *State) Refusals(dst []game.Refusal) []game.Refusal {
	switch s.phase {
	case phaseAttack:
		return s.attackRefusals(dst)
	case phasePlay:
		return s.playRefusals(dst)
	}
	return dst
}

// attackRefusals appends why each animal of the seat attacking cannot
// attack: a resting one (rule 5.4) until its rest is over, one behind the
// front row when only front animals attack. Each names the animal's zone
// position, as its attacks' labels begin.
func (s *State) attackRefusals(dst []game.Refusal) []game.Refusal {
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

// playRefusals appends why each card in the hand of the seat making its
// play (once for copies of a card) cannot be played now: no legal play
// takes it from the hand. Each names its card and has the label kind its
// play would have.
func (s *State) playRefusals(dst []game.Refusal) []game.Refusal {
	var buf [256]game.Action
	plays := s.playActions(buf[:0])
	prev := CardID(0)
	for _, id := range s.p[s.active].hand.slice() {
		if id == prev {
			continue
		}
		prev = id
		if slices.ContainsFunc(plays, func(a game.Action) bool { return s.takesCard(a, id) }) {
			continue
		}
		kind, why := unplayable(s.g.set.Card(id))
		dst = append(dst, game.Refusal{Kind: kind, Cards: []game.Card{game.Card(id)}, Text: why})
	}
	return dst
}

// takesCard reports whether the play a takes card id from the hand of the
// seat to play: a new animal's, a health or item card played, Rope's
// swap, and a Dojo card's upgrade both the Dojo card and the next level.
func (s *State) takesCard(a game.Action, id CardID) bool {
	cs := s.g.set
	nf := game.Action(len(cs.Families))
	switch {
	case a >= actAnimal && a < actAnimal+nf*NumCols:
		return cs.Families[int(a-actAnimal)/NumCols].Cards[0] == id
	case a >= actDojo && a < actDojo+NumPos && s.nextLevelAt(int(s.active), int(a-actDojo)) == id:
		return true
	}
	return s.g.playedCard(a, s.p[s.active].hand.slice()) == id
}

// aboveLevel1Text is why an animal card above level 1 cannot be played:
// only a Dojo card's upgrade takes it (rule 7.1).
const aboveLevel1Text = "An animal above level 1 comes into play only by a Dojo card on its level below in your zone."

// unplayable says why card c, which no play takes now, cannot be played,
// with the label kind its play would have.
func unplayable(c *Card) (kind, why string) {
	switch {
	case c.Kind == KindAnimal && c.Level > 1:
		return "dojo", aboveLevel1Text
	case c.Kind == KindAnimal:
		return "animal", "No column of your zone has room at the back for another animal."
	case c.Kind == KindDojo:
		return "dojo", "A Dojo card needs an animal in your zone whose next level is in your hand."
	case c.Response:
		return "respond", "This card is played only in answer to an attack on one of your animals."
	}
	switch c.Effect {
	case EffectHeal:
		return "play", "None of your animals has lost health."
	case EffectWake:
		return "play", "None of your animals is resting."
	case EffectSweep:
		return "play", "Your opponent has no stay card in play."
	case EffectSwap:
		return "swap", "A swap needs two animals in your zone."
	}
	return "play", "You have no animal to play it on."
}
