package dojobot

import (
	"menagerie/game"
	"menagerie/games/dojo"
)

// Worth of the cards in a hand, in the units of strength: what a card
// promises for later turns.
const (
	upgradeWorth  = 4   // the next level of an animal in play: an upgrade waiting
	responseWorth = 3   // a response card (Dodge): an attack's damage cut
	newAnimal     = 2   // a level 1 animal with a column to play it in
	dojoWorth     = 2   // a dojo with an animal it can upgrade
	otherWorth    = 1   // a health or item card, a dojo with nothing to upgrade
	spareWorth    = 0.5 // an animal card with no use yet (a level 3 without its level 2 in play)
	restCost      = 0.5 // a resting animal cannot attack next turn
)

// eval values a position for me: a win or loss dominates; otherwise the
// strength of my zone and hand less the opponent's.
func eval(s *dojo.State, me int) float64 {
	if s.IsTerminal() {
		return outcome(s, me)
	}
	return strength(s, me) + handWorth(s, me) - strength(s, 1-me) - handWorth(s, 1-me)
}

// outcome values a finished game for me: a win or loss dominates every
// position's value, a draw is 0.
func outcome(s *dojo.State, me int) float64 {
	switch s.Winner() {
	case me:
		return 1e6
	case -1:
		return 0
	}
	return -1e6
}

// strength sums, over q's animals, a presence bonus, health, three times
// the damage and the level, less a little for resting.
func strength(s *dojo.State, q int) float64 {
	cs := s.Cards()
	v := 0.0
	for pos := 0; pos < dojo.NumPos; pos++ {
		id, hp, rest := s.Animal(q, pos)
		if id == 0 {
			continue
		}
		c := cs.Card(id)
		f := &cs.Families[c.Family]
		v += 8 + float64(hp) + 3*float64(f.Damage[c.Level-1]) + 2*float64(c.Level)
		if rest > 0 {
			v -= restCost
		}
	}
	return v
}

// handWorth sums what each card in q's hand promises (see the worth
// constants): the next level of an animal in play, a response, a level 1
// animal with room to play it, a dojo with an upgrade to make.
func handWorth(s *dojo.State, q int) float64 {
	cs := s.Cards()
	var buf [8]dojo.CardID
	hand := s.AppendHand(buf[:0], q)
	// level[f] is the level of family f in play (0: not in play).
	var level [dojo.MaxFamilies]int
	room := false
	for pos := 0; pos < dojo.NumPos; pos++ {
		id, _, _ := s.Animal(q, pos)
		if id == 0 {
			if pos%dojo.NumRows == dojo.NumRows-1 {
				room = true
			}
			continue
		}
		c := cs.Card(id)
		level[c.Family] = c.Level
	}
	upgradable := false
	for _, id := range hand {
		if c := cs.Card(id); c.IsAnimal() && c.Level > 1 && level[c.Family] == c.Level-1 {
			upgradable = true
		}
	}
	v := 0.0
	for _, id := range hand {
		c := cs.Card(id)
		switch {
		case c.IsAnimal() && c.Level == 1 && level[c.Family] == 0 && room:
			v += newAnimal
		case c.IsAnimal() && c.Level > 1 && level[c.Family] == c.Level-1:
			v += upgradeWorth
		case c.IsAnimal():
			v += spareWorth
		case c.Response:
			v += responseWorth
		case c.Kind == dojo.KindDojo && upgradable:
			v += dojoWorth
		default:
			v += otherWorth
		}
	}
	return v
}

// value applies a to a copy of s and values the position for me after
// following up to depth of me's own next decisions of the turn greedily.
// An attack the opponent could answer with a response (a Dodge) is valued
// as it lands unanswered: the response only cuts its damage (and the
// response card is spent), and weighing the defender's redraw instead
// would turn down good attacks on the luck of a sample.
func value(s *dojo.State, a game.Action, me, depth int) float64 {
	c := s.Clone().(*dojo.State)
	c.ApplyUnchecked(a)
	if c.IsTerminal() || c.Phase() == "play" {
		return eval(c, me)
	}
	if c.CurrentPlayer() != game.Player(me) {
		if c.Phase() != "response" {
			return eval(c, me)
		}
		for _, l := range c.Labels(nil) {
			if l.Kind == "no_response" {
				return value(c, l.Action, me, depth)
			}
		}
		return eval(c, me)
	}
	if depth == 0 {
		return eval(c, me)
	}
	var buf [256]game.Action
	best := -1e9
	for _, b := range c.LegalActions(buf[:0]) {
		if b == dojo.ActionFail || b == dojo.ActionCancel {
			continue
		}
		best = max(best, value(c, b, me, depth-1))
	}
	return best
}
