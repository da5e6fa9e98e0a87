package tui

import (
	"fmt"

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
  i NAME     describe a card; i alone, each card of the shop and your hand
  q, quit    stop the game`

// sellDialog lets the person select several pets, undo and confirm; it
// returns the Sell actions in card order followed by finishing the sale,
// or nil when the person cancels.
func (s *cardBattleUI) sellDialog(v session.SeatView) ([]game.Action, error) {
	if v.Table == nil {
		return nil, fmt.Errorf("the view holds no table view to sell from")
	}
	var pets []cardbattle.CardID
	for _, id := range ids(tableRead{s: cardbattle.Schema, t: v.Table}.cards("hand", int(v.Seat))) {
		if s.cs.Card(id).IsPet() {
			pets = append(pets, id)
		}
	}
	items := make([]string, len(pets))
	for i, id := range pets {
		items[i] = s.cs.Label(s.cs.Name(id))
	}
	selected, ok, err := s.p.selectItems(v, selection{
		note: "Sell pets for an Apple each:", items: items, noun: "pet",
		prompt: "sell> ", help: sellHelp, cancelled: "Nothing sold.",
		refuse: func(selected []bool) string {
			if countSelected(selected) == 0 {
				return "No pet is selected: type a pet's number, or c to cancel."
			}
			return ""
		},
	})
	if err != nil || !ok {
		return nil, err
	}
	var acts []game.Action
	for i, id := range pets {
		if selected[i] {
			acts = append(acts, cardbattle.Move{Kind: cardbattle.MoveSell, Card: id}.Action())
		}
	}
	return append(acts, cardbattle.Move{Kind: cardbattle.MoveSellDone}.Action()), nil
}
