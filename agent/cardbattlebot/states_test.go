package cardbattlebot

import (
	"fmt"
	"testing"

	"menagerie/agent"
	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// walkGames plays games of g, seeds 1 up while more(seed) holds, drawing
// chance outcomes with the game's seed and every seat's action with choose
// (handed the same random numbers). visit sees each state where a seat is
// to act, before its action, and the state a game ends in; it returns false
// to end that game.
func walkGames(g *cb.Game, more func(seed uint64) bool, choose func(s *cb.State, seed uint64, rng *game.RNG) game.Action, visit func(s *cb.State) bool) {
	for seed := uint64(1); more(seed); seed++ {
		s := g.NewState(seed).(*cb.State)
		rng := game.NewRNG(seed)
		for {
			if s.IsTerminal() {
				visit(s)
				break
			}
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

// agentChoice is a walkGames choice by p, the game's seed as the move's
// seed; an error ends the test.
func agentChoice(t *testing.T, p agent.Agent) func(s *cb.State, seed uint64, rng *game.RNG) game.Action {
	return func(s *cb.State, seed uint64, _ *game.RNG) game.Action {
		a, err := p.Act(game.NewView(s), seed)
		if err != nil {
			t.Fatal(err)
		}
		return a
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

// tableGame returns a game of Card Battle for players (2, 4 or 6) with the
// packs the table needs: Classic alone for two, Classic and Golden for
// four, all three for six.
func tableGame(t *testing.T, players int) (g *cb.Game, packs string) {
	t.Helper()
	packs = map[int]string{2: "classic", 4: "classic,golden", 6: "classic,golden,magic"}[players]
	if packs == "" {
		t.Fatalf("%d players: want 2, 4 or 6", players)
	}
	g, err := cb.New(nil, game.Options{"players": fmt.Sprint(players), "packs": packs})
	if err != nil {
		t.Fatal(err)
	}
	return g, packs
}
