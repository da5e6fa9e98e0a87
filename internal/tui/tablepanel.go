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
// a hidden card, "—" for an empty place), a seat zone on a line per seat.
// It fits st.rows() lines of st.panelCols() columns.
func tablePanel(s *game.Schema, t *game.TableView, seat game.Player, name func(game.Card) string, st style) []string {
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
		lines = append(lines, zoneLines(z, cards, seat, name, st)...)
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
func zoneLines(z game.Zone, cards game.ZoneCards, seat game.Player, name func(game.Card) string, st style) []string {
	var out []string
	for p, list := range cards.Cards {
		label := z.Title
		if z.Scope == game.SeatScope {
			label += " " + seatLabel(game.Player(p), seat)
		}
		if z.Layout == game.Grid && cards.Width > 0 {
			for r := 0; r*cards.Width < len(list); r++ {
				row := list[r*cards.Width : min(len(list), (r+1)*cards.Width)]
				out = append(out, fmt.Sprintf("%s row %d: %s", label, r+1, cardsText(row, z.Layout, name, st)))
			}
			continue
		}
		out = append(out, fmt.Sprintf("%s: %s", label, cardsText(list, z.Layout, name, st)))
	}
	return out
}

// cardsText names a list of cards: numbered places for slots, a back for
// each hidden card (a long run once with its count), "none" for no card.
func cardsText(list []game.Card, layout game.Layout, name func(game.Card) string, st style) string {
	if len(list) == 0 {
		return st.paint(faint, "none")
	}
	var parts []string
	for i := 0; i < len(list); i++ {
		c := list[i]
		var text string
		switch {
		case c == game.Hidden:
			run := 1
			for i+run < len(list) && list[i+run] == game.Hidden && layout != game.Slots && layout != game.Grid {
				run++
			}
			text = st.paint(faint, backs(run))
			i += run - 1
		case c == 0:
			text = st.paint(faint, "—")
		default:
			text = st.paint(info, name(c))
		}
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
