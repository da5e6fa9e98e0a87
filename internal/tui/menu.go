package tui

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/game"
	"menagerie/session"
)

const menuHelp = `Type the number of your choice and press Enter.
  v          show your view and the choices again
  h, help    this help
  q, quit    stop the game (it is not finished)`

// menu shows a numbered list of choices (with the view before it, through
// show) and returns the 0-based index of the one the person picks. help
// adds the game's own help; "i NAME" asks the game's UI about a card.
func (p *player) menu(show func(), help string, n int) (int, error) {
	out := p.cfg.Out
	show()
	for {
		line, err := p.ask.ask(fmt.Sprintf("choose 1-%d (h: help, q: quit)> ", n))
		if err != nil {
			return 0, err
		}
		switch {
		case line == "h" || line == "help":
			fmt.Fprintln(out, menuHelp)
			if help != "" {
				fmt.Fprintln(out, help)
			}
		case line == "v":
			p.whole = true
			show()
			p.whole = false
		default:
			if (line == "i" || strings.HasPrefix(line, "i ")) && p.describe(strings.TrimSpace(line[1:])) {
				continue
			}
			k, err := strconv.Atoi(line)
			if err != nil || k < 1 || k > n {
				p.ask.say(fmt.Sprintf("%q is not a choice: type a number from 1 to %d, h for help or q to quit", line, n))
				continue
			}
			return k - 1, nil
		}
	}
}

// choose draws seat's screen for v with the note and the numbered texts,
// and returns the 0-based index of the one the person picks.
func (p *player) choose(v session.SeatView, note string, texts []string) (int, error) {
	return p.menu(func() { p.screen(v, note, menuLines(texts, p.style.cols(), 0)) }, p.ui.help(), len(texts))
}

// labelMenu shows the seat's screen with its labelled actions and returns
// the action the person picks.
func (p *player) labelMenu(v session.SeatView) ([]game.Action, error) {
	texts := make([]string, len(v.Actions))
	for i, l := range v.Actions {
		texts[i] = l.Text
	}
	k, err := p.choose(v, "", texts)
	if err != nil {
		return nil, err
	}
	return []game.Action{v.Actions[k].Action}, nil
}

// describe answers "i NAME" with the game's description of the card, or
// "i" with its description of the cards on offer, and reports whether the
// game has one.
func (p *player) describe(name string) bool {
	text, ok := p.ui.info(name)
	if ok {
		p.ask.say(text)
	}
	return ok
}
