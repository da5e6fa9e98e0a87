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
at the same time you choose which resolves first. i NAME describes a
card; i alone, each card of the shop and your hand.`

// cardBattleUI keeps Card Battle's own dialogs: the shop with its sell
// dialog, the deck order and the ability order, and a narrator that
// gathers each battle deck into one line.
type cardBattleUI struct {
	p  *player
	g  *cardbattle.Game
	cs *cardbattle.CardSet
	// shown holds the shop's and the hand's cards on the screen drawn
	// last, for "i".
	shown []string
}

func newCardBattleUI(g game.Game, p *player) gameUI {
	cb := g.(*cardbattle.Game)
	return &cardBattleUI{p: p, g: cb, cs: cb.Cards()}
}

func (s *cardBattleUI) narrator(w io.Writer, seat game.Player) narrator {
	return newSeatNarrator(w, s.g)
}

func (s *cardBattleUI) help() string {
	return "  i NAME     describe a card, e.g. \"i ant\"; i alone describes the shop's and your hand's cards\n" + labelLegend
}

// info describes a card, or with no name each card of the shop and the
// hand on the screen drawn last.
func (s *cardBattleUI) info(name string) (string, bool) {
	if name == "" {
		return describeEach(s.shown, s.info), len(s.shown) > 0
	}
	return cardInfo(s.cs, name), true
}

// decide asks for the decision of the phase the seat's table view shows.
func (s *cardBattleUI) decide(v session.SeatView) ([]game.Action, bool, error) {
	if v.Table == nil {
		return nil, false, fmt.Errorf("the view holds no table view to decide by")
	}
	r := tableRead{s: cardbattle.Schema, t: v.Table}
	var acts []game.Action
	var err error
	switch v.Table.Phase {
	case "shop":
		acts, err = s.shopTurn(v)
	case "arrange":
		acts, err = s.arrangeTurn(v, r)
	case "ability_order", "prep_order":
		acts, err = s.abilityOrderTurn(v, waitingAbilities(s.cs, r))
	default:
		var choices []choice
		for _, l := range v.Actions {
			choices = append(choices, choice{text: l.Text, acts: []game.Action{l.Action}})
		}
		var c choice
		c, err = s.menu(v, "", choices)
		acts = c.acts
	}
	return acts, true, err
}

// abilityOrderTurn asks which of the person's simultaneous abilities (in
// a battle or in Battle Prep), named by names, resolves next.
func (s *cardBattleUI) abilityOrderTurn(v session.SeatView, names []string) ([]game.Action, error) {
	labels := v.Actions
	if len(names) != len(labels) {
		return nil, fmt.Errorf("%d abilities to order but %d choices", len(names), len(labels))
	}
	choices := make([]choice, len(labels))
	for i, l := range labels {
		choices[i] = choice{text: names[i], acts: []game.Action{l.Action}}
	}
	c, err := s.menu(v, "Your abilities trigger at the same time. Which one resolves first?", choices)
	return c.acts, err
}

// choice is one numbered entry of a menu: the engine actions it plays, or
// (sell) the way into the sell dialog.
type choice struct {
	text string
	acts []game.Action
	sell bool
}

// menu shows the seat's view v, a note if any, and the numbered choices,
// and returns the one the person picks.
func (s *cardBattleUI) menu(v session.SeatView, note string, choices []choice) (choice, error) {
	texts := make([]string, len(choices))
	for i, c := range choices {
		texts[i] = c.text
	}
	k, err := s.p.choose(v, note, texts)
	if err != nil {
		return choice{}, err
	}
	return choices[k], nil
}

// panel draws the seat's hand, the shop or the battle, every seat's gold
// and trophies and the other seats' public cards.
func (s *cardBattleUI) panel(v session.SeatView, st style) []string {
	if v.Table == nil {
		return []string{"the view holds no table view to draw"}
	}
	r := tableRead{s: cardbattle.Schema, t: v.Table}
	s.shown = s.shown[:0]
	for _, c := range r.cards("display", 0) {
		name := "" // an empty slot
		if c > 0 {
			name = s.g.CardName(c)
		}
		s.shown = append(s.shown, name)
	}
	s.shown = append(s.shown, shownNames(r.cards("hand", int(v.Seat)), s.g.CardName)...)
	return drawCardPanel(s.cs, v.Table, v.Seat, st)
}

// status says what the seat decides: in the shop, the kinds of moves its
// choices offer.
func (s *cardBattleUI) status(v session.SeatView) string {
	if v.Table == nil {
		return ""
	}
	switch v.Table.Phase {
	case "shop":
		return shopStatus(v.Actions)
	case "selling":
		return "selling: reveal another pet or finish the sale"
	case "triple_keep":
		return "Triple: keep one of the two cards drawn"
	case "arrange":
		return "Battle Prep: order your battle deck"
	case "ability_order":
		return "battle: which of your abilities resolves first"
	case "prep_order":
		return "Battle Prep: which of your abilities resolves first"
	}
	return phaseTitle(cardbattle.Schema, v.Table.Phase)
}

// shopStatus names the kinds of shop moves the choices offer, e.g. "shop:
// buy, sell, triple or pass".
func shopStatus(labels []game.Label) string {
	offered := map[cardbattle.MoveKind]bool{}
	for _, l := range labels {
		m, _ := cardbattle.DecodeAction(l.Action)
		offered[m.Kind] = true
	}
	if !offered[cardbattle.MovePass] && offered[cardbattle.MoveSell] {
		return "shop: sell down to 5 pets before you pass"
	}
	var kinds []string
	for _, k := range []struct {
		word  string
		moves []cardbattle.MoveKind
	}{
		{"buy", []cardbattle.MoveKind{cardbattle.MoveBuyDisplay, cardbattle.MoveBuyBlind}},
		{"sell", []cardbattle.MoveKind{cardbattle.MoveSell}},
		{"triple", []cardbattle.MoveKind{cardbattle.MoveTriple}},
		{"pass", []cardbattle.MoveKind{cardbattle.MovePass}},
	} {
		for _, m := range k.moves {
			if offered[m] {
				kinds = append(kinds, k.word)
				break
			}
		}
	}
	switch len(kinds) {
	case 0:
		return "shop"
	case 1:
		return "shop: " + kinds[0]
	}
	return "shop: " + strings.Join(kinds[:len(kinds)-1], ", ") + " or " + kinds[len(kinds)-1]
}
