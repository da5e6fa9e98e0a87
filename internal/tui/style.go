package tui

import (
	"strings"
	"unicode/utf8"
)

// screenWidth and screenHeight are the least terminal every screen fits:
// the classic 80 columns by 24 rows. A wider terminal's lines are longer.
const (
	screenWidth  = 80
	screenHeight = 24
)

// colour is one of the few foreground colours screens use, each with one
// meaning so that a player learns them once.
type colour int

// The colours and what they mark.
const (
	plain   colour = iota
	good           // a gain: power, a win, a triple that can be made
	bad            // a loss: damage, a fainted pet, a failure
	warn           // something to look at: a card about to be replaced
	info           // names of cards and teams
	faint          // less important text: hints, legends, hidden cards
	special        // hats, perks and other marks on a card
)

// sgr holds each colour's Select Graphic Rendition code.
var sgr = [...]string{
	plain:   "",
	good:    "32",
	bad:     "31",
	warn:    "33",
	info:    "36",
	faint:   "2",
	special: "35",
}

// style writes text for a terminal, with colour and boxes, or plainly for
// a pipe or a file. Every piece of text a screen shows goes through one,
// so that plain output never carries an escape sequence.
type style struct {
	// terminal turns on colour and box drawing.
	terminal bool
	// width and height are the terminal's columns and rows (0:
	// screenWidth and screenHeight).
	width, height int
}

// rows is the rows a game's panel may take: panelRows on a screen of
// screenHeight rows, and every row a taller terminal adds.
func (st style) rows() int { return panelRows + max(0, st.height-screenHeight) }

// cols is the columns a screen's lines may take: the terminal's width,
// and never less than screenWidth, for which the panels are laid out.
func (st style) cols() int { return max(st.width, screenWidth) }

// panelCols is the columns a game's panel may take: the screen's, inside
// a box.
func (st style) panelCols() int { return st.cols() - 4 }

// paint colours s (nothing in plain style or for the plain colour).
func (st style) paint(c colour, s string) string {
	if !st.terminal || c == plain || s == "" {
		return s
	}
	return "\x1b[" + sgr[c] + "m" + s + "\x1b[0m"
}

// bold makes s stand out.
func (st style) bold(s string) string {
	if !st.terminal || s == "" {
		return s
	}
	return "\x1b[1m" + s + "\x1b[0m"
}

// box frames lines under a title, width columns wide in all. On a terminal
// it draws a box; plainly, a title line "== title ==" and the lines as
// they are. Lines longer than the box are cut (with "…").
func (st style) box(title string, lines []string, width int) []string {
	if !st.terminal {
		out := make([]string, 0, len(lines)+1)
		if title != "" {
			out = append(out, "== "+title+" ==")
		}
		return append(out, lines...)
	}
	inner := width - 4
	top := "┌"
	if title != "" {
		t := " " + fit(title, inner-2) + " "
		top += "─" + t + strings.Repeat("─", max(0, width-3-visibleWidth(t)))
	} else {
		top += strings.Repeat("─", width-2)
	}
	out := make([]string, 0, len(lines)+2)
	out = append(out, top+"┐")
	for _, l := range lines {
		l = fit(l, inner)
		out = append(out, "│ "+l+strings.Repeat(" ", inner-visibleWidth(l))+" │")
	}
	return append(out, "└"+strings.Repeat("─", width-2)+"┘")
}

// rule is a horizontal line across the screen with a label in it, or the
// label alone in plain style.
func (st style) rule(label string, width int) string {
	if !st.terminal {
		return "---- " + label + " ----"
	}
	l := "── " + label + " "
	return l + strings.Repeat("─", max(0, width-visibleWidth(l)))
}

// visibleWidth counts the columns s takes on a terminal: its runes, less
// the escape sequences that colour them.
func visibleWidth(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if s[i] == 0x1b {
			i = skipEscape(s, i)
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		n++
	}
	return n
}

// skipEscape returns the index just past the escape sequence at s[i].
func skipEscape(s string, i int) int {
	i++
	if i < len(s) && s[i] == '[' {
		i++
		for i < len(s) && (s[i] < 0x40 || s[i] > 0x7e) {
			i++
		}
	}
	return i + 1
}

// fit cuts s to at most width visible columns, ending it with "…" when cut
// and closing any colour it cut through. It cuts between words, never
// inside one (a name, a number), unless s has no space to cut at.
func fit(s string, width int) string {
	if visibleWidth(s) <= width {
		return s
	}
	// end is where the kept text ends: after width-1 columns, or back at
	// the last space when that would cut a word.
	end, space, n := 0, -1, 0
	for i := 0; i < len(s) && n < width-1; {
		if s[i] == 0x1b {
			i = skipEscape(s, i)
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == ' ' {
			space = i
		}
		i += size
		n++
		end = i
	}
	next := end
	for next < len(s) && s[next] == 0x1b {
		next = skipEscape(s, next)
	}
	if r, _ := utf8.DecodeRuneInString(s[min(next, len(s)):]); r != ' ' && space > 0 {
		end = space
	}
	kept := strings.TrimRight(s[:end], " ")
	coloured := false
	for i := 0; i < len(kept); i++ {
		if kept[i] == 0x1b {
			j := skipEscape(kept, i)
			coloured = kept[i:min(j, len(kept))] != "\x1b[0m"
			i = j - 1
		}
	}
	if coloured {
		return kept + "…\x1b[0m"
	}
	return kept + "…"
}

// pad fills s with spaces to width visible columns (or cuts it to width).
func pad(s string, width int) string {
	s = fit(s, width)
	return s + strings.Repeat(" ", width-visibleWidth(s))
}

// columns lays cells out side by side, each colWidth wide, as many per line
// as fit in width; cells wider than colWidth are cut.
func columns(cells []string, colWidth, width int) []string {
	per := max(1, width/colWidth)
	var lines []string
	for i := 0; i < len(cells); i += per {
		var b strings.Builder
		end := min(i+per, len(cells))
		for j := i; j < end; j++ {
			if j == end-1 {
				b.WriteString(fit(cells[j], colWidth))
			} else {
				b.WriteString(pad(cells[j], colWidth))
			}
		}
		lines = append(lines, strings.TrimRight(b.String(), " "))
	}
	return lines
}
