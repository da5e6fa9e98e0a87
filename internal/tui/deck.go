package tui

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"menagerie/agent/cardbattlebot"
	"menagerie/game"
	"menagerie/games/cardbattle"
	"menagerie/session"
)

const deckHelp = `Order your battle deck; the top card (1) is played first. Food played before a pet
adds its power to that pet for this battle; a perk stays with the next pet. Under
the list are this order's chances against the decks your opponent may hold.
  u N        move card N up one place        d N    move card N down one place
  m FROM TO  move card FROM to place TO      u      undo your last move
  r          reset to the proposed order     ok     confirm this order
  best       propose the best order found    v      show your view again
  i NAME     describe a card                 q, quit stop the game`

// arrangeTurn proposes a deck order, lets the person change it and returns
// the Place actions for the confirmed order.
func (s *cardBattleUI) arrangeTurn(v session.SeatView, r tableRead) ([]game.Action, error) {
	rest := ids(r.cards("hand", int(v.Seat)))
	placed := ids(r.cards("battle_deck", int(v.Seat)))
	for _, id := range placed {
		if i := slices.Index(rest, id); i >= 0 {
			rest = slices.Delete(rest, i, i+1)
		}
	}
	proposed := proposeDeck(s.cs, rest)
	order := slices.Clone(proposed)
	var history [][]cardbattle.CardID
	out := s.p.cfg.Out
	adv, err := s.deckAdvisor(v.Seat, len(placed))
	if err != nil {
		s.p.ask.say(fmt.Sprintf("No odds for this deck: %v", err))
	}
	list := func() {
		cards := make([]string, len(order))
		for i, id := range order {
			cards[i] = fmt.Sprintf("  %2d. %s", i+1, s.cs.Label(s.cs.Name(id)))
		}
		if s.p.style.terminal && len(cards) > 4 {
			cards = columns(cards, s.p.style.cols()/3, s.p.style.cols())
		}
		lines := append([]string{"Your battle deck, top card first (the top card is played first):"}, cards...)
		if adv != nil {
			lines = append(lines, s.p.style.paint(info, adviceLine(adv.Odds(order))))
		}
		lines = append(lines, "Move cards: u N, d N, m FROM TO; u undoes, best finds one, ok confirms, h helps.")
		s.p.screen(v, "", lines)
	}
	list()
	for {
		line, err := s.p.ask.ask("deck> ")
		if err != nil {
			return nil, err
		}
		f := strings.Fields(line)
		switch {
		case line == "ok":
			acts := make([]game.Action, len(order))
			for i, id := range order {
				acts[i] = cardbattle.Move{Kind: cardbattle.MovePlace, Card: id}.Action()
			}
			return acts, nil
		case line == "h" || line == "help":
			fmt.Fprintln(out, deckHelp)
			fmt.Fprintln(out, labelLegend)
		case line == "v":
			list()
		case line == "u" || line == "undo":
			if len(history) == 0 {
				fmt.Fprintln(out, "Nothing to undo.")
				continue
			}
			order = history[len(history)-1]
			history = history[:len(history)-1]
			list()
		case line == "r" || line == "reset":
			history = append(history, order)
			order = slices.Clone(proposed)
			list()
		case s.p.describe(line):
		case line == "best":
			if adv == nil {
				fmt.Fprintln(out, "No odds to go by for this deck.")
				continue
			}
			best, _, err := adv.BestOrder(order)
			if err != nil {
				s.p.ask.say(fmt.Sprintf("No better order: %v", err))
				continue
			}
			if slices.Equal(best, order) {
				fmt.Fprintln(out, "This order is already the best found.")
				continue
			}
			history = append(history, order)
			order = best
			fmt.Fprintln(out, "The best order found (ok keeps it, u goes back):")
			list()
		default:
			next, msg := deckCommand(order, f)
			if msg != "" {
				s.p.ask.say(msg)
				continue
			}
			history = append(history, order)
			order = next
			list()
		}
	}
}

// deckAdvisor makes the advisor that rates the person's deck orders from
// what their seat knows, seeded by the game's seed (the record's, which a
// resumed game keeps) and version so that the same game gives the same
// advice; nil (and no error) without a session or once cards are placed,
// as the advice is for a whole deck (placed counts the seat's cards
// placed).
func (s *cardBattleUI) deckAdvisor(seat game.Player, placed int) (*cardbattlebot.Advisor, error) {
	if s.p.sess == nil || placed > 0 {
		return nil, nil
	}
	view, err := s.p.sess.AdviceView(seat)
	if err != nil {
		return nil, err
	}
	return cardbattlebot.AdvisorFor(view, game.DecisionSeed(s.p.sess.Record().Seed, s.p.sess.Version()))
}

// adviceLine describes an order's odds in one line, the margin after the
// chance to win when they are an estimate.
func adviceLine(o cardbattlebot.Odds, err error) string {
	if err != nil {
		return fmt.Sprintf("this order: no odds (%v)", err)
	}
	pct := func(x float64) string { return fmt.Sprintf("%.0f%%", 100*x) }
	win, decks := pct(o.Win), "possible"
	if !o.Exact {
		win += fmt.Sprintf(" ±%.0f", max(1, math.Round(100*o.Margin)))
		decks = "sampled"
	}
	deck := "decks"
	if o.Worlds == 1 {
		deck = "deck"
	}
	return fmt.Sprintf("this order: win %s, draw %s, lose %s (against %d %s opponent %s)", win, pct(o.Draw), pct(o.Lose), o.Worlds, decks, deck)
}

// deckCommand applies "u N", "d N" or "m FROM TO" (1-based positions) to
// order, returning the new order, or a message saying what is wrong.
func deckCommand(order []cardbattle.CardID, f []string) ([]cardbattle.CardID, string) {
	bad := fmt.Sprintf("%q is not a deck command: type u N, d N, m FROM TO, u, r, best, ok, h or q", strings.Join(f, " "))
	pos := func(s string) (int, bool) {
		n, err := strconv.Atoi(s)
		return n - 1, err == nil && n >= 1 && n <= len(order)
	}
	var from, to int
	switch {
	case len(f) == 2 && (f[0] == "u" || f[0] == "up" || f[0] == "d" || f[0] == "down"):
		var ok bool
		if from, ok = pos(f[1]); !ok {
			return nil, fmt.Sprintf("no card %s: the deck has cards 1 to %d", f[1], len(order))
		}
		to = from - 1
		if f[0][0] == 'd' {
			to = from + 1
		}
		if to < 0 {
			return nil, fmt.Sprintf("card %d is already on top", from+1)
		}
		if to >= len(order) {
			return nil, fmt.Sprintf("card %d is already at the bottom", from+1)
		}
	case len(f) == 3 && (f[0] == "m" || f[0] == "move"):
		var ok1, ok2 bool
		from, ok1 = pos(f[1])
		to, ok2 = pos(f[2])
		if !ok1 || !ok2 {
			return nil, fmt.Sprintf("positions go from 1 to %d", len(order))
		}
		if from == to {
			return nil, fmt.Sprintf("card %d is already there", from+1)
		}
	default:
		return nil, bad
	}
	return moveCard(order, from, to), ""
}

// moveCard returns a copy of order with the card at from moved to to
// (0-based), the cards between shifting by one.
func moveCard(order []cardbattle.CardID, from, to int) []cardbattle.CardID {
	out := slices.Clone(order)
	id := out[from]
	out = slices.Delete(out, from, from+1)
	return slices.Insert(out, to, id)
}

// proposeDeck is the default deck order: the food that lasts one battle
// first (it feeds the first pet), then each pet with a perk before it while
// perks last, then any perks and other cards left over.
func proposeDeck(cs *cardbattle.CardSet, hand []cardbattle.CardID) []cardbattle.CardID {
	var food, perks, pets, other []cardbattle.CardID
	for _, id := range hand {
		c := cs.Card(id)
		switch {
		case c.Kind == cardbattle.KindPet:
			pets = append(pets, id)
		case c.Kind == cardbattle.KindFood && c.Perk:
			perks = append(perks, id)
		case c.Kind == cardbattle.KindFood:
			food = append(food, id)
		default:
			other = append(other, id)
		}
	}
	out := food
	for i, id := range pets {
		if i < len(perks) {
			out = append(out, perks[i])
		}
		out = append(out, id)
	}
	if len(perks) > len(pets) {
		out = append(out, perks[len(pets):]...)
	}
	return append(out, other...)
}
