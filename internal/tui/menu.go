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
			show()
		default:
			if name, ok := strings.CutPrefix(line, "i "); ok {
				if text, ok := p.ui.info(name); ok {
					fmt.Fprintln(out, text)
					continue
				}
			}
			k, err := strconv.Atoi(line)
			if err != nil || k < 1 || k > n {
				fmt.Fprintf(out, "%q is not a choice: type a number from 1 to %d, h for help or q to quit\n", line, n)
				continue
			}
			return k - 1, nil
		}
	}
}

// labelMenu shows the seat's view as the game renders it and its labelled
// actions, and returns the action the person picks.
func (p *player) labelMenu(v session.SeatView) ([]game.Action, error) {
	show := func() {
		fmt.Fprintf(p.cfg.Out, "\n---- P%d, your turn ----\n", v.Seat+1)
		fmt.Fprint(p.cfg.Out, p.cfg.Game.ObservationText(v.Observation))
		for i, l := range v.Actions {
			fmt.Fprintf(p.cfg.Out, "  %d) %s\n", i+1, l.Text)
		}
	}
	k, err := p.menu(show, p.ui.help(), len(v.Actions))
	if err != nil {
		return nil, err
	}
	return []game.Action{v.Actions[k].Action}, nil
}
