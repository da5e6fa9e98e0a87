package cardbattlebot

import (
	"math"
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// TestWinModelReturns checks the four-player win model's values between
// rounds of random games: each is 2p-1 for a chance p, the chances add up
// to one, the seats rank as their weighted trophies and teams do, and no
// value allocates.
func TestWinModelReturns(t *testing.T) {
	g, _ := tableGame(t, 4)
	model := winModels[4]
	v := newValues(g.Cards(), 1)
	var states []*cb.State
	round := 0
	walkGames(g, func(seed uint64) bool { return seed <= 10 },
		func(s *cb.State, _ uint64, rng *game.RNG) game.Action {
			l := s.LegalActions(nil)
			return l[rng.IntN(len(l))]
		},
		func(s *cb.State) bool {
			if s.Round() != round {
				round = s.Round()
				if round > 1 {
					states = append(states, s.Clone().(*cb.State))
				}
			}
			return true
		})
	if len(states) < 40 {
		t.Fatalf("only %d states between rounds in 10 games", len(states))
	}
	dst := make([]float64, 0, 4)
	for i, s := range states {
		got := model.returns(s, v, dst[:0])
		r := s.Round() - 1
		score := make([]float64, 4)
		sum := 0.0
		for p := range 4 {
			team := v.summarize(s.Hand(p, nil))
			score[p] = model.Trophy[r]*float64(s.Trophies(p)) + model.Team[r]*team.value(v, 0)
			if got[p] <= -1 || got[p] >= 1 {
				t.Fatalf("state %d (after round %d): seat %d's value %v is not 2p-1 for a chance p", i, r, p, got[p])
			}
			sum += (got[p] + 1) / 2
		}
		if math.Abs(sum-1) > 1e-9 {
			t.Fatalf("state %d: the chances add up to %v, not 1 (values %v)", i, sum, got)
		}
		for p := range 4 {
			for q := range 4 {
				if score[p] > score[q] && got[p] <= got[q] {
					t.Fatalf("state %d: seat %d scores %v over seat %d's %v, but its value %v is not above %v", i, p, score[p], q, score[q], got[p], got[q])
				}
			}
		}
		if n := testing.AllocsPerRun(10, func() { model.returns(s, v, dst[:0]) }); n != 0 {
			t.Fatalf("state %d: returns allocates %v times", i, n)
		}
	}
}
