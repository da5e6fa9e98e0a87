package cardbattlebot

import (
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// phaseStates plays random games of g, seeds 1 up, until n states wait in
// phase for a seat to choose ("ability_order", "prep_order").
func phaseStates(t *testing.T, g *cb.Game, phase string, n int) []*cb.State {
	t.Helper()
	var out []*cb.State
	for seed := uint64(1); seed < 400 && len(out) < n; seed++ {
		s := g.NewState(seed).(*cb.State)
		rng := game.NewRNG(seed)
		for !s.IsTerminal() && len(out) < n {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			if s.Phase() == phase {
				out = append(out, s.Clone().(*cb.State))
			}
			l := s.LegalActions(nil)
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
	}
	if len(out) < n {
		t.Fatalf("only %d random positions wait in phase %s", len(out), phase)
	}
	return out
}
