package tui

import (
	"fmt"
	"slices"
	"strings"

	"menagerie/games/dojo"
	"menagerie/session"
)

// dojoCell is the width of one zone column in Dojo's panel: three side by
// side fill the panel.
func dojoCell(st style) int { return st.panelCols() / dojo.NumCols }

// panel draws the seat's view: the opponent's side (piles, stay cards in
// play, zone), the seat's own, and, when there is room (a long menu may
// take it), its hand with each card's power or ability and a legend; in
// the solo mission, the flipped animal and the progress.
func (u *dojoUI) panel(v session.SeatView, st style) []string {
	o, ok := v.Observation.(*dojo.Observation)
	if !ok {
		return u.plainUI.panel(v, st)
	}
	if o.Solo != nil {
		return u.soloPanel(o, st)
	}
	var lines []string
	for _, q := range []int{1 - o.Seat, o.Seat} {
		if q < 0 || q >= len(o.Players) {
			continue
		}
		side := u.side(o, q, st)
		if q == o.Seat && len(lines) > 0 && len(side) > 2 {
			// The seat's own zone below the other's needs no column
			// numbers of its own: its columns line up with those above.
			// The line goes when the hand needs it.
			if hand := u.handLines(o.Hand, st); len(lines)+len(side)+len(hand) > u.menu.limit(st) {
				side = slices.Delete(side, 1, 2)
			}
		}
		lines = append(lines, side...)
	}
	limit := u.menu.limit(st)
	if o.Seat >= 0 && len(o.Hand) > 0 {
		// The hand with each card's brief when there is room, else its
		// names on as few lines as they take.
		hand := u.handLines(o.Hand, st)
		if len(lines)+len(hand) > limit {
			hand = wrap("your hand: "+st.paint(info, strings.Join(o.Hand, ", ")), st.panelCols())
		}
		if len(lines)+len(hand) <= limit {
			lines = append(lines, hand...)
		}
	}
	if len(lines) < limit {
		lines = append(lines, st.paint(faint, "front row first; 9/10 health, d1 damage, R resting, S Shield, H Honeycomb"))
	}
	return lines
}

// side draws one player's piles, stay cards and zone, front row first.
func (u *dojoUI) side(o *dojo.Observation, q int, st style) []string {
	pv := &o.Players[q]
	// The seat's own hand is listed below: its side needs no count.
	head := fmt.Sprintf("%s (opponent): hand %d, deck %d", st.bold(u.seatName(q)), pv.HandSize, pv.DeckSize)
	if q == o.Seat {
		head = fmt.Sprintf("%s (you): deck %d", st.bold(u.seatName(q)), pv.DeckSize)
	}
	head += fmt.Sprintf(", discard %d, defeated %d", len(pv.Discard), len(pv.Defeated))
	var stay []string
	for _, name := range pv.Stay {
		if name != "" {
			stay = append(stay, name)
		}
	}
	if len(stay) > 0 {
		head += ", in play: " + st.paint(special, strings.Join(stay, ", "))
	}
	lines := []string{fit(head, st.panelCols())}
	if pv.Zone == nil {
		return append(lines, st.paint(faint, fmt.Sprintf("  setting up in secret: %d animals placed", pv.Placed)))
	}
	cells := make([]string, 0, dojo.NumPos+dojo.NumCols)
	for col := 1; col <= dojo.NumCols; col++ {
		cells = append(cells, st.paint(faint, fmt.Sprintf("column %d", col)))
	}
	for row := 0; row < dojo.NumRows; row++ {
		if row > 0 && !rowUsed(pv.Zone, row) {
			break
		}
		for col := 0; col < dojo.NumCols; col++ {
			cells = append(cells, u.cell(pv.Zone, col, row, st))
		}
	}
	return append(lines, columns(cells, dojoCell(st), st.panelCols())...)
}

// rowUsed reports whether any column of zone has an animal in row.
func rowUsed(zone [][]dojo.AnimalView, row int) bool {
	for _, col := range zone {
		if row < len(col) {
			return true
		}
	}
	return false
}

// cell draws the animal at col and row: "Bear Cub 9/10 d1 RS" (R resting,
// S Shield, H Honeycomb), its health in the colour of its state.
func (u *dojoUI) cell(zone [][]dojo.AnimalView, col, row int, st style) string {
	if row >= len(zone[col]) {
		if row == 0 {
			return st.paint(faint, "(empty)")
		}
		return ""
	}
	a := zone[col][row]
	health := st.paint(good, fmt.Sprintf("%d/%d", a.Health, a.MaxHealth))
	if a.Health < a.MaxHealth {
		health = st.paint(bad, fmt.Sprintf("%d/%d", a.Health, a.MaxHealth))
	}
	text := fmt.Sprintf("%s %s d%d", st.paint(info, a.Card), health, a.Damage)
	var marks []string
	if a.Rest > 0 {
		marks = append(marks, "R")
	}
	if a.Shield {
		marks = append(marks, "S")
	}
	if a.Regen {
		marks = append(marks, "H")
	}
	if len(marks) > 0 {
		text += " " + st.paint(special, strings.Join(marks, ""))
	}
	return text
}

// handLines lists the hand, each card with its power or ability, in as
// many columns as fit.
func (u *dojoUI) handLines(hand []string, st style) []string {
	cells := make([]string, len(hand))
	for i, name := range hand {
		brief := ""
		if id, ok := u.cs.Lookup(name); ok {
			brief = " " + st.paint(faint, "("+u.cs.CardBrief(id)+")")
		}
		cells[i] = st.paint(info, name) + brief
	}
	return append([]string{"your hand:"}, columns(cells, st.panelCols()/2, st.panelCols())...)
}

// soloPanel shows the flipped animal, its card and the mission's progress.
func (u *dojoUI) soloPanel(o *dojo.Observation, st style) []string {
	lines := []string{st.bold("Solo mission: ") + soloProgress(o.Solo)}
	if id, ok := u.cs.Lookup(o.Solo.Card); ok {
		lines = append(lines, "", "Flipped: "+st.paint(info, o.Solo.Card))
		lines = append(lines, wrap(u.cs.CardText(id), st.panelCols())...)
	}
	return lines
}

// soloProgress reads "animal 7 of 27, 5 defeated, 1 missed".
func soloProgress(s *dojo.SoloView) string {
	done := s.Defeated + s.Missed
	total := done + s.Left
	if s.Card != "" {
		total++
		return fmt.Sprintf("animal %d of %d, %d defeated, %d missed", done+1, total, s.Defeated, s.Missed)
	}
	return fmt.Sprintf("%d animals, %d defeated, %d missed", total, s.Defeated, s.Missed)
}

// status says what the seat decides and why, from its observation.
func (u *dojoUI) status(v session.SeatView) string {
	o, ok := v.Observation.(*dojo.Observation)
	if !ok {
		return "your turn"
	}
	switch o.Phase {
	case "setup":
		return fmt.Sprintf("place your starting animals in secret (%d of %d placed)", o.Players[o.Seat].Placed, dojo.StartAnimals)
	case "play":
		return fmt.Sprintf("turn %d, your play: one card, a discard, a new animal or nothing", o.Turn)
	case "attack":
		return fmt.Sprintf("turn %d, attack with one of your animals, or not", o.Turn)
	case "exercise":
		return fmt.Sprintf("turn %d, %s attacks %s: do its exercise", o.Turn, o.Attack.Attacker, o.Attack.Target)
	case "response":
		return fmt.Sprintf("turn %d, %s's %s attacks your %s for %d damage: respond?", o.Turn,
			u.seatName(o.Active), o.Attack.Attacker, o.Attack.Target, o.Attack.Damage)
	case "upgrade":
		return fmt.Sprintf("turn %d, %s defeated %s: upgrade it?", o.Turn, o.Attack.Attacker, o.Attack.Target)
	case "solo":
		return "solo mission, " + soloProgress(o.Solo)
	}
	return o.Phase
}
