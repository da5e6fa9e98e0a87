package dojo

import (
	"slices"

	"menagerie/game"
)

// ActionSpace appends every action a seat may be offered with this card
// set, in increasing order: playing nothing, each discard of a full hand's
// cards, each family's animal into each column (played and placed at
// setup), each health or item card on each position, each Rope swap, each
// dojo upgrade and attack, and the exercise, response and upgrade answers.
func (g *Game) ActionSpace(dst []game.Action) []game.Action {
	start := len(dst)
	dst = append(dst, actNothing)
	for m := 1; m < 1<<HandSize; m++ {
		dst = append(dst, actDiscard+game.Action(m))
	}
	for f := range g.set.Families {
		for col := 0; col < NumCols; col++ {
			dst = append(dst, actAnimal+game.Action(f*NumCols+col), actPlace+game.Action(f*NumCols+col))
		}
	}
	for id := 1; id < len(g.set.Cards); id++ {
		if k := g.set.Cards[id].Kind; k == KindHealth || k == KindItem {
			for target := 0; target < NumPos; target++ {
				dst = append(dst, actCard+game.Action(id*NumPos+target))
			}
		}
	}
	for a := 0; a < NumPos; a++ {
		for b := a + 1; b < NumPos; b++ {
			dst = append(dst, actSwap+game.Action(a*NumPos+b))
		}
		dst = append(dst, actDojo+game.Action(a))
		for col := 0; col < NumCols; col++ {
			dst = append(dst, actAttack+game.Action(a*NumCols+col))
		}
	}
	for a := actSkip; a <= actNoUpgrade; a++ {
		dst = append(dst, a)
	}
	slices.Sort(dst[start:])
	return dst
}
