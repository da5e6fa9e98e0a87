package tui

import (
	"fmt"
	"io"
	"strings"

	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/session"
)

// cardBattlePlayHelp is what Card Battle's dialogs add to `play --help`.
const cardBattlePlayHelp = `Selling lets you select several pets (u undoes the last selection) and
confirm with ok. In Battle Prep your hand is proposed as a deck (food for
this battle first, then a perk before each pet); move cards with u N, d N
or m FROM TO, undo with u, confirm with ok. When your abilities trigger
at the same time you choose which resolves first. i NAME describes a card.`

// cardBattleUI keeps Card Battle's own dialogs: the shop with its sell
// dialog, the deck order and the ability order, and a narrator that
// gathers each battle deck into one line.
type cardBattleUI struct {
	p  *player
	g  *cardbattle.Game
	cs *cardbattle.CardSet
}

func newCardBattleUI(g game.Game, p *player) gameUI {
	cb := g.(*cardbattle.Game)
	return &cardBattleUI{p: p, g: cb, cs: cb.Cards()}
}

func (s *cardBattleUI) narrator(w io.Writer, seat game.Player) narrator {
	return newSeatNarrator(w, s.g)
}

func (s *cardBattleUI) help() string {
	return "  i NAME     describe a card, e.g. \"i ant\"\n" + labelLegend
}

func (s *cardBattleUI) info(name string) (string, bool) { return cardInfo(s.cs, name), true }

// decide asks for the decision of the phase the seat's observation shows.
func (s *cardBattleUI) decide(v session.SeatView) ([]game.Action, bool, error) {
	obs, ok := v.Observation.(*cardbattle.Observation)
	if !ok {
		return nil, false, fmt.Errorf("a %T is not a Card Battle observation", v.Observation)
	}
	var acts []game.Action
	var err error
	switch obs.Phase {
	case "shop":
		acts, err = s.shopTurn(v.Actions, obs)
	case "arrange":
		acts, err = s.arrangeTurn(obs)
	case "ability_order":
		acts, err = s.abilityOrderTurn(v.Actions, obs, obs.Battle.Choices)
	case "prep_order":
		acts, err = s.abilityOrderTurn(v.Actions, obs, obs.PrepChoices)
	default:
		var choices []choice
		for _, l := range v.Actions {
			choices = append(choices, choice{text: l.Text, acts: []game.Action{l.Action}})
		}
		var c choice
		c, err = s.menu(obs, "", choices)
		acts = c.acts
	}
	return acts, true, err
}

// abilityOrderTurn asks which of the person's simultaneous abilities (in
// a battle or in Battle Prep), named by names, resolves next.
func (s *cardBattleUI) abilityOrderTurn(labels []game.Label, obs *cardbattle.Observation, names []string) ([]game.Action, error) {
	if len(names) != len(labels) {
		return nil, fmt.Errorf("%d abilities to order but %d choices", len(names), len(labels))
	}
	choices := make([]choice, len(labels))
	for i, l := range labels {
		choices[i] = choice{text: names[i], acts: []game.Action{l.Action}}
	}
	c, err := s.menu(obs, "Your abilities trigger at the same time. Which one resolves first?", choices)
	return c.acts, err
}

// choice is one numbered entry of a menu: the engine actions it plays, or
// (sell) the way into the sell dialog.
type choice struct {
	text string
	acts []game.Action
	sell bool
}

// menu shows the view, a note if any, and the numbered choices, and
// returns the one the person picks.
func (s *cardBattleUI) menu(obs *cardbattle.Observation, note string, choices []choice) (choice, error) {
	out := s.p.cfg.Out
	show := func() {
		writeView(out, s.g, obs)
		if note != "" {
			fmt.Fprintln(out, note)
		}
		for i, c := range choices {
			fmt.Fprintf(out, "  %d) %s\n", i+1, c.text)
		}
	}
	k, err := s.p.menu(show, s.help(), len(choices))
	if err != nil {
		return choice{}, err
	}
	return choices[k], nil
}

// panel is the engine's text of the observation, line by line.
func (s *cardBattleUI) panel(v session.SeatView, _ style) []string {
	return strings.Split(strings.TrimRight(s.g.ObservationText(v.Observation), "\n"), "\n")
}

// status names the phase the seat decides in.
func (s *cardBattleUI) status(v session.SeatView) string {
	if obs, ok := v.Observation.(*cardbattle.Observation); ok {
		return phaseTitle(obs.Phase)
	}
	return "your turn"
}

// decision is the phase: each phase is one kind of decision.
func (s *cardBattleUI) decision(v session.SeatView) string {
	if obs, ok := v.Observation.(*cardbattle.Observation); ok {
		return obs.Phase
	}
	return ""
}
