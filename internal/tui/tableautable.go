package tui

import (
	"menagerie/games/tableau"
	"menagerie/session"
)

// tableauTable is what Tableau's panel, status line and decisions read of
// a seat's table view: the market by name row by row, each seat's stacks
// with what each adds to its power now, the card being placed and the
// counters of the decision at hand.
type tableauTable struct {
	r     tableRead
	phase string
	// toAct is the seat to act (a negative seat when the die decides).
	toAct   int
	market  [][]string
	tabs    [][]tableau.StackView
	powers  [][tableau.NumSlots]int
	placing *tableau.StackView
}

// table reads v's table view, or reports that it holds none.
func (u *tableauUI) table(v session.SeatView) (*tableauTable, bool) {
	if v.Table == nil {
		return nil, false
	}
	r := tableRead{s: tableau.Schema, t: v.Table}
	market, _ := v.Table.Zone("market")
	t := &tableauTable{r: r, phase: v.Table.Phase, toAct: int(v.ToAct), market: u.rows(market)}
	t.tabs = make([][]tableau.StackView, r.players())
	t.powers = make([][tableau.NumSlots]int, len(t.tabs))
	for p := range t.tabs {
		t.tabs[p], t.powers[p] = u.stacks(r, "tableaus", "food", p)
	}
	if len(r.cards("placing", 0)) > 0 {
		placed, _ := u.stacks(r, "placing", "placing_food", 0)
		t.placing = &placed[0]
	}
	return t, true
}

// slotCard names the card in seat's slot, or "the stack" when there is
// none to name.
func (t *tableauTable) slotCard(seat, slot int) string {
	if seat < 0 || seat >= len(t.tabs) || slot < 0 || slot >= len(t.tabs[seat]) || t.tabs[seat][slot].Card == "" {
		return "the stack"
	}
	return t.tabs[seat][slot].Card
}

// placingCard names the card being placed.
func (t *tableauTable) placingCard() string {
	if t.placing == nil {
		return "the card"
	}
	return t.placing.Card
}
