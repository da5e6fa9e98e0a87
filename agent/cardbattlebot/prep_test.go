package cardbattlebot

import (
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

// prepChoiceStates plays random Golden Pack games until n states wait for
// a seat to order its Battle Prep abilities.
func prepChoiceStates(t *testing.T, g *cb.Game, n int) []*cb.State {
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
			if s.Phase() == "prep_order" {
				out = append(out, s.Clone().(*cb.State))
			}
			l := s.LegalActions(nil)
			s.ApplyUnchecked(l[rng.IntN(len(l))])
		}
	}
	if len(out) < n {
		t.Fatalf("only %d random positions ask for a Battle Prep order", len(out))
	}
	return out
}

// bestPrepValues returns, for each option of a Battle Prep order, the best
// value by the heuristic's value function of any order starting with it.
func bestPrepValues(h *Heuristic, s *cb.State, seat int) map[game.Action]float64 {
	out := map[game.Action]float64{}
	for _, a := range s.LegalActions(nil) {
		c := s.Clone().(*cb.State)
		c.ApplyUnchecked(a)
		v := h.prepValue(c, seat)
		if c.Phase() == "prep_order" && int(c.CurrentPlayer()) == seat {
			first := true
			for _, x := range bestPrepValues(h, c, seat) {
				if first || x > v {
					v, first = x, false
				}
			}
		}
		out[a] = v
	}
	return out
}

// TestHeuristicOrdersBattlePrepByValue: "Players resolve their own
// simultaneous abilities in the order of their choice." The heuristic
// takes a first Battle Prep ability from which some order leaves the best
// hand and resources of all orders.
func TestHeuristicOrdersBattlePrepByValue(t *testing.T) {
	g, err := cb.New(nil, game.Options{"packs": "golden"})
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeuristic("heuristic", g)
	differ := 0
	for i, s := range prepChoiceStates(t, g, 4) {
		seat := int(s.CurrentPlayer())
		vals := bestPrepValues(h, s, seat)
		best, worst := -1e9, 1e9
		for _, v := range vals {
			best, worst = max(best, v), min(worst, v)
		}
		if best > worst {
			differ++
		}
		a, err := h.Act(game.NewView(s), 1)
		if err != nil {
			t.Fatal(err)
		}
		if vals[a] != best {
			t.Errorf("position %d: the heuristic takes %s, worth %.2f; the best order is worth %.2f",
				i, s.ActionString(a), vals[a], best)
		}
	}
	if differ == 0 {
		t.Error("no position where the order changes the value: the test proves nothing")
	}
}
