package cardbattlebot

import (
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// walkGames plays games of g, seeds 1 up while more(seed) holds, drawing
// chance outcomes with the game's seed and every seat's action with choose
// (handed the same random numbers). visit sees each state where a seat is
// to act, before its action, and returns false to end that game.
func walkGames(g *cb.Game, more func(seed uint64) bool, choose func(s *cb.State, seed uint64, rng *game.RNG) game.Action, visit func(s *cb.State) bool) {
	for seed := uint64(1); more(seed); seed++ {
		s := g.NewState(seed).(*cb.State)
		rng := game.NewRNG(seed)
		for !s.IsTerminal() {
			if s.CurrentPlayer() == game.Chance {
				o := s.ChanceOutcomes(nil)
				s.ApplyUnchecked(o[rng.Pick(o)].Action)
				continue
			}
			if !visit(s) {
				break
			}
			s.ApplyUnchecked(choose(s, seed, &rng))
		}
	}
}

// phaseStates plays random games of g, seeds 1 up, until n states wait in
// phase for a seat to choose ("ability_order", "prep_order").
func phaseStates(t *testing.T, g *cb.Game, phase string, n int) []*cb.State {
	t.Helper()
	var out []*cb.State
	walkGames(g, func(seed uint64) bool { return seed < 400 && len(out) < n },
		func(s *cb.State, _ uint64, rng *game.RNG) game.Action {
			l := s.LegalActions(nil)
			return l[rng.IntN(len(l))]
		},
		func(s *cb.State) bool {
			if s.Phase() == phase {
				out = append(out, s.Clone().(*cb.State))
			}
			return len(out) < n
		})
	if len(out) < n {
		t.Fatalf("only %d random positions wait in phase %s", len(out), phase)
	}
	return out
}
