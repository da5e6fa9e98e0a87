package tui

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/game"
	"menagerie/games/tableau"
	"menagerie/session"
)

// Tableau's decisions are asked in two steps where one menu would be too
// long for the screen: first the kind of move or its target (a sale, a
// merge, levelling up a stack, a new stack in slot 2, a refill), then,
// when that entry stands for several actions, which of them (how the
// other stacks slide around a new one, which food a merge keeps, which
// row or column is refilled), with c to go back.

// tableauChoice is one entry of the first menu: one labelled action, or a
// group of them chosen from on a second menu headed by note.
type tableauChoice struct {
	text   string
	note   string
	labels []game.Label
	// texts are the second menu's entries, one per label.
	texts []string
}

// The kinds of group a first-menu entry may stand for.
const (
	groupNewStack = "new"
	groupUpgrade  = "upgrade"
	groupMerge    = "merge"
	groupRefill   = "refill"
	groupFood     = "food"
)

// tableauChoices groups the seat's labelled actions into first-menu
// entries, in the order of their first action, so that taking the first
// entry each time plays the first action.
func tableauChoices(o *tableau.Observation, seat int, labels []game.Label, st style) []tableauChoice {
	foodSeats := map[int]bool{}
	for _, l := range labels {
		if m, _ := tableau.DecodeAction(l.Action); m.Kind == tableau.MoveFood {
			foodSeats[m.Seat] = true
		}
	}
	var choices []tableauChoice
	kinds := []string{}
	index := map[string]int{}
	for _, l := range labels {
		m, _ := tableau.DecodeAction(l.Action)
		kind, key, text := "", "", l.Text
		switch m.Kind {
		case tableau.MoveNewStack:
			var slot int
			slot, text = arrangement(o, seat, m.Mask, m.K, st)
			kind, key = groupNewStack, fmt.Sprint(slot)
		case tableau.MoveUpgrade:
			kind, key = groupUpgrade, fmt.Sprint(m.Slot)
		case tableau.MoveMerge:
			kind, key = groupMerge, fmt.Sprint(m.From, m.Slot)
		case tableau.MoveRefillRow, tableau.MoveRefillCol:
			kind = groupRefill
		case tableau.MoveFood:
			if len(foodSeats) > 1 {
				kind, key = groupFood, fmt.Sprint(m.Seat)
			}
		}
		if kind == "" {
			choices = append(choices, tableauChoice{text: l.Text, labels: []game.Label{l}, texts: []string{text}})
			kinds = append(kinds, "")
			continue
		}
		i, ok := index[kind+" "+key]
		if !ok {
			i = len(choices)
			index[kind+" "+key] = i
			choices = append(choices, tableauChoice{})
			kinds = append(kinds, kind)
		}
		choices[i].labels = append(choices[i].labels, l)
		choices[i].texts = append(choices[i].texts, text)
	}
	for i := range choices {
		choices[i].title(o, kinds[i])
	}
	return choices
}

// title writes the entry's text and its second menu's note, by the kind
// of group it is.
func (c *tableauChoice) title(o *tableau.Observation, kind string) {
	if kind == "" {
		return
	}
	one := len(c.labels) == 1
	first, _ := tableau.DecodeAction(c.labels[0].Action)
	switch kind {
	case groupNewStack:
		slot := slotName(first.Mask, first.K)
		card := placingCard(o)
		c.text = fmt.Sprintf("new stack in slot %s, then arrange the others (%d ways)", slot, len(c.labels))
		if one {
			c.text = fmt.Sprintf("new stack in slot %s: %s", slot, c.texts[0])
		}
		c.note = fmt.Sprintf("%s goes in slot %s as a new stack; your other stacks keep their order. Where do they go?", card, slot)
	case groupUpgrade, groupMerge:
		c.text = c.labels[0].Text
		if !one {
			c.text += " (then choose the food kept)"
		}
		c.note = "Which food does the stack keep?"
	case groupRefill:
		c.text = c.labels[0].Text
		if !one {
			c.text = fmt.Sprintf("refill a market row or column (%d choices)", len(c.labels))
		}
		c.note = "Which market row or column is refilled?"
	case groupFood:
		c.text = c.labels[0].Text
		if !one {
			c.text = fmt.Sprintf("put %s on one of P%d's stacks (%d choices)", placingCard(o), first.Seat+1, len(c.labels))
		}
		c.note = fmt.Sprintf("On which of P%d's stacks?", first.Seat+1)
	}
}

// placingCard names the card being placed.
func placingCard(o *tableau.Observation) string {
	if o.Placing == nil {
		return "the card"
	}
	return o.Placing.Card
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
// card starred, then the stacks that slide:
// "[ - ] [Pig*] [Frog] [ - ] [ - ]  slides: Frog 1→3". It returns the new
// stack's slot too.
func arrangement(o *tableau.Observation, seat int, mask uint8, k int, st style) (int, string) {
	var tab []tableau.StackView
	if seat >= 0 && seat < len(o.Tableaus) {
		tab = o.Tableaus[seat]
	}
	var from []int
	for i, s := range tab {
		if s.Card != "" {
			from = append(from, i)
		}
	}
	cells := make([]string, tableau.NumSlots)
	var slides []string
	slot, j, next := -1, 0, 0
	for i := range cells {
		switch {
		case mask&(1<<i) == 0:
			cells[i] = st.paint(faint, "[ - ]")
			continue
		case j == k:
			cells[i] = "[" + st.paint(good, placingCard(o)+"*") + "]"
			slot = i
		case next < len(from):
			s := tab[from[next]]
			cells[i] = "[" + st.paint(info, s.Card) + "]"
			if from[next] != i {
				slides = append(slides, fmt.Sprintf("%s %d→%d", s.Card, from[next]+1, i+1))
			}
			next++
		}
		j++
	}
	text := strings.Join(cells, " ")
	if len(slides) > 0 {
		text += "  slides: " + strings.Join(slides, ", ")
	}
	return slot, text
}

// decide asks for every Tableau decision through its two-step menus.
func (u *tableauUI) decide(v session.SeatView) ([]game.Action, bool, error) {
	o, ok := v.Observation.(*tableau.Observation)
	if !ok || len(v.Actions) == 0 {
		return nil, false, nil
	}
	choices := tableauChoices(o, int(v.Seat), v.Actions, u.p.style)
	texts := make([]string, len(choices))
	for i, c := range choices {
		texts[i] = c.text
	}
	for {
		k, _, err := u.pick(v, "", texts, false)
		if err != nil {
			return nil, true, err
		}
		c := choices[k]
		if len(c.labels) == 1 {
			return []game.Action{c.labels[0].Action}, true, nil
		}
		j, back, err := u.pick(v, c.note, c.texts, true)
		if err != nil {
			return nil, true, err
		}
		if !back {
			return []game.Action{c.labels[j].Action}, true, nil
		}
	}
}

// backHelp is what the help adds on a second menu.
const backHelp = "  c, b       back to the first menu"

// pick shows a menu of texts (a second menu when second, which c or b
// leaves: back is then true) and returns the index of the entry the person
// picks.
func (u *tableauUI) pick(v session.SeatView, note string, texts []string, second bool) (k int, back bool, err error) {
	out := u.p.cfg.Out
	u.show(v, note, texts, !second)
	prompt := fmt.Sprintf("choose 1-%d (h: help, q: quit)> ", len(texts))
	if second {
		prompt = fmt.Sprintf("choose 1-%d (c: back, h: help, q: quit)> ", len(texts))
	}
	for {
		line, err := u.p.ask.ask(prompt)
		if err != nil {
			return 0, false, err
		}
		switch {
		case line == "h" || line == "help":
			fmt.Fprintln(out, menuHelp)
			if second {
				fmt.Fprintln(out, backHelp)
			}
			fmt.Fprintln(out, u.help())
		case line == "v":
			u.show(v, note, texts, true)
		case second && (line == "c" || line == "b" || line == "back"):
			return 0, true, nil
		case strings.HasPrefix(line, "i "):
			text, _ := u.info(line[2:])
			fmt.Fprintln(out, text)
		default:
			n, err := strconv.Atoi(line)
			if err != nil || n < 1 || n > len(texts) {
				more := ""
				if second {
					more = ", c to go back"
				}
				fmt.Fprintf(out, "%q is not a choice: type a number from 1 to %d%s, h for help or q to quit\n", line, len(texts), more)
				continue
			}
			return n - 1, false, nil
		}
	}
}

// logRows are the play-by-play rows a screen keeps when it shortens the
// panel to make room for a long menu.
const logRows = 2

// show draws the menu's screen. On a terminal the panel gives up rows
// (the other tableaus first) so that every entry fits whole; plainly the
// second menu follows the first without the panel again, unless whole.
func (u *tableauUI) show(v session.SeatView, note string, texts []string, whole bool) {
	p := u.p
	st := p.style
	if !st.terminal {
		lines := menuLines(texts, 0)
		if whole {
			p.screen(v, note, lines)
			return
		}
		writeLines(p.cfg.Out, wrap(note, screenWidth))
		writeLines(p.cfg.Out, lines)
		return
	}
	free := p.height() - 4 // the header, the box's top and bottom, the prompt
	if text, ok := p.hint(v); ok {
		free -= len(wrap("hint: "+text, screenWidth))
	}
	free -= len(wrap(note, screenWidth))
	lines := menuLines(texts, free-minPanelRows)
	u.rows = max(1, min(panelRows, free-len(lines)-logRows))
	defer func() { u.rows = 0 }()
	p.screen(v, note, lines)
}

// minPanelRows is about the fewest rows Tableau's panel takes: the round,
// the market, the seat's slots and animals and a line for another
// tableau.
const minPanelRows = 10

// menuLines numbers texts ("  N) text"), a text too long for the screen
// going on over indented lines; when they take more than rows lines and
// every one fits half the screen, they are laid out in columns.
func menuLines(texts []string, rows int) []string {
	var lines []string
	widest, wrapped := 0, false
	for i, t := range texts {
		head := fmt.Sprintf("  %d) ", i+1)
		parts := []string{t}
		if visibleWidth(head+t) > screenWidth {
			parts, wrapped = wrap(t, screenWidth-len(head)-2), true
		}
		for j, part := range parts {
			if j == 0 {
				part = head + part
			} else {
				part = strings.Repeat(" ", len(head)+2) + part
			}
			lines = append(lines, part)
			widest = max(widest, visibleWidth(part))
		}
	}
	if rows > 0 && len(lines) > rows && !wrapped && 2*(widest+2) <= screenWidth {
		return columns(lines, widest+2, screenWidth)
	}
	return lines
}
