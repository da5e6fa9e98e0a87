package tui

import (
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/games/tableau"
	"menagerie/session"
)

// Tableau's decisions are asked in two steps where one menu would be too
// long for the screen: first the kind of move or its target (a sale, a
// merge, levelling up a stack, a new stack in slot 2, a refill), then,
// when that entry stands for several actions, which of them (how the
// other stacks slide around a new one, which stack is sold, which food an
// upgrade keeps, which row or column is refilled), with c to go back.

// tableauChoice is one entry of the first menu: one labelled action, or a
// group of them chosen from on a second menu headed by note.
type tableauChoice struct {
	menuGroup // its texts are the second menu's entries, one per label
	labels    []game.Label
}

// The kinds of group a first-menu entry may stand for.
const (
	groupNewStack = "new"
	groupSell     = "sell"
	groupMerge    = "merge"
	groupUpgrade  = "upgrade"
	groupSwapIn   = "swap_in"
	groupRefill   = "refill"
	groupTakeRow  = "take"
	groupFood     = "food"
)

// tableauChoices groups the seat's labelled actions into first-menu
// entries, in the order of their first action, so that taking the first
// entry each time plays the first action; byRow groups the market cards
// too, by row.
func tableauChoices(t *tableauTable, seat int, labels []game.Label, st style, byRow bool) []tableauChoice {
	foodSeats := map[int]bool{}
	for _, l := range labels {
		if m, _ := tableau.DecodeAction(l.Action); m.Kind == tableau.MoveFood {
			foodSeats[m.Seat] = true
		}
	}
	var choices []tableauChoice
	var kinds []string
	var slides [][]int // a new stack's slides (from, to), by entry
	index := map[string]int{}
	for _, l := range labels {
		m, _ := tableau.DecodeAction(l.Action)
		kind, key, text := "", "", l.Text
		var moved []int
		switch m.Kind {
		case tableau.MoveNewStack:
			text, moved = arrangement(t, seat, m.Mask, m.K, st)
			kind, key = groupNewStack, fmt.Sprint(newSlot(m.Mask, m.K))
		case tableau.MoveSell:
			kind = groupSell
		case tableau.MoveMerge:
			kind = groupMerge
		case tableau.MoveUpgrade:
			kind, key = groupUpgrade, fmt.Sprint(m.Slot)
		case tableau.MoveSwapIn:
			kind = groupSwapIn
		case tableau.MoveRefillRow, tableau.MoveRefillCol:
			kind = groupRefill
		case tableau.MovePick:
			if byRow && len(t.market) > 0 && len(t.market[0]) > 0 {
				kind, key = groupTakeRow, fmt.Sprint(m.Cell/len(t.market[0]))
			}
		case tableau.MoveFood:
			if len(foodSeats) > 1 {
				kind, key = groupFood, fmt.Sprint(m.Seat)
			}
		}
		i, ok := index[kind+" "+key]
		if kind == "" || !ok {
			i = len(choices)
			if kind != "" {
				index[kind+" "+key] = i
			}
			choices = append(choices, tableauChoice{menuGroup: menuGroup{text: l.Text}})
			kinds = append(kinds, kind)
			slides = append(slides, moved)
		}
		choices[i].labels = append(choices[i].labels, l)
		choices[i].texts = append(choices[i].texts, text)
	}
	for i := range choices {
		choices[i].title(t, kinds[i], slides[i])
	}
	return choices
}

// title writes the entry's text and its second menu's note, by the kind
// of group it is; a group of one action keeps that action's text, but for
// a new stack, which says what slides (moved: from, to, ...).
func (c *tableauChoice) title(t *tableauTable, kind string, moved []int) {
	n := len(c.labels)
	first, _ := tableau.DecodeAction(c.labels[0].Action)
	card := t.placingCard()
	switch {
	case kind == groupNewStack:
		slot := slotName(first.Mask, first.K)
		c.text = fmt.Sprintf("new stack in slot %s, then arrange the others (%d ways)", slot, n)
		if n == 1 {
			c.text = fmt.Sprintf("new stack in slot %s, %s", slot, slideSummary(moved))
		}
		c.note = fmt.Sprintf("%s in slot %s: where do your other stacks go (in their order)?", card, slot)
	case n == 1:
	case kind == groupSell:
		c.text = fmt.Sprintf("sell a stack to make room (%d choices)", n)
		c.note = "Which stack is sold?"
	case kind == groupMerge:
		c.text = fmt.Sprintf("merge two stacks of one kind to make room (%d choices)", n)
		c.note = "Which stacks merge (the first into the second)?"
	case kind == groupUpgrade:
		c.text += " (then choose the food kept)"
		c.note = "Which food does the stack keep?"
	case kind == groupSwapIn:
		frog := card
		if t.placing == nil { // an upgraded stack may take a slot
			frog = t.slotCard(t.toAct, t.r.count("swap_slot", 0))
		}
		c.text = fmt.Sprintf("your %s takes the slot of another stack (%d choices)", frog, n)
		c.note = "Whose slot does it take? That stack is placed again."
	case kind == groupRefill:
		c.text = fmt.Sprintf("refill a row or column (%d ways)", n)
		c.note = "Which market row or column is refilled?"
	case kind == groupTakeRow:
		width := len(t.market[0])
		row := first.Cell/width + 1
		names := make([]string, 0, n)
		for _, l := range c.labels {
			if m, _ := tableau.DecodeAction(l.Action); m.Cell >= 0 && m.Cell < len(t.market)*width {
				names = append(names, t.market[m.Cell/width][m.Cell%width])
			}
		}
		c.text = fmt.Sprintf("take from row %d: %s", row, strings.Join(names, ", "))
		c.note = fmt.Sprintf("Take which card of market row %d?", row)
	case kind == groupFood:
		c.text = fmt.Sprintf("put %s on one of P%d's stacks (%d choices)", card, first.Seat+1, n)
		c.note = fmt.Sprintf("On which of P%d's stacks?", first.Seat+1)
	}
}

// slideSummary says which slots' stacks slide where: "nothing slides" or
// "stacks slide 2→1 3→2".
func slideSummary(moved []int) string {
	if len(moved) == 0 {
		return "nothing slides"
	}
	parts := make([]string, 0, len(moved)/2)
	for i := 0; i+1 < len(moved); i += 2 {
		parts = append(parts, fmt.Sprintf("%d→%d", moved[i]+1, moved[i+1]+1))
	}
	return "stacks slide " + strings.Join(parts, " ")
}

// newSlot is the slot (0 the rear) of the new stack when the occupied
// slots become mask, the new stack the k-th of them from the rear.
func newSlot(mask uint8, k int) int {
	for i := 0; i < tableau.NumSlots; i++ {
		if mask&(1<<i) == 0 {
			continue
		}
		if k == 0 {
			return i
		}
		k--
	}
	return -1
}

// slotName numbers the new stack's slot for people, naming the rear and
// the front: "1 (rear)", "3", "5 (front)".
func slotName(mask uint8, k int) string {
	slot := newSlot(mask, k)
	switch slot {
	case 0:
		return "1 (rear)"
	case tableau.NumSlots - 1:
		return fmt.Sprintf("%d (front)", slot+1)
	}
	return fmt.Sprint(slot + 1)
}

// arrangement draws the seat's five slots as a new stack would leave them
// (occupied slots mask, the new stack the k-th from the rear), the new
// card starred, then the slots whose stacks slide:
// "[ - ] [Pig*] [Frog] [ - ] [ - ]  stacks slide 1→3". It returns the
// slides too, as slot pairs (from, to, ...).
func arrangement(t *tableauTable, seat int, mask uint8, k int, st style) (text string, moved []int) {
	var tab []tableau.StackView
	if seat >= 0 && seat < len(t.tabs) {
		tab = t.tabs[seat]
	}
	var from []int
	for i, s := range tab {
		if s.Card != "" {
			from = append(from, i)
		}
	}
	cells := make([]string, tableau.NumSlots)
	j, next := 0, 0
	for i := range cells {
		switch {
		case mask&(1<<i) == 0:
			cells[i] = st.paint(faint, "[ - ]")
			continue
		case j == k:
			cells[i] = "[" + st.paint(good, t.placingCard()+"*") + "]"
		case next < len(from):
			s := tab[from[next]]
			cells[i] = "[" + st.paint(info, s.Card) + "]"
			if from[next] != i {
				moved = append(moved, from[next], i)
			}
			next++
		}
		j++
	}
	text = strings.Join(cells, " ")
	if len(moved) > 0 {
		text += "  " + slideSummary(moved)
	}
	return text, moved
}

// decide asks for every Tableau decision through its two-step menus.
func (u *tableauUI) decide(v session.SeatView) ([]game.Action, bool, error) {
	t, ok := u.table(v)
	if !ok || len(v.Actions) == 0 {
		return nil, false, nil
	}
	choices := u.choices(v, t)
	i, j, err := u.menu.choose(v, choiceGroups(choices))
	if err != nil {
		return nil, true, err
	}
	return []game.Action{choices[i].labels[j].Action}, true, nil
}

// choices are the first menu's entries for v, the market's cards grouped
// by row when they would not fit the screen one by one.
func (u *tableauUI) choices(v session.SeatView, t *tableauTable) []tableauChoice {
	choices := tableauChoices(t, int(v.Seat), v.Actions, u.p.style, false)
	if !u.menu.fits(v, choiceTexts(choices)) {
		choices = tableauChoices(t, int(v.Seat), v.Actions, u.p.style, true)
	}
	return choices
}

// choiceTexts are the first menu's entries.
func choiceTexts(choices []tableauChoice) []string {
	texts := make([]string, len(choices))
	for i, c := range choices {
		texts[i] = c.text
	}
	return texts
}

// choiceGroups are the choices as a two-step menu's groups.
func choiceGroups(choices []tableauChoice) []menuGroup {
	groups := make([]menuGroup, len(choices))
	for i, c := range choices {
		groups[i] = c.menuGroup
	}
	return groups
}
