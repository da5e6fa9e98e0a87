package tui

import (
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/games/tableau"
	"menagerie/session"
)

// tableauPlayHelp is what Tableau's screen adds to `play --help`.
const tableauPlayHelp = `The screen shows the market with its rows and columns numbered (the
choices name them), the scores, your tableau from slot 1 (the rear) to
slot 5 (the front) with what each stack adds to your power now, and the
other tableaus. i NAME describes a card; i alone, each card of the
market. A long menu asks in two steps: first the kind of move or the
slot (a sale, a merge, a new stack in slot 2, a refill), then which one
(how your other stacks slide around the new one, which stack is sold); c
goes back to the first step.`

// tableauLegend explains the screen's marks (the menu's help).
const tableauLegend = `  i NAME     describe a card, e.g. "i bison"; i alone describes the market's cards
Your tableau: slot 1 is the rear, slot 5 the front; "under" is the food under a stack and
the Chocolates in it ("Sushi+2 Choc"); "power" is what the stack adds now. Where the other
tableaus take one line, "Dog L2+Sushi!" is a level 2 Dog with Sushi under it, wounded (!).`

// tableauUI draws Tableau's screen: the market grid, the scores, the
// seat's tableau stack by stack and the other tableaus. Its decisions are
// asked in two steps where one menu would be too long (see decide); the
// play-by-play is the engine's sentences.
type tableauUI struct {
	plainUI
	g *tableau.Game
	p *player
	// menu asks the decisions; the panel draws in its limit's rows.
	menu groupMenu
	// market holds the cards of the market the panel drew last, for "i".
	market []string
}

func newTableauUI(g game.Game, p *player) gameUI {
	return &tableauUI{plainUI: plainUI{g: g}, g: g.(*tableau.Game), p: p, menu: groupMenu{p: p}}
}

func (*tableauUI) help() string { return tableauLegend }

// info describes a card of the game's set.
func (u *tableauUI) info(name string) (string, bool) {
	if name == "" {
		return describeEach(u.market, u.info), len(u.market) > 0
	}
	cs := u.g.Cards()
	id, ok := cs.Lookup(name)
	if !ok {
		return fmt.Sprintf("no card is called %q", name), true
	}
	c := cs.Card(id)
	if !c.IsAnimal() {
		return fmt.Sprintf("%s: food, %d in the deck. %s", c.Name, c.Copies, c.Text), true
	}
	return fmt.Sprintf("%s: animal, power %d/%d/%d at level 1/2/3, %d in the deck. %s",
		c.Name, c.Power[0], c.Power[1], c.Power[2], c.Copies, c.Text), true
}

// The rows of a tableau drawn as a grid, one column per slot.
const (
	rowAnimal = iota // the animal and the stack's level
	rowUnder         // the food under it and its Chocolates
	rowWounds        // wounded or not
	rowPower         // what it adds to the power now
	gridRows
)

var gridLabels = [gridRows]string{"animal", "under", "wounds", "power"}

// Widths of the panel's columns: a tableau grid's label and slots, the
// market's row label and cells, the scores.
const (
	labelWidth  = 10
	slotWidth   = 13
	rowLabel    = 7
	marketCell  = 10
	scoreSeat   = 8
	marketSplit = " | "
)

// panel draws the round, the market beside the scores, the seat's tableau
// as a grid and the other tableaus, as many rows each as fit in the menu's limit
// (the seat's empty under and wounds rows are left out when the others
// would not have a line each, and the market while a card is placed),
// from the seat's table view.
func (u *tableauUI) panel(v session.SeatView, st style) []string {
	limit := u.menu.limit(st)
	t, ok := u.table(v)
	if !ok {
		return u.plainUI.panel(v, st)
	}
	r, tabs, powers, placing := t.r, t.tabs, t.powers, t.placing
	u.market = shownNames(r.cards("market", 0), u.g.CardName)
	me := int(v.Seat)
	if me < 0 || me >= len(tabs) {
		me = -1 // a spectator: every tableau is someone else's
	}
	var others []int
	for p := range tabs {
		if p != me {
			others = append(others, p)
		}
	}
	lines := []string{roundLine(r, v.Table.Phase, placing)}
	// The market and scores may take what is left once the other
	// tableaus have their rows: a whole grid for one, a line and its
	// power row each for more.
	wanted := gridRows
	if len(others) > 1 {
		wanted = 2
	}
	room := limit - len(lines) - wanted*len(others)
	if me >= 0 {
		room -= 1 + gridRows
	}
	// While a card is placed the market may give way to the tableaus.
	scores := marketAndScores(r, t.market, powers, int(v.ToAct), me, room, st)
	if placing == nil || len(lines)+len(scores)+1+gridRows+len(others) <= limit {
		lines = append(lines, scores...)
	}
	if me >= 0 {
		lines = append(lines, slotNumbers(len(tabs[me]), fmt.Sprintf("P%d (you)", me+1), st))
		short := len(lines)+gridRows+len(others) > limit
		for row := 0; row < gridRows; row++ {
			if short && (row == rowUnder || row == rowWounds) && emptyRow(tabs[me], row) {
				continue
			}
			lines = append(lines, gridLine(tabs[me], powers[me], row, "", st))
		}
	}
	// Each other tableau as a whole grid where there is room, else in one
	// line, with the power row under it if that fits.
	rows := (limit - len(lines)) / max(1, len(others))
	for _, p := range others {
		name := fmt.Sprintf("P%d", p+1)
		if rows >= gridRows {
			lines = append(lines, tableauGrid(tabs[p], powers[p], name, st)...)
			continue
		}
		lines = append(lines, tableauLine(tabs[p], name, st))
		if rows > 1 {
			lines = append(lines, gridLine(tabs[p], powers[p], rowPower, "", st))
		}
	}
	for i, l := range lines {
		lines[i] = fit(l, st.panelCols()) // card files may hold long names
	}
	return lines
}

// rows returns the market's names row by row ("" for an empty cell).
func (u *tableauUI) rows(market game.ZoneCards) [][]string {
	if len(market.Cards) == 0 || market.Width == 0 {
		return nil
	}
	var out [][]string
	for cells := market.Cards[0]; len(cells) >= market.Width; cells = cells[market.Width:] {
		row := make([]string, market.Width)
		for c, id := range cells[:market.Width] {
			if id > 0 {
				row[c] = u.g.CardName(id)
			}
		}
		out = append(out, row)
	}
	return out
}

// stacks returns the stacks of seat p's list of a zone of stacks (a
// tableau, or the stack being placed) with the food under them from the
// zone food, and what each adds to the seat's power now.
func (u *tableauUI) stacks(r tableRead, zone, food string, p int) ([]tableau.StackView, [tableau.NumSlots]int) {
	cards, under := r.cards(zone, p), r.cards(food, p)
	out := make([]tableau.StackView, len(cards))
	var powers [tableau.NumSlots]int
	for i, c := range cards {
		if c <= 0 {
			continue
		}
		stat := func(id string) int { return r.stat(zone, id, p, i) }
		out[i] = tableau.StackView{Card: u.g.CardName(c), Level: stat("level"), Chocolates: stat("chocolates"),
			Wounded: stat("wounded") > 0, HoneyPending: stat("honey") > 0}
		if i < len(under) && under[i] > 0 {
			out[i].Food = u.g.CardName(under[i])
		}
		if i < len(powers) {
			powers[i] = stat("power")
		}
	}
	return out, powers
}

// roundLine says the round, the phase, the first player and the card being
// placed.
func roundLine(r tableRead, phase string, placing *tableau.StackView) string {
	stage := "market phase"
	if r.count("combat", 0) > 0 {
		stage = "combat phase"
	}
	if phase == "over" {
		stage = "game over"
	}
	line := fmt.Sprintf("Round %d of %d, %s, P%d first", r.count("round", 0), r.count("rounds", 0), stage, r.count("first_player", 0)+1)
	if placing != nil {
		line += "; to place: " + stackName(*placing)
	}
	return line
}

// marketAndScores lays the market grid (rows and columns numbered) beside
// each seat's VP, power now, drafts ("out" once passed for the round) and
// refills, the seat to act marked ">"; the deck goes below the shorter side, or below the market if that
// fits in room rows.
func marketAndScores(r tableRead, market [][]string, powers [][tableau.NumSlots]int, toAct, me, room int, st style) []string {
	cols := 0
	if len(market) > 0 {
		cols = len(market[0])
	}
	head := pad("market", rowLabel)
	for c := 0; c < cols; c++ {
		head += pad(fmt.Sprintf("col %d", c+1), marketCell)
	}
	left := []string{head}
	for i, row := range market {
		line := pad(fmt.Sprintf(" row %d", i+1), rowLabel)
		for _, name := range row {
			if name == "" {
				line += cell(st.paint(faint, "-"), marketCell)
			} else {
				line += cell(st.paint(info, name), marketCell)
			}
		}
		left = append(left, line)
	}
	deck := st.paint(faint, fmt.Sprintf("deck %d, discard %d", r.count("deck_size", 0), len(r.cards("discard", 0))))
	leftWidth := rowLabel + cols*marketCell
	head = pad("", scoreSeat) + " VP power drafts"
	// The refills column goes only where it fits.
	refills := leftWidth+len(marketSplit)+len(head)+len(" refills") <= st.panelCols()
	if refills {
		head += " refills"
	}
	right := []string{head}
	for p := range powers {
		mark := " "
		if p == toAct {
			mark = ">"
		}
		name := fmt.Sprintf("%sP%d", mark, p+1)
		if p == me {
			name += " you"
		}
		total := 0
		for _, n := range powers[p] {
			total += n
		}
		drafts := fmt.Sprintf("%d/%d", r.count("drafts", p), r.count("drafts_per_round", 0))
		if r.count("out", p) > 0 {
			drafts = "out" // passed for the rest of the round
		}
		line := fmt.Sprintf("%s%3d%6d%7s", pad(name, scoreSeat), r.count("vp", p), total, drafts)
		if refills {
			line += fmt.Sprintf("%8d", r.count("refills_left", p))
		}
		right = append(right, line)
	}
	switch {
	case len(right) < len(left):
		right = append(right, deck)
	case len(left) < len(right) || len(left) < room:
		left = append(left, deck)
	}
	lines := make([]string, max(len(left), len(right)))
	for i := range lines {
		l, rt := "", ""
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			rt = right[i]
		}
		lines[i] = strings.TrimRight(pad(l, leftWidth)+marketSplit+rt, " ")
	}
	return lines
}

// slotNumbers heads the tableau grids: name, then each slot's number.
func slotNumbers(slots int, name string, st style) string {
	head := pad(st.bold(name), labelWidth)
	for i := 0; i < slots; i++ {
		n := fmt.Sprint(i + 1)
		switch i {
		case 0:
			n += " (rear)"
		case slots - 1:
			n += " (front)"
		}
		head += pad(n, slotWidth)
	}
	return strings.TrimRight(head, " ")
}

// emptyRow reports whether a grid row (under or wounds) has nothing to
// show in any slot.
func emptyRow(tab []tableau.StackView, row int) bool {
	for _, s := range tab {
		if (row == rowUnder && (s.Food != "" || s.Chocolates > 0)) || (row == rowWounds && s.Wounded) {
			return false
		}
	}
	return true
}

// tableauGrid draws a tableau's grid (animal, under, wounds, power), a
// slot a column, under the slot numbers; name, if any, heads the animal
// row.
func tableauGrid(tab []tableau.StackView, powers [tableau.NumSlots]int, name string, st style) []string {
	lines := make([]string, gridRows)
	for r := range lines {
		if r == rowAnimal {
			lines[r] = gridLine(tab, powers, r, name, st)
		} else {
			lines[r] = gridLine(tab, powers, r, "", st)
		}
	}
	return lines
}

// gridLine is one row of a tableau's grid, headed by name or else by the
// row's label.
func gridLine(tab []tableau.StackView, powers [tableau.NumSlots]int, row int, name string, st style) string {
	label := pad("  "+gridLabels[row], labelWidth)
	if name != "" {
		label = pad(st.bold(name), labelWidth)
	}
	line := label
	for i, s := range tab {
		line += cell(gridCell(s, powers[i], row, st), slotWidth)
	}
	return strings.TrimRight(line, " ")
}

// gridCell is one stack's cell in a grid row.
func gridCell(s tableau.StackView, power, row int, st style) string {
	if s.Card == "" {
		if row == rowAnimal {
			return st.paint(faint, "-")
		}
		return ""
	}
	switch row {
	case rowAnimal:
		return st.paint(info, fmt.Sprintf("%s L%d", s.Card, s.Level))
	case rowUnder:
		var parts []string
		if s.Food != "" {
			parts = append(parts, st.paint(special, s.Food))
		}
		switch {
		case s.Chocolates == 1:
			parts = append(parts, "Choc")
		case s.Chocolates > 1:
			parts = append(parts, fmt.Sprintf("%d Choc", s.Chocolates))
		}
		return strings.Join(parts, "+")
	case rowWounds:
		if s.Wounded {
			return st.paint(bad, "wounded")
		}
		return ""
	}
	if power > 0 {
		return st.paint(good, fmt.Sprintf("+%d", power))
	}
	return st.paint(faint, "0")
}

// tableauLine draws a tableau in one line, a stack a column:
// "Dog L2+Sushi!" is a level 2 Dog with Sushi under it, wounded.
func tableauLine(tab []tableau.StackView, name string, st style) string {
	line := pad(st.bold(name), labelWidth)
	for _, s := range tab {
		text := st.paint(faint, "-")
		if s.Card != "" {
			text = st.paint(info, fmt.Sprintf("%s L%d", s.Card, s.Level))
			if s.Food != "" {
				text += "+" + st.paint(special, s.Food)
			}
			if s.Wounded {
				text += st.paint(bad, "!")
			}
		}
		line += cell(text, slotWidth)
	}
	return strings.TrimRight(line, " ")
}

// cell fills s to width columns, keeping the last one blank so that
// neighbouring cells never touch.
func cell(s string, width int) string { return pad(s, width-1) + " " }

// stackName names a card or a stack: "Bison", "Bison (level 2)" or
// "Bison (level 2, with Sushi)".
func stackName(s tableau.StackView) string {
	switch {
	case s.Level <= 1 && s.Food == "":
		return s.Card
	case s.Food != "":
		return fmt.Sprintf("%s (level %d, with %s)", s.Card, s.Level, s.Food)
	}
	return fmt.Sprintf("%s (level %d)", s.Card, s.Level)
}

// status says in a few words what the seat to act decides (the screen's
// header names the seat).
func (u *tableauUI) status(v session.SeatView) string {
	t, ok := u.table(v)
	if !ok {
		return u.plainUI.status(v)
	}
	me, count := t.toAct, t.r.count
	switch {
	case t.phase == "over":
		return "game over"
	case me < 0 || me >= len(t.tabs):
		return phaseTitle(tableau.Schema, t.phase) // the die decides
	}
	switch t.phase {
	case "draft":
		return fmt.Sprintf("draft %d of %d: take or refill", count("drafts", me)+1, count("drafts_per_round", 0))
	case "place":
		if t.placing == nil {
			break
		}
		if count("moved", 0) > 0 {
			return fmt.Sprintf("place again the moved %s", stackName(*t.placing))
		}
		return "place " + stackName(*t.placing)
	case "bonus_draft":
		return fmt.Sprintf("bonus draft (%d left): take a card or stop", count("bonus_drafts", 0))
	case "drawing":
		return fmt.Sprintf("draw from the deck (%d left) or stop", count("draws_left", 0))
	case "swap_in":
		return fmt.Sprintf("your %s may take another stack's slot", t.slotCard(me, count("swap_slot", 0)))
	case "honey":
		return fmt.Sprintf("your wounded %s with Honey: sell or keep it", t.slotCard(me, count("acting_slot", 0)))
	case "may_wound":
		return fmt.Sprintf("wound with your %s, or not", t.slotCard(me, count("acting_slot", 0)))
	case "wound_column":
		return fmt.Sprintf("choose the column your %s wounds (a 6)", t.slotCard(me, count("acting_slot", 0)))
	}
	return phaseTitle(tableau.Schema, t.phase)
}
