package tui

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/session"
)

// selection is a dialog in which a person selects several items of a
// list (pets to sell, cards to discard), may undo, and confirms or cancels.
type selection struct {
	note   string   // above the list: what the selection is for
	items  []string // the items, as the list shows them
	noun   string   // what an item is, for messages: "pet", "card"
	prompt string   // the dialog's prompt, e.g. "sell> "
	help   string   // the dialog's help
	// cancelled is said when the person cancels, e.g. "Nothing sold."
	cancelled string
	// refuse says why the selection cannot be confirmed ("" : it can).
	refuse func(selected []bool) string
}

// selectItems runs the dialog of s on seat's screen for v and returns
// which items the person confirmed, or ok false when they cancelled.
func (p *player) selectItems(v session.SeatView, s selection) (selected []bool, ok bool, err error) {
	selected = make([]bool, len(s.items))
	var history []int
	out := p.cfg.Out
	show := func() {
		lines := make([]string, len(s.items), len(s.items)+1)
		for i, item := range s.items {
			mark := " "
			if selected[i] {
				mark = p.style.paint(warn, "x")
			}
			lines[i] = fmt.Sprintf("  %d) [%s] %s", i+1, mark, item)
		}
		lines = append(lines, fmt.Sprintf("Type a number to select or unselect a %s, u to undo, ok to confirm, c to cancel.", s.noun))
		p.screen(v, s.note, lines)
	}
	show()
	for {
		line, err := p.ask.ask(s.prompt)
		if err != nil {
			return nil, false, err
		}
		switch {
		case line == "h" || line == "help":
			fmt.Fprintln(out, s.help)
		case line == "v":
			show()
		case line == "c" || line == "cancel":
			fmt.Fprintln(out, s.cancelled)
			return nil, false, nil
		case line == "u" || line == "undo":
			if len(history) == 0 {
				fmt.Fprintln(out, "Nothing to undo.")
				continue
			}
			i := history[len(history)-1]
			history = history[:len(history)-1]
			selected[i] = !selected[i]
			show()
		case line == "ok":
			if why := s.refuse(selected); why != "" {
				p.ask.say(why)
				continue
			}
			return selected, true, nil
		case strings.HasPrefix(line, "i "):
			if text, ok := p.ui.info(line[2:]); ok {
				p.ask.say(text)
			}
		default:
			n, err := strconv.Atoi(line)
			if err != nil || n < 1 || n > len(s.items) {
				p.ask.say(fmt.Sprintf("%q is not a %s: type a number from 1 to %d, u, ok or c", line, s.noun, len(s.items)))
				continue
			}
			selected[n-1] = !selected[n-1]
			history = append(history, n-1)
			show()
		}
	}
}

// countSelected is how many items are selected.
func countSelected(selected []bool) int {
	n := 0
	for _, s := range selected {
		if s {
			n++
		}
	}
	return n
}
