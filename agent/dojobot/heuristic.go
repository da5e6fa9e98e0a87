// Package dojobot holds a heuristic Dojo player.
package dojobot

import (
	"fmt"
	"math"

	"menagerie/game"
	"menagerie/games/dojo"
)

// Heuristic is a sensible Dojo player. It plays on one state sampled from
// its view (the opponent's hand and the deck orders are unknown): it tries
// each legal action, follows its own next decisions of the turn greedily
// (the attack after a play, the upgrade after a defeat) and takes the
// action whose position values best: the strength of its zone (health,
// damage and level of each animal) less the opponent's. It places its
// starting animals by layoutValue and always does its exercises.
type Heuristic struct {
	spec string
}

// NewHeuristic makes the heuristic player for g.
func NewHeuristic(spec string, _ *dojo.Game) *Heuristic { return &Heuristic{spec: spec} }

// Name returns the spec the player was created with.
func (h *Heuristic) Name() string { return h.spec }

// Act chooses a legal action from the view.
func (h *Heuristic) Act(view *game.View, seed uint64) (game.Action, error) {
	legal := view.Legal()
	switch len(legal) {
	case 0:
		return 0, fmt.Errorf("%s: no legal action", h.spec)
	case 1:
		return legal[0], nil
	}
	for _, a := range legal {
		if a == dojo.ActionDone {
			return a, nil
		}
	}
	s, ok := view.Sample(seed).(*dojo.State)
	if !ok {
		return 0, fmt.Errorf("%s plays Dojo only", h.spec)
	}
	me := int(view.Seat())
	frontOnly := view.Game().Options()["front_row_only"] == "true"
	best, bestV := legal[0], math.Inf(-1)
	for _, a := range legal {
		var v float64
		if s.Phase() == "setup" {
			c := s.Clone().(*dojo.State)
			c.ApplyUnchecked(a)
			v = layoutValue(c, me, frontOnly)
		} else {
			v = value(s, a, me, 2)
		}
		if v > bestV {
			best, bestV = a, v
		}
	}
	return best, nil
}

// layoutValue values q's starting layout, one placement at a time: the
// first animal of a column takes the hits, so it is worth its health; an
// animal behind it attacks from safety, so it is worth three times its
// damage. With front_row_only only first animals attack: they are worth
// their damage too, and those behind half their health (they will step
// up). Placed greedily, this puts the tanks in front and the strikers
// behind them.
func layoutValue(s *dojo.State, q int, frontOnly bool) float64 {
	cs := s.Cards()
	v := 0.0
	for pos := 0; pos < dojo.NumPos; pos++ {
		id, hp, _ := s.Animal(q, pos)
		if id == 0 {
			continue
		}
		c := cs.Card(id)
		dmg := float64(cs.Families[c.Family].Damage[c.Level-1])
		switch front := pos%dojo.NumRows == 0; {
		case front && frontOnly:
			v += float64(hp) + 3*dmg
		case front:
			v += float64(hp)
		case frontOnly:
			v += float64(hp) / 2
		default:
			v += 3 * dmg
		}
	}
	return v
}

// value applies a to a copy of s and values the position for me after
// following up to depth of me's own next decisions greedily.
func value(s *dojo.State, a game.Action, me, depth int) float64 {
	c := s.Clone().(*dojo.State)
	c.ApplyUnchecked(a)
	if depth == 0 || c.IsTerminal() || c.CurrentPlayer() != game.Player(me) || c.Phase() == "play" {
		return eval(c, me)
	}
	var buf [256]game.Action
	best := math.Inf(-1)
	for _, b := range c.LegalActions(buf[:0]) {
		if b == dojo.ActionFail || b == dojo.ActionCancel {
			continue
		}
		best = max(best, value(c, b, me, depth-1))
	}
	return best
}

// eval values a position for me: a win or loss dominates; otherwise the
// strength of my zone less the opponent's.
func eval(s *dojo.State, me int) float64 {
	if s.IsTerminal() {
		switch s.Winner() {
		case me:
			return 1e6
		case -1:
			return 0
		}
		return -1e6
	}
	return strength(s, me) - strength(s, 1-me)
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
			v -= 0.5
		}
	}
	return v
}
