package tableaubot

import (
	"fmt"
	"math"

	"menagerie/game"
	tb "menagerie/games/tableau"
)

// Heuristic is a sensible Tableau player. Everything in Tableau is face up
// but the deck's order, so it plays on one state sampled from its view: it
// tries each legal action, follows up its own next decisions greedily (the
// placement after a pick, the placement after a sale), and takes the action
// whose position values best (see eval). It refills the market only when no
// pick is worth having.
type Heuristic struct {
	spec string
	v    *valuer
}

// NewHeuristic makes the heuristic player for g.
func NewHeuristic(spec string, g *tb.Game) *Heuristic {
	return &Heuristic{spec: spec, v: newValuer(g)}
}

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
	s, ok := view.Sample(seed).(*tb.State)
	if !ok {
		return 0, fmt.Errorf("%s plays Tableau only", h.spec)
	}
	return h.choose(s, legal), nil
}

// choose returns the best of legal on state s.
func (h *Heuristic) choose(s *tb.State, legal []game.Action) game.Action {
	me := int(s.CurrentPlayer())
	if s.Phase() == "draft" {
		return h.draft(s, me, legal)
	}
	best, bestV := legal[0], math.Inf(-1)
	for _, a := range legal {
		if x := h.value(s, a, me, 2); x > bestV {
			best, bestV = a, x
		}
	}
	return best
}

// draft takes the best pick; it refills a line first (or passes) only when
// that does better than every pick.
func (h *Heuristic) draft(s *tb.State, me int, legal []game.Action) game.Action {
	best, bestV := game.Action(-1), math.Inf(-1)
	var others []game.Action
	for _, a := range legal {
		m, _ := tb.DecodeAction(a)
		if m.Kind != tb.MovePick {
			others = append(others, a)
			continue
		}
		if x := h.value(s, a, me, 2); x > bestV {
			best, bestV = a, x
		}
	}
	stay := h.v.eval(s, me)
	if best >= 0 && bestV > stay+0.5 {
		return best
	}
	for _, a := range others {
		c := s.Clone().(*tb.State)
		c.ApplyUnchecked(a)
		x := h.v.eval(c, me)
		if c.CurrentPlayer() == game.Player(me) && c.Phase() == "draft" {
			var l [64]game.Action
			for _, b := range c.LegalActions(l[:0]) {
				if m, _ := tb.DecodeAction(b); m.Kind == tb.MovePick {
					x = max(x, h.value(c, b, me, 2))
				}
			}
		}
		if x > bestV {
			best, bestV = a, x
		}
	}
	return best
}

// value applies a to a copy of s and returns the position's value for me
// after following up to depth of me's own next decisions greedily. Follow
// ups consider sales and merges only where a placement cannot do without
// them (the decision itself weighs every sale and merge).
func (h *Heuristic) value(s *tb.State, a game.Action, me, depth int) float64 {
	c := s.Clone().(*tb.State)
	c.ApplyUnchecked(a)
	if depth == 0 || c.IsTerminal() || c.CurrentPlayer() != game.Player(me) {
		return h.v.eval(c, me)
	}
	switch c.Phase() {
	case "place", "bonus_draft", "swap_in":
	default:
		return h.v.eval(c, me)
	}
	var buf [128]game.Action
	l := c.LegalActions(buf[:0])
	final := false
	for _, b := range l {
		final = final || !isOp(b)
	}
	best := math.Inf(-1)
	for _, b := range l {
		if final && isOp(b) {
			continue
		}
		best = max(best, h.value(c, b, me, depth-1))
	}
	return best
}
