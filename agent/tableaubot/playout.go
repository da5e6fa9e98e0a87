package tableaubot

import (
	"menagerie/game"
	tb "menagerie/games/tableau"
)

// Playout returns a fast playout policy for search: it finishes a sampled
// game taking cards that upgrade its own stacks when it can (else a random
// pick), placing by upgrade when it can (else at random, selling its
// lowest stack when it must), drawing with Puffins while there is room,
// keeping Honey stacks and declining optional wounds, with one random
// action in ten for variety.
func Playout(g *tb.Game) func(game.State, *game.RNG) []float64 {
	return func(st game.State, rng *game.RNG) []float64 {
		s := st.(*tb.State)
		return game.Playout(s, rng, func(l []game.Action) game.Action {
			if rng.IntN(10) == 0 {
				return l[rng.IntN(len(l))]
			}
			return quick(s, l, rng)
		})
	}
}

// quick is the playout policy's choice among legal.
func quick(s *tb.State, legal []game.Action, rng *game.RNG) game.Action {
	me := int(s.CurrentPlayer())
	var mine [tb.NumSlots]tb.StackInfo
	stacks := 0
	for i := range mine {
		mine[i] = s.Stack(me, i)
		if mine[i].Card != 0 {
			stacks++
		}
	}
	var cand [256]game.Action
	n := 0
	pick := func(keep func(m tb.Move) bool) game.Action {
		n = 0
		for _, a := range legal {
			if m, _ := tb.DecodeAction(a); keep(m) {
				cand[n] = a
				n++
			}
		}
		if n == 0 {
			return -1
		}
		return cand[rng.IntN(n)]
	}
	first := func(kinds ...tb.MoveKind) game.Action {
		for _, k := range kinds {
			if a := pick(func(m tb.Move) bool { return m.Kind == k }); a >= 0 {
				return a
			}
		}
		return legal[rng.IntN(len(legal))]
	}
	switch s.Phase() {
	case "draft", "bonus_draft":
		upgrades := pick(func(m tb.Move) bool {
			if m.Kind != tb.MovePick {
				return false
			}
			id := s.MarketCell(m.Cell)
			for _, st := range mine {
				if st.Card == id && st.Level < tb.MaxLevel {
					return true
				}
			}
			return false
		})
		if upgrades >= 0 {
			return upgrades
		}
		return first(tb.MovePick, tb.MoveDecline, tb.MoveRefillRow, tb.MoveRefillCol, tb.MovePass)
	case "place":
		if a := pick(func(m tb.Move) bool {
			return m.Kind == tb.MoveUpgrade || m.Kind == tb.MoveFood || m.Kind == tb.MoveNewStack
		}); a >= 0 {
			return a
		}
		lowest, slot := tb.MaxLevel+1, -1
		for i, st := range mine {
			if st.Card != 0 && st.Level < lowest {
				lowest, slot = st.Level, i
			}
		}
		if a := (tb.Move{Kind: tb.MoveSell, Slot: slot}).Action(); slot >= 0 && contains(legal, a) {
			return a
		}
		return first(tb.MoveSwapIn, tb.MoveMerge, tb.MoveSell)
	case "drawing":
		if stacks < tb.NumSlots {
			return (tb.Move{Kind: tb.MoveDraw}).Action()
		}
		return (tb.Move{Kind: tb.MoveStop}).Action()
	case "honey":
		return (tb.Move{Kind: tb.MoveHoneyKeep}).Action()
	case "may_wound":
		return (tb.Move{Kind: tb.MoveNoWound}).Action()
	case "swap_in":
		return (tb.Move{Kind: tb.MoveDecline}).Action()
	}
	return legal[rng.IntN(len(legal))]
}

func contains(l []game.Action, a game.Action) bool {
	for _, x := range l {
		if x == a {
			return true
		}
	}
	return false
}
