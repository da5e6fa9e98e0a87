package tui

import (
	"fmt"
	"strings"

	"menagerie/game"
)

// maxRecent bounds the play-by-play lines kept for the next screen.
const maxRecent = 200

// flush shows the person in seat what has happened since they last looked.
// Plainly the lines are written as they are (step marks dropped). On a
// terminal they are wrapped to its width; play-by-play that fits is left
// for the next screen's latest events, and longer play-by-play, or a
// battle to follow step by step, is shown first, a page or a step at a
// time, each ended with Enter.
func (p *player) flush(seat game.Player) error {
	text := p.buf[seat].String()
	p.buf[seat].Reset()
	var lines []string
	steps := false
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		switch {
		case l == stepMark:
			steps = true
			lines = append(lines, l)
		case p.style.terminal:
			lines = append(lines, wrapLine(l, p.style.cols())...)
		default:
			// Plainly an event stays on one line, for files and pipes.
			lines = append(lines, l)
		}
	}
	if text == "" {
		lines = nil
	}
	shown := dropMarks(lines)
	if !p.style.terminal {
		writeLines(p.cfg.Out, shown)
		return nil
	}
	p.recent = append(p.recent[:0], shown[max(0, len(shown)-maxRecent):]...)
	if !steps {
		// No battle goes on: "the rest at once" asked in one is spent.
		p.rest = false
	}
	if (!steps || p.cfg.Fast) && len(shown) <= p.height()/3 {
		return nil
	}
	return p.page(lines)
}

// page shows lines on a cleared terminal, waiting for Enter at each step
// mark and whenever the screen is full, unless the person asked for the
// rest at once (f), which holds until the battle ends, past any question
// it asks on the way.
func (p *player) page(lines []string) error {
	out := p.cfg.Out
	fmt.Fprint(out, clearScreen)
	rows := 0
	for i, l := range lines {
		rest := p.cfg.Fast || p.rest
		if l == stepMark {
			if rest || i == len(lines)-1 {
				continue
			}
			t, err := p.ask.ask(p.style.paint(faint, "Enter: next step · f: the rest at once "))
			if err != nil {
				return err
			}
			p.rest = t == "f"
			rows++
			continue
		}
		if rows >= p.height()-1 && !rest {
			if _, err := p.ask.ask(p.style.paint(faint, "Enter: more ")); err != nil {
				return err
			}
			fmt.Fprint(out, clearScreen)
			rows = 0
		}
		fmt.Fprintln(out, fit(l, p.style.cols()))
		rows++
	}
	_, err := p.ask.ask(p.style.paint(faint, "Enter: go on "))
	return err
}

// dropMarks returns lines without the step marks.
func dropMarks(lines []string) []string {
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		if l != stepMark {
			out = append(out, l)
		}
	}
	return out
}
