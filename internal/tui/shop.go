package tui

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/session"
)

// shopTurn offers the shop actions, with every sale gathered into one
// entry that opens the sell dialog.
func (s *cardBattleUI) shopTurn(v session.SeatView) ([]game.Action, error) {
	var (
		choices []choice
		canPass bool
	)
	for _, l := range v.Actions {
		m, _ := cardbattle.DecodeAction(l.Action)
		switch m.Kind {
		case cardbattle.MoveSell:
			if len(choices) == 0 || !choices[len(choices)-1].sell {
				choices = append(choices, choice{text: "sell pets for an Apple each (choose which, then confirm)", sell: true})
			}
			continue
		case cardbattle.MovePass:
			canPass = true
		}
		choices = append(choices, choice{text: l.Text, acts: []game.Action{l.Action}})
	}
	note := ""
	if !canPass {
		note = "You hold more than 5 pets: sell some before you can pass."
	}
	for {
		c, err := s.menu(v, note, choices)
		if err != nil || !c.sell {
			return c.acts, err
		}
		acts, err := s.sellDialog(v)
		if err != nil || acts != nil {
			return acts, err
		}
	}
}

const sellHelp = `Choose the pets to sell; each brings an Apple.
  N          select pet N, or unselect it if it is selected
  u          undo your last selection
  ok         sell the selected pets
  c          cancel: back to the shop without selling
  i NAME     describe a card
  q, quit    stop the game`

// sellDialog lets the person select several pets, undo and confirm; it
// returns the Sell actions in card order followed by finishing the sale,
// or nil when the person cancels.
func (s *cardBattleUI) sellDialog(v session.SeatView) ([]game.Action, error) {
	obs, ok := v.Observation.(*cardbattle.Observation)
	if !ok {
		return nil, fmt.Errorf("a %T is not a Card Battle observation", v.Observation)
	}
	var pets []cardbattle.CardID
	for _, name := range obs.Hand {
		if id, ok := s.cs.Lookup(name); ok && s.cs.Card(id).IsPet() {
			pets = append(pets, id)
		}
	}
	selected := make([]bool, len(pets))
	var history []int
	out := s.p.cfg.Out
	show := func() {
		lines := make([]string, len(pets))
		for i, id := range pets {
			mark := " "
			if selected[i] {
				mark = "x"
			}
			lines[i] = fmt.Sprintf("  %d) [%s] %s", i+1, mark, s.cs.Label(s.cs.Name(id)))
		}
		s.p.screen(v, "Sell pets for an Apple each: type a number to select or unselect a pet, u to undo, ok to sell, c to cancel.", lines)
	}
	show()
	for {
		line, err := s.p.ask.ask("sell> ")
		if err != nil {
			return nil, err
		}
		switch {
		case line == "h" || line == "help":
			fmt.Fprintln(out, sellHelp)
		case line == "c" || line == "cancel":
			fmt.Fprintln(out, "Nothing sold.")
			return nil, nil
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
			var acts []game.Action
			for i, id := range pets {
				if selected[i] {
					acts = append(acts, cardbattle.Move{Kind: cardbattle.MoveSell, Card: id}.Action())
				}
			}
			if len(acts) == 0 {
				fmt.Fprintln(out, "No pet is selected: type a pet's number, or c to cancel.")
				continue
			}
			return append(acts, cardbattle.Move{Kind: cardbattle.MoveSellDone}.Action()), nil
		case strings.HasPrefix(line, "i "):
			fmt.Fprintln(out, cardInfo(s.cs, line[2:]))
		default:
			n, err := strconv.Atoi(line)
			if err != nil || n < 1 || n > len(pets) {
				fmt.Fprintf(out, "%q is not a pet: type a number from 1 to %d, u, ok or c\n", line, len(pets))
				continue
			}
			selected[n-1] = !selected[n-1]
			history = append(history, n-1)
			show()
		}
	}
}
