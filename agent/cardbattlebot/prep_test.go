package cardbattlebot

import (
	"testing"

	"menagerie/game"
	cb "menagerie/games/cardbattle"
)

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
	for i, s := range phaseStates(t, g, "prep_order", 4) {
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
