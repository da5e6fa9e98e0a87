package tui

import (
	"fmt"
	"strings"

	"menagerie/game"
	"menagerie/session"
)

// A screen is what a person sees at a decision: a header naming the game,
// the seat and what is decided, the game's panel in a box, the latest
// play-by-play that fits, a hint the first time a kind of decision comes
// up, a note, and the lines the decision offers (its numbered choices or a
// dialog's list). On a terminal the screen is drawn afresh on a cleared
// screen of at most the terminal's rows; plainly it is written after what
// came before, so a pipe reads as a transcript.

// Hints tells a person about each kind of decision, a phase of the game,
// the first time it comes up.
type Hints interface {
	// Next returns the hint for the named game's phase when the person
	// has not been shown it yet, and remembers that it now has.
	Next(game, phase string) (text string, ok bool)
}

// hint is the hint for the phase of the decision v asks for, if one is
// due.
func (p *player) hint(v session.SeatView) (string, bool) {
	if p.cfg.Hints == nil {
		return "", false
	}
	phase := phaseOf(v)
	if phase == "" {
		return "", false
	}
	if p.hinted == nil {
		p.hinted = map[string]string{}
	}
	// The hint stays on the screen while the same decision is redrawn.
	if text, ok := p.hinted[phase]; ok && p.hintAt == p.sess.Version() {
		return text, true
	}
	text, ok := p.cfg.Hints.Next(p.cfg.Game.Name(), phase)
	if ok {
		p.hinted[phase], p.hintAt = text, p.sess.Version()
	}
	return text, ok
}

// screen draws seat's screen for view v with the note and the decision's
// lines (already numbered or laid out by the caller).
func (p *player) screen(v session.SeatView, note string, lines []string) {
	st := p.style
	out := p.cfg.Out
	header := p.header(v)
	panel := p.ui.panel(v, st)
	var hint []string
	if text, ok := p.hint(v); ok {
		hint = wrap(st.paint(faint, "hint: "+text), st.cols())
	}
	var noteLines []string
	if note != "" {
		noteLines = wrap(note, st.cols())
	}
	if !st.terminal {
		fmt.Fprintf(out, "\n%s\n", st.rule(header, st.cols()))
		writeLines(out, panel)
		writeLines(out, hint)
		writeLines(out, noteLines)
		writeLines(out, lines)
		return
	}
	title := p.titleLines(v)
	title, lines, hint, box := p.fitScreen(title, panel, hint, len(noteLines), lines)
	room := p.height() - (len(title) + len(box) + len(hint) + len(noteLines) + len(lines) + 1)
	log := p.recent
	if room <= 0 {
		log = nil
	} else if len(log) > room {
		log = log[len(log)-room:]
	}
	if !p.whole {
		fmt.Fprint(out, clearScreen)
	}
	for _, l := range title {
		fmt.Fprintln(out, st.bold(l))
	}
	writeLines(out, box)
	for _, l := range log {
		fmt.Fprintln(out, fit(l, st.cols()))
	}
	writeLines(out, hint)
	writeLines(out, noteLines)
	for _, l := range lines {
		fmt.Fprintln(out, fit(l, st.cols()))
	}
}

// fitScreen makes a terminal screen fit its rows: the title on one line,
// the decision's lines side by side when they are short enough, the hint
// on one line, the panel without its box's borders, and last the panel
// cut short (v shows it whole). It returns the title, the lines, the
// hint and the panel's rows to draw.
func (p *player) fitScreen(title, panel, hint []string, note int, lines []string) ([]string, []string, []string, []string) {
	st := p.style
	box := st.box("", panel, st.cols())
	over := func() int { return len(title) + len(box) + len(hint) + note + len(lines) + 1 - p.height() }
	if !p.whole && len(title) > 1 && over()+1 > 0 {
		// A title goes on over a second line only with a row to spare
		// for a question the choice may ask under the prompt.
		title = []string{fit(strings.Join(strings.Fields(strings.Join(title, " ")), " "), st.cols())}
	}
	if p.whole || over() <= 0 {
		return title, lines, hint, box
	}
	widest := 0
	for _, l := range lines {
		widest = max(widest, visibleWidth(l))
	}
	if len(lines) > 1 && widest < st.cols()/2 {
		lines = columns(lines, st.cols()/2, st.cols())
	}
	if over() > 0 && len(hint) > 1 {
		hint = []string{fit(strings.Join(hint, " "), st.cols())}
	}
	if over() > 0 {
		box = make([]string, len(panel))
		for i, l := range panel {
			box[i] = " " + l
		}
	}
	if n := over(); n > 0 && len(box) > 1 {
		keep := max(1, len(box)-n-1)
		box = append(box[:keep:keep], st.paint(faint, " … (v shows the whole view)"))
	}
	return title, lines, hint, box
}

// clearScreen clears a terminal's scrollback and screen and moves home.
const clearScreen = "\x1b[3J\x1b[H\x1b[2J"

// titleLines are a terminal screen's first lines: the game, whose turn it
// is and what they decide, whole, on more than one line when it must.
func (p *player) titleLines(v session.SeatView) []string {
	return wrapLine(p.title()+" · "+p.header(v), p.style.cols())
}

// header says whose turn it is and what they decide.
func (p *player) header(v session.SeatView) string {
	h := p.name(v.Seat) + ", your turn"
	if s := p.ui.status(v); s != "" {
		h += ": " + s
	}
	return h
}

// title is the game's name for people.
func (p *player) title() string {
	if p.cfg.Title != "" {
		return p.cfg.Title
	}
	return p.cfg.Game.Name()
}

// name is seat's name: its team name after its seat number when it has
// one ("P2 The Fizzy Robots"), else the seat number.
func (p *player) name(seat game.Player) string {
	if int(seat) < len(p.cfg.Names) && p.cfg.Names[seat] != "" {
		return fmt.Sprintf("P%d %s", seat+1, p.cfg.Names[seat])
	}
	return fmt.Sprintf("P%d", seat+1)
}

// height is the number of rows a screen may take.
func (p *player) height() int {
	if p.cfg.Height > 0 {
		return p.cfg.Height
	}
	return screenHeight
}

// writeLines writes each line and a newline.
func writeLines(w interface{ Write([]byte) (int, error) }, lines []string) {
	for _, l := range lines {
		fmt.Fprintln(w, l)
	}
}

// wrap breaks text into lines of at most width columns at spaces; its own
// newlines are kept. Empty text is no line at all.
func wrap(text string, width int) []string {
	if text == "" {
		return nil
	}
	var lines []string
	for _, para := range strings.Split(text, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			switch {
			case line == "":
				line = word
			case visibleWidth(line)+1+visibleWidth(word) > width:
				lines = append(lines, line)
				line = word
			default:
				line += " " + word
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// wrapLine wraps one line to width columns, keeping its indentation and
// indenting the lines it goes on over by two columns more.
func wrapLine(line string, width int) []string {
	body := strings.TrimLeft(line, " ")
	if body == "" {
		return []string{line}
	}
	indent := line[:len(line)-len(body)]
	parts := wrap(body, width-len(indent)-2)
	for i := range parts {
		if i == 0 {
			parts[i] = indent + parts[i]
		} else {
			parts[i] = indent + "  " + parts[i]
		}
	}
	return parts
}
