package dojobot

import (
	"math"

	"menagerie/game"
	"menagerie/games/dojo"
)

// Settings of the playout.
const (
	// playoutActions is how many actions a playout plays before it stops
	// and values the position: about three turns of each seat. Duels last
	// a hundred and more actions, and a full playout is both slow and, so
	// far from its start, mostly luck.
	playoutActions = 24
	// playoutScale is the difference of eval that a playout counts as
	// two-thirds of a win (tanh(1) = 0.76): about one animal.
	playoutScale = 30
)

// Playout returns a fast playout policy for search: it plays a sampled game
// on for playoutActions actions, or to its end (the solo mission always), and returns each seat's
// value: +1, -1 or 0 at the end, else tanh of eval over playoutScale. It
// plays greedily one action deep, taking the action after which the zones
// value best for the seat to act (see zoneEval), an attack valued as it
// lands (its exercise done, the defender's answer the best for the
// attacker, as the heuristic values attacks). It always does its exercises
// and places its starting animals at random. The zones alone are valued
// because every play draws cards, and on a sample those are cards the seat
// cannot know: so a discard is never preferred to playing nothing, and a
// play is taken for what it puts in the zone. A playout allocates two
// scratch states, nothing per action.
func Playout(_ *dojo.Game) func(game.State, *game.RNG) []float64 {
	return func(st game.State, rng *game.RNG) []float64 {
		s := st.(*dojo.State)
		scratch := new([2]dojo.State)
		var buf [256]game.Action
		limit := playoutActions
		if s.Game().NumPlayers() == 1 {
			limit = math.MaxInt // the solo mission is scored at its end
		}
		for n := 0; n < limit && !s.IsTerminal(); n++ {
			l := s.LegalActions(buf[:0])
			a := l[0]
			if len(l) > 1 {
				a = greedy(s, &scratch[0], &scratch[1], l, rng)
			}
			s.ApplyUnchecked(a)
		}
		if s.IsTerminal() {
			return s.Returns(nil)
		}
		v := math.Tanh(eval(s, 0) / playoutScale)
		return []float64{v, -v}
	}
}

// greedy is the playout policy's choice among legal, trying each action on
// try (and the defender's answers on answer); the first of equally good
// actions is taken.
func greedy(s, try, answer *dojo.State, legal []game.Action, rng *game.RNG) game.Action {
	switch s.Phase() {
	case "exercise", "solo":
		return dojo.ActionDone
	case "setup":
		return legal[rng.IntN(len(legal))]
	}
	me := int(s.CurrentPlayer())
	best, bestValue := legal[0], 0.0
	for i, a := range legal {
		if i > 0 && dojo.IsDiscard(a) {
			continue // never better than playing nothing, legal[0]
		}
		*try = *s
		try.ApplyUnchecked(a)
		if v := landed(try, answer, me); i == 0 || v > bestValue {
			best, bestValue = a, v
		}
	}
	return best
}

// landed values s for me once an attack has landed: an exercise is done,
// and when the defender may answer, the answer best for me is taken.
func landed(s, answer *dojo.State, me int) float64 {
	for s.Phase() == "exercise" {
		s.ApplyUnchecked(dojo.ActionDone)
	}
	if s.Phase() != "response" {
		return zoneEval(s, me)
	}
	var buf [4]game.Action
	best := 0.0
	for i, a := range s.LegalActions(buf[:0]) {
		*answer = *s
		answer.ApplyUnchecked(a)
		if v := zoneEval(answer, me); i == 0 || v > best {
			best = v
		}
	}
	return best
}

// zoneEval values a position for me by the zones alone: a win or loss
// dominates, otherwise the strength of my animals less the opponent's.
func zoneEval(s *dojo.State, me int) float64 {
	if s.IsTerminal() {
		return outcome(s, me)
	}
	return strength(s, me) - strength(s, 1-me)
}
