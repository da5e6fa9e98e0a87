package tableau

import (
	"slices"

	"menagerie/game"
	"menagerie/games/internal/contract"
)

// TableView returns what seat (or game.Spectator) sees in Schema's terms,
// cards by id. Every seat sees the same: all is face up but the deck,
// whose cards are laid out hidden (which cards it holds follows from the
// others).
func (s *State) TableView(game.Player) game.TableView {
	r := &s.g.r
	t := game.NewTableView(Schema, phaseNames[s.phase])
	count := func(id string, value func(p int) int) { t.Count(id, contract.EachSeat(r.players, value)...) }
	lay := func(id string, cards func(p int) []game.Card) { t.Lay(id, contract.EachSeat(r.players, cards)...) }
	t.Count("round", int(s.round))
	t.Count("rounds", r.rounds)
	t.Count("first_player", int(s.first))
	t.Count("combat", int(b2i(s.stage >= stagePreCombat)))
	count("vp", func(p int) int { return int(s.vp[p]) })
	for src, id := range vpCounters {
		count(id, func(p int) int { return int(s.vpFrom[p][src]) })
	}
	count("last_power", func(p int) int { return int(s.power[p]) })
	count("drafts", func(p int) int { return int(s.drafts[p]) })
	count("out", func(p int) int { return int(b2i(s.out[p])) })
	t.Count("drafts_per_round", r.drafts)
	count("refills_left", func(p int) int { return int(s.refills[p]) })
	t.Count("passes", int(s.passes))
	t.Count("deck_size", int(s.deck.n))
	t.Count("ops_used", int(s.ops))
	t.Count("bonus_drafts", int(s.bonus))
	t.Count("draws_left", int(s.drawsLeft))
	t.Count("moved", int(b2i(s.item.card != 0 && s.lifted)))
	t.Count("swap_slot", int(s.swapSlot))
	t.Count("acting_slot", s.acting())

	t.LayGrid("market", r.cols, contract.Cards(s.market[:r.rows*r.cols]))
	t.Lay("deck", contract.Unseen(int(s.deck.n)))
	discard := contract.Cards(s.discard.slice())
	slices.Sort(discard) // the pile's order is not shown
	t.Lay("discard", discard)
	lay("tableaus", func(p int) []game.Card { return s.tab[p].cards(func(st *stack) CardID { return st.card }) })
	t.Measure(contract.EachSeat(r.players, func(p int) []int {
		power := s.stackPowers(p)
		stats := make([]int, 0, NumSlots*len(stackStats))
		for i := range s.tab[p] {
			stats = s.tab[p][i].stats(stats, power[i])
		}
		return stats
	})...)
	lay("food", func(p int) []game.Card { return s.tab[p].cards(func(st *stack) CardID { return st.food }) })
	placing, placed, food := []game.Card{}, []int{}, []game.Card{}
	if s.item.card != 0 {
		placing = append(placing, game.Card(s.item.card))
		placed = s.item.stats(placed, 0)
	}
	if s.item.food != 0 {
		food = append(food, game.Card(s.item.food))
	}
	t.Lay("placing", placing)
	t.Measure(placed)
	t.Lay("placing_food", food)
	return t
}

// acting returns the slot of the stack whose pre-combat ability or Honey
// awaits a decision or the die, or -1.
func (s *State) acting() int {
	switch s.phase {
	case phaseHoney, phaseMayWound, phaseRoll, phaseColumn:
		return int(s.actSlot)
	}
	return -1
}

// stats appends the stack's numbers as stackStats declares them, power
// being what it adds to its seat's power now (all 0 for an empty slot).
func (st *stack) stats(dst []int, power int) []int {
	return append(dst, int(st.n), int(st.choc), int(b2i(st.wounded())), int(b2i(st.flags&fHoney != 0)), power)
}

// cards returns card(st) of each slot's stack, rear first.
func (t *tableau) cards(card func(st *stack) CardID) []game.Card {
	out := make([]game.Card, NumSlots)
	for i := range t {
		out[i] = game.Card(card(&t[i]))
	}
	return out
}
