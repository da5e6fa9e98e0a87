package cardbattlebot

import (
	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// resourceWorth is what one Trumpet or one Mana is worth to a team, in
// units of power: about what paying one costs an ability (see abilityValue).
const resourceWorth = 0.8

// prepOrder chooses which of the seat's Battle Prep abilities resolves
// next: the one that, with every later choice of its order taken as best,
// leaves the seat the best hand and resources by the value function. Battle
// Prep abilities touch only their own seat's hand and resources, which a
// sample of the state holds as they are.
func (h *Heuristic) prepOrder(view *game.View, seed uint64) game.Action {
	s := view.Sample(seed).(*cb.State)
	seat := int(s.CurrentPlayer())
	best, _ := h.bestPrep(s, seat)
	return best
}

// bestPrep returns the best choice for seat in a state where it orders its
// Battle Prep abilities, and the value of the result.
func (h *Heuristic) bestPrep(s *cb.State, seat int) (game.Action, float64) {
	var buf [16]game.Action
	legal := s.LegalActions(buf[:0])
	best, bestScore := legal[0], 0.0
	for i, a := range legal {
		c := s.Clone().(*cb.State)
		c.ApplyUnchecked(a)
		score := h.prepValue(c, seat)
		if c.Phase() == "prep_order" && int(c.CurrentPlayer()) == seat {
			_, score = h.bestPrep(c, seat)
		}
		if i == 0 || score > bestScore {
			best, bestScore = a, score
		}
	}
	return best, bestScore
}

// prepValue is what seat's hand and resources are worth after its Battle
// Prep abilities resolved.
func (h *Heuristic) prepValue(s *cb.State, seat int) float64 {
	obs := s.Observation(seat)
	return h.v.team(s.Hand(seat, nil)) + resourceWorth*float64(obs.Trumpets[seat]+obs.Mana[seat])
}
