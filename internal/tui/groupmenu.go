package tui

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/session"
)

// A two-step menu asks for one of many actions where a single list would
// not fit the screen: a first menu of groups (a kind of move, an
// attacker), each standing for one action, played at once, or for several,
// chosen from on a second menu that c or b leaves for the first again.
// While such a menu is drawn on a terminal the game's panel gives up rows
// (it draws in groupMenu.limit rows) so that every entry fits whole.

// menuGroup is one entry of a two-step menu's first menu.
type menuGroup struct {
	text  string   // the entry on the first menu
	note  string   // above the second menu: what it asks
	texts []string // the second menu's entries; a group of one is played at once
}

// groupMenu asks through two-step menus on p's screens.
type groupMenu struct {
	p *player
	// rows is what the game's panel may take on the screen being drawn
	// (0: all of the style's rows), less when a long menu needs the room.
	rows int
}

// limit is the number of rows the game's panel, drawn in st, may take
// now.
func (m *groupMenu) limit(st style) int {
	if rows := st.rows(); m.rows <= 0 || m.rows >= rows {
		return rows
	}
	return m.rows
}

// choose asks for an entry of groups on seat's screens for v and returns
// the group i and its entry j the person picks.
func (m *groupMenu) choose(v session.SeatView, groups []menuGroup) (i, j int, err error) {
	texts := make([]string, len(groups))
	for k, g := range groups {
		texts[k] = g.text
	}
	for {
		i, _, err := m.pick(v, "", texts, false)
		if err != nil {
			return 0, 0, err
		}
		g := groups[i]
		if len(g.texts) == 1 {
			return i, 0, nil
		}
		j, back, err := m.pick(v, g.note, g.texts, true)
		if err != nil || !back {
			return i, j, err
		}
	}
}

// backHelp is what the help adds on a second menu.
const backHelp = "  c, b       back to the first menu"

// pick shows a menu of texts (a second menu when second, which c or b
// leaves: back is then true) and returns the index of the entry the person
// picks.
func (m *groupMenu) pick(v session.SeatView, note string, texts []string, second bool) (k int, back bool, err error) {
	p := m.p
	out := p.cfg.Out
	m.show(v, note, texts, !second)
	prompt := fmt.Sprintf("choose 1-%d (h: help, q: quit)> ", len(texts))
	if second {
		prompt = fmt.Sprintf("choose 1-%d (c: back, h: help, q: quit)> ", len(texts))
	}
	for {
		line, err := p.ask.ask(prompt)
		if err != nil {
			return 0, false, err
		}
		switch {
		case line == "h" || line == "help":
			fmt.Fprintln(out, menuHelp)
			if second {
				fmt.Fprintln(out, backHelp)
			}
			fmt.Fprintln(out, p.ui.help())
		case line == "v":
			m.show(v, note, texts, true)
		case second && (line == "c" || line == "b" || line == "back"):
			return 0, true, nil
		case p.describe(line):
		default:
			n, err := strconv.Atoi(line)
			if err != nil || n < 1 || n > len(texts) {
				more := ""
				if second {
					more = ", c to go back"
				}
				p.ask.say(fmt.Sprintf("%q is not a choice: type a number from 1 to %d%s, h for help or q to quit", line, len(texts), more))
				continue
			}
			return n - 1, false, nil
		}
	}
}

// logRows are the play-by-play rows a screen keeps when it shortens the
// panel to make room for a long menu: one, so that a panel keeps what a
// decision needs (Dojo's hand) before a second line of the latest events.
const logRows = 1

// show draws the menu's screen. On a terminal the panel gives up rows (as
// the game's panel chooses) so that every entry fits whole; plainly the
// second menu follows the first without the panel again, unless whole.
func (m *groupMenu) show(v session.SeatView, note string, texts []string, whole bool) {
	p := m.p
	if !p.style.terminal {
		lines := menuLines(texts, p.style.cols(), 0)
		if whole {
			p.screen(v, note, lines)
			return
		}
		writeLines(p.cfg.Out, wrap(note, p.style.cols()))
		writeLines(p.cfg.Out, lines)
		return
	}
	free, least := m.room(v, note)
	lines := menuLines(texts, p.style.cols(), free-least)
	m.rows = max(least, min(p.style.rows(), free-len(lines)-logRows))
	defer func() { m.rows = 0 }()
	p.screen(v, note, lines)
}

// room returns the rows a terminal's screen has for the panel and the
// menu under note (less the header, the box's frame, the hint, the prompt
// and the row of a question that may follow the choice, such as Dojo's
// "This replaces your Shield in play: y/n?"), and the fewest rows the
// panel takes.
func (m *groupMenu) room(v session.SeatView, note string) (free, least int) {
	p := m.p
	free = p.height() - 5 // the title on one line, as fitScreen makes it when rows are short
	if text, ok := p.hint(v); ok {
		free -= len(wrap("hint: "+text, p.style.cols()))
	}
	free -= len(wrap(note, p.style.cols()))
	m.rows = 1
	least = len(p.ui.panel(v, p.style))
	m.rows = 0
	return free, least
}

// fits reports whether a first menu of texts fits the screen beside the
// shortest panel (always, plainly).
func (m *groupMenu) fits(v session.SeatView, texts []string) bool { return m.fitsUnder(v, "", texts) }

// fitsUnder reports whether a menu of texts under note fits the screen
// beside the shortest panel (always, plainly).
func (m *groupMenu) fitsUnder(v session.SeatView, note string, texts []string) bool {
	if !m.p.style.terminal {
		return true
	}
	free, least := m.room(v, note)
	return len(menuLines(texts, m.p.style.cols(), free-least)) <= free-least
}

// menuLines numbers texts ("  N) text"), a text too long for a screen of
// width columns going on over indented lines; when they take more than
// rows lines and every one fits half the screen, they are laid out in
// columns.
func menuLines(texts []string, width, rows int) []string {
	var lines []string
	widest, wrapped := 0, false
	for i, t := range texts {
		head := fmt.Sprintf("  %d) ", i+1)
		parts := []string{t}
		if visibleWidth(head+t) > width {
			parts, wrapped = wrap(t, width-len(head)-2), true
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
	if rows > 0 && len(lines) > rows && !wrapped && 2*(widest+2) <= width {
		return columns(lines, widest+2, width)
	}
	return lines
}

// entryGroup says where one entry of a long list goes on a two-step menu:
// key names its group ("": alone on the first menu, as it is), head and
// noun make the group's entry ("head: N noun"), note asks on its second
// menu and text is the entry there.
type entryGroup struct{ key, head, noun, note, text string }

// gather makes a two-step menu of texts: its groups and, for each, the
// indices of the texts it stands for. With by nil every text is alone;
// else the texts of one key are gathered, in the order of the first.
func gather(texts []string, by func(k int) entryGroup) ([]menuGroup, [][]int) {
	var groups []menuGroup
	var index [][]int
	var heads []entryGroup
	at := map[string]int{}
	for k, t := range texts {
		var e entryGroup
		if by != nil {
			e = by(k)
		}
		i, ok := at[e.key]
		if e.key == "" || !ok {
			i = len(groups)
			groups = append(groups, menuGroup{text: t})
			index = append(index, nil)
			heads = append(heads, e)
			if e.key != "" {
				at[e.key] = i
			}
		}
		text := e.text
		if e.key == "" {
			text = t
		}
		groups[i].texts = append(groups[i].texts, text)
		index[i] = append(index[i], k)
	}
	for i, h := range heads {
		if n := len(groups[i].texts); n > 1 {
			groups[i].text = fmt.Sprintf("%s: %d %s", h.head, n, h.noun)
			groups[i].note = h.note
		}
	}
	return groups, index
}
