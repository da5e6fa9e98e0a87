package tui

import (
	"fmt"
	"slices"
	"strings"

	"menagerie/game"
	"menagerie/games/dojo"
	"menagerie/session"
)

// dojoCell is the width of one zone column in Dojo's panel: three side by
// side fill the panel.
func dojoCell(st style) int { return st.panelCols() / dojo.NumCols }

// panel draws the seat's view from its table view: the opponent's side
// (piles, stay cards in play, zone), the seat's own, and, when there is
// room (a long menu may take it), its hand with each card's power or
// ability and a legend; in the solo mission, the flipped animal and the
// progress.
func (u *dojoUI) panel(v session.SeatView, st style) []string {
	if v.Table == nil {
		return u.plainUI.panel(v, st)
	}
	r := tableRead{s: dojo.Schema, t: v.Table}
	if r.players() == 1 {
		return u.soloPanel(r, st)
	}
	seat := int(v.Seat)
	hand := shownNames(r.cards("hand", seat), u.g.CardName)
	var lines []string
	for _, q := range []int{1 - seat, seat} {
		if q < 0 || q >= r.players() {
			continue
		}
		side := u.side(r, q, seat, st)
		if q == seat && len(lines) > 0 && len(side) > 2 {
			// The seat's own zone below the other's needs no column
			// numbers of its own: its columns line up with those above.
			// The line goes when the hand needs it.
			if hl := u.handLines(hand, st); len(lines)+len(side)+len(hl) > u.menu.limit(st) {
				side = slices.Delete(side, 1, 2)
			}
		}
		lines = append(lines, side...)
	}
	limit := u.menu.limit(st)
	if seat >= 0 && len(hand) > 0 {
		// The hand with each card's brief when there is room, else its
		// names on as few lines as they take.
		hl := u.handLines(hand, st)
		if len(lines)+len(hl) > limit {
			hl = wrap("your hand: "+st.paint(info, strings.Join(hand, ", ")), st.panelCols())
		}
		if len(lines)+len(hl) <= limit {
			lines = append(lines, hl...)
		}
	}
	if len(lines) < limit {
		lines = append(lines, st.paint(faint, "front row first; 9/10 health, d1 damage, R resting, S Shield, H Honeycomb"))
	}
	return lines
}

// side draws player q's piles, stay cards and zone, front row first, as
// seat sees them.
func (u *dojoUI) side(r tableRead, q, seat int, st style) []string {
	// The seat's own hand is listed below: its side needs no count.
	deck := len(r.cards("deck", q))
	head := fmt.Sprintf("%s (opponent): hand %d, deck %d", st.bold(u.seatName(q)), len(r.cards("hand", q)), deck)
	if q == seat {
		head = fmt.Sprintf("%s (you): deck %d", st.bold(u.seatName(q)), deck)
	}
	head += fmt.Sprintf(", discard %d, defeated %d", len(r.cards("discard", q)), len(r.cards("defeated", q)))
	if stay := shownNames(r.cards("stay", q), u.g.CardName); len(stay) > 0 {
		head += ", in play: " + st.paint(special, strings.Join(stay, ", "))
	}
	lines := []string{fit(head, st.panelCols())}
	zone := r.cards("zone", q)
	if slices.Contains(zone, game.Hidden) || len(zone) < dojo.NumPos {
		return append(lines, st.paint(faint, fmt.Sprintf("  setting up in secret: %d animals placed", r.count("placed", q))))
	}
	cells := make([]string, 0, dojo.NumPos+dojo.NumCols)
	for col := 1; col <= dojo.NumCols; col++ {
		cells = append(cells, st.paint(faint, fmt.Sprintf("column %d", col)))
	}
	for row := 0; row < dojo.NumRows; row++ {
		place := row * dojo.NumCols
		if row > 0 && len(shown(zone[place:place+dojo.NumCols])) == 0 {
			break
		}
		for col := 0; col < dojo.NumCols; col++ {
			cells = append(cells, u.cell(r, q, place+col, zone[place+col], st))
		}
	}
	return append(lines, columns(cells, dojoCell(st), st.panelCols())...)
}

// cell draws the animal c at place i of q's zone: "Bear Cub 9/10 d1 RS"
// (R resting, S Shield, H Honeycomb), its health in the colour of its
// state; "(empty)" for an empty front place.
func (u *dojoUI) cell(r tableRead, q, i int, c game.Card, st style) string {
	if c <= 0 {
		if i < dojo.NumCols {
			return st.paint(faint, "(empty)")
		}
		return ""
	}
	card := u.cs.Card(dojo.CardID(c))
	fam := &u.cs.Families[card.Family]
	hp, most := r.stat("zone", "health", q, i), fam.Health[card.Level-1]
	health := st.paint(good, fmt.Sprintf("%d/%d", hp, most))
	if hp < most {
		health = st.paint(bad, fmt.Sprintf("%d/%d", hp, most))
	}
	text := fmt.Sprintf("%s %s d%d", st.paint(info, card.Name), health, fam.Damage[card.Level-1])
	var marks []string
	for _, m := range []struct{ stat, mark string }{{"rest", "R"}, {"shield", "S"}, {"regen", "H"}} {
		if r.stat("zone", m.stat, q, i) > 0 {
			marks = append(marks, m.mark)
		}
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
func (u *dojoUI) soloPanel(r tableRead, st style) []string {
	flipped := r.cards("flipped", 0)
	var card game.Card
	if len(flipped) > 0 {
		card = flipped[0]
	}
	lines := []string{st.bold("Solo mission: ") + soloProgress(r.count("solo_left", 0), r.count("solo_defeated", 0), r.count("solo_missed", 0), card > 0)}
	if card > 0 {
		lines = append(lines, "", "Flipped: "+st.paint(info, u.g.CardName(card)))
		lines = append(lines, wrap(u.cs.CardText(dojo.CardID(card)), st.panelCols())...)
	}
	return lines
}

// soloProgress reads "animal 7 of 27, 5 defeated, 1 missed" while an
// animal is flipped, else "27 animals, 26 defeated, 1 missed".
func soloProgress(left, defeated, missed int, flipped bool) string {
	done := defeated + missed
	total := done + left
	if flipped {
		total++
		return fmt.Sprintf("animal %d of %d, %d defeated, %d missed", done+1, total, defeated, missed)
	}
	return fmt.Sprintf("%d animals, %d defeated, %d missed", total, defeated, missed)
}

// status says what the seat decides and why, from its table view.
func (u *dojoUI) status(v session.SeatView) string {
	if v.Table == nil {
		return "your turn"
	}
	r := tableRead{s: dojo.Schema, t: v.Table}
	turn, attack := r.count("turn", 0), shownNames(r.cards("attack", 0), u.g.CardName)
	attacker, target := "an animal", "an animal"
	if len(attack) > 0 {
		attacker = attack[0]
	}
	if len(attack) > 1 {
		target = attack[1]
	}
	switch v.Table.Phase {
	case "setup":
		return fmt.Sprintf("place your starting animals in secret (%d of %d placed)", r.count("placed", int(v.Seat)), dojo.StartAnimals)
	case "play":
		return fmt.Sprintf("turn %d, your play: one card, a discard, a new animal or nothing", turn)
	case "attack":
		return fmt.Sprintf("turn %d, attack with one of your animals, or not", turn)
	case "exercise":
		return fmt.Sprintf("turn %d, %s attacks %s: do its exercise", turn, attacker, target)
	case "response":
		return fmt.Sprintf("turn %d, %s's %s attacks your %s for %d damage: respond?", turn,
			u.seatName(r.count("active", 0)), attacker, target, r.count("attack_damage", 0))
	case "upgrade":
		return fmt.Sprintf("turn %d, %s defeated its target: upgrade it?", turn, attacker)
	case "solo":
		return "solo mission, " + soloProgress(r.count("solo_left", 0), r.count("solo_defeated", 0), r.count("solo_missed", 0), len(shown(r.cards("flipped", 0))) > 0)
	}
	return phaseTitle(dojo.Schema, v.Table.Phase)
}
