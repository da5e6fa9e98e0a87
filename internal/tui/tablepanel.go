package tui

import (
	"fmt"
	"strings"

	"menagerie/game"
)

// cardBack is how a card the seat may not see is drawn.
const cardBack = "[▒]"

// maxBacks is the most card backs drawn one by one; a longer run of
// hidden cards is drawn once with its count.
const maxBacks = 6

// tablePanel draws a seat's table view from the game's declared model
// alone, for a game without a UI of its own: the phase's title with the
// table counters, its hint (when there is room), each seat counter on a
// line by title, and each zone by title with its cards' names (a back for
// a hidden card, "—" for an empty place) and the numbers its places carry,
// a seat zone on a line per seat. It fits st.rows() lines of
// st.panelCols() columns.
func tablePanel(s *game.Schema, t *game.TableView, seat game.Player, name func(game.Card) string, st style) []string {
	r := tableRead{s: s, t: t}
	title := t.Phase
	hint := ""
	if p, ok := s.Phase(t.Phase); ok {
		title, hint = p.Title, p.Hint
	}
	head := []string{st.bold(title)}
	var lines []string
	for _, c := range s.Counters {
		tally, ok := t.Counter(c.ID)
		if !ok {
			continue
		}
		if c.Scope == game.TableScope && len(tally.Values) == 1 {
			head = append(head, fmt.Sprintf("%s %d", c.Title, tally.Values[0]))
			continue
		}
		parts := make([]string, len(tally.Values))
		for p, v := range tally.Values {
			parts[p] = fmt.Sprintf("%s %d", seatLabel(game.Player(p), seat), v)
		}
		lines = append(lines, fmt.Sprintf("%s: %s", c.Title, strings.Join(parts, " · ")))
	}
	for _, z := range s.Zones {
		cards, ok := t.Zone(z.ID)
		if !ok {
			continue
		}
		lines = append(lines, zoneLines(r, z, cards, seat, name, st)...)
	}
	out := []string{strings.Join(head, " · ")}
	if hint != "" && 1+len(lines)+len(wrap(hint, st.panelCols())) <= st.rows() {
		for _, l := range wrap(hint, st.panelCols()) {
			out = append(out, st.paint(faint, l))
		}
	}
	out = append(out, lines...)
	for i, l := range out {
		out[i] = fit(l, st.panelCols())
	}
	return out[:min(len(out), st.rows())]
}

// zoneLines draws a zone: one line for a table zone, one per seat for a
// seat zone, a grid row by row.
func zoneLines(r tableRead, z game.Zone, cards game.ZoneCards, seat game.Player, name func(game.Card) string, st style) []string {
	var out []string
	for p, list := range cards.Cards {
		label := z.Title
		if z.Scope == game.SeatScope {
			label += " " + seatLabel(game.Player(p), seat)
		}
		numbers := func(i int) string { return placeNumbers(r, z, p, i) }
		if z.Layout == game.Grid && cards.Width > 0 {
			for row := 0; row*cards.Width < len(list); row++ {
				first := row * cards.Width
				cells := list[first:min(len(list), first+cards.Width)]
				out = append(out, fmt.Sprintf("%s row %d: %s", label, row+1, cardsText(cells, z.Layout, name, func(i int) string { return numbers(first + i) }, st)))
			}
			continue
		}
		out = append(out, fmt.Sprintf("%s: %s", label, cardsText(list, z.Layout, name, numbers, st)))
	}
	return out
}

// placeNumbers writes the numbers other than 0 that place i of seat p's
// list of z carries, by title: " (Level 3, Power 7)", or "".
func placeNumbers(r tableRead, z game.Zone, p, i int) string {
	var parts []string
	for _, stat := range z.Stats {
		if v := r.stat(z.ID, stat.ID, p, i); v != 0 {
			parts = append(parts, fmt.Sprintf("%s %d", stat.Title, v))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// cardsText names a list of cards with the numbers of each place
// (numbers): numbered places for slots, a back for each hidden card (a
// long run of them with equal numbers once with its count), "none" for no
// card.
func cardsText(list []game.Card, layout game.Layout, name func(game.Card) string, numbers func(int) string, st style) string {
	if len(list) == 0 {
		return st.paint(faint, "none")
	}
	var parts []string
	for i := 0; i < len(list); i++ {
		c, nums := list[i], numbers(i)
		var text string
		switch {
		case c == game.Hidden:
			run := 1
			for i+run < len(list) && list[i+run] == game.Hidden && numbers(i+run) == nums && layout != game.Slots && layout != game.Grid {
				run++
			}
			text = st.paint(faint, backs(run))
			i += run - 1
		case c == 0:
			text = st.paint(faint, "—")
		default:
			text = st.paint(info, name(c))
		}
		text += nums
		if layout == game.Slots {
			text = fmt.Sprintf("%d) %s", i+1, text)
		}
		parts = append(parts, text)
	}
	sep := ", "
	if layout == game.Slots || layout == game.Grid {
		sep = "  "
	}
	return strings.Join(parts, sep)
}

// backs draws n hidden cards: a back each, or one back and the count.
func backs(n int) string {
	if n > maxBacks {
		return fmt.Sprintf("%s×%d", cardBack, n)
	}
	return strings.TrimSpace(strings.Repeat(cardBack+" ", n))
}

// seatLabel names a seat for a panel, "P2", marking the viewer's own.
func seatLabel(p, viewer game.Player) string {
	if p == viewer {
		return fmt.Sprintf("P%d (you)", p+1)
	}
	return fmt.Sprintf("P%d", p+1)
}
