package dojo

import (
	"menagerie/game"
	"menagerie/games/internal/contract"
)

// Labels appends a label for each legal action of the seat to act. Cards
// are the seat's own (a discard names exactly the cards it selects, an
// attack its attacker and the defender) or public; Slots are zone
// positions (col*rows+row) or columns.
func (s *State) Labels(dst []game.Label) []game.Label {
	var buf [256]game.Action
	return contract.Labels(dst, s.LegalActions(buf[:0]), s.ActionString, s.label)
}

// label gives a legal action's kind and the cards and slots it names.
func (s *State) label(a game.Action) game.Label {
	cs := s.g.set
	var l game.Label
	nf := game.Action(len(cs.Families))
	switch {
	case a == actNothing:
		l.Kind = "pass"
	case a > actNothing && a < actDiscard+32:
		l.Kind = "discard"
		h := &s.p[s.seat].hand
		for i := 0; i < int(h.n); i++ {
			if int(a-actDiscard)&(1<<i) != 0 {
				l.Cards = append(l.Cards, game.Card(h.c[i]))
			}
		}
	case a >= actAnimal && a < actAnimal+nf*NumCols:
		l.Kind = "animal"
		l.Cards, l.Slots = s.familyColumn(int(a - actAnimal))
	case a >= actPlace && a < actPlace+nf*NumCols:
		l.Kind = "place"
		l.Cards, l.Slots = s.familyColumn(int(a - actPlace))
	case a >= actCard && a < actCard+game.Action(len(cs.Cards)*NumPos):
		k := int(a - actCard)
		l.Kind = "play"
		l.Cards = []game.Card{game.Card(k / NumPos)}
		l.Slots = []int{k % NumPos}
	case a >= actSwap && a < actSwap+NumPos*NumPos:
		k := int(a - actSwap)
		l.Kind, l.Slots = "swap", []int{k / NumPos, k % NumPos}
	case a >= actDojo && a < actDojo+NumPos:
		l.Kind, l.Slots = "dojo", []int{int(a - actDojo)}
	case a >= actAttack && a < actAttack+NumPos*NumCols:
		k := int(a - actAttack)
		l.Kind, l.Slots = "attack", []int{k / NumCols, k % NumCols}
	default:
		l.Kind = [...]string{0: "no_attack", actDone - actSkip: "done", actFail - actSkip: "fail",
			actCancel - actSkip: "cancel", actDodge - actSkip: "respond", actNoDodge - actSkip: "no_response",
			actUpgrade - actSkip: "upgrade", actNoUpgrade - actSkip: "no_upgrade"}[a-actSkip]
	}
	return l
}

// familyColumn names the level 1 card of family k/NumCols and column
// k%NumCols, as adding and placing actions encode them.
func (s *State) familyColumn(k int) ([]game.Card, []int) {
	return []game.Card{game.Card(s.g.set.Families[k/NumCols].Cards[0])}, []int{k % NumCols}
}
